"""Self-play data for Euchre's learned bidding value (a developers' tool, never shipped).

Easy (the rule of thumb, as it bid on 2026-12-06) plays every seat of ``--matches`` whole matches
(so the scores before a hand vary), each from ``--seed``. At every bid decision of round 1 (pass or
order up) and round 2 (pass or name each legal suit), every choice but going alone is tried on a
copy of the real deal and the hand is played out by Easy from there (``overrule_check.real_worth``);
the line of JSON written holds what the deciding seat knows (its hand, its seat from the dealer, the
up card, the scores before the hand) and each choice's result for its side (``state.utility(seat,
before)``). Easy decides without chance, so one playout of the real deal per choice is the exact
result of that choice; more playouts would repeat it. Then the match goes on with Easy's own choice.

    python tools/selfplay_euchre_bids.py --matches 2000 --seed 41 --out /tmp/bids/euchre-bids.jsonl
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.ai.euchre import EuchreBot  # noqa: E402
from game.rules.actions import Pass  # noqa: E402
from game.rules.euchre import ROUND1, ROUND2, Euchre, OrderUp  # noqa: E402
from overrule_check import real_worth  # noqa: E402
import selfplay_matches  # noqa: E402

EASY = selfplay_matches.easy_2026(EuchreBot)


def choice_key(action) -> str:
    """A choice as the data names it: "pass", "order", or the named suit's number."""
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, OrderUp):
        return "order"
    return str(int(action.suit))


def match_lines(seed: int, match: int) -> list[str]:
    state = Euchre.new(seed=seed * 100_003 + match, dealer=match % 4)
    rng = random.Random(seed * 1_000_003 + match)
    out = []
    for seat, view, legal, choice in selfplay_matches.easy_decisions(state, EASY, rng):
        if view.phase in (ROUND1, ROUND2):
            tried = [a for a in legal if not getattr(a, "alone", False)]
            i = view.info
            me = seat % 2
            out.append(json.dumps({
                "match": match, "round": 1 if view.phase == ROUND1 else 2, "seat": seat,
                "dealer": view.dealer, "hand": list(view.hand), "up": i.turned_card, "up_suit": int(i.up_suit),
                "joker": i.joker, "scores": [view.scores[me], view.scores[1 - me]],
                "easy": choice_key(choice),
                "choices": [[choice_key(a), real_worth(state, a, seat, EASY, rng, 1)] for a in tried]}))
    return out


if __name__ == "__main__":
    sys.exit(selfplay_matches.main(match_lines, __doc__.splitlines()[0]))
