"""Euchre's learned bidding value: what ordering up (round 1) or naming a suit (round 2) is worth
against passing, in points for the caller's side, as a linear score of what the seat knows: its
hand against the candidate trump (bowers, trump ace, king, queen, length, side aces and kings,
voids), its seat from the dealer, the up card and whether it goes to its side, the scores before
the hand, and the rule of thumb's own strength (``order_strength`` / ``strength``) by seat, so the
weights learn where the value departs from the marks rather than relearning them.

Trained by ``tools/train_bid_value.py`` on ``tools/selfplay_euchre_bids.py``'s data; the weights
come in as data (``game.models`` reads ``assets/models/euchre_bid.json``). Going alone is not the
value's: it stays the rule of thumb's (``ALONE_AT``, ``near_certain_march``)."""
from __future__ import annotations

from game.ai.learned.linear import Linear
from game.ai.euchre import EuchreBot, best_discard, order_strength, strength
from game.cards import RANK_OF
from game.rules.euchre_tables import LEFT_BOWER, SUITINGS, TOP_POWER

_SEATS = ("dealer", "left", "partner", "right")
NAMES = (
    *(f"round 1, {s}" for s in _SEATS), *(f"round 2, {s}" for s in _SEATS),
    *(f"round 1, {s}: strength" for s in _SEATS), *(f"round 2, {s}: strength" for s in _SEATS),
    "right bower", "left bower", "joker", "trump ace", "trump king", "trump queen", "trumps",
    "four or more trumps", "side aces", "side kings", "voids",
    "up card to us: a bower", "up card to us: ace or king", "up card to them: a bower",
    "up card to them: ace or king", "round 2: our left bower turned down",
    "our score", "their score", "they need two or less", "we need two or less",
)
"""The features, in the order of each row and of the weights."""


def features(hand, seat: int, dealer: int, up: int, up_suit: int, trump: int, round1: bool,
             scores: tuple[int, int], joker: bool) -> list[float]:
    """One row of ``NAMES``: calling ``trump`` (in round 1 the up suit, the dealer's hand then its
    six less its discard) from ``seat``'s ``hand``, with ``scores`` (ours, theirs) before the hand."""
    pos = (seat - dealer) % 4
    s = SUITINGS[trump]
    if round1:
        est = order_strength(hand, seat, dealer, up, trump)
        if pos == 0:
            six = list(hand) + [up]
            hand = [c for c in six if c != best_discard(six, trump)]
    else:
        est = strength(hand, trump)
    row = [0.0] * 16
    row[pos + (0 if round1 else 4)] = 1.0
    row[8 + pos + (0 if round1 else 4)] = est
    power, suit_of = s.power, s.suit_of
    n = aces = kings = 0
    right = left = jk = ace = king = queen = 0.0
    held = [0, 0, 0, 0]
    for c in hand:
        su = suit_of[c]
        held[su] += 1
        if su == trump:
            n += 1
            p = power[c]
            if p == TOP_POWER["right"]:
                right = 1.0
            elif p == TOP_POWER["left"]:
                left = 1.0
            elif p == TOP_POWER["joker"]:
                jk = 1.0
            elif p == 13:
                ace = 1.0
            elif p == 12:
                king = 1.0
            elif p == 11:
                queen = 1.0
        elif RANK_OF[c] == 14:
            aces += 1
        elif RANK_OF[c] == 13:
            kings += 1
    voids = sum(1 for su in range(4) if su != trump and not held[su])
    row += [right, left, jk, ace, king, queen, float(n), 1.0 if n >= 4 else 0.0, float(aces), float(kings),
            float(voids)]
    ours = pos in (0, 2)
    bower = 1.0 if round1 and power[up] >= TOP_POWER["left"] else 0.0
    high = 1.0 if round1 and power[up] in (12, 13) else 0.0
    row += [bower * ours, high * ours, bower * (not ours), high * (not ours),
            1.0 if not round1 and up == LEFT_BOWER[trump] else 0.0]
    we, they = scores
    row += [we / 10, they / 10, 1.0 if they >= 8 else 0.0, 1.0 if we >= 8 else 0.0]
    return row


class BidValue(Linear):
    """The value of each call against passing, from a trained model (``features`` names, ``weights``)."""
    NAMES = NAMES
    ABOUT = "Euchre's bidding value"
    TRAINER = "tools/train_bid_value.py"

    def gain(self, hand, seat, dealer, up, up_suit, trump, round1, scores, joker) -> float:
        """Points calling ``trump`` is worth against passing, for the caller's side."""
        return self.score(features(hand, seat, dealer, up, up_suit, trump, round1, scores, joker))

    def best(self, hand, seat, dealer, up, up_suit, round1, scores, joker) -> tuple[int, float]:
        """The suit worth calling most (round 1: the up suit; round 2: any other) and its gain."""
        suits = (up_suit,) if round1 else tuple(su for su in range(4) if su != up_suit)
        gains = [(self.gain(hand, seat, dealer, up, up_suit, su, round1, scores, joker), su) for su in suits]
        g, su = max(gains)
        return su, g


def valued_bot(model) -> EuchreBot:
    """Euchre's rule of thumb bidding by the learned value ``model`` (the shipped ``euchre_bid``)."""
    return EuchreBot(BidValue(model))
