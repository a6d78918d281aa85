"""The rules engines. ``GAMES`` maps each game's id to its state class; ``new_game`` starts a match."""
from __future__ import annotations

from typing import Any

from game.rules.actions import Action, Event, parse_action
from game.rules.base import DEAL_ACTIONS_MAX, EndlessDeal, GameState, IllegalAction, View
from game.rules.calltrump import CallTrump
from game.rules.euchre import Euchre
from game.rules.huutopussi import Huutopussi
from game.rules.options import Option, OptionError
from game.rules.wording import N_
from game.rules.ulti import Ulti
from game.rules.ushter import Ushter

GAMES: dict[str, type[GameState]] = {
    "ushter": Ushter,
    "ulti": Ulti,
    "euchre": Euchre,
    "calltrump": CallTrump,
    "huutopussi": Huutopussi,
}


def new_game(name: str, seed: int | None = None, players: int | None = None, dealer: int | None = None,
             deck: Any = None, **options: Any) -> GameState:
    """Start a match of game ``name``; OptionError with a clear message for any bad setting."""
    if name not in GAMES:
        raise OptionError(N_("unknown game {0} (games: {1})"), repr(name), ", ".join(GAMES))
    return GAMES[name].new(seed=seed, players=players, dealer=dealer, deck=deck, **options)


__all__ = ["GAMES", "new_game", "GameState", "IllegalAction", "View", "Action", "Event",
           "parse_action", "Option", "OptionError", "DEAL_ACTIONS_MAX", "EndlessDeal"]
