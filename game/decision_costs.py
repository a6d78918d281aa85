"""What each of a player's decisions cost in a hand that is over, worked out from its hand file.

Every decision the player made in the hand (one with more than one legal choice) is weighed again
by the Normal player's search (``SearchBot.weigh``) on the deals the hint would have sampled there:
the seed comes from the match's id and the move's number as in ``Table.ask_hint``, so asking twice,
from the app or ``python -m game costs FILE``, gives the same list, and where the player's choice
was among those the search compares its numbers are the hint's. The player's own choice is weighed
too when the search would not have shortlisted it.

A decision is listed when the player's choice averaged less than the best choice by more than
``BAR`` standard errors of their paired difference, deal by deal (the bar at which the Normal player
trusts its search over its rule of thumb), and never when the player made the Normal player's own
choice: a loss inside the noise of the sampled deals is not a cost anyone could see. The list is
largest loss first. Decisions the search does not weigh (a choice among more than it compares, or
too few sampled deals) are counted, not guessed at.

No pygame, no clock, no files: the caller hands in the parsed hand file; ``progress`` is told after
each decision and may raise to stop (the worker's cancel ends its process instead)."""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable

from game.ai.base import Unit
from game.ai.search import SearchBot, surely_better
from game.hand_file import DealRecord, HandFile, HandFileError, replay_deal
from game.hand_review import at_deal, hand_over
from game.registry import coach_terms, make_bot
from game.rules.actions import Action, Event, Play
from game.rules.base import GameState
from game.rules.wording import N_, say

BAR = 2.0
"""Standard errors of the paired difference a loss must exceed to be listed (``registry.SURE``,
the Normal player's own bar for trusting its samples over its rule of thumb)."""
LEAST = 0.05
"""A loss that rounds to nothing in the shown tenth is not listed either."""
LEVEL = "normal"
"""The player whose search weighs the decisions: the one the hint asks."""


@dataclass(frozen=True)
class Decision:
    """One of the player's decisions in the hand: the state it was made in and what was chosen."""
    move: int
    """The number of moves of the match before it (``Table.moves`` then): with the match id, its seed."""
    state: GameState
    action: Action


@dataclass(frozen=True)
class Cost:
    """A listed decision: what the player chose, the best choice, and their averages."""
    move: int
    trick: int
    """The trick it was made in (1 for the first; 0 before the first card)."""
    action: Action
    best: Action
    mine: float
    top: float
    deals: int
    line: str
    """Its one line, in the game's unit (seat and card tokens unrendered)."""

    @property
    def loss(self) -> float:
        """What the choice cost on average, a negative number in the game's unit."""
        return self.mine - self.top

    @property
    def shown(self) -> str:
        """The loss as the list shows it: "−0.4" (a true minus sign), to a tenth."""
        return f"{self.loss:.1f}".replace("-", "\u2212")


@dataclass(frozen=True)
class Costs:
    """The decisions of one hand weighed for one seat."""
    game: str
    ordinal: int
    seat: int
    unit: Unit
    weighed: int
    """The player's decisions the search weighed."""
    unweighed: int
    """Those it could not: a choice among more than the search compares, or one it did not
    shortlist where it compared nothing (a decision made as the Normal player makes it is weighed)."""
    listed: tuple[Cost, ...]
    """The decisions that lost against the best choice, largest loss first."""


def cost_line(mine: str, best: str, cost: Cost, unit: Unit) -> str:
    """A listed decision in a player's words, the choices named as their buttons were, each before
    a colon and each sentence a catalog template of its own, as the hint's (``why_line``), so that
    the reader's side translates it piece by piece: "Play the ♦A: it cost about 0.4 points on
    average, over 40 deals of the cards you could not see. On average it gains ... Play the ♥9:
    the best choice. On average it gains ..."."""
    return " ".join((f"{mine}:", unit.cost(cost.loss, cost.deals), unit.average(cost.mine),
                     f"{best}:", N_("the best choice."), unit.average(cost.top)))


