"""The first-run welcome: how to play with the mouse and with the keyboard, shown once."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.rules.wording import N_
from game.ui.confirm import dialog_box
from game.ui.scene import Scene
from game.ui.widgets import GOLD, INK, MUTED, Button, text, wrap

LINES = (
    (N_("Welcome to Trick Table"), N_("Five card games of tricks, played against the computer or with friends.")),
    (N_("With the mouse"), N_("Drag a card to the middle of the table, or click it. Decisions are buttons. "
                              "A click while cards fly skips ahead.")),
    (N_("With the keyboard"), N_("← and → choose a card, Enter plays it; Tab reaches every button and the number "
                                 "keys press the decision buttons. Esc goes back. ? at the table lists every "
                                 "key, F1 opens the rules.")),
    (N_("Your match is safe"), N_("It is saved after every move: close the window at any time and continue from "
                                  "the menu.")),
)
"""Each part's heading and its words (translated where drawn)."""


class Welcome(Scene):
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        self.button = Button(_("Let's play"), self.back, size=22)
        self.size = app.screen.get_size()
        self.box = pygame.Rect(0, 0, 10, 10)
        self.lines: list[tuple[str, int, tuple, bool]] = []

    def resize(self, size) -> None:
        self.size = w, h = size
        width = min(720, w - 60)
        self.lines = []
        for i, (head, body) in enumerate(LINES):
            self.lines.append((_(head), 26 if i == 0 else 19, GOLD if i else INK, True))
            self.lines += [(line, 17, INK if i else MUTED, False) for line in wrap(_(body), 17, width - 60)]
        tall = sum(int(line[1] * 1.5) for line in self.lines) + 12 * len(LINES) + 110
        self.box = pygame.Rect((w - width) // 2, max(10, (h - tall) // 2), width, tall)
        self.button.rect = pygame.Rect(0, 0, 220, 52)
        self.button.rect.midbottom = (self.box.centerx, self.box.bottom - 20)

    def back(self) -> None:
        self.app.settings["welcomed"] = True
        self.app.save_settings()
        self.app.pop()

    def handle(self, ev) -> None:
        if self.click_button(ev, [self.button]):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.back()

    def draw(self, surf) -> None:
        dialog_box(surf, self.size, self.box)
        y = self.box.top + 24
        for line, size, ink, bold in self.lines:
            if bold and size < 26:
                y += 12
            t = text(line, size, ink, bold)
            surf.blit(t, (self.box.left + 30, y))
            y += int(size * 1.5)
        self.button.focused = True
        self.button.draw(surf, pygame.mouse.get_pos())


def open_menu(app) -> None:
    """The menu, and over it the welcome on the first run."""
    app.push(app.nav.make("menu"))
    if not app.settings.get("welcomed"):
        app.push(Welcome(app))
