"""Undo never crosses into a scored hand (issue 34): at the first decision of a new hand there is
nothing of the player's to take back; the Undo button is greyed and U says so, the score stays."""
import pygame

from game.rules.actions import Play
from game.ui.results import SummaryScene
from game.ui.table_scene import TableScene

from tests.ui.uihelp import button_for, card_pos, click, game_scene, key, run_until_human, shown_hand


def play_a_hand(app, scene):
    """Every decision of the first hand by click (a card, else the first open button), on until
    the hand summary shows; Continue on it."""
    for _ in range(80):
        if isinstance(app.top, SummaryScene):
            break
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        app.frame(0.0, [])
        plays = [a for a in scene.table.seat_view().actions if type(a) is Play and a.card in shown_hand(scene)
                 and scene.pickable(a.card)]
        if plays:
            click(app, card_pos(scene, plays[0].card))
        else:
            click(app, button_for(scene, lambda a: True).rect.center)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    app.frame(0.0, [])
    click(app, summary.button.rect.center)
    assert app.top is scene


def test_at_the_first_decision_of_a_new_hand_undo_is_refused_and_the_score_stays(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    play_a_hand(app, scene)
    run_until_human(app, scene)
    app.frame(0.0, [])
    assert scene.my_turn() and len(scene.table.sheet) == 1
    before = (scene.table.state.to_dict(), scene.table.state.scores, list(scene.table.sheet))
    assert not scene.undo_button.enabled                  # greyed: nothing of yours in this hand
    key(app, pygame.K_u)
    assert app.top is scene
    assert (scene.table.state.to_dict(), scene.table.state.scores, scene.table.sheet) == before
    assert scene.toast and "in this hand" in scene.toast[0]
    click(app, scene.undo_button.rect.center)             # a click on the grey button: the same
    assert app.top is scene and scene.table.state.to_dict() == before[0]


def test_after_a_decision_in_the_new_hand_undo_takes_back_only_that(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    play_a_hand(app, scene)
    run_until_human(app, scene)
    app.frame(0.0, [])
    first = scene.table.state.to_dict()
    key(app, pygame.K_1)                                  # the first button: a decision of this hand
    app.frame(0.0, [])
    key(app, pygame.K_u)
    fresh = app.top
    assert isinstance(fresh, TableScene) and fresh.table.state.to_dict() == first
    assert len(fresh.table.sheet) == 1 and not fresh.table.can_undo()
