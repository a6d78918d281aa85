"""Two copies of the app at one LAN table, each in a real X window, played by keyboard: the check a
person would make by eye that each window names only its own seat "You".

Run from the repository root (a developer tool, never shipped):

    .venv/bin/python tools/lan_two_windows.py [--out DIR] [--game euchre] [--seed N] [--quick]

It starts an Xvfb wide enough for two 1280x800 windows side by side, a headless host
(``python -m game host``) with two person seats and computers in the others, and two app windows
(``python -m game join``), each with its own empty ``TRICKTABLE_HOME`` (so both people keep the
default name, "You": the case that once put two "You" plates at a table). A watcher connection of
this script's own follows the match (whose turn, the move number, the hand scored); on a person's
turn the script presses that window's keys with xdotool as a player would: 1 for the first decision
button, else → and Enter until a card is taken. It writes PNGs of both windows (read with xwd) at the
first person's first decision (``start-seat1.png``, ``start-seat2.png``), in the middle of the hand
(``midhand-…``) and on the hand summary (``summary-…``), then what the first window says when it is
closed (``closing-seat1.png``), and ``transcript.txt``: the host's names for the seats, every trick
and the hand's score.

``--quick`` stops at the first card on the table, with the ``midhand`` pictures (the pytest check,
tests/test_lan_two_windows.py). Needs Xvfb, xdotool and xwd
(Debian: ``apt-get install xvfb xdotool x11-apps``); without them it says which is missing and exits
with status 3. Exit 0 when the pictures were written, 1 when the hand did not get there in time.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

WINDOW = (1280, 800)
"""Each app window's size (the app's own default), side by side on the screen."""
TOOLS = ("Xvfb", "xdotool", "xwd")
MISSING = 3
"""Exit status when a tool is missing (the test skips on it)."""
PEOPLE = (0, 1)
"""The person seats: two opponents, so each window sees the other person's plate."""


class Failed(Exception):
    """The run could not go on; the message says where it stopped."""


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


# --- the X server and the windows -----------------------------------------------------------------

def start_xvfb(width: int, height: int) -> tuple[subprocess.Popen, str]:
    """An Xvfb on the first free display number (it says which through a pipe)."""
    r, w = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{width}x{height}x24",
                             "-nolisten", "tcp"], pass_fds=(w,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as pipe:
        number = pipe.readline().strip()
    if not number:
        proc.kill()
        raise Failed("Xvfb did not start")
    return proc, f":{number}"


def xdotool(env: dict[str, str], *args: str, timeout: float = 10.0) -> str:
    out = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout, check=False)
    return out.stdout.strip()


def find_window(env: dict[str, str], pid: int, seconds: float) -> str:
    """The id of the app window of process ``pid`` (SDL sets _NET_WM_PID)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ids = xdotool(env, "search", "--onlyvisible", "--pid", str(pid)).split()
        if ids:
            return ids[-1]
        time.sleep(0.3)
    raise Failed(f"no window of the app (process {pid}) appeared in {seconds:.0f} s")


def shoot(env: dict[str, str], window: str, path: Path) -> None:
    """The window as it is on the screen, as a PNG (xwd reads it; pygame writes the PNG)."""
    import pygame
    raw = subprocess.run(["xwd", "-silent", "-id", window], env=env, capture_output=True,
                         timeout=20, check=True).stdout
    pygame.image.save(xwd_surface(raw), str(path))


def xwd_surface(raw: bytes):
    """An XWD dump of a 24-bit TrueColor window (what Xvfb gives) as a pygame surface."""
    import pygame
    if len(raw) < 100:
        raise Failed("xwd wrote no picture")
    (header_size, _version, _format, depth, width, height, _xoff, byte_order, _unit, _bit_order, _pad,
     bpp, line, _vclass, red, green, blue, _bits, _entries, ncolors) = struct.unpack(">20I", raw[:80])
    if depth != 24 or bpp != 32 or byte_order != 0 or (red, green, blue) != (0xFF0000, 0xFF00, 0xFF):
        raise Failed(f"xwd wrote a kind of picture this script does not read (depth {depth}, "
                     f"{bpp} bits a pixel, byte order {byte_order})")
    start = header_size + ncolors * 12
    pixels = bytearray()
    for y in range(height):                     # rows may be padded past width * 4 bytes
        pixels += raw[start + y * line:start + y * line + width * 4]
    pixels[3::4] = b"\xff" * (width * height)   # the unused fourth byte as opaque alpha
    return pygame.image.frombuffer(bytes(pixels), (width, height), "BGRA").copy()


# --- the table -------------------------------------------------------------------------------------

def python_env(display: str, home: str | None = None) -> dict[str, str]:
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONPATH": str(ROOT)}
    if home is not None:
        env["TRICKTABLE_HOME"] = home
    return env


def start_host(args, env: dict[str, str], players: int) -> tuple[subprocess.Popen, str]:
    """``python -m game host`` on loopback at a free port: the process and its address."""
    seats = ",".join("human" if s in PEOPLE else args.level for s in range(players))
    cmd = [sys.executable, "-m", "game", "host", args.game, "--address", "127.0.0.1", "--port", "0",
           "--seats", seats, "--seed", str(args.seed), "--option", "timers=off"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    found = re.search(r"ws://[^\s]+:(\d+)", line)
    if not found:
        proc.kill()
        raise Failed(f"the host did not start: {line.strip() or proc.stdout.read().strip()}")
    return proc, f"127.0.0.1:{found.group(1)}"


def make_home(folder: Path, x: int) -> str:
    """A data folder of a first start, except where the window opens (side by side)."""
    from game.store import DEFAULT_SETTINGS, Store
    folder.mkdir(parents=True, exist_ok=True)
    Store(folder).save_settings({**DEFAULT_SETTINGS, "window": [x, 0, *WINDOW]})
    return str(folder)


def start_window(address: str, seat: int, display: str, home: str, log: Path) -> subprocess.Popen:
    """``python -m game join`` for ``seat``, with the player's name left at its default."""
    with open(log, "w") as out:
        return subprocess.Popen([sys.executable, "-m", "game", "join", address, "--seat", str(seat + 1)],
                                cwd=ROOT, env=python_env(display, home), stdout=out, stderr=subprocess.STDOUT)


