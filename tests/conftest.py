import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LANGUAGE"] = "en"       # the app's language follows the system's; tests read English


import logging

import pytest


@pytest.fixture(autouse=True, scope="session")
def _never_the_players_own_folder(tmp_path_factory):
    """What a test saves without naming a folder (the command line, a child process) goes to a
    folder of the test run, never the data folder of whoever runs the tests."""
    old = os.environ.get("TRICKTABLE_HOME")
    os.environ["TRICKTABLE_HOME"] = str(tmp_path_factory.mktemp("home"))
    yield
    if old is None:
        os.environ.pop("TRICKTABLE_HOME", None)
    else:
        os.environ["TRICKTABLE_HOME"] = old


@pytest.fixture(autouse=True)
def _a_failing_bot_is_loud(caplog):
    """The table and the LAN host cover for a bot that fails or chooses an illegal action (the Easy
    player moves and ``game.turns`` logs the error): in the tests that is a bug, so any such log
    fails the test. A test of the fallback itself clears ``caplog`` after checking it."""
    yield
    bad = [r.getMessage() for r in caplog.records if r.name == "game.turns" and r.levelno >= logging.ERROR]
    assert not bad, f"a computer player misbehaved: {bad}"
