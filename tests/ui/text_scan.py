"""Every piece of text a scene draws, in a language, for the language tests: what is left in
English, and what was cut short to fit its box.

A scene is drawn as ``python -m game screenshot`` draws it (game/tools/screenshot.py ``render``),
with every font the UI writes with (``art.font``) wrapped so each string it renders is kept. A
string drawn the same in English and in another language is untranslated unless it is a word
every language shares (a name, a game's title, a number, a card's glyphs); a string ending in an
ellipsis that no catalog wrote so was cut to fit."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable

from game import i18n
from game.registry import RECORDS
from game.rules import new_game
from game.rules.ulti.bids import ROWS
from game.table import BOT_NAMES
from game.tools.screenshot import render, set_up
from game.ui import art, widgets

SHARED = {*BOT_NAMES, *(r.title for r in RECORDS.values()), *i18n.LANGUAGES.values(), "You", "Trick Table",
          "OK", "Kontra", "Rekontra", "Szubkontra", "Mordkontra", "Hirskontra", "Fedáksári", "Joker", "Durchmars",
          *(hungarian for _, hungarian, english, *_ in ROWS if hungarian == english)}
"""Words that are the same in every language the game speaks, in capitals or not (Ulti's bids that
English calls by their Hungarian names, "Betli", "40-100 ulti", "Durchmars", are those names
everywhere)."""


def _kept() -> set[str]:
    """Words every catalog keeps as they are in English (Ulti's "talon" is the talon in Hungarian
    and in Finnish too): a translation, not a text left untranslated."""
    others = [i18n.Language(code).messages for code in i18n.LANGUAGES if code != "en"]
    return {k for k in others[0] if isinstance(k, str) and "{" not in k and any(ch.isalpha() for ch in k)
            and all(m.get(k) == k for m in others)}
NO_WORDS = re.compile(r"^[\W\d_♣♦♥♠×%+−–—-]*(?:\b[A-Za-z]\b[\W\d_♣♦♥♠×%+−–—-]*)*$")
"""A string with no word to translate: numbers, signs, card glyphs, single letters (a key's name,
a card's rank, the seconds' "s")."""


class _Recorder:
    """A font that keeps what it renders."""

    def __init__(self, font, seen: set[str]):
        self._font, self._seen = font, seen

    def render(self, s, *args, **kw):
        self._seen.add(s)
        return self._font.render(s, *args, **kw)

    def __getattr__(self, name):
        return getattr(self._font, name)


def drawn(scene: str, game: str, language: str, home: Path, size=(960, 600), after: int = 8,
          seed: int = 3, settings: dict | None = None, hint: str | None = None, reason: bool = False) -> set[str]:
    """The strings ``scene`` of ``game`` draws in ``language`` (a fresh data folder under ``home``),
    with the hint at your decision (``hint``, as ``--hint`` shows it) or a closed card's reason
    (``reason``) on the table."""
    seen: set[str] = set()
    real = art.font
    home.mkdir(parents=True, exist_ok=True)
    assert set_up(str(home), {"language": language, **(settings or {})})
    widgets._TEXT.clear()                           # drawn from the cache, a string meets no font
    art.font = lambda size, bold=False: _Recorder(real(size, bold), seen)
    try:
        render(scene, new_game(game, seed=seed), after, seed, size, str(home), str(home / "shot.png"), hint, reason)
    finally:
        art.font = real
        i18n.use("en")
    return {s for s in seen if s.strip()}


def untranslated(english: Iterable[str], mine: Iterable[str]) -> list[str]:
    """Strings drawn alike in English and in another language that have words to translate."""
    words = re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in sorted(SHARED | _kept(), key=len, reverse=True)),
                       re.IGNORECASE)

    def shared(s: str) -> bool:
        return bool(NO_WORDS.match(words.sub("", s)))
    return sorted(s for s in set(english) & set(mine) if not shared(s))


def _whole() -> set[str]:
    """Every text the catalogs hold that ends in an ellipsis of its own ("Reset…"), in every language."""
    out = set()
    for code in i18n.LANGUAGES:
        for k, v in i18n.Language(code).messages.items():
            for t in (k if isinstance(k, str) else k[0], v):
                if isinstance(t, str) and t.endswith("…"):
                    out.add(t)
    return out


def cut_short(texts: Iterable[str]) -> list[str]:
    """Strings that end in an ellipsis the text did not have: cut to fit their box (an ellipsis
    a catalog wrote, "Joining…" and its translations, is the text's own, on the last of the lines
    it is wrapped to as well)."""
    whole = _whole()
    return sorted(s for s in texts if s.endswith("…") and not any(w == s or w.endswith(" " + s) for w in whole))
