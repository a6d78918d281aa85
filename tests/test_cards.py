"""Card model: text forms, masks, packs and rank orders."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import (ACE_HIGH, ACE_TEN, CARDS, JOKER, Card, Rank, Suit, bits, deck24,
                        deck25, deck32, deck36, deck52, mask_of, rank_order)


def test_text_round_trip_for_every_card():
    for c in CARDS:
        assert Card.parse(str(c)) == c
    assert str(Card.parse("th")) == "TH" and str(Card.parse("10h")) == "TH"
    assert Card.parse("JK") is JOKER and JOKER.is_joker and JOKER.suit is None


@pytest.mark.parametrize("bad", ["", "1S", "AX", "ASS", "K"])
def test_bad_card_text_is_a_clear_error(bad):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(bad)


def test_card_properties_and_pretty():
    c = Card.parse("TH")
    assert c.suit == Suit.HEARTS and c.rank == Rank.TEN
    assert c.pretty() == "10♥" and c.pretty(suit_first=True) == "♥10"
    assert Card.of(Rank.ACE, Suit.SPADES) == Card.parse("AS")


def test_suit_parse_and_names():
    assert Suit.parse("h") == Suit.HEARTS == Suit.parse("hearts") == Suit.parse("♥")
    assert Suit.HEARTS.partner == Suit.DIAMONDS and Suit.CLUBS.partner == Suit.SPADES
    with pytest.raises(ValueError):
        Suit.parse("x")


@pytest.mark.parametrize("make,size,low", [(deck52, 52, 2), (deck36, 36, 6), (deck32, 32, 7),
                                          (deck24, 24, 9), (deck25, 25, 9)])
def test_packs(make, size, low):
    cards = make()
    assert len(cards) == len(set(cards)) == size
    assert min(c.rank for c in cards if not c.is_joker) == low


def test_rank_orders_as_data():
    t, k, a = (Card.parse(x) for x in ("TH", "KH", "AH"))
    assert ACE_HIGH[a] > ACE_HIGH[k] > ACE_HIGH[t]
    assert ACE_TEN[a] > ACE_TEN[t] > ACE_TEN[k]
    assert rank_order("AKQJT987")[Card.parse("6S")] == 0


@given(st.sets(st.integers(0, 52)))
def test_mask_round_trip(indices):
    m = mask_of(indices)
    assert set(bits(m)) == indices
