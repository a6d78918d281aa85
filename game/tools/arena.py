"""Duplicate-deal strength: computer level A against level B on the same cards (``python -m game arena``).

Luck of the deal is most of a card game's variance, so each deal is played more than once from one
stacked deck and the difference is paired:

- partnership games (Euchre, Call Trump, team Huutopussi): the deal is played twice, A holding the
  first partnership's seats and B the other's, then swapped; the deal's result is the mean, over the
  two plays, of A's points minus B's;
- seat games (Ushter, Ulti, Huutopussi): A sits in each seat in turn among B's, and its result there
  is compared with what B scored in that seat at the all-B table on the same cards.

With a ``field`` level, A and B never meet: each plays the deal against the field's players (A's
partnership against the field's, both ways round; or A in each seat among the field's players) and
the deal's result is A's minus B's, as duplicate bridge compares two pairs that played the same
boards against the same room. Two searches that meet make each other's deals diverge at every seat,
which widens the line; a field of the rule-of-thumb player diverges only where A or B chose
otherwise. With B as the field this is the plain duplicate above, deal for deal.

The ``cheater`` level (Hard's search, its every sample the real state: it sees every card) exists
only here, as the upper bound a search could reach; no table or LAN game can seat it.

Every deal starts a fresh match at 0-0 with the dealer rotating, so one deal's result never leans on
another's. A deal's cards come from the seed and the deal's number alone, and so does the random
stream of each decision, with the seat and how many decisions that seat has made before it
(``decision_rng``): the same command gives the same numbers with any number of workers, and the
plays of one deal share their randomness (common random numbers). A seat whose position is the same
at two tables of a deal decides the same way at both, however much randomness the other seats drew,
so a deal's difference comes from the levels' choices, not from a search's luck at another seat.
"""
from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from game.ai import CHEATER
from game.ai.base import Why
from game.models import shipped
from game.registry import record
from game.rules import DEAL_ACTIONS_MAX, EndlessDeal
from game.tools.runs import spread


@dataclass
class DealResult:
    diff: float
    """A's points minus B's on this deal, in the game's unit (sign flipped where low scores win)."""
    ms: dict[str, list[float]] = field(default_factory=dict)
    """Milliseconds per decision of each side ("a", "b")."""
    tally: dict[str, dict[str, int]] = field(default_factory=dict)
    """The game's per-seat counters (``GameRecord.tally``), summed per side."""
    searched: dict[str, list[int]] = field(default_factory=dict)
    """Per side, [decisions searched, of them played other than the rule of thumb's choice]."""


def _deck(game: str, players: int, options: dict[str, Any], seed: int, deal: int) -> list[str]:
    engine = record(game).engine
    probe = engine.new(seed=1, players=players, **options)
    pack = [str(c) for c in probe.pack()]
    random.Random(seed * 1_000_003 + deal).shuffle(pack)
    return pack


def _play(game: str, players: int, options: dict[str, Any], deck: list[str], dealer: int,
          sides: list[str], levels: dict[str, str], seed: int, ms: dict[str, list[float]],
          tally: dict[str, dict[str, int]] | None = None,
          searched: dict[str, list[int]] | None = None) -> tuple:
    """Play one deal from ``deck`` with ``sides[seat]`` ("a" or "b") choosing for each seat; returns
    the score change per score entry. The game's counters of the deal are added to ``tally``, and
    the searched and overruled decisions of each side to ``searched``."""
    rec = record(game)
    state = rec.engine.new(seed=seed, players=players, dealer=dealer, deck=[deck], **options)
    bots = {side: rec.make_bot(level, arena=True, models=shipped()) for side, level in levels.items()}
    sees_all = {side for side, level in levels.items() if level == CHEATER}
    made = [0] * players
    before = state.scores
    deal_no = state.deal_no
    steps = 0
    events: list = []
    while state.to_act is not None and state.deal_no == deal_no:
        if steps >= DEAL_ACTIONS_MAX:
            raise EndlessDeal(game, f"the arena's deal with decision seed {seed}")
        seat = state.to_act
        side = sides[seat]
        legal = state.legal_actions()
        rng = decision_rng(seed, seat, made[seat])
        made[seat] += 1
        t0 = time.perf_counter()
        if side in sees_all:        # its "redeal" is the real deal
            sample = lambda r, st=state: st.clone()
        else:
            sample = lambda r, st=state, s=seat: st.determinize(s, r)
        if len(legal) == 1:         # as ``choose`` (a random player draws even then)
            why = Why(bots[side].choose(state.view(seat), legal, rng, sample))
        else:
            why = bots[side].explain(state.view(seat), legal, rng, sample)
        ms[side].append((time.perf_counter() - t0) * 1000)
        action = why.action
        if searched is not None and why.deals:
            count = searched.setdefault(side, [0, 0])
            count[0] += 1
            count[1] += why.overruled
        events += state.apply(action)
        steps += 1
    if tally is not None and rec.tally is not None:
        for seat, counts in rec.tally(events).items():
            side = tally.setdefault(sides[seat], {})
            for k, v in counts.items():
                side[k] = side.get(k, 0) + v
    return tuple(a - b for a, b in zip(state.scores, before)), state


def decision_rng(seed: int, seat: int, k: int) -> random.Random:
    """The random stream of ``seat``'s decision number ``k`` (from 0) in a play of the deal seeded ``seed``."""
    return random.Random((seed * 16 + seat) * 1_000_003 + k)


