"""Huutopussi's auction and final raise take any multiple of 5: the bid stepper (−5, +5, +10, +50,
typed digits, arrows, Enter) reaches every legal bid in one decision, never an illegal one."""
import pygame
import pytest

from game.rules import new_game
from game.rules.actions import Bid, Discard, Pass, PickUp
from game.table import Table, bot_names
from game.ui.amount import AmountChooser
from game.ui.table_scene import TableScene
from tests.ui.uihelp import button_pos, click, labels, run_until_human


def test_the_chooser_moves_only_among_the_legal_values():
    am = AmountChooser([Bid(v) for v in range(50, 405, 5)])
    assert am.value == 50 and not am.can_jump(-5)
    am.jump(50)
    am.jump(10)
    am.jump(10)
    assert am.value == 120
    am.step(-1)
    assert am.value == 115
    for d in "999":
        am.type_digit(d)
    assert am.value == 400 and not am.can_jump(5)      # past the top: the highest legal bid
    am.backspace()
    assert am.value == 100 and am.typed == "99"
    am.jump(-50)
    assert am.value == 50


def typed(app, text):
    for ch in text:
        app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0)])


def enter(app):
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])


def scene_for(app, state, human):
    table = Table(state, human=human, names=bot_names(state.players, human, "You"), store=app.store)
    scene = TableScene(app, table)
    app.push(scene)
    run_until_human(app, scene)
    return scene


@pytest.mark.parametrize("players, teams", [(2, False), (3, False), (4, False), (4, True)])
def test_a_human_opens_the_auction_at_120_by_typing_it(app, players, teams):
    state = new_game("huutopussi", seed=3, players=players, dealer=players - 1, teams=teams)
    scene = scene_for(app, state, human=0)
    assert state.phase == "bid" and scene.panel.amount is not None
    assert len([b for b in scene.panel.grid.buttons if type(b.action) is Bid]) == 1   # one bid button, not 70
    typed(app, "120")
    assert "Bid 120" in labels(scene)
    enter(app)
    assert state.view(0).bids[0] == (0, "120")


def test_a_human_jumps_by_clicks_in_the_auction(app):
    state = new_game("huutopussi", seed=3, players=3, dealer=2)
    scene = scene_for(app, state, human=0)
    for label in ("+50", "+10", "+10"):
        click(app, button_pos(scene, label))
    assert "Bid 120" in labels(scene)
    click(app, button_pos(scene, "Bid 120"))
    assert state.view(0).bids[0] == (0, "120")


def test_a_declarer_raises_straight_to_120_in_the_final_raise(app):
    state = new_game("huutopussi", seed=3, players=3, dealer=2)
    state.apply(state.legal_actions()[[type(a) for a in state.legal_actions()].index(Bid)])   # seat 0 opens
    while state.phase == "bid":
        state.apply(Pass())
    state.apply(PickUp())
    state.apply(next(a for a in state.legal_actions() if type(a) is Discard))
    assert state.phase == "raise" and state.to_act == 0
    scene = scene_for(app, state, human=0)
    assert scene.panel.amount is not None
    typed(app, "120")
    assert "Raise to 120" in labels(scene)
    enter(app)
    assert state.phase == "play" and state.view(0).bids[-1] == (0, "raised to 120")


def test_the_stepper_fits_one_row_and_its_buttons_carry_no_number_keys(app):
    """Digits type a bid, so no button shows (or answers) a number key; −5 to +50 sit in one row."""
    state = new_game("huutopussi", seed=3, players=3, dealer=2)
    scene = scene_for(app, state, human=0)
    assert not scene.panel.grid.number_keys
    stepper = [scene.panel.grid.screen_rect(b) for b in [scene.panel.jump_buttons[0], scene.panel.amount_button,
                                                   *scene.panel.jump_buttons[1:]]]
    assert len({r.y for r in stepper}) == 1
    typed(app, "1")                       # types a 1; presses no button
    assert state.phase == "bid" and state.to_act == 0 and scene.panel.amount.typed == "1"
