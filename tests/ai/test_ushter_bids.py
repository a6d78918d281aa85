"""Ushter's learned Play or Fold value (game/ai/learned/ushter_bids.py): what it reads from the seat's
view (the seats still to bid that the fold limit binds to play among it), that a hand with a sure
trick always plays whatever the weights say, that the 2026 rule of thumb keeps the marks, and the
data tool's lines (tools/selfplay_ushter_bids.py) are each choice's result on the real deal."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from game.ai.learned.ushter_bids import NAMES, BidValue, bound_after, features, valued_bot
from game.ai.ushter import UshterBot
from game.cards import Card
from game.models import Model
from game.rules import new_game
from game.rules.actions import Bid, Fold
from game.rules.ushter import Ushter

from tests.rules.test_ushter import stacked

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from overrule_check import real_worth  # noqa: E402
from selfplay_matches import easy_decisions  # noqa: E402
from selfplay_ushter_bids import EASY, match_lines  # noqa: E402

HANDS = {0: "2C 3D 4S 5C 6D", 1: "9C 9D 9S TC TD", 2: "JC JD JS QC QD", 3: "KC KD KS 2S 3S", 4: "4C 4D 5S 6S 7S"}


def model(**weights) -> Model:
    """A value whose weights are zero but those named (by a feature's name, spaces as underscores)."""
    named = {k.replace("_", " "): v for k, v in weights.items()}
    return Model("ushter_bid", NAMES, tuple(named.get(n, 0.0) for n in NAMES), {})


def bidding(hand0: str, up: str = "QH", bound: tuple[int, ...] = ()):
    """Five players, dealer 4, seat 0 to bid first holding ``hand0``; the seats in ``bound`` have
    folded as often as the fold limit allows, so they must play."""
    deck = stacked(4, {**HANDS, 0: hand0}, up, 5)
    state = new_game("ushter", seed=1, players=5, dealer=4, deck=deck)
    for s in bound:
        state.fold_run[s] = state.fold_limit
    return state


def test_the_seats_bound_to_play_after_the_bidder_are_counted():
    state = bidding(HANDS[0], bound=(2, 4))
    view = state.view(0)
    assert bound_after(view) == 2
    row = features(list(view.hand), 0, 4, 5, view.info.turned_card, 0, 2, view.scores)
    assert len(row) == len(NAMES)
    assert row[NAMES.index("seats still to bid bound to play")] == 2
    assert row[NAMES.index("seats still to bid")] == 4
    state.apply(Fold())
    assert bound_after(state.view(1)) == 2 and bound_after(bidding(HANDS[0]).view(0)) == 0


def test_the_dealer_is_valued_on_the_hand_it_will_hold():
    """The dealer's row counts the up card among its trumps (it takes it up if it plays)."""
    hand = [Card.parse(c) for c in "2C 3D 4S 5C 6D".split()]
    row = features(hand, 4, 4, 5, Card.parse("AH"), 1, 0, (20,) * 5)
    other = features(hand, 3, 4, 5, Card.parse("AH"), 1, 0, (20,) * 5)
    assert row[NAMES.index("trumps")] == 1 and row[NAMES.index("trump ace, king or queen")] == 1
    assert other[NAMES.index("trumps")] == 0


def test_the_value_decides_but_a_sure_trick_always_plays():
    for hand, folds, plays in (("2C 3D 4S 5C 6D", Fold(), Bid("play")), ("AH 3D 4S 5C 6D", Bid("play"), Bid("play"))):
        state = bidding(hand)
        view, legal = state.view(0), state.legal_actions()
        assert valued_bot(model(always=-5.0)).choose(view, legal, random.Random(0)) == folds
        assert valued_bot(model(always=+5.0)).choose(view, legal, random.Random(0)) == plays
    state = bidding("2C 3D 4S 5C 6D", bound=(1,))
    gain = BidValue(model(seats_still_to_bid_bound_to_play=-1.0)).gain(state.view(0))
    assert gain == -1.0


def test_as_the_2026_rule_of_thumb_it_bids_by_the_marks():
    rng = random.Random(4)
    checked = 0
    for m in range(30):
        state = new_game("ushter", seed=rng.randrange(2**31), players=5)
        while state.to_act is not None and state.deal_no < 3:
            view, legal = state.view(state.to_act), state.legal_actions()
            old = valued_bot(model(always=-5.0))
            old.as_2026 = True
            if view.phase == "bid" and len(legal) == 2:
                assert old.choose(view, legal, rng) == UshterBot().choose(view, legal, rng)
                checked += 1
            state.apply(UshterBot().choose(view, legal, rng))
    assert checked > 100


def test_the_data_tools_lines_are_each_bids_result_on_the_real_deal():
    """Replaying the match by Easy's bids, each line's Play and Fold are ``real_worth`` of that very
    state, and what the seat knew is written as its view had it."""
    lines = [json.loads(x) for x in match_lines(3, 1)]
    assert len(lines) > 20
    state = Ushter.new(seed=3 * 100_003 + 1, players=5)
    rng = random.Random(0)
    at = 0
    for seat, view, legal, _ in easy_decisions(state, EASY, rng):
        if view.phase == "bid" and len(legal) == 2:
            line = lines[at]
            at += 1
            assert line["hand"] == list(view.hand) and line["bound_after"] == bound_after(view)
            assert line["scores"] == list(view.scores) and line["fold"] == 0
            assert line["play"] == real_worth(state, Bid("play"), seat, EASY, rng, 1)
    assert at == len(lines)
