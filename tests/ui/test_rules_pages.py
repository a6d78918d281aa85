"""The rules pages in every language: each game's page in Hungarian and Finnish has the English
page's shape (the same headings count, every block a heading and sentences), and the rules scene
shows the page of the player's language."""
import pytest

from game import i18n
from game.registry import RECORDS
from game.ui.scenes import rules_file, rules_text


SAME_WORD = {"Kontra"}
"""Headings that are the same word in the translation (Ulti's own term)."""


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("game", list(RECORDS))
def test_each_rules_page_is_translated_with_the_english_shape(game, language):
    english = rules_file(game, "en").read_text(encoding="utf-8").strip().split("\n\n")
    mine = rules_file(game, language).read_text(encoding="utf-8").strip().split("\n\n")
    assert len(mine) == len(english), "one block per English block"
    assert mine[0].splitlines()[0] == english[0].splitlines()[0], "the game keeps its name"
    for ours, theirs in zip(mine[1:], english[1:]):
        head = ours.splitlines()[0]
        assert len(ours.splitlines()) >= 2, f"a heading and its text: {ours[:40]!r}"
        assert head != theirs.splitlines()[0] or head in SAME_WORD, f"the heading is translated: {head!r}"
        assert ours.rstrip().endswith((".", ")", "!", "?")), "the block ends a sentence"


def test_the_rules_scene_reads_the_page_of_the_players_language():
    try:
        i18n.use("hu")
        hu = rules_text("ulti")
        i18n.use("fi")
        fi = rules_text("huutopussi")
    finally:
        i18n.use("en")
    assert ("s", "Licit") in hu and any("adu hetes" in t for _, t in hu)
    assert ("s", "Huutaminen") in fi and any("valtti" in t for _, t in fi)
    assert ("s", "The auction") in rules_text("ulti")
