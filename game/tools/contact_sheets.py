"""Contact sheets: every face of a pack on one PNG, for looking at the card art."""
from __future__ import annotations

import pygame

from game.cards import CARDS, JOKER, Card, Suit
from game.ui import art, art_hungarian


def french(path: str, width: int = 90) -> None:
    """Write a PNG of all 53 faces and the back on felt, with dim and highlight samples."""
    w, h = width, round(width * 1.45)
    gap = max(6, width // 8)
    cols = 13
    sheet = art.felt(cols * (w + gap) + gap, 5 * (h + gap) + gap).copy()
    for i, card in enumerate(CARDS[:52]):
        sheet.blit(art.face(card, w, h), (gap + (i % 13) * (w + gap), gap + (i // 13) * (h + gap)))
    y = gap + 4 * (h + gap)
    extras = [art.face(JOKER, w, h), art.back(w, h), art.dim(art.face(Card.parse("QS"), w, h)),
              art.dim(art.face(Card.parse("7H"), w, h)), art.highlight(art.face(Card.parse("KH"), w, h)),
              art.highlight(art.face(Card.parse("TD"), w, h))]
    for i, s in enumerate(extras):
        cx, cy = gap + i * (w + gap) + w // 2, y + h // 2
        sheet.blit(s, s.get_rect(center=(cx, cy)))
    pygame.image.save(sheet, path)


def hungarian(path: str, width: int = 160) -> None:
    """Write a PNG of the 32 Hungarian faces, a suit to a row."""
    w, h = width, round(width * 1.45)
    gap = max(6, width // 8)
    sheet = art.felt(8 * (w + gap) + gap, 4 * (h + gap) + gap).copy()
    for row, suit in enumerate((Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS)):
        for col, rank in enumerate(sorted(art_hungarian.LABEL)):
            sheet.blit(art_hungarian.face(Card.of(rank, suit), w, h),
                       (gap + col * (w + gap), gap + row * (h + gap)))
    pygame.image.save(sheet, path)
