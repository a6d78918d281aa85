"""Scenarios for the Huutopussi heuristic bot: what it bids, discards, names and plays."""
from __future__ import annotations

import random

import pytest

from game.registry import make_bot
from game.ai.huutopussi import HuutopussiBot, estimate
from game.cards import Card, Suit, mask_of
from game.rules import new_game
from game.rules.actions import Bid, Discard, Pass, Play
from game.rules.huutopussi import Ask, Declare, GiveCards
from tests.rules.test_huutopussi import DEVIL3, HANDS3, cards, dealt, play, stacked

H, S, C, D = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS
BOT = HuutopussiBot()


def choose(state, seat=None):
    seat = state.to_act if seat is None else seat
    return BOT.choose(state.view(seat), state.legal_actions(), random.Random(0))


def test_registered_as_the_heuristic():
    assert isinstance(make_bot("huutopussi", "easy"), HuutopussiBot)


def test_estimate_counts_sure_tricks_marriages_and_the_devils_deck():
    weak = mask_of(cards("6C 7C 8C 6D 7D 8D 6H 7H 8H 6S 7S"))
    aces = mask_of(cards("AC TC AD TD AH 6H 7H 6S 7S 8S 9S"))
    pairs = aces & ~mask_of(cards("8S 9S")) | mask_of(cards("KS QS"))
    assert estimate(weak, 3) < 20
    assert estimate(aces, 3) > estimate(weak, 3) + 50
    assert estimate(pairs, 3) > estimate(aces, 3) + 30           # a spade marriage it can declare
    assert estimate(weak, 3, unknown_extra=3) > estimate(weak, 3)  # the devil's deck is worth a bit


def test_strong_hand_raises_weak_hand_drops():
    state = stacked(["AC TC KC QC AH TH KH QH AD TD 6S", "6C 7C 8C 6D 7D 8D 6H 7H 8H 7S 8S",
                     "9C JC 9D JD KD QD 9H JH AS TS KS"], "QS JS 9S")
    assert choose(state) == Bid(50)           # the compulsory opening
    state.apply(Bid(50))
    assert choose(state) == Pass()            # seat 1 holds nothing
    state.apply(Pass())
    state.apply(Bid(55))                      # seat 2
    assert choose(state) == Bid(60)           # seat 0: two marriages and four sure tricks


def test_never_outbids_the_partner():
    state = new_game("huutopussi", seed=1, players=4, teams=True, dealer=3)
    state.apply(Bid(60))
    state.apply(Pass())
    assert choose(state) == Pass()            # seat 2's partner holds the bid


def test_discards_blanks_and_keeps_marriages():
    state = stacked(HANDS3, DEVIL3)
    state.apply(Bid(50))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(state.legal_actions()[0])     # take the devil's deck
    action = choose(state)
    assert isinstance(action, Discard) and action in state.legal_actions()
    kept = set(state.view(0).hand) - set(action.cards)
    assert set(cards("AS TS KH QH KD QD KS QS")) <= kept
    assert all(c.rank <= 9 for c in action.cards)


def test_search_shortlists_discards():
    state = stacked(HANDS3, DEVIL3)
    for a in (Bid(50), Pass(), Pass()):
        state.apply(a)
    state.apply(state.legal_actions()[0])
    legal = state.legal_actions()
    short = BOT.candidates(state.view(0), legal)
    assert len(legal) == 364 and 1 < len(short) <= 10
    assert choose(state) in short


def test_raises_a_contract_it_expects_to_beat():
    state = stacked(HANDS3, DEVIL3)
    for a in (Bid(50), Pass(), Pass()):
        state.apply(a)
    state.apply(state.legal_actions()[0])
    state.apply(Discard(cards("6C 7C 8C")))
    action = choose(state)
    assert isinstance(action, Bid) and state.why_illegal(action) is None and action.value >= 60


def test_keeps_a_contract_it_barely_holds():
    state = stacked(HANDS3, DEVIL3)
    for a in (Bid(300), Pass(), Pass()):
        state.apply(a)
    state.apply(state.legal_actions()[0])
    state.apply(Discard(cards("6C 7C 8C")))
    assert choose(state) == Pass()


def test_declares_the_most_valuable_marriage_first():
    state = play(dealt({0: "AS KS QS KH QH KC QC 7D", 1: "6S", 2: "7S"}), "AS 6S 7S")
    assert choose(state) == Declare(H)
    state = play(dealt({0: "AS KS QS KC QC 7D", 1: "6S", 2: "7S"}, {0: "HD"}), "AS 6S 7S")
    assert {a for a in state.legal_actions() if isinstance(a, Declare)} == {Declare(C), Declare(S)}
    assert choose(state) == Declare(C)


def test_asks_for_a_missing_half_it_has_not_seen():
    state = dealt({0: "AS KH 7C 8C", 1: "6S", 2: "QH 9C 7S", 3: "8S"}, {0: "S"}, players=4, teams=True)
    play(state, "AS 6S 7S 8S")
    assert not any(isinstance(a, Declare) for a in state.legal_actions())
    assert choose(state) == Ask(H)


