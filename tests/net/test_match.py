"""Whole matches over localhost: a host, three clients playing random legal actions (and a watcher);
the result equals a replay of the host's log, and no message carries a card its seat may not see."""
import asyncio

import pytest

from game.net.client import Client
from tests.net.util import deal_ends, hand_scored, hosting, leaks, match_over, play_randomly, replay

GAMES = [
    # game, seats (None: a person, played by a client), engine options, until
    ("calltrump", [None, None, None, "easy"], {"match_length": 3}, match_over),
    ("ushter", [None, "easy", None, None], {}, hand_scored),
    ("ulti", [None, None, None], {}, hand_scored),
    ("euchre", [None, None, "easy", None], {}, hand_scored),
    ("huutopussi", [None, None, None], {}, hand_scored),
]


async def _play(host, seats, done):
    people = [i for i, s in enumerate(seats) if s is None]
    clients = [await Client(host.url, record=True).connect() for _ in people]
    watcher = await Client(host.url, record=True).connect()
    await watcher.join("Watcher", watch=True)
    for c, seat in zip(clients, people):
        await c.join(f"P{seat}", seat)
    stop = asyncio.Event()
    watching = asyncio.create_task(_watch(watcher, stop))
    await asyncio.gather(*(play_randomly(c, done, seed=c.seat) for c in clients))
    stop.set()
    await watching
    for c in clients + [watcher]:
        await c.drain()
        await c.close()
    return clients, watcher


async def _bounded(coro, seconds=30):
    task = asyncio.ensure_future(coro)
    done, _ = await asyncio.wait([task], timeout=seconds)
    if not done:
        for t in asyncio.all_tasks():
            t.print_stack()
        task.cancel()
        raise AssertionError("the match over the LAN did not finish in time")
    return task.result()


async def _watch(watcher, stop):
    # a flag, not cancel(): Python 3.11's wait_for can swallow a cancellation
    while not stop.is_set():
        try:
            await watcher.recv(0.2)
        except asyncio.TimeoutError:
            pass


@pytest.mark.parametrize("game,seats,options,done", GAMES, ids=[g[0] for g in GAMES])
def test_match_over_lan_equals_replay_and_leaks_nothing(game, seats, options, done):
    with hosting(game, seats, options=options, players=len(seats), record_bytes=True,
                 rate=(1000, 1000.0)) as host:   # bot clients act far faster than people
        clients, watcher = asyncio.run(_bounded(_play(host, seats, done)))
        d = host.snapshot()
        sent = host.call(lambda: list(host.log))
        host_scores = host.call(lambda: tuple(host.state.scores))
    final, views, played = replay(d)
    assert tuple(final.scores) == host_scores
    for c in clients + [watcher]:
        assert tuple(c.view.seen.view.scores) == host_scores, c.seat
        assert c.view.move == len(d["actions"])
    if done is match_over:
        assert final.match_over
    for c in clients:
        assert all(e.code == "stale" for e in c.errors), [e.message for e in c.errors]
    assert len(sent) > 50
    reveals = [m for _, m in sent if b'"type":"deal"' in m and b'"seed":null' not in m]
    assert reveals                            # the scan below reads the deals' reveals too
    bad = leaks(sent, views, played, deal_ends(d))
    assert not bad, "\n".join(bad[:5])
