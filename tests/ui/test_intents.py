"""The table's key map: what a key, a click or a drag means (its intents, asked without pressing
anything), and, pressed for real, what a person then sees at the table."""
import pygame
import pytest

from game.rules.actions import Discard, PickUp, Play
from game.rules import new_game
from game.table import Table, bot_names
from game.ui.intents import (ArmCard, AskHint, ChooseCard, DragTo, ExplainCard, ExportHand, Grab, Hover, ImBack,
                             LetGo, LookBack, MoveFocus, PlayCard, Press, Reorder, ShowKeys, Skip, StepBid,
                             ToggleCard, TypeBid, Undo)
from game.ui.keys import KeysHelp
from game.ui.results import SummaryScene
from game.ui.scenes import MenuScene, RulesScene
from game.ui.scoresheet import ScoreSheet
from game.ui.table_scene import TableScene
from game.ui.tricks import TrickHistory
from game.ui.widgets import RING

from tests.ui.test_whole_match import focus_card
from tests.ui.uihelp import (card_pos, click, closed, game_scene, hover, key, labels, meaning, run_until_human,
                             shown_button, shown_hand, why_closed)

CENTER = (640, 330)


def mouse(kind, pos):
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def means(scene, ev):
    """What ``ev`` would mean at the table now, without doing it."""
    return list(scene.input.intents(ev))


def plays(scene):
    return [a.card for a in scene.table.state.legal_actions() if type(a) is Play]


def advance(app, scene):
    """On to the next decision: the first card that may be played, else the first open button
    (Pick up, where the dealer may)."""
    run_until_human(app, scene)
    if isinstance(app.top, SummaryScene):
        key(app, pygame.K_RETURN)
    elif plays(scene):
        scene.do(PlayCard(plays(scene)[0]))
    else:
        legal = scene.table.state.legal_actions()
        scene.do(Press(next(b for b in scene.panel.grid.buttons
                            if b.enabled and (b.action == PickUp() or PickUp() not in legal))))


def at_a_play(app, game="euchre", seed=4, **kw):
    """A table whose human must follow a led card: more than one card may be played, some may
    not, and the trick is not the human's to complete (so a card played stays in it). The
    computers then wait."""
    app.push(MenuScene(app))
    scene = game_scene(app, game, human=0, seed=seed, timers=False, **kw)
    for _ in range(200):
        run_until_human(app, scene)
        trick = scene.table.state.view(0).trick
        if len(plays(scene)) > 1 and unplayable(scene) and 0 < len(trick) < scene.n - 1:
            scene.table.pause = 1e9
            app.frame(0.0, [])
            return scene
        advance(app, scene)
    raise AssertionError("no such play came")


def unplayable(scene):
    return closed(scene)


def in_the_trick(scene, card):
    """The card lies in the trick, for the engine and on the table."""
    return (card in [c for _, c in scene.table.state.view(0).trick]
            and card in [k for _, k in scene.model.trick])


# --- what a key or a click means -----------------------------------------------------------------

def test_enter_on_the_focused_card_is_play_card_and_on_a_closed_card_says_why(app):
    scene = at_a_play(app)
    card = plays(scene)[0]
    focus_card(app, scene, card)
    assert meaning(scene, pygame.K_RETURN) == [PlayCard(card)]
    assert meaning(scene, pygame.K_SPACE) == [PlayCard(card)]
    closed = unplayable(scene)
    focus_card(app, scene, closed[0])
    assert meaning(scene, pygame.K_RETURN) == [ExplainCard(closed[0])]


