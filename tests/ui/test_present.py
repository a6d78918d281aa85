"""The window is presented only where a frame changed: nothing at rest, a band for a small change,
the whole window for a large one or when the window may have lost what it showed."""
import pygame
import pytest

from game.ui.app import Scene
from game.ui.present import STRIP, choose_framebuffer

from game.ui.intents import Skip
from .uihelp import key, run_until_human, table_scene


class Painted(Scene):
    """A scene that draws a felt and, where ``spot`` says, a small box."""

    def __init__(self, app):
        super().__init__(app)
        self.colour = (20, 90, 50)
        self.spot: pygame.Rect | None = None

    def draw(self, surf):
        surf.fill(self.colour)
        if self.spot is not None:
            surf.fill((250, 240, 200), self.spot)


@pytest.fixture
def presents(monkeypatch):
    """What reached the window, frame by frame: "all", or the rectangles updated."""
    seen = []
    monkeypatch.setattr(pygame.display, "flip", lambda: seen.append("all"))
    monkeypatch.setattr(pygame.display, "update", lambda rects: seen.append([pygame.Rect(r) for r in rects]))
    return seen


def test_a_frame_that_changed_nothing_is_not_presented(app, presents):
    app.push(Painted(app))
    for _ in range(5):
        app.frame(1 / 60, [])
    assert presents == ["all"]


def test_a_small_change_presents_only_the_rows_it_touched(app, presents):
    scene = Painted(app)
    app.push(scene)
    app.frame(1 / 60, [])
    scene.spot = pygame.Rect(600, 400, 40, 10)
    app.frame(1 / 60, [])
    assert presents[0] == "all"
    rects = presents[1]
    assert rects != "all" and len(rects) == 1
    band = rects[0]
    assert band.contains(scene.spot) and band.width == app.screen.get_width()
    assert band.height <= 2 * STRIP


def test_a_change_to_most_of_the_window_presents_it_whole(app, presents):
    scene = Painted(app)
    app.push(scene)
    app.frame(1 / 60, [])
    scene.colour = (90, 20, 20)
    app.frame(1 / 60, [])
    assert presents == ["all", "all"]


def test_an_uncovered_window_is_presented_whole_though_nothing_changed(app, presents):
    app.push(Painted(app))
    app.frame(1 / 60, [])
    app.frame(1 / 60, [])
    app.frame(1 / 60, [pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert presents == ["all", "all"]


def test_a_table_waiting_for_you_presents_nothing_until_a_key_moves_the_focus(app, presents):
    scene = table_scene(app)
    run_until_human(app, scene)
    scene.do(Skip(False))
    for _ in range(3):
        app.frame(0.0, [])
    del presents[:]
    for _ in range(10):
        app.frame(0.0, [])
    assert presents == []
    key(app, pygame.K_RIGHT)
    for _ in range(3):
        app.frame(0.05, [])                  # the focus moves on: a card of your hand rises
    assert any(presents) and "all" not in presents


def test_on_x11_frames_reach_the_window_without_opengl_unless_the_person_chose_otherwise():
    env = {}
    choose_framebuffer("x11", env)
    assert env == {"SDL_FRAMEBUFFER_ACCELERATION": "0"}
    env = {"SDL_FRAMEBUFFER_ACCELERATION": "1"}
    choose_framebuffer("x11", env)
    assert env == {"SDL_FRAMEBUFFER_ACCELERATION": "1"}
    for driver in ("wayland", "windows", "cocoa", "dummy"):
        env = {}
        choose_framebuffer(driver, env)
        assert env == {}, driver
