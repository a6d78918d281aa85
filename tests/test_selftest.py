"""``python -m game --selftest`` passes on a working install in a few seconds, and says what failed."""
import io
import os
import subprocess
import sys
import time

import game.tools.selftest as selftest


def test_the_selftest_passes_headless_by_itself():
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}   # it sets its own drivers
    t0 = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "game", "--selftest"], env=env, capture_output=True,
                         text=True, timeout=120)
    took = time.monotonic() - t0
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    for check in ("assets", "scenes", "deals", "saves"):
        assert any(line.startswith(f"selftest: {check} ok") for line in lines), run.stdout
    assert lines[-1].startswith("selftest: all 4 checks passed")
    assert "Traceback" not in run.stderr
    assert took < 60


def test_a_failing_check_is_named_and_exits_1(monkeypatch):
    def broken():
        raise FileNotFoundError("assets/fonts/DejaVuSans.ttf")
    monkeypatch.setattr(selftest, "check_assets", broken)
    monkeypatch.setattr(selftest, "check_scenes", lambda home: "skipped")
    monkeypatch.setattr(selftest, "check_deals", lambda home: "skipped")
    out = io.StringIO()
    assert selftest.selftest(out) == 1
    text = out.getvalue()
    assert "selftest: assets FAILED: FileNotFoundError: assets/fonts/DejaVuSans.ttf" in text
    assert "selftest: saves ok" in text and text.rstrip().endswith("s)")
    assert "1 of 4 checks failed" in text


def test_an_error_logged_during_a_check_fails_it(monkeypatch):
    import logging

    def noisy(home):
        logging.getLogger("game.ui.scenes").error("a scene failed in seat 2")
        return "done"
    monkeypatch.setattr(selftest, "check_scenes", lambda home: "skipped")
    monkeypatch.setattr(selftest, "check_deals", noisy)
    out = io.StringIO()
    assert selftest.selftest(out) == 1
    assert "deals FAILED" in out.getvalue() and "failed in seat 2" in out.getvalue()