def test_the_letters_and_arrows_mean_their_intents(app):
    scene = at_a_play(app)
    assert meaning(scene, pygame.K_u) == [Undo()]
    assert meaning(scene, pygame.K_h) == [AskHint()]
    assert meaning(scene, pygame.K_s) == [LookBack("scores")]
    assert meaning(scene, pygame.K_t) == [LookBack("tricks")]
    assert meaning(scene, pygame.K_e) == [ExportHand()]
    assert meaning(scene, pygame.K_SLASH, unicode="?") == [ShowKeys()]
    assert meaning(scene, pygame.K_p) == []                 # no seats panel: this window hosts no LAN table
    assert meaning(scene, pygame.K_LEFT) == [ChooseCard(-1)]
    assert meaning(scene, pygame.K_TAB) == [MoveFocus(1)]
    assert meaning(scene, pygame.K_TAB, pygame.KMOD_SHIFT) == [MoveFocus(-1)]


def test_u_means_nothing_where_undo_is_off(app):
    scene = at_a_play(app, "calltrump", seed=5, first_caller=0)
    scene.table.undo_on = False
    assert meaning(scene, pygame.K_u) == []


def test_with_confirm_on_the_first_press_arms_and_in_a_discard_it_toggles(app):
    app.settings["confirm_play"] = True
    scene = at_a_play(app)
    card = plays(scene)[0]
    focus_card(app, scene, card)
    assert meaning(scene, pygame.K_RETURN) == [ArmCard(card)]
    key(app, pygame.K_RETURN)
    assert meaning(scene, pygame.K_RETURN) == [PlayCard(card)]
    down = mouse(pygame.MOUSEBUTTONDOWN, (5, 300))
    assert means(scene, down) == [ArmCard(None)]            # a click beside the card lowers it


def test_a_card_in_a_discard_is_toggled(app):
    app.push(MenuScene(app))
    scene = game_scene(app, "ushter", human=0, seed=11, players=4, timers=False)
    for _ in range(300):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            key(app, pygame.K_RETURN)
            continue
        legal = scene.table.state.legal_actions()
        if any(type(a) is Discard for a in legal):
            card = next(a.cards[0] for a in legal if type(a) is Discard)
            focus_card(app, scene, card)
            assert meaning(scene, pygame.K_RETURN) == [ToggleCard(card)]
            key(app, pygame.K_RETURN)                         # and for real: the Discard button opens
            assert shown_button(scene, "Discard").enabled
            key(app, pygame.K_RETURN)                         # again: put back, the button closes
            assert not shown_button(scene, "Discard").enabled
            return
        advance(app, scene)
    pytest.fail("never the dealer with a discard")


def test_tab_from_hint_reaches_im_back(app):
    app.push(MenuScene(app))
    scene = game_scene(app, "calltrump", seed=5, first_caller=0)
    run_until_human(app, scene)
    scene.table.misses.auto[scene.you] = True
    for _ in range(40):
        if meaning(scene, pygame.K_RETURN) == [AskHint()]:
            break
        key(app, pygame.K_TAB)
    assert meaning(scene, pygame.K_RETURN) == [AskHint()]
    key(app, pygame.K_TAB)
    assert meaning(scene, pygame.K_RETURN) == [ImBack()]
    assert meaning(scene, pygame.K_SPACE) == [ImBack()]
    key(app, pygame.K_RETURN)
    assert not scene.table.auto_play()


def test_a_drag_to_the_trick_is_play_card_and_to_the_hand_is_reorder(app):
    scene = at_a_play(app)
    card = plays(scene)[0]
    start = card_pos(scene, card)
    sp = scene.sprites[card]
    down = mouse(pygame.MOUSEBUTTONDOWN, start)
    assert means(scene, down) == [Grab(card, start, (sp.x - start[0], sp.y - start[1]))]
    app.frame(0.0, [down])
    assert means(scene, mouse(pygame.MOUSEMOTION, CENTER)) == [DragTo(CENTER)]
    app.frame(0.0, [mouse(pygame.MOUSEMOTION, CENTER)])
    assert means(scene, mouse(pygame.MOUSEBUTTONUP, CENTER)) == [PlayCard(card), LetGo()]
    row = (scene.size[0] - 5, scene.size[1] - 10)       # along your hand, at its right end
    assert means(scene, mouse(pygame.MOUSEBUTTONUP, row)) == [Reorder(card, len(shown_hand(scene)) - 1), LetGo()]


