"""Actions and events: small frozen dataclasses with a one-line text form that parses back.

The text form is the class name followed by its fields as tokens (``Play AS``, ``Discard 2C 3D``,
``Bid 55``, ``ChooseTrump H``), so an action log is plain text and a match replays from it.
Fields may be Card, Suit, int, str, bool, ``int | str``, or a trailing tuple of cards / strings.
Every game shares this one registry; a game adds its own action classes with ``@action``, and
its own event classes with ``@event`` (``EVENTS``: the events a table may send over the wire).
"""
from __future__ import annotations

import dataclasses
import re
import typing
from typing import Any

from game.cards import CARDS as CARD_LIST, Card, Suit
from game.rules import wording
from game.rules.wording import N_, say

_ACTIONS: dict[str, type] = {}


class Action:
    """Base of every action. Subclasses are frozen, slotted dataclasses made with ``@action``."""

    __slots__ = ()

    def __str__(self) -> str:
        """Class name and field tokens. Trailing fields at their default are left out, so adding a
        defaulted field to an action keeps every older text (and saved log) unchanged."""
        values = [(getattr(self, f.name), f.default) for f in dataclasses.fields(self)]
        while values and values[-1][0] == values[-1][1]:
            values.pop()
        parts = [type(self).__name__]
        for v, _ in values:
            parts.extend(_encode(v))
        return " ".join(parts)


def _encode(value: Any) -> list[str]:
    if isinstance(value, tuple):
        return [t for v in value for t in _encode(v)]
    if isinstance(value, bool):
        return ["yes" if value else "no"]
    if isinstance(value, Suit):
        return [value.letter]
    return [str(value)]


def _decode(kind: Any, token: str) -> Any:
    if kind is Card:
        return Card.parse(token)
    if kind is Suit:
        return Suit.parse(token)
    if kind is bool:
        if token not in ("yes", "no"):
            raise ValueError(f"expected yes or no, got {token!r}")
        return token == "yes"
    if kind is int:
        return int(token)
    if kind == (int | str):
        return int(token) if _NUMBER.fullmatch(token) else token
    return token


class IllegalAction(Exception):
    """Raised by ``apply`` for an action the rules refuse; ``reason`` is a sentence for a person."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class MalformedAction(IllegalAction, ValueError):
    """An action built with a field of the wrong kind (a card that is not a card, a float for a bid):
    refused when it is made, so no engine ever sees it. Also a ValueError, as for any bad value."""


class ActionParseError(ValueError):
    """Text that is not the form of any action (``parse_action``)."""


_MAX_CARDS = 53
_NUMBER = re.compile(r"-?[0-9]{1,9}")


def _check(kind: Any, v: Any, cls: str) -> Any:
    """``v`` as a value of ``kind``: plain ints and card/suit texts made into Card and Suit (so
    ``ChooseTrump(2)`` equals, hashes and prints like ``ChooseTrump(Suit.HEARTS)`` and replays);
    anything else of the wrong kind raises MalformedAction."""
    def bad(what: str) -> MalformedAction:
        return MalformedAction(f"That is not a valid action: {cls} needs {what}, not {v!r}."[:200])
    if kind is Card:
        if type(v) is Card:
            return v
        if type(v) is int and 0 <= v < _MAX_CARDS:
            return CARD_LIST[v]
        if type(v) is str:
            try:
                return Card.parse(v)
            except ValueError:
                pass
        raise bad("a card")
    if kind is Suit:
        if type(v) is Suit:
            return v
        if type(v) is int and 0 <= v < 4:
            return Suit(v)
        if type(v) is str:
            try:
                return Suit.parse(v)
            except ValueError:
                pass
        raise bad("a suit")
    if kind is bool:
        if type(v) is bool:
            return v
        raise bad("yes or no")
    if kind is int:
        if type(v) is int:
            return v
        raise bad("a whole number")
    if kind is str:
        if _word(v):
            return v
        raise bad("a word")
    if kind == (int | str):
        if type(v) is int:
            return v
        if _word(v):
            return int(v) if _NUMBER.fullmatch(v) else v      # "55" is the bid 55, as its text says
        raise bad("a number or a word")
    if typing.get_origin(kind) is tuple:
        inner = typing.get_args(kind)[0]
        if isinstance(v, (tuple, list)) and len(v) <= _MAX_CARDS:
            return tuple(_check(inner, x, cls) for x in v)
        raise bad("a list")
    return v


def _word(v: Any) -> bool:
    """One token of an action's text: a non-empty string without spaces, not too long."""
    return type(v) is str and 0 < len(v) <= 64 and len(v.split()) == 1 and v.split()[0] == v


