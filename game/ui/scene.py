"""A screen of the app (``Scene``) and the navigator that opens one by name.

Why a module of its own: every scene builds on ``Scene``, and the app loop (app.py) knows every
scene; with the base class in the app module, each scene imported the app and the app imported the
scenes back. Scenes open each other by name through the app's navigator
(``app.push(app.nav.make("rules", game))``), so no scene imports another to open it; the one
module that knows them all, ``game.ui.scenes_index``, fills the navigator when the app starts."""
from __future__ import annotations

from typing import Any, Mapping

import pygame


class Scene:
    """One screen. ``overlay`` scenes draw the scene below them first (summary over the table)."""
    overlay = False
    rules_game: str | None = None
    """The game whose rules F1 opens at (None: the first)."""
    in_match = False
    """A match in progress is on this scene (closing the window asks first)."""
    quit_note = ""
    """What becomes of that match when the app quits: the first line of the quit question."""

    def __init__(self, app: Any):
        self.app = app
        """The ``game.ui.app.App`` this scene is on (its stack, settings, store and navigator)."""

    def handle(self, ev) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        pass

    def click_button(self, ev, buttons) -> bool:
        """A left click on one of ``buttons`` presses it; True if one was pressed."""
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for b in buttons:
                if b.hit(ev.pos):
                    b.on_click()
                    return True
        return False

    def escape(self) -> None:
        """Esc, in every scene: back one level. It closes a dialog or an overlay, leaves a scene
        for the one below it, and from the table (or anything over it) goes to the menu with the
        match saved; it never plays, deals or answers a question. A scene with something of its own
        open (a raised card) closes that first."""
        self.back()

    def back(self) -> None:
        """Leave this scene (Esc, and a Back button)."""
        self.app.pop()

    def revealed(self) -> None:
        """The scene on top was popped."""


class Navigator:
    """Scene name → the scene's class, for one app: ``make`` builds a scene on that app, ``kind``
    gives its class (to ask whether a scene of it is on top, or to pop back to it)."""

    def __init__(self, app: Any, kinds: Mapping[str, type[Scene]]):
        self.app = app
        self.kinds = dict(kinds)

    def make(self, name: str, *args: Any, **kw: Any) -> Scene:
        """A new scene ``name`` on this app (not pushed: the caller pushes or replaces)."""
        return self.kinds[name](self.app, *args, **kw)

    def kind(self, name: str) -> type[Scene]:
        return self.kinds[name]