def test_a_click_on_a_closed_card_says_why_and_the_pointer_over_a_card_raises_it(app):
    scene = at_a_play(app)
    closed = unplayable(scene)[0]
    at = card_pos(scene, closed)
    app.frame(0.0, [mouse(pygame.MOUSEBUTTONDOWN, at)])
    assert means(scene, mouse(pygame.MOUSEBUTTONUP, at)) == [ExplainCard(closed), LetGo()]
    app.frame(0.0, [mouse(pygame.MOUSEBUTTONUP, at)])
    other = plays(scene)[0]
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=card_pos(scene, other), rel=(0, 0), buttons=(0, 0, 0))
    assert means(scene, motion) == [Hover(other)]


def test_keys_and_clicks_while_cards_fly_skip(app):
    app.push(MenuScene(app))
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    app.frame(0.05, [])
    assert not scene.frame().at_rest
    assert meaning(scene, pygame.K_1) == [Skip(keep_trick=True)]
    assert means(scene, mouse(pygame.MOUSEBUTTONDOWN, (5, 5))) == [Skip(keep_trick=True)]
    app.settings["skip_tricks"] = True
    assert meaning(scene, pygame.K_1) == [Skip(keep_trick=False)]


def test_the_bid_steppers_keys(app):
    state = new_game("huutopussi", seed=3, players=3, dealer=2)
    table = Table(state, human=0, names=bot_names(3, 0, "You"), store=app.store)
    scene = TableScene(app, table)
    app.push(scene)
    run_until_human(app, scene)
    assert meaning(scene, pygame.K_UP) == [StepBid(1)]
    assert meaning(scene, pygame.K_PAGEDOWN) == [StepBid(-10)]
    assert meaning(scene, pygame.K_1, unicode="1") == [TypeBid("1")]
    assert meaning(scene, pygame.K_BACKSPACE) == [TypeBid("")]
    assert meaning(scene, pygame.K_RETURN) == [Press(scene.panel.amount_button)]
    key(app, pygame.K_UP)                                  # for real: the bid shown goes up a step
    assert "Bid 55" in labels(scene)
    for ch in "125":
        app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0)])
    key(app, pygame.K_BACKSPACE)
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=0, unicode="0", scancode=0)])
    assert "Bid 120" in labels(scene)
    key(app, pygame.K_RETURN)
    assert state.view(0).bids[0] == (0, "120")


# --- pressed for real: what a person sees afterwards ---------------------------------------------

def test_enter_plays_the_card_into_the_trick(app):
    scene = at_a_play(app)
    card = plays(scene)[0]
    focus_card(app, scene, card)
    key(app, pygame.K_RETURN)
    for _ in range(5):
        app.frame(0.1, [])
    assert in_the_trick(scene, card)


def test_a_drag_to_the_middle_plays_the_card_and_a_drag_along_the_hand_moves_it(app):
    scene = at_a_play(app)
    hand = list(shown_hand(scene))
    first = hand[0]
    end = (scene.size[0] - 5, scene.size[1] - 10)
    app.frame(0.0, [mouse(pygame.MOUSEBUTTONDOWN, card_pos(scene, first))])
    for p in ((end[0] - 100, end[1]), end):
        app.frame(0.0, [mouse(pygame.MOUSEMOTION, p)])
    app.frame(0.0, [mouse(pygame.MOUSEBUTTONUP, end)])
    assert shown_hand(scene)[-1] == first and scene.drag is None
    app.frame(1.0, [])
    assert scene.sprites[first].x > scene.sprites[hand[1]].x      # laid out at the right of the fan
    card = plays(scene)[0]
    app.frame(0.0, [mouse(pygame.MOUSEBUTTONDOWN, card_pos(scene, card))])
    app.frame(0.0, [mouse(pygame.MOUSEMOTION, CENTER)])
    app.frame(0.0, [mouse(pygame.MOUSEBUTTONUP, CENTER)])
    for _ in range(5):
        app.frame(0.1, [])
    assert in_the_trick(scene, card)


