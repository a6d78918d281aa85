"""The table controller without pygame or real time: bots via poll with an injected clock."""
import json

import pytest

from game.rules import IllegalAction, new_game
from game.rules.actions import Bid, Play, Renege
from game.store import Store, save_name
from game.table import Table


class Clock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def make(tmp_path, human=0, pause=0.5, **opts):
    clock = Clock()
    state = new_game("ushter", seed=11, players=4, **opts)
    return Table(state, human=human, store=Store(tmp_path), pause=pause, clock=clock), clock


def run_bots(table, clock, limit=200):
    """Let bots act until the human is up (or the match ends)."""
    out = []
    for _ in range(limit):
        if table.to_act in (None, table.human):
            return out
        table.poll()
        table.wait()
        clock.t += 1.0
        out += table.poll()
    raise AssertionError("bots never finished")


def test_bot_move_waits_for_the_pause(tmp_path):
    table, clock = make(tmp_path, human=(new_game("ushter", seed=11, players=4).to_act + 1) % 4)
    seat = table.to_act
    assert seat != table.human
    assert table.poll() == []          # starts thinking
    table.wait()
    assert table.poll() == [] and table.to_act == seat    # pause not yet passed
    clock.t += 0.49
    assert table.poll() == []
    clock.t += 0.02
    events = table.poll()
    assert events and events[0].seat == seat and table.to_act != seat


def test_held_poll_restarts_the_pause(tmp_path):
    table, clock = make(tmp_path, human=(new_game("ushter", seed=11, players=4).to_act + 1) % 4)
    table.poll(hold=True)
    table.wait()
    clock.t = 5.0
    assert table.poll(hold=True) == []
    clock.t = 5.3
    assert table.poll() == []
    clock.t = 5.6
    assert table.poll()


def test_human_submit_and_illegal_submit_change_nothing(tmp_path):
    table, clock = make(tmp_path)
    run_bots(table, clock)
    assert table.human_to_act()
    before = table.state.to_dict()
    with pytest.raises(IllegalAction):
        table.submit(Play(next(iter(c for c in range(52) if c not in table.state.view(0).hand))))
    assert table.state.to_dict() == before
    legal = table.state.legal_actions()
    assert Bid("play") in legal
    events = table.submit(Bid("play"))
    assert events and table.state.to_dict() != before
    saved = json.loads((tmp_path / save_name("ushter")).read_text())
    assert saved["match"]["actions"][-1] == "Bid play"
    assert saved["seats"]["human"] == 0


def test_polls_during_the_human_turn_do_nothing(tmp_path):
    table, clock = make(tmp_path)
    run_bots(table, clock)
    before = table.state.to_dict()
    for _ in range(5):
        clock.t += 10
        assert table.poll() == []
    assert table.state.to_dict() == before


def test_renege_is_returned_as_an_event(tmp_path):
    table, clock = make(tmp_path)
    # Play until the human must follow a suit while holding a card of another suit.
    for _ in range(400):
        run_bots(table, clock)
        st = table.state
        if st.to_act is None:
            pytest.fail("no renege chance found")
        legal = st.legal_actions()
        v = st.view(0)
        if v.phase == "play" and v.trick:
            bad = [c for c in v.hand if Play(c) not in legal]
            if bad:
                score = table.seat_score(0)
                events = table.submit(Play(bad[0]))
                assert isinstance(events[0], Renege) and events[0].penalty == 5
                assert table.seat_score(0) == score + 5 and table.human_to_act()
                return
        table.submit(legal[0])
    pytest.fail("no renege chance found")


def test_resume_from_autosave(tmp_path):
    table, clock = make(tmp_path)
    run_bots(table, clock)
    table.submit(table.state.legal_actions()[0])
    again = Table.resume(Store(tmp_path))
    assert again is not None
    assert again.state.to_dict() == table.state.to_dict()
    assert again.levels == table.levels and again.names == table.names


def test_corrupt_autosave_moved_aside(tmp_path):
    table, clock = make(tmp_path)
    run_bots(table, clock)
    table.submit(table.state.legal_actions()[0])
    data = json.loads((tmp_path / save_name("ushter")).read_text())
    data["match"]["actions"].append("Play ZZ")
    (tmp_path / save_name("ushter")).write_text(json.dumps(data))
    store = Store(tmp_path)
    assert Table.resume(store) is None
    assert len(list(tmp_path.glob("autosave-ushter.corrupt-*.json"))) == 1
    assert "saved match" in store.take_messages()[0]


def test_whole_match_records_stats_and_clears_autosave(tmp_path):
    table, clock = make(tmp_path, pause=0)
    for _ in range(5000):
        run_bots(table, clock)
        if table.to_act is None:
            break
        table.submit(table.state.legal_actions()[-1])
    assert table.state.match_over
    assert not (tmp_path / save_name("ushter")).exists()
    stats = Store(tmp_path).stats()["ushter"]
    assert stats["played"] == 1
    assert table.sheet and table.sheet[-1].scores == table.state.scores


def test_a_failing_bot_falls_back_to_a_legal_action(tmp_path):
    table, clock = make(tmp_path, human=(new_game("ushter", seed=11, players=4).to_act + 1) % 4, pause=0)

    class Broken:
        def choose(self, *a):
            raise RuntimeError("bot bug")
    seat = table.to_act
    table.bots[seat] = Broken()
    events = table.poll()
    table.wait()
    events = events or table.poll()
    assert events and events[0].seat == seat and table.to_act != seat


