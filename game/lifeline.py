"""A child process's tie to its parent: every process the app, the host, the arena or a bench starts
ends itself within a fraction of a second of its parent's death, however the parent died.

A signal cannot do this (a parent killed with SIGKILL, or by the Task Manager, sends none), so the
child watches its parent instead: ``multiprocessing`` gives each child a sentinel of its parent, on
POSIX the read end of a pipe whose write end only the parent holds (it reads as closed the moment
the parent is gone), on Windows a handle of the parent process (signalled when it ends). A thread
waits on it and ends the child at once: the work a child does (a bot's thought, a bench's clients)
is worthless without the parent that asked for it."""
from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait

ORPHANED = 3
"""The exit status of a child that ended because its parent was gone."""


def follow_parent() -> None:
    """Call first thing in a child process: it exits when its parent dies (nothing in a process
    that no ``multiprocessing`` parent started)."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(ORPHANED)          # no clean-up: nobody is left to use what it would flush
    threading.Thread(target=watch, daemon=True, name="parent-watch").start()
