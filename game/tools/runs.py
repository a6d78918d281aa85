"""The long runs of the developers' measuring tools (the arena, whole matches): spread over processes,
and kept in a log so that a run too long for one sitting goes on where it stopped.

Every item of such a run (a duplicate deal, a match) depends on the run's seed and its own number
alone, so items can be played in any order, any number at a time, and in any number of pieces: the
pieces add up to the one run, item for item.
"""
from __future__ import annotations

import json
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, TypeVar

from game.lifeline import follow_parent

J = TypeVar("J")
R = TypeVar("R")


def spread(work: Callable[[J], R], jobs: list[J], workers: int = 1, chunk: int = 8) -> Iterator[R]:
    """``work`` of each job, in the jobs' order, each yielded as soon as it and those before it are
    done; ``workers`` > 1 spreads them over that many processes (each started fresh, ending with
    the caller), handing them out up to ``chunk`` at a time: more saves a quick job's passing to and
    fro, fewer loses less of a log's work to a stop."""
    if workers > 1:
        with ProcessPoolExecutor(workers, mp_context=get_context("spawn"), initializer=follow_parent) as pool:
            yield from pool.map(work, jobs, chunksize=max(1, min(chunk, len(jobs) // (workers * 8))))
    else:
        yield from map(work, jobs)


class LogError(Exception):
    """A log that cannot be read as the run's (told to the developer as one line)."""


class RunLog:
    """A run's log, JSON lines: first the run (the arguments that name it), then one line per item
    done, ``{"item": number, ...its result}``. A log of another run is refused, and so is a damaged
    line (remove it and run again); a last line cut short by a stop is dropped, its item done again."""

    def __init__(self, path: Path, run: dict[str, Any]):
        self.path, self.run = Path(path), run

    def read(self, make: Callable[..., R]) -> dict[int, R]:
        """The items the log holds, by number, each ``make(**its result)``; none for no log yet."""
        if not self.path.exists():
            return {}
        lines = self.path.read_text(encoding="utf-8").split("\n")[:-1]    # a last line with no end is cut short
        if not lines:
            return {}
        try:
            head = json.loads(lines[0])
        except ValueError:
            raise LogError(f"{self.path}: the first line does not name a run") from None
        if head != {"run": self.run}:
            run = head.get("run") if isinstance(head, dict) else head
            raise LogError(f"{self.path} is the log of another run: {run}")
        done: dict[int, R] = {}
        for no, line in enumerate(lines[1:], 2):
            try:
                d = json.loads(line)
                i = int(d.pop("item"))
                done[i] = make(**d)
            except (ValueError, KeyError, TypeError, AttributeError):
                raise LogError(f"{self.path}, line {no}: not an item's result; remove it and run again") from None
        return done

    @contextmanager
    def adding(self) -> Iterator[Callable[[int, dict[str, Any]], None]]:
        """A function that writes one item's (number, result) to the log at once, after the run's
        line for a new log and once a line cut short by a stop is dropped."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        whole = self.path.read_bytes() if self.path.exists() else b""
        kept = whole.rfind(b"\n") + 1
        if kept < len(whole):
            with self.path.open("r+b") as f:
                f.truncate(kept)
        with self.path.open("a", encoding="utf-8") as f:
            def add(i: int, result: dict[str, Any]) -> None:
                f.write(json.dumps({"item": i, **result}) + "\n")
                f.flush()
            if not kept:
                f.write(json.dumps({"run": self.run}) + "\n")
                f.flush()
            yield add

    def go_on(self, count: int, make: Callable[..., R], play: Callable[[list[int]], Iterable[tuple[int, R]]],
              as_dict: Callable[[R], dict[str, Any]], playing: bool = True) -> dict[int, R]:
        """The run's items (numbered below ``count``) that the log holds, each ``make(**its
        result)``, once ``play(numbers)`` has played those it lacks (unless not ``playing``), each
        written as it is done (``as_dict(result)``)."""
        done = self.read(make)
        todo = [i for i in range(count) if i not in done]
        if todo and playing:
            with self.adding() as add:
                for i, result in play(todo):
                    add(i, as_dict(result))
                    done[i] = result
        return done
