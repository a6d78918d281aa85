"""Table furniture per game: the stock's name and place, the up card on it, a seat sitting out,
bids in the engine's words, team tricks in the summary, players named from the rules' numbering."""
import random

from game.registry import RECORDS, make_bot
from game.rules import new_game
from game.rules.wording import seat, team
from game.table import Table, bot_names
from game.ui.results import unit_tricks
from game.ui.table_scene import TableScene
from tests.ui.uihelp import shown_hand


def scene_after(app, game, seed, until, human=0, **options):
    """A table whose match bots have played until ``until(state)``."""
    state = new_game(game, seed=seed, **options)
    bots = make_bot(game)
    rng = random.Random(seed)
    for _ in range(300):
        if until(state):
            break
        seat = state.to_act
        state.apply(bots.choose(state.view(seat), state.legal_actions(), rng, lambda r: state.determinize(seat, r)))
    assert until(state)
    table = Table(state, human=human, names=bot_names(state.players, human, "You"), store=app.store)
    table.pause = 1e9
    scene = TableScene(app, table, animate_opening=False)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def test_euchre_up_card_lies_face_up_on_the_kitty(app):
    scene = scene_after(app, "euchre", 1, lambda st: True)
    up = scene.table.state.view(0).up_card
    assert up is not None and scene.model.up_key == up and scene.motion.hud.stock_label == "kitty"
    sp = scene.sprites[up]
    assert (round(sp.x), round(sp.y)) == tuple(round(v) for v in scene.seats.up_pos()) and sp.face == 1.0
    right = max(scene.sprites[c].x for c in shown_hand(scene)) + scene.card[0] / 2
    assert right < scene.places.stock_left(scene.motion.hud)


def test_euchre_partner_of_a_lone_hand_sits_out_with_no_cards(app):
    scene = scene_after(app, "euchre", 1, lambda st: st.phase == "play" and st.alone)
    out = scene.table.state.sitting_out
    assert out != 0 and scene.table.state.view(0).hand_sizes[out] == 5
    assert shown_hand(scene, out) == [] and all(shown_hand(scene, s) for s in range(4) if s != out)
    assert not scene.motion.hud.active[out]


def test_ulti_talon_is_named_and_bids_are_said_as_labels(app):
    scene = scene_after(app, "ulti", 3, lambda st: st.phase == "turn")
    assert scene.motion.hud.stock_label == "talon" and scene.model.stock_n == 2
    assert scene.bid_words("Bid ulti") == "Ulti (5)"
    assert scene.bid_words("PickUp") == "Pick up the talon"
    assert scene.bid_words("Discard") == "Laid down the talon"
    assert scene.bid_words("raised to 60") == "Raised to 60", "a word that is not an action is shown readably"


def test_call_trump_texts_name_the_players_and_team_tricks_add_up(app):
    scene = scene_after(app, "calltrump", 3, lambda st: True, human=2)
    assert scene.named(team((0, 2), "wins") + " the game.") == "You & Ada win the game."
    assert scene.named(seat(2, "calls") + " trump.") == "You call trump."
    assert scene.named(seat(9, "calls") + " trump.") == "Seat 10 calls trump."      # no such seat here
    assert unit_tricks(scene, (3, 1, 4, 2)) == [7, 3]
    assert not scene.table.record.has_dealer


def test_setup_opens_the_rules_at_its_game_and_call_trump_counts_games(app):
    from game.ui.scenes import RulesScene, SetupScene
    app.push(SetupScene(app, "euchre"))
    rules = next(b for b in app.top.buttons if b.label == "Rules")
    rules.on_click()
    page = app.top
    assert isinstance(page, RulesScene) and page.scroll > 0
    heads = [line for line, size, _, bold in page.lines if bold and size == 24]
    assert heads[0].startswith("Ushter") and any(h.startswith("Euchre") for h in heads)
    top = 0
    for line, size, _, _ in page.lines:
        if line.startswith("Euchre"):
            break
        top += int(size * 1.45)
    assert abs(page.scroll - (top - 10)) <= 1
    assert RECORDS["calltrump"].deal_word == "game" and RECORDS["ulti"].deal_word == "hand"
