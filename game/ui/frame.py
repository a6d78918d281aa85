"""One frame of the table as plain values: everything the renderer draws, where, and how it looks.

The table scene builds a ``TableFrame`` once per tick (game/ui/frame_build.py) and its renderer
(game/ui/table_render.py) draws that and nothing else: every place is decided once, in the build,
so what one part covers another part knows about, and a test can ask the frame what a player sees
("9♣ lies in the trick at your place") without reading the scene's insides. Two frames that show
the same picture compare equal: a table at rest builds the same frame tick after tick."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import Card, Suit
from game.ui.hint_box import HintBox
from game.ui.widgets import ButtonLook, GridLook, Label


@dataclass(frozen=True)
class CardPose:
    """A card (or a back: ``card`` None) where it shows this frame, as ``ImageCache.posed_image``
    draws it: centred on (x, y), turned, scaled, its face turned up by ``face`` (0 to 1)."""
    key: Any
    card: Card | None
    x: float
    y: float
    rot: float
    scale: float
    face: float
    moving: bool
    rest_scale: float
    """The larger scale at either end of a flight (a flying card is scaled down from it)."""
    look: str
    """"dim" (may not be played now), "hl" (selected, or winning the trick), "out" (its seat is
    out of the hand), or ""."""
    seat: int | None
    """Whose hand or trick place it lies in (None: the stock, a pile, or on its way off)."""
    in_trick: bool


@dataclass(frozen=True)
class TopBar:
    title: Label
    keys: Label
    """"Esc: menu" beside the title."""
    contract: Label | None
    trump_label: Label
    disc: tuple[tuple[int, int], int]
    """The trump's white disc: its centre and radius."""
    trump: Suit | None
    glyph_size: int
    dash: Label | None
    """"–" in the disc while there is no trump."""
    badge: tuple[pygame.Rect, Label] | None = None
    """"Practice" (or a challenge's deal) on a gold box beside the title, at a table outside the match."""


@dataclass(frozen=True)
class Plate:
    """A seat's name plate."""
    seat: int
    rect: pygame.Rect
    colour: tuple
    edge: tuple | None
    """Gold while the seat is to act."""
    stripe: tuple | None
    """The team's colour, at its left edge."""
    name: Label
    dealer: tuple[tuple[int, int], int, Label] | None
    """The dealer's disc: centre, radius and its "D"."""
    line: Label
    """"Score 12   Tricks 3" (or a person's time to come back, when badges crowd the row below)."""
    badges: tuple[tuple[pygame.Rect, Label], ...]
    note: Label | None
    """The row under: away, thinking…, or the seat's last bid."""


@dataclass(frozen=True)
class Pile:
    """Backs in a pile (the stock, your discards): each ``size`` with its top left at a spot, and
    its label, on a dark ``box`` where it has one."""
    size: tuple[int, int]
    spots: tuple[tuple[int, int], ...]
    label: Label | None
    box: pygame.Rect | None


@dataclass(frozen=True)
class Bubble:
    seat: int
    rect: pygame.Rect
    label: Label


@dataclass(frozen=True)
class Boxed:
    """A line on a panel of its own: the prompt, a toast, a tooltip."""
    box: pygame.Rect
    label: Label


@dataclass(frozen=True)
class Countdown:
    """Seconds left on your timer, beside the prompt; red (``urgent``) under ten."""
    text: str
    urgent: bool
    box: pygame.Rect
    label: Label


@dataclass(frozen=True)
class LogBox:
    rect: pygame.Rect
    rows: tuple[Label, ...]
    """The newest lines' rows, oldest first (a long line takes two)."""


@dataclass(frozen=True)
class Cards:
    """Small cards in a panel with a title: the last trick in the corner, a peek at a pile."""
    box: pygame.Rect
    fill: tuple
    edge: tuple | None
    radius: int
    title: Label
    size: tuple[int, int]
    cards: tuple[tuple[Card | None, tuple[int, int]], ...]
    """Each card (None: a back) with its top left."""
    note: Label | None = None


@dataclass(frozen=True)
class TableFrame:
    """Everything the table shows this tick, in the order it is drawn."""
    size: tuple[int, int]
    felt: pygame.Surface
    card: tuple[int, int]
    """A card's size in your hand (poses scale from it)."""
    top: TopBar
    look_buttons: tuple[ButtonLook, ...]
    plates: tuple[Plate, ...]
    help_buttons: tuple[ButtonLook, ...]
    stock: Pile | None
    discards: Pile | None
    cards: tuple[CardPose, ...]
    """Bottom first."""
    bubbles: tuple[Bubble, ...]
    back_button: ButtonLook | None
    """"I'm back", while the computer plays for you."""
    hint: HintBox | None
    prompt: Boxed | None
    countdown: Countdown | None
    panel: GridLook | None
    """The decision buttons, on your turn."""
    log: LogBox | None
    last_trick: Cards | None
    toast: Boxed | None
    peek: Cards | None
    tip: Boxed | None
    focus: pygame.Rect | None
    """The card the keyboard is on (its ring)."""
    at_rest: bool
    """Nothing is left to show (no card still to fly, no pause still to run, no summary over the
    table): what is on the table is where the hand stands."""
    lesson: HintBox | None = None
    """At a lesson's table, the explanation of your open decision (game/ui/guided.py), placed
    where it covers no card, plate or button."""

    def trick(self) -> dict[int, Card | None]:
        """The cards lying in the trick, by seat."""
        return {p.seat: p.card for p in self.cards if p.in_trick}

    def hand(self, seat: int) -> list[Card | None]:
        """The cards in ``seat``'s hand (None: a back), in the order they are drawn: your own hand
        as the fan runs (a card you drag comes last)."""
        return [p.card for p in self.cards if p.seat == seat and not p.in_trick]

    def buttons(self) -> tuple[ButtonLook, ...]:
        """The decision buttons in sight: the pinned ones, then those the panel's scroll shows."""
        return () if self.panel is None else self.panel.pinned + self.panel.body
