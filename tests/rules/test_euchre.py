"""Euchre (rules/euchre.md): every rule, every worked example, every table option on and off."""
from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from game.cards import Card, Suit, parse_cards
from game.rules import GAMES, IllegalAction, OptionError, new_game
from game.rules.actions import (PLAY, BidMade, ChooseTrump, Dealt, Discard, Discarded,
                                HandScored, MalformedAction, MatchOver, Pass, PickedUp, Play,
                                TrickTaken, TrumpSet, parse_action)
from game.rules.base import View
from game.rules.euchre import (SUITINGS, VIEW_FIELDS, Euchre, OrderUp, PassedOut, TurnedDown,
                               score_hand)
from game.rules.wording import plain
from tests.rules.test_queries import walk

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
N, E, SOUTH, W = 0, 1, 2, 3
PACK = "9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS".split()


def deck_for(dealer: int, hands: dict[int, str], kitty: str = "", joker: bool = False) -> list[str]:
    """A stacked deck dealing ``hands`` (seat -> 5 cards); seats not given get unused cards in pack
    order. ``kitty`` starts with the up card; the rest of the kitty is completed by the engine."""
    given = {s: h.split() for s, h in hands.items()}
    used = {c for h in given.values() for c in h} | set(kitty.split())
    spare = [c for c in PACK + (["JK"] if joker else []) if c not in used]
    for s in range(4):
        if s not in given:
            given[s] = [spare.pop(0) for _ in range(5)]
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    return [given[s][k] for k in range(5) for s in order] + kitty.split()


def game(dealer=N, deal=None, kitty="9S", **options) -> Euchre:
    return new_game("euchre", seed=1, dealer=dealer,
                    deck=deck_for(dealer, deal or {}, kitty, options.get("joker", False)), **options)


def act(state, *texts):
    events = []
    for t in texts:
        events += state.apply(parse_action(t))
    return events


def cards(text):
    return tuple(parse_cards(text))


def hand_of(state, seat):
    return set(map(str, state.view(seat).hand))


def legal_cards(state):
    return {str(a.card) for a in state.legal_actions()}


# --- §1 and §8: the table -----------------------------------------------------------------------

def test_registered_as_a_four_seat_team_game():
    assert GAMES["euchre"] is Euchre
    assert Euchre.PLAYER_COUNTS == (4,) and Euchre.TEAMS
    state = new_game("euchre", seed=3)
    assert len(state.scores) == 2
    assert [state.score_index(s) for s in range(4)] == [0, 1, 0, 1]
    assert state.view(0).teams == ((0, 2), (1, 3))
    with pytest.raises(OptionError):
        new_game("euchre", seed=3, players=3)


OPTION_TABLE = {
    "joker": (False, (False, True)),
    "stick_the_dealer": (False, (False, True)),
    "take_4_for_1": (False, (False, True)),
    "alone_worth_2": (False, (False, True)),
    "alone_must_take_5": (False, (False, True)),
    "game_end": ("score", ("score", "hands")),
    "target": (10, (10, 11)),
    "hands": (8, (4, 8, 12)),
}


def test_every_table_option_with_its_default_and_values():
    options = {o.key: o for o in Euchre.OPTIONS}
    assert set(options) == set(OPTION_TABLE)
    for key, (default, values) in OPTION_TABLE.items():
        o = options[key]
        assert o.default == default and o.choices == values
        assert o.help and "\n" not in o.help and o.label
    assert new_game("euchre", seed=1).options == {k: d for k, (d, _) in OPTION_TABLE.items()}
    with pytest.raises(OptionError):
        new_game("euchre", seed=1, target=12)
    with pytest.raises(OptionError):
        new_game("euchre", seed=1, hands=5)


# --- §2 the deal --------------------------------------------------------------------------------

