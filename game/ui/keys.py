"""The table's keys (? at the table): every control a player can reach without the mouse."""
from __future__ import annotations

import pygame

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
            ("Click, or drag to the middle", "play a card" + (" (click it twice)" if twice else "")),
            ("← →", "choose a card in your hand"),
            ("Enter or Space", ("raise the card (again: play it), or press a button" if twice
                                else "play the chosen card, or press the chosen button")),
            ("1 – 9", "press the decision button with that number"),
            ("Tab, Shift+Tab", "go round your hand and every button on the table"),
            ("S", "the score sheet of every hand so far"),
            ("T", "this hand's tricks: who led, who won"),
        ]
        if table.undo_on:
            self.rows.append(("U", "take back your last move"))
        if table.hint_on:
            self.rows.append(("H", "a hint: what the Normal player would do, and why"))
        self.rows.append(("C", "claim the rest: when every remaining trick is yours however the others play"))
        if sum(lv is None for lv in table.levels) > 1:            # a table of people
            self.rows.append(("Y, N", "accept or refuse another player's claim"))
        if table.host is not None:
            self.rows.append(("P", "the seats: remove a player, or bar their computer from the table"))
        self.rows += [
            ("R", "read the table aloud: your hand, the cards on the table, the trump, the scores"),
            ("E", "save the hand so far to a file anyone can check (its deal in play stays sealed)"),
            ("F1", "the rules of this game"),
            ("F11", "full screen, or back to a window"),
            ("A click or any key", "skip ahead while cards are flying"),
            ("Esc", "lower a raised card, else to the menu (match saved)" if twice
             else "back to the menu (your match is saved after every move)"),
            ("?", "these keys"),
        ]

    def title(self) -> str:
        return "Keys"

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
