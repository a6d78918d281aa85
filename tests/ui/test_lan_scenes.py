"""The menu's Host a table and Join a table, headless on localhost: the host form opens a Host and
its lobby (address, code, seats live), Start now fills the empty seats with computers and the table
scene plays the host's match, and the join scene lists an advertised table, joins it, and says why
when a table refuses."""
import threading
import time

import pytest

import game.ui  # noqa: F401  (before pygame: keeps its banner quiet)
import pygame

from game.net.remote import RemoteTable
from game.ui import lan_scenes, seat_rows
from game.ui.confirm import Confirm
from game.ui.lan_scenes import HostScene, JoinScene, LobbyScene
from game.ui.table_scene import TableScene
from tests.net.test_discovery import LOOPBACK, NO_MULTICAST
from tests.net.util import hosting
from tests.ui.uihelp import click, key

THREADS = ("host-", "remote-table", "advertise", "join-table")


@pytest.fixture(autouse=True)
def nothing_left(app):
    """Every table closed at the end (the scene's own way), and no host or client thread that this
    test started left running (other test files' leftovers are theirs)."""
    before = set(threading.enumerate())
    yield
    for scene in list(app.stack):
        if isinstance(scene, TableScene):
            scene.table.close()
        elif hasattr(scene, "shut"):
            scene.shut()
    end = time.monotonic() + 5
    while time.monotonic() < end and _ours(before):
        time.sleep(0.05)
    assert not _ours(before), f"threads left running: {_ours(before)}"


def _ours(before):
    return [t.name for t in threading.enumerate()
            if t not in before and t.is_alive() and t.name.startswith(THREADS)]


def _frames(app, until, seconds=6.0, dt=0.1):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.frame(dt, [])
        if until():
            return True
        time.sleep(0.02)
    return until()


def _drawn(monkeypatch):
    """Every line the LAN scenes (and their seat rows) draw with ``fit``, frame by frame."""
    seen: list[str] = []
    real = lan_scenes.fit
    for module in (lan_scenes, seat_rows):
        monkeypatch.setattr(module, "fit", lambda s, *a, **k: (seen.append(s), real(s, *a, **k))[1])
    return seen


def _open(app, game="euchre", **kw):
    """The host form on loopback, its Open the table pressed: the lobby."""
    kw.setdefault("advertise", False)
    form = HostScene(app, game, address="127.0.0.1", port=0, **kw)
    app.push(form)
    app.frame(0.0, [])
    click(app, form.buttons[0].rect.center)
    assert not form.error, form.error
    assert isinstance(app.top, LobbyScene), app.top
    return form, app.top


def _type(app, scene, row, value):
    click(app, scene.box_at(scene.rows[row]).center)
    assert scene.editing is scene.rows[row]
    app.frame(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=value)])
    key(app, pygame.K_TAB)


def test_opening_a_table_starts_a_host_and_a_lobby_with_its_code(app, monkeypatch):
    seen = _drawn(monkeypatch)
    form, lobby = _open(app)
    host = lobby.host
    assert host._thread.is_alive() and host.port and host.address == "127.0.0.1"
    assert host.required_code() == host.join_code() == lobby.code
    app.frame(0.1, [])
    assert host.join_code() in seen and f"127.0.0.1:{host.port}" in seen
    seats = host.call(lambda: [(s.level, s.token is not None) for s in host.seats])
    assert seats == [(None, True), (None, False), (None, False), (None, False)]   # the host sits at 0
    assert not host.started and lobby.table.welcome.seat == 0
    assert any("waiting for a person" in line for line in seen)


def test_a_friend_who_joins_shows_in_the_lobby_and_back_asks_first(app, monkeypatch):
    seen = _drawn(monkeypatch)
    form, lobby = _open(app)
    host = lobby.host
    friend = RemoteTable.join(f"127.0.0.1:{host.port}", name="Ann", code=lobby.code)
    try:
        assert _frames(app, lambda: "Ann — joined" in seen[-12:]), seen[-12:]
        assert friend.welcome.seat == 1 and not host.started
        key(app, pygame.K_ESCAPE)                       # someone is here: a question first
        assert isinstance(app.top, Confirm)
        key(app, pygame.K_RETURN)                       # the safe answer keeps the table open
        assert app.top is lobby and host._thread.is_alive()
        key(app, pygame.K_ESCAPE)
        click(app, app.top.buttons[1].rect.center)      # Close it
        assert app.top is form and not host._thread.is_alive()
    finally:
        friend.close()


