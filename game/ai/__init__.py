"""Computer players. ``make_bot(game, level)``: ``random``, ``heuristic`` (the game's rule-of-thumb
player, the default) or ``search`` (determinized Monte Carlo over the heuristic)."""
from __future__ import annotations

from game.ai.base import Bot, RandomBot, Sampler
from game.ai.calltrump import CallTrumpBot
from game.ai.euchre import EuchreBot
from game.ai.huutopussi import HuutopussiBot
from game.ai.ulti import UltiBot
from game.ai.ushter import UshterBot

HEURISTIC: dict[str, type[Bot]] = {
    "ushter": UshterBot,
    "ulti": UltiBot,
    "euchre": EuchreBot,
    "calltrump": CallTrumpBot,
    "huutopussi": HuutopussiBot,
}

LEVELS = ("random", "heuristic", "search")
DEFAULT_LEVEL = "heuristic"


def make_bot(game: str, level: str = DEFAULT_LEVEL) -> Bot:
    if level == "random" or (level == "heuristic" and game not in HEURISTIC):
        return RandomBot()
    if level == "heuristic":
        return HEURISTIC[game]()
    if level == "search":
        from game.ai.search import SearchBot
        return SearchBot(HEURISTIC.get(game, RandomBot)())
    raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")


__all__ = ["Bot", "RandomBot", "Sampler", "make_bot", "LEVELS", "DEFAULT_LEVEL", "HEURISTIC"]
