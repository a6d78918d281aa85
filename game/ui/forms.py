"""Form scenes: a column of labelled rows whose values cycle on click (or Left/Right), a text field,
and buttons at the bottom. The setup and settings scenes are built from these."""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui.scene import Scene
from game.ui.widgets import (BUTTON, BUTTON_EDGE, BUTTON_HOVER, GOLD, INK, MUTED, Button,
                             fitted, focus_ring, panel, text, wrap)

TOP = 96
ARROW = 24
"""The width of the "‹" and "›" marks' places at the ends of a value box."""


def step_at(box: pygame.Rect, pos: tuple[int, int]) -> int:
    """The step a left click at ``pos`` on a value box takes: back on its left third, where "‹"
    is drawn; forward elsewhere (on "›", and on the value itself, as a click always did)."""
    return -1 if pos[0] < box.left + box.width // 3 else 1


SMALL, LINE = 13, 15
"""The size a label or value takes its second (and third) line at rather than shrink further, and
that line's height."""


def lines_of(s: str, size: int, width: int, bold: bool) -> tuple[list[str], int]:
    """``s`` as it fits ``width``: one line, shrunk down to SMALL, else wrapped at SMALL (a long
    value, "After 2 missed actions in a row, until the player acts", or a long label is read
    whole in every language; the row grows to hold it)."""
    one, z = fitted(s, size, width, bold)
    if one == s and z >= SMALL:
        return [s], z
    return wrap(s, SMALL, width, bold), SMALL


