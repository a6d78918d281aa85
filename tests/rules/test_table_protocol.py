"""The optional protocol methods a table uses, for every game: ``open_actions``, ``action_menu``,
``sort_key`` and the stock's name agree with the core protocol along a random match."""
import random

import pytest

from game.rules import GAMES, new_game

STOCK_WORDS = {"ushter": "stock", "ulti": "talon", "euchre": "kitty", "calltrump": "pack",
               "huutopussi": "devil's deck"}
"""What each game calls its stock, as the table labels it."""


@pytest.mark.parametrize("game", sorted(GAMES))
def test_menus_and_hand_order_agree_with_the_legal_actions(game):
    state = new_game(game, seed=2)
    rng = random.Random(2)
    pack = GAMES[game].pack()
    for _ in range(150):
        seat = state.to_act
        if seat is None:
            break
        legal = state.legal_actions()
        assert state.open_actions(seat) == legal
        other = (seat + 1) % state.players
        assert all(state.why_illegal(a, other) is None for a in state.open_actions(other))
        menu = state.action_menu(seat)
        offered = {a for _, a, _, reason in menu if reason is None}
        buttons = {a for a in legal if type(a).__name__ not in ("Play", "Discard")}
        assert buttons <= offered <= set(legal), "every decision that is not a card has its button"
        for _, a, label, reason in menu:
            assert label and (reason is None) == (a in legal)
            assert reason is None or reason == state.why_illegal(a, seat)
        keys = [state.sort_key(c) for c in pack]
        assert all(isinstance(k, tuple) and len(k) == 2 and 0 <= k[0] <= state.TRUMPS for k in keys)
        assert state.view(seat).stock_label == STOCK_WORDS[game]
        state.apply(legal[rng.randrange(len(legal))])
