"""Euchre's lookup tables, worked out once at import: the suiting of each trump suit, seat orders, the
view's badges, contracts and active seats, and the events every deal makes (a bot's search builds
thousands of views and playouts a move, so none of them is formatted or built per call)."""
from __future__ import annotations

from game.cards import (
    ACE_HIGH,
    CARDS,
    JOKER,
    SUIT_MASK,
    SUIT_OF,
    Card,
    Suit,
    deck24,
    deck25,
    mask_of,
)
from game.rules import tricks, wording
from game.rules.actions import Dealt, Discarded, PickedUp, TrumpSet
from game.rules.wording import N_, say

SEATS = 4
ALL_SEATS = (1 << SEATS) - 1
HAND_SIZE = 5
HAND_SIZES = (HAND_SIZE,) * SEATS
SUITS = tuple(Suit)

TOP_POWER = {"joker": 16, "right": 15, "left": 14}
"""Trump powers above the ace (ACE_HIGH gives the ace 13): Joker › right bower › left bower."""


def _jack(suit: int) -> Card:
    return CARDS[suit * 13 + 9]


def _suiting(trump: int) -> tricks.Suiting:
    """Trump ``trump``: the jack of the same-colour suit and the Joker are trumps for every purpose."""
    other = int(Suit(trump).partner)
    right, left = _jack(trump), _jack(other)
    suit_of = list(SUIT_OF)
    suit_of[left] = trump
    suit_of[JOKER] = trump
    masks = list(SUIT_MASK)
    masks[other] &= ~(1 << left)
    masks[trump] |= (1 << left) | (1 << JOKER)
    power = list(ACE_HIGH)
    power[right], power[left], power[JOKER] = TOP_POWER["right"], TOP_POWER["left"], TOP_POWER["joker"]
    return tricks.Suiting(tuple(suit_of), tuple(masks), tuple(power), trump)


SUITINGS: tuple[tricks.Suiting, ...] = tuple(_suiting(t) for t in range(4))
"""One per trump suit; the Joker sits in each as the top trump (absent without the option)."""
BIDDING = tricks.natural()
"""The suiting before trump is made: printed suits, ace high (how a hand is sorted while bidding)."""
LEFT_BOWER = tuple(_jack(int(Suit(t).partner)) for t in range(4))

UP_SUIT = tuple(SUITS[SUIT_OF[c]] if c != JOKER else Suit.SPADES for c in CARDS)
"""UP_SUIT[up card]: the suit it proposes; a turned Joker proposes spades."""

PACK24 = tuple(deck24())
PACK25 = tuple(deck25())
PACK_MASK = (mask_of(PACK24), mask_of(PACK25))
"""PACK_MASK[joker option]."""

ORDERS = tuple(tuple((d + 1 + i) % SEATS for i in range(SEATS)) for d in range(SEATS))
"""ORDERS[dealer]: bidding and dealing order, from the dealer's left, dealer last."""
OTHERS = tuple(tuple(s for s in range(SEATS) if s != seat) for seat in range(SEATS))
NO_MAKER = SEATS
"""The maker index of the view tables below while trump is not made."""
TEAM_SEATS = ((0, 2), (1, 3))


def _badges(seat: int, dealer: int, maker: int, alone: bool) -> tuple[str, ...]:
    return tuple(b for b, on in (("dealer", seat == dealer), (N_("maker"), seat == maker),
                                 (N_("alone"), seat == maker and alone),
                                 (N_("sitting out"), alone and seat == (maker + 2) % SEATS)) if on)


BADGES = tuple(tuple(tuple(tuple(_badges(s, dealer, maker, alone) for s in range(SEATS))
                           for alone in (False, True)) for maker in range(SEATS + 1))
               for dealer in range(SEATS))
"""BADGES[dealer][maker or NO_MAKER][alone]: every seat's badges."""
ACTIVE = tuple(tuple(tuple(not (alone and s == (maker + 2) % SEATS) for s in range(SEATS))
                     for alone in (False, True)) for maker in range(SEATS + 1))
"""ACTIVE[maker or NO_MAKER][alone]: which seats play this hand."""


def _contract(trump: int, maker: int, alone: bool) -> str:
    symbol, who = wording.suit(Suit(trump), "symbol"), wording.seat(maker)
    return say("{0} trump — made by {1}, alone", symbol, who) if alone else say("{0} trump — made by {1}", symbol, who)


CONTRACTS = tuple(tuple(tuple(_contract(t, m, alone) for alone in (False, True)) for m in range(SEATS))
                  for t in range(4))
"""CONTRACTS[trump][maker][alone]: the view's contract line."""

# --- events, built once (they are immutable, and a playout makes one of each kind per deal) -------

TRUMP_SET = tuple(tuple(TrumpSet(SUITS[t], s) for s in range(SEATS)) for t in range(4))
"""TRUMP_SET[trump][maker]."""
PICKED_UP = tuple(tuple(PickedUp(s, (c,)) for c in CARDS) for s in range(SEATS))
"""PICKED_UP[dealer][up card]."""
DISCARDED = tuple(Discarded(s, 1) for s in range(SEATS))
DEALT = tuple(tuple(tuple(Dealt(d, HAND_SIZES, c, 3 + joker) for c in CARDS) for d in range(SEATS))
              for joker in (0, 1))
"""DEALT[joker option][dealer][up card]: the kitty holds 3 face-down cards, or 4 with the Joker."""
