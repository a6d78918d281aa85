"""``python -m game host``: bad input is one line and exit 2; a good one serves a table."""
import asyncio
import re
import subprocess
import sys

import pytest

from game.cli import main
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


def test_host_serves_a_table_to_a_client():
    proc = subprocess.Popen([sys.executable, "-m", "game", "host", "calltrump", "--port", "0",
                             "--address", "127.0.0.1", "--seats", "human,random,random,random",
                             "--option", "timers=off", "--option", "reconnect=5"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        m = re.search(r"(ws://127\.0\.0\.1:\d+)\s+join code (\d{4}-\d{3})", line)
        assert m, line + proc.stderr.read() if proc.poll() is not None else line

        async def run():
            c = await Client(m.group(1)).connect()
            w = await c.join("Ann")
            await c.close()
            return w
        welcome = asyncio.run(run())
        assert welcome.seat == 0 and welcome.game == "calltrump" and welcome.token
    finally:
        proc.terminate()
        proc.wait(10)
