"""``python -m game bench ui``: frame times at 1920×1080 while cards animate, then the frame
intervals while Hard computer players think, and the app's peak memory (numbers only; no pass or
fail).

A headless window (SDL's dummy driver) never presents, so it cannot show what putting a frame on
screen costs; the bench opens a real X window where it can: on $DISPLAY if set, else on an Xvfb it
starts (and stops) itself. Without either it says so and runs headless."""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import statistics
import subprocess
import tempfile
import time

SIZE = (1920, 1080)
SLOW_MS = 25.0
"""A frame interval longer than this is a visible hitch."""
THINK_SECONDS = 10.0
"""How long part two watches the table while the computers think and play."""


def bench_ui() -> None:
    with _display() as where:
        print(f"ui bench window: {where}")
        _run()


@contextlib.contextmanager
def _display():
    """Where the window opens: $DISPLAY, a fresh Xvfb, or headless (SDL_VIDEODRIVER=dummy asks for
    headless outright)."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        yield "headless (SDL_VIDEODRIVER=dummy): no frame is put on a screen"
        return
    if os.environ.get("DISPLAY"):
        yield f"a real window on DISPLAY {os.environ['DISPLAY']}"
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        yield "headless: no $DISPLAY and no Xvfb (install xvfb for a real window), so no frame is put on a screen"
        return
    r, w = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(w), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                             "-nolisten", "tcp"], pass_fds=(w,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as pipe:
        number = pipe.readline().strip()
    try:
        if not number:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            yield "headless: Xvfb did not start, so no frame is put on a screen"
            return
        os.environ["DISPLAY"] = f":{number}"
        os.environ["SDL_VIDEODRIVER"] = "x11"
        yield f"a real window on Xvfb :{number}"
    finally:
        proc.terminate()
        proc.wait(5)


def _spread(ms: list[float]) -> str:
    ms = sorted(ms)
    return (f"median {statistics.median(ms):.1f} ms, p95 {ms[int(len(ms) * 0.95)]:.1f} ms, "
            f"max {ms[-1]:.1f} ms")


def _peak_mib(pid: int | str = "self") -> float | None:
    """Peak resident memory of a live process, from Linux's /proc (None elsewhere). Not getrusage:
    a child's figure there starts from the parent's size at the fork before its exec."""
    try:
        status = open(f"/proc/{pid}/status").read()
    except OSError:
        return None
    kb = next((line.split()[1] for line in status.splitlines() if line.startswith("VmHWM:")), None)
    return int(kb) / 1024 if kb else None


def _run() -> None:
    import pygame

    from game.rules import new_game
    from game.store import Store
    from game.table import Table, bot_names
    from game.ui.app import App
    from game.ui.table_scene import TableScene
    from game.worker import ProcessThinker

    with tempfile.TemporaryDirectory() as home:
        app = App(SIZE, Store(home))
        state = new_game("ushter", seed=3, players=8)
        human = (state.to_act + 7) % 8          # the bots bid first
        table = Table(state, human=human, names=bot_names(8, human, "You"))
        scene = TableScene(app, table)
        app.push(scene)
        table.pause = 1e9                        # animate only: no bot moves in part one
        times = []
        for _ in range(400):
            if scene.motion.idle():
                scene.motion.enqueue(state.opening_events())
            t0 = time.perf_counter()
            app.frame(1 / 60)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"ui frame time at {SIZE[0]}x{SIZE[1]} while cards animate: {_spread(times)} "
              f"({len(times)} frames)")
        scene.motion.skip()
        app.frame(1 / 60)
        shown = app.presenter.presented
        times = []
        for _ in range(120):                     # a table at rest: nothing moves, nobody to wait for
            t0 = time.perf_counter()
            app.frame(1 / 60)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"ui frame time at rest: {_spread(times)}, {app.presenter.presented - shown} of "
              f"{len(times)} frames presented")

        table.thinker = app.thinker = ProcessThinker()     # as the desktop app thinks
        for seat in table.bots:
            table.levels[seat] = "hard"
        table.pause = 0.0
        scene.motion.skip()
        clock = pygame.time.Clock()
        gaps = []
        decisions = 0
        shown, offered = app.presenter.presented, app.presenter.frames
        start = last = time.perf_counter()
        while time.perf_counter() - start < THINK_SECONDS and state.to_act is not None:
            before = len(state.actions_log())
            if scene.motion.idle() and state.to_act == human:
                scene.submit(state.legal_actions()[0])
            thinking = table.thinking is not None and not table.thinking.done()
            app.frame(1 / 60)
            if app.top is not scene:
                app.pop()                        # a hand summary: continue at once
            decisions += len(state.actions_log()) - before
            clock.tick(60)
            now = time.perf_counter()
            if thinking:
                gaps.append((now - last) * 1000)
            last = now
        workers = multiprocessing.active_children()
        worker_peak = max((_peak_mib(p.pid) or 0 for p in workers), default=None)
        app.thinker.close()
        slow = sum(g > SLOW_MS for g in gaps)
        print(f"ui frame interval while Hard computer players think: {_spread(gaps)}, "
              f"{slow} of {len(gaps)} over {SLOW_MS:.0f} ms ({decisions} moves; "
              f"{app.presenter.presented - shown} of {app.presenter.frames - offered} frames presented)")
        app_peak = _peak_mib()
        if app_peak is not None:
            worker = f"{worker_peak:.0f} MiB" if worker_peak else "not measured"
            print(f"peak memory: the app {app_peak:.0f} MiB, its computer players' worker process {worker}")
        pygame.quit()
