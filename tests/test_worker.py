"""Bots think out of the window's process: the worker answers what the same bot decides in-process,
survives a cancelled thought, and a worker that dies costs one move by the Easy player, logged."""
import multiprocessing
import os
import re
import signal
import time
from dataclasses import replace

import pytest

from game.registry import make_bot
from game.rules import new_game
from game.table import Table
from game.worker import THINK_SECONDS, ProcessThinker, Request, ThreadThinker, decide


@pytest.fixture
def worker():
    w = ProcessThinker()
    yield w
    w.close()


def sent(worker, thought):
    """Wait until ``thought`` is in the worker's hands (``think`` sends from a thread of its own)."""
    for _ in range(3000):
        if worker._sent is thought:
            return
        time.sleep(0.01)
    raise AssertionError("the request was never sent")


def request(game="euchre", seed=4, level="search"):
    state = new_game(game, seed=seed)
    return state, Request(game, state.to_dict(), state.to_act, level, 77)


def test_the_worker_process_decides_what_the_same_bot_decides_here(worker):
    state, req = request()
    out = worker.think(req)
    assert out.wait(60) and out.error is None
    here = ThreadThinker().think(req, make_bot("euchre", "search"))
    assert here.wait(60) and here.action == out.action
    assert state.why_illegal(out.action) is None


def test_a_cancelled_thought_ends_the_worker_and_the_next_one_starts_afresh(worker):
    _, req = request("calltrump", level="search")
    first = worker.think(req)
    sent(worker, first)
    pid = worker._proc.pid
    worker.cancel()
    assert first.wait(10) and first.error is not None            # never used
    again = worker.think(request()[1])
    assert again.wait(60) and again.error is None and worker._proc.pid != pid


def test_a_worker_that_dies_costs_one_move_by_the_easy_player(worker, caplog, tmp_path):
    state = new_game("ushter", seed=3, players=4)
    table = Table(state, human=(state.to_act + 3) % 4, pause=0.0, clock=lambda: 0.0, thinker=worker)
    seat = state.to_act
    table.levels[seat] = "search"
    table.poll()
    sent(worker, table.thinking)
    os.kill(worker._proc.pid, signal.SIGKILL)
    table.wait(10)
    events = table.poll()
    assert events and events[0].seat == seat
    errors = [r.getMessage() for r in caplog.records if r.name == "game.turns"]
    assert len(errors) == 1 and "worker process stopped" in errors[0]
    caplog.clear()
    table.poll()                                        # the next decision gets a new worker
    table.wait(60)
    assert table.poll() and worker._proc.is_alive()


def test_a_thought_past_its_time_decides_on_the_deals_it_sampled():
    """The app's cap: a thought whose time is up before its first sampled deal plays the rule of
    thumb's move and says so; with time to spare the same request is searched."""
    state = new_game("ushter", seed=3, players=4)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    bot = make_bot("ushter", "hard")
    req = Request("ushter", state.to_dict(), state.to_act, "hard", 77, explain=True)
    easy = make_bot("ushter", "easy").choose(state.view(state.to_act), state.legal_actions(), None)
    text, why = decide(replace(req, seconds=0.0), bot)
    assert text == str(easy) and why.endswith("what an experienced player usually does here.")
    _, why = decide(replace(req, seconds=60.0), bot)
    assert re.search(r"\d+ (sampled )?deals", why)


def test_the_apps_worker_caps_every_thought(worker):
    assert worker.seconds == THINK_SECONDS
    w = ProcessThinker(seconds=0.0)
    try:
        state = new_game("ushter", seed=3, players=4)
        req = Request("ushter", state.to_dict(), state.to_act, "hard", 77, explain=True)
        out = w.think(req)
        assert out.wait(60) and out.error is None
        assert out.why.endswith("what an experienced player usually does here.")
    finally:
        w.close()


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX priorities")
def test_the_worker_runs_below_the_window_so_a_frame_never_waits_for_a_search(worker):
    out = worker.think(request()[1])
    assert out.wait(60) and out.error is None
    [child] = [p for p in multiprocessing.active_children() if p.name == "tricktable-bots"]
    assert os.getpriority(os.PRIO_PROCESS, child.pid) > os.getpriority(os.PRIO_PROCESS, 0)

