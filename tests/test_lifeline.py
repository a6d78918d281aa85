"""No child process outlives its parent: the bot worker, the arena's pool and the bench's clients
each end within two seconds of their parent being killed with SIGKILL (which sends them nothing)."""
import os
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

# Each parent starts its children the way the app, the arena and the bench do, prints their process
# ids once they run, and then waits to be killed.
SHOW = """
import multiprocessing, threading, time
def show(n):
    while len(multiprocessing.active_children()) < n:
        time.sleep(0.05)
    print(*[p.pid for p in multiprocessing.active_children()], flush=True)
    time.sleep(600)
"""
PARENTS = {
    "bot worker": """
from game.rules import new_game
from game.worker import ProcessThinker, Request
state = new_game("euchre", seed=4)
thinker = ProcessThinker()
assert thinker.think(Request("euchre", state.to_dict(), state.to_act, "easy", 1)).wait(60)
show(1)
""",
    "arena pool": """
from game.tools import arena
threading.Thread(target=arena.run, args=("euchre", "easy", "easy", 100_000, 1, None, None, 2),
                 daemon=True).start()
show(2)
""",
    "bench clients": """
from game.tools.bench_net import bench_net
threading.Thread(target=bench_net, args=(1, 600.0), kwargs={"think": 1.0, "out": lambda line: None},
                 daemon=True).start()
show(1)
""",
}


def gone(pid: int) -> bool:
    """No such process, or a zombie nobody has reaped yet (its code has stopped running)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rpartition(")")[2].split()[0] == "Z"
    except FileNotFoundError:
        return True
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize("kind", PARENTS)
def test_a_child_whose_parent_is_killed_is_gone_within_two_seconds(kind):
    parent = subprocess.Popen([sys.executable, "-c", SHOW + PARENTS[kind]], stdout=subprocess.PIPE, text=True)
    pids: list[int] = []
    try:
        pids = [int(p) for p in parent.stdout.readline().split()]
        assert pids and not any(map(gone, pids))
        parent.send_signal(signal.SIGKILL)
        parent.wait(10)
        deadline = time.monotonic() + 2.0
        while not all(map(gone, pids)) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [p for p in pids if not gone(p)]
        assert not left, f"{kind}: {len(left)} of {len(pids)} outlived their killed parent"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        for p in pids:
            if not gone(p):
                os.kill(p, signal.SIGKILL)
