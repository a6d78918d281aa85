"""Call Trump through the UI: the call, a whole game to seven tricks, hands shown, the next game;
the countdown, automatic play and "I'm back", and the rematch question (rules/calltrump.md §7, §8)."""
import pygame

from game.cards import mask_of
from game.rules.actions import Play
from game.rules.calltrump import START_NEXT_GAME, strongest_suit
from game.ui.results import MatchOverScene, SummaryScene
from game.ui.scenes import SetupScene
from game.ui.table_scene import TableScene

from game.ui.intents import Skip
from tests.ui.uihelp import button_pos, card_pos, click, countdown, game_scene, run_until_human, shown_hand, why_closed


def finish_summary(app, scene):
    if isinstance(app.top, SummaryScene):
        app.frame(0.0, [])
        click(app, app.top.button.rect.center)
        assert app.top is scene or isinstance(app.top, MatchOverScene)


def test_a_game_by_clicks_from_the_call_to_the_next_game(app):
    scene = game_scene(app, "calltrump", human=2, seed=5, first_caller=2, timers=False)
    state = scene.table.state
    run_until_human(app, scene)
    assert state.phase == "call" and len(shown_hand(scene, 2)) == 5
    suit = strongest_suit(mask_of(state.view(2).hand))
    click(app, button_pos(scene, f"{suit.noun.capitalize()}"))
    assert state.trump == suit
    greyed = False
    for _ in range(60):
        run_until_human(app, scene)
        finish_summary(app, scene)
        if state.phase == "next":
            break
        legal = state.legal_actions()
        hand = state.view(2).hand
        bad = [c for c in hand if Play(c) not in legal]
        if bad and not greyed:
            app.frame(0.0, [])
            why = why_closed(app, scene, bad[0])
            assert why.startswith("You must follow suit")
            before = state.to_dict()
            click(app, card_pos(scene, bad[0]))
            assert state.to_dict() == before and scene.frame().toast.label.s == why
            greyed = True
        click(app, card_pos(scene, legal[0].card))
        assert legal[0].card not in state.view(2).hand
    run_until_human(app, scene)
    won = state.view(2).tricks_won
    assert state.phase == "next" and max(won[0] + won[2], won[1] + won[3]) == 7 and greyed
    scene.do(Skip(False))
    for s in range(4):                       # every hand still held lies face up
        for key in scene.model.hands[s]:
            assert isinstance(key, int) and scene.sprites[key].face == 1.0
    assert [b.action for b in scene.frame().buttons()] == [START_NEXT_GAME] and scene.my_turn()
    for _ in range(20):                      # a computer seat never starts it, timers off
        scene.table.wait()
        app.frame(5.0, [])
    assert state.phase == "next"
    click(app, button_pos(scene, "Start the next game"))
    assert state.phase == "call" and state.game_no == 2
    run_until_human(app, scene, limit=50) if state.caller == 2 else None


def test_countdown_turns_red_times_out_and_automatic_play_until_im_back(app):
    scene = game_scene(app, "calltrump", human=0, seed=5, first_caller=0)
    state = scene.table.state
    run_until_human(app, scene)
    app.frame(0.0, [])
    assert countdown(scene) == ("1:00", False)
    app.frame(51.0, [])
    assert countdown(scene) == ("0:09", True)
    hand = state.view(0).hand
    app.frame(9.5, [])
    assert state.trump == strongest_suit(mask_of(hand))
    run_until_human(app, scene)
    app.frame(0.0, [])
    assert countdown(scene) == ("0:45", False)
    app.frame(45.5, [])                       # the second miss in a row
    assert scene.table.auto_play()
    hand = len(state.view(0).hand)
    for _ in range(40):
        scene.table.wait()
        app.frame(0.5, [])
        if len(state.view(0).hand) < hand:
            break
    assert len(state.view(0).hand) < hand and app.top is scene, "the computer goes on playing for you"
    app.frame(0.0, [])
    click(app, scene.back_button.rect.center)
    assert not scene.table.auto_play()


def test_setup_has_a_timers_row_that_reaches_the_table_only(app):
    app.push(SetupScene(app, "calltrump"))
    setup = app.top
    row = next(r for r in setup.rows if r.label == "Timers")
    assert row.value() == "on"
    row.cycle(1)
    assert row.value() == "off"
    setup.start()
    scene = app.top
    assert isinstance(scene, TableScene) and scene.table.timers is False
    assert "timers" not in scene.table.state.options
    app.push(SetupScene(app, "euchre"))
    assert not any(r.label == "Timers" for r in app.top.rows)


def play_to_match_over(app, scene):
    state = scene.table.state
    for _ in range(80):
        run_until_human(app, scene)
        finish_summary(app, scene)
        if isinstance(app.top, MatchOverScene):
            return app.top
        legal = scene.table.seat_view().actions
        if legal and scene.my_turn():
            scene.submit(legal[0])
    raise AssertionError(f"no match over, phase {state.phase}")


def test_rematch_accepted_then_declined_by_the_clock(app):
    scene = game_scene(app, "calltrump", human=1, seed=8, first_caller=1, match_length=1)
    over = play_to_match_over(app, scene)
    app.frame(0.0, [])
    assert over.rematch.label == "Rematch" and over.rematch.enabled
    click(app, over.rematch.rect.center)
    assert app.top is scene and scene.table.state.scores == (0, 0) and not scene.table.state.match_over
    over = play_to_match_over(app, scene)
    app.frame(0.0, [])
    app.frame(29.0, [])
    assert over.rematch.enabled
    app.frame(1.5, [])
    assert not over.rematch.enabled and scene.table.rematch_closed
    click(app, over.rematch.rect.center)
    assert app.top is over and scene.table.state.match_over
    pygame.event.clear()


def test_leaving_and_resuming_keeps_the_time_left(app):
    from game.ui.scenes import MenuScene, continue_match
    app.push(MenuScene(app))
    scene = game_scene(app, "calltrump", human=0, seed=5, first_caller=0)
    run_until_human(app, scene)
    app.frame(0.0, [])
    assert countdown(scene) == ("1:00", False)
    app.frame(20.0, [])
    scene.back()
    assert isinstance(app.top, MenuScene)
    app.frame(300.0, [])                       # time away from the table does not count
    assert continue_match(app)
    again = app.top
    assert isinstance(again, TableScene) and again is not scene
    app.frame(0.0, [])
    app.frame(0.0, [])
    assert countdown(again) == ("0:40", False)
