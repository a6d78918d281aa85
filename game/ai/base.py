"""The bot interface. A bot sees what its seat's player sees — a ``View`` and the legal actions — and
may ask ``sample(rng)`` for a full state consistent with that view (the hidden cards redealt); it is
never handed the real state, so it cannot peek. A sampler may raise ``Enough`` instead of a deal."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.rules.actions import Action
from game.rules.base import GameState, View
from game.rules.wording import N_, say

Sampler = Callable[[random.Random], GameState]


class Enough(Exception):
    """Raised by a sampler when the caller's time for the decision is up (the app caps a thought by
    the clock, which the bots never read): a search decides on the deals it has drawn."""


@dataclass(frozen=True)
class Unit:
    """What a search's number means in a game, so that the hint and the review of a hand say it in
    the game's own terms: its unit ("points", "games"), whether a lower score wins (Ushter: a choice
    is worth the points it keeps off the player's own score) and, where a number is a side's gain
    net of the others' (``GameState.utility``), whom it is counted against. Each game's is a fact
    of its record (game/registry.py); these methods are the one place the wording lives."""
    many: str = N_("points")
    """The unit for more than one (the review of a hand's decisions heads its numbers with it)."""
    low_wins: bool = False
    rivals: str = "the others"
    """Whom a gain is counted against ("the other side" where partners share a score)."""

    def cost(self, loss: float, deals: int) -> str:
        """What a decision cost against the best choice, on ``deals`` sampled deals, as a sentence
        of its own (the cost list's, a catalog template per unit and number): "it cost about 0.4
        points on average, over 40 deals of the cards you could not see."."""
        n = f"{abs(loss):.1f}".removesuffix(".0")
        return say(_COSTS[self.many][n != "1"], n, deals)

    def average(self, x: float) -> str:
        """What a choice's average ``x`` does for the player, as a sentence of its own (the hint's
        catalog templates, one per unit, direction and number): "On average it gains about 1.2
        points on the others."."""
        n = f"{abs(x):.1f}".removesuffix(".0")
        gain, lose, even = _AVERAGES[(self.many, self.rivals, self.low_wins)]
        if abs(x) < 0.05:
            return even
        pair = gain if x > 0 else lose
        return say(pair[n != "1"], n)

    def share(self, share: float, deals: int | None = None) -> str:
        """How often a choice paid off, on ``deals`` sampled deals (None: "of them", the deals just
        named): "it comes out ahead in 58% of the 40 sampled deals."."""
        i = int(self.low_wins)
        if deals is None:
            return say(_SHARE_OF_THEM[i], round(share * 100))
        return say(_SHARE[i], round(share * 100), deals)


_COSTS = {
    "points": (N_("it cost about {0} point on average, over {1} deals of the cards you could not see."),
               N_("it cost about {0} points on average, over {1} deals of the cards you could not see.")),
    "games": (N_("it cost about {0} game on average, over {1} deals of the cards you could not see."),
              N_("it cost about {0} games on average, over {1} deals of the cards you could not see.")),
}
"""What a decision cost, per unit a game's record uses: (for 1, for more)."""

_SHARE = (N_("it comes out ahead in {0}% of the {1} sampled deals."),
          N_("it brings your score down in {0}% of the {1} sampled deals."))
_SHARE_OF_THEM = (N_("it comes out ahead in {0}% of them."), N_("it brings your score down in {0}% of them."))
"""How often a choice paid off, where a higher score wins [0] and where a lower one does [1]."""

_AVERAGES = {
    ("points", "the others", False): (
        (N_("On average it gains about {0} point on the others."),
         N_("On average it gains about {0} points on the others.")),
        (N_("On average it loses about {0} point to the others."),
         N_("On average it loses about {0} points to the others.")),
        N_("On average it comes out even with the others.")),
    ("points", "the other side", False): (
        (N_("On average it gains about {0} point on the other side."),
         N_("On average it gains about {0} points on the other side.")),
        (N_("On average it loses about {0} point to the other side."),
         N_("On average it loses about {0} points to the other side.")),
        N_("On average it comes out even with the other side.")),
    ("games", "the other side", False): (
        (N_("On average it gains about {0} game on the other side."),
         N_("On average it gains about {0} games on the other side.")),
        (N_("On average it loses about {0} game to the other side."),
         N_("On average it loses about {0} games to the other side.")),
        N_("On average it comes out even with the other side.")),
    ("points", "the others", True): (
        (N_("On average it keeps about {0} point off your score."),
         N_("On average it keeps about {0} points off your score.")),
        (N_("On average it puts about {0} point on your score."),
         N_("On average it puts about {0} points on your score.")),
        N_("On average it leaves your score as it is.")),
}
"""A choice's average as a sentence, per unit a game's record uses (its plural, whom a gain is
counted against, whether a lower score wins): (gain for 1, for more), (loss for 1, for more), even.
A template per case, as the catalogs need: no word of the unit is put into a sentence."""


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
    as_2026 = False
    """Whether this rule of thumb plays as it did on 2026-12-06: every rule added since then is
    guarded by it, so the arena's ``normal-2026`` measures what they are worth."""
    lead_forces = False
    """Whether, on lead with a known ruff about, a side card that an unseen card of its suit beats
    counts as safe (``cardplay.safe_leads``'s ``forces``): it may lose the trick anyway, and a ruff
    costs the ruffer a trump. Set where barring every lead into a ruff measured a loss against the
    rule of thumb of 2026-12-06 (Ushter: ``easy --b easy-2026``, docs/ai-log.md)."""
    reads_every_card = False
    """Whether the search's sampler reads every card the others played as this rule of thumb's own
    (``search.misplayed``), where the game has that reading (Call Trump, Euchre): Hard's, which was
    measured to choose better with it; Normal keeps the cheaper reading, since with this one it
    measured not surely stronger than without in Call Trump (docs/ai-log.md)."""

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               sample: Sampler | None = None) -> Action:
        raise NotImplementedError

    def planned_force(self, view: View, card: int) -> bool:
        """Whether this rule of thumb leads ``card`` into a known ruff as a planned force, not by
        mistake, whatever the voids (``lead_forces`` covers the cards that may lose anyway): the
        partner scan (tools/partner_scan.py) counts no such lead."""
        return False

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random,
                sample: Sampler | None = None) -> Why:
        """The choice with its reason; a bot that does not search answers by its rule of thumb."""
        if len(legal) == 1:
            return Why(legal[0], only=True)
        return Why(self.choose(view, legal, rng, sample))


