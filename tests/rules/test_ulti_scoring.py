"""The count (rules/ulti.md §6–§7) and every worked example of §8 with its exact X and deltas."""
import pytest

from game.cards import Suit, mask_of, parse_cards
from game.rules import new_game
from game.rules.ulti.bids import by_id
from game.rules.ulti.scoring import (DECL_7_LOST, DECL_7_WON, DEF_7_LOST, DEF_7_WON, Outcome,
                                     card_points, counted_marriages, marriages, settle)

C, D, H, S = int(Suit.CLUBS), int(Suit.DIAMONDS), int(Suit.HEARTS), int(Suit.SPADES)


def m(text):
    return mask_of(parse_cards(text))


def deltas(x):
    return [-x, 2 * x, -x]          # declarer seat 1


def trick_out(decl, dfn, **kw):
    """An outcome where both sides took tricks (so points count)."""
    return Outcome(declarer_points=decl, defender_points=dfn, declarer_card_points=kw.pop("card", decl),
                   declarer_tricks=kw.pop("dt", 5), defender_tricks=kw.pop("ft", 5), **kw)


EXAMPLES = [
    # id, bid, trumps, levels, outcome, X
    ("E1", "ulti", C, {}, trick_out(60, 30, last_seven=DECL_7_WON), 5),
    ("E3", "ulti", S, {}, trick_out(60, 30, last_seven=DECL_7_LOST), -7),
    ("E4", "heart-ulti", H, {}, trick_out(40, 70, last_seven=DECL_7_WON), 6),
    ("E5", "betli", None, {}, Outcome(declarer_tricks=1, defender_tricks=3), -5),
    ("E6", "heart-betli", None, {}, Outcome(declarer_tricks=0, defender_tricks=10), 10),
    ("E7", "20-100", C, {"20-100": 1}, trick_out(90, 20, card=70, held_20=True), -16),
    ("E8", "ulti", D, {"simple": 1, "ulti": 2}, trick_out(60, 30, last_seven=DECL_7_LOST), -18),
    ("E9", "simple", C, {}, trick_out(100, 10, card=80, dt=8, ft=2, last_seven=DECL_7_WON), 4),
    ("E10", "simple", S, {}, trick_out(30, 100), -2),
    ("E12", "heart-simple", H, {}, trick_out(60, 30, last_seven=DECL_7_LOST), -6),
]


@pytest.mark.parametrize("case", EXAMPLES, ids=[c[0] for c in EXAMPLES])
def test_worked_examples(case):
    cid, bid, trump, levels, out, x = case
    b = by_id()[bid]
    lv = {p: levels.get(p, 0) for p in b.part_names}
    got, lines = settle(b, trump, lv, out)
    assert got == x
    assert sum(deltas(got)) == 0
    assert sum(ln.amount for ln in lines) == got


def test_e2_points_from_cards_and_marriage():
    decl = card_points(m("AD TD AC TS 9C 8C"), last=True) + 20 * marriages(m("KH QH 7D"), D)[1]
    dfn = card_points(m("TC AS AH TH"), last=False)
    assert (decl, dfn) == (70, 40)
    x, _ = settle(by_id()["simple"], D, {"simple": 0}, trick_out(decl, dfn))
    assert x == 1 and deltas(x) == [-1, 2, -1]


def test_e10_defender_forty_counts_in_a_simple_game():
    assert counted_marriages(by_id()["simple"], S, m("KS QS 7C"), declarer=False) == (1, 0)
    assert counted_marriages(by_id()["40-100"], S, m("KS QS 7C"), declarer=False) == (0, 0)


def test_e11_give_up_through_the_engine():
    for option, x in (("two_each", -2), ("two_total", -1)):
        st = new_game("ulti", seed=4, dealer=0, give_up=option)
        st.apply(st.legal_actions()[0])
        st.apply(st.legal_actions()[0])          # Bid simple
        for _ in range(3):
            st.apply(st.legal_actions()[0])      # three passes
        assert st.phase == "trump" and str(st.legal_actions()[-1]) == "Fold"
        events = st.apply(st.legal_actions()[-1])
        scored = [e for e in events if type(e).__name__ == "HandScored"][0]
        assert list(scored.deltas) == deltas(x)


@pytest.mark.parametrize("bid,hand,decl,expected", [
    ("simple", "KS QS KH QH KC QC", True, (1, 2)),
    ("ulti", "KS QS KH QH", False, (1, 1)),
    ("40-100", "KS QS KH QH", True, (1, 0)),
    ("40-100", "KS QS KH QH", False, (0, 0)),
    ("20-100", "KS QS KH QH KC QC", True, (0, 1)),
    ("20-100", "KH QH", False, (0, 0)),
    ("ulti-durchmars", "KS QS KH QH", True, (0, 0)),
    ("betli", "KS QS KH QH", True, (0, 0)),
])
def test_which_marriages_count(bid, hand, decl, expected):
    trump = None if by_id()[bid].trumps == "none" else S
    assert counted_marriages(by_id()[bid], trump, m(hand), decl) == expected


def test_forty_hundred_needs_the_pair_and_a_hundred():
    b = by_id()["40-100"]
    made, _ = settle(b, S, {"40-100": 0}, trick_out(60, 30, card=60, held_40=True))
    short, _ = settle(b, S, {"40-100": 0}, trick_out(50, 40, card=50, held_40=True))
    nopair, _ = settle(b, S, {"40-100": 0}, trick_out(90, 0, card=90, held_40=False))
    assert (made, short, nopair) == (4, -4, -4)


