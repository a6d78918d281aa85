"""Euchre's self-play data tool (tools/selfplay_euchre.py): the view it writes down is the view the
seat had, as far as the features and the rule of thumb read it, and ``--level real`` labels each
card by its result on the real deal."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from game.ai.euchre import EuchreBot
from game.ai.learned.euchre_features import features
from game.rules.euchre import Euchre

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from overrule_check import real_worth  # noqa: E402
from selfplay_euchre import compact, real_lines, view_of  # noqa: E402


def test_a_written_view_reads_as_the_seats_own():
    """Through JSON and back, Easy picks the same card and every card has the same features, in
    every card decision of a few deals (the shown voids and the match's target included)."""
    easy, checked = EuchreBot(), 0
    for deal in range(6):
        state = Euchre.new(seed=3000 + deal, dealer=deal % 4)
        rng = random.Random(deal)
        first = state.deal_no
        while state.to_act is not None and state.deal_no == first:
            legal = state.legal_actions()
            view = state.view(state.to_act)
            if view.phase == "play" and len(legal) > 1:
                back = view_of(json.loads(json.dumps(compact(view))))
                cards = [a.card for a in legal]
                pick = easy.choose(view, legal, random.Random(0), None)
                assert easy.choose(back, legal, random.Random(0), None) == pick
                assert features(back, cards) == features(view, cards)
                checked += 1
            state.apply(legal[0] if len(legal) == 1 else easy.choose(view, legal, rng, None))
    assert checked > 30


def test_real_labels_are_each_cards_result_on_the_real_deal():
    """Replaying the deal by the written cards, each line's results are ``real_worth`` of that very
    state, the best card has the highest, and the deal went on with Easy's card."""
    lines = [json.loads(x) for x in real_lines(5, 2)]
    assert lines
    state = Euchre.new(seed=5 * 100_003 + 2, dealer=2)
    easy, rng = EuchreBot(), random.Random(5 * 1_000_003 + 2)
    first, at = state.deal_no, 0
    while state.to_act is not None and state.deal_no == first:
        seat, legal = state.to_act, state.legal_actions()
        view = state.view(seat)
        action = legal[0] if len(legal) == 1 else easy.choose(view, legal, rng, None)
        if view.phase == "play" and len(legal) > 1:
            line = lines[at]
            at += 1
            assert line["legal"] == [a.card for a in legal] and line["easy"] == action.card
            worth = dict((c, w) for c, w in line["weighed"])
            for a in legal:
                assert worth[a.card] == real_worth(state, a, seat, easy, random.Random(0), 1)
            assert worth[line["best"]] == max(worth.values())
        state.apply(action)
    assert at == len(lines)
