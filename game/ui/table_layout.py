"""Where the card model's keys lie on screen: the fans, your hand left of the stock and your
discard pile, the trick, the up card and the open stock, for the window's ``Seating``.

Kept apart from the scene so that placement is one function of the model, the view and the
window: input only says which of your cards are lifted (hover, focus, selection) or held."""
from __future__ import annotations

from typing import Any

import pygame

from game.rules.base import View
from game.ui.card_model import CardModel, is_face
from game.ui.seating import DISCARD_SCALE, HAND_SCALE, STOCK_SCALE, TRICK_TILT, Seating
from game.ui.sprites import CardSprite


class TableLayout:
    def __init__(self, seats: Seating, model: CardModel):
        self.seats = seats
        self.model = model

    def fan_pos(self, seat: int) -> tuple[float, float]:
        return self.seats.fan_pos(seat, len(self.model.hands[seat]), self.model.hand_face_up(seat))

    def fan_step(self, seat: int) -> float:
        return self.seats.fan_step(self.model.hand_face_up(seat), len(self.model.hands[seat]))

    def stock_left(self, view: View) -> float | None:
        """Where the stock (and your discard pile) begins: your hand stays left of it; None with
        neither on the table."""
        left = self.pile_right(view)
        if self.model.discards_n:
            return self.seats.discard_left(left)
        return left

    def pile_right(self, view: View) -> float | None:
        """The stock's left edge, where your discard pile leans; None with no stock."""
        if not self.model.has_stock(view):
            return None
        return self.seats.stock_left(len(self.model.stock_cards))

    def discard_rect(self, view: View) -> pygame.Rect | None:
        """Your discard pile's rectangle (the hover area), None without one."""
        n = self.model.discards_n
        if not n:
            return None
        card = self.seats.card
        w, h = int(card[0] * DISCARD_SCALE), int(card[1] * DISCARD_SCALE)
        r = pygame.Rect(0, 0, w + 2 * min(n - 1, 3), h + 2 * min(n - 1, 3))
        x, y = self.seats.discard_pos(self.pile_right(view))
        r.bottomright = (int(x + w / 2), int(y + h / 2))
        return r

    def place(self, sprites: dict[Any, CardSprite], view: View, raised: dict[Any, int], held: Any,
              dur: float) -> None:
        """Point every sprite at where the model says its card lies (``raised``: your cards lifted
        by so many pixels; ``held``: the card being dragged, left where the mouse has it)."""
        model, seats = self.model, self.seats
        mine = model.hands[model.you]
        for (x, y, rot), key in zip(seats.hand_slots(len(mine), self.stock_left(view)), mine):
            sp = sprites.get(key)
            if sp is None or key == held:
                continue
            sp.target(x, y - raised.get(key, 0), rot, 1.0, True, dur)
        for s in range(model.n):
            if s == model.you:
                continue
            keys = model.hands[s]
            fx, fy = self.fan_pos(s)
            step = self.fan_step(s)
            mid = (len(keys) - 1) / 2
            for i, key in enumerate(keys):
                sp = sprites.get(key)
                if sp is not None:
                    sp.target(fx + (i - mid) * step, fy, 0.0, HAND_SCALE, is_face(key), dur)
        for s, key in model.trick:
            sp = sprites.get(key)
            if sp is not None:
                x, y = seats.trick_pos(s)
                tilt = (int(key) * 37) % (2 * TRICK_TILT + 1) - TRICK_TILT
                sp.target(x, y, tilt, seats.trick_scale, True, dur)
        if model.up_key is not None and model.up_key in sprites:
            x, y = seats.up_pos()
            sprites[model.up_key].target(x, y, 0.0, STOCK_SCALE, True, dur)
        for i, c in enumerate(model.stock_cards):
            if c in sprites:
                x, y = seats.stock_card_pos(i, len(model.stock_cards))
                sprites[c].target(x, y, 0.0, STOCK_SCALE, True, dur)
