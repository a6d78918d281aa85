"""The LAN table's wire format: JSON text frames, one message each, checked on arrival.

Every message is a JSON object with ``type`` (one of the declared types below) and ``v`` (the
protocol version). The host reads a client's message in steps, each with its own error a player
can understand: size, JSON, the envelope (``type`` and ``v``), the version, the type, then the
message's own schema (msgspec Structs, a tagged union on ``type``).

Client -> host: ``hello`` (sit down or watch), ``rejoin`` (a seat's token after a lost
connection), ``act`` (an action's text for the seat the token holds), ``back`` ("I'm back": stop
automatic play).
Host -> client: ``welcome`` (your seat and its secret token, the game and its options), ``view``
(your seat's view, what you may do, the seats' status), ``event`` (what just happened, as your
seat may see it), ``error`` (a refused message: nothing changed).

Cards travel as their two-character text (``AS``, ``TH``); a card a seat may not see is ``??``.
"""
from __future__ import annotations

import dataclasses
import enum
import re
from typing import Annotated, Any, Union

import msgspec
from msgspec import Meta, Struct


from game.cards import Card

PROTOCOL = 1
"""Bump on any change a client of the previous version would misread."""
MAX_MESSAGE = 16 * 1024
"""Bytes per message; a larger one is refused with an error (websockets closes at 4x this)."""
HIDDEN = "??"

Name = Annotated[str, Meta(min_length=1, max_length=24)]
Token = Annotated[str, Meta(min_length=1, max_length=64)]
ActionText = Annotated[str, Meta(min_length=1, max_length=200)]
SeatNo = Annotated[int, Meta(ge=0, le=7)]


# --- client -> host -----------------------------------------------------------------------------

class Hello(Struct, tag="hello", forbid_unknown_fields=True):
    v: int
    name: Name
    seat: SeatNo | None = None
    """The seat wanted (None: the first open seat)."""
    watch: bool = False


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


ClientMessage = Union[Hello, Rejoin, Act, Back]
CLIENT_TYPES = ("hello", "rejoin", "act", "back")


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


class ViewMsg(Struct, tag="view"):
    v: int
    move: int
    view: dict[str, Any]
    actions: list[str]
    """What this seat may do now (action texts to send back in ``act``)."""
    labels: list[str]
    prompt: str
    turn_left: float | None
    seats: list[SeatStatus]
    started: bool = True


class EventMsg(Struct, tag="event"):
    v: int
    move: int
    seat: int | None
    """Who acted (None for the table)."""
    events: list[dict[str, Any]]


class ErrorMsg(Struct, tag="error"):
    v: int
    code: str
    message: str


HostMessage = Union[Welcome, ViewMsg, EventMsg, ErrorMsg]


class _Envelope(Struct):
    type: str
    v: int


_client_decoder = msgspec.json.Decoder(ClientMessage)
_envelope_decoder = msgspec.json.Decoder(_Envelope)
_host_decoder = msgspec.json.Decoder(HostMessage)
_encoder = msgspec.json.Encoder()


class ProtocolError(Exception):
    """A refused message: ``code`` for programs, ``message`` for people."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def decode_client(data: str | bytes) -> ClientMessage:
    """Check one message from a client, in order: size, JSON, envelope, version, type, schema."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_big", f"That message is too large ({len(raw)} bytes; the limit is "
                                       f"{MAX_MESSAGE}). It was ignored.")
    try:
        msgspec.json.decode(raw)
    except msgspec.DecodeError:
        raise ProtocolError("garbage", "That message is not valid JSON. It was ignored.") from None
    try:
        env = _envelope_decoder.decode(raw)
    except msgspec.ValidationError:
        raise ProtocolError("garbage", "A message must be a JSON object with a \"type\" and a protocol "
                                       "version \"v\". It was ignored.") from None
    if env.v != PROTOCOL:
        raise ProtocolError("version", f"This table speaks protocol version {PROTOCOL}, and your copy "
                                       f"speaks version {env.v}: use the same version of Trick Table "
                                       "as the host.")
    if env.type not in CLIENT_TYPES:
        raise ProtocolError("unknown_type", f"Unknown message type {env.type[:40]!r} (a client may send: "
                                            f"{', '.join(CLIENT_TYPES)}). It was ignored.")
    try:
        return _client_decoder.decode(raw)
    except msgspec.ValidationError as e:
        raise ProtocolError("garbage", f"The {env.type!r} message is malformed ({e}). "
                                       "It was ignored.") from None


def encode(msg: Struct) -> bytes:
    return _encoder.encode(msg)


def decode_host(data: str | bytes) -> HostMessage:
    """A client reads the host's messages (the host is trusted less than nothing: still checked)."""
    return _host_decoder.decode(data)


def error(code: str, message: str) -> ErrorMsg:
    return ErrorMsg(PROTOCOL, code, message)


# --- values to JSON, with cards masked --------------------------------------------------------------

CARD_TEXT = re.compile(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][CDHS]|JK)(?![A-Za-z0-9])")
"""A card's two-character text inside a string (action texts, summaries)."""


def jsonable(value: Any, known: frozenset[int] | None = None) -> Any:
    """A JSON-safe copy of an engine value (dataclass, tuple, dict, Card, Suit, ...). With ``known``,
    every card not in it becomes ``??``, in fields and inside texts."""
    if isinstance(value, Card):
        return str(value) if known is None or int(value) in known else HIDDEN
    if isinstance(value, enum.Enum):
        return str(value)
    if isinstance(value, bool) or value is None or isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        if known is None:
            return value
        return CARD_TEXT.sub(lambda m: m.group(0) if _known_text(m.group(0), known) else HIDDEN, value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {"kind": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = jsonable(getattr(value, f.name), known)
        return out
    if isinstance(value, dict):
        return {str(k): jsonable(v, known) for k, v in value.items()}
    if isinstance(value, (tuple, list, frozenset, set)):
        return [jsonable(v, known) for v in value]
    return str(value)


def _known_text(text: str, known: frozenset[int]) -> bool:
    try:
        return int(Card.parse(text)) in known
    except ValueError:
        return True          # not a card after all (a word that looks like one)


def cards_in(value: Any) -> set[int]:
    """Every card an engine value holds (a view, an event), as ints."""
    out: set[int] = set()
    _collect(value, out)
    return out


def _collect(value: Any, out: set[int]) -> None:
    if isinstance(value, Card):
        out.add(int(value))
    elif isinstance(value, str):
        for m in CARD_TEXT.finditer(value):
            try:
                out.add(int(Card.parse(m.group(0))))
            except ValueError:
                pass
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _collect(getattr(value, f.name), out)
    elif isinstance(value, dict):
        for k, v in value.items():
            _collect(v, out)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            _collect(v, out)
