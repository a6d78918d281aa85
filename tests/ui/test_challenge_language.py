"""The duplicate challenge in Hungarian and Finnish: its code entry and its comparison page (drawn
as ``python -m game screenshot`` draws them, tests/ui/text_scan.py), a refused code's line, a
deal's badge, keys and summary button, and the statistics' line show no English left and nothing
cut to fit at 960x600. The numbers are fixed here (Hard's line and the player's deals are not
played: what they are is tests/test_challenge.py's business), so every game's page is quick."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game import challenge, i18n
from game.challenge import CodeError
from game.registry import RECORDS
from game.store import Store
from game.ui.challenge import deal_aside
from tests.ui.text_scan import cut_short, drawn, untranslated

SEED = 5
HARD_LINE = [3, -1, 0, 2, -2, 1]
MINE = [1, 0, -2, 2, 0, -1]
REFUSED = ("", "EU4-00C1S", "XX4-00C1S-A", "EU4-00C1S-B", f"EU5-00C1S-{challenge._check('EU500C1S')}")
"""An empty code, a short one, an unknown game, a mistyped letter, seats the game has not."""


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(challenge, "computer_line", lambda code, *args, **kw: list(HARD_LINE))
    monkeypatch.setattr(challenge, "play_deal", lambda ch, deal, levels: MINE[deal])


def code(game: str) -> str:
    return challenge.make(game, None, SEED).code


def scan(scene: str, game: str, language: str, home: Path | None = None) -> set[str]:
    return drawn(scene, game, language, home or Path(tempfile.mkdtemp()), seed=SEED)


@pytest.mark.parametrize("language", ["hu", "fi"])
@pytest.mark.parametrize("game", list(RECORDS))
@pytest.mark.parametrize("scene", ["challenge", "challenge-result"])
def test_the_challenge_speaks_the_language_and_fits(scene, game, language, quick):
    english, mine = scan(scene, game, "en"), scan(scene, game, language)
    assert untranslated(english - {code(game)}, mine) == []      # the code is typed alike everywhere
    assert cut_short(mine) == []


def said(language: str, words) -> set[str]:
    i18n.use(language)
    try:
        return set(words())
    finally:
        i18n.use("en")


def refusals() -> list[str]:
    out = []
    for typed in REFUSED:
        with pytest.raises(CodeError) as e:
            challenge.parse(typed)
        out.append(str(e.value))
    return out


def table_words() -> list[str]:
    aside = deal_aside(2)
    return [aside.badge_text(), i18n._(aside.keys), i18n._(aside.finish), i18n._(aside.quit_note)]


@pytest.mark.parametrize("language", ["hu", "fi"])
def test_a_refused_code_and_a_deals_table_speak_the_language(language):
    for words in (refusals, table_words):
        assert untranslated(said("en", words), said(language, words)) == []


@pytest.mark.parametrize("language", ["hu", "fi"])
def test_the_statistics_list_a_challenge_in_the_language(language, tmp_path):
    def stats(lang: str) -> set[str]:
        home = tmp_path / lang
        home.mkdir()
        store = Store(str(home))
        store.keep_challenge(code("euchre"), "euchre", best=MINE, computer=HARD_LINE)
        store.keep_challenge(code("ulti"), "ulti", best=MINE)
        return scan("stats", "euchre", lang, home)
    english, mine = stats("en"), stats(language)
    assert any(code("euchre") in s for s in mine)
    assert untranslated(english, mine) == []
