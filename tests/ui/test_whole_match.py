"""Whole matches with one input device only: an Ushter match by keyboard from the menu (setup,
every decision and card, summaries, match over), and a Euchre match by mouse clicks."""
import pygame

from game.rules.actions import Discard, Play
from game.ui.results import MatchOverScene
from game.ui.scenes import MenuScene, SetupScene
from game.ui.table_scene import TableScene

from tests.ui.uihelp import button_for, key, shown_hand, your_turn


def focus_card(app, scene, card):
    """Move the keyboard focus onto ``card`` with the arrow keys (as a player would)."""
    for _ in range(30):
        mine = shown_hand(scene)
        if 0 <= scene.focus < len(mine) and mine[scene.focus] == card:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError("the arrow keys never reached the card")


def test_a_whole_ushter_match_by_keyboard(app):
    app.push(MenuScene(app))
    key(app, pygame.K_DOWN)          # focus the first game: Ushter
    key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene)
    key(app, pygame.K_LEFT)          # players 5 -> 4 -> 3 on the focused first row
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)        # Enter on a row that is not edited starts the match
    scene = app.top
    assert isinstance(scene, TableScene) and scene.table.state.players == 3
    hands_seen = 0
    for _ in range(20000):
        top = app.top
        if isinstance(top, MatchOverScene):
            break
        if top is not scene:                        # a hand summary: Enter continues
            hands_seen += 1
            key(app, pygame.K_RETURN)
            continue
        state = scene.table.state
        if scene.frame().at_rest and state.to_act == scene.you and your_turn(scene):
            legal = scene.table.seat_view().actions
            plays = [a for a in legal if isinstance(a, Play)]
            discards = [a for a in legal if isinstance(a, Discard)]
            if plays:
                focus_card(app, scene, plays[0].card)
                key(app, pygame.K_RETURN)
            elif discards:                          # select the card, then the Discard button
                focus_card(app, scene, discards[0].cards[0])
                key(app, pygame.K_RETURN)
                key(app, pygame.K_1)
            else:
                key(app, pygame.K_1)                # the first decision button
            continue
        scene.table.wait()
        app.frame(0.25, [])
    assert isinstance(app.top, MatchOverScene)
    assert scene.table.state.match_over and hands_seen >= 3
    assert min(scene.table.state.scores) <= 0


def test_a_whole_euchre_match_by_mouse(app):
    from game.ui.results import SummaryScene
    from tests.ui.uihelp import card_pos, click, game_scene
    scene = game_scene(app, "euchre", human=1, seed=3)
    for _ in range(20000):
        top = app.top
        if isinstance(top, MatchOverScene):
            break
        if top is not scene:                        # a hand summary: its Continue button
            assert isinstance(top, SummaryScene)
            click(app, top.button.rect.center)
            continue
        if scene.frame().at_rest and scene.table.state.to_act == scene.you and your_turn(scene):
            legal = scene.table.seat_view().actions
            plays = [a for a in legal if isinstance(a, Play)]
            discards = [a for a in legal if isinstance(a, Discard)]
            if plays:
                click(app, card_pos(scene, plays[-1].card))
            elif discards:
                click(app, card_pos(scene, discards[0].cards[0]))
                b = button_for(scene, lambda a: a == discards[0])   # the selected card's "Discard the …"
                assert b.label.startswith("Discard the")
                click(app, b.rect.center)
            else:
                click(app, button_for(scene, lambda a: True).rect.center)
            continue
        scene.table.wait()
        app.frame(0.25, [])
    assert isinstance(app.top, MatchOverScene)
    assert max(scene.table.state.scores) >= 10
