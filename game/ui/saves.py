"""The matches in progress as a player reads them, and the question before one is abandoned."""
from __future__ import annotations

import time
from datetime import datetime
from typing import Callable

import pygame

from game.registry import RECORDS
from game.store import Slot
from game.ui.app import Scene
from game.ui.widgets import GOLD, INK, MUTED, Button, panel, text, wrap


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


class ConfirmNew(Scene):
    """Asked before a new match replaces the one in progress of the same game. Enter keeps
    playing (the safe answer); Esc goes back and changes nothing."""
    overlay = True

    def __init__(self, app, slot: Slot, keep: Callable[[], None], new: Callable[[], None]):
        super().__init__(app)
        rec = RECORDS[slot.game]
        self.question = (f"You have a {rec.title} match in progress ({rec.deal_word}\u00a0"
                         f"{max(1, slot.hand)}, saved {when(slot.saved_at)}).",
                         "Start a new one and abandon it?")
        self.note = "An abandoned match counts in your statistics as abandoned."
        self.buttons = [Button("Keep playing", keep, size=22), Button("Start new", new, size=22)]
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
        shade = pygame.Surface(self.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        surf.blit(panel(self.box.size, (12, 40, 28, 255), edge=GOLD), self.box.topleft)
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
