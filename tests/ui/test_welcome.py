"""The welcome comes over the menu on the first run only."""
import pygame

from game.store import Store
from game.ui.scenes import MenuScene
from game.ui.welcome import Welcome, open_menu

from tests.ui.uihelp import click


def test_the_welcome_shows_once_and_goes_with_a_click_or_enter(app):
    open_menu(app)
    assert isinstance(app.top, Welcome)
    app.frame(0.0, [])
    click(app, app.top.button.rect.center)
    assert isinstance(app.top, MenuScene) and Store(app.store.home).settings()["welcomed"] is True
    app.stack.clear()
    open_menu(app)
    assert isinstance(app.top, MenuScene)


def test_enter_closes_it_too(app):
    open_menu(app)
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert isinstance(app.top, MenuScene) and app.settings["welcomed"]
