"""Table polish: bubbles placed clear of the plates, auction words a player reads, the rules page's
game chooser, and your own discards kept in a pile you can look at."""
from dataclasses import replace as _replace

import pygame

from game.rules.actions import Discard, Pass, PickUp
from game.rules.euchre import OrderUp
from game.ui.narrator import readable
from game.ui.widgets import MUTED
from game.ui.intents import Skip
from tests.ui.uihelp import close_summary, game_scene


def test_auction_words_that_are_not_actions_read_as_a_player_says_them(app):
    scene = game_scene(app, "huutopussi")
    assert scene.bid_words("out") == "Dropped out"
    assert scene.bid_words("115") == "Bid 115"
    assert scene.bid_words("kept 115") == "Kept 115"
    assert scene.bid_words("Pass") == scene.table.state.label(Pass())
    assert readable("raised to 120") == "Raised to 120"


def test_huutopussi_plates_never_show_raw_auction_words(app):
    scene = game_scene(app, "huutopussi", seed=3)
    state = scene.table.state
    while state.to_act is not None and all(b != "out" for _, b in state.view(0).bids):
        state.apply(state.legal_actions()[-1])
    bids = [b for _, b in state.view(0).bids]
    assert "out" in bids
    scene.motion.sync(state.seat_view(scene.you), dur=0)
    said = [scene.bid_words(b) for b in bids]
    assert "Dropped out" in said and "out" not in said
    assert all(not w.isdigit() for w in said)


def test_bubbles_sit_where_seating_puts_them(app):
    scene = game_scene(app, "euchre")
    scene.do(Skip(False))
    spots = scene.seats.bubble_spots(max(len(h) for h in scene.model.hands))
    for s in range(scene.n):
        scene.motion.bubbles[s] = ("Pass", 1.0)
    frame = scene.frame()
    assert sorted(b.seat for b in frame.bubbles) == list(range(scene.n))
    for b in frame.bubbles:
        assert b.rect.center == tuple(map(int, spots[b.seat]))
        assert b.rect.collidelist([p.rect for p in frame.plates]) < 0, b.seat


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


def discard_now(app, scene):
    """The human lays aside the first discard the engine offers; animations run to the end."""
    from tests.ui.uihelp import run_until_human
    run_until_human(app, scene)
    action = next(a for a in scene.table.state.legal_actions() if type(a) is Discard)
    scene.submit(action)
    scene.do(Skip(False))
    app.frame(0.0, [])
    return action.cards


def hover_at(app, pos):
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def peeked(scene):
    """The peek the table drew last: its title, its cards (None: a back) and its note."""
    p = scene.drawn.peek
    return p and (p.title.s, tuple(card for card, _ in p.cards), p.note and p.note.s)


def test_your_euchre_discard_lies_in_a_small_pile_that_shows_its_face_on_hover(app):
    scene = game_scene(app, "euchre", human=3, seed=4, dealer=3)
    from tests.ui.uihelp import run_until_human
    run_until_human(app, scene)
    if scene.table.state.phase == "round1":
        scene.submit(next(a for a in scene.table.state.legal_actions() if type(a) is OrderUp))
    assert scene.frame().discards is None
    gone = discard_now(app, scene)
    frame = scene.frame()
    assert frame.discards is not None and len(frame.discards.spots) == 1      # one card: one layer
    pile = pygame.Rect(frame.discards.spots[0], frame.discards.size)
    assert all(p.x + frame.card[0] / 2 < pile.left + 8 for p in frame.cards if p.seat == 3 and not p.in_trick), \
        "your hand stays clear of the pile"
    hover_at(app, pile.center)
    assert peeked(scene) == ("Your discard", tuple(gone), None)
    hover_at(app, (5, 5))
    assert scene.drawn.peek is None
    # an engine that keeps the faces to itself: the pile stays, face down
    scene.motion.hud = _replace(scene.motion.hud, discards=())
    hover_at(app, pile.center)
    assert peeked(scene) == ("Your discard", (None,), "1 card, face down")


def test_a_bots_discard_is_not_yours_to_look_at(app):
    scene = game_scene(app, "euchre", human=0, seed=4, dealer=3)
    from tests.ui.uihelp import run_until_human
    for _ in range(20):
        run_until_human(app, scene)
        if scene.table.state.phase == "play" or scene.table.state.to_act is None:
            break
        scene.submit(scene.table.state.legal_actions()[0])
    scene.do(Skip(False))
    assert scene.table.state.phase == "play" and scene.frame().discards is None


