"""The decision plumbing the desktop table and the LAN host share (game.turns)."""
from __future__ import annotations

import logging
import time

from game.registry import record
from game.rules import new_game
from game.turns import Countdown, checked_move, timeout_move
from game.worker import Request, Thought


def test_a_countdown_restarts_only_on_a_new_move():
    c = Countdown()
    assert not c.tick(100.0, 30, move=4)
    assert c.left(110.0) == 20.0
    assert not c.tick(120.0, 30, move=4), "the same decision: the same countdown"
    assert c.left(120.0) == 10.0
    assert not c.tick(121.0, 30, move=5)
    assert c.left(121.0) == 30.0, "a new decision gets the full time"


def test_a_countdown_runs_out_once_and_a_saved_one_goes_on_where_it_was():
    c = Countdown()
    assert not c.tick(0.0, 15, move=1, left=4.0)
    assert c.left(0.0) == 4.0
    assert not c.tick(3.9, 15, move=1)
    assert c.tick(4.0, 15, move=1)
    assert c.deadline is None and c.left(4.0) is None
    c.tick(10.0, None, move=2)
    assert c.deadline is None, "no countdown where the decision has none"


def test_holding_a_countdown_gives_the_time_looked_away():
    c = Countdown()
    c.tick(0.0, 10, move=1)
    c.hold(5.0)
    assert not c.tick(12.0, 10, move=1) and c.left(12.0) == 3.0


def test_the_timeout_move_is_the_games_own_or_the_first_open_action():
    state = new_game("calltrump", seed=3)
    rec = record("calltrump")
    seat = state.to_act
    assert timeout_move(rec, state, seat) == rec.timeout_action(state.view(seat), state.open_actions(seat))
    assert timeout_move(rec, state, (seat + 1) % 4) is None, "nothing is open to a seat not to act"
    bare = type("Rec", (), {"timeout_action": None})()
    assert timeout_move(bare, state, seat) == state.open_actions(seat)[0]


def _thought(seat, action=None, error=None):
    t = Thought(seat)
    t._finish(("error", error) if error else ("ok", str(action)))
    return t


def test_a_computers_illegal_or_failed_answer_is_replaced_by_the_easy_players(caplog):
    state = new_game("euchre", seed=5)
    seat = state.to_act
    easy = record("euchre").make_bot("easy")
    legal = state.legal_actions()
    assert checked_move(_thought(seat, legal[-1]), state, seat, "hard", easy, 1) == legal[-1]
    assert not caplog.records
    with caplog.at_level(logging.ERROR, "game.turns"):
        failed = checked_move(_thought(seat, error="boom"), state, seat, "hard", easy, 1)
        card = next(iter(state.view(seat).hand))
        illegal = checked_move(_thought(seat, f"Play {card}"), state, seat, "hard", easy, 1)
    assert failed in legal and illegal in legal
    lines = [r.getMessage() for r in caplog.records]
    assert "failed (boom)" in lines[0] and "chose an illegal action" in lines[1], lines
    caplog.clear()


def test_a_thought_calls_back_once_done_or_at_once_if_it_is():
    t, calls = Thought(0), []
    t.then(lambda: calls.append("a"))
    assert calls == []
    t._finish(("ok", "Pass"))
    assert calls == ["a"]
    t.then(lambda: calls.append("b"))
    assert calls == ["a", "b"]


class _Recording:
    """A thinker that answers with the first legal action and records what it was asked."""

    def __init__(self):
        self.asked: list[Request] = []

    def think(self, req, bot=None):
        from game.rules import GAMES
        self.asked.append(req)
        t = Thought(req.seat)
        t._finish(("ok", str(GAMES[req.game].from_dict(req.match).legal_actions()[0])))
        return t

    def cancel(self):
        pass

    def close(self):
        pass


def test_the_lan_host_asks_its_thinker_with_the_seats_level():
    from game.net.host import Host
    thinker = _Recording()
    host = Host("euchre", [None, "hard", "easy", "normal"], seed=4, pause=0.0, thinker=thinker).start()
    try:
        host.call(host.start_now)
        for _ in range(200):
            if host.call(lambda: host.moves) >= 3:
                break
            time.sleep(0.02)
        levels = {r.seat: r.level for r in thinker.asked}
        assert levels and all(levels[s] == ("normal" if s == 0 else [None, "hard", "easy", "normal"][s])
                              for s in levels), levels
    finally:
        host.stop()
