"""Every scene of the coach (issue 36) for every game at 960x600 and 1920x1080, as PNGs in one
folder: the face-up review, the cost list weighing and weighed, the practice table, the guided hand
at its first decision and at a card to play, your claim (its button) and a computer's (its hand face
up), the duplicate challenge's code and its result beside Hard's, the statistics with their last
hands.

    python tools/coach_shots.py [OUT_DIR]        (default /tmp/shots-coach)

Each picture is what ``python -m game screenshot SCENE OUT.png --game G --size S`` draws; this runs
them in one process so the fonts and the engine load once."""
from __future__ import annotations

import os
import sys
from argparse import Namespace

SIZES = ("960x600", "1920x1080")
SHOTS = (("review", 0), ("costs-progress", 0), ("costs", 0), ("practice", 0), ("lesson", 0), ("lesson", 3))
"""(scene, --after-actions) per game; the statistics' last hands are one picture per size."""
CHALLENGE = ("challenge", "challenge-result")


sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))   # this checkout's game


def main(out: str) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.rules import GAMES
    from game.tools.screenshot import CLAIM_SEEDS, screenshot
    os.makedirs(out, exist_ok=True)
    jobs = [(scene, game, after, 1, size) for game in GAMES for scene, after in SHOTS for size in SIZES]
    jobs += [(scene, game, 0, seed, size) for scene, seeds in CLAIM_SEEDS.items()
             for game, seed in seeds.items() for size in SIZES]
    jobs += [(scene, game, 0, 1, size) for game in GAMES for scene in CHALLENGE for size in SIZES]
    jobs += [("stats-hands", "ushter", 0, 1, size) for size in SIZES]
    failed = 0
    for scene, game, after, seed, size in jobs:
        name = f"{scene}{after or ''}-{game}-{size}.png" if scene != "stats-hands" else f"stats-hands-{size}.png"
        args = Namespace(scene=scene, out=os.path.join(out, name), game=game, seed=seed, after_actions=after,
                         players=None, size=size, option=[], saves="", setting=[], hint=None, reason=False)
        status = screenshot(args)
        failed += status != 0
        print(("wrote " if status == 0 else "FAILED ") + args.out, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots-coach"))
