"""Scene stack, autosave and resume through the menu, settings, and the screenshot command."""
import json

import pygame
import pytest

from game.cli import build_parser, main
from game.store import AUTOSAVE, Store, save_name
from game.ui.results import MatchOverScene
from game.ui.confirm import Confirm
from game.ui.scenes import (MenuScene, RulesScene, SettingsScene, SetupScene, StatsScene)
from game.tools.screenshot import CLAIM_SEEDS, SCENES, screenshot
from game.ui.table_scene import TableScene

from game.ui.intents import Skip
from tests.ui.uihelp import click, key, run_until_human


def labels(scene):
    return [b.label for b in scene.buttons]


def continues(menu):
    """The menu's matches in progress, as the player reads them."""
    return [(b.label, b.sub) for b in menu.continue_buttons]


def press(app, scene, label):
    b = next(b for b in scene.buttons if b.label == label)
    click(app, b.rect.center)


def test_esc_goes_back_through_the_scene_stack(app):
    app.push(MenuScene(app))
    app.frame(0.0, [])
    press(app, app.top, "Ushter")
    assert isinstance(app.top, SetupScene)
    press(app, app.top, "Start")
    assert isinstance(app.top, TableScene)
    assert [type(s) for s in app.stack] == [MenuScene, TableScene]
    app.top.table.pause = 1e9
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and app.running
    press(app, app.top, "Ushter")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    for label, kind in (("Rules", RulesScene), ("Settings", SettingsScene), ("Statistics", StatsScene)):
        press(app, app.top, label)
        assert isinstance(app.top, kind)
        app.frame(0.0, [])
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_setup_cycles_players_levels_and_options_and_remembers_them(app):
    app.push(MenuScene(app))
    app.push(SetupScene(app, "ushter"))
    setup = app.top
    players = next(r for r in setup.rows if r.label == "Players")
    click(app, setup.box_at(players).center)
    assert setup.setup["players"] == 6
    click(app, setup.box_at(players).center, button=3)
    assert setup.setup["players"] == 5
    learner = next(r for r in setup.rows if r.label == "Learner mode")
    assert learner.value() == "off"
    click(app, setup.box_at(learner).center)
    assert learner.value() == "on"
    level = next(r for r in setup.rows if r.label.startswith("Seat 2"))
    assert level.value() == "Normal"                        # the default level
    click(app, setup.box_at(level).center)
    assert setup.setup["levels"][1] == "hard" and level.value() == "Hard"
    seed = next(r for r in setup.rows if r.label == "Deal seed")
    click(app, setup.box_at(seed).center)
    app.frame(0.0, [pygame.event.Event(pygame.TEXTINPUT, text="4x2")])
    assert setup.setup["seed"] == "42"
    key(app, pygame.K_ESCAPE)
    saved = Store(app.store.home).settings()["setups"]["ushter"]
    assert saved["players"] == 5 and saved["options"] == {"learner_mode": True}
    assert saved["seed"] == ""                              # a seed is for one match, never sticky
    app.push(SetupScene(app, "ushter"))
    assert app.top.setup["seed"] == ""
    app.top.setup["seed"] = "42"
    press(app, app.top, "Start")
    table = app.top.table
    assert table.state.options["learner_mode"] and table.state.seed == 42 and table.levels[1] == "hard"
    assert Store(app.store.home).settings()["setups"]["ushter"]["seed"] == ""


def test_autosave_after_an_action_and_continue_from_the_menu(app, tmp_path):
    app.push(MenuScene(app))
    app.push(SetupScene(app, "ushter"))
    app.top.setup.update(players=4, seed="11", human=0)
    press(app, app.top, "Start")
    scene = app.top
    run_until_human(app, scene)
    n = len(scene.table.state.actions_log())
    key(app, pygame.K_1)
    saved = json.loads((tmp_path / save_name("ushter")).read_text())
    assert len(saved["match"]["actions"]) == n + 1
    log = scene.table.state.actions_log()
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MenuScene) and [c[0] for c in continues(menu)] == ["Ushter — hand 1"]
    press(app, menu, "Ushter — hand 1")
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not scene
    assert resumed.table.state.actions_log()[:len(log)] == log
    assert resumed.motion.idle() and resumed.sprites


def test_a_corrupt_autosave_is_moved_aside_with_a_message(app, tmp_path):
    (tmp_path / AUTOSAVE).write_text(json.dumps({"match": {"format": 1, "game": "ushter", "seed": 1, "players": 4,
                                                           "dealer": None, "deck": [], "options": {},
                                                           "actions": ["Play ZZ"]},
                                                 "seats": {"human": 0, "levels": [None, "heuristic", "heuristic", "heuristic"],
                                                           "names": ["You", "Ada", "Bela", "Cleo"]}}))
    app.push(MenuScene(app))
    menu = app.top
    press(app, menu, "Ushter — hand 1")             # the old single save, moved to Ushter's
    assert app.top is menu
    assert continues(menu) == []
    assert len(list(tmp_path.glob("autosave-ushter.corrupt-*.json"))) == 1
    assert any("saved match" in m and "autosave-ushter.corrupt-" in m for m in menu.messages)
    app.frame(0.0, [])


