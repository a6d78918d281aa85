"""The end of a hand (issue 34): the corner panel shows the hand's final trick while the summary
is up, T on the summary opens that hand's tricks, and a click behind the summary never acts on
the table (it used to deal the next hand)."""
import pygame

from game.rules.actions import Play, TrickTaken
from game.ui.results import SummaryScene
from game.ui.tricks import TrickHistory

from tests.ui.uihelp import button_for, card_pos, click, game_scene, key, run_until_human


def to_the_summary(app, scene, taken):
    """Clicks (a playable card, else the first button) until the hand summary shows; ``taken``
    gets every trick the engine reports, as the table's events pass."""
    real = scene.motion.enqueue

    def spy(events):
        taken.extend(ev for ev in events if isinstance(ev, TrickTaken))
        real(events)
    scene.motion.enqueue = spy
    for _ in range(80):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            return app.top
        app.frame(0.0, [])
        plays = [a.card for a in scene.table.seat_view().actions if type(a) is Play and scene.pickable(a.card)]
        if plays:
            click(app, card_pos(scene, plays[0]))
        else:
            click(app, button_for(scene, lambda a: True).rect.center)
    raise AssertionError("the hand never ended")


def test_the_corner_shows_the_final_trick_at_the_hand_summary(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    taken = []
    summary = to_the_summary(app, scene, taken)
    app.frame(0.0, [])
    assert scene.drawn.last_trick is not None, "the last trick is in the corner"
    shown = [card for card, _ in scene.drawn.last_trick.cards]
    assert sorted(shown) == sorted(taken[-1].cards)        # the final trick, not the one before
    assert summary is app.top


def test_a_click_behind_the_summary_never_acts_on_the_table(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    summary = to_the_summary(app, scene, [])
    app.frame(0.0, [])
    log = scene.table.state.actions_log()
    tricks = scene.look_buttons[1]
    for spot in (tricks.rect.center, (5, 5), scene.look_buttons[0].rect.center):
        click(app, spot)
        assert app.top is summary and scene.motion.blocked        # still the summary: no next hand shown
    assert scene.table.state.actions_log() == log
    click(app, summary.button.rect.center)                 # Continue
    assert app.top is scene


def test_t_on_the_summary_opens_the_tricks_of_the_hand_just_scored(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    taken = []
    summary = to_the_summary(app, scene, taken)
    app.frame(0.0, [])
    key(app, pygame.K_t)
    history = app.top
    assert isinstance(history, TrickHistory)
    assert [sorted(c for _, c in row.plays) for row in history.tricks] == [sorted(t.cards) for t in taken]
    key(app, pygame.K_t)                                   # T again closes it: back to the summary
    assert app.top is summary