def test_ushter_dealer_discard_and_a_new_deal_empties_the_pile(app):
    scene = game_scene(app, "ushter", human=0, seed=5, dealer=0, players=4)
    from tests.ui.uihelp import run_until_human
    for _ in range(20):
        run_until_human(app, scene)
        legal = scene.table.state.legal_actions()
        if any(type(a) is Discard for a in legal):
            break
        scene.submit(next((a for a in legal if type(a) is PickUp), legal[0]))
    else:
        raise AssertionError("the dealer was never asked to discard")
    [card] = discard_now(app, scene)
    pile = scene.frame().discards
    hover_at(app, pygame.Rect(pile.spots[0], pile.size).center)
    assert peeked(scene)[1] == (card,)
    hand = scene.table.state.hand_no
    for _ in range(60):
        run_until_human(app, scene)
        if close_summary(app):
            continue
        if scene.table.state.hand_no != hand and scene.frame().at_rest:
            break
        scene.submit(scene.table.state.legal_actions()[0])
    assert scene.table.state.hand_no != hand
    assert scene.frame().discards is None


def test_ulti_talon_you_laid_down_shows_its_faces_on_the_stock(app):
    from game.rules import new_game
    opener = new_game("ulti", seed=11).opener
    scene = game_scene(app, "ulti", human=opener, seed=11)
    from tests.ui.uihelp import run_until_human
    for _ in range(10):
        run_until_human(app, scene)
        legal = scene.table.state.legal_actions()
        if any(type(a) is Discard for a in legal):
            break
        scene.submit(next(a for a in legal if type(a) is PickUp))
    talon = discard_now(app, scene)
    assert scene.frame().discards is None, "Ulti's talon stays the stock, not a second pile"
    x, y = scene.seats.stock_pos()
    hover_at(app, (int(x), int(y)))
    assert peeked(scene) == ("Your talon", tuple(sorted(talon)), None)


def test_huutopussi_devils_deck_discards_are_the_declarers_to_see():
    from game.rules import new_game
    from game.ui.card_model import own_discards
    state = new_game("huutopussi", seed=4, players=3)
    for _ in range(50):
        legal = state.legal_actions()
        discards = [a for a in legal if type(a) is Discard]
        if discards:
            break
        state.apply(next((a for a in legal if type(a) in (PickUp, Pass)), legal[0]))
    seat = state.to_act
    state.apply(discards[0])
    assert sorted(own_discards(state.view(seat))) == sorted(discards[0].cards)
    assert all(own_discards(state.view(s)) == () for s in range(3) if s != seat)


def test_events_the_table_does_not_animate_are_logged_in_words(app):
    from game.cards import Card, Suit
    from game.rules.huutopussi import AskAnswered, DevilsDeckShown, TrumpDeclared
    scene = game_scene(app, "huutopussi", human=0)
    qc, kh, qh = (Card.parse(c) for c in ("QC", "KH", "QH"))
    assert scene.event_line(DevilsDeckShown((qc, None))) == "The devil's deck is turned up: Q♣ a card."
    assert scene.event_line(TrumpDeclared(1, Suit.HEARTS, 20, (kh, qh))) == \
        f"{scene.names[1]} shows the K♥ and the Q♥: hearts ♥ are trump, 20 points."
    assert scene.event_line(AskAnswered(0, Suit.SPADES, False)) == \
        "You ask for the ♠ half: the partner has neither card."


def test_the_log_and_last_trick_stop_above_the_plates_in_the_corner(app):
    from game.cards import Card
    app.resize((960, 600))
    scene = game_scene(app, "huutopussi", human=1, players=3)
    scene.do(Skip(False))
    for i in range(6):
        scene.log_line(f"line {i}")
    plate_top = min(scene.seats.anchor(s)[1] - scene.plate[1] / 2 for s in range(3)
                    if scene.seats.anchor(s)[0] + scene.plate[0] / 2 > scene.size[0] - scene.z(264))
    log = scene.frame().log
    lines = [row.s for row in log.rows]
    assert 1 <= len(lines) < 6 and lines[-1] == "line 5"
    assert log.rect.bottom <= plate_top
    scene.model.trick = []
    scene.motion.hud = _replace(scene.motion.hud, last_trick=tuple((s, Card(s)) for s in range(3)))
    frame = scene.frame()
    last = frame.last_trick.box
    assert frame.log is None or len(frame.log.rows) < len(lines) and last.top > frame.log.rect.bottom
    assert last.bottom <= plate_top
    app.frame(0.0, [])                    # and it draws


