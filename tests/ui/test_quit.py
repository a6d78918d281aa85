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


def test_closing_a_lan_window_says_the_host_keeps_the_match_and_the_seat_waits(app):
    """Nothing is saved in a joined window: the question says what does happen to the match."""
    from game.net.remote import RemoteTable
    from game.ui.lobby import open_remote
    from tests.net.util import hosting
    with hosting("euchre", [None, "easy", "easy", "easy"], timers=False, reconnect=90.0) as host:
        table = RemoteTable.join(host.url, name="Ann", seat=0)
        try:
            app.push(MenuScene(app))
            open_remote(app, table)
            app.frame(0.0, [QUIT])
            assert isinstance(app.top, Confirm) and app.running
            said = " ".join(app.top.question)
            assert "The host keeps this match: your seat waits 1:30 for you" in said, said
            assert "saved" not in said, said
        finally:
            table.close()
