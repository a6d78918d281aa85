"""An error nobody expected: a small crash report in the data folder (version, system, traceback,
the engine's part of the match last saved, no home folder, login or player name), one sentence on
stderr instead of a traceback, and one line in the next start's menu, once."""
import json
import sys

import pytest

from game import __main__ as entry
from game import cli, crash
from game.store import Store


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TRICKTABLE_HOME", str(folder))
    monkeypatch.setenv("HOME", "/home/zoe-private")
    monkeypatch.setenv("USER", "zoe-login")
    folder.mkdir()
    return folder


def crash_with(monkeypatch, exc):
    def boom(argv=None):
        raise exc
    monkeypatch.setattr(cli, "main", boom)


def saved_match(home):
    (home / "autosave-euchre.json").write_text(json.dumps({
        "version": 1, "match": {"game": "euchre", "seed": 7, "players": 4, "actions": ["order up"]},
        "seats": {"human": 0, "levels": [None, "easy", "easy", "easy"],
                  "names": ["Zoé Secretname", "Ann", "Bo", "Cy"]}}), encoding="utf-8")


def test_a_crash_writes_a_report_and_says_one_sentence(home, monkeypatch, capfd):
    saved_match(home)
    crash_with(monkeypatch, RuntimeError("could not read /home/zoe-private/x for zoe-login"))
    assert entry.start(["simulate", "ulti"]) == 1
    out, err = capfd.readouterr()
    reports = list(home.glob("crash-2*.txt"))
    assert len(reports) == 1
    assert out == "" and err == f"{crash.sentence(reports[0])}\n"
    text = reports[0].read_text(encoding="utf-8")
    assert f"version: {cli.version()}" in text
    assert f"Python {sys.version_info.major}.{sys.version_info.minor}" in text
    assert "command: simulate" in text
    assert "RuntimeError: could not read ~/x for <user>" in text
    assert "in boom" in text                                    # the traceback itself
    assert '"order up"' in text and '"seed": 7' in text         # the match, in its saved form
    for private in ("zoe-private", "zoe-login", "Secretname"):
        assert private not in text


def test_the_next_start_says_where_the_report_is_once(home, monkeypatch, capfd):
    crash_with(monkeypatch, ValueError("boom"))
    entry.start([])
    report = next(home.glob("crash-2*.txt"))
    first = Store(home).take_messages()
    assert first == [f"The game stopped on an unexpected error last time; a report is in {report}."]
    assert Store(home).take_messages() == []
    assert report.exists()                      # telling keeps the report


def test_a_report_that_cannot_be_written_is_still_one_sentence(tmp_path, monkeypatch, capfd):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("TRICKTABLE_HOME", str(blocker / "data"))    # under a file: cannot be made
    crash_with(monkeypatch, ValueError("boom"))
    assert entry.start([]) == 1
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and "could not save a report" in err and "Traceback" not in err


def test_ctrl_c_ends_quietly_without_a_report(home, monkeypatch, capfd):
    crash_with(monkeypatch, KeyboardInterrupt())
    assert entry.start([]) == 130
    assert capfd.readouterr() == ("", "")
    assert not list(home.glob("crash-*"))


def test_a_long_saved_match_is_left_out(home, monkeypatch):
    (home / "autosave-ulti.json").write_text(json.dumps({"match": {"actions": ["x" * 100] * 3000}}))
    text = crash.report(ValueError("boom"), "1.0", home, "play")
    assert "too long to copy here" in text and len(text) < 10_000
