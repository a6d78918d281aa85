"""Ushter heuristic: unit tests for its parts, only legal choices, and it must beat random play
(position-by-position scenarios at every level are in test_ushter_scenarios.py)."""
import random

import pytest

from game.registry import make_bot
from game.ai.ushter import UshterBot, bid_margin, higher_unseen, strength, sure_tricks, unseen_mask
from game.cards import Card, deck52, parse_cards
from game.rules import new_game
from game.rules.actions import Bid, Discard, Fold, HandScored, Pass, PickUp, Play, Renege

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


def test_strength_counts_top_trumps():
    assert strength(parse_cards("AH KH QH 2C 3D"), 2) >= 3
    assert strength(parse_cards("2C 3D 4S 5C 6D"), 2) == 0
    # a void is worth something only with a trump to ruff with
    assert strength(parse_cards("2H 3C 4C 5C 6D"), 2) > strength(parse_cards("2H 3C 4C 5S 6D"), 2)
    assert strength(parse_cards("2D 3C 4C 5C 6D"), 2) == 0


def test_sure_tricks_are_the_run_of_trumps_from_the_ace():
    assert sure_tricks(parse_cards("AH KH JH 2C 3D"), 2) == 2
    assert sure_tricks(parse_cards("KH QH JH 2C 3D"), 2) == 0
    assert sure_tricks(parse_cards("AS AC AD 2C 3D"), 2) == 0


def bidding_view(players, dealer, seat, hand, up, before):
    hands = {seat: hand}
    spare = [str(c) for c in deck52() if str(c) not in hand.split() and str(c) != up]
    for s in range(players):
        if s != seat:
            hands[s] = " ".join(spare.pop(0) for _ in range(5))
    deck = stacked(dealer, hands, up, players)
    state = new_game("ushter", seed=1, players=players, dealer=dealer, deck=deck)
    for bid in before:
        state.apply(bid)
    assert state.to_act == seat
    return state.view(seat)


def test_the_bar_rises_with_players_in_and_falls_for_the_first_in_and_the_dealer():
    hand = "TH 3C 5D 8S 9S"
    alone = bid_margin(bidding_view(5, 4, 3, hand, "5H", [Fold()] * 3))
    crowded = bid_margin(bidding_view(5, 4, 3, hand, "5H", [Bid("play")] * 3))
    assert alone > 0 > crowded
    # the same cards are worth more to the dealer (who takes the up card) than to the seat before
    dealer = bid_margin(bidding_view(5, 4, 4, hand, "5H", [Bid("play")] * 3 + [Fold()]))
    assert dealer > crowded
    # and more at four players than at eight, first to bid
    four, eight = (bid_margin(bidding_view(n, n - 1, 0, hand, "5H", [])) for n in (4, 8))
    assert four > eight


def test_the_ace_of_trumps_always_plays():
    assert bid_margin(bidding_view(8, 7, 4, "AH 2C 3D 4S 6C", "9H", [Bid("play")] * 4)) > 0
    # the dealer counts the up card it will take
    assert bid_margin(bidding_view(8, 7, 7, "2C 3D 4S 6C 7D", "AH", [Bid("play")] * 5 + [Fold()] * 2)) > 0


def test_unseen_cards_leave_out_the_hand_the_played_cards_and_the_up_card():
    hands = {0: "9S 2C 3C 4C 5C", 1: "KS QS 2S 6D 7D", 2: "AS 3S 8D 9D TD"}
    s = play_round(hands, ["9S"])
    unseen = unseen_mask(s.view(1))
    assert not unseen >> Card.parse("9S") & 1 and not unseen >> Card.parse("7H") & 1
    assert not unseen >> Card.parse("KS") & 1 and unseen >> Card.parse("AS") & 1
    assert higher_unseen(Card.parse("KS"), unseen) == 1
    assert higher_unseen(Card.parse("QS"), unseen) == 1          # the king is in this hand


def test_only_legal_actions_and_never_a_renege():
    """Every decision of every seat over many deals at every table size is a legal action; the
    bot chooses from the legal list, so the table never has to refuse (and penalise) one of its cards."""
    rng = random.Random(5)
    bot = UshterBot()
    for players in (3, 4, 5, 8):
        for _ in range(40):
            s = new_game("ushter", seed=rng.randrange(10**9), players=players)
            deal = s.deal_no
            while s.to_act is not None and s.deal_no <= deal + 2:
                legal = s.legal_actions()
                action = bot.choose(s.view(s.to_act), legal, rng)
                assert action in legal
                assert not any(isinstance(ev, Renege) for ev in s.apply(action))


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
