"""Drawing the table's frame (game/ui/frame.py): the felt, the top bar, the seats' name plates, the
piles, the cards in layers, bubbles, the prompt and your countdown, the hint, the decision buttons,
the log, the last trick, a toast, a peek at a pile and a tooltip.

It decides nothing: every place and every look was decided when the frame was built
(game/ui/frame_build.py), so the renderer only turns values into pixels and keeps the images that
drawing reuses."""
from __future__ import annotations

import pygame

from game.ui import art
from game.ui.frame import Boxed, Cards, Pile, Plate, TableFrame, TopBar
from game.ui.hint_box import PAD, HintBox
from game.ui.sprites import ImageCache
from game.ui.widgets import BUTTON_EDGE, GOLD, INK, draw_button, draw_grid, draw_label, focus_ring, panel, text

RED_PANEL = (120, 25, 30, 230)


class TableRenderer:
    """Draws a ``TableFrame``; keeps the card images and the suit glyphs drawing reuses."""

    def __init__(self, images: ImageCache):
        self.images = images
        self.glyphs: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, surf: pygame.Surface, frame: TableFrame) -> None:
        surf.blit(frame.felt, (0, 0))
        self.draw_top(surf, frame.top)
        for b in frame.look_buttons:
            draw_button(surf, b)
        for p in frame.plates:
            self.draw_plate(surf, p)
        for b in frame.help_buttons:
            draw_button(surf, b)
        for pile in (frame.stock, frame.discards):
            if pile is not None:
                self.draw_pile(surf, pile)
        for pose in frame.cards:
            img = self.images.posed_image(pose, frame.card, pose.look)
            surf.blit(img, img.get_rect(center=(int(pose.x), int(pose.y))))
        for bubble in frame.bubbles:
            pygame.draw.rect(surf, (250, 248, 235), bubble.rect, border_radius=12)
            pygame.draw.rect(surf, BUTTON_EDGE, bubble.rect, width=2, border_radius=12)
            draw_label(surf, bubble.label)
        if frame.back_button is not None:
            draw_button(surf, frame.back_button)
        if frame.hint is not None:
            self.draw_hint(surf, frame.hint)
        if frame.lesson is not None:
            self.draw_hint(surf, frame.lesson)
        if frame.prompt is not None:
            self.draw_boxed(surf, frame.prompt, (0, 0, 0, 140), 12)
        if frame.countdown is not None:
            c = frame.countdown
            self.draw_boxed(surf, Boxed(c.box, c.label), (200, 40, 40, 235) if c.urgent else (245, 240, 225, 235), 10)
        if frame.panel is not None:
            draw_grid(surf, frame.panel)
        if frame.log is not None:
            surf.blit(panel(frame.log.rect.size, (0, 0, 0, 90), 8), frame.log.rect.topleft)
            for row in frame.log.rows:
                draw_label(surf, row)
        if frame.last_trick is not None:
            self.draw_cards(surf, frame.last_trick)
        if frame.toast is not None:
            self.draw_boxed(surf, frame.toast, RED_PANEL, 10, GOLD)
        if frame.peek is not None:
            self.draw_cards(surf, frame.peek)
        if frame.tip is not None:
            pygame.draw.rect(surf, (250, 246, 220), frame.tip.box, border_radius=6)
            draw_label(surf, frame.tip.label)
        if frame.focus is not None:
            focus_ring(surf, frame.focus, 6)

    def draw_top(self, surf, top: TopBar) -> None:
        draw_label(surf, top.title)
        if top.badge is not None:
            box, mark = top.badge
            pygame.draw.rect(surf, GOLD, box, border_radius=8)
            draw_label(surf, mark)
        draw_label(surf, top.keys)
        if top.contract is not None:
            draw_label(surf, top.contract)
        draw_label(surf, top.trump_label)
        centre, radius = top.disc
        pygame.draw.circle(surf, (248, 246, 238), centre, radius)
        pygame.draw.circle(surf, BUTTON_EDGE, centre, radius, 2)
        if top.trump is not None:
            g = self.glyph(top.trump, top.glyph_size)
            surf.blit(g, g.get_rect(center=(centre[0], centre[1] + 1)))
        else:
            draw_label(surf, top.dash)

    def glyph(self, suit, size: int) -> pygame.Surface:
        key = (int(suit), size)
        g = self.glyphs.get(key)
        if g is None:
            if len(self.glyphs) > 16:
                self.glyphs.clear()
            g = self.glyphs[key] = art.suit_glyph(suit, size)
        return g

    def draw_plate(self, surf, p: Plate) -> None:
        r = p.rect
        surf.blit(panel(r.size, p.colour, 10, p.edge), r.topleft)
        if p.stripe is not None:
            pygame.draw.rect(surf, p.stripe, (r.left + 3, r.top + 8, 4, r.height - 16), border_radius=2)
        draw_label(surf, p.name)
        if p.dealer is not None:
            centre, radius, d = p.dealer
            pygame.draw.circle(surf, (248, 246, 238), centre, radius)
            draw_label(surf, d)
        for box, badge in p.badges:
            pygame.draw.rect(surf, GOLD, box, border_radius=8)
            draw_label(surf, badge)
        draw_label(surf, p.line)
        if p.note is not None:
            draw_label(surf, p.note)

    def draw_pile(self, surf, pile: Pile) -> None:
        img = self.images.image(None, *pile.size)
        for spot in pile.spots:
            surf.blit(img, spot)
        if pile.box is not None:
            surf.blit(panel(pile.box.size, (0, 0, 0, 120), 8), pile.box.topleft)
        if pile.label is not None:
            draw_label(surf, pile.label)

    def draw_hint(self, surf, hint: HintBox) -> None:
        """The hint (or a lesson's explanation) in its gold-edged box, where the frame placed it."""
        r = hint.rect
        surf.blit(panel(r.size, (10, 36, 26, 235), 10, GOLD), r.topleft)
        y = r.top + PAD[1]
        for s in hint.lines:
            t = text(s, hint.size, INK)
            surf.blit(t, (r.left + PAD[0], y) if hint.flush_left else t.get_rect(midtop=(r.centerx, y)))
            y += art.font(hint.size).get_linesize()

    @staticmethod
    def draw_boxed(surf, boxed: Boxed, fill, radius: int, edge=None) -> None:
        surf.blit(panel(boxed.box.size, fill, radius, edge), boxed.box.topleft)
        draw_label(surf, boxed.label)

    def draw_cards(self, surf, c: Cards) -> None:
        surf.blit(panel(c.box.size, c.fill, c.radius, c.edge), c.box.topleft)
        draw_label(surf, c.title)
        for card, at in c.cards:
            surf.blit(self.images.image(card, *c.size), at)
        if c.note is not None:
            draw_label(surf, c.note)
