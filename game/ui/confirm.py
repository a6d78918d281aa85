"""A yes/no question over the current scene (abandon a match, reset the statistics)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui.scene import Scene
from game.ui.widgets import GOLD, INK, MUTED, Button, panel, text, wrap


def dialog_box(surf, size: tuple[int, int], box: pygame.Rect) -> None:
    """The table dimmed and a gold-edged panel at ``box``: the look of every dialog."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surf.blit(shade, (0, 0))
    surf.blit(panel(box.size, (12, 40, 28, 255), edge=GOLD), box.topleft)


class Confirm(Scene):
    """A question with two answers over the scene below. The first answer is the safe one:
    Enter picks it unless the player moves the focus; Esc goes back and changes nothing."""
    overlay = True

    def __init__(self, app, question: tuple[str, str], note: str,
                 safe: tuple[str, Callable[[], None]], act: tuple[str, Callable[[], None]]):
        super().__init__(app)
        self.question = question
        """Two parts: what is at stake (in ink), the question itself (in gold)."""
        self.note = note
        self.buttons = [Button(label, fn, size=22) for label, fn in (safe, act)]
        self.quitting = False
        """This question is the one before quitting the app (a second close quits)."""
        self.focus = 0
        self.size = app.screen.get_size()
        self.box = pygame.Rect(0, 0, 10, 10)
        self.lines: list[tuple[str, tuple]] = []

    def resize(self, size) -> None:
        self.size = w, h = size
        width = min(640, w - 80)
        self.lines = [(line, ink) for part, ink in zip(self.question, (INK, GOLD))
                      for line in wrap(part, 22, width - 60, bold=True)]
        tall = 40 + 32 * len(self.lines) + 34 + 90
        self.box = pygame.Rect((w - width) // 2, (h - tall) // 2, width, tall)
        bw = min(220, (width - 80) // 2)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.box.centerx - bw - 10 + i * (bw + 20), self.box.bottom - 76, bw, 52)

    def handle(self, ev) -> None:
        if self.click_button(ev, self.buttons):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.focus = 1 - self.focus
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[self.focus].on_click()

    def draw(self, surf) -> None:
        dialog_box(surf, self.size, self.box)
        y = self.box.top + 30
        for line, ink in self.lines:
            t = text(line, 22, ink, True)
            surf.blit(t, t.get_rect(midtop=(self.box.centerx, y)))
            y += 32
        t = text(self.note, 16, MUTED)
        surf.blit(t, t.get_rect(midtop=(self.box.centerx, y + 6)))
        mouse = pygame.mouse.get_pos()
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.draw(surf, mouse)
