"""Ushter heuristic: scenario tests for its decisions, and it must beat random play."""
import random

import pytest

from game.registry import make_bot
from game.ai.ushter import UshterBot, expected_tricks
from game.cards import Card, parse_cards
from game.rules import new_game
from game.rules.actions import Bid, Discard, Fold, HandScored, Pass, PickUp, Play

from tests.rules.test_ushter import stacked


def bot_choice(state):
    seat = state.to_act
    return UshterBot().choose(state.view(seat), state.legal_actions(), random.Random(0))


@pytest.mark.parametrize("hand,expect", [
    ("AH KH AS 7C 8D", Bid("play")),    # two top trumps and an ace
    ("2C 3D 4S 5C 6D", Fold()),         # nothing
])
def test_bids_on_strength(hand, expect):
    deck = stacked(4, {0: hand, 1: "9C 9D 9S TC TD", 2: "JC JD JS QC QD", 3: "KC KD KS 2S 3S",
                       4: "4C 4D 5S 6S 7S"}, "QH", 5)
    s = new_game("ushter", seed=1, players=5, dealer=4, deck=deck)
    assert bot_choice(s) == expect


def test_dealer_picks_up_and_discards_a_low_side_card():
    deck = stacked(2, {0: "AS KS QS JS TS", 1: "AC KC QC JC TC", 2: "AD 9H 3C 8D 7S"}, "KH", 3)
    s = new_game("ushter", seed=1, players=3, dealer=2, deck=deck)
    for _ in range(3):
        s.apply(Bid("play"))
    assert bot_choice(s) == PickUp()
    s.apply(PickUp())
    # 3C, 7S and 8D are all singletons; the lowest goes
    assert bot_choice(s) == Discard((Card.parse("3C"),))


def play_round(hands, plays):
    deck = stacked(2, hands, "7H", 3)
    s = new_game("ushter", seed=1, players=3, dealer=2, deck=deck)
    for a in (Bid("play"), Bid("play"), Bid("play"), Pass()):
        s.apply(a)
    for c in plays:
        s.apply(Play(Card.parse(c)))
    return s


def test_second_hand_heads_the_trick_high_last_hand_wins_cheaply():
    hands = {0: "9S 2C 3C 4C 5C", 1: "KS QS 2S 6D 7D", 2: "AS 3S 8D 9D TD"}
    # seat 1 is not last: it heads the trick with its highest spade rather than the cheapest winner
    assert bot_choice(play_round(hands, ["9S"])) == Play(Card.parse("KS"))
    # seat 2 is last: of its winners it takes the trick with the cheapest
    assert bot_choice(play_round(hands, ["9S", "QS"])) == Play(Card.parse("AS"))


def test_throws_lowest_card_when_the_trick_is_lost():
    hands = {0: "AS 2C 3C 4C 5C", 1: "KS QS 2S 6D 7D", 2: "TS 3S 8D 9D TD"}
    assert bot_choice(play_round(hands, ["AS", "2S"])) == Play(Card.parse("3S"))
    # void in the led suit and unable to win without a trump it lacks: the lowest side card
    hands = {0: "AC 2S 3S 4S 5S", 1: "KS QS 2D 6D 7D", 2: "TS 3C 8D 9D TD"}
    assert bot_choice(play_round(hands, ["AC"])) == Play(Card.parse("2D"))


def test_expected_tricks_counts_top_trumps():
    assert expected_tricks(parse_cards("AH KH QH 2C 3D"), 2, 4) >= 3
    assert expected_tricks(parse_cards("2C 3D 4S 5C 6D"), 2, 4) == 0


def test_heuristic_beats_random_over_many_deals():
    """Seat 0 heuristic against four random bots: its score must fall much faster."""
    rng = random.Random(3)
    bots = [make_bot("ushter", "heuristic")] + [make_bot("ushter", "random")] * 4
    totals = [0] * 5
    deals = 0
    while deals < 400:
        s = new_game("ushter", seed=rng.randrange(10**9), players=5)
        while s.to_act is not None and deals < 400:
            seat = s.to_act
            for ev in s.apply(bots[seat].choose(s.view(seat), s.legal_actions(), rng)):
                if isinstance(ev, HandScored):
                    deals += 1
                    totals = [a + b for a, b in zip(totals, ev.deltas)]
    assert totals[0] < min(totals[1:]) - 100
