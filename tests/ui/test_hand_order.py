"""Hands sorted as a player of each game sorts them: the engine's ``sort_key`` gives the groups and
the rank order, the table alternates colours and lays the trumps at the right."""
from game.cards import Card, Suit
from game.rules import new_game
from game.rules.actions import ChooseTrump, Play
from game.rules.euchre import OrderUp
from game.rules.huutopussi import Declare
from game.ui.card_model import hand_order
from tests.rules.test_huutopussi import DEVIL3, HANDS3, stacked, to_play
from tests.ui.uihelp import shown_hand


def order(state, text, trump=None):
    cards = [Card.parse(t) for t in text.split()]
    return " ".join(str(c) for c in hand_order(cards, state.sort_key, trump))


def test_default_alternates_colours_and_keeps_a_missing_suit_from_joining_two_blacks():
    st = new_game("calltrump", seed=1)
    assert order(st, "2C AS 3D KS 5H") == "KS AS 5H 2C 3D"
    assert order(st, "2C AS 3D KS") == "KS AS 3D 2C", "spades, diamonds, clubs: no two blacks side by side"


def test_call_trump_trumps_at_the_right_ace_high():
    st = new_game("calltrump", seed=1)
    st.apply(ChooseTrump(Suit.SPADES))
    assert order(st, "2S AS 3D KH 5H TC", Suit.SPADES) == "5H KH TC 3D 2S AS"


def test_ushter_trumps_at_the_right():
    st = new_game("ushter", seed=1, players=4)
    trump = Suit(st.suiting.trump)
    text = " ".join(f"A{s.name[0]} 2{s.name[0]}" for s in Suit)
    got = order(st, text, trump).split()
    assert {Card.parse(c).suit for c in got[-2:]} == {trump} and got[-2][0] == "2" and got[-1][0] == "A"


def ulti_contract(bid, trump=None):
    """A fresh Ulti deal played to its first card: the opener lays down two cards and wins ``bid``."""
    from game.rules.actions import Bid, Pass
    st = new_game("ulti", seed=1)
    st.apply(st.legal_actions()[0])
    st.apply(Bid(bid))
    for _ in range(3):
        st.apply(Pass())
    if trump is not None:
        st.apply(ChooseTrump(trump))
    return st


def test_ulti_ace_ten_while_bidding_and_in_trump_games_natural_in_betli():
    st = new_game("ulti", seed=1)
    assert order(st, "7H AH TH KH 9S TS") == "9S TS 7H KH TH AH"
    st = ulti_contract("simple", Suit.SPADES)
    assert order(st, "7H AH TH KH 9S TS AS", Suit.SPADES) == "7H KH TH AH 9S TS AS"
    st = ulti_contract("betli")
    assert order(st, "7H AH TH KH 9S TS") == "9S TS 7H TH KH AH"


def test_huutopussi_ace_ten_and_a_declared_trump_at_the_right():
    st = new_game("huutopussi", seed=1, players=3)
    assert order(st, "6H AH TH KH 9C") == "6H KH TH AH 9C"
    st = to_play(stacked(HANDS3, DEVIL3))
    for c in ("AS", "6H", "7S"):
        st.apply(Play(Card.parse(c)))
    st.apply(Declare(Suit.HEARTS))                    # seat 0 won trick 1 and names hearts
    assert order(st, "6H AH TH KH 9C 6S", Suit.HEARTS).endswith("6H KH TH AH")


def test_euchre_bowers_with_the_trumps_and_the_joker_highest():
    st = new_game("euchre", seed=1, joker=True, dealer=0,
                  deck="9C TC JC QC KC AC 9D TD JD QD KD AD TH JH QH KH AH 9S TS JS 9H".split())
    st.apply(OrderUp())                            # the 9H was turned up: hearts trump
    got = order(st, "JK JD JH AH 9H AD KS JS", Suit.HEARTS)
    assert got == "AD JS KS 9H AH JD JH JK", "red, black, red trumps: the colours alternate"


# --- the player's own order: stable suit groups, as dealt, dragged -----------------------------------

def model_with(state, text):
    from game.ui.card_model import CardModel
    model = CardModel(state.players, 0, state.view(0))
    model.hands[0] = [Card.parse(t) for t in text.split()]
    return model


def shown(model):
    return " ".join(str(c) for c in model.hands[0])


