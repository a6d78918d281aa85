"""Invariants every registered game must keep, driven by random legal and illegal actions."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cards import CARDS
from game.rules import GAMES, IllegalAction, new_game
from game.rules.actions import PLAY, HandScored, MatchOver
from game.rules.base import GameState

CONFIGS = [(g, n) for g, cls in GAMES.items() for n in cls.PLAYER_COUNTS]


def all_cards_accounted(state: GameState) -> None:
    """Each game lists where every card is (``card_places``): none lost, none twice."""
    places = state.card_places()
    seen = 0
    for name, mask in places.items():
        assert seen & mask == 0, f"a card is in two places ({name})"
        seen |= mask
    pack = 0
    for c in state.pack():
        pack |= 1 << c
    assert seen == pack, "cards lost or added"


def snapshot(state: GameState):
    return state.to_dict(), state.scores, state.to_act


def random_walk(state: GameState, rng: random.Random, steps: int):
    for _ in range(steps):
        if state.to_act is None:
            return
        legal = state.legal_actions()
        assert legal, "a seat to act must have a legal action"
        assert all(state.why_illegal(a) is None for a in legal)
        if rng.random() < 0.3:
            card = CARDS[rng.randrange(len(CARDS))]
            bad = PLAY[card]
            if bad not in legal:
                before = snapshot(state)
                try:
                    events = state.apply(bad)
                except IllegalAction as e:
                    assert e.reason
                    assert snapshot(state)[1:] == before[1:]
                    assert state.to_dict()["actions"] == before[0]["actions"]
                else:
                    # only a penalised attempt (Ushter's renege) may change anything
                    assert events and type(events[0]).__name__ == "Renege"
                    assert state.to_act == before[2]
        actor = state.to_act
        state.apply(legal[rng.randrange(len(legal))])
        all_cards_accounted(state)
        assert state.to_act is None or 0 <= state.to_act < state.players
        del actor


@pytest.mark.parametrize("game,players", CONFIGS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), walk=st.integers(0, 2**32))
def test_random_play_keeps_invariants(game, players, seed, walk):
    state = new_game(game, seed=seed, players=players)
    all_cards_accounted(state)
    random_walk(state, random.Random(walk), 300)


@pytest.mark.parametrize("game,players", CONFIGS)
def test_every_match_ends(game, players):
    rng = random.Random(5)
    state = new_game(game, seed=11, players=players)
    over = False
    for _ in range(200_000):
        legal = state.legal_actions()
        if game == "huutopussi":     # every bid amount is legal; random jumps go down every deal
            bids = [a for a in legal if type(a).__name__ == "Bid"]
            legal = [a for a in legal if type(a).__name__ != "Bid"] + bids[:1]
        for ev in state.apply(legal[rng.randrange(len(legal))]):
            if isinstance(ev, MatchOver):
                over = True
        if state.to_act is None:
            break
    assert over and state.match_over


@pytest.mark.parametrize("game,players", CONFIGS)
@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_replay_from_dict_is_exact(game, players, seed):
    rng = random.Random(seed)
    state = new_game(game, seed=seed, players=players)
    for _ in range(rng.randrange(1, 120)):
        if state.to_act is None:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    d = state.to_dict()
    again = type(state).from_dict(d)
    assert again.to_dict() == d
    assert again.scores == state.scores and again.to_act == state.to_act
    if state.to_act is not None:
        assert again.legal_actions() == state.legal_actions()
        assert again.view(state.to_act) == state.view(state.to_act)


@pytest.mark.parametrize("game,players", CONFIGS)
def test_clone_is_independent(game, players):
    state = new_game(game, seed=3, players=players)
    before = state.to_dict()
    twin = state.clone()
    rng = random.Random(1)
    for _ in range(30):
        if twin.to_act is None:
            break
        legal = twin.legal_actions()
        twin.apply(legal[rng.randrange(len(legal))])
    assert state.to_dict() == before


@pytest.mark.parametrize("game,players", CONFIGS)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_determinize_agrees_with_view(game, players, seed, steps):
    """A determinized state shows the seat exactly what it saw, and keeps every card once."""
    rng = random.Random(seed)
    state = new_game(game, seed=seed, players=players)
    for _ in range(steps):
        if state.to_act is None:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    if state.to_act is None:
        return
    seat = state.to_act
    world = state.determinize(seat, random.Random(seed + 1))
    assert world.view(seat) == state.view(seat)
    assert world.legal_actions() == state.legal_actions()
    all_cards_accounted(world)
    for _ in range(40):
        if world.to_act is None:
            break
        legal = world.legal_actions()
        world.apply(legal[rng.randrange(len(legal))])
        all_cards_accounted(world)


@pytest.mark.parametrize("game", list(GAMES))
def test_zero_sum_where_the_game_is(game):
    cls = GAMES[game]
    if not getattr(cls, "ZERO_SUM", False):
        pytest.skip(f"{game} scores are not zero-sum")
    rng = random.Random(2)
    state = new_game(game, seed=2)
    for _ in range(3000):
        if state.to_act is None:
            break
        legal = state.legal_actions()
        for ev in state.apply(legal[rng.randrange(len(legal))]):
            if isinstance(ev, HandScored):
                assert sum(ev.deltas) == 0
                assert sum(ev.scores) == 0


@pytest.mark.parametrize("game,players", CONFIGS)
def test_bot_chosen_actions_replay_exactly(game, players):
    """Bots build their own action objects (not the engine's); their texts must replay too."""
    from game.registry import make_bot
    rng = random.Random(9)
    bot = make_bot(game, "heuristic")
    state = new_game(game, seed=9, players=players)
    for _ in range(250):
        if state.to_act is None:
            break
        seat = state.to_act
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    d = state.to_dict()
    assert type(state).from_dict(d).to_dict() == d
