"""Call Trump rules (rules/calltrump.md): every stated rule, every table option, the worked examples."""
from __future__ import annotations

import random

import pytest

from tests.rules.calltrump_positions import play, position
from game.ai.calltrump import MissTracker, timeout_action
from game.cards import Card, Suit, mask_of, parse_cards
from game.rules import GAMES, IllegalAction, OptionError, new_game
from game.rules.actions import (PLAY, ChooseTrump, Dealt, HandScored, HandsShown, MatchOver, Pass,
                                Play, TrickTaken, TrumpSet)
from game.rules.calltrump import ACCEPT_REMATCH, START_NEXT_GAME, CallTrump, strongest_suit
from game.rules.wording import plain

FOLLOW_SPADES = "You must follow suit (spades)."


def cards(text):
    return tuple(sorted(parse_cards(text)))


def team_tricks(view):
    """Tricks won by Players 1 and 3, and by Players 2 and 4."""
    won = view.tricks_won
    return (won[0] + won[2], won[1] + won[3])


def deck_for(seed):
    d = [str(c) for c in CallTrump.pack()]
    random.Random(seed).shuffle(d)
    return d


def play_game_randomly(state, rng):
    """Play random legal actions until the game in progress ends; return the events of its end."""
    while True:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        if any(isinstance(e, HandScored) for e in events):
            return events


# --- 1. overview --------------------------------------------------------------------------------

def test_four_fixed_seats_only():
    assert CallTrump.PLAYER_COUNTS == (4,)
    assert new_game("calltrump", seed=1).players == 4
    with pytest.raises(OptionError):
        new_game("calltrump", seed=1, players=3)


