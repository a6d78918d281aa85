"""Keyboard everywhere (issue #12): Esc is back one level in every scene and never plays or deals,
a focus ring on the focused button and card, Tab reaches every table control (the "I'm back" button
too), the keyboard's place in the hand is kept after a play, plays may be confirmed, and F11 goes
full screen and comes back to the same window."""
import os
import time

import pygame
import pytest

from game.rules.actions import Discard, HandScored, MatchOver, Play
from game.store import Store
from game.ui.app import App
from game.ui.confirm import Confirm
from game.ui.intents import ArmCard, ImBack, LookBack, OpenRules, Press
from game.ui.keys import KeysHelp
from game.ui.lan_scenes import HostScene, JoinScene
from game.ui.results import MatchOverScene, SummaryScene
from game.ui.scenes import MenuScene, RulesScene, SettingsScene, SetupScene, StatsScene
from game.ui.scoresheet import ScoreSheet
from game.ui.table_scene import TableScene
from game.ui.tricks import TrickHistory
from game.ui.welcome import Welcome
from game.ui.widgets import RING, Button

from tests.net.util import hosting
from tests.ui.test_whole_match import focus_card
from tests.ui.uihelp import (card_pos, click, game_scene, key, meaning, picked, run_until_human, shown_hand, table_scene,
                             your_turn)


def tab(app, back=False):
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT if back else 0)


def at_table(app, game="ushter", **kw):
    """The menu with a table over it, the human to decide."""
    app.push(MenuScene(app))
    scene = game_scene(app, game, **kw) if game != "ushter" else table_scene(app, **kw)
    run_until_human(app, scene)
    app.frame(0.0, [])
    return scene


def to_a_play(app, scene):
    """On through the decisions before the cards (the first button each time) to a card to play."""
    for _ in range(20):
        if any(type(a) is Play for a in scene.table.seat_view().actions):
            return
        key(app, pygame.K_1)
        run_until_human(app, scene)
        app.frame(0.0, [])
    raise AssertionError("no card to play")


OVER_THE_TABLE = {
    "score sheet": lambda app, ts: ScoreSheet(app, ts),
    "trick history": lambda app, ts: TrickHistory(app, ts),
    "keys help": lambda app, ts: KeysHelp(app, ts),
    "rules": lambda app, ts: RulesScene(app, "ushter"),
    "quit question": lambda app, ts: Confirm(app, ("a", "Quit?"), "", ("Keep playing", app.pop),
                                             ("Quit", lambda: setattr(app, "running", False))),
}


@pytest.mark.parametrize("name", OVER_THE_TABLE)
def test_esc_over_the_table_closes_only_that_and_changes_nothing(app, name):
    scene = at_table(app)
    log = scene.table.state.actions_log()
    app.push(OVER_THE_TABLE[name](app, scene))
    app.frame(0.0, [])
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and app.running
    assert scene.table.state.actions_log() == log


FROM_THE_MENU = {
    "setup": lambda app: SetupScene(app, "euchre"),
    "settings": SettingsScene,
    "rules": RulesScene,
    "statistics": StatsScene,
    "welcome": Welcome,
    "host a table": HostScene,
    "join a table": lambda app: JoinScene(app, browse=False),
    "reset question": lambda app: Confirm(app, ("a", "Reset?"), "", ("Keep them", app.pop),
                                          ("Reset", app.store.reset_stats)),
}


@pytest.mark.parametrize("name", FROM_THE_MENU)
def test_esc_from_a_scene_of_the_menu_comes_back_to_the_menu(app, name):
    menu = MenuScene(app)
    app.push(menu)
    app.push(FROM_THE_MENU[name](app))
    app.frame(0.0, [])
    key(app, pygame.K_ESCAPE)
    assert app.top is menu and app.running


def test_esc_at_the_table_goes_to_the_menu_with_the_match_saved(app):
    scene = at_table(app)
    log = scene.table.state.actions_log()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and scene not in app.stack
    assert app.store.slot("ushter") is not None and scene.table.state.actions_log() == log


