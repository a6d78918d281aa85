"""The hand that is over, face up (R on the hand summary, and ``python -m game replay FILE``):
every seat's cards as dealt and the stock as dealt, the auction, and the tricks one at a time
(← → or the buttons) with who led and who won; cards already played in earlier tricks are dimmed
in the hands. It only reads a ``HandReview`` (game/hand_review.py), worked out from the exported
hand, so it shows nothing a seat's file does not hold: at a LAN table, only a deal the host has
revealed."""
from __future__ import annotations

import pygame

from game import i18n
from game.hand_file import HandFileError
from game.hand_review import HandReview
from game.i18n import _, shown
from game.practice import PracticeHand, trick_decision
from game.registry import record
from game.ui import art
from game.ui.narrator import pretty
from game.ui.practice import CANNOT, play_from
from game.ui.scene import Scene
from game.ui.sprites import ImageCache
from game.ui.widgets import GOLD, INK, MUTED, Button, fit, panel, text, wrap

STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -99, pygame.K_END: 99}


class ReviewScene(Scene):
    def __init__(self, app, review: HandReview, names: list[str], you: int | None,
                 again: PracticeHand | None = None):
        """``you``: the reader's seat ("You"), None for a file read by someone at no seat;
        ``again``: the hand as it can be played again from one of your decisions ("Play from
        here"), None where it cannot (a file read by someone at no seat)."""
        super().__init__(app)
        self.review = review
        self.names = names
        self.you = you
        self.rules_game = review.game
        self.record = record(review.game)
        art.use_faces(self.record.faces(app.settings["faces"]))
        self.cards = self.record.names_for(app.settings.get("card_names"), i18n.active().code)
        self.images = ImageCache()
        self.trick = 1 if review.tricks else 0
        """The trick shown (1 for the first; 0 when no trick was played)."""
        self.prev = Button(_("◀ Previous"), lambda: self.step(-1), size=18)
        self.next = Button(_("Next ▶"), lambda: self.step(1), size=18)
        self.done = Button(_("Back"), self.back, size=18)
        self.buttons = [self.prev, self.next, self.done]
        self.again = again
        self.note = ""
        """Why "Play from here" could not open the practice table."""
        if again is not None:
            self.play = Button(_("Play from here (P)"), self.play_from_here, size=18)
            self.buttons.insert(2, self.play)
            self.buttons.insert(3, Button(_("Costs (C)"), self.weigh, size=18))
        self.size = (0, 0)
        self.felt: pygame.Surface | None = None
        self.resize(app.screen.get_size())

    # --- reading ---------------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        if seat == self.you:
            return _("You")
        return self.names[seat] if 0 <= seat < len(self.names) else _("Seat {0}").format(seat + 1)

    def said(self, line: str) -> str:
        """Engine words with the players' names (you as "You") and the chosen card names."""
        return pretty(shown(line, self.names, self.you, self.cards))

    def led_and_won(self) -> str:
        """ "Ada led · You won it" for the trick shown."""
        trick = self.review.tricks[self.trick - 1]
        won = _("You won it") if trick.winner == self.you else _("{0} won it").format(self.name(trick.winner))
        if not trick.plays:
            return won
        led = trick.plays[0][0]
        return (_("You led · {0}") if led == self.you else _("{1} led · {0}")).format(won, self.name(led))

    def played_before(self) -> set:
        """Cards played in the tricks before the one shown: dimmed in the hands."""
        return {card for t in self.review.tricks[:max(0, self.trick - 1)] for _, card in t.plays}

    # --- scene -----------------------------------------------------------------------------------

    def play_from_here(self) -> None:
        """P: play the hand again from your decision in the trick shown (your card in it, or
        your next choice), against the same computers, on a practice table over this review."""
        try:
            move = trick_decision(self.again, max(1, self.trick))
        except HandFileError as e:
            self.note = _(CANNOT).format(i18n.said(e.template, e.words))
            return
        self.note = play_from(self.app, self.again, move) or ""

    def step(self, by: int) -> None:
        if self.review.tricks:
            self.trick = max(1, min(len(self.review.tricks), self.trick + by))

    def weigh(self) -> None:
        """C: what each of your decisions in this hand cost, over the review."""
        self.app.push(self.app.nav.make("costs", self.again.hand, self.again.you, self.names, again=self.again))

    def handle(self, ev) -> None:
        if self.click_button(ev, self.buttons):
            return
        if ev.type == pygame.KEYDOWN and ev.key in STEP_KEYS:
            self.step(STEP_KEYS[ev.key])
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_p and self.again is not None:
            self.play_from_here()
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_c and self.again is not None:
            self.weigh()
        elif ev.type == pygame.MOUSEWHEEL:
            self.step(-ev.y)

    def resize(self, size) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        self.u = max(1.0, min(1.6, w / 1280, h / 800))
        self.felt = art.felt(w, h)
        self.images.clear()
        z = self.z
        for i, b in enumerate(self.buttons):
            b.size = z(18)                      # the words grow with the buttons
            b.rect = pygame.Rect(w // 2 + (i - len(self.buttons) / 2) * z(180) + z(5), h - z(58), z(170), z(44))

    def z(self, n: float) -> int:
        return int(round(n * self.u))

    def draw(self, surf) -> None:
        w, h = self.size
        z = self.z
        rv = self.review
        surf.blit(self.felt, (0, 0))
        face_up = _("{0} · Game {1}, face up") if self.record.deal_word == "game" else _("{0} · Hand {1}, face up")
        head = fit(face_up.format(self.record.title, rv.ordinal), z(26), w - z(40), INK, True)
        surf.blit(head, head.get_rect(midtop=(w // 2, z(10))))
        if rv.dealer is not None and self.record.has_dealer:
            d = fit(_("You dealt") if rv.dealer == self.you else _("{0} dealt").format(self.name(rv.dealer)),
                    z(15), w - z(40), MUTED)
            surf.blit(d, d.get_rect(midtop=(w // 2, z(42))))
        top, bottom = z(70), h - z(86)
        split = int(w * 0.58)
        self.draw_deal(surf, pygame.Rect(z(16), top, split - z(24), bottom - top))
        self.draw_side(surf, pygame.Rect(split + z(8), top, w - split - z(24), bottom - top))
        self.prev.enabled = self.trick > 1
        self.next.enabled = 0 < self.trick < len(rv.tricks)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        hint = fit(self.note or (_("← → step through the tricks · P play from here · C what your decisions "
                                   "cost · Esc back") if self.again else _("← → step through the tricks · Esc back")),
                   z(14), w - z(40), MUTED)
        surf.blit(hint, hint.get_rect(midbottom=(w // 2, h - z(62))))

    def card_size(self, height: int) -> tuple[int, int]:
        return int(height * 0.69), height

    def draw_cards(self, surf, cards, left: int, right: int, top: int, size: tuple[int, int],
                   dim: set = frozenset(), ring: set = frozenset()) -> None:
        """``cards`` in a row from ``left``, overlapping to end by ``right``."""
        cw, ch = size
        if not cards:
            return
        step = min(cw + self.z(4), (right - left - cw) / max(1, len(cards) - 1))
        for k, card in enumerate(cards):
            img = self.images.image(card, cw, ch, "dim" if card in dim else "")
            x = int(left + k * step)
            surf.blit(img, (x, top))
            if card in ring:
                pygame.draw.rect(surf, GOLD, (x - 2, top - 2, cw + 4, ch + 4), width=3, border_radius=6)

    def draw_deal(self, surf, r: pygame.Rect) -> None:
        """Every seat's hand as dealt, then the stock, one row each."""
        z = self.z
        rv = self.review
        surf.blit(panel(r.size, (8, 30, 22, 200), 14), r.topleft)
        rows = [(self.name(s), cards, s == rv.dealer and self.record.has_dealer) for s, cards in enumerate(rv.hands)]
        rows += [(_(place), cards, False) for place, cards in rv.stock]
        label = fit(_("As dealt"), z(17), r.width - z(20), GOLD, True)
        surf.blit(label, (r.left + z(12), r.top + z(8)))
        y0 = r.top + z(34)
        rh = min(z(170), (r.bottom - z(8) - y0) // max(1, len(rows)))
        size = self.card_size(rh - z(8))
        played = self.played_before()
        shown = self.review.tricks[self.trick - 1] if self.trick else None
        ring = {card for _, card in shown.plays} if shown else set()
        for i, (name, cards, dealer) in enumerate(rows):
            y = y0 + i * rh
            n = fit(name, z(16), z(112), GOLD if name == _("You") else INK, True)
            surf.blit(n, (r.left + z(12), y + z(6)))
            if dealer:
                surf.blit(text(_("dealer"), z(13), MUTED), (r.left + z(12), y + z(28)))
            self.draw_cards(surf, cards, r.left + z(130), r.right - z(10), y + z(4), size, played, ring)

    def draw_side(self, surf, r: pygame.Rect) -> None:
        """The auction above, the trick shown below it, the hand's score under that."""
        z = self.z
        rv = self.review
        surf.blit(panel(r.size, (8, 30, 22, 200), 14), r.topleft)
        x, width = r.left + z(12), r.width - z(24)
        y = r.top + z(8)
        surf.blit(fit(_("Auction"), z(17), width, GOLD, True), (x, y))
        y += z(26)
        bids = " · ".join(f"{self.name(s.seat)}: {self.said(s.words)}" for s in rv.auction) or _("No bids")
        lines = wrap(bids, z(15), width)
        room = max(1, (r.height // 3) // z(20))
        if len(lines) > room:
            lines = lines[:room - 1] + [lines[room - 1] + " …"]
        for line in lines:
            surf.blit(fit(line, z(15), width, INK), (x, y))
            y += z(20)
        y += z(14)
        if not rv.tricks:
            surf.blit(fit(_("No trick was played in this hand."), z(17), width, MUTED), (x, y))
            return
        trick = rv.tricks[self.trick - 1]
        surf.blit(fit(_("Trick {0} of {1}").format(self.trick, len(rv.tricks)), z(19), width, INK, True), (x, y))
        y += z(26)
        surf.blit(fit(self.led_and_won(), z(16), width, MUTED), (x, y))
        y += z(30)
        summary = [ln for part in self.said(rv.summary).split("\n") if part for ln in wrap(part, z(14), width)]
        summary = summary[:4]
        room = r.bottom - y - z(26) - len(summary) * z(18) - z(10)
        cw, ch = self.card_size(min(z(150), room, int(width / max(1, len(trick.plays)) / 0.69) - z(12)))
        slot = width / max(1, len(trick.plays))
        for k, (seat, card) in enumerate(trick.plays):
            cx = int(x + slot * (k + 0.5))
            img = self.images.image(card, cw, ch)
            rect = img.get_rect(midtop=(cx, y))
            surf.blit(img, rect)
            won = seat == trick.winner
            if won:
                pygame.draw.rect(surf, GOLD, rect.inflate(6, 6), width=3, border_radius=6)
            n = fit(self.name(seat), z(14), int(slot) - 4, GOLD if won else MUTED, won)
            surf.blit(n, n.get_rect(midtop=(cx, rect.bottom + z(4))))
        y += ch + z(30)
        for line in summary:
            surf.blit(fit(line, z(14), width, MUTED), (x, y))
            y += z(18)