def summary_line(costs: Costs) -> str:
    """What the list says as a whole, above it (or alone, when nothing is listed): a sentence
    template each for what was listed and for what could not be weighed (``say`` marks an engine's
    sentence; this module's are marked ``N_`` for the app's catalog)."""
    n, w, u = len(costs.listed), costs.weighed, costs.unweighed
    if not w:
        return N_("None of your decisions in this hand could be weighed: each was a choice the search does not "
                  "compare.")
    if w == 1:
        head = N_("Your one weighed decision lost against the best choice.") if n else \
            N_("Your one weighed decision did not lose against the best choice by more than the noise of the "
               "sampled deals.")
    else:
        head = say(N_("{0} of your {1} weighed decisions lost against the best choice."), n, w) if n else \
            say(N_("None of your {0} weighed decisions lost against the best choice by more than the noise "
                   "of the sampled deals."), w)
    if not u:
        return head
    more = N_("One more could not be weighed.") if u == 1 else say(N_("{0} more could not be weighed."), u)
    return f"{head} {more}"


def decisions(hf: HandFile, seat: int, rec: DealRecord | None = None) -> list[Decision]:
    """The player at ``seat``'s decisions in deal ``rec`` of ``hf`` (the hand over last when None);
    HandFileError when the deal cannot be replayed."""
    rec = rec or hand_over(hf)
    state = at_deal(hf, rec)
    out: list[Decision] = []

    def each(before: GameState, action: Action, events: list[Event]) -> None:
        if before.to_act == seat and len(before.legal_actions()) > 1:
            out.append(Decision(len(before.actions_log()), before, action))
    problem = replay_deal(state, rec, each)
    if problem is not None:
        raise HandFileError(N_("deal {0} cannot be weighed: {1}"), rec.ordinal, problem)
    return out


def seed_of(key: str, move: int) -> int:
    """The seed of the hint at move ``move`` of the match named ``key`` (``Table.ask_hint``)."""
    return random.Random(f"{key}:{move}").getrandbits(64)


def match_key(hf: HandFile) -> str:
    """What names the match for the seeds: its id, or for a file without one its first deal's
    commitment (or seed), so the same file always gives the same list."""
    if hf.match_id is not None:
        return hf.match_id
    first = hf.deals[0]
    return first.commitment or f"{hf.game}:{first.number}"


def weigh_hand(hf: HandFile, seat: int, progress: Callable[[int, int], None] | None = None,
               rec: DealRecord | None = None) -> Costs:
    """The cost list of ``seat``'s decisions in deal ``rec`` of ``hf`` (the hand over last when
    None). ``progress(done, total)`` is told after each decision."""
    rec = rec or hand_over(hf)
    made = decisions(hf, seat, rec)
    bot = make_bot(hf.game, LEVEL)
    key = match_key(hf)
    listed: list[Cost] = []
    weighed = 0
    unit = coach_terms(hf.game, "")[0]
    for k, d in enumerate(made):
        cost = weigh_one(bot, d, seat, key, unit)
        if cost is not False:
            weighed += 1
            if cost is not None:
                listed.append(cost)
        if progress is not None:
            progress(k + 1, len(made))
    listed.sort(key=lambda c: (c.loss, c.move))
    return Costs(hf.game, rec.ordinal, seat, unit, weighed, len(made) - weighed, tuple(listed))


def weigh_one(bot: SearchBot, d: Decision, seat: int, key: str, unit: Unit) -> Cost | None | bool:
    """One decision: its Cost when it lost by more than the noise, None when it did not, False when
    the search could not weigh it."""
    state = d.state
    seed = seed_of(key, d.move)
    rng = random.Random(seed)
    view, legal = state.view(seat), state.legal_actions()
    weighed = bot.weigh(view, legal, rng, lambda r: state.determinize(seat, r), also=d.action,
                        aside=random.Random(seed ^ 1))
    if weighed is None:          # not compared: fine where the player did what the Normal player does
        same = bot.explain(view, legal, random.Random(seed), lambda r: state.determinize(seat, r))
        return None if same.action == d.action else False
    if weighed.searched > 1:
        chosen = bot.verdict(view, legal, weighed, rng).action
    else:
        chosen = weighed.actions[0]
    acts = weighed.actions
    mine = acts.index(d.action)
    best = max(range(len(acts)), key=lambda i: (weighed.mean(i), i == mine))
    if (d.action == chosen or best == mine
            or not surely_better(list(weighed.values[best]), list(weighed.values[mine]), BAR)
            or weighed.mean(best) - weighed.mean(mine) < LEAST):
        return None
    trick = sum(view.tricks_won) + 1 if isinstance(d.action, Play) else 0
    cost = Cost(d.move, trick, d.action, acts[best], weighed.mean(mine), weighed.mean(best),
                len(weighed.values[0]), "")
    return replace(cost, line=cost_line(state.label(d.action), state.label(acts[best]), cost, unit))
