"""The LAN table's wire format: JSON text frames, one message each, checked on arrival.

Every message is a JSON object with ``type`` (one of the declared types below) and ``v`` (the
protocol version). The host reads a client's message in steps, each with its own error a player
can understand: size, JSON, the envelope (``type`` and ``v``), the version, the type, then the
message's own schema (msgspec Structs, a tagged union on ``type``).

Client -> host: ``hello`` (sit down or watch), ``rejoin`` (a seat's token after a lost
connection), ``act`` (an action's text for the seat the token holds), ``back`` ("I'm back": stop
automatic play), ``ask_hint`` (what the Normal computer would do in the seat's place, on its own
turn, where the host allows hints).
Host -> client: ``welcome`` (your seat and its secret token, the game and its options), ``view``
(your seat's view, what you may do, the seats' status), ``event`` (what just happened, as your
seat may see it), ``hint`` (the answer to ``ask_hint``, to that seat only), ``deal`` (a deal's
seal: its commitment before the deal's first decision, its reveal once the hand is over), ``error``
(a refused message: nothing changed).

What crosses the wire is declared once: these Structs, and inside them the engine's own values,
which msgspec writes and reads back by their declared types: the seat view (``SeatView``, with its
``View``: game/rules/seat_view.py) and the events (one registry, ``game.rules.actions.EVENTS``; an
event travels as ``[its class name, its fields]``). Cards travel as their two-character text
(``AS``, ``TH``); a card a seat may not see is null. What a seat may see is decided by the engine
(``seat_view``, ``events_for``), never here. An action travels as its text (``Play AS``), read back
by ``parse_action``; a view's game data (``View.info``) is read back by its game's declared
``INFO`` class. The client checks every message against these types: the host is trusted no more
than a client.

Version 2 (the desktop client): ``hello`` carries the table's join ``code`` (checked when the host
has one); ``welcome`` carries the ``opening`` events of the deal in progress; ``event`` carries the
``labels`` of the acting seat's bid, as its button said it.

Version 3: ``deal`` (game/commitments.py). Every seat and watcher gets a deal's commitment before the
event that deals its cards, and its reveal (seed, salt, the cards as dealt, its actions) right after
the event that ends its hand; a seat that joins or rejoins gets every seal so far right after its
welcome. A version 3 client may count on them, so a version 2 host or client is refused.

Version 4: ``view`` carries the engine's seat view (``seen``) as it is, in place of a view, action
texts, a menu, reasons and sort keys the host put together; events are the engine's, as
``events_for`` gives them to each seat, a hidden card null (it was ``??``).

Version 5: an ``error``'s ``message`` is written as the engines write their text (``say``: an
English template whose numbers and seats are arguments, a seat a ``{seat:N}`` token), never with
a name or a peer's text in it, so the reader translates it into its own language, which may not be
the host's, and renders the seats with its own names (``game.i18n.shown``). A version 4 client
would show the tokens as they are.

Version 6: claiming the rest (game/rules/claim.py). ``view`` says whether the seat's claim is proven
now (``claimable``, else ``claim_reason``) and whose claim it is asked to answer (``asking``); a
seat sends ``claim`` and ``answer_claim``; the claim's own events (``Claimed``: the claimant's cards
face up for everyone, ``ClaimRefused``) come as ``event`` messages, the cards played out as usual.
While a claim waits no turn countdown runs; at a timed table the seats asked get the claimant's time
for a card to answer (``turn_left``), and silence counts as a refusal.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Annotated, Any, Union

import msgspec
from msgspec import Meta, Struct

from game.cards import Card
from game.rules import GAMES, parse_action
from game.rules.actions import EVENTS, Action, Event
from game.rules.seat_view import SeatView
from game.rules.view import View
from game.rules.wording import N_, say

PROTOCOL = 6
"""Bump on any change a client of the previous version would misread."""
MAX_MESSAGE = 16 * 1024
"""Bytes per message from a client; a larger one is refused with an error (websockets closes at
16x this)."""
MAX_HOST_MESSAGE = 256 * 1024
"""Bytes per message from the host that a client takes (websockets closes at more). The largest
is a seat view with every discard open: four-player Huutopussi's declarer has 495, each with its
text, its label and its button, about 105 KB."""
MAX_DEPTH = 32
"""Levels of nested arrays and objects a client's message may have (the real ones have 3); a deeper
one is refused before it is parsed, since parsing it would recurse without bound."""
Name = Annotated[str, Meta(max_length=64)]
"""A name as a peer sends it: the host cleans it (``game.net.names``) and caps it shorter; the room
here is for escapes and combining marks that cleaning removes."""
Token = Annotated[str, Meta(min_length=1, max_length=64)]
ActionText = Annotated[str, Meta(min_length=1, max_length=200)]
SeatNo = Annotated[int, Meta(ge=0, le=7)]
Code = Annotated[str, Meta(min_length=1, max_length=32)]


# --- client -> host -----------------------------------------------------------------------------

class Hello(Struct, tag="hello", forbid_unknown_fields=True):
    v: int
    name: Name
    seat: SeatNo | None = None
    """The seat wanted (None: the first open seat)."""
    watch: bool = False
    code: Code | None = None
    """The table's join code (the host says it aloud); needed when the host was started with one."""


