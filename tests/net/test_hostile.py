"""Hostile and broken input: each refused with a clear error to its sender only; nothing changes."""
import asyncio
import json

import pytest

from game.net import protocol as P
from game.net.client import Client
from tests.net.util import hosting


async def _table(host):
    clients = [await Client(host.url).connect() for _ in range(4)]
    for i, c in enumerate(clients):
        await c.join(f"P{i}", i)
    for c in clients:
        await c.drain()
    return clients


def _attack(send, code, words, seat=None):
    """Run ``send(clients, to_act)`` at a fresh Call Trump table of four people; the sender gets one
    error with ``code`` whose text has ``words``; the match and every other client see nothing."""
    with hosting("calltrump", [None] * 4, timers=False) as host:
        async def run():
            clients = await _table(host)
            before = host.snapshot()
            to_act = host.call(lambda: host.state.to_act)
            sender = clients[seat if seat is not None else (to_act + 1) % 4]
            await send(clients, to_act, sender)
            err = await sender.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
            others = [c for c in clients if c is not sender]
            for c in others:
                c.received_before = len(c.events), c.view.move
            await asyncio.sleep(0.05)
            for c in others:
                await c.drain(0.05)
                assert not c.errors and (len(c.events), c.view.move) == c.received_before
            for c in clients:
                await c.close()
            return err, before
        err, before = asyncio.run(run())
        assert host.snapshot() == before
    assert err.code == code, err
    assert words in err.message, err.message
    return err


def test_garbage():
    async def send(clients, to_act, me):
        await me.send_raw("\x00\xffnot json{{{")
    _attack(send, "garbage", "not valid JSON")


def test_malformed_fields():
    async def send(clients, to_act, me):
        await me.send_raw(json.dumps({"type": "act", "v": P.PROTOCOL, "token": 5, "action": []}))
    _attack(send, "garbage", "malformed")


def test_oversized():
    async def send(clients, to_act, me):
        await me.send_raw(json.dumps({"type": "act", "v": P.PROTOCOL, "token": me.token,
                                      "action": "x" * (P.MAX_MESSAGE + 10)}))
    _attack(send, "too_big", "too large")


def test_unknown_type():
    async def send(clients, to_act, me):
        await me.send_raw(json.dumps({"type": "chat", "v": P.PROTOCOL, "text": "hi"}))
    _attack(send, "unknown_type", "type this table does not know")


def test_wrong_version():
    async def send(clients, to_act, me):
        await me.send_raw(json.dumps({"type": "act", "v": P.PROTOCOL + 1, "token": me.token,
                                      "action": "ChooseTrump S"}))
    _attack(send, "version", "same version")


def test_another_seats_token():
    async def send(clients, to_act, me):
        await me.send(P.Act(P.PROTOCOL, clients[to_act].token, "ChooseTrump S"))
    _attack(send, "not_your_seat", "another seat's token")


def test_made_up_token():
    async def send(clients, to_act, me):
        await me.send(P.Act(P.PROTOCOL, "x" * 32, "ChooseTrump S"))
    _attack(send, "bad_token", "not valid")


def test_out_of_turn():
    async def send(clients, to_act, me):
        await me.act("ChooseTrump S")
    _attack(send, "not_your_turn", "not your turn")


@pytest.mark.parametrize("text,words", [("Play 2C", "cannot do that"), ("Dance", "no such action")])
def test_illegal_action(text, words):
    async def send(clients, to_act, me):
        await me.act(text)
    with hosting("calltrump", [None] * 4) as host:
        to_act = host.call(lambda: host.state.to_act)
    _attack(send, "illegal", words, seat=to_act)


def test_watcher_cannot_act():
    with hosting("calltrump", [None, "easy", "easy", "easy"], timers=False) as host:
        async def run():
            w = await Client(host.url).connect()
            await w.join("W", watch=True)
            await w.send(P.Act(P.PROTOCOL, "x" * 10, "ChooseTrump S"))
            err = await w.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
            await w.close()
            return err
        before = host.snapshot()
        err = asyncio.run(run())
        assert host.snapshot() == before and err.code == "watcher"


