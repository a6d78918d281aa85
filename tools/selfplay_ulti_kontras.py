"""Self-play data for Ulti's learned kontra value (a developers' tool, never shipped).

Easy (the rule of thumb, as it played on 2026-12-06) plays every seat of ``--matches`` whole matches
from ``--seed``. At every defender's turn in trick 1 with a kontra open, each open kontra is tried
on a copy of the real deal and so is playing on without one (Easy's card), the deal played out by
Easy from there (``overrule_check.real_worth``: Easy decides without chance, so one playout is the
choice's exact result); the line of JSON written holds what the defender knows (its hand, the
contract and its trump, the declarer's seat, the trick so far, each part's kontra level) and each
choice's result for it (``state.utility``). Then the match goes on with Easy's own choice.

    python tools/selfplay_ulti_kontras.py --matches 20000 --seed 775 --out /tmp/bids/ulti-kontras.jsonl
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.ulti import UltiBot  # noqa: E402
from game.rules.actions import Play  # noqa: E402
from game.rules.ulti import Kontra, Ulti  # noqa: E402
from overrule_check import real_worth  # noqa: E402
import selfplay_matches  # noqa: E402

EASY = selfplay_matches.easy_2026(UltiBot)


def match_lines(seed: int, match: int) -> list[str]:
    state = Ulti.new(seed=seed * 100_003 + match)
    rng = random.Random(seed * 1_000_003 + match)
    out = []
    for seat, view, legal, easy in selfplay_matches.easy_decisions(state, EASY, rng):
        kontras = [a for a in legal if type(a) is Kontra]
        if view.phase == "play" and kontras:
            on = easy if type(easy) is Play else EASY.choose(view, [a for a in legal if type(a) is Play], rng, None)
            info = view.info
            out.append(json.dumps({
                "match": match, "seat": seat, "declarer": info.declarer, "contract": info.contract_id,
                "trump": None if view.trump is None else int(view.trump), "hand": list(view.hand),
                "trick": [[s, c] for s, c in view.trick], "kontra": [list(k) for k in info.kontra],
                "easy": easy.part if type(easy) is Kontra else "play",
                "choices": [["play", real_worth(state, on, seat, EASY, rng, 1)]]
                + [[k.part, real_worth(state, k, seat, EASY, rng, 1)] for k in kontras]}))
    return out


if __name__ == "__main__":
    sys.exit(selfplay_matches.main(match_lines, __doc__.splitlines()[0]))