def draw_lines(surf, lines: list[str], size: int, colour, bold: bool, at: tuple[int, int],
               anchor: str = "center") -> None:
    """Lines of text stacked about ``at``, each placed there by its ``anchor`` (``midleft``: flush
    left)."""
    for k, line in enumerate(lines):
        t = text(line, size, colour, bold)
        surf.blit(t, t.get_rect(**{anchor: (at[0], at[1] + (2 * k + 1 - len(lines)) * LINE // 2)}))


class Row:
    """``value()`` is the text shown; ``cycle(step)`` changes it; ``edit`` makes it a text field."""

    def __init__(self, label: str, value: Callable[[], str], cycle: Callable[[int], None] | None = None,
                 help: str = "", edit: Callable[[str], None] | None = None, column: int = 0):
        self.label, self.value, self.cycle, self.help, self.edit = label, value, cycle, help, edit
        self.column = column
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.help_lines: list[str] = []

    def value_width(self) -> int:
        """The room for the value inside its box, between the arrows of a value that cycles."""
        return self.box.width - (2 * ARROW + 12 if self.cycle is not None else 12)

    def value_lines(self, editing: bool = False) -> tuple[list[str], int]:
        value = self.value() + ("▏" if editing else "")
        return lines_of(value, 17, self.value_width(), self.cycle is not None or self.edit is not None)

    def label_lines(self) -> tuple[list[str], int]:
        return lines_of(self.label, 18, self.box.left - self.rect.left - 10, True)


class FormScene(Scene):
    title = ""

    def __init__(self, app):
        super().__init__(app)
        self.rows: list[Row] = []
        self.buttons: list[Button] = []
        self.focus = 0
        self.editing: Row | None = None
        self.size = app.screen.get_size()
        self.scroll = 0
        self.content_h = 0

    def resize(self, size) -> None:
        self.size = size
        self.place()

    def place(self) -> None:
        """Rows in one or two columns; when they are taller than the window, the form scrolls."""
        w, h = self.size
        columns = sorted({r.column for r in self.rows}) or [0]
        col_w = min(560, (w - 80) // len(columns) - 20)
        left0 = (w - (col_w + 30) * len(columns) + 30) // 2
        ys = {c: TOP for c in columns}
        for r in self.rows:
            ci = columns.index(r.column)
            x = left0 + ci * (col_w + 30)
            r.help_lines = wrap(r.help, 14, col_w) if r.help else []     # every line: the form scrolls
            r.rect = pygame.Rect(x, ys[r.column], col_w, 0)
            r.box = pygame.Rect(x + col_w * 0.48, ys[r.column] + 4, col_w * 0.52, 32)
            tall = max(len(r.value_lines()[0]), len(r.label_lines()[0]))
            r.box.height = 32 if tall < 3 else 32 + LINE * (tall - 2)
            hgt = r.box.height + 8 + 18 * len(r.help_lines)
            r.rect.height = hgt
            ys[r.column] += hgt + 8
        self.content_h = max(ys.values()) - TOP
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        bw = 180
        total = len(self.buttons) * (bw + 16) - 16
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect((w - total) // 2 + i * (bw + 16), h - 76, bw, 48)

    def view_rect(self) -> pygame.Rect:
        return pygame.Rect(0, TOP - 6, self.size[0], self.size[1] - 90 - (TOP - 6))

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view_rect().height + 6)

    def box_at(self, r: Row) -> pygame.Rect:
        return r.box.move(0, -self.scroll)

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        t = text(self.title, 32, INK, True)
        surf.blit(t, t.get_rect(midtop=(self.size[0] // 2, 28)))
        mouse = pygame.mouse.get_pos()
        clip = surf.get_clip()
        surf.set_clip(self.view_rect())
        for i, r in enumerate(self.rows):
            rect, box = r.rect.move(0, -self.scroll), self.box_at(r)
            focused = i == self.focus
            if focused:
                surf.blit(panel(rect.inflate(12, 4).size, (255, 255, 255, 22), 8), rect.inflate(12, 4).topleft)
            lines, z = r.label_lines()
            draw_lines(surf, lines, z, GOLD if focused else INK, True, (rect.left, box.centery), "midleft")
            hover = box.collidepoint(mouse)
            if r.cycle or r.edit:
                pygame.draw.rect(surf, BUTTON_HOVER if hover or self.editing is r else BUTTON, box, border_radius=8)
                pygame.draw.rect(surf, GOLD if self.editing is r else BUTTON_EDGE, box, width=2, border_radius=8)
                if focused:
                    focus_ring(surf, box)
            arrows = r.cycle is not None
            lines, z = r.value_lines(self.editing is r)
            draw_lines(surf, lines, z, INK, arrows or r.edit is not None, box.center)
            if arrows:                      # each arrow at its own end, over the part a click steps that way
                for mark, x in (("‹", box.left + ARROW // 2 + 4), ("›", box.right - ARROW // 2 - 4)):
                    a = text(mark, 20, GOLD if hover else INK, True)
                    surf.blit(a, a.get_rect(center=(x, box.centery)))
            for k, line in enumerate(r.help_lines):
                surf.blit(text(line, 14, MUTED), (rect.left, box.bottom + 4 + 18 * k))
        surf.set_clip(clip)
        if self.max_scroll():
            area = self.view_rect()
            bar = max(24, area.height * area.height // (self.content_h + 6))
            y = area.top + (area.height - bar) * self.scroll // self.max_scroll()
            pygame.draw.rect(surf, BUTTON_EDGE, (self.size[0] - 12, y, 5, bar), border_radius=3)
        for b in self.buttons:
            b.draw(surf, mouse)
        self.draw_extra(surf)

    def draw_extra(self, surf) -> None:
        pass

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3):
            for b in self.buttons:
                if ev.button == 1 and b.hit(ev.pos):
                    b.on_click()
                    return
            self.editing = None
            if not self.view_rect().collidepoint(ev.pos):
                return
            for i, r in enumerate(self.rows):
                if self.box_at(r).collidepoint(ev.pos):
                    self.focus = i
                    if r.edit:
                        self.editing = r
                    elif r.cycle:
                        r.cycle(step_at(self.box_at(r), ev.pos) if ev.button == 1 else -1)
                        self.place()            # a longer value may take another line
                        self.changed()
                    return
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - ev.y * 40))
        elif ev.type == pygame.TEXTINPUT and self.editing is not None:
            self.editing.edit(self.editing.value() + ev.text)
            self.changed()
        elif ev.type == pygame.KEYDOWN:
            self.key(ev)

    def key(self, ev) -> None:
        r = self.rows[self.focus] if self.rows else None
        if self.editing is not None:
            if ev.key == pygame.K_BACKSPACE:
                self.editing.edit(self.editing.value()[:-1])
                self.changed()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.editing = None
            return
        if ev.key in (pygame.K_UP, pygame.K_DOWN) and self.rows:
            self.focus = (self.focus + (1 if ev.key == pygame.K_DOWN else -1)) % len(self.rows)
            rect, area = self.rows[self.focus].rect, self.view_rect()
            if rect.top - self.scroll < area.top:
                self.scroll = max(0, rect.top - area.top)
            elif rect.bottom - self.scroll > area.bottom:
                self.scroll = min(self.max_scroll(), rect.bottom - area.bottom)
        elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT) and r is not None and r.cycle:
            r.cycle(1 if ev.key == pygame.K_RIGHT else -1)
            self.place()
            self.changed()
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if r is not None and r.edit:
                self.editing = r
            elif self.buttons:
                self.buttons[0].on_click()

    def changed(self) -> None:
        """A value changed: subclasses save or re-build rows."""


def cycle_in(values, current, step):
    values = list(values)
    try:
        i = values.index(current)
    except ValueError:
        return values[0]
    return values[(i + step) % len(values)]
