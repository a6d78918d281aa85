"""Whole deals of Ulti, Euchre and Huutopussi played by clicks through the table, with the human at
a seat other than 0: every decision the engine offers is reachable with the mouse."""
from game.rules.actions import Bid, ChooseTrump, Discard, Pass, PickUp, Play
from game.rules.euchre import OrderUp
from game.rules.huutopussi import Declare
from game.rules.wording import plain
from game.ui.results import SummaryScene

from game.ui.intents import Skip
from tests.ui.uihelp import (button_for, card_pos, click, close_summary, closed, game_scene, hover, picked, run_until_human,
                             shown_hand, tips, why_closed)


def press(app, scene, test, enabled=True):
    click(app, button_for(scene, test, enabled).rect.center)


def discard_by_clicks(app, scene, count, cards=None):
    cards = cards or [c for c in shown_hand(scene) if scene.pickable(c)][:count]
    for c in cards:
        click(app, card_pos(scene, c))
    assert picked(scene) == set(cards)
    b = button_for(scene, lambda a: type(a) is Discard)       # its label: the game's
    assert set(b.action.cards) == set(cards)
    click(app, b.rect.center)
    return cards


def check_greyed_card(app, scene, monkeypatch):
    """A card the engine refuses is dimmed, says why on hover, and a click does nothing."""
    state, you = scene.table.state, scene.you
    bad = [c for c in shown_hand(scene) if Play(c) not in state.legal_actions()]
    if not bad:
        return False
    card = bad[0]
    reason = scene.named(state.why_illegal(Play(card), you))
    assert card in closed(scene) and why_closed(app, scene, card) == reason
    seen = tips(monkeypatch, scene)
    hover(app, card_pos(scene, card))
    assert scene.hover == card and reason in seen
    before = state.to_dict()
    click(app, card_pos(scene, card))
    assert state.to_dict() == before
    monkeypatch.undo()
    return True


def play_a_card(app, scene):
    card = next(a.card for a in scene.table.state.legal_actions() if type(a) is Play)
    click(app, card_pos(scene, card))
    assert card not in scene.table.state.view(scene.you).hand


def test_an_ulti_deal_by_clicks_from_the_talon_to_the_count(app, monkeypatch):
    scene = game_scene(app, "ulti", human=1, seed=12, dealer=0)
    state = scene.table.state
    run_until_human(app, scene)
    assert state.phase == "discard" and len(shown_hand(scene, 1)) == 12
    laid = discard_by_clicks(app, scene, 2)
    assert state.view(1).stock_seen == tuple(sorted(laid))
    run_until_human(app, scene)
    bids = [b for b in scene.panel.grid.buttons if type(b.action) is Bid]
    assert len(bids) == 38 and all(b.enabled for b in bids)
    press(app, scene, lambda a: a == Bid("simple"))
    assert state.current.id == "simple"
    greyed = refused_bid = False
    for _ in range(200):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        phase = state.phase
        if phase == "turn":
            low = [b for b in scene.frame().buttons() if type(b.action) is Bid and not b.enabled]
            if low and not refused_bid:
                seen = tips(monkeypatch, scene)
                hover(app, low[-1].rect.center)
                assert plain(state.why_illegal(low[-1].action, 1)) in seen      # the bid named as its term
                monkeypatch.undo()
                refused_bid = True
            press(app, scene, lambda a: a == Pass())
        elif phase == "must_bid":
            press(app, scene, lambda a: type(a) is Bid)
        elif phase == "discard":
            discard_by_clicks(app, scene, 2)
        elif phase == "trump":
            press(app, scene, lambda a: type(a) is ChooseTrump)
        elif phase == "kontra":
            press(app, scene, lambda a: a == Pass())
        else:
            assert phase == "play"
            app.frame(0.0, [])
            if not greyed:
                greyed = check_greyed_card(app, scene, monkeypatch)
            play_a_card(app, scene)
    assert isinstance(app.top, SummaryScene) and len(scene.table.sheet) == 1
    assert greyed, "this deal asks the human to follow a suit"
    close_summary(app)
    assert app.top is scene


def test_a_euchre_hand_ordered_up_with_the_dealer_discarding(app, monkeypatch):
    scene = game_scene(app, "euchre", human=3, seed=4, dealer=3)
    state = scene.table.state
    run_until_human(app, scene)
    if state.phase == "round1":
        assert state.view(3).up_card is not None and scene.model.up_key == state.view(3).up_card
        press(app, scene, lambda a: type(a) is OrderUp)
        run_until_human(app, scene)
    assert state.phase == "discard" and len(shown_hand(scene, 3)) == 6
    up = state.up_card
    assert up in shown_hand(scene, 3), "the dealer took the up card into the hand"
    [gone] = discard_by_clicks(app, scene, 1)
    assert gone not in state.view(3).hand and len(state.view(3).hand) == 5
    greyed = False
    for _ in range(40):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        app.frame(0.0, [])
        if not greyed:
            greyed = check_greyed_card(app, scene, monkeypatch)
        play_a_card(app, scene)
    assert isinstance(app.top, SummaryScene)
    assert greyed


def test_a_huutopussi_round_with_the_devils_deck_and_a_declaration(app, monkeypatch):
    app.resize((960, 600))
    scene = game_scene(app, "huutopussi", human=1, seed=4, players=2)
    state = scene.table.state
    declared = took = bid = False
    for _ in range(200):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        phase = state.phase
        legal = state.legal_actions()
        if phase == "bid":
            bids = [a for a in legal if type(a) is Bid]
            if not bid or Pass() not in legal:
                press(app, scene, lambda a: a == bids[0])
                bid = True
            else:
                press(app, scene, lambda a: type(a) is Pass)
        elif phase == "devil":
            scene.do(Skip(False))
            assert scene.motion.hud.stock_label == "devil's deck" and len(scene.model.stock_cards) == 2
            assert all(scene.sprites[c].face == 1.0 for c in scene.model.stock_cards)
            right = max(scene.sprites[c].x for c in scene.model.hands[1]) + scene.card[0] / 2
            assert right < scene.seats.stock_left(2) + 8, "your fan stays clear of the devil's deck"
            press(app, scene, lambda a: type(a) is PickUp)
            took = True
        elif phase == "discard":
            first = next(a for a in legal if type(a) is Discard)
            discard_by_clicks(app, scene, 2, list(first.cards))
        elif phase == "raise":
            press(app, scene, lambda a: type(a) is Pass)       # keep the contract
        elif any(type(a) is Declare for a in legal):
            press(app, scene, lambda a: type(a) is Declare)
            declared = True
        elif any(type(a) is Play for a in legal):
            play_a_card(app, scene)
        else:
            click(app, scene.frame().buttons()[0].rect.center)
    assert isinstance(app.top, SummaryScene)
    assert took and declared
