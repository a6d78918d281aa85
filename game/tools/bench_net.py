"""``python -m game bench net``: one headless host process serving many tables at once, every seat a
person played by a bot on the client side; the round trip of each action and the host's CPU and memory
(numbers only; no pass or fail; the target is an action round trip p99 of at most 50 ms).

The host process runs one ``Host`` per table, all on ONE asyncio loop in one thread (``Host.open``),
as one server process would. Each table plays one game per match, round-robin over the games (table
``i`` starts with game ``i``); when a match is over the table's host is replaced by a new one on the
same port with the next game, and its clients join again. There are no computer seats, and the
host's pause between computer moves is 0: a client acts as soon as it is its turn.

Each client thinks before it acts, as people do: ``think`` seconds on average (each decision
between half and one and a half times that; 0: at once). With no think time every table plays as
fast as the machine allows, a stress test whose round trip is mostly the queue of the clients'
own process; with a player's pace the round trip is the host's answer time while it serves 50
live tables.

The clients run in a second process (``multiprocessing`` spawn), so the host process's CPU time
and peak RSS (``resource.getrusage(RUSAGE_SELF)``) are the host's alone. Every seat is a ``Client``
whose bot is the game's Easy heuristic (``make_bot("easy")``), choosing from what that client
received: its view (other seats' cards hidden by the host) and the action texts it was offered.

A round trip is timed from a client sending ``act`` to that client receiving the host's reply for it:
the ``event`` of its move (or the ``error`` refusing it, counted apart as refused).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import resource
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.lifeline import follow_parent
from game.registry import RECORDS

GAME_ORDER = tuple(RECORDS)
"""The games in the registry's order: table ``i`` starts with the ``i``-th."""


# --- the host process --------------------------------------------------------------------------------

@dataclass
class _Slot:
    """One table of the host process: its port stays, its host is replaced after each match."""
    index: int
    seed: int
    host: Any = None
    port: int = 0
    matches: int = 0
    """Matches played to the end on this table."""
    game_no: int = 0
    games: list[str] = field(default_factory=list)

    @property
    def game(self) -> str:
        return GAME_ORDER[(self.index + self.game_no) % len(GAME_ORDER)]


def _players(game: str) -> int:
    from game.rules import new_game
    return new_game(game, seed=1).players


async def _open_host(slot: _Slot):
    from game.net.host import Host
    game = slot.game
    n = _players(game)
    host = Host(game, [None] * n, players=n, seed=slot.seed * 1_000_003 + slot.index * 1009 + slot.game_no,
                port=slot.port, pause=0.0, rate=(10_000, 10_000.0),   # bots act faster than people
                names=[f"bot {i + 1}" for i in range(n)])
    for attempt in range(50):
        try:
            await host.open()
            break
        except OSError:
            if attempt == 49:
                raise
            await asyncio.sleep(0.02)             # the old server's port is on its way out
    slot.host, slot.port = host, host.port
    slot.games.append(game)
    return host


async def _supervise(slots: list[_Slot], stop: asyncio.Event) -> None:
    """A table whose match is over gets a new host (the next game) on the same port."""
    while not stop.is_set():
        for slot in slots:
            if slot.host is not None and slot.host.state.match_over:
                old, slot.host = slot.host, None
                await old.close()
                slot.matches += 1
                slot.game_no += 1
                await _open_host(slot)
        try:
            await asyncio.wait_for(stop.wait(), 0.05)
        except asyncio.TimeoutError:
            pass


async def _recv(conn) -> Any:
    """The next object from a multiprocessing pipe, without blocking the loop."""
    loop = asyncio.get_running_loop()
    while not conn.poll():
        ready = loop.create_future()
        loop.add_reader(conn.fileno(), lambda: ready.done() or ready.set_result(None))
        try:
            await ready
        finally:
            loop.remove_reader(conn.fileno())
    return conn.recv()


def _cpu(r) -> float:
    return r.ru_utime + r.ru_stime


