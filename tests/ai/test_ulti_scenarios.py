"""Ulti positions a club player judges at a glance, for every computer level (issue 11's blunders
among them). Each is reached by real play: a stacked deck, the auction and the tricks before
(``tests/rules/test_ulti_positions``: seat 0 deals, seat 1 declares; ``scripted`` plays written-out
tricks, ``position`` searches for earlier tricks), or a stacked deck and action texts. The level to
act must choose one of ``expect`` (when given) and never one of ``forbid`` (``tests/ai/scenarios``).
"""
from __future__ import annotations

import pytest

from game.cards import SUIT_MASK
from game.registry import record
from game.rules.actions import parse_action
from tests.ai.scenarios import LEVELS, Scenario, check, plays
from tests.ai.test_ulti_inference import DOOMED, DOOMED_ULTI, STRONG, STRONG_40, stacked
from tests.ai.test_ulti_inference import position as replay
from tests.rules.test_ulti_positions import position, scripted


# Ulti in diamonds: the declarer drew two rounds (seat 2 showed out), cashed two spades and the ace of
# hearts; no spade is left. Seat 0 keeps the 9 of diamonds and four hearts; seat 2 the clubs. A heart
# now gives the lead away and leaves the declarer void: two heart leads force its 8 and then its 7 of
# diamonds out before the last trick. A club keeps the heart guard; the 9 of diamonds has to ruff it.
ULTI_TRICKS = ["AD KS JD", "TD 8C QD", "AS 8S 9S", "TS JS QS", "AH 7H 9H"]
ULTI_REST = {1: "9C QC 7D 8D 8H", 2: "7C TC JC KC AC", 0: "9D TH JH QH KH"}


def ulti_in_diamonds():
    return scripted("ulti", "D", ULTI_TRICKS, talon="KD 7S", rest=ULTI_REST)


NO_BETLI = "7C 9C 7H 9H TH JH QH AH 7S 8S"
"""Issue 11's betli hand: the king of hearts led against it, the ace must beat it and wins."""


def betli_turn():
    deck = stacked("8C TC JC QC KC AC 8D 9D TD JD QD KD", NO_BETLI, "7D AD 8H KH 9S TS JS QS KS AS")
    return replay(deck, ("Discard QD KD", "Bid simple"))


def returned_lead():
    """Simple in spades: seat 0 won the club, led the 9 of hearts from T K; seat 2 took the declarer's
    jack with the ace and is on lead, with no sure trick of its own."""
    return scripted("simple", "S", ["7C 8C AC", "9H JH AH"], talon="9D 8D",
                    rest={1: "7H AS TS KS QS JS AD KD", 2: "8H QH 9C JC 7D TD JD 7S",
                          0: "TH KH TC QC KC 8S 9S QD"})


LOW_BETLI = "7C 8C 9C 7D 8D 9D 7H 8H 7S 8S"
"""Every suit from its 7 up without a gap: nothing led can force a win."""


def betli_hand():
    deck = stacked("TC JC QC KC AC TD JD QD KD AD TH JH", LOW_BETLI, "9H QH KH AH 9S TS JS QS KS AS")
    return replay(deck, ("Discard TH JH", "Bid simple"))


def hearts_ruffed(st) -> bool:
    """A defender has shown out of hearts, not of spades (trumps), and still holds a spade."""
    d = st.deal
    return any(d.void[x] >> 2 & 1 and not d.void[x] >> 3 & 1 and d.hands[x] & SUIT_MASK[3] for x in (0, 2))


def ace_into_the_ruff():
    """Simple in spades, the declarer (seat 1) on lead with AH 8H KS QS 9D; both defenders have shown
    out of hearts and still hold spades."""
    return position("simple", 1, "AH 8H KS QS 9D", trump="S", require=hearts_ruffed, seed=3)


SCENARIOS = [
    Scenario("ulti declarer keeps the lead and both suits guarded (issue 11)", ulti_in_diamonds,
             expect=plays("9C", "QC"), forbid=plays("8H")),
    Scenario("a hand that cannot play under a led heart bids no betli (issue 11)", betli_turn,
             forbid=frozenset({"Bid betli", "Bid heart-betli", "Bid open-betli"})),
    Scenario("a hand every lead leaves under the trick bids a betli", betli_hand,
             expect=frozenset({"Bid betli", "Bid heart-betli", "Bid open-betli"})),
    Scenario("the defender returns its partner's lead", returned_lead, expect=plays("8H", "QH")),
    Scenario("a weak defender says no kontra on a strong 40-100", lambda: replay(STRONG, STRONG_40),
             forbid=frozenset({"Kontra 40-100"})),
    Scenario("the defender holding the trumps above the ulti says kontra",
             lambda: replay(DOOMED, DOOMED_ULTI + ("Kontra simple",)), expect=frozenset({"Kontra ulti"})),
    Scenario("last defender smears a counter on the partner's winning ace",
             lambda: position("simple", 2, "TC AC 9C 8D 9D", "AH 7H", trump="S"),
             expect=plays("TC", "AC")),
    Scenario("last defender keeps its counters off the declarer's trick",
             lambda: position("simple", 2, "TC AC 9C 8D 9D", "KH AH", trump="S"),
             forbid=plays("TC", "AC")),
    # Both defenders are out of hearts here: the 8 of hearts, worth nothing and never a winner, draws
    # a trump from each and no one can throw points on it (a force); the ace would give ten points away.
    Scenario("the declarer on lead keeps its ace out of the suit a defender is known to ruff (issue 35)",
             ace_into_the_ruff, expect=plays("8H", "9D", "KS", "QS"), forbid=plays("AH")),
    Scenario("the ulti declarer draws trumps rather than lead its guarded hearts into a known ruff (issue 35)",
             lambda: position("ulti", 1, "7S KS QS TH AH", trump="S", require=hearts_ruffed, seed=3),
             expect=plays("KS", "QS"), forbid=plays("TH", "AH")),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_scenario(sc: Scenario, level: str):
    check("ulti", sc.build(), level, sc.expect, sc.forbid, why=sc.name)


def test_the_safe_ulti_is_lost_after_the_heart():
    """The first scenario's claim, by exact play-out of the real deal: after the 8 of hearts (or the 8
    of diamonds) the defenders can force the 7 out early, after a club they cannot."""
    solver = record("ulti").solver(cards=15)
    values = {}
    for lead in ("Play 8H", "Play 8D", "Play QC", "Play 9C"):
        st = ulti_in_diamonds()
        before = st.scores
        st.apply(parse_action(lead))
        values[lead] = solver.value(st, 1, before)
    assert values["Play QC"] == values["Play 9C"] > max(values["Play 8H"], values["Play 8D"]), values
