"""What a larger search would gain over the rule of thumb on the real deal, by its sure bar (a
developers' tool, never shipped; it chooses a game's ``hard_sure`` and ``hard_bars`` by
measurement, issue 35).

Tables of Easy players play the arena's decks (``--seed``). At decisions with a choice (every
``--every``-th one, up to ``--decisions``), Hard's search weighs its shortlist from the deciding
seat's view alone (its sampler, inference and playouts, ``--playouts`` in all): the sampled deals
never see the real hands. Then each shortlisted choice is played on the *real* deal, Easy choosing
at every seat from its own view, ``--real`` times, and its mean result for the seat's side is its
worth there. For each bar ``z`` the search's pick at that bar (Easy's own choice unless the best
average beats it by more than ``z`` standard errors, as ``SearchBot.verdict``) is scored against
Easy's choice on the real deal.

    python tools/overrule_check.py --game euchre --decisions 600 --seed 901

``--solve N``, ``--other-playouts N`` or ``--other-reading`` weighs every checked decision by a
second search too (solving the sampled deals from N cards left, with N playouts, or with its sampler
reading the others as Normal's does: the bids and the lost tricks, not every card played), paired
with the first at each bar.

Prints, for the auction and the card play apart: decisions, and per bar how many the search
overruled and the mean gain per decision on the real deal ± two standard errors, and the same
paired against the bar of 2 (Normal's). Reproducible from ``--seed``."""
from __future__ import annotations

import argparse
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.search import SearchBot, surely_better  # noqa: E402
from game.registry import record  # noqa: E402
from game.tools.arena import _deck  # noqa: E402

BARS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)


def real_worth(state, action, seat: int, easy, rng: random.Random, times: int) -> float:
    """Mean result for ``seat``'s side of ``action`` on the real deal, Easy playing on at every seat."""
    total = 0.0
    for _ in range(times):
        sim = state.clone()
        sim.stop_after_hand()
        before, deal = sim.scores, sim.deal_no
        sim.apply(action)
        while sim.to_act is not None and sim.deal_no == deal:
            legal = sim.legal_actions()
            sim.apply(legal[0] if len(legal) == 1 else easy.choose(sim.view(sim.to_act), legal, rng, None))
        total += sim.utility(seat, before)
    return total / times


def table(args: tuple) -> list[tuple[bool, list[list[float]], list[int]]]:
    """One Easy table of deal ``deal``: per checked decision (auction?, per search the gain at each
    bar, per search the bars it overruled at as a bitmask). The searches: Hard's as it is (with
    ``playouts``), and with ``solve``, ``other`` or ``reading`` a second one, solving every sampled
    deal exactly from that many cards left, with ``other`` playouts, or reading the others as Normal
    does (not every card played)."""
    game, players, seed, deal, every, playouts, real, solve, other, reading = args
    rec = record(game)
    easy = rec.heuristic()
    first, second = rec.heuristic(), rec.heuristic()
    first.reads_every_card = second.reads_every_card = True     # Hard's reading
    searches = [SearchBot(first, playouts=playouts, min_samples=16, solver=rec.solver(),
                          per_choice=rec.hard_deals)]
    if solve or other or reading:
        if reading:
            second.reads_every_card = False     # Normal's reading: the lost tricks, not every card
        searches.append(SearchBot(second, playouts=other or playouts, min_samples=16,
                                  solver=rec.solver(solve), per_choice=rec.hard_deals))
    deck = _deck(game, players, {}, seed, deal)
    state = rec.engine.new(seed=seed, players=players, dealer=deal % players, deck=[deck])
    rng = random.Random(seed * 100_003 + deal)
    out = []
    count = 0
    deal_no = state.deal_no
    while state.to_act is not None and state.deal_no == deal_no:
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        mine = easy.choose(view, legal, rng, None)
        if len(legal) > 1:
            count += 1
            if count % every == 0:
                draw = rng.random()
                sample = lambda r, st=state, s=seat: st.determinize(s, r)
                weighed = [search.weigh(view, legal, random.Random(draw), sample) for search in searches]
                if None not in weighed:
                    worth: dict = {}
                    scored = [score(w, mine, state, seat, easy, real, worth, draw) for w in weighed]
                    out.append((view.phase in rec.auction_phases, [g for g, _ in scored], [o for _, o in scored]))
        state.apply(mine)
    return out


