"""Ushter scenarios: a position from a stacked deck and the actions that led to it, and the decision a
club player expects there (or the set of acceptable ones, or the one that must not be made). Every
scenario is checked at every computer level: Easy (the heuristic), Normal and Hard (search)."""
from __future__ import annotations

from typing import NamedTuple

import pytest

from game.cards import deck52
from game.rules import new_game
from game.rules.actions import parse_action
from tests.ai.scenarios import LEVELS, check

PACK = [str(c) for c in deck52()]
P, F = "Bid play", "Fold"


def deck_for(players: int, dealer: int, hands: dict[int, str], up: str) -> list[str]:
    """A deck that deals each seat of ``hands`` those cards (the other seats, and seats given fewer
    than five, get the rest of the pack in pack order) and turns ``up`` up."""
    given = {s: h.split() for s, h in hands.items()}
    used = {c for h in given.values() for c in h} | {up}
    spare = [c for c in PACK if c not in used]
    full = {s: given.get(s, []) + [spare.pop(0) for _ in range(5 - len(given.get(s, [])))]
            for s in range(players)}
    order = [(dealer + 1 + i) % players for i in range(players)]
    return [full[s][r] for r in range(5) for s in order] + [up]


class Deal(NamedTuple):
    hands: dict
    up: str
    actions: tuple = ()


class Scenario(NamedTuple):
    why: str
    players: int
    dealer: int
    deals: tuple
    """The deals of the match so far, in order (each a Deal); the position is after the last one's
    actions. The dealer moves one seat left each deal."""
    expect: frozenset = frozenset()
    """Acceptable actions (text); empty: any but ``forbid``."""
    forbid: frozenset = frozenset()


def one(players, dealer, hands, up, actions, expect=(), forbid=(), why=""):
    return Scenario(why, players, dealer, (Deal(hands, up, tuple(actions)),), frozenset(expect),
                    frozenset(forbid))


