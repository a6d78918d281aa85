"""Card art drawn with pygame at exactly the pixel size the layout asks for.

Why procedural: the table is resizable, so a card may be 40 or 300 pixels wide. A bitmap scaled
up goes soft, and shipping a deck of images per size would bloat the one-file build. Drawing a
face costs a few milliseconds, and every result is cached per (card, size), so the work happens
once per layout, not once per frame. Only supersampled shapes are ever scaled, and only *down*
(that is what anti-aliases pygame's plain polygons).

Returned surfaces are shared by the caches: blit them, never draw on them.
"""
from __future__ import annotations

import math
import random
import weakref
from functools import lru_cache

import pygame

from game.cards import CARDS, Card, Rank, Suit
from game.ui import art_hungarian
from game.ui.pen import GOLD, INK, SKIN, Colour, Pen, blank, corners, finish, flip, ink, radius
from game.ui.pen import font  # noqa: F401  (the UI writes its text with art.font)

RED: Colour = (200, 24, 38)
BLACK: Colour = (22, 22, 26)
GLOW: Colour = (255, 214, 64)
FELT: Colour = (30, 110, 62)
BACK_RED: Colour = (122, 18, 30)

# Court costume per suit: (robe, collar/accent, hair). Black suits use no red at all, so a
# glance at a court card tells its colour just as the pips do.
_COSTUME: dict[Suit, tuple[Colour, Colour, Colour]] = {
    Suit.HEARTS: ((196, 30, 44), (38, 72, 150), (200, 150, 60)),
    Suit.DIAMONDS: ((196, 30, 44), (34, 120, 72), (150, 96, 44)),
    Suit.SPADES: ((34, 52, 118), (30, 30, 34), (120, 84, 46)),
    Suit.CLUBS: ((30, 104, 64), (34, 52, 118), (196, 150, 64)),
}


# --- text and glyphs ---------------------------------------------------------------------------

FOUR_COLOURS: dict[Suit, Colour] = {Suit.HEARTS: RED, Suit.DIAMONDS: (18, 84, 196), Suit.CLUBS: (20, 122, 56),
                                    Suit.SPADES: BLACK}
"""The four-colour deck: diamonds blue and clubs green, so no two suits share a colour."""
_four_colours = False


def suit_colour(suit: Suit) -> Colour:
    if _four_colours:
        return FOUR_COLOURS[suit]
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def use_four_colours(on: bool) -> None:
    """Draw the deck in four colours or in two (the setting); the faces drawn before are dropped."""
    global _four_colours
    if bool(on) != _four_colours:
        _four_colours = bool(on)
        _face.cache_clear()
        _court_panel.cache_clear()


PACKS = ("french", "hungarian")
"""The face packs: the French 52 and joker, and the Hungarian 32 (game.ui.art_hungarian)."""
_pack = "french"


def use_faces(pack: str) -> None:
    """Draw the faces from ``pack`` (one of PACKS) from now on; the table picks it per game."""
    global _pack
    if pack not in PACKS:
        raise ValueError(f"no face pack {pack!r} (packs: {', '.join(PACKS)})")
    _pack = pack


def suit_glyph(suit: Suit, size: int) -> pygame.Surface:
    """The suit symbol in its colour, `size` pixels tall, cropped to its ink (for labels, bids);
    the Hungarian pack's own picture while that pack is chosen."""
    if _pack == "hungarian":
        return art_hungarian.glyph(Suit(suit), max(1, int(size)))
    return ink(Suit(suit).symbol, max(1, int(size)), suit_colour(Suit(suit)))


# --- card blanks -------------------------------------------------------------------------------

# --- faces -------------------------------------------------------------------------------------

# Standard pip positions: (column, row) with columns 0 left, 1 centre, 2 right and rows running
# from 0 (top of the pip field) to 1 (bottom). Pips below the middle are printed upside down.
_THREE_PAIRS = [(c, r) for r in (0, 0.5, 1) for c in (0, 2)]
_FOUR_PAIRS = [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (0, 2)]
PIPS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: _THREE_PAIRS,
    7: _THREE_PAIRS + [(1, 0.25)],
    8: _THREE_PAIRS + [(1, 0.25), (1, 0.75)],
    9: _FOUR_PAIRS + [(1, 0.5)],
    10: _FOUR_PAIRS + [(1, 1 / 6), (1, 5 / 6)],
}


