"""The command line's tools: benchmarks, the arena, screenshots, contact sheets and the self-test.

Why a package of their own: they drive the product from outside (the table, the app, the host) to
measure or check it, and nothing in the product imports them (DESIGN.md's layer table)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
"""Some tools import pygame before game.ui (which sets the same): its greeting would land in the
tool's output."""
