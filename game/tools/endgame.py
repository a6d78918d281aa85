"""Match wins near the end: level A against level B in matches started at scores close to the end
(``python -m game.tools.endgame euchre --a normal --b normal-2026 --matches 200 --seed 1``).

Whole-match arenas rarely reach a close finish, where playing for the match (game/ai/match.py)
differs from playing for the hand's points, so each match here starts at one of the game's ``STARTS``
in turn and is played to its end. Partnership games only (Euchre): each match is played twice
from the same queue of stacked decks, A holding the first partnership and then the second, and the
match's result is A's wins over the two plays minus one (1: A won both, 0: one each). A's
match-win rate is a half plus half the mean, with a 95% confidence interval (normal approximation).

No engine option sets the scores a match starts at, so the tool sets the fresh state's score
before the first decision: a measurement only, never a table's match.
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys

from game.registry import record
from game.tools.arena import _deck, decision_rng

STARTS = {"euchre": ((8, 8), (9, 9), (8, 9), (9, 8), (7, 9), (9, 7), (6, 8), (8, 6))}
"""The scores (first partnership, second) each game's matches start at, in turn."""
DECKS = 16
"""Stacked decks queued per match (a match from these starts lasts fewer hands; after them the
engine's own chance chain deals, the same at both plays)."""


def play_match(game: str, start: tuple[int, ...], decks: list[list[str]], dealer: int,
               levels: tuple[str, str], seed: int) -> int:
    """The winning partnership of one match from ``start``, ``levels[p]`` playing partnership ``p``."""
    rec = record(game)
    state = rec.engine.new(seed=seed, dealer=dealer, deck=decks)
    state.score = tuple(start)
    bots = [rec.make_bot(level, arena=True) for level in levels]
    made = [0] * state.players
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        rng = decision_rng(seed, seat, made[seat])
        made[seat] += 1
        bot = bots[state.score_index(seat)]
        sample = lambda r, st=state, s=seat: st.determinize(s, r)
        state.apply(bot.choose(state.view(seat), legal, rng, sample))
    return state.winners[0]


def run(game: str, a: str, b: str, matches: int, seed: int) -> list[int]:
    """Each match's result for A (see the module docstring)."""
    out = []
    starts = STARTS[game]
    for i in range(matches):
        decks = [_deck(game, 4, {}, seed, i * DECKS + k) for k in range(DECKS)]
        start = starts[i % len(starts)]
        base = seed * 7_919 + i * 104_729
        won = (play_match(game, start, decks, i % 4, (a, b), base) == 0) + \
              (play_match(game, start, decks, i % 4, (b, a), base) == 1)
        out.append(won - 1)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="endgame", description=__doc__.splitlines()[0])
    p.add_argument("game", choices=sorted(STARTS))
    p.add_argument("--a", required=True)
    p.add_argument("--b", required=True)
    p.add_argument("--matches", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    diffs = run(args.game, args.a, args.b, args.matches, args.seed)
    n = len(diffs)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.inf
    print(f"A ({args.a}) match-win rate {0.5 + mean / 2:.3f} ± {half / 2:.3f} (95% CI), n={n} matches, "
          f"each played both ways; A won both {diffs.count(1)}, split {diffs.count(0)}, B won both {diffs.count(-1)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
