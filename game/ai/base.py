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
class Unit:
    """What a search's number means in a game, so that the hint and the review of a hand say it in
    the game's own terms: its unit ("point", "game"), whether a lower score wins (Ushter: a choice
    is worth the points it keeps off the player's own score) and, where a number is a side's gain
    net of the others' (``GameState.utility``), whom it is counted against. Each game's is a fact
    of its record (game/registry.py); these methods are the one place the wording lives."""
    one: str = "point"
    many: str = "points"
    low_wins: bool = False
    rivals: str = "the others"
    """Whom a gain is counted against ("the other side" where partners share a score)."""

    def amount(self, x: float) -> str:
        """The size of ``x``: "about 1.7 points", "about 1 point"."""
        n = f"{abs(x):.1f}".removesuffix(".0")
        return f"about {n} {self.one if n == '1' else self.many}"

    def result(self, x: float) -> str:
        """What a choice's average ``x`` does for the player: "gains about 1.2 points on the
        other side", "keeps about 1.7 points off your score"."""
        if abs(x) < 0.05:
            return "leaves your score as it is" if self.low_wins else f"comes out even with {self.rivals}"
        if self.low_wins:
            return f"keeps {self.amount(x)} off your score" if x > 0 else f"puts {self.amount(x)} on your score"
        return f"gains {self.amount(x)} on {self.rivals}" if x > 0 else f"loses {self.amount(x)} to {self.rivals}"

    def ahead(self, share: float) -> str:
        """How often a choice paid off: "comes out ahead in 58%", "brings your score down in 58%"."""
        did = "brings your score down" if self.low_wins else "comes out ahead"
        return f"{did} in {round(share * 100)}%"


POINTS = Unit()
"""Points, higher is better, counted against the others: what a game that names no unit means."""


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
    ahead: float = 0.0
    runner_up_ahead: float = 0.0
    """The share of the sampled deals on which the choice (the runner-up) came out ahead."""
    still: bool = False
    runner_up_still: bool = False
    """The choice (the runner-up) changed no score on any sampled deal: it costs nothing."""
    equal: bool = False
    """The choice and the runner-up came to exactly the same on every sampled deal."""


class Bot:
    level = ""
    for_match = True
    """Whether the rule of thumb reads the match's situation where it has a rule for it (Euchre's
    lone hands near the end); False only in the arena's ``normal-2026``, today's Normal as it was."""

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               sample: Sampler | None = None) -> Action:
        raise NotImplementedError

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random,
                sample: Sampler | None = None) -> Why:
        """The choice with its reason; a bot that does not search answers by its rule of thumb."""
        if len(legal) == 1:
            return Why(legal[0], only=True)
        return Why(self.choose(view, legal, rng, sample))


def why_line(why: Why, label: Callable[[Action], str], unit: Unit = POINTS, auction: bool = False) -> str:
    """The hint's one line in a player's words, its numbers in the game's ``unit``; ``label``
    names an action as its button does. An ``auction`` decision (a bid, a call, a kontra) gives
    the odds: how often each choice came out ahead on the sampled deals."""
    me = label(why.action)
    if why.only:
        return f"{me}: it is your only move."
    if not why.deals:
        return f"{me}: what an experienced player usually does here."
    other = label(why.runner_up) if why.runner_up is not None else None
    n = why.deals
    if other is not None and why.equal:
        return (f"{me}: it and {other} are worth the same here, on every one of {n} sampled deals of "
                f"the cards you cannot see (each {unit.result(why.score)} on average).")
    if auction:
        line = f"{me}: {_odds(why.still, why.ahead, why.score, unit, f'the {n} sampled deals')}"
        if other is None:
            return line + "."
        line += f"; {other}: {_odds(why.runner_up_still, why.runner_up_ahead, why.runner_up_score, unit, 'them')}"
        return line + (", a little better, but too little to be sure." if why.kept else ".")
    if why.kept:
        return (f"{me}: the usual play here; {other} did a little better over {n} sampled deals (it "
                f"{unit.result(why.runner_up_score)} on average, this {unit.result(why.score)}), "
                "too little to be sure.")
    line = f"{me}: over {n} deals of the cards you cannot see, it {unit.result(why.score)} on average"
    if other is None:
        return line + "."
    if abs(why.score - why.runner_up_score) < 0.05:
        return line + f"; {other} does about as well."
    return line + f"; the next best, {other}, {unit.result(why.runner_up_score)}."


def _odds(still: bool, ahead: float, mean: float, unit: Unit, deals: str) -> str:
    """One choice of an auction: "it costs nothing", or how often it paid off on ``deals`` and
    its average."""
    if still:
        return f"it costs nothing on any of {deals}"
    return f"it {unit.ahead(ahead)} of {deals} and {unit.result(mean)} on average"


class RandomBot(Bot):
    """A uniformly random legal action: the baseline every other level must beat."""
    level = "random"

    def choose(self, view, legal, rng, sample=None):
        return legal[rng.randrange(len(legal))]
