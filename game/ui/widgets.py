"""Cached text, buttons and a scrollable button grid: the few widgets the scenes share."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from game.ui import art

INK = (240, 238, 228)
MUTED = (185, 200, 190)
GOLD = (250, 205, 90)
PANEL = (12, 40, 28, 238)
BUTTON = (38, 88, 66)
BUTTON_HOVER = (58, 120, 90)
BUTTON_OFF = (45, 60, 55)
BUTTON_EDGE = (150, 190, 160)

_TEXT: OrderedDict = OrderedDict()
_SHAPES: OrderedDict = OrderedDict()


def text(s: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (rendering text is the most expensive thing a frame does)."""
    key = (s, size, colour, bold)
    surf = _TEXT.get(key)
    if surf is None:
        surf = art.font(size, bold).render(s, True, colour)
        _TEXT[key] = surf
        if len(_TEXT) > 1500:
            _TEXT.popitem(last=False)
    else:
        _TEXT.move_to_end(key)
    return surf


def fit(s: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """Text shrunk (then cut with an ellipsis) to fit ``width``."""
    while size > 10 and art.font(size, bold).size(s)[0] > width:
        size -= 1
    if art.font(size, bold).size(s)[0] > width:
        while len(s) > 1 and art.font(size, bold).size(s + "…")[0] > width:
            s = s[:-1]
        s += "…"
    return text(s, size, colour, bold)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = art.font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else line + " " + word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(size: tuple[int, int], colour=PANEL, radius: int = 12, edge=None) -> pygame.Surface:
    """A translucent rounded rectangle, cached by size."""
    key = (size, colour, radius, edge)
    surf = _SHAPES.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(surf, edge, surf.get_rect(), width=2, border_radius=radius)
        _SHAPES[key] = surf
        if len(_SHAPES) > 300:
            _SHAPES.popitem(last=False)
    return surf


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], rect: pygame.Rect | None = None,
                 enabled: bool = True, size: int = 20, sub: str = ""):
        self.label = label
        self.on_click = on_click
        self.rect = rect or pygame.Rect(0, 0, 10, 10)
        self.enabled = enabled
        self.size = size
        self.sub = sub
        self.focused = False

    def natural_width(self) -> int:
        w = art.font(self.size, True).size(self.label)[0] + 36
        if self.sub:
            w = max(w, art.font(max(12, self.size - 6)).size(self.sub)[0] + 36)
        return w

    def draw(self, surf: pygame.Surface, mouse: tuple[int, int], offset: tuple[int, int] = (0, 0)) -> None:
        r = self.rect.move(offset)
        hover = self.enabled and r.collidepoint(mouse)
        colour = BUTTON_OFF if not self.enabled else (BUTTON_HOVER if hover or self.focused else BUTTON)
        pygame.draw.rect(surf, colour, r, border_radius=8)
        pygame.draw.rect(surf, GOLD if self.focused else BUTTON_EDGE, r, width=2, border_radius=8)
        ink = INK if self.enabled else (130, 140, 135)
        if self.sub:
            t = fit(self.label, self.size, r.width - 20, ink, True)
            s = fit(self.sub, max(12, self.size - 6), r.width - 20, MUTED if self.enabled else ink)
            top = r.centery - (t.get_height() + s.get_height()) // 2
            surf.blit(t, t.get_rect(midtop=(r.centerx, top)))
            surf.blit(s, s.get_rect(midtop=(r.centerx, top + t.get_height())))
        else:
            t = fit(self.label, self.size, r.width - 16, ink, True)
            surf.blit(t, t.get_rect(center=r.center))

    def hit(self, pos: tuple[int, int], offset: tuple[int, int] = (0, 0)) -> bool:
        return self.enabled and self.rect.move(offset).collidepoint(pos)


