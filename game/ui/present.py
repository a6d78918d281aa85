"""Putting a frame on screen: only when a pixel changed, and then only the rows that changed.

Why: presenting a 1920×1080 window costs milliseconds (12 ms through a software OpenGL driver),
while a table at rest changes nothing for seconds on end, and a ticking countdown or a hover
changes a few rows. Every scene still draws every frame (a millisecond or two); comparing the drawn
frame with the one on screen, at memory speed, decides in this one place and for every scene
whether to present and where, so no scene has to declare what it changed, and nothing a scene
forgets to declare can go stale on screen."""
from __future__ import annotations

from typing import MutableMapping

import pygame

STRIP = 24
"""Rows compared (and presented) together: small enough that a countdown presents a sliver of the
window, large enough that the comparison stays a few dozen slices."""
MOST = 0.5
"""Above this share of the window's rows, present the whole window in one go."""


class Presenter:
    """Presents the display surface's changes since the last present; ``forget`` when the window
    may have lost what it showed (uncovered, restored, recreated)."""

    def __init__(self) -> None:
        self.shown: bytes | None = None
        """The bytes of the frame on screen, None when unknown (the next present is whole)."""
        self.frames = 0
        self.presented = 0
        """Frames offered and frames that were put on screen (whole or in part), for the bench."""

    def forget(self) -> None:
        self.shown = None

    def present(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        """Put ``screen``'s changes on the window; returns the rectangles presented ([] for none,
        None for the whole window)."""
        self.frames += 1
        now = screen.get_buffer().raw
        shown, self.shown = self.shown, now
        if shown is not None and len(shown) == len(now) and now == shown:
            return []
        self.presented += 1
        rects = None if shown is None or len(shown) != len(now) else changed_rows(now, shown, screen)
        if rects is None:
            pygame.display.flip()
        else:
            pygame.display.update(rects)
        return rects


def changed_rows(now: bytes, before: bytes, screen: pygame.Surface) -> list[pygame.Rect] | None:
    """Full-width bands of ``screen`` where ``now`` differs from ``before`` (two frames of its
    bytes), neighbours merged; None when most of the window changed."""
    width, height = screen.get_size()
    pitch = screen.get_pitch()
    rects: list[pygame.Rect] = []
    rows = 0
    for top in range(0, height, STRIP):
        a, b = top * pitch, min(height, top + STRIP) * pitch
        if now[a:b] == before[a:b]:
            continue
        bottom = min(height, top + STRIP)
        rows += bottom - top
        if rects and rects[-1].bottom == top:
            rects[-1].height += bottom - top
        else:
            rects.append(pygame.Rect(0, top, width, bottom - top))
    return None if rows > height * MOST else rects


def choose_framebuffer(driver: str, environ: MutableMapping[str, str]) -> None:
    """On X11, have SDL present through shared-memory images rather than an OpenGL texture (call it
    before the window opens; a person's own SDL_FRAMEBUFFER_ACCELERATION wins).

    Why: this app draws every pixel itself, so the OpenGL route only uploads the whole window as a
    texture at every present, whatever rows changed; where OpenGL is itself software (llvmpipe:
    virtual machines, machines without a GPU driver, Xvfb) that measured 12 ms a present at
    1920×1080 against 0.3 ms, and its driver took about 100 MiB of the app's memory. SDL makes the
    same choice itself on Windows and under WSL. Wayland has no other route, so it is left alone."""
    if driver == "x11":
        environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
