"""Draw the app icon with the game's own card art: assets/icon.png (256 px, also the window icon),
assets/icon.ico (Windows, 16–256 px) and assets/icon.icns (macOS, 16–1024 px); with ``--hicolor
DIR``, instead, the Linux desktop's icon theme sizes (DIR/48x48/apps/io.github.tricktable.png, …)
that ``make dist`` puts in the package.

Run from the repository root: ``.venv/bin/python tools/make_icon.py`` (headless is fine)."""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.cards import Card  # noqa: E402
from game.ui import art  # noqa: E402

ASSETS = Path(__file__).resolve().parents[1] / "assets"
BIG = 1024
HICOLOR = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes desktops look up in the hicolor theme (freedesktop icon theme specification)."""
APP_ID = "io.github.tricktable"
"""The name of the desktop entry, the metainfo and the icon (packaging/linux/)."""


def draw() -> pygame.Surface:
    """The master at 1024 px: felt in a rounded square with a gold rim, a fan of three cards."""
    surf = pygame.Surface((BIG, BIG), pygame.SRCALPHA)
    rim = pygame.Rect(40, 40, BIG - 80, BIG - 80)
    pygame.draw.rect(surf, art.GOLD, rim, border_radius=200)
    inner = rim.inflate(-36, -36)
    felt = art.felt(inner.w, inner.h).copy()
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=182)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(felt, inner.topleft)
    w, h = 380, 532
    for card, angle, dx in (("KH", 24, -150), ("QD", 0, 0), ("AS", -24, 150)):
        face = pygame.transform.rotozoom(art.face(Card.parse(card), w, h), angle, 1.0)
        surf.blit(face, face.get_rect(center=(BIG // 2 + dx, BIG // 2 + 40 + abs(dx) // 5)))
    return surf


def png(surf: pygame.Surface, size: int) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(pygame.transform.smoothscale(surf, (size, size)), buf, "icon.png")
    return buf.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon holding PNG images (Windows Vista and later read them)."""
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images.items():
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return head + entries + blobs


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon: PNG images tagged by size."""
    body = b"".join(ICNS_TYPES[s] + struct.pack(">I", 8 + len(d)) + d for s, d in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def hicolor(master: pygame.Surface, folder: Path) -> list[Path]:
    """Write the icon theme's sizes under ``folder``; the paths written."""
    out = []
    for size in HICOLOR:
        path = folder / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png(master, size))
        out.append(path)
    return out


def drawn() -> pygame.Surface:
    """The 1024 px master, drawn once pygame's display (headless is fine) is up for the art."""
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    return draw()


def theme_icons(folder: Path) -> list[Path]:
    """The icon theme's sizes under ``folder`` (tools/make_deb.py, ``--hicolor``)."""
    paths = hicolor(drawn(), folder)
    pygame.quit()
    return paths


def main(argv: list[str]) -> None:
    if argv[:1] == ["--hicolor"] and len(argv) == 2:
        theme_icons(Path(argv[1]))
        return
    if argv:
        raise SystemExit("usage: make_icon.py [--hicolor DIR]")
    master = drawn()
    (ASSETS / "icon.png").write_bytes(png(master, 256))
    (ASSETS / "icon.ico").write_bytes(ico({s: png(master, s) for s in (16, 24, 32, 48, 64, 128, 256)}))
    (ASSETS / "icon.icns").write_bytes(icns({s: png(master, s) for s in ICNS_TYPES}))
    pygame.quit()
    print("wrote assets/icon.png, icon.ico and icon.icns")


if __name__ == "__main__":
    main(sys.argv[1:])