class ButtonGrid:
    """Buttons laid out in rows under optional group headings, scrolled with the wheel when they
    do not fit; number keys 1–9 press the first nine, Tab moves the focus, Enter presses it."""

    def __init__(self, size: int = 18):
        self.items: list[tuple[str, Button]] = []
        self.size = size
        self.area = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.scroll = 0
        self.headings: list[tuple[str, int, int]] = []
        self.focus = -1

    def set(self, items: list[tuple[str, Button]], size: int = 18) -> None:
        self.items = items
        self.size = size if len(items) <= 12 else size * 5 // 6
        for _, b in items:
            b.size = self.size
        self.scroll = 0
        self.focus = -1

    @property
    def buttons(self) -> list[Button]:
        return [b for _, b in self.items]

    def layout(self, max_rect: pygame.Rect, grow_up: bool = True) -> None:
        """Place buttons inside ``max_rect`` (width fixed); the area shrinks to the content height,
        anchored to the bottom of ``max_rect`` when ``grow_up``."""
        gap, bh = 8, int(self.size * 2.1)
        x = y = 0
        self.headings = []
        width = max_rect.width - 24
        last_group = None
        for group, b in self.items:
            if group != last_group and group:
                if x:
                    x, y = 0, y + bh + gap
                self.headings.append((group, 0, y))
                y += int(self.size * 1.3)
            last_group = group
            w = min(max(b.natural_width(), 110), width)
            if x and x + w > width:
                x, y = 0, y + bh + gap
            b.rect = pygame.Rect(x, y, w, bh)
            x += w + gap
        self.content_h = (y + bh) if self.items else 0
        # centre each row
        rows: dict[int, list[Button]] = {}
        for _, b in self.items:
            rows.setdefault(b.rect.y, []).append(b)
        for row in rows.values():
            span = row[-1].rect.right - row[0].rect.left
            shift = (width - span) // 2
            for b in row:
                b.rect.x += shift
        used = max((b.rect.right for _, b in self.items), default=0) - min((b.rect.left for _, b in self.items), default=0)
        if self.headings:
            used = width
        shrink = max(0, width - used)
        for _, b in self.items:
            b.rect.x -= shrink // 2
        h = min(self.content_h + 24, max_rect.height)
        top = max_rect.bottom - h if grow_up else max_rect.top
        self.area = pygame.Rect(max_rect.left + shrink // 2, top, max_rect.width - shrink, h)
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def max_scroll(self) -> int:
        return max(0, self.content_h + 24 - self.area.height)

    def offset(self) -> tuple[int, int]:
        return self.area.left + 12, self.area.top + 12 - self.scroll

    def draw(self, surf: pygame.Surface, mouse) -> None:
        if not self.items:
            return
        surf.blit(panel(self.area.size), self.area.topleft)
        clip = surf.get_clip()
        surf.set_clip(self.area.inflate(-4, -4))
        ox, oy = self.offset()
        for title, hx, hy in self.headings:
            surf.blit(text(title, self.size - 2, GOLD, True), (ox + hx, oy + hy))
        for i, (_, b) in enumerate(self.items):
            r = b.rect.move(ox, oy)
            if r.bottom >= self.area.top and r.top <= self.area.bottom:
                b.draw(surf, mouse, (ox, oy))
                if i < 9:
                    surf.blit(text(str(i + 1), 11, MUTED), (r.left + 5, r.top + 2))
        surf.set_clip(clip)
        if self.max_scroll():
            bar_h = max(20, self.area.height * self.area.height // (self.content_h + 24))
            y = self.area.top + (self.area.height - bar_h) * self.scroll // self.max_scroll()
            pygame.draw.rect(surf, BUTTON_EDGE, (self.area.right - 8, y, 5, bar_h), border_radius=3)

    def handle(self, ev) -> bool:
        """True if the event was used."""
        if not self.items:
            return False
        if ev.type == pygame.MOUSEWHEEL and self.area.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(self.max_scroll(), self.scroll - ev.y * 40))
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.area.collidepoint(ev.pos):
            off = self.offset()
            for b in self.buttons:
                if b.hit(ev.pos, off):
                    b.on_click()
                    return True
            return True
        if ev.type == pygame.KEYDOWN:
            if pygame.K_1 <= ev.key <= pygame.K_9:
                i = ev.key - pygame.K_1
                enabled = self.buttons
                if i < len(enabled) and enabled[i].enabled:
                    enabled[i].on_click()
                    return True
            if ev.key == pygame.K_TAB:
                self.move_focus(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.focus < len(self.items):
                b = self.buttons[self.focus]
                if b.enabled:
                    b.on_click()
                return True
        return False

    def move_focus(self, step: int) -> None:
        bs = self.buttons
        if not bs:
            return
        for b in bs:
            b.focused = False
        self.focus = (self.focus + step) % len(bs) if self.focus >= 0 else (0 if step > 0 else len(bs) - 1)
        bs[self.focus].focused = True
        r = bs[self.focus].rect
        if r.top < self.scroll:
            self.scroll = r.top
        elif r.bottom > self.scroll + self.area.height - 24:
            self.scroll = min(self.max_scroll(), r.bottom - self.area.height + 24)
