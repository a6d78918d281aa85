"""Where computer players think: a worker process, so the window keeps its frame pace and a second
core serves the search.

The table sends a decision as plain data — the game, the match as ``to_dict()``, the seat, the
level and a seed — and the worker rebuilds the state, hands the bot only that seat's view and a
sampler of determinized states, and answers the action's text. A decision is reproducible from its
seed, unless the app's cap on a thought's time (``THINK_SECONDS``) cut the search short: then it
decides on the deals it sampled in that time. ``ProcessThinker`` keeps one spawned process for the
table's life and replaces it if it dies or if a decision is cancelled while it runs;
``ThreadThinker`` does the same on a thread, for games a spawned process cannot import (a test's
toy game) and for tools that want no process.
"""
from __future__ import annotations

import multiprocessing
import os
import random
import threading
import time
from dataclasses import dataclass, replace
from typing import Any

from game.ai.base import Enough, why_line
from game.lifeline import follow_parent
from game.rules import GAMES, parse_action
from game.rules.actions import Action


@dataclass(frozen=True)
class Request:
    game: str
    match: dict[str, Any]
    seat: int
    level: str
    seed: int
    explain: bool = False
    """Answer why too (the hint): the bot's one line, in the seat's words."""
    seconds: float | None = None
    """The most the thought may take: a search decides on the deals it sampled by then (None: no cap,
    the decision is the seed's alone)."""


NICENESS = 10
"""How much lower than the window the worker runs: on a machine of two cores the search, the window
and the display server compete, and a frame that waits for a core is a visible hitch while a
thought that waits a few milliseconds is not (the thought's cap is in wall time, so a busy machine
costs it sampled deals, never the player's wait)."""

THINK_SECONDS = 2.5
"""The app's cap on one computer decision: a player waits no longer than this for a move however
slow the machine; Hard's budget fits well inside it on a modest laptop (docs/ai.md)."""


def decide(req: Request, bot: Any) -> tuple[str, str]:
    """``bot``'s choice for ``req`` as action text (what crosses the process boundary), and its
    reason when the request asks for one (else "")."""
    deadline = None if req.seconds is None else time.monotonic() + req.seconds
    state = GAMES[req.game].from_dict(req.match)
    seat = req.seat

    def sample(rng):
        if deadline is not None and time.monotonic() > deadline:
            raise Enough
        return state.determinize(seat, rng)
    args = (state.view(seat), state.legal_actions(), random.Random(req.seed), sample)
    if not req.explain:
        return str(bot.choose(*args)), ""
    why = bot.explain(*args)
    return str(why.action), why_line(why, state.label)


def _settle() -> None:
    """A worker process's first step: end with the app, and yield the cores to the window."""
    follow_parent()
    if hasattr(os, "nice"):             # POSIX; Windows leaves the worker at the window's priority
        os.nice(NICENESS)


def _serve(conn) -> None:
    """The worker process: answer requests until the pipe closes or the parent dies."""
    _settle()
    from game.registry import make_bot
    while True:
        try:
            req = conn.recv()
        except EOFError:
            return
        try:
            conn.send(("ok", *decide(req, make_bot(req.game, req.level))))
        except Exception as e:           # noqa: BLE001  (the table falls back and logs it)
            conn.send(("error", f"{type(e).__name__}: {e}"))


class Thought:
    """One decision in progress: ``done()``, then ``action`` (and ``why``) or ``error``."""

    def __init__(self, seat: int):
        self.seat = seat
        self.action: Action | None = None
        self.why = ""
        """The bot's reason, when the request asked for one."""
        self.error: str | None = None
        self._done = threading.Event()
        self._then: list = []
        self._lock = threading.Lock()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def then(self, fn) -> None:
        """Call ``fn()`` once the decision is done (at once if it is), on the thread that finishes
        it: an event loop waiting on the answer is woken instead of polling."""
        with self._lock:
            if not self._done.is_set():
                self._then.append(fn)
                return
        fn()

    def _finish(self, answer: tuple[str, ...]) -> None:
        kind, text, *why = answer
        self.why = why[0] if why else ""
        if kind == "ok":
            try:
                self.action = parse_action(text)
            except ValueError as e:
                self.error = f"unreadable answer {text!r} ({e})"
        else:
            self.error = text
        with self._lock:
            self._done.set()
            then, self._then = self._then, []
        for fn in then:
            fn()


class ThreadThinker:
    """Decisions on a thread of this process (see the module docstring), by the table's own bot
    objects (a test may seat any)."""

    def think(self, req: Request, bot: Any) -> Thought:
        t = Thought(req.seat)

        def run() -> None:
            try:
                answer = ("ok", *decide(req, bot))
            except Exception as e:       # noqa: BLE001
                answer = ("error", f"{type(e).__name__}: {e}")
            t._finish(answer)
        threading.Thread(target=run, daemon=True, name=f"bot-{req.seat}").start()
        return t

    def cancel(self) -> None:
        """A thread cannot be stopped; its answer is simply never used."""

    def close(self) -> None:
        pass


