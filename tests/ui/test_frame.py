"""The table's frame (game/ui/frame.py) is what a player sees: a card played lies in the trick at
its seat's place, the hint keeps clear of the decision buttons at every window size and wraps
inside its box, and a table at rest shows the same frame tick after tick."""
import pygame
import pytest

from game.cards import Card
from game.rules.actions import Play
from game.ui import art
from game.ui.hint_box import PAD
from tests.ui.test_hint_place import at_a_bid, assert_hint_clear
from game.ui.intents import Skip
from tests.ui.uihelp import card_pos, click, game_scene, key, run_until_human

NINE = Card.parse("9C")


def at_nine_of_clubs(app):
    """Call Trump with you at seat 0, at your first turn that may play 9♣ (decisions before it
    made with the first choice)."""
    scene = game_scene(app, "calltrump", human=0, seed=3, timers=False)
    for _ in range(40):
        run_until_human(app, scene)
        legal = scene.table.state.legal_actions()
        if Play(NINE) in legal:
            scene.do(Skip(False))
            app.frame(0.0, [])
            return scene
        scene.submit(legal[0])
    raise AssertionError("9♣ never became yours to play")


def settle(app, scene):
    """Frames until the cards stop moving (the computers after you wait: the table is not polled)."""
    for _ in range(200):
        app.frame(0.05, [])
        if not any(p.moving for p in scene.drawn.cards) and scene.frame().at_rest:
            return
    raise AssertionError("the cards never came to rest")


@pytest.mark.parametrize("how", ["click", "submit"])
def test_a_card_you_play_shows_in_the_trick_at_your_place(app, monkeypatch, how):
    scene = at_nine_of_clubs(app)
    assert NINE not in scene.drawn.trick().values()
    monkeypatch.setattr(scene.table, "poll", lambda hold=False: [])     # the others wait
    if how == "click":
        click(app, card_pos(scene, NINE))
    else:
        scene.submit(Play(NINE))
    settle(app, scene)
    frame = scene.drawn
    assert frame.trick().get(0) == NINE
    pose = next(p for p in frame.cards if p.card == NINE)
    assert (round(pose.x), round(pose.y)) == tuple(map(round, scene.seats.trick_pos(0)))
    assert pose.face == 1.0 and pose.seat == 0


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("game", ["ulti", "ushter", "euchre", "calltrump", "huutopussi"])
def test_the_hint_never_overlaps_the_decision_panel_or_a_button(app, game, size):
    app.resize(size)
    scene = at_a_bid(app, game)
    key(app, pygame.K_h)
    if scene.table.hinting is not None:
        scene.table.hinting.wait(60)
    app.frame(0.0, [])
    app.frame(0.0, [])
    assert scene.drawn.hint is not None and scene.drawn.hint.lines[0].startswith("Hint: ")
    assert_hint_clear(scene.drawn)


def test_a_long_hint_wraps_inside_its_box(app):
    scene = at_a_bid(app, "euchre")
    scene.set_hint("Hint: " + "pass now, since your partner holds the right bower and you would only "
                   "lead them into a loner they cannot make; " * 3)
    hint = scene.frame().hint
    assert len(hint.lines) > 1
    font = art.font(hint.size)
    inside = hint.rect.inflate(-2 * PAD[0], -2 * PAD[1])
    assert len(hint.lines) * font.get_linesize() <= inside.height
    assert all(font.size(line)[0] <= inside.width for line in hint.lines)


def test_a_table_at_rest_shows_the_same_frame_from_one_tick_to_the_next(app):
    scene = at_nine_of_clubs(app)
    app.frame(0.0, [])
    before = scene.drawn
    for _ in range(5):
        app.frame(1 / 60, [])
        assert scene.drawn == before
        assert scene.drawn is not before        # built afresh each tick, yet equal
    click(app, card_pos(scene, NINE))
    assert scene.drawn != before                # and a move changes it


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_why_a_focused_card_is_closed_never_covers_the_prompt(app, size):
    """The tooltip of a closed card the keyboard is on rises above the prompt rather than over it
    (it used to hide "Follow suit (hearts) if you can." at a four-seat table)."""
    from tests.ui.test_intents import at_a_play, unplayable
    from tests.ui.test_whole_match import focus_card
    app.resize(size)
    scene = at_a_play(app)
    focus_card(app, scene, unplayable(scene)[0])
    frame = scene.frame()
    assert frame.tip is not None and frame.prompt is not None
    assert not frame.tip.box.colliderect(frame.prompt.box), (frame.tip.box, frame.prompt.box)