def stop(proc: subprocess.Popen | None, sig: int = signal.SIGTERM, twice: bool = False) -> None:
    """End a process this script started; ``twice`` for an app window, which asks "Quit?" at the
    first close over a match in progress and quits at the second (SDL makes SIGTERM a close)."""
    if proc is None or proc.poll() is not None:
        return
    proc.send_signal(sig)
    if twice:
        time.sleep(0.5)
        if proc.poll() is None:
            proc.send_signal(sig)
    try:
        proc.wait(8)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


# --- playing -----------------------------------------------------------------------------------------

class Watcher:
    """This script's own seat-less connection to the table: whose turn it is, the move, the tricks,
    the hands scored (it reads the match as any watcher may; it plays nothing)."""

    def __init__(self, address: str):
        from game.net.remote import RemoteTable
        self.table = RemoteTable.join(address, name="watcher", watch=True)

    def poll(self) -> None:
        while self.table.poll():
            pass

    @property
    def move(self) -> int:
        return self.table.move

    @property
    def to_act(self) -> int | None:
        return self.table.to_act if self.table.last is not None and self.table.last.started else None

    def tricks_done(self) -> int:
        return len(self.table.hand_tricks())

    def on_table(self) -> int:
        return len(self.table.seat_view().view.trick)

    def hands_scored(self) -> int:
        return len(self.table.sheet)

    def close(self) -> None:
        self.table.close()