async def _host_main(tables: int, seconds: float, seed: int, profile: str | None, think: float) -> dict:
    slots = [_Slot(i, seed) for i in range(tables)]
    for slot in slots:
        await _open_host(slot)
    ctx = multiprocessing.get_context("spawn")
    mine, theirs = ctx.Pipe()
    proc = ctx.Process(target=_clients_main, args=(theirs, [s.port for s in slots], seconds, seed, think),
                       name="bench-clients", daemon=True)
    proc.start()
    theirs.close()
    stop = asyncio.Event()
    supervisor = asyncio.create_task(_supervise(slots, stop))
    try:
        ready = await asyncio.wait_for(_recv(mine), 120)
        if ready != "ready":
            raise RuntimeError(f"the clients did not start: {ready}")
        r0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
        matches0 = sum(s.matches for s in slots)
        prof = None
        if profile:
            import cProfile
            prof = cProfile.Profile()
            prof.enable()
        done = await asyncio.wait_for(_recv(mine), seconds + 120)     # the window closed
        r1, t1 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
        if prof is not None:
            prof.disable()
            prof.dump_stats(profile)
        result = done if done != "done" else await asyncio.wait_for(_recv(mine), 120)
    finally:
        stop.set()
        await supervisor
        await asyncio.gather(*(s.host.close() for s in slots if s.host is not None))
        proc.join(10)
        if proc.is_alive():
            proc.kill()
    if isinstance(result, str):
        raise RuntimeError(result)
    wall = t1 - t0
    cpu = _cpu(r1) - _cpu(r0)
    result.update(
        host_wall_s=wall, host_cpu_s=cpu, host_cpu_pct=100.0 * cpu / wall if wall > 0 else 0.0,
        host_peak_rss_mb=r1.ru_maxrss / 1024.0 if sys.platform != "darwin" else r1.ru_maxrss / 2**20,
        matches_finished=sum(s.matches for s in slots) - matches0,
        games=sorted({g for s in slots for g in s.games}), think=think,
        load=os.getloadavg() if hasattr(os, "getloadavg") else None, cpus=os.cpu_count())
    return result


# --- the clients' process ----------------------------------------------------------------------------

class _Stats:
    def __init__(self, tables: int):
        self.recording = False
        self.rtt: list[float] = []
        self.refused = 0
        self.refused_codes: dict[str, int] = {}
        self.actions = [0] * tables
        self.reconnects = 0


def _clients_main(conn, ports: list[int], seconds: float, seed: int, think: float) -> None:
    follow_parent()                            # a killed bench leaves no clients playing on
    try:
        result = asyncio.run(_clients(conn, ports, seconds, seed, think))
    except BaseException as e:                 # noqa: BLE001  (told to the host process)
        import traceback
        conn.send(f"the clients failed: {e!r}\n{traceback.format_exc()}")
        raise
    conn.send(result)


async def _clients(conn, ports: list[int], seconds: float, seed: int, think: float) -> dict:
    stats = _Stats(len(ports))
    stop = asyncio.Event()
    drivers = [_TableDriver(i, f"ws://127.0.0.1:{p}", stats, stop, seed, think) for i, p in enumerate(ports)]
    tasks = [asyncio.create_task(d.run()) for d in drivers]
    seated = asyncio.ensure_future(asyncio.gather(*(d.ready.wait() for d in drivers)))
    await asyncio.wait(tasks + [seated], timeout=60, return_when=asyncio.FIRST_COMPLETED)
    for t in tasks:
        if t.done():
            t.result()                          # a driver that failed: its reason
    if not seated.done():
        raise RuntimeError("not every table was seated within 60 s")
    conn.send("ready")
    r0 = resource.getrusage(resource.RUSAGE_SELF)
    stats.recording = True
    t0 = time.perf_counter()
    await asyncio.sleep(seconds)
    stats.recording = False
    conn.send("done")
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_SELF)
    stop.set()
    for d in drivers:
        await d.hang_up()
    await asyncio.wait(tasks, timeout=10)
    rtt = sorted(stats.rtt)
    actions = sum(stats.actions)
    return dict(tables=len(ports), seconds=wall, actions=actions, actions_per_s=actions / wall,
                replies=len(rtt), refused=stats.refused, refused_codes=stats.refused_codes,
                rtt_ms=_summary(rtt), per_table_actions=list(stats.actions), rejoins=stats.reconnects,
                client_cpu_s=_cpu(r1) - _cpu(r0))


def _summary(ms: list[float]) -> dict:
    if not ms:
        return dict(median=None, p95=None, p99=None, max=None)

    def q(p: float) -> float:
        return ms[min(len(ms) - 1, int(p * len(ms)))]
    return dict(median=q(0.5), p95=q(0.95), p99=q(0.99), max=ms[-1])


