"""Actions and events: small frozen dataclasses with a one-line text form that parses back.

The text form is the class name followed by its fields as tokens (``Play AS``, ``Discard 2C 3D``,
``Bid 55``, ``ChooseTrump H``), so an action log is plain text and a match replays from it.
Fields may be Card, Suit, int, str, bool, ``int | str``, or a trailing tuple of cards / strings.
Every game shares this one registry; a game adds its own action classes with ``@action``.
"""
from __future__ import annotations

import dataclasses
import typing
from typing import Any

from game.cards import CARDS as CARD_LIST, Card, Suit

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
        return int(token) if token.lstrip("-").isdigit() else token
    return token


_COERCE = (Suit, Card)


def _coercer(cls: type):
    """A __post_init__ that turns plain ints into Suit and Card, so an action built as
    ``ChooseTrump(2)`` equals, hashes and *prints* like ``ChooseTrump(Suit.HEARTS)`` and its text
    replays. Other malformed values stay as given for the engine to refuse. None when the class
    has no such field."""
    hints = typing.get_type_hints(cls)
    fields = [(name, kind) for name, kind in hints.items() if kind in _COERCE]
    if not fields:
        return None

    def __post_init__(self) -> None:
        for name, kind in fields:
            v = getattr(self, name)
            if type(v) is int:
                object.__setattr__(self, name, Suit(v) if kind is Suit else CARD_LIST[Card(v)])
    return __post_init__


def action(cls: type) -> type:
    """Class decorator: make ``cls`` a frozen slotted dataclass and register its text form."""
    post = _coercer(cls)
    if post is not None:
        cls.__post_init__ = post
    dc = dataclasses.dataclass(frozen=True, slots=True)(cls)
    if dc.__name__ in _ACTIONS:
        raise TypeError(f"action name {dc.__name__} is already registered")
    _ACTIONS[dc.__name__] = dc
    dc.__str__ = Action.__str__
    return dc


def parse_action(text: str) -> Action:
    """Parse the text form of any registered action; ValueError with a clear message if it is not one."""
    tokens = text.split()
    if not tokens:
        raise ValueError("empty action")
    cls = _ACTIONS.get(tokens[0])
    if cls is None:
        raise ValueError(f"unknown action {tokens[0]!r}")
    hints = typing.get_type_hints(cls)
    args: list[Any] = []
    rest = tokens[1:]
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
            raise ValueError(f"{tokens[0]} needs a {f.name}")
        args.append(_decode(kind, rest.pop(0)))
    if rest:
        raise ValueError(f"too many words in action {text!r}")
    return cls(*args)


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

    def __str__(self) -> str:
        fields = ", ".join(f"{f.name}={_show(getattr(self, f.name))}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({fields})"


def _show(v: Any) -> str:
    if isinstance(v, tuple):
        return "[" + " ".join(_show(x) for x in v) + "]"
    return str(v)


def event(cls: type) -> type:
    dc = dataclasses.dataclass(frozen=True, slots=True)(cls)
    dc.__str__ = Event.__str__
    return dc


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
    cards: tuple[Card, ...]


@event
class Discarded(Event):
    """A seat laid cards aside; cards is empty when they went face down unseen."""
    seat: int
    count: int
    cards: tuple[Card, ...] = ()


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
    """deltas and totals are per scoring unit (seat, or team where the game scores teams)."""
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    summary: str = ""


@event
class MatchOver(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
