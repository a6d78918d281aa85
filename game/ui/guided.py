"""Learn to play at the table: the guided first hand of a game ("Learn to play" in its table setup
and on its rules page), and the box that explains each decision of the player's before it is made.

The lesson is a table of its own (``Table(lesson=True)``: no store, so nothing counts and no match
in progress is replaced; no timers) with the computers at Normal, over the lesson's fixed deal
(game/lessons.py). When a decision of the player's opens, the scene's ``Guide`` takes the words of
the lesson for it from the seat view and asks the Normal player's answer on the worker, as the hint
does (``Table.ask_hint``); the box shows both, and the card or button the computer would choose gets
the keyboard's focus. ``lesson_box`` finds the box a place on the felt where it covers no card, no
plate and no button."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import SENTENCE, _
from game.lessons import LESSONS, PLAY_ON, Lesson, explanation, start
from game.rules.actions import Action
from game.rules.seat_view import SeatView
from game.rules.wording import N_
from game.table import Table, bot_names
from game.ui import art
from game.ui.hint_box import PAD, HintBox
from game.ui.widgets import wrap

LESSON = N_("Lesson")
"""The badge beside the game's title at a lesson's table."""
LESSON_KEYS = N_("Esc: end lesson")
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
                  thinker=app.thinker, undo=app.settings["undo"], match_id=f"lesson-{game}", lesson=True)
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
WIDTHS = (0.42, 0.34, 0.28, 0.22)
"""The box's widths, as parts of the window's width, tried widest first."""
STEP = 10
"""The pixels between places tried."""


def lesson_box(text: str, size: tuple[int, int], near: tuple[int, int], obstacles: list[pygame.Rect],
               scale: float) -> HintBox:
    """``text`` (paragraphs by newline) wrapped in a box that covers none of ``obstacles`` and stays
    on the window, as close as it can be to ``near`` (its bottom middle): the largest font that fits
    somewhere, at the widest width. Where nothing fits, the smallest box at ``near``."""
    w, h = size
    bounds = pygame.Rect(0, 0, w, h).inflate(-8, -8)
    best: HintBox | None = None
    for z in (max(11, int(round(s * scale))) for s in SIZES):
        for part in WIDTHS:
            box = _wrapped(text, z, int(w * part))
            spot = _free_spot(box.size, bounds, near, obstacles)
            if spot is not None:
                box.midbottom = spot
                return HintBox(box, _lines(text, z, int(w * part)), z)
            best = HintBox(box, _lines(text, z, int(w * part)), z)
    best.rect.midbottom = near
    best.rect.clamp_ip(bounds)
    return best


def _lines(text: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(line for para in text.split("\n") for line in wrap(para, size, width - 2 * PAD[0]))


def _wrapped(text: str, size: int, width: int) -> pygame.Rect:
    lines = _lines(text, size, width)
    font = art.font(size)
    return pygame.Rect(0, 0, max(font.size(s)[0] for s in lines) + 2 * PAD[0],
                       len(lines) * font.get_linesize() + 2 * PAD[1])


def _free_spot(box: tuple[int, int], bounds: pygame.Rect, near: tuple[int, int],
               obstacles: list[pygame.Rect]) -> tuple[int, int] | None:
    """The bottom middle nearest ``near`` of a ``box``-sized rectangle inside ``bounds`` meeting no
    obstacle, or None."""
    bw, bh = box
    spots = [(x, y) for y in range(bounds.top + bh, bounds.bottom + 1, STEP)
             for x in range(bounds.left + bw // 2, bounds.right - bw // 2 + 1, STEP)]
    spots.sort(key=lambda p: (p[0] - near[0]) ** 2 + (p[1] - near[1]) ** 2)
    r = pygame.Rect(0, 0, bw, bh)
    for x, y in spots:
        r.midbottom = (x, y)
        if r.collidelist(obstacles) < 0:
            return x, y
    return None
