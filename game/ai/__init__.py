"""Computer players. Levels, as a player picks them: ``easy`` (the game's rule-of-thumb player),
``normal`` (the default) and ``hard`` (determinized search over it, with a larger budget); ``random``
stays for tests and the arena. ``game.registry.make_bot`` makes one for a game, since the registry
knows each game's heuristic."""
from __future__ import annotations

from game.ai.base import Bot, RandomBot, Sampler

LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
SEAT_LEVELS = ("easy", "normal", "hard")
"""The levels a table setup offers for a computer seat."""
OLD_NAMES = {"heuristic": "easy", "search": "normal"}
"""Earlier names of the levels, still read from saved settings, saves and command lines."""


def level(name: object) -> str:
    """The level called ``name`` (an earlier name too); ValueError naming the levels if none."""
    name = OLD_NAMES.get(name, name) if isinstance(name, str) else name
    if name not in LEVELS:
        raise ValueError(f"unknown computer level {name!r} (levels: {', '.join(LEVELS)})")
    return name


__all__ = ["Bot", "RandomBot", "Sampler", "LEVELS", "DEFAULT_LEVEL", "SEAT_LEVELS", "OLD_NAMES", "level"]
