"""The shared trick rules every game composes: follow, head the trick, must trump, overtrump, winner."""
import pytest

from game.cards import ACE_HIGH, ACE_TEN, Suit, mask_of, parse_cards
from game.rules import tricks
from game.rules.tricks import ALWAYS, UNLESS_TRUMPED, Duties


def legal(hand, trick, s, d=tricks.FOLLOW_ONLY):
    return {str(c) for c in parse_cards(hand) if tricks.legal_mask(mask_of(parse_cards(hand)), parse_cards(trick), s, d) >> c & 1}


SPADES_TEN = tricks.natural(ACE_TEN, Suit.SPADES)
ULTI = Duties(head=UNLESS_TRUMPED, must_trump=True, overtrump=True)


def test_winner_highest_trump_else_highest_led():
    s = tricks.natural(ACE_HIGH, Suit.HEARTS)
    assert tricks.winner(parse_cards("5S AD 2H"), s) == 2
    assert tricks.winner(parse_cards("5S AD KS"), s) == 2
    assert tricks.winner(parse_cards("5S AD 4S"), s) == 0
    assert tricks.winner(parse_cards("5S 3H 9H"), s) == 2
    assert tricks.winner(parse_cards("TH KH"), tricks.natural(ACE_TEN)) == 0


@pytest.mark.parametrize("hand,trick,expected", [
    ("KS 2H AD", "5S", {"KS"}),
    ("2H AD 3C", "5S", {"2H", "AD", "3C"}),
    ("2H AD", "", {"2H", "AD"}),
])
def test_follow_only(hand, trick, expected):
    assert legal(hand, trick, tricks.natural(ACE_HIGH, Suit.HEARTS)) == expected


@pytest.mark.parametrize("hand,trick,duties,expected", [
    ("AH 7H KS 8C", "9H", ULTI, {"AH"}),              # head the trick
    ("TH 7H KS", "AH", ULTI, {"TH", "7H"}),           # cannot beat: follow
    ("KS 7S 8C AD", "9H", ULTI, {"KS", "7S"}),        # void: must trump
    ("KS 8S AC", "9H QS", ULTI, {"KS"}),              # overtrump
    ("TS 8S AC", "9H AS", ULTI, {"TS", "8S"}),        # cannot overtrump: any trump
    ("TH 7H AS", "9H KS", ULTI, {"TH", "7H"}),        # trumped: any led-suit card
    ("TH 7H AS", "9H KS", Duties(head=ALWAYS, must_trump=True, overtrump=True), {"TH"}),
    ("KS 8S AC", "9H QS", Duties(head=ALWAYS, must_trump=True), {"KS", "8S"}),   # no overtrump duty
])
def test_duties(hand, trick, duties, expected):
    assert legal(hand, trick, SPADES_TEN, duties) == expected


def test_broken_duty_names_the_first_rule():
    def why(card, hand, trick, d=ULTI):
        return tricks.broken_duty(parse_cards(card)[0], mask_of(parse_cards(hand)), parse_cards(trick), SPADES_TEN, d)
    assert why("KS", "AH 7H KS 8C", "9H") == (tricks.FOLLOW, None)
    assert why("7H", "AH 7H KS 8C", "9H") == (tricks.BEAT, parse_cards("9H")[0])
    assert why("AD", "KS 7S 8C AD", "9H") == (tricks.TRUMP, None)
    assert why("8S", "KS 8S AC", "9H QS") == (tricks.OVERTRUMP, parse_cards("QS")[0])
    assert why("AH", "AH 7H KS 8C", "9H") is None


def test_effective_suits_let_a_game_move_cards_between_suits():
    # a Euchre-like suiting: the jack of diamonds counts as a heart
    jd = parse_cards("JD")[0]
    suit_of = list(tricks.natural().suit_of)
    suit_of[jd] = Suit.HEARTS
    masks = list(tricks.natural().suit_masks)
    masks[Suit.DIAMONDS] &= ~(1 << jd)
    masks[Suit.HEARTS] |= 1 << jd
    s = tricks.Suiting(tuple(suit_of), tuple(masks), ACE_HIGH, Suit.HEARTS)
    assert legal("JD AD", "9H", s) == {"JD"}
    assert legal("JD AS", "9D", s) == {"JD", "AS"}
