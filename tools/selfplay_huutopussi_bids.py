"""Self-play data for Huutopussi's learned bid (a developers' tool, never shipped).

Easy (the rule of thumb, as it played on 2026-12-06) plays every seat of ``--matches`` whole matches
from ``--seed``, at tables of three, of four in two teams and of two in turn. At every bid with a
choice after the compulsory opening (a partner's standing bid aside, which Easy never outbids),
raising by one step and passing are each tried on a copy of the real deal and the round played
out by Easy from there (``overrule_check.real_worth``: Easy decides without chance, so one playout
is the choice's exact result); the line of JSON written holds what the bidder knows that the value
reads (its hand, the table, the devil's deck's size, the next bid and the opening) and each
choice's result for it (``state.utility``). Then the match goes on with Easy's own bid.

    python tools/selfplay_huutopussi_bids.py --matches 3000 --seed 785 --out /tmp/bids/huutopussi-bids.jsonl
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.huutopussi import HuutopussiBot  # noqa: E402
from game.rules.huutopussi import BID, Huutopussi  # noqa: E402
from game.rules.huutopussi_tables import BIDS, PASS  # noqa: E402
from overrule_check import real_worth  # noqa: E402
import selfplay_matches  # noqa: E402

EASY = selfplay_matches.easy_2026(HuutopussiBot)
TABLES = ((3, False), (4, True), (2, False))
"""The tables the matches cycle through: (players, teams)."""


def match_lines(seed: int, match: int) -> list[str]:
    players, teams = TABLES[match % len(TABLES)]
    state = Huutopussi.new(seed=seed * 100_003 + match, players=players, teams=teams)
    rng = random.Random(seed * 1_000_003 + match)
    out = []
    for seat, view, legal, easy in selfplay_matches.easy_decisions(state, EASY, rng):
        x = view.info
        if view.phase == BID and x.high_bid is not None and x.high_bid + 5 <= x.max_bid \
                and not (teams and x.high_seat == (seat + 2) % 4):
            nxt = x.high_bid + 5
            out.append(json.dumps({
                "match": match, "players": players, "teams": teams, "hand": list(view.hand),
                "devil": 0 if teams else view.stock_size, "next": nxt, "opening": x.min_bid,
                "easy": "bid" if easy == BIDS[nxt // 5] else "pass",
                "choices": [["pass", real_worth(state, PASS, seat, EASY, rng, 1)],
                            ["bid", real_worth(state, BIDS[nxt // 5], seat, EASY, rng, 1)]]}))
    return out


if __name__ == "__main__":
    sys.exit(selfplay_matches.main(match_lines, __doc__.splitlines()[0]))
