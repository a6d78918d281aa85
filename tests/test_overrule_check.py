"""The overrule check (tools/overrule_check.py): the pick at each sure bar is the one
``SearchBot.verdict`` would make on the same numbers, and it is scored on the real deal against the
rule of thumb's own choice."""
from __future__ import annotations

import sys
from pathlib import Path

from game.ai.search import Weighing
from game.rules.actions import Play

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from overrule_check import BARS, score, table  # noqa: E402

EASY, BOLD, WILD = Play(1), Play(2), Play(3)


def weighed(values):
    return Weighing((EASY, BOLD, WILD), tuple(tuple(v) for v in values), 3)


def test_a_clear_gain_overrules_at_every_bar_and_is_scored_on_the_real_deal():
    # BOLD beats EASY by exactly 1 on every sampled deal: sure at any bar
    w = weighed([[0, 1, 0, 2], [1, 2, 1, 3], [0, 0, 0, 0]])
    worth = {EASY: 0.25, BOLD: -0.5}
    gains, over = score(w, EASY, None, 0, None, 1, worth, 0.0)
    assert over == (1 << len(BARS)) - 1
    assert gains == [-0.75] * len(BARS)


def test_a_noisy_gain_overrules_only_at_the_low_bars():
    # BOLD ahead on average (+0.5 a deal) but by under one standard error of the paired difference
    w = weighed([[0, 0, 0, 0], [3, -2, 3, -2], [-1, -1, -1, -1]])
    worth = {EASY: 0.0, BOLD: 1.0}
    gains, over = score(w, EASY, None, 0, None, 1, worth, 0.0)
    assert gains[BARS.index(0.0)] == 1.0 and over & 1
    assert gains[BARS.index(1.0)] == 0.0 and gains[BARS.index(2.0)] == 0.0


def test_a_tie_is_the_rule_of_thumbs():
    w = weighed([[1, 1], [1, 1], [0, 0]])
    gains, over = score(w, EASY, None, 0, None, 1, {}, 0.0)
    assert over == 0 and gains == [0.0] * len(BARS)


def test_an_easy_table_yields_decisions_with_a_gain_per_bar_and_search():
    rows = table(("euchre", 4, 5, 0, 3, 48, 1, 0, 96, False))
    assert rows, "a hand of Euchre has decisions with a choice"
    for auction, gains, over in rows:
        assert len(gains) == 2 and all(len(g) == len(BARS) for g in gains)
        for g, o in zip(gains, over):     # a pick that keeps the rule of thumb's choice gains nothing
            assert all(g[k] == 0.0 for k in range(len(BARS)) if not o >> k & 1)


def test_a_second_search_may_read_the_others_as_before():
    """``--other-reading``: the same decisions weighed by a second search whose sampler reads the
    others as the rule of thumb of 2026-12-06 did."""
    rows = table(("calltrump", 4, 5, 0, 6, 48, 1, 0, 0, True))
    assert rows and all(len(gains) == 2 for _, gains, _ in rows)