def face(card: Card | int, width: int, height: int) -> pygame.Surface:
    """The face of `card` (any of the 52, or the joker) drawn at width × height pixels; cached.

    With the Hungarian pack chosen, its 32 cards get their Hungarian faces."""
    if _pack == "hungarian":
        if card in art_hungarian.DECK:
            return art_hungarian.face(card, width, height)
    return _face(int(card), int(width), int(height))


@lru_cache(maxsize=256)  # ~3 sizes of a full deck; bounded so window resizes cannot hoard memory
def _face(index: int, w: int, h: int) -> pygame.Surface:
    card = CARDS[index]
    surf = blank(w, h).copy()
    if card.is_joker:
        _draw_joker(surf, w, h)
        return finish(surf)
    suit, rank = card.suit, card.rank
    colour = suit_colour(suit)
    corners(surf, _index(rank.label, suit, w, h), w, h)
    if rank == Rank.ACE:
        big = suit_glyph(suit, round(w * (0.5 if suit == Suit.SPADES else 0.34)))
        box = big.get_rect(center=(w / 2, h / 2))
        if suit == Suit.SPADES:  # the traditional ornate ace of spades: a ringed cartouche
            ring = box.inflate(w * 0.2, h * 0.1)
            pygame.draw.ellipse(surf, colour, ring, max(1, round(w / 60)))
            pygame.draw.ellipse(surf, GOLD, ring.inflate(-w * 0.05, -w * 0.05), max(1, round(w / 100)))
        surf.blit(big, box)
    elif rank <= 10:
        pip = suit_glyph(suit, round(w * 0.175))
        down = flip(pip)
        cols = (w * 0.305, w * 0.5, w * 0.695)
        top, bottom = h * 0.19, h * 0.81
        for c, r in PIPS[rank]:
            at = (cols[c], top + r * (bottom - top))
            g = down if r > 0.5 else pip
            surf.blit(g, g.get_rect(center=(round(at[0]), round(at[1]))))
    else:
        _draw_court(surf, rank, suit, w, h)
    return finish(surf)


def _index(label: str, suit: Suit, w: int, h: int) -> pygame.Surface:
    """Rank over suit for the corners; a wide '10' is condensed rather than shrunk."""
    colour = suit_colour(suit)
    rh = max(3, round(h * 0.092))
    rank = ink(label, rh, colour, True)
    limit = max(2, round(w * 0.14))
    if rank.get_width() > limit:
        rank = pygame.transform.smoothscale(rank, (limit, rank.get_height()))
    pip = suit_glyph(suit, max(2, round(rh * 0.82)))
    gap = max(1, round(h * 0.018))
    out = pygame.Surface((max(rank.get_width(), pip.get_width()),
                          rh + gap + pip.get_height()), pygame.SRCALPHA)
    out.blit(rank, rank.get_rect(midtop=(out.get_width() / 2, 0)))
    out.blit(pip, pip.get_rect(midtop=(out.get_width() / 2, rh + gap)))
    return out


# --- court cards -------------------------------------------------------------------------------

def _draw_court(surf: pygame.Surface, rank: Rank, suit: Suit, w: int, h: int) -> None:
    """A framed, double-ended panel like a real court card, split on the diagonal."""
    panel = pygame.Rect(round(w * 0.215), round(h * 0.085), 0, 0)
    panel.size = (w - 2 * panel.x, h - 2 * panel.y)
    surf.fill((250, 244, 226), panel)
    surf.blit(_court_panel(rank, suit, panel.w, panel.h), panel)
    pip = suit_glyph(suit, max(3, round(w * 0.12)))
    at = pip.get_rect(center=(panel.x + panel.w * 0.15, panel.y + panel.h * 0.08))
    surf.blit(pip, at)
    surf.blit(flip(pip), pip.get_rect(center=(2 * panel.centerx - at.centerx,
                                                2 * panel.centery - at.centery)))
    edge = max(1, round(w / 90))
    pygame.draw.rect(surf, suit_colour(suit), panel, edge)
    inner = panel.inflate(-4 * edge - 2, -4 * edge - 2)
    pygame.draw.rect(surf, GOLD, inner, max(1, round(w / 130)))


