"""Undo: the player's last decision and everything after it are taken back by replaying the log,
so the deal stays the same; never on a clock; counted in the statistics."""
import random

from game.registry import make_bot
from game.rules import new_game
from game.store import Store
from game.table import Table


def drive(table, own_moves, rng, snapshots=None, stop=None):
    """Play until the player (seat 0) has made ``own_moves`` more choices (forced moves are played
    for it) and the computers have answered; ``snapshots`` gets the match as it was before each."""
    bots = {s: make_bot(table.game, "easy") for s in range(table.state.players)}
    made = 0
    while not table.state.match_over:
        st = table.state
        seat = st.to_act
        legal = st.legal_actions()
        if seat == table.human and len(legal) > 1:         # a forced move is no decision to undo
            if made == own_moves or (stop is not None and stop(table)):
                return
            if snapshots is not None:
                snapshots.append((st.to_dict(), len(table.sheet)))
            made += 1
        table.step(bots[seat].choose(st.view(seat), legal, rng, lambda r, s=seat, st=st: st.determinize(s, r)))


def test_undo_goes_back_to_each_earlier_decision_with_the_same_cards():
    table = Table(new_game("euchre", seed=5, players=4), human=0, timers=False)
    snaps = []
    drive(table, 4, random.Random(2), snaps)          # four decisions, all in the first hand
    assert len(snaps) == 4 and not table.sheet
    for want, sheet_rows in reversed(snaps):
        assert table.can_undo() and table.undo()
        assert table.state.to_dict() == want and table.state.to_act == 0
        assert len(table.sheet) == sheet_rows
    assert not table.can_undo() and not table.undo()
    assert table.undos == len(snaps)


def test_undo_never_crosses_into_a_scored_hand():
    """A scored hand is on the sheet for good: undo goes back only as far as the player's first
    decision of the hand in play, and before it there is nothing to take back."""
    table = Table(new_game("ushter", seed=3, players=4), human=0, timers=False)
    drive(table, 200, random.Random(4), stop=lambda t: len(t.sheet) == 1)
    assert len(table.sheet) == 1
    scored = (table.state.to_dict(), list(table.sheet), table.state.scores)
    assert not table.can_undo() and not table.undo()
    assert (table.state.to_dict(), table.sheet, table.state.scores) == scored
    snaps = []
    drive(table, 1, random.Random(5), snaps)
    assert table.can_undo() and table.undo()
    assert table.state.to_dict() == snaps[0][0] and len(table.sheet) == 1
    assert not table.can_undo()
    resumed = Table(type(table.state).from_dict(table.state.to_dict()), human=0, timers=False)
    assert not resumed.can_undo()                 # a resumed match knows where its hand began


def test_the_trick_history_follows_the_undo():
    table = Table(new_game("calltrump", seed=8, players=4), human=0, timers=False)
    drive(table, 9, random.Random(1))
    fresh_view = table.hand_tricks()
    table.undo()
    replayed = Table(table.state, human=0, timers=False)     # a table that rebuilds it from the log
    assert table.hand_tricks() == replayed.hand_tricks() and len(fresh_view) >= len(table.hand_tricks())


def test_no_undo_on_a_clock_nor_before_the_first_decision():
    timed = Table(new_game("calltrump", seed=1, players=4), human=0, timers=True)
    drive(timed, 3, random.Random(3))
    before = timed.state.to_dict()
    assert not timed.can_undo() and not timed.undo() and timed.state.to_dict() == before
    off = Table(new_game("euchre", seed=1, players=4), human=0, timers=False, undo=False)
    drive(off, 2, random.Random(3))
    assert not off.undo()
    fresh = Table(new_game("ulti", seed=1, players=3), human=1, timers=False)
    assert not fresh.can_undo() and not fresh.undo()


def test_a_resumed_match_can_undo_and_a_finished_match_that_used_it_says_so(tmp_path):
    store = Store(tmp_path)
    table = Table(new_game("euchre", seed=9, players=4), human=0, store=store, timers=False)
    snaps = []
    drive(table, 3, random.Random(6), snaps)
    again = Table.resume(Store(tmp_path))
    assert again.undo() and again.state.to_dict() == snaps[-1][0]
    resumed = Table.resume(Store(tmp_path))
    assert resumed.undos == 1 and resumed.state.to_dict() == snaps[-1][0]
    drive(resumed, 10**6, random.Random(7))
    assert resumed.state.match_over
    e = Store(tmp_path).stats()["euchre"]
    assert e["played"] == 1 and e["undone"] == 1


def test_undo_skips_forced_moves_and_the_table_plays_them_by_itself():
    clock = [0.0]
    table = Table(new_game("euchre", seed=21, players=4), human=0, timers=False, clock=lambda: clock[0], pause=0,
                  auto_forced=True)
    rng = random.Random(3)
    forced_seen = 0
    for _ in range(400):
        st = table.state
        if st.match_over or table.undos:
            break
        legal = st.legal_actions()
        if st.to_act == 0 and len(legal) == 1:
            before = st.to_dict()
            events = table.poll()                          # the forced card goes by itself
            assert events and table.state.to_dict() != before
            forced_seen += 1
            table.undo()                                   # back to the last real choice, before it
            assert len(table.state.to_dict()["actions"]) < len(before["actions"])
            assert table.state.to_act == 0 and len(table.state.legal_actions()) > 1
        else:
            bot = make_bot("euchre", "easy")
            table.step(bot.choose(st.view(st.to_act), legal, rng, None))
    assert forced_seen == 1


def test_with_auto_play_off_a_forced_move_waits_for_the_player():
    table = Table(new_game("euchre", seed=21, players=4), human=0, timers=False, pause=0, auto_forced=False)
    rng = random.Random(3)
    for _ in range(400):
        st = table.state
        legal = st.legal_actions()
        if st.to_act == 0 and len(legal) == 1:
            assert table.poll() == [] and table.state.to_act == 0
            return
        table.step(make_bot("euchre", "easy").choose(st.view(st.to_act), legal, rng, None))
    raise AssertionError("no forced move in 400 moves")
