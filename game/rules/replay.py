"""Replaying a saved match (``GameState.to_dict``) up to a move, one move at a time.

Undo, a resumed table's trick history, the hand file's deals and the LAN host's reveals all need the
match as it was move by move, not just where it ended; ``from_dict`` only gives the end. This is the
one loop that walks the log, handing each move's events to the caller, so the walk is written once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.rules import GAMES
from game.rules.actions import Action, Event, parse_action
from game.rules.base import GameState


@dataclass(frozen=True)
class Move:
    """One move of a replayed log, as it was applied."""
    number: int
    """Moves applied so far, this one included (1 for the first)."""
    action: Action
    seat: int | None
    """The seat that was to act."""
    chose: bool
    """That seat had more than one legal action (a forced move is no choice: undo skips it)."""
    events: list[Event]


def replay(match: dict[str, Any], upto: int | None = None,
           each: Callable[[GameState, Move], None] | None = None) -> GameState:
    """A new state of ``match``'s game, replayed from its start through its first ``upto`` actions
    (all of them when None), calling ``each(state, move)`` after every move. ValueError, as
    ``from_dict`` gives it, for a match that does not replay."""
    actions = match["actions"] if upto is None else match["actions"][:upto]
    state = GAMES[match["game"]].from_dict(dict(match, actions=[]))
    for number, text in enumerate(actions, 1):
        action = parse_action(text)
        seat = state.to_act
        chose = each is not None and seat is not None and len(state.legal_actions()) > 1
        events = state.apply(action)
        if each is not None:
            each(state, Move(number, action, seat, chose, events))
    return state