def test_esc_on_the_hand_summary_goes_to_the_menu_and_never_deals_the_next_hand(app):
    scene = at_table(app)
    log = scene.table.state.actions_log()
    scene.motion.blocked = True                          # as when a hand was scored: the next deal waits
    scene.queue.append(("sync", None, scene.table.state.seat_view(scene.you)))
    app.push(SummaryScene(app, scene, HandScored(deltas=(0,) * 4, scores=(0,) * 4)))
    app.frame(0.0, [])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and scene not in app.stack
    assert scene.queue and scene.table.state.actions_log() == log       # nothing went on


def test_enter_on_the_hand_summary_continues(app):
    scene = at_table(app)
    scene.motion.blocked = True
    app.push(SummaryScene(app, scene, HandScored(deltas=(0,) * 4, scores=(0,) * 4)))
    key(app, pygame.K_RETURN)
    assert app.top is scene


def test_esc_at_the_match_end_goes_to_the_menu_and_closes_the_table(app, monkeypatch):
    scene = at_table(app)
    closed = []
    monkeypatch.setattr(scene.table, "close", lambda: closed.append(True))
    app.push(MatchOverScene(app, scene, MatchOver(winners=(0,), scores=(0, 0, 0, 0))))
    app.frame(0.0, [])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and closed


# --- the focus ring ---------------------------------------------------------------------------------

def test_a_focused_button_has_the_ring_and_an_unfocused_one_none(app):
    surf = pygame.Surface((300, 200))
    b = Button("Go", lambda: None, pygame.Rect(100, 80, 100, 40))
    b.draw(surf, (-1, -1))
    ring_at = (b.rect.centerx, b.rect.top - 4)     # on the ring, just outside the button
    assert tuple(surf.get_at(ring_at))[:3] != RING
    b.focused = True
    b.draw(surf, (-1, -1))
    assert tuple(surf.get_at(ring_at))[:3] == RING


def test_the_focused_card_is_ringed_at_the_table(app):
    scene = at_table(app)
    key(app, pygame.K_RIGHT)
    card = shown_hand(scene)[0]
    app.frame(1.0, [])                            # the raise has finished
    r = scene.sprites[card].rect(scene.card)
    on_the_ring = (r.centerx, r.top - 4)
    assert tuple(app.screen.get_at(on_the_ring))[:3] == RING
    tab(app)                                      # to the buttons: the card loses its ring
    app.frame(1.0, [])
    assert tuple(app.screen.get_at(on_the_ring))[:3] != RING and scene.button_focus is not None


def tab_round(app, scene):
    """Tab once round every control of the table: each stop (None: your hand) with what Enter
    means there."""
    stops = []
    for _ in range(80):
        tab(app)
        if stops and scene.button_focus is stops[0][0]:
            return stops
        stops.append((scene.button_focus, meaning(scene, pygame.K_RETURN)))
    raise AssertionError("Tab never came round")


def tab_to(app, scene, intent):
    """Tab on until Enter means ``intent``."""
    for _ in range(80):
        if meaning(scene, pygame.K_RETURN) == [intent]:
            return
        tab(app)
    raise AssertionError(f"Tab never reached {intent}")


def test_tab_reaches_every_table_control_and_shift_tab_goes_back(app):
    scene = at_table(app, "euchre", seed=3, timers=False)
    stops = tab_round(app, scene)
    seen = [b for b, _ in stops]
    meant = [m for _, means in stops for m in means]
    assert None in seen and len(set(map(id, seen))) == len(seen)
    for m in (LookBack("scores"), LookBack("tricks"), OpenRules()):
        assert m in meant
    for b in scene.panel.grid.buttons:
        assert (Press(b) in meant) == b.enabled
    now = scene.button_focus
    tab(app)
    tab(app, back=True)
    assert scene.button_focus is now
    tab_to(app, scene, LookBack("scores"))
    key(app, pygame.K_RETURN)                     # Enter presses the focused table button
    assert isinstance(app.top, ScoreSheet)


def test_tab_reaches_im_back_while_the_computer_plays_for_you(app):
    scene = at_table(app, "calltrump", seed=5, first_caller=0)
    scene.table.misses.auto[scene.you] = True
    assert scene.table.auto_play()
    tab_to(app, scene, ImBack())
    assert scene.back_button.focused
    key(app, pygame.K_RETURN)
    assert not scene.table.auto_play()


