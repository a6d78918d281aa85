"""``python -m game host``: bad input is one line and exit 2; a good one serves a table."""
import asyncio
import queue
import re
import subprocess
import sys
import threading

import pytest

from game.cli import main
from game.net import protocol as P
from game.net.client import Client


@pytest.mark.parametrize("argv,words", [
    (["host", "nope"], "unknown game"),
    (["host", "calltrump", "--seats", "human,easy"], "lists 2 seats for 4 players"),
    (["host", "calltrump", "--seats", "human,easy,bogus,human"], "neither human nor a level"),
    (["host", "calltrump", "--seats", "easy,easy,easy,easy"], "no human seat"),
    (["host", "calltrump", "--option", "reconnect=soon"], "reconnect takes seconds"),
    (["host", "calltrump", "--option", "timers=maybe"], "timers takes on or off"),
    (["host", "calltrump", "--option", "match_length=99"], "match_length"),
    (["host", "calltrump", "--port", "70000"], "--port"),
])
def test_bad_host_arguments(argv, words, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def _lines(proc) -> "queue.Queue[str]":
    """The host's output lines as they come, read on a thread (a test never hangs on a silent host)."""
    out: queue.Queue[str] = queue.Queue()

    def read():
        for line in proc.stdout:
            out.put(line)
    threading.Thread(target=read, daemon=True).start()
    return out


def _read_until(lines, words):
    """Lines of the host's output up to the first that has ``words`` (10 s at most)."""
    got = []
    while True:
        try:
            got.append(lines.get(timeout=10))
        except queue.Empty:
            raise AssertionError(f"the host never said {words!r}: {''.join(got)!r}") from None
        if words in got[-1]:
            return got


def test_host_serves_a_table_and_takes_commands_on_stdin():
    """The printed code lets a friend in however they type it; seats, remove and an unknown word
    are answered; the end of standard input does not stop the table."""
    proc = subprocess.Popen([sys.executable, "-m", "game", "host", "calltrump", "--port", "0",
                             "--address", "127.0.0.1", "--seats", "human,human,random,random", "--code",
                             "--option", "timers=off", "--option", "reconnect=5"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = _lines(proc)
        line = lines.get(timeout=30)
        m = re.search(r"(ws://127\.0\.0\.1:\d+)\s+join code ([2-9A-Z]{4})-([2-9A-Z]{4})", line)
        assert m, line + proc.stderr.read() if proc.poll() is not None else line
        url, typed = m.group(1), f" {m.group(2).lower()} {m.group(3)} "

        def say(text, words):
            proc.stdin.write(text + "\n")
            proc.stdin.flush()
            return "".join(_read_until(lines, words))

        async def run():
            c = await Client(url).connect()
            w = await c.join("Ann", code=typed)
            await c.drain()
            seats = say("seats", "seat 4:")
            unknown = say("dance", "unknown command")
            removed = say("remove 1", "removed")
            err = await c.until(lambda m: isinstance(m, P.ErrorMsg), 2.0)
            proc.stdin.close()                                  # EOF: the table goes on
            await asyncio.sleep(0.3)
            d = await Client(url).connect()
            again = await d.join("Bo", code=typed)
            await d.close()
            return w, seats, unknown, removed, err, again
        welcome, seats, unknown, removed, err, again = asyncio.run(run())
        assert welcome.seat == 0 and welcome.game == "calltrump" and welcome.token
        assert "seat 1: Ann (connected from 127.0.0.1)" in seats and "seat 2: open" in seats, seats
        assert len(unknown.strip().splitlines()) == 1 and "help" in unknown
        assert "Ann was removed from seat 1; it is open again." in removed
        assert err.code == "removed" and "removed you" in err.message
        assert again.seat == 0 and proc.poll() is None
    finally:
        proc.terminate()
        proc.wait(10)


class _Host:
    """A host that serves nothing: ``host``'s status lines without a network or a worker."""

    def __init__(self, **kw):
        self.port, self.code = 4321, kw["code"]
        self._thread = threading.Thread(target=lambda: None)     # never started: the table "closes" at once

    def start(self):
        return self

    def required_code(self):
        return "ABCD-EFGH" if self.code else None

    def advertise(self, name):
        pass

    def stop(self):
        pass


@pytest.mark.parametrize("lang,env", [("hu", "hu_HU.UTF-8"), ("fi", "fi_FI.UTF-8")])
def test_the_hosts_status_lines_are_in_the_systems_language(lang, env, monkeypatch, capsys):
    """``host`` says where it serves, its join code (or that there is none), the name it is
    announced under and how many people it waits for in the system's language, one or many."""
    import io

    from game import i18n, worker
    from game.net import host
    monkeypatch.setattr(host, "Host", _Host)
    monkeypatch.setattr(worker, "ProcessThinker", lambda: None)
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    base = ["host", "ulti", "--address", "127.0.0.1", "--advertise", "Kártyaklub"]
    said = {}
    try:
        for locale in ("C.UTF-8", env):
            monkeypatch.setenv("LANG", locale)
            for extra in (["--code"], ["--seats", "human,human,easy"]):
                monkeypatch.setattr("sys.stdin", io.StringIO(""))
                assert main(base + extra) == 0
                said[locale, extra[0]] = capsys.readouterr().out
        assert i18n.active().code == lang and sorted(i18n.active().missing) == []
    finally:
        i18n.use("en")
    english = said["C.UTF-8", "--code"] + said["C.UTF-8", "--seats"]
    assert "join code ABCD-EFGH" in english and "no join code" in english and "waiting for 1 person;" in english
    assert "waiting for 2 people;" in english and "announced on the local network as 'Kártyaklub'" in english
    mine = said[env, "--code"] + said[env, "--seats"]
    assert "ws://127.0.0.1:4321" in mine and "ABCD-EFGH" in mine and "Kártyaklub" in mine
    for words in ("hosting", "join code", "announced", "waiting for", "closes the table", "commands"):
        assert words not in mine, (words, mine)
