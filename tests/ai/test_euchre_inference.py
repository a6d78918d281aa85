"""The search levels' redeal in Euchre reads the bidding (issue 11): the hidden hands it samples keep
everything the seat's view shows, never favour the real hands beyond what the bids say, and a seat
that ordered up is dealt a hand that orders up. Positions are reached by Easy bots."""
import random

from game.ai.euchre import EuchreBot, bid_misfit, dealt_hands
from game.ai.learned.euchre_bids import valued_bot
from game.cards import Card, Suit
from game.models import shipped
from game.ai.search import inferred, misplayed, opposed
from game.rules import new_game
from game.rules.actions import Pass
from game.rules.euchre import OrderUp
from game.rules.euchre_tables import SUITINGS
from tests.ai.inference import (assert_samples_show_the_seat_its_view, assert_stopping_keeps_the_redeals,
                                bot_positions as reached,
                                every_card_readings, kept_reading_misreads, lost_trick_misreads, real_repeats)

EASY = EuchreBot()
HARD_READING = EuchreBot()
HARD_READING.reads_every_card = True


def bot_positions(count, seed=0):
    """States reached by Easy bots at a decision with a choice in the first deal, from the bidding
    to the last trick, each with the seat to act."""
    return reached(lambda s: new_game("euchre", seed=s), EASY, count, seed, 14,
                   lambda st: st.deal_no == 1)


def test_the_real_deal_fits_the_bids_the_heuristic_made():
    """Every bid an Easy bot makes is one its own hand explains: the reading of the record (whose
    bid, which round, the dealer's hand as dealt) is right."""
    rng = random.Random(4)
    checked = 0
    for seed in range(1, 60):
        st = new_game("euchre", seed=seed)
        while st.to_act is not None and st.deal_no == 1:
            view = st.view(st.to_act)
            if view.bids:
                assert EASY.plausible(st, view) == 0.0, (seed, view.phase, view.bids)
                checked += 1
            st.apply(EASY.choose(view, st.legal_actions(), rng))
    assert checked > 500


def test_the_real_deal_fits_the_bids_the_learned_value_made():
    """With the learned bidding value, each bid is read by the same value: every call and pass a
    valued Easy makes is one its own hand explains, where the marks would read some of them wrong."""
    valued = valued_bot(shipped()["euchre_bid"])
    rng = random.Random(4)
    checked = by_marks = 0
    for seed in range(1, 80):
        st = new_game("euchre", seed=seed)
        while st.to_act is not None and st.phase in ("round1", "round2"):
            view = st.view(st.to_act)
            if view.bids:
                assert valued.plausible(st, view) == 0.0, (seed, view.phase, view.bids)
                by_marks += EASY.plausible(st, view) < 0
                checked += 1
            st.apply(valued.choose(view, st.legal_actions(), rng))
    assert checked > 150 and by_marks > 0


def test_the_hands_as_dealt_are_read_back_to_the_last_trick():
    """The dealer's hand without the up card it took and with its discard, every hand with every
    card it played."""
    rng = random.Random(3)
    for seed in range(1, 40):
        st = new_game("euchre", seed=seed)
        dealt = [st.deal.hand(s) for s in range(4)]
        while st.to_act is not None and st.deal_no == 1:
            assert dealt_hands(st) == dealt, (seed, st.deal.tricks_done)
            st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))


def test_an_inferred_sample_shows_its_seat_exactly_what_the_real_state_shows():
    assert_samples_show_the_seat_its_view(bot_positions(16, seed=1), EASY.plausible)


def test_the_real_hidden_hands_come_back_no_more_often_than_chance():
    repeats, draws, distinct = real_repeats(bot_positions(8, seed=2), EASY.plausible, draws=60)
    assert all(n > 20 for n in distinct)   # the worlds vary: the sampler is not stuck on a few deals
    assert repeats <= draws // 50      # a dozen-odd hidden cards: an exact repeat is a rare event



def ordered_up_by_left():
    """The dealer's discard after the seat on its left (seat 1) ordered up in round 1."""
    rng = random.Random(0)
    for seed in range(1, 400):
        st = new_game("euchre", seed=seed, dealer=0)
        st.apply(EASY.choose(st.view(1), st.legal_actions(), rng))
        if st.phase == "discard" and st.maker == 1 and not st.alone:
            return st
    raise AssertionError("no order-up from seat 1")


