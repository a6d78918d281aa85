"""Huutopussi positions a club player judges at a glance, for every computer level: a stacked deal
(``tests/rules/test_huutopussi``: ``stacked`` deals whole hands, ``dealt`` the cards named and the
rest of the pack, ``play`` plays tricks) and the actions before; the level to act must choose one of
``expect`` (when given) and never one of ``forbid`` (``tests/ai/scenarios``)."""
from __future__ import annotations

import pytest

from game.cards import Suit
from game.rules.actions import Bid, Discard, Pass
from game.rules.huutopussi import Declare
from tests.ai.scenarios import LEVELS, Scenario, check, plays
from tests.rules.test_huutopussi import DEVIL3, HANDS3, cards, dealt, play, stacked


def after(state, *actions):
    for a in actions:
        state.apply(a)
    return state


def contract(value: int):
    """Seat 0 holds the contract at ``value``, took the devil's deck and laid down three clubs."""
    state = after(stacked(HANDS3, DEVIL3), Bid(value), Pass(), Pass())
    state.apply(state.legal_actions()[0])
    return after(state, Discard(cards("6C 7C 8C")))


def ruff_position():
    state = play(dealt({0: "AS KD QD AC", 1: "6S 9C", 2: "7S 6D AD JH"}, {2: "CD"}), "AS 6S 7S")
    state.apply(Declare(Suit.DIAMONDS))
    return play(state, "AC 9C")


def known_void_position():
    """Seat 1 showed out of spades before trump was named; seat 0 then named diamonds and leads."""
    state = play(dealt({0: "AS TS KD QD", 1: "6H", 2: "7S AD TD AC"}, {1: "S"}), "AS 6H 7S")
    state.apply(Declare(Suit.DIAMONDS))
    return state


def with_devils_deck():
    """Seat 0 holds the contract at 50 and has taken the devil's deck: 14 cards, three to lay down."""
    state = after(stacked(HANDS3, DEVIL3), Bid(50), Pass(), Pass())
    state.apply(state.legal_actions()[0])
    return state


HALVES = set(cards("KH QH KD QD KS QS"))
BREAKS_A_MARRIAGE = frozenset(str(a) for a in with_devils_deck().legal_actions() if HALVES & set(a.cards))
"""Every discard that lays down a king or queen of one of its three marriages."""

STRONG = ["AC TC KC QC AH TH KH QH AD TD 6S", "6C 7C 8C 6D 7D 8D 6H 7H 8H 7S 8S",
          "9C JC 9D JD KD QD 9H JH AS TS KS"]


def teams_last(seat1: str, mine: str):
    """Seat 3 plays last in the team game; its partner (seat 1) is winning the diamond trick."""
    state = dealt({0: "7D", 1: seat1, 2: "8D", 3: mine}, {2: "D"}, players=4, teams=True)
    return play(state, f"7D {seat1.split()[0]} 8D")


SCENARIOS = [
    Scenario("last to play wins with the cheapest winner",
             lambda: play(dealt({0: "8H", 1: "JH", 2: "QH TH AH 6C"}, {2: "H"}), "8H JH"),
             expect=plays("QH"), forbid=plays("AH", "TH")),
    Scenario("last to play ruffs with the lowest trump", ruff_position, expect=plays("6D"), forbid=plays("AD")),
    Scenario("throws points on the partner's winning trick (teams)",
             lambda: teams_last("AD", "TC TH 7C 8C 6H 7H 6S 7S 8S"), expect=plays("TC", "TH")),
    Scenario("declares the most valuable marriage, not a cheaper one",
             lambda: play(dealt({0: "AS KS QS KH QH KC QC 7D", 1: "6S", 2: "7S"}), "AS 6S 7S"),
             forbid=frozenset({"Declare C", "Declare S"})),
    Scenario("no lead into a known ruff: seat 1 showed out of spades and trumps are out",
             known_void_position, forbid=plays("TS")),
    Scenario("lays down blanks, never a marriage half", with_devils_deck, forbid=BREAKS_A_MARRIAGE),
    Scenario("cashes a sure ace, not a marriage half",
             lambda: dealt({0: "AS 7S KH QH 6D 7D 8D 6C 7C 8C 9C"}), expect=plays("AS"),
             forbid=plays("KH", "QH")),
    Scenario("a hand with nothing passes", lambda: after(stacked(STRONG, "QS JS 9S"), Bid(50)),
             expect=frozenset({"Pass"})),
    Scenario("keeps a contract it barely holds", lambda: contract(300), expect=frozenset({"Pass"})),
    Scenario("raises a contract its hand beats", lambda: contract(50), forbid=frozenset({"Pass"})),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_scenario(sc: Scenario, level: str):
    check("huutopussi", sc.build(), level, sc.expect, sc.forbid, why=sc.name)