def press(env: dict[str, str], window: str, x: int, keys: list[str]) -> None:
    """Keys to ``window``: the pointer rests over its top edge (no card under it) and the window
    gets the keyboard, as after a click on its title."""
    xdotool(env, "mousemove", str(x + WINDOW[0] // 2), "6")
    xdotool(env, "windowfocus", window)
    xdotool(env, "key", "--delay", "60", *keys)


def take_turn(env, watcher: Watcher, window: str, x: int, seconds: float) -> None:
    """Play the open decision of the seat in ``window`` as a person at the keyboard: 1 presses the
    first decision button; when that does nothing it is a card to play: → to the next card, Enter to
    play it (a card that may not be played only shows why, and the next one is tried)."""
    move = watcher.move
    end = time.monotonic() + seconds
    tries = 0
    while time.monotonic() < end:
        press(env, window, x, ["1"] if tries % 2 == 0 else ["Right", "Return"])
        tries += 1
        settle = time.monotonic() + 1.2
        while time.monotonic() < settle:
            watcher.poll()
            if watcher.move != move:
                return
            time.sleep(0.05)
    raise Failed(f"move {move}: the window did not play in {seconds:.0f} s ({tries} tries)")


def play(args, out: Path, env: dict[str, str], watcher: Watcher, windows: dict[int, tuple[str, int]],
         transcript: list[str]) -> None:
    """Drive the people's windows until the pictures are taken: at the first person's first
    decision, in the middle of the hand (a trick taken, cards on the table, a person to play; with
    --quick the first card on the table will do, and the run ends there) and on the hand summary."""
    end = time.monotonic() + args.timeout
    taken: set[str] = set()
    while True:
        if time.monotonic() > end:
            raise Failed(f"the hand did not get far enough in {args.timeout:.0f} s (move {watcher.move}, "
                         f"{watcher.tricks_done()} tricks)")
        watcher.poll()
        if watcher.hands_scored():
            names = [s.name for s in watcher.table.last.seats]
            for row in watcher.table.scored_hand_tricks():
                cards = ", ".join(f"{names[seat]} {card}" for seat, card in row.plays)
                transcript.append(f"trick {row.number}: {cards}; {names[row.winner]} takes it")
            transcript.append(f"hand scored at move {watcher.move}: {watcher.table.sheet[0].summary}")
            time.sleep(args.settle + 2.0)       # the last trick flies, then the summary comes up
            pictures(env, windows, out, "summary", transcript)
            return
        seat = watcher.to_act
        moment = None
        if seat in windows and "start" not in taken and not args.quick:
            moment = "start"
        elif (seat in windows and "midhand" not in taken and watcher.on_table() >= 1
              and (args.quick or watcher.tricks_done() >= 1)):
            moment = "midhand"
        if moment is not None:
            time.sleep(args.settle)             # the cards come to rest in both windows
            watcher.poll()
            pictures(env, windows, out, moment, transcript)
            transcript.append(f"  at move {watcher.move}: {watcher.tricks_done()} tricks taken, "
                              f"{watcher.on_table()} on the table, Player {seat + 1} to act")
            taken.add(moment)
            if args.quick and moment == "midhand":
                return
        if seat in windows:
            window, x = windows[seat]
            take_turn(env, watcher, window, x, 30.0)
        else:
            time.sleep(0.1)


def pictures(env, windows, out: Path, moment: str, transcript: list[str]) -> None:
    for seat, (window, _) in sorted(windows.items()):
        path = out / f"{moment}-seat{seat + 1}.png"
        shoot(env, window, path)
        transcript.append(f"wrote {path.name}")


def run(args) -> int:
    lacking = missing_tools()
    if lacking:
        print(f"lan_two_windows: needs {', '.join(lacking)} (Debian: apt-get install xvfb xdotool x11-apps)",
              file=sys.stderr)
        return MISSING
    from game.rules import new_game
    players = new_game(args.game, seed=1).players
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    transcript: list[str] = []
    procs: list[subprocess.Popen] = []
    xvfb = host = watcher = None
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="lan-two-windows-") as tmp:
        try:
            xvfb, display = start_xvfb(WINDOW[0] * 2, WINDOW[1])
            env = python_env(display)
            host, address = start_host(args, python_env(display, str(Path(tmp) / "host")), players)
            transcript.append(f"host {args.game} seed {args.seed} at {address}; people in seats "
                              f"{', '.join(str(s + 1) for s in PEOPLE)}, {args.level} computers elsewhere")
            windows: dict[int, tuple[str, int]] = {}
            for i, seat in enumerate(PEOPLE):
                x = i * WINDOW[0]
                home = make_home(Path(tmp) / f"seat{seat + 1}", x)
                proc = start_window(address, seat, display, home, out / f"window-seat{seat + 1}.log")
                procs.append(proc)
                windows[seat] = (find_window(env, proc.pid, 60.0), x)
            transcript.append(f"both windows open after {time.monotonic() - started:.1f} s")
            watcher = Watcher(address)
            for _ in range(100):                   # both people are in: the match starts
                watcher.poll()
                if watcher.to_act is not None:
                    break
                time.sleep(0.1)
            names = [s.name for s in watcher.table.last.seats]
            transcript.append(f"the host's names for the seats: {names}")
            play(args, out, env, watcher, windows, transcript)
            if not args.quick:                     # what a person reads who closes the window now
                procs[0].send_signal(signal.SIGTERM)
                time.sleep(args.settle)
                shoot(env, windows[PEOPLE[0]][0], out / f"closing-seat{PEOPLE[0] + 1}.png")
                transcript.append(f"wrote closing-seat{PEOPLE[0] + 1}.png")
        except Failed as e:
            transcript.append(f"stopped: {e}")
            print(f"lan_two_windows: {e}", file=sys.stderr)
            return 1
        finally:
            if watcher is not None:
                watcher.close()
            for proc in procs:
                stop(proc, twice=True)
            stop(host, signal.SIGINT)
            stop(xvfb)
            transcript.append(f"{time.monotonic() - started:.1f} s")
            (out / "transcript.txt").write_text("\n".join(transcript) + "\n")
            print("\n".join(transcript))
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="lan-two-windows", help="folder for the pictures (default: %(default)s)")
    p.add_argument("--game", default="euchre", help="the game (default: euchre, a short hand)")
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--level", default="easy", help="the computers' level (default: easy, quick to think)")
    p.add_argument("--quick", action="store_true", help="stop after the mid-hand pictures")
    p.add_argument("--settle", type=float, default=2.5, help="seconds the cards get to come to rest "
                   "before a picture")
    p.add_argument("--timeout", type=float, default=240.0, help="seconds before giving up")
    return run(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
