"""The table scene driven by synthetic pygame events under the dummy video driver."""
import pygame
import pytest

from game.rules.actions import Discard, PickUp, Play
from game.rules.wording import seat
from game.ui.intents import Skip, ToggleCard
from game.ui.results import SummaryScene
from game.ui.table_scene import TableScene

from tests.ui.uihelp import (button_pos, card_pos, click, drag, game_scene, key, picked, run_until_human, shown_button,
                             shown_hand, table_scene, why_closed)

CENTER = (640, 330)


def test_a_whole_hand_by_dragging_with_a_renege(app):
    scene = table_scene(app, human=0, players=4, seed=11)
    state = scene.table.state
    reneged = False
    for _ in range(60):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        legal = state.legal_actions()
        hand = list(state.view(0).hand)
        if any(type(a) is Play for a in legal):
            bad = [c for c in hand if Play(c) not in legal]
            if bad and not reneged:
                card, score = bad[0], state.scores[0]
                drag(app, card_pos(scene, card), CENTER)
                assert card in state.view(0).hand and state.to_act == 0
                assert state.scores[0] == score + 5
                assert scene.toast and scene.toast[0].startswith("Renege: you must follow suit")
                assert scene.toast[0].endswith("— +5")
                for _ in range(20):
                    app.frame(0.1, [])
                assert card in shown_hand(scene)
                sp = scene.sprites[card]
                assert sp.y > 600, "the refused card flew back into the hand"
                reneged = True
                continue
            card = next(a.card for a in legal if type(a) is Play)
            drag(app, card_pos(scene, card), CENTER)
            assert card not in state.view(0).hand
        elif any(type(a) is Discard for a in legal):
            card = next(a.cards[0] for a in legal if type(a) is Discard)
            click(app, card_pos(scene, card))
            assert picked(scene) == {card}
            click(app, button_pos(scene, "Discard"))
            assert card not in state.view(0).hand
        elif PickUp() in legal:
            click(app, button_pos(scene, "Pick up"))
        else:
            click(app, button_pos(scene, "Play"))
        assert state.to_act != 0 or not scene.frame().at_rest or state.view(0).phase in ("discard", "play")
    assert isinstance(app.top, SummaryScene), "the hand ended with a summary"
    assert reneged, "this deal offers a renege"
    assert len(scene.table.sheet) == 1
    key(app, pygame.K_RETURN)
    assert app.top is scene


def test_learner_mode_greys_cards_that_cannot_be_played(app):
    scene = table_scene(app, human=0, players=4, seed=11, learner_mode=True)
    state = scene.table.state
    for _ in range(60):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            key(app, pygame.K_RETURN)
            continue
        legal = state.legal_actions()
        hand = list(state.view(0).hand)
        if any(type(a) is Play for a in legal):
            bad = [c for c in hand if Play(c) not in legal]
            if bad:
                card = bad[0]
                assert why_closed(app, scene, card).startswith("You must follow suit")
                before = state.to_dict()
                drag(app, card_pos(scene, card), CENTER)
                click(app, card_pos(scene, card))
                assert state.to_dict() == before and scene.drag is None
                # hovering shows the reason, and the frame draws the greyed card
                app.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=card_pos(scene, card), rel=(0, 0), buttons=(0, 0, 0))])
                assert scene.hover == card
                return
            card = next(a.card for a in legal if type(a) is Play)
            click(app, card_pos(scene, card))
        else:
            key(app, pygame.K_1)
    pytest.fail("never had to follow suit")


def test_keyboard_plays_and_presses_buttons(app):
    scene = table_scene(app, human=0, players=4, seed=11)
    state = scene.table.state
    for _ in range(60):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            pytest.fail("no card play reached")
        legal = state.legal_actions()
        if any(type(a) is Play for a in legal):
            target = next(a.card for a in legal if type(a) is Play)
            for _ in range(len(shown_hand(scene)) + 1):
                if 0 <= scene.focus and shown_hand(scene)[scene.focus] == target:
                    break
                key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
            assert target not in state.view(0).hand
            return
        n_before = len(state.actions_log())
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        assert len(state.actions_log()) == n_before + 1


