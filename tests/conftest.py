import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import logging

import pytest


@pytest.fixture(autouse=True)
def _a_failing_bot_is_loud(caplog):
    """The table and the LAN host cover for a bot that fails or chooses an illegal action (the Easy
    player moves and ``game.turns`` logs the error): in the tests that is a bug, so any such log
    fails the test. A test of the fallback itself clears ``caplog`` after checking it."""
    yield
    bad = [r.getMessage() for r in caplog.records if r.name == "game.turns" and r.levelno >= logging.ERROR]
    assert not bad, f"a computer player misbehaved: {bad}"
