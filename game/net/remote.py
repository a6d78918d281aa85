"""A LAN table seen from the desktop: ``RemoteTable`` has the interface ``TableScene`` uses of
``game.table.Table``, fed by a ``Client`` on a thread of its own with its own asyncio loop (never the
frame loop).

It keeps the last seat view the host sent (``seat_view()``: the engine's own ``SeatView``, read
back by its declared types) and answers everything the scene asks from it and the welcome: the
view, the decision menu, labels, the prompt, why a card is closed, the hand's order, the scores.
The client never guesses a rule and never holds another seat's hidden cards: the host's engine
leaves them out (``seat_view``, ``events_for``) before they leave it.

``poll()`` hands the scene one move at a time: the events of an EventMsg (engine Event objects),
once the ViewMsg of that move has arrived, with ``seat_view()`` moved on to that view — the order
``Table.poll`` keeps (events returned, the view already after them). A view that comes
without events (a person joined, the match started, a refused action) is returned as ``Resync``: an
empty batch that is still true, so the scene re-syncs its cards and its panel to the new view.
``submit(action)`` sends the action's text and returns no events: they come back through ``poll``.
There is no undo over the network. Hints are there where the host allows them: ``ask_hint`` sends
the request, ``hint`` gives the answer once ``poll`` has read it, and a move drops it, as at
``Table``.
"""
from __future__ import annotations

import asyncio
import inspect
import logging
import queue
import threading
import time
from collections import deque
from typing import Any, Callable

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import i18n
from game.cards import Card, parse_cards
from game.commitments import DealSeals
from game.hand_file import DealRecord, HandFile
from game.net import protocol as P
from game.i18n import _
from game.net.client import Client, Refused
from game.net.names import shown_name
from game.registry import record
from game.rules import IllegalAction, parse_action
from game.rules.actions import Action, ActionParseError, Discard, Event, Play
from game.rules.base import MATCH_OVER, NOT_YOUR_TURN
from game.rules.claim import CLAIM_TURN, NO_QUESTION
from game.rules.seat_view import SeatView
from game.rules.wording import N_
from game.match_record import MatchRecord, SheetRow, TrickRow, seat_score, seat_won, start_scores

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
REJOIN_GRACE = 60
"""Seconds past the host's reconnect wait that a dropped client keeps trying (once a second) to
rejoin with the seat's secret: a computer plays the seat then, and the player can still reclaim it."""


class JoinError(Exception):
    """Joining failed; the message is one sentence for the player, in the player's language;
    ``code`` is the host's code for its refusal ("table_full"), "" when the host did not answer."""

    def __init__(self, message: str, code: str = ""):
        super().__init__(message)
        self.code = code


def said(text: str, names: list[str] | None = None, you: int | None = None) -> str:
    """A sentence from the host (or one written here the same way, ``say``/``N_``) as the player
    reads it: in the player's language, its seats by ``names`` (before the welcome, "Seat 3" in
    the player's words)."""
    if not names:
        names = [_("Seat {0}").format(i + 1) for i in range(8)]
    return i18n.shown(text, names, you)


class Resync(list):
    """An empty batch of events that is still true: the scene re-syncs to the view (its panel too)."""

    def __bool__(self) -> bool:
        return True


class _Lost:
    """The connection to the host dropped (put in the inbox by the reader)."""

    def __init__(self, why: str):
        self.why = why


def normalise_address(address: str) -> str:
    """``host``, ``host:port`` or ``ws://host:port`` as a WebSocket URL."""
    a = address.strip()
    if "://" not in a:
        a = "ws://" + a
    rest = a.split("://", 1)[1]
    hostport = rest.split("/", 1)[0]
    if hostport.startswith("["):
        has_port = "]:" in hostport
    else:
        has_port = ":" in hostport
    if not has_port:
        a = a.replace(hostport, f"{hostport}:{DEFAULT_PORT}", 1)
    return a


def clock(seconds: float) -> str:
    """A countdown as a player reads it: "1:05"."""
    s = max(0, int(seconds + 0.999))
    return f"{s // 60}:{s % 60:02d}"


