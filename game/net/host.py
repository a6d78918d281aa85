"""The LAN host: one authoritative match served over WebSocket to the seats' connections.

The host is transport around a ``game.table.Table`` whose seats are computers and people elsewhere:
the table advances the match (countdowns, timeout moves, the computers on its thinker, a computer
taking a person's seat and giving it back); the host keeps the connections, tokens, the door, the
reconnect countdowns, names and seals on the wire, and tells every seat what each move did (the
table's ``on_move``). It runs on its own asyncio loop in its own thread (never the frame loop), which
polls the table when the table says (``wake_in``, or a thought coming in). Everything that changes
the match happens on that loop, so no locks are needed.

Seats are people or computers. A person's seat is held by whoever joined it, with a secret token.
Every message is checked (protocol.decode_client, then token, seat, turn, legality); a refused
message gets an error to its sender only and changes nothing.

A person whose connection drops keeps the seat for ``reconnect`` seconds (the turn timer keeps
running meanwhile); after that a computer (level ``takeover``) plays it. The token brings the person
back: at once while the countdown runs, or once no trick is in progress (the current trick has
finished) if a computer took over.

Each deal is sealed as at the desktop table (game/commitments.py, one ``DealSeals``): every seat and
watcher gets the deal's commitment before the event that deals its cards, and the reveal right
after the event that ends its hand (``DealMsg``), so the host cannot change a deck once play has
begun without every seat seeing it.

Where the host allows hints (``hints``), a seat may ask on its own turn what the Normal computer
would do in its place: worked out by the thinker like a computer's move (off the loop, from the
seat's view), answered to that seat only, and dropped when the table moves on first.
"""
from __future__ import annotations

import asyncio
import functools
import logging
import random
import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import msgspec
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.commitments import DealSeal, DealSeals
from game.hand_file import deals_played
from game.registry import record
from game.rules import GameState, new_game, parse_action
from game.rules.actions import ActionParseError, BidMade, Discard, Event, IllegalAction, Play
from game.rules.claim import CLAIM_TURN
from game.net import protocol as P
from game.net.door import REMOVED, Door, new_code
from game.net.names import computer_name, default_name, seat_name
from game.rules.wording import N_, say, seat as seat_token, team
from game.table import Table
from game.turns import Countdown
from game.worker import ProcessThinker, Request, ThreadThinker, Thought

log = logging.getLogger(__name__)

OUT_QUEUE = 2000
"""Messages queued for one connection before it counts as stuck and is dropped."""

HOST_OPTIONS = ("reconnect", "timers", "takeover", "hints")
"""Keys of ``--option`` that belong to the host, not the engine."""

LOG_EVERY = 10.0
"""Seconds between log lines about one connection's refused messages (the ones between are counted
into the next line), so a misbehaving peer cannot fill the host's log."""


@dataclass
class Seat:
    number: int
    name: str
    table: Table = field(repr=False)
    """The match's table, which knows who plays the seat."""
    token: str | None = None
    conn: "Conn | None" = None
    reconnect_at: float | None = None
    """When the reconnect countdown of a dropped person runs out."""
    reclaim: bool = False
    """The person is back and gets the seat once the trick in progress ends."""
    address: str | None = None
    """Where the seat's holder last connected from (the host may bar it)."""

    @property
    def level(self) -> str | None:
        """None for a person's seat; a computer seat's level."""
        return self.table.levels[self.number]

    @property
    def replaced(self) -> bool:
        """A computer plays the person's seat (the reconnect countdown ran out, or the host removed them)."""
        return self.number in self.table.replaced

    @property
    def person(self) -> bool:
        return self.level is None

    def computer(self) -> bool:
        return not self.person or self.replaced


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    address: str = ""
    seat: int | None = None
    watcher: bool = False
    tokens: float = 0.0
    refill_at: float = 0.0
    flood_told: float = -1.0
    out: asyncio.Queue | None = None
    """Messages waiting to go out, in order; a client too slow to take them is dropped."""
    logged_at: float | None = None
    unlogged: int = 0
    """When the last log line about this connection's refused messages was written, and how many
    refusals came since."""