class Rejoin(Struct, tag="rejoin", forbid_unknown_fields=True):
    v: int
    token: Token


class Act(Struct, tag="act", forbid_unknown_fields=True):
    v: int
    token: Token
    action: ActionText
    move: int | None = None
    """The move number of the view the action answers; a stale one is refused."""


class Back(Struct, tag="back", forbid_unknown_fields=True):
    v: int
    token: Token


class AskHint(Struct, tag="ask_hint", forbid_unknown_fields=True):
    v: int
    token: Token
    move: int | None = None
    """The move number of the view the hint is for; a stale one is refused."""


class Claim(Struct, tag="claim", forbid_unknown_fields=True):
    """Claim the rest of the deal for the seat (its proof is the host's to check)."""
    v: int
    token: Token
    move: int | None = None
    """The move number of the view the claim was offered in; a stale one is refused."""


class AnswerClaim(Struct, tag="answer_claim", forbid_unknown_fields=True):
    """Accept or refuse the claim the seat was asked about (``ViewMsg.asking``)."""
    v: int
    token: Token
    accept: bool


ClientMessage = Union[Hello, Rejoin, Act, Back, AskHint, Claim, AnswerClaim]
CLIENT_TYPES = ("hello", "rejoin", "act", "back", "ask_hint", "claim", "answer_claim")


# --- host -> client -----------------------------------------------------------------------------

class SeatStatus(Struct):
    seat: int
    name: str
    person: bool
    """A person's seat (else a computer's from the start)."""
    connected: bool
    computer: bool
    """A computer plays the seat now (a computer seat, or a person's after the countdown ran out)."""
    reconnect_left: float | None = None
    auto: bool = False
    """Automatic play is on after missed turns (an "I'm back" ends it)."""


class Welcome(Struct, tag="welcome"):
    v: int
    game: str
    players: int
    options: dict[str, Any]
    seat: int | None
    token: str | None
    """The seat's secret: keep it to act and to rejoin. None for a watcher."""
    names: list[str]
    reclaim: bool = False
    """A computer is playing the seat; it is yours again when the current trick ends."""
    opening: list[Event] = []
    """The events that describe the deal in progress, as the seat may see them (``events_for``);
    the host writes them with ``wire_events``."""
    move: int = 0
    """The move the opening describes."""
    reconnect: float = 90.0
    """Seconds the table keeps a person's seat after their connection drops."""
    table: str = ""
    """The table's public name for itself (also in its announcement): one table reached by
    different addresses is known as one, so a returning player finds the seat kept for them."""
    hints: bool = False
    """The host lets a seat ask for a hint (``ask_hint``) on its own turn."""


class ViewMsg(Struct, tag="view"):
    v: int
    move: int
    seen: SeatView
    """What the seat sees and may do now, as the engine's ``seat_view`` says (a watcher's: seat
    None); the host writes it with ``wire_seat_view``."""
    turn_left: float | None
    """Seconds left on the seat's turn countdown; while a claim waits for the seat's answer, the
    seconds left to answer it (then silence counts as a refusal)."""
    seats: list[SeatStatus]
    started: bool = True
    rematch_closed: bool = False
    claimable: bool = False
    """The seat may claim the rest now: the host proved it from the seat's view."""
    claim_reason: str = ""
    """Why not, when the seat asks (seats and cards as placeholders, as the engines write them)."""
    asking: SeatNo | None = None
    """The claimant whose claim this seat is asked to accept or refuse now (None: none)."""


