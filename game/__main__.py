"""``python -m game`` and the packaged executable's entry point.

A one-file build unpacks itself into a new ``_MEI…`` folder in the temp folder on every run, and
PyInstaller's bootloader removes it when the run ends, but not when the run is killed (kill -9, the
Task Manager, Force Quit). So each run holds a lock on a file in its own folder, and removes, on a
background thread, the folders of earlier runs whose lock nobody holds any more."""
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
        lock = other / LOCK
        try:
            if other == mine or time.time() - lock.stat().st_mtime < STALE:
                continue
        except OSError:
            continue                     # not ours, or no lock yet
        fd = _lock(lock, create=False)
        if fd is None:
            continue
        os.close(fd)
        shutil.rmtree(other, ignore_errors=True)


def claim_unpack_folder() -> None:
    """In a one-file build: lock this run's unpack folder, sweep killed runs' folders."""
    global _held
    here = getattr(sys, "_MEIPASS", None)
    if not here or not Path(here).name.startswith("_MEI"):
        return                           # from source, or a one-folder build (macOS .app)
    _held = _lock(Path(here) / LOCK, create=True)
    threading.Thread(target=_sweep, args=(Path(here),), daemon=True, name="unpack-sweep").start()


if __name__ == "__main__":
    multiprocessing.freeze_support()     # a frozen build's bot worker process runs here and exits
    claim_unpack_folder()
    from game.cli import main

    raise SystemExit(main())