def score(weighed, mine, state, seat, easy, real, worth, draw):
    """The gain over ``mine`` on the real deal of the pick at each bar, and the bars it overruled at.
    ``worth``: real-deal worths by action, shared by the searches of one decision."""
    acts, values, n = weighed.actions, weighed.values, weighed.searched
    totals = [sum(v) for v in values[:n]]
    own = acts.index(mine) if mine in acts[:n] else None
    best = max(range(n), key=lambda i: (totals[i], i == own))

    def real_of(action):
        if action not in worth:
            worth[action] = real_worth(state, action, seat, easy, random.Random(draw), real)
        return worth[action]

    gains, over = [], 0
    for k, z in enumerate(BARS):
        pick = best if own is None else own
        if own is not None and best != own and (z == 0 or surely_better(values[best], values[own], z)):
            pick = best
        if pick != own:
            over |= 1 << k
            gains.append(real_of(acts[pick]) - real_of(mine))
        else:
            gains.append(0.0)
    return gains, over


def mean_ci(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return m, 2 * math.sqrt(var / n)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int)
    p.add_argument("--decisions", type=int, default=600)
    p.add_argument("--every", type=int, default=2, help="check every k-th decision with a choice")
    p.add_argument("--playouts", type=int, default=480)
    p.add_argument("--real", type=int, default=4, help="playouts of each choice on the real deal")
    p.add_argument("--seed", type=int, default=901)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--solve", type=int, help="solve each sampled deal exactly, all cards open, from this many "
                   "cards left in the hands (default: the game's own, off in every game)")
    p.add_argument("--other-playouts", type=int, help="a second search with this many playouts, on the same decisions")
    p.add_argument("--other-reading", action="store_true", help="a second search whose sampler reads the others "
                   "as Normal's does (not every card played), on the same decisions")
    a = p.parse_args(argv)
    rec = record(a.game)
    players = a.players or rec.bench_players or rec.engine.new(seed=1).players
    rows: list = []
    deal = 0
    with ProcessPoolExecutor(a.workers) as pool:
        while len(rows) < a.decisions:
            batch = [(a.game, players, a.seed, deal + i, a.every, a.playouts, a.real, a.solve, a.other_playouts,
                      a.other_reading) for i in range(a.workers * 4)]
            deal += len(batch)
            for got in pool.map(table, batch):
                rows += got
    rows = rows[:a.decisions]
    print(f"{a.game}: {len(rows)} decisions from {deal} Easy tables, seed {a.seed}, {a.playouts} playouts, "
          f"{a.real} real playouts a choice" + (f", solved from {a.solve} cards" if a.solve else ""))
    second = " and ".join(([f"solving from {a.solve} cards"] if a.solve else [])
                          + ([f"with {a.other_playouts} playouts"] if a.other_playouts else [])
                          + (["reading the others as Normal does"] if a.other_reading else []))
    names = ["Hard"] + ([f"Hard {second}"] if second else [])
    ref = BARS.index(2.0)
    for name, part in (("auction", [r for r in rows if r[0]]), ("play", [r for r in rows if not r[0]])):
        if len(part) < 2:
            continue
        print(f"  {name}: {len(part)} decisions")
        for j, who in enumerate(names):
            print(f"    {who}:")
            for k, z in enumerate(BARS):
                m, h = mean_ci([r[1][j][k] for r in part])
                dm, dh = mean_ci([r[1][j][k] - r[1][0][ref] for r in part])
                over = sum(r[2][j] >> k & 1 for r in part)
                line = (f"      bar {z:3.1f}: overruled {over:4d}  gain {m:+.4f} ± {h:.4f}"
                        f"  against Hard at bar 2 {dm:+.4f} ± {dh:.4f}")
                if j:
                    sm, sh = mean_ci([r[1][j][k] - r[1][0][k] for r in part])
                    line += f"  against Hard at this bar {sm:+.4f} ± {sh:.4f}"
                print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
