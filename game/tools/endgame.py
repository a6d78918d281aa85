"""Match wins: level A against level B in matches started at scores close to the end
(``python -m game.tools.endgame euchre --a normal --b normal-2026 --matches 200 --seed 1``), or with
``--full`` in whole matches from the opening score (issue 35's match-aware target).

Whole-match arenas rarely reach a close finish, where playing for the match (game/ai/match.py)
differs from playing for the hand's points, so each match here starts at one of the game's ``STARTS``
in turn (with ``--full``, at the game's own opening score) and is played to its end, both plays of a
match from the same queue of stacked decks:

- Euchre (partnerships): A holds the first partnership and then the second; the match's result is
  A's wins over the two plays minus one (1: A won both, 0: one each).
- Ushter and Huutopussi (each seat alone): A sits in one seat among B's, in turn in every seat,
  and B plays the same cards at an all-B table; the match's result is A's match win from that seat
  minus B's from it (a shared win counts its share).

A's match-win rate against B is a half plus half the mean result, with a 95% confidence interval
(normal approximation); in Euchre this is the share of matches A wins where the two meet.

Why two levels differ is only visible where their choices do: at every decision of A's in the
first play the tool also asks B, on the same view with the same random stream, and counts the
matches in which B would have chosen otherwise at least once.

No engine option sets the scores a match starts at, so the tool sets the fresh state's score
before the first decision: a measurement only, never a table's match. A match's cards and random
streams come from the seed and its number alone, so ``--workers`` changes no result, and a run
kept in a ``--log`` goes on where it stopped (``game.tools.runs``).
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path
from typing import Iterable, Iterator

from game.models import shipped
from game.registry import record
from game.rules.actions import MatchOver
from game.tools.arena import _deck, decision_rng
from game.tools.runs import LogError, RunLog, spread

STARTS = {
    "euchre": ((8, 8), (9, 9), (8, 9), (9, 8), (7, 9), (9, 7), (6, 8), (8, 6)),
    "ushter": ((3, 3, 5, 6, 8), (2, 4, 4, 7, 9), (4, 5, 5, 6, 6), (1, 3, 4, 6, 8)),
    "huutopussi": ((400, 350, 300), (450, 420, 300), (380, 380, 380), (470, 300, 250), (350, 420, 400)),
}
"""The scores (one per score entry: Euchre's partnerships, else the seats) each game's matches start
at, in turn; every one inside the distance where the match judge weighs the match alone or mostly
(game/ai/match.py: Euchre 4 points to go, Ushter a score of 4, Huutopussi 150 to 500). Ushter and
Huutopussi have a number of starts prime to their seats, so A meets every start from every seat."""
PLAYERS = {"euchre": 4, "ushter": 5, "huutopussi": 3}
DECKS = 16
"""Stacked decks queued per match (a match from these starts lasts fewer hands; after them the
engine's own chance chain deals, the same at both plays)."""


def play_match(game: str, start: tuple[int, ...] | None, decks: list[list[str]], dealer: int,
               seat_levels: list[str], seed: int, shadow: tuple[str, str] | None = None) -> tuple:
    """One match from ``start`` (None: the game's opening score), ``seat_levels[s]`` choosing for
    seat ``s``. Returns the winning
    score entries (the match's end event names them: not every engine keeps them) and, where ``shadow`` = (level, other) is given, [decisions of ``level``, of them
    where ``other`` would have chosen otherwise]."""
    rec = record(game)
    state = rec.engine.new(seed=seed, players=len(seat_levels), dealer=dealer, deck=decks)
    if start is not None:
        state.score = type(state.score)(start)
    bots = {level: rec.make_bot(level, arena=True, models=shipped()) for level in set(seat_levels) | set(shadow or ())}
    made = [0] * state.players
    differ = [0, 0]
    winners: tuple[int, ...] = ()
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        level = seat_levels[seat]
        view = state.view(seat)
        sample = lambda r, st=state, s=seat: st.determinize(s, r)
        action = bots[level].choose(view, legal, decision_rng(seed, seat, made[seat]), sample)
        if shadow is not None and level == shadow[0] and len(legal) > 1:
            other = bots[shadow[1]].choose(view, legal, decision_rng(seed, seat, made[seat]), sample)
            differ[0] += 1
            differ[1] += other != action
        made[seat] += 1
        for event in state.apply(action):
            if type(event) is MatchOver:
                winners = tuple(event.winners)
    return winners, differ


def _share(winners: tuple[int, ...], entry: int) -> float:
    return 1 / len(winners) if entry in winners else 0.0


def _match(job: tuple) -> tuple[float, list[int]]:
    """Match ``i`` of a run (see the module docstring): A's result and [A's decisions in the first
    play, of them where B would have chosen otherwise]."""
    game, a, b, seed, i, full = job
    starts = STARTS[game]
    n = PLAYERS[game]
    decks = [_deck(game, n, {}, seed, i * DECKS + k) for k in range(DECKS)]
    start = None if full else starts[i % len(starts)]
    base = seed * 7_919 + i * 104_729
    if game == "euchre":
        dealer = i % n
        first, differ = play_match(game, start, decks, dealer, [a, b] * 2, base, (a, b))
        second, _ = play_match(game, start, decks, dealer, [b, a] * 2, base)
        return _share(first, 0) + _share(second, 1) - 1, differ
    seat, dealer = i % n, (i // n) % n
    levels = [b] * n
    levels[seat] = a
    mixed, differ = play_match(game, start, decks, dealer, levels, base, (a, b))
    alone, _ = play_match(game, start, decks, dealer, [b] * n, base)
    return _share(mixed, seat) - _share(alone, seat), differ


def play_matches(game: str, a: str, b: str, matches: Iterable[int], seed: int, full: bool = False,
                 workers: int = 1) -> Iterator[tuple[int, tuple[float, list[int]]]]:
    """Each of the matches numbered ``matches`` as it is done (in that order): (number, (A's result,
    [A's decisions in the first play, of them where B would have chosen otherwise])). ``full``:
    whole matches from the opening score, not from ``STARTS``."""
    jobs = [(game, a, b, seed, i, full) for i in matches]
    yield from zip((j[4] for j in jobs), spread(_match, jobs, workers, chunk=1))     # a match takes seconds


def run(game: str, a: str, b: str, matches: int, seed: int, full: bool = False,
        workers: int = 1) -> tuple[list[float], list[list[int]]]:
    """Each match's result for A (see the module docstring), and per match [A's decisions in the
    first play, of them where B would have chosen otherwise]."""
    done = [r for _, r in play_matches(game, a, b, range(matches), seed, full, workers)]
    return [d[0] for d in done], [d[1] for d in done]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="endgame", description=__doc__.splitlines()[0])
    p.add_argument("game", choices=sorted(STARTS))
    p.add_argument("--a", required=True)
    p.add_argument("--b", required=True)
    p.add_argument("--matches", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--full", action="store_true", help="whole matches from the opening score")
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--log", type=Path, help="keep the matches in this log and go on where it stopped "
                   "(game.tools.runs); with --report, only print what it holds")
    p.add_argument("--report", action="store_true")
    args = p.parse_args(argv)
    if args.report and not args.log:
        p.error("--report reads a --log")
    if args.log is None:
        diffs, differs = run(args.game, args.a, args.b, args.matches, args.seed, args.full, args.workers)
    else:
        log = RunLog(args.log, {"game": args.game, "a": args.a, "b": args.b, "matches": args.matches,
                                "seed": args.seed, "full": args.full})
        try:
            done = log.go_on(args.matches, lambda diff, differ: (diff, differ),
                             lambda todo: play_matches(args.game, args.a, args.b, todo, args.seed, args.full,
                                                       args.workers),
                             lambda r: {"diff": r[0], "differ": r[1]}, not args.report)
        except LogError as e:
            print(e, file=sys.stderr)
            return 2
        diffs = [done[i][0] for i in sorted(done)]
        differs = [done[i][1] for i in sorted(done)]
        if len(done) < args.matches:
            print(f"{args.matches - len(done)} matches still to play: the line is the run's only once all "
                  f"{args.matches} are in")
    n = len(diffs)
    if not n:
        return 0
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.inf
    won = sum(d > 0 for d in diffs)
    lost = sum(d < 0 for d in diffs)
    begun = "from the opening score" if args.full else "from scores near the end"
    print(f"{args.game}: A ({args.a}) match-win rate against B ({args.b}) {0.5 + mean / 2:.3f} ± {half / 2:.3f} "
          f"(95% CI), n={n} matches {begun}, each played both ways; A ahead in {won}, even in {n - won - lost}, "
          f"B ahead in {lost}; B would have chosen otherwise at least once in {sum(d[1] > 0 for d in differs)} "
          f"of the {n} matches ({sum(d[1] for d in differs)} of A's {sum(d[0] for d in differs)} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