def _validator(cls: type):
    """A __post_init__ that checks (and coerces, see ``_check``) every field; None for an action
    with no fields."""
    hints = typing.get_type_hints(cls)
    fields = list(hints.items())
    if not fields:
        return None
    name = cls.__name__

    def __post_init__(self) -> None:
        for field, kind in fields:
            v = getattr(self, field)
            w = _check(kind, v, name)
            if w is not v:
                object.__setattr__(self, field, w)
    return __post_init__


def action(cls: type) -> type:
    """Class decorator: make ``cls`` a frozen slotted dataclass and register its text form."""
    post = _validator(cls)
    if post is not None:
        cls.__post_init__ = post
    dc = dataclasses.dataclass(frozen=True, slots=True)(cls)
    if dc.__name__ in _ACTIONS:
        raise TypeError(f"action name {dc.__name__} is already registered")
    _ACTIONS[dc.__name__] = dc
    dc.__str__ = Action.__str__
    return dc


def prebuilt(cls: type, *values: Any) -> Action:
    """``cls(*values)`` without the checks, for the tables an engine builds from its own cards
    (every subset of a hand as a discard): the values are already of the right kind."""
    a = object.__new__(cls)
    for name, v in zip(cls.__dataclass_fields__, values):
        object.__setattr__(a, name, v)
    return a


def parse_action(text: str) -> Action:
    """Parse the text form of any registered action; ActionParseError with a clear message if it is
    not one."""
    if not isinstance(text, str):
        raise ActionParseError(f"an action is text, not {type(text).__name__}")
    tokens = text.split()
    if not tokens:
        raise ActionParseError("empty action")
    if len(text) > 400:
        raise ActionParseError("action text too long")
    cls = _ACTIONS.get(tokens[0])
    if cls is None:
        raise ActionParseError(f"unknown action {tokens[0][:40]!r}")
    hints = typing.get_type_hints(cls)
    args: list[Any] = []
    rest = tokens[1:]
    try:
        for f in dataclasses.fields(cls):
            kind = hints[f.name]
            if typing.get_origin(kind) is tuple:
                inner = typing.get_args(kind)[0]
                args.append(tuple(_decode(inner, t) for t in rest))
                rest = []
                continue
            if not rest:
                if f.default is not dataclasses.MISSING:
                    args.append(f.default)
                    continue
                raise ActionParseError(f"{tokens[0]} needs a {f.name}")
            args.append(_decode(kind, rest.pop(0)))
        if rest:
            raise ActionParseError(f"too many words in action {text[:60]!r}")
        return cls(*args)
    except ActionParseError:
        raise
    except ValueError as e:                 # a bad card, suit or number; a MalformedAction
        raise ActionParseError(f"{text[:60]!r} is not a valid action ({e})") from None


# --- the actions games share ------------------------------------------------------------------

@action
class Play(Action):
    card: Card


@action
class Bid(Action):
    value: int | str


@action
class Pass(Action):
    pass


@action
class Fold(Action):
    pass


@action
class PickUp(Action):
    pass


@action
class Discard(Action):
    cards: tuple[Card, ...]


@action
class ChooseTrump(Action):
    suit: Suit
    alone: bool = False


PLAY: tuple[Play, ...] = tuple(Play(Card(i)) for i in range(53))
"""One shared Play per card, so legal-move lists allocate nothing new."""


# --- events -----------------------------------------------------------------------------------

