"""The player's language: English, Hungarian (magyar) or Finnish (suomi), from gettext catalogs.

The catalogs live in assets/locale/<code>/LC_MESSAGES/<domain>.po (and the compiled .mo beside
it), one domain per game, one for what the games share and one for the app (tools/catalogs.py),
managed with Babel: ``make catalogs-extract`` collects every marked string into
assets/locale/<domain>.pot, ``make catalogs-update`` merges them into each language's .po files and
``make catalogs`` compiles them. English is the source language and needs no catalog.

Two kinds of text are translated here, both on the reader's side:

- the window's and the command line's own words, marked ``_("…")`` / ``ngettext(…)`` where they
  are written, and ``pgettext(context, "…")`` where one English text means two things (all the
  catalogs of a language are one dictionary, so one English text has one translation unless a
  context tells its meanings apart; tools/catalogs.py checks it);
- the engines' text (prompts, reasons, labels, log lines, summaries). An engine writes English
  with placeholders (game/rules/wording.py): ``say("{0|takes|take} the trick", seat(2))`` gives
  "{seat:2|takes|take} the trick". ``text`` turns such a sentence back into its template by
  replacing every token and number with a numbered slot, looks the template up, and puts the
  tokens back into the translation, which may reorder them and give a seat its own verb forms
  ("{0|viszi|viszik|viszed} az ütést"). Names and card names are filled in afterwards by
  ``wording.render``, as in English. A text that is not in the catalog as a whole is tried line by
  line, a line's words before a colon (a choice, a heading: "Rule: …") apart from what follows,
  and sentence by sentence.

A text that finds no translation is shown in English and remembered in ``missing``, which the
tests read: every string a player can meet must be in every catalog.
"""
from __future__ import annotations

import gettext
import logging
import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from game.assets import ASSETS_DIR
from game.rules.wording import ENGLISH, CardNames, render

log = logging.getLogger(__name__)

LANGUAGES = {"en": "English", "hu": "Magyar", "fi": "Suomi"}
"""Each language's code and its name in itself, as the language setting lists them."""
LOCALE_DIR = ASSETS_DIR / "locale"

PIECE = re.compile(r"\{(seat|team):([\d,]+)((?:\|[^|{}]*){2,3})?\}|\{(?:card|suit|term):[^{}]*\}"
                   r"|\d+(?:\.\d+)?")
"""What a template's slot stands for in a finished engine sentence: a seat or team token (with
its verb forms), a card, suit or term token, or a number."""
SLOT = re.compile(r"\{(\d{1,2})((?:\|[^|{}]*){2,3})?\}")
"""A slot in a (translated) template: the argument's index and its verb forms."""
SENTENCE = re.compile(r"(?<=[.!?:])\s+(?=\S)")
"""Where one sentence ends and the next begins, for a text that is not in the catalog whole."""


def template(said: str) -> tuple[str, list[str]]:
    """An engine sentence as its catalog template and the arguments taken out of it:
    "{seat:2|takes|take} 12 points" -> ("{0|takes|take} {1} points", ["{seat:2}", "12"])."""
    args: list[str] = []

    def one(m: re.Match) -> str:
        i = len(args)
        if m.group(1):
            args.append(f"{{{m.group(1)}:{m.group(2)}}}")
            return f"{{{i}{m.group(3) or ''}}}"
        args.append(m.group(0))
        return f"{{{i}}}"
    return PIECE.sub(one, said), args


def fill(translated: str, args: list[str]) -> str:
    """``translated`` (a template in the reader's language) with ``args`` put back in its slots."""
    def one(m: re.Match) -> str:
        i = int(m.group(1))
        if i >= len(args):
            return m.group(0)
        arg = args[i]
        if m.group(2) and arg.startswith("{"):
            return f"{arg[:-1]}{m.group(2)}}}"
        return arg
    return SLOT.sub(one, translated)