class EventMsg(Struct, tag="event"):
    v: int
    move: int
    seat: int | None
    """Who acted (None for the table)."""
    events: list[Event]
    """What happened, as the seat may see it (``events_for``); written with ``wire_events``."""
    labels: dict[Action, str] = {}
    """The acting seat's bid or call -> its label (as its button said it), for the events that
    name it (``BidMade``)."""


class HintMsg(Struct, tag="hint"):
    """What the Normal computer would do for the seat's decision at ``move``, with its one-line
    reason (seats as placeholders, as the engines write them)."""
    v: int
    move: int
    action: str
    why: str


Hex64 = Annotated[str, Meta(pattern="^[0-9a-f]{64}$")]
Hex32 = Annotated[str, Meta(pattern="^[0-9a-f]{32}$")]
Digits = Annotated[str, Meta(pattern="^[0-9]{1,100}$")]


class DealMsg(Struct, tag="deal"):
    """Deal ``deal``'s seal (game/commitments.py): its ``commitment`` and dealer before the deal's
    first decision; with ``seed`` (the deck's number, as decimal text: it exceeds JSON's safe
    integers) and ``salt`` once the hand is over, and then its cards as ``dealt`` (place -> cards)
    and its ``actions``, for the seat's exported hand. ``match_seed`` once the match is over."""
    v: int
    move: int
    deal: int
    commitment: Hex64
    dealer: int
    seed: Digits | None = None
    salt: Hex32 | None = None
    dealt: dict[str, list[str]] = {}
    actions: list[str] = []
    match_seed: int | None = None


class ErrorMsg(Struct, tag="error"):
    v: int
    code: str
    message: str
    """For the person refused, as an engine's sentence (``say``): the reader shows it with
    ``game.i18n.shown``, in its own language and with its own names for the seats."""


HostMessage = Union[Welcome, ViewMsg, EventMsg, HintMsg, DealMsg, ErrorMsg]


class _Envelope(Struct):
    type: str
    v: int


def _encode_hook(value: Any) -> Any:
    """A card as its text; msgspec writes every other value of the schema itself."""
    if isinstance(value, Card):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not part of the protocol")


def _decode_hook(kind: type, value: Any) -> Any:
    """Read back the values msgspec does not know: a card from its text, an action from its text,
    an event from ``[its class name, its fields]``. A value that does not fit raises (msgspec
    reports it as a ValidationError)."""
    if kind is Card:
        if type(value) is not str:
            raise TypeError(f"a card is text, not {value!r:.40}")
        return Card.parse(value)
    if kind is Action:
        if type(value) is not str:
            raise TypeError(f"an action is text, not {value!r:.40}")
        return parse_action(value)
    if kind is Event:
        return _event(value)
    raise TypeError(f"{kind.__name__} is not part of the protocol")


def _event(value: Any) -> Event:
    if not (type(value) is list and len(value) == 2 and type(value[0]) is str):
        raise TypeError("an event is [its kind, its fields]")
    cls = EVENTS.get(value[0])
    if cls is None:
        raise ValueError(f"there is no event {value[0]!r:.40}")
    try:
        return msgspec.convert(value[1], cls, dec_hook=_decode_hook)
    except msgspec.ValidationError as e:
        raise ValueError(f"{value[0]}: {e}") from None


_client_decoder = msgspec.json.Decoder(ClientMessage)
_envelope_decoder = msgspec.json.Decoder(_Envelope)
_host_decoder = msgspec.json.Decoder(HostMessage, dec_hook=_decode_hook)
_encoder = msgspec.json.Encoder(enc_hook=_encode_hook)


