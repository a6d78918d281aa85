"""The menu lists every match in progress; a new match of a game with one asks first."""
import os
import time

import pygame

from game.store import Store, save_name
from game.ui.saves import ConfirmNew
from game.ui.scenes import MenuScene, SetupScene, StatsScene
from game.ui.table_scene import TableScene

from tests.test_saves import played
from tests.ui.uihelp import click, key


def press(app, scene, label):
    b = next(b for b in scene.buttons if b.label == label)
    click(app, b.rect.center)


def saved(tmp_path, game):
    return (tmp_path / save_name(game)).read_bytes()


def test_the_menu_lists_every_match_in_progress_and_resumes_the_chosen_one(app, tmp_path):
    euchre = played(tmp_path, "euchre", 10)
    played(tmp_path, "calltrump", 3)
    hour_ago = time.time() - 120
    os.utime(tmp_path / save_name("euchre"), (hour_ago, hour_ago))
    calltrump = saved(tmp_path, "calltrump")
    app.push(MenuScene(app))
    menu = app.top
    clock = time.strftime("%H:%M", time.localtime((tmp_path / save_name("euchre")).stat().st_mtime))
    rows = [(b.label, b.sub) for b in menu.continue_buttons]
    assert rows[0][0] == "Call Trump — game 1"                 # the most recent first, in its own words
    assert rows[1] == ("Euchre — hand 1", f"saved today {clock}")
    press(app, menu, "Euchre — hand 1")
    scene = app.top
    assert isinstance(scene, TableScene) and scene.table.game == "euchre"
    assert scene.table.match_id == euchre.match_id and scene.table.state.to_dict() == euchre.state.to_dict()
    assert saved(tmp_path, "calltrump") == calltrump


def test_no_match_in_progress_no_continue(app):
    app.push(MenuScene(app))
    assert app.top.continue_buttons == [] and "Rules" in [b.label for b in app.top.buttons]


def start(app, game):
    app.push(MenuScene(app))
    app.push(SetupScene(app, game))
    press(app, app.top, "Start")


def test_keep_playing_leaves_the_save_as_it_was_and_resumes_it(app, tmp_path):
    old = played(tmp_path, "euchre", 10)
    before = saved(tmp_path, "euchre")
    start(app, "euchre")
    ask = app.top
    assert isinstance(ask, ConfirmNew)
    assert ask.question[0].startswith("You have a match in progress (Euchre — hand 1, saved today ")
    assert ask.question[1] == "Start a new one and abandon it?"
    app.frame(0.0, [])
    key(app, pygame.K_ESCAPE)                                  # Esc: back to the setup, nothing changed
    assert isinstance(app.top, SetupScene) and saved(tmp_path, "euchre") == before
    press(app, app.top, "Start")
    press(app, app.top, "Keep playing")
    assert saved(tmp_path, "euchre") == before
    assert isinstance(app.top, TableScene) and app.top.table.match_id == old.match_id
    assert [type(s) for s in app.stack] == [MenuScene, TableScene]
    assert app.store.stats() == {}


def test_start_new_abandons_the_old_match_and_counts_it(app, tmp_path):
    old = played(tmp_path, "euchre", 10)
    played(tmp_path, "ulti", 4)
    ulti = saved(tmp_path, "ulti")
    start(app, "euchre")
    press(app, app.top, "Start new")
    table = app.top.table
    assert isinstance(app.top, TableScene) and table.game == "euchre" and table.match_id != old.match_id
    assert Store(tmp_path).load_autosave("euchre")["id"] == table.match_id     # the old one is gone
    assert app.store.stats()["euchre"]["abandoned"] == 1 and app.store.stats()["euchre"]["played"] == 0
    assert saved(tmp_path, "ulti") == ulti
    app.push(StatsScene(app))
    app.frame(0.0, [])
    assert any("abandoned: 1" in line for line, *_ in app.top.lines)


def test_a_game_without_a_match_in_progress_never_asks(app, tmp_path):
    played(tmp_path, "ulti", 4)
    ulti = saved(tmp_path, "ulti")
    start(app, "euchre")
    assert isinstance(app.top, TableScene) and app.top.table.game == "euchre"
    assert saved(tmp_path, "ulti") == ulti and app.store.stats() == {}


def test_the_event_log_comes_back_with_the_match(app):
    from game.ui.scenes import continue_match
    from tests.ui.uihelp import game_scene, run_until_human
    scene = game_scene(app, "euchre", human=0, seed=5, timers=False)
    run_until_human(app, scene)
    scene.submit(scene.table.state.legal_actions()[0])
    run_until_human(app, scene)
    lines = list(scene.log)
    assert len(lines) >= 3
    scene.back()                                  # the window closes on the table
    app.stack.clear()
    assert continue_match(app, "euchre")
    assert list(app.top.log) == lines
