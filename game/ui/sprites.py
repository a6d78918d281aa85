"""Card sprites: tweened position, rotation, scale and face flip, and a cache of their images."""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.cards import Card
from game.ui import art


def ease(t: float) -> float:
    """Ease-out cubic: fast start, soft landing, like a card slid across felt."""
    return 1 - (1 - t) ** 3


class CardSprite:
    """``card`` is None for a card whose face this seat cannot see. ``face`` goes 0 (back) to 1."""

    __slots__ = ("key", "card", "x", "y", "rot", "scale", "face", "src", "dst", "t", "dur")

    def __init__(self, key, card: Card | None, x: float, y: float, rot: float = 0.0,
                 scale: float = 1.0, face_up: bool = False):
        self.key = key
        self.card = card
        self.x, self.y, self.rot, self.scale = x, y, rot, scale
        self.face = 1.0 if face_up else 0.0
        self.src = self.dst = (x, y, rot, scale, self.face)
        self.t = 0.0
        self.dur = 0.0

    def target(self, x: float, y: float, rot: float = 0.0, scale: float = 1.0, face_up: bool = True,
               dur: float = 0.3, delay: float = 0.0) -> bool:
        """Start a tween to the given pose; False (and nothing restarted) if it already heads there."""
        dst = (x, y, rot, scale, 1.0 if face_up else 0.0)
        if dst == self.dst:
            return False
        self.src = (self.x, self.y, self.rot, self.scale, self.face)
        self.dst = dst
        self.t = -delay
        self.dur = max(dur, 1e-6)
        if dur <= 0 and delay <= 0:
            self.settle()
        return True

    @property
    def moving(self) -> bool:
        return self.t < self.dur

    @property
    def rest_scale(self) -> float:
        """The larger scale at either end of its flight (the size a flying card is scaled from)."""
        return max(self.src[3], self.dst[3])

    def update(self, dt: float) -> None:
        if self.t >= self.dur:
            return
        self.t += dt
        if self.t <= 0:
            return
        k = ease(min(1.0, self.t / self.dur))
        s, d = self.src, self.dst
        self.x = s[0] + (d[0] - s[0]) * k
        self.y = s[1] + (d[1] - s[1]) * k
        self.rot = s[2] + (d[2] - s[2]) * k
        self.scale = s[3] + (d[3] - s[3]) * k
        self.face = s[4] + (d[4] - s[4]) * min(1.0, self.t / self.dur)

    def settle(self) -> None:
        self.x, self.y, self.rot, self.scale, self.face = self.dst
        self.t = self.dur

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size[0] * self.scale, size[1] * self.scale
        return pygame.Rect(int(self.x - w / 2), int(self.y - h / 2), int(w), int(h))


class ImageCache:
    """Card images by (card, size, look, angle, flip width): built once, reused every frame.

    Faces are drawn only at the sizes where cards come to rest (a hand, a trick, a stock): a card in
    flight is scaled on the way from its face at the larger of the two sizes it flies between. The
    poses of cards in flight (every scale, turn and flip width a flight passes) keep a small cache of
    their own, so they cannot crowd out the poses that a table at rest draws every frame."""

    def __init__(self, limit: int = 160, flying: int = 64):
        self.limit = limit
        """Poses of cards at rest kept: a few times the most cards a table shows at once."""
        self.flying_limit = flying
        """Poses of cards in flight kept: a deal's backs repeat the same path card after card."""
        self.base: dict = {}
        self.posed: OrderedDict = OrderedDict()
        self.flying: OrderedDict = OrderedDict()

    def clear(self) -> None:
        self.base.clear()
        self.posed.clear()
        self.flying.clear()

    def image(self, card: Card | None, w: int, h: int, look: str = "") -> pygame.Surface:
        key = (card, w, h, look)
        surf = self.base.get(key)
        if surf is None:
            surf = art.back(w, h) if card is None else art.face(card, w, h)
            if "dim" in look or "out" in look:
                surf = art.dim(surf)
            if "hl" in look:
                surf = art.highlight(surf)
            if len(self.base) > 400:
                self.base.clear()
            self.base[key] = surf
        return surf

    def posed_image(self, sprite: CardSprite, size: tuple[int, int], look: str = "") -> pygame.Surface:
        """``sprite`` as it shows now: a ``CardSprite``, or a frame's ``CardPose`` of one."""
        w, h = _scaled(size, sprite.scale)
        showing_face = sprite.face >= 0.5 and sprite.card is not None
        squeeze = abs(math.cos(math.pi * sprite.face))
        squeeze = round(squeeze * 10) / 10
        angle = int(round(sprite.rot)) % 360
        card = sprite.card if showing_face else None
        key = (card, w, h, look if showing_face or "hl" in look or "out" in look else "", angle, squeeze)
        cache, limit = (self.flying, self.flying_limit) if sprite.moving else (self.posed, self.limit)
        surf = cache.get(key)
        if surf is not None:
            cache.move_to_end(key)
            return surf
        rest = (w, h) if not sprite.moving else _scaled(size, sprite.rest_scale)
        surf = self.image(card, *rest, key[3])
        if squeeze < 1.0 or rest != (w, h):
            k = w / rest[0]
            surf = pygame.transform.smoothscale(
                surf, (max(1, int(surf.get_width() * k * squeeze)), max(1, int(surf.get_height() * k))))
        if angle:
            surf = pygame.transform.rotozoom(surf, angle, 1.0)
        cache[key] = surf
        if len(cache) > limit:
            cache.popitem(last=False)
        return surf


def _scaled(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """A card's pixel size at ``scale``, in steps of a twentieth (a pose cache needs few sizes)."""
    scale = round(scale * 20) / 20
    return max(4, int(size[0] * scale)), max(6, int(size[1] * scale))
