"""Learn to play at the table: the guided first hand of a game ("Learn to play" in its table setup
and on its rules page), and the box that explains each decision of the player's before it is made.

The lesson is a table of its own (``Table(aside=LESSON)``: no store, so nothing counts and no match
in progress is replaced; no timers) with the computers at Normal, over the lesson's fixed deal
(game/lessons.py). When a decision of the player's opens, the scene's ``Guide`` takes the words of
the lesson for it from the seat view and asks the Normal player's answer on the worker, as the hint
does (``Table.ask_hint``); the box shows both, and the card or button the computer would choose gets
the keyboard's focus. While a lesson runs the table keeps a column at the window's right for the box
(``dock_width``: the table is laid out left of it, the log stays above it), so the box covers no
card, plate, button or prompt, whatever the decision and the window."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import SENTENCE, _
from game.lessons import LESSONS, PLAY_ON, Lesson, explanation, start
from game.rules.actions import Action
from game.rules.seat_view import SeatView
from game.rules.wording import N_
from game.table import LESSON, Table, bot_names
from game.ui import art
from game.ui.frame_corner import LOG_WIDTH, MARGIN
from game.ui.hint_box import PAD, HintBox
from game.ui.seating import ui_scale
from game.ui.widgets import cut, wrap

LEARN = N_("Learn to play")
"""The button in a game's table setup that starts its guided hand."""
LEARN_LINK = N_("Learn to play {}: one guided hand against the computer")
"""The line on the rules page under each game's name that starts its guided hand."""


def start_lesson(app, game: str) -> None:
    """Open ``game``'s guided hand over the scene on top: the player in seat 0, computers at Normal,
    the lesson's fixed deal. Nothing is remembered as a setting."""
    state = start(game)
    n = state.players
    table = Table(state, human=0, levels=[None] + ["normal"] * (n - 1), store=app.store,
                  names=bot_names(n, 0, app.settings.get("player_name", "You")), timers=False,
                  thinker=app.thinker, undo=app.settings["undo"], match_id=f"lesson-{game}", aside=LESSON)
    app.push(app.nav.make("table", table))


class Guide:
    """The explanation of the decision open now at a lesson's table: the lesson's words for it and
    the Normal player's answer once it is in."""

    def __init__(self, game: str):
        self.lesson: Lesson = LESSONS[game]
        self.seen: SeatView | None = None
        """The seat view of the decision explained (None: no decision of the player's is open)."""
        self.why: str | None = None
        """The Normal player's line (None while it is worked out)."""
        self.choice: Action | None = None
        """What the Normal player would do (the lesson's suggestion)."""
        self.asked = False

    def open(self, seen: SeatView, ask: Callable[[], bool]) -> None:
        """A decision of the player's opens: explain it, and ask the computer's answer (``ask``)."""
        self.seen, self.why, self.choice = seen, None, None
        self.asked = ask()

    def answer(self, action: Action | None, why: str) -> None:
        self.choice, self.why, self.asked = action, why, False

    def clear(self) -> None:
        self.seen, self.why, self.choice, self.asked = None, None, None, False

    def welcome(self, named: Callable[[str], str]) -> list[str]:
        """The lesson's first words for the log, in the player's language (``named``: the table's
        reader), a sentence a line, so that each shows whole in the log's two rows."""
        return SENTENCE.split(named(self.lesson.welcome))

    def closing(self) -> str:
        """The lesson's last words, on its hand's summary, in the player's language."""
        return f"{_(self.lesson.closing)} {_(PLAY_ON)}"

    def text(self) -> str | None:
        """The box's text, placeholders kept (None: nothing to explain now). Without an answer
        coming (it failed, or the decision is one the computer is not asked about) the computer's
        line is left out."""
        if self.seen is None:
            return None
        return explanation(self.lesson, self.seen, self.why, self.asked)


SIZES = (17, 16, 15, 14, 13, 12)
"""The box's font sizes (scaled with the window), tried largest first."""
DOCK = 0.24
"""The column kept at the window's right for the explanation while a lesson runs, as a part of the
window's width: the table lies left of it, so the box never covers a card, a plate or a button."""
DOCK_LEAST = LOG_WIDTH + MARGIN
"""The column's least width (scaled with the window): the log's above it, with its margin."""


def dock_width(size: tuple[int, int]) -> int:
    """How wide the lesson's column is in a window of ``size``."""
    return max(int(round(DOCK_LEAST * ui_scale(size))), int(size[0] * DOCK))


def lesson_box(text: str, column: pygame.Rect, scale: float) -> HintBox:
    """``text`` (paragraphs by newline) in a box as wide as ``column`` with its bottom at the
    column's, at the largest font whose lines fit the column's height; at the smallest, the lines
    that do not fit are cut (the column is made tall enough that they never are)."""
    width = column.width
    for z in (max(11, int(round(s * scale))) for s in SIZES):
        lines = _lines(text, z, width)
        step = art.font(z).get_linesize()
        if len(lines) * step + 2 * PAD[1] <= column.height:
            break
    keep = max(1, (column.height - 2 * PAD[1]) // step)
    if len(lines) > keep:
        lines = lines[:keep - 1] + (cut(" ".join(lines[keep - 1:]), z, width - 2 * PAD[0]),)
    box = pygame.Rect(0, 0, width, len(lines) * step + 2 * PAD[1])
    box.bottomleft = column.bottomleft
    return HintBox(box, lines, z, flush_left=True)


def _lines(text: str, size: int, width: int) -> tuple[str, ...]:
    """The paragraphs wrapped to the box, an empty line between them."""
    paras = [wrap(para, size, width - 2 * PAD[0]) for para in text.split("\n")]
    return tuple(line for k, para in enumerate(paras) for line in ([""] if k else []) + para)
