"""What each of your decisions cost (C on the hand summary and on the face-up review): the hand's
decisions weighed again by the Normal player's search, with a progress bar while it works and the
list once it is done, largest loss first (game/decision_costs.py says what is listed and why).

The work runs as a ``Job`` off the frame loop, on a worker process of its own; Esc or Cancel
ends it and leaves nothing behind, so asking again starts afresh."""
from __future__ import annotations

import pygame

from game import i18n
from game.decision_costs import Costs, summary_line
from game.hand_file import HandFile, HandFileError, write
from game.i18n import _, shown
from game.practice import PracticeHand, deal_move
from game.registry import record
from game.rules.wording import N_
from game.ui import art
from game.ui.narrator import pretty
from game.ui.practice import CANNOT, play_from
from game.ui.scene import Scene
from game.ui.widgets import GOLD, INK, MUTED, Button, fit, panel, text, wrap
from game.worker import CostsRequest, Job

TITLE = N_("What each of your decisions cost")
WORKING = N_("Weighing your decisions on the deals the computer would have sampled…")
FAILED = N_("Your decisions could not be weighed this time.")
KEYS = N_("↑ ↓ scroll · Esc back")
KEYS_AGAIN = N_("↑ ↓ choose · P play from the decision at the top · Esc back")
NOTHING = N_("Every choice you made was as good as the computer's best, as far as the sampled deals can tell.")


