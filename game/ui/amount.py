"""Choosing one of many numbered bids (Huutopussi's auction and final raise offer every multiple of
5 up to the most a deal can score): a stepper instead of seventy buttons.

The chooser only moves among the values the engine listed as legal, so whatever it shows can be
submitted. Pure: no pygame, so its arithmetic is tested on its own."""
from __future__ import annotations

from typing import Sequence

from game.rules.actions import Bid

MANY = 8
"""More numbered bids than this and the panel shows the stepper instead of a button per bid."""

JUMPS = (5, 10, 50)
"""The jump buttons, in points (a jump that overshoots stops at the highest legal bid)."""


class AmountChooser:
    def __init__(self, bids: Sequence[Bid]):
        self.values = sorted({b.value for b in bids})
        self.index = 0
        self.typed = ""
        """Digits typed so far; the value shown is the legal bid nearest to them."""

    @property
    def value(self) -> int:
        return self.values[self.index]

    @property
    def action(self) -> Bid:
        return Bid(self.value)

    def step(self, steps: int) -> None:
        """Move ``steps`` legal values up (or down), stopping at the ends."""
        self.typed = ""
        self.index = max(0, min(len(self.values) - 1, self.index + steps))

    def jump(self, points: int) -> None:
        """Add ``points`` to the value: the lowest legal bid at least that high (or the highest)."""
        self.typed = ""
        self._nearest(self.value + points, up=points > 0)

    def can_jump(self, points: int) -> bool:
        return self.values[-1] > self.value if points > 0 else self.values[0] < self.value

    def type_digit(self, digit: str) -> None:
        if digit.isdigit() and len(self.typed) < 4:
            self.typed += digit
            self._nearest(int(self.typed), up=True)

    def backspace(self) -> None:
        self.typed = self.typed[:-1]
        if self.typed:
            self._nearest(int(self.typed), up=True)

    def _nearest(self, target: int, up: bool) -> None:
        vals = self.values
        if up:
            self.index = next((i for i, v in enumerate(vals) if v >= target), len(vals) - 1)
        else:
            self.index = next((i for i in range(len(vals) - 1, -1, -1) if vals[i] <= target), 0)
