"""The search levels' redeal in Huutopussi reads the auction (issue 11): the hidden hands it samples
keep everything the seat's view shows, never favour the real hands beyond what the bids say, and a
declarer who bid and raised high is dealt a hand that bids and raises so. Positions are reached by
Easy bots, at every table size and in the team game."""
import random

import pytest

from game.ai.huutopussi import HuutopussiBot, auction_misfit, bid_limit, dealt_hands
from game.ai.search import inferred
from game.rules import new_game
from tests.ai.inference import assert_samples_show_the_seat_its_view, bot_positions as reached, real_repeats

EASY = HuutopussiBot()
TABLES = [(2, False), (3, False), (4, False), (4, True)]


def bot_positions(count, seed=0, players=3, teams=False):
    """States reached by Easy bots at a decision with a choice after the first bid, anywhere in
    the first deal, each with the seat to act."""
    return reached(lambda s: new_game("huutopussi", seed=s, players=players, teams=teams), EASY, count,
                   seed, 20, lambda st: st.deal_no == 1, lambda st: bool(st.view(st.to_act).bids))


@pytest.mark.parametrize("players,teams", TABLES)
def test_the_real_deal_fits_the_auction_the_heuristic_made(players, teams):
    """Every bid, drop, raise and keep an Easy bot makes is one its own hand explains, over three
    deals of a match: the reading of the record (whose call, the standing bid, the hands as dealt)
    is right."""
    rng = random.Random(4)
    checked = 0
    for seed in range(1, 16):
        st = new_game("huutopussi", seed=seed, players=players, teams=teams)
        while st.to_act is not None and st.deal_no <= 3:
            view = st.view(st.to_act)
            assert auction_misfit(st, view) == 0.0, (seed, st.deal_no, view.phase, view.bids)
            checked += len(view.bids) > 1
            st.apply(EASY.choose(view, st.legal_actions(), rng))
    assert checked > 500


@pytest.mark.parametrize("players,teams", TABLES)
def test_the_hands_as_dealt_are_read_back_to_the_last_trick(players, teams):
    """The declarer's hand with its discard and without the devil's deck; in the team game the
    partners' exchange undone, for the two of them only; every hand with every card it played."""
    rng = random.Random(3)
    undone = 0
    for seed in range(1, 25):
        st = new_game("huutopussi", seed=seed, players=players, teams=teams)
        dealt = st.deal.hands[:]
        while st.to_act is not None and st.deal_no == 1:
            for seat in range(players):
                got = dealt_hands(st, seat)
                side = st.declarer is not None and seat % 2 == st.declarer % 2
                for other in range(players):
                    if teams and st.exchanged is not None and other % 2 == st.declarer % 2 and not side:
                        assert got[other] is None
                    else:
                        assert got[other] == dealt[other], (seed, st.phase, seat, other)
                        undone += st.exchanged is not None or bool(st.devil_cards)
            st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))
    assert undone > 1000


@pytest.mark.parametrize("players,teams", TABLES)
def test_an_inferred_sample_shows_its_seat_exactly_what_the_real_state_shows(players, teams):
    assert_samples_show_the_seat_its_view(bot_positions(10, seed=1, players=players, teams=teams),
                                          EASY.plausible)


def test_the_real_hidden_hands_come_back_no_more_often_than_chance():
    repeats, draws, distinct = real_repeats(bot_positions(8, seed=2), EASY.plausible, draws=60)
    assert all(n > 20 for n in distinct)
    assert repeats <= draws // 50


def a_defence_against_a_high_contract(seed):
    """A three-player deal of Easy bots in which the declarer won the auction at 80 or more, at
    the first card a defender plays; else None."""
    rng = random.Random(seed)
    st = new_game("huutopussi", seed=seed, players=3)
    while st.phase != "play":
        st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))
    if st.high < 80:
        return None
    while st.to_act == st.declarer:
        st.apply(EASY.choose(st.view(st.to_act), st.legal_actions(), rng))
    return st


def test_the_sampler_reads_a_high_contract():
    """A defender facing a contract won in a contested auction: its inferred redeals give the
    declarer a hand as dealt that bids its contract far more often than plain ones, and a
    stronger one by this heuristic's count."""
    positions = [p for p in map(a_defence_against_a_high_contract, range(1, 200)) if p is not None][:5]
    assert len(positions) == 5
    fits = plain_fits = 0
    stronger = 0
    for st in positions:
        me, decl = st.to_act, st.declarer
        view = st.view(me)
        plain = lambda r, st=st, me=me: st.determinize(me, r)
        draw = inferred(plain, EASY.plausible, view, 50)
        rng = random.Random(5)
        worlds = [draw(rng) for _ in range(60)]
        base = [plain(rng) for _ in range(60)]
        fits += sum(auction_misfit(w, view) == 0 for w in worlds)
        plain_fits += sum(auction_misfit(w, view) == 0 for w in base)

        def strength(ws):
            return sum(bid_limit(dealt_hands(w, me)[decl], 3, 3, False) for w in ws) / len(ws)
        stronger += strength(worlds) > strength(base) + 10
    assert fits >= 2 * plain_fits + 50
    assert stronger == len(positions)