class ProcessThinker:
    """Decisions in one spawned worker process, started on first use and replaced when it dies or
    a running decision is cancelled (see the module docstring). Each thought is capped at
    ``seconds``.

    ``think`` returns at once: starting the process (a fork and an exec, 5 to 15 ms measured) and
    sending the request happen on the thought's own thread, never in the caller's frame or event
    loop. One lock orders those sends with ``cancel``, so a thought cancelled before it was sent is
    never sent (an answer the worker owed it would reach the next thought)."""

    def __init__(self, seconds: float | None = THINK_SECONDS):
        self.seconds = seconds
        self._proc = None
        self._conn = None
        self._pending: Thought | None = None
        """The latest thought asked for; None once cancelled."""
        self._sent: Thought | None = None
        """The thought the worker is working on (cancelling any other leaves the worker be)."""
        self._lock = threading.Lock()

    def _ensure(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        ctx = multiprocessing.get_context("spawn")
        mine, theirs = ctx.Pipe()
        self._proc = ctx.Process(target=_serve, args=(theirs,), daemon=True, name="tricktable-bots")
        self._proc.start()
        theirs.close()
        self._conn = mine

    def think(self, req: Request, bot: Any = None) -> Thought:
        """``bot`` is not sent: the worker makes the request's level from the registry."""
        t = Thought(req.seat)
        with self._lock:
            self._pending = t
        threading.Thread(target=self._ask, args=(t, replace(req, seconds=self.seconds)), daemon=True,
                         name="bot-reader").start()
        return t

    def _ask(self, t: Thought, req: Request) -> None:
        """The thought's thread: start the worker if need be, send, and wait for the answer."""
        with self._lock:
            if self._pending is not t:
                t._finish(("error", "cancelled before it was sent"))
                return
            try:
                self._ensure()
                conn = self._conn
                try:
                    conn.send(req)
                except (OSError, ValueError):  # it died since its last answer, not yet seen dead
                    self._stop()
                    self._ensure()
                    conn = self._conn
                    conn.send(req)
                self._sent = t
            except (OSError, ValueError) as e:
                t._finish(("error", f"the worker could not be reached ({e})"))
                return
        try:
            answer = conn.recv()
        except (EOFError, OSError):
            answer = ("error", "the worker process stopped")
            with self._lock:                   # the next thought starts a new one
                if self._conn is conn:
                    self._stop()
        t._finish(answer)

    def cancel(self) -> None:
        """Stop a decision in progress: the worker is ended (a new one starts on the next decision)."""
        with self._lock:
            t, self._pending = self._pending, None
            if t is not None and t is self._sent and not t.done():
                self._stop()

    def _stop(self) -> None:
        """End the worker (the caller holds the lock)."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            conn.close()
        if proc is not None:
            proc.terminate()
            proc.join(2)

    def close(self) -> None:
        with self._lock:
            self._pending = None
            self._stop()


def _work(conn, fn, args) -> None:
    """A job's process: run ``fn(*args, progress)``, sending each progress count, then the answer."""
    _settle()
    try:
        answer = ("ok", fn(*args, lambda done: conn.send(("progress", done))))
    except Exception as e:               # noqa: BLE001  (the scene shows it as a line)
        answer = ("error", f"{type(e).__name__}: {e}")
    conn.send(answer)


class Job:
    """A long computation off the frame loop (a challenge's computer line, game/challenge.py):
    ``fn(*args, progress)`` in a spawned process of its own (or on a thread, ``spawn=False``, for
    tests and for functions a spawned process cannot import), started and read on a thread so the
    caller's frame never waits. ``progress`` is the last count ``fn`` reported, then ``done()``
    with ``result`` or ``error``; ``cancel()`` ends the process and nothing is answered."""

    def __init__(self, fn, *args: Any, spawn: bool = True):
        self.progress = 0
        self.result: Any = None
        self.error: str | None = None
        self._done = threading.Event()
        self._proc = None
        self._lock = threading.Lock()
        self._cancelled = False
        target = self._spawned if spawn else self._threaded
        threading.Thread(target=target, args=(fn, args), daemon=True, name="job").start()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def _finish(self, answer: tuple) -> None:
        if answer[0] == "ok":
            self.result = answer[1]
        else:
            self.error = answer[1]
        self._done.set()

    def _threaded(self, fn, args) -> None:
        def progress(done: int) -> None:
            self.progress = done
        try:
            answer = ("ok", fn(*args, progress))
        except Exception as e:           # noqa: BLE001
            answer = ("error", f"{type(e).__name__}: {e}")
        if not self._cancelled:
            self._finish(answer)

    def _spawned(self, fn, args) -> None:
        ctx = multiprocessing.get_context("spawn")
        mine, theirs = ctx.Pipe(duplex=False)
        with self._lock:
            if self._cancelled:
                return
            self._proc = ctx.Process(target=_work, args=(theirs, fn, args), daemon=True, name="tricktable-job")
            self._proc.start()
        theirs.close()
        try:
            while True:
                kind, value = mine.recv()
                if kind != "progress":
                    break
                self.progress = value
            answer = (kind, value)
        except (EOFError, OSError):
            answer = ("error", "the worker process stopped")
        mine.close()
        if not self._cancelled:
            self._finish(answer)

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
            proc, self._proc = self._proc, None
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(2)
