"""A simulation copy asked to ``stop_after_hand`` ends at the hand's score: the same events and
scores as the match would have up to that score, then nothing left to act and no next hand dealt.
A search's playouts rely on it (a playout needs the hand's score only)."""
import random

import pytest

from game.rules import GAMES, new_game
from game.rules.actions import HandScored, MatchOver


def _to_first_score(state, rng):
    """Random legal actions until a hand is scored; the events of the scoring action."""
    for _ in range(2_000):
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        if any(type(e) is HandScored for e in events):
            return events
    raise AssertionError("no hand was scored")


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_for_one_deal_stops_at_the_hands_score(game):
    for seed in range(20):
        match = new_game(game, seed=seed)
        sim = match.clone()
        sim.stop_after_hand()
        hand = sim.hand_no
        played = _to_first_score(match, random.Random(seed))
        stopped = _to_first_score(sim, random.Random(seed))
        assert sim.scores == match.scores
        n = next(i for i, e in enumerate(played) if type(e) is HandScored) + 1
        assert stopped[:n] == played[:n]
        if any(type(e) is MatchOver for e in played):
            continue
        assert match.to_act is not None        # the match goes on (the next hand, or its start)
        assert stopped == played[:n]           # the copy deals nothing more
        assert sim.to_act is None and sim.hand_no == hand


@pytest.mark.parametrize("game", GAMES)
def test_the_match_itself_deals_on(game):
    """Asking a copy changes only the copy: its original plays on into the next hand."""
    match = new_game(game, seed=3)
    match.clone().stop_after_hand()
    _to_first_score(match, random.Random(3))
    assert match.to_act is not None
