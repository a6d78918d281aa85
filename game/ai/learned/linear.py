"""A learned linear value: one weight per named feature, from a shipped model (``game.models``)
whose feature names must be the ones the game's code computes, in order; a model trained on other
features is refused with the command that trains the right one."""
from __future__ import annotations


class Linear:
    """A value's weights and its score of one row of features. A subclass names its ``NAMES``,
    what it is (``ABOUT``, for the message) and the ``TRAINER`` command that makes its model."""
    NAMES: tuple[str, ...] = ()
    ABOUT = ""
    TRAINER = ""

    def __init__(self, model):
        if tuple(model.features) != self.NAMES:
            raise ValueError(f"{self.ABOUT}: the shipped weights are for other features; run {self.TRAINER}")
        self.weights = tuple(model.weights)

    def score(self, row) -> float:
        return sum(x * w for x, w in zip(row, self.weights))