def test_im_back_by_keyboard_after_the_countdown_handed_the_cards_to_the_computer(app):
    """As a person meets it: two missed countdowns switch automatic play on; they press a card
    while the computer plays for them and let go as the next card flies (which once left the
    card held, so that Tab went nowhere and Enter pressed Hint); then Tab to "I'm back", Enter."""
    scene = at_table(app, "calltrump", seed=5, first_caller=0)
    app.frame(60.5, [])                           # the call's countdown runs out
    run_until_human(app, scene)
    app.frame(0.0, [])
    app.frame(45.5, [])                           # and the first card's: automatic play
    assert scene.table.auto_play()
    for _ in range(100):
        scene.table.wait()
        app.frame(0.1, [])
        if scene.frame().at_rest:
            break
    at = card_pos(scene, shown_hand(scene)[2])
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    for _ in range(100):                          # the computers (and yours) play on
        scene.table.wait()
        app.frame(0.1, [])
        if not scene.frame().at_rest:
            break
    assert not scene.frame().at_rest
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    tab_to(app, scene, ImBack())
    assert scene.back_button.focused
    key(app, pygame.K_RETURN)
    assert not scene.table.auto_play()


def test_the_keyboard_stays_at_its_place_in_the_hand_after_a_play(app):
    scene = at_table(app, seed=11)
    to_a_play(app, scene)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    mine = list(shown_hand(scene))
    assert scene.focus == 2
    key(app, pygame.K_RETURN)
    played = mine[2]
    assert played not in scene.table.state.view(scene.you).hand
    run_until_human(app, scene)
    app.frame(0.0, [])
    assert scene.focus == 2 and scene.button_focus is None and shown_hand(scene)[2] != played


# --- confirm before playing -------------------------------------------------------------------------

def test_confirm_before_playing_is_a_setting_off_by_default(app):
    assert app.settings["confirm_play"] is False
    settings = SettingsScene(app)
    app.push(settings)
    row = next(r for r in settings.rows if r.label == "Confirm before playing")
    assert row.value() == "off"
    row.cycle(1)
    settings.changed()
    assert Store(app.store.home).settings()["confirm_play"] is True and row.value() == "on"