class Event:
    """Base of every event: what happened, for the UI to animate and logs to print."""

    __slots__ = ()

    def sentence(self) -> str:
        """The event as the log's sentence, seats and cards as placeholders (game/rules/wording.py);
        "" for the events every table words itself (a card played, a trick taken, a bid)."""
        return ""

    def __str__(self) -> str:
        fields = ", ".join(f"{f.name}={_show(getattr(self, f.name))}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({fields})"


def _show(v: Any) -> str:
    if isinstance(v, tuple):
        return "[" + " ".join(_show(x) for x in v) + "]"
    return str(v)


EVENTS: dict[str, type] = {}
"""Every event class by its name, declared by ``@event``: the LAN wire names an event by its class
name and decodes it by this table (game/net/protocol.py), never by looking through modules."""


def event(cls: type) -> type:
    """Class decorator: a frozen slotted dataclass with a quicker ``__init__`` (``_slot_init``),
    registered in ``EVENTS``."""
    dc = dataclasses.dataclass(frozen=True, slots=True)(cls)
    dc.__init__ = _slot_init(dc)
    dc.__str__ = Event.__str__
    if dc.__name__ in EVENTS:
        raise TypeError(f"event name {dc.__name__} is already registered")
    EVENTS[dc.__name__] = dc
    return dc


def _slot_init(dc: type):
    """An ``__init__`` that fills the slots through their descriptors. A frozen dataclass's own
    goes through ``object.__setattr__`` by name for every field, half again the cost of the whole
    construction; events are made at nearly every step of every playout. Fields keep their
    defaults; the class stays frozen (only ``__setattr__`` refuses, and this never calls it)."""
    ns: dict[str, Any] = {}
    params, body = [], []
    for i, f in enumerate(dataclasses.fields(dc)):
        ns[f"_set{i}"] = getattr(dc, f.name).__set__
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            ns[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        body.append(f"    _set{i}(self, {f.name})")
    exec(f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]), ns)
    init = ns["__init__"]
    init.__qualname__ = f"{dc.__qualname__}.__init__"
    return init


@event
class Dealt(Event):
    """A new hand was dealt; hand_sizes per seat, up_card if the game turns one."""
    dealer: int
    hand_sizes: tuple[int, ...]
    up_card: Card | None = None
    stock_size: int = 0


@event
class BidMade(Event):
    """Any auction or trump-calling decision, as its action text."""
    seat: int
    action: str


@event
class TrumpSet(Event):
    suit: Suit | None
    seat: int | None = None


@event
class PickedUp(Event):
    """A seat took a face-up card or the whole stock into hand."""
    seat: int
    cards: tuple[Card | None, ...]
    """None for a face the reader may not see (``events_for``, where a game keeps it secret)."""


@event
class Discarded(Event):
    """A seat laid cards aside; cards is empty when they went face down unseen."""
    seat: int
    count: int
    cards: tuple[Card | None, ...] = ()
    """None for a face the reader may not see (``events_for``)."""


@event
class CardPlayed(Event):
    seat: int
    card: Card


CARD_PLAYED: tuple[tuple[CardPlayed, ...], ...] = tuple(
    tuple(CardPlayed(seat, CARD_LIST[c]) for c in range(53)) for seat in range(8))
"""CARD_PLAYED[seat][card]: events are immutable, so every possible one is built once."""


@event
class TrickTaken(Event):
    seat: int
    cards: tuple[Card, ...]
    number: int


CLAIMS = N_("{0|claims|claim} the rest:")
"""The head of a claim's log line; the claimant's cards follow it."""


@event
class Claimed(Event):
    """A player claimed the rest of the deal (game/rules/claim.py): their cards, face up for every
    seat, in the order the table then plays them; the tricks follow as plain card events."""
    seat: int
    cards: tuple[Card, ...]

    def sentence(self) -> str:
        """The claim, then the cards: a template for the words (the number of cards varies) and
        the cards after its colon, which have no words to translate (commas between them: a card
        named in words, "piros király", is two words)."""
        return f"{say(CLAIMS, wording.seat(self.seat))} {', '.join(map(wording.card, self.cards))}."


@event
class ClaimRefused(Event):
    """A person refused a claim (at a table of people), or let its time run out (``silent``): play
    goes on."""
    seat: int
    silent: bool = False

    def sentence(self) -> str:
        if self.silent:
            return say("{0|did|did} not answer the claim in time: play goes on.", wording.seat(self.seat))
        return say("{0|refuses|refuse} the claim: play goes on.", wording.seat(self.seat))


@event
class Renege(Event):
    """An illegal card was refused and penalised; it stays in hand and the seat plays again."""
    seat: int
    card: Card
    penalty: int
    score: int
    reason: str


@event
class HandsShown(Event):
    """Cards laid face up for everyone: open contracts, the end of a Call Trump game."""
    hands: tuple[tuple[Card, ...], ...]


@event
class HandScored(Event):
    """deltas and totals are per scoring unit (seat, or team where the game scores teams); summary
    names seats only by the placeholders of game/rules/wording.py, for the reader to render."""
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    summary: str = ""


@event
class MatchOver(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
