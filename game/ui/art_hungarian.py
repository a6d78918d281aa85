"""The Hungarian (William Tell) pack for Ulti, drawn procedurally like the French faces in art.py.

Why its own module: the 32 cards Ulti is played with have their own suit pictures in Hungary —
Makk (acorns, our clubs), Zöld (leaves, spades), Tök (bells, diamonds), Piros (hearts) — and their
own courts: Alsó (under, our jack) holds his suit sign low, Felső (over, our queen) holds it high,
Király (king) sits crowned on a throne, and each Ász (ace) shows a large sign for its season.
The engine keeps its letters; only the picture changes. Cards share the French blank (size, corner
radius, edge) and are cached per (card, size), so a window resize redraws each face once.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards import CARDS, Card, Rank, Suit
from game.ui.pen import GOLD, INK, SKIN, Colour, Pen, blank, corners, finish, ink

DECK = frozenset(c for c in CARDS[:52] if c.rank >= Rank.SEVEN)
"""The 32 cards the Hungarian pack has (7 up to ace)."""

INK_OF: dict[Suit, Colour] = {Suit.CLUBS: (116, 66, 24), Suit.SPADES: (28, 118, 48),
                              Suit.DIAMONDS: (206, 104, 8), Suit.HEARTS: (200, 24, 38)}
"""Each suit's ink for its corner index: acorn brown, leaf green, bell orange, heart red."""

LABEL: dict[Rank, str] = {Rank.SEVEN: "VII", Rank.EIGHT: "VIII", Rank.NINE: "IX", Rank.TEN: "X",
                          Rank.JACK: "A", Rank.QUEEN: "F", Rank.KING: "K", Rank.ACE: "Á"}
"""The corner index: Roman numerals as on the pack, and Alsó, Felső, Király, Ász."""

SEASON: dict[Suit, str] = {Suit.HEARTS: "TAVASZ", Suit.DIAMONDS: "NYÁR", Suit.SPADES: "ŐSZ",
                           Suit.CLUBS: "TÉL"}
"""The season each ace shows: spring, summer, autumn, winter."""

# Pip places as (u, v) in the pip field, all upright as on the pack: two columns, the VII four
# over three, the VIII four over four, the IX with one between, the X with a pair between.
_L, _R = 0.0, 1.0
PIPS: dict[int, list[tuple[float, float]]] = {
    7: [(_L, 0), (_R, 0), (_L, 0.3), (_R, 0.3), (0.5, 0.66), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_L, 0.3), (_R, 0.3), (_L, 0.7), (_R, 0.7), (_L, 1), (_R, 1)],
    9: [(_L, 0), (_R, 0), (_L, 0.28), (_R, 0.28), (0.5, 0.5), (_L, 0.72), (_R, 0.72), (_L, 1), (_R, 1)],
    10: [(u, v) for v in (0, 0.25, 0.5, 0.75, 1) for u in (_L, _R)],
}

FILL: dict[Suit, Colour] = {Suit.CLUBS: (214, 162, 50), Suit.SPADES: (52, 150, 62),
                            Suit.DIAMONDS: (246, 200, 44), Suit.HEARTS: (212, 30, 40)}
"""The main colour of each suit sign: the acorn's ochre nut, the leaf, the bell, the heart."""

PAPER_PANEL: Colour = (250, 244, 226)
WHITE: Colour = (250, 250, 246)
DARK_RED: Colour = (150, 20, 30)


def face(card: Card | int, width: int, height: int) -> pygame.Surface:
    """The Hungarian face of one of the 32 cards of ``DECK`` at width × height pixels; cached."""
    return _face(int(card), int(width), int(height))


# --- suit signs ------------------------------------------------------------------------------------

def _heart(n: int = 48) -> list[tuple[float, float]]:
    """The classic heart curve, fitted to the unit square."""
    pts = []
    for k in range(n):
        t = 2 * math.pi * k / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((0.5 + x / 33, 0.08 + (12 - y) / 31.5))
    return pts


def _band(cx: float, cy: float, r: float, v0: float, v1: float, n: int = 8) -> list[tuple[float, float]]:
    """The part of a disc between two heights, as a polygon (the bell's red band)."""
    right = [(cx + math.sqrt(max(0.0, r * r - (v - cy) ** 2)), v)
             for v in (v0 + (v1 - v0) * k / n for k in range(n + 1))]
    return right + [(2 * cx - u, v) for u, v in reversed(right)]


