"""Joining a LAN table from the desktop app: a window whose table scene plays a ``RemoteTable``."""
from __future__ import annotations

from game.ui.app import App, run


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
    try:
        return run(frames, then=lambda app: open_remote(app, table))
    finally:
        table.close()
