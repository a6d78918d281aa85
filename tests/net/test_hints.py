"""Hints at a LAN table: only where the host allows them, only for the seat's holder on its own
turn, worked out off the host's loop, answered to that seat alone, dropped when the table moves on;
and the desktop table scene offers them on a RemoteTable as it does against the computer."""
import asyncio
import json
import threading
import time

import pytest

import game.ui  # noqa: F401  (before pygame: keeps its banner quiet)
import pygame

from game.net import protocol as P
from game.net.client import Client
from game.net.remote import RemoteTable
from game.rules import parse_action
from game.worker import ThreadThinker
from tests.net.test_remote import _remote, app  # noqa: F401  (the scene's fixture and its table)
from tests.net.util import hosting
from tests.ui.uihelp import key


async def _table(host, watcher=False):
    clients = [await Client(host.url).connect() for _ in range(4)]
    for i, c in enumerate(clients):
        await c.join(f"P{i}", i)
    if watcher:
        w = await Client(host.url).connect()
        await w.join("W", watch=True)
        clients.append(w)
    for c in clients:
        await c.drain()
    return clients


def _ask(send, hints=True, thinker=None):
    """Four people at Call Trump; ``send(clients, to_act)`` asks; returns (the answer to the asker,
    every message the host sent, the match before and after). The others get nothing new."""
    with hosting("calltrump", [None] * 4, timers=False, hints=hints, record_bytes=True,
                 thinker=thinker) as host:
        async def run():
            clients = await _table(host, watcher=True)
            before = host.snapshot()
            to_act = host.call(lambda: host.state.to_act)
            asker = await send(clients, to_act)
            got = await asker.until(lambda m: isinstance(m, (P.HintMsg, P.ErrorMsg)), 10.0)
            await asyncio.sleep(0.1)
            for c in clients:
                await c.drain(0.05)
            for c in clients:
                await c.close()
            return got, to_act, clients[to_act].view, before
        got, to_act, view, before = asyncio.run(run())
        after = host.snapshot()
        sent = host.call(lambda: list(host.log))
    return got, to_act, view, sent, before, after


def _hints_sent(sent):
    return [(seat, json.loads(data)) for seat, data in sent if json.loads(data)["type"] == "hint"]


def test_with_hints_off_a_hint_is_refused_and_nothing_changes():
    async def send(clients, to_act):
        me = clients[to_act]
        await me.send(P.AskHint(P.PROTOCOL, me.token, me.view.move))
        return me
    got, _, _, sent, before, after = _ask(send, hints=False)
    assert isinstance(got, P.ErrorMsg) and got.code == "hint_off", got
    assert "not allowed hints" in got.message
    assert after == before and not _hints_sent(sent)


def test_a_seat_on_its_turn_gets_a_legal_action_and_its_reason_alone():
    async def send(clients, to_act):
        me = clients[to_act]
        assert all(c.welcome.hints for c in clients)
        await me.send(P.AskHint(P.PROTOCOL, me.token, me.view.move))
        return me
    got, to_act, view, sent, before, after = _ask(send)
    assert isinstance(got, P.HintMsg), got
    assert got.move == view.move and got.action in [str(a) for a in view.seen.actions]
    assert parse_action(got.action) is not None and got.why.strip()
    assert after == before                               # asking is not acting
    assert [seat for seat, _ in _hints_sent(sent)] == [to_act]   # no other seat, no watcher


@pytest.mark.parametrize("who,code", [("other", "hint_not_your_turn"), ("watcher", "watcher"),
                                      ("token", "not_your_seat"), ("stale", "hint_stale")])
def test_a_hint_out_of_turn_for_a_watcher_a_wrong_token_or_an_old_move_is_refused(who, code):
    async def send(clients, to_act):
        me, other = clients[to_act], clients[(to_act + 1) % 4]
        if who == "other":
            await other.send(P.AskHint(P.PROTOCOL, other.token, other.view.move))
            return other
        if who == "watcher":
            await clients[4].send(P.AskHint(P.PROTOCOL, me.token))
            return clients[4]
        if who == "token":
            await me.send(P.AskHint(P.PROTOCOL, other.token, me.view.move))
            return me
        await me.send(P.AskHint(P.PROTOCOL, me.token, me.view.move - 1))
        return me
    got, _, _, sent, before, after = _ask(send)
    assert isinstance(got, P.ErrorMsg) and got.code == code, got
    assert after == before and not _hints_sent(sent)


