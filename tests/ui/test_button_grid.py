"""The bid list (a ButtonGrid with rungs): scrolled to the lowest open bid, it shows the row above
it whole and nothing of the row before that."""
from __future__ import annotations

import pygame
import pytest

from game.ui.widgets import ButtonGrid, Button


@pytest.mark.parametrize("groups", [4, 10])        # headings above their rows, and at the rows' left
def test_scrolling_to_an_open_bid_shows_whole_rows_at_the_top(groups):
    pygame.init()
    grid = ButtonGrid()
    items = [("", Button("Pass", lambda: None)), ("", Button("Pick up the talon", lambda: None))]
    items += [(f"Rung {g}", Button(f"Bid {g}.{k}", lambda: None)) for g in range(1, groups + 1) for k in range(2)]
    grid.set(items)
    grid.layout(pygame.Rect(0, 0, 500, 260))
    target = items[2 * (groups // 2) + 2][1]
    grid.scroll_to(target)
    look = grid.look((-1, -1))
    clip = look.clip
    body = [grid.screen_rect(b) for g, b in items if g]
    peeking = [r for r in body if r.top < clip.top < r.bottom or clip.top <= r.bottom <= clip.top + 2 < r.bottom]
    assert grid.scroll > 0 and peeking == []
    above = max((r for r in body if r.top < grid.screen_rect(target).top), key=lambda r: r.top)
    assert clip.top <= above.top            # the row of what may no longer be chosen: whole
