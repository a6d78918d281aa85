"""Ushter: every rule and worked example of rules/ushter.md."""
from __future__ import annotations

import random
from typing import NamedTuple

import pytest

from game.cards import Card, parse_cards
from game.rules import IllegalAction, OptionError, new_game
from game.rules.actions import (
    Bid,
    Dealt,
    Discard,
    Fold,
    HandScored,
    MatchOver,
    Pass,
    PickUp,
    Play,
    Renege,
    TrickTaken,
)
from game.rules.wording import plain
from tests.rules.test_queries import walk

PLAY_BID = Bid("play")


def stacked(dealer: int, hands: dict[int, str], up: str, players: int) -> list[str]:
    """A deck that deals ``hands`` (seat -> 5 cards) one at a time from the dealer's left."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    cards = {s: parse_cards(h) for s, h in hands.items()}
    deck = [str(cards[s][r]) for r in range(5) for s in order]
    return deck + [up]


def play_cards(state, cards: str):
    events = []
    for text in cards.split():
        events += state.apply(Play(Card.parse(text)))
    return events


class Hand(NamedTuple):
    """One hand of a scripted match: the seats that fold (the rest bid Play, the dealer leaves the
    up card), the cards of some seats (the others get cards nobody names) and the cards of each
    trick (seat -> card, laid in turn); with no tricks every seat plays its lowest legal card."""
    folds: frozenset = frozenset()
    hands: dict = {}
    tricks: tuple = ()
    up: str = "2H"


def awarded(seat: int, players: int) -> Hand:
    """Everyone but ``seat`` folds: it is awarded the hand (as the dealer, or as the lone player)."""
    return Hand(folds=frozenset(range(players)) - {seat})


def sweep(seat: int, folds=()) -> Hand:
    """``seat`` holds the five top trumps and takes every trick however the others play."""
    return Hand(folds=frozenset(folds), hands={seat: "AH KH QH JH TH"})


def scripted(tricks: list[dict[int, str]], folds=(), up: str = "2H") -> Hand:
    hands = {s: " ".join(t[s] for t in tricks) for s in tricks[0]}
    return Hand(folds=frozenset(folds), hands=hands, tricks=tuple(tricks), up=up)


PACK = [str(c) for c in new_game("ushter", seed=1).pack()]


def match(players: int, dealer: int, hands: list[Hand], **options):
    """A game whose deals are stacked for ``hands`` in turn (the deal moves left each hand)."""
    decks = []
    for k, h in enumerate(hands):
        used = {c for cards in h.hands.values() for c in cards.split()}
        spare = iter(c for c in PACK if c not in used and c != h.up)
        full = {s: h.hands.get(s) or " ".join(next(spare) for _ in range(5)) for s in range(players)}
        decks.append(stacked((dealer + k) % players, full, h.up, players))
    return new_game("ushter", seed=1, players=players, dealer=dealer, deck=decks, **options)


def play_hand(state, hand: Hand):
    """Bid, and play the tricks, as ``hand`` says; returns the events to the end of the hand."""
    number = state.hand_no
    events = []
    while state.hand_no == number and state.to_act is not None:
        seat = state.to_act
        if state.phase == "bid":
            action = Fold() if seat in hand.folds else PLAY_BID
        elif state.phase == "pickup":
            action = Pass()
        elif hand.tricks:
            action = Play(Card.parse(hand.tricks[sum(state.view(seat).tricks_won)][seat]))
        else:
            action = state.legal_actions()[0]
        events += state.apply(action)
    return events


# --- deal -----------------------------------------------------------------------------------

def test_deal_one_card_at_a_time_from_dealers_left_then_up_card():
    deck = [str(c) for c in parse_cards(
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD")]
    s = new_game("ushter", seed=1, players=5, dealer=3, deck=deck)
    # seat 4 gets cards 1, 6, 11, ...; seat 3 (dealer) gets the last card of every round
    assert s.view(4).hand == tuple(parse_cards("2C 7C QC 4D 9D"))
    assert s.view(3).hand == tuple(parse_cards("6C JC 3D 8D KD"))
    assert s.up_card == Card.parse("AD") and s.view(0).trump.letter == "D"
    assert s.view(0).up_card == Card.parse("AD")
    assert s.to_act == 4


@pytest.mark.parametrize("players,cards", [(3, 16), (5, 26), (8, 41)])
def test_deal_uses_5n_plus_one_cards(players, cards):
    s = new_game("ushter", seed=2, players=players)
    assert sum(s.view(0).hand_sizes) + 1 == cards
    assert s.card_places()["stock"].bit_count() == 52 - cards
    assert s.view(0).stock_size == 52 - cards + 1          # the up card lies on the stock


def test_first_dealer_random_from_seed_and_moves_left():
    dealers = {new_game("ushter", seed=k).dealer for k in range(40)}
    assert dealers == set(range(5))
    s = new_game("ushter", seed=7, players=4)
    d = s.dealer
    rng = random.Random(1)
    while s.hand_no == 1:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert s.dealer == (d + 1) % 4


# --- bidding ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,limit", [(3, 0), (4, 1), (5, 2), (6, 3), (7, 4), (8, 5)])
def test_fold_limit_is_players_minus_three(players, limit):
    assert new_game("ushter", seed=1, players=players).fold_limit == limit


def test_three_players_may_never_fold():
    s = new_game("ushter", seed=1, players=3)
    assert s.legal_actions() == [PLAY_BID]
    assert s.why_illegal(Fold()) == "With three players nobody may fold."
    with pytest.raises(IllegalAction):
        s.apply(Fold())


def test_bidding_runs_clockwise_with_dealer_last():
    s = new_game("ushter", seed=1, players=5, dealer=1)
    seen = []
    while s.phase == "bid":
        seen.append(s.to_act)
        s.apply(PLAY_BID)
    assert seen == [2, 3, 4, 0, 1]
    assert s.phase == "pickup" and s.to_act == 1


def run_hand(state, bids: dict[int, str], rng: random.Random):
    """Bid as told (the dealer passes on the up card), then play random legal cards to the end."""
    hand = state.hand_no
    while state.hand_no == hand and state.to_act is not None:
        if state.phase == "bid":
            state.apply(Fold() if bids.get(state.to_act) == "fold" else PLAY_BID)
        elif state.phase == "pickup":
            state.apply(Pass())
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_u2_fold_limit_five_players():
    s = new_game("ushter", seed=4, players=5)
    rng = random.Random(0)
    run_hand(s, {2: "fold"}, rng)
    run_hand(s, {2: "fold"}, rng)
    assert s.fold_run[2] == 2
    while s.to_act != 2:
        s.apply(PLAY_BID)
    assert s.legal_actions() == [PLAY_BID]
    assert s.why_illegal(Fold()) == \
        "You have reached the fold limit (2 in a row); you must play this hand."
    with pytest.raises(IllegalAction) as e:
        s.apply(Fold())
    assert "fold limit" in e.value.reason
    s.apply(PLAY_BID)
    assert s.fold_run[2] == 0
    run_hand(s, {}, rng)
    while s.to_act != 2:
        s.apply(PLAY_BID)
    assert s.legal_actions() == [PLAY_BID, Fold()]


def test_u2_fold_limit_four_players():
    s = new_game("ushter", seed=9, players=4)
    rng = random.Random(0)
    first = s.to_act
    run_hand(s, {first: "fold"}, rng)
    while s.to_act != first:
        s.apply(PLAY_BID)
    assert s.legal_actions() == [PLAY_BID]


def test_everyone_before_dealer_folds_dealer_awarded_five():
    s = match(5, 4, [Hand(folds=frozenset({0}))])
    play_hand(s, Hand(folds=frozenset({0})))
    assert s.dealer == 0 and s.fold_run == [1, 0, 0, 0, 0]
    before = s.scores
    events = []
    for seat in (1, 2, 3, 4):
        assert s.to_act == seat
        events += s.apply(Fold())
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.deltas == (-5, 0, 0, 0, 0)
    assert s.scores == (before[0] - 5,) + before[1:]
    assert s.fold_run == [0, 1, 1, 1, 1]   # the award counts as a Play for the dealer
    assert s.dealer == 1 and s.phase == "bid"
    assert any(isinstance(e, Dealt) for e in events)


def test_only_one_player_in_is_awarded_five():
    s = new_game("ushter", seed=3, players=4, dealer=0)
    s.apply(PLAY_BID)            # seat 1
    s.apply(Fold())              # seat 2
    s.apply(Fold())              # seat 3
    events = s.apply(Fold())     # dealer folds: only seat 1 played
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.deltas == (0, -5, 0, 0)
    assert s.fold_run == [1, 0, 1, 1]


def test_dealer_pick_up_and_discard():
    deck = stacked(2, {0: "AS KS QS JS TS", 1: "AC KC QC JC TC", 2: "AD KD QD JD TD"}, "2H", 3)
    s = new_game("ushter", seed=1, players=3, dealer=2, deck=deck)
    s.apply(PLAY_BID); s.apply(PLAY_BID); s.apply(PLAY_BID)
    assert s.phase == "pickup" and s.legal_actions() == [PickUp(), Pass()]
    s.apply(PickUp())
    assert len(s.view(2).hand) == 6 and s.view(0).up_card is None
    up = Card.parse("2H")
    assert s.view(0).info.turned_card == up            # still the trump card, though taken
    assert Discard((up,)) not in s.legal_actions() and len(s.legal_actions()) == 5
    assert s.why_illegal(Discard((up,))) == "You cannot discard the card you just picked up."
    with pytest.raises(IllegalAction):
        s.apply(Discard((up,)))
    s.apply(Discard((Card.parse("TD"),)))
    assert up in s.view(2).hand and Card.parse("TD") not in s.view(2).hand
    assert s.view(0).discards == () and s.view(2).discards == (Card.parse("TD"),)
    assert s.phase == "play" and s.to_act == 0


def test_dealer_may_leave_the_up_card():
    s = new_game("ushter", seed=1, players=3, dealer=2)
    for _ in range(3):
        s.apply(PLAY_BID)
    s.apply(Pass())
    assert s.view(0).up_card == s.up_card and len(s.view(2).hand) == 5
    assert s.phase == "play"


def test_dealer_who_folds_has_no_pickup_and_leader_is_first_player():
    s = new_game("ushter", seed=5, players=5, dealer=4)
    s.apply(Fold())        # 0
    s.apply(PLAY_BID)      # 1
    s.apply(PLAY_BID)      # 2
    s.apply(Fold())        # 3
    s.apply(Fold())        # 4, dealer
    assert s.phase == "play" and s.to_act == 1
    assert s.view(0).active == (False, True, True, False, False)


def test_action_out_of_turn_is_refused():
    s = new_game("ushter", seed=1, players=5, dealer=0)
    assert s.why_illegal(PLAY_BID, seat=3) == "It is not your turn."
    with pytest.raises(IllegalAction):
        s.apply(PLAY_BID, seat=3)
    assert s.to_act == 1


# --- play -------------------------------------------------------------------------------------

def u3_state(hand1: str):
    deck = stacked(2, {0: "5S 9C 9D TC TD", 1: hand1, 2: "AC KC QC JC 8C"}, "7H", 3)
    s = new_game("ushter", seed=1, players=3, dealer=2, deck=deck)
    for _ in range(3):
        s.apply(PLAY_BID)
    s.apply(Pass())
    s.apply(Play(Card.parse("5S")))
    return s


def test_u3_must_follow_suit():
    s = u3_state("KS 2H AD 3D 4D")
    assert s.legal_actions() == [Play(Card.parse("KS"))]
    for bad in ("2H", "AD"):
        assert plain(s.why_illegal(Play(Card.parse(bad)))) == "You must follow suit (spades)."


def test_u3_void_may_play_anything():
    s = u3_state("2H AD 3C 3D 4D")
    assert {a.card for a in s.legal_actions()} == set(parse_cards("2H AD 3C 3D 4D"))


def test_card_not_in_hand_is_refused_without_penalty():
    s = u3_state("KS 2H AD 3D 4D")
    assert s.why_illegal(Play(Card.parse("AS"))) == "That card is not in your hand."
    with pytest.raises(IllegalAction):
        s.apply(Play(Card.parse("AS")))
    assert s.scores == (20, 20, 20)


def u4_state(learner: bool = False):
    """U-4: seat 2 on 17 (three tricks in hand 1) holds KS 2H, trump hearts, and 5S is led."""
    first = scripted([{0: "2S", 1: "3S", 2: "AS"}, {0: "4S", 1: "5S", 2: "KS"}, {0: "2C", 1: "3C", 2: "AC"},
                      {0: "AD", 1: "2D", 2: "3D"}, {0: "4C", 1: "KC", 2: "5C"}])
    second = Hand(hands={1: "5S 9C 9D TC TD", 2: "KS 2H AD 3D 4D", 0: "AC KC QC JC 8C"}, up="7H")
    s = match(3, 2, [first, second], learner_mode=learner)
    play_hand(s, first)
    assert s.scores == (19, 19, 17) and s.dealer == 0
    for _ in range(3):
        s.apply(PLAY_BID)
    s.apply(Pass())
    s.apply(Play(Card.parse("5S")))
    assert s.to_act == 2
    return s


def test_u4_renege_costs_five_every_attempt():
    s = u4_state()
    events = s.apply(Play(Card.parse("2H")))
    assert len(events) == 1 and isinstance(events[0], Renege)
    assert events[0].penalty == 5 and events[0].score == 22
    assert plain(events[0].reason) == "You must follow suit (spades)."
    assert s.scores[2] == 22 and s.to_act == 2 and Card.parse("2H") in s.view(2).hand
    assert s.legal_actions() == [Play(Card.parse("KS"))]
    s.apply(Play(Card.parse("2H")))
    assert s.scores[2] == 27
    s.apply(Play(Card.parse("KS")))
    assert s.to_act == 0


def test_u4_learner_mode_refuses_without_penalty():
    s = u4_state(learner=True)
    with pytest.raises(IllegalAction) as e:
        s.apply(Play(Card.parse("2H")))
    assert plain(e.value.reason) == "You must follow suit (spades)."
    assert s.scores[2] == 17


def test_renege_survives_replay():
    s = u3_state("KS 2H AD 3D 4D")
    s.apply(Play(Card.parse("AD")))
    again = type(s).from_dict(s.to_dict())
    assert again.scores == s.scores == (20, 25, 20)


def test_trick_winner_trump_beats_led_suit_and_offsuit_never_wins():
    # trump hearts; seat 0 leads 5S, seat 1 (void) plays AD, seat 2 (void) ruffs with 2H
    deck = stacked(2, {0: "5S 9C 9D TC TD", 1: "AD 3C 3D 4D 5D", 2: "2H KC QC JC 8C"}, "7H", 3)
    s = new_game("ushter", seed=1, players=3, dealer=2, deck=deck)
    for _ in range(3):
        s.apply(PLAY_BID)
    s.apply(Pass())
    events = play_cards(s, "5S AD 2H")
    taken = [e for e in events if isinstance(e, TrickTaken)][0]
    assert taken.seat == 2 and s.to_act == 2
    # no trump: the highest of the led suit wins, the off-suit ace does not
    events = play_cards(s, "KC TC 3C")
    assert [e for e in events if isinstance(e, TrickTaken)][0].seat == 2


# --- scoring and end --------------------------------------------------------------------------

def u1_deck():
    hands = {4: "AS AC 2D 7S TC", 0: "5S 9S TS JS QS", 1: "2S 2C 3D 8S JC",
             2: "3S 3C KD KS 9C", 3: "4S 4C AD 6S QD"}
    return stacked(3, hands, "2H", 5)


def test_u1_scoring_one_hand():
    s = new_game("ushter", seed=1, players=5, dealer=3, deck=u1_deck())
    s.apply(PLAY_BID)    # 4
    s.apply(Fold())      # 0
    s.apply(PLAY_BID)    # 1
    s.apply(PLAY_BID)    # 2
    s.apply(PLAY_BID)    # 3, dealer
    s.apply(PickUp())
    s.apply(Discard((Card.parse("QD"),)))
    assert s.to_act == 4
    play_cards(s, "AS 2S 3S 4S  AC 2C 3C 4C  2D 3D KD AD")
    play_cards(s, "6S 7S 8S KS")
    events = play_cards(s, "9C 2H TC JC")
    assert s.view(0).tricks_won == (0, 0, 0, 0, 0)   # reset for the next hand
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.scores == (20, 22, 19, 18, 18)
    assert s.fold_run == [1, 0, 0, 0, 0]
    assert s.dealer == 4


def test_a_deal_is_worth_to_a_seat_only_what_it_took_off_its_own_score():
    """The search's value of a deal (U-1): each seat's own points down, whatever the others did;
    seat 1, left without a trick, loses 2, and seat 0, folded, is worth nothing either way."""
    s = new_game("ushter", seed=1, players=5, dealer=3, deck=u1_deck())
    before = s.scores
    for action in (PLAY_BID, Fold(), PLAY_BID, PLAY_BID, PLAY_BID, PickUp(), Discard((Card.parse("QD"),))):
        s.apply(action)
    play_cards(s, "AS 2S 3S 4S  AC 2C 3C 4C  2D 3D KD AD  6S 7S 8S KS  9C 2H TC JC")
    assert [s.utility(seat, before) for seat in range(5)] == [0, -2, 1, 2, 2]


def test_game_ends_after_the_hand_lowest_wins_ties_share():
    # Seats 3 and 4 are awarded four hands each and lose one played hand (+2): both on 2. The other
    # seats, bound by the fold limit, play every third hand and sweep in turn.
    cycles = [[awarded(3, 5), awarded(4, 5), reset] for reset in (sweep(0), sweep(1, folds=(3, 4)),
                                                                  sweep(2, folds=(3, 4)))]
    history = [h for cycle in cycles for h in cycle] + [awarded(3, 5), awarded(4, 5)]
    last = scripted([{3: "AS", 4: "2S", 0: "3S", 1: "6S", 2: "8S"}, {3: "KS", 4: "4S", 0: "5S", 1: "7S", 2: "9S"},
                     {3: "2C", 4: "AC", 0: "3C", 1: "6C", 2: "8C"}, {3: "2D", 4: "AD", 0: "3D", 1: "4D", 2: "5D"},
                     {3: "4C", 4: "5C", 0: "KC", 1: "7C", 2: "9C"}])
    s = match(5, 0, history + [last])
    for h in history:
        assert not any(isinstance(e, MatchOver) for e in play_hand(s, h))
    assert s.scores == (19, 19, 19, 2, 2) and not s.match_over
    events = play_hand(s, last)
    over = [e for e in events if isinstance(e, MatchOver)][0]
    # seats 3 and 4 both take two tricks from 2: tied on 0, they share the win
    assert s.scores == (18, 21, 21, 0, 0)
    assert over.winners == (3, 4) and s.match_over and s.to_act is None
    assert s.legal_actions() == []


def test_scores_below_zero_are_not_clamped():
    # seat 3 is awarded two hands, loses one (+2), is awarded two more (2 left), then sweeps: -3
    history = [awarded(3, 5), awarded(3, 5), sweep(0), awarded(3, 5), awarded(3, 5)]
    s = match(5, 0, history + [sweep(3)])
    for h in history:
        play_hand(s, h)
    assert s.scores[3] == 2 and not s.match_over
    play_hand(s, sweep(3))
    assert s.scores[3] == -3 and s.winners == (3,)


# --- options ------------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [{"players": 9}, {"players": 2}, {"learner_mode": "maybe"}, {"colour": 1}])
def test_bad_options_are_refused_with_one_clear_message(bad):
    with pytest.raises(OptionError) as e:
        new_game("ushter", seed=1, **bad)
    key = next(iter(bad))
    assert key in str(e.value)


def test_option_text_forms_are_accepted():
    assert new_game("ushter", seed=1, learner_mode="on").options["learner_mode"] is True
    assert new_game("ushter", seed=1, players="7").players == 7


def test_renege_mode_is_announced_to_the_table():
    assert new_game("ushter", seed=1).penalises_illegal_cards()
    assert not new_game("ushter", seed=1, learner_mode=True).penalises_illegal_cards()


def test_every_view_carries_the_voids_the_seats_have_shown():
    """Who did not follow is public: every seat's view holds every seat's shown voids, so a bot on
    lead can keep out of a known ruff."""
    shown = False
    for seed in range(6):
        for state, _ in walk("ushter", {"players": 5}, seed, 400):
            void = tuple(state.deal.void)
            assert all(state.view(s).info.void == void for s in range(state.players))
            shown = shown or any(void)
    assert shown
