"""Every scene in Hungarian and Finnish at 960x600: no word left in English, nothing cut to fit
(tests/ui/text_scan.py draws each scene as ``python -m game screenshot`` does; one drawn alike in
English is untranslated, one that ends in an ellipsis no catalog wrote was cut to fit)."""
from __future__ import annotations

import functools
import tempfile
from pathlib import Path

import pytest

from game.registry import RECORDS
from tests.ui.text_scan import cut_short, drawn, untranslated

SIZE = (960, 600)

SCENES = ("menu", "settings", "stats")
"""The app's scenes whose every word is in the catalogs (more join as their words are translated)."""
LAN_SCENES = {"host": "setup", "host-lobby": None, "join": None}
"""The LAN table's scenes (the "lan" catalog), each with the scene it is built on, whose own words
its own scan answers for: Host a table is the table setup with the LAN's rows added."""


@functools.lru_cache(maxsize=None)
def _drawn(scene: str, game: str, language: str) -> frozenset[str]:
    """What ``scene`` draws, once per scene, game and language (English is asked for again and
    again)."""
    return frozenset(drawn(scene, game, language, Path(tempfile.mkdtemp()), SIZE))


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("scene", SCENES)
def test_a_scene_speaks_the_language_and_fits_at_960x600(scene, language):
    english, mine = _drawn(scene, "ulti", "en"), _drawn(scene, "ulti", language)
    assert untranslated(english, mine) == []
    assert cut_short(mine) == []


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("game", list(RECORDS))
@pytest.mark.parametrize("scene", list(LAN_SCENES))
def test_the_lan_scenes_speak_the_language_and_fit(scene, game, language):
    base = LAN_SCENES[scene]
    english, mine = _drawn(scene, game, "en"), _drawn(scene, game, language)
    if base is not None:
        english, mine = english - _drawn(base, game, "en"), mine - _drawn(base, game, language)
    assert untranslated(english, mine) == []
    assert cut_short(mine) == []


TABLE = {"ushter": {"bidding": 0, "discard": (28, "closed"), "play": 32},
         "ulti": {"bidding": 3, "discard": 4, "play": (19, "closed")},
         "euchre": {"bidding": 24, "play": (5, "closed")}, "calltrump": {"bidding": 0, "play": (8, "closed")},
         "huutopussi": {"bidding": 0, "discard": 45, "play": (9, "closed")}}
"""Each game's table at your decision after so many moves of the seeded match (seed 3, the
screenshot tool's computers): in the auction, laying cards away (Ushter's and Ulti's talon,
Huutopussi's devil's deck) and in play; "closed" where a card of yours may not go, its reason
shown beside it (Ushter's play closes none: a wrong card is penalised, not refused)."""


def pictures(game: str) -> dict[str, tuple]:
    """Every scene of ``game`` a player reads, by name: (scene, moves before it, the hint's reason
    or None, a closed card's reason shown); the table with the hint at your bid and with a closed
    card's reason beside it."""
    table = {}
    for phase, at in TABLE[game].items():
        k, closed = at if isinstance(at, tuple) else (at, "")
        table[f"table-{phase}"] = ("table", k, "" if phase == "bidding" else None, closed == "closed")
    after = {name: (name, 8, None, False)
             for name in ("summary", "matchover", "scoresheet", "tricks", "review", "practice", "costs")}
    return {"setup": ("setup", 0, None, False), "rules": ("rules", 0, None, False), **table, **after,
            "lesson-start": ("lesson", 0, None, False), "lesson": ("lesson", 3, None, False)}


@functools.lru_cache(maxsize=None)
def _picture(game: str, name: str, language: str) -> frozenset[str]:
    scene, after, hint, reason = pictures(game)[name]
    return frozenset(drawn(scene, game, language, Path(tempfile.mkdtemp()), SIZE, after=after, hint=hint,
                           reason=reason))


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("game,name", [(g, n) for g in RECORDS for n in pictures(g)])
def test_every_scene_of_a_game_speaks_the_language_and_fits_at_960x600(game, name, language):
    english, mine = _picture(game, name, "en"), _picture(game, name, language)
    assert untranslated(english, mine) == []
    assert cut_short(mine) == []


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("scene", ["claim", "claimed"])
def test_a_claim_speaks_the_language_and_fits_at_960x600(scene, language):
    """Ulti's table (seed 3) with your proven claim's button, and with a computer's claim laid face
    up and said in a toast."""
    english, mine = (drawn(scene, "ulti", lang, Path(tempfile.mkdtemp()), SIZE, after=0) for lang in ("en", language))
    assert untranslated(english, mine) == []
    assert cut_short(mine) == []
