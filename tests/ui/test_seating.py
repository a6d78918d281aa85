"""Seat layout for 2 to 8 players at small, medium and large windows: nothing overlaps."""
import math

import pytest

from game.ui.seating import HAND_SCALE, STOCK_SCALE, Seating


class R:
    def __init__(self, cx, cy, w, h):
        self.l, self.t, self.r, self.b = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2

    def hits(self, o):
        return self.l < o.r and o.l < self.r and self.t < o.b and o.t < self.b

    def inside(self, w, h):
        return self.l >= 0 and self.t >= 0 and self.r <= w and self.b <= h


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("count", [5, 13, 19])
def test_nothing_overlaps(size, players, count):
    s = Seating(size, players, you=1 % players)
    w, h = size
    cw, ch = s.card
    plates = {seat: R(*s.anchor(seat), *s.plate) for seat in range(players)}
    fans = {}
    for seat in range(players):
        if seat == s.you:
            continue
        fx, fy = s.fan_pos(seat, count)
        span = (count - 1) * s.fan_step(False, count) + cw * HAND_SCALE
        fans[seat] = R(fx, fy, span, ch * HAND_SCALE)
    left = s.stock_left(3)
    slots = s.hand_slots(count, left)
    top = min(y for _, y, _ in slots)              # the middle card: the fan's highest
    hand = R((slots[0][0] + slots[-1][0]) / 2, top - 30, slots[-1][0] - slots[0][0] + cw, ch + 60)
    right = s.stock_pos()[0] + cw * STOCK_SCALE / 2
    stock = R((left + right) / 2, s.stock_pos()[1], right - left, ch * STOCK_SCALE)
    k = s.trick_scale
    tricks = [R(*s.trick_pos(seat), cw * 1.1 * k, ch * 1.1 * k) for seat in range(players)]
    things = [("plate", k, r) for k, r in plates.items()] + [("fan", k, r) for k, r in fans.items()]
    for name, k, r in things:
        assert r.inside(w, h), f"{name} {k} leaves the window"
        for name2, k2, r2 in things:
            if (name, k) < (name2, k2):
                assert not r.hits(r2), f"{name} {k} overlaps {name2} {k2}"
        assert not r.hits(stock), f"{name} {k} overlaps the stock"
        for t in tricks:
            assert not r.hits(t), f"{name} {k} overlaps the trick"
        if (name, k) != ("plate", s.you):
            assert not r.hits(hand), f"{name} {k} overlaps your hand"
    assert hand.inside(w, h + 60) and not hand.hits(stock)
    for t in tricks:
        assert t.inside(w, h) and not t.hits(hand) and not t.hits(stock)


def gap(a, b):
    return math.hypot(max(0, a.l - b.r, b.l - a.r), max(0, a.t - b.b, b.t - a.b))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("count", [5, 13])
def test_bubbles_cover_nothing(size, players, count):
    """A seat's speech bubble never covers a plate, a fan, the trick, your hand or another bubble."""
    s = Seating(size, players, you=1 % players)
    w, h = size
    cw, ch = s.card
    bw, bh = s.bubble_size()
    plates = {k: R(*s.anchor(k), *s.plate) for k in range(players)}
    fans = {k: R(*s.fan_pos(k, count), (count - 1) * s.fan_step(False, count) + cw * HAND_SCALE, ch * HAND_SCALE)
            for k in range(players) if k != s.you}
    things = [("plate", k, r) for k, r in plates.items()] + [("fan", k, r) for k, r in fans.items()]
    for k in range(players):
        things.append(("trick", k, R(*s.trick_pos(k), cw * 1.1, ch * 1.1)))
    slots = s.hand_slots(count)
    things.append(("hand", 0, R((slots[0][0] + slots[-1][0]) / 2, h - (ch + 50) / 2,
                                slots[-1][0] - slots[0][0] + cw, ch + 50)))
    spots = s.bubble_spots(count)
    assert sorted(spots) == list(range(players))
    bubbles = {k: R(*xy, bw, bh) for k, xy in spots.items()}
    for k, b in bubbles.items():
        assert b.inside(w, h), f"bubble {k} leaves the window"
        for name, k2, r in things:
            assert not b.hits(r), f"bubble {k} covers {name} {k2}"
        for k2, b2 in bubbles.items():
            assert k2 == k or not b.hits(b2), f"bubble {k} covers bubble {k2}"
        if players <= 6 or w >= 1280:               # room to keep the top corners clear too
            for l, t, r, bottom in s.furniture():
                assert not b.hits(R((l + r) / 2, (t + bottom) / 2, r - l, bottom - t)), "bubble over the title or log"
        mine = [plates[k]] + ([fans[k]] if k in fans else [])
        near = min(gap(b, r) for r in mine)
        assert all(near < gap(b, plates[o]) for o in plates if o != k), f"bubble {k} reads as another seat's"