class ProtocolError(Exception):
    """A refused message: ``code`` for programs, ``message`` for people (an engine's sentence,
    ``say``, translated on the reader's side)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def decode_client(data: str | bytes) -> ClientMessage:
    """Check one message from a client, in order: size, JSON, envelope, version, type, schema."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
    if too_deep(raw):
        raise ProtocolError("too_deep", say(N_("That message is nested too deeply (more than {0} levels "
                                               "of brackets). It was ignored."), MAX_DEPTH))
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_big", say(N_("That message is too large ({0} bytes; the limit is {1}). "
                                              "It was ignored."), len(raw), MAX_MESSAGE))
    try:
        msgspec.json.decode(raw)
    except msgspec.DecodeError:
        raise ProtocolError("garbage", N_("That message is not valid JSON. It was ignored.")) from None
    try:
        env = _envelope_decoder.decode(raw)
    except msgspec.ValidationError:
        raise ProtocolError("garbage", N_("A message must be a JSON object with a \"type\" and a protocol "
                                          "version \"v\". It was ignored.")) from None
    if env.v != PROTOCOL:
        raise ProtocolError("version", say(N_("This table speaks protocol version {0}, and your copy "
                                              "speaks version {1}: use the same version of Trick Table "
                                              "as the host."), PROTOCOL, env.v))
    if env.type not in CLIENT_TYPES:
        raise ProtocolError("unknown_type", N_("That message is of a type this table does not know. "
                                               "It was ignored."))
    try:
        return _client_decoder.decode(raw)
    except msgspec.ValidationError:
        raise ProtocolError("garbage", N_("That message is malformed: a field is missing, unknown or "
                                          "of the wrong kind. It was ignored.")) from None


_BRACKETS = re.compile(rb'[\[\]{}"]|\\.', re.DOTALL)
"""What the depth scan stops at: brackets, quotes, and escapes (an escaped quote ends no string)."""


def too_deep(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether ``raw`` nests arrays and objects more than ``limit`` deep, counting brackets outside
    strings; it stops at the first level too many, so a hostile message costs little to refuse."""
    depth, in_string = 0, False
    for m in _BRACKETS.finditer(raw):
        ch = m.group(0)
        if ch == b'"':
            in_string = not in_string
        elif in_string:
            continue
        elif ch in (b"[", b"{"):
            depth += 1
            if depth > limit:
                return True
        elif ch in (b"]", b"}"):
            depth -= 1
    return False


def encode(msg: Struct) -> bytes:
    return _encoder.encode(msg)


def decode_host(data: str | bytes) -> HostMessage:
    """A client reads the host's messages (the host is trusted less than nothing: still checked):
    every field by its declared type, a view's game data by its game's ``INFO`` class.
    msgspec.ValidationError (a ValueError) for a message that does not fit."""
    msg = _host_decoder.decode(data)
    if type(msg) is ViewMsg:
        _read_info(msg.seen.view)
    return msg


def _read_info(view: View) -> None:
    """Turn ``view.info`` (read as plain JSON: ``View`` declares it Any) into its game's declared
    ``INFO`` value."""
    engine = GAMES.get(view.game)
    if engine is None:
        raise msgspec.ValidationError(f"there is no game {view.game!r:.40}")
    if view.info is not None:
        if engine.INFO is None:
            raise msgspec.ValidationError(f"{view.game} views carry no game data")
        view.info = msgspec.convert(view.info, engine.INFO, dec_hook=_decode_hook)


def wire_seat_view(seen: SeatView, may_act: bool = True) -> SeatView:
    """``seen`` as the host writes it, its actions as their text (msgspec would write an action,
    a dataclass, field by field). Without ``may_act`` (the match has not started, or a computer
    plays the seat) it offers nothing: no actions, buttons or closed cards."""
    if not may_act:
        return dataclasses.replace(seen, actions=(), labels={}, menu=(), closed={}, playable=frozenset(),
                                   any_card=False)
    return dataclasses.replace(
        seen, actions=tuple(str(a) for a in seen.actions),
        labels={str(a): label for a, label in seen.labels.items()},
        menu=tuple(dataclasses.replace(e, action=str(e.action)) for e in seen.menu))


def wire_events(events: list[Event]) -> list[tuple[str, Event]]:
    """``events`` as the host writes them: each as [its class name, the event]."""
    return [(type(ev).__name__, ev) for ev in events]


def error(code: str, message: str) -> ErrorMsg:
    return ErrorMsg(PROTOCOL, code, message)
