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

A longer piece of work, the review of what each of a hand's decisions cost (``CostsRequest``) or a
duplicate challenge's computer line (``LineRequest``), runs as a ``Job`` on a worker process of its
own, so the table's thinker is never kept waiting: it reports its progress step by step, and
cancelling it ends that process, leaving nothing.
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
from game.challenge import computer_line
from game.decision_costs import Costs, weigh_hand
from game.hand_file import parse as parse_hand
from game.lifeline import follow_parent
from game.models import shipped
from game.registry import coach_terms, make_bot
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


@dataclass(frozen=True)
class CostsRequest:
    """What each of the decisions of seat ``seat`` cost in the hand over last of the hand file
    ``hand`` (its text): answered as a ``Costs``, with ("progress", done, total) before it."""
    hand: str
    seat: int


@dataclass(frozen=True)
class LineRequest:
    """What ``level`` scores from the player's seat on each deal of the duplicate challenge
    ``code`` (game/challenge.py): answered as a list of results, with ("progress", done, total)
    after each deal."""
    code: str
    level: str


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
    unit, auction = coach_terms(req.game, state.phase)
    return str(why.action), why_line(why, state.label, unit, auction)


def _serve(conn) -> None:
    """The worker process: answer requests until the pipe closes or the parent dies."""
    follow_parent()
    if hasattr(os, "nice"):             # POSIX; Windows leaves the worker at the window's priority
        os.nice(NICENESS)
    while True:
        try:
            req = conn.recv()
        except EOFError:
            return
        try:
            if isinstance(req, (CostsRequest, LineRequest)):
                conn.send(("ok", work(req, lambda done, total: conn.send(("progress", done, total)))))
            else:
                conn.send(("ok", *decide(req, make_bot(req.game, req.level, models=shipped()))))
        except Exception as e:           # noqa: BLE001  (the table falls back and logs it)
            conn.send(("error", f"{type(e).__name__}: {e}"))


def work(req: CostsRequest | LineRequest, progress) -> Costs | list[int]:
    """The answer to a job's request; ``progress(done, total)`` after each step of it."""
    if isinstance(req, LineRequest):
        return computer_line(req.code, req.level, progress)
    return weigh_hand(parse_hand(req.hand), req.seat, progress)


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


class Cancelled(Exception):
    """A job on a thread was cancelled: raised from its progress report, so it stops at once."""


class Job:
    """One ``CostsRequest`` or ``LineRequest`` in progress: ``progress()`` (steps done, of how
    many), then once ``done()`` the ``result`` (a ``Costs``, a line) or the ``error``. ``cancel()`` stops it and leaves nothing
    behind: its worker process is ended (on a thread, the work stops at its next decision and its
    answer is dropped). ``process=False`` runs it on a thread, for tests and tools."""

    def __init__(self, req: CostsRequest | LineRequest, process: bool = True):
        self.done_count = 0
        self.total = 0
        self.result: Costs | list[int] | None = None
        self.error: str | None = None
        self.cancelled = False
        self._done = threading.Event()
        self._proc = None
        target = self._process if process else self._thread
        threading.Thread(target=target, args=(req,), daemon=True, name="job").start()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def progress(self) -> float:
        """How much is done, 0 to 1."""
        return self.done_count / self.total if self.total else 0.0

    def _report(self, done: int, total: int) -> None:
        if self.cancelled:
            raise Cancelled
        self.done_count, self.total = done, total

    def _finish(self, result: Costs | list[int] | None, error: str | None) -> None:
        if not self.cancelled:
            self.result, self.error = result, error
        self._done.set()

    def _thread(self, req: CostsRequest | LineRequest) -> None:
        try:
            self._finish(work(req, self._report), None)
        except Cancelled:
            self._finish(None, None)
        except Exception as e:           # noqa: BLE001  (the scene says it could not be done)
            self._finish(None, f"{type(e).__name__}: {e}")

    def _process(self, req: CostsRequest | LineRequest) -> None:
        """The job's reader thread: start its worker, send the request, read its reports until the
        answer (or the end of a cancelled process), then end the process before saying done."""
        ctx = multiprocessing.get_context("spawn")
        mine, theirs = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(theirs,), daemon=True, name="tricktable-job")
        result = error = None
        with _starting:
            started = not self.cancelled
            try:
                if started:
                    proc.start()
                    self._proc = proc
            except (OSError, RuntimeError) as e:
                started, error = False, f"the worker could not be started ({e})"
        theirs.close()
        try:
            if started:
                mine.send(req)
                while True:
                    kind, *rest = mine.recv()
                    if kind != "progress":
                        break
                    self._report(*rest)
                result, error = (rest[0], None) if kind == "ok" else (None, rest[0])
        except (EOFError, OSError, Cancelled):
            error = "the worker process stopped"
        finally:
            with _starting:
                self._proc = None
            mine.close()
            if started:
                proc.terminate()
                proc.join(2)
        self._finish(result, error)

    def cancel(self) -> None:
        """Stop the work: its process is ended now (a thread's stops at its next report); the
        job is done once its reader has seen it end."""
        with _starting:
            self.cancelled = True
            if self._proc is not None:
                self._proc.terminate()

_starting = threading.Lock()
"""Orders a job's start of its process with a cancel, so a cancelled job never leaves one running."""
