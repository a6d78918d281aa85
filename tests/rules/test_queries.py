"""Queries only query, and the fast path is the checked path.

``legal_actions``, ``view``, ``seat_view``, ``events_for``, ``why_illegal``, ``clone``,
``determinize`` and ``deal_deck`` must leave the state they are asked about exactly as it was: its
``to_dict()`` and every field, private ones too (the hand in
play's included): a cache a query could write would be state a later step could trip over. And ``apply(action)`` (which may take an engine's fast path) must give the same events
and the same state as ``apply(action, seat=to_act)`` (always checked), for random legal actions in
every game.
"""
import random

from hypothesis import given, settings, strategies as st

from game.rules import new_game
from game.rules.actions import Bid, Discard, Pass, Play
from game.rules.play import HandInPlay

SETUPS = (
    ("ushter", {"players": 3}), ("ushter", {"players": 7}),
    ("ulti", {}), ("ulti", {"follow_after_trump": "beat_led"}),
    ("euchre", {}), ("euchre", {"joker": True, "stick_the_dealer": True}),
    ("calltrump", {}),
    ("huutopussi", {"players": 2}), ("huutopussi", {"players": 3}),
    ("huutopussi", {"players": 4, "teams": True}),
)


def _freeze(v):
    if isinstance(v, HandInPlay):
        return ("HandInPlay",) + tuple(_freeze(getattr(v, k)) for k in HandInPlay.__slots__)
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((str(k), _freeze(x)) for k, x in v.items()))
    if isinstance(v, set):
        return tuple(sorted(map(repr, v)))
    return v


def snapshot(state):
    """to_dict() and every field, frozen for comparison (the action log through to_dict)."""
    fields = tuple(sorted((k, _freeze(v)) for k, v in vars(state).items() if k != "_log"))
    return state.to_dict(), fields


def probes(state, rng):
    """Some actions to ask ``why_illegal`` about: every legal one, a few held cards, junk."""
    out = list(state.legal_actions())
    out += [Play(c) for c in state.pack()[:6]]
    out += [Pass(), Bid(5), Bid(1000), Discard(()), Play(rng.choice(state.pack()))]
    return out


def walk(game, opts, seed, steps):
    """A random legal walk; yields (state, rng) before each action."""
    state = new_game(game, seed=seed, **opts)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_act is None:
            return
        yield state, rng
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 10**6))
def test_queries_leave_the_state_exactly_as_it_was(setup, seed):
    game, opts = setup
    for state, rng in walk(game, opts, seed, 120):
        before = snapshot(state)
        state.legal_actions()
        for s in range(state.players):
            state.view(s)
            state.seat_view(s)
        state.seat_view(None)
        events = state.clone().apply(state.legal_actions()[0])
        for s in [*range(state.players), None]:
            state.events_for(s, events)
        for a in probes(state, rng):
            state.why_illegal(a)
            state.why_illegal(a, seat=(state.to_act + 1) % state.players)
        state.clone().legal_actions()
        state.deal_deck()
        for s in range(state.players):
            state.determinize(s, random.Random(seed))
        assert snapshot(state) == before


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 10**6))
def test_the_fast_path_gives_the_same_events_and_state_as_the_checked_path(setup, seed):
    game, opts = setup
    for state, rng in walk(game, opts, seed, 150):
        seat = state.to_act
        legal = state.legal_actions()
        a = legal[rng.randrange(len(legal))]
        fast, checked = state.clone(), state.clone()
        fast.legal_actions()               # the table's order: list, then apply the one chosen
        assert fast.apply(a) == checked.apply(a, seat=seat)
        assert snapshot(fast) == snapshot(checked)
