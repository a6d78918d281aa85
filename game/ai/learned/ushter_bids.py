"""Ushter's learned Play or Fold value: the points playing the hand is worth against folding it (a
fold leaves the seat's score as it is), as a linear score of what the seat knows when it bids: the
rule of thumb's own margin and the parts it is made of (the hand's strength, the players already
in, the seats still to bid), what the marks leave out (the seats still to bid that the fold limit
binds to play, who will surely be in; the table's size; the scores before the hand), and the hand's
trumps, side aces and kings and voids, so the weights learn where the value departs from the marks.

Trained by ``tools/train_bid_value.py --game ushter`` on ``tools/selfplay_ushter_bids.py``'s data;
the weights come in as data (``game.models`` reads ``assets/models/ushter_bid.json``). A hand with
a sure trick still always plays (``sure_tricks``): a trick is a point and a fold is worth none."""
from __future__ import annotations

from game.ai.learned.linear import Linear
from game.ai.ushter import UshterBot, held_for_bid, margin_of, strength, sure_tricks
from game.cards import RANK_OF, SUIT_OF
from game.rules.actions import Bid, Fold

NAMES = (
    "always", "the rule of thumb's margin", "strength", "strength, each other player in or bound",
    "nobody in yet", "one in", "two in", "three or more in", "seats still to bid",
    "seats still to bid bound to play", "dealer", "players at the table beyond five",
    "nobody in, each seat still to bid", "trumps", "trump ace, king or queen", "side aces", "side kings",
    "voids beside a trump", "my score", "my score three or less", "lowest other score",
    "lowest other score three or less",
)
"""The features, in the order of each row and of the weights."""

COMPULSORY = "compulsory"
"""The badge a seat still to bid carries when the fold limit binds it to play (the view's ``badges``)."""


def bound_after(view) -> int:
    """How many seats still to bid after this one must play (their fold runs are at the limit)."""
    n, seat = view.players, view.seat
    return sum(1 for k in range(1, (view.dealer - seat) % n + 1) if COMPULSORY in view.badges[(seat + k) % n])


def features(hand, seat: int, dealer: int, n: int, up: int, before: int, bound: int,
             scores) -> list[float]:
    """One row of ``NAMES``: ``seat`` holding ``hand`` (five cards) at a table of ``n`` with ``before``
    players already in and ``bound`` seats after it bound to play, ``scores`` before the hand."""
    trump = SUIT_OF[up]
    margin = margin_of(hand, seat, dealer, n, trump, up, before)
    hand = held_for_bid(hand, seat, dealer, trump, up)
    est = strength(hand, trump)
    after = (dealer - seat) % n
    trumps = high = aces = kings = 0
    suits = set()
    for c in hand:
        r = RANK_OF[c]
        if SUIT_OF[c] == trump:
            trumps += 1
            high += r >= 12
        else:
            suits.add(SUIT_OF[c])
            aces += r == 14
            kings += r == 13
    voids = 3 - len(suits) if trumps else 0
    mine = scores[seat]
    rival = min(s for i, s in enumerate(scores) if i != seat)
    return [1.0, margin, est, est * (before + bound), float(before == 0), float(before == 1),
            float(before == 2), float(before >= 3), float(after), float(bound), float(seat == dealer),
            float(n - 5), float(after) * (before == 0), float(trumps), float(high), float(aces), float(kings),
            float(voids), mine / 20, float(mine <= 3), rival / 20, float(rival <= 3)]


class BidValue(Linear):
    """Playing's worth against folding, from a trained model (``features`` names, ``weights``)."""
    NAMES = NAMES
    ABOUT = "Ushter's Play or Fold value"
    TRAINER = "tools/train_bid_value.py --game ushter"

    def gain(self, view) -> float:
        """Points playing is worth against folding, for the seat to bid in ``view``."""
        before = sum(1 for _, b in view.bids if b == "play")
        row = features(list(view.hand), view.seat, view.dealer, view.players, view.info.turned_card, before,
                       bound_after(view), view.scores)
        return self.score(row)


class ValuedUshterBot(UshterBot):
    """Ushter's rule of thumb bidding Play or Fold by the learned value (a hand with a sure trick
    always plays); as the rule of thumb of 2026-12-06 (``as_2026``), by the marks."""

    def __init__(self, value: BidValue):
        self.value = value

    def bid(self, view):
        if self.as_2026:
            return super().bid(view)
        up = view.info.turned_card
        held = held_for_bid(list(view.hand), view.seat, view.dealer, SUIT_OF[up], up)
        return Bid("play") if sure_tricks(held, SUIT_OF[up]) or self.value.gain(view) > 0 else Fold()


def valued_bot(model) -> UshterBot:
    """Ushter's rule of thumb bidding by the learned value ``model`` (the shipped ``ushter_bid``)."""
    return ValuedUshterBot(BidValue(model))
