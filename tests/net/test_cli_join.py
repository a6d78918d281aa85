"""``python -m game join``: a bad address, a refused code, a full table or a taken seat is one clear
line and exit 2 (never a traceback); a good one opens the window on the table."""
import os
import subprocess
import sys

import pytest

from game.cli import main
from tests.net.util import hosting


def _one_line(capsys, words):
    err = capsys.readouterr().err
    assert words in err, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("argv,words", [
    (["join", "127.0.0.1:1"], "Cannot reach a table at 127.0.0.1:1"),
    (["join", "ws://[::"], "Cannot reach a table"),
    (["join", "127.0.0.1:1", "--seat", "0"], "--seat takes a seat number from 1 to 8"),
    (["join", "127.0.0.1:1", "--name", "x" * 30], "--name takes 1 to 24 characters"),
])
def test_bad_join_arguments(argv, words, capsys):
    assert main(argv) == 2
    _one_line(capsys, words)


def test_join_refusals_are_one_sentence(capsys, tmp_path):
    with hosting("calltrump", [None, None, "easy", "easy"], timers=False, code=True) as host:
        code = host.join_code()
        assert main(["join", host.url]) == 2
        _one_line(capsys, "This table needs a join code")
        assert main(["join", host.url, "--code", "9999-999"]) == 2
        _one_line(capsys, "That join code is wrong")
        assert main(["join", host.url, "--code", code, "--seat", "3"]) == 2
        _one_line(capsys, "Seat 3 is not open")
        # two people take the two seats (one frame of the window each: a process of its own, as
        # the app quits pygame when its window closes; each person's own data folder), then the
        # table is full
        for who, extra in (("ann", ["--name", "Ann"]), ("bo", ["--seat", "2"])):
            env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                       TRICKTABLE_HOME=str(tmp_path / who))
            done = subprocess.run([sys.executable, "-m", "game", "--first-frame", "join", host.url,
                                   "--code", code] + extra, env=env, capture_output=True, text=True,
                                  timeout=60)
            assert done.returncode == 0, done.stderr
        assert host.call(lambda: [s.name for s in host.seats][:2]) == ["Ann", host.seats[1].name]
        assert host.call(lambda: host.started)
        capsys.readouterr()
        assert main(["join", host.url, "--code", code]) == 2
        _one_line(capsys, "Every seat for a person is taken")
