"""Deals verifiable at a LAN table: every seat gets a deal's commitment before the deal's cards and
first view, and its reveal right after the event that ends the hand; a seat that joins later gets
every seal so far after its welcome; a LAN seat's exported hand verifies, and a tampered one or a
host that changed a deck is caught."""
import asyncio
import json
import pathlib

import pygame

from game import hand_file as H
from game.commitments import DealSeals, commitment
from game.net import protocol as P
from game.net.client import Client
from game.net.remote import RemoteTable
from game.ui.results import SummaryScene, seal_line
from tests.net.test_remote import _play, _remote, app  # noqa: F401  (the app fixture)
from tests.net.util import hosting, play_randomly
from tests.ui.uihelp import key


def _revealed(client: Client) -> bool:
    return any(d.seed is not None for d in client.deals)


def _kinds(client: Client) -> list[tuple]:
    """The messages a client received, in order: (type, deal, revealed?, event kinds)."""
    out = []
    for raw in client.received:
        m = json.loads(raw)
        if m["type"] == "deal":
            out.append(("deal", m["deal"], m["seed"] is not None, ()))
        elif m["type"] == "event":
            out.append(("event", None, None, tuple(kind for kind, _ in m["events"])))
        else:
            out.append((m["type"], None, None, ()))
    return out


def test_the_commitment_comes_before_the_deal_and_the_reveal_right_after_the_hand():
    async def run(host):
        me = await Client(host.url, record=True).connect()
        await me.join("Ann", 0)
        await play_randomly(me, lambda c: sum(d.seed is not None for d in c.deals) >= 2, seed=3)
        await me.drain()
        await me.close()
        return me
    with hosting("euchre", [None, "easy", "easy", "easy"], seed=11, timers=False) as host:
        me = asyncio.run(run(host))
        seals = host.call(lambda: [(s.ordinal, s.commitment, s.salt, s.number) for s in host.seals.seals])
    got = _kinds(me)
    assert got[0][0] == "welcome" and got[1][:3] == ("deal", 1, False)     # sealed before any view
    assert got.index(("view", None, None, ())) > 1
    committed, revealed = [], []
    for i, (kind, deal, reveal, events) in enumerate(got):
        if kind == "event" and "Dealt" in events:        # a new deal's cards: its seal just before
            assert got[i - 1][:3] == ("deal", len(committed), False), got[i - 1:i + 1]
        if kind == "event" and "HandScored" in events:   # a hand over: its reveal right after
            assert got[i + 1][:3] == ("deal", len(revealed) + 1, True), got[i:i + 2]
        if kind == "deal":
            (revealed if reveal else committed).append(deal)
            if reveal:
                assert got[i - 1][0] in ("event", "deal")
    assert committed == list(range(1, len(committed) + 1)) and len(revealed) >= 2
    assert revealed == list(range(1, len(revealed) + 1))
    for d in me.deals:                                   # what was committed is what was revealed
        ordinal, digest, salt, number = seals[d.deal - 1]
        assert d.commitment == digest
        if d.seed is not None:
            assert (bytes.fromhex(d.salt), int(d.seed)) == (salt, number)
            assert commitment(salt, "euchre", number) == digest


def test_a_seat_that_joins_or_rejoins_later_gets_every_seal_after_its_welcome():
    async def run(host):
        me = await Client(host.url).connect()
        await me.join("Ann", 0)
        await play_randomly(me, _revealed, seed=4)
        watcher = await Client(host.url, record=True).connect()
        await watcher.join("Watcher", watch=True)
        await watcher.drain()
        me.kill()
        again = await Client(host.url, record=True).connect()
        await again.rejoin(me.token)
        await again.drain()
        for c in (watcher, again):
            await c.close()
        return watcher, again
    with hosting("euchre", [None, "easy", "easy", "easy"], seed=12, timers=False) as host:
        watcher, again = asyncio.run(run(host))
        now = host.call(lambda: [(s.ordinal, s.revealed) for s in host.seals.seals])
    assert now[-1][1] is False and now[0][1] is True
    for c in (watcher, again):
        got = _kinds(c)
        assert got[0][0] == "welcome"
        assert [(k, d, r) for k, d, r, _ in got[1:1 + len(now)]] == [("deal", o, r) for o, r in now]


def test_a_lan_seats_summary_shows_the_seal_and_its_exported_hand_verifies(app):   # noqa: F811
    with hosting("euchre", ["normal", None, "easy", "normal"], seed=5, timers=False) as host:
        table, scene = _remote(app, host, 1)
        try:
            _play(app, table, scene, lambda: isinstance(app.top, SummaryScene))
            summary = app.top
            first = host.call(lambda: host.seals.get(1).commitment)
            assert table.seals.get(1).revealed and first[:12] in seal_line(table)
            key(app, pygame.K_e)
            host_file = host.call(lambda: H.write(H.from_match(host.state, table.names, host.seals)))
        finally:
            table.close()
    assert summary.saved.startswith("Hand saved: "), summary.saved
    text = pathlib.Path(summary.saved.removeprefix("Hand saved: ")).read_text(encoding="utf-8")
    assert text == host_file                     # the seat writes what the host itself would write
    result = H.verify(H.parse(text))
    assert [ok for ok, _ in result] == [True, None], result
    card = next(line for line in text.splitlines() if line.startswith("dealt hand 0: "))
    cards = card.split(": ")[1].split()
    swapped = text.replace(card, "dealt hand 0: " + " ".join(reversed(cards)))
    assert [ok for ok, _ in H.verify(H.parse(swapped))] == [True, None]      # order is no change
    other = next(line for line in text.splitlines() if line.startswith("dealt hand 2: ")).split(": ")[1].split()
    tampered = text.replace(card, f"dealt hand 0: {other[0]} " + " ".join(cards[1:]), 1)
    assert H.verify(H.parse(tampered))[0][0] is False
    salt = next(line for line in text.splitlines() if line.startswith("salt: "))
    bad_salt = text.replace(salt, salt[:-1] + ("0" if salt[-1] != "0" else "1"), 1)
    assert H.verify(H.parse(bad_salt))[0][0] is False


def test_a_reveal_that_does_not_match_its_commitment_is_told_and_not_kept():
    told = []
    table = RemoteTable("127.0.0.1:1", notify=told.append)
    table.game, table.seals = "euchre", DealSeals("euchre")
    salt, number = bytes(16), 12345
    digest = commitment(salt, "euchre", number)
    table._deal(P.DealMsg(P.PROTOCOL, 0, 1, digest, 3))
    table._deal(P.DealMsg(P.PROTOCOL, 9, 1, digest, 3, str(number + 1), salt.hex(), {}, []))
    assert told and "deal 1" in told[0] and not table.seals.get(1).revealed
    assert table._deals[1].number is None
    table._deal(P.DealMsg(P.PROTOCOL, 9, 1, "0" * 64, 3, str(number), salt.hex(), {}, []))
    assert len(told) == 2 and not table.seals.get(1).revealed    # the first commitment heard stands
    table._deal(P.DealMsg(P.PROTOCOL, 9, 1, digest, 3, str(number), salt.hex(), {}, []))
    assert len(told) == 2 and table.seals.get(1).revealed and table._deals[1].number == number
