"""Cards, suits, ranks, packs and rank orders.

A card is a small int (suit * 13 + rank - 2, the joker is 52) so that a hand is an int bitmask:
membership, union and per-suit slices are single integer operations, which keeps the engines fast
enough to serve as the bots' simulators. ``Card`` subclasses ``int`` to give those ints a readable
two-character text form (rank then suit: ``AS``, ``TH``, ``9D``, ``JK``).
"""
from __future__ import annotations

from enum import IntEnum
from typing import Iterable, Iterator


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def noun(self) -> str:
        """Lower-case plural name used in reason strings: 'hearts'."""
        return self.name.lower()

    @property
    def partner(self) -> "Suit":
        """The other suit of the same colour (Euchre's left-bower suit)."""
        return {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS,
                Suit.HEARTS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS}[self]

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> "Suit":
        t = text.strip().upper()
        for s in cls:
            if t in (s.letter, s.symbol, s.name, s.name[:-1]):
                return s
        raise ValueError(f"not a suit: {text!r} (use C, D, H or S)")


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """How a person reads the rank on a card face: 10 rather than T."""
        return "10" if self == Rank.TEN else self.letter

    @property
    def word(self) -> str:
        return ("two three four five six seven eight nine ten jack queen king ace").split()[self - 2]

    def __str__(self) -> str:
        return self.letter


JOKER_INDEX = 52
_RANK_LETTERS = "23456789TJQKA"


class Card(int):
    """A playing card; its int value is its bit index in a CardSet mask."""

    __slots__ = ()

    def __new__(cls, value: int) -> "Card":
        if not 0 <= value <= JOKER_INDEX:
            raise ValueError(f"card index out of range: {value}")
        return int.__new__(cls, value)

    @staticmethod
    def of(rank: Rank | int, suit: Suit | int) -> "Card":
        return CARDS[int(suit) * 13 + int(rank) - 2]

    @staticmethod
    def parse(text: str) -> "Card":
        t = text.strip().upper()
        if t == "JK":
            return CARDS[JOKER_INDEX]
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in _RANK_LETTERS or t[1] not in "CDHS":
            raise ValueError(f"not a card: {text!r} (write rank then suit, e.g. AS, TH, 9D, JK)")
        return CARDS["CDHS".index(t[1]) * 13 + _RANK_LETTERS.index(t[0])]

    @property
    def is_joker(self) -> bool:
        return self == JOKER_INDEX

    @property
    def suit(self) -> Suit | None:
        return _SUIT_OF[self]

    @property
    def rank(self) -> Rank | None:
        return _RANK_OF[self]

    def pretty(self, suit_first: bool = False) -> str:
        """Human form with a suit symbol: 'J♦' (or '♦J' for games that write the suit first)."""
        if self.is_joker:
            return "Joker"
        r, s = self.rank.label, self.suit.symbol
        return s + r if suit_first else r + s

    def __str__(self) -> str:
        if self == JOKER_INDEX:
            return "JK"
        return _RANK_LETTERS[self % 13] + "CDHS"[self // 13]

    def __repr__(self) -> str:
        return f"Card({str(self)})"


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(JOKER_INDEX + 1))
_SUIT_OF: tuple[Suit | None, ...] = tuple(Suit(i // 13) for i in range(JOKER_INDEX)) + (None,)
_RANK_OF: tuple[Rank | None, ...] = tuple(Rank(i % 13 + 2) for i in range(JOKER_INDEX)) + (None,)
"""``Card.suit`` and ``Card.rank`` by index: the bots ask them in their inner loops, and an enum
lookup costs ten times a tuple's."""
JOKER = CARDS[JOKER_INDEX]

SUIT_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
"""SUIT_MASK[s]: the bits of all thirteen cards of suit s (never the joker)."""

SUIT_OF: tuple[int, ...] = tuple(i // 13 for i in range(52)) + (-1,)
"""Natural suit of each card index; the joker has none (-1)."""

RANK_OF: tuple[int, ...] = tuple(i % 13 + 2 for i in range(52)) + (0,)


def bits(mask: int) -> Iterator[Card]:
    """The cards of a mask in index order (clubs 2 first, joker last)."""
    while mask:
        low = mask & -mask
        yield CARDS[low.bit_length() - 1]
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def parse_cards(text: str) -> list[Card]:
    """'AS TH 9D' (spaces or commas) -> cards."""
    return [Card.parse(t) for t in text.replace(",", " ").split()]


# --- packs -------------------------------------------------------------------------------------

def pack(low_rank: int, joker: bool = False) -> list[Card]:
    """Every card from low_rank up to the ace in each suit, in index order."""
    cards = [Card.of(r, s) for s in Suit for r in range(low_rank, 15)]
    if joker:
        cards.append(JOKER)
    return cards


def deck52() -> list[Card]:
    return pack(2)


def deck36() -> list[Card]:
    return pack(6)


def deck32() -> list[Card]:
    return pack(7)


def deck24() -> list[Card]:
    return pack(9)


def deck25() -> list[Card]:
    """Euchre's pack with the joker."""
    return pack(9, joker=True)


# --- rank orders (data, not code) --------------------------------------------------------------

def rank_order(order: str) -> tuple[int, ...]:
    """A power table for every card index from a high-to-low rank string.

    ``rank_order("AKQJT98765432")`` is the standard ace-high order; ``"ATKQJ9876"`` is the
    ace-ten order of Ulti and Huutopussi. Ranks missing from the string get power 0.
    """
    by_letter = {ch: len(order) - i for i, ch in enumerate(order)}
    return tuple(by_letter.get(_RANK_LETTERS[i % 13], 0) for i in range(52)) + (0,)


ACE_HIGH = rank_order("AKQJT98765432")
ACE_TEN = rank_order("ATKQJ98765432")
"""Ulti (trump contracts) and Huutopussi: the ten sits between ace and king."""
