"""An arena line too long for one sitting, played in pieces into a log file (a developers' tool):

    python -m game.tools.arena_log ushter --a hard --b normal --field easy --deals 2000 --seed 770 \\
        --workers 2 --log runs/ushter-770.jsonl

plays the deals of ``python -m game arena`` with the same arguments that the log does not hold yet,
appending each as it is done, and prints the arena's report once all of them are in; stopped at any
point, the same command goes on where it stopped. A deal's result depends on the seed and its number
alone (``game.tools.arena``), so the pieces add up to the one run the command names, deal for deal.
The log's first line is that command; another command's log is refused (``game.tools.runs``).
``--report`` prints what the log holds without playing, saying how many deals are still to come.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import asdict
from pathlib import Path

from game.models import shipped
from game.registry import RECORDS, record
from game.tools.arena import DealResult, play_deals, report
from game.tools.runs import LogError, RunLog


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="arena_log", description=__doc__.splitlines()[0])
    p.add_argument("game", choices=sorted(RECORDS))
    p.add_argument("--a", required=True)
    p.add_argument("--b", required=True)
    p.add_argument("--field")
    p.add_argument("--deals", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--players", type=int)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--log", required=True, type=Path)
    p.add_argument("--report", action="store_true", help="print what the log holds, playing nothing")
    args = p.parse_args(argv)
    rec = record(args.game)
    options = dict(o.split("=", 1) for o in args.option if "=" in o)
    if len(options) != len(args.option):
        p.error("--option takes key=value")
    players = args.players or rec.engine.DEFAULT_PLAYERS
    try:
        rec.engine.new(seed=1, players=players, **options)
        for level in (args.a, args.b, args.field or args.b):
            rec.make_bot(level, arena=True, models=shipped())
    except (ValueError, KeyError) as e:
        p.error(str(e))
    run = {"game": args.game, "a": args.a, "b": args.b, "field": args.field, "deals": args.deals,
           "seed": args.seed, "players": players, "options": options}
    try:
        done = RunLog(args.log, run).go_on(
            args.deals, DealResult,
            lambda todo: play_deals(args.game, args.a, args.b, todo, args.seed, players, options, args.workers,
                                    args.field),
            asdict, not args.report)
    except LogError as e:
        print(e, file=sys.stderr)
        return 2
    todo = args.deals - len(done)
    print(f"{args.game}: {args.a} (A) " + (f"and {args.b} (B), each against {args.field}" if args.field
                                            else f"against {args.b} (B)")
          + f", {len(done)} of {args.deals} duplicate deals, {players} players, seed {args.seed}")
    if done:
        print("\n".join(report((done[i] for i in sorted(done)), rec.tally_text).lines(args.a, args.b)))
    if todo:
        print(f"{todo} deals still to play: the line is the run's only once all {args.deals} are in")
    return 0


if __name__ == "__main__":
    sys.exit(main())
