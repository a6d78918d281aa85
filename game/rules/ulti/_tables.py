"""Lookup tables for the Ulti engine, worked out once at import so the bots' inner loop (and every
view) looks values up instead of building them."""
from __future__ import annotations

from functools import lru_cache

from game.cards import Suit, deck32
from game.rules import tricks
from game.rules.actions import PLAY, Bid, ChooseTrump, Discard
from game.rules.ulti.bids import ordered
from game.rules.wording import N_, CardNames

CARD_NAMES = CardNames(
    suits={"C": "makk", "S": "zöld", "D": "tök", "H": "piros"},
    ranks={"A": "ász", "K": "király", "Q": "felső", "J": "alsó", "T": "tízes", "9": "kilences",
           "8": "nyolcas", "7": "hetes"})
"""The cards as Hungarian players say them (rules/ulti.md §2.1, §10): "makk ász", "piros hetes"."""

PACK = tuple(deck32())

DISCARDS = {(a, b): Discard((a, b)) for i, a in enumerate(PACK) for b in PACK[i + 1:]}
PAIR = tuple(tuple(DISCARDS.get((a, b)) for b in range(52)) for a in range(52))
"""PAIR[a][b] is the ``Discard`` of cards a < b: the 66 discards of a hand are list lookups, not tuple
keys hashed."""

RUN_C, RUN_D, RUN_H, RUN_S = (tuple(tuple(PLAY[s * 13 + 5 + r] for r in range(8) if b >> r & 1)
                                      for b in range(256)) for s in range(4))
"""RUN_x[bits]: the ``Play`` of each card 7..A of one suit given as 8 bits, in card order: the legal
cards of a hand are four lookups in tables of 256 (small enough to stay in the processor's cache)."""

BIT = tuple(1 << c for c in range(52))

SUITS = tuple(Suit(t) for t in range(4))
"""SUITS[trump]: the ``Suit`` of an int trump, without an enum call per view."""

CHOOSE = {s: ChooseTrump(s) for s in Suit}
BID = {b.id: Bid(b.id) for b in ordered()}
BID_TEXT = {i: str(a) for i, a in BID.items()}
"""Each bid's action text (for ``BidMade``), made once."""


def _badges(dealer: int, declarer: int | None) -> tuple[tuple[str, ...], ...]:
    opener = (dealer + 1) % 3
    return tuple(tuple(word for word, at in ((N_("declarer"), declarer), (N_("dealer"), dealer), (N_("opener"), opener))
                       if at == s) for s in range(3))


BADGES = tuple(tuple(_badges(d, decl) for decl in (0, 1, 2, None)) for d in range(3))
"""BADGES[dealer][declarer]: every seat's badges; index 3 while there is no declarer."""


@lru_cache(maxsize=None)
def bids_above(open_durchmars: str) -> dict[str | None, tuple[Bid, ...]]:
    """For each bid id (None before the first bid) the ``Bid`` actions that beat it, in list order,
    made once per option setting: every turn of the auction lists them."""
    bids = ordered(open_durchmars)
    out: dict[str | None, tuple[Bid, ...]] = {None: tuple(BID[b.id] for b in bids)}
    for cur in bids:
        out[cur.id] = tuple(BID[b.id] for b in bids if b.key > cur.key)
    return out


BidRow = tuple[int, str, str, int, bool]


@lru_cache(maxsize=None)
def bid_rows(open_durchmars: str) -> tuple[dict[str | None, tuple[BidRow, ...]], tuple[BidRow, ...]]:
    """The auction's rows (rung, id, label, value, open to the seat now) in list order: for the seat
    to bid, by the standing bid's id (None before the first); and every row closed, for the others."""
    bids = ordered(open_durchmars)
    by_current: dict[str | None, tuple[BidRow, ...]] = {}
    for cur in (None, *bids):
        floor = cur.key if cur else (-1, -1)
        by_current[cur.id if cur else None] = tuple((b.rung, b.id, b.label, b.value, b.key > floor)
                                                    for b in bids)
    closed = tuple((b.rung, b.id, b.label, b.value, False) for b in bids)
    return by_current, closed


Masks = tuple[int, int, int, int]


def follow_masks(suiting: tricks.Suiting, duties: tricks.Duties) -> tuple:
    """The shared duties (``tricks.legal_mask``) worked out once per trick instead of once per hand.

    For a trick in progress the cards a hand may play are the first non-empty ``hand & m`` for ``m``
    in (led-suit cards that beat it, the led suit, trumps that beat it, trumps), else the whole
    hand: those four masks depend on the trick alone. ``table[trick[0]][trick[-1]]`` holds them for
    a trick of one card or two (of the pack; None elsewhere)."""
    trumps = suiting.suit_masks[suiting.trump] if duties.must_trump and suiting.trump is not None else 0

    def masks(trick: list[int]) -> Masks:
        led = suiting.suit_masks[suiting.suit_of[trick[0]]]
        return (tricks.legal_mask(led, trick, suiting, duties), led,
                tricks.legal_mask(trumps, trick, suiting, duties) if trumps else 0, trumps)

    cards = set(PACK)
    return tuple(tuple(masks([a] if b == a else [a, b]) if b in cards else None for b in range(52))
                 if a in cards else None for a in range(52))