def play_deal(game: str, players: int, options: dict[str, Any], a: str, b: str, seed: int,
              deal: int, field: str | None = None) -> DealResult:
    """One duplicate deal (see the module docstring): A against B, or each against ``field``."""
    rec = record(game)
    deck = _deck(game, players, options, seed, deal)
    dealer = deal % players
    levels = {"a": a, "b": b, **({"f": field} if field else {})}
    ms: dict[str, list[float]] = {side: [] for side in levels}
    tally: dict[str, dict[str, int]] = {}
    searched: dict[str, list[int]] = {}
    probe = rec.engine.new(seed=1, players=players, **options)
    sign = -1.0 if probe.LOW_SCORE_WINS else 1.0
    base = seed * 7_919 + deal * 104_729

    played: dict[tuple[str, ...], tuple] = {}

    def play(sides: list[str]) -> tuple:
        """The deal's score changes with these sides; a table already played is not played again."""
        key = tuple(sides)
        if key not in played:
            played[key] = _play(game, players, options, deck, dealer, sides, levels, base, ms, tally,
                                searched)[0]
        return played[key]

    def result(diff: float) -> DealResult:
        return DealResult(sign * diff, {side: ms[side] for side in ("a", "b")}, tally, searched)

    if len(probe.scores) != players:            # partnerships: two plays, sides swapped
        def match(one: str, other: str) -> float:
            """Mean over the two plays of ``one``'s points minus ``other``'s."""
            total = 0.0
            for swap in (0, 1):
                deltas = play([one if probe.score_index(s) == swap else other for s in range(players)])
                total += deltas[swap] - deltas[1 - swap]
            return total / 2
        return result(match("a", "f") - match("b", "f") if field else match("a", "b"))
    # seat games: A in each seat among B's (or the field's), against B in that seat at the same table
    # (the all-B table, played once, or B among the field)
    rest = "f" if field else "b"
    total = 0.0
    for s in range(players):
        mine = play(["a" if t == s else rest for t in range(players)])[s]
        theirs = play(["b" if t == s else rest for t in range(players)])[s]
        total += mine - theirs
    return result(total / players)


def _job(args: tuple) -> DealResult:
    return play_deal(*args)


@dataclass
class Report:
    diffs: list[float]
    ms: dict[str, list[float]]
    tally: dict[str, dict[str, int]] = field(default_factory=dict)
    """Per side, the game's counters summed over every play (``GameRecord.tally``)."""
    tally_text: Any = None
    searched: dict[str, list[int]] = field(default_factory=dict)
    """Per side, [decisions searched, of them played other than the rule of thumb's choice]."""

    @property
    def n(self) -> int:
        return len(self.diffs)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.diffs)

    @property
    def half_width(self) -> float:
        """Half the 95% confidence interval of the mean paired difference (normal approximation)."""
        if self.n < 2:
            return math.inf
        return 1.96 * statistics.stdev(self.diffs) / math.sqrt(self.n)

    def lines(self, a: str, b: str) -> list[str]:
        out = []
        for side, level in (("a", a), ("b", b)):
            t = sorted(self.ms[side]) or [0.0]
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            out.append(f"{side.upper()} ({level}): {len(self.ms[side])} decisions, ms per decision "
                       f"median {statistics.median(t):.2f}, p95 {p95:.2f}, max {t[-1]:.2f}")
        for side, level in (("a", a), ("b", b)):
            if side in self.searched:
                done, other = self.searched[side]
                out.append(f"{side.upper()} ({level}): searched {done} decisions, played other than "
                           f"Easy's choice in {other} ({100 * other / done:.1f}%)")
        if self.tally_text is not None:
            for side, level in (("a", a), ("b", b)):
                out.append(f"{side.upper()} ({level}): {self.tally_text(self.tally.get(side, {}))}")
        out.append(f"paired diff per deal: {self.mean:+.2f} ± {self.half_width:.2f} (95% CI), n={self.n}")
        return out


def play_deals(game: str, a: str, b: str, deals: Iterable[int], seed: int, players: int, options: dict[str, Any],
               workers: int = 1, field: str | None = None) -> Iterator[tuple[int, DealResult]]:
    """Each of the duplicate deals numbered ``deals`` as it is done (in that order): (number,
    result). A deal's result depends on the seed and its number alone, so a run can be played in
    any pieces (``game.tools.arena_log``)."""
    jobs = [(game, players, options, a, b, seed, i, field) for i in deals]
    yield from zip((j[6] for j in jobs), spread(_job, jobs, workers))


def report(results: Iterable[DealResult], tally_text=None) -> Report:
    """The arena's report of these deals' results."""
    results = list(results)
    ms: dict[str, list[float]] = {"a": [], "b": []}
    tally: dict[str, dict[str, int]] = {}
    searched: dict[str, list[int]] = {}
    for r in results:
        for side in ms:
            ms[side].extend(r.ms[side])
        for side, counts in r.tally.items():
            into = tally.setdefault(side, {})
            for k, v in counts.items():
                into[k] = into.get(k, 0) + v
        for side, (done, other) in r.searched.items():
            into = searched.setdefault(side, [0, 0])
            into[0] += done
            into[1] += other
    return Report([r.diff for r in results], ms, tally, tally_text, searched)


def run(game: str, a: str, b: str, deals: int, seed: int, players: int | None = None,
        options: dict[str, Any] | None = None, workers: int = 1, field: str | None = None) -> Report:
    """Play ``deals`` duplicate deals of A against B (or of each against ``field``); the report's last
    line is the paired result."""
    rec = record(game)
    options = dict(options or {})
    players = players or rec.engine.DEFAULT_PLAYERS
    rec.engine.new(seed=1, players=players, **options)         # bad settings fail here, once
    for level in (a, b, field or b):
        rec.make_bot(level, arena=True, models=shipped())
    done = play_deals(game, a, b, range(deals), seed, players, options, workers, field)
    return report((r for _, r in done), rec.tally_text)
