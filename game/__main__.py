"""``python -m game`` and the packaged executable's entry point.

A one-file build unpacks itself into a new ``_MEI…`` folder in the temp folder on every run, and
PyInstaller's bootloader removes it when the run ends, but not when the run is killed (kill -9, the
Task Manager, Force Quit). So each run holds a lock on a file in its own folder, and removes, on a
background thread, the folders of earlier runs whose lock nobody holds any more, and those of runs
killed while the bootloader was still unpacking, before the lock was taken (``_killed_unpacking``).

``start`` is the program (``python -m game``, the ``tricktable`` command and the executable): an
error nobody expected ends it with a crash report in the data folder and one sentence, never a
traceback (``game.crash``)."""
import multiprocessing
import os
import shutil
import sys
import threading
import time
from pathlib import Path

LOCK = ".tricktable-running"
STALE = 60.0
"""Seconds a lock must exist before its folder may be taken for a killed run's."""
_held = None


def _lock(path: Path, create: bool):
    """An open, locked file descriptor for ``path``, or None if it is locked (a live run) or absent."""
    try:
        fd = os.open(path, os.O_RDWR | (os.O_CREAT if create else 0))
    except OSError:
        return None
    try:
        if os.name == "nt":
            import msvcrt
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd


def _sweep(mine: Path) -> None:
    for other in mine.parent.glob("_MEI*"):
        if other == mine or not other.is_dir() or other.is_symlink():
            continue
        lock = other / LOCK
        try:
            if time.time() - lock.stat().st_mtime < STALE:
                continue
        except FileNotFoundError:
            if _killed_unpacking(other, mine):
                _remove(other)
            continue
        except OSError:
            continue
        fd = _lock(lock, create=False)
        if fd is None:
            continue
        os.close(fd)
        shutil.rmtree(other, ignore_errors=True)


def _killed_unpacking(other: Path, mine: Path) -> bool:
    """A folder with no lock is a run of this program killed while the bootloader unpacked it (before
    any of our code ran to take the lock) when every file in it is one this run unpacked too, nothing
    in it changed for ``STALE`` seconds, and no process works in it or has a file of it loaded.
    Anything else (another program's folder, an empty one, a run unpacking now) is left alone."""
    newest, files = other.lstat().st_mtime, 0
    for root, _dirs, names in os.walk(other):
        rel = Path(root).relative_to(other)
        newest = max(newest, os.lstat(root).st_mtime)
        for name in names:
            if not (mine / rel / name).is_file():
                return False
            newest = max(newest, os.lstat(Path(root, name)).st_mtime)
            files += 1
    return files > 0 and time.time() - newest >= STALE and not _in_use(other)


def _in_use(folder: Path) -> bool:
    """Where the system tells (Linux's /proc): a process works in ``folder`` or maps a file of it.
    Elsewhere ``_remove`` stands guard: Windows refuses to rename a folder with a file in use."""
    proc = Path("/proc")
    if not (proc / "self" / "maps").exists():
        return False
    inside = str(folder) + os.sep
    for p in proc.iterdir():
        if not p.name.isdigit():
            continue
        try:
            if (os.readlink(p / "cwd") + os.sep).startswith(inside):
                return True
            with open(p / "maps", encoding="utf-8", errors="replace") as f:
                if inside in f.read():
                    return True
        except OSError:
            continue                     # gone meanwhile, or another user's
    return False


def _remove(folder: Path) -> None:
    """Move the folder out of the way first (which fails while a file in it is in use on Windows),
    then delete it, so a folder in use is never left half deleted."""
    doomed = folder.with_name(f"{folder.name}-removing-{os.getpid()}")
    try:
        os.rename(folder, doomed)
    except OSError:
        return
    shutil.rmtree(doomed, ignore_errors=True)


def claim_unpack_folder() -> None:
    """In a one-file build: lock this run's unpack folder, sweep killed runs' folders."""
    global _held
    here = getattr(sys, "_MEIPASS", None)
    if not here or not Path(here).name.startswith("_MEI"):
        return                           # from source, or a one-folder build (macOS .app)
    _held = _lock(Path(here) / LOCK, create=True)
    threading.Thread(target=_sweep, args=(Path(here),), daemon=True, name="unpack-sweep").start()


def crashed(exc: BaseException, argv: list[str]) -> int:
    """Report ``exc`` (a crash file and one sentence on stderr); exit status 1."""
    from game import crash, i18n
    from game.cli import version
    from game.store import default_home, settings_language
    command = argv[0] if argv and not argv[0].startswith("-") else "play"
    home = default_home()
    try:
        line = crash.sentence(crash.write(exc, version(), home, command))
    except OSError as e:
        line = crash.sentence(None, e.strerror or str(e))
    if sys.stderr is not None:           # a windowed Windows build has none: the next start tells
        i18n.use(i18n.chosen_language(settings_language(home)))
        print(i18n.line(line), file=sys.stderr)
    return 1


def start(argv: list[str] | None = None) -> int:
    """Run the command line; Ctrl+C ends quietly, an unexpected error with a crash report."""
    multiprocessing.freeze_support()     # a frozen build's bot worker process runs here and exits
    claim_unpack_folder()
    argv = list(sys.argv[1:] if argv is None else argv)
    from game.cli import main
    try:
        return main(argv)
    except KeyboardInterrupt:
        return 130
    except Exception as e:               # noqa: BLE001  (the one place every error ends up)
        return crashed(e, argv)


if __name__ == "__main__":
    raise SystemExit(start())
