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

Cards travel as their two-character text (``AS``, ``TH``); a card a seat may not see is ``??``.

Version 2 (the desktop client): ``hello`` carries the table's join ``code`` (checked when the host
has one); ``welcome`` carries each seat's ``score_index`` and the ``opening`` events of the deal in
progress; ``view`` carries what a client cannot work out from a view without the rules: the
decision ``menu`` (group, action, label, reason), the ``reasons`` the seat's other cards may not be
played or discarded now, the ``sort_keys`` of its hand, ``any_card`` (an illegal card is penalised,
not refused) and ``rematch_closed``; ``event`` carries the ``labels`` of the acting seat's action.
``decode_event`` and ``decode_view`` turn the JSON back into the engine's Event and View objects.

Version 3: ``deal`` (game/commitments.py). Every seat and watcher gets a deal's commitment before the
event that deals its cards, and its reveal (seed, salt, the cards as dealt, its actions) right after
the event that ends its hand; a seat that joins or rejoins gets every seal so far right after its
welcome. A version 3 client may count on them, so a version 2 host or client is refused.
"""
from __future__ import annotations

import dataclasses
import enum
import re
import sys
import types
import typing
from typing import Annotated, Any, Union

import msgspec
from msgspec import Meta, Struct


from game.cards import CARDS, Card

PROTOCOL = 3
"""Bump on any change a client of the previous version would misread."""
MAX_MESSAGE = 16 * 1024
"""Bytes per message; a larger one is refused with an error (websockets closes at 4x this)."""
MAX_DEPTH = 32
"""Levels of nested arrays and objects a client's message may have (the real ones have 3); a deeper
one is refused before it is parsed, since parsing it would recurse without bound."""
HIDDEN = "??"

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


ClientMessage = Union[Hello, Rejoin, Act, Back, AskHint]
CLIENT_TYPES = ("hello", "rejoin", "act", "back", "ask_hint")


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
    score_index: list[int] = []
    """Per seat, which entry of the scores is its own (its team's)."""
    opening: list[dict[str, Any]] = []
    """The events that describe the deal in progress (cards masked for this seat)."""
    move: int = 0
    """The move the opening describes."""
    reconnect: float = 90.0
    """Seconds the table keeps a person's seat after their connection drops."""
    table: str = ""
    """The table's public name for itself (also in its announcement): one table reached by
    different addresses is known as one, so a returning player finds the seat kept for them."""
    hints: bool = False
    """The host lets a seat ask for a hint (``ask_hint``) on its own turn."""


class MenuItem(Struct, array_like=True):
    """One decision button: its group heading, the action's text, its label, why it is closed."""
    group: str
    action: str
    label: str
    reason: str | None = None


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
    menu: list[MenuItem] = []
    """The seat's decision buttons (``action_menu``), illegal choices included with their reason."""
    reasons: dict[str, str] = {}
    """Action text -> why it is not open now, for each of the seat's cards it may not play or discard."""
    sort_keys: dict[str, list[int]] = {}
    """Card text -> (group, order) for the seat's hand, as the engine's ``sort_key`` sorts it."""
    any_card: bool = False
    """An illegal card is penalised rather than refused (``penalises_illegal_cards``)."""
    rematch_closed: bool = False


class EventMsg(Struct, tag="event"):
    v: int
    move: int
    seat: int | None
    """Who acted (None for the table)."""
    events: list[dict[str, Any]]
    labels: dict[str, str] = {}
    """The acting seat's action text -> its label (a bid as its button says it)."""


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


HostMessage = Union[Welcome, ViewMsg, EventMsg, HintMsg, DealMsg, ErrorMsg]


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
    if too_deep(raw):
        raise ProtocolError("too_deep", f"That message is nested too deeply (more than {MAX_DEPTH} levels "
                                        "of brackets). It was ignored.")
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
    # the host calls this for every seat on every move: the common exact types first, by type
    t = type(value)
    if t is Card:
        return CARD_STR[value] if known is None or value in known else HIDDEN
    if t is str:
        if known is None or not _text_cards(value):
            return value
        return CARD_TEXT.sub(lambda m: m.group(0) if _known_text(m.group(0), known) else HIDDEN, value)
    if t is int or t is bool or value is None or t is float:
        return value
    if t is tuple or t is list:
        return [jsonable(v, known) for v in value]
    names = _FIELD_NAMES.get(t, _UNSEEN)
    if names is _UNSEEN:
        names = _field_names(t)
    if names is not None:
        out = {"kind": t.__name__}
        for name in names:
            out[name] = jsonable(getattr(value, name), known)
        return out
    if t is dict:
        return {str(k): jsonable(v, known) for k, v in value.items()}
    return _jsonable_other(value, known)


def _jsonable_other(value: Any, known: frozenset[int] | None) -> Any:
    """``jsonable`` of every other type, in the order of its checks."""
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


CARD_STR: tuple[str, ...] = tuple(str(c) for c in CARDS)
"""Each card's text by its index (``str(card)`` without the call)."""

_UNSEEN = object()
_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}