def test_trick_cards_are_layered_so_every_corner_index_shows(app):
    from game.cards import Card
    scene = game_scene(app, "calltrump")
    scene.do(Skip(False))
    scene.model.trick = [(s % 4, Card(s % 4)) for s in range(scene.you, scene.you + 4)]   # you lead
    order = scene.framer.trick_order()
    seat = {Card(s): s for s in range(4)}
    ys = [scene.seats.trick_pos(seat[k])[1] for k in order]
    assert ys == sorted(ys) and order[-1] == Card(scene.you), "your card (lowest) lies on top"
    assert order[0] == Card((scene.you + 2) % 4), "the card across the table lies under the rest"


def test_a_seat_out_of_the_hand_has_its_cards_greyed_like_its_plate(app):
    scene = game_scene(app, "ushter", human=0, players=4)
    scene.do(Skip(False))
    scene.motion.hud = _replace(scene.motion.hud, active=(True, False, True, True))
    frame = scene.frame()
    assert [p.seat for p in frame.plates if p.name.colour == MUTED] == [1]
    held = [p for p in frame.cards if p.seat is not None and not p.in_trick]
    assert [p for p in held if p.seat == 1] and all(p.look == "out" for p in held if p.seat == 1)
    assert all(p.look != "out" for p in held if p.seat != 1)
    w, h = scene.card
    grey, plain = scene.images.image(None, w, h, "out"), scene.images.image(None, w, h)
    assert grey.get_at((w // 2, h // 2)) != plain.get_at((w // 2, h // 2)), "a back is greyed too"


def test_a_call_that_makes_trump_is_one_line_of_the_log(app):
    """"Bela: Name hearts" alone, not followed by "Bela names trump: hearts ♥"; a trump set by
    another seat's move (or by the deal) still has its line; a bid that takes cards up is said by
    its pickup."""
    from game.cards import Suit
    from game.rules.actions import BidMade, PickedUp, TrumpSet
    scene = game_scene(app, "euchre", human=0)
    scene.do(Skip(False))
    bela = scene.names[2]
    talon = (None, None)             # cards this seat may not see, as the engine's events_for gives them
    for events, said in (([BidMade(2, "ChooseTrump H"), TrumpSet(Suit.HEARTS, 2)], [f"{bela}: Name hearts"]),
                         ([BidMade(2, "Pass"), TrumpSet(Suit.CLUBS, 1)],
                          [f"{bela}: Pass", f"{scene.names[1]} names trump: clubs ♣"]),
                         ([TrumpSet(Suit.SPADES, 2)], [f"{bela} names trump: spades ♠"]),
                         ([BidMade(2, "PickUp"), PickedUp(2, talon)], [f"{bela} picks up 2 cards"])):
        scene.log.clear()
        scene.motion.enqueue(events)
        scene.do(Skip(False))
        assert list(scene.log) == said


def test_a_long_log_line_wraps_onto_two_rows_at_the_logs_one_size(app):
    """At 960×640 "Everybody passed: the Q♠ is turned down." does not fit the log's width: it takes
    two rows at the size of every other line (no shrunken font), and the oldest lines make room."""
    from game.ui import art
    app.resize((960, 640))
    scene = game_scene(app, "euchre", human=0)
    scene.do(Skip(False))
    long = "Everybody passed: the Q♠ is turned down."
    size, width = scene.z(14), scene.z(250) - 14
    assert art.font(size).size(long)[0] > width
    for i in range(5):
        scene.log_line(f"line {i}")
    scene.log_line(long)
    shown = scene.frame().log.rows
    rows = [row.s for row in shown]
    assert " ".join(rows[-2:]) == long and rows[-3] == "line 4"
    assert all(art.font(size).size(row)[0] <= width for row in rows)
    assert {row.size for row in shown} == {size}
    scene.log_line("short")
    assert [row.s for row in scene.frame().log.rows][-3:] == rows[-2:] + ["short"]


def test_a_page_longer_than_its_view_shows_where_the_view_is(app):
    """The rules page (any text page that scrolls) draws a bar at its right edge: at the top of the
    page the bar starts at the view's top, at the end it ends at the view's foot; the statistics of
    a fresh player fit and show none."""
    from game.ui.scenes import RulesScene, StatsScene
    page = RulesScene(app)
    app.push(page)
    app.frame(0.0, [])
    bar = page.scroll_bar()
    assert bar is not None and bar.top == page.top and bar.height < page.view_height()
    page.scroll_to(page.content_height())
    assert page.scroll_bar().bottom == page.top + page.view_height()
    stats = StatsScene(app)
    app.push(stats)
    app.frame(0.0, [])
    assert stats.content_height() <= stats.view_height() and stats.scroll_bar() is None
