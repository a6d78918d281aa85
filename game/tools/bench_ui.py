"""``python -m game bench ui``: frame times at 1920×1080 while cards animate, and the longest gap
between frames while Hard computer players think (numbers only; no pass or fail)."""
from __future__ import annotations

import os
import statistics
import tempfile
import time


def bench_ui() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.worker import ProcessThinker
    from game.rules import new_game
    from game.store import Store
    from game.table import Table, bot_names
    from game.ui.app import App
    from game.ui.table_scene import TableScene

    with tempfile.TemporaryDirectory() as home:
        app = App((1920, 1080), Store(home))
        state = new_game("ushter", seed=3, players=8)
        human = (state.to_act + 7) % 8          # the bots bid first
        table = Table(state, human=human, names=bot_names(8, human, "You"))
        scene = TableScene(app, table)
        app.push(scene)
        table.pause = 1e9                        # animate only: no bot moves in part one
        times = []
        for _ in range(400):
            if scene.idle():
                scene.enqueue(state.opening_events())
            t0 = time.perf_counter()
            app.frame(1 / 60, [])
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        p95 = times[int(len(times) * 0.95)]
        print(f"ui frame time at 1920x1080 while cards animate: median {statistics.median(times):.2f} ms, "
              f"p95 {p95:.2f} ms, max {times[-1]:.2f} ms ({len(times)} frames)")

        table.thinker = app.thinker = ProcessThinker()     # as the desktop app thinks
        for seat in table.bots:
            table.levels[seat] = "hard"
        table.pause = 0.0
        scene.skip()
        clock = pygame.time.Clock()
        gaps = []
        decisions = 0
        start = last = time.perf_counter()
        while time.perf_counter() - start < 4.0 and state.to_act is not None:
            before = len(state.actions_log())
            if scene.idle() and state.to_act == human:
                scene.submit(state.legal_actions()[0])
            thinking = table.thinking is not None and not table.thinking.done()
            app.frame(1 / 60, [])
            if app.top is not scene:
                app.pop()                        # a hand summary: continue at once
            scene.skip()
            decisions += len(state.actions_log()) - before
            clock.tick(60)
            now = time.perf_counter()
            if thinking:
                gaps.append((now - last) * 1000)
            last = now
        app.thinker.close()
        print(f"ui longest frame gap while Hard computer players think: {max(gaps):.1f} ms "
              f"(median {statistics.median(gaps):.1f} ms over {len(gaps)} frames, {decisions} moves)")
        pygame.quit()
