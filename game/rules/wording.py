"""Seats and cards in the text an engine writes for players, as placeholders the reader's side fills in.

An engine never writes a seat as prose ("Seat 2", "team 0", "Players 1 and 3"): seats are numbered
from 0 in the rules but players count from 1, and only the table knows the players' names and who
"You" is. So an engine writes a token, made by ``seat`` or ``team`` (never by hand), and whoever shows
the text renders it: the table's narrator with names (``render`` with ``names``), the command line,
logs and tests with ``plain``.

The whole format (seats inside a token are the rules' seat numbers, from 0):

    {seat:2}              seat 2's name              "Bela", "You"            plain "Seat 3"
    {team:0,2}            a partnership, by seats    "Ada & Cleo", "You & Cleo" (you first)
                                                                              plain "Seats 1 & 3"
    {seat:2|is|are}       the name and a verb that   "Bela is", "You are"     plain "Seat 3 is"
    {team:0,2|wins|win}   agrees with it             "Ada & Cleo win"         plain "Seats 1 & 3 win"

A verb is written singular|plural after the subject: a seat takes the singular form unless it is
the reader's own seat (named "You"), a team always takes the plural. A third form, where a
language has one, is the reader's own (Hungarian "{seat:2|licitál|licitálnak|licitálsz}"); without
it the reader takes the plural, as English "you are" does. "You" starts a sentence with
a capital and is "you" inside one ("made by you", "you & Cleo score 1 point").

A card is a token too, made by ``card``, because the reader chooses the card names: English, or the
game's own language (``CardNames``, a game's table in game/registry.py):

    {card:QS}             the card, rank first       English "Q♠"   Hungarian "zöld felső"
    {card:QS|suit}        suit first in English      English "♠Q"   Finnish "patarouva"
    {card:QS|words}       in English words           English "queen of spades"

A suit is a token for the same reason, made by ``suit``:

    {suit:H}              the suit's name            English "hearts"   Hungarian "piros"
    {suit:H|symbol}       its symbol in English      English "♥"        Finnish "hertta"
    {suit:H|both}         the name and the symbol    English "hearts ♥" Finnish "hertta ♥"

Sentences are made by ``say`` from a template, so that the reader's side can find the sentence in
its language's catalog (game/i18n.py): in the template ``{0}`` stands for the first argument (a
token above, or a number) and ``{0|wins|win}`` for a seat or team argument with its verb. Every
number a sentence shows is an argument, never part of the template's words, and so is every token:
the reader turns a finished sentence back into its template by replacing them in order. Words that
are not a sentence (a button's label, a phase's name) are marked with ``N_`` for the catalog.

A game's own term (an Ulti bid, "Piros 40-100") is a token too, made by ``term``, because its
words are the game's own language and only the reader's side knows which language it reads:

    {term:Piros 40-100|Heart 40-100}   English "Piros 40-100 — Heart 40-100"   Hungarian, Finnish
                                       "Piros 40-100" (the game's own term)
    {term:Ulti}                        a term that is the same in English: "Ulti"
    {term:Passz|Simple game|first}     English first, the game's own term in brackets: English
                                       "Simple game (Passz)", Hungarian, Finnish "Passz" (a
                                       term an English reader could take for something else)

``plain`` and ``render`` without a table write English. A game's own name, and an English suit
name, starts a sentence with a capital and is lower case inside one ("Makk ász", "beat the makk
ász", "Hearts was turned down").
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Self, Sequence

TOKEN = re.compile(r"\{(seat|team):(\d{1,2}(?:,\d{1,2})*)(?:\|([^|{}]*)\|([^|{}]*)(?:\|([^|{}]*))?)?\}")
"""A placeholder: kind, seats, and the optional singular, plural and reader's own verb."""

SLOT = re.compile(r"\{(\d{1,2})((?:\|[^|{}]*){2,3})?\}")
"""A template's slot: the argument's index and, for a seat or team, its verb forms."""

CARD_TOKEN = re.compile(r"\{card:([2-9TJQKA][CDHS]|JK)(?:\|(suit|words))?\}")
"""A card placeholder: the card's two letters and the optional English style."""

SUIT_TOKEN = re.compile(r"\{suit:([CDHS])(?:\|(symbol|both))?\}")
"""A suit placeholder: the suit's letter and the optional style."""

