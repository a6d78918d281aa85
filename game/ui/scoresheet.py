"""The score sheet (S at the table): every hand scored so far, each side's points and running
totals, and what happened in it in the engine's words (rendered by the table's narrator), from the
table's record of the engine's HandScored events."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.i18n import _, pgettext
from game.rules.wording import N_
from game.ui.narrator import pretty
from game.ui.overlay import LookBack
from game.ui.widgets import GOLD, INK, MUTED, fit, text

OLD_PROSE = re.compile(r"\b[Ss]eat \d|\b[Tt]eam \d|\bPlayers \d|X = |\bdeltas\b")
"""A summary saved before engines wrote seats as placeholders: numbered from 0, so not shown."""


@dataclass(frozen=True)
class Line:
    label: str
    changes: tuple[int, ...] | None
    """Each side's points this hand (None on the starting line)."""
    totals: tuple[int, ...]
    extra: tuple[int, ...] = ()
    """The part of ``changes`` scored outside the hand's own count (a penalty during play)."""
    said: str = ""
    """The engine's account of the hand, as the player reads it, on one line."""


def unit_names(scene) -> list[str]:
    """Names of the scoring units: seats, or teams ("Ada & Cleo", "You & Cleo": you first) where
    scores are per team."""
    return scene.narrator.units(len(scene.motion.hud.scores), scene.motion.seen.score_index.__getitem__)


DEALS = {
    "hand": (N_("Hand {0}"), N_("Hand {0} so far"), N_("No hand has been scored yet."), N_("Hand")),
    "game": (N_("Game {0}"), N_("Game {0} so far"), N_("No game has been scored yet."), N_("Game")),
}
"""A deal's words on the sheet, as its game calls a deal."""


def lines(table, named=lambda s: s) -> list[Line]:
    """The sheet's lines: the start (where a match does not start at 0), one per scored hand, and
    the hand in play when its points already moved; every line's changes add up to its totals.
    ``named`` renders the engine's seat placeholders (the table's ``Narrator.named``)."""
    words = DEALS.get(table.record.deal_word, DEALS["hand"])
    start = table.match_record.start
    out = [Line(pgettext("score sheet", "Start"), None, start)] if any(start) else []
    prev = start
    for k, row in enumerate(table.sheet, 1):
        change = tuple(t - p for t, p in zip(row.scores, prev))
        said = "" if OLD_PROSE.search(row.summary) else \
            " · ".join(part for part in pretty(named(row.summary)).split("\n") if part)
        out.append(Line(_(words[0]).format(k), change, tuple(row.scores),
                        tuple(c - d for c, d in zip(change, row.deltas)), said))
        prev = tuple(row.scores)
    now = tuple(table.scores)
    if now != prev and len(now) == len(prev):
        change = tuple(t - p for t, p in zip(now, prev))
        out.append(Line(_(words[1]).format(len(table.sheet) + 1), change, now, change))
    return out


def signed(n: float, places: int = 0) -> str:
    """A score change as players write it: +3, −2 (a true minus sign), 0; ``places`` decimals."""
    digits = f"{abs(n):.{places}f}"
    return digits if float(digits) == 0 else ("+" if n > 0 else "−") + digits


class ScoreSheet(LookBack):
    KEY = pygame.K_s

    def __init__(self, app, table_scene):
        super().__init__(app, table_scene)
        self.lines = lines(table_scene.table, table_scene.narrator.named)
        self.sides = unit_names(table_scene)
        self.mine = table_scene.motion.seen.score_index[table_scene.you]
        self.WIDTH = max(640, 170 + 120 * len(self.sides))
        self.scroll = self.max_scroll()            # the latest hand in view

    def title(self) -> str:
        return _("Score sheet — {0}").format(self.ts.table.record.title)

    def note(self) -> str:
        parts = []
        if self.ts.table.record.engine.LOW_SCORE_WINS:
            down = bool(self.lines) and self.lines[0].changes is None
            parts.append(_("Scores count down: lowest wins") if down else _("Lowest score wins"))
        if any(any(x) for x in (ln.extra for ln in self.lines)):
            parts.append(_("* includes a penalty during play"))
        return " · ".join(parts)

    def empty(self) -> str:
        return _(DEALS.get(self.ts.table.record.deal_word, DEALS["hand"])[2])

    def row_count(self) -> int:
        return len(self.lines)

    def row_height(self) -> int:
        return self.z(46 if any(ln.said for ln in self.lines) else 28)

    def columns(self, r: pygame.Rect) -> list[pygame.Rect]:
        left = r.left + self.z(150)
        w = (r.right - left) / max(1, len(self.sides))
        return [pygame.Rect(int(left + i * w), r.top, int(w), r.height) for i in range(len(self.sides))]

    def head_height(self) -> int:
        return self.z(48)

    def draw_head(self, surf, r) -> None:
        word = _(DEALS.get(self.ts.table.record.deal_word, DEALS["hand"])[3])
        for i, (col, name) in enumerate(zip(self.columns(r), self.sides)):
            ink = GOLD if i == self.mine else INK
            t = fit(name, self.z(16), col.width - 8, ink, True)
            surf.blit(t, t.get_rect(midtop=(col.centerx, r.top)))
            for label, x in ((word, col.centerx - 4), (_("Total"), col.right - 12)):
                s = text(label, self.z(13), MUTED)
                surf.blit(s, s.get_rect(topright=(x, r.top + self.z(24))))
        pygame.draw.line(surf, MUTED, (r.left, r.bottom - 3), (r.right, r.bottom - 3))

    def draw_row(self, surf, i, r) -> None:
        line = self.lines[i]
        if i % 2:
            surf.fill((16, 48, 34), r)
        y = r.top + self.z(14) if line.said else r.centery
        if line.said:
            said = fit(line.said, self.z(13), r.width - 12, MUTED)
            surf.blit(said, said.get_rect(midleft=(r.left + 6, r.top + self.z(34))))
        label = fit(line.label, self.z(15), self.z(142), MUTED if line.changes is None else INK)
        surf.blit(label, label.get_rect(midleft=(r.left + 6, y)))
        for k, col in enumerate(self.columns(r)):
            ink = GOLD if k == self.mine else INK
            if line.changes is not None and k < len(line.changes):
                star = "*" if k < len(line.extra) and line.extra[k] else ""
                c = text(signed(line.changes[k]) + star, self.z(15), MUTED if not line.changes[k] else ink)
                surf.blit(c, c.get_rect(midright=(col.centerx - 4, y)))
            if k < len(line.totals):
                t = text(str(line.totals[k]), self.z(16), ink, True)
                surf.blit(t, t.get_rect(midright=(col.right - 12, y)))
