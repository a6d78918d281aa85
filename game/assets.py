"""Where the shipped data lives: the ``assets`` folder (fonts, sounds, rules pages, icons, the
language catalogs). One place, because the packaged executable unpacks it elsewhere than a checkout
keeps it, and both the window and the command line read from it."""
from __future__ import annotations

import sys
from pathlib import Path


def _root() -> Path:
    """Folder holding assets/: the PyInstaller unpack dir when frozen, else the repo root."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else Path(__file__).resolve().parents[1]


ASSETS_DIR = _root() / "assets"