TERM_TOKEN = re.compile(r"\{term:([^|{}]+)(?:\|([^|{}]+))?(\|first)?\}")
"""A game's own term: its own words and, where they differ, the English (said first for an
English reader when marked ``|first``)."""

_PLURAL = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n)$")


def say(template: str, *args) -> str:
    """Engine text: ``template`` (English, as the catalogs know it) with its slots filled by
    ``args``, each a token made below or a number. ``say("{0|takes|take} the trick", seat(2))``
    is "{seat:2|takes|take} the trick"."""
    def one(m: re.Match) -> str:
        value = args[int(m.group(1))]
        if m.group(2):
            return f"{value[:-1]}{m.group(2)}}}"
        return str(value)
    return SLOT.sub(one, template)


def N_(words: str) -> str:
    """``words`` unchanged: marks text that is not a sentence (a label, a name) for the catalogs;
    the reader's side translates it."""
    return words


class Said(str):
    """A sentence kept as its template (marked for the catalogs) and its words, for the reader's
    side to say in the player's language (``i18n.said``): the hand file's errors and verdicts,
    whose words are the file's own text (a key, a place, a number, kept as written) or a sentence
    of their own (a ``Said`` again). As a ``str`` it is the English, so it prints, compares and
    fills another sentence as the English did. ``Said(reason)`` with no words is an engine's
    sentence (its tokens and numbers found by the reader's side as ``i18n.text`` finds them)."""
    template: str
    words: tuple

    def __new__(cls, template: str, *words: object) -> Self:
        self = super().__new__(cls, say(template, *words))
        self.template, self.words = template, words
        return self


def plural(verb: str) -> str:
    """The form of a third-person singular verb that agrees with "you" or a team: "wins" -> "win"."""
    if verb in _PLURAL:
        return _PLURAL[verb]
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def _verb(verb: str | None) -> str:
    if not verb:
        return ""
    singular, _, many = verb.partition("|")
    return f"|{singular}|{many or plural(singular)}"


def seat(n: int, verb: str | None = None) -> str:
    """The token for seat ``n`` ("{seat:2}"), with a verb agreeing with it when given: ``verb`` is
    the singular form ("is", "calls") or both forms as "sing|plural"."""
    return f"{{seat:{int(n)}{_verb(verb)}}}"


def team(seats: Iterable[int], verb: str | None = None) -> str:
    """The token for the partnership of ``seats`` ("{team:0,2}"), with a (plural) verb when given."""
    return f"{{team:{','.join(str(int(s)) for s in seats)}{_verb(verb)}}}"


def card(c, style: str = "") -> str:
    """The token for card ``c`` (a ``Card``): "{card:QS}"; ``style`` "suit" writes the English
    glyphs suit first ("♠Q"), "words" writes English words ("queen of spades"). A card turned face
    down for the reader (None, game/rules/seat_view.py ``events_for``) is "a card"."""
    if c is None:
        return "a card"
    return f"{{card:{c}{'|' + style if style else ''}}}"


def suit(s, style: str = "") -> str:
    """The token for suit ``s`` (a ``Suit``, or its letter): "{suit:H}" says its name ("hearts"),
    ``style`` "symbol" its symbol in English ("♥"), "both" the name and the symbol ("hearts ♥")."""
    return f"{{suit:{s}{'|' + style if style else ''}}}"


def term(own: str, english: str | None = None, english_first: bool = False) -> str:
    """The token for a game's own term (``own``, e.g. "Piros 40-100") and its ``english`` where
    that differs: "{term:Piros 40-100|Heart 40-100}". ``english_first``: an English reader reads
    the English and then the term in brackets, "Simple game (Passz)", where the term alone would
    read as something else in English (Ulti's "Passz" bid beside the Pass button)."""
    if not english or english == own:
        return f"{{term:{own}}}"
    return f"{{term:{own}|{english}{'|first' if english_first else ''}}}"


_SUIT_SYMBOL = dict(zip("CDHS", "♣♦♥♠"))
_SUIT_WORD = dict(zip("CDHS", ("clubs", "diamonds", "hearts", "spades")))
_RANK_WORD = dict(zip("23456789TJQKA", "two three four five six seven eight nine ten jack queen "
                                        "king ace".split()))


