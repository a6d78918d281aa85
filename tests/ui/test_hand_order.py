"""Hands sorted as a player of each game sorts them: the engine's ``sort_key`` gives the groups and
the rank order, the table alternates colours and lays the trumps at the right."""
from game.cards import Card, Suit
from game.rules import new_game
from game.rules.actions import ChooseTrump, Play
from game.rules.euchre import OrderUp
from game.rules.huutopussi import Declare
from game.ui.card_model import hand_order
from tests.rules.test_huutopussi import DEVIL3, HANDS3, stacked, to_play


def order(state, text, trump=None):
    cards = [Card.parse(t) for t in text.split()]
    return " ".join(str(c) for c in hand_order(cards, state.sort_key, trump))


def test_default_alternates_colours_and_keeps_a_missing_suit_from_joining_two_blacks():
    st = new_game("calltrump", seed=1)
    assert order(st, "2C AS 3D KS 5H") == "KS AS 5H 2C 3D"
    assert order(st, "2C AS 3D KS") == "KS AS 3D 2C", "spades, diamonds, clubs: no two blacks side by side"


def test_call_trump_trumps_at_the_right_ace_high():
    st = new_game("calltrump", seed=1)
    st.apply(ChooseTrump(Suit.SPADES))
    assert order(st, "2S AS 3D KH 5H TC", Suit.SPADES) == "5H KH TC 3D 2S AS"


def test_ushter_trumps_at_the_right():
    st = new_game("ushter", seed=1, players=4)
    trump = Suit(st.suiting.trump)
    text = " ".join(f"A{s.name[0]} 2{s.name[0]}" for s in Suit)
    got = order(st, text, trump).split()
    assert {Card.parse(c).suit for c in got[-2:]} == {trump} and got[-2][0] == "2" and got[-1][0] == "A"


def ulti_contract(bid, trump=None):
    """A fresh Ulti deal played to its first card: the opener lays down two cards and wins ``bid``."""
    from game.rules.actions import Bid, Pass
    st = new_game("ulti", seed=1)
    st.apply(st.legal_actions()[0])
    st.apply(Bid(bid))
    for _ in range(3):
        st.apply(Pass())
    if trump is not None:
        st.apply(ChooseTrump(trump))
    return st


def test_ulti_ace_ten_while_bidding_and_in_trump_games_natural_in_betli():
    st = new_game("ulti", seed=1)
    assert order(st, "7H AH TH KH 9S TS") == "9S TS 7H KH TH AH"
    st = ulti_contract("simple", Suit.SPADES)
    assert order(st, "7H AH TH KH 9S TS AS", Suit.SPADES) == "7H KH TH AH 9S TS AS"
    st = ulti_contract("betli")
    assert order(st, "7H AH TH KH 9S TS") == "9S TS 7H TH KH AH"


def test_huutopussi_ace_ten_and_a_declared_trump_at_the_right():
    st = new_game("huutopussi", seed=1, players=3)
    assert order(st, "6H AH TH KH 9C") == "6H KH TH AH 9C"
    st = to_play(stacked(HANDS3, DEVIL3))
    for c in ("AS", "6H", "7S"):
        st.apply(Play(Card.parse(c)))
    st.apply(Declare(Suit.HEARTS))                    # seat 0 won trick 1 and names hearts
    assert order(st, "6H AH TH KH 9C 6S", Suit.HEARTS).endswith("6H KH TH AH")


def test_euchre_bowers_with_the_trumps_and_the_joker_highest():
    st = new_game("euchre", seed=1, joker=True, dealer=0,
                  deck="9C TC JC QC KC AC 9D TD JD QD KD AD TH JH QH KH AH 9S TS JS 9H".split())
    st.apply(OrderUp())                            # the 9H was turned up: hearts trump
    got = order(st, "JK JD JH AH 9H AD KS JS", Suit.HEARTS)
    assert got == "AD JS KS 9H AH JD JH JK", "red, black, red trumps: the colours alternate"