def test_bad_json_autosave_is_reported_on_the_menu(app, tmp_path):
    (tmp_path / AUTOSAVE).write_text("{oops")
    app.push(MenuScene(app))
    assert continues(app.top) == []
    assert app.top.messages and len(list(tmp_path.glob("autosave.corrupt-*.json"))) == 1


def test_settings_change_and_persist(app):
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    s = app.top
    speed = next(r for r in s.rows if r.label == "Animation speed")
    click(app, s.box_at(speed).center)
    assert app.settings["anim_speed"] == 0.0          # 3× wraps round to off
    name = next(r for r in s.rows if r.label == "Your name")
    click(app, s.box_at(name).center)
    for _ in range(5):
        key(app, pygame.K_BACKSPACE)
    app.frame(0.0, [pygame.event.Event(pygame.TEXTINPUT, text="Ilona")])
    key(app, pygame.K_ESCAPE)
    assert Store(app.store.home).settings()["player_name"] == "Ilona"


def test_match_over_and_play_again(app):
    from game.rules.actions import MatchOver
    from tests.ui.uihelp import table_scene
    app.push(MenuScene(app))
    scene = table_scene(app)
    scene.do(Skip(False))
    scene.motion.enqueue([MatchOver((2,), (5, 3, -1, 7))])
    app.frame(0.1, [])
    assert isinstance(app.top, MatchOverScene)
    app.frame(0.0, [])
    press(app, app.top, "Play again")
    assert isinstance(app.top, TableScene) and app.top is not scene
    assert [type(s) for s in app.stack] == [MenuScene, TableScene]


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_writes_a_png_for_every_scene(scene, tmp_path):
    out = tmp_path / f"{scene}.png"
    seed, after = (CLAIM_SEEDS[scene]["ushter"], 0) if scene in CLAIM_SEEDS else (3, 6)
    args = build_parser().parse_args(["screenshot", scene, str(out), "--game", "ushter", "--seed", str(seed),
                                      "--after-actions", str(after), "--size", "960x600"])
    assert screenshot(args) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (960, 600)


def test_screenshot_rejects_a_bad_scene(capsys):
    assert main(["screenshot", "lobby", "/tmp/x.png"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unknown scene 'lobby'" in err[0]
    assert main(["screenshot", "menu", "/tmp/x.png", "--size", "big"]) == 2


def test_f11_toggles_full_screen_without_crashing(app):
    app.push(MenuScene(app))
    size = app.screen.get_size()
    key(app, pygame.K_F11)
    app.frame(0.0, [])
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.screen.get_size() == size
    assert app.running


def test_the_app_starts_and_stops(tmp_path):
    import os
    import subprocess
    import sys
    env = dict(os.environ, TRICKTABLE_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = "from game.ui.app import run; raise SystemExit(run(frames=5))"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_a_tall_setup_scrolls_in_a_small_window(app):
    app.resize((960, 600))
    app.push(SetupScene(app, "ushter"))
    setup = app.top
    players = next(r for r in setup.rows if r.label == "Players")
    for _ in range(3):
        click(app, setup.box_at(players).center)
    assert setup.setup["players"] == 8
    assert setup.max_scroll() > 0
    for _ in range(len(setup.rows) - 1):
        key(app, pygame.K_DOWN)
    last = setup.rows[setup.focus]
    assert last is setup.rows[-1] and setup.scroll > 0
    assert setup.view_rect().contains(setup.box_at(last))
    app.frame(0.0, [])


def test_the_real_loop_reads_posted_events(app):
    app.push(MenuScene(app))
    ushter = next(b for b in app.top.buttons if b.label == "Ushter")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ushter.rect.center, button=1))
    app.loop(frames=2)
    assert isinstance(app.top, SetupScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.loop(frames=3)
    assert isinstance(app.top, TableScene)
    app.top.table.pause = 1e9
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.loop(frames=5)
    assert app.running and isinstance(app.top, Confirm)     # over a match, closing asks first
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.loop(frames=5)
    assert not app.running


def test_every_game_has_a_rules_text_with_sections():
    from game.rules import GAMES
    from game.ui.scenes import rules_text
    for game in GAMES:
        text = rules_text(game)
        headings = [body for kind, body in text if kind == "s"]
        assert len(headings) >= 3, game
        assert all(kind in ("s", "p") and body for kind, body in text)