def _field_names(t: type) -> tuple[str, ...] | None:
    """The field names of dataclass type ``t`` (None for any other type, and for a dataclass that is
    also a card, an enum, a number or a text, which ``jsonable`` and ``cards_in`` treat as that)."""
    names = None
    if (dataclasses.is_dataclass(t) and isinstance(t, type)
            and not issubclass(t, (Card, enum.Enum, bool, int, float, str))):
        names = tuple(f.name for f in dataclasses.fields(t))
    _FIELD_NAMES[t] = names
    return names


_TEXT_CARDS: dict[str, tuple[int, ...]] = {}


def _text_cards(text: str) -> tuple[int, ...]:
    """The cards named inside a text (memoised: views and events repeat their texts)."""
    got = _TEXT_CARDS.get(text)
    if got is None:
        found = []
        for m in CARD_TEXT.finditer(text):
            try:
                found.append(int(Card.parse(m.group(0))))
            except ValueError:
                pass
        got = tuple(found)
        if len(_TEXT_CARDS) > 20_000:
            _TEXT_CARDS.clear()
        _TEXT_CARDS[text] = got
    return got


def jsonable_cards(value: Any, out: set[int]) -> Any:
    """``jsonable(value)`` (no mask), adding ``cards_in(value)`` to ``out``: one walk for both (the
    host needs both of every seat's view on every move)."""
    t = type(value)
    if t is Card:
        out.add(int(value))
        return CARD_STR[value]
    if t is str:
        if value:
            out.update(_text_cards(value))
        return value
    if t is int or t is bool or value is None or t is float:
        return value
    if t is tuple or t is list:
        return [jsonable_cards(v, out) for v in value]
    names = _FIELD_NAMES.get(t, _UNSEEN)
    if names is _UNSEEN:
        names = _field_names(t)
    if names is not None:
        d = {"kind": t.__name__}
        for name in names:
            d[name] = jsonable_cards(getattr(value, name), out)
        return d
    if t is dict:
        return {str(k): jsonable_cards(v, out) for k, v in value.items()}
    _collect_other(value, out)
    return _jsonable_other(value, None)


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
    t = type(value)                               # the common exact types first, by type
    if t is Card:
        out.add(int(value))
    elif t is str:
        if value:
            out.update(_text_cards(value))
    elif t is int or t is bool or value is None:
        pass
    elif t is tuple or t is list:
        for v in value:
            _collect(v, out)
    else:
        names = _FIELD_NAMES.get(t, _UNSEEN)
        if names is _UNSEEN:
            names = _field_names(t)
        if names is not None:
            for name in names:
                _collect(getattr(value, name), out)
        else:
            _collect_other(value, out)


def _collect_other(value: Any, out: set[int]) -> None:
    """``_collect`` of every other type, in the order of its checks."""
    if isinstance(value, Card):
        out.add(int(value))
    elif isinstance(value, str):
        out.update(_text_cards(str.__str__(value)))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _collect(getattr(value, f.name), out)
    elif isinstance(value, dict):
        for k, v in value.items():
            _collect(v, out)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            _collect(v, out)


# --- JSON back to engine values (the client side of ``jsonable``) ---------------------------------

class DecodeError(ValueError):
    """A host's value that does not fit the engine's types."""


_KINDS: dict[str, type] = {}


def _kinds() -> dict[str, type]:
    """Every dataclass of the engines by name (events, views, per-game view data, actions)."""
    if not _KINDS:
        import game.rules  # noqa: F401  (every engine registers its classes on import)
        for name, mod in list(sys.modules.items()):
            if not (name == "game.cards" or name.startswith("game.rules")) or mod is None:
                continue
            for attr, obj in vars(mod).items():
                if (isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__name__ == attr
                        and obj.__module__ == name):
                    _KINDS.setdefault(attr, obj)
    return _KINDS


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    h = _HINTS.get(cls)
    if h is None:
        h = _HINTS[cls] = typing.get_type_hints(cls)
    return h


def from_json(tp: Any, value: Any) -> Any:
    """``value`` (as ``jsonable`` wrote it) as an engine value of type ``tp``; a hidden card
    (``??``) becomes None. Raises DecodeError when it does not fit."""
    try:
        return _decode(tp, value)
    except DecodeError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        raise DecodeError(f"{value!r:.80} is not a {tp}: {e}") from None