def test_start_now_seats_computers_and_the_host_plays_its_own_match(app):
    form, lobby = _open(app)
    host, table = lobby.host, lobby.table
    friend = RemoteTable.join(f"127.0.0.1:{host.port}", name="Ann", code=lobby.code)
    try:
        assert _frames(app, lambda: ("Ann", None, True) in [s[1:] for s in lobby.people.seats])
        click(app, lobby.buttons[0].rect.center)        # Start now
        assert _frames(app, lambda: isinstance(app.top, TableScene)), app.top
        scene = app.top
        assert scene.table is table and not any(isinstance(s, (LobbyScene, HostScene)) for s in app.stack)
        levels = host.call(lambda: [(s.level, s.name) for s in host.seats])
        assert levels[0][0] is None and levels[1] == (None, "Ann")
        assert levels[2][0] == levels[3][0] == host.takeover_level
        assert host.started

        def same():
            table.poll()
            h = host.call(lambda: (host.moves, sorted(host.state.view(0).hand), tuple(host.state.scores)))
            return h == (table.moves, sorted(table.seat_view().view.hand), tuple(table.scores))
        assert _frames(app, same), "the host's table scene does not show the host's match"
    finally:
        friend.close()


@pytest.mark.skipif(NO_MULTICAST is not None, reason=NO_MULTICAST or "")
def test_the_join_scene_lists_an_advertised_table_and_joins_it_with_its_code(app, monkeypatch):
    form, lobby = _open(app, advertise=True, interfaces=LOOPBACK)
    host = lobby.host
    join = JoinScene(app, interfaces=LOOPBACK)
    app.push(join)
    assert _frames(app, lambda: any(b.label == lobby.name for b in join.table_buttons)), \
        [b.label for b in join.table_buttons]
    def line():
        return next(b for b in join.table_buttons if b.label == lobby.name)
    assert _frames(app, lambda: "1 of 4 seats taken" in line().sub), line().sub   # the host's own
    b = line()
    assert "Euchre" in b.sub and "code needed" in b.sub
    click(app, b.rect.center)                           # no code typed: it asks for it
    assert "needs a join code" in join.error and app.top is join and join.joining is None
    _type(app, join, 1, lobby.code)
    click(app, b.rect.center)
    join.wait_joined()
    assert _frames(app, lambda: isinstance(app.top, TableScene)), join.error
    assert app.top.table.welcome.seat == 1 and join.browser is None
    assert host.call(lambda: host.seats[1].token is not None)


def test_a_table_where_the_player_kept_a_seat_is_chosen_again_without_its_code(app):
    """The app closed (or crashed) at a table with a code: choosing the table in the list again
    takes the seat back without typing the code."""
    from game.net.discovery import TableAd
    from game.net.remote import RemoteTable, kept_seat
    with hosting("euchre", [None, None, "easy", "easy"], timers=False, code=True, reconnect=30.0) as host:
        address = f"127.0.0.1:{host.port}"
        first = RemoteTable.join(address, name="Ann", seat=1, code=host.join_code(),
                                 **kept_seat(app.store, address))
        first.close()
        join = JoinScene(app, browse=False)
        app.push(join)
        join.choose(TableAd("Ada's table", "euchre", "127.0.0.1", host.port, True, 2, host.table_id))
        assert not join.error and join.joining is not None
        join.wait_joined()
        assert _frames(app, lambda: isinstance(app.top, TableScene)), join.error
        assert app.top.table.welcome.seat == 1
        app.top.table.close()