class _Held(ThreadThinker):
    """A thinker whose answers wait until the test lets them go."""

    def __init__(self):
        self.go = threading.Event()

    def think(self, req, bot):
        inner = super().think

        class Late:                                  # the bot answers only once ``go`` is set
            def choose(_, *a):
                self.go.wait(10)
                return bot.choose(*a)

            def explain(_, *a):
                self.go.wait(10)
                return bot.explain(*a)
        return inner(req, Late())


def test_a_hint_for_a_move_that_is_gone_is_dropped():
    held = _Held()

    async def send(clients, to_act):
        me = clients[to_act]
        await me.send(P.AskHint(P.PROTOCOL, me.token, me.view.move))
        move = me.view.move
        await me.act(me.view.seen.actions[0], move)           # the table moves on before the answer
        await me.until(lambda m: isinstance(m, P.ViewMsg) and m.move > move, 5.0)
        held.go.set()
        await asyncio.sleep(0.5)
        await me.send(P.AskHint(P.PROTOCOL, me.token, move))   # refused now: the reply ends the wait
        return me
    got, _, _, sent, before, after = _ask(send, thinker=held)
    assert isinstance(got, P.ErrorMsg) and got.code in ("hint_stale", "hint_not_your_turn"), got
    assert not _hints_sent(sent)


def test_the_table_scene_offers_hints_on_a_remote_table_where_the_host_allows_them(app):  # noqa: F811
    seats = ["normal", None, "normal", "normal"]
    for hints in (False, True):
        with hosting("euchre", seats, seed=5, timers=False, hints=hints) as host:
            table, scene = _remote(app, host, 1)
            try:
                assert table.hint_on is hints
                assert ("Hint" in [b.label for b, _ in scene.help_buttons]) is hints
                if not hints:
                    assert not table.ask_hint()
                    continue
                for _ in range(300):                     # the computers play up to our turn
                    if scene.motion.idle() and scene.panel.legal:
                        break
                    table.wait(0.2)
                    app.frame(0.1, [])
                assert scene.panel.legal and table.human_to_act()
                moves = table.moves
                key(app, pygame.K_h)                     # the H key asks, as at the desktop table
                assert scene.hint_line == "Thinking about your move…"
                deadline = time.monotonic() + 20.0      # the host's search, by the clock: wait()
                while not scene.hint_line.startswith("Hint:") and time.monotonic() < deadline:
                    table.wait(0.1)                     # returns at once while our decision is open
                    time.sleep(0.02)
                    app.frame(0.1, [])
                assert scene.hint_line.startswith("Hint:") and len(scene.hint_line) > 10, scene.hint_line
                assert table.moves == moves and host.call(lambda: host.moves) == moves
                assert not app.store.messages, app.store.messages
            finally:
                table.close()


def test_a_watchers_remote_table_offers_no_hint():
    with hosting("euchre", ["normal", None, "normal", "normal"], seed=5, timers=False, hints=True) as host:
        seat = RemoteTable.join(host.url, name="Ann", seat=1)
        watcher = RemoteTable.join(host.url, name="Wes", watch=True)
        try:
            assert seat.hint_on and not watcher.hint_on and not watcher.ask_hint()
        finally:
            watcher.close()
            seat.close()


def test_the_headless_host_takes_hints_on_or_off(capsys):
    from game.cli import _host_settings, build_parser, main

    def settings(*opt):
        return _host_settings(build_parser().parse_args(["host", "calltrump", *opt]))
    assert settings("--option", "hints=on")["hints"] is True
    assert settings("--option", "hints=off")["hints"] is False
    assert "hints" not in settings()                     # the Host's default: off
    assert main(["host", "calltrump", "--option", "hints=maybe"]) == 2
    assert "--option hints takes on or off" in capsys.readouterr().err
