"""The table from 960×600 to 4K at every card size: the trick's cards never cover each other or a
plate, your hand stays on screen and clear of your plate and the stock, and the card size setting
changes the cards at once."""
import pytest

from game.store import CARD_SIZES
from game.ui.seating import Seating, _box, _overlap
from game.ui.intents import Skip
from tests.ui.uihelp import game_scene, run_until_human, shown_hand

SIZES = [(960, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
SLIVER = 0.03
"""From five seats on, two trick cards may share at most this part of a card's area."""
STRIP = 0.17
"""Up to four seats the cards lie in the classic cross: a neighbour may cover a strip this deep
along one edge (never a corner index)."""


def trick_boxes(seats: Seating):
    cw, ch = seats.card
    k = seats.trick_scale
    return [_box(*seats.trick_pos(s), cw * k, ch * k) for s in range(seats.n)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 9))
def test_trick_cards_never_cover_each_other_nor_a_plate(size, players):
    for scale in CARD_SIZES.values():
        seats = Seating(size, players, you=1 % players, scale=scale)
        boxes = trick_boxes(seats)
        area = (seats.card[0] * seats.trick_scale) * (seats.card[1] * seats.trick_scale)
        cw, ch = seats.card[0] * seats.trick_scale, seats.card[1] * seats.trick_scale
        for i, a in enumerate(boxes):
            for j, b in enumerate(boxes[i + 1:], i + 1):
                if players > 4:
                    assert _overlap(a, b) <= SLIVER * area, (size, players, scale, i, j)
                else:
                    deep = min((min(a[2], b[2]) - max(a[0], b[0])) / cw, (min(a[3], b[3]) - max(a[1], b[1])) / ch)
                    assert deep <= STRIP, (size, players, scale, i, j)
        plates = [_box(*seats.anchor(s), *seats.plate) for s in range(players)]
        assert not any(_overlap(a, p) for a in boxes for p in plates), (size, players, scale)
        prompt_top = size[1] - seats.card[1] - 46 - 12 * seats.ui      # the prompt over your hand
        assert all(0 <= b[0] and b[2] <= size[0] and 0 <= b[1] and b[3] <= prompt_top
                   for b in boxes), "inside the window, above the prompt and your hand"
        normal = Seating(size, players, you=1 % players).card[1]
        assert seats.card[1] * seats.trick_scale >= max(64, 0.6 * normal), "trick cards stay readable"


@pytest.mark.parametrize("size", SIZES)
def test_your_hand_fits_beside_your_plate_and_the_stock(size):
    for scale in CARD_SIZES.values():
        seats = Seating(size, 4, you=0, scale=scale)
        cw, ch = seats.card
        assert ch >= 90 * min(1.0, scale / 0.85) * 0.99, "cards readable on the smallest window"
        plate = _box(*seats.anchor(0), *seats.plate)
        for count in (5, 10, 13):
            right = seats.discard_left(seats.stock_left(1))   # a stock and your discard pile
            slots = seats.hand_slots(count, right)
            boxes = [_box(x, y, cw, ch) for x, y, _ in slots]
            assert all(0 <= b[0] and b[2] <= size[0] and b[3] <= size[1] for b in boxes), (size, scale, count)
            assert boxes[0][0] >= plate[2], "clear of your plate"
            assert boxes[-1][2] <= right + cw * 0.1, "clear of the stock"
            step = slots[1][0] - slots[0][0]
            assert step >= cw * 0.22, "each card's corner index shows"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080), (3840, 2160)])
def test_the_card_size_setting_changes_the_cards_at_once(app, size):
    scene = game_scene(app, "calltrump", seed=3)
    app.resize(size)
    run_until_human(app, scene)
    scene.do(Skip(False))
    card = shown_hand(scene)[0]
    sizes = {}
    for name in ("small", "normal", "large"):
        app.settings["card_size"] = name
        app.frame(0.0, [])
        scene.do(Skip(False))
        rects = [scene.sprites[k].rect(scene.card) for k in shown_hand(scene)]
        assert all(app.screen.get_rect().contains(r) for r in rects), (size, name)
        sizes[name] = scene.sprites[card].rect(scene.card).height
    assert sizes["small"] < sizes["normal"] < sizes["large"]
    assert abs(sizes["large"] / sizes["normal"] - CARD_SIZES["large"]) < 0.03


@pytest.mark.parametrize("players", [4, 8])
def test_a_toast_keeps_clear_of_the_plates_and_the_log(app, players):
    scene = game_scene(app, "ushter", seed=3, players=players)
    app.resize((960, 600))
    run_until_human(app, scene)
    scene.show_toast("There is no move of yours in this hand to take back.")
    frame = scene.frame()
    r = frame.toast.box
    assert r.collidelist([p.rect for p in frame.plates]) < 0
    assert frame.log is None or not r.colliderect(frame.log.rect)
