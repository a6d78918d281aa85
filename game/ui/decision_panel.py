"""The human's decision panel: a button per entry of the seat view's menu, the bid stepper when
the bids are many, the cards that may not be played or discarded (with the engine's reason), and
the discard selection with its button.

It never decides a rule and asks the engine nothing: it renders the ``SeatView``
(game/rules/seat_view.py) that the engine side built for this seat."""
from __future__ import annotations

from typing import Callable

import pygame

from game.cards import Card
from game.i18n import _, ngettext
from game.rules.actions import Action, Bid, Discard
from game.rules.seat_view import SeatView
from game.ui.amount import JUMPS, MANY, AmountChooser
from game.ui.narrator import Narrator
from game.ui.seating import Seating
from game.ui.widgets import Button, ButtonGrid


def panel_area(seats: Seating, size: tuple[int, int], n: int, you: int) -> pygame.Rect:
    """Where the buttons go: above your hand, between the side plates (keeping them, and their
    last bids, in view); where two plates stand too close for the buttons between them (a narrow
    table: a lesson's), below those plates."""
    w, h = size
    hand_top = h - seats.card[1] - 40
    top, bottom = int(h * 0.12), hand_top - 40
    half = min(int(w * 0.31), 450)
    pw, ph = seats.plate
    below = top
    for s in range(n):
        x, y = seats.anchor(s)
        if s != you and abs(y - (top + bottom) / 2) < (bottom - top + ph) / 2:
            gap = abs(x - w / 2) - pw / 2 - 12
            if gap > w * 0.22:
                half = min(half, int(gap))
            elif abs(x - w / 2) - pw / 2 < half and y - ph / 2 > top:     # its name would be under the buttons
                below = max(below, int(y + ph / 2) + 8)
    if bottom - below >= (bottom - top) / 2:
        top = below
    return pygame.Rect(w // 2 - half, top, 2 * half, bottom - top)


class DecisionPanel:
    """The decision open to seat ``you``; ``submit`` sends the chosen action."""

    def __init__(self, you: int, narrator: Narrator, submit: Callable[[Action], None]):
        self.you = you
        self.narrator = narrator
        self.submit = submit
        self.grid = ButtonGrid(18)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.seat: SeatView | None = None
        """The seat view the buttons were built from."""
        self.legal: list[Action] = []
        self.illegal: dict[Card, str] = {}
        """Your cards that may not be played (or discarded) now, with the engine's reason, in words."""
        self.any_card = False
        """Any card may be played (Ushter): an illegal one is penalised, not refused."""
        self.selected: set[Card] = set()
        """The cards picked for a discard."""
        self.amount: AmountChooser | None = None
        """The bid stepper, when the decision offers many numbered bids."""

    def build(self, seat: SeatView, text_size: int) -> None:
        """The buttons and the unplayable cards for the decision open in ``seat``."""
        named = self.narrator.named
        self.seat = seat
        self.legal = list(seat.actions)
        self.any_card = seat.any_card
        self.illegal = {c: named(reason) for c, reason in seat.closed.items()}
        discards = self.discards()
        items: list[tuple[str, Button]] = []
        first_open = None
        numbered = [a for a in self.legal if type(a) is Bid and type(a.value) is int]
        self.amount = AmountChooser(numbered) if len(numbered) > MANY else None
        if self.amount is not None:
            items.extend(self.amount_buttons())
        for entry in seat.menu:
            a = entry.action
            if self.amount is not None and a in numbered:
                continue
            name, _nl, sub = entry.label.partition("\n")
            b = Button(named(name), lambda a=a: self.submit(a), enabled=entry.reason is None,
                       sub=named(sub) if sub else sub)
            b.tip = named(entry.reason or "")
            b.action = a
            if entry.group and entry.reason is None and first_open is None:
                first_open = b
            items.append((named(entry.group) if entry.group else "", b))    # its heading ("Rung 3"), in words
        if discards:
            self.discard_button = Button(_("Discard"), self.discard_selected, enabled=False)
            items.append(("", self.discard_button))
            self.update_discard_button()
        self.grid.set(items, text_size, number_keys=self.amount is None)   # digits type a bid
        self.layout()
        if first_open is not None:
            self.grid.scroll_to(first_open)

    def layout(self) -> None:
        self.grid.layout(self.area)

    def clear(self) -> None:
        """The decision was sent: no buttons, no selection, until the next one."""
        self.selected.clear()
        self.grid.set([])

    # --- the bid stepper -------------------------------------------------------------------------

    def amount_buttons(self) -> list[tuple[str, Button]]:
        """The stepper: −5, the bid it shows (pressing it bids), +5, +10, +50."""
        am = self.amount
        self.amount_button = Button("", lambda: self.submit(am.action))
        self.jump_buttons = [Button(f"−{JUMPS[0]}", lambda: self.change_amount(-JUMPS[0]), size=18,
                                    min_width=64)]
        self.jump_buttons += [Button(f"+{j}", lambda j=j: self.change_amount(j), size=18, min_width=64)
                              for j in JUMPS]
        self.update_amount()
        minus, *plus = self.jump_buttons
        return [("", minus), ("", self.amount_button)] + [("", b) for b in plus]

    def change_amount(self, points: int = 0, steps: int = 0) -> None:
        if points:
            self.amount.jump(points)
        if steps:
            self.amount.step(steps)
        self.update_amount()

    def update_amount(self) -> None:
        am = self.amount
        b = self.amount_button
        b.action = am.action
        b.label = self.narrator.named(self.seat.labels[am.action])
        b.sub = _("typed {0}").format(am.typed) if am.typed else _("↑↓ or type, Enter")
        minus, *plus = self.jump_buttons
        minus.enabled = am.can_jump(-1)
        for p in plus:
            p.enabled = am.can_jump(1)
        if self.grid.items:
            self.layout()

    def type_bid(self, digit: str) -> None:
        """A digit typed into the stepper ("" erases the last one)."""
        if digit:
            self.amount.type_digit(digit)
        else:
            self.amount.backspace()
        self.update_amount()

    # --- discarding ------------------------------------------------------------------------------

    def discards(self) -> tuple[Discard, ...]:
        return self.seat.discards() if self.seat is not None else ()

    def discard_mode(self) -> bool:
        return bool(self.discards())

    def matching_discard(self) -> Discard | None:
        for a in self.discards():
            if set(a.cards) == self.selected:
                return a
        return None

    def update_discard_button(self) -> None:
        sizes = sorted({len(a.cards) for a in self.discards()})
        match = self.matching_discard()
        b = self.discard_button
        b.enabled = match is not None
        b.action = match
        b.label = self.narrator.named(self.seat.labels[match]) if match else _("Discard")
        want = _(" or ").join(map(str, sizes))
        b.sub = "" if match else ngettext("select {0} card", "select {0} cards", max(sizes)).format(want)
        if self.grid.items:
            self.layout()

    def discard_selected(self) -> None:
        match = self.matching_discard()
        if match is not None:
            self.submit(match)

    def usable(self, card: Card) -> bool:
        """``card`` may be picked for the decision open now (played, or selected for a discard)."""
        return self.seat is not None and self.seat.usable(card)
