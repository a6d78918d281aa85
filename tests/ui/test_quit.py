"""Closing the window over a match in progress asks first; a second close, or Quit, quits."""
import pygame

from game.ui.confirm import Confirm
from game.ui.scenes import MenuScene

from tests.ui.uihelp import click, game_scene, run_until_human

QUIT = pygame.event.Event(pygame.QUIT)


def test_closing_over_a_match_asks_and_keeping_goes_back_to_the_table(app):
    app.push(MenuScene(app))
    scene = game_scene(app, "ulti", human=0, seed=2, timers=False)
    run_until_human(app, scene)
    app.frame(0.0, [QUIT])
    assert app.running and isinstance(app.top, Confirm)
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert app.top is scene and app.running
    app.frame(0.0, [QUIT])
    click(app, app.top.buttons[1].rect.center)
    assert not app.running


def test_a_second_close_quits_and_the_menu_alone_never_asks(app):
    app.push(MenuScene(app))
    scene = game_scene(app, "euchre", human=0, seed=2, timers=False)
    run_until_human(app, scene)
    app.frame(0.0, [QUIT])
    app.frame(0.0, [QUIT])
    assert not app.running
    app.running = True
    app.stack.clear()
    app.push(MenuScene(app))
    app.frame(0.0, [QUIT])
    assert not app.running
