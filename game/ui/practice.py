"""Opening a practice branch at the table: "Play from here" in the face-up review (and at a
listed decision of the cost list) calls ``play_from``.

The branch is a table of its own (``Table(aside=PRACTICE)``: no store, no timers) over the scene
that opened it, with the same names and the same computers at the same levels. Esc, or the end of
its hand (Continue on the hand summary), closes it and comes back to that scene; the game's match
in progress and the statistics never learn of it."""
from __future__ import annotations

from game import i18n
from game.hand_file import HandFileError
from game.i18n import _
from game.practice import PracticeHand, at_decision
from game.rules.wording import N_
from game.table import PRACTICE, Table
from game.ui.scenes import table_settings

CANNOT = N_("This hand cannot be played again: {}.")


def play_from(app, hand: PracticeHand, move: int) -> str | None:
    """Open the practice table at the player's decision ``move`` of ``hand``'s deal (its place in
    the deal's actions, game/practice.py), pushed over the scene on top; None, or the line for
    the player saying why it cannot be opened (nothing is opened then)."""
    try:
        state = at_decision(hand, move)
    except HandFileError as e:
        return _(CANNOT).format(i18n.said(e.template, e.words))
    table = Table(state, human=hand.you, levels=list(hand.levels), names=hand.hand.names, store=app.store,
                  aside=PRACTICE, timers=False, **table_settings(app))
    app.push(app.nav.make("table", table, animate_opening=False))
    return None