def test_the_sampler_reads_an_order_up():
    """Seat 1 ordered up: the dealer's sampled seat-1 hands hold clearly more trumps than the plain
    redeal's (a trump more), and nearly all fit the call (one plain redeal in twenty does; the
    sampler gives up on a draw after 50)."""
    st = ordered_up_by_left()
    view = st.view(0)
    plain = lambda r: st.determinize(0, r)
    draw = inferred(plain, EASY.plausible, view, 50)
    trump = SUITINGS[st.trump]

    def trumps(world):
        return sum(1 for c in world.deal.hand(1) if trump.suit_of[c] == st.trump)
    rng = random.Random(5)
    worlds = [draw(rng) for _ in range(200)]
    base = [plain(rng) for _ in range(200)]
    assert sum(EASY.plausible(w, view) >= 0 for w in worlds) >= 180
    assert sum(map(trumps, worlds)) / 200 > sum(map(trumps, base)) / 200 + 0.8


def test_the_sampler_reads_a_lost_trick():
    """A seat that lost a trick the other side held, last to play, had no card to take it (Easy
    always takes such a trick there; second hand it may play low): the sampled hands say so, where a
    plain redeal often does not; the real deal of Easy players always fits."""
    positions = reached(lambda s: new_game("euchre", seed=s), EASY, 12, 3, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 2)
    fitted, plain = lost_trick_misreads(positions, EASY.plausible, opposed, last_only=True)
    assert fitted <= 2
    assert plain >= 10


def test_a_round_one_pass_never_holds_the_three_top_trumps():
    """Easy orders up the three highest trumps from any seat, so a sampled first-seat hand holding
    them does not explain a pass; the 2026 rule of thumb, which passed them there, still reads its
    own pass as it made it."""
    hand = [Card.parse(c) for c in "JH JD AH 9C TS".split()]
    up, hearts = Card.parse("QH"), int(Suit.HEARTS)
    assert bid_misfit(Pass(), True, hand, 1, 0, up, hearts, False) >= 1.0
    assert bid_misfit(Pass(), True, hand, 1, 0, up, hearts, False, as_2026=True) == 0.0
    assert bid_misfit(OrderUp(), True, hand, 1, 0, up, hearts, False) == 0.0


def test_the_real_play_of_easy_players_is_read_as_their_own():
    """At every card decision of Easy tables, with and without the Joker, the real deal explains
    every card the other seats played with a choice: the reading rebuilds what each seat held and
    saw then (``misplayed``), a lone hand's and the dealer's discard included."""
    rng = random.Random(8)
    checked = alone = 0
    for seed in range(1, 41):
        st = new_game("euchre", seed=seed, joker=seed % 2 == 0)
        while st.to_act is not None and st.deal_no <= 2:
            view = st.view(st.to_act)
            if view.phase == "play" and st.deal.history:
                assert misplayed(st.deal, st.to_act, EASY.reader(view, st)) == 0, (seed, st.deal.tricks_done)
                checked += 1
                alone += view.info.alone
            st.apply(EASY.choose(view, st.legal_actions(), rng))
    assert checked > 600 and alone > 20, (checked, alone)


def test_a_kept_reading_counts_every_redeal_as_a_fresh_one():
    """Hard's reading remembers, per turn, the hands it has read; the dealer's turns are read with
    its discard, which a redeal deals anew when the seat is not the dealer, so they are remembered
    under it (``PlayReading.count``'s context)."""
    positions = reached(lambda s: new_game("euchre", seed=s), EASY, 40, 6, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play" and st.to_act != st.dealer,
                        lambda st: st.deal.tricks_done >= 2)
    discard = lambda st, world: (st.dealer, world.deal.zones["discard"])
    assert kept_reading_misreads(positions, EASY.reader, discard) > 400


def test_the_sampler_reads_every_card_played():
    """After two tricks or more Hard's redeals (``reads_every_card``) put more of the hidden cards
    with the seat that holds them than Normal's reading (the bids and the last seat's lost tricks)
    does: at these 30 positions, 20 draws each, 2,201 cards against 1,677; 137 of the 600 draws
    misread a card the others played, against 536 of as many plain redeals."""
    positions = reached(lambda s: new_game("euchre", seed=s), EASY, 30, 4, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 2)
    right, misread = every_card_readings(positions, HARD_READING.plausible, EASY.plausible, EASY.reader)
    assert right["new"] > right["old"] * 1.1, right
    assert misread["new"] < misread["plain"] // 3, misread


def test_reading_the_play_before_the_bids_keeps_the_same_redeal():
    """Hard's reading stops once a redeal cannot beat the best drawn so far, and then skips the
    bids: the sampler keeps exactly the redeal a reading of everything keeps."""
    positions = reached(lambda s: new_game("euchre", seed=s), EASY, 12, 6, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 2)
    full = EuchreBot()
    full.reads_every_card = True
    assert_stopping_keeps_the_redeals(positions, HARD_READING.plausible, full.plausible)
