"""A bot that plays its cards by a learned policy: a linear score of each legal card's features
(``game.ai.learned.euchre_features``), the highest score played (the softmax the training fitted
keeps the order of the scores, so the most likely card is the highest). Plain Python, no training
library: the weights are handed over as data (``game.models`` reads them from the shipped file the
training script writes; this layer never touches the disk). Every other decision (a bid, a discard)
is the rule of thumb's, ``fallback``."""
from __future__ import annotations

from typing import Callable, Sequence

from game.ai.base import Bot
from game.ai.euchre import EuchreBot
from game.ai.learned import euchre_features
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


def euchre_policy(model) -> PolicyBot:
    """Euchre's learned card play (the arena's ``hard-learned`` playouts, ``GameRecord.hard_rollout``)
    by ``model`` (its ``features`` names and ``weights``: the shipped ``euchre_play``), the rule of
    thumb bidding; the weights must be for the features as they are now."""
    if tuple(model.features) != euchre_features.NAMES:
        raise ValueError("Euchre's shipped card-play weights are for other features: run tools/train_policy.py")
    return PolicyBot(EuchreBot(), "play", euchre_features.features, model.features, model.weights)
