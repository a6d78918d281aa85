"""Call Trump heuristic: scenarios for the call and for partner-aware play."""
from __future__ import annotations

import random

import pytest

from tests.rules.calltrump_positions import play, position
from game.registry import RECORDS, make_bot
from game.ai.calltrump import CallTrumpBot, pick_trump
from game.cards import Suit, parse_cards
from game.rules import new_game
from game.rules.actions import HandScored, Play


def choice(state):
    seat = state.to_act
    action = CallTrumpBot().choose(state.view(seat), state.legal_actions(), random.Random(0))
    assert action in state.legal_actions()
    return str(action.card) if isinstance(action, Play) else action


@pytest.mark.parametrize("hand,suit", [
    ("9H 7H 4H 3H AS", Suit.HEARTS),      # length first: four small trumps over a lone ace
    ("AD KD 4C 3C 9S", Suit.DIAMONDS),    # equal length: the honours decide
    ("KS 3S KH 3H 5D", Suit.SPADES),      # equal in every way: the strongest-suit order
])
def test_picks_trump_by_length_and_strength(hand, suit):
    assert pick_trump(parse_cards(hand)) == suit


def test_calls_from_the_engine_view():
    deck = "9H 7H 4H 3H AS".split()
    s = new_game("calltrump", seed=1, deck=deck)
    assert CallTrumpBot().choose(s.view(0), s.legal_actions(), random.Random(0)).suit == Suit.HEARTS


def test_does_not_overtake_a_partners_sure_winner():
    # P1 leads the queen of spades; the king is gone and the ace is P3's, so the queen is sure.
    s = position(["QS 2D", "5S 3H", "AS 3S", "8S 4C"], trump="H", leader=0)
    play(s, "QS", "5S")
    assert choice(s) == "3S"


def test_last_to_play_does_not_cut_a_partners_winner():
    s = position(["5S AD 3S", "KS QD 4S", "2S JD 3D", "2H 7D 8C"], trump="H", leader=0)
    play(s, "5S", "KS", "2S")
    assert choice(s) == "7D"


def test_overtakes_a_partner_whose_card_is_not_safe():
    # P3 leads the ten and P2, still to play, may hold the jack: P1 makes the trick sure
    s = position(["AS 2S 2D", "JS 3D 2H", "TS 4D 5C", "5S 6D 5D"], trump="H", leader=2)
    play(s, "TS", "5S")
    assert choice(s) == "AS"


def test_cuts_when_the_opponents_are_winning():
    s = position(["AS 5D 3H 6S", "3S 6D 4H 7S", "4S 9D 5H 8D", "2H 9H 7D 2C"], trump="H", leader=0)
    play(s, "AS", "3S", "4S")
    assert choice(s) == "2H"                       # the cheapest trump that wins


def test_cuts_second_in_hand_too():
    s = position(["AS 5D 6S 2H", "5H KH 7D 2C", "4S 9D 3H 8D", "3S 6D 4H 7S"], trump="H", leader=0)
    play(s, "AS")
    assert choice(s) == "5H"


def test_walks_aside_with_its_least_useful_card():
    # P3 has cut with the king of hearts and P4 cannot beat it: it keeps its master ace and its trump
    s = position(["5S KD QD 2C", "4S 6D 7D 4C", "KH JD TD 5C", "2H AD 3C 9C"], trump="H", leader=0,
                 void=None)        # no winner to play for: the voids change nothing
    play(s, "5S", "4S", "KH")
    assert choice(s) == "3C"


def test_leads_a_sure_side_winner():
    s = position(["AS 4S 3C", "5S 6D 2H", "6S 8D 9D", "7S TD JD"], trump="H", leader=0)
    assert choice(s) == "AS"


def test_leads_a_suit_its_partner_can_cut():
    # P3 has shown out of diamonds and still may hold trumps; the opponents have not
    s = position(["4D 2C 3C", "5S 6C 7C", "2H 8C 9C", "6D TC JC"], trump="H", leader=0,
                 void=(0, 0, 1 << Suit.DIAMONDS, 0))
    assert choice(s) == "4D"


