"""Table polish: bubbles placed clear of the plates, auction words a player reads, the rules page's
game chooser, and your own discards kept in a pile you can look at."""
import pygame

from game.rules.actions import Pass
from game.ui.table_scene import readable
from tests.ui.uihelp import game_scene


def test_auction_words_that_are_not_actions_read_as_a_player_says_them(app):
    scene = game_scene(app, "huutopussi")
    assert scene.bid_words("out") == "Dropped out"
    assert scene.bid_words("115") == "Bid 115"
    assert scene.bid_words("kept 115") == "Kept 115"
    assert scene.bid_words("Pass") == scene.state.label(Pass())
    assert readable("raised to 120") == "Raised to 120"


def test_huutopussi_plates_never_show_raw_auction_words(app):
    scene = game_scene(app, "huutopussi", seed=3)
    state = scene.state
    while state.to_act is not None and all(b != "out" for _, b in state.view(0).bids):
        state.apply(state.legal_actions()[-1])
    bids = [b for _, b in state.view(0).bids]
    assert "out" in bids
    scene.sync(state.view(scene.you), dur=0)
    said = [scene.bid_words(b) for b in bids]
    assert "Dropped out" in said and "out" not in said
    assert all(not w.isdigit() for w in said)


def test_bubbles_sit_where_seating_puts_them(app):
    scene = game_scene(app, "euchre")
    scene.skip()
    spots = scene.seats.bubble_spots(max(len(h) for h in scene.hands))
    for s in range(scene.n):
        assert scene.bubble_spot(s) == spots[s]
    plate = pygame.Rect(0, 0, *scene.plate)
    right = next(s for s in range(scene.n) if scene.seats.rel(s) == scene.n - 1)
    plate.center = scene.seats.anchor(right)
    bubble = pygame.Rect(0, 0, *scene.seats.bubble_size())
    bubble.center = scene.bubble_spot(right)
    assert not bubble.colliderect(plate)


def test_the_rules_from_the_menu_open_at_a_chosen_game_and_still_scroll(app):
    from game.ui.scenes import MenuScene, RulesScene
    from tests.ui.uihelp import click, key
    app.push(MenuScene(app))
    app.frame(0.0, [])
    click(app, next(b for b in app.top.buttons if b.label == "Rules").rect.center)
    page = app.top
    assert isinstance(page, RulesScene) and page.scroll == 0
    assert [b.label for b in page.tabs][:5] == ["Ushter", "Ulti", "Euchre", "Call Trump", "Huutopussi"]
    key(app, pygame.K_3)
    assert page.current() == "euchre" and page.scroll == page.starts["euchre"] - 10
    tab = page.tabs[page.sections.index("huutopussi")]
    click(app, tab.rect.center)
    assert page.current() == "huutopussi" and page.scroll > page.starts["euchre"]
    key(app, pygame.K_LEFT)
    assert page.current() == "calltrump"
    before = page.scroll
    key(app, pygame.K_DOWN)
    assert page.scroll == before + 40
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    assert page.scroll == before - 40
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    assert page.scroll == before - 640
    assert page.sections.index(page.current()) < page.sections.index("calltrump")
