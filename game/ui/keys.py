"""The table's keys (? at the table): every control a player can reach without the mouse."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.overlay import LookBack
from game.ui.widgets import GOLD, INK, fit


class KeysHelp(LookBack):
    KEY = pygame.K_SLASH
    WIDTH = 760

    def __init__(self, app, table_scene):
        super().__init__(app, table_scene)
        table = table_scene.table
        twice = app.settings.get("confirm_play")
        self.rows = [
            (_("Click, or drag to the middle"), _("play a card (click it twice)") if twice else _("play a card")),
            ("← →", _("choose a card in your hand")),
            (_("Enter or Space"), (_("raise the card (again: play it), or press a button") if twice
                                   else _("play the chosen card, or press the chosen button"))),
            ("1 – 9", _("press the decision button with that number")),
            ("Tab, Shift+Tab", _("go round your hand and every button on the table")),
            ("S", _("the score sheet of every hand so far")),
            ("T", _("this hand's tricks: who led, who won")),
        ]
        if table.undo_on:
            self.rows.append(("U", _("take back your last move")))
        if table.hint_on:
            self.rows.append(("H", _("a hint: what the Normal player would do, and why")))
        self.rows.append(("C", _("claim the rest: when every remaining trick is yours however the others play")))
        if sum(lv is None for lv in table.levels) > 1:            # a table of people
            self.rows.append(("Y, N", _("accept or refuse another player's claim")))
        if table.host is not None:
            self.rows.append(("P", _("the seats: remove a player, or bar their computer from the table")))
        self.rows += [
            ("R", _("read the table aloud: your hand, the cards on the table, the trump, the scores")),
            ("E", _("save the hand so far to a file anyone can check (its deal in play stays sealed)")),
            ("F1", _("the rules of this game")),
            ("F11", _("full screen, or back to a window")),
            (_("A click or any key"), _("skip ahead while cards are flying")),
            ("Esc", _("lower a raised card, else to the menu (match saved)") if twice
             else _("back to the menu (your match is saved after every move)")),
            ("?", _("these keys")),
        ]

    def title(self) -> str:
        return _("Keys")

    def key_name(self) -> str:
        return "?"

    def row_count(self) -> int:
        return len(self.rows)

    def row_height(self) -> int:
        return self.z(30)

    def draw_row(self, surf, i, r) -> None:
        keys, what = self.rows[i]
        split = r.left + r.width * 2 // 5
        k = fit(keys, self.z(17), split - r.left - 12, GOLD, True)
        surf.blit(k, k.get_rect(midright=(split - 12, r.centery)))
        w = fit(what, self.z(17), r.right - split - 12, INK)
        surf.blit(w, w.get_rect(midleft=(split + 12, r.centery)))
