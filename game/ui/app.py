"""Desktop app entry point (placeholder window until the table scenes land)."""
from __future__ import annotations

import pathlib

ASSETS = pathlib.Path(__file__).resolve().parents[2] / "assets"


def run(frames: int | None = None) -> int:
    import pygame
    pygame.init()
    screen = pygame.display.set_mode((960, 600), pygame.RESIZABLE)
    pygame.display.set_caption("Trick Table")
    font = pygame.font.Font(str(ASSETS / "fonts" / "DejaVuSans.ttf"), 32)
    clock = pygame.time.Clock()
    shown = 0
    running = True
    while running and (frames is None or shown < frames):
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                running = False
        screen.fill((20, 90, 50))
        text = font.render("Trick Table ♠♥♦♣ — the table is coming", True, (240, 240, 230))
        screen.blit(text, text.get_rect(center=screen.get_rect().center))
        pygame.display.flip()
        clock.tick(30)
        shown += 1
    pygame.quit()
    return 0
