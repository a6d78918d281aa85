"""``View``: what one seat may know of a match, the value every engine's ``view(seat)`` returns.

Its own module so that both the engine base (game/rules/base.py) and the seat view built over it
(game/rules/seat_view.py) can name it without importing each other."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cards import Card, Suit
from game.rules.wording import N_


@dataclass
class View:
    """What one seat may know. Common fields drive a generic table; ``info`` holds game specifics."""
    game: str
    seat: int | None
    """The seat it is for; None for what every seat knows (``public_view``: a watcher's)."""
    players: int
    to_act: int | None
    phase: str
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    trump: Suit | None = None
    trick: tuple[tuple[int, Card], ...] = ()
    last_trick: tuple[tuple[int, Card], ...] = ()
    tricks_won: tuple[int, ...] = ()
    shown: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    up_card: Card | None = None
    stock: tuple[Card, ...] = ()
    stock_size: int = 0
    stock_label: str = N_("stock")
    """What the game calls its stock: "talon", "kitty", "devil's deck"."""
    active: tuple[bool, ...] = ()
    teams: tuple[tuple[int, ...], ...] | None = None
    badges: tuple[tuple[str, ...], ...] = ()
    bids: tuple[tuple[int, str], ...] = ()
    played: int = 0
    contract: str = ""
    match_over: bool = False
    discards: tuple[Card, ...] = ()
    """The faces of the cards this seat laid aside this deal, as far as it may know them."""
    stock_seen: tuple[Card, ...] = ()
    """Faces of the face-down stock this seat may look at (Ulti's talon it laid down)."""
    info: Any = None
    """The game's own view data: a small frozen dataclass per game (``EuchreInfo``, …)."""