def test_bot_names_never_repeat_the_player_name():
    from game.table import bot_names
    names = bot_names(8, 2, "ada")
    assert names[2] == "ada" and "Ada" not in names and len(set(names)) == 8


def test_table_and_store_stay_below_the_ui():
    import ast
    import pathlib
    root = pathlib.Path(__file__).resolve().parents[1] / "game"
    for name in ("table.py", "store.py"):
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        mods = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        mods += [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module]
        assert mods and not [m for m in mods if m.split(".")[0] == "pygame" or m.startswith("game.ui")], name


@pytest.mark.parametrize("game", ["ushter", "ulti", "euchre", "calltrump", "huutopussi"])
def test_every_game_resumes_exactly_from_its_autosave(tmp_path, game):
    """Bots and the human move for a while; the autosave written after the last action rebuilds the
    same match, seat configuration and all."""
    clock = Clock()
    state = new_game(game, seed=4)
    human = state.players - 1
    table = Table(state, human=human, store=Store(tmp_path), pause=0.0, clock=clock, timers=False)
    for _ in range(25):
        if table.state.match_over:
            break
        if table.to_act == human:
            table.submit(table.state.legal_actions()[-1], human)
        else:
            table.poll()
            table.wait()
            clock.t += 1.0
            table.poll()
    again = Table.resume(Store(tmp_path))
    assert again is not None
    assert again.state.to_dict() == table.state.to_dict()
    assert again.human == human and again.names == table.names
    table.close()
    again.close()


class _Fixed:
    """A bot that always answers one action (or raises), to test how the table takes its moves."""

    def __init__(self, answer):
        self.answer = answer

    def choose(self, view, legal, rng, sample=None):
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer(view, legal) if callable(self.answer) else self.answer


def _bot_seat_table(tmp_path, game, players, answer, **opts):
    state = new_game(game, seed=5, players=players, dealer=players - 1, **opts)
    human = (state.to_act + 1) % players
    table = Table(state, human=human, store=Store(tmp_path), pause=0.0, clock=Clock())
    table.bots[state.to_act] = _Fixed(answer)
    return table, state.to_act


def _bot_move(table):
    """Poll until the bot's move is applied (with no pause it may come at the first poll)."""
    for _ in range(3):
        events = table.poll()
        if events:
            return events
        table.wait()
    return []


def test_a_bots_legal_action_is_applied_as_chosen_even_when_not_the_first_listed(tmp_path):
    """Huutopussi: a jump from the minimum bid straight to 120 is taken as the bot said."""
    table, seat = _bot_seat_table(tmp_path, "huutopussi", 3, Bid(120))
    events = _bot_move(table)
    assert [str(e) for e in events][0] == f"BidMade(seat={seat}, action=Bid 120)"
    assert table.state.view(seat).bids[-1] == (seat, "120")


@pytest.mark.parametrize("answer", [Bid(7), Play("AS"), ValueError("bug")],
                         ids=["illegal bid", "a card in the auction", "raises"])
def test_a_bot_that_fails_is_logged_and_the_easy_player_moves_instead(tmp_path, caplog, answer):
    table, seat = _bot_seat_table(tmp_path, "huutopussi", 3, answer)
    easy = table.easy.choose(table.state.view(seat), table.state.legal_actions(), None, None)
    events = _bot_move(table)
    assert events and events[0].seat == seat and table.to_act != seat
    assert str(events[0]) == f"BidMade(seat={seat}, action={easy})"
    errors = [r.getMessage() for r in caplog.records if r.name == "game.turns"]
    assert len(errors) == 1 and f"seat {seat}" in errors[0] and "Easy player" in errors[0]
    caplog.clear()


def test_levels_have_players_names_and_earlier_names_still_read(tmp_path):
    from game.ai import level
    state = new_game("ushter", seed=1, players=4)
    table = Table(state, human=0, levels=[None, "heuristic", "search", "hard"])
    assert table.levels == [None, "easy", "normal", "hard"]
    assert Table(new_game("ushter", seed=1, players=4), human=0).levels == [None, "easy", "easy", "easy"]
    with pytest.raises(ValueError, match="levels: random, easy, normal, hard"):
        level("genius")


def test_log_lines_are_saved_within_a_second_and_kept_to_the_last_twenty(tmp_path):
    from game.store import Store
    clock = [100.0]
    store = Store(tmp_path)
    table = Table(new_game("ulti", seed=2, players=3), human=0, store=store, timers=False, clock=lambda: clock[0])
    for i in range(25):
        table.note_line(f"line {i}")
    table.poll()
    assert Table.resume(Store(tmp_path), "ulti").log_lines == [f"line {i}" for i in range(5, 25)]
    table.note_line("late")
    clock[0] += 0.5
    table.poll()
    assert Table.resume(Store(tmp_path), "ulti").log_lines[-1] == "line 24"     # not yet
    clock[0] += 0.6
    table.poll()
    assert Table.resume(Store(tmp_path), "ulti").log_lines[-1] == "late"


def test_the_table_seats_easy_with_the_shipped_learned_value(tmp_path):
    """Where Easy decides by a learned value (Huutopussi's raises), the table hands its computers
    the shipped models, so the Easy a player meets is the one measured (docs/ai.md)."""
    from game.ai.learned.huutopussi_bids import ValuedHuutopussiBot
    table = Table(new_game("huutopussi", seed=3), human=0, store=Store(tmp_path), pause=0.0, clock=Clock())
    assert table.bots and all(type(b) is ValuedHuutopussiBot for b in table.bots.values())
