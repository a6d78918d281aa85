"""Cached text, buttons and a scrollable button grid: the few widgets the scenes share."""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

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


def cut(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` as it fits ``width``: whole, or cut short with an ellipsis."""
    f = art.font(size, bold)
    if f.size(s)[0] <= width:
        return s
    while len(s) > 1 and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


def fitted(s: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """``s`` and the size it fits ``width`` at: shrunk, then cut with an ellipsis."""
    while size > 10 and art.font(size, bold).size(s)[0] > width:
        size -= 1
    return cut(s, size, width, bold), size


def fit(s: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """Text shrunk (then cut with an ellipsis) to fit ``width``."""
    s, size = fitted(s, size, width, bold)
    return text(s, size, colour, bold)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``s`` in lines no wider than ``width``, broken between words; a word wider than a whole
    line is cut with an ellipsis rather than run out of its box."""
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
    return [cut(line, size, width, bold) for line in lines]


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


RING = (255, 226, 120)
"""The focus ring's colour: brighter than any edge, so the keyboard's place is never in doubt."""


def focus_ring(surf: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
    """The keyboard focus: a bright ring just outside ``rect`` on a dark one, the same on a button,
    a card or a form field in every scene (it shows on the felt, on a panel and on a white card)."""
    pygame.draw.rect(surf, (10, 20, 15), rect.inflate(12, 12), width=2, border_radius=radius + 6)
    pygame.draw.rect(surf, RING, rect.inflate(8, 8), width=3, border_radius=radius + 4)


def next_focus(at: int, step: int, count: int) -> int:
    """The focus after Tab (step 1) or Shift+Tab (-1) among ``count`` stops, wrapping round; from no
    focus (-1) Tab goes to the first stop and Shift+Tab to the last."""
    return (at + step) % count if at >= 0 else (0 if step > 0 else count - 1)


# --- what a label, a button and a grid look like at one moment, and their drawing --------------
# A scene that builds a frame (game/ui/frame.py) decides every place and state once and hands these
# frozen values to its renderer (two frames that show the same thing compare equal); the widgets
# below draw themselves through the same functions, so a button looks the same either way.

@dataclass(frozen=True)
class Label:
    """A line of text, drawn as ``text(s, size, colour, bold)`` with its top left at ``at``."""
    s: str
    size: int
    colour: tuple
    bold: bool
    at: tuple[int, int]


def label(s: str, size: int, colour=INK, bold: bool = False, **where) -> Label:
    """``s`` placed by one of pygame's rect anchors (``center=``, ``midtop=``, ...; at (0, 0)
    when none is given)."""
    r = text(s, size, colour, bold).get_rect(**where)
    return Label(s, size, colour, bold, r.topleft)


def draw_label(surf: pygame.Surface, lb: Label) -> None:
    surf.blit(text(lb.s, lb.size, lb.colour, lb.bold), lb.at)


@dataclass(frozen=True)
class ButtonLook:
    rect: pygame.Rect
    label: str
    sub: str
    size: int
    enabled: bool
    focused: bool
    hover: bool
    corner: Label | None = None
    """The key that presses it, small in its top left corner."""
    action: Any = None
    """The engine action a decision button stands for (what pressing it submits)."""


def draw_button(surf: pygame.Surface, look: ButtonLook) -> None:
    r = look.rect
    colour = BUTTON_OFF if not look.enabled else (BUTTON_HOVER if look.hover or look.focused else BUTTON)
    pygame.draw.rect(surf, colour, r, border_radius=8)
    pygame.draw.rect(surf, GOLD if look.focused else BUTTON_EDGE, r, width=2, border_radius=8)
    if look.focused:
        focus_ring(surf, r)
    ink = INK if look.enabled else (130, 140, 135)
    if look.sub:
        t = fit(look.label, look.size, r.width - 20, ink, True)
        small = max(12, look.size - 6)
        lines = [look.sub]
        room = (r.height - t.get_height() - 6) // art.font(small).get_linesize()
        if art.font(small).size(look.sub)[0] > r.width - 20 and room >= 2:   # wrap where it fits
            lines = wrap(look.sub, small, r.width - 20)
            if len(lines) > room:
                lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
        subs = [fit(line, small, r.width - 20, MUTED if look.enabled else ink) for line in lines]
        top = r.centery - (t.get_height() + sum(x.get_height() for x in subs)) // 2
        surf.blit(t, t.get_rect(midtop=(r.centerx, top)))
        y = top + t.get_height()
        for x in subs:
            surf.blit(x, x.get_rect(midtop=(r.centerx, y)))
            y += x.get_height()
    else:
        t = fit(look.label, look.size, r.width - 16, ink, True)
        surf.blit(t, t.get_rect(center=r.center))
    if look.corner is not None:
        draw_label(surf, look.corner)


@dataclass(frozen=True)
class GridLook:
    """A button grid: its panel, the pinned buttons, then the scrolled body (clipped to ``clip``)
    with its headings, and the scroll bar."""
    area: pygame.Rect
    pinned: tuple[ButtonLook, ...]
    clip: pygame.Rect
    headings: tuple[Label, ...]
    body: tuple[ButtonLook, ...]
    bar: pygame.Rect | None


def draw_grid(surf: pygame.Surface, look: GridLook) -> None:
    surf.blit(panel(look.area.size), look.area.topleft)
    for b in look.pinned:
        draw_button(surf, b)
    clip = surf.get_clip()
    surf.set_clip(look.clip)
    for h in look.headings:
        draw_label(surf, h)
    for b in look.body:
        draw_button(surf, b)
    surf.set_clip(clip)
    if look.bar is not None:
        pygame.draw.rect(surf, BUTTON_EDGE, look.bar, border_radius=3)


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], rect: pygame.Rect | None = None,
                 enabled: bool = True, size: int = 20, sub: str = "", min_width: int = 110):
        self.label = label
        self.min_width = min_width
        """The narrowest a grid lays it out (a small step button like "+5" needs less)."""
        self.on_click = on_click
        self.rect = rect or pygame.Rect(0, 0, 10, 10)
        self.enabled = enabled
        self.size = size
        self.sub = sub
        self.focused = False
        self.tip = ""
        """Why a disabled button cannot be pressed (shown on hover)."""
        self.action = None
        """The engine action a decision button stands for."""

    def natural_width(self) -> int:
        w = art.font(self.size, True).size(self.label)[0] + 36
        if self.sub:
            w = max(w, art.font(max(12, self.size - 6)).size(self.sub)[0] + 36)
        return w

    def look(self, mouse: tuple[int, int], offset: tuple[int, int] = (0, 0), corner: Label | None = None) -> ButtonLook:
        """How it shows with the pointer at ``mouse`` (moved by ``offset``)."""
        r = self.rect.move(offset)
        return ButtonLook(r, self.label, self.sub, self.size, self.enabled, self.focused,
                          self.enabled and r.collidepoint(mouse), corner, self.action)

    def draw(self, surf: pygame.Surface, mouse: tuple[int, int], offset: tuple[int, int] = (0, 0)) -> None:
        draw_button(surf, self.look(mouse, offset))

    def hit(self, pos: tuple[int, int], offset: tuple[int, int] = (0, 0)) -> bool:
        return self.enabled and self.rect.move(offset).collidepoint(pos)


class ButtonGrid:
    """Buttons laid out in rows under optional group headings, scrolled with the wheel when they
    do not fit; number keys 1–9 press the first nine, Enter presses the focused one (the scene
    that shows the grid moves its focus, with its own controls, and carries the presses out).

    When some buttons are grouped, the ungrouped ones (Pass, Pick up) stay pinned above the
    scrolled groups; with many groups each heading sits at the left of its own row."""

    INLINE_GROUPS = 6

    def __init__(self, size: int = 18):
        self.items: list[tuple[str, Button]] = []
        self.size = size
        self.area = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.pinned_h = 0
        self.scroll = 0
        self.headings: list[tuple[str, int, int]] = []
        self.pinned: set[int] = set()
        self.focus = -1
        self.number_keys = True
        """Keys 1–9 press the first nine buttons (and each shows its number)."""

    def set(self, items: list[tuple[str, Button]], size: int = 18, number_keys: bool = True) -> None:
        """``number_keys`` False when the digits mean something else (typing a bid)."""
        self.items = items
        self.number_keys = number_keys
        self.size = size if len(items) <= 12 else size * 5 // 6
        for _, b in items:
            b.size = self.size
        self.scroll = 0
        self.focus = -1

    @property
    def buttons(self) -> list[Button]:
        return [b for _, b in self.items]

    def _flow(self, items: list[tuple[str, Button]], width: int, inline: bool) -> int:
        """Place ``items`` from y=0 in rows of ``width``; returns the height used."""
        gap, bh = 8, int(self.size * 2.1)
        groups = [g for g, _ in items]
        left = 0
        if inline:
            left = max(art.font(self.size - 2, True).size(g)[0] for g in groups if g) + 14
        x = y = 0
        last_group = None
        row_h = bh
        for group, b in items:
            h = int(self.size * 2.9) if b.sub else bh
            if group != last_group and group:
                if x:
                    x, y = 0, y + row_h + gap
                    row_h = bh
                if inline:
                    self.headings.append((group, 0, y + (h - self.size) // 2))
                else:
                    self.headings.append((group, 0, y))
                    y += int(self.size * 1.3)
            last_group = group
            w = min(max(b.natural_width(), b.min_width), width - left)
            if x and left + x + w > width:
                x, y = 0, y + row_h + gap
                row_h = bh
            b.rect = pygame.Rect(left + x, y, w, h)
            row_h = max(row_h, h)
            x += w + gap
        for _, b in items:          # a row's buttons share its height
            b.rect.h = max(b.rect.h, max(o.rect.h for _, o in items if o.rect.y == b.rect.y))
        if not inline:              # centre each row
            rows: dict[int, list[Button]] = {}
            for _, b in items:
                rows.setdefault(b.rect.y, []).append(b)
            for row in rows.values():
                shift = (width - (row[-1].rect.right - row[0].rect.left)) // 2
                for b in row:
                    b.rect.x += shift
        return (y + row_h) if items else 0

    def layout(self, max_rect: pygame.Rect, grow_up: bool = True) -> None:
        """Place buttons inside ``max_rect`` (width fixed); the area shrinks to the content height,
        anchored to the bottom of ``max_rect`` when ``grow_up``."""
        self.headings = []
        width = max_rect.width - 24
        grouped = any(g for g, _ in self.items)
        pins = [(g, b) for g, b in self.items if not g] if grouped else []
        body = [(g, b) for g, b in self.items if g] if grouped else list(self.items)
        self.pinned = {id(b) for _, b in pins}
        self.pinned_h = self._flow(pins, width, False) + (10 if pins else 0)
        inline = len({g for g, _ in body if g}) > self.INLINE_GROUPS
        self.content_h = self._flow(body, width, inline)
        used = width
        if not grouped:
            used = max((b.rect.right for _, b in body), default=0) - min((b.rect.left for _, b in body), default=0)
        shrink = max(0, width - used)
        for _, b in self.items:
            b.rect.x -= shrink // 2
        h = min(self.content_h + self.pinned_h + 24, max_rect.height)
        top = max_rect.bottom - h if grow_up else max_rect.top
        self.area = pygame.Rect(max_rect.left + shrink // 2, top, max_rect.width - shrink, h)
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def body_rect(self) -> pygame.Rect:
        """The scrolled part of the area (below the pinned buttons)."""
        return pygame.Rect(self.area.left, self.area.top + self.pinned_h, self.area.width,
                           self.area.height - self.pinned_h)

    def max_scroll(self) -> int:
        return max(0, self.content_h + 24 - self.body_rect().height)

    def offset(self) -> tuple[int, int]:
        """Where the scrolled body's origin lies on screen."""
        return self.area.left + 12, self.area.top + self.pinned_h + 12 - self.scroll

    def screen_rect(self, b: Button) -> pygame.Rect:
        if id(b) in self.pinned:
            return b.rect.move(self.area.left + 12, self.area.top + 12)
        return b.rect.move(self.offset())

    def button_at(self, pos) -> Button | None:
        """The button under ``pos`` (enabled or not), if it is in view."""
        if not self.area.collidepoint(pos):
            return None
        body = self.body_rect()
        for b in self.buttons:
            if id(b) not in self.pinned and not body.collidepoint(pos):
                continue
            if self.screen_rect(b).collidepoint(pos):
                return b
        return None

    def scroll_to(self, b: Button) -> None:
        """Scroll so that ``b`` (the lowest bid a seat may make) shows near the top of the body,
        under one row of what it may no longer choose (with its heading where headings sit above
        their rows), and nothing of the row before that peeks out above it."""
        if id(b) not in self.pinned:
            above = [o.rect.top for _, o in self.items if id(o) not in self.pinned and o.rect.top < b.rect.top]
            top = max(above) if above else b.rect.top
            heading = [hy for _, _, hy in self.headings if top - int(self.size * 1.3) - 2 <= hy < top]
            top = min(heading + [top])
            self.scroll = max(0, min(self.max_scroll(), top + 4 if above else top - 4))

    def look(self, mouse) -> GridLook | None:
        """How the grid shows with the pointer at ``mouse`` (None: no buttons)."""
        if not self.items:
            return None
        body = self.body_rect()
        inside = mouse if body.collidepoint(mouse) else (-1, -1)
        pinned, shown = [], []
        for i, (_, b) in enumerate(self.items):
            r = self.screen_rect(b)
            corner = Label(str(i + 1), 11, MUTED, False, (r.left + 5, r.top + 2)) if self.number_keys and i < 9 else None
            if id(b) in self.pinned:
                pinned.append(b.look(mouse, (r.x - b.rect.x, r.y - b.rect.y), corner))
            elif r.bottom >= body.top and r.top <= body.bottom:
                shown.append(b.look(inside, (r.x - b.rect.x, r.y - b.rect.y), corner))
        ox, oy = self.offset()
        headings = tuple(Label(title, self.size - 2, GOLD, True, (ox + hx, oy + hy)) for title, hx, hy in self.headings)
        bar = None
        if self.max_scroll():
            bar_h = max(20, body.height * body.height // (self.content_h + 24))
            y = body.top + (body.height - bar_h) * self.scroll // self.max_scroll()
            bar = pygame.Rect(body.right - 8, y, 5, bar_h)
        return GridLook(pygame.Rect(self.area), tuple(pinned), body.inflate(-4, -4), headings, tuple(shown), bar)

    def draw(self, surf: pygame.Surface, mouse) -> None:
        look = self.look(mouse)
        if look is not None:
            draw_grid(surf, look)

    def scroll_by(self, lines: int) -> None:
        """The wheel over the buttons: ``lines`` up (negative: down), kept within the content."""
        self.scroll = max(0, min(self.max_scroll(), self.scroll - lines * 40))

    def pressed_by(self, ev) -> tuple[bool, Button | None]:
        """What ``ev`` does to the buttons, without doing it: whether the grid takes it, and the
        enabled button it presses (a click on it, its number key 1–9, Enter while it has the
        focus). A click in the area that misses every button is taken and presses none."""
        if not self.items:
            return False, None
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.area.collidepoint(ev.pos):
            b = self.button_at(ev.pos)
            return True, b if b is not None and b.enabled else None
        if ev.type == pygame.KEYDOWN:
            bs = self.buttons
            if self.number_keys and pygame.K_1 <= ev.key <= pygame.K_9:
                i = ev.key - pygame.K_1
                if i < len(bs) and bs[i].enabled:
                    return True, bs[i]
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.focus < len(bs):
                return True, bs[self.focus] if bs[self.focus].enabled else None
        return False, None

    def focus_on(self, i: int) -> None:
        """Give button ``i`` the focus (-1: none), scrolled into view."""
        bs = self.buttons
        for b in bs:
            b.focused = False
        self.focus = i if 0 <= i < len(bs) else -1
        if self.focus < 0:
            return
        bs[self.focus].focused = True
        if id(bs[self.focus]) in self.pinned:
            return
        r = bs[self.focus].rect
        height = self.body_rect().height
        if r.top < self.scroll:
            self.scroll = r.top
        elif r.bottom > self.scroll + height - 24:
            self.scroll = min(self.max_scroll(), r.bottom - height + 24)
