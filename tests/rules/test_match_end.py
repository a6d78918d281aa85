"""No match is endless: 1,000 matches of random players end in every game (a random player never
reaches Huutopussi's 500, so its round limit ends those). Call Trump's "no limit" match length is
endless on purpose (its rules: the tally runs until the host leaves) and is not played here."""
import random

import pytest

from game.rules import GAMES, new_game

MATCHES = 1000
MOST = 20_000
"""Decisions after which a match counts as endless (the longest of these takes about 2,200)."""


@pytest.mark.parametrize("game", GAMES)
def test_a_thousand_random_player_matches_end(game):
    rng = random.Random(38)
    for seed in range(MATCHES):
        state = new_game(game, seed=seed)
        for _ in range(MOST):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert state.to_act is None, f"the {game} match of seed {seed} was still going after {MOST} decisions"