@lru_cache(maxsize=128)
def _court_panel(rank: Rank, suit: Suit, w: int, h: int) -> pygame.Surface:
    """Both halves of a court figure: draw the upper one, cut on the diagonal, add it turned.

    King: crown, beard, ermine collar, sword. Queen: pearl crown, long hair, necklace, flower.
    Jack: feathered cap, short hair, halberd. Units: u across, v down with 1 at the centre.
    """
    pen = Pen(w, h, vspan=2.0)
    robe, accent, hair = _COSTUME[suit]
    if _four_colours and suit in (Suit.DIAMONDS, Suit.CLUBS):
        robe = FOUR_COLOURS[suit]             # the court's robe in its suit's colour, as the pips
    silver, wood = (214, 218, 226), (120, 76, 40)
    white = (250, 250, 246)
    king, queen = rank == Rank.KING, rank == Rank.QUEEN

    pen.shape([(0.02, 1.3), (0.04, 0.94), (0.12, 0.8), (0.36, 0.71), (0.64, 0.71), (0.88, 0.8),
               (0.96, 0.94), (0.98, 1.3)], robe)
    pen.shape([(0.43, 0.72), (0.57, 0.72), (0.62, 1.3), (0.38, 1.3)], GOLD)
    for v in (0.84, 0.96, 1.08):
        pen.disc(0.5, v, 0.022, accent)
    for u in (0.2, 0.8):  # a gold motif on each side of the robe
        pen.disc(u, 1.02, 0.03, GOLD)
        pen.disc(u, 1.02, 0.012, accent, False)

    if queen:
        pen.shape([(0.3, 0.26), (0.7, 0.26), (0.77, 0.82), (0.65, 0.86), (0.63, 0.52), (0.37, 0.52),
                   (0.35, 0.86), (0.23, 0.82)], hair)
    elif king:
        pen.shape([(0.32, 0.28), (0.68, 0.28), (0.71, 0.62), (0.29, 0.62)], hair)
    else:
        pen.shape([(0.32, 0.24), (0.68, 0.24), (0.71, 0.5), (0.29, 0.5)], hair)

    if king:  # ermine collar
        pen.shape([(0.1, 0.81), (0.36, 0.7), (0.64, 0.7), (0.9, 0.81), (0.88, 0.92), (0.64, 0.83),
                   (0.36, 0.83), (0.12, 0.92)], white)
        for u, v in ((0.18, 0.84), (0.28, 0.79), (0.72, 0.79), (0.82, 0.84), (0.44, 0.765), (0.56, 0.765)):
            pen.disc(u, v, 0.013, INK, False)
    elif queen:
        pen.shape([(0.38, 0.71), (0.62, 0.71), (0.59, 0.8), (0.41, 0.8)], SKIN)
    else:
        pen.shape([(0.28, 0.72), (0.72, 0.72), (0.65, 0.84), (0.5, 0.78), (0.35, 0.84)], accent)

    pen.shape([(0.45, 0.54), (0.55, 0.54), (0.55, 0.72), (0.45, 0.72)], SKIN)
    pen.oval(0.35, 0.21, 0.65, 0.6, SKIN)
    for u in (0.44, 0.56):
        pen.disc(u, 0.38, 0.014, INK, False)
        pen.line([(u - 0.035, 0.335), (u + 0.035, 0.335)])
    pen.line([(0.5, 0.38), (0.486, 0.46), (0.506, 0.466)])
    if king:
        pen.shape([(0.35, 0.44), (0.42, 0.52), (0.58, 0.52), (0.65, 0.44), (0.63, 0.6), (0.5, 0.76),
                   (0.37, 0.6)], hair)
        pen.shape([(0.42, 0.51), (0.5, 0.485), (0.58, 0.51), (0.5, 0.53)], hair)
    else:
        pen.smile(0.5, 0.5, 0.1, 0.03)
    if queen:  # pearls and a pendant
        for k in range(7):
            t = k / 6
            pen.disc(0.4 + 0.2 * t, 0.735 + 0.07 * math.sin(math.pi * t), 0.016, white)
        pen.disc(0.5, 0.83, 0.028, accent)

    if king:
        pen.shape([(0.33, 0.28), (0.33, 0.11), (0.415, 0.19), (0.5, 0.08), (0.585, 0.19), (0.67, 0.11),
                   (0.67, 0.28)], GOLD)
        for u, v in ((0.33, 0.1), (0.5, 0.07), (0.67, 0.1)):
            pen.disc(u, v, 0.026, GOLD)
        pen.disc(0.5, 0.23, 0.03, accent)
    elif queen:
        pen.shape([(0.36, 0.27), (0.36, 0.15), (0.43, 0.2), (0.5, 0.11), (0.57, 0.2), (0.64, 0.15),
                   (0.64, 0.27)], GOLD)
        for u, v in ((0.36, 0.14), (0.5, 0.1), (0.64, 0.14)):
            pen.disc(u, v, 0.02, white)
    else:
        pen.shape([(0.6, 0.16), (0.8, 0.02), (0.86, 0.06), (0.68, 0.2)], white)
        pen.shape([(0.3, 0.28), (0.33, 0.14), (0.5, 0.08), (0.67, 0.14), (0.7, 0.28)], accent)
        pen.shape([(0.3, 0.25), (0.7, 0.25), (0.71, 0.31), (0.29, 0.31)], GOLD)

    # The held item, in front of the robe on the right; the hand grips it low.
    if king:
        pen.shape([(0.845, 0.16), (0.87, 0.06), (0.895, 0.16), (0.895, 0.76), (0.845, 0.76)], silver)
        pen.shape([(0.78, 0.76), (0.96, 0.76), (0.96, 0.8), (0.78, 0.8)], GOLD)
        pen.disc(0.87, 0.88, 0.045, SKIN)
    elif queen:
        pen.line([(0.85, 0.92), (0.83, 0.5)], 1.6, (44, 120, 60))
        pen.shape([(0.84, 0.7), (0.95, 0.6), (0.93, 0.72)], (52, 140, 70))
        for k in range(5):
            a = k * 2 * math.pi / 5 - math.pi / 2
            pen.disc(0.83 + 0.055 * math.cos(a), 0.45 + 0.11 * math.sin(a) * w / h, 0.045, accent)
        pen.disc(0.83, 0.45, 0.03, GOLD)
        pen.disc(0.85, 0.9, 0.045, SKIN)
    else:
        pen.line([(0.87, 0.02), (0.87, 1.3)], 1.8, wood)
        pen.shape([(0.87, 0.12), (0.97, 0.07), (0.99, 0.26), (0.87, 0.21)], silver)
        pen.shape([(0.85, 0.12), (0.87, 0.0), (0.89, 0.12)], silver)
        pen.disc(0.87, 0.9, 0.045, SKIN)

    # Keep the part above the diagonal (lower on the item side), then add it turned 180°.
    cut = pygame.Surface(pen.s.get_size(), pygame.SRCALPHA)
    bw, bh, d = pen.bw, pen.bh, 0.06 * pen.bh
    pygame.draw.polygon(cut, (255, 255, 255, 255), [(0, 0), (bw, 0), (bw, bh / 2 + d), (0, bh / 2 - d)])
    pen.s.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.s.blit(flip(pen.s), (0, 0))
    pygame.draw.line(pen.s, GOLD, (0, bh / 2 - d), (bw, bh / 2 + d), pen.lw)
    return pen.done()


