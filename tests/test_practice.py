"""A practice branch starts exactly where the match stood at one of your decisions: the hand file
replayed to it gives the same cards in every hand, the same seat to act and the same scores as
the match's own log replayed to that move, in a later deal of every game; a decision that was not
yours, or a hand file whose seats do not fit, is refused with a line."""
import random

import pytest

from game.hand_file import HandFileError, deals_played, from_match
from game.practice import NO_DECISION, NOT_YOURS, PracticeHand, at_decision, decisions, trick_decision
from game.rules import GAMES, new_game
from game.rules.actions import HandScored
from game.rules.replay import replay
from game.table import Table


def two_hands(game):
    """A table whose second hand was just scored (every seat played at random), and that deal."""
    table = Table(new_game(game, seed=5), human=0, timers=False)
    rng, scored = random.Random(2), 0
    while scored < 2:
        deal = table.state.deal_deck().ordinal
        events = table.step(rng.choice(table.state.legal_actions()))
        scored += any(isinstance(ev, HandScored) for ev in events)
    return table, deal


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_decision_of_yours_replays_to_the_same_cards_as_the_match_log(game):
    table, deal = two_hands(game)
    hf = from_match(table.state, table.names, table.seals)
    hand = PracticeHand(hf, deal, 0, tuple(table.levels))
    match = table.state.to_dict()
    before = sum(len(rec.actions) for rec in deals_played(match) if rec.ordinal < deal)
    mine = decisions(hand)
    assert mine
    for move in mine:
        branch, real = at_decision(hand, move), replay(match, before + move)
        assert branch.to_act == real.to_act == 0
        assert tuple(branch.scores) == tuple(real.scores)
        for seat in range(real.players):
            assert branch.view(seat).hand == real.view(seat).hand
        assert branch.legal_actions() == real.legal_actions()


def test_a_trick_s_decision_is_your_next_choice_from_its_first_card_and_others_are_refused():
    table, deal = two_hands("euchre")
    hand = PracticeHand(from_match(table.state, table.names, table.seals), deal, 0, tuple(table.levels))
    mine = decisions(hand)
    for trick in range(1, 6):
        try:
            move = trick_decision(hand, trick)
        except HandFileError as e:
            assert str(e) == NO_DECISION and trick > 1
            continue
        assert move in mine
        assert sum(at_decision(hand, move).view(0).tricks_won) >= trick - 1
    refused = 0
    for move in range(max(mine)):
        try:
            assert at_decision(hand, move).to_act == 0
        except HandFileError as e:
            assert str(e) == NOT_YOURS
            refused += 1
    assert refused
    with pytest.raises(HandFileError):
        PracticeHand(hand.hand, deal, 7, hand.levels)          # no seat 7 at four players
