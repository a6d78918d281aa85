"""Self-play data for Ushter's learned Play or Fold value (a developers' tool, never shipped).

Easy (the rule of thumb, as it bid on 2026-12-06) plays every seat of ``--matches`` whole matches
at tables of four to eight in turn (so the scores before a hand and the fold runs vary), each from
``--seed``. At every bid with a choice, Play and Fold are each tried on a copy of the real deal and
the hand played out by Easy from there (``overrule_check.real_worth``); the line of JSON written
holds what the deciding seat knows (its hand, the up card, its seat from the dealer, the bids
before it, the seats still to bid that the fold limit binds to play, the scores before the hand)
and each choice's result for it (``state.utility``: the points it came down). Easy decides
without chance, so one playout of the real deal per choice is that choice's exact result. Then
the match goes on with Easy's own bid.

    python tools/selfplay_ushter_bids.py --matches 4000 --seed 772 --out /tmp/bids/ushter-bids.jsonl
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.ushter import UshterBot  # noqa: E402
from game.ai.learned.ushter_bids import bound_after  # noqa: E402
from game.rules.actions import Fold  # noqa: E402
from game.rules.ushter import Ushter  # noqa: E402
from overrule_check import real_worth  # noqa: E402
import selfplay_matches  # noqa: E402

EASY = selfplay_matches.easy_2026(UshterBot)
TABLES = (4, 5, 6, 7, 8)
"""The table sizes the matches cycle through (three players never fold: no choice to learn)."""


def match_lines(seed: int, match: int) -> list[str]:
    players = TABLES[match % len(TABLES)]
    state = Ushter.new(seed=seed * 100_003 + match, players=players)
    rng = random.Random(seed * 1_000_003 + match)
    out = []
    for seat, view, legal, choice in selfplay_matches.easy_decisions(state, EASY, rng):
        if view.phase == "bid" and len(legal) == 2:
            worth = {("fold" if isinstance(a, Fold) else "play"): real_worth(state, a, seat, EASY, rng, 1)
                     for a in legal}
            out.append(json.dumps({
                "match": match, "players": players, "seat": seat, "dealer": view.dealer,
                "hand": list(view.hand), "up": view.info.turned_card, "bids": [b for _, b in view.bids],
                "bound_after": bound_after(view), "scores": list(view.scores),
                "easy": "fold" if isinstance(choice, Fold) else "play", "play": worth["play"], "fold": worth["fold"]}))
    return out


if __name__ == "__main__":
    sys.exit(selfplay_matches.main(match_lines, __doc__.splitlines()[0]))