@dataclass(frozen=True)
class CardNames:
    """A language's card names: a word per suit and per rank letter, joined suit first with
    ``joint`` ("makk" + " " + "ász"; Finnish compounds join with ""). No words: English glyphs."""
    suits: dict[str, str] = field(default_factory=dict)
    ranks: dict[str, str] = field(default_factory=dict)
    joint: str = " "

    def name(self, code: str, style: str = "") -> str:
        """Card ``code`` ("QS") in these names; a card without words (the joker) in English."""
        rank, suit = code[0], code[1]
        if code != "JK" and suit in self.suits and rank in self.ranks:
            return f"{self.suits[suit]}{self.joint}{self.ranks[rank]}"
        if code == "JK":
            return "Joker" if style != "words" else "the joker"
        if style == "words":
            return f"{_RANK_WORD[rank]} of {_SUIT_WORD[suit]}"
        face = "10" if rank == "T" else rank
        return _SUIT_SYMBOL[suit] + face if style == "suit" else face + _SUIT_SYMBOL[suit]

    def suit(self, code: str, style: str = "") -> str:
        """Suit ``code`` ("H") in these names: its word ("piros"), with the symbol for "both"; without
        words, English: "hearts", "♥" for "symbol", "hearts ♥" for "both"."""
        word = self.suits.get(code)
        if word is None:
            word = _SUIT_SYMBOL[code] if style == "symbol" else _SUIT_WORD[code]
        return f"{word} {_SUIT_SYMBOL[code]}" if style == "both" else word


ENGLISH = CardNames()
"""Rank and suit symbol ("Q♠"), as the card faces show them."""


def render(text: str, names: Sequence[str] | None = None, you: int | None = None,
           cards: CardNames = ENGLISH, you_word: str = "You", language: str = "en") -> str:
    """``text`` with its tokens rendered: with the players' ``names`` (seat ``you`` first in a
    team; a seat named "You" is called ``you_word``, the reader's language's word), or, without
    names, plainly as "Seat 3" / "Seats 1 & 3" numbered from 1; cards in the names of ``cards``.
    A seat the table does not have is rendered plainly. A game's term is said in its own words
    and, for an English reader, its English too."""
    if "{" not in text:
        return text
    if "{term:" in text:
        text = TERM_TOKEN.sub(lambda m: m.group(1) if language != "en" or not m.group(2)
                              else f"{m.group(2)} ({m.group(1)})" if m.group(3)
                              else f"{m.group(1)} — {m.group(2)}", text)
    if "{card:" in text:
        text = CARD_TOKEN.sub(lambda m: _card(m, cards), text)
    if "{suit:" in text:
        text = SUIT_TOKEN.sub(lambda m: _start(m, cards.suit(m.group(1), m.group(2) or "")), text)
    def one(m: re.Match) -> str:
        seats = [int(s) for s in m.group(2).split(",")]
        many = m.group(1) == "team" or len(seats) > 1
        if names is not None and all(s < len(names) for s in seats):
            seats.sort(key=lambda s: s != you)
            words = [names[s] for s in seats]
            mine = words[0] == "You"
            if mine:
                words[0] = you_word
                if not _SENTENCE_START.search(m.string, 0, m.start()):
                    words[0] = you_word[:1].lower() + you_word[1:]
            who = " & ".join(words)
            if mine and len(seats) == 1 and m.group(5) is not None:
                return f"{who} {m.group(5)}"
            many = many or mine
        elif many:
            who = "Seats " + " & ".join(str(s + 1) for s in seats)
        else:
            who = f"Seat {seats[0] + 1}"
        if m.group(3) is None:
            return who
        return f"{who} {m.group(4) if many else m.group(3)}"
    return TOKEN.sub(one, text)


def _card(m: re.Match, cards: CardNames) -> str:
    said = cards.name(m.group(1), m.group(2) or "")
    return _start(m, said) if cards.suits else said


def _start(m: re.Match, said: str) -> str:
    """``said`` for the token ``m``: with a capital where it starts a sentence."""
    if _SENTENCE_START.search(m.string, 0, m.start()):
        return said[:1].upper() + said[1:]
    return said


def plain(text: str) -> str:
    """``text`` for a reader with no names at hand (command line, logs, tests): "Seat 3 is"."""
    return render(text)