SCENARIOS = [
    # --- bidding: folding and playing by seat and table size ---------------------------------------
    one(5, 4, {0: "2C 3D 4S 5C 7D"}, "QH", [], {F}, why="first to bid with nothing: fold"),
    one(8, 7, {3: "AH 2C 3D 4S 6C"}, "9H", [P, P, P], {P},
        why="the ace of trumps is a sure trick: play it even with three in at eight"),
    one(5, 4, {3: "6H 3C 5D 8S 9S"}, "5H", [F, F, F], {P},
        why="nobody in and only the dealer after: a lone small trump plays"),
    one(5, 4, {3: "6H 3C 5D 8S 9S"}, "5H", [P, P, P], {F},
        why="the same hand folds when three are already in"),
    one(4, 3, {0: "QH 4C 7D KS QS"}, "5H", [], {P},
        why="first to bid at four: the queen of trumps and a king-queen play"),
    one(8, 7, {0: "QH 4C 7D KS QS"}, "5H", [], {F}, why="the same hand folds first to bid at eight"),
    one(5, 4, {4: "2C 7D 9S 4C 8D"}, "3H", [F, F, F, P], {P},
        why="the dealer with one player in: heads-up with the up card, play"),
    one(6, 5, {5: "2C 7D 9S 4C 8D"}, "3H", [P, P, P, P, F], {F},
        why="the dealer with junk and four in: fold"),
    Scenario("at the fold limit the seat must play, junk or not", 4, 3, (
        Deal({0: "AH KH QH JH TH"}, "2H", (P, F, F, F)),      # seat 0 is awarded; seat 1 folded
        Deal({1: "2C 3D 4S 5C 7D"}, "QH"),
    ), frozenset({P})),
    # --- the dealer's up card ------------------------------------------------------------------------
    one(5, 4, {4: "AS 4S 3C 9H 8D"}, "KH", [P, F, P, F, P], {"PickUp"},
        why="the dealer takes the king of trumps"),
    one(5, 4, {4: "AS 4S 3C 9H 8D"}, "KH", [P, F, P, F, P, "PickUp"], {"Discard 3C", "Discard 8D"},
        why="the dealer's discard: a low singleton (a void to ruff with), never the ace or a trump"),
    # --- following ---------------------------------------------------------------------------------
    one(3, 2, {0: "9S 2C 3C 4C 5C", 1: "QS 2S 6D 7D 8C", 2: "KS AS 3S 8D 9D"}, "7H",
        [P, P, P, "Pass", "Play 9S", "Play QS"], {"Play KS"},
        why="last to play: win with the king and keep the ace"),
    one(3, 2, {0: "9C 2S 3S 4S 5S", 1: "KC 2C 6D 7D 8S", 2: "2H AH 8D 9D TS"}, "7H",
        [P, P, P, "Pass", "Play 9C", "Play KC"], {"Play 2H"},
        why="void and last: ruff with the two and keep the ace of trumps for later"),
    one(5, 4, {0: "KC 2S 3S 5S 6S", 1: "AH 2D 6D 7D 8S", 2: "QH 3D 4S 9D JS"}, "7H",
        [P, P, P, F, F, "Play KC", "Play AH"], forbid={"Play QH"},
        why="the ace of trumps has taken the trick: do not throw a trump under it"),
    one(3, 2, {0: "AC 2S 3S 5S 6S", 1: "KC 2C 6D 7D 8S", 2: "AD 4S 7S 9D QS"}, "7H",
        [P, P, P, "Pass", "Play AC", "Play 2C"], forbid={"Play AD"},
        why="the trick is lost: throw a loser, keep the ace"),
    # --- leading, and the end of the hand ----------------------------------------------------------
    one(5, 4, {0: "AH KH AS 7D 8C"}, "7H", [P, P, F, F, P, "Pass"], {"Play AH", "Play KH"},
        why="ace and king of trumps and a side ace: draw trumps before cashing the ace"),
    one(3, 2, {0: "AC KH 5C 8D 9S", 1: "2C 3D 6S 7S TD", 2: "3C 4D 4S JD QS"}, "AH",
        [P, P, P, "PickUp", "Discard 4D", "Play AC", "Play 2C", "Play 3C"], forbid={"Play KH"},
        why="the dealer took the ace of trumps: do not lead the king into it"),
    one(3, 2, {0: "KS 9S 2H 4C 6D", 1: "AC AS 2D TH JC", 2: "3C 3S 3D 8C 5H"}, "7H",
        [P, P, P, "Pass", "Play 4C", "Play AC", "Play 3C", "Play AS", "Play 3S", "Play 9S",
         "Play 2D", "Play 3D", "Play 6D"], {"Play KS"},
        why="two cards left: cash the master king before the low trump strands it"),
    one(3, 2, {0: "2C 3C JS 8S 6H", 1: "3D 2H 4H 9S TS", 2: "QC AC 5S AD 8D"}, "7H",
        [P, P, P, "Pass", "Play 2C", "Play 3D", "Play QC"], forbid={"Play AC"},
        why="seat 1 showed out of clubs and trumps are out: the master AC would be ruffed"),
    one(3, 2, {0: "2C 3C JS 8S 6H", 1: "3D 4H 9S TS 8D", 2: "QC 9C 5C 2H 3H"}, "7H",
        [P, P, P, "Pass", "Play 2C", "Play 3D", "Play QC"], {"Play 9C", "Play 5C"},
        why="seat 1 showed out of clubs, but the ace and king of clubs are unseen: a club may lose "
            "anyway, and led into the ruff it costs seat 1 a trump, where a small trump lead wins nothing"),
]


def position(sc: Scenario):
    decks = [deck_for(sc.players, (sc.dealer + k) % sc.players, d.hands, d.up)
             for k, d in enumerate(sc.deals)]
    state = new_game("ushter", seed=1, players=sc.players, dealer=sc.dealer, deck=decks)
    for d in sc.deals:
        for text in d.actions:
            state.apply(parse_action(text))
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.why for s in SCENARIOS])
def test_scenario(sc, level):
    check("ushter", position(sc), level, sc.expect, sc.forbid, seed=7, why=sc.why)


def test_compulsory_scenario_is_compulsory():
    """The fold-limit scenario really leaves Play as the only bid (the rule, not the bot's choice)."""
    sc = next(s for s in SCENARIOS if len(s.deals) == 2)
    state = position(sc)
    assert [str(a) for a in state.legal_actions()] == [P]