def _acorn(pen: Pen) -> None:
    """Makk: an ochre nut with a pointed tip under a brown, scaled cap on a short stalk."""
    brown, light, nut, shine = (104, 60, 24), (156, 102, 50), FILL[Suit.CLUBS], (242, 206, 118)
    pen.shape([(0.47, 0.03), (0.55, 0.02), (0.54, 0.16), (0.47, 0.16)], brown)
    pen.shape([(0.42, 0.88), (0.5, 0.99), (0.58, 0.88)], nut)
    pen.oval(0.23, 0.3, 0.77, 0.93, nut)
    pen.oval(0.33, 0.5, 0.43, 0.8, shine, outline=False)
    cap = [(0.5 + 0.35 * math.cos(a), 0.44 - 0.28 * math.sin(a)) for a in
           (math.pi * k / 14 for k in range(15))]
    pen.shape(cap + [(0.14, 0.5), (0.86, 0.5)], brown)
    for row, v in enumerate((0.24, 0.33, 0.42)):
        for k in range(-3, 4):
            u = 0.5 + k * 0.085 + (0.0425 if row % 2 else 0)
            if abs(u - 0.5) < 0.32 - (0.42 - v) * 0.5:
                pen.disc(u, v, 0.022, light, outline=False)


def _leaf(pen: Pen) -> None:
    """Zöld: a linden leaf, its tip up, with a stalk and veins."""
    green, dark = FILL[Suit.SPADES], (22, 92, 36)
    pen.line([(0.5, 0.72), (0.49, 0.86), (0.44, 0.98)], 2.4, (96, 70, 30))
    pen.shape([(0.5 + (u - 0.5) * 0.92, 0.96 - v * 0.92) for u, v in _heart(60)], green)  # the heart, upturned
    pen.line([(0.5, 0.8), (0.5, 0.1)], 1.3, dark)
    for v, spread in ((0.62, 0.27), (0.46, 0.24), (0.31, 0.16)):
        for side in (-1, 1):
            pen.line([(0.5, v + 0.04), (0.5 + side * spread, v - 0.1)], 0.9, dark)


def _bell(pen: Pen) -> None:
    """Tök: a round yellow bell with a red band, a slot below and a little crown on top."""
    yellow, orange, red = FILL[Suit.DIAMONDS], (224, 132, 20), (206, 36, 36)
    pen.shape([(0.38, 0.2), (0.4, 0.08), (0.46, 0.14), (0.5, 0.05), (0.54, 0.14), (0.6, 0.08),
               (0.62, 0.2)], red)
    pen.disc(0.5, 0.57, 0.4, orange)
    pen.disc(0.45, 0.53, 0.33, yellow, outline=False)
    pen.shape(_band(0.5, 0.57, 0.395, 0.42, 0.54), red, outline=False)
    pen.line([(0.12, 0.42), (0.88, 0.42)], 0.8)
    pen.line([(0.11, 0.54), (0.89, 0.54)], 0.8)
    for u in (0.26, 0.42, 0.58, 0.74):
        pen.disc(u, 0.48, 0.025, yellow, outline=False)
    pen.line([(0.3, 0.78), (0.7, 0.78)], 1.6)
    pen.line([(0.5, 0.78), (0.5, 0.96)], 1.4)
    for u in (0.3, 0.7):
        pen.disc(u, 0.78, 0.04, INK, outline=False)


def _heart_sign(pen: Pen) -> None:
    """Piros: a plain red heart with a soft shine."""
    pen.shape(_heart(), FILL[Suit.HEARTS])
    pen.oval(0.2, 0.2, 0.34, 0.4, (240, 110, 110), outline=False)


_DRAW = {Suit.CLUBS: _acorn, Suit.SPADES: _leaf, Suit.DIAMONDS: _bell, Suit.HEARTS: _heart_sign}


@lru_cache(maxsize=128)
def sign(suit: Suit, size: int) -> pygame.Surface:
    """The suit's picture, ``size`` pixels square (transparent around it); cached."""
    size = max(4, int(size))
    pen = Pen(size, size)
    pen.lw = max(2, round(pen.bw / 30))
    _DRAW[Suit(suit)](pen)
    return pen.done()