class Host:
    def __init__(self, game: str, seats: list[str | None] | None = None, options: dict[str, Any] | None = None,
                 players: int | None = None, seed: int | None = None, address: str = "127.0.0.1",
                 port: int = 0, reconnect: float = 90.0, timers: bool = True, takeover: str = "normal",
                 pause: float = 0.6, rate: tuple[int, float] = (20, 10.0), names: list[str] | None = None,
                 clock: Callable[[], float] = time.monotonic, record_bytes: bool = False,
                 code: str | bool | None = None, thinker: ThreadThinker | ProcessThinker | None = None,
                 hints: bool = False):
        self.game = game
        self.code = code
        """The join code a Hello must carry: a text, True for ``join_code()``, None for none."""
        self._code = new_code()
        self.door = Door(clock)
        """Connection caps, barred addresses and the join-code attempt limits."""
        self.table_id = secrets.token_hex(6)
        """Public: names this table in its announcement and welcomes, whatever address reached it."""
        self.record = record(game)
        self.options = dict(options or {})
        self.seed = random.randrange(2**63) if seed is None else seed
        state = new_game(game, seed=self.seed, players=players, **self.options)
        n = state.players
        spec = list(seats) if seats else [None] + ["normal"] * (n - 1)
        if len(spec) != n:
            raise ValueError(f"{len(spec)} seats given for {n} players")
        names = list(names) if names else [default_name(i) if lv is None else computer_name(i)
                                           for i, lv in enumerate(spec)]
        self.thinker = thinker if thinker is not None else ThreadThinker()
        """Where the computers think: a thread by default; a worker process (``ProcessThinker``) keeps
        a search off the host's loop and off a window's frame loop."""
        self.table = Table(state, human=None, people=tuple(i for i, lv in enumerate(spec) if lv is None),
                           levels=spec, names=names, pause=pause, clock=clock, seed=self.seed ^ 0x5EED,
                           timers=timers, thinker=self.thinker, undo=False, takeover=takeover,
                           on_move=self._apply, on_thought=self._thought_in, on_claim=self._claimed)
        """The match and its seats: it advances the match; the host tells the seats."""
        self.seats = [Seat(i, names[i], self.table) for i in range(n)]
        self.reconnect = float(reconnect)
        self.timers = bool(timers)
        self.hints = bool(hints)
        """Seats may ask for a hint on their own turn (``ask_hint``)."""
        self.burst, self.per_second = rate
        self.clock = clock
        self.address, self.port = address, port
        self.started = False
        self.conns: set[Conn] = set()
        self.record_bytes = record_bytes
        self.log: list[tuple[int | None, bytes]] = []
        """(seat, message) of every message sent, when ``record_bytes`` (seat None: a watcher)."""
        self._hint: tuple[int, int, Thought] | None = None
        """(seat, move number, the Normal computer's answer being worked out) of the hint asked for."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._wake: asyncio.Event | None = None
        self._stop: asyncio.Event | None = None
        self._up = threading.Event()
        self._error: BaseException | None = None
        self._opened: asyncio.Future | None = None
        self._now: tuple | None = None
        """(state, move, every seat's view, the seat views sent, encoded, by (seat, may act); seat
        None a watcher's): computed once a move (``_seat_views``), since only ``_apply`` changes
        the match and it moves ``moves`` on."""
        self._task: asyncio.Task | None = None

    # --- the table's match, as the messages read it --------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.table.state

    @property
    def moves(self) -> int:
        return self.table.moves

    @property
    def rematch_closed(self) -> bool:
        return self.table.rematch_closed

    @property
    def misses(self) -> Any:
        return self.table.misses

    @property
    def countdowns(self) -> dict[int, Countdown]:
        """Per person seat, the countdown of the decision open to it (timed games)."""
        return self.table.countdowns

    @property
    def seals(self) -> DealSeals:
        """Each deal's commitment, sent before its first decision, and its reveal after the hand."""
        return self.table.seals

    @property
    def takeover_level(self) -> str:
        return self.table.takeover_level

    # --- running -----------------------------------------------------------------------------------

    def start(self, timeout: float = 10.0) -> "Host":
        """Serve on a thread of its own; returns once the port is open (``self.port``)."""
        self._thread = threading.Thread(target=self._run, name=f"host-{self.game}", daemon=True)
        self._thread.start()
        if not self._up.wait(timeout):
            raise RuntimeError("the host did not start")
        if self._error is not None:
            raise self._error
        return self

    async def open(self) -> "Host":
        """Serve as a task on the running loop instead of a thread of its own, so that many hosts
        share one loop and one thread, as one server process serving many tables would; returns
        once the port is open (``self.port``). ``await host.close()`` ends it. (``call`` and
        ``snapshot`` wait on the loop: call them from another thread only.)"""
        self._opened = asyncio.get_running_loop().create_future()
        self._task = asyncio.create_task(self.serve())
        await asyncio.wait({self._task, self._opened}, return_when=asyncio.FIRST_COMPLETED)
        if self._task.done():
            self._task.result()                 # the reason it could not start (a port in use)
            raise RuntimeError("the host stopped before it started")
        return self

    async def close(self) -> None:
        """End a host started with ``open`` (from its loop): connections closed, port released."""
        if self._stop is not None:
            self._stop.set()
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)

    def _run(self) -> None:
        try:
            asyncio.run(self.serve())
        except BaseException as e:          # noqa: BLE001  (reported to start() or logged)
            if not self._up.is_set():
                self._error = e
                self._up.set()
            else:
                log.exception("the host stopped")

    async def serve(self) -> None:
        """Serve until ``stop``; the whole host lives on this coroutine's loop."""
        self._loop = asyncio.get_running_loop()
        self._wake, self._stop = asyncio.Event(), asyncio.Event()
        async with serve(self._handle, self.address, self.port, max_size=16 * P.MAX_MESSAGE,
                         ping_interval=5, ping_timeout=10, close_timeout=1,
                         compression=None) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._up.set()
            if self._opened is not None and not self._opened.done():
                self._opened.set_result(None)
            self._check_start()
            driver = asyncio.create_task(self._drive())
            await self._stop.wait()
            driver.cancel()
            self.thinker.close()
            await asyncio.gather(*(c.ws.close(1001, "the host closed the table") for c in list(self.conns)),
                                 return_exceptions=True)

    def advertise(self, name: str | None = None, addresses: list[str] | None = None,
                  interfaces: list[str] | None = None):
        """Announce the table on the local network (multicast DNS) until ``stop``; call it after
        ``start``, from a plain thread. ``addresses``: where clients reach it (default: the
        address it listens on, or this machine's LAN address when it listens on all)."""
        from game.net.discovery import Advertiser
        if addresses is None:
            addresses = [self.address] if self.address not in ("0.0.0.0", "") else [lan_address()]
        self._advert = Advertiser(name or f"{self.record.title} table", self.game, self.port, addresses,
                                  self.required_code() is not None, interfaces, self.table_id).start()
        return self._advert

    def stop(self) -> None:
        advert = getattr(self, "_advert", None)
        if advert is not None:
            self._advert = None
            advert.close()
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(10)

    def call(self, fn: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Run ``fn`` on the host's loop (for tests and tools: the state is the loop's alone)."""
        async def run():
            return fn()
        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout)

    def snapshot(self) -> dict:
        """The match as data (``to_dict``), read on the host's loop."""
        return self.call(self.state.to_dict)

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"

    def join_code(self) -> str:
        """This table's secret code, to say aloud or show ("K7QM-3WXR"), made once per table."""
        return self._code

    def required_code(self) -> str | None:
        """The code a Hello must carry, None when the table needs none."""
        if self.code is True:
            return self.join_code()
        return self.code or None

    # --- connections -------------------------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else ""
        refusal = self.door.enter(address)
        if refusal is not None:
            try:
                await ws.send(P.encode(P.error("refused", refusal)).decode("utf-8"))
                await ws.close(1008, "refused")
            except ConnectionClosed:
                pass
            return
        conn = Conn(ws, address, tokens=float(self.burst), refill_at=self.clock(), out=asyncio.Queue(OUT_QUEUE))
        self.conns.add(conn)
        writer = asyncio.create_task(self._writer(conn))
        try:
            async for data in ws:
                if not self._allow(conn):
                    continue
                try:
                    msg = P.decode_client(data)
                    await self._message(conn, msg)
                except P.ProtocolError as e:
                    self._note_refusal(conn, e.code)
                    await self._send(conn, P.error(e.code, e.message))
                except Exception as e:        # noqa: BLE001  (a bug: one line logged; the table goes on)
                    self._note_refusal(conn, f"internal ({type(e).__name__}: {str(e)[:120]})", log.error)
                    await self._send(conn, P.error("internal", N_("The table could not handle that "
                                                                  "message (a bug, logged on the host).")))
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            self.conns.discard(conn)
            self.door.leave(address)
            self._dropped(conn)

    def _note_refusal(self, conn: Conn, why: str, write: Callable[..., None] = log.info) -> None:
        """One log line for a refused message, at most one per connection every ``LOG_EVERY``
        seconds (the refusals between are counted into it): whatever a peer sends, the log stays short."""
        now = self.clock()
        if conn.logged_at is not None and now - conn.logged_at < LOG_EVERY:
            conn.unlogged += 1
            return
        more = f" (and {conn.unlogged} more since the last line)" if conn.unlogged else ""
        write("refused a message from %s: %s%s", conn.address or "a client", why, more)
        conn.logged_at, conn.unlogged = now, 0

    async def _writer(self, conn: Conn) -> None:
        try:
            while True:
                data = await conn.out.get()
                await conn.ws.send(data)
        except ConnectionClosed:
            pass

    def _allow(self, conn: Conn) -> bool:
        """A token bucket per connection: ``burst`` messages at once, ``per_second`` after."""
        now = self.clock()
        conn.tokens = min(float(self.burst), conn.tokens + (now - conn.refill_at) * self.per_second)
        conn.refill_at = now
        if conn.tokens >= 1.0:
            conn.tokens -= 1.0
            return True
        if now - conn.flood_told >= 1.0:          # one error a second, so a flood is not echoed
            conn.flood_told = now
            self._post(conn, P.error("flood", N_("You are sending messages too fast; they were ignored. "
                                                  "Wait a moment and try again.")))
        return False

    def _post(self, conn: Conn, msg) -> None:
        """Queue ``msg`` (or its encoding) for ``conn`` (in order, never waiting on a slow client)."""
        data = msg if type(msg) is bytes else P.encode(msg)
        if self.record_bytes:
            self.log.append((None if conn.watcher else conn.seat, data))
        try:
            conn.out.put_nowait(data.decode("utf-8"))
        except asyncio.QueueFull:
            log.warning("a client is too slow to take the table's messages; dropping it")
            asyncio.ensure_future(conn.ws.close(1008, "too slow"))

    async def _send(self, conn: Conn, msg) -> None:
        self._post(conn, msg)

    async def _message(self, conn: Conn, msg) -> None:
        if isinstance(msg, P.Hello):
            await self._hello(conn, msg)
        elif isinstance(msg, P.Rejoin):
            await self._rejoin(conn, msg)
        elif isinstance(msg, P.Act):
            await self._act(conn, msg)
        elif isinstance(msg, P.AskHint):
            self._ask_hint(conn, msg)
        elif isinstance(msg, P.Claim):
            self._claim(conn, msg)
        elif isinstance(msg, P.AnswerClaim):
            self._answer_claim(conn, msg)
        elif isinstance(msg, P.Back):
            seat = self._holder(conn, msg.token)
            if self.misses is not None:
                self.misses.acted(seat)
            self._changed()

    def _holder(self, conn: Conn, token: str) -> int:
        """The seat a message may act for: the one this connection holds, with its token."""
        if conn.watcher:
            raise P.ProtocolError("watcher", N_("You are watching this table: watchers cannot play."))
        if conn.seat is None:
            raise P.ProtocolError("no_seat", N_("Join the table first (send hello with your name)."))
        seat = self.seats[conn.seat]
        if not secrets.compare_digest(token, seat.token or ""):
            if any(s.token and secrets.compare_digest(token, s.token) for s in self.seats):
                raise P.ProtocolError("not_your_seat", say(N_("That is another seat's token: yours is "
                                                              "seat {0}."), seat.number + 1))
            raise P.ProtocolError("bad_token", N_("That token is not valid at this table."))
        return conn.seat

    async def _hello(self, conn: Conn, msg: P.Hello) -> None:
        if conn.seat is not None or conn.watcher:
            raise P.ProtocolError("joined", JOINED)
        code = self.required_code()
        if code is not None:
            if not msg.code:
                raise P.ProtocolError("need_code", N_("This table needs a join code: ask the host for it."))
            refusal = self.door.try_code(conn.address, msg.code, code)
            if refusal is not None:
                raise P.ProtocolError(*refusal)
        if msg.watch:
            conn.watcher = True
            await self._send(conn, self._welcome(None))
            self._post_seals(conn)
            await self._send(conn, self._view_msg(conn))
            return
        open_seats = [s.number for s in self.seats if s.person and s.token is None]
        if msg.seat is not None and msg.seat not in open_seats:
            raise P.ProtocolError("seat_taken", (
                say(N_("Seat {0} is not open. Open seats: {1}."), msg.seat + 1, team(open_seats)) if open_seats
                else say(N_("Seat {0} is not open, and no other seat is: you may watch."), msg.seat + 1)))
        if not open_seats:
            raise P.ProtocolError("table_full", N_("Every seat for a person is taken; you may watch."))
        seat = self.seats[msg.seat if msg.seat is not None else open_seats[0]]
        seat.token = secrets.token_urlsafe(24)
        seat.name = seat_name(msg.name, seat.number, [s.name for s in self.seats if s is not seat])
        seat.conn, seat.address = conn, conn.address
        conn.seat = seat.number
        if seat.replaced:                       # its holder was removed mid-match: the computer
            seat.reclaim = True                 # hands it over once no trick is in progress
            self._reclaim()
        await self._send(conn, self._welcome(seat))
        self._post_seals(conn)
        self._check_start()
        self._broadcast_views()

    async def _rejoin(self, conn: Conn, msg: P.Rejoin) -> None:
        if conn.seat is not None or conn.watcher:
            raise P.ProtocolError("joined", JOINED)
        seat = next((s for s in self.seats if s.token and secrets.compare_digest(msg.token, s.token)), None)
        if seat is None:
            raise P.ProtocolError("bad_token", N_("That token is not valid at this table: join as a new "
                                                  "player."))
        old = seat.conn
        if old is not None and old is not conn:
            old.seat = None                     # the old connection (a dead one) holds nothing now
            asyncio.ensure_future(old.ws.close())
        seat.conn, seat.address = conn, conn.address
        conn.seat = seat.number
        seat.reconnect_at = None
        if seat.replaced:
            seat.reclaim = True
            self._reclaim()
        await self._send(conn, self._welcome(seat))
        self._post_seals(conn)
        self._broadcast_views()
        self._changed()

    def _dropped(self, conn: Conn) -> None:
        if conn.seat is None:
            return
        seat = self.seats[conn.seat]
        if seat.conn is not conn:
            return
        seat.conn = None
        seat.reclaim = False
        if not seat.replaced:
            seat.reconnect_at = self.clock() + self.reconnect
        self._broadcast_views()
        self._changed()

    def _seat_views(self) -> tuple:
        """Every seat's view of the match as it is now, and the seat views sent so far this move
        (``_seen``), once a move: every message of a move asks for them."""
        now = self._now
        state = self.state
        if now is None or now[0] is not state or now[1] != self.moves:
            now = self._now = (state, self.moves, [state.view(s) for s in range(state.players)], {})
        return now

    def _seen(self, seat: int | None) -> msgspec.Raw:
        """The seat view of ``seat`` (None: a watcher) as sent, encoded once a move for every
        message that carries it. A seat a computer plays, or any seat before the match starts,
        is offered nothing."""
        may_act = seat is not None and self.started and not self.seats[seat].computer()
        sent = self._seat_views()[3]
        got = sent.get((seat, may_act))
        if got is None:
            seen = P.wire_seat_view(self.state.seat_view(seat), may_act)
            got = sent[seat, may_act] = msgspec.Raw(P.encode(seen))
        return got

    def _reclaim(self) -> None:
        """A returning person takes the seat back from the computer once no trick is in progress."""
        for seat in self.seats:
            if seat.reclaim and seat.conn is not None and self.table.give_back(seat.number):
                seat.reclaim = False

    def remove(self, number: int, bar: bool = False) -> str:
        """Take person's seat ``number`` (from 0) from whoever holds it, and with ``bar`` refuse
        their address from now on; what happened, in a sentence written as an engine's (``say``:
        the seat a token, to render with the names the seats had before). Before the match
        the seat is open again; during it a computer plays it (as after a lost connection) until
        someone joins it. ValueError, with a sentence (``say``), for a seat that has no one to
        remove. Run it on the host's loop: ``host.call(lambda: host.remove(n))``."""
        n = len(self.seats)
        if not 0 <= number < n:
            raise ValueError(say(N_("There is no seat {0}: the seats are {1} to {2}."), number + 1, 1, n))
        seat = self.seats[number]
        if not seat.person or seat.token is None:
            raise ValueError(say(N_("Nobody has joined seat {0}, so there is no one to remove."), number + 1))
        conn = seat.conn
        seat.token = seat.conn = seat.reconnect_at = None
        seat.reclaim = False
        seat.name = default_name(number)
        if self.started:
            self.table.take_over(number)
        doomed = [conn] if conn is not None else []
        if bar and seat.address:
            self.door.bar(seat.address)
            doomed += [c for c in self.conns if c not in doomed and self.door.is_barred(c.address)]
        if conn is not None:
            conn.seat = None                       # its closing starts no reconnect countdown
        for c in doomed:                           # (another seat held from a barred address gets one)
            self._post(c, P.error("removed", REMOVED))
            asyncio.ensure_future(self._close_after_sending(c))
        self._broadcast_views()
        self._changed()
        return say(_REMOVED[bar, self.started], seat_token(number), number + 1)

    async def _close_after_sending(self, conn: Conn) -> None:
        """Close ``conn`` once what is queued for it has gone out (a removed player reads why)."""
        for _ in range(50):
            if conn.out.empty():
                break
            await asyncio.sleep(0.01)
        await conn.ws.close(1008, "removed by the host")

    def start_now(self) -> None:
        """Start the match without waiting: a computer (the takeover level) sits in every person's
        seat nobody has taken. Run it on the host's loop: ``host.call(host.start_now)``."""
        if self.started:
            return
        for seat in self.seats:
            if seat.person and seat.token is None:
                self.table.seat_computer(seat.number, self.takeover_level)
                seat.name = computer_name(seat.number)
                seat.reconnect_at = None
        self._check_start()
        self._broadcast_views()

    def _check_start(self) -> None:
        if not self.started and all(s.token is not None for s in self.seats if s.person):
            self.started = True
            self._changed()

    def _changed(self) -> None:
        if self._wake is not None:
            self._wake.set()

    # --- actions from people -----------------------------------------------------------------------

    async def _act(self, conn: Conn, msg: P.Act) -> None:
        seat = self._holder(conn, msg.token)
        if not self.started:
            raise P.ProtocolError("not_started", N_("The match has not started: it starts when every "
                                                    "person's seat is taken."))
        if self.seats[seat].computer():
            raise P.ProtocolError("computer", N_("A computer is playing your seat until the trick in "
                                                 "progress ends."))
        if msg.move is not None and msg.move != self.moves:
            raise P.ProtocolError("stale", N_("The table moved on before your action arrived: look again."))
        try:
            action = _parse_action(msg.action)
        except (ActionParseError, ValueError):
            raise P.ProtocolError("illegal", N_("This game has no such action.")) from None
        state = self.state
        open_now = state.open_actions(seat)
        if action not in open_now:
            if not open_now or (seat != state.to_act):
                who = state.to_act
                raise P.ProtocolError("not_your_turn", N_("It is not your turn.") if who is None else
                                      say(N_("It is not your turn. Waiting for {0}."), seat_token(who)))
            if not (isinstance(action, Play) and state.penalises_illegal_cards()):
                reason = state.why_illegal(action, seat) or N_("That action is not open now.")
                raise P.ProtocolError("illegal", _cannot(reason))
        try:
            self.table.submit(action, seat)
        except IllegalAction as e:
            raise P.ProtocolError("illegal", _cannot(str(e))) from None

    # --- claims ------------------------------------------------------------------------------------

    def _claim(self, conn: Conn, msg: P.Claim) -> None:
        """A seat claims the rest: refused with the reason unless the table proves it; else its
        cards go face up to everyone and the other people are asked (``_claimed``)."""
        seat = self._holder(conn, msg.token)
        if not self.started or self.seats[seat].computer():
            raise P.ProtocolError("claim", CLAIM_TURN)
        if msg.move is not None and msg.move != self.moves:
            raise P.ProtocolError("stale", N_("The table moved on before your claim arrived: look again."))
        try:
            self.table.claim(seat)
        except IllegalAction as e:
            raise P.ProtocolError("claim", e.reason) from None
        self._changed()

    def _answer_claim(self, conn: Conn, msg: P.AnswerClaim) -> None:
        seat = self._holder(conn, msg.token)
        try:
            self.table.answer_claim(msg.accept, seat)
        except IllegalAction as e:
            raise P.ProtocolError("claim_answer", e.reason) from None
        self._broadcast_views()
        self._changed()

    def _claimed(self, events: list[Event]) -> None:
        """The table's ``on_claim``: a claim's own events (the claimant's cards, a refusal) to every
        seat and watcher, then the views (who is asked, and the match waiting for them)."""
        seat = getattr(events[0], "seat", None)
        for conn in list(self.conns):
            if conn.seat is not None or conn.watcher:
                who = conn.seat if not conn.watcher else None
                self._post(conn, P.EventMsg(P.PROTOCOL, self.moves, seat,
                                            P.wire_events(self.state.events_for(who, events))))
        self._broadcast_views()

    # --- hints -------------------------------------------------------------------------------------

    def _ask_hint(self, conn: Conn, msg: P.AskHint) -> None:
        """Start the Normal computer on the seat's open decision (as ``Table.ask_hint`` does); its
        answer goes to the seat when it is in (``_hinted``). The seed comes from the match and the
        move, so asking changes nothing the computers will do."""
        seat = self._holder(conn, msg.token)
        if not self.hints:
            raise P.ProtocolError("hint_off", N_("The host has not allowed hints at this table."))
        state = self.state
        if (not self.started or self.seats[seat].computer() or state.to_act != seat
                or not state.open_actions(seat)):
            raise P.ProtocolError("hint_not_your_turn", N_("A hint is for your own turn."))
        if msg.move is not None and msg.move != self.moves:
            raise P.ProtocolError("hint_stale", N_("The table moved on before your request arrived: look "
                                                   "again."))
        h = self._hint
        if h is not None and h[:2] == (seat, self.moves):
            if h[2].done():
                self._hinted(h)                     # asked again: the same answer
            return
        thinking = self.table.thinking
        if thinking is not None and not thinking.done():
            raise P.ProtocolError("hint_busy", N_("The computer is still thinking: ask again in a moment."))
        seed = random.Random(f"{self.seed}:{self.moves}:hint").getrandbits(64)
        req = Request(self.game, state.to_dict(), seat, "normal", seed, explain=True)
        thought = self.thinker.think(req, self.record.make_bot("normal"))
        h = self._hint = (seat, self.moves, thought)
        loop = self._loop

        def answer() -> None:
            try:
                loop.call_soon_threadsafe(self._hinted, h)
            except RuntimeError:               # the host stopped while the computer thought
                pass
        thought.then(answer)

    def _hinted(self, h: tuple[int, int, Thought]) -> None:
        """Send a finished hint to its seat, unless the table has moved on (then it is dropped)."""
        seat, move, thought = h
        conn = self.seats[seat].conn
        if self._hint is not h or move != self.moves or conn is None:
            return
        if thought.error is not None or thought.action is None or \
                self.state.why_illegal(thought.action, seat) is not None:
            log.error("the hint failed: %s", thought.error or f"{thought.action} is not legal")
            self._hint = None
            self._post(conn, P.error("hint_failed", N_("The computer could not work out a hint this time.")))
            return
        self._post(conn, P.HintMsg(P.PROTOCOL, move, str(thought.action), thought.why))

    def _drop_hint(self) -> None:
        """The table moved on (or a computer takes the seat): a hint still being worked out is
        about a decision that has gone."""
        h, self._hint = self._hint, None
        if h is not None and not h[2].done():
            self.thinker.cancel()

    # --- the match ---------------------------------------------------------------------------------

    def _apply(self, action, seat: int, apply: Callable[[], list[Event]]) -> list[Event]:
        """The table's ``on_move``: ``apply`` makes the move; every seat and watcher is told what it
        did, as that seat may see it, with the deal's seals around it."""
        state = self.state
        self._drop_hint()
        label = None if isinstance(action, (Play, Discard)) else state.label(action)
        events = apply()
        revealed, committed = self.table.sealed
        seals = self._seal_msgs(committed), self._seal_msgs(revealed)
        said = str(action)
        labels = ({said: label} if label and any(type(ev) is BidMade and ev.action == said for ev in events)
                  else {})                          # a bid's label, for the event that names it
        texts: dict[int | None, bytes] = {}

        def text(s: int | None) -> bytes:        # each seat's message once, for the seats connected
            got = texts.get(s)
            if got is None:
                got = texts[s] = P.encode(P.EventMsg(P.PROTOCOL, self.moves, seat,
                                                     P.wire_events(state.events_for(s, events)), labels))
            return got
        self._reclaim()
        for conn in list(self.conns):               # a new deal's seal before its cards, and the
            if conn.seat is not None or conn.watcher:   # reveal of a hand just over after its end
                for data in seals[0]:
                    self._post(conn, data)
                self._post(conn, text(conn.seat if not conn.watcher else None))
                for data in seals[1]:
                    self._post(conn, data)
        self._broadcast_views()
        self._changed()
        return events

    def _seal_msgs(self, seals: list[DealSeal]) -> list[bytes]:
        """``DealMsg`` of each seal, encoded once for every reader: a commitment, or for a seal
        revealed its seed, salt, cards as dealt and actions (the match replayed once for all)."""
        if not seals:
            return []
        state = self.state
        played = ({r.ordinal: r for r in deals_played(state.to_dict())}
                  if any(s.revealed for s in seals) else {})
        match_seed = self.seed if state.match_over else None
        out = []
        for s in seals:
            rec = played.get(s.ordinal)
            dealer = rec.dealer if rec is not None else state.view(0).dealer
            if s.revealed and rec is not None:
                msg = P.DealMsg(P.PROTOCOL, self.moves, s.ordinal, s.commitment, dealer, str(s.number),
                                s.salt.hex(), {place: [str(c) for c in cards] for place, cards in rec.dealt.items()},
                                list(rec.actions), match_seed)
            else:
                msg = P.DealMsg(P.PROTOCOL, self.moves, s.ordinal, s.commitment, dealer)
            out.append(P.encode(msg))
        return out

    def _post_seals(self, conn: Conn) -> None:
        """Every seal so far to a seat (or watcher) just welcomed: the deals over revealed, the one
        in play as its commitment."""
        for data in self._seal_msgs(self.seals.seals):
            self._post(conn, data)

    def _broadcast_views(self) -> None:
        statuses = None
        for conn in list(self.conns):
            if conn.seat is not None or conn.watcher:
                if statuses is None:
                    statuses = self._statuses()
                self._post(conn, self._view_msg(conn, statuses))

    def _statuses(self) -> list[P.SeatStatus]:
        now = self.clock()
        out = []
        for s in self.seats:
            left = max(0.0, s.reconnect_at - now) if s.reconnect_at is not None and not s.replaced else None
            out.append(P.SeatStatus(s.number, s.name, s.person, s.conn is not None or not s.person,
                                    s.computer(), left,
                                    bool(self.misses is not None and self.misses.auto[s.number])))
        return out

    def _welcome(self, seat: Seat | None) -> P.Welcome:
        state = self.state
        opening = state.events_for(seat.number if seat else None, state.opening_events())
        return P.Welcome(P.PROTOCOL, self.game, state.players, dict(state.options),
                         seat.number if seat else None, seat.token if seat else None,
                         [s.name for s in self.seats], bool(seat and seat.replaced),
                         P.wire_events(opening), self.moves, self.reconnect, self.table_id, self.hints)

    def _view_msg(self, conn: Conn, statuses: list[P.SeatStatus] | None = None) -> P.ViewMsg:
        """The seat's view message now: the engine's seat view (a watcher's: what every seat
        knows), its countdown and the seats' status."""
        if statuses is None:
            statuses = self._statuses()
        seat = None if conn.watcher else conn.seat
        countdown = self.countdowns.get(seat) if seat is not None else None
        left = None if countdown is None else countdown.left(self.clock())
        proof = self.table.proof(seat) if seat is not None and self.started else None
        asking = self.table.claim_question(seat) if seat is not None else None
        if asking is not None and self.table.asked_until is not None:     # the claim's own time
            left = max(0.0, self.table.asked_until - self.clock())
        return P.ViewMsg(P.PROTOCOL, self.moves, self._seen(seat), left, statuses, self.started,
                         self.rematch_closed, proof is not None and proof.reason is None,
                         proof.reason or "" if proof is not None else "", asking)

    # --- the driver: timers, countdowns, computers ------------------------------------------------

    async def _drive(self) -> None:
        while True:
            self._wake.clear()
            try:
                delay = self._step()
            except Exception:                 # noqa: BLE001  (a bug: logged, the table goes on)
                log.exception("the host's driver failed a step")
                delay = 0.5
            if delay is not None and delay <= 0:
                await asyncio.sleep(0)
                continue
            try:
                await asyncio.wait_for(self._wake.wait(), delay)
            except asyncio.TimeoutError:
                pass

    def _step(self) -> float | None:
        now = self.clock()
        waits: list[float] = []
        changed = False
        for seat in self.seats:               # reconnect countdowns
            if seat.reconnect_at is not None and not seat.replaced:
                if now >= seat.reconnect_at:
                    self.table.take_over(seat.number)
                    seat.reconnect_at = None
                    changed = True
                else:
                    waits.append(seat.reconnect_at - now)
        if changed:
            self._broadcast_views()
        if not self.started:
            return min(waits, default=None)
        moves, closed = self.table.moves, self.table.rematch_closed
        events = self.table.poll()
        if self.table.expired is not None:    # a person's countdown ran out: the table moved for them
            if self.table.rematch_closed != closed or (events and self.misses is not None):
                self._broadcast_views()
            return 0
        if self.table.moves != moves:
            return 0
        wake = self.table.wake_in()
        return min(waits + ([] if wake is None else [wake]), default=None)

    def _thought_in(self) -> None:
        """The table's ``on_thought`` (on the thinker's thread): wake the loop to play the move."""
        loop = self._loop
        try:
            loop.call_soon_threadsafe(self._changed)
        except RuntimeError:                   # the host stopped while the computer thought
            pass


JOINED = N_("You have already joined this table.")
_REMOVED = {
    (False, False): N_("{0} was removed from seat {1}; it is open again."),
    (True, False): N_("{0} was removed from seat {1} and their address barred; it is open again."),
    (False, True): N_("{0} was removed from seat {1}; a computer plays it until someone joins."),
    (True, True): N_("{0} was removed from seat {1} and their address barred; a computer plays it until "
                     "someone joins."),
}
"""What ``Host.remove`` did, by (barred, the match started)."""


def _cannot(reason: str) -> str:
    """A refused action with the engine's reason, as two sentences the reader translates one by
    one (the reason is the engine's own text, in its catalog)."""
    return N_("You cannot do that:") + " " + reason


@functools.lru_cache(maxsize=4096)
def _parse_action(text: str):
    """``parse_action``, remembered: actions are frozen values and the same texts come again and
    again (a refused text raises each time, never cached)."""
    return parse_action(text)


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), else loopback."""
    import socket
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
