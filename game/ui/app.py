"""The app loop and the scene stack: menu → setup → table → summary / match over; Esc goes back.

The app sits above every scene: it fills its navigator from ``game.ui.scenes_index`` and no scene
imports this module (a scene builds on ``game.ui.scene.Scene`` and reaches the app it is given)."""
from __future__ import annotations

import os
import sys
import warnings
from typing import Any, Callable

import pygame

from game import i18n
from game.assets import ASSETS_DIR
from game.store import Store, default_home, settings_language
from game.ui import art
from game.ui.confirm import Confirm
from game.ui.lobby import open_remote
from game.ui.present import Presenter, choose_framebuffer
from game.ui.scene import Navigator, Scene
from game.ui.scenes_index import SCENES
from game.ui.sound import Sounds
from game.ui.speech import Speech
from game.ui.welcome import open_menu
from game.worker import ProcessThinker, ThreadThinker

MIN_SIZE = (960, 600)
REPAINT = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.VIDEOEXPOSE)
"""Window events after which the window may no longer show the last frame presented."""


def set_icon() -> None:
    """The window icon (assets/icon.png, drawn by tools/make_icon.py); none if it cannot be read."""
    try:
        pygame.display.set_icon(pygame.image.load(str(ASSETS_DIR / "icon.png")))
    except (pygame.error, OSError):
        pass


DEFAULT_SIZE = (1280, 800)


def placed(window: Any, desktops: list[tuple[int, int]]) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """The size and position to open at from the saved ``[x, y, width, height]``: the size no
    smaller than MIN_SIZE nor larger than the biggest desktop, and the position only if the title
    bar would be on screen (a monitor unplugged since: the system places the window)."""
    if not window:
        return DEFAULT_SIZE, None
    x, y, w, h = window
    wide = max((d[0] for d in desktops), default=w)
    tall = max((d[1] for d in desktops), default=h)
    size = (max(MIN_SIZE[0], min(w, wide)), max(MIN_SIZE[1], min(h, tall)))
    span = sum(d[0] for d in desktops)
    on_screen = -size[0] + 100 <= x <= span - 100 and 0 <= y <= tall - 60
    return size, ((x, y) if on_screen else None)


