"""Playing for the match (game/ai/match.py): positions where the match's equity and the hand's
points disagree, and the equity's monotony in the seat's own score."""
from __future__ import annotations

import random

import pytest

from game.ai import CHEATER, HARD_LEARNED, NORMAL_2026
from game.ai.euchre import EuchreBot
from game.ai.match import (euchre_equity, euchre_judge, huutopussi_judge, softmax_equity,
                           ushter_judge)
from game.registry import RECORDS
from game.rules import new_game
from game.rules.euchre import OrderUp


def euchre_at(score: tuple[int, int]):
    """North (seat 0, left of dealer South) to order up the 9 of hearts with the right bower, ace
    and king of hearts and two black aces: a hand Easy takes alone."""
    hands = {0: "JH AH KH AS AC", 1: "9S TS JS QS KS", 2: "9C TC JC QC KC", 3: "9D TD JD QD KD"}
    order = [(2 + 1 + i) % 4 for i in range(4)]
    deck = [hands[order[k % 4]].split()[k // 4] for k in range(20)] + ["9H", "TH", "QH", "AD"]
    state = new_game("euchre", seed=1, dealer=2, deck=deck)
    state.score = score
    return state


def test_easy_euchre_goes_alone_only_where_it_can_gain():
    """0-0: alone (a lone march is worth 4); 8 or 9 to play to 10: with partner, since a partner's
    march wins as surely and a lone hand is euchred more often. The rule of thumb as it played on
    2026-12-06 (``as_2026``, the arena's normal-2026) goes alone at any score."""
    old = EuchreBot()
    old.as_2026 = True
    for score, alone in (((0, 0), True), ((7, 9), True), ((8, 0), False), ((9, 9), False)):
        state = euchre_at(score)
        action = EuchreBot().choose(state.view(0), state.legal_actions(), random.Random(1))
        assert action == OrderUp(alone), score
        assert old.choose(state.view(0), state.legal_actions(), random.Random(1)) == OrderUp(True), score


@pytest.mark.parametrize("game", ["euchre", "ushter", "huutopussi"])
def test_every_search_level_plays_for_the_match_but_normal_2026(game):
    rec = RECORDS[game]
    for name in ("normal", "hard", CHEATER, HARD_LEARNED):
        assert rec.make_bot(name, arena=True).match is rec.match is not None, name
    assert rec.make_bot(NORMAL_2026, arena=True).match is None


@pytest.mark.parametrize("target", [10, 11])
def test_euchre_equity_rises_with_the_sides_own_score(target):
    options = {"game_end": "score", "target": target}
    assert euchre_equity((target - 1, target - 1), 0, options, 0) == pytest.approx(0.5)     # even: a coin
    for theirs in range(target):
        chances = [euchre_equity((mine, theirs), 0, options, 0) for mine in range(target)]
        assert all(a < b for a, b in zip(chances, chances[1:])), theirs
    hands = {"game_end": "hands"}
    for left in (1, 4, 8):
        chances = [euchre_equity((mine, 3), 0, hands, left) for mine in range(0, 9)]
        assert all(a <= b for a, b in zip(chances, chances[1:])) and chances[0] < chances[-1], left


@pytest.mark.parametrize("low_wins", [False, True])
def test_race_equity_is_monotone_in_the_seats_own_score(low_wins):
    for spread in (1.0, 5.0, 60.0):
        chances = [softmax_equity((x, 7, 12), 0, spread, low_wins) for x in range(-5, 20)]
        pairs = list(zip(chances, chances[1:]))
        assert all(b < a for a, b in pairs) if low_wins else all(a < b for a, b in pairs)


def ended(state, scores, winners=None):
    """``state`` as a playout may leave it: ``scores``, and over with ``winners`` if given."""
    out = state.clone()
    out.score = type(state.score)(scores)
    if winners is not None:
        out.to_act = None
        if not hasattr(type(out), "winners"):
            out.winners = winners
    return out


def test_euchre_at_nine_all_one_point_wins_as_much_as_four():
    """At 9-9 a partnership's point (the match) is worth what a lone march is; far from the end
    the judge is the hand's points (None: today's utility)."""
    state = euchre_at((9, 9))
    judge = euchre_judge(state, 0)
    one, four = judge(ended(state, (10, 9), (0,))), judge(ended(state, (13, 9), (0,)))
    assert one == four > judge(ended(state, (9, 11), (1,)))
    assert euchre_judge(euchre_at((0, 0)), 0) is None


def test_ushter_seat_at_one_takes_the_sure_win_over_more_tricks():
    """The seat at 1, another at 3: taking one trick to 0 while the other takes one wins the match
    outright; taking two while the other takes four shares it, though it is a point more."""
    state = new_game("ushter", seed=1, players=5)
    state.score = (1, 3, 12, 12, 12)
    judge = ushter_judge(state, 0)
    alone = judge(ended(state, (0, 2, 12, 12, 12), ()))
    shared = judge(ended(state, (-1, -1, 12, 12, 12), ()))
    assert state.utility(0, state.score) == 0 and alone > shared
    assert ended(state, (-1, -1, 12, 12, 12), ()).utility(0, state.score) > \
        ended(state, (0, 2, 12, 12, 12), ()).utility(0, state.score)        # the hand's points say otherwise


def test_huutopussi_at_470_the_safe_bid_to_500_beats_a_larger_risky_one():
    """At 470, a made 50 crosses 500 and wins; a bid of 120 made 80% of the time and down 20% is
    worth more points on average, but may leave the match to the others."""
    state = new_game("huutopussi", seed=1, players=3)
    state.score = [470, 300, 250]
    judge = huutopussi_judge(state, 0)
    safe = judge(ended(state, [520, 330, 280], ()))
    made = judge(ended(state, [590, 330, 280], ()))
    down = judge(ended(state, [350, 330, 280]))
    risky = 0.8 * made + 0.2 * down
    points = [ended(state, s).utility(0, tuple(state.score)) for s in ([520, 330, 280], [590, 330, 280],
                                                                       [350, 330, 280])]
    assert 0.8 * points[1] + 0.2 * points[2] > points[0]            # the hand's points take the risk
    assert safe > risky
