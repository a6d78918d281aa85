"""The count (rules/ulti.md §6–§7) and every worked example of §8 with its exact X and deltas."""
import pytest

from game.cards import Suit, mask_of, parse_cards
from game.rules import new_game
from game.rules.ulti.bids import by_id
from game.rules.ulti.scoring import (DECL_7_LOST, DECL_7_WON, DEF_7_LOST, DEF_7_WON, Outcome,
                                     card_points, counted_marriages, marriages, settle)
from game.rules.wording import plain

from tests.rules.test_ulti_positions import count

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
    assert x == 1 - 4 - 4 and not any(ln.what == "Silent ulti" for ln in lines)


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


SWEEP = ["TH 7H KH", "TD KD QD", "TC 8C 9C", "AC KC JC", "AH QH 8H", "QC 9S QS", "AS 8S KS", "AD 8D 7D",
         "JS JH 7S", "9H JD 9D"]
"""Simple game in clubs: the declarer takes all ten tricks, with AC TC AD TD AH TH AS; it laid
down TS 7C; seat 0 held KS QS."""
ONE_TRICK = ["AH JH 8H", "7S JS KS", "9C TC 8C", "AC JC KC", "TH 9H KH", "TD 8D KD", "AD JD 9D", "QC QD 8S",
             "AS QH 9S", "7H 7D QS"]
"""The same counters and talon, but seat 0 (holding KS QS) takes trick 2 (7S JS KS, no counter)."""


def test_outcome_talon_counters_and_trickless_side():
    scored = count("simple", "C", SWEEP, talon="TS 7C")
    assert "Seat 2 took 80 points, Seats 1 & 3 0." in plain(scored.summary)     # no trick: no talon, no 20
    assert list(scored.deltas) == deltas(1 + 3)                      # and a silent durchmars
    scored = count("simple", "C", ONE_TRICK, talon="TS 7C")
    assert "Seat 2 took 80 points, Seats 1 & 3 30." in plain(scored.summary)    # talon ten, a 20 (clubs trump)
    assert list(scored.deltas) == deltas(1)


LAST_TRICK = {
    # the declarer cashes AC TC AD TD AS (and KD, KC); TS, AH, TH go to seat 2; 7C takes trick 10
    "E1": ("ulti", "C", "JS 9S", ["AC 8C 9C", "TC JC QC", "AD 7D 8D", "TD 9D JD", "KD QD 9H", "AS KS 7S",
                                  "8S TS QS", "AH TH 7H", "8H JH KC", "7C KH QH"]),
    # the declarer's tricks hold six counters (AC AH AS TD TH TS); at trick 10 its 7S falls to seat 2's 8S
    "E3": ("ulti", "S", "KS QS", ["7D 9D JD", "KC QC JC", "TC 7C 9C", "KH AH TH", "QH JH JS", "8C AS TS",
                                  "9H 8H TD", "KD AD 8D", "7H AC 9S", "7S 8S QD"]),
    # the declarer holds KS QS (a 20) and takes seven counters and trick 10 with 7C: 100, and a silent ulti
    "E9": ("simple", "C", "9H 8H", ["QS AS 9S", "7H JH QH", "7D 9D JD", "TH QC KH", "8S JS KC", "TC AC 9C",
                                    "JC 8C AD", "TS 7S QD", "KS KD TD", "7C 8D AH"]),
    # 60 to 30 in hearts, and the declarer's 7H falls to seat 0's JH at trick 10
    "E12": ("heart-simple", "H", "9S 8S", ["TD KD AD", "7C 9C QC", "8D 9D JD", "9H QH KH", "8H AH TH",
                                           "QS JS KS", "QD 7D 7S", "TS AS AC", "TC JC KC", "7H 8C JH"]),
}


SUMMARIES = {
    "E1": "Simple game made: +1\nUlti made: +4\nTalon: ♠9 ♠J\nSeat 2 took 60 points, Seats 1 & 3 30.\n"
          "Seats 1 & 3 pay Seat 2 5 each: +10 for Seat 2.",
    "E3": "Simple game made: +1\nUlti failed: -4\nPenalty for the failed ulti: -4 (paid on top, never "
          "doubled)\nTalon: ♠Q ♠K\nSeat 2 took 60 points, Seats 1 & 3 30.\n"
          "Seat 2 pays Seats 1 & 3 7 each: -14 for Seat 2.",
    "E9": "Simple game made: +2 (1 × 2 for the silent 100)\nSilent ulti: +2 (the declarer's trump 7 took "
          "the last trick)\nTalon: ♥8 ♥9\nSeat 2 took 100 points, Seats 1 & 3 10.\n"
          "Seats 1 & 3 pay Seat 2 4 each: +8 for Seat 2.",
    "E12": "Simple game made: +2\nSilent ulti: -8 (the declarer's trump 7 lost the last trick)\n"
           "Talon: ♠8 ♠9\nSeat 2 took 60 points, Seats 1 & 3 30.\nSeat 2 pays Seats 1 & 3 6 each: -12 for Seat 2.",
}
"""The hand summary of the worked examples (§8) word for word: each item says what scored, the
items add up to what each defender pays, and the declarer's column is twice that."""


@pytest.mark.parametrize("cid,x", [("E1", 5), ("E3", -7), ("E9", 4), ("E12", -6)])
def test_worked_examples_through_the_last_trick(cid, x):
    bid, trump, talon, script = LAST_TRICK[cid]
    scored = count(bid, trump, script, talon=talon)
    assert list(scored.deltas) == deltas(x), scored.summary
    assert plain(scored.summary) == SUMMARIES[cid]


def test_kontra_items_say_what_multiplied_them():
    """E8 and E7: each doubled part shows its value and the kontra that multiplied it."""
    def said(case):
        cid, bid, trump, levels, out, x = case
        b = by_id()[bid]
        return [plain(ln.said) for ln in settle(b, trump, {p: levels.get(p, 0) for p in b.part_names}, out)[1]]
    cases = {c[0]: c for c in EXAMPLES}
    assert said(cases["E8"]) == ["Simple game made: +2 (1 × 2 for kontra)", "Ulti failed: -16 (4 × 4 for rekontra)",
                                 "Penalty for the failed ulti: -4 (paid on top, never doubled)"]
    assert said(cases["E7"]) == ["20-100 failed: -16 (8 × 2 for kontra)"]


TALON = ["AC 8C 9C", "AD TD 8D", "8H JH KH", "QS AS KS", "KC QC TC", "JS 9S 7H", "JD 7D KD", "9D QD JC",
         "8S QH TS", "7S 7C 9H"]
"""Simple game in clubs: the declarer lays down AH TH, takes AC AD TD AS and trick 10 with 7C (50);
the defenders take TC TS and the talon (40)."""


def test_talon_counters_go_to_the_defenders_at_the_count():
    scored = count("simple", "C", TALON, talon="AH TH")
    assert "Seat 2 took 50 points, Seats 1 & 3 40." in plain(scored.summary) and list(scored.deltas) == deltas(1 + 2)