def test_silent_ulti_cases_minor_and_hearts():
    b = by_id()["simple"]
    for last, bonus in ((DECL_7_WON, 2), (DECL_7_LOST, -4), (DEF_7_WON, -2), (DEF_7_LOST, 4)):
        x, _ = settle(b, C, {"simple": 0}, trick_out(60, 30, last_seven=last))
        assert x == 1 + bonus
        x, _ = settle(by_id()["heart-simple"], H, {"simple": 0}, trick_out(60, 30, last_seven=last))
        assert x == 2 + 2 * bonus


def test_no_silent_ulti_when_ulti_bid_and_a_defender_seven_defeats_it():
    x, lines = settle(by_id()["ulti"], C, {"simple": 0, "ulti": 0}, trick_out(60, 30, last_seven=DEF_7_WON))
    assert x == 1 - 4 - 4 and not any(ln.what == "silent ulti" for ln in lines)


def test_silent_durchmars_and_its_option():
    b = by_id()["ulti"]
    lv = {"simple": 0, "ulti": 0}
    x, _ = settle(b, C, lv, Outcome(90, 0, 90, 10, 0, last_seven=DECL_7_WON))
    assert x == 1 + 4 + 3
    x, _ = settle(b, C, lv, Outcome(0, 90, 0, 0, 10))
    assert x == -1 - 4 - 4 - 3
    x, _ = settle(b, C, lv, Outcome(0, 90, 0, 0, 10), defender_silent_durchmars=False)
    assert x == -1 - 4 - 4
    x, _ = settle(by_id()["heart-simple"], H, {"simple": 0}, Outcome(0, 90, 0, 0, 10))
    assert x == -2 - 6              # 90 points is no silent 100; hearts durchmars 6


def test_no_silent_bonuses_without_trumps():
    x, lines = settle(by_id()["durchmars"], None, {"durchmars": 0}, Outcome(90, 0, 90, 10, 0))
    assert x == 6 and len(lines) == 1


def test_ulti_penalty_is_never_doubled():
    x, _ = settle(by_id()["heart-ulti"], H, {"simple": 0, "ulti": 3}, trick_out(60, 30))
    assert x == 2 - 8 * 8 - 8


def test_kontra_multiplies_durchmars_and_betli():
    x, _ = settle(by_id()["open-betli"], None, {"betli": 6}, Outcome(0, 0, 0, 1, 0))
    assert x == -20 * 64


def test_outcome_talon_counters_and_trickless_side():
    st = new_game("ulti", seed=1)
    st.contract = by_id()["simple"]
    st.declarer = 1
    st.levels = {"simple": 0}
    st._begin_play(C)
    st.start_hands = [m("KS QS"), 0, 0]
    st.done = 10
    st.tricks_won = [0, 10, 0]
    st.decl_won = m("AC TC AD TD AH TH AS")
    st.talon = m("TS 7C")
    st.def_won = 0
    st.last_trick = tuple(zip((1, 2, 0), parse_cards("AH 7H 8H")))
    out = st.outcome()
    assert (out.declarer_points, out.defender_points) == (80, 0)   # no trick: no talon, no forty
    st.tricks_won = [1, 9, 0]
    st.def_won = m("9C 8C 7D")
    out = st.outcome()
    assert (out.declarer_points, out.defender_points) == (80, 10 + 20)   # talon ten, a 20 (clubs trump)


def last_trick(bid, trump, hands, decl_won, def_won, tricks_won, talon="", declarer_extra=""):
    """A deal at trick 10 led by the declarer (seat 1); ``hands`` are the last card of seats 0, 1, 2."""
    st = new_game("ulti", seed=1)
    st.contract = st.bid_ids[bid]
    st.declarer = 1
    st.levels = {p: 0 for p in st.contract.part_names}
    st._begin_play(trump)
    st.hands = [m(h) for h in hands]
    st.start_hands = [st.hands[0], st.hands[1] | m(declarer_extra), st.hands[2]]
    st.first_played = [True, True, True]
    st.decl_won, st.def_won, st.talon = m(decl_won), m(def_won), m(talon)
    st.tricks_won = list(tricks_won)
    st.done = 9
    st.to_act = 1
    return st


def play_out(st):
    events = []
    while st.done == 9:
        events += st.apply(st.legal_actions()[0])
    return [e for e in events if type(e).__name__ == "HandScored"][0]


@pytest.mark.parametrize("cid,bid,trump,hands,decl_won,def_won,tricks,extra,x", [
    ("E1", "ulti", C, ("9H", "7C", "8H"), "AC TC AD TD AS", "TS AH TH", (2, 6, 1), "", 5),
    ("E3", "ulti", S, ("9H", "7S", "8S"), "AC TC AD TD AS AH", "TS TH", (2, 6, 1), "", -7),
    ("E9", "simple", C, ("9H", "7C", "8H"), "AC TC AD TD AS AH TS", "TH", (1, 7, 1), "KS QS", 4),
    ("E12", "heart-simple", H, ("9D", "7H", "8H"), "AC TC AD TD AS TS", "AH TH", (2, 6, 1), "", -6),
])
def test_worked_examples_through_the_last_trick(cid, bid, trump, hands, decl_won, def_won, tricks, extra, x):
    st = last_trick(bid, trump, hands, decl_won, def_won, tricks, declarer_extra=extra)
    scored = play_out(st)
    assert list(scored.deltas) == deltas(x), scored.summary
    assert f"X = {x}" in scored.summary


def test_talon_counters_go_to_the_defenders_at_the_count():
    st = last_trick("simple", C, ("9H", "7C", "8H"), "AC TC AD TD", "AS", (2, 6, 1), talon="AH TH")
    scored = play_out(st)
    assert "points: declarer 50, defenders 30" in scored.summary and list(scored.deltas) == deltas(1 + 2)
