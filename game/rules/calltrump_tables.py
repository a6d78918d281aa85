"""Call Trump's lookup tables, built once at import so that dealing and ``view`` are lookups."""
from __future__ import annotations

from operator import itemgetter

from game.cards import Suit, deck52
from game.rules import tricks, wording
from game.rules.base import deal_round_robin
from game.rules.wording import N_, say

SEATS = 4
HAND_SIZE = 13
CALLER_CARDS = 5

PACK = tuple(deck52())
NO_TRUMP = tricks.natural()
SUITINGS = tuple(tricks.natural(trump=t) for t in range(4))
"""The suitings before the call and for each trump."""

SUITS = tuple(Suit(t) for t in range(4))


def _rest_picks(caller: int) -> tuple[itemgetter, ...]:
    """Per seat, what picks its cards out of the undealt pack after the call. The shared deal
    (``deal_round_robin``, from the caller's left, the caller skipped once it holds thirteen) is
    worked out once on pack positions: every game with this caller deals in that same order."""
    counts = [HAND_SIZE - CALLER_CARDS if s == caller else HAND_SIZE for s in range(SEATS)]
    order = [(caller + 1 + i) % SEATS for i in range(SEATS)]
    rest = sum(counts)
    positions, _ = deal_round_robin(range(rest), order, counts, SEATS)
    return tuple(itemgetter(*(i for i in range(rest) if positions[s] >> i & 1)) for s in range(SEATS))


REST_PICKS = tuple(_rest_picks(caller) for caller in range(SEATS))
"""REST_PICKS[caller][seat]: picks that seat's cards out of the undealt pack."""

BIT = tuple(1 << c for c in range(52))
"""BIT[card]: its mask, so a hand's mask is the sum of its cards' bits."""

BADGES = tuple(tuple((N_("caller"),) if s == caller else () for s in range(SEATS)) for caller in range(SEATS))
"""BADGES[caller]: the view's seat badges."""

CONTRACTS = tuple(tuple(say("{0} trump, called by {1}", wording.suit(SUITS[t]), wording.seat(caller))
                        for caller in range(SEATS)) for t in range(4))
"""CONTRACTS[trump][caller]: the view's contract line."""