@lru_cache(maxsize=64)
def glyph(suit: Suit, size: int) -> pygame.Surface:
    """The suit's picture cropped to its ink, about ``size`` pixels tall (indices, the trump badge)."""
    pic = sign(suit, round(max(3, int(size)) / 0.93))
    box = pic.get_bounding_rect()
    return pic.subsurface(box).copy() if box.w and box.h else pic


# --- the face ----------------------------------------------------------------------------------

@lru_cache(maxsize=128)  # four sizes of the pack
def _face(index: int, w: int, h: int) -> pygame.Surface:
    card = CARDS[index]
    if card not in DECK:
        raise ValueError(f"the Hungarian pack has no {card}")
    surf = blank(w, h).copy()
    suit, rank = card.suit, card.rank
    corners(surf, _index(rank, suit, w, h), w, h)
    if rank <= Rank.TEN:
        pip = sign(suit, round(w * 0.2))
        left, right = w * 0.355, w * 0.645
        top, bottom = h * 0.17, h * 0.83
        for u, v in PIPS[rank]:
            at = (left + u * (right - left), top + v * (bottom - top))
            surf.blit(pip, pip.get_rect(center=(round(at[0]), round(at[1]))))
    else:
        panel = pygame.Rect(round(w * 0.2), round(h * 0.07), 0, 0)
        panel.size = (w - 2 * panel.x, h - 2 * panel.y)
        surf.fill(PAPER_PANEL, panel)
        draw = _ace if rank == Rank.ACE else _court
        surf.blit(draw(rank, suit, panel.w, panel.h), panel)
        edge = max(1, round(w / 90))
        pygame.draw.rect(surf, INK_OF[suit], panel, edge)
        pygame.draw.rect(surf, GOLD, panel.inflate(-4 * edge - 2, -4 * edge - 2), max(1, round(w / 130)))
    return finish(surf)


def _index(rank: Rank, suit: Suit, w: int, h: int) -> pygame.Surface:
    """Numeral or letter over a small suit sign; the wide VIII is condensed rather than shrunk."""
    rh = max(3, round(h * 0.075))
    text = ink(LABEL[rank], rh, INK_OF[suit], True)
    limit = max(2, round(w * 0.15))
    if text.get_width() > limit:
        text = pygame.transform.smoothscale(text, (limit, text.get_height()))
    pip = glyph(suit, max(3, round(h * 0.075)))
    gap = max(1, round(h * 0.012))
    out = pygame.Surface((max(text.get_width(), pip.get_width()), text.get_height() + gap + pip.get_height()),
                         pygame.SRCALPHA)
    out.blit(text, text.get_rect(midtop=(out.get_width() / 2, 0)))
    out.blit(pip, pip.get_rect(midtop=(out.get_width() / 2, text.get_height() + gap)))
    return out


# --- court cards -------------------------------------------------------------------------------

# Costume per suit: (coat, trim, hose). The coat takes the suit's colour, so a court's suit shows
# before its sign is found.
_COSTUME: dict[Suit, tuple[Colour, Colour, Colour]] = {
    Suit.HEARTS: ((198, 34, 44), (236, 190, 64), (52, 72, 140)),
    Suit.DIAMONDS: ((236, 156, 32), (196, 40, 40), (112, 60, 30)),
    Suit.SPADES: ((40, 130, 62), (236, 190, 64), (104, 66, 32)),
    Suit.CLUBS: ((132, 82, 36), (226, 176, 64), (40, 92, 62)),
}
HAIR: Colour = (112, 72, 36)
WOOD: Colour = (110, 60, 30)


def _head(pen: Pen, beard: bool) -> None:
    pen.shape([(0.41, 0.205), (0.59, 0.205), (0.6, 0.3), (0.4, 0.3)], HAIR)
    pen.oval(0.42, 0.2, 0.58, 0.31, SKIN)
    for u in (0.475, 0.525):
        pen.disc(u, 0.248, 0.009, INK, outline=False)
    pen.line([(0.5, 0.25), (0.494, 0.27), (0.503, 0.272)], 0.6)
    if beard:
        pen.shape([(0.43, 0.275), (0.47, 0.29), (0.53, 0.29), (0.57, 0.275), (0.56, 0.33), (0.5, 0.36),
                   (0.44, 0.33)], HAIR)
    else:
        pen.line([(0.47, 0.286), (0.5, 0.29), (0.53, 0.286)], 0.6)