def test_with_confirm_on_a_card_takes_two_presses_and_esc_or_another_card_cancels(app):
    app.settings["confirm_play"] = True
    scene = at_table(app, seed=11)
    to_a_play(app, scene)
    n = len(scene.table.state.actions_log())
    key(app, pygame.K_RIGHT)
    card = shown_hand(scene)[0]
    assert meaning(scene, pygame.K_RETURN) == [ArmCard(card)]
    key(app, pygame.K_RETURN)
    assert scene.armed == card and len(scene.table.state.actions_log()) == n
    assert scene.toast[0] == "Click again (or Enter) to play"
    key(app, pygame.K_ESCAPE)                     # lowers it; the table stays
    assert scene.armed is None and app.top is scene
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RIGHT)                      # another card: the first is lowered
    assert scene.armed is None and len(scene.table.state.actions_log()) == n
    card = shown_hand(scene)[1]
    key(app, pygame.K_RETURN)
    click(app, (5, app.screen.get_height() // 2))    # a click elsewhere lowers it too
    assert scene.armed is None and len(scene.table.state.actions_log()) == n
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert len(scene.table.state.actions_log()) == n + 1 and card not in scene.table.state.view(scene.you).hand


def test_with_confirm_on_a_click_raises_the_card_and_a_second_click_plays_it(app):
    app.settings["confirm_play"] = True
    scene = at_table(app, seed=11)
    to_a_play(app, scene)
    n = len(scene.table.state.actions_log())
    card = next(c for c in shown_hand(scene) if scene.pickable(c))
    click(app, card_pos(scene, card))
    assert scene.armed == card and len(scene.table.state.actions_log()) == n
    app.frame(1.0, [])
    click(app, card_pos(scene, card))
    assert len(scene.table.state.actions_log()) == n + 1 and card not in scene.table.state.view(scene.you).hand


def test_without_confirm_one_press_plays(app):
    scene = at_table(app, seed=11)
    to_a_play(app, scene)
    n = len(scene.table.state.actions_log())
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert len(scene.table.state.actions_log()) == n + 1


# --- the window -------------------------------------------------------------------------------------

def test_f11_goes_full_screen_and_back_to_the_same_size_and_place(app):
    win = app.window()
    win.position = (40, 50)
    size = app.screen.get_size()
    key(app, pygame.K_F11)
    assert app.fullscreen and pygame.display.is_fullscreen()
    assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
    key(app, pygame.K_F11)
    assert not app.fullscreen and not pygame.display.is_fullscreen()
    assert app.screen.get_size() == size and app.window().position == (40, 50)


def test_the_window_has_its_title_and_its_class(tmp_path):
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEO_X11_WMCLASS"}
    got = subprocess.run([sys.executable, "-c", "import os, game.ui.app; print(os.environ['SDL_VIDEO_X11_WMCLASS'])"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert got.stdout.strip() == "TrickTable", got.stderr     # set before SDL is loaded at all
    pygame.display.quit()
    a = App((1000, 640), Store(tmp_path))
    try:
        assert pygame.display.get_caption()[0] == "Trick Table"
    finally:
        pygame.display.quit()


class SecondScreenWindow:
    """A window on the right-hand one of two screens: full screen must stay on that screen, and
    coming back must put the window where it was (this stand-in forgets, as a window manager may)."""

    def __init__(self):
        self.position, self.size, self.calls = (2000, 50), (1100, 700), []

    def set_fullscreen(self, desktop=False):
        self.calls.append(("full screen", desktop))
        self.position, self.size = (1920, 0), (2560, 1440)

    def set_windowed(self):
        self.calls.append("windowed")
        self.position = (0, 0)


def test_f11_fills_the_screen_the_window_is_on_and_puts_the_window_back(app, monkeypatch):
    win = SecondScreenWindow()
    monkeypatch.setattr(App, "window", staticmethod(lambda: win))
    app.toggle_fullscreen()
    assert win.calls == [("full screen", True)]   # desktop full screen: the window's own display
    app.toggle_fullscreen()
    assert win.calls[-1] == "windowed" and (win.position, win.size) == ((2000, 50), (1100, 700))


def test_esc_from_a_joined_lan_table_goes_to_the_menu(app):
    menu = MenuScene(app)
    app.push(menu)
    with hosting("euchre", [None, None, "easy", "easy"], timers=False) as host:
        join = JoinScene(app, browse=False)
        app.push(join)
        join.address = f"127.0.0.1:{host.port}"
        click(app, join.buttons[0].rect.center)         # Join
        join.wait_joined()
        end = time.monotonic() + 6
        while not isinstance(app.top, TableScene) and time.monotonic() < end:
            app.frame(0.1, [])
        assert isinstance(app.top, TableScene), join.error
        assert join not in app.stack
        key(app, pygame.K_ESCAPE)
        assert app.top is menu


def press_a_decision_button(app, scene):
    """Tab to the first enabled decision button, then Enter (the keys a player without a mouse has)."""
    for _ in range(80):
        if any(b.focused and b.enabled and b.action is not None for b in scene.frame().buttons()):
            key(app, pygame.K_RETURN)
            return
        tab(app)
    raise AssertionError("Tab never reached a decision button")


@pytest.mark.parametrize("game", ["ushter", "ulti", "euchre", "calltrump", "huutopussi"])
def test_a_whole_match_of_each_game_by_keyboard_only(app, game):
    app.push(MenuScene(app))
    scene = game_scene(app, game, seed=5, timers=False)
    for _ in range(30000):
        top = app.top
        if isinstance(top, MatchOverScene):
            break
        if top is not scene:                        # a hand summary: Enter continues
            key(app, pygame.K_RETURN)
            continue
        legal = scene.table.seat_view().actions
        if scene.frame().at_rest and your_turn(scene) and legal:
            plays = [a for a in legal if type(a) is Play]
            discards = [a for a in legal if type(a) is Discard]
            if plays:
                focus_card(app, scene, plays[0].card)
                key(app, pygame.K_RETURN)
            elif discards:                          # choose its cards, then Tab to Discard
                for card in discards[0].cards:
                    if card not in picked(scene):
                        focus_card(app, scene, card)
                        key(app, pygame.K_RETURN)
                press_a_decision_button(app, scene)
            else:
                press_a_decision_button(app, scene)
            continue
        scene.table.wait()
        app.frame(0.25, [])
    assert isinstance(app.top, MatchOverScene) and scene.table.state.match_over
