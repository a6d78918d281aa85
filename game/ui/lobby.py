"""Joining a LAN table from the desktop app: a window whose table scene plays a ``RemoteTable``."""
from __future__ import annotations


def open_remote(app, table):
    """Push the table scene for ``table`` (a joined ``game.net.remote.RemoteTable``) and return it;
    messages for the player (a refused action, a dropped connection) go to the app's note line, which
    the scene shows. The menu's Host a table and Join a table (``game.ui.lan_scenes``) end here too,
    and so does ``tricktable join`` (``game.ui.app.run_remote``)."""
    table.notify = app.store.messages.append
    scene = app.nav.make("table", table)
    app.push(scene)
    return scene
