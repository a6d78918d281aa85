"""Seats in the text an engine writes for players, as placeholders that the reader's side fills in.

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
the reader's own seat (named "You"), a team always takes the plural. "You" starts a sentence with
a capital and is "you" inside one ("made by you", "you & Cleo score 1 point").
"""
from __future__ import annotations

import re
from typing import Iterable, Sequence

TOKEN = re.compile(r"\{(seat|team):(\d{1,2}(?:,\d{1,2})*)(?:\|([^|{}]*)\|([^|{}]*))?\}")
"""A placeholder: kind, seats, and the optional singular and plural verb."""

_PLURAL = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n)$")


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


def render(text: str, names: Sequence[str] | None = None, you: int | None = None) -> str:
    """``text`` with its tokens rendered: with the players' ``names`` (seat ``you`` first in a
    team), or, without names, plainly as "Seat 3" / "Seats 1 & 3" numbered from 1. A seat the
    table does not have is rendered plainly."""
    if "{" not in text:
        return text
    def one(m: re.Match) -> str:
        seats = [int(s) for s in m.group(2).split(",")]
        many = m.group(1) == "team" or len(seats) > 1
        if names is not None and all(s < len(names) for s in seats):
            seats.sort(key=lambda s: s != you)
            words = [names[s] for s in seats]
            if words[0] == "You" and not _SENTENCE_START.search(m.string, 0, m.start()):
                words[0] = "you"
            who = " & ".join(words)
            many = many or words[0] in ("You", "you")
        elif many:
            who = "Seats " + " & ".join(str(s + 1) for s in seats)
        else:
            who = f"Seat {seats[0] + 1}"
        if m.group(3) is None:
            return who
        return f"{who} {m.group(4) if many else m.group(3)}"
    return TOKEN.sub(one, text)


def plain(text: str) -> str:
    """``text`` for a reader with no names at hand (command line, logs, tests): "Seat 3 is"."""
    return render(text)
