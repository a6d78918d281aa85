"""The deal's seed: every deck of a pack has one number, ``shuffle`` deals the deck of the number it
draws, and the engine tells the table (never a view, never a simulation copy) the deal's deck."""
import math
import random

from hypothesis import given, settings, strategies as st

from game.rules import GAMES, new_game
from game.rules.base import _SHUFFLE_BITS, deck_from_number, deck_number, shuffle


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(GAMES)), st.randoms(use_true_random=False))
def test_a_deck_comes_back_from_its_number(game, rnd):
    pack = GAMES[game].pack()
    deck = pack[:]
    rnd.shuffle(deck)
    n = deck_number(pack, deck)
    assert 0 <= n < math.factorial(len(pack))
    assert deck_from_number(pack, n) == deck


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 60), st.integers(0, 2**64))
def test_a_number_comes_back_from_its_deck(size, seed):
    pack = list(range(size))
    n = random.Random(seed).randrange(math.factorial(size))
    assert deck_number(pack, deck_from_number(pack, n)) == n


def test_shuffle_deals_the_deck_of_the_number_it_draws():
    pack = GAMES["ushter"].pack()
    for seed in range(20):
        x = random.Random(seed).getrandbits(_SHUFFLE_BITS[len(pack)])
        assert shuffle(pack[:], random.Random(seed)) == deck_from_number(pack, x)
        assert deck_number(pack, deck_from_number(pack, x)) == x % math.factorial(len(pack))


def test_a_deck_that_is_not_the_pack_has_no_number():
    pack = GAMES["euchre"].pack()
    try:
        deck_number(pack, pack[:-1] + pack[:1])
    except ValueError:
        return
    raise AssertionError("a deck with a card twice got a number")


def test_the_engine_knows_each_deals_deck_and_a_stacked_deck_gets_its_number():
    state = new_game("euchre", seed=3)
    first = state.deal_deck()
    assert first.ordinal == 1 and list(first.cards) == deck_from_number(state.pack(), first.number)
    stacked = new_game("euchre", dealer=0, deck=list(first.cards))
    assert stacked.deal_deck() == first
    rng = random.Random(4)
    while state.deal_deck().ordinal == 1:
        assert state.deal_deck() == first
        state.apply(rng.choice(state.legal_actions()))
    assert state.deal_deck().ordinal == 2 and state.deal_deck().cards != first.cards
    assert state.determinize(state.to_act, rng).deal_deck() is None     # a bot's copy has no deck
