"""Call Trump: positions a club player judges at a glance, for every computer level.

Each scenario is reached by real play: a stacked deck (``tests/rules/calltrump_positions.position``
deals it, names trump and plays the tricks before; a call is a stacked ``new_game``), then the
action texts of the trick in progress. The level to act must choose one of ``expect`` (when given)
and never one of ``forbid``. Easy is the heuristic; Normal and Hard search over it (a sampler of
redeals consistent with the seat's view, never the real hands), each with a fixed generator.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pytest

from game.rules import new_game
from game.rules.actions import parse_action
from tests.ai.scenarios import LEVELS, check, plays
from tests.rules.calltrump_positions import position

C, D, H, S = 1, 2, 4, 8
"""Void bits for ``position``: a bit per suit (clubs 0, diamonds 1, hearts 2, spades 3)."""


@dataclass(frozen=True)
class Scenario:
    name: str
    build: Callable[[], object]
    actions: tuple[str, ...] = ()
    expect: frozenset[str] = frozenset()
    """The acceptable actions (empty: any but the forbidden)."""
    forbid: frozenset[str] = frozenset()
    seed: int = 1


def call(hand: str):
    return lambda: new_game("calltrump", seed=3, first_caller=0, deck=hand.split())


SCENARIOS = [
    Scenario(
        "last to play, partner's ace of hearts winning: walk aside, never ruff it (issue 11)",
        lambda: position(["5H 4H 2C 9D", "AH 3H TD JD", "6H 2H KD 4S", "8D 6S 8S QS"], trump="D",
                         leader=0, team_tricks=(4, 5), void=(0, 0, 0, H)),
        ("Play 5H", "Play AH", "Play 2H"),
        expect=plays("6S", "8S", "QS"), forbid=plays("8D"), seed=9),
    Scenario(
        "third hand, partner's ace leads the suit: do not ruff a sure trick",
        lambda: position(["2H 9H 7D 5S 3S", "KC 8C 6D 4S 3H", "AC 5C 8D 6S 4H", "4C 2C 9D 7S 5H"],
                         trump="H", leader=2, team_tricks=(4, 4), void=(C, 0, 0, 0)),
        ("Play AC", "Play 4C"),
        forbid=plays("2H", "9H")),
    Scenario(
        "on lead after winning the partner's diamond: return it (the partner holds the rest, the "
        "opponents are out of diamonds and trumps, and that trick is the seventh)",
        lambda: position(["AD 6D JC 9C 4C 3S", "KS QS 8C 7C 2S AC", "3D KD QD 4H 5H 6H",
                          "JS TS 9S 3C 2C 7S"], trump="H", leader=2, team_tricks=(5, 2),
                         void=(0, H, 0, H)),
        ("Play 3D", "Play 2C", "Play AD", "Play 2S"),
        expect=plays("6D")),
    Scenario(
        "five trumps without the ace and a side suit an opponent can cut: draw trumps first",
        lambda: position(["KH QH JH TH 9H AC KC QC", "AH 2H 8D 7D 6D 8S 7S 6S",
                          "5C 4C 9D 5D 9S 5S 4S 3S", "3H 4H JC 3D TD 4D TS 2S"],
                         trump="H", leader=0, team_tricks=(2, 3), void=(0, C, 0, 0)),
        expect=plays("KH", "QH", "JH", "TH", "9H"), forbid=plays("AC", "KC", "QC")),
    Scenario(
        "partner's trick is sure: discard the useless diamond, never bare the king of spades",
        lambda: position(["KS 2S 3D 8H 7H", "5C 8C 6D 2H 6S", "AC 9C 8D 3H 7S", "4C 7C AS QD 4H"],
                         trump="H", leader=1, team_tricks=(4, 4), void=(C, 0, 0, 0)),
        ("Play 5C", "Play AC", "Play 4C"),
        expect=plays("3D"), forbid=plays("2S", "8H", "7H")),
    Scenario(
        "the call: four small hearts beat a lone ace",
        call("9H 7H 4H 3H AS"), expect=frozenset({"ChooseTrump H"})),
    Scenario(
        "the call: ace, king and a small one of spades",
        call("AS KS 7S 4H 2D"), expect=frozenset({"ChooseTrump S"})),
    Scenario(
        "end of the hand, six tricks in and no trump left out: cash the ace for the seventh",
        lambda: position(["AS 5C 4C", "KS 6C 7C", "2S 8C 9C", "3S 4S TC"], trump="H", leader=0,
                         team_tricks=(6, 4), void=None),
        expect=plays("AS")),
    Scenario(
        "last to play against the opponents' ace: cut with the lowest trump",
        lambda: position(["AS 5D 3H 6S", "3S 6D 4H 7S", "4S 9D 5H 8D", "2H 9H 7D 2C"], trump="H",
                         leader=0, team_tricks=(4, 5)),
        ("Play AS", "Play 3S", "Play 4S"),
        expect=plays("2H")),
    Scenario(
        "last to play, partner's nine winning: follow low, never overtake with the ten",
        lambda: position(["TS 4S 5D", "3S 6D 4H", "9S 9D 2C", "2S 8D 7D"], trump="H", leader=1,
                         team_tricks=(5, 5)),
        ("Play 3S", "Play 9S", "Play 2S"),
        expect=plays("4S"), forbid=plays("TS")),
    Scenario(
        "on lead, every side card in the suit the next seat has shown out of: lead a trump, never "
        "the ace into the known ruff (issue 35)",
        lambda: position(["AC KC 3H 5H", "2H 4D 8S 9S", "QC 3C TS 8H", "4C 5C 5S 6H"], trump="H",
                         leader=0, team_tricks=(5, 4), void=(0, C, 0, 0)),
        expect=plays("3H", "5H"), forbid=plays("AC", "KC")),
    Scenario(
        "third hand, partner's king of diamonds: the last seat has shown out of diamonds and "
        "trumps, so the king is sure though the ace is unseen; never ruff it (issue 35)",
        lambda: position(["3H 9S 8C", "2C 4S 6C", "KD 7H JC", "5D AD 2S"], trump="H", leader=2,
                         team_tricks=(5, 5), void=(D, D | H, 0, 0)),
        ("Play KD", "Play 5D"),
        expect=plays("8C", "9S"), forbid=plays("3H")),
]


def reach(scenario: Scenario):
    state = scenario.build()
    for text in scenario.actions:
        state.apply(parse_action(text))
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name.split(":")[0] for s in SCENARIOS])
def test_scenario(scenario, level):
    check("calltrump", reach(scenario), level, scenario.expect, scenario.forbid, seed=scenario.seed,
          why=scenario.name)


def test_scenarios_are_real_choices():
    """Every scenario offers the forbidden and the expected actions, and more than one action."""
    for scenario in SCENARIOS:
        legal = {str(a) for a in reach(scenario).legal_actions()}
        assert len(legal) > 1, scenario.name
        assert scenario.forbid <= legal and scenario.expect <= legal, scenario.name
