"""Every scene the app opens by name: the one module that imports them all, so that none of them
imports another to open it (the app's navigator is filled from ``SCENES`` when the app starts)."""
from __future__ import annotations

from game.ui.challenge import ChallengeScene
from game.ui.costs import CostsScene
from game.ui.keys import KeysHelp
from game.ui.lan_scenes import HostScene, JoinScene
from game.ui.results import MatchOverScene, SummaryScene
from game.ui.review import ReviewScene
from game.ui.scene import Scene
from game.ui.scenes import MenuScene, RulesScene, SettingsScene, SetupScene, StatsScene
from game.ui.scoresheet import ScoreSheet
from game.ui.seat_rows import SeatsPanel
from game.ui.table_scene import TableScene
from game.ui.tricks import TrickHistory

SCENES: dict[str, type[Scene]] = {
    "menu": MenuScene,
    "setup": SetupScene,
    "rules": RulesScene,
    "settings": SettingsScene,
    "stats": StatsScene,
    "host": HostScene,
    "join": JoinScene,
    "table": TableScene,
    "summary": SummaryScene,
    "match over": MatchOverScene,
    "keys": KeysHelp,
    "score sheet": ScoreSheet,
    "tricks": TrickHistory,
    "seats": SeatsPanel,
    "review": ReviewScene,
    "costs": CostsScene,
    "challenge": ChallengeScene,
}
