"""Crash reports kept on this computer, never sent anywhere.

An error nobody expected becomes a small text file in the data folder (``crash-<time>.txt``:
the version, the system, the traceback and the match last saved, in its saved form) and one
sentence for the player, never a traceback on the screen. The next start's menu says once where
the report is (``unread``): a player who double-clicked the game saw no terminal.

No personal data goes in: the home folder and the user's login name are replaced in every line,
and of the saved match only the engine's part is kept (seed, options, actions), not the names."""
from __future__ import annotations

import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path

from game.rules.wording import N_, Said

NEW = "crash-new.txt"
"""Names the report the player has not been told about yet; removed once told."""
MATCH_MAX = 200_000
"""Bytes of a saved match copied into a report; a longer one is left out (the report stays small)."""
TRACE_MAX = 60
"""Lines of traceback kept (the innermost ones)."""


def _private() -> list[tuple[str, str]]:
    """What to replace in a report: the home folder first (it holds the login name), then the name."""
    out = []
    home = os.path.expanduser("~")
    if home and home not in ("/", "~"):
        out.append((home, "~"))
    for var in ("USER", "USERNAME", "LOGNAME"):
        name = os.environ.get(var, "")
        if len(name) >= 3 and (name, "<user>") not in out:
            out.append((name, "<user>"))
    return out


def _scrub(text: str) -> str:
    for old, new in _private():
        text = text.replace(old, new)
    return text


def _last_match(home: Path) -> str:
    """The engine's part of the most recently saved match, or a line saying why there is none."""
    saves = sorted(home.glob("autosave-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    if not saves:
        return "(no match saved)"
    try:
        if saves[0].stat().st_size > MATCH_MAX:
            return f"({saves[0].name} is too long to copy here)"
        match = json.loads(saves[0].read_text(encoding="utf-8"))["match"]
        saved = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(saves[0].stat().st_mtime))
        return f"{saves[0].name}, saved {saved}:\n{json.dumps(match, indent=1)}"
    except (OSError, ValueError, KeyError, TypeError) as e:
        return f"({saves[0].name} could not be read: {type(e).__name__})"


def report(exc: BaseException, version: str, home: Path, command: str) -> str:
    """The text of the report for ``exc``."""
    trace = "".join(traceback.format_exception(exc)).rstrip().splitlines()[-TRACE_MAX:]
    frozen = "packaged build" if getattr(sys, "frozen", False) else "from source"
    lines = [
        "Trick Table crash report (kept on this computer; nothing was sent anywhere)",
        f"version: {version}",
        f"system: {platform.platform()}, Python {platform.python_version()}, {frozen}",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"command: {command}",
        "",
        "traceback:",
        *trace,
        "",
        "the match last saved:",
        _last_match(home),
    ]
    return _scrub("\n".join(lines)) + "\n"


def write(exc: BaseException, version: str, home: Path, command: str = "play") -> Path:
    """Write the report for ``exc`` in ``home`` and mark it unread; OSError if that cannot be done."""
    home.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = home / f"crash-{stamp}.txt"
    n = 1
    while path.exists():
        n += 1
        path = home / f"crash-{stamp}-{n}.txt"
    path.write_text(report(exc, version, home, command), encoding="utf-8")
    (home / NEW).write_text(path.name, encoding="utf-8")
    return path


def sentence(path: Path | None, why: str = "") -> Said:
    """The one line a player reads when the game stops on an error nobody expected (a ``Said``:
    said in the player's language where it is printed; ``why`` is the system's own words)."""
    if path is None:
        return Said(N_("Trick Table stopped on an unexpected error and could not save a report ({0})."), why)
    return Said(N_("Trick Table stopped on an unexpected error; a report is in {0} (nothing was sent anywhere)."),
                path)


def unread(home: Path) -> Said | None:
    """The menu's line about a crash report the player has not been told about, once; else None
    (a ``Said``, as the store's other lines: the menu says it in the player's language)."""
    marker = home / NEW
    try:
        name = marker.read_text(encoding="utf-8").strip()
        marker.unlink()
    except OSError:
        return None
    path = home / Path(name).name
    if not path.is_file():
        return None
    return Said(N_("The game stopped on an unexpected error last time; a report is in {0}."), path)
