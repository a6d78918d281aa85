"""The matches in progress as a player reads them, and the question before one is abandoned."""
from __future__ import annotations

import time
from datetime import datetime
from typing import Callable

from game.registry import RECORDS
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
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    if 1 < days < 7:
        return f"{t.strftime('%A')} {clock}"
    if t.year == today.year:
        return f"{t.day} {t.strftime('%B')} {clock}"
    return f"{t.day} {t.strftime('%B')} {t.year}"


def where(slot: Slot) -> str:
    """"Euchre — hand 4" ("game 2" in Call Trump, which calls a deal a game)."""
    rec = RECORDS[slot.game]
    return f"{rec.title} — {rec.deal_word} {max(1, slot.hand)}"


class ConfirmNew(Confirm):
    """Asked before a new match replaces the one in progress of the same game."""

    def __init__(self, app, slot: Slot, keep: Callable[[], None], new: Callable[[], None]):
        rec = RECORDS[slot.game]
        super().__init__(app, (f"You have a {rec.title} match in progress ({rec.deal_word}\u00a0"
                               f"{max(1, slot.hand)}, saved {when(slot.saved_at)}).",
                               "Start a new one and abandon it?"),
                         "An abandoned match counts in your statistics as abandoned.",
                         ("Keep playing", keep), ("Start new", new))