def test_a_raised_card_is_raised_and_esc_lowers_it(app):
    app.settings["confirm_play"] = True
    scene = at_a_play(app)
    card = plays(scene)[0]
    click(app, card_pos(scene, card))
    app.frame(1.0, [])
    y = scene.sprites[card].y
    assert scene.toast[0] == "Click again (or Enter) to play"
    assert all(y < scene.sprites[c].y for c in shown_hand(scene) if c != card)
    key(app, pygame.K_ESCAPE)
    app.frame(1.0, [])
    assert scene.sprites[card].y > y and app.top is scene and scene.toast is None


def test_a_closed_card_tells_why_in_a_toast(app):
    scene = at_a_play(app)
    closed = unplayable(scene)[0]
    why = why_closed(app, scene, closed)
    click(app, card_pos(scene, closed))
    toast = scene.frame().toast
    assert toast is not None and toast.label.s == why
    assert closed in scene.table.state.view(0).hand


def test_the_arrows_and_tab_move_the_ring(app):
    scene = at_a_play(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    app.frame(1.0, [])
    r = scene.sprites[shown_hand(scene)[1]].rect(scene.card)
    assert tuple(app.screen.get_at((r.centerx, r.top - 4)))[:3] == RING
    for _ in range(40):
        if meaning(scene, pygame.K_RETURN) == [LookBack("tricks")]:
            break
        key(app, pygame.K_TAB)
    app.frame(0.0, [])
    b = scene.look_buttons[1]
    assert tuple(app.screen.get_at((b.rect.centerx, b.rect.top - 4)))[:3] == RING


@pytest.mark.parametrize("letter, kind", [(pygame.K_s, ScoreSheet), (pygame.K_t, TrickHistory),
                                          (pygame.K_SLASH, KeysHelp), (pygame.K_F1, RulesScene)])
def test_a_letter_opens_its_panel_over_the_table(app, letter, kind):
    scene = at_a_play(app)
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=letter, mod=0, unicode="?" if letter == pygame.K_SLASH
                                       else "", scancode=0)])
    assert isinstance(app.top, kind)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_rules_button_opens_the_rules(app):
    scene = at_a_play(app)
    click(app, scene.look_buttons[2].rect.center)
    assert isinstance(app.top, RulesScene)


def test_u_takes_back_the_card_and_the_fresh_table_shows_it_in_the_hand(app):
    scene = at_a_play(app)
    card = plays(scene)[0]
    focus_card(app, scene, card)
    key(app, pygame.K_RETURN)
    app.frame(0.0, [])
    key(app, pygame.K_u)
    fresh = app.top
    assert isinstance(fresh, TableScene) and fresh is not scene
    assert card in fresh.model.hands[0] and card in fresh.table.state.view(0).hand
    assert fresh.toast[0] == "You took back your last move."


def test_h_shows_a_hint_and_e_saves_the_hand(app):
    scene = at_a_play(app)
    key(app, pygame.K_h)
    assert scene.hint_line == "Thinking about your move…"
    key(app, pygame.K_e)
    assert scene.toast and scene.toast[0].startswith("Hand saved: ")


def test_a_decision_button_pressed_by_its_number_is_sent(app):
    app.push(MenuScene(app))
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    run_until_human(app, scene)
    first = scene.panel.grid.buttons[0]
    assert meaning(scene, pygame.K_1) == [Press(first)]
    n = len(scene.table.state.actions_log())
    key(app, pygame.K_1)
    assert scene.table.state.actions_log()[n:] == [scene.table.state.label(first.action)]


def test_a_click_skips_the_flying_cards_and_esc_leaves_for_the_menu(app):
    menu = MenuScene(app)
    app.push(menu)
    scene = game_scene(app, "euchre", human=0, seed=4, timers=False)
    app.frame(0.05, [])
    click(app, (5, 5))
    assert scene.frame().at_rest and not any(sp.moving for sp in scene.sprites.values())
    key(app, pygame.K_ESCAPE)
    assert app.top is menu
