"""The bot interface. A bot sees what its seat's player sees — a ``View`` and the legal actions — and
may ask ``sample(rng)`` for a full state consistent with that view (the hidden cards redealt); it is
never handed the real state, so it cannot peek."""
from __future__ import annotations

import random
from typing import Callable, Sequence

from game.rules.actions import Action
from game.rules.base import GameState, View

Sampler = Callable[[random.Random], GameState]


class Bot:
    level = ""

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               sample: Sampler | None = None) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """A uniformly random legal action: the baseline every other level must beat."""
    level = "random"

    def choose(self, view, legal, rng, sample=None):
        return legal[rng.randrange(len(legal))]
