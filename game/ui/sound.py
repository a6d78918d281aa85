"""The table's sounds (assets/sounds, synthesised by tools/make_sounds.py) through pygame's mixer.

Sounds load on first use, one file at a time: no audio device, or a file that cannot be read,
leaves the app silent for that sound and never stops play. Without a sound device the audio
libraries SDL tries (ALSA, PulseAudio) print their own error lines on the process's standard error;
the mixer is opened with that stream held aside (``quiet_stderr``), so a player sees nothing."""
from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from game.assets import ASSETS_DIR
from game.rules.actions import CardPlayed, Dealt, MatchOver, Renege, TrickTaken
from game.store import DEFAULT_SETTINGS

SOUNDS_DIR = ASSETS_DIR / "sounds"
NAMES = ("shuffle", "deal", "play", "trick", "renege", "win", "loss")
CUES = {Dealt: "shuffle", CardPlayed: "play", TrickTaken: "trick", Renege: "renege"}
"""The sound of each kind of event; a match's end is "win" or "loss" by who won it."""
SAID_MAX = 4096
"""Bytes of what the audio libraries printed that are kept for the debug log."""

log = logging.getLogger(__name__)


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Point file descriptor 2 at a temporary file for the block, then back, and log at debug level
    what C code printed there meanwhile. Python's ``sys.stderr`` is not enough: libasound writes to
    the descriptor itself. Where there is no descriptor 2 (a windowed Windows build) nothing moves."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        saved = None
    if saved is None:
        yield
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            said = sink.read(SAID_MAX).decode("utf-8", "replace").strip()
            if said:
                log.debug("the audio libraries said: %s", said)


def cue(ev: Any, you_won: bool | None = None) -> str | None:
    """The sound for event ``ev`` (``you_won`` decides a match's end), or None for a silent one."""
    if type(ev) is MatchOver:
        return "win" if you_won else "loss"
    return CUES.get(type(ev))


class Sounds:
    """Plays a cue at the settings' volume when sound is on. ``mixer`` is pygame's, or a stand-in."""

    def __init__(self, settings: dict[str, Any], mixer: Any = None, folder=SOUNDS_DIR):
        self.settings = settings
        self.mixer = mixer if mixer is not None else pygame.mixer
        self.folder = folder
        self.loaded: dict[str, Any] | None = None
        """Name -> sound, once loaded; a name missing here has no sound (no device, bad file)."""

    def _load(self) -> dict[str, Any]:
        self.loaded = {}
        try:
            if not self.mixer.get_init():
                with quiet_stderr():
                    self.mixer.init()
        except pygame.error:
            return self.loaded
        for name in NAMES:
            try:
                self.loaded[name] = self.mixer.Sound(str(self.folder / f"{name}.wav"))
            except (pygame.error, OSError):
                pass
        return self.loaded

    def play(self, name: str | None) -> None:
        if name is None or not self.settings.get("sound", DEFAULT_SETTINGS["sound"]):
            return
        sound = (self.loaded if self.loaded is not None else self._load()).get(name)
        if sound is not None:
            sound.set_volume(self.settings.get("volume", DEFAULT_SETTINGS["volume"]))
            sound.play()
