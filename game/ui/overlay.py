"""A look-back panel over the table (score sheet, trick history): rows that scroll, closed by Esc,
its own key or a click outside it. It only reads the match: no action, no autosave, and a running
countdown waits while it is open."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.scene import Scene
from game.ui.widgets import BUTTON_EDGE, GOLD, INK, MUTED, fit, panel

SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}


class LookBack(Scene):
    overlay = True
    KEY = pygame.K_ESCAPE
    """The key that opens it from the table and closes it again."""
    WIDTH = 900

    def __init__(self, app, table_scene):
        super().__init__(app)
        self.ts = table_scene
        self.opened = app.now
        self.scroll = 0
        self.size = app.screen.get_size()
        self.rect = pygame.Rect(0, 0, 0, 0)

    # --- what a subclass says ------------------------------------------------------------------

    def title(self) -> str:
        return ""

    def note(self) -> str:
        """A muted line under the title (how to read the rows)."""
        return ""

    def empty(self) -> str:
        return ""

    def head_height(self) -> int:
        return 0

    def draw_head(self, surf, r: pygame.Rect) -> None:
        """Column headings, in ``r`` (``head_height`` tall), above the scrolled rows."""

    def row_count(self) -> int:
        return 0

    def row_height(self) -> int:
        return 24

    def draw_row(self, surf, i: int, r: pygame.Rect) -> None:
        pass

    def key_name(self) -> str:
        """The opening key as the closing line names it."""
        return pygame.key.name(self.KEY).upper()

    # --- scene -----------------------------------------------------------------------------------

    def z(self, n: float) -> int:
        return self.ts.z(n)

    def resize(self, size) -> None:
        self.size = size
        self.ts.resize(size)

    def back(self) -> None:
        self.ts.table.hold_clock(self.app.now - self.opened)
        self.app.pop()

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == self.KEY:
                self.back()
            elif ev.key in SCROLL_KEYS:
                self.scroll_by(SCROLL_KEYS[ev.key] * self.row_height())
            elif ev.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if ev.key == pygame.K_HOME else self.max_scroll()
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * self.row_height())
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.rect.collidepoint(ev.pos):
            self.back()

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def body(self) -> pygame.Rect:
        """Where the rows scroll: the panel under the title and headings, over the hint line."""
        w, h = self.size
        pw = min(self.WIDTH, w - 40)
        top = self.z(60) + (self.z(22) if self.note() else 0) + self.head_height()
        room = h - 40 - top - self.z(34)
        rows_h = max(self.row_height(), min(room, self.row_count() * self.row_height()))
        ph = top + rows_h + self.z(34)
        self.rect = pygame.Rect((w - pw) // 2, max(20, (h - ph) // 2), pw, ph)
        return pygame.Rect(self.rect.left + 16, self.rect.top + top, pw - 32, rows_h)

    def max_scroll(self) -> int:
        return max(0, self.row_count() * self.row_height() - self.body().height)

    def draw(self, surf) -> None:
        w, h = self.size
        surf.blit(panel((w, h), (0, 0, 0, 130), 0), (0, 0))
        body = self.body()
        r = self.rect
        surf.blit(panel(r.size, (8, 30, 22, 248), 14, GOLD), r.topleft)
        t = fit(self.title(), self.z(26), r.width - 40, INK, True)
        surf.blit(t, t.get_rect(midtop=(r.centerx, r.top + self.z(14))))
        if self.note():
            n = fit(self.note(), self.z(15), r.width - 40, MUTED)
            surf.blit(n, n.get_rect(midtop=(r.centerx, r.top + self.z(52))))
        self.draw_head(surf, pygame.Rect(body.left, body.top - self.head_height(), body.width, self.head_height()))
        count, rh = self.row_count(), self.row_height()
        if not count:
            e = fit(self.empty(), self.z(17), body.width, MUTED)
            surf.blit(e, e.get_rect(center=body.center))
        clip = surf.get_clip()
        surf.set_clip(body)
        for i in range(count):
            row = pygame.Rect(body.left, body.top + i * rh - self.scroll, body.width, rh)
            if row.bottom > body.top and row.top < body.bottom:
                self.draw_row(surf, i, row)
        surf.set_clip(clip)
        if self.max_scroll():
            bar = max(20, body.height * body.height // (count * rh))
            y = body.top + (body.height - bar) * self.scroll // self.max_scroll()
            pygame.draw.rect(surf, BUTTON_EDGE, (r.right - 10, y, 5, bar), border_radius=3)
        key = self.key_name()
        hint = (_("Esc or {0} to close · wheel or arrows to scroll") if self.max_scroll()
                else _("Esc or {0} to close")).format(key)
        hint = fit(hint, self.z(14), r.width - 40, MUTED)
        surf.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - self.z(10))))

