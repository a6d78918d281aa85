"""Playing for the match: what a deal's result is worth for winning the match, for the search.

Far from a match's end a point is a point, and the search judges a playout by the game's
``utility`` (the hand's points). Near the end the same points are worth more or less than that:
at 9-9 in Euchre one point wins, so a lone hand's four are worth no more than a partnership's
one, and its euchre loses the match; an Ushter seat at 1 wins with any trick it takes. There a
playout is judged by the seat's side's match equity, its chance to win the match, estimated from
the scores by a simple model per game (below), and exactly 1 or 0 (a shared win its share) once
the match is decided inside the playout.

The two are blended continuously by how near the end the scores before the deal are
(``nearness``): today's utility far from the end, the equity near it, a straight mix between.
The equity change is counted in the game's points at the scores before the deal (``scale``: the
points a unit of equity is worth there, from the model's slope), so a blended value and the
hint's numbers stay in the game's unit; the scale is one number per decision, so it never changes
which choice is best.

Per game (the rules files, ../shared/rules):

- Euchre, to a target (10 or 11): an exact race table over the points each side still needs,
  from the hand outcomes of Easy self-play; for a number of hands, the same outcomes over the
  hands left (a tie after the last plays on, worth a half).
- Ushter (race to 0, lowest wins): each seat's chance is a softmax of minus its score, scaled by
  the spread of a seat's score over the deals likely left.
- Huutopussi (500 alone at the top wins, or the highest after the round limit): the same softmax
  of the totals, over the rounds likely left.
- Call Trump: every game is one point to one side, so a game's match equity is a positive
  multiple of the game point at any score, and the search's choices are the same; no blend.
- Ulti: a fixed number of deals (6, 9 or 12); not modelled yet, the hand's points throughout.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

from game.rules.huutopussi import match_winners

EUCHRE_HAND = ((1, 0.322), (2, 0.147), (4, 0.031))
"""Euchre: the chance that a side scores 1, 2 or 4 points in a hand (the rest: the other side
scores). Measured in 4,000 hands of Easy self-play (seed 5): the difference of the two sides'
points was ±1 in 2,575, ±2 in 1,177, ±4 in 247 and 0 in 1; pooled over the sides, which are
symmetric but for the deal."""
EUCHRE_NEAR = (4, 8)
"""Euchre to a target: the equity alone when a side needs this few points or fewer (a lone
march ends the match), the hand's points alone from the second number up, a mix between."""
EUCHRE_HANDS_NEAR = (2, 5)
"""Euchre for a number of hands: the same by the hands left to count."""

USHTER_DEAL = (0.83, 1.44)
"""Ushter: the mean a seat's score comes down per deal and its standard deviation, at a table of
five Easy players (1,000 deals, seed 5: mean change -0.83, sd 1.44)."""
USHTER_NEAR = (4, 8)
"""Ushter: the equity alone when the lowest score is this low or lower, points from the second."""

HUUTOPUSSI_TARGET = 500
HUUTOPUSSI_ROUND = (45.0, 55.0)
"""Huutopussi: the mean a total gains per round and its standard deviation, at a table of three
Easy players (600 rounds, seed 5: mean +45, sd 55)."""
HUUTOPUSSI_NEAR = (150, 300)
"""Huutopussi: the equity alone when the leader needs this few points to 500 (one made contract),
points from the second number up."""
HUUTOPUSSI_ROUNDS_NEAR = (2, 4)
"""Huutopussi: the same by the rounds left before the round limit."""


def _mix(far: float, near: float, at: float) -> float:
    """How near a match's end a distance ``at`` from it is (points or deals to go): 1 at ``near`` or
    closer, 0 from ``far`` on, linear between, so the blend moves with the scores without a jump."""
    if at <= near:
        return 1.0
    if at >= far:
        return 0.0
    return (far - at) / (far - near)


Judge = Callable[[object], float]
"""A playout's worth for one seat: called with the state the playout reached."""


def judge(seat: int, before: tuple[int, ...], nearness: float, was: float, now: Callable[[object], float],
          scale: float) -> Judge | None:
    """The worth of a playout for ``seat`` from scores ``before``: today's utility mixed, by
    ``nearness`` (1: the equity alone), with ``scale`` times the change of the side's match equity
    from ``was`` to ``now(state)``; None (today's utility) where ``nearness`` is 0."""
    if nearness <= 0:
        return None

    def worth(state) -> float:
        return (1 - nearness) * state.utility(seat, before) + nearness * scale * (now(state) - was)
    return worth


def _share(state, entry: int, winners: Callable[[object], tuple[int, ...]] | None = None) -> float | None:
    """The equity of score entry ``entry`` once the match is over: 1, or its share of a shared win,
    or 0; None while play goes on. ``winners(state)``: the winning entries where the state does not
    keep them (``state.winners``)."""
    if state.to_act is not None:
        return None
    won = state.winners if winners is None else winners(state)
    return 1 / len(won) if entry in won else 0.0


