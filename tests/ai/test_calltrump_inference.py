"""The search levels' redeal in Call Trump reads the call (issue 11): the hidden hands it samples
keep everything the seat's view shows, never favour the real hands beyond what the call says, and
the caller is dealt a hand that calls its suit more often than a plain redeal (the call is made from
the first five cards, so a thirteen-card hand is kept at the chance that its five held two trumps).
Positions are reached by Easy bots."""
import random

from game.ai.calltrump import CALL_CHANCE, CallTrumpBot, call_fit, pick_trump
from game.ai.search import hands_as_dealt, inferred, misplayed, opposed
from game.cards import SUIT_MASK
from game.rules import new_game
from tests.ai.inference import (assert_samples_show_the_seat_its_view, assert_stopping_keeps_the_redeals,
                                bot_positions as reached,
                                every_card_readings, kept_reading_misreads, lost_trick_misreads, real_repeats)

EASY = CallTrumpBot()
HARD_READING = CallTrumpBot()
HARD_READING.reads_every_card = True


def bot_positions(count, seed=0):
    """States reached by Easy bots at a non-caller's card choice in the first game."""
    return reached(lambda s: new_game("calltrump", seed=s), EASY, count, seed, 20,
                   lambda st: st.deal_no == 1,
                   lambda st: st.phase == "play" and st.to_act != st.caller)


def test_the_heuristic_calls_a_suit_it_holds_twice_in_its_five_and_the_hands_are_read_back():
    """The model behind ``CALL_CHANCE``: Easy's call is a suit with two of its first five cards.
    And the thirteen cards as dealt are read back to the last trick."""
    rng = random.Random(3)
    for seed in range(1, 60):
        st = new_game("calltrump", seed=seed)
        five = st.deal.hand(st.caller)
        suit = pick_trump(five)
        assert sum(1 for c in five if c.suit == suit) >= 2, five
        st.apply(EASY.choose(st.view(st.caller), st.legal_actions(), rng))
        dealt = st.deal.hands[:]
        while st.deal_no == 1 and st.to_act is not None:
            assert hands_as_dealt(st.deal) == dealt, (seed, st.deal.tricks_done)
            st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))


def test_an_inferred_sample_shows_its_seat_exactly_what_the_real_state_shows():
    assert_samples_show_the_seat_its_view(bot_positions(16, seed=1), EASY.plausible)
    assert_samples_show_the_seat_its_view(bot_positions(16, seed=1), HARD_READING.plausible)


def test_the_real_hidden_hands_come_back_no_more_often_than_chance():
    repeats, draws, distinct = real_repeats(bot_positions(8, seed=2), EASY.plausible, draws=40)
    assert all(n == 40 for n in distinct)
    assert repeats == 0                # thirty-odd hidden cards: a repeat never happens



def test_the_sampler_reads_the_call():
    """The next seat to play's sampled caller hands hold half a trump more than the plain
    redeal's, and fit the call at its chance: the mean kept chance is higher (by about a seventh)."""
    st = new_game("calltrump", seed=5)
    rng = random.Random(0)
    while st.phase != "play" or st.to_act == st.caller:
        st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))
    seat = st.to_act
    view = st.view(seat)
    plain = lambda r: st.determinize(seat, r)
    draw = inferred(plain, EASY.plausible, view, 50)
    trump = SUIT_MASK[st.trump]

    def trumps(world):
        return (hands_as_dealt(world.deal)[st.caller] & trump).bit_count()
    worlds = [draw(rng) for _ in range(300)]
    base = [plain(rng) for _ in range(300)]
    assert all(call_fit(w, view) >= 0 for w in worlds)
    assert sum(map(trumps, worlds)) / 300 > sum(map(trumps, base)) / 300 + 0.3
    assert sum(CALL_CHANCE[trumps(w)] for w in worlds) > 1.1 * sum(CALL_CHANCE[trumps(w)] for w in base)


def test_the_sampler_reads_a_trick_the_last_seat_lost():
    """The last to play in a trick the other side held, and lost, had no card to take it (Easy
    always takes such a trick when last): the sampled hands say so, where a plain redeal often
    does not. Where no redeal of 50 explains every card, the sampler keeps one that explains this."""
    positions = reached(lambda s: new_game("calltrump", seed=s), EASY, 30, 3, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 6)
    fitted, plain = lost_trick_misreads(positions, EASY.plausible, opposed, last_only=True)
    assert fitted <= plain // 5
    assert plain >= 20
    fitted, plain = lost_trick_misreads(positions, HARD_READING.plausible, opposed, last_only=True)
    assert fitted <= plain // 3     # 10 of 600 draws against 36: some late deals fit no redeal of 50


def test_the_real_play_of_easy_players_is_read_as_their_own():
    """At every card decision of Easy tables, the real deal explains every card the other seats
    played with a choice: the reading rebuilds what each seat held and saw then (``misplayed``)."""
    rng = random.Random(8)
    checked = 0
    for seed in range(1, 16):
        st = new_game("calltrump", seed=seed)
        while st.to_act is not None and st.deal_no <= 2:
            view = st.view(st.to_act)
            if view.phase == "play" and st.deal.history:
                assert misplayed(st.deal, st.to_act, EASY.reader(view)) == 0, (seed, st.deal.tricks_done)
                checked += 1
            st.apply(EASY.choose(view, st.legal_actions(), rng))
    assert checked > 600


def test_a_kept_reading_counts_every_redeal_as_a_fresh_one():
    """Hard's reading remembers, per turn, the hands it has read (``PlayReading``): late in a game
    a redeal often gives a seat a hand read before, and the count must be the fresh one."""
    positions = reached(lambda s: new_game("calltrump", seed=s), EASY, 20, 7, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 8)
    assert kept_reading_misreads(positions, lambda view, world: EASY.reader(view)) > 300


def test_the_sampler_reads_every_card_played():
    """After two tricks or more the inferred redeals put more of the hidden cards with the seat
    that holds them than Normal's reading (the last seat's lost tricks only) does: at these
    30 positions, 20 draws each, 7,357 cards against 6,833; 203 of the 600 draws misread a card
    (a thirteen-card deal fits few redeals in 50 tries, and the sampler keeps the best of them), 515
    of as many plain redeals."""
    positions = reached(lambda s: new_game("calltrump", seed=s), EASY, 30, 4, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 2)
    right, misread = every_card_readings(positions, HARD_READING.plausible, EASY.plausible,
                                         lambda view, world: EASY.reader(view))
    assert right["new"] > right["old"] * 1.05, right
    assert misread["new"] < misread["plain"] // 2, misread


def test_stopping_the_reading_at_the_best_so_far_keeps_the_same_redeal():
    """The reading of every card stops once a redeal cannot score above the best drawn so far
    (``floor``), the turn that misread last read first: the sampler keeps exactly the redeal the
    full reading keeps, deal for deal, and reads far fewer cards to find it."""
    positions = reached(lambda s: new_game("calltrump", seed=s), EASY, 12, 6, 99,
                        lambda st: st.deal_no == 1, lambda st: st.phase == "play",
                        lambda st: st.deal.tricks_done >= 4)
    read = {"stopped": 0, "full": 0}

    def counting(name):
        bot = CallTrumpBot()
        bot.reads_every_card = True

        def reader(view):
            inner = EASY.reader(view)

            def pick(*args):
                read[name] += 1
                return inner(*args)
            return pick
        bot.reader = reader
        return bot
    stopping, full = counting("stopped"), counting("full")
    assert_stopping_keeps_the_redeals(positions, stopping.plausible, full.plausible)
    assert read["stopped"] < read["full"] * 0.4, read