def why_line(why: Why, label: Callable[[Action], str], unit: Unit = POINTS, auction: bool = False) -> str:
    """The hint's lines in a player's words, its numbers in the game's ``unit``; ``label`` names
    an action as its button does. Each choice is named at the start of a sentence, before a colon,
    and each sentence is a catalog template of its own, so that the reader's side translates the
    line piece by piece (game/i18n.py). An ``auction`` decision (a bid, a call, a kontra) gives the
    odds: how often each choice came out ahead on the sampled deals."""
    me = f"{label(why.action)}:"
    if why.only:
        return " ".join((me, N_("it is your only move.")))
    if not why.deals:
        return " ".join((me, N_("what an experienced player usually does here.")))
    other = f"{label(why.runner_up)}:" if why.runner_up is not None else None
    n = why.deals
    if auction:
        said = [me, *_odds(why.still, why.ahead, why.score, unit, n)]
        if other is not None:
            said += [other, *_odds(why.runner_up_still, why.runner_up_ahead, why.runner_up_score, unit, None)]
            if why.kept:
                said.append(N_("A little better, but too little to be sure."))
        return " ".join(said)
    if other is not None and why.equal:
        return " ".join((me, say("exactly as good as the next best on every one of {0} sampled deals of the "
                                 "cards you cannot see.", n), unit.average(why.score), other, N_("the next best.")))
    if why.kept:
        return " ".join((me, N_("the usual play here."), unit.average(why.score), other,
                         say("a little better over {0} sampled deals, but too little to be sure.", n),
                         unit.average(why.runner_up_score)))
    said = [me, say("the best choice over {0} deals of the cards you cannot see.", n), unit.average(why.score)]
    if other is not None:
        if abs(why.score - why.runner_up_score) < 0.05:
            said += [other, N_("about as good.")]
        else:
            said += [other, N_("the next best."), unit.average(why.runner_up_score)]
    return " ".join(said)


def _odds(still: bool, ahead: float, mean: float, unit: Unit, deals: int | None) -> tuple[str, ...]:
    """One choice of an auction: it costs nothing, or how often it paid off on ``deals`` sampled
    deals (None: the deals already named) and its average."""
    if still:
        if deals is None:
            return (N_("it costs nothing on any of them."),)
        return (say("it costs nothing on any of the {0} sampled deals.", deals),)
    return unit.share(ahead, deals), unit.average(mean)


class RandomBot(Bot):
    """A uniformly random legal action: the baseline every other level must beat."""
    level = "random"

    def choose(self, view, legal, rng, sample=None):
        return legal[rng.randrange(len(legal))]
