"""The host's Seats panel during the match (P, or the Seats button at a table this window hosts):
the remote seats listed, Remove gives a seat to a computer, Bar asks first and then bars the
address, and the host's sentence is shown; a table this window does not host has no such panel."""
import asyncio
import threading

import pytest
from websockets.exceptions import ConnectionClosed

import game.ui  # noqa: F401  (before pygame: keeps its banner quiet)
import pygame

from game.net import protocol as P
from game.net.remote import RemoteTable
from game.ui import overlay, seat_rows
from game.ui.confirm import Confirm
from game.ui.keys import KeysHelp
from game.ui.seat_rows import SeatsPanel
from game.ui.table_scene import TableScene
from tests.net.test_remove import _from
from tests.ui.test_lan_scenes import _frames, _open, nothing_left  # noqa: F401  (the fixture)
from tests.ui.uihelp import click, game_scene, key


def _drawn(monkeypatch):
    """Every line the panel draws with ``fit`` (its title and note, and the rows), frame by frame."""
    seen: list[str] = []
    real = seat_rows.fit
    for module in (overlay, seat_rows):
        monkeypatch.setattr(module, "fit", lambda s, *a, **k: (seen.append(s), real(s, *a, **k))[1])
    return seen


class Friend:
    """A friend's seat joined from another loopback address (so the host may bar it), on a thread
    of its own; ``told`` is the last error the host sent it, ``gone`` is set once it is closed."""

    def __init__(self, url: str, name: str, source: str, code: str | None):
        self.seated, self.gone = threading.Event(), threading.Event()
        self.told: P.ErrorMsg | None = None
        self.stop: asyncio.Event | None = None
        self.loop: asyncio.AbstractEventLoop | None = None

        async def run() -> None:
            self.loop, self.stop = asyncio.get_running_loop(), asyncio.Event()
            c = await _from(url, source)
            await c.join(name, code=code)
            self.seated.set()
            try:
                while not self.stop.is_set():
                    try:
                        msg = await c.recv(0.1)
                    except asyncio.TimeoutError:
                        continue
                    if isinstance(msg, P.ErrorMsg):
                        self.told = msg
            except ConnectionClosed:
                pass
            finally:
                await c.close()
                self.gone.set()
        self.thread = threading.Thread(target=lambda: asyncio.run(run()), name="friend", daemon=True)
        self.thread.start()
        assert self.seated.wait(5)

    def close(self) -> None:
        if self.loop is not None and not self.gone.is_set():
            self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(5)


@pytest.fixture
def started(app, monkeypatch):
    """A hosted Euchre match under way: you at seat 1, Ann (this computer) at 2, Bo (from
    127.0.0.3, which counts as another computer here) at 3, a computer at 4."""
    monkeypatch.setattr(seat_rows, "_this_machine", lambda address: address in (None, "127.0.0.1"))
    form, lobby = _open(app)
    host = lobby.host
    ann = RemoteTable.join(f"127.0.0.1:{host.port}", name="Ann", code=lobby.code)
    bo = Friend(host.url, "Bo", "127.0.0.3", lobby.code)
    try:
        assert _frames(app, lambda: len(lobby.people.joined()) == 2)
        click(app, lobby.buttons[0].rect.center)                   # Start now
        assert _frames(app, lambda: isinstance(app.top, TableScene))
        yield app.top, host, bo
    finally:
        ann.close()
        bo.close()


def test_p_opens_the_seats_and_remove_hands_a_seat_to_a_computer(app, monkeypatch, started):
    scene, host, bo = started
    seen = _drawn(monkeypatch)
    assert [b.label for b in scene.look_buttons][-1] == "Seats"
    key(app, pygame.K_p)
    panel = app.top
    assert isinstance(panel, SeatsPanel)
    app.frame(0.0, [])
    assert [(s[0], s[1]) for s in panel.people.seats][1:3] == [(1, "Ann"), (2, "Bo")]
    assert [(b.label, b.seat) for b in panel.people.buttons] == [("Remove", 1), ("Remove", 2), ("Bar", 2)]
    key(app, pygame.K_TAB)                                          # Ann's Remove
    key(app, pygame.K_RETURN)
    assert panel.said == "Ann was removed from seat 2; a computer plays it until someone joins."
    assert host.call(lambda: (host.seats[1].token, host.seats[1].replaced, host.started)) == (None, True, True)
    app.frame(0.0, [])
    assert panel.said in seen and "a computer plays it until someone joins" in seen
    assert [(b.label, b.seat) for b in panel.people.buttons] == [("Remove", 2), ("Bar", 2)]
    assert not any(b.focused for b in panel.people.buttons)        # the keyboard starts again
    key(app, pygame.K_TAB)
    assert [b.focused for b in panel.people.buttons] == [True, False]
    key(app, pygame.K_p)                                            # P again closes it
    assert app.top is scene


def test_bar_asks_first_then_bars_the_address(app, monkeypatch, started):
    scene, host, bo = started
    seen = _drawn(monkeypatch)
    app.frame(0.0, [])
    click(app, scene.look_buttons[-1].rect.center)                  # the Seats button
    panel = app.top
    assert isinstance(panel, SeatsPanel)
    app.frame(0.0, [])
    bar = next(b for b in panel.people.buttons if b.label == "Bar")
    click(app, bar.rect.center)
    assert isinstance(app.top, Confirm) and app.top.question[1] == "Bar Bo from this table?"
    key(app, pygame.K_RETURN)                                       # the safe answer: keep them
    assert app.top is panel and not panel.said
    assert host.call(lambda: host.seats[2].token) is not None
    click(app, bar.rect.center)
    click(app, app.top.buttons[1].rect.center)                      # Bar them
    assert app.top is panel
    said = "Bo was removed from seat 3 and their address barred; a computer plays it until someone joins."
    assert panel.said == said
    assert host.call(lambda: (host.door.is_barred("127.0.0.3"), host.seats[2].replaced)) == (True, True)
    assert bo.gone.wait(3) and bo.told.message == "The host has removed you from this table."
    app.frame(0.0, [])
    assert said in seen
    assert [b.seat for b in panel.people.buttons] == [1]            # only Ann is left to remove
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_a_table_this_window_does_not_host_has_no_seats_panel(app):
    scene = game_scene(app, "euchre", timers=False)
    assert "Seats" not in [b.label for b in scene.look_buttons]
    key(app, pygame.K_p)
    assert app.top is scene
    app.push(KeysHelp(app, scene))
    assert "P" not in [k for k, _ in app.top.rows]


def test_the_keys_help_names_p_at_a_hosted_table(app, started):
    scene, host, bo = started
    app.push(KeysHelp(app, scene))
    assert ("P", "the seats: remove a player, or bar their computer from the table") in app.top.rows