# --- joker -------------------------------------------------------------------------------------

def _draw_joker(surf: pygame.Surface, w: int, h: int) -> None:
    """JOKER spelled down the corners and a jester in motley in the middle."""
    lh = max(3, round(h * 0.058))
    letters = [ink(ch, lh, BLACK, True) for ch in "JOKER"]
    step = lh + max(1, round(h * 0.014))
    col = pygame.Surface((max(g.get_width() for g in letters), step * 5), pygame.SRCALPHA)
    for i, g in enumerate(letters):
        col.blit(g, g.get_rect(midtop=(col.get_width() / 2, i * step)))
    corners(surf, col, w, h)
    jester = _jester(round(w * 0.58), round(h * 0.52))
    surf.blit(jester, jester.get_rect(center=(w / 2, h / 2)))


@lru_cache(maxsize=16)
def _jester(w: int, h: int) -> pygame.Surface:
    pen = Pen(w, h)
    blue, green = (40, 90, 170), (40, 130, 70)
    pen.shape([(0.08, 1.0), (0.14, 0.86), (0.5, 0.78), (0.5, 1.0)], RED)
    pen.shape([(0.92, 1.0), (0.86, 0.86), (0.5, 0.78), (0.5, 1.0)], blue)
    for k in range(6):  # collar points, each with a bell
        u0 = 0.2 + 0.1 * k
        pen.shape([(u0, 0.78), (u0 + 0.1, 0.78), (u0 + 0.05, 0.93)], green if k % 2 else GOLD)
        pen.disc(u0 + 0.05, 0.94, 0.022, GOLD)
    pen.oval(0.36, 0.44, 0.64, 0.8, SKIN)
    for u in (0.45, 0.55):
        pen.disc(u, 0.56, 0.016, INK, False)
        pen.disc(u - 0.03 if u < 0.5 else u + 0.03, 0.64, 0.025, (240, 150, 150), False)
    pen.smile(0.5, 0.66, 0.14, 0.05, 1.0)
    pen.shape([(0.34, 0.46), (0.2, 0.3), (0.05, 0.22), (0.22, 0.2), (0.42, 0.36)], RED)
    pen.shape([(0.66, 0.46), (0.8, 0.3), (0.95, 0.22), (0.78, 0.2), (0.58, 0.36)], blue)
    pen.shape([(0.38, 0.42), (0.44, 0.2), (0.5, 0.06), (0.56, 0.2), (0.62, 0.42)], green)
    pen.shape([(0.33, 0.42), (0.67, 0.42), (0.68, 0.48), (0.32, 0.48)], GOLD)
    for u, v in ((0.05, 0.22), (0.5, 0.06), (0.95, 0.22)):
        pen.disc(u, v, 0.04, GOLD)
    return pen.done()


