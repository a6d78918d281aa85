"""Where things lie on the table, computed from the window size for 2 to 8 seats.

You sit at the bottom; the others sit round an ellipse in play order (clockwise: the next player
on your left). Each seat has a name plate, and a small fan of cards between the plate and the
centre; the trick gathers in the middle with each card placed toward its player; the stock lies
in the bottom-right corner, clear of every seat."""
from __future__ import annotations

import math

HAND_SCALE = 0.5        # other players' cards, relative to yours
STOCK_SCALE = 0.8
DISCARD_SCALE = 0.55    # your own discards: a small pile beside the stock


TRICK_TILT = 8
"""A trick card leans up to so many degrees either way."""


def ui_scale(size: tuple[int, int]) -> float:
    """The scale of text and plates in a window of ``size``: 1 up to 1280×800, growing on bigger
    screens."""
    return max(1.0, min(1.6, size[0] / 1280, size[1] / 800))


class Seating:
    def __init__(self, size: tuple[int, int], players: int, you: int, scale: float = 1.0, width: int | None = None):
        """``size``: the window's; ``width``: the table's, where a column at the window's right is
        kept for something else (a lesson's explanation), else the window's. Everything here lies
        left of it; text and plates keep the window's scale."""
        self.ui = ui_scale(size)
        """Scale of text and plates: 1 up to 1280×800, growing on bigger screens."""
        self.size = w, h = (size[0] if width is None else width), size[1]
        """The table's own size: the window's, less the column kept at its right."""
        self.n = players
        self.you = you
        self.scale = scale
        """The card size setting, on top of the window's own scale."""
        ch = int(min(h * 0.19, w * 0.13) * scale)
        self.card = (int(ch * 0.69), ch)
        self.center = (w / 2, h * 0.40)
        self.plate = (int(max(150, min(210, w * 0.14)) * min(self.ui, 1.3)), int(78 * self.ui))
        # The trick sits in the middle of the band between the top seat's cards and your hand.
        top = 14 + self.plate[1] + 6 + ch * HAND_SCALE + 6
        bottom = h - ch - 50
        self.band = (top, bottom)
        self.middle = (w / 2, (top + bottom) / 2)
        self._trick_ring = None

    def rel(self, seat: int) -> int:
        return (seat - self.you) % self.n

    def anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's name plate sits: you at the bottom, the others round an ellipse,
        clockwise in play order (the next player on your left)."""
        w, h = self.size
        if self.rel(seat) == 0:
            return (24 + self.plate[0] / 2, h - 24 - self.plate[1] / 2)
        a = math.radians(self.angle(seat))
        cx, cy = self.center
        rx, ry = w * 0.5 - 20 - self.plate[0] / 2, h * 0.40 - 14 - self.plate[1] / 2
        return (cx + rx * math.cos(a), cy + ry * math.sin(a))

    def angle(self, seat: int) -> float:
        """Where round the table a seat sits, in degrees on screen (90: you, at the bottom)."""
        r, k = self.rel(seat), self.n - 1
        if r == 0 or k == 1:
            return 90.0 if r == 0 else 270.0
        a0 = 120 if k == 2 else (90 if k == 3 else 60)
        return 90 + a0 + (360 - 2 * a0) * (r - 1) / (k - 1)

    def direction(self, seat: int) -> tuple[float, float]:
        if self.rel(seat) == 0:
            return (0.0, 1.0)
        x, y = self.anchor(seat)
        dx, dy = x - self.center[0], y - self.center[1]
        d = math.hypot(dx, dy) or 1.0
        return (dx / d, dy / d)

    def fan_pos(self, seat: int, count: int, face_up: bool = False) -> tuple[float, float]:
        """Where another player's (small) hand of ``count`` cards lies: beside the plate, toward the
        table's centre."""
        x, y = self.anchor(seat)
        dx, dy = self.direction(seat)
        pw, ph = self.plate
        cw, ch = self.card[0] * HAND_SCALE, self.card[1] * HAND_SCALE
        half_w = (max(1, count) - 1) / 2 * self.fan_step(face_up, count) + cw / 2
        reach_x = pw / 2 + half_w + 6
        reach_y = ph / 2 + ch / 2 + 6
        # leave the plate through the side the centre lies on (whichever edge is hit first)
        t = min(reach_x / abs(dx) if dx else 1e9, reach_y / abs(dy) if dy else 1e9)
        return (x - dx * t, y - dy * t)

    def fan_step(self, face_up: bool, count: int) -> float:
        """Spacing in a small fan: shown cards leave their index visible; hidden ones bunch up,
        a long hand more tightly, so a 13-card hand stays clear of the trick."""
        cw = self.card[0] * HAND_SCALE
        if face_up:
            return cw * 0.55
        return min(cw * 0.28, cw * 1.6 / max(1, count - 1))

    def deal_origin(self, dealer: int) -> tuple[float, float]:
        x, y = self.anchor(dealer)
        cx, cy = self.center
        return (x + (cx - x) * 0.35, y + (cy - y) * 0.35)

    def trick_pos(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s card lies in the trick, toward its player: a cross up to four seats;
        with more, a ring of rows (the far seats above, the near ones below, a seat at either side
        beside them), so no card covers another."""
        if self.n <= 4:
            dx, dy = self.direction(seat)
            ch = self.card[1] * self.trick_scale
            return (self.middle[0] + dx * ch * 0.62, self.middle[1] + dy * ch * 0.42)
        return self.trick_ring()[0][seat]

    @property
    def trick_scale(self) -> float:
        """Trick cards shrink only as far as they must to stay clear of the plates, the other
        players' cards and the prompt above your hand (8 seats, or large cards, on a small window)."""
        if self.n > 4:
            return self.trick_ring()[1]
        top, bottom = self.band[0], self.band[1] - 30 * self.ui
        reach = self.card[1] * (0.42 + 0.5)                 # the cross: middle to its outer edge
        return min(1.0, (self.middle[1] - top) / reach, (bottom - self.middle[1]) / reach)

    def trick_ring(self) -> tuple[dict[int, tuple[float, float]], float]:
        """From five seats on: each seat's trick card place and the cards' scale, the largest (down
        to 0.6) at which the ring, moved a little up or down if that helps, touches nothing."""
        if self._trick_ring is not None:
            return self._trick_ring
        cw, ch = self.card
        tilt = math.radians(TRICK_TILT)
        bw = cw * math.cos(tilt) + ch * math.sin(tilt) + 4          # a leaning card's room
        bh = ch * math.cos(tilt) + cw * math.sin(tilt) + 4
        dirs = {s: (math.cos(math.radians(self.angle(s))), math.sin(math.radians(self.angle(s))))
                for s in range(self.n)}
        far = sorted((s for s, d in dirs.items() if d[1] <= -0.35), key=lambda s: dirs[s][0])
        near = sorted((s for s, d in dirs.items() if d[1] >= 0.35), key=lambda s: dirs[s][0])
        sides = [s for s in dirs if s not in far and s not in near]
        blocked = [_box(*self.anchor(s), *self.plate) for s in range(self.n)]
        for s in range(self.n):
            if s != self.you:
                fx, fy = self.fan_pos(s, 8)
                blocked.append(_box(fx, fy, 7 * self.fan_step(False, 8) + cw * HAND_SCALE, ch * HAND_SCALE))
        top, bottom = self.band[0], self.band[1] - 30 * self.ui        # clear of the prompt
        mx, my = self.middle

        def ring(k: float, shift: float, lift: float) -> dict[int, tuple[float, float]]:
            """The ring at scale ``k``, moved down by ``shift`` and its side cards up by ``lift``
            (both in leaning card heights)."""
            y0 = my + shift * bh * k
            out = {}
            for row, y in ((far, y0 - k * bh / 2), (near, y0 + k * bh / 2)):
                for i, s in enumerate(row):
                    out[s] = (mx + (i - (len(row) - 1) / 2) * bw * k, y)
            reach = (max(len(far), len(near)) + 1) / 2 * bw * k
            for side in (-1, 1):                   # a column at either end, higher seats higher
                col = sorted((s for s in sides if dirs[s][0] * side > 0), key=lambda s: dirs[s][1])
                for i, s in enumerate(col):
                    out[s] = (mx + side * reach, y0 + ((i - (len(col) - 1) / 2) - lift) * bh * k)
            return out

        def clear(out, k: float) -> bool:
            boxes = [_box(x, y, cw * k * 1.1, ch * k * 1.1) for x, y in out.values()]   # leaning
            return all(b[1] >= top and b[3] <= bottom for b in boxes) and \
                not any(_overlap(b, o) for b in boxes for o in blocked)

        tries = [(1.0 - 0.02 * step, shift, lift) for step in range(21)
                 for shift in (0, 0.1, -0.1, 0.2, -0.2, 0.3) for lift in (0, 0.5, -0.5)]
        k, shift, lift = next((t for t in tries if clear(ring(*t), t[0])), tries[-1][:1] + (0, 0))
        out = ring(k, shift, lift)
        self._trick_ring = (out, k)
        return self._trick_ring

    def prompt_y(self) -> int:
        """Where the prompt's line is centred: just above your hand (the hint's box sits on it)."""
        return int(self.size[1] - self.card[1] - 46)

    def stock_pos(self) -> tuple[float, float]:
        """The stock (kitty, talon) lies in the bottom-right corner, clear of every seat layout."""
        cw, ch = self.card
        return (self.size[0] - 28 - cw * STOCK_SCALE / 2, self.size[1] - 34 - ch * STOCK_SCALE / 2)

    def up_pos(self) -> tuple[float, float]:
        """The up card lies face up on top of the stock, a little offset so the pile shows."""
        x, y = self.stock_pos()
        return (x - 6, y - 6)

    def stock_card_pos(self, i: int, count: int) -> tuple[float, float]:
        """Face-up stock cards (a devil's deck turned up) fan out left of the stock, the last on
        top at the stock itself, so every card's corner index shows."""
        x, y = self.stock_pos()
        return (x - (count - 1 - i) * self.card[0] * STOCK_SCALE * 0.5, y)

    def stock_left(self, face_up: int) -> float:
        """The left edge of the stock with ``face_up`` cards fanned from it."""
        x, _ = self.stock_card_pos(0, max(1, face_up))
        return x - self.card[0] * STOCK_SCALE / 2 - 8

    def discard_pos(self, right: float | None) -> tuple[float, float]:
        """Your small discard pile: left of ``right`` (the stock's left edge), or in the corner when
        there is no stock; its foot level with the stock's."""
        cw, ch = self.card[0] * DISCARD_SCALE, self.card[1] * DISCARD_SCALE
        right = self.size[0] - 20 if right is None else right
        return (right - 6 - cw / 2, self.size[1] - 34 - ch / 2)

    def discard_left(self, right: float | None) -> float:
        return self.discard_pos(right)[0] - self.card[0] * DISCARD_SCALE / 2 - 8

    def hand_slots(self, count: int, right: float | None = None) -> list[tuple[float, float, float]]:
        """Your fan: centred, never wider than 56% of the window, kept between your name plate and
        ``right`` (the stock's left edge); shifted off centre only when that gains real room."""
        w, h = self.size
        cw, ch = self.card
        if count == 0:
            return []
        left = 24 + self.plate[0] + 10
        right = w - 20 if right is None else right
        half = min(w * 0.28, w / 2 - left, right - w / 2)
        centre = w / 2
        if (right - left) / 2 > half * 1.1:
            half = min(w * 0.28, (right - left) / 2)
            centre = (left + right) / 2
        span = max(0.0, 2 * half - cw * 1.06)          # the outer cards lean a little
        step = min(cw * 0.62, span / max(1, count - 1))
        mid = (count - 1) / 2
        base = h - ch * 0.5 - 14
        dip = min(0.9, 8 / max(1.0, mid * mid))         # the outer cards sink and lean a little,
        lean = min(1.6, 6 / max(1.0, mid))              # their corners still on screen
        out = []
        for i in range(count):
            off = i - mid
            out.append((centre + off * step, base + off * off * dip, -off * lean))
        return out

    # --- speech bubbles ----------------------------------------------------------------------------

    def bubble_size(self) -> tuple[int, int]:
        """The largest speech bubble (a bid's words): its text is fitted to this width."""
        return (int(min(190 * self.ui, self.size[0] * 0.16)), int(34 * self.ui))

    def obstacles(self, count: int) -> list[tuple[float, float, float, float]]:
        """What a bubble must never cover, as (left, top, right, bottom): every plate, every other
        player's fan of ``count`` cards, the trick, and your hand."""
        cw, ch = self.card
        out = []
        for seat in range(self.n):
            out.append(_box(*self.anchor(seat), *self.plate))
            if seat != self.you:
                fx, fy = self.fan_pos(seat, count)
                span = (count - 1) * self.fan_step(False, count) + cw * HAND_SCALE
                out.append(_box(fx, fy, span, ch * HAND_SCALE))
            out.append(_box(*self.trick_pos(seat), cw * 1.1, ch * 1.1))
        slots = self.hand_slots(count)
        if slots:
            l, r = slots[0][0] - cw / 2, slots[-1][0] + cw / 2
            out.append((l, self.size[1] - ch - 50, r, self.size[1]))
        return out

    def furniture(self) -> list[tuple[float, float, float, float]]:
        """The top corners a bubble should rather leave alone: the title and trump, the log."""
        u = self.ui
        return [(0, 0, 210 * u, 80 * u), (self.size[0] - 264 * u, 0, self.size[0], 12 + 10 + 19 * 3 * u)]

    def bubble_spots(self, count: int) -> dict[int, tuple[float, float]]:
        """Where each seat's speech bubble is centred: the nearest free spot round its plate (above,
        below, beside, or beside its fan) that covers no plate, fan, trick card, your hand, the
        nor another seat's bubble, and lies nearer its own plate than any other; clear of the title
        and the log too where there is room. The seats with the fewest free spots choose first;
        where none is free, the least covered."""
        blocked, soft = self.obstacles(count), self.furniture()
        spots = {seat: self._bubble_candidates(seat, count, blocked, soft) for seat in range(self.n)}
        bw, bh = self.bubble_size()
        out: dict[int, tuple[float, float]] = {}
        for seat in sorted(spots, key=lambda s: (sum(c[0][:2] == (0, False) for c in spots[s]), self.rel(s))):
            best, best_cost = self.anchor(seat), None
            for cost, (x, y) in spots[seat]:
                me = _box(x, y, bw, bh)
                cost = (cost[0] + _covered(me, [_box(*o, bw, bh) for o in out.values()]),) + cost[1:]
                if best_cost is None or cost < best_cost:
                    best, best_cost = (x, y), cost
                    if cost == (0, False, 0):
                        break
            out[seat] = best
        return out

    def _bubble_candidates(self, seat: int, count: int, blocked, soft) -> list:
        """Spots round a seat's plate and fan, nearest the middle of each edge first, with their
        cost: (area covered, whether another plate lies nearer, furniture covered)."""
        w, h = self.size
        bw, bh = self.bubble_size()
        g = 6
        ax, ay = self.anchor(seat)
        pw, ph = self.plate
        boxes = [(ax, ay, pw, ph)]
        if seat != self.you:
            fx, fy = self.fan_pos(seat, count)
            span = (count - 1) * self.fan_step(False, count) + self.card[0] * HAND_SCALE
            boxes.append((fx, fy, span, self.card[1] * HAND_SCALE))
        inward = -1 if self.direction(seat)[0] > 0.2 else 1      # lean toward the middle
        others = [_box(*self.anchor(o), pw, ph) for o in range(self.n) if o != seat]
        out = []
        for cx, cy, bw0, bh0 in boxes:
            reach_x, reach_y = (bw0 + bw) / 2 + g, (bh0 + bh) / 2 + g
            for k in (0, 1, -1, 2, -2, 3, -3, 4, -4):
                t = inward * k / 4
                for x, y in ((cx + t * reach_x, cy - reach_y), (cx + t * reach_x, cy + reach_y),
                             (cx + inward * reach_x, cy + t * reach_y), (cx - inward * reach_x, cy + t * reach_y)):
                    if not (0 <= x - bw / 2 and x + bw / 2 <= w and 0 <= y - bh / 2 and y + bh / 2 <= h):
                        continue
                    me = _box(x, y, bw, bh)
                    near = min(_gap(me, _box(*b)) for b in boxes)
                    theirs = min((_gap(me, o) for o in others), default=1e9)
                    out.append(((_covered(me, blocked), near >= theirs, _covered(me, soft)), (x, y)))
        return out


def _box(cx: float, cy: float, w: float, h: float) -> tuple[float, float, float, float]:
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


def _gap(a, b) -> float:
    """How far apart two boxes are (0 when they touch or overlap)."""
    return math.hypot(max(0.0, a[0] - b[2], b[0] - a[2]), max(0.0, a[1] - b[3], b[1] - a[3]))


def _overlap(a, b) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _covered(box, others) -> float:
    """The area of ``box`` that each of ``others`` covers, added up (a box that only touches it
    covers nothing). Written out rather than a call per pair: the bubbles' layout asks it some
    17,000 times at an eight-seat table, within one frame."""
    l, t, r, b = box
    total = 0.0
    for ol, ot, o_r, ob in others:
        if ol < r and o_r > l and ot < b and ob > t:
            total += (min(r, o_r) - max(l, ol)) * (min(b, ob) - max(t, ot))
    return total