def test_suit_groups_keep_their_places_as_a_suit_runs_out():
    st = new_game("calltrump", seed=1)
    model = model_with(st, "2C AS 3D KS 5H")
    model.sort_hand(st.sort_key)
    assert shown(model) == "KS AS 5H 2C 3D"
    model.hands[0].remove(Card.parse("5H"))
    model.sort_hand(st.sort_key)
    assert shown(model) == "KS AS 2C 3D", "clubs and diamonds stay where they were, hearts gone"
    model.hands[0].append(Card.parse("9H"))
    model.sort_hand(st.sort_key)
    assert shown(model) == "KS AS 9H 2C 3D", "a suit coming back takes its old place"


def test_as_dealt_keeps_the_deal_order_as_cards_leave_and_adds_new_cards_at_the_right():
    from game.ui.card_model import unsorted
    st = new_game("calltrump", seed=1)
    model = model_with(st, "2C AS 3D KS 5H 7C QD")
    model.sort_hand(st.sort_key, by_suit=False)
    first = list(model.hands[0])
    assert first == unsorted(first) and first != hand_order(first, st.sort_key, None)
    model.hands[0].remove(first[2])
    model.hands[0].reverse()
    model.hands[0].append(Card.parse("9H"))
    model.sort_hand(st.sort_key, by_suit=False)
    assert model.hands[0] == first[:2] + first[3:] + [Card.parse("9H")]


def test_your_own_order_wins_over_suit_order_until_the_next_deal():
    st = new_game("calltrump", seed=1)
    model = model_with(st, "2C AS 3D KS 5H")
    model.sort_hand(st.sort_key)
    model.move(Card.parse("3D"), 0)
    model.sort_hand(st.sort_key)
    assert shown(model) == "3D KS AS 5H 2C"
    model.new_deal()
    model.sort_hand(st.sort_key)
    assert shown(model) == "KS AS 5H 2C 3D"


def test_dragging_along_the_hand_reorders_and_dragging_to_the_table_still_plays(app):
    from game.rules.actions import Play as PlayCard
    from tests.ui.uihelp import card_pos, drag, run_until_human, table_scene
    scene = table_scene(app, human=0, players=4, seed=11)
    for _ in range(40):
        run_until_human(app, scene)
        if any(type(a) is PlayCard for a in scene.table.state.legal_actions()):
            break
        legal = scene.table.state.legal_actions()
        scene.submit(legal[0])
    mine = list(shown_hand(scene))
    first, last = mine[0], mine[-1]
    end = scene.sprites[last]
    drag(app, card_pos(scene, first), (int(end.x + 4), int(end.y)))
    assert shown_hand(scene)[-1] == first and first in scene.table.state.view(0).hand, "moved, not played"
    assert shown_hand(scene)[:-1] == mine[1:]
    card = next(a.card for a in scene.table.state.legal_actions() if type(a) is PlayCard)
    drag(app, card_pos(scene, card), (640, 330))
    assert card not in scene.table.state.view(0).hand, "a drop on the table plays in Ushter"
    run_until_human(app, scene)
    rest = [c for c in mine[1:] + [first] if c != card]
    assert [c for c in shown_hand(scene) if c in rest] == rest, "your order outlives the trick"


def test_the_settings_rows_keep_card_size_and_hand_order_between_runs_and_the_table_follows(app):
    from game.store import Store
    from game.ui.card_model import unsorted
    from game.ui.scenes import SettingsScene
    from tests.ui.uihelp import click, run_until_human, table_scene
    scene = table_scene(app, human=0, players=4, seed=11)
    run_until_human(app, scene)
    height = scene.card[1]
    app.push(SettingsScene(app))
    s = app.top
    for label in ("Card size", "Hand order"):
        click(app, s.box_at(next(r for r in s.rows if r.label == label)).center)
    assert (app.settings["card_size"], app.settings["hand_order"]) == ("large", "dealt")
    s.back()
    saved = Store(app.store.home).settings()
    assert (saved["card_size"], saved["hand_order"]) == ("large", "dealt")
    app.frame(0.0, [])
    assert scene.card[1] > height * 1.15
    assert shown_hand(scene) == unsorted(shown_hand(scene)) != hand_order(shown_hand(scene), scene.table.state.sort_key, scene.model.trump)
