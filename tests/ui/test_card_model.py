"""The card model places every card from a view alone, without a display."""
import subprocess
import sys

from game.cards import Card
from game.rules.base import View
from game.ui.card_model import CardModel, is_face

C = Card.parse


def view(**fields):
    base = dict(game="toy", seat=0, players=3, to_act=0, phase="play", dealer=2,
                hand=(C("AS"), C("7H")), hand_sizes=(2, 3, 3), scores=(0, 0, 0))
    base.update(fields)
    return View(**base)


def test_sync_lays_your_faces_the_others_backs_the_trick_and_the_stock():
    v = view(hand_sizes=(2, 3, 2), trick=((1, C("KD")),), shown={2: (C("QC"),)},
             up_card=C("9S"), stock=(C("9S"), C("TS")), stock_size=5)
    model = CardModel(3, 0, v)
    new = model.sync(v)
    assert model.hands[0] == [C("AS"), C("7H")]
    assert len(model.hands[1]) == 3 and not any(is_face(k) for k in model.hands[1])
    assert model.hands[2][0] == C("QC") and len(model.hands[2]) == 2 and not is_face(model.hands[2][1])
    assert model.trick == [(1, C("KD"))]
    assert model.up_key == C("9S") and model.stock_cards == [C("TS")] and model.stock_n == 3
    assert {a.key for a in new} == set(model.keys())
    played = next(a for a in new if a.key == C("KD"))
    assert played.fan == (1, 3, False) and not played.small      # flies in from seat 1's fan, full size


def test_sync_keeps_backs_already_in_place_and_puts_away_a_seat_sitting_out():
    v = view()
    model = CardModel(3, 0, v)
    model.sync(v)
    backs = list(model.hands[1])
    assert all(is_face(a.key) for a in model.sync(v))      # no new backs: the old ones stay
    assert model.hands[1] == backs
    model.sync(view(badges=((), ("sitting out",), ())))
    assert model.hands[1] == [] and len(model.hands[2]) == 3


def test_a_card_played_from_a_hidden_hand_replaces_the_middle_back():
    v = view()
    model = CardModel(3, 0, v)
    model.sync(v)
    middle = model.hands[1][1]
    assert model.play(1, C("KD"), placed=False) == middle
    assert middle not in model.hands[1] and model.trick == [(1, C("KD"))]
    assert model.take_trick() == [C("KD")] and model.trick == []


def test_your_discard_goes_to_your_pile_unless_it_stays_the_talon():
    v = view(hand=(C("AS"), C("7H"), C("8H")), hand_sizes=(3, 3, 3))
    model = CardModel(3, 0, v)
    model.sync(v)
    gone, to_pile = model.discard(0, (C("7H"),), 1, v)
    assert gone == [C("7H")] and to_pile and model.discards_n == 1
    gone, to_pile = model.discard(0, (C("8H"),), 1, view(stock_seen=(C("8H"),)))
    assert gone == [C("8H")] and not to_pile and model.discards_n == 1
    assert model.hands[0] == [C("AS")]


def test_the_deal_goes_one_card_at_a_time_from_the_seat_after_the_dealer():
    v = view(dealer=0, hand=(C("AS"), C("7H")), hand_sizes=(2, 2, 2))
    model = CardModel(3, 0, v)
    hands, stock, t = model.deal(0, (2, 2, 2), None, 0, v, per=1.0)
    whens = dict(hands)
    assert whens[model.hands[1][0]] == 0.0 and whens[model.hands[2][0]] == 1.0
    assert whens[C("AS")] == 2.0 and whens[C("7H")] == 5.0 and t == 6.0 and stock == []


def test_the_model_and_the_narrator_need_no_pygame():
    code = ("import sys, game.ui.card_model, game.ui.narrator; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
