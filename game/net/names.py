"""Names at a LAN table: what a peer sends as its name is cleaned before anyone else reads it.

A name reaches every window at the table, the host's console and its log, so a peer must not be
able to colour a terminal (ANSI escapes), turn text around (bidi overrides), hide itself (format
characters, blank-looking letters), pose as the reader ("You") or as a computer, or take another
person's name. ``clean`` makes any text harmless; ``seat_name`` adds the table's own rules (a
default when nothing is left, no "You", no computer's name, unique at the table); ``shown_name``
is the reader's side, for names a host sends (a host is trusted no more than a peer).
"""
from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from game import i18n
from game.rules.wording import N_
from game.store import NAME_MAX
from game.table import BOT_NAMES

ESCAPES = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"      # CSI: colours, cursor moves
                     r"|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"   # OSC: window titles, links
                     r"|\x1b[ -/]*[0-~]?")                        # any other escape sequence
"""Terminal escape sequences, removed whole (removing only the ESC would leave "[31m" behind)."""

DROPPED_KINDS = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Unicode categories that never belong in a name: controls (C0, C1, DEL), format characters
(bidi overrides and isolates, zero-width joiners and spaces, soft hyphen, byte-order mark),
surrogates, private use, unassigned."""

BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f")
"""Letters and marks that draw as nothing (Hangul fillers, the blank Braille pattern, the combining
grapheme joiner): a name made of them would look empty."""

YOU_WORDS = frozenset({"you", "te", "sinä"})
"""How the app names the reader's own seat (English, and the Hungarian and Finnish words, to be safe)."""

COMPUTER = "computer"
"""The host's name for a computer's seat begins with it ("Computer 3")."""
COMPUTER_WORDS = frozenset({COMPUTER, "gép", "tietokone"})
"""The word a computer's seat is named by, in English, Hungarian and Finnish ("Gép 3"): a person's
name that starts with one of them poses as a computer."""
PLAYER_NAME = N_("Player {0}")
COMPUTER_NAME = N_("Computer {0}")
"""The host's names for a seat nobody named, a person's and a computer's, numbered from 1 and said
in the language of whoever names it (the host, or a window for a name the host sent that it may
not show)."""


def clean(text: str) -> str:
    """``text`` as a name anyone may read: escape sequences, controls and format characters out,
    NFC-normalised, every run of white space one space, trimmed, at most ``NAME_MAX`` characters
    (possibly empty: the caller picks the default)."""
    text = ESCAPES.sub("", str(text))
    text = unicodedata.normalize("NFC", text)
    kept = []
    for ch in text:
        if ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch) not in DROPPED_KINDS and ch not in BLANKS:
            kept.append(ch)
    return " ".join("".join(kept).split())[:NAME_MAX].strip()


def _key(name: str) -> str:
    """What two names are compared by: look-alike forms (full-width letters, ligatures) and case
    folded together."""
    return unicodedata.normalize("NFKC", name).casefold()


def reads_as_you(name: str) -> bool:
    """The name is the word the app uses for the reader's own seat."""
    return _key(name).strip(" .!") in YOU_WORDS


def poses_as_computer(name: str) -> bool:
    """The name is a computer's: one of the desktop's computer names, or "Computer …" in any of the
    game's languages."""
    key = _key(name)
    return key.startswith(COMPUTER) or key.split(" ")[0] in COMPUTER_WORDS or key in {_key(b) for b in BOT_NAMES}


def default_name(seat: int) -> str:
    """A person's seat with no usable name: "Player 2" for seat 1."""
    return i18n._(PLAYER_NAME).format(seat + 1)


def computer_name(seat: int) -> str:
    """A computer's seat: "Computer 3" for seat 2."""
    return i18n._(COMPUTER_NAME).format(seat + 1)


def seat_name(wanted: str, seat: int, others: Iterable[str]) -> str:
    """The name a person asking for ``wanted`` gets in ``seat``: cleaned; the seat's default when
    nothing is left or it reads as "You" or as a computer; " 2", " 3", ... added when another seat
    (``others``) already has it."""
    name = clean(wanted)
    if not name or reads_as_you(name) or poses_as_computer(name):
        name = default_name(seat)
    taken = {_key(o) for o in others}
    base, n = name, 1
    while _key(name) in taken:
        n += 1
        suffix = f" {n}"
        name = base[:NAME_MAX - len(suffix)].rstrip() + suffix
    return name


def shown_name(name: str, seat: int) -> str:
    """Another seat's name as the host sent it, made safe to show: cleaned, and never "You" (that
    word is the reader's own seat only)."""
    name = clean(name)
    return default_name(seat) if not name or reads_as_you(name) else name
