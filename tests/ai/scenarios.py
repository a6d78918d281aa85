"""The scenario runner the per-game scenario files share: one position, one level, one fixed
generator; the level's choice must be legal, one of the acceptable actions (when any are given) and
never a forbidden one. Easy is the heuristic; Normal and Hard search over it, sampling redeals
consistent with the seat's view (never the real hands). Each level is built with the shipped learned
models, as the table builds it."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterable

from game.models import shipped
from game.registry import make_bot

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Scenario:
    """A position (``build`` reaches it by play) and what a level may choose there."""
    name: str
    build: Callable[[], object]
    expect: frozenset[str] = frozenset()
    """The acceptable actions (empty: any but the forbidden)."""
    forbid: frozenset[str] = frozenset()


def plays(*cards: str) -> frozenset[str]:
    """The action texts of playing these cards."""
    return frozenset(f"Play {c}" for c in cards)


def check(game: str, state, level: str, expect: Iterable[str] = (), forbid: Iterable[str] = (),
          seed: int = 11, why: str = "", bot=None) -> str:
    """Let ``level`` (or ``bot``, an arena's level made by the caller) choose for the seat to act in
    ``state``; assert the choice (as text) and return it. The scenario itself must be a real choice:
    every expected and forbidden action is legal."""
    expect, forbid = frozenset(expect), frozenset(forbid)
    seat = state.to_act
    legal = state.legal_actions()
    texts = {str(a) for a in legal}
    assert expect <= texts and forbid <= texts, f"{why}: {sorted((expect | forbid) - texts)} not legal"
    bot = bot or make_bot(game, level, models=shipped())
    action = bot.choose(state.view(seat), legal, random.Random(seed),
                                          lambda rng: state.determinize(seat, rng))
    assert action in legal
    text = str(action)
    assert text not in forbid, f"{why} ({level}): chose {text}"
    if expect:
        assert text in expect, f"{why} ({level}): chose {text}"
    return text
