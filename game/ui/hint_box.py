"""The hint's own place: a gold-edged box just above the prompt, no wider than the decision
panel's area, its text wrapped to the box.

The frame builder decides it together with the panel's area (``FrameBuilder.place_panel``), when the window
changes size and whenever the hint's text changes, so the decision buttons lie above it and never
cover it; the renderer only draws what was decided here."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import art
from game.ui.widgets import cut, wrap

MAX_LINES = 4
"""The most lines a hint takes (a Hungarian one weighing two choices takes four): more would push
the decision buttons (and the trick) out of view, so the font steps down first and only then is
the last line cut."""
PAD = (14, 7)
"""The box's inner margin, across and down."""


@dataclass(frozen=True)
class HintBox:
    rect: pygame.Rect
    lines: tuple[str, ...]
    size: int
    """The font size the lines were wrapped at (and are drawn at)."""
    flush_left: bool = False
    """Lines from the box's left edge (a lesson's paragraphs read so), else centred (a hint's)."""


def hint_box(line: str, width: int, centre_x: int, bottom: int, size: int, smallest: int) -> HintBox:
    """``line`` in a box at most ``width`` wide whose bottom middle is (``centre_x``, ``bottom``):
    wrapped at ``size``, or at a smaller size down to ``smallest`` when it would not fit in
    ``MAX_LINES`` lines."""
    inner = width - 2 * PAD[0]
    size = max(size, smallest)
    lines = wrap(line, size, inner)
    while len(lines) > MAX_LINES and size > smallest:
        size -= 1
        lines = wrap(line, size, inner)
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES - 1] + [cut(" ".join(lines[MAX_LINES - 1:]), size, inner)]
    font = art.font(size)
    r = pygame.Rect(0, 0, max(font.size(s)[0] for s in lines) + 2 * PAD[0],
                    len(lines) * font.get_linesize() + 2 * PAD[1])
    r.midbottom = (centre_x, bottom)
    return HintBox(r, tuple(lines), size)
