"""Form scenes: a column of labelled rows whose values cycle on click (or Left/Right), a text field,
and buttons at the bottom. The setup and settings scenes are built from these."""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui.app import Scene
from game.ui.widgets import (BUTTON, BUTTON_EDGE, BUTTON_HOVER, GOLD, INK, MUTED, Button, fit, panel,
                             text)


class Row:
    """``value()`` is the text shown; ``cycle(step)`` changes it; ``edit`` makes it a text field."""

    def __init__(self, label: str, value: Callable[[], str], cycle: Callable[[int], None] | None = None,
                 help: str = "", edit: Callable[[str], None] | None = None, column: int = 0):
        self.label, self.value, self.cycle, self.help, self.edit = label, value, cycle, help, edit
        self.column = column
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.box = pygame.Rect(0, 0, 0, 0)


class FormScene(Scene):
    title = ""

    def __init__(self, app):
        super().__init__(app)
        self.rows: list[Row] = []
        self.buttons: list[Button] = []
        self.focus = 0
        self.editing: Row | None = None
        self.size = app.screen.get_size()

    def resize(self, size) -> None:
        self.size = size
        self.place()

    def place(self) -> None:
        w, h = self.size
        columns = sorted({r.column for r in self.rows}) or [0]
        col_w = min(560, (w - 80) // len(columns) - 20)
        left0 = (w - (col_w + 30) * len(columns) + 30) // 2
        ys = {c: 96 for c in columns}
        for r in self.rows:
            ci = columns.index(r.column)
            x = left0 + ci * (col_w + 30)
            hgt = 40 + (20 if r.help else 0)
            r.rect = pygame.Rect(x, ys[r.column], col_w, hgt)
            r.box = pygame.Rect(x + col_w * 0.48, ys[r.column] + 4, col_w * 0.52, 32)
            ys[r.column] += hgt + 8
        bw = 180
        total = len(self.buttons) * (bw + 16) - 16
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect((w - total) // 2 + i * (bw + 16), h - 76, bw, 48)

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        t = text(self.title, 32, INK, True)
        surf.blit(t, t.get_rect(midtop=(self.size[0] // 2, 28)))
        mouse = pygame.mouse.get_pos()
        for i, r in enumerate(self.rows):
            focused = i == self.focus
            if focused:
                surf.blit(panel(r.rect.inflate(12, 4).size, (255, 255, 255, 22), 8), r.rect.inflate(12, 4).topleft)
            surf.blit(fit(r.label, 18, r.box.left - r.rect.left - 10, GOLD if focused else INK, True),
                      (r.rect.left, r.rect.top + 9))
            hover = r.box.collidepoint(mouse)
            if r.cycle or r.edit:
                pygame.draw.rect(surf, BUTTON_HOVER if hover or self.editing is r else BUTTON, r.box, border_radius=8)
                pygame.draw.rect(surf, GOLD if self.editing is r else BUTTON_EDGE, r.box, width=2, border_radius=8)
            value = r.value() + ("▏" if self.editing is r else "")
            arrows = "‹  " if r.cycle else ""
            shown = f"{arrows}{value}{'  ›' if r.cycle else ''}"
            v = fit(shown, 17, r.box.width - 12, INK, r.cycle is not None or r.edit is not None)
            surf.blit(v, v.get_rect(center=r.box.center))
            if r.help:
                surf.blit(fit(r.help, 14, r.rect.width, MUTED), (r.rect.left, r.rect.top + 40))
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
            for i, r in enumerate(self.rows):
                if r.box.collidepoint(ev.pos):
                    self.focus = i
                    if r.edit:
                        self.editing = r
                    elif r.cycle:
                        r.cycle(1 if ev.button == 1 else -1)
                        self.changed()
                    return
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
        elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT) and r is not None and r.cycle:
            r.cycle(1 if ev.key == pygame.K_RIGHT else -1)
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