@lru_cache(maxsize=64)
def _court(rank: Rank, suit: Suit, w: int, h: int) -> pygame.Surface:
    """Alsó and Felső stand; Király sits on his throne. Units: u across, v down, 0 to 1.

    The suit sign is where the pack puts it: the Alsó holds his low by his knee, the Felső holds
    his up beside his hat, the Király's floats above his shoulder.
    """
    pen = Pen(w, h)
    coat, trim, hose = _COSTUME[suit]
    king, over = rank == Rank.KING, rank == Rank.QUEEN
    ss = 0.34  # the sign's size, as a share of the panel's width
    if king:
        pen.shape([(0.24, 0.2), (0.76, 0.2), (0.76, 0.66), (0.24, 0.66)], WOOD)
        pen.shape([(0.28, 0.24), (0.72, 0.24), (0.72, 0.62), (0.28, 0.62)], DARK_RED)
        for u in (0.24, 0.76):
            pen.disc(u, 0.195, 0.045, GOLD)
        pen.shape([(0.18, 0.6), (0.82, 0.6), (0.82, 0.66), (0.18, 0.66)], WOOD)
        pen.shape([(0.2, 0.66), (0.26, 0.66), (0.26, 0.9), (0.2, 0.9)], WOOD)
        pen.shape([(0.74, 0.66), (0.8, 0.66), (0.8, 0.9), (0.74, 0.9)], WOOD)
        pen.shape([(0.36, 0.62), (0.64, 0.62), (0.62, 0.86), (0.38, 0.86)], coat)       # knees and shins
        pen.shape([(0.36, 0.85), (0.49, 0.85), (0.49, 0.89), (0.33, 0.89)], INK)
        pen.shape([(0.51, 0.85), (0.64, 0.85), (0.67, 0.89), (0.51, 0.89)], INK)
        pen.shape([(0.36, 0.33), (0.64, 0.33), (0.7, 0.64), (0.3, 0.64)], coat)         # robe
        pen.shape([(0.46, 0.34), (0.54, 0.34), (0.56, 0.64), (0.44, 0.64)], trim)
        pen.shape([(0.34, 0.31), (0.66, 0.31), (0.68, 0.37), (0.32, 0.37)], WHITE)      # ermine
        for u in (0.38, 0.46, 0.54, 0.62):
            pen.disc(u, 0.34, 0.008, INK, outline=False)
        pen.line([(0.7, 0.6), (0.74, 0.18)], 1.6, GOLD)                                 # sceptre
        pen.disc(0.74, 0.17, 0.035, GOLD)
        pen.disc(0.69, 0.56, 0.035, SKIN)
        _head(pen, beard=True)
        pen.shape([(0.42, 0.215), (0.41, 0.14), (0.45, 0.18), (0.5, 0.12), (0.55, 0.18), (0.59, 0.14),
                   (0.58, 0.215)], GOLD)
        pen.disc(0.5, 0.19, 0.016, DARK_RED)
        at, hand = (0.22, 0.1), None
    else:
        for u0 in (0.41, 0.51):                                                          # legs, boots
            pen.shape([(u0, 0.64), (u0 + 0.08, 0.64), (u0 + 0.07, 0.88), (u0 + 0.01, 0.88)], hose)
        pen.shape([(0.4, 0.87), (0.49, 0.87), (0.49, 0.92), (0.35, 0.92)], INK)
        pen.shape([(0.51, 0.87), (0.6, 0.87), (0.65, 0.92), (0.51, 0.92)], INK)
        pen.shape([(0.37, 0.33), (0.63, 0.33), (0.67, 0.52), (0.72, 0.67), (0.28, 0.67), (0.33, 0.52)], coat)
        pen.shape([(0.33, 0.51), (0.67, 0.51), (0.675, 0.545), (0.325, 0.545)], trim)
        for v in (0.38, 0.43, 0.48):
            pen.disc(0.5, v, 0.014, trim, outline=False)
        pen.shape([(0.41, 0.32), (0.59, 0.32), (0.55, 0.37), (0.5, 0.345), (0.45, 0.37)], WHITE)
        if over:   # the sign raised in his right hand (our left); a halberd in the other
            at, hand = (0.2, 0.11), (0.23, 0.2)
            pen.shape([(0.37, 0.34), (0.33, 0.36), (0.21, 0.2), (0.25, 0.18)], coat)
            pen.line([(0.76, 0.9), (0.76, 0.08)], 1.6, WOOD)
            pen.shape([(0.76, 0.12), (0.86, 0.08), (0.87, 0.22), (0.76, 0.18)], (214, 218, 226))
            pen.shape([(0.63, 0.34), (0.67, 0.36), (0.76, 0.5), (0.72, 0.52)], coat)
            pen.disc(0.76, 0.5, 0.035, SKIN)
        else:      # the sign held low; a sword at his side
            at, hand = (0.22, 0.78), (0.265, 0.68)
            pen.shape([(0.37, 0.34), (0.33, 0.36), (0.24, 0.66), (0.29, 0.67)], coat)
            pen.line([(0.7, 0.5), (0.8, 0.84)], 1.5, (190, 196, 206))
            pen.shape([(0.63, 0.34), (0.67, 0.36), (0.7, 0.5), (0.66, 0.52)], coat)
            pen.disc(0.69, 0.52, 0.035, SKIN)
        _head(pen, beard=over)
        if over:   # a broad hat with a plume
            pen.oval(0.36, 0.195, 0.64, 0.225, coat)
            pen.shape([(0.43, 0.205), (0.57, 0.205), (0.555, 0.15), (0.445, 0.15)], coat)
            pen.shape([(0.55, 0.16), (0.66, 0.06), (0.7, 0.07), (0.58, 0.18)], WHITE)
        else:      # a small cap with a feather
            pen.shape([(0.41, 0.215), (0.59, 0.215), (0.57, 0.175), (0.5, 0.16), (0.43, 0.175)], trim)
            pen.shape([(0.56, 0.18), (0.68, 0.13), (0.6, 0.2)], WHITE)
    if hand is not None:
        pen.disc(*hand, 0.035, SKIN)
    out = pen.done()
    s = sign(suit, round(w * ss))
    out.blit(s, s.get_rect(center=(round(at[0] * w), round(at[1] * h))))
    return out


