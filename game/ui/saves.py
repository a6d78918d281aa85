"""The matches in progress as a player reads them, and the question before one is abandoned."""
from __future__ import annotations

import time
from datetime import datetime
from typing import Callable

from game.i18n import _
from game.registry import RECORDS
from game.rules.wording import N_
from game.store import Slot
from game.ui.confirm import Confirm


def when(saved_at: float, now: float | None = None) -> str:
    """A save time the way people say it: "today 14:05", "yesterday 09:30", "Monday 20:15",
    "3 March 14:05", "3 March 2025"."""
    t = datetime.fromtimestamp(saved_at)
    today = datetime.fromtimestamp(time.time() if now is None else now)
    days = (today.date() - t.date()).days
    clock = t.strftime("%H:%M")
    if days == 0:
        return _("today {clock}").format(clock=clock)
    if days == 1:
        return _("yesterday {clock}").format(clock=clock)
    if 1 < days < 7:
        return _("{weekday} {clock}").format(weekday=_(WEEKDAYS[t.weekday()]), clock=clock)
    month = _(MONTHS[t.month - 1])
    if t.year == today.year:
        return _("{day} {month} {clock}").format(day=t.day, month=month, clock=clock)
    return _("{day} {month} {year}").format(day=t.day, month=month, year=t.year)


WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"),
            N_("Sunday"))
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December"))
"""The days and months by name, in the player's language (not the system's locale, which may differ)."""
DEAL_NUMBER = {"hand": N_("{title} — hand {number}"), "game": N_("{title} — game {number}")}
"""A match in progress by its game and deal, as each game calls a deal."""


def where(slot: Slot) -> str:
    """"Euchre — hand 4" ("game 2" in Call Trump, which calls a deal a game)."""
    rec = RECORDS[slot.game]
    return _(DEAL_NUMBER.get(rec.deal_word, DEAL_NUMBER["hand"])).format(title=rec.title, number=max(1, slot.hand))


class ConfirmNew(Confirm):
    """Asked before a new match replaces the one in progress of the same game."""

    def __init__(self, app, slot: Slot, keep: Callable[[], None], new: Callable[[], None]):
        super().__init__(app, (_("You have a match in progress ({where}, saved {when}).").format(
                                   where=where(slot), when=when(slot.saved_at)),
                               _("Start a new one and abandon it?")),
                         _("An abandoned match counts in your statistics as abandoned."),
                         (_("Keep playing"), keep), (_("Start new"), new))