def kept_seat(store: Any, address: str, seat: int | None = None, table: str = "") -> dict[str, Any]:
    """``RemoteTable`` arguments that take back the seat this player held at the table at
    ``address`` (or announced as ``table``, whatever address it is reached by), from ``store``, the
    app's ``game.store.Store`` — when ``seat`` is asked for, only that seat — and keep the seat
    taken now for the next start, under the address and the table's own name."""
    url = normalise_address(address)
    kept = store.lan_seat(*([f"table:{table}"] if table else []), url)
    token = kept[0] if kept and seat in (None, kept[1]) else None

    def remember(token: str, number: int, name: str) -> None:
        store.keep_lan_seat([url] + ([f"table:{name}"] if name else []), token, number)
    return {"token": token, "remember": remember}


def _refusal(seen: SeatView, action: Action) -> str:
    """Why ``action``, not open in ``seen``, may not be taken: the engine's reason for a closed
    card where the seat view has one, else why nothing of the kind is open."""
    if seen.view.match_over:
        return MATCH_OVER
    card = (action.card if type(action) is Play
            else action.cards[0] if type(action) is Discard and len(action.cards) == 1 else None)
    if card is not None and card in seen.closed:
        return seen.closed[card]
    return NOT_YOUR_TURN if not seen.actions else N_("That is not open now.")


