"""Joining a LAN table from the desktop app: a window whose table scene plays a ``RemoteTable``."""
from __future__ import annotations

import sys

import pygame

from game.ui.app import App


def open_remote(app: App, table) -> "TableScene":  # noqa: F821
    """Push the table scene for ``table`` (a joined ``game.net.remote.RemoteTable``); messages for the
    player (a refused action, a dropped connection) go to the app's note line, which the scene shows.
    The menu's Host a table and Join a table (``game.ui.lan_scenes``) end here too."""
    from game.ui.table_scene import TableScene
    table.notify = app.store.messages.append
    scene = TableScene(app, table)
    app.push(scene)
    return scene


def run_remote(table, frames: int | None = None) -> int:
    """The desktop window on a joined table, over the menu (Esc leaves the table for the menu)."""
    from game.ui.scenes import MenuScene
    try:
        app = App()
    except pygame.error as e:
        print(f"tricktable: error: cannot open a window ({e})", file=sys.stderr)
        table.close()
        return 1
    try:
        if app.settings.get("fullscreen"):
            app.toggle_fullscreen()
        app.push(MenuScene(app))
        open_remote(app, table)
        app.loop(frames)
    finally:
        table.close()
        app.thinker.close()
        pygame.quit()
    return 0
