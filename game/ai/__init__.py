"""Computer players. Levels, as a player picks them: ``easy`` (the game's rule-of-thumb player),
``normal`` (the default) and ``hard`` (determinized search over it, with a larger budget); ``random``
stays for tests and the arena; ``cheater`` (Hard's search over the real cards: the upper bound a
search could reach), ``hard-learned`` (Hard playing its deals out by a learned policy), ``easy-2026``
and ``normal-2026`` (Easy and Normal as they played on 2026-12-06), ``normal-valued`` and
``easy-valued`` (deciding by a learned value) are for the arena alone. ``game.registry.make_bot`` makes one for
a game, since the registry knows each game's heuristic."""
from __future__ import annotations

from game.ai.base import Bot, RandomBot, Sampler

LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
SEAT_LEVELS = ("easy", "normal", "hard")
"""The levels a table setup offers for a computer seat."""
OLD_NAMES = {"heuristic": "easy", "search": "normal"}
"""Earlier names of the levels, still read from saved settings, saves and command lines."""
CHEATER = "cheater"
"""The arena's level that sees every card: it plays only where the arena hands it the real state."""
HARD_LEARNED = "hard-learned"
"""The arena's Hard whose sampled deals are played out by a learned policy (``GameRecord.hard_rollout``,
in Euchre): measured no stronger than Hard (docs/ai-log.md), so no table seats it; kept to measure the
next policy by."""
NORMAL_2026 = "normal-2026"
"""The arena's Normal as it played on 2026-12-06: its rule of thumb with every rule added since
switched off (``Bot.as_2026``) and its search judging every playout by the hand's points (no match
judge, game/ai/match.py), so the arena measures what the new rules are worth."""
EASY_2026 = "easy-2026"
"""The arena's Easy as it played on 2026-12-06 (``Bot.as_2026``): ``--a easy --b easy-2026 --field
easy`` measures the rules of thumb added since, over whole deals, in seconds rather than hours."""
NORMAL_VALUED = "normal-valued"
"""The arena's Normal whose rule of thumb decides by a learned value (``GameRecord.valued``: Euchre's
order-up and trump, Ushter's Play or Fold, Ulti's kontra), in its choice and its playouts; where
it has not measured surely stronger than Normal (docs/ai.md), no table seats it."""
EASY_VALUED = "easy-valued"
"""The arena's Easy deciding by the same learned value: ``--a easy-valued --b easy --field easy``
measures the value over whole deals in seconds rather than hours."""
ARENA_LEVELS = LEVELS + (CHEATER, HARD_LEARNED, EASY_2026, NORMAL_2026, NORMAL_VALUED, EASY_VALUED)


def level(name: object, arena: bool = False) -> str:
    """The level called ``name`` (an earlier name too; the cheater only for the ``arena``);
    ValueError naming the levels if none."""
    name = OLD_NAMES.get(name, name) if isinstance(name, str) else name
    known = ARENA_LEVELS if arena else LEVELS
    if name not in known:
        raise ValueError(f"unknown computer level {name!r} (levels: {', '.join(known)})")
    return name


__all__ = ["Bot", "RandomBot", "Sampler", "LEVELS", "DEFAULT_LEVEL", "SEAT_LEVELS", "OLD_NAMES", "CHEATER",
           "HARD_LEARNED", "EASY_2026", "NORMAL_2026", "NORMAL_VALUED", "EASY_VALUED",
           "ARENA_LEVELS", "level"]
