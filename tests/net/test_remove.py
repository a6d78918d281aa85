"""The host removes a seat's holder (``Host.remove``), and may bar their address: before the match
the seat is open again, during it a computer plays it until someone joins; a barred address cannot
come back, by a new hello or with the old token."""
import asyncio

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.net import protocol as P
from game.net.client import Client
from game.rules.wording import render
from tests.net.util import hosting


async def _from(url: str, source: str) -> Client:
    c = Client(url)
    c.ws = await connect(url, compression=None, proxy=None, local_addr=(source, 0), open_timeout=5)
    return c


async def _removed(c: Client) -> P.ErrorMsg:
    """The error the removed client reads, after which the host closes its connection."""
    err = await c.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
    after = []
    with pytest.raises(ConnectionClosed):
        await c.until(lambda m: after.append(m), 2.0)
    assert not after, after                      # nothing more of the seat it no longer holds
    return err


def test_removing_before_the_match_opens_the_seat_again():
    with hosting("calltrump", [None, None, None, "easy"], timers=False) as host:
        async def run():
            ann, bo = Client(host.url), Client(host.url)
            for c, name, seat in ((ann, "Ann", 0), (bo, "Bo", 1)):
                await c.connect()
                await c.join(name, seat)
            await ann.drain()
            said = host.call(lambda: host.remove(1))
            err = await _removed(bo)
            view = await ann.until(lambda m: isinstance(m, P.ViewMsg) and m.seats[1].name == "Player 2", 2.0)
            opened = host.call(lambda: (host.seats[1].token, host.started))
            cy, di = await Client(host.url).connect(), await Client(host.url).connect()
            w = await cy.join("Cy", 1)
            await di.join("Di", 2)
            for c in (ann, cy, di):
                await c.close()
            return said, err, view, opened, w
        said, err, view, opened, w = asyncio.run(run())
        assert host.call(lambda: host.started)
    assert render(said, ["Ann", "Bo", "", ""]) == "Bo was removed from seat 2; it is open again."
    assert err.code == "removed" and err.message == "The host has removed you from this table."
    assert not view.seats[1].connected and opened == (None, False)
    assert w.seat == 1


def test_barring_during_the_match_hands_the_seat_to_a_computer_and_refuses_the_address():
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False, reconnect=60) as host:
        async def run():
            ann = await _from(host.url, "127.0.0.2")
            bo = await _from(host.url, "127.0.0.3")
            await ann.join("Ann", 0)
            token = (await bo.join("Bo", 1)).token
            await ann.drain()
            said = host.call(lambda: host.remove(1, bar=True))
            await _removed(bo)
            seat = host.call(lambda: (host.seats[1].replaced, host.seats[1].reconnect_at, host.seats[1].name))
            back = await _from(host.url, "127.0.0.3")
            refused = await back.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
            with pytest.raises(ConnectionClosed):
                await back.rejoin(token, 2.0)
            cy = await _from(host.url, "127.0.0.4")
            w = await cy.join("Cy", 1)
            taken = host.call(lambda: (host.seats[1].replaced, host.seats[1].reclaim))
            for c in (ann, cy):
                await c.close()
            return said, seat, refused, (w, taken)
        said, seat, refused, w = asyncio.run(run())
    assert render(said, ["Ann", "Bo", "", ""]) == ("Bo was removed from seat 2 and their address barred; a computer "
                                                   "plays it until someone joins.")
    assert seat == (True, None, "Player 2")
    assert refused.message == "The host has removed you from this table."
    welcome, taken = w
    # the newcomer has the seat, or gets it from the computer when the trick in progress ends
    assert welcome.seat == 1 and taken in ((False, False), (True, True))


@pytest.mark.parametrize("number,words", [(7, "There is no seat 8"), (1, "Nobody has joined seat 2"),
                                          (2, "Nobody has joined seat 3")])
def test_removing_nobody_says_why(number, words):
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False) as host:
        def run():
            try:
                host.remove(number)
            except ValueError as e:
                return str(e)
        assert words in host.call(run)