def test_clicks_and_keys_during_a_bot_turn_change_nothing(app):
    scene = table_scene(app, human=1, players=4, seed=11)
    state = scene.table.state
    scene.table.pause = 1e9          # the bot keeps thinking
    for _ in range(30):
        app.frame(0.5, [])
    assert state.to_act != 1 and scene.frame().at_rest
    before = state.to_dict()
    for card in list(scene.model.hands[1]):
        click(app, card_pos(scene, card))
        drag(app, card_pos(scene, card), CENTER)
    for k in (pygame.K_1, pygame.K_2, pygame.K_RETURN, pygame.K_LEFT, pygame.K_TAB, pygame.K_SPACE):
        key(app, k)
    for _ in range(5):
        app.frame(0.5, [])
    assert state.to_dict() == before
    assert scene.table.thinking_seat() == state.to_act


def test_resizing_during_an_animation(app):
    scene = table_scene(app, human=0, players=6, seed=4)
    app.frame(0.05, [])
    assert not scene.frame().at_rest, "the deal is animating"
    app.resize((1000, 640))
    assert scene.size == (1000, 640)
    for _ in range(60):
        app.frame(0.1, [])
        if scene.frame().at_rest:
            break
    scene.table.pause = 1e9
    for _ in range(10):
        app.frame(0.1, [])
    slots = scene.seats.hand_slots(len(shown_hand(scene)), scene.places.stock_left(scene.motion.hud))
    for (x, y, _), c in zip(slots, shown_hand(scene)):
        sp = scene.sprites[c]
        assert not sp.moving
        assert abs(sp.x - x) < 1 and abs(sp.y - y) < 40
    for sp in scene.sprites.values():
        assert 0 <= sp.x <= 1000 and 0 <= sp.y <= 640


def test_a_click_skips_the_deal_animation(app):
    scene = table_scene(app, human=0, players=5, seed=2)
    scene.table.pause = 1e9
    app.frame(0.05, [])
    assert not scene.frame().at_rest
    click(app, (5, 5))
    assert scene.frame().at_rest and not any(sp.moving for sp in scene.sprites.values())
    assert isinstance(app.top, TableScene)


def test_unknown_events_become_log_lines(app):
    from game.rules.actions import event, Event

    @event
    class Flourish(Event):
        seat: int

    scene = table_scene(app, human=0, players=4, seed=3)
    scene.do(Skip(False))
    scene.motion.enqueue([Flourish(2)])
    for _ in range(10):
        app.frame(0.2, [])
    assert any(f"{scene.names[2]}: flourish" == line for line in scene.log), "said in words"


def test_hands_shown_turns_other_hands_face_up_only_where_the_view_shows_them(app, monkeypatch):
    import dataclasses
    from game.cards import bits
    from game.rules.actions import HandsShown
    scene = table_scene(app, human=0, players=4, seed=5)
    scene.table.pause = 1e9
    scene.do(Skip(False))
    hands = tuple(tuple(bits(scene.table.state.deal.hands[s])) for s in range(4))
    scene.motion.enqueue([HandsShown(hands)])
    scene.queue.pop()                   # drop the sync: look at what the event alone did
    scene.do(Skip(False))
    assert not any(sp.card in hands[1] for sp in scene.sprites.values()), "Ushter's view shows no hand"
    real = scene.table.state.view
    monkeypatch.setattr(scene.table.state, "view", lambda seat: dataclasses.replace(
        real(seat), shown={s: hands[s] for s in (1, 3)}))
    scene.motion.enqueue([HandsShown(hands)])
    scene.queue.pop()
    scene.do(Skip(False))
    for s in (1, 3):
        assert set(shown_hand(scene, s)) == set(hands[s])
        assert all(scene.sprites[c].face == 1.0 and scene.sprites[c].card == c for c in hands[s])
    assert not any(sp.card in hands[2] for sp in scene.sprites.values())
    app.frame(0.0, [])


