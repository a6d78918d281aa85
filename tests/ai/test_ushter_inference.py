"""The search levels' redeal in Ushter reads the Play and Fold bids (issue 11): the hidden hands it
samples keep everything the seat's view shows, never favour the real hands beyond what the bids
say, and a seat that bid Play is dealt a hand that plays. Positions are reached by Easy bots at a
table of five."""
import random

from game.ai.search import hands_as_dealt, inferred
from game.ai.ushter import UshterBot, bid_misfit
from game.rules import new_game
from tests.ai.inference import (assert_samples_show_the_seat_its_view, bot_positions as reached,
                                lost_trick_misreads, real_repeats)

EASY = UshterBot()


def bot_positions(count, seed=0, players=5):
    """States reached by Easy bots at a decision with a choice after the first bid, anywhere in
    the first deal, each with the seat to act."""
    return reached(lambda s: new_game("ushter", seed=s, players=players), EASY, count, seed, 12,
                   lambda st: st.deal_no == 1,
                   lambda st: bool(st.view(st.to_act).bids))


def test_the_real_deal_fits_the_bids_the_heuristic_made():
    """Over several deals of a match (seats bound to play among them), every bid an Easy bot makes
    is one its own hand explains."""
    rng = random.Random(4)
    checked = 0
    for seed in range(1, 40):
        st = new_game("ushter", seed=seed, players=6)
        while st.to_act is not None and st.deal_no <= 6:
            view = st.view(st.to_act)
            if view.bids:
                assert bid_misfit(st, view) == 0.0, (seed, st.deal_no, view.phase, view.bids)
                checked += 1
            st.apply(EASY.choose(view, st.legal_actions(), rng))
    assert checked > 1000


def test_the_hands_as_dealt_are_read_back_to_the_last_trick():
    """The dealer's hand without the up card it took and with its discard, every hand with every
    card it played."""
    rng = random.Random(3)
    for seed in range(1, 40):
        st = new_game("ushter", seed=seed, players=5)
        dealt = st.deal.hands[:]
        while st.to_act is not None and st.deal_no == 1:
            got = hands_as_dealt(st.deal, st.dealer, st.up_card if st.picked_up else None)
            assert got == dealt, (seed, st.deal.tricks_done)
            st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))


def test_an_inferred_sample_shows_its_seat_exactly_what_the_real_state_shows():
    assert_samples_show_the_seat_its_view(bot_positions(16, seed=1), EASY.plausible)


def test_the_real_hidden_hands_come_back_no_more_often_than_chance():
    repeats, draws, distinct = real_repeats(bot_positions(8, seed=2), EASY.plausible, draws=60)
    assert all(n > 20 for n in distinct)
    assert repeats <= draws // 50



def a_late_play():
    """Dealer 0 at five: seat 2 bids Play after seat 1 did (a higher bar), and seat 3 is to bid."""
    rng = random.Random(0)
    for seed in range(1, 400):
        st = new_game("ushter", seed=seed, players=5, dealer=0)
        for _ in range(2):
            st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))
        if st.to_act == 3 and st.view(3).bids == ((1, "play"), (2, "play")):
            return st
    raise AssertionError("no such bidding")


def test_the_sampler_reads_a_play_bid():
    """Seat 2 bid Play second: every one of seat 3's sampled seat-2 hands fits the bid (about half the
    plain redeal's do), and they hold more trumps (about 1.6 to 1.25)."""
    st = a_late_play()
    view = st.view(3)
    plain = lambda r: st.determinize(3, r)
    draw = inferred(plain, EASY.plausible, view, 50)
    trump = int(view.trump)

    def trumps(world):
        return sum(1 for c in world.deal.hand(2) if c.suit == trump)
    rng = random.Random(5)
    worlds = [draw(rng) for _ in range(200)]
    base = [plain(rng) for _ in range(200)]
    assert sum(EASY.plausible(w, view) >= 0 for w in worlds) >= 190
    assert sum(EASY.plausible(w, view) >= 0 for w in base) < 140
    assert sum(map(trumps, worlds)) / 200 > sum(map(trumps, base)) / 200 + 0.25


def test_the_sampler_reads_a_lost_trick():
    """After tricks where a seat followed and lost, the sampled hands give it no card that would have
    taken the trick (Easy always takes a trick it can), where a plain redeal often does; the real
    deal of Easy players always fits."""
    positions = reached(lambda s: new_game("ushter", seed=s, players=5), EASY, 10, 3, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 2)
    fitted, plain = lost_trick_misreads(positions, EASY.plausible, int.__ne__)
    assert fitted <= 4
    assert plain >= 30