def _decode(tp: Any, value: Any) -> Any:
    if tp is Any or tp is object:
        if isinstance(value, dict) and "kind" in value:
            cls = _kinds().get(value["kind"])
            if cls is None:
                raise DecodeError(f"unknown kind {value['kind']!r:.40}")
            return _dataclass(cls, value)
        if isinstance(value, list):
            return tuple(_decode(Any, v) for v in value)
        return value
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        if value is None:
            if type(None) in args:
                return None
            raise DecodeError("a value is missing")
        for a in args:                          # a plain type that fits as it is first
            if a in (int, str, bool, float) and type(value) is a:
                return value
        last: Exception | None = None
        for a in args:
            if a is type(None):
                continue
            try:
                return _decode(a, value)
            except (DecodeError, TypeError, ValueError, KeyError, AttributeError) as e:
                last = e
        raise DecodeError(f"{value!r:.60} fits none of {tp}: {last}")
    if origin is Annotated:
        return _decode(typing.get_args(tp)[0], value)
    if origin in (tuple, list, frozenset, set):
        if not isinstance(value, list):
            raise DecodeError(f"expected a list, got {value!r:.60}")
        args = typing.get_args(tp)
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(value):
                raise DecodeError(f"expected {len(args)} items, got {len(value)}")
            return tuple(_decode(a, v) for a, v in zip(args, value))
        item = args[0] if args else Any
        out = [_decode(item, v) for v in value]
        return origin(out)
    if origin is dict:
        if not isinstance(value, dict):
            raise DecodeError(f"expected an object, got {value!r:.60}")
        k, v = typing.get_args(tp) or (Any, Any)
        return {(int(key) if k is int else key): _decode(v, val) for key, val in value.items()}
    if origin is typing.Literal:
        if value not in typing.get_args(tp):
            raise DecodeError(f"{value!r:.40} is not one of {typing.get_args(tp)}")
        return value
    if tp is type(None):
        if value is not None:
            raise DecodeError("expected null")
        return None
    if isinstance(tp, type):
        if issubclass(tp, Card):
            if value == HIDDEN:
                return None
            if not isinstance(value, str):
                raise DecodeError(f"a card is text, not {value!r:.40}")
            return Card.parse(value)
        if issubclass(tp, enum.Enum):
            if not isinstance(value, str):
                raise DecodeError(f"expected text for {tp.__name__}, got {value!r:.40}")
            parse = getattr(tp, "parse", None)
            if parse is not None:
                return parse(value)
            for m in tp:
                if str(m) == value or m.name == value:
                    return m
            raise DecodeError(f"{value!r:.40} is not a {tp.__name__}")
        if tp is bool:
            if type(value) is not bool:
                raise DecodeError(f"expected true or false, got {value!r:.40}")
            return value
        if tp is int:
            if type(value) is not int:
                raise DecodeError(f"expected a whole number, got {value!r:.40}")
            return value
        if tp is float:
            if type(value) not in (int, float):
                raise DecodeError(f"expected a number, got {value!r:.40}")
            return float(value)
        if tp is str:
            if not isinstance(value, str):
                raise DecodeError(f"expected text, got {value!r:.40}")
            return value
        if dataclasses.is_dataclass(tp):
            return _dataclass(tp, value)
    return value


def _dataclass(cls: type, value: Any) -> Any:
    if not isinstance(value, dict):
        raise DecodeError(f"expected an object for {cls.__name__}")
    kind = value.get("kind", cls.__name__)
    if kind != cls.__name__:
        named = _kinds().get(kind)
        if named is None or not issubclass(named, cls):
            raise DecodeError(f"{kind!r:.40} is not a {cls.__name__}")
        cls = named
    hints = _hints(cls)
    kw = {}
    for f in dataclasses.fields(cls):
        if f.name in value:
            kw[f.name] = _decode(hints.get(f.name, Any), value[f.name])
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise DecodeError(f"{cls.__name__} lacks {f.name!r}")
    return cls(**kw)


def decode_event(value: dict[str, Any]):
    """One event of an EventMsg as the engine's Event object (a hidden card is None)."""
    from game.rules.actions import Event
    if not isinstance(value, dict) or "kind" not in value:
        raise DecodeError("an event is an object with a \"kind\"")
    cls = _kinds().get(value["kind"])
    if cls is None or not issubclass(cls, Event):
        raise DecodeError(f"unknown event {value.get('kind')!r:.40}")
    return _dataclass(cls, value)


def decode_view(value: dict[str, Any], seat: int | None = None):
    """A ViewMsg's view as the engine's View (a watcher's public fields: no hand, seat ``seat``)."""
    from game.rules.base import View
    if not isinstance(value, dict):
        raise DecodeError("a view is an object")
    d = dict(value)
    d.pop("kind", None)
    if d.get("seat") is None:
        d["seat"] = seat if seat is not None else 0
    d.setdefault("hand", [])
    return _dataclass(View, d)
