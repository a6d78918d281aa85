"""The table over seats (the LAN host's shape): nobody at this window, a person elsewhere whose
actions come through ``submit(action, seat)``, computers in the rest; a computer taking the person's
seat over and handing it back once no trick is in progress; ``wake_in`` for a loop that sleeps."""
import pytest

from game.rules import new_game
from game.table import Table

from tests.test_table import Clock


def make(pause=0.5):
    clock = Clock()
    state = new_game("euchre", seed=7, players=4)
    table = Table(state, human=None, people=(0,), levels=[None, "easy", "easy", "easy"], pause=pause,
                  clock=clock, timers=False, undo=False)
    return table, clock


def run_computers(table, clock, limit=400):
    """Poll (letting each pause pass) until seat 0 is to act."""
    for _ in range(limit):
        if table.state.to_act == 0 or table.state.match_over:
            return
        table.poll()
        table.wait()
        clock.t += 1.0
        table.poll()
    raise AssertionError("the computers never finished")


def test_a_person_elsewhere_is_waited_for_and_submits_with_their_seat():
    table, clock = make()
    run_computers(table, clock)
    moves = table.moves
    clock.t += 100.0
    assert table.poll() == [] and table.moves == moves and table.thinking is None
    assert table.wake_in() is None                  # nothing on the clock: only their action moves it
    action = table.state.legal_actions()[0]
    assert table.submit(action, 0) and table.moves == moves + 1
    with pytest.raises(ValueError):
        table.submit(table.state.legal_actions()[0], table.state.to_act)    # a computer's seat


def test_wake_in_is_the_computers_pause():
    table, clock = make(pause=0.5)
    run_computers(table, clock)
    table.submit(table.state.legal_actions()[0], 0)
    assert table.state.to_act != 0
    table.poll()                                     # the computer starts thinking
    assert table.wake_in() == pytest.approx(0.5)


def test_a_computer_takes_the_seat_over_and_gives_it_back_between_tricks():
    table, clock = make()
    table.take_over(0)
    gave_back_in_trick = False
    for _ in range(2000):
        if table.state.phase == "play" and table.state.view(0).trick:
            gave_back_in_trick = gave_back_in_trick or table.give_back(0)
            if not gave_back_in_trick:
                break
        table.poll()
        table.wait()
        clock.t += 1.0
    assert not gave_back_in_trick and 0 in table.replaced
    moves = table.moves
    while table.state.view(0).trick:                 # the computer plays on for seat 0 meanwhile
        table.poll()
        table.wait()
        clock.t += 1.0
        table.poll()
    assert table.moves > moves and table.give_back(0) and 0 not in table.replaced