# --- back --------------------------------------------------------------------------------------

@lru_cache(maxsize=16)
def back(width: int, height: int) -> pygame.Surface:
    """Dark red diamond lattice inside a white margin and a gold rule, with a centre medallion."""
    w, h, k = int(width), int(height), 2
    surf = blank(w, h).copy()
    margin = max(2, round(w * 0.06))
    field = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
    fw, fh = field.w * k, field.h * k
    pat = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pat.fill(BACK_RED)
    step = max(6, round(w * 0.11)) * k
    light, lw = (190, 66, 74), max(1, round(w / 90)) * k
    for x in range(-fh, fw + fh, step):  # two families of diagonals make the lattice
        pygame.draw.line(pat, light, (x, 0), (x + fh, fh), lw)
        pygame.draw.line(pat, light, (x, fh), (x + fh, 0), lw)
    for i in range((fw + 2 * fh) // step + 2):  # a dot in the middle of every diamond
        for j in range((fw + fh) // step + 2):
            a, b = -fh + step / 2 + i * step, step / 2 + j * step   # x - y and x + y
            pygame.draw.circle(pat, light, ((a + b) / 2, (b - a) / 2), lw)
    inset = max(2, round(w * 0.035)) * k
    pygame.draw.rect(pat, (226, 196, 126), pat.get_rect().inflate(-2 * inset, -2 * inset),
                     max(1, round(w / 80)) * k, border_radius=max(1, radius(w) - margin // 2) * k)
    medal = pygame.Rect(0, 0, fw * 0.5, fw * 0.5)
    medal.center = (fw / 2, fh / 2)
    diamond = [medal.midtop, medal.midright, medal.midbottom, medal.midleft]
    pygame.draw.polygon(pat, BACK_RED, diamond)
    pygame.draw.polygon(pat, (226, 196, 126), diamond, max(1, round(w / 80)) * k)
    if w >= 70:  # the four suits in the medallion; below that size they would only be a smudge
        for suit, (dx, dy) in zip(Suit, ((0, -1), (1, 0), (0, 1), (-1, 0))):
            g = ink(suit.symbol, round(w * 0.075 * k), (236, 214, 160))
            pat.blit(g, g.get_rect(center=(medal.centerx + dx * medal.w * 0.2,
                                           medal.centery + dy * medal.h * 0.2)))
    else:
        small = medal.inflate(-medal.w // 2, -medal.h // 2)
        pygame.draw.polygon(pat, (226, 196, 126), [small.midtop, small.midright, small.midbottom,
                                                   small.midleft])
    # Round the field's corners: multiply by an opaque rounded-rect mask.
    mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=max(1, radius(w) - margin // 2) * k)
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(pygame.transform.smoothscale(pat, field.size), field)
    return finish(surf)


# --- states: dimmed and highlighted ------------------------------------------------------------

_dimmed: "weakref.WeakKeyDictionary[pygame.Surface, pygame.Surface]" = weakref.WeakKeyDictionary()
_glowing: "weakref.WeakKeyDictionary[pygame.Surface, dict]" = weakref.WeakKeyDictionary()


def dim(surface: pygame.Surface) -> pygame.Surface:
    """A greyed, darker copy for cards that may not be played (cached per source surface)."""
    out = _dimmed.get(surface)
    if out is None:
        out = pygame.transform.grayscale(surface)
        out.fill((178, 178, 182), special_flags=pygame.BLEND_RGB_MULT)
        out = _dimmed[surface] = finish(out)
    return out


def glow_pad(width: int) -> int:
    """How far highlight()'s glow reaches beyond a card `width` pixels wide, on each side."""
    return max(4, round(width * 0.09))


def highlight(surface: pygame.Surface, colour: Colour = GLOW) -> pygame.Surface:
    """The card with a soft coloured glow and a crisp outline around it (selected / hovered).

    The result is glow_pad(width) larger on every side and shares the card's centre, so blit it
    with ``get_rect(center=card_rect.center)``. Cached per source surface and colour.
    """
    per = _glowing.setdefault(surface, {})
    key = tuple(colour)
    if key not in per:
        w, h = surface.get_size()
        pad = glow_pad(w)
        out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        out.fill((*key, 0))  # transparent but glow-coloured, so blurring fades without going brown
        card = pygame.Rect(pad, pad, w, h)
        pygame.draw.rect(out, key, card.inflate(pad, pad), border_radius=radius(w) + pad // 2)
        out = pygame.transform.gaussian_blur(out, max(1, pad // 2))
        pygame.draw.rect(out, key, card.inflate(4, 4), max(2, round(w / 40)),
                         border_radius=radius(w) + 2)
        out.blit(surface, card)
        per[key] = finish(out)
    return per[key]


# --- table -------------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _felt_tile() -> pygame.Surface:
    """A 128² tile of fibre noise; tiled, it reads as cloth without costing a per-pixel pass."""
    rng = random.Random(7)
    tile = pygame.Surface((128, 128))
    r0, g0, b0 = FELT
    for y in range(128):
        for x in range(128):
            d = rng.randint(-7, 7)
            tile.set_at((x, y), (r0 + d // 2, g0 + d, b0 + d // 2))
    return tile


@lru_cache(maxsize=4)
def felt(width: int, height: int) -> pygame.Surface:
    """Green baize with a soft darkening vignette toward the edges; cached per window size."""
    w, h = max(1, int(width)), max(1, int(height))
    surf = pygame.Surface((w, h))
    tile = _felt_tile()
    for y in range(0, h, 128):
        for x in range(0, w, 128):
            surf.blit(tile, (x, y))
    # The vignette is a smooth field, so a small one scaled up is indistinguishable from a big one.
    vw, vh = 64, max(2, round(64 * h / w))
    shade = pygame.Surface((vw, vh))
    for y in range(vh):
        for x in range(vw):
            dx, dy = (x + 0.5) / vw * 2 - 1, (y + 0.5) / vh * 2 - 1
            v = round(255 * (1 - 0.42 * min(1.0, (dx * dx + dy * dy) / 2) ** 1.3))
            shade.set_at((x, y), (v, v, v))
    surf.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf.convert() if pygame.display.get_surface() else surf
