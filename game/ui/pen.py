"""What both face packs draw with: the card blank, its corner indexes, text cropped to its ink, a
supersampling pen for outlined shapes, and the colours and fonts they share.

Why its own module: the French faces (art.py) and the Hungarian ones (art_hungarian.py) are drawn
the same way on the same blank; each pack imports this, and neither imports the other.
Returned surfaces are shared by the caches: blit them, never draw on them.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.assets import ASSETS_DIR

Colour = tuple[int, int, int]

PAPER: Colour = (252, 251, 246)
EDGE: Colour = (128, 128, 124)
GOLD: Colour = (214, 168, 48)
INK: Colour = (30, 26, 24)
SKIN: Colour = (246, 214, 178)

SUPERSAMPLE = 3
"""How much larger a pen draws than the card (drawn big, scaled down once, cached)."""


FONT_DIR = ASSETS_DIR / "fonts"


def finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a window exists (blits are several times faster); headless keeps as is."""
    return surf.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else surf


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans (it has ♠♥♦♣ and accented letters), cached per size. A font outlives no
    ``pygame.quit``: after one (a window closed and another opened in the same process) the cache
    starts again."""
    if not pygame.font.get_init():
        pygame.font.init()
    got = _font(max(1, int(size)), bold)
    try:
        got.get_linesize()
    except pygame.error:                      # made before a quit: every cached font is dead
        _font.cache_clear()
        got = _font(max(1, int(size)), bold)
    return got


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(FONT_DIR / name), size)


@lru_cache(maxsize=1024)
def ink(text: str, height: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Text cropped to its ink, sized so capitals and suit symbols are `height` pixels tall.

    DejaVu's capitals and suit symbols are both 0.73 em tall, so one rule sizes both.
    """
    surf = font(max(1, round(height / 0.73)), bold).render(text, True, colour)
    box = surf.get_bounding_rect()
    return surf.subsurface(box).copy() if box.w and box.h else surf


def flip(surf: pygame.Surface) -> pygame.Surface:
    """180° turn, exact (no resampling): the lower half of a card reads from the other side."""
    return pygame.transform.flip(surf, True, True)


# --- the card blank ----------------------------------------------------------------------------

def radius(w: int) -> int:
    """A card's corner radius at width ``w``."""
    return max(2, round(w * 0.07))


@lru_cache(maxsize=32)
def blank(w: int, h: int) -> pygame.Surface:
    """White rounded card with a thin grey edge; drawn 4× and scaled down for smooth corners."""
    k = 4
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    line = max(1, round(w / 110)) * k
    pygame.draw.rect(big, EDGE, big.get_rect(), border_radius=radius(w) * k)
    pygame.draw.rect(big, PAPER, big.get_rect().inflate(-2 * line, -2 * line),
                     border_radius=radius(w) * k - line)
    return pygame.transform.smoothscale(big, (w, h))


def corners(surf: pygame.Surface, index: pygame.Surface, w: int, h: int) -> None:
    """The corner ``index`` top left, and turned 180° bottom right."""
    box = index.get_rect(midtop=(round(w * 0.098), round(h * 0.045)))
    surf.blit(index, box)
    surf.blit(flip(index), index.get_rect(midbottom=(w - box.centerx, h - box.top)))


# --- the pen -----------------------------------------------------------------------------------

class Pen:
    """Draws outlined shapes in unit coordinates on a supersampled canvas; done() scales it down.

    pygame's polygons are not anti-aliased; drawing at 3× and averaging down once gives clean
    edges, and the result is cached, so the cost is paid once per size.
    """

    def __init__(self, w: int, h: int, vspan: float = 1.0):
        self.size = (w, h)
        self.bw, self.bh = w * SUPERSAMPLE, h * SUPERSAMPLE
        self.vy = self.bh / vspan
        self.s = pygame.Surface((self.bw, self.bh), pygame.SRCALPHA)
        self.lw = max(2, round(self.bw / 70))

    def p(self, u: float, v: float) -> tuple[float, float]:
        return (u * self.bw, v * self.vy)

    def shape(self, points, fill, outline: bool = True) -> None:
        pts = [self.p(*q) for q in points]
        pygame.draw.polygon(self.s, fill, pts)
        if outline:
            pygame.draw.polygon(self.s, INK, pts, self.lw)

    def disc(self, u, v, r, fill, outline: bool = True) -> None:
        pygame.draw.circle(self.s, fill, self.p(u, v), r * self.bw)
        if outline:
            pygame.draw.circle(self.s, INK, self.p(u, v), r * self.bw, max(1, self.lw - 1))

    def oval(self, u0, v0, u1, v1, fill, outline: bool = True) -> None:
        box = pygame.Rect(self.p(u0, v0), (0, 0))
        box.size = ((u1 - u0) * self.bw, (v1 - v0) * self.vy)
        pygame.draw.ellipse(self.s, fill, box)
        if outline:
            pygame.draw.ellipse(self.s, INK, box, self.lw)

    def line(self, points, width: float = 0.6, colour: Colour = INK) -> None:
        pygame.draw.lines(self.s, colour, False, [self.p(*q) for q in points],
                          max(1, round(self.lw * width)))

    def smile(self, u, v, w, h, width: float = 0.7) -> None:
        box = pygame.Rect(self.p(u - w / 2, v - h), (w * self.bw, 2 * h * self.vy))
        pygame.draw.arc(self.s, INK, box, math.pi * 1.1, math.pi * 1.9, max(1, round(self.lw * width)))

    def done(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.s, self.size)
