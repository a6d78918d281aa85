"""A bot that plays its cards by a learned policy: a linear score of each legal card's features
(``game.ai.learned.euchre_features``), the highest score played (the softmax the training fitted
keeps the order of the scores, so the most likely card is the highest). Plain Python, no training
library: the weights are a tuple of floats in a data module the training script writes. Every
other decision (a bid, a discard) is the rule of thumb's, ``fallback``."""
from __future__ import annotations

from typing import Callable, Sequence

from game.ai.base import Bot
from game.ai.euchre import EuchreBot
from game.ai.learned import euchre_features, euchre_play
from game.rules.actions import Play


class PolicyBot(Bot):
    level = "learned"

    def __init__(self, fallback: Bot, phase: str, features: Callable, names: Sequence[str],
                 weights: Sequence[float]):
        if len(weights) != len(names):
            raise ValueError(f"{len(weights)} weights for {len(names)} features")
        self.fallback = fallback
        self.phase = phase
        """The phase whose card plays the policy chooses."""
        self.features = features
        self.weights = tuple(weights)

    def scores(self, view, cards) -> list[float]:
        """Each card's score in ``view``: its features weighed."""
        w = self.weights
        return [sum(x * y for x, y in zip(row, w)) for row in self.features(view, cards)]

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        if view.phase != self.phase:
            return self.fallback.choose(view, legal, rng, sample)
        cards = [a.card for a in legal]
        scores = self.scores(view, cards)
        best = max(range(len(cards)), key=scores.__getitem__)     # a tie: the first listed
        return Play(cards[best])


def euchre_policy() -> PolicyBot:
    """Euchre's learned card play (Hard's playouts, ``GameRecord.hard_rollout``), the rule of thumb
    bidding; the shipped weights must be for the features as they are now."""
    if euchre_play.NAMES != euchre_features.NAMES:
        raise ValueError("Euchre's shipped weights are for other features: run tools/train_policy.py")
    return PolicyBot(EuchreBot(), "play", euchre_features.features, euchre_play.NAMES, euchre_play.WEIGHTS)