class _TableDriver:
    """The clients of one table: every seat a Client with an Easy bot; joins again after each match."""

    def __init__(self, index: int, url: str, stats: _Stats, stop: asyncio.Event, seed: int, think: float):
        self.index, self.url, self.stats, self.stop = index, url, stats, stop
        self.think = think
        self.rng = random.Random(seed * 7919 + index)
        self.ready = asyncio.Event()
        self.clients: list = []

    async def hang_up(self) -> None:
        for c in list(self.clients):
            c.kill()

    async def _connect(self):
        from game.net.client import Client
        for _ in range(500):
            if self.stop.is_set():
                return None
            try:
                return await Client(self.url).connect()
            except (OSError, asyncio.TimeoutError):
                await asyncio.sleep(0.02)       # the table is between matches
        raise RuntimeError(f"table {self.index}: the host did not come back")

    async def run(self) -> None:
        from websockets.exceptions import ConnectionClosed, InvalidHandshake
        first = True
        while not self.stop.is_set():
            try:
                await self._match()
            except (ConnectionClosed, InvalidHandshake, OSError, asyncio.TimeoutError, RuntimeError):
                if self.stop.is_set():
                    return
            finally:
                for c in self.clients:
                    c.kill()
                self.clients = []
            if not first:
                self.stats.reconnects += 1
            first = False
            await asyncio.sleep(0.01)

    async def _match(self) -> None:
        from game.models import shipped
        from game.registry import make_bot
        c = await self._connect()
        if c is None:
            return
        self.clients = [c]
        welcome = await c.join("bot 1", 0)
        for s in range(1, welcome.players):
            c = await self._connect()
            if c is None:
                return
            self.clients.append(c)
            await c.join(f"bot {s + 1}", s)
        self.ready.set()
        bot = make_bot(welcome.game, "easy", models=shipped())
        await asyncio.gather(*(self._seat(c, bot, random.Random(self.rng.getrandbits(64)))
                               for c in self.clients))

    async def _seat(self, client, bot, rng: random.Random) -> None:
        """Play the seat from what this client receives, until its connection closes."""
        from websockets.exceptions import ConnectionClosed

        from game.net import protocol as P
        stats = self.stats
        seat = client.seat
        acted_at = -1
        guess = False
        pending: tuple[int, float] | None = None      # (move acted on, when sent)
        msg = client.view                              # a view that came while the others joined
        try:
            while True:
                if msg is None:
                    msg = await client.recv(None)
                now = time.perf_counter()
                kind = type(msg)
                if kind is P.EventMsg:
                    if pending is not None and msg.seat == seat and msg.move == pending[0] + 1:
                        if stats.recording:
                            stats.rtt.append((now - pending[1]) * 1000.0)
                            stats.actions[self.index] += 1
                        pending = None
                    msg = None
                    continue
                if kind is P.ErrorMsg:
                    if pending is not None:
                        if stats.recording:
                            stats.refused += 1
                            stats.refused_codes[msg.code] = stats.refused_codes.get(msg.code, 0) + 1
                        pending = None
                        acted_at = -1                   # look at the view again
                        guess = msg.code != "stale"     # the bot's choice was refused: try another
                    msg = client.view
                    if msg is None:
                        continue
                    kind = P.ViewMsg
                if kind is not P.ViewMsg:
                    msg = None
                    continue
                v = msg
                msg = None
                seen = v.seen
                if pending is not None or not seen.actions or v.move == acted_at or seen.view.match_over:
                    continue
                legal = list(seen.actions)
                if len(legal) == 1:
                    action = legal[0]
                elif guess:
                    action, guess = rng.choice(legal), False
                else:
                    action = bot.choose(seen.view, legal, rng, None)
                if action not in legal:
                    action = rng.choice(legal)
                acted_at = v.move
                if self.think > 0:
                    await asyncio.sleep(self.think * rng.uniform(0.5, 1.5))
                pending = (v.move, time.perf_counter())
                await client.act(str(action), v.move)
        except ConnectionClosed:
            return


# --- the command -------------------------------------------------------------------------------------

def bench_net(tables: int = 50, seconds: float = 60.0, seed: int = 1, profile: str | None = None,
              out=print, think: float = 1.0) -> dict:
    """Run the load benchmark; prints the report (through ``out``) and returns it as a dict."""
    if tables < 1 or seconds <= 0 or not 0 <= think <= 60:
        raise ValueError("--tables must be at least 1, --seconds more than 0 and --think 0 to 60")
    r = asyncio.run(_host_main(tables, seconds, seed, profile, think))
    for line in report_lines(r):
        out(line)
    return r


def report_lines(r: dict) -> list[str]:
    q = r["rtt_ms"]

    def ms(x):
        return "-" if x is None else f"{x:.1f}"
    load = r.get("load")
    per = r["per_table_actions"]
    return [
        f"net load: {r['tables']} tables on one host loop, {r['seconds']:.1f} s, games {', '.join(r['games'])}; "
        + (f"players think {r['think']:g} s a move on average" if r.get("think") else "players act at once (stress)"),
        f"action round trip: median {ms(q['median'])} ms, p95 {ms(q['p95'])} ms, p99 {ms(q['p99'])} ms, "
        f"max {ms(q['max'])} ms (target p99 <= 50 ms)",
        f"actions: {r['actions']} ({r['actions_per_s']:.0f}/s; per table min {min(per)}, max {max(per)}); "
        f"refused {r['refused']} {r['refused_codes'] or ''}; matches finished {r['matches_finished']}",
        f"host process: CPU {r['host_cpu_s']:.2f} s over {r['host_wall_s']:.1f} s "
        f"({r['host_cpu_pct']:.0f}% of one core), peak RSS {r['host_peak_rss_mb']:.0f} MB; "
        f"clients' process CPU {r['client_cpu_s']:.2f} s",
        f"machine: {r['cpus']} CPUs, load average " + (" ".join(f"{x:.2f}" for x in load) if load else "-"),
    ]