class Language:
    """One language's catalog, and the texts it was asked for and did not have."""

    def __init__(self, code: str, folder: Path = LOCALE_DIR):
        self.code = code if code in LANGUAGES else "en"
        self.messages: dict = {}
        """Every catalog of the language as one: English text (or (text, plural form)) -> its own."""
        if self.code != "en":
            for path in sorted((folder / self.code / "LC_MESSAGES").glob("*.mo")):
                try:
                    with open(path, "rb") as f:
                        self.messages.update(gettext.GNUTranslations(f)._catalog)
                except (OSError, ValueError) as e:
                    log.warning("the catalog %s could not be read: %s", path, e)
        self.plural = _PLURALS.get(self.code, _PLURALS["en"])
        self.missing: set[str] = set()
        """English texts asked for that this catalog lacks (English itself lacks nothing)."""

    def gettext(self, words: str) -> str:
        """``words`` in this language; in English (and remembered as missing) when not in it."""
        if self.code == "en" or not words:
            return words
        found = self.messages.get(words)
        if found:
            return found
        self.missing.add(words)
        return words

    def pgettext(self, context: str, words: str) -> str:
        """``words`` in this language where the same English means something else elsewhere:
        ``context`` tells them apart in the catalog ("Start" as a button, and as the score
        sheet's first line, marked ``pgettext("score sheet", "Start")``)."""
        if self.code == "en" or not words:
            return words
        found = self.messages.get(f"{context}\x04{words}")
        if found:
            return found
        self.missing.add(words)
        return words

    def ngettext(self, one: str, many: str, n: int) -> str:
        """The form for count ``n``: ``one`` or ``many`` in English, this language's form here."""
        if self.code != "en":
            found = self.messages.get((one, self.plural(n)))
            if found:
                return found
            self.missing.add(one)
        return one if n == 1 else many

    def text(self, said: str) -> str:
        """An engine's text (placeholders kept) in this language: whole, else line by line and
        sentence by sentence; what has no translation stays English and is remembered."""
        if self.code == "en" or not said:
            return said
        whole = self._sentence(said)
        if whole is not None:
            return whole
        if "\n" in said:
            return "\n".join(self.text(line) for line in said.split("\n"))
        head, colon, rest = said.partition(": ")
        if colon and rest:                # a choice or a heading named before what is said of it
            named = self._sentence(head)
            if named is not None:
                return f"{named}: {self.text(rest)}"
        parts = SENTENCE.split(said)
        if len(parts) > 1:
            return " ".join(self.text(p) for p in parts)
        if said.endswith(":"):            # a choice named before what is said of it (the hint's)
            named = self._sentence(said[:-1])
            if named is not None:
                return named + ":"
        form, _ = template(said)
        self.missing.add(form)
        return said

    def _sentence(self, said: str) -> str | None:
        """``said`` in this language: as it stands in the catalog (a label marked ``N_`` keeps its
        digits), else as its template with the slots filled."""
        exact = self.messages.get(said)
        if exact:
            return exact
        form, args = template(said)
        if not any(ch.isalpha() for ch in form):
            return said                   # only tokens and numbers ("{suit:H|both}", "10"): no words
        found = self.messages.get(form)
        return fill(found, [decimal(a, self.code) for a in args]) if found else None


DECIMAL_COMMA = frozenset({"hu", "fi"})
"""Languages that write a decimal comma: 1,5 pont, 0,4 pistettä."""


def decimal(number: str, code: str) -> str:
    """A number as a reader of ``code`` writes it: "1.5" stays in English, "1,5" in Hungarian
    and Finnish; whole numbers and anything that is not a plain decimal are left alone."""
    if code in DECIMAL_COMMA and "." in number and number.lstrip("\u2212-+").replace(".", "", 1).isdigit():
        return number.replace(".", ",")
    return number


_PLURALS = {"en": lambda n: int(n != 1), "hu": lambda n: int(n != 1), "fi": lambda n: int(n != 1)}
"""Each language's plural rule, as its catalog's Plural-Forms header says it (two forms each)."""

_active = Language("en")


def use(code: str) -> Language:
    """Make ``code`` the language every later text is shown in (English for an unknown code)."""
    global _active
    if code != _active.code:
        _active = Language(code)
    return _active


def active() -> Language:
    return _active


def _(words: str) -> str:
    """``words`` in the player's language."""
    return _active.gettext(words)


def pgettext(context: str, words: str) -> str:
    """``words``, told apart by ``context`` from the same English meaning something else, in the
    player's language."""
    return _active.pgettext(context, words)


def ngettext(one: str, many: str, n: int) -> str:
    """The plural form for ``n`` in the player's language."""
    return _active.ngettext(one, many, n)


def said(template: str, words: Sequence[object]) -> str:
    """A sentence kept as its template and its words (``OptionError``: the words are an option's
    key and values, the command line's own; a hand file's ``Said``) in the player's language. A
    word that is a sentence of its own (it has a template: a ``Said``, an ``OptionError``, a
    ``HandFileError``) is said too; a sentence without words may be an engine's (``text``)."""
    own = _active.gettext(template) if words else _active.text(template)
    return fill(own, [said(w.template, w.words) if hasattr(w, "template") else str(w) for w in words])


def line(words: str) -> str:
    """A line for the player in the player's language: one kept as its template and words (a
    ``Said``: the store's lines about its files, a crash's, made before the language is known) is
    said now; any other (a note already said in it) stands as it is."""
    return said(words.template, words.words) if hasattr(words, "template") else words


def text(said: str) -> str:
    """An engine's text in the player's language (its placeholders still to be rendered)."""
    return _active.text(said)


def shown(said: str, names: Sequence[str] | None = None, you: int | None = None,
          cards: CardNames = ENGLISH) -> str:
    """An engine's text as the reader sees it: in the player's language, with the players' names
    (the reader's own seat in the language's word for "You") and the chosen card names."""
    return render(_active.text(said), names, you, cards, _active.gettext("You"), _active.code)


def number(shown: str) -> str:
    """A number formatted in English ("−0.4") as the player's language writes it ("−0,4")."""
    return decimal(shown, _active.code)


def person(name: str) -> str:
    """A player's name, or a side's ("You & Cleo"), as the reader sees it: the reader's own seat,
    named "You" at the table, in the language's word for it."""
    if "You" not in name:
        return name
    return " & ".join(_active.gettext("You") if p == "You" else p for p in name.split(" & "))


def chosen_language(setting: str, environ: Mapping[str, str] = os.environ) -> str:
    """The language a player reads: the one the settings choose, else (setting "", or none known)
    the system's."""
    return setting if setting in LANGUAGES else system_language(environ)


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """The language the system's locale asks for, if the game speaks it, else English: the first
    of LANGUAGE (a list), LC_ALL, LC_MESSAGES and LANG that is set decides, as gettext does."""
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key, "")
        if not value:
            continue
        for entry in value.split(":"):
            code = entry[:2].lower()
            if code in LANGUAGES:
                return code
        return "en"
    return "en"