def test_first_dealer_is_drawn_with_the_state_generator():
    dealers = {new_game("euchre", seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert new_game("euchre", seed=9).dealer == new_game("euchre", seed=9).dealer


def test_deal_one_card_at_a_time_from_the_dealers_left_and_the_kitty():
    deck = PACK[:]
    state = new_game("euchre", seed=1, dealer=W, deck=deck)
    # dealer W (3): N gets cards 0, 4, 8, ...; E 1, 5, ...; S 2, 6, ...; W 3, 7, ...
    for seat in range(4):
        k = (seat - (W + 1)) % 4
        assert hand_of(state, seat) == set(deck[k:20:4])
    assert state.up_card == Card.parse(deck[20])
    assert state.kitty_size() == 3
    assert state.view(0).stock_size == 4
    places = state.card_places()
    assert places["kitty"] == sum(1 << Card.parse(c) for c in deck[21:])


def test_up_suit_and_the_joker_makes_spades_the_up_suit():
    state = game(kitty="KD")
    assert state.view(0).info.up_suit == D
    state = game(kitty="JK", joker=True)
    assert state.view(1).info.up_suit == S
    assert state.view(1).up_card == Card.parse("JK")


def test_joker_option_deals_25_cards_with_a_5_card_kitty():
    state = new_game("euchre", seed=4, joker=True)
    assert len(state.pack()) == 25 and state.kitty_size() == 4
    assert sum(bin(m).count("1") for m in state.card_places().values()) == 25
    plain = new_game("euchre", seed=4)
    assert len(plain.pack()) == 24 and plain.kitty_size() == 3
    with pytest.raises(OptionError):
        new_game("euchre", seed=1, deck=["JK"])


def test_the_deal_moves_left_after_every_deal():
    state = game(dealer=N, stick_the_dealer=False)
    act(state, *["Pass"] * 8)                              # a dead deal
    assert state.dealer == E and state.hand_no == 2
    events = act(state, "OrderUp")                         # S orders up, dealer E picks up
    assert any(isinstance(e, PickedUp) for e in events)
    discard = state.legal_actions()[0]
    state.apply(discard)
    rng = random.Random(1)
    while state.dealer == E:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.dealer == SOUTH


# --- §3.1 round 1 -------------------------------------------------------------------------------

def test_round1_starts_left_of_the_dealer_and_the_dealer_speaks_last():
    state = game(dealer=SOUTH)
    seen = []
    for _ in range(4):
        seen.append(state.to_act)
        assert state.legal_actions() == [Pass(), OrderUp(), OrderUp(True)]
        state.apply(Pass())
    assert seen == [W, N, E, SOUTH]
    assert state.phase == "round2" and state.to_act == W


def test_order_up_ends_bidding_and_the_dealer_picks_up_and_discards_any_of_six():
    state = game(dealer=N, deal={N: "9C TC QC 9D TD"}, kitty="AH")
    events = act(state, "Pass", "OrderUp")
    assert [type(e) for e in events] == [BidMade, BidMade, TrumpSet, PickedUp]
    assert events[2] == TrumpSet(H, SOUTH)
    assert state.phase == "discard" and state.to_act == N
    assert state.view(N).hand_sizes[N] == 6
    assert {str(a.cards[0]) for a in state.legal_actions()} == {"9C", "TC", "QC", "9D", "TD", "AH"}
    events = act(state, "Discard AH")                       # the up card itself may go
    assert events == [Discarded(N, 1)]
    assert hand_of(state, N) == {"9C", "TC", "QC", "9D", "TD"}
    assert state.card_places()["discard"] == 1 << Card.parse("AH")
    assert state.view(N).discards == cards("AH")                # the dealer's own discard, face up
    assert state.view(E).discards == ()
    assert state.phase == "play" and state.to_act == E


def test_discard_reasons():
    state = game(dealer=N, deal={N: "9C TC QC 9D TD"}, kitty="AH")
    act(state, "OrderUp")
    assert plain(state.why_illegal(Discard(cards("KS")))) == "That card is not in your hand."
    assert plain(state.why_illegal(Discard(cards("9C TC")))) == "Discard one card."
    assert state.why_illegal(Play(Card.parse("9C"))) is not None


def test_dealer_accepting_is_ordering_up():
    state = game(dealer=N, kitty="QS")
    events = act(state, "Pass", "Pass", "Pass", "OrderUp")
    assert TrumpSet(S, N) in events and state.phase == "discard"


def test_dealer_sitting_out_neither_picks_up_nor_discards():
    state = game(dealer=N, kitty="QS")
    events = act(state, "Pass", "OrderUp yes")              # S, the dealer's partner, alone
    assert not any(isinstance(e, (PickedUp, Discarded)) for e in events)
    assert state.phase == "play" and state.to_act == E
    view = state.view(E)
    assert view.up_card == Card.parse("QS")                 # stays face up, out of play
    assert view.active == (False, True, True, True)
    assert state.card_places()["up card"] == 1 << Card.parse("QS")
    assert state.view(N).hand_sizes[N] == 5


# --- §3.2 round 2 -------------------------------------------------------------------------------

def test_round2_turns_the_up_card_down_and_refuses_the_up_suit():
    state = game(dealer=N, kitty="9S")
    events = act(state, "Pass", "Pass", "Pass", "Pass")
    assert events[-1] == TurnedDown(Card.parse("9S"))
    view = state.view(E)
    assert view.up_card is None
    assert view.info.up_place == "down" and view.info.turned_card == Card.parse("9S")
    assert state.to_act == E
    assert plain(state.why_illegal(ChooseTrump(S))) == "Spades was turned down; choose another suit."
    assert plain(state.why_illegal(ChooseTrump(S, True))) == "Spades was turned down; choose another suit."
    assert state.why_illegal(OrderUp()) is not None
    assert Pass() in state.legal_actions()
    events = act(state, "ChooseTrump H")
    assert TrumpSet(H, E) in events and state.phase == "play"   # no discard in round 2
    assert hand_of(state, N) and state.view(N).hand_sizes[N] == 5


def test_round1_refuses_naming_a_suit():
    state = game()
    assert plain(state.why_illegal(ChooseTrump(H))) == "In round 1 you may only order up spades or pass."


def test_a_turned_down_joker_keeps_spades_out_of_round2():
    state = game(dealer=N, kitty="JK", joker=True)
    act(state, *["Pass"] * 4)
    named = {a.suit for a in state.legal_actions() if isinstance(a, ChooseTrump)}
    assert named == {C, D, H}
    assert plain(state.why_illegal(ChooseTrump(S))) == "Spades was turned down; choose another suit."


@pytest.mark.parametrize("up,reason", [("KD", "Diamonds was turned down; choose another suit."),
                                       ("AC", "Clubs was turned down; choose another suit."),
                                       ("TH", "Hearts was turned down; choose another suit.")])
def test_turned_down_reason_names_the_suit(up, reason):
    state = game(kitty=up)
    act(state, *["Pass"] * 4)
    assert plain(state.why_illegal(ChooseTrump(Card.parse(up).suit))) == reason


# --- §3.3 everybody passes ----------------------------------------------------------------------

def test_a_dead_deal_scores_nothing_and_the_next_seat_deals():
    state = game(dealer=N)
    events = act(state, *["Pass"] * 8)
    assert PassedOut(N) in events
    assert not any(isinstance(e, HandScored) for e in events)
    assert isinstance(events[-1], Dealt) and events[-1].dealer == E
    assert state.scores == (0, 0) and state.dealer == E and state.phase == "round1"
    assert state.to_act == SOUTH


def test_stick_the_dealer_on_and_off():
    stuck = game(dealer=N, stick_the_dealer=True)
    act(stuck, *["Pass"] * 7)
    assert stuck.to_act == N
    assert stuck.why_illegal(Pass()) == "Stick the dealer: you must choose trump."
    with pytest.raises(IllegalAction, match="Stick the dealer: you must choose trump."):
        stuck.apply(Pass())
    free = game(dealer=N, stick_the_dealer=False)
    act(free, *["Pass"] * 7)
    assert free.why_illegal(Pass()) is None


# --- §3.4 going alone ---------------------------------------------------------------------------

def test_alone_in_either_round_partner_sits_out_tricks_of_three():
    state = game(dealer=N, kitty="9S")
    act(state, *["Pass"] * 5, "ChooseTrump H yes")          # S alone in round 2
    view = state.view(N)
    assert view.active == (False, True, True, True)
    assert view.badges[N] == ("dealer", "sitting out")
    assert view.badges[SOUTH] == ("maker", "alone")
    assert plain(view.contract) == "♥ trump — made by Seat 3, alone"
    assert plain(state.prompt(N)) == "You sit out this hand: Seat 3 plays alone."
    seats = []
    for _ in range(3):
        seats.append(state.to_act)
        state.apply(state.legal_actions()[0])
    assert seats == [E, SOUTH, W]
    assert len(state.view(E).last_trick) == 3


def test_the_dealer_may_go_alone():
    state = game(dealer=N, kitty="9S")
    events = act(state, "Pass", "Pass", "Pass", "OrderUp yes")
    assert PickedUp(N, cards("9S")) in events and state.phase == "discard"
    state.apply(state.legal_actions()[0])
    assert state.view(E).active == (True, True, False, True)


def test_lead_skips_a_sitting_out_seat_left_of_the_dealer():
    state = game(dealer=N, kitty="9S")
    act(state, "Pass", "Pass", "OrderUp yes")               # W alone: E sits out
    assert state.phase == "discard"
    state.apply(state.legal_actions()[0])
    assert state.to_act == SOUTH                            # next active after E


# --- §4 play legality and reasons; E-1 -----------------------------------------------------------

def e1_state():
    """E-1: dealer N; round 2, E names hearts; E holds AD and leads it."""
    hands = {SOUTH: "JD 9C TC QC KC", W: "QD AC JC JS 9D", N: "9H TS QS KS AS", E: "AD KD TH QH KH"}
    state = game(dealer=N, deal=hands, kitty="9S TD JH AH")
    act(state, "Pass", "Pass", "Pass", "Pass", "ChooseTrump H")
    return state


def test_worked_example_e1_left_bower_with_a_side_suit_led():
    state = e1_state()
    assert state.to_act == E
    act(state, "Play AD")
    assert legal_cards(state) == {"JD", "9C", "TC", "QC", "KC"}
    act(state, "Play 9C")
    assert legal_cards(state) == {"QD", "9D"}
    for refused in ("AC", "JC", "JS"):
        assert plain(state.why_illegal(Play(Card.parse(refused)))) == "You must follow suit (diamonds)."
        with pytest.raises(IllegalAction):
            state.apply(Play(Card.parse(refused)))
    act(state, "Play 9D")
    assert legal_cards(state) == {"9H", "TS", "QS", "KS", "AS"}
    events = act(state, "Play 9H")
    assert events[-1] == TrickTaken(N, cards("AD 9C 9D 9H"), 1)
    assert state.to_act == N


def test_left_bower_refused_when_its_printed_suit_is_led():
    hands = {E: "AD KS QS 9S TS", SOUTH: "JD QD 9C TC QC"}
    state = game(dealer=N, deal=hands, kitty="9H")
    act(state, "Pass", "Pass", "Pass", "OrderUp")           # hearts trump; dealer N discards
    act(state, "Discard 9H")
    act(state, "Play AD")
    assert legal_cards(state) == {"QD"}
    assert plain(state.why_illegal(Play(Card.parse("JD")))) == (
        "You must follow suit (diamonds). The jack of diamonds counts as a heart this hand.")
    assert plain(state.why_illegal(Play(Card.parse("9C")))) == "You must follow suit (diamonds)."


def test_following_only_because_of_the_left_bower():
    hands = {E: "AH KS QS 9S TS", SOUTH: "JD 9C TC QC KC"}
    state = game(dealer=N, deal=hands, kitty="9H")
    act(state, "Pass", "Pass", "Pass", "OrderUp", "Discard 9H", "Play AH")
    assert legal_cards(state) == {"JD"}
    assert plain(state.why_illegal(Play(Card.parse("9C")))) == (
        "You must follow suit (hearts). The jack of diamonds counts as a heart this hand.")


def test_following_only_because_of_the_joker():
    hands = {E: "AS KD QD 9D TD", SOUTH: "JK 9C TC QC KC"}
    state = game(dealer=N, deal=hands, kitty="9S", joker=True)
    act(state, "Pass", "Pass", "Pass", "OrderUp", "Discard 9S", "Play AS")
    assert legal_cards(state) == {"JK"}
    assert plain(state.why_illegal(Play(Card.parse("KC")))) == (
        "You must follow suit (spades). The Joker counts as a spade this hand.")


def test_not_in_hand_and_out_of_turn_reasons():
    state = e1_state()
    assert plain(state.why_illegal(Play(Card.parse("JD")))) == "That card is not in your hand."
    assert plain(state.why_illegal(Play(Card.parse("AD")), seat=SOUTH)) == "It is not your turn."
    with pytest.raises(IllegalAction, match="It is not your turn."):
        state.apply(Play(Card.parse("AD")), seat=SOUTH)
    fresh = game(dealer=N)
    assert fresh.why_illegal(Pass(), seat=N) == "It is not your turn."


def test_bowers_lead_as_trump():
    hands = {E: "JD 9S TS QS KS", SOUTH: "9H 9C TC QC KC", W: "AD KD QD 9D TD", N: "JC AC JS AS TH"}
    state = game(dealer=N, deal=hands, kitty="AH")
    act(state, "Pass", "Pass", "Pass", "OrderUp", "Discard JC")
    act(state, "Play JD")                                   # the left bower leads hearts
    assert legal_cards(state) == {"9H"}
    act(state, "Play 9H")
    assert legal_cards(state) == {"AD", "KD", "QD", "9D", "TD"}   # W has no heart: any card


# --- §5 trick winner ------------------------------------------------------------------------------

def ranked(trump, order):
    s = SUITINGS[trump]
    cs = [Card.parse(c) for c in order.split()]
    return all(s.power[a] > s.power[b] for a, b in zip(cs, cs[1:])) and len({s.suit_of[c] for c in cs}) == 1


def test_trump_order_with_bowers_and_joker():
    assert ranked(S, "JK JS JC AS KS QS TS 9S")
    assert ranked(H, "JK JH JD AH KH QH TH 9H")
    assert ranked(C, "JK JC JS AC KC QC TC 9C")
    assert ranked(D, "JK JD JH AD KD QD TD 9D")
    assert ranked(S, "AD KD QD JD TD 9D")                     # a plain suit keeps its jack
    assert ranked(S, "AC KC QC TC 9C")                        # T' has lost its jack
    assert SUITINGS[S].suit_of[Card.parse("JC")] == S


@pytest.mark.parametrize("trump,trick,win", [
    (H, "AD 9C 9D 9H", 3),            # E-1: the only trump
    (S, "AS JC KS QS", 1),            # left bower beats the ace
    (S, "JC JS AS KS", 1),            # right beats left
    (S, "JS JK AS KS", 1),            # the Joker beats the right bower
    (H, "KC AC JD 9C", 2),            # left bower trumps a club lead
    (C, "KD AD JD QH", 1),            # no trump: highest of the led suit; JD is a plain diamond
    (H, "QD JD AD KD", 1),            # JD is a heart: it does not follow diamonds but trumps
])
def test_trick_winner(trump, trick, win):
    from game.rules import tricks
    assert tricks.winner([Card.parse(c) for c in trick.split()], SUITINGS[trump]) == win


# --- §4.3 perft: complete legal card-play sequences of a fixed deal -------------------------------

PERFT_HANDS = {N: "9S KC AH QH AD", E: "JS JH KD JD QC", SOUTH: "QD TH AC QS 9H", W: "KS TD 9D AS TC"}
PERFT_KITTY = "JC KH 9C TS"


def perft_state():
    """Dealer N; clubs turned down; S names spades alone, so N sits out and E leads."""
    state = game(dealer=N, deal=PERFT_HANDS, kitty=PERFT_KITTY)
    act(state, *["Pass"] * 5, "ChooseTrump S yes")
    return state


def engine_perft(state) -> int:
    """Leaves of the engine's move tree: the deal ends when its last card is played."""
    deal = state.hand_no
    total = 0
    for a in state.legal_actions():
        child = state.clone()
        child.apply(a)
        total += engine_perft(child) if child.phase == "play" and child.hand_no == deal else 1
    return total


def brute_perft(hands: dict[int, list[str]], trump: str, leader: int, out: int | None = None) -> int:
    """Counted straight from §4.1, §4.3 and §5 on card texts, sharing no code with the engine."""
    partner_suit = {"S": "C", "C": "S", "H": "D", "D": "H"}[trump]

    def eff(c):
        if c == "JK" or c == "J" + partner_suit:
            return trump
        return c[1]

    def power(c):
        if c == "JK":
            return 30
        if c == "J" + trump:
            return 29
        if c == "J" + partner_suit:
            return 28
        return "9TJQKA".index(c[0])

    def legal(hand, trick):
        if not trick:
            return hand
        led = eff(trick[0][1])
        same = [c for c in hand if eff(c) == led]
        return same if same else hand

    def trick_winner(trick):
        led = eff(trick[0][1])
        trumps = [(power(c), s) for s, c in trick if eff(c) == trump]
        if trumps:
            return max(trumps)[1]
        return max((power(c), s) for s, c in trick if eff(c) == led)[1]

    players = [s for s in range(4) if s != out]

    def following(seat):
        return players[(players.index(seat) + 1) % len(players)]

    def count(hands, trick, seat, left):
        if left == 0:
            return 1
        total = 0
        for c in legal(hands[seat], trick):
            rest = dict(hands)
            rest[seat] = [x for x in hands[seat] if x != c]
            now = trick + [(seat, c)]
            if len(now) == len(players):
                total += count(rest, [], trick_winner(now), left - 1)
            else:
                total += count(rest, now, following(seat), left - 1)
        return total

    return count(hands, [], leader, 5 * len(players))


def test_perft_engine_and_brute_force_agree_on_a_fixed_deal():
    state = perft_state()
    assert state.to_act == E and state.trump == S and state.sitting_out == N
    hands = {s: PERFT_HANDS[s].split() for s in range(4)}
    assert engine_perft(state) == 4_936
    assert brute_perft(hands, "S", E, out=N) == 4_936


# --- §6 scoring and E-3 ---------------------------------------------------------------------------

def spec_score(t, alone, o):
    """§6 score_hand transcribed: ('makers' | 'defenders' | None, points)."""
    if t < 3:
        return "defenders", 2
    if t == 5:
        if alone:
            return "makers", (2 if o["alone_worth_2"] else 4)
        return "makers", 2
    if alone and o["alone_must_take_5"]:
        return None, 0
    if t == 3 and o["take_4_for_1"]:
        return None, 0
    return "makers", 1


@pytest.mark.parametrize("take4,worth2,must5", list(itertools.product((False, True), repeat=3)))
def test_score_hand_matches_the_spec_for_every_option_combination(take4, worth2, must5):
    o = {"take_4_for_1": take4, "alone_worth_2": worth2, "alone_must_take_5": must5}
    for t in range(6):
        for alone in (False, True):
            side, pts = spec_score(t, alone, o)
            expect = (pts, 0) if side == "makers" else (0, pts) if side == "defenders" else (0, 0)
            assert score_hand(t, alone, o) == expect


DEFAULT = {"take_4_for_1": False, "alone_worth_2": False, "alone_must_take_5": False}


@pytest.mark.parametrize("alone,t,makers,defenders", [
    (False, 5, 2, 0), (True, 5, 4, 0), (True, 3, 1, 0), (False, 4, 1, 0), (True, 0, 0, 2), (False, 0, 0, 2),
])
def test_worked_example_e3_hand_scores(alone, t, makers, defenders):
    assert score_hand(t, alone, DEFAULT) == (makers, defenders)


def test_house_options_change_the_table():
    assert score_hand(3, False, {**DEFAULT, "take_4_for_1": True}) == (0, 0)
    assert score_hand(3, False, DEFAULT) == (1, 0)
    assert score_hand(4, False, {**DEFAULT, "take_4_for_1": True}) == (1, 0)
    assert score_hand(2, False, {**DEFAULT, "take_4_for_1": True}) == (0, 2)
    assert score_hand(3, True, {**DEFAULT, "take_4_for_1": True}) == (0, 0)
    assert score_hand(5, True, {**DEFAULT, "alone_worth_2": True}) == (2, 0)
    assert score_hand(5, True, DEFAULT) == (4, 0)
    assert score_hand(5, False, {**DEFAULT, "alone_worth_2": True}) == (2, 0)
    assert score_hand(4, True, {**DEFAULT, "alone_must_take_5": True}) == (0, 0)
    assert score_hand(4, True, DEFAULT) == (1, 0)
    assert score_hand(2, True, {**DEFAULT, "alone_must_take_5": True}) == (0, 2)
    assert score_hand(5, True, {**DEFAULT, "alone_must_take_5": True}) == (4, 0)


MARCH = {E: "JH JD AH KH QH", SOUTH: "9C TC QC 9D TD", W: "9S TS QS KC AC", N: "KS AS KD AD JC"}


def play_out(state, rng=None):
    """Play to the end of the deal in progress (first legal card, or random); events returned."""
    deal = state.hand_no
    events = []
    while state.to_act is not None and state.hand_no == deal:
        legal = state.legal_actions()
        events += state.apply(legal[0] if rng is None else legal[rng.randrange(len(legal))])
    return events


@pytest.mark.parametrize("options,delta", [({}, (0, 4)), ({"alone_worth_2": True}, (0, 2)),
                                           ({"alone_must_take_5": True}, (0, 4))])
def test_a_lone_march_through_the_engine(options, delta):
    state = game(dealer=N, deal=MARCH, kitty="9H", **options)
    act(state, "OrderUp yes")                                 # E alone, hearts; dealer N picks up
    state.apply(state.legal_actions()[0])
    events = play_out(state)
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.deltas == delta and scored.scores == delta
    assert state.scores == delta


def test_a_euchre_through_the_engine_gives_the_defenders_two():
    # S orders hearts with nothing; E/W hold every high heart
    hands = {E: "JH JD AH KH QH", SOUTH: "9C TC QC 9D TD", W: "TH KC AC KS AS", N: "9S TS QS JS KD"}
    state = game(dealer=N, deal=hands, kitty="9H")
    act(state, "Pass", "OrderUp")
    act(state, "Discard 9S")
    events = play_out(state)
    scored = [e for e in events if isinstance(e, HandScored)][0]
    assert scored.deltas == (0, 2)


# --- §7 end of game -------------------------------------------------------------------------------

def march(dealer, maker, alone):
    """A deal in which ``maker`` holds the five top hearts and names hearts in round 2: a march
    however it is played (+4 alone, +2 with partner). Returns (deck, bids)."""
    bids = ["Pass"] * (4 + (maker - dealer - 1) % 4) + ["ChooseTrump H" + (" yes" if alone else "")]
    return deck_for(dealer, {maker: "JH JD AH KH QH"}, "9S"), bids


def one_point(dealer):
    """The THREE deal turned round to ``dealer``: played lowest card first, the dealer's team makes
    spades and takes exactly 3 tricks, +1. Returns (deck, bids)."""
    deck = deck_for(dealer, {(s + dealer) % 4: h for s, h in THREE.items()}, "9S")
    return deck, ["Pass", "OrderUp", "Discard QC"]


def scored_to(points, final_deck, **options):
    """A match whose first deals (marches, and ``one_point`` for an odd point) bring the score to
    ``points``, stacked so that N deals ``final_deck`` next."""
    units = [(team, p) for team in (0, 1)
             for p in [4] * (points[team] // 4) + [2] * (points[team] % 4 // 2) + [1] * (points[team] % 2)]
    first = (N - len(units)) % 4
    ones = [u for u in units if u[1] == 1]
    marches = [u for u in units if u[1] != 1]
    plan = []
    for i in range(len(units)):
        dealer = (first + i) % 4
        one = next((u for u in ones if u[0] == dealer % 2), None)      # one_point scores the dealer's team
        if one:
            ones.remove(one)
            plan.append(one_point(dealer))
        else:
            team, p = marches.pop(0)
            plan.append(march(dealer, maker=team, alone=p == 4))
    state = new_game("euchre", seed=1, dealer=first, deck=[d for d, _ in plan] + [final_deck], **options)
    for _, bids in plan:
        act(state, *bids)
        play_out(state)
    assert state.scores == tuple(points) and state.dealer == N and state.counted == len(plan)
    return state


@pytest.mark.parametrize("target,start,delta,over", [
    (10, (9, 0), (0, 4), False), (10, (0, 9), (0, 4), True), (10, (0, 6), (0, 4), True),
    (11, (0, 6), (0, 4), False), (11, (0, 7), (0, 4), True),
])
def test_play_to_score(target, start, delta, over):
    state = scored_to(start, deck_for(N, MARCH, "9H"), target=target)
    act(state, "OrderUp yes")
    state.apply(state.legal_actions()[0])
    events = play_out(state)
    expect = (start[0] + delta[0], start[1] + delta[1])
    assert state.scores == expect
    assert state.match_over == over
    if over:
        assert events[-1] == MatchOver((1,), expect)
        assert state.winners == (1,)


def test_totals_may_pass_the_target():
    state = scored_to((0, 9), deck_for(N, MARCH, "9H"))
    act(state, "OrderUp yes")
    state.apply(state.legal_actions()[0])
    play_out(state)
    assert state.scores == (0, 13) and state.match_over


def test_number_of_hands_mode_counts_only_hands_with_trump():
    state = new_game("euchre", seed=5, game_end="hands", hands=4, dealer=N,
                     deck=[deck_for(N, {}, "9S")] * 1)
    act(state, *["Pass"] * 8)                                  # a dead deal does not count
    assert state.counted == 0 and not state.match_over
    rng = random.Random(3)
    while not state.match_over:
        before = state.counted
        play_out(state, rng)
        if state.counted >= 4 and not state.match_over:
            assert state.scores[0] == state.scores[1]            # only a tie plays on
        assert state.counted in (before, before + 1)
    assert state.counted >= 4 and state.scores[0] != state.scores[1]


@pytest.mark.parametrize("hands", [4, 8, 12])
def test_number_of_hands_ends_after_n_counted_hands_unless_tied(hands):
    rng = random.Random(hands)
    for seed in range(6):
        state = new_game("euchre", seed=seed, game_end="hands", hands=hands)
        while not state.match_over:
            play_out(state, rng)
        a, b = state.scores
        assert a != b and state.counted >= hands
        assert state.winners == ((0,) if a > b else (1,))


def test_a_tie_after_the_last_hand_plays_on():
    state = scored_to((6, 2), deck_for(N, MARCH, "9H"), game_end="hands", hands=4)
    act(state, "OrderUp yes")
    state.apply(state.legal_actions()[0])
    play_out(state)
    assert state.scores == (6, 6) and state.counted == 4 and not state.match_over
    mode_score = scored_to((6, 2), deck_for(N, MARCH, "9H"))
    act(mode_score, "OrderUp yes")
    mode_score.apply(mode_score.legal_actions()[0])
    play_out(mode_score)
    assert mode_score.counted == 4 and not mode_score.match_over    # to-score mode ignores counted hands


def team_tricks(events):
    won = [0, 0]
    for e in events:
        if isinstance(e, TrickTaken):
            won[e.seat % 2] += 1
    return won


def scored(events):
    return [e for e in events if isinstance(e, HandScored)][0].deltas


THREE = {N: "QC AC JH QH KD", E: "QD AD KH TH AH", SOUTH: "9D KC JC JD 9C", W: "AS TS 9H QS TC"}
"""S orders spades with partner; played lowest-card-first the makers take exactly 3 tricks."""
LONE_FOUR = {N: "AS KS 9C KC JD", E: "QD JH AD AH TD", SOUTH: "9S TC KH KD TS", W: "TH AC QH 9D 9H"}
"""S orders clubs alone (dealer N sits out); lowest-card-first the lone maker takes exactly 4."""


@pytest.mark.parametrize("option,delta", [(False, (1, 0)), (True, (0, 0))])
def test_take_4_for_1_on_and_off_with_three_tricks(option, delta):
    state = game(dealer=N, deal=THREE, kitty="9S", take_4_for_1=option)
    act(state, "Pass", "OrderUp", "Discard QC")
    events = play_out(state)
    assert team_tricks(events) == [3, 2]
    assert scored(events) == delta


@pytest.mark.parametrize("option,delta", [(False, (1, 0)), (True, (0, 0))])
def test_alone_must_take_5_on_and_off_with_four_tricks(option, delta):
    state = game(dealer=N, deal=LONE_FOUR, kitty="QC", alone_must_take_5=option)
    act(state, "Pass", "OrderUp yes")
    events = play_out(state)
    assert team_tricks(events) == [4, 1]
    assert scored(events) == delta


@pytest.mark.parametrize("option", [False, True])
def test_alone_worth_2_leaves_partnership_hands_alone(option):
    state = game(dealer=N, deal=THREE, kitty="9S", alone_worth_2=option)
    act(state, "Pass", "OrderUp", "Discard QC")
    assert scored(play_out(state)) == (1, 0)


# --- E-2 stick the dealer -------------------------------------------------------------------------

def test_worked_example_e2_stick_the_dealer():
    state = game(dealer=N, kitty="9S", stick_the_dealer=True)
    act(state, *["Pass"] * 4)
    assert state.to_act == E
    e_legal = state.legal_actions()
    assert len(e_legal) == 7 and e_legal[0] == Pass()
    act(state, "Pass", "Pass", "Pass")
    legal = state.legal_actions()
    assert state.to_act == N and len(legal) == 6
    assert set(legal) == {ChooseTrump(s, alone) for s in (C, D, H) for alone in (False, True)}
    assert set(e_legal[1:]) == set(legal)


# --- labels, prompts, views, save text ----------------------------------------------------------

def test_labels():
    state = game(dealer=N, deal={N: "9C TC QC 9D TD"}, kitty="AH")
    assert state.label(OrderUp()) == "Order up"
    assert state.label(OrderUp(True)) == "Order up alone"
    assert state.label(Pass()) == "Pass"
    assert plain(state.label(ChooseTrump(H, True))) == "Name hearts alone"
    assert plain(state.label(ChooseTrump(C))) == "Name clubs"
    assert plain(state.label(Discard(cards("9C")))) == "Discard the 9♣"
    assert plain(state.label(PLAY[Card.parse("JD")])) == "Play the J♦"


def test_action_texts_round_trip():
    for a in (OrderUp(), OrderUp(True), ChooseTrump(H), ChooseTrump(H, True), Pass()):
        assert parse_action(str(a)) == a
    assert str(ChooseTrump(H)) == "ChooseTrump H"               # older texts unchanged
    assert str(OrderUp(True)) == "OrderUp yes"


def test_prompts():
    state = game(dealer=N, kitty="AH", stick_the_dealer=True)
    assert plain(state.prompt(E)) == "Order up the A♥ (hearts trump), or pass."
    assert plain(state.prompt(N)) == "Waiting for Seat 2."
    act(state, "Pass", "Pass", "Pass")
    assert plain(state.prompt(N)) == "Pick up the A♥ (hearts trump), or pass."
    act(state, "Pass")
    assert plain(state.prompt(E)) == "Name trump (not hearts), or pass."
    act(state, "Pass", "Pass", "Pass")
    assert plain(state.prompt(N)) == "Stick the dealer: name trump (not hearts)."
    act(state, "ChooseTrump S")
    assert state.prompt(E) == "Lead any card."


def test_view_fields_are_passed_in_views_order():
    # Euchre.view passes View's fields by position (for speed): it must follow View's order
    assert tuple(f.name for f in dataclasses.fields(View))[:len(VIEW_FIELDS)] == VIEW_FIELDS
    view = game(dealer=N, kitty="AH").view(E)
    assert (view.game, view.players, view.stock_label) == ("euchre", 4, "kitty")
    assert view.up_card == view.info.turned_card == Card.parse("AH") and view.stock_size == 4
    assert view.shown == {} and view.stock == () and view.stock_seen == ()


def test_view_badges_contract_and_bids():
    state = game(dealer=N, kitty="AH")
    view = state.view(E)
    assert view.badges == (("dealer",), (), (), ())
    assert view.contract == "" and view.trump is None
    act(state, "Pass", "OrderUp")
    view = state.view(E)
    assert view.badges[SOUTH] == ("maker",)
    assert plain(view.contract) == "♥ trump — made by Seat 3"
    assert view.bids == ((E, "Pass"), (SOUTH, "Order up"))
    assert view.trump == H


def test_replay_and_clone_of_a_stacked_match():
    state = e1_state()
    act(state, "Play AD", "Play 9C")
    again = Euchre.from_dict(state.to_dict())
    assert again.view(W) == state.view(W) and again.legal_actions() == state.legal_actions()
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert state.view(W) != twin.view(W)
    assert legal_cards(state) == {"QD", "9D"}


def test_determinize_never_moves_a_seats_own_cards_or_known_voids():
    state = e1_state()
    act(state, "Play AD", "Play 9C")               # S showed out of diamonds
    for k in range(20):
        world = state.determinize(N, random.Random(k))
        assert world.view(N) == state.view(N)
        diamonds = SUITINGS[H].suit_masks[D]
        assert world.deal.hands[SOUTH] & diamonds == 0


def test_determinize_leaves_the_up_card_with_a_non_dealer_unseen():
    state = game(dealer=N, kitty="AH")
    act(state, "OrderUp", "Discard AH")
    world = state.determinize(E, random.Random(1))
    assert world.view(E) == state.view(E)
    assert world.deal.hands[N] >> Card.parse("AH") & 1     # assumed kept
    assert world.determinize(N, random.Random(2)).view(N).discards == world.view(N).discards


def test_determinize_puts_the_up_card_in_the_discard_once_the_dealer_shows_out_of_trump():
    deal = {N: "9C TC QC 9D TD", E: "JH QH 9S TS QS"}
    state = game(dealer=N, deal=deal, kitty="AH")
    act(state, "OrderUp", "Discard AH", "Play JH")
    act(state, f"Play {sorted(legal_cards(state))[0]}")     # S
    act(state, f"Play {sorted(legal_cards(state))[0]}")     # W
    assert legal_cards(state) == {"9C", "TC", "QC", "9D", "TD"}     # the dealer holds no trump
    act(state, "Play 9C")
    for k in range(10):
        world = state.determinize(E, random.Random(k))
        assert world.view(E) == state.view(E)
        assert world.card_places()["discard"] == 1 << Card.parse("AH")
        assert not any(h >> Card.parse("AH") & 1 for h in world.deal.hands)


def test_a_turned_up_joker_ordered_up_makes_spades_trump_and_goes_to_the_dealer():
    state = game(dealer=N, kitty="JK", joker=True)
    events = act(state, "OrderUp")
    assert TrumpSet(S, E) in events and PickedUp(N, cards("JK")) in events
    assert "JK" in hand_of(state, N)


def test_round1_offers_only_pass_and_order_up():
    # no defending alone, no no-trump, no other suit (§3.5)
    state = game(dealer=N)
    assert {type(a) for a in state.legal_actions()} == {Pass, OrderUp}


@pytest.mark.parametrize("options", [
    {"joker": True, "stick_the_dealer": True},
    {"take_4_for_1": True, "alone_worth_2": True, "alone_must_take_5": True, "target": 11},
    {"game_end": "hands", "hands": 4, "joker": True},
])
def test_random_matches_with_options_keep_every_card_and_replay(options):
    rng = random.Random(7)
    for seed in range(3):
        state = new_game("euchre", seed=seed, **options)
        pack = sum(1 << c for c in state.pack())
        assert bin(pack).count("1") == (25 if options.get("joker") else 24)
        while not state.match_over:
            seen = 0
            for mask in state.card_places().values():
                assert not seen & mask
                seen |= mask
            assert seen == pack
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        again = Euchre.from_dict(state.to_dict())
        assert again.scores == state.scores and again.winners == state.winners


def test_opening_events_describe_the_deal_in_progress():
    state = game(dealer=N, kitty="9S")
    assert state.opening_events() == [Dealt(N, (5, 5, 5, 5), Card.parse("9S"), 3)]
    act(state, *["Pass"] * 5, "ChooseTrump H")
    assert state.opening_events() == [Dealt(N, (5, 5, 5, 5), Card.parse("9S"), 3),
                                      TurnedDown(Card.parse("9S")), TrumpSet(H, SOUTH)]


def test_determinize_when_the_dealer_has_played_out_and_the_up_card_is_unseen():
    deal = {N: "9C TC QC 9D TD", E: "JH QH 9S TS QS"}
    state = game(dealer=N, deal=deal, kitty="AH")
    act(state, "OrderUp", "Discard AH", *(f"Play {c}" for c in (
        "TS AC KH QC AD TD JH QD 9S KC TH TC KD 9D QH JD JC 9H 9C").split()))
    assert state.view(N).hand == () and state.phase == "play" and state.hand_no == 1
    assert not state.deal.void[N] >> H & 1                       # the dealer never showed out of trump
    world = state.determinize(E, random.Random(1))
    assert world.view(E) == state.view(E) and world.card_places()["discard"] == 1 << Card.parse("AH")


def test_malformed_bids_are_refused_when_made():
    for make in (lambda: OrderUp("maybe"), lambda: OrderUp(1), lambda: ChooseTrump(H, "x"),
                 lambda: ChooseTrump(7)):
        with pytest.raises(MalformedAction):          # its text would not replay
            make()
    assert str(ChooseTrump(2)) == "ChooseTrump H" == str(ChooseTrump("H"))   # an int or text suit is a Suit
    state = game(dealer=N)
    act(state, *["Pass"] * 4)
    assert state.why_illegal(ChooseTrump(2)) is None


def test_every_view_carries_the_voids_the_seats_have_shown():
    """Who did not follow is public: every seat's view holds every seat's shown voids, so a bot on
    lead can keep out of a known ruff."""
    shown = False
    for seed in range(6):
        for state, _ in walk("euchre", {}, seed, 400):
            void = tuple(state.deal.void)
            assert all(state.view(s).info.void == void for s in range(state.players))
            shown = shown or any(void)
    assert shown