def test_flood_is_refused_then_the_seat_plays_on():
    with hosting("calltrump", [None] * 4, timers=False, rate=(10, 20.0)) as host:
        async def run():
            clients = await _table(host)
            me = clients[host.call(lambda: host.state.to_act)]
            for _ in range(10):                     # the whole burst, on stale actions
                await me.act("ChooseTrump S", move=-1)
            legal = me.view.seen.actions[0]
            await me.act(legal, me.view.move)       # over the limit: refused, though legal
            err = await me.until(lambda m: isinstance(m, P.ErrorMsg) and m.code == "flood", 2.0)
            await me.drain(0.05)
            moved = host.call(lambda: host.moves)
            await asyncio.sleep(0.2)                # the bucket refills
            me.errors.clear()
            await me.act(legal, me.view.move)
            await me.until(lambda m: isinstance(m, P.EventMsg), 2.0)
            for c in clients:
                await c.close()
            return err, moved
        err, moved = asyncio.run(run())
        assert moved == 0 and "too fast" in err.message
        assert host.call(lambda: host.moves) == 1


@pytest.mark.parametrize("code,err", [(None, "need_code"), ("0000-000", "bad_code"), ("x" * 40, "garbage")])
def test_a_table_with_a_join_code_refuses_a_wrong_one(code, err):
    """A wrong (or missing, or malformed) code is refused with an error; the seat stays open, the
    match and the other people at the table see nothing; the right code then sits down."""
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False, code=True) as host:
        async def run():
            right = host.join_code()
            first = await Client(host.url).connect()
            assert (await first.join("Ann", 0, code=right)).seat == 0
            await first.drain()
            before = host.snapshot(), len(first.events), first.view.move
            c = await Client(host.url).connect()
            await c.send_raw(json.dumps({"type": "hello", "v": P.PROTOCOL, "name": "Bo", "seat": 1,
                                         **({"code": code} if code is not None else {})}))
            msg = await c.until(lambda m: isinstance(m, (P.ErrorMsg, P.Welcome)), 2.0)
            await first.drain(0.05)
            assert (host.snapshot(), len(first.events), first.view.move) == before and not first.errors
            assert host.call(lambda: host.seats[1].token) is None and not host.started
            welcome = await c.join("Bo", 1, code=right)
            for x in (first, c):
                await x.close()
            return msg, welcome
        msg, welcome = asyncio.run(run())
    assert isinstance(msg, P.ErrorMsg) and msg.code == err, msg
    assert {"need_code": "needs a join code", "bad_code": "code is wrong",
            "garbage": "malformed"}[err] in msg.message
    assert welcome.seat == 1


def test_a_table_without_a_code_ignores_one():
    with hosting("calltrump", [None, "easy", "easy", "easy"], timers=False) as host:
        async def run():
            c = await Client(host.url).connect()
            w = await c.join("Ann", code="1234-567")
            await c.close()
            return w
        assert asyncio.run(run()).seat == 0


def test_a_message_nested_100000_deep_gets_a_clear_error_and_one_log_line(caplog):
    """Refused before it is parsed (parsing it would recurse without end): one error to its sender,
    one short line in the host's log, no traceback; the connection and the match go on."""
    deep = "[" * 100_000 + "]" * 100_000
    with caplog.at_level("DEBUG", logger="game.net.host"):
        async def send(clients, to_act, me):
            await me.send_raw(deep)
        err = _attack(send, "too_deep", "nested too deeply")
    lines = [r for r in caplog.records if r.name == "game.net.host"]
    assert len(lines) == 1 and "too_deep" in lines[0].getMessage(), [r.getMessage() for r in lines]
    assert lines[0].exc_info is None and len(lines[0].getMessage()) < 200
    assert len(err.message) < 120


def test_a_stream_of_bad_messages_writes_one_log_line(caplog):
    async def send(clients, to_act, me):
        for _ in range(15):
            await me.send_raw("[" * 40 + "]" * 40)
    with caplog.at_level("DEBUG", logger="game.net.host"):
        _attack(send, "too_deep", "nested too deeply")
    assert len([r for r in caplog.records if r.name == "game.net.host"]) == 1