class CostsScene(Scene):
    process = True
    """Weigh on a worker process (the app); tests and screenshots weigh on a thread."""

    def __init__(self, app, hand: HandFile, seat: int, names: list[str], process: bool | None = None,
                 again: PracticeHand | None = None):
        """``seat``: the player whose decisions are weighed (the reader, "You"); ``process``: overrides
        the class's choice (the screenshot tool weighs on a thread); ``again``: the hand as one to
        play again, so a listed decision offers "Play from here"."""
        super().__init__(app)
        self.again = again
        self.play = Button(_("Play from here (P)"), self.play_from_top, size=18)
        self.note = ""
        """Why the decision could not be played again, where it could not."""
        self.seat = seat
        self.names = names
        self.record = record(hand.game)
        self.rules_game = hand.game
        self.cards = self.record.names_for(app.settings.get("card_names"), i18n.active().code)
        self.job = Job(CostsRequest(write(hand), seat), self.process if process is None else process)
        self.cancel = Button(_("Cancel"), self.back, size=18)
        self.top = 0
        """The first row shown (the list scrolls)."""
        self.size = (0, 0)
        self.resize(app.screen.get_size())

    @property
    def costs(self) -> Costs | None:
        return self.job.result if self.job.done() else None

    def back(self) -> None:
        """Esc, Cancel and Back: the work in progress is stopped, nothing of it kept."""
        self.job.cancel()
        self.app.pop()

    def said(self, line: str) -> str:
        return pretty(shown(line, self.names, self.seat, self.cards))

    def can_play(self) -> bool:
        return self.again is not None and self.costs is not None and bool(self.costs.listed)

    def play_from_top(self) -> None:
        """P: the decision at the top of the list played again, at a practice table over this list."""
        if not self.can_play():
            return
        cost = self.costs.listed[self.top]
        try:
            move = deal_move(self.again, cost.move)
        except HandFileError as e:
            self.note = _(CANNOT).format(i18n.said(e.template, e.words))
            return
        self.note = play_from(self.app, self.again, move) or ""

    def handle(self, ev) -> None:
        if self.click_button(ev, [self.cancel, self.play] if self.can_play() else [self.cancel]):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_p:
            self.play_from_top()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(-1 if ev.key == pygame.K_UP else 1)
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll(-ev.y)

    def scroll(self, by: int) -> None:
        listed = self.costs.listed if self.costs is not None else ()
        self.top = max(0, min(len(listed) - 1, self.top + by))

    def resize(self, size) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        self.u = max(1.0, min(1.6, w / 1280, h / 800))
        self.felt = art.felt(w, h)
        self.cancel.size = self.play.size = self.z(18)          # the words grow with the buttons
        self.cancel.rect = pygame.Rect(w // 2 - self.z(90), h - self.z(62), self.z(180), self.z(44))
        self.play.rect = pygame.Rect(w // 2 + self.z(100), h - self.z(62), self.z(220), self.z(44))

    def z(self, n: float) -> int:
        return int(round(n * self.u))

    def draw(self, surf) -> None:
        w, h = self.size
        z = self.z
        surf.blit(self.felt, (0, 0))
        head = fit(f"{_(TITLE)} · {self.record.title}", z(26), w - z(40), INK, True)
        surf.blit(head, head.get_rect(midtop=(w // 2, z(12))))
        r = pygame.Rect(z(24), z(56), w - z(48), h - z(56) - z(80))
        surf.blit(panel(r.size, (8, 30, 22, 210), 14), r.topleft)
        done = self.job.done()
        self.cancel.label = _("Back") if done else _("Cancel")
        if not done:
            self.draw_progress(surf, r)
        elif self.costs is None:
            t = fit(_(FAILED), z(18), r.width - z(40), INK)
            surf.blit(t, t.get_rect(center=r.center))
        else:
            self.draw_list(surf, r, self.costs)
        self.cancel.draw(surf, pygame.mouse.get_pos())
        playing = self.can_play()
        if playing:
            self.cancel.rect.right = w // 2 - z(10)
            self.play.rect.left = w // 2 + z(10)
            self.play.draw(surf, pygame.mouse.get_pos())
        else:
            self.cancel.rect.centerx = w // 2
        keys = fit(self.note or _(KEYS_AGAIN if playing else KEYS) if done else _("Esc cancels"), z(14), w - z(40),
                   GOLD if self.note else MUTED)
        surf.blit(keys, keys.get_rect(midbottom=(w // 2, h - z(66))))

    def draw_progress(self, surf, r: pygame.Rect) -> None:
        z = self.z
        t = fit(_(WORKING), z(18), r.width - z(40), INK)
        surf.blit(t, t.get_rect(midbottom=(r.centerx, r.centery - z(16))))
        bar = pygame.Rect(0, 0, min(r.width - z(80), z(560)), z(18))
        bar.center = r.center
        pygame.draw.rect(surf, MUTED, bar, width=2, border_radius=z(9))
        filled = bar.inflate(-z(6), -z(6))
        filled.width = int(filled.width * self.job.progress())
        if filled.width > 0:
            pygame.draw.rect(surf, GOLD, filled, border_radius=z(6))
        if self.job.total:
            n = fit(_("{0} of {1} decisions").format(self.job.done_count, self.job.total), z(15), r.width - z(40), MUTED)
            surf.blit(n, n.get_rect(midtop=(r.centerx, bar.bottom + z(10))))

    def draw_list(self, surf, r: pygame.Rect, costs: Costs) -> None:
        """The summary line, then one row per listed decision: its cost large on the left, where it
        was made, and its line wrapped beside it."""
        z = self.z
        x, width = r.left + z(16), r.width - z(32)
        y = r.top + z(12) if costs.listed else r.centery - z(36)
        for line in wrap(i18n.text(summary_line(costs)), z(17), width, True)[:2]:
            t = fit(line, z(17), width, GOLD, True)
            surf.blit(t, (x, y) if costs.listed else t.get_rect(midtop=(r.centerx, y)))
            y += z(24)
        if not costs.listed:
            t = fit(_(NOTHING), z(16), width, MUTED)
            surf.blit(t, t.get_rect(midtop=(r.centerx, y + z(8))))
            return
        y += z(8)
        num_w = z(110)
        body = width - num_w - z(12)
        unit = _("{0} on average").format(i18n.text(costs.unit.many))
        for cost in costs.listed[self.top:]:
            lines = wrap(self.said(cost.line), z(16), body)[:4]
            height = max(z(70), len(lines) * z(21) + z(26))
            if y + height > r.bottom - z(8):
                more = fit(_("{0} more below (↓)").format(len(costs.listed) - costs.listed.index(cost)), z(14),
                           width, MUTED)
                surf.blit(more, more.get_rect(bottomright=(r.right - z(16), r.bottom - z(6))))
                break
            if cost is costs.listed[self.top] and self.can_play():
                pygame.draw.rect(surf, GOLD, pygame.Rect(x - z(8), y - z(4), width + z(16), height + z(4)),
                                 width=2, border_radius=z(8))
            surf.blit(fit(i18n.number(cost.shown), z(28), num_w - z(10), GOLD, True), (x, y))     # −144.0 shrinks to its column
            for k, word in enumerate(wrap(unit, z(13), num_w - z(10))[:2]):
                surf.blit(fit(word, z(13), num_w - z(10), MUTED), (x, y + z(34) + k * z(16)))
            where = _("Trick {0}").format(cost.trick) if cost.trick else _("Before the play")
            surf.blit(fit(where, z(14), body, MUTED, True), (x + num_w, y))
            for k, line in enumerate(lines):
                surf.blit(fit(line, z(16), body, INK), (x + num_w, y + z(20) + k * z(21)))
            y += height + z(6)
            pygame.draw.line(surf, (60, 90, 75), (x, y - z(3)), (r.right - z(16), y - z(3)))