def test_partners_one_and_three_against_two_and_four():
    s = new_game("calltrump", seed=1)
    assert CallTrump.TEAMS is True
    assert s.view(0).teams == ((0, 2), (1, 3))
    assert [s.score_index(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert s.scores == (0, 0)


def test_one_52_card_pack_ace_high():
    pack = CallTrump.pack()
    assert len(pack) == 52 and len(set(pack)) == 52
    s = position(["2S", "KS", "3S", "AS"], trump="H", void=None)
    play(s, "2S", "KS", "3S", "AS")   # seat 0 leads 2S ... seat 3 plays AS: ace beats king
    assert s.to_act == 3


def test_play_goes_clockwise():
    s = position(["2C 3C", "4C 5C", "6C 7C", "8C 9C"], leader=1, void=None)
    seen = []
    for text in ("4C", "6C", "8C"):
        seen.append(s.to_act)
        play(s, text)
    seen.append(s.to_act)
    assert seen == [1, 2, 3, 0]


# --- 2. deal ------------------------------------------------------------------------------------

def test_only_the_caller_holds_the_top_five_before_the_call():
    deck = deck_for(3)
    s = new_game("calltrump", seed=1, first_caller=2, deck=deck)
    assert s.phase == "call" and s.to_act == 2
    assert s.view(2).hand == cards(" ".join(deck[:5]))
    for seat in (0, 1, 3):
        assert s.view(seat).hand == ()
    assert s.view(0).hand_sizes == (0, 0, 5, 0)
    assert s.view(0).stock_size == 47


def test_the_rest_is_dealt_after_the_call_from_the_callers_left_skipping_a_full_seat():
    deck = deck_for(4)
    s = new_game("calltrump", seed=1, first_caller=2, deck=deck)
    events = s.apply(ChooseTrump(Suit.SPADES))
    # seat 3 (the caller's left) gets deck[5], seat 0 deck[6], seat 1 deck[7], the caller deck[8] ...
    got = {seat: set(map(str, s.view(seat).hand)) for seat in range(4)}
    assert {deck[5], deck[9], deck[37], deck[40]} <= got[3]
    assert {deck[6], deck[38], deck[41]} <= got[0]
    assert {deck[7], deck[39], deck[51]} <= got[1]
    assert {deck[8], deck[36]} <= got[2] and deck[37] not in got[2]      # full after 8 rounds
    assert set(deck[:5]) <= got[2]
    # the whole order: one at a time, 3, 0, 1, 2, 3, ..., the caller skipped once it holds 13
    expected = {0: set(), 1: set(), 2: set(deck[:5]), 3: set()}
    i = 5
    while i < 52:
        for seat in (3, 0, 1, 2):
            if len(expected[seat]) < 13:
                expected[seat].add(deck[i])
                i += 1
    assert got == expected
    assert s.view(0).hand_sizes == (13, 13, 13, 13)
    assert [e for e in events if isinstance(e, Dealt)] == [Dealt(2, (13,) * 4, None, 0)]


def test_no_seat_deals_and_each_deal_reshuffles_from_the_states_generator():
    a = new_game("calltrump", seed=9)
    b = new_game("calltrump", seed=9)
    c = new_game("calltrump", seed=10)
    assert a.view(0).hand == b.view(0).hand
    assert a.view(0).hand != c.view(0).hand


# --- 3. calling trump ---------------------------------------------------------------------------

def test_the_legal_calls_are_exactly_the_four_suits():
    s = new_game("calltrump", seed=1)
    assert s.legal_actions() == [ChooseTrump(su) for su in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS,
                                                            Suit.SPADES)]


def test_only_the_caller_chooses_trump():
    s = new_game("calltrump", seed=1, first_caller=1)
    for seat in (0, 2, 3):
        assert s.why_illegal(ChooseTrump(Suit.HEARTS), seat=seat) == "Only the caller chooses trump."
        with pytest.raises(IllegalAction, match="Only the caller chooses trump."):
            s.apply(ChooseTrump(Suit.HEARTS), seat=seat)
    assert s.why_illegal(ChooseTrump(Suit.HEARTS), seat=1) is None


def test_the_caller_may_not_pass():
    s = new_game("calltrump", seed=1)
    assert Pass() not in s.legal_actions()
    with pytest.raises(IllegalAction) as e:
        s.apply(Pass())
    assert e.value.reason == "Choose one of the four suits."
    assert s.phase == "call" and s.view(0).hand_sizes == (5, 0, 0, 0)


def test_any_action_out_of_turn_is_refused():
    s = new_game("calltrump", seed=1)
    assert s.why_illegal(Pass(), seat=1) == "It is not your turn."
    s.apply(ChooseTrump(Suit.CLUBS))
    card = s.view(1).hand[0]
    with pytest.raises(IllegalAction, match="It is not your turn."):
        s.apply(PLAY[card], seat=1)


def test_trump_is_announced_to_every_player():
    s = new_game("calltrump", seed=1, first_caller=3)
    assert [type(e).__name__ for e in s.opening_events()] == ["Dealt"]
    events = s.apply(ChooseTrump(Suit.DIAMONDS))
    assert TrumpSet(Suit.DIAMONDS, 3) in events
    assert TrumpSet(Suit.DIAMONDS, 3) in s.opening_events()
    assert all(s.view(seat).trump == Suit.DIAMONDS for seat in range(4))
    assert plain(s.view(1).contract) == "Diamonds trump, called by Seat 4"


def test_caller_badge_and_prompt():
    s = new_game("calltrump", seed=1, first_caller=1)
    v = s.view(0)
    assert v.badges == ((), ("caller",), (), ())
    assert s.prompt(1) == "Choose trump from your five cards."
    assert plain(s.prompt(0)) == "Seat 2 is choosing trump."
    assert plain(s.label(ChooseTrump(Suit.HEARTS))) == "Hearts ♥"


# --- 4. play legality ---------------------------------------------------------------------------

def test_c1_following_suit():
    s = position(["4S 9D 2C 4C", "KS 2S AH 3C", "5D 6D 5C 6C", "7D 8D 7C 8C"], trump="H", leader=0,
                 void=None)
    play(s, "4S")
    assert s.to_act == 1
    assert set(s.legal_actions()) == {PLAY[Card.parse("KS")], PLAY[Card.parse("2S")]}
    for text in ("AH", "3C"):
        assert plain(s.why_illegal(PLAY[Card.parse(text)])) == FOLLOW_SPADES
        with pytest.raises(IllegalAction) as e:
            s.apply(PLAY[Card.parse(text)])
        assert plain(e.value.reason) == FOLLOW_SPADES


def test_a_void_player_may_cut_or_walk_aside_whoever_is_winning():
    s = position(["9D 4D 2C", "AH 2H 3C", "AS 6D 4C", "7D 8D 5D"], trump="H", leader=2, void=None)
    play(s, "AS")                                # P3 leads spades
    assert set(s.legal_actions()) == {PLAY[Card.parse(t)] for t in ("7D", "8D", "5D")}
    play(s, "7D")
    assert set(s.legal_actions()) == {PLAY[Card.parse(t)] for t in ("9D", "4D", "2C")}
    play(s, "9D")
    # P2, void in spades with trumps, may cut or walk aside while the opponents win
    assert set(s.legal_actions()) == {PLAY[Card.parse(t)] for t in ("AH", "2H", "3C")}
    play(s, "3C")
    assert s.to_act == 2
    s = position(["KS 4D 9D", "AH 2H 3C", "AS 6D 4C", "7D 8D 5D"], trump="H", leader=0, void=None)
    play(s, "KS")                                # P1 leads, P2 may cut or walk aside
    assert s.why_illegal(PLAY[Card.parse("2H")]) is None
    assert s.why_illegal(PLAY[Card.parse("3C")]) is None
    play(s, "2H", "AS")                          # P3 must follow although the trick is trumped
    assert s.why_illegal(PLAY[Card.parse("7D")]) is None


def test_no_duty_to_beat_the_card_on_the_table():
    s = position(["4S 2C", "KS 2S", "5D 3C", "6D 4C"], trump="H", leader=0, void=None)
    play(s, "4S")
    assert s.why_illegal(PLAY[Card.parse("2S")]) is None


def test_no_duty_to_overtrump():
    s = position(["4S 2C", "5H 6D", "AH KD", "7D 8D"], trump="H", leader=0, void=None)
    play(s, "4S", "5H")
    assert s.why_illegal(PLAY[Card.parse("KD")]) is None
    assert s.why_illegal(PLAY[Card.parse("AH")]) is None


def test_a_card_not_in_the_hand_is_refused_without_penalty():
    s = position(["4S 9D 2C 4C", "KS 2S AH 3C", "5D 6D 5C 6C", "7D 8D 7C 8C"], trump="H", leader=0,
                 void=None)
    before = (s.scores, s.to_act, [s.view(p).hand for p in range(4)])
    with pytest.raises(IllegalAction) as e:
        s.apply(PLAY[Card.parse("QC")])
    assert e.value.reason == "That card is not in your hand."
    with pytest.raises(IllegalAction):
        s.apply(Play(Card.parse("KS")))
    assert (s.scores, s.to_act, [s.view(p).hand for p in range(4)]) == before


def test_play_labels_name_follow_cut_and_walk_aside():
    s = position(["4S 9D 2C", "KS AH 3C", "5D 6D 4C", "7D 8D 5C"], trump="H", leader=0, void=None)
    assert plain(s.label(PLAY[Card.parse("4S")])) == "Lead the 4♠"
    assert s.prompt(0) == "Lead any card."
    play(s, "4S")
    assert plain(s.label(PLAY[Card.parse("KS")])) == "Play the K♠"
    assert plain(s.prompt(1)) == "Follow suit (spades)."
    s = position(["4S 9D", "AH 3C", "5D 6D", "7D 8D"], trump="H", leader=0, void=None)
    play(s, "4S")
    assert plain(s.label(PLAY[Card.parse("AH")])) == "Cut with the A♥"
    assert plain(s.label(PLAY[Card.parse("3C")])) == "Walk aside with the 3♣"
    assert plain(s.prompt(1)) == "No spades: cut with a trump or walk aside with another card."
    assert plain(s.prompt(2)) == "Waiting for Seat 2."


# --- 5. trick winner ----------------------------------------------------------------------------

def test_c2_a_single_cut_wins():
    s = position(["4S 5S", "AS 9C", "2H 9D", "KS 6S"], trump="H", leader=0, team_tricks=(5, 6))
    won = s.view(0).tricks_won
    events = play(s, "4S", "AS", "2H", "KS")
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert taken == [TrickTaken(2, tuple(parse_cards("4S AS 2H KS")), 12)]
    assert s.to_act == 2                         # P3 leads the next trick
    assert team_tricks(s.view(0)) == (6, 6)      # and it counts for P1/P3
    assert s.view(0).tricks_won[2] == won[2] + 1


def test_the_highest_trump_wins():
    s = position(["4S 9D", "3H 9C", "2H TC", "KS JC"], trump="H", leader=0, void=None)
    play(s, "4S", "3H", "2H", "KS")
    assert s.to_act == 1


def test_without_trumps_the_highest_of_the_led_suit_wins_and_other_suits_cannot():
    s = position(["4S 9D", "AC 9C", "5S TC", "3S JC"], trump="H", leader=0, void=None)
    play(s, "4S", "AC", "5S", "3S")
    assert s.to_act == 2


def test_a_trump_lead_is_won_by_the_highest_trump():
    s = position(["4H 6H", "AC 9D", "5H 7H", "QH 2S"], trump="H", leader=0)
    play(s, "4H", "AC", "5H", "QH")
    assert s.to_act == 3


# --- 6./7. scoring, early stop, next caller -----------------------------------------------------

def test_c3_the_game_stops_at_the_seventh_trick():
    s = position(["2C 3S", "4C 5D", "AC 6H", "7C 8C"], trump="H", leader=0, team_tricks=(6, 5))
    events = play(s, "2C", "4C", "AC", "7C")
    shown = [e for e in events if isinstance(e, HandsShown)]
    assert shown == [HandsShown((cards("3S"), cards("5D"), cards("6H"), cards("8C")))]
    scored = [e for e in events if isinstance(e, HandScored)]
    assert scored[0].deltas == (1, 0) and scored[0].scores == (1, 0)
    assert s.scores == (1, 0)
    assert s.phase == "next"
    for seat in range(4):
        v = s.view(seat)
        assert v.hand_sizes == (1, 1, 1, 1)
        assert v.shown == {0: cards("3S"), 1: cards("5D"), 2: cards("6H"), 3: cards("8C")}
    assert s.legal_actions() == [START_NEXT_GAME]
    assert s.opening_events()[-1] == shown[0]          # a table joining now sees the hands too
    with pytest.raises(IllegalAction, match="start the next game"):
        s.apply(PLAY[Card.parse("6H")])
    assert plain(s.prompt(0)).endswith("(Seat 3 calls trump).")
    s.apply(START_NEXT_GAME)
    assert s.phase == "call" and s.to_act == 2 and s.caller == 2      # P3 calls next
    assert s.view(2).hand_sizes == (0, 0, 5, 0)
    assert s.view(0).shown == {}


def test_c4_tricks_belong_to_teams():
    for winner, team in ((0, 0), (1, 1), (2, 0), (3, 1)):
        hands = ["2S", "3S", "4S", "5S"]
        hands[winner] = "AS"
        s = position(hands, trump="H", leader=0, team_tricks=(6, 6), void=None)
        play(s, *[hands[seat] for seat in range(4)])
        expected = [6, 6]
        expected[team] = 7
        assert team_tricks(s.view(0)) == tuple(expected)


def test_the_seventh_trick_winner_calls_next_whichever_team_and_seat():
    rng = random.Random(7)
    seen = set()
    s = new_game("calltrump", seed=7, match_length=0)
    for _ in range(60):
        events = play_game_randomly(s, rng)
        last = [e for e in events if isinstance(e, TrickTaken)][-1]
        team = last.seat & 1
        v = s.view(0)
        assert team_tricks(v)[team] == 7 and team_tricks(v)[1 - team] < 7
        assert 7 <= last.number <= 13
        assert v.hand_sizes == (13 - last.number,) * 4
        hands_shown = [e for e in events if isinstance(e, HandsShown)][0].hands
        assert hands_shown == tuple(s.view(seat).hand for seat in range(4))
        s.apply(START_NEXT_GAME, seat=rng.randrange(4))            # anyone may start it
        assert s.caller == last.seat and s.to_act == last.seat
        seen.add(last.seat)
    assert seen == {0, 1, 2, 3}


def test_a_game_is_worth_one_match_point():
    s = new_game("calltrump", seed=2, match_length=0)
    rng = random.Random(2)
    for _ in range(10):
        before = s.scores
        events = play_game_randomly(s, rng)
        scored = [e for e in events if isinstance(e, HandScored)][0]
        assert sorted(scored.deltas) == [0, 1]
        assert sum(s.scores) == sum(before) + 1
        s.apply(START_NEXT_GAME)


# --- 8. table options ---------------------------------------------------------------------------

def test_every_option_says_the_host_decides_and_has_the_files_default():
    opts = {o.key: o for o in CallTrump.OPTIONS}
    for o in opts.values():
        fixed = len(o.choices) == 1
        assert ("the one way this table plays" if fixed else "the host decides") in o.help.lower(), o.key
        assert "source rules" not in o.help.lower(), o.key
    defaults = {k: o.default for k, o in opts.items()}
    assert defaults["first_caller"] == 0
    assert defaults["first_leader"] == "caller"
    assert defaults["match_length"] == 5
    assert defaults["rematch_caller"] == "first_caller"
    assert opts["match_length"].choices == (1, 3, 5, 7, 0)
    assert opts["first_caller"].choices == (0, 1, 2, 3, "random")


FIXED = {"cards_before_call": "caller_only", "cards_per_player": 13, "dealing": "table",
         "trump_visibility": "announced", "caller_may_pass": False, "game_value": 1,
         "illegal_cards": "not_playable", "next_game_on_timeout": "starts",
         "rematch_on_timeout": "no_rematch", "automatic_play": 2}


@pytest.mark.parametrize("key,value", FIXED.items())
def test_fixed_options_are_shown_with_their_only_value(key, value):
    o = {o.key: o for o in CallTrump.OPTIONS}[key]
    assert o.choices == (value,) and o.default == value
    assert new_game("calltrump", seed=1, **{key: value}).options[key] == value
    with pytest.raises(OptionError):
        new_game("calltrump", seed=1, **{key: "something else"})


def test_bad_option_values_are_refused():
    with pytest.raises(OptionError):
        new_game("calltrump", seed=1, first_caller=4)
    with pytest.raises(OptionError):
        new_game("calltrump", seed=1, match_length=2)
    with pytest.raises(OptionError):
        new_game("calltrump", seed=1, first_leader="dealer")


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_first_caller_option(seat):
    s = new_game("calltrump", seed=1, first_caller=seat)
    assert s.caller == seat and s.to_act == seat
    assert s.view(seat).hand_sizes[seat] == 5


def test_first_caller_random_comes_from_the_seed():
    callers = {new_game("calltrump", seed=k, first_caller="random").caller for k in range(40)}
    assert callers == {0, 1, 2, 3}
    assert (new_game("calltrump", seed=5, first_caller="random").caller
            == new_game("calltrump", seed=5, first_caller="random").caller)


@pytest.mark.parametrize("option,caller,leader", [
    ("caller", 2, 2), ("left_of_caller", 2, 3), ("player1", 2, 0),
    ("caller", 3, 3), ("left_of_caller", 3, 0), ("player1", 3, 0)])
def test_first_leader_option(option, caller, leader):
    s = new_game("calltrump", seed=1, first_caller=caller, first_leader=option)
    s.apply(ChooseTrump(Suit.HEARTS))
    assert s.to_act == leader


def test_first_leader_applies_to_every_game_of_the_match():
    s = new_game("calltrump", seed=4, first_leader="left_of_caller", match_length=0)
    rng = random.Random(4)
    for _ in range(5):
        play_game_randomly(s, rng)
        s.apply(START_NEXT_GAME)
        s.apply(ChooseTrump(Suit.CLUBS))
        assert s.to_act == (s.caller + 1) % 4


@pytest.mark.parametrize("length", [1, 3, 5, 7])
def test_match_length_option(length):
    s = new_game("calltrump", seed=length, match_length=length)
    rng = random.Random(length)
    games = 0
    while True:
        events = play_game_randomly(s, rng)
        games += 1
        if any(isinstance(e, MatchOver) for e in events):
            break
        s.apply(START_NEXT_GAME)
    assert max(s.scores) == length and min(s.scores) < length
    assert games == sum(s.scores)
    over = [e for e in events if isinstance(e, MatchOver)][0]
    assert over.winners == (s.scores.index(length),) and over.scores == s.scores
    assert s.match_over and s.to_act is None and s.legal_actions() == []
    assert plain(s.prompt(0)).endswith("win the match. Play a rematch?")


def test_no_limit_never_ends_the_match():
    s = new_game("calltrump", seed=3, match_length=0)
    rng = random.Random(3)
    for _ in range(25):
        events = play_game_randomly(s, rng)
        assert not any(isinstance(e, MatchOver) for e in events)
        s.apply(START_NEXT_GAME)
    assert sum(s.scores) == 25 and not s.match_over


def finish_match(s, rng):
    while True:
        events = play_game_randomly(s, rng)
        if any(isinstance(e, MatchOver) for e in events):
            return [e for e in events if isinstance(e, TrickTaken)][-1].seat
        s.apply(START_NEXT_GAME)


def test_rematch_starts_at_nil_nil_with_the_first_caller_by_default():
    s = new_game("calltrump", seed=6, first_caller=1, match_length=3)
    rng = random.Random(6)
    last = finish_match(s, rng)
    assert last != 1                    # the last 7th trick went elsewhere: the option decides
    assert s.why_illegal(ACCEPT_REMATCH) is None and s.timer() == 30
    s.apply(ACCEPT_REMATCH, seat=0)
    assert s.scores == (0, 0) and s.caller == 1 and s.phase == "call"


def test_rematch_caller_last_winner():
    s = new_game("calltrump", seed=6, first_caller=1, match_length=3, rematch_caller="last_winner")
    rng = random.Random(8)
    callers = set()
    for _ in range(4):
        last = finish_match(s, rng)
        s.apply(ACCEPT_REMATCH)
        assert s.scores == (0, 0) and s.caller == last and s.to_act == last
        callers.add(last)
    assert callers != {1}


def test_a_rematch_needs_a_finished_match_and_replays_exactly():
    s = new_game("calltrump", seed=6, match_length=1)
    assert s.why_illegal(ACCEPT_REMATCH) == "The match is not over."
    with pytest.raises(IllegalAction):
        s.apply(ACCEPT_REMATCH)
    finish_match(s, random.Random(1))
    s.apply(ACCEPT_REMATCH)
    s.apply(s.legal_actions()[0])
    d = s.to_dict()
    again = CallTrump.from_dict(d)
    assert again.to_dict() == d and again.view(s.to_act) == s.view(s.to_act)


# --- 8.2 / 8.3 timers ---------------------------------------------------------------------------

def test_timer_lengths_per_decision_and_off():
    s = new_game("calltrump", seed=1, first_caller=0, match_length=1)
    assert s.timer() == 60 and s.timer(0) == 60 and s.timer(1) is None
    assert s.timer(timers=False) is None
    s.apply(ChooseTrump(Suit.SPADES))
    assert s.timer() == 45 and s.timer(s.to_act) == 45 and s.timer((s.to_act + 1) % 4) is None
    t = new_game("calltrump", seed=1, match_length=0)
    play_game_randomly(t, random.Random(1))
    assert t.timer() == 60 and t.timer(3) == 60 and t.timer(timers=False) is None
    finish_match(s, random.Random(1))
    assert s.timer() == 30 and s.timer(timers=False) is None


@pytest.mark.parametrize("hand,suit", [
    ("2C 3C 4C AS KH", Suit.CLUBS),          # most cards wins, whatever their rank
    ("AS 2S KH QH 3C", Suit.SPADES),         # 2-2-1: the ace decides
    ("KS 3S KH 4H AD", Suit.HEARTS),         # kings equal, then 4 beats 3
    ("KS 3S KH 3H AD", Suit.SPADES),         # equal rank for rank: spades before hearts
    ("KH 3H KD 3D AC", Suit.HEARTS),         # hearts before diamonds
    ("KD 3D KC 3C AS", Suit.DIAMONDS),       # diamonds before clubs
    ("AH KH QH JH TH", Suit.HEARTS),
])
def test_strongest_suit(hand, suit):
    assert strongest_suit(mask_of(parse_cards(hand))) == suit


def test_a_trump_call_timeout_names_the_strongest_suit():
    deck = "KS 3S KH 4H AD".split() + [c for c in deck_for(1) if c not in "KS 3S KH 4H AD".split()]
    s = new_game("calltrump", seed=1, deck=deck)
    action = timeout_action(s.view(0), s.legal_actions())
    assert action == ChooseTrump(Suit.HEARTS)


def test_play_timeouts_choose_a_legal_card_and_between_games_starts_the_next():
    rng = random.Random(3)
    s = new_game("calltrump", seed=3, match_length=1)
    while s.to_act is not None:
        legal = s.legal_actions()
        action = timeout_action(s.view(s.to_act), legal)
        assert action in legal
        s.apply(action)
    assert timeout_action(s.view(0), []) is None          # no answer to the rematch: no rematch
    t = new_game("calltrump", seed=3, match_length=0)
    play_game_randomly(t, rng)
    assert timeout_action(t.view(0), t.legal_actions()) == START_NEXT_GAME


def test_two_missed_actions_in_a_row_switch_on_automatic_play_until_the_player_acts():
    m = MissTracker()
    assert m.missed(1, "play") is False
    assert m.missed(1, "call") is True and m.auto[1]
    assert m.auto == [False, True, False, False]
    m.acted(1)
    assert not m.auto[1]
    assert m.missed(1, "play") is False          # counting starts again
    m.acted(1)                                   # an action in time resets the count
    assert m.missed(1, "play") is False
    m2 = MissTracker()
    for _ in range(3):
        assert m2.missed(2, "next") is False     # next-game and rematch prompts do not count
        assert m2.missed(2, "over") is False
    assert MissTracker.from_dict(m.to_dict()).misses == m.misses


# --- hidden information and engine plumbing -----------------------------------------------------

def test_views_hide_hands_until_the_game_ends():
    s = new_game("calltrump", seed=12)
    s.apply(ChooseTrump(Suit.HEARTS))
    for seat in range(4):
        v = s.view(seat)
        assert v.shown == {} and len(v.hand) == 13
    w = s.determinize(1, random.Random(2))
    assert w.view(1) == s.view(1)
    assert w.view(0).hand != s.view(0).hand


def test_determinize_before_the_call_hides_the_callers_five():
    s = new_game("calltrump", seed=12, first_caller=0)
    w = s.determinize(2, random.Random(5))
    assert w.view(2) == s.view(2)
    assert len(w.view(0).hand) == 5 and w.view(0).hand != s.view(0).hand


def test_registered_and_replays():
    assert GAMES["calltrump"] is CallTrump
    s = new_game("calltrump", seed=21)
    rng = random.Random(21)
    for _ in range(80):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    again = CallTrump.from_dict(s.to_dict())
    assert again.view(s.to_act) == s.view(s.to_act)


def test_a_finished_game_counts_as_the_next_deal_for_playouts():
    s = position(["2C 3S", "4C 5D", "AC 6H", "7C 8C"], trump="H", leader=0, team_tricks=(6, 5))
    deal = s.deal_no
    play(s, "2C", "4C", "AC")
    assert s.deal_no == deal
    play(s, "7C")
    assert s.phase == "next" and s.deal_no == deal + 1
    assert s.utility(2, (0, 0)) == pytest.approx(1 + 2 / 100)      # won 7 tricks to 5
    assert s.utility(1, (0, 0)) == pytest.approx(-1 - 2 / 100)
    s.apply(START_NEXT_GAME)
    assert s.deal_no == deal + 1


def test_stacked_decks_serve_game_after_game_and_no_seat_deals():
    d1, d2 = deck_for(1), deck_for(2)
    s = new_game("calltrump", seed=1, dealer=3, deck=[d1, d2], match_length=0)   # dealer is ignored
    assert s.caller == 0 and s.view(0).hand == cards(" ".join(d1[:5]))
    play_game_randomly(s, random.Random(1))
    s.apply(START_NEXT_GAME)
    assert s.view(s.caller).hand == cards(" ".join(d2[:5]))


@pytest.mark.parametrize("caller", range(4))
def test_the_tabled_deal_order_after_the_call_is_the_shared_deal(caller):
    """``REST_PICKS`` (worked out once on pack positions) deals exactly as ``deal_round_robin`` would."""
    from game.rules.base import deal_round_robin
    from game.rules.calltrump_tables import REST_PICKS
    counts = tuple(8 if s == caller else 13 for s in range(4))
    stock = list(GAMES["calltrump"].pack())[5:]
    random.Random(caller).shuffle(stock)
    expected, _ = deal_round_robin(stock, [(caller + 1 + i) % 4 for i in range(4)], counts, 4)
    assert [mask_of(pick(stock)) for pick in REST_PICKS[caller]] == expected


def test_a_card_listed_then_refused_after_the_hand_changes_is_checked_afresh():
    """A card listed as playable for one seat is checked afresh once the turn has moved on."""
    s = position(["4S 9D", "KS AH", "5D 6D", "7D 8D"], trump="H", leader=0, void=None)
    assert set(s.legal_actions()) == {PLAY[Card.parse("4S")], PLAY[Card.parse("9D")]}
    play(s, "4S")
    with pytest.raises(IllegalAction) as e:
        s.apply(PLAY[Card.parse("9D")])
    assert e.value.reason == "That card is not in your hand."
    with pytest.raises(IllegalAction) as e:
        s.apply(PLAY[Card.parse("AH")])
    assert plain(e.value.reason) == FOLLOW_SPADES
