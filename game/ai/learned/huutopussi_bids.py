"""Huutopussi's learned bid: what raising the auction by one step is worth against passing, in
points for the bidder (its side, in the team game), as a linear score of what the seat knows: the
rule of thumb's own margin (its ``bid_limit`` less the next bid) and the parts its estimate is
made of (sure tricks, marriages held and half held, long suits, aces and tens), the devil's deck
it would add, the table (three or two alone, four in teams), and how far the auction has gone.

Trained by ``tools/train_bid_value.py --game huutopussi`` on ``tools/selfplay_huutopussi_bids.py``'s
data; the weights come in as data (``game.models`` reads ``assets/models/huutopussi_bid.json``).
The value only vetoes a raise (``ValuedHuutopussiBot``); the compulsory opening, never outbidding
a partner and the final raise stay the rule of thumb's."""
from __future__ import annotations

from game.ai.learned.linear import Linear
from game.ai.huutopussi import SCALE, HuutopussiBot, bid_limit, estimate, masters
from game.cards import SUIT_MASK
from game.rules.huutopussi import MARRIAGE
from game.rules.huutopussi_tables import CARD_POINTS, KING_QUEEN, PACK_MASK

NAMES = ("always", "the rule of thumb's margin", "its estimate", "the next bid", "the bids so far",
         "sure tricks", "marriages held", "marriage halves held", "cards beyond four in a suit", "aces",
         "tens", "the devil's deck", "two players", "four players in teams")
"""The features, in the order of each row and of the weights (points in hundreds)."""
ACES = sum(1 << c for c in range(52) if CARD_POINTS[c] == 11)
TENS = sum(1 << c for c in range(52) if CARD_POINTS[c] == 10)


def features(hand: int, players: int, devil: int, teams: bool, nxt: int, opening: int) -> list[float]:
    """One row of ``NAMES``: raising to ``nxt`` (the auction opened at ``opening``) holding ``hand``
    (a mask), ``devil`` cards to add if it wins the auction."""
    unseen = PACK_MASK & ~hand
    sure = sum(len(masters(hand, unseen, s)) for s in range(4))
    held = halves = 0
    long = 0
    for s in range(4):
        pair = hand & KING_QUEEN[s]
        if pair == KING_QUEEN[s]:
            held += MARRIAGE[s]
        elif pair:
            halves += 1
        long += max(0, (hand & SUIT_MASK[s]).bit_count() - 4)
    limit = bid_limit(hand, players, devil, teams)
    return [1.0, (limit - nxt) / 100, estimate(hand, players, devil, partner=teams) * SCALE / 100, nxt / 100,
            (nxt - opening) / 100, float(sure), held / 100, float(halves), float(long),
            float((hand & ACES).bit_count()), float((hand & TENS).bit_count()), float(devil),
            float(players == 2), float(teams)]


class BidValue(Linear):
    """A step up the auction's worth against passing, from a trained model (``features`` names, ``weights``)."""
    NAMES = NAMES
    ABOUT = "Huutopussi's bidding value"
    TRAINER = "tools/train_bid_value.py --game huutopussi"

    def gain(self, view, hand: int, nxt: int) -> float:
        teams = view.teams is not None
        row = features(hand, view.players, 0 if teams else view.stock_size, teams, nxt, view.info.min_bid)
        return self.score(row)


class ValuedHuutopussiBot(HuutopussiBot):
    """Huutopussi's rule of thumb, passing where the learned value scores its raise below passing:
    it raises only where both its limit and the value say so. The value weighs one step with the
    rule of thumb bidding on after it, which a pass makes exact (the seat is out) and a raise does
    not (the seat bids again, by the value): raising wherever the value gains escalated the
    auction with weak hands and lost 37 points a round (docs/ai-log.md). As the rule of thumb of
    2026-12-06 (``as_2026``), by its limit alone."""

    def __init__(self, value: BidValue):
        self.value = value

    def raise_bid(self, view, hand_mask: int, nxt: int) -> bool:
        if not super().raise_bid(view, hand_mask, nxt):
            return False
        return self.as_2026 or self.value.gain(view, hand_mask, nxt) > 0


def valued_bot(model) -> HuutopussiBot:
    """Huutopussi's rule of thumb bidding by the learned value ``model`` (the shipped ``huutopussi_bid``)."""
    return ValuedHuutopussiBot(BidValue(model))
