"""The bot interface. A bot sees what its seat's player sees — a ``View`` and the legal actions — and
may ask ``sample(rng)`` for a full state consistent with that view (the hidden cards redealt); it is
never handed the real state, so it cannot peek. A sampler may raise ``Enough`` instead of a deal."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.rules.actions import Action
from game.rules.base import GameState, View

Sampler = Callable[[random.Random], GameState]


class Enough(Exception):
    """Raised by a sampler when the caller's time for the decision is up (the app caps a thought by
    the clock, which the bots never read): a search decides on the deals it has drawn."""


@dataclass(frozen=True)
class Why:
    """Why a bot chose what it chose, for the hint: searched (``deals`` sampled deals, the average
    result of the choice and of the next best), or not (the only move, or a rule of thumb)."""
    action: Action
    deals: int = 0
    score: float = 0.0
    runner_up: Action | None = None
    runner_up_score: float = 0.0
    only: bool = False
    kept: bool = False
    """The rule of thumb's choice, kept: the runner-up averaged more, but not surely more."""
    overruled: bool = False
    """Searched, and not the rule of thumb's choice: the search was sure enough to play another."""


class Bot:
    level = ""

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               sample: Sampler | None = None) -> Action:
        raise NotImplementedError

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random,
                sample: Sampler | None = None) -> Why:
        """The choice with its reason; a bot that does not search answers by its rule of thumb."""
        if len(legal) == 1:
            return Why(legal[0], only=True)
        return Why(self.choose(view, legal, rng, sample))


def why_line(why: Why, label: Callable[[Action], str]) -> str:
    """The hint's one line in a player's words; ``label`` names an action as its button does."""
    if why.only:
        return f"{label(why.action)}: it is your only move."
    if not why.deals:
        return f"{label(why.action)}: what an experienced player usually does here."
    if why.kept:
        return (f"{label(why.action)}: the usual play here; {label(why.runner_up)} did a little better "
                f"over {why.deals} sampled deals ({_signed(why.runner_up_score)} against "
                f"{_signed(why.score)}), too little to be sure.")
    line = (f"{label(why.action)}: the best result over {why.deals} deals of the cards you cannot see "
            f"({_signed(why.score)} on average")
    if why.runner_up is not None:
        line += f"; next best, {label(why.runner_up)}: {_signed(why.runner_up_score)}"
    return line + ")."


def _signed(x: float) -> str:
    return f"{x:+.1f}".replace("-", "\u2212")


class RandomBot(Bot):
    """A uniformly random legal action: the baseline every other level must beat."""
    level = "random"

    def choose(self, view, legal, rng, sample=None):
        return legal[rng.randrange(len(legal))]
