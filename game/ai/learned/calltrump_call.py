"""Call Trump's learned call: how much a suit is worth as trump against the caller's other suits,
in game points for the caller's side, as a linear score of the five cards the caller sees (the
suit's length and honours, the rule of thumb's own ``call_score`` of it, the aces and kings beside
it, the suits held). The caller names the suit worth most.

Trained by ``tools/train_bid_value.py --game calltrump`` on ``tools/selfplay_calltrump_calls.py``'s
data; the weights come in as data (``game.models`` reads ``assets/models/calltrump_call.json``)."""
from __future__ import annotations

from game.ai.learned.linear import Linear
from game.ai.calltrump import CallTrumpBot, call_score, pick_trump
from game.cards import RANK_OF, SUIT_OF, mask_of
from game.rules.calltrump import strongest_suit

NAMES = ("cards of the suit", "three or more of it", "its ace", "its king", "its queen", "its jack",
         "the rule of thumb's score of it", "the rule of thumb's suit", "the strongest suit",
         "aces beside it", "kings beside it", "suits held")
"""The features, in the order of each row and of the weights."""


def features(hand, suit: int) -> list[float]:
    """One row of ``NAMES``: ``suit`` as trump for the caller holding the five cards ``hand``."""
    n = 0
    honours = [0.0] * 4
    aces = kings = 0
    for c in hand:
        r = RANK_OF[c]
        if SUIT_OF[c] == suit:
            n += 1
            if r >= 11:
                honours[14 - r] = 1.0
        else:
            aces += r == 14
            kings += r == 13
    held = len({SUIT_OF[c] for c in hand})
    return [float(n), float(n >= 3), *honours, call_score(hand, suit) / 4, float(pick_trump(hand) == suit),
            float(int(strongest_suit(mask_of(hand))) == suit), float(aces), float(kings), float(held)]


class CallValue(Linear):
    """Each suit's worth as trump, from a trained model (``features`` names, ``weights``)."""
    NAMES = NAMES
    ABOUT = "Call Trump's call"
    TRAINER = "tools/train_bid_value.py --game calltrump"

    def worth(self, hand, suit: int) -> float:
        return self.score(features(hand, suit))

    def best(self, hand) -> int:
        """The suit worth most (a tie: the rule of thumb's)."""
        first = pick_trump(hand)
        return max(range(4), key=lambda s: (self.worth(hand, s), s == first))


class ValuedCallTrumpBot(CallTrumpBot):
    """Call Trump's rule of thumb naming trump by the learned value; as the rule of thumb of
    2026-12-06 (``as_2026``), by ``call_score``."""

    def __init__(self, value: CallValue):
        self.value = value

    def call(self, hand) -> int:
        return super().call(hand) if self.as_2026 else self.value.best(hand)


def valued_bot(model) -> CallTrumpBot:
    """Call Trump's rule of thumb calling by the learned value ``model`` (the shipped ``calltrump_call``)."""
    return ValuedCallTrumpBot(CallValue(model))
