"""Anything malformed is refused cleanly: an action built with a field of the wrong kind is a
MalformedAction (an IllegalAction with a reason) when it is made, text that is no action is an
ActionParseError from ``parse_action``, and an engine asked about any action that can be made
answers a reason or applies it — never another exception, and a refusal changes nothing."""
import dataclasses
import random
import typing

import pytest
from hypothesis import given, settings, strategies as st

from game.rules import GAMES, IllegalAction, new_game, parse_action
from game.rules.actions import _ACTIONS, ActionParseError, Event, MalformedAction, Play, Renege

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
                 st.text(max_size=6), st.lists(st.integers(-2, 60), max_size=4),
                 st.tuples(st.text(max_size=3)), st.sampled_from(["AS", "H", "JK", "10C", "simple"]))


def build(cls, values):
    """``cls`` made from junk values (one per field): an action, or a MalformedAction."""
    n = len(dataclasses.fields(cls))
    return cls(*values[:n]) if n else cls()


@given(st.sampled_from(sorted(_ACTIONS)), st.lists(JUNK, min_size=3, max_size=3))
def test_an_action_of_junk_is_made_or_refused_with_a_reason(name, values):
    try:
        a = build(_ACTIONS[name], values)
    except MalformedAction as e:
        assert e.reason.startswith("That is not a valid action")
        return
    assert parse_action(str(a)) == a                       # whatever can be made prints and replays
    hints = typing.get_type_hints(type(a))
    for f in dataclasses.fields(a):
        v = getattr(a, f.name)
        assert type(v) is not float and v is not None or hints[f.name] is type(None)


@given(st.text(max_size=30) | st.builds(" ".join, st.lists(st.sampled_from(
    sorted(_ACTIONS) + ["AS", "9D", "JK", "H", "yes", "55", "-5", "x", "10S"]), max_size=5)))
def test_parse_action_gives_an_action_or_a_parse_error(text):
    try:
        a = parse_action(text)
    except ActionParseError:
        return
    assert parse_action(str(a)) == a


def _walk(game, seed, steps):
    state = new_game(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(steps)):
        if state.to_act is None:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), name=st.sampled_from(sorted(_ACTIONS)),
       values=st.lists(JUNK, min_size=3, max_size=3))
def test_an_engine_answers_any_action_with_a_reason_or_applies_it(game, seed, name, values):
    state = _walk(game, seed, 80)
    try:
        a = build(_ACTIONS[name], values)
    except MalformedAction:
        return
    before = state.to_dict()
    reason = state.why_illegal(a)
    assert reason is None or isinstance(reason, str) and reason
    assert state.to_dict() == before
    try:
        events = state.apply(a)
    except IllegalAction as e:
        assert e.reason == reason and state.to_dict() == before
        return
    assert all(isinstance(ev, Event) for ev in events)
    if reason is not None:                     # only a penalised attempt applies an illegal action
        assert [type(ev) for ev in events] == [Renege] and type(a) is Play
