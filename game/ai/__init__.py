"""Computer players. Levels: ``random``, ``heuristic`` (the game's rule-of-thumb player, the default)
and ``search`` (determinized Monte Carlo over the heuristic); ``game.registry.make_bot`` makes one
for a game, since the registry knows each game's heuristic."""
from __future__ import annotations

from game.ai.base import Bot, RandomBot, Sampler

LEVELS = ("random", "heuristic", "search")
DEFAULT_LEVEL = "heuristic"

__all__ = ["Bot", "RandomBot", "Sampler", "LEVELS", "DEFAULT_LEVEL"]
