"""Deals anyone can verify: the table commits to each deal's deck before its first decision and
reveals it once the hand is scored.

The commitment is ``sha256(salt ‖ game ‖ the deal's number as decimal text)``: the number is the
deal's seed (``game.rules.base.deck_number``: the one Fisher–Yates turns it into the deck), and the
salt is 16 fresh secret bytes per deal, so nobody can try every deck against the hash before the
reveal. The seed revealed is the deck's number and never the match's chance chain, which would
predict every later deal. The desktop table and the LAN host keep their match's seals with one
``DealSeals``, so both commit and reveal at the same moments. A LAN seat keeps the seals the host
sends it in a ``DealSeals`` too (``receive``, ``open``): it holds each commitment before the deal's
first decision and checks each reveal against it, so a host that changed a deck is caught.
"""
from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Any, Iterable

from game.rules import GameState
from game.rules.actions import Event, HandScored

SALT_BYTES = 16


def commitment(salt: bytes, game: str, number: int) -> str:
    """The hex digest that binds a deal's deck (by its number) before anyone sees it."""
    return hashlib.sha256(salt + game.encode("ascii") + str(number).encode("ascii")).hexdigest()


def short(digest: str) -> str:
    """The first 12 hex digits: enough for a person to compare at a glance."""
    return digest[:12]


@dataclass
class DealSeal:
    """One deal's commitment; its seed and salt are public only once ``revealed``."""
    ordinal: int
    """The deal's place in the match (``DealDeck.ordinal``: 1 for the first)."""
    commitment: str
    salt: bytes | None
    number: int | None
    """Secret until ``revealed``; at a LAN seat, None until the host reveals them."""
    revealed: bool = False

    def to_list(self) -> list[Any]:
        """For the autosave: a resumed match can still reveal what it committed to."""
        return [self.ordinal, self.salt.hex(), str(self.number), self.revealed]


class DealSeals:
    """The commitments and reveals of one match, in deal order."""

    def __init__(self, game: str, saved: Iterable[Any] = ()):
        self.game = game
        self.seals: list[DealSeal] = []
        for ordinal, salt, number, revealed in saved:
            salt_b, number_i = bytes.fromhex(salt), int(number)
            self.seals.append(DealSeal(int(ordinal), commitment(salt_b, game, number_i), salt_b, number_i,
                                       bool(revealed)))

    def to_list(self) -> list[list[Any]]:
        return [s.to_list() for s in self.seals]

    def get(self, ordinal: int) -> DealSeal | None:
        return next((s for s in self.seals if s.ordinal == ordinal), None)

    def current(self, state: GameState) -> DealSeal | None:
        """The seal of the deal in play (or of the hand just scored, until the next deal)."""
        deck = state.deal_deck()
        return None if deck is None else self.get(deck.ordinal)

    def update(self, state: GameState, before: int = 0,
               events: Iterable[Event] = ()) -> tuple[list[DealSeal], list[DealSeal]]:
        """Call after every move (``before``: the deal's ordinal before it) and once at the start:
        reveals every earlier deal, and the one in play if ``events`` scored it, then commits to a
        new deal. Returns (seals revealed, seal committed) for the table to announce, reveals first.
        A deal already sealed (a replay after undo, a resumed match) keeps its seal."""
        deck = state.deal_deck()
        now = deck.ordinal if deck is not None else 0
        scored = any(isinstance(ev, HandScored) for ev in events)
        revealed = []
        for s in self.seals:
            if not s.revealed and (s.ordinal < now or (scored and s.ordinal <= before)):
                s.revealed = True
                revealed.append(s)
        committed = []
        if deck is not None and self.get(now) is None:
            salt = secrets.token_bytes(SALT_BYTES)
            seal = DealSeal(now, commitment(salt, self.game, deck.number), salt, deck.number)
            self.seals.append(seal)
            committed.append(seal)
        return revealed, committed

    def receive(self, ordinal: int, digest: str) -> None:
        """A LAN seat: the host's commitment to deal ``ordinal`` (a repeat, after a rejoin, is kept
        once; the first one heard stands)."""
        if self.get(ordinal) is None:
            self.seals.append(DealSeal(ordinal, digest, None, None))
            self.seals.sort(key=lambda s: s.ordinal)

    def open(self, ordinal: int, salt: bytes, number: int) -> bool:
        """A LAN seat: the host's reveal of deal ``ordinal``; False (and nothing kept) when its
        seed and salt do not give the commitment heard before play, or none was heard."""
        seal = self.get(ordinal)
        if seal is None or commitment(salt, self.game, number) != seal.commitment:
            return False
        seal.salt, seal.number, seal.revealed = salt, number, True
        return True
