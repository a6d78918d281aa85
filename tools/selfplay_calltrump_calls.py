"""Self-play data for Call Trump's learned call (a developers' tool, never shipped).

Easy (the rule of thumb, as it played on 2026-12-06) plays every seat of ``--matches`` whole matches
from ``--seed``. At every call, each of the four suits is named on a copy of the real deal (the
cards dealt after the call are the same for each, from the state's own generator) and the game
played out by Easy from there (``overrule_check.real_worth``: Easy decides without chance, so one
playout is that suit's exact result); the line of JSON written holds the caller's five cards and
each suit's result for its side (``state.utility``: the game point and the trick margin). Then the
match goes on with Easy's own call.

    python tools/selfplay_calltrump_calls.py --matches 10000 --seed 782 --out /tmp/bids/calltrump-calls.jsonl
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.calltrump import CallTrumpBot  # noqa: E402
from game.rules.calltrump import CALL, CallTrump  # noqa: E402
from overrule_check import real_worth  # noqa: E402
import selfplay_matches  # noqa: E402

EASY = selfplay_matches.easy_2026(CallTrumpBot)


def match_lines(seed: int, match: int) -> list[str]:
    state = CallTrump.new(seed=seed * 100_003 + match)
    rng = random.Random(seed * 1_000_003 + match)
    out = []
    for seat, view, legal, easy in selfplay_matches.easy_decisions(state, EASY, rng):
        if view.phase == CALL and len(legal) > 1:
            out.append(json.dumps({
                "match": match, "seat": seat, "hand": list(view.hand), "easy": str(int(easy.suit)),
                "choices": [[str(int(a.suit)), real_worth(state, a, seat, EASY, rng, 1)] for a in legal]}))
    return out


if __name__ == "__main__":
    sys.exit(selfplay_matches.main(match_lines, __doc__.splitlines()[0]))
