"""What the table controller (``game.table.Table``) and the LAN host (``game.net.host.Host``) both
do around one decision, written once: a person's turn countdown, the move made for a person whose
time ran out (counted as a miss), and a computer's answer checked before it is played (the Easy
player moves instead of a bot that failed or chose an illegal move, and the log says so).

The two differ only in how many people sit at the table (one at the desktop, any number on the
network) and in how they tell the seats (a scene; messages), so this module holds no seats of its
own: it is handed the state, the seat and the game's record.
"""
from __future__ import annotations

import logging
import random
from typing import Any, Callable

from game.rules.actions import Action

log = logging.getLogger(__name__)


class Countdown:
    """One person's countdown for the decision open to them. It starts when a decision opens (a
    new move number) and runs on regardless of connections and windows: only a move restarts it,
    never a reconnect, a resume or a look at the score sheet."""

    __slots__ = ("deadline", "move")

    def __init__(self):
        self.deadline: float | None = None
        self.move = -1

    def tick(self, now: float, seconds: float | None, move: int, left: float | None = None) -> bool:
        """Keep in step with the open decision (``seconds`` it allows, None: no countdown now) at
        move number ``move``; ``left`` caps a fresh countdown (one saved with the match). True when
        it has just run out (then it is stopped until the next decision, or the next tick)."""
        if seconds is None:
            self.deadline = None
            return False
        if self.move != move or self.deadline is None:
            self.move = move
            self.deadline = now + (float(seconds) if left is None else max(0.0, min(float(seconds), left)))
        if now >= self.deadline:
            self.deadline = None
            return True
        return False

    def started(self, move: int) -> bool:
        """Whether the countdown running now belongs to move ``move`` (it was just (re)started)."""
        return self.deadline is not None and self.move == move

    def left(self, now: float) -> float | None:
        """Seconds left, None when none runs."""
        return None if self.deadline is None else max(0.0, self.deadline - now)

    def hold(self, seconds: float) -> None:
        """Give the person ``seconds`` more (they were looking back at the hand)."""
        if self.deadline is not None and seconds > 0:
            self.deadline += seconds


def timeout_move(rec: Any, state: Any, seat: int) -> Action | None:
    """The move made for ``seat`` whose countdown ran out: the game's ``timeout_action`` (its
    record's), or the first open action where it has none or names one that is not open; None
    when nothing is open to the seat."""
    legal = state.open_actions(seat)
    if not legal:
        return None
    action = rec.timeout_action(state.view(seat), legal) if rec.timeout_action is not None else None
    if action is None or state.why_illegal(action, seat) is not None:
        action = legal[0]
    return action


def timed_out(rec: Any, state: Any, seat: int, misses: Any, apply: Callable[[Action, int], list]) -> list:
    """``seat``'s countdown ran out: its timeout move is made through ``apply`` and, where the game
    counts misses (``misses``, the record's tracker), counted as one. Returns the move's events."""
    action = timeout_move(rec, state, seat)
    if action is None:
        return []
    phase = state.phase
    events = apply(action, seat)
    if events and misses is not None:
        misses.missed(seat, phase)
    return events


def easy_move(easy: Any, state: Any, seat: int, seed: int) -> Action:
    """The Easy player's move for ``seat`` (the first legal action if even that fails)."""
    legal = state.legal_actions()
    try:
        action = easy.choose(state.view(seat), legal, random.Random(seed), None)
    except Exception:                         # noqa: BLE001  (already falling back: never crash)
        log.exception("the Easy player failed too")
        return legal[0]
    return action if state.why_illegal(action, seat) is None else legal[0]


def checked_move(thought: Any, state: Any, seat: int, level: str | None, easy: Any, seed: int) -> Action:
    """A computer's finished ``thought`` as the move to play: its action when it is legal, else the
    Easy player's, with the failure logged (an error or an illegal answer is a bug)."""
    action = thought.action
    if thought.error is not None:
        log.error("the %s bot in seat %d failed (%s); the Easy player moves instead", level, seat, thought.error)
        return easy_move(easy, state, seat, seed)
    reason = state.why_illegal(action, seat)
    if reason is not None:
        log.error("the %s bot in seat %d chose an illegal action (%s: %s); the Easy player moves instead",
                  level, seat, action, reason)
        return easy_move(easy, state, seat, seed)
    return action
