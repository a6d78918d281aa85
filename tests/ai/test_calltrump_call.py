"""Call Trump's learned call (game/ai/learned/calltrump_call.py): what it reads of the caller's five
cards, the caller naming the suit worth most and the search weighing that suit first, the 2026
rule of thumb keeping ``pick_trump``, and the data tool's lines (tools/selfplay_calltrump_calls.py)
holding each suit's result on the real deal."""
from __future__ import annotations

import json
from dataclasses import replace
import random
import sys
from pathlib import Path

from game.ai.calltrump import CallTrumpBot, pick_trump
from game.ai.learned.calltrump_call import NAMES, features, valued_bot
from game.cards import parse_cards
from game.models import Model
from game.rules.actions import ChooseTrump
from game.rules.calltrump import CALL, CallTrump

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from overrule_check import real_worth  # noqa: E402
from selfplay_matches import easy_decisions  # noqa: E402
from selfplay_calltrump_calls import EASY, match_lines  # noqa: E402

HAND = parse_cards("AS KS 2S 3H 4D")
SPADES, HEARTS, DIAMONDS = 3, 2, 1


def model(**weights) -> Model:
    named = {k.replace("_", " "): v for k, v in weights.items()}
    assert set(named) <= set(NAMES)
    return Model("calltrump_call", NAMES, tuple(named.get(n, 0.0) for n in NAMES), {})


def caller(hand):
    """A fresh match's call, the caller's five cards replaced by ``hand`` (what the call reads)."""
    state = CallTrump.new(seed=3)
    return replace(state.view(state.to_act), hand=tuple(hand)), state.legal_actions()


def test_a_row_reads_the_suit_among_the_five_cards():
    spades, hearts = features(HAND, SPADES), features(HAND, HEARTS)
    assert len(spades) == len(NAMES)
    at = NAMES.index
    assert spades[at("cards of the suit")] == 3 and spades[at("three or more of it")] == 1
    assert spades[at("its ace")] == spades[at("its king")] == 1 and spades[at("its queen")] == 0
    assert spades[at("the rule of thumb's suit")] == 1 and hearts[at("the rule of thumb's suit")] == 0
    assert hearts[at("aces beside it")] == 1 and hearts[at("kings beside it")] == 1
    assert spades[at("suits held")] == hearts[at("suits held")] == 3


def test_the_caller_names_the_suit_worth_most_and_the_search_weighs_it_first():
    view, legal = caller(HAND)
    assert view.phase == CALL and pick_trump(HAND) == SPADES
    short = valued_bot(model(cards_of_the_suit=-1.0))        # the fewer cards the better: a void suit
    pick = short.choose(view, legal, random.Random(0))
    assert pick == ChooseTrump(0) and short.candidates(view, legal)[0] == pick     # clubs: none held
    assert valued_bot(model(cards_of_the_suit=1.0)).choose(view, legal, random.Random(0)) == ChooseTrump(SPADES)
    old = valued_bot(model(cards_of_the_suit=-1.0))
    old.as_2026 = True
    assert old.choose(view, legal, random.Random(0)) == CallTrumpBot().choose(view, legal, random.Random(0))


def test_the_data_tools_lines_are_each_suits_result_on_the_real_deal():
    lines = [json.loads(x) for x in match_lines(4, 1)]
    assert len(lines) >= 5
    state = CallTrump.new(seed=4 * 100_003 + 1)
    rng = random.Random(0)
    at = 0
    for seat, view, legal, easy in easy_decisions(state, EASY, rng):
        if view.phase == CALL and len(legal) > 1:
            line = lines[at]
            at += 1
            assert line["hand"] == list(view.hand) and line["easy"] == str(int(easy.suit))
            values = dict(line["choices"])
            for a in legal:
                assert values[str(int(a.suit))] == real_worth(state, a, seat, EASY, rng, 1)
    assert at == len(lines)
