"""Card art (a plain stand-in with the final API: faces, backs, dimming, highlight, felt, glyphs, fonts).

Everything here builds a new Surface; callers cache what they draw every frame."""
from __future__ import annotations

import pathlib
import sys

import pygame

from game.cards import Card

RED = (196, 30, 40)
BLACK = (25, 25, 30)
PAPER = (250, 248, 240)
EDGE = (90, 90, 90)


def _fonts_dir() -> pathlib.Path:
    base = getattr(sys, "_MEIPASS", None)
    root = pathlib.Path(base) if base else pathlib.Path(__file__).resolve().parents[2]
    return root / "assets" / "fonts"


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (max(6, int(size)), bool(bold))
    f = _FONTS.get(key)
    if f is None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        f = _FONTS[key] = pygame.font.Font(str(_fonts_dir() / name), key[0])
    return f


def _colour(card: Card) -> tuple[int, int, int]:
    if card.is_joker:
        return RED
    return RED if card.suit.colour == "red" else BLACK


def face(card: Card, width: int, height: int) -> pygame.Surface:
    card = Card(int(card))
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    r = max(3, width // 10)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=r)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), width=1, border_radius=r)
    col = _colour(card)
    if card.is_joker:
        t = font(max(8, width // 4), True).render("JOKER", True, col)
        surf.blit(t, t.get_rect(center=(width // 2, height // 2)))
        return surf
    small = font(max(8, int(width * 0.26)), True)
    rank = small.render(card.rank.label, True, col)
    suit = font(max(8, int(width * 0.24))).render(card.suit.symbol, True, col)
    pad = max(2, width // 14)
    surf.blit(rank, (pad, pad // 2))
    surf.blit(suit, (pad + (rank.get_width() - suit.get_width()) // 2, pad // 2 + rank.get_height() - 2))
    corner = pygame.transform.rotate(surf.subsurface((0, 0, width // 2, height // 2)).copy(), 180)
    surf.blit(corner, (width - corner.get_width(), height - corner.get_height()))
    big = font(max(10, int(width * 0.55))).render(card.suit.symbol, True, col)
    surf.blit(big, big.get_rect(center=(width // 2, height // 2)))
    return surf


def back(width: int, height: int) -> pygame.Surface:
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    r = max(3, width // 10)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=r)
    inner = surf.get_rect().inflate(-max(4, width // 8), -max(4, width // 8))
    pygame.draw.rect(surf, (40, 70, 150), inner, border_radius=max(2, r - 2))
    step = max(4, width // 8)
    for x in range(inner.left - inner.height, inner.right, step):
        pygame.draw.line(surf, (70, 100, 180), (x, inner.bottom - 1), (x + inner.height, inner.top), 1)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), width=1, border_radius=r)
    return surf


def dim(surface: pygame.Surface) -> pygame.Surface:
    out = surface.copy()
    shade = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    shade.fill((70, 70, 70, 255))
    out.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    grey = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    grey.fill((60, 60, 60, 0))
    out.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return out


def highlight(surface: pygame.Surface) -> pygame.Surface:
    w, h = surface.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    pygame.draw.rect(out, (255, 210, 60), out.get_rect(), width=max(2, w // 25), border_radius=max(3, w // 10))
    return out


def felt(width: int, height: int) -> pygame.Surface:
    surf = pygame.Surface((width, height))
    surf.fill((22, 96, 58))
    cx, cy = width / 2, height / 2
    steps = 12
    for i in range(steps):
        k = 1 - i / steps
        col = (int(22 + 12 * (1 - k)), int(96 + 20 * (1 - k)), int(58 + 10 * (1 - k)))
        rect = pygame.Rect(0, 0, int(width * (0.4 + 0.8 * k)), int(height * (0.4 + 0.8 * k)))
        rect.center = (int(cx), int(cy))
        pygame.draw.ellipse(surf, col, rect)
    return surf


def suit_glyph(suit, size: int) -> pygame.Surface:
    from game.cards import Suit
    s = Suit(int(suit))
    col = RED if s.colour == "red" else BLACK
    return font(size).render(s.symbol, True, col)
