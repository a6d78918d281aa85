"""Every scene in every language: what a Hungarian or Finnish player reads is in their language and
fits its box at the smallest window (960x600). tests/ui/text_scan.py draws each scene as the
screenshot command does and keeps every string drawn; one drawn alike in English is untranslated,
one that ends in an ellipsis no catalog wrote was cut to fit."""
from __future__ import annotations

import pytest

from tests.ui.text_scan import cut_short, drawn, untranslated

SCENES = ("menu", "settings", "stats")
"""The scenes whose every word is in the catalogs (more join as their words are translated)."""


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("scene", SCENES)
def test_a_scene_speaks_the_language_and_fits_at_960x600(tmp_path, scene, language):
    english = drawn(scene, "ulti", "en", tmp_path / "en")
    mine = drawn(scene, "ulti", language, tmp_path / language)
    assert untranslated(english, mine) == []
    assert cut_short(mine) == []
