"""The top right corner of the table's frame: the log and the last trick under it, which share
the room above the name plates there, and the toast and the bubbles, which keep clear of them.

Keeps what this layout may reuse between frames: log lines already wrapped, and the bubbles'
spots for a window size and hand size."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.rules.wording import N_
from game.ui import art
from game.ui.frame import Boxed, CardPose, Cards, LogBox
from game.ui.widgets import GOLD, INK, MUTED, Label, cut, fitted, label, text, wrap

LAST_TRICK = N_("Last trick (T)")
LOG_WIDTH = 250
"""The log's width (scaled with the window), at the window's top right."""
MARGIN = 14
"""The pixels between the log (and what lies under it) and the window's right edge."""


class CornerBuilder:
    def __init__(self, scene):
        self.ts = scene
        self.wrapped: dict[tuple, list[str]] = {}
        """Log lines already wrapped to the log's width (``log_wrap``), by line, size and width."""
        self.bubble_spots: dict = {}

    def corner_room(self, left: int) -> int:
        """How far down the top-right corner (the log, the last trick) may reach from ``left``
        rightwards before it meets a name plate."""
        ts = self.ts
        pw, ph = ts.plate
        bottom = int(ts.size[1] * 0.4)
        for s in range(ts.n):
            ax, ay = ts.seats.anchor(s)
            if ax + pw / 2 > left and ay - ph / 2 > 12:
                bottom = min(bottom, int(ay - ph / 2) - 8)
        return bottom

    def last_trick_size(self) -> tuple[int, int] | None:
        ts = self.ts
        last = ts.motion.hud.last_trick
        if not last or ts.model.trick:
            return None
        cw, ch = int(ts.card[0] * 0.42), int(ts.card[1] * 0.42)
        w = max(art.font(ts.z(13), True).size(_(LAST_TRICK))[0], len(last) * (cw * 0.62) + cw * 0.38) + 16
        return int(w), ch + art.font(ts.z(13), True).get_linesize() + 16

    def log(self) -> LogBox | None:
        """The rows of the newest log lines that fit above the plates below the corner, leaving
        room for the last trick when it shows (it wins: the log is in the summary anyway). A long
        line takes two rows at the log's one size, never a smaller font; the oldest lines go first,
        whole. The newest line's rows are brighter."""
        ts = self.ts
        room = self.corner_room(ts.size[0] - ts.z(LOG_WIDTH) - MARGIN) - 12 - 10
        last = self.last_trick_size()
        if last is not None:
            room -= last[1] + 8
        keep = max(0, room // ts.z(19))
        rows: list[tuple[str, bool]] = []
        for k, line in enumerate(reversed(ts.log)):
            parts = self.log_wrap(line)
            if len(rows) + len(parts) > keep:
                break
            rows[:0] = [(part, k == 0) for part in parts]
        if not rows:
            return None
        w, step = ts.z(LOG_WIDTH), ts.z(19)
        x, y = ts.size[0] - w - MARGIN, 12
        return LogBox(pygame.Rect(x, y, w, 10 + step * len(rows)),
                      tuple(Label(row, ts.z(14), INK if newest else MUTED, False, (x + 8, y + 5 + step * i))
                            for i, (row, newest) in enumerate(rows)))

    def log_wrap(self, line: str) -> list[str]:
        """``line`` on at most two rows of the log's width at its size, the rest cut with "…"."""
        size, width = self.ts.z(14), self.ts.z(LOG_WIDTH) - 14
        key = (line, size, width)
        rows = self.wrapped.get(key)
        if rows is None:
            parts = wrap(line, size, width)
            rows = [cut(part, size, width) for part in parts[:1] + [" ".join(parts[1:])] if part]
            if len(self.wrapped) > 64:
                self.wrapped.clear()
            self.wrapped[key] = rows
        return rows

    def last_trick(self, log: LogBox | None) -> Cards | None:
        """The previous trick in small cards under the log, for a look back (a click there opens
        the trick history)."""
        ts = self.ts
        size = self.last_trick_size()
        if size is None:
            return None
        lines = len(log.rows) if log else 0
        y = 12 + 10 + ts.z(19) * lines + 8 if lines else 12
        r = pygame.Rect(ts.size[0] - size[0] - MARGIN, y, *size)
        cw, ch = int(ts.card[0] * 0.42), int(ts.card[1] * 0.42)
        hover = r.collidepoint(ts.mouse) and ts.motion.idle()
        head = label(_(LAST_TRICK), ts.z(13), MUTED, True, topleft=(r.left + 8, r.top + 4))
        top = r.top + text(_(LAST_TRICK), ts.z(13), MUTED, True).get_height() + 8
        cards = tuple((card, (int(r.left + 8 + i * cw * 0.62), top)) for i, (_, card) in enumerate(ts.motion.hud.last_trick))
        return Cards(r, (0, 0, 0, 140 if hover else 90), GOLD if hover else None, 8, head, (cw, ch), cards)

    def toast(self, log: LogBox | None, cards: tuple[CardPose, ...]) -> Boxed | None:
        """A toast shows high in the middle, unless a name plate, another seat's hand (a claimant's
        laid face up) or the log lies there (many seats), then over the prompt, which it hides for
        its few seconds."""
        ts = self.ts
        if not ts.toast:
            return None
        s, z = fitted(ts.toast[0], ts.z(22), ts.seats.size[0] - 80, True)
        r = self.toast_rect(text(s, z, INK, True).get_size(), len(log.rows) if log else 0, cards)
        return Boxed(r, label(s, z, INK, True, center=r.center))

    def toast_rect(self, size: tuple[int, int], log_rows: int, cards: tuple[CardPose, ...]) -> pygame.Rect:
        ts = self.ts
        pw, ph = ts.plate
        r = pygame.Rect((0, 0), size).inflate(36, 20)
        r.center = (ts.seats.size[0] // 2, int(ts.size[1] * 0.16))
        plates = [pygame.Rect(int(x - pw / 2), int(y - ph / 2), pw, ph) for x, y in map(ts.seats.anchor, range(ts.n))]
        cw, ch = ts.card
        hands = [pygame.Rect(int(p.x - cw * p.scale / 2), int(p.y - ch * p.scale / 2), int(cw * p.scale),
                             int(ch * p.scale)) for p in cards if p.seat not in (None, ts.you) and not p.in_trick]
        log = pygame.Rect(ts.size[0] - ts.z(LOG_WIDTH) - MARGIN, 12, ts.z(LOG_WIDTH), 10 + ts.z(19) * log_rows)
        if r.collidelist(plates + hands) >= 0 or r.colliderect(log):
            r.center = (ts.seats.size[0] // 2, ts.seats.prompt_y())
        return r

    def bubble_spot(self, s: int) -> tuple[float, float]:
        """Where seat ``s``'s bubble goes: a spot clear of every plate, fan, trick card and bubble."""
        ts = self.ts
        count = max([len(k) for i, k in enumerate(ts.model.hands) if i != ts.you] + [1])
        cache = self.bubble_spots
        key = (ts.size, count)
        if key not in cache:
            if any(k[0] != ts.size for k in cache):    # a new window size: the old spots are gone
                cache.clear()
            cache[key] = ts.seats.bubble_spots(count)  # (one per hand size: fans shrink each trick)
        return cache[key][s]
