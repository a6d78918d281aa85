"""Huutopussi's learned bid (game/ai/learned/huutopussi_bids.py): what it reads of the bidder's view,
the value vetoing a step up the auction while the compulsory opening and a partner's standing bid
stay the rule of thumb's, the 2026 rule of thumb keeping its limit, and the data tool's lines
(tools/selfplay_huutopussi_bids.py) holding each choice's result on the real deal."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from game.ai.huutopussi import HuutopussiBot, bid_limit
from game.ai.learned.huutopussi_bids import NAMES, features, valued_bot
from game.cards import mask_of
from game.models import Model
from game.rules.huutopussi import BID, Huutopussi
from game.rules.huutopussi_tables import BIDS, PASS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from overrule_check import real_worth  # noqa: E402
from selfplay_matches import easy_decisions  # noqa: E402
from selfplay_huutopussi_bids import EASY, match_lines  # noqa: E402


def model(**weights) -> Model:
    named = {k.replace("_", " "): v for k, v in weights.items()}
    assert set(named) <= set(NAMES)
    return Model("huutopussi_bid", NAMES, tuple(named.get(n, 0.0) for n in NAMES), {})


def bids_seen(players=3, teams=False, seeds=range(40)):
    """Bid decisions of Easy self-play: (state, view, legal)."""
    for seed in seeds:
        state = Huutopussi.new(seed=seed, players=players, teams=teams)
        while state.to_act is not None and state.phase == BID:
            view, legal = state.view(state.to_act), state.legal_actions()
            yield state, view, legal
            state.apply(EASY.choose(view, legal, random.Random(0)))


def test_a_row_holds_the_rule_of_thumbs_margin_and_the_table():
    hand = mask_of(next(bids_seen())[1].hand)
    row = features(hand, 3, 3, False, 70, 50)
    at = NAMES.index
    assert len(row) == len(NAMES)
    assert abs(row[at("the rule of thumb's margin")] - (bid_limit(hand, 3, 3, False) - 70) / 100) < 1e-9
    assert row[at("the next bid")] == 0.7 and abs(row[at("the bids so far")] - 0.2) < 1e-9
    assert row[at("the devil's deck")] == 3 and row[at("four players in teams")] == 0
    assert features(hand, 4, 0, True, 70, 50)[at("four players in teams")] == 1


def test_the_value_vetoes_a_step_but_not_the_opening_nor_over_a_partner():
    """A raise needs both the rule of thumb's limit and the value: a value that always gains
    raises as the rule of thumb does, one that never gains passes wherever a pass is open."""
    rng = random.Random(0)
    keen, shy, easy = valued_bot(model(always=1.0)), valued_bot(model(always=-1.0)), HuutopussiBot()
    opened = vetoed = partners = 0
    for _, view, legal in bids_seen(4, True):
        x = view.info
        mine = easy.choose(view, legal, rng)
        assert keen.choose(view, legal, rng) == mine
        if x.high_bid is None:
            assert shy.choose(view, legal, rng) == mine != PASS
            opened += 1
        elif x.high_seat == (view.seat + 2) % 4:
            assert shy.choose(view, legal, rng) == PASS
            partners += 1
        else:
            assert shy.choose(view, legal, rng) == PASS
            vetoed += mine != PASS
    assert opened and vetoed and partners


def test_as_the_2026_rule_of_thumb_it_bids_to_its_limit():
    rng = random.Random(0)
    old = valued_bot(model(always=-1.0))
    old.as_2026 = True
    for _, view, legal in bids_seen():
        assert old.choose(view, legal, rng) == HuutopussiBot().choose(view, legal, rng)


def test_the_data_tools_lines_are_each_choices_result_on_the_real_deal():
    lines = [json.loads(x) for x in match_lines(6, 1)]     # match 1: four players in two teams
    assert len(lines) > 5 and lines[0]["teams"]
    state = Huutopussi.new(seed=6 * 100_003 + 1, players=4, teams=True)
    rng = random.Random(0)
    at = 0
    for seat, view, legal, easy in easy_decisions(state, EASY, rng):
        x = view.info
        if view.phase == BID and x.high_bid is not None and x.high_bid + 5 <= x.max_bid \
                and x.high_seat != (seat + 2) % 4:
            line = lines[at]
            at += 1
            assert line["hand"] == list(view.hand) and line["next"] == x.high_bid + 5
            values = dict(line["choices"])
            assert values["pass"] == real_worth(state, PASS, seat, EASY, rng, 1)
            assert values["bid"] == real_worth(state, BIDS[line["next"] // 5], seat, EASY, rng, 1)
    assert at == len(lines)