def test_does_not_ask_for_a_half_already_played():
    # seat 1, void in spades, threw the Q♥ on trick 1
    state = dealt({0: "AS KH 7C 8C", 1: "QH", 2: "6S 9C", 3: "7S"}, {1: "S"},
                  players=4, teams=True)
    play(state, "AS QH 6S 7S")
    assert Ask(H) in state.legal_actions()
    assert not isinstance(choose(state), Ask)


def test_last_to_play_wins_with_the_cheapest_winner():
    state = play(dealt({0: "8H", 1: "JH", 2: "QH TH AH 6C"}, {2: "H"}), "8H JH")
    assert choose(state) == Play(Card.parse("QH"))


def test_second_hand_wins_with_the_cheapest_sure_card():
    state = play(dealt({0: "JH", 1: "AH KH 9H"}, {1: "H"}), "JH")
    assert choose(state) == Play(Card.parse("AH"))        # the king could fall to the ten
    state = play(dealt({0: "JH", 1: "AH TH KH 9H"}, {1: "H"}), "JH")
    assert choose(state) == Play(Card.parse("KH"))        # holding A and T, the king is sure too
    state = dealt({0: "AH JH", 1: "6H TH KH 9H", 2: "7H"}, {1: "H"})
    play(state, "AH 6H 7H JH")
    assert choose(state) == Play(Card.parse("KH"))        # the ace is gone


def test_cannot_win_throws_the_cheapest_card():
    state = play(dealt({0: "AH", 1: "7H KH 6C"}, {1: "H"}), "AH")
    assert choose(state) == Play(Card.parse("7H"))
    state = play(dealt({0: "AH", 1: "7C AD 6S AC TC KD TD AS TS KS QS"}), "AH")
    assert choose(state) == Play(Card.parse("6S"))


def test_ruffs_cheaply_when_last():
    state = dealt({0: "AS KD QD AC", 1: "6S 9C", 2: "7S 6D AD JH"}, {2: "CD"})
    play(state, "AS 6S 7S")
    state.apply(Declare(D))
    play(state, "AC 9C")
    assert choose(state) == Play(Card.parse("6D"))


def test_leads_a_sure_winner_not_a_marriage_card():
    state = dealt({0: "AS 7S KH QH 6D 7D 8D 6C 7C 8C 9C"})
    assert choose(state) == Play(Card.parse("AS"))


def test_throws_points_on_a_partners_winning_trick():
    # seat 3 plays last; seat 1, its partner, is winning with the ace
    state = dealt({0: "7D", 1: "AD", 2: "8D", 3: "TC 6C 7C 8C 6H 7H 6S 7S 8S"}, {2: "D"},
                  players=4, teams=True)
    play(state, "7D AD 8D")
    assert state.to_act == 3
    assert choose(state) == Play(Card.parse("TC"))


def test_partner_gives_winners_and_halves():
    hands = ["AS KS QS JS TS 9S 8S 7S 6S", "AH KH QH JH TH 9H 8H 7H 6H",
             "AD KD QD 6C TD 9D 8D 7D 6D", "AC KC QC JC TC 9C 8C 7C JD"]
    state = stacked(hands, teams=True)
    for a in (Bid(60), Pass(), Pass(), Pass()):
        state.apply(a)
    action = choose(state)
    assert action == GiveCards(cards("AD KD QD")) or set(action.cards) == set(cards("AD KD QD"))


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, False), (4, True)])
def test_bot_always_chooses_a_legal_action(players, teams):
    rng = random.Random(players)
    state = new_game("huutopussi", seed=players, players=players, teams=teams)
    for _ in range(600):
        if state.to_act is None:
            break
        seat = state.to_act
        legal = state.legal_actions()
        action = BOT.choose(state.view(seat), legal, rng)
        assert action in legal and state.why_illegal(action) is None, (state.phase, action)
        state.apply(action)


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, False), (4, True)])
def test_bot_choice_is_in_legal_actions_over_random_decisions(players, teams):
    """Random play reaches every phase with bids the bot would never make (jumps, high contracts
    to raise); at each decision the bot's choice must be one of ``legal_actions`` (its own jump
    raises included), and so must the search level's shortlist."""
    rng = random.Random(10 + players)
    state = new_game("huutopussi", seed=10 + players, players=players, teams=teams)
    phases = set()
    for _ in range(3000):
        if state.to_act is None:
            break
        legal = state.legal_actions()
        view = state.view(state.to_act)
        assert BOT.choose(view, legal, random.Random(0)) in legal, view.phase
        assert set(BOT.candidates(view, legal)) <= set(legal)
        phases.add(view.phase)
        state.apply(legal[rng.randrange(len(legal))])
    assert {"bid", "raise", "play"} <= phases


def test_beats_random_players():
    rng = random.Random(4)
    bots = [make_bot("huutopussi", "easy"), make_bot("huutopussi", "random"), make_bot("huutopussi", "random")]
    state = new_game("huutopussi", seed=4, players=3)
    for _ in range(4000):
        if state.to_act is None:
            break
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    assert state.scores[0] > max(state.scores[1:])
