"""F1 opens the rules at the game in front of you, anywhere; ? at the table lists its keys."""
import pygame

from game.ui.keys import KeysHelp
from game.ui.scenes import MenuScene, RulesScene, SetupScene

from tests.ui.uihelp import game_scene, run_until_human


def press(app, k, unicode=""):
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode)])


def test_f1_opens_the_rules_at_the_game_you_are_playing_and_esc_comes_back(app):
    scene = game_scene(app, "huutopussi", human=0, seed=3, timers=False)
    run_until_human(app, scene)
    press(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.current() == "huutopussi"
    press(app, pygame.K_F1)
    assert app.top is rules                       # not twice
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_f1_from_a_setup_opens_that_game_and_from_the_menu_the_first(app):
    app.push(MenuScene(app))
    app.push(SetupScene(app, "calltrump"))
    press(app, pygame.K_F1)
    assert app.top.current() == "calltrump"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    press(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game is None


def test_question_mark_lists_the_keys_this_table_offers(app):
    scene = game_scene(app, "euchre", human=0, seed=3, timers=False)
    run_until_human(app, scene)
    press(app, pygame.K_SLASH, "?")
    keys = app.top
    assert isinstance(keys, KeysHelp)
    listed = [k for k, _ in keys.rows]
    assert {"S", "T", "U", "H", "F1", "Esc", "?"} <= set(listed)
    app.frame(0.0, [])
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    scene.table.undo_on = False
    press(app, pygame.K_SLASH, "?")
    assert "U" not in [k for k, _ in app.top.rows]