def test_multi_card_discard_button_and_grouped_scrolling_bids(app, monkeypatch):
    from game.rules.actions import Bid, Discard
    scene = table_scene(app, human=0, players=4, seed=11)
    run_until_human(app, scene)
    state = scene.table.state
    hand = list(state.view(0).hand)
    a, b, c = hand[:3]
    bids = [Bid(f"b{i}") for i in range(38)]
    monkeypatch.setattr(state, "legal_actions", lambda: bids + [Discard((a, b)), Discard((a, c))])
    monkeypatch.setattr(state, "label", lambda act: str(act))
    monkeypatch.setattr(state, "action_menu", lambda seat: [
        ("Discard" if type(a) is Discard else f"Rung {bids.index(a) // 10 + 1}", a, str(a), None)
        for a in state.legal_actions()])
    scene.motion.sync(state.seat_view(0), dur=0)
    app.resize((960, 600))
    assert scene.panel.grid.area.bottom < 600 - scene.card[1]
    headings = [h for h, _, _ in scene.panel.grid.headings]
    assert headings[:4] == ["Rung 1", "Rung 2", "Rung 3", "Rung 4"]
    assert scene.panel.grid.max_scroll() > 0
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)])
    btn = scene.panel.discard_button
    assert not btn.enabled and btn.sub == "select 2 cards"
    scene.do(ToggleCard(a))
    assert not btn.enabled
    scene.do(ToggleCard(c))
    assert btn.enabled
    scene.do(ToggleCard(b))
    assert not btn.enabled
    scene.do(ToggleCard(c))
    assert btn.enabled and scene.panel.matching_discard() == Discard((a, b))
    app.frame(0.0, [])


def test_a_whole_match_through_the_ui_ends_on_the_match_over_scene(app):
    import random
    from game.ui.results import MatchOverScene
    app.settings["anim_speed"] = 1000.0
    app.settings["trick_pause"] = 0.0
    scene = table_scene(app, human=2, players=3, seed=8)
    scene.table.pause = 0.0
    rng = random.Random(1)
    for _ in range(3000):
        run_until_human(app, scene, limit=2000)
        top = app.top
        if isinstance(top, MatchOverScene):
            break
        if isinstance(top, SummaryScene):
            click(app, top.button.rect.center)
            continue
        legal = scene.table.state.legal_actions()
        plays = [a.card for a in legal if type(a) is Play]
        if plays:
            click(app, card_pos(scene, rng.choice(plays)))
        elif any(type(a) is Discard for a in legal):
            card = next(a.cards[0] for a in legal if type(a) is Discard)
            click(app, card_pos(scene, card))
            key(app, pygame.K_1 + len(scene.panel.grid.buttons) - 1)
        else:
            key(app, pygame.K_1 + rng.randrange(len(scene.panel.grid.buttons)))
    assert isinstance(app.top, MatchOverScene)
    assert scene.table.state.match_over
    assert app.store.stats()["ushter"]["played"] == 1
    assert not app.store.has_autosave()
    app.frame(0.0, [])


def test_a_malformed_known_event_is_logged_not_fatal(app):
    from game.cards import Card
    from game.rules.actions import CardPlayed
    scene = table_scene(app, human=0, players=4, seed=3)
    scene.do(Skip(False))
    scene.table.pause = 1e9
    scene.motion.enqueue([CardPlayed(9, Card.parse("AS"))])
    for _ in range(5):
        app.frame(0.2, [])
    assert any(line.startswith("Card played seat 9") for line in scene.log)
    assert "AS" not in [str(k) for _, k in scene.model.trick]
    assert scene.frame().at_rest


def test_dealer_picks_up_then_discards_by_selecting_a_card(app):
    from game.rules.actions import PickUp
    scene = table_scene(app, human=0, players=4, seed=11)
    state = scene.table.state
    for _ in range(300):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            key(app, pygame.K_RETURN)
            continue
        legal = state.legal_actions()
        if PickUp() in legal:
            up = state.view(0).up_card
            click(app, button_pos(scene, "Pick up"))
            run_until_human(app, scene)
            assert up in shown_hand(scene) and scene.discard_mode()
            assert why_closed(app, scene, up) == "You cannot discard the card you just picked up."
            click(app, card_pos(scene, up))
            assert picked(scene) == set()
            card = next(a.cards[0] for a in state.legal_actions() if type(a) is Discard)
            click(app, card_pos(scene, card))
            assert shown_button(scene, "Discard the").enabled
            key(app, pygame.K_1)
            assert card not in state.view(0).hand and len(state.view(0).hand) == 5
            return
        plays = [a.card for a in legal if type(a) is Play]
        if plays:
            click(app, card_pos(scene, plays[0]))
        else:
            click(app, button_pos(scene, "Play"))
    pytest.fail("never the dealer with a pick-up")


