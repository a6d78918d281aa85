"""The trick history (T at the table, or a click on the last trick): every trick taken so far in
this hand, who led, each seat's card and who won it. Only cards played face up are in it."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.ui.overlay import LookBack
from game.ui.widgets import GOLD, INK, MUTED, fit, text


class TrickHistory(LookBack):
    KEY = pygame.K_t

    def __init__(self, app, table_scene, scored: bool = False):
        """``scored``: the tricks of the hand just scored (T on its summary), not the hand in play."""
        super().__init__(app, table_scene)
        table = table_scene.table
        self.tricks = table.scored_hand_tricks() if scored else table.hand_tricks()
        self.names = table_scene.names
        self.scroll = self.max_scroll()            # the latest trick in view

    def title(self) -> str:
        return _("Tricks this game") if self.ts.table.record.deal_word == "game" else _("Tricks this hand")

    def empty(self) -> str:
        return _("No trick has been taken yet.")

    def row_count(self) -> int:
        return len(self.tricks)

    def card_size(self) -> tuple[int, int]:
        cw, ch = self.ts.card
        return int(cw * 0.5), int(ch * 0.5)

    def row_height(self) -> int:
        return self.card_size()[1] + self.z(32)

    def name(self, seat: int) -> str:
        return i18n.person(self.names[seat]) if 0 <= seat < len(self.names) else "?"

    def draw_row(self, surf, i, r) -> None:
        trick = self.tricks[i]
        if i % 2:
            surf.fill((16, 48, 34), r)
        you = self.ts.you
        surf.blit(text(_("Trick {0}").format(trick.number), self.z(17), INK, True), (r.left + 8, r.top + self.z(10)))
        if trick.plays:
            led = trick.plays[0][0]
            line = _("You led") if led == you else _("{0} led").format(self.name(led))
            surf.blit(fit(line, self.z(14), self.z(120), MUTED), (r.left + 8, r.top + self.z(34)))
        won = _("You won it") if trick.winner == you else _("{0} won it").format(self.name(trick.winner))
        w = fit(won, self.z(16), self.z(150), GOLD if trick.winner == you else INK, True)
        surf.blit(w, w.get_rect(midright=(r.right - 10, r.centery)))
        cw, ch = self.card_size()
        left, right = r.left + self.z(135), r.right - self.z(165)
        slot = min(cw + self.z(34), (right - left) / max(1, len(trick.plays)))
        for k, (seat, card) in enumerate(trick.plays):
            cx = int(left + slot * (k + 0.5))
            img = self.ts.images.image(card, cw, ch)
            rect = img.get_rect(midtop=(cx, r.top + 6))
            surf.blit(img, rect)
            if seat == trick.winner:
                pygame.draw.rect(surf, GOLD, rect.inflate(6, 6), width=3, border_radius=6)
            n = fit(_("You") if seat == you else self.name(seat), self.z(13), int(slot) - 4,
                    GOLD if seat == trick.winner else MUTED, seat == trick.winner)
            surf.blit(n, n.get_rect(midtop=(cx, rect.bottom + 4)))
