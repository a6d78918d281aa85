"""The search levels' redeal in Ulti reads the auction (issue 11): the hidden hands it samples keep
everything the seat's view shows, never favour the real hands beyond what the bids say, and the
declarer's sampled hand is one that bids what it bid — so a defender says kontra only when its own
cards make it sound. Positions are stacked decks plus action lists, as a player would reach them."""
import random

from game.ai.search import inferred
from game.ai.ulti import UltiBot
from game.cards import parse_cards
from game.registry import make_bot
from game.rules import new_game
from game.rules.actions import parse_action
from game.rules.ulti import Kontra
from tests.ai.inference import assert_samples_show_the_seat_its_view, bot_positions as reached, real_repeats, others

EASY = UltiBot()


def stacked(opener, second, third):
    """dealer 0: the opener is seat 1 (12 cards), then seats 2 and 0."""
    a, b, c = parse_cards(opener), parse_cards(second), parse_cards(third)
    assert len({*a, *b, *c}) == 32
    deck = []
    for i in range(10):
        deck += [a[i], b[i], c[i]]
    return deck + a[10:]


def position(deck, actions):
    st = new_game("ulti", seed=3, dealer=0, deck=deck)
    for text in actions:
        st.apply(parse_action(text))
    return st


def bot_positions(count, seed=0):
    """States reached by Easy bots: at a defender's trick-1 decision, in the kontra chain, and in
    mid-play, each with the seat to act."""
    return reached(lambda s: new_game("ulti", seed=s), EASY, count, seed, 18, lambda st: st.deal_no == 1,
                   lambda st: st.phase in ("play", "kontra") and st.to_act != st.declarer,
                   lambda st: st.phase == "kontra")


def with_talon(state, seat):
    """The hidden hands and the talon (a defender never saw it)."""
    return others(state, seat) + (state.deal.zones["talon"],)


def test_an_inferred_sample_shows_its_seat_exactly_what_the_real_state_shows():
    assert_samples_show_the_seat_its_view(bot_positions(12, seed=1), EASY.plausible)


def test_the_real_hidden_hands_come_back_no_more_often_than_chance():
    repeats, draws, distinct = real_repeats(bot_positions(8, seed=2), EASY.plausible, hidden=with_talon, draws=60)
    assert all(n > 20 for n in distinct)   # the worlds vary: the sampler is not stuck on a few deals
    assert repeats <= draws // 50      # a dozen-odd hidden cards: an exact repeat is a rare event



# Seat 1 opens (dealer 0), lays down 7H 8H and bids 40-100 on a club hand that makes it: six top
# clubs with the king and queen, and side aces. Seat 2 has nothing: no counter and one small trump.
STRONG = stacked("AC TC KC QC JC 9C AS TS AD KD 7H 8H",
                 "7C 7D 8D 9D 7S 8S 9S 9H JS QH",
                 "8C TD JD QD TH JH KH AH QS KS")
STRONG_40 = ("Discard 7H 8H", "Bid 40-100", "Pass", "Pass", "Pass", "ChooseTrump C", "Play AC")

# Seat 1 bids ulti in clubs with the 7 and three more; seat 2 holds the ace, ten, king and 8 of
# clubs above them: the ulti cannot be made, and any player in seat 2 says kontra on it.
DOOMED = stacked("7C 9C JC QC AS TS KS AD TD KD 7H 8H",
                 "AC TC KC 8C 7D 8D 7S 8S 9H JH",
                 "9D JD QD AH TH KH QH 9S JS QS")
DOOMED_ULTI = ("Discard 7H 8H", "Bid ulti", "Pass", "Pass", "Pass", "ChooseTrump C", "Play AS")


def test_a_weak_defender_says_no_kontra_on_a_strong_40_100():
    st = position(STRONG, STRONG_40)
    assert st.to_act == 2 and Kontra("40-100") in st.legal_actions()
    bot = make_bot("ulti", "normal")
    for seed in range(3):
        assert kontras_said(bot, st.clone(), seed) == [], seed


def test_a_defender_holding_the_trumps_that_beat_the_ulti_says_kontra():
    st = position(DOOMED, DOOMED_ULTI)
    assert st.to_act == 2 and Kontra("ulti") in st.legal_actions()
    bot = make_bot("ulti", "normal")
    for seed in range(3):
        said = kontras_said(bot, st.clone(), seed)
        assert "ulti" in said, (seed, said)


def kontras_said(bot, st, seed):
    """The parts seat ``st.to_act`` raises before it plays its trick-1 card."""
    seat, rng, said = st.to_act, random.Random(seed), []
    while st.to_act == seat:
        choice = bot.choose(st.view(seat), st.legal_actions(), rng, lambda r: st.determinize(seat, r))
        if type(choice) is not Kontra:
            return said
        said.append(choice.part)
        st.apply(choice)
    return said


def test_the_sampler_reads_the_declarers_bid():
    """The 40-100 declarer's sampled hands are 40-100 hands: the king and queen of clubs, and
    clearly stronger than the plain redeal's."""
    st = position(STRONG, STRONG_40)
    view = st.view(2)
    plain = lambda r: st.determinize(2, r)
    draw = inferred(plain, EASY.plausible, view, 50)
    rng = random.Random(5)
    fits = sum(EASY.plausible(draw(rng), view) >= 0 for _ in range(40))
    base = sum(EASY.plausible(plain(rng), view) >= 0 for _ in range(40))
    assert fits >= 36 and base < fits
