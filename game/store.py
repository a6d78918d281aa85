"""Settings, the autosaved match and statistics, as JSON files in the per-user data folder.

Every write is atomic (temp file, flush, fsync, rename) so a crash never leaves half a file. A file
that cannot be read is moved aside (``name.corrupt-N``) and a message is queued for the menu to
show: never a crash, never a silent loss. ``TRICKTABLE_HOME`` overrides the folder (tests)."""
from __future__ import annotations

import json
import os
import pathlib
import tempfile
from typing import Any

SETTINGS, AUTOSAVE, STATS = "settings.json", "autosave.json", "stats.json"

DEFAULT_SETTINGS: dict[str, Any] = {
    "anim_speed": 1.0,        # 2.0 = twice as fast
    "trick_pause": 1.0,       # seconds a finished trick stays on the table
    "player_name": "You",
    "fullscreen": False,
    "setups": {},             # game id -> last table setup
}
ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
TRICK_PAUSES = (0.3, 0.6, 1.0, 1.5, 2.5)


def default_home() -> pathlib.Path:
    env = os.environ.get("TRICKTABLE_HOME")
    if env:
        return pathlib.Path(env)
    import platformdirs
    return pathlib.Path(platformdirs.user_data_dir("TrickTable", appauthor=False))


class Store:
    def __init__(self, home: str | os.PathLike | None = None):
        self.home = pathlib.Path(home) if home is not None else default_home()
        self.messages: list[str] = []

    # --- files -------------------------------------------------------------------------------

    def path(self, name: str) -> pathlib.Path:
        return self.home / name

    def _read(self, name: str) -> Any:
        """The parsed JSON of ``name``; None if absent; moved aside (None) if unreadable."""
        p = self.path(name)
        try:
            text = p.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as e:
            self.move_aside(name, f"it could not be opened ({e.strerror})")
            return None
        try:
            return json.loads(text)
        except ValueError as e:
            self.move_aside(name, f"it is not valid JSON ({e})")
            return None

    def _write(self, name: str, data: Any) -> bool:
        """Write ``name`` atomically; False (and a message) if the disk refuses, never a crash."""
        tmp = None
        try:
            self.home.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=name + ".", suffix=".tmp", dir=self.home)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1, ensure_ascii=False)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path(name))
            return True
        except OSError as e:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            note = f"Could not save {name} in {self.home}: {e.strerror or e}."
            if note not in self.messages:
                self.messages.append(note)
            return False

    def move_aside(self, name: str, why: str) -> pathlib.Path | None:
        """Rename an unreadable file to ``name.corrupt-N`` and queue a message saying so."""
        p = self.path(name)
        n = 1
        while self.path(f"{name}.corrupt-{n}").exists():
            n += 1
        dest = self.path(f"{name}.corrupt-{n}")
        what = {SETTINGS: "settings", AUTOSAVE: "saved match", STATS: "statistics"}.get(name, name)
        try:
            os.replace(p, dest)
        except OSError as e:
            self.messages.append(f"Your {what} file could not be read: {why}; moving it aside failed ({e.strerror}).")
            return None
        self.messages.append(f"Your {what} file could not be read: {why}. It was kept as {dest.name}.")
        return dest

    def take_messages(self) -> list[str]:
        out, self.messages = self.messages, []
        return out

    # --- settings ----------------------------------------------------------------------------

    def settings(self) -> dict[str, Any]:
        data = self._read(SETTINGS)
        out = dict(DEFAULT_SETTINGS)
        out["setups"] = {}
        if data is None:
            return out
        if not isinstance(data, dict):
            self.move_aside(SETTINGS, "it does not hold a settings object")
            return out
        for key, default in DEFAULT_SETTINGS.items():
            if key not in data:
                continue
            value = data[key]
            ok = (isinstance(value, (int, float)) and not isinstance(value, bool)
                  if isinstance(default, float) else isinstance(value, type(default)))
            if ok:
                out[key] = value
        out["player_name"] = str(out["player_name"])[:20] or "You"
        return out

    def save_settings(self, settings: dict[str, Any]) -> bool:
        return self._write(SETTINGS, settings)

    # --- the match in progress -------------------------------------------------------------

    def load_autosave(self) -> dict[str, Any] | None:
        data = self._read(AUTOSAVE)
        if data is None:
            return None
        if not (isinstance(data, dict) and isinstance(data.get("match"), dict)
                and isinstance(data.get("seats"), dict)):
            self.move_aside(AUTOSAVE, "it does not hold a match")
            return None
        return data

    def has_autosave(self) -> bool:
        return self.path(AUTOSAVE).exists()

    def save_autosave(self, data: dict[str, Any]) -> bool:
        return self._write(AUTOSAVE, data)

    def clear_autosave(self) -> None:
        try:
            os.unlink(self.path(AUTOSAVE))
        except OSError:
            pass

    # --- statistics --------------------------------------------------------------------------

    def stats(self) -> dict[str, dict[str, int]]:
        data = self._read(STATS)
        if data is None:
            return {}
        good = isinstance(data, dict) and all(
            isinstance(v, dict) and all(isinstance(v.get(k, 0), int) for k in ("played", "won"))
            for v in data.values())
        if not good:
            self.move_aside(STATS, "it does not hold statistics")
            return {}
        return {g: {"played": v.get("played", 0), "won": v.get("won", 0)} for g, v in data.items()}

    def record_match(self, game: str, won: bool) -> bool:
        stats = self.stats()
        entry = stats.setdefault(game, {"played": 0, "won": 0})
        entry["played"] += 1
        entry["won"] += int(won)
        return self._write(STATS, stats)