def test_a_wrong_code_or_no_table_is_one_sentence_and_changes_nothing(app):
    with hosting("euchre", [None, None, "easy", "easy"], timers=False, code=True) as host:
        join = JoinScene(app, browse=False)
        app.push(join)
        _type(app, join, 0, f"127.0.0.1:{host.port}")
        _type(app, join, 1, "0000-000")
        click(app, join.buttons[0].rect.center)         # Join
        join.wait_joined()
        assert _frames(app, lambda: join.joining is None)
        assert join.error == "That join code is wrong: ask the host for this table's code."
        assert app.top is join and join.address == f"127.0.0.1:{host.port}" and join.code == "0000-000"
        assert host.call(lambda: [s.token for s in host.seats]) == [None] * 4 and not host.started
        port = host.port
    click(app, join.buttons[0].rect.center)
    join.wait_joined()
    assert _frames(app, lambda: join.joining is None)
    assert join.error.startswith("Cannot reach a table at 127.0.0.1:") and app.top is join, join.error
    assert str(port) in join.error


def test_the_hints_row_is_off_at_first_and_reaches_the_host_and_its_table(app):
    form = HostScene(app, "euchre", address="127.0.0.1", port=0, advertise=False)
    app.push(form)
    app.frame(0.0, [])
    row = next(r for r in form.rows if r.label == "Hints")
    assert row.value() == "off"
    form.focus = form.rows.index(row)
    key(app, pygame.K_RIGHT)
    app.frame(0.0, [])
    assert row.value() == "on"
    assert row.help == "Players may ask the computer for a hint on their own turn."
    click(app, form.buttons[0].rect.center)             # Open the table
    assert isinstance(app.top, LobbyScene), form.error
    assert app.top.host.hints is True and app.top.table.hint_on


@pytest.mark.parametrize("steps,seat,watching", [(3, 2, False), (-1, None, True)])
def test_the_joining_player_picks_a_seat_or_watches(app, steps, seat, watching):
    with hosting("euchre", [None, None, None, "easy"], timers=False) as host:
        join = JoinScene(app, browse=False)
        app.push(join)
        row = next(r for r in join.rows if r.label == "Sit")
        assert row.value() == "any open seat"
        row.cycle(steps)
        assert row.value() == ("just watch" if watching else f"Seat {seat + 1}")
        _type(app, join, 0, f"127.0.0.1:{host.port}")
        click(app, join.buttons[0].rect.center)         # Join
        join.wait_joined()
        assert _frames(app, lambda: isinstance(app.top, TableScene)), join.error
        table = app.top.table
        try:
            assert table.welcome.seat == seat
            taken = host.call(lambda: [s.token is not None for s in host.seats])
            assert taken == [False, False, not watching and seat == 2, False]
        finally:
            table.close()


def test_the_host_removes_a_friend_by_keyboard_and_by_mouse(app, monkeypatch):
    """A Remove button beside each friend who joined: Tab reaches it and Enter presses it, or a
    click; the seat is open again and the note says so. A friend on this very computer is not
    offered Bar (that would bar the host's own machine)."""
    seen = _drawn(monkeypatch)
    form, lobby = _open(app)
    host = lobby.host
    friend = RemoteTable.join(f"127.0.0.1:{host.port}", name="Ann", code=lobby.code)
    try:
        assert _frames(app, lambda: [b.label for b in lobby.people.buttons] == ["Remove"])
        key(app, pygame.K_TAB)
        assert lobby.people.buttons[0].focused
        key(app, pygame.K_RETURN)
        assert "Ann was removed from seat 2; it is open again." in lobby.note
        assert lobby.focus == -1                        # the keyboard starts again: the button went
        assert host.call(lambda: host.seats[1].token) is None and not host.started
        assert _frames(app, lambda: not lobby.people.buttons and "waiting for a person…" in seen[-12:])
    finally:
        friend.close()
    again = RemoteTable.join(f"127.0.0.1:{host.port}", name="Bo", code=lobby.code)
    try:
        assert _frames(app, lambda: [b.label for b in lobby.people.buttons] == ["Remove"])
        click(app, lobby.people.buttons[0].rect.center)
        assert "Bo was removed" in lobby.note
    finally:
        again.close()
