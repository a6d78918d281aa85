"""Ulti's learned kontra value (game/ai/learned/ulti_kontras.py): what it reads of the defender's
view, one block of weights per part scaled by the part's value, the bot saying the kontra that
gains most and none that does not, the 2026 rule of thumb keeping its marks, and the data tool's
lines (tools/selfplay_ulti_kontras.py) holding each choice's result on the real deal."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from game.ai.learned.ulti_kontras import NAMES, features, valued_bot
from game.ai.ulti import BIDS, UltiBot
from game.cards import mask_of
from game.models import Model
from game.rules.actions import Play
from game.rules.ulti import Kontra, Ulti

from tests.rules.test_ulti_positions import position

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from overrule_check import real_worth  # noqa: E402
from selfplay_matches import easy_decisions  # noqa: E402
from selfplay_ulti_kontras import EASY, match_lines  # noqa: E402

STRONG = "AC TC 9C 8C JC 7D 8D 9D 7S 8S"
WEAK = "8C 7D 8D 9D 7S 8S 9S 7H 8H 9H"


def model(**weights) -> Model:
    """A value whose weights are zero but those named ("ulti_always" is "ulti: always")."""
    named = {}
    for key, v in weights.items():
        part, name = key.split("_", 1)
        named[f"{part}: {name.replace('_', ' ')}"] = v
    assert set(named) <= set(NAMES)
    return Model("ulti_kontra", NAMES, tuple(named.get(n, 0.0) for n in NAMES), {})


def test_a_row_is_the_parts_block_scaled_by_its_value():
    st = position("ulti", 2, STRONG, "AD", trump="C")
    view = st.view(2)
    info = view.info
    row = features(mask_of(view.hand), "ulti", info.contract_id, int(view.trump), info.declarer, 2,
                   tuple(view.trick), info.kontra)
    value = BIDS[info.contract_id].base("ulti")
    assert len(row) == len(NAMES) and value > 0
    block = {n.split(": ", 1)[1]: x for n, x in zip(NAMES, row) if n.startswith("ulti: ")}
    assert block["always"] == value and block["trumps"] == 5 * value
    assert block["trump ace"] == block["trump ten"] == value and block["trump king and over"] == 0
    assert block["second defender"] == 0            # the declarer is seat 1: seat 2 is the first defender
    assert block["declarer led a trump"] == 0 and block["declarer led an ace or ten"] == value
    assert sum(x for n, x in zip(NAMES, row) if not n.startswith("ulti: ")) == 0


def test_the_bot_says_the_kontra_that_gains_most_and_none_that_does_not():
    st = position("ulti", 2, WEAK, "AD", trump="C")
    view, legal = st.view(2), st.legal_actions()
    assert {a.part for a in legal if type(a) is Kontra} >= {"simple", "ulti"}
    rng = random.Random(0)
    assert valued_bot(model(ulti_always=1.0)).choose(view, legal, rng) == Kontra("ulti")
    assert valued_bot(model(ulti_always=1.0, simple_always=9.0)).choose(view, legal, rng) == Kontra("simple")
    assert type(valued_bot(model(ulti_always=-1.0)).choose(view, legal, rng)) is Play    # the marks: none


def test_where_the_value_gains_nothing_the_marks_say_their_kontra():
    """A defender with five trumps, the ace and the ten among them, says kontra on the ulti by the
    marks even where the value would not."""
    def said(bot):
        st, parts = position("ulti", 2, STRONG, "AD", trump="C"), []
        while type(action := bot.choose(st.view(2), st.legal_actions(), random.Random(0))) is Kontra:
            parts.append(action.part)
            st.apply(action)
        return parts
    assert "ulti" in said(UltiBot())
    assert said(valued_bot(model(ulti_always=-1.0, simple_always=-1.0))) == said(UltiBot())


def test_as_the_2026_rule_of_thumb_it_says_kontra_by_the_marks():
    for hand in (STRONG, WEAK):
        st = position("ulti", 2, hand, "AD", trump="C")
        view, legal = st.view(2), st.legal_actions()
        old = valued_bot(model(ulti_always=-1.0, simple_always=-1.0))
        old.as_2026 = True
        assert old.choose(view, legal, random.Random(0)) == UltiBot().choose(view, legal, random.Random(0))


def test_the_data_tools_lines_are_each_choices_result_on_the_real_deal():
    lines = [json.loads(x) for x in match_lines(7, 2)]
    assert len(lines) > 3
    state = Ulti.new(seed=7 * 100_003 + 2)
    rng = random.Random(0)
    at = 0
    for seat, view, legal, easy in easy_decisions(state, EASY, rng):
        kontras = [a for a in legal if type(a) is Kontra]
        if view.phase == "play" and kontras:
            line = lines[at]
            at += 1
            assert line["hand"] == list(view.hand) and line["declarer"] == view.info.declarer
            values = dict(line["choices"])
            assert set(values) == {"play"} | {k.part for k in kontras}
            for k in kontras:
                assert values[k.part] == real_worth(state, k, seat, EASY, rng, 1)
            on = easy if type(easy) is Play else EASY.choose(view, [a for a in legal if type(a) is Play], rng)
            assert values["play"] == real_worth(state, on, seat, EASY, rng, 1)
    assert at == len(lines)

