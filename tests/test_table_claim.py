"""Claims at the table (game/table.py): the player's claim plays the rest out as ordinary moves after
one ``Claimed`` event, a claim that is not certain is refused and changes nothing, and a computer
claims by itself after its pause."""
from __future__ import annotations

import pytest

from game.rules import IllegalAction, parse_action
from game.rules.actions import CardPlayed, Claimed, ClaimRefused, TrickTaken
from game.rules.claim import REFUSED
from game.rules.replay import replay
from game.table import Table
from tests.rules.test_claim import POSITIONS, position
from tests.test_table import Clock


def table_at(pos, upto=None, human_is_claimant=True, pause=0.5):
    game, players, dealer, deck, actions, *_ = pos
    state = position(game, players, dealer, deck, actions, upto)
    seat = state.to_act
    human = seat if human_is_claimant else (seat + 1) % state.players
    clock = Clock()
    return Table(state, human=human, pause=pause, clock=clock), seat, clock


def took_the_rest(table, seat, events, cards_before):
    """Every trick taken after the claim was ``seat``'s, and ``seat`` played its cards in the claim's
    order until the deal ended (all of them, or fewer where the deal ends once a side has won it:
    Call Trump's seventh trick)."""
    taken = [ev.seat for ev in events if isinstance(ev, TrickTaken)]
    assert taken and set(taken) == {seat}
    played = tuple(ev.card for ev in events if isinstance(ev, CardPlayed) and ev.seat == seat)
    assert played == events[0].cards[:len(played)]
    assert len(played) == len(cards_before) or table.game == "calltrump" and len(played) >= 2


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_players_claim_plays_out_the_rest(pos):
    table, seat, _ = table_at(pos)
    held = list(table.state.deal.hand(seat))
    assert table.claim_proof() is None
    events = table.claim()
    assert isinstance(events[0], Claimed) and events[0].seat == seat
    assert " ".join(str(c) for c in events[0].cards) == pos[-1]
    took_the_rest(table, seat, events, held)
    log = table.state.actions_log()
    assert all(parse_action(text) is not None for text in log)       # a plain action list
    assert replay(table.state.to_dict()).to_dict() == table.state.to_dict()


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_an_uncertain_claim_is_refused_and_changes_nothing(pos):
    table, _seat, _ = table_at(pos, upto=pos[5])
    before = table.state.to_dict()
    assert table.claim_proof() is not None
    with pytest.raises(IllegalAction) as e:
        table.claim()
    assert e.value.reason == table.claim_proof()
    assert table.state.to_dict() == before and table.moves == len(table.state.actions_log())


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_a_computer_claims_after_its_pause(pos):
    table, seat, clock = table_at(pos, human_is_claimant=False)
    held = list(table.state.deal.hand(seat))
    assert table.poll() == [] and table.thinking is None        # no thinking: its claim is proven
    assert table.wake_in() == pytest.approx(0.5)
    clock.t += 0.6
    events = table.poll()
    assert isinstance(events[0], Claimed) and events[0].seat == seat
    took_the_rest(table, seat, events, held)


def shared_table(pos):
    """The position at a table of people as the LAN host keeps it (no person at this window): the
    claimant and the next seat are people, the others computers; a test clock."""
    game, players, dealer, deck, actions, *_ = pos
    state = position(game, players, dealer, deck, actions)
    seat = state.to_act
    other = (seat + 1) % state.players
    levels = [None if s in (seat, other) else "easy" for s in range(state.players)]
    clock = Clock()
    return Table(state, human=None, people=(seat, other), levels=levels, pause=0.0, clock=clock), seat, other, clock


CALLTRUMP = next(p for p in POSITIONS if p[0] == "calltrump")


def test_a_claim_waiting_for_answers_stops_the_countdowns_and_silence_refuses_it():
    table, seat, other, clock = shared_table(CALLTRUMP)
    assert table.poll() == [] and table.countdowns[seat].deadline == 45      # the claimant's card: 45 s
    clock.t = 30.0
    events = table.claim(seat)
    assert [type(e) for e in events] == [Claimed] and table.claim_question(other) == seat
    assert table.asked_until == 30.0 + 45                 # the question gets the claimant's time for a card
    clock.t = 60.0                                        # the claimant's countdown would have run out
    assert table.poll() == [] and table.expired is None and table.moves == len(table.state.actions_log())
    assert table.countdowns[seat].deadline is None and table.wake_in() == 15.0
    clock.t = 75.0
    assert table.poll() == [ClaimRefused(other, silent=True)]
    assert table.claim_question(other) is None and table.proof(seat).reason == REFUSED
    table.poll()
    assert table.countdowns[seat].deadline == 75.0 + 45   # play goes on: the claimant's card, afresh


def test_undo_after_a_claim_takes_back_none_of_it():
    """A claim plays the deal to its end, and a scored hand stays on the score sheet (as after the
    last card played by hand): undo takes back all of the claim or none, here none."""
    for pos in POSITIONS:
        table, _seat, _ = table_at(pos)
        table.undo_on = True
        table.claim()
        after = table.state.to_dict()
        assert not table.can_undo() and not table.undo()
        assert table.state.to_dict() == after