# --- aces --------------------------------------------------------------------------------------

@lru_cache(maxsize=16)
def _ace(rank: Rank, suit: Suit, w: int, h: int) -> pygame.Surface:
    """One large sign inside a garland frame, with the suit's season on a ribbon."""
    pen = Pen(w, h)
    colour = INK_OF[suit]
    pen.oval(0.08, 0.12, 0.92, 0.78, (252, 238, 200))
    pygame.draw.ellipse(pen.s, colour, pygame.Rect(pen.p(0.08, 0.12), (0.84 * pen.bw, 0.66 * pen.vy)),
                        pen.lw * 2)
    for k in range(16):      # a garland of gold beads round the frame
        a = 2 * math.pi * k / 16
        pen.disc(0.5 + 0.42 * math.cos(a), 0.45 + 0.33 * math.sin(a), 0.03, GOLD)
    for u, v in ((0.1, 0.06), (0.9, 0.06), (0.1, 0.94), (0.9, 0.94)):
        pen.disc(u, v, 0.05, colour)
        pen.disc(u, v, 0.022, GOLD, outline=False)
    pen.shape([(0.08, 0.84), (0.92, 0.84), (0.86, 0.88), (0.92, 0.92), (0.08, 0.92), (0.14, 0.88)], colour)
    out = pen.done()
    big = sign(suit, round(w * 0.62))
    out.blit(big, big.get_rect(center=(w // 2, round(h * 0.45))))
    if w >= 50:
        word = ink(SEASON[suit], max(3, round(h * 0.045)), WHITE, True)
        if word.get_width() > w * 0.7:
            word = pygame.transform.smoothscale(word, (round(w * 0.7), word.get_height()))
        out.blit(word, word.get_rect(center=(w // 2, round(h * 0.88))))
    return out