def test_registered_and_beats_random_play():
    assert RECORDS["calltrump"].heuristic is CallTrumpBot
    bots = [make_bot("calltrump", "heuristic"), make_bot("calltrump", "random")] * 2
    rng = random.Random(1)
    s = new_game("calltrump", seed=1, match_length=0)
    won = [0, 0]
    while sum(won) < 60:
        seat = s.to_act
        action = bots[seat].choose(s.view(seat), s.legal_actions(), rng)
        for ev in s.apply(action):
            if isinstance(ev, HandScored):
                won[ev.deltas.index(1)] += 1
    assert won[0] >= 45


def test_a_card_is_always_chosen_from_the_legal_ones():
    rng = random.Random(4)
    bot = CallTrumpBot()
    s = new_game("calltrump", seed=4, match_length=3)
    while s.to_act is not None:
        legal = s.legal_actions()
        action = bot.choose(s.view(s.to_act), legal, rng)
        assert action in legal
        s.apply(action)
    assert s.match_over and max(s.scores) == 3


def test_the_search_level_plays_calltrump():
    s = new_game("calltrump", seed=2)
    bot = make_bot("calltrump", "search")
    rng = random.Random(2)
    for _ in range(3):
        seat = s.to_act
        legal = s.legal_actions()
        action = bot.choose(s.view(seat), legal, rng, lambda r: s.determinize(seat, r))
        assert action in legal
        s.apply(action)


def test_second_hand_plays_low_when_it_cannot_win_surely():
    # P1 leads the 3 of spades; P2's king could fall to the ace, and P4 plays last
    s = position(["3S 2D 2C", "KS 4S 3D", "AS 5D 4D", "6S 6D 2H"], trump="H", leader=0)
    play(s, "3S")
    assert choice(s) == "4S"
    s = position(["3S 2D 2C", "AS 4S 3D", "KS 5D 4D", "6S 6D 2H"], trump="H", leader=0)
    play(s, "3S")
    assert choice(s) == "AS"                     # the ace cannot be beaten: take the trick


def test_walks_aside_from_its_shortest_suit_while_it_holds_trumps():
    # P3's ace of clubs is sure; a small singleton diamond goes before a spade from two
    s = position(["2H 9H 7D 5S 3S", "KC 8C 6D 4S 3H", "AC 5C 8D 6S 4H", "4C 2C 9D 7S 5H"],
                 trump="H", leader=2, team_tricks=(4, 4), void=(1 << Suit.CLUBS, 0, 0, 0))
    play(s, "AC", "4C")
    assert choice(s) == "7D"


def test_leads_a_low_singleton_while_it_holds_trumps():
    s = position(["3H 2H 5D 9C 8C 4C", "4H 6D 7D AC AS KS", "5H 8D 6C QS JS TS",
                  "6H 9D 9S 8S 7S 6S"], trump="H", leader=0)
    assert choice(s) == "5D"


def test_candidates_lead_with_the_heuristic_and_search_equal_cards_once():
    # P1 leads from K Q J of spades, the ace unseen: K, Q and J play alike, the king leads the run
    s = position(["KS QS JS 2D", "AS 3D 4D 5D", "TS 6D 7D 8D", "2H 9D TD 2C"], trump="H", leader=0)
    cands = [str(a.card) for a in CallTrumpBot().candidates(s.view(0), s.legal_actions())]
    assert cands[0] == choice(s) == "KS"
    assert sorted(cands) == ["2D", "KS"]


def test_candidates_never_take_a_partners_sure_trick():
    # issue 11: last to play, the partner's ace of hearts winning; the search level once ruffed it
    s = position(["5H 4H 2C 9D", "AH 3H TD JD", "6H 2H KD 4S", "8D 6S 8S QS"], trump="D", leader=0,
                 team_tricks=(4, 5), void=(0, 0, 0, 1 << Suit.HEARTS))
    play(s, "5H", "AH", "2H")
    cands = {str(a.card) for a in CallTrumpBot().candidates(s.view(3), s.legal_actions())}
    assert cands and "8D" not in cands and cands <= {"6S", "8S", "QS"}


def test_call_candidates_are_the_suits_held_the_heuristics_first():
    s = new_game("calltrump", seed=1, deck="9H 7H 4H 3H AS".split())
    cands = CallTrumpBot().candidates(s.view(0), s.legal_actions())
    assert [a.suit for a in cands] == [Suit.HEARTS, Suit.SPADES]