def test_engine_text_names_the_players(app):
    scene = table_scene(app, human=0, players=4, seed=3)
    assert scene.named(seat(2, "is") + " awarded all five tricks.") == "Bela is awarded all five tricks."
    assert scene.named(seat(0, "is") + " awarded all five tricks.") == "You are awarded all five tricks."
    assert scene.named(f"Waiting for {seat(3)}.") == "Waiting for Cleo."
    assert scene.named(seat(9, "leads")) == "Seat 10 leads"


def test_a_failed_autosave_is_shown_and_play_goes_on(app, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    app.store.home = blocker / "home"
    scene = table_scene(app, human=0, players=4, seed=11)
    run_until_human(app, scene)
    key(app, pygame.K_1)
    app.frame(0.1, [])
    assert scene.toast and "Could not save" in scene.toast[0]


def test_undo_from_the_table_takes_back_your_card_and_shows_the_cards_as_they_were(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    before = None
    for _ in range(40):
        run_until_human(app, scene)
        legal = scene.table.state.legal_actions()
        if any(type(a) is Play for a in legal) and len(legal) > 1:
            before = (scene.table.state.to_dict(), list(scene.table.state.view(0).hand))
            card = next(a.card for a in legal if type(a) is Play)
            click(app, card_pos(scene, card))
            break
        scene.submit(legal[0])
    assert before is not None and card not in scene.table.state.view(0).hand
    app.frame(0.0, [])
    assert scene.undo_button.enabled
    key(app, pygame.K_u)
    fresh = app.top
    assert isinstance(fresh, TableScene) and fresh is not scene
    assert fresh.table.state.to_dict() == before[0] and sorted(fresh.model.hands[0]) == sorted(before[1])
    assert fresh.toast and "took back" in fresh.toast[0]


def test_a_hint_from_the_table_names_the_move_focuses_its_card_and_goes_with_the_move(app):
    scene = game_scene(app, "ushter", human=0, seed=4, timers=False)
    for _ in range(40):
        run_until_human(app, scene)
        legal = scene.table.state.legal_actions()
        if any(type(a) is Play for a in legal) and len(legal) > 1:
            break
        scene.submit(legal[0])
    key(app, pygame.K_h)
    assert scene.hint_line == "Thinking about your move…"
    scene.table.hinting.wait(60)
    app.frame(0.0, [])
    assert scene.hint_line.startswith("Hint: Play the ") and "deals" in scene.hint_line
    card = shown_hand(scene)[scene.focus]
    assert scene.hint_line.startswith(f"Hint: {scene.named(scene.table.state.label(Play(card)))}:")
    key(app, pygame.K_RETURN)                     # Enter plays the focused card: the hint's
    assert card not in scene.table.state.view(0).hand and scene.hint_line is None


@pytest.mark.parametrize("skip_tricks", [False, True])
def test_a_click_never_hides_a_finished_trick_before_its_pause_unless_asked(app, skip_tricks):
    app.settings["trick_pause"] = 1.0
    app.settings["skip_tricks"] = skip_tricks
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    for _ in range(200):
        run_until_human(app, scene)
        if scene.table.state.view(0).tricks_won and sum(scene.table.state.view(0).tricks_won):
            break
        legal = scene.table.state.legal_actions()
        scene.submit(next((a for a in legal if type(a) is Play), legal[0]))
        if any(kind == "event" and type(ev).__name__ == "TrickTaken" for kind, ev, _ in scene.queue):
            click(app, (5, 300))                  # skip at once, before the trick is collected
            if skip_tricks:
                assert not any(kind in ("event", "collect") and type(ev).__name__ == "TrickTaken"
                               for kind, ev, _ in scene.queue)
            else:
                assert len(scene.model.trick) > 0       # the trick still lies on the table,
                app.frame(0.8, [])
                assert len(scene.model.trick) > 0       # for most of its pause,
                app.frame(0.3, [])
                assert not scene.model.trick            # and then it is collected
            return
    raise AssertionError("no trick was completed by a card of yours")


def test_the_trump_icon_clears_when_the_next_deal_starts(app):
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    scene.do(Skip(False))                           # the opening deal laid out
    scene.model.trump = "left over"                     # what the last deal's TrumpSet left
    from game.rules.actions import Dealt
    seat = scene.table.state.seat_view(0)
    view = seat.view
    scene.motion.enqueue([Dealt(0, (5, 5, 5, 5), view.up_card, 3)])
    scene.motion.process(0.0)                     # the deal starts (the sync after it has not run)
    assert scene.model.trump is view.trump is None      # Euchre names trump after the deal