class App:
    def __init__(self, size: tuple[int, int] | None = None, store: Store | None = None,
                 thinker: ProcessThinker | ThreadThinker | None = None):
        """``size`` None opens the window where and as large as it was last (tools and tests give
        a size and leave the saved place alone)."""
        # A thread reads the worker's answers; a short GIL switch interval hands the lock back to
        # the frame loop within a millisecond instead of five.
        sys.setswitchinterval(0.001)
        self.thinker = thinker if thinker is not None else ThreadThinker()
        """Where every table's computer players think: the desktop app's worker process."""
        pygame.display.init()
        choose_framebuffer(pygame.display.get_driver(), os.environ)
        pygame.font.init()
        self.store = store if store is not None else Store()
        self.settings = self.store.settings()
        i18n.use(i18n.chosen_language(self.settings["language"]))
        self.sounds = Sounds(self.settings)
        self.speech = Speech(self.settings)
        """The table read aloud where the player asks for it (setting "Speak the table")."""
        self.nav = Navigator(self, SCENES)
        """Scenes by name: how a scene opens another (``app.push(app.nav.make("rules"))``)."""
        art.use_four_colours(self.settings["four_colours"])
        set_icon()
        self.remember = size is None
        """Whether this window's place is saved as it moves and resizes."""
        pos = None
        if size is None:
            size, pos = placed(self.settings.get("window"), pygame.display.get_desktop_sizes())
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.presenter = Presenter()
        """Puts each frame's changes on the window, and nothing when nothing changed."""
        if pos is not None:
            pygame.display.set_window_position(pos)
        pygame.display.set_caption("Trick Table")
        self.stack: list[Scene] = []
        self.now = 0.0
        self.running = True
        self.fullscreen = False
        self.windowed: tuple[tuple[int, int], tuple[int, int]] | None = None
        """The window's place and size before full screen, to come back to."""

    # --- the stack ---------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.resize(self.screen.get_size())

    def pop(self) -> None:
        if self.stack:
            self.stack.pop()
        if not self.stack:
            self.running = False
        else:
            self.stack[-1].resize(self.screen.get_size())
            self.stack[-1].revealed()

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def pop_to(self, kind: type) -> None:
        """Pop until a scene of ``kind`` is on top (the menu)."""
        while self.stack and not isinstance(self.stack[-1], kind):
            self.stack.pop()
        if self.stack:
            self.stack[-1].resize(self.screen.get_size())
            self.stack[-1].revealed()
        else:
            self.running = False

    def save_settings(self) -> None:
        self.store.save_settings(self.settings)

    # --- window ------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.presenter.forget()
        for scene in self.stack:
            scene.resize(size)
        self.note_window()

    def note_window(self) -> None:
        """Save where the window is and how large, for the next start (not while full screen)."""
        if not self.remember or self.fullscreen:
            return
        place = [*pygame.display.get_window_position(), *self.screen.get_size()]
        if place != self.settings.get("window"):
            self.settings["window"] = place
            self.save_settings()

    @staticmethod
    def window() -> pygame.Window:
        """The app's window, for what the display module cannot do (pygame-ce warns that the
        display module's own surface is the old way; this app draws on it, on purpose)."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def toggle_fullscreen(self) -> None:
        """F11: full screen on the display the window is on (desktop full screen keeps the
        window's own display, where a mode change would take the first), and back to the window's
        size and place."""
        win = self.window()
        try:
            if not self.fullscreen:
                self.windowed = (win.position, win.size)
                win.set_fullscreen(desktop=True)
            else:
                win.set_windowed()
                if self.windowed is not None:
                    win.size, win.position = self.windowed[1], self.windowed[0]
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.fullscreen = False
        self.screen = pygame.display.get_surface()
        self.presenter.forget()
        self.settings["fullscreen"] = self.fullscreen
        self.save_settings()
        for scene in self.stack:
            scene.resize(self.screen.get_size())

    # --- the loop ----------------------------------------------------------------------------

    def frame(self, dt: float = 1 / 60, events: list | None = None) -> None:
        """One frame: events to the top scene, update, draw, and present what changed."""
        self.now += dt
        for ev in pygame.event.get() if events is None else events:
            if ev.type in REPAINT:
                self.presenter.forget()
            if ev.type == pygame.QUIT:
                if self.ask_before_quitting():
                    continue
                self.running = False
                return
            if ev.type == pygame.VIDEORESIZE:
                self.resize((ev.w, ev.h))
                continue
            if ev.type == pygame.WINDOWSIZECHANGED:
                if self.screen.get_size() != (ev.x, ev.y):
                    self.screen = pygame.display.get_surface()
                    self.resize(self.screen.get_size())
                continue
            if ev.type == pygame.WINDOWMOVED:
                self.note_window()
                continue
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1 and self.top is not None:
                if not isinstance(self.top, self.nav.kind("rules")):
                    self.push(self.nav.make("rules", self.rules_game()))
                continue
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            top = self.top
            if top is None:
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                top.escape()
                if not self.running:
                    return
                continue
            top.handle(ev)
        if self.top is None:
            self.running = False
            return
        self.top.update(dt)
        self.draw()
        self.presenter.present(self.screen)

    def ask_before_quitting(self) -> bool:
        """Closing the window over a match in progress asks first (the match is saved either
        way); True if it asked. Closing it again while asked quits."""
        if isinstance(self.top, Confirm) and self.top.quitting:
            return False
        if not any(s.in_match for s in self.stack):
            return False

        def quit_now() -> None:
            self.running = False
        note = next(s.quit_note for s in self.stack if s.in_match)
        ask = Confirm(self, (note, i18n._("Quit Trick Table?")), i18n._("Closing the window again quits at once."),
                      (i18n._("Keep playing"), self.pop), (i18n._("Quit"), quit_now))
        ask.quitting = True
        self.push(ask)
        return True

    def rules_game(self) -> str | None:
        """The game of the nearest scene that is about one (the table under its score sheet)."""
        return next((s.rules_game for s in reversed(self.stack) if s.rules_game), None)

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(self.screen)

    def loop(self, frames: int | None = None) -> None:
        clock = pygame.time.Clock()
        shown = 0
        dt = 0.0
        while self.running and (frames is None or shown < frames):
            self.frame(min(dt, 0.1))
            dt = clock.tick(60) / 1000
            shown += 1


def run(frames: int | None = None, then: Callable[[App], Any] | None = None) -> int:
    """Start the desktop app with the menu (and the match in progress offered to continue);
    ``then`` puts a scene over it (``join`` opens the LAN table)."""
    try:
        app = App(thinker=ProcessThinker())
    except pygame.error as e:
        i18n.use(i18n.chosen_language(settings_language(default_home())))
        print(i18n._("tricktable: error: {0}").format(i18n._("cannot open a window ({0})").format(e)),
              file=sys.stderr)
        return 1
    if app.settings.get("fullscreen"):
        app.toggle_fullscreen()
    open_menu(app)
    try:
        if then is not None:
            then(app)
        app.loop(frames)
    finally:
        app.thinker.close()
        pygame.quit()
    return 0


def run_remote(table, frames: int | None = None) -> int:
    """The desktop window on a joined table, over the menu (Esc leaves the table for the menu)."""
    try:
        return run(frames, then=lambda app: open_remote(app, table))
    finally:
        table.close()
