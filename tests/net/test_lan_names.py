"""Names at a LAN table, end to end: the host cleans what people send, and each window names only
its own seat "You" (two people who both kept the default name "You" included)."""
import asyncio
import time

from game.net.client import Client
from game.net.remote import RemoteTable
from game.rules.wording import render
from tests.net.util import hosting


def test_the_host_cleans_names_and_keeps_them_unique():
    with hosting("calltrump", [None, None, None, "easy"], timers=False) as host:
        async def run():
            clients = [await Client(host.url).connect() for _ in range(3)]
            for c, name in zip(clients, ["\x1b[31mAnn\u202e\x00", "ANN", "Computer 1"]):
                await c.join(name)
            await clients[0].drain()
            names = [s.name for s in clients[0].view.seats]
            for c in clients:
                await c.close()
            return names
        names = asyncio.run(run())
    assert names == ["Ann", "ANN 2", "Player 3", "Computer 4"]


def _until(tables, done, seconds=10.0):
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, [t.names for t in tables]
        for t in tables:
            t.poll()
        time.sleep(0.02)


def test_two_people_who_kept_the_default_name_each_see_only_themselves_as_you():
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False) as host:
        tables = [RemoteTable.join(host.url, name="You", seat=s) for s in (0, 1)]
        try:
            _until(tables, lambda: all(t.last is not None and t.last.started
                                       and len(t.names) == 4 for t in tables))
            for t in tables:
                other = 1 - t.human
                assert t.names[t.human] == "You"
                assert t.names[other] == f"Player {other + 1}", t.names
                # every seat as a plate, a log line or a prompt says it: "You" for the reader only
                said = [render(f"{{seat:{s}}}", t.names, t.human) for s in range(4)]
                assert [s for s, w in enumerate(said) if w.lower() == "you"] == [t.human], said
                assert render(f"Waiting for {{seat:{other}}}.", t.names, t.human) == \
                    f"Waiting for Player {other + 1}."
        finally:
            for t in tables:
                t.close()