class RemoteTable:
    """One seat (or a watcher) at a LAN table, with the interface ``TableScene`` uses."""

    def __init__(self, address: str, name: str = "You", seat: int | None = None, watch: bool = False,
                 code: str | None = None, timeout: float = 5.0,
                 notify: Callable[[str], None] | None = None, token: str | None = None,
                 remember: Callable[[str, int, str], Any] | None = None):
        self.url = normalise_address(address)
        self.address = address
        self.name = name
        self.want_seat, self.watch, self.code = seat, watch, code
        self.timeout = timeout
        self.token = token
        """A seat's secret kept from an earlier visit (an app that closed or crashed): the seat is
        taken back with it, if the host still knows it, instead of joining as a new player."""
        self.remember = remember
        """Called with the seat's secret, its number and the table's name once seated, so a
        restarted app sits down again."""
        self.notify = notify or (lambda line: log.info("%s", line))
        """Where messages for the player go (the app's ``store.messages``: the scene toasts them)."""
        self.pause = 0.6
        self.clock: Callable[[], float] = time.monotonic
        """Set by the scene; the host keeps the match's clock, so nothing here waits on it."""
        self.timers = True
        self.match_record = MatchRecord(())
        """The score sheet and the hand's tricks from the events as they pass (from the welcome on)."""
        self._over = False
        self.welcome: P.Welcome | None = None
        self.last: P.ViewMsg | None = None
        self.received_at = 0.0
        self.seen: SeatView | None = None
        """What this seat sees and may do, as the host's last view said (``seat_view()``)."""
        self.move = 0
        """The move that view is of."""
        self._labels: dict[Action, str] = {}
        """The labels of the bids and calls the events have named (``label``)."""
        self._opening: list[Event] = []
        self.names: list[str] = []
        self.human = 0
        self.game = ""
        self.seals = DealSeals("")
        """The deals' commitments as the host sent them, each reveal checked against its own."""
        self._deals: dict[int, DealRecord] = {}
        """Each deal the host sealed, for the exported hand: its commitment and dealer, and once
        revealed its seed, salt, cards as dealt and actions."""
        self._match_seed: int | None = None
        self.record = None
        self.levels: list[str | None] = []
        self._inbox: queue.Queue = queue.Queue()
        self._msgs: deque = deque()
        self._arrived = threading.Event()
        self._ready = threading.Event()
        self._error: str | None = None
        self._refused = ""
        """The host's code for refusing the hello, when it did."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: Client | None = None
        self._closing: asyncio.Event | None = None
        self._closed = False
        self._thread: threading.Thread | None = None
        self._pending: int | None = None
        """The move an action was sent for, until the host answers (no second action meanwhile)."""
        self.lost_at: float | None = None
        """When the connection to the host dropped (None while connected)."""
        self.hinting: int | None = None
        """The move a hint was asked for, until it is answered, refused or the table moves on."""
        self._hint: tuple[int, Action, str] | None = None
        """(move, action, why) of the host's answer, until ``hint`` hands it over."""
        self._answered: int | None = None
        """The move at which this seat answered a claim (its buttons go until the host moves on)."""

    # --- joining -----------------------------------------------------------------------------

    @classmethod
    def join(cls, address: str, **kw: Any) -> "RemoteTable":
        """Connect and sit down (or watch); JoinError with one sentence if that fails."""
        return cls(address, **kw).start()

    def start(self) -> "RemoteTable":
        self._thread = threading.Thread(target=self._run, name="remote-table", daemon=True)
        self._thread.start()
        if not self._ready.wait(self.timeout + 5):
            self.close()
            raise JoinError(_("The table at {0} did not answer in time.").format(self.address))
        if self._error is not None:
            self.close()
            raise JoinError(self._error, self._refused)
        if self.remember is not None and self.welcome is not None and self.welcome.token:
            self.remember(self.welcome.token, self.welcome.seat, self.welcome.table)
        return self

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as e:              # noqa: BLE001  (reported to start() or logged)
            if not self._ready.is_set():
                self._error = _("Joining the table failed ({0}).").format(e)
                self._ready.set()
            else:
                log.exception("the connection to the host failed")

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._closing = asyncio.Event()
        try:
            client = await Client(self.url).connect(self.timeout)
        except (OSError, asyncio.TimeoutError, InvalidURI, InvalidHandshake, ValueError) as e:
            self._error = _("Cannot reach a table at {0} ({1}).").format(self.address, _why(e))
            self._ready.set()
            return
        self._client = client
        try:
            welcome = await self._back(client) if self.token and not self.watch else None
            if welcome is None:
                welcome = await client.join(self.name[:24] or "Player", self.want_seat, self.watch,
                                            self.timeout, code=self.code)
            first = await client.until(lambda m: isinstance(m, P.ViewMsg) and _fits(welcome, m), self.timeout)
        except Refused as e:                    # the host refused the hello: its own sentence
            self._error, self._refused = said(str(e)), e.code
            self._ready.set()
            await client.close()
            return
        except (ConnectionClosed, asyncio.TimeoutError, OSError, ValueError) as e:
            self._error = _("The table at {0} did not let us join ({1}).").format(self.address, _why(e))
            self._ready.set()
            try:
                await client.close()
            except (ConnectionClosed, OSError):
                pass
            return
        self._setup(welcome, first)
        for m in client.deals:                  # the seals sent with the welcome
            self._deal(m)
        self._ready.set()
        await self._read()

    def _setup(self, welcome: P.Welcome, first: P.ViewMsg) -> None:
        self.welcome = welcome
        self.game = welcome.game
        self.record = record(welcome.game)
        self.human = welcome.seat if welcome.seat is not None else 0
        self._opening = list(welcome.opening)
        self.names[:] = self._seat_names(welcome.names)
        self.seals = DealSeals(welcome.game)
        self._take_view(first)
        self.match_record = MatchRecord(start_scores(welcome.game, welcome.players, welcome.options),
                                        self.seen.view.tricks_won)
        self._over = self.match_over

    def _seat_names(self, names: list[str]) -> list[str]:
        """The seats' names as this reader sees them: "You" for the reader's own seat and for no
        other (a host's names are cleaned again: a person who kept the default name "You", or a host
        that lets anything through, must not put a second "You" at the table)."""
        mine = self.welcome.seat if self.welcome is not None else None
        return ["You" if i == mine else shown_name(n, i) for i, n in enumerate(names)]

    async def _read(self) -> None:
        client = self._client
        while not self._closing.is_set():
            try:
                msg = await client.recv(None)
            except (ConnectionClosed, OSError) as e:
                if self._closing.is_set():
                    return
                self._put(_Lost(_why(e)))
                client = await self._rejoin()
                if client is None:
                    return
                continue
            except (ValueError, TypeError) as e:    # a message that does not fit the protocol
                log.warning("a message from the host was ignored: %s", e)
                continue
            if isinstance(msg, P.ViewMsg) and not _fits(self.welcome, msg):
                log.warning("the host sent a view of another seat or game; it was ignored")
                continue
            if isinstance(msg, (P.EventMsg, P.ViewMsg, P.HintMsg, P.DealMsg, P.ErrorMsg, P.Welcome)):
                self._put(msg)

    async def _back(self, client: Client) -> P.Welcome | None:
        """The seat held on an earlier visit, taken back with its secret; None when the host does
        not know the secret (a new match, another table at the address): then one joins anew."""
        try:
            return await client.rejoin(self.token, self.timeout)
        except RuntimeError:
            return None

    async def _rejoin(self) -> Client | None:
        token = self.welcome.token if self.welcome else None
        for _ in range(int(self.welcome.reconnect) + REJOIN_GRACE if token else 0):
            if self._closing.is_set():
                return None
            try:
                await asyncio.wait_for(self._closing.wait(), 1.0)
                return None
            except asyncio.TimeoutError:
                pass
            try:
                client = await Client(self.url).connect(self.timeout)
                await client.rejoin(token, self.timeout)
            except (OSError, asyncio.TimeoutError, InvalidHandshake, ConnectionClosed):
                continue
            except RuntimeError as e:
                self._put(P.error("rejoin", N_("The table would not take us back:") + f" {e}"))
                return None
            self._client = client
            return client
        self._put(P.error("lost", N_("The connection to the table is gone.")))
        return None

    def _put(self, msg) -> None:
        self._inbox.put(msg)
        self._arrived.set()

    # --- the frame loop's side ------------------------------------------------------------------

    def _take_view(self, msg: P.ViewMsg) -> bool:
        """Move on to the seat view of ``msg``; True when the panel may look different."""
        old = self.last
        self.seen, self.move = msg.seen, msg.move
        self.last = msg
        self.received_at = time.monotonic()
        names = self._seat_names([s.name for s in msg.seats])
        if len(names) == self.players:
            self.names[:] = names
        self.levels[:] = [None if s.person else "normal" for s in msg.seats]
        if self._pending is not None and msg.move != self._pending:
            self._pending = None
        if self.hinting is not None and msg.move != self.hinting:
            self.hinting = self._hint = None    # the hint was for the decision before this move
        def face(m):
            if m is None:
                return None
            me = next((s for s in m.seats if s.seat == self.human), None)
            seen = m.seen
            return (m.move, seen.actions, seen.prompt, seen.menu, seen.closed, m.started,
                    m.rematch_closed, me and me.auto, me and me.computer, [s.name for s in m.seats])
        return face(old) != face(msg)

    def poll(self, hold: bool = False) -> list[Event]:
        """The next move's events (engine objects) once its view is here, ``seat_view()`` moved on
        to it; ``Resync()`` when only the view changed; [] when nothing new (or ``hold``)."""
        if hold:
            return []
        while True:
            try:
                self._msgs.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        refresh = False
        while self._msgs:
            m = self._msgs[0]
            if isinstance(m, P.EventMsg):
                at = next((i for i, x in enumerate(self._msgs) if isinstance(x, P.ViewMsg) and x.move >= m.move),
                          None)
                if at is None:
                    break                        # its view is on the way
                if refresh:
                    return Resync()              # show the change before this move
                self._msgs.popleft()
                self._labels.update(m.labels)
                events = list(m.events)
                for _ in range(at - 1):          # anything between the events and their view
                    self._other(self._msgs.popleft())
                self._take_view(self._msgs.popleft())
                self._pending = None
                self._note(events)
                return events if events else Resync()
            self._msgs.popleft()
            if isinstance(m, P.ViewMsg):
                refresh |= self._take_view(m)
            else:
                refresh |= self._other(m)
        return Resync() if refresh else []

    def _other(self, m) -> bool:
        if isinstance(m, P.ViewMsg):
            return self._take_view(m)
        if isinstance(m, P.DealMsg):
            self._deal(m)
            return False
        if isinstance(m, P.HintMsg):
            if m.move == self.hinting == self.move:
                try:
                    self._hint = (m.move, parse_action(m.action), m.why)
                except (ActionParseError, ValueError):
                    log.warning("the host's hint is an action this client cannot read: %r", m.action[:60])
                    self.hinting = None
            return False
        if isinstance(m, P.ErrorMsg):
            if m.code.startswith("hint"):       # the hint was refused: an action sent is still awaited
                self.hinting = None
            else:
                self._pending = None
            self.notify(said(m.message, self.names, self.human))
            return True
        if isinstance(m, P.Welcome):
            self.welcome = m
            self.lost_at = None
            self.notify(_("Back at the table."))
            return True
        if isinstance(m, _Lost):
            self.lost_at = time.monotonic()
            self.notify(_("The connection to the table dropped ({0}); trying to rejoin…").format(m.why))
            return True
        return False

    def _deal(self, m: P.DealMsg) -> None:
        """Keep a deal's seal as the host sent it (the first commitment heard for a deal stands),
        and check a reveal against it: a reveal that does not match is told to the player and not
        kept, so the exported hand never shows a deal the host did not commit to."""
        self.seals.receive(m.deal, m.commitment)
        seal = self.seals.get(m.deal)
        if m.commitment != seal.commitment:
            self.notify(_("The host sent another seal for deal {0} than the one it sent before play.")
                        .format(m.deal))
            return
        if m.seed is None or m.salt is None:
            self._deals.setdefault(m.deal, DealRecord(m.deal, seal.commitment, dealer=m.dealer))
            return
        if seal.revealed:
            return                              # sent again after a rejoin
        try:
            dealt = {place[:40]: tuple(parse_cards(" ".join(cards))) for place, cards in m.dealt.items()}
        except ValueError as e:
            log.warning("the host's reveal of deal %d could not be read: %s", m.deal, e)
            return
        salt, number = bytes.fromhex(m.salt), int(m.seed)
        if not self.seals.open(m.deal, salt, number):
            self.notify(_("The cards of deal {0} are not the ones sealed before it was played: "
                          "the host changed them.").format(m.deal))
            return
        self._deals[m.deal] = DealRecord(m.deal, seal.commitment, number, salt, m.dealer, dealt, list(m.actions))
        if m.match_seed is not None:
            self._match_seed = m.match_seed

    def _note(self, events: list[Event]) -> None:
        """The match record, fed the move's events as they pass (as Table feeds its own)."""
        rematch = self._over and not self.match_over
        self._over = self.match_over
        self.match_record.note(self.move, events, self.seen.view.tricks_won, rematch=rematch)

    @property
    def sheet(self) -> list[SheetRow]:
        return self.match_record.sheet

    def open_actions(self) -> list[Action]:
        if self._pending is not None or self.watch:
            return []
        return list(self.seen.actions)

    def submit(self, action: Action, seat: int | None = None) -> list[Event]:
        """Send ``action``'s text to the host; its events come back through ``poll``. A refusal
        the view already explains is an IllegalAction here, and nothing is sent."""
        if self.watch:
            raise IllegalAction(N_("You are watching this table."))
        if self._pending is not None:
            raise IllegalAction(N_("Waiting for the table to answer."))
        seen = self.seen
        if action not in seen.actions:
            if not (isinstance(action, Play) and seen.any_card and action.card in seen.view.hand):
                raise IllegalAction(_refusal(seen, action))
        self._pending = self.move
        self._send(P.Act(P.PROTOCOL, self.welcome.token or "", str(action), self.move))
        return []

    def _send(self, msg) -> None:
        client, loop = self._client, self._loop
        if client is None or loop is None or self._closed:
            return
        fut = asyncio.run_coroutine_threadsafe(client.send(msg), loop)

        def done(f):
            if not f.cancelled() and f.exception() is not None:
                self._put(P.error("send", N_("The table did not get that: the connection is down.")))
        fut.add_done_callback(done)

    def step(self, action: Action) -> list[Event]:
        return self.submit(action)

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the host says something new, unless the seat has a decision open or the
        match is over (tests and headless tools; the window never calls it)."""
        if not self._inbox.empty() or any(not isinstance(m, P.EventMsg) for m in self._msgs):
            return
        if self._pending is None and (self.open_actions() or self.match_over):
            return
        self._arrived.clear()
        if self._inbox.empty():
            self._arrived.wait(timeout)

    # --- what the scene shows ----------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return self.seen.to_act if not self.seen.view.match_over else None

    @property
    def match_over(self) -> bool:
        return bool(self.seen.view.match_over)

    def seat_view(self) -> SeatView:
        """What this seat sees and may do, as the host last said."""
        return self.seen

    def events_for(self, events: list[Event]) -> list[Event]:
        """The events as they came: the host already gave this seat only what it may see."""
        return list(events)

    def label(self, action: Action) -> str:
        """An open action's label as the seat view gives it, a bid or call made by its event's."""
        label = self.seen.labels.get(action) if self.seen is not None else None
        return label if label is not None else self._labels.get(action, str(action))

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.welcome.options)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.seen.view.scores)

    @property
    def players(self) -> int:
        return self.welcome.players

    @property
    def moves(self) -> int:
        return self.move

    @property
    def rematch_closed(self) -> bool:
        return bool(self.last and self.last.rematch_closed)

    def _status(self, seat: int | None):
        if self.last is None or seat is None:
            return None
        return next((s for s in self.last.seats if s.seat == seat), None)

    def seat_note(self, seat: int) -> str | None:
        """What a seat's plate says about the person in it: away, with the time left to come back
        (on the player's own plate, from the moment the connection dropped), or replaced by a
        computer until they are back."""
        if seat == self.human and self.lost_at is not None and self.welcome is not None:
            left = self.welcome.reconnect - (time.monotonic() - self.lost_at)
            return _("Reconnecting: {0} left").format(clock(left)) if left > 0 else _("A computer plays for you")
        st = self._status(seat)
        if st is None or not st.person:
            return None
        if not st.connected and st.reconnect_left is not None:
            left = st.reconnect_left - (time.monotonic() - self.received_at)
            return _("Away: {0} left").format(clock(left))
        if st.computer:
            return _("A computer plays for them") if seat != self.human else _("A computer plays for you")
        return None

    def auto_play(self) -> bool:
        st = self._status(self.welcome.seat if self.welcome else None)
        return bool(st and st.auto)

    def im_back(self) -> None:
        if self.welcome and self.welcome.token:
            self._send(P.Back(P.PROTOCOL, self.welcome.token))

    def time_left(self) -> float | None:
        if self.last is None or self.last.turn_left is None:
            return None
        return max(0.0, self.last.turn_left - (time.monotonic() - self.received_at))

    def thinking_seat(self) -> int | None:
        seat = self.to_act
        st = self._status(seat)
        return seat if st is not None and st.computer else None

    def human_to_act(self) -> bool:
        return self.to_act == self.human and not self.watch

    def hand_file(self) -> HandFile | None:
        """The match so far as the host sealed and revealed it, written as ``Table.hand_file``
        writes it (the deal in play as its commitment only); None before any seal has come."""
        if not self._deals:
            return None
        deals = [self._deals[k] for k in sorted(self._deals)]
        return HandFile(self.game, self.players, self.options, list(self.names),
                        deals[0].dealer, self._match_seed, deals)

    def hold_clock(self, seconds: float) -> None:
        """The host keeps the countdown: looking back does not stop it at a shared table."""

    def hand_tricks(self) -> list[TrickRow]:
        return self.match_record.hand_tricks()

    def scored_hand_tricks(self) -> list[TrickRow]:
        return self.match_record.scored_hand_tricks()

    log_lines: list[str] = []
    """A joined table starts its event log afresh (the host keeps the match)."""

    def note_line(self, line: str) -> None:
        """The host keeps the match: the log is not saved here."""

    undo_on = False
    """No undo at a table of people (the host's match is everyone's)."""

    aside = None
    """A joined table plays the host's match: never a practice branch, a lesson or a challenge."""

    @property
    def quit_note(self) -> str:
        """What becomes of the match when this app quits: the host keeps it (nothing is saved
        here), and a person's seat waits for the host's reconnect time, then a computer plays it
        until the person joins again (the app keeps the seat's secret for that)."""
        if self.watch or self.welcome is None:
            return _("The match goes on at the host's table without you.")
        return _("The host keeps this match: your seat waits {0} for you, then a computer plays it "
                 "until you join again.").format(clock(self.welcome.reconnect))

    host = None
    """A joined seat hosts nothing; ``HostedTable`` (the window that hosts) has its ``Host`` here."""

    @property
    def hint_on(self) -> bool:
        """Hints where the host allows them (its welcome says), for a seat, not a watcher."""
        return bool(self.welcome and self.welcome.hints and not self.watch)

    def ask_hint(self) -> bool:
        """Ask the host what the Normal computer would do in the seat's place; False (nothing sent)
        when hints are off, it is not the seat's turn, or a hint is already awaited."""
        if not self.hint_on or self.hinting is not None or not self.human_to_act() or not self.open_actions():
            return False
        self.hinting = self.move
        self._send(P.AskHint(P.PROTOCOL, self.welcome.token or "", self.move))
        return True

    def hint(self) -> tuple[Action, str] | None:
        """The host's answer for the decision open now: (the action, its one-line reason), once
        ``poll`` has read it; None before then."""
        h = self._hint
        if h is None or h[0] != self.move:
            return None
        self.hinting = self._hint = None
        return h[1], h[2]

    # --- claims ------------------------------------------------------------------------------------

    def claim_proof(self) -> str | None:
        """None while the host says this seat's claim of the rest is proven, else why not."""
        m = self.last
        if m is None or self.watch or self._pending is not None:
            return CLAIM_TURN
        return None if m.claimable else (m.claim_reason or CLAIM_TURN)

    def claim(self, seat: int | None = None) -> list[Event]:
        """Send the claim to the host (its events come back through ``poll``); IllegalAction with
        the reason the host's view gave, and nothing sent, when it is not proven."""
        reason = self.claim_proof()
        if reason is not None:
            raise IllegalAction(reason)
        self._pending = self.move
        self._send(P.Claim(P.PROTOCOL, self.welcome.token or "", self.move))
        return []

    def claim_question(self, seat: int | None = None) -> int | None:
        """The claimant whose claim the host asks this seat to accept or refuse, else None."""
        m = self.last
        return None if m is None or self.watch or self._answered == self.move else m.asking

    def answer_claim(self, accept: bool, seat: int | None = None) -> list[Event]:
        """Send the answer to the claim asked about (IllegalAction when none is)."""
        if self.claim_question() is None:
            raise IllegalAction(NO_QUESTION)
        self._answered = self.move
        self._send(P.AnswerClaim(P.PROTOCOL, self.welcome.token or "", bool(accept)))
        return []

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def human_won(self, winners: tuple[int, ...]) -> bool:
        return seat_won(self.seen.score_index, self.human, winners)

    def seat_score(self, seat: int, scores: tuple[int, ...] | None = None) -> int:
        return seat_score(self.seen.score_index, seat, self.scores if scores is None else scores)

    def autosave(self) -> None:
        """The host keeps the match: nothing is saved here."""

    def close(self) -> None:
        """Leave the table (the host keeps the seat for its reconnect countdown)."""
        if self._closed:
            return
        self._closed = True
        loop, closing = self._loop, self._closing
        if loop is not None and closing is not None and loop.is_running():
            async def shut():
                closing.set()
                if self._client is not None:
                    await self._client.close()
            coro = shut()
            try:
                done = asyncio.run_coroutine_threadsafe(coro, loop)
            except RuntimeError:                # the loop ended meanwhile: never scheduled
                coro.close()
            else:
                try:
                    done.result(3)
                except Exception:               # noqa: BLE001  (closing: the loop may be gone)
                    if inspect.getcoroutinestate(coro) == inspect.CORO_CREATED:
                        coro.close()            # the loop ended before it ran: no "never awaited"
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(3)


def _fits(welcome: P.Welcome | None, msg: P.ViewMsg) -> bool:
    """``msg`` is a view of the seat and game ``welcome`` gave (a host may send anything)."""
    seen = msg.seen
    return (welcome is not None and seen.seat == welcome.seat and seen.view.game == welcome.game
            and seen.view.players == welcome.players and len(seen.score_index) == welcome.players
            and all(0 <= i < len(seen.view.scores) for i in seen.score_index))


def _why(e: BaseException) -> str:
    if isinstance(e, asyncio.TimeoutError):
        return _("no answer in time")
    if isinstance(e, ConnectionRefusedError):
        return _("connection refused")
    if isinstance(e, InvalidURI):
        return _("that is not an address")
    if isinstance(e, OSError) and e.strerror:
        return e.strerror.lower()
    text = str(e).strip()
    return text.rstrip(".") if text else type(e).__name__