# --- Euchre ----------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def euchre_race(need: int, other: int) -> float:
    """The chance that a side needing ``need`` points wins the race against one needing ``other``,
    hands scored by ``EUCHRE_HAND`` (a side with nothing left to need has won)."""
    if need <= 0:
        return 1.0
    if other <= 0:
        return 0.0
    total = sum(p for _, p in EUCHRE_HAND) * 2
    return sum(p * (euchre_race(need - k, other) + euchre_race(need, other - k)) for k, p in EUCHRE_HAND) / total


@lru_cache(maxsize=None)
def euchre_hands(margin: int, left: int) -> float:
    """The chance that a side ``margin`` points ahead wins a game of ``left`` more counted hands
    (a tie after them plays on hand by hand: even)."""
    if left <= 0:
        return 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
    total = sum(p for _, p in EUCHRE_HAND) * 2
    return sum(p * (euchre_hands(margin + k, left - 1) + euchre_hands(margin - k, left - 1))
               for k, p in EUCHRE_HAND) / total


def euchre_equity(scores: tuple[int, ...], side: int, options: dict, left: int) -> float:
    """Side ``side``'s chance to win the match at ``scores``, ``left`` counted hands to go where the
    game is a number of hands."""
    mine, theirs = scores[side], scores[1 - side]
    if options["game_end"] == "score":
        return euchre_race(options["target"] - mine, options["target"] - theirs)
    return euchre_hands(mine - theirs, left)


def euchre_judge(world, seat: int) -> Judge | None:
    """How the search judges a Euchre playout from ``world`` for ``seat``'s side (the module docstring)."""
    opts = world.options
    side = world.score_index(seat)
    before = world.scores
    left = max(1, opts["hands"] - world.counted)       # a tie after the last plays on, a hand at a time
    if opts["game_end"] == "score":
        nearness = _mix(EUCHRE_NEAR[1], EUCHRE_NEAR[0], min(opts["target"] - s for s in before))
    else:
        nearness = _mix(EUCHRE_HANDS_NEAR[1], EUCHRE_HANDS_NEAR[0], left)
    up, down = list(before), list(before)
    up[side] += 1
    down[1 - side] += 1
    slope = euchre_equity(tuple(up), side, opts, left - 1) - euchre_equity(tuple(down), side, opts, left - 1)

    def now(state) -> float:
        done = _share(state, side)
        return done if done is not None else euchre_equity(state.scores, side, opts,
                                                           opts["hands"] - state.counted)
    return judge(seat, before, nearness, euchre_equity(before, side, opts, left), now,
                 2 / slope if slope > 0 else 0.0)


# --- the races of several score entries: Ushter, Huutopussi -----------------------------------------

def softmax_equity(scores, entry: int, spread: float, low_wins: bool) -> float:
    """Score entry ``entry``'s chance to win a race at ``scores``: a softmax of the scores (minus
    them where low wins) over ``spread``, the standard deviation of a score over the deals likely
    left. Two entries a spread apart stand about 73 to 27."""
    sign = -1.0 if low_wins else 1.0
    top = max(sign * x for x in scores)
    w = [math.exp((sign * x - top) / spread) for x in scores]
    return w[entry] / sum(w)


def race_judge(world, seat: int, nearness: float, deals_left: float, sd: float, step: int,
               winners: Callable[[object], tuple[int, ...]] | None = None) -> Judge | None:
    """A playout's worth in a race of several score entries (``softmax_equity`` over ``deals_left``
    deals of ``sd`` each), counted in ``step``-point slopes of the seat's own entry."""
    low = world.LOW_SCORE_WINS
    before = world.scores
    entry = world.score_index(seat)
    spread = sd * math.sqrt(max(1.0, deals_left))
    better = list(before)
    better[entry] += -step if low else step
    was = softmax_equity(before, entry, spread, low)
    slope = (softmax_equity(better, entry, spread, low) - was) / step

    def now(state) -> float:
        done = _share(state, entry, winners)
        return done if done is not None else softmax_equity(state.scores, entry, spread, low)
    return judge(seat, before, nearness, was, now, 1 / slope if slope > 0 else 0.0)


def ushter_judge(world, seat: int) -> Judge | None:
    """Ushter: the seat's chance to be lowest when a score reaches 0 (the module docstring)."""
    low = min(world.scores)
    return race_judge(world, seat, _mix(USHTER_NEAR[1], USHTER_NEAR[0], low), low / USHTER_DEAL[0],
                      USHTER_DEAL[1], 1)


def huutopussi_judge(world, seat: int) -> Judge | None:
    """Huutopussi: the seat's (team's) chance to be alone at the top at 500 or the round limit."""
    need = HUUTOPUSSI_TARGET - max(world.scores)
    rounds = world.options["round_limit"] - world.hand_no + 1          # this round included
    nearness = max(_mix(HUUTOPUSSI_NEAR[1], HUUTOPUSSI_NEAR[0], need),
                   _mix(HUUTOPUSSI_ROUNDS_NEAR[1], HUUTOPUSSI_ROUNDS_NEAR[0], rounds))
    limit = world.options["round_limit"]
    return race_judge(world, seat, nearness, min(rounds, max(need, 0) / HUUTOPUSSI_ROUND[0]),
                      HUUTOPUSSI_ROUND[1], 10, lambda st: match_winners(st.scores, st.hand_no, limit))
