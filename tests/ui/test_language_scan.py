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
