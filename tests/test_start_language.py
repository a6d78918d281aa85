"""The lines a player meets at start or when a file is damaged, in the player's language: the
store's lines about its files (game/store.py), the crash sentences (game/crash.py) and the window
error (game/ui/app.py). Each is made for real (a damaged file of every kind, a newer version's
file, two saves of one game, a folder that refuses writes, a crash) and must be said whole in
Hungarian and Finnish, and exactly as before in English."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from game import __main__ as entry
from game import cli, crash, i18n
from game import store as store_mod
from game.rules.wording import Said
from game.store import AUTOSAVE, CHALLENGES, HANDS, SETTINGS, STATS, Store, save_name
from game.table import Table
from tests.test_i18n import catalogs
from tests.test_store import CASES, SPECIALS, good, load, save_ok, tamper, write_all  # noqa: F401  (a fixture)


def _special_lines(tmp_path, monkeypatch) -> list:
    """The lines for anything but a file in the settings' place, and a file that cannot be opened."""
    out = []
    for n, (special, (make, _)) in enumerate(SPECIALS.items()):
        home = tmp_path / f"special-{n}"
        home.mkdir()
        monkeypatch.chdir(home)
        make(home / SETTINGS)
        st = Store(home)
        st.settings()
        out += st.take_messages()
    home = tmp_path / "refused"
    home.mkdir()
    (home / SETTINGS).write_text("{}")
    real_open = os.open

    def refuse(path, *a, **k):
        if str(path).endswith(SETTINGS):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *a, **k)
    with monkeypatch.context() as m:
        m.setattr(store_mod.os, "open", refuse)
        st = Store(home)
        st.settings()
    return out + st.take_messages()


def _save_lines(tmp_path, save_ok, monkeypatch) -> list:
    """The lines about saved matches: a newer version's, two of one game, one in another game's
    file, one that does not replay and one that a bug keeps from being restored."""
    out = []
    home = tmp_path / "newer"
    home.mkdir()
    (home / save_name("euchre")).write_text(json.dumps({**save_ok, "version": 9}))
    (home / STATS).write_text(json.dumps({"version": 9, "games": {}}))
    st = Store(home)
    st.saves()
    st.stats()
    out += st.take_messages()
    home = tmp_path / "two"
    home.mkdir()
    (home / AUTOSAVE).write_text(json.dumps(save_ok))
    (home / save_name("euchre")).write_text(json.dumps(save_ok))
    os.utime(home / AUTOSAVE, (1, 1))
    st = Store(home)
    st.saves()
    out += st.take_messages()
    home = tmp_path / "other"
    home.mkdir()
    (home / save_name("ulti")).write_text(json.dumps(save_ok))
    st = Store(home)
    st.load_autosave("ulti")
    out += st.take_messages()
    home = tmp_path / "replay"
    home.mkdir()
    (home / save_name("euchre")).write_text(json.dumps(tamper(save_ok, "card not in the pack")))
    st = Store(home)
    assert Table.resume(st) is None
    out += st.take_messages()
    home = tmp_path / "bug"
    home.mkdir()
    (home / save_name("euchre")).write_text(json.dumps(save_ok))

    def bug(*a, **k):
        raise RuntimeError("a bug")
    with monkeypatch.context() as m:
        m.setattr(Table, "__init__", bug)
        st = Store(home)
        assert Table.resume(st) is None
    return out + st.take_messages()


def _unwritable_lines(tmp_path, save_ok, monkeypatch) -> list:
    """A folder that cannot be made, and one whose files cannot be moved aside: a damaged one, a
    newer version's and the earlier of two saves of one game."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    out = Store(blocker / "home").take_messages()
    home = tmp_path / "read-only"
    home.mkdir()
    (home / STATS).write_text("{oops")
    (home / HANDS).write_text(json.dumps({"version": 9}))
    (home / AUTOSAVE).write_text(json.dumps(save_ok))
    (home / save_name("euchre")).write_text(json.dumps(save_ok))
    os.utime(home / AUTOSAVE, (1, 1))

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    with monkeypatch.context() as m:
        m.setattr(store_mod.tempfile, "mkstemp", refuse)
        m.setattr(store_mod.os, "replace", refuse)
        st = Store(home)
        st.stats()
        st.last_hands()
        st.saves()
    return out + st.take_messages()


@pytest.fixture
def lines(tmp_path, save_ok, monkeypatch):
    """Every kind of line the store says, each made for real."""
    out = []
    for n, (case, name, make, outcome) in enumerate(CASES):
        if outcome == "ok":
            continue
        home = tmp_path / f"case-{n}"
        home.mkdir()
        docs = good(save_ok)
        write_all(home, docs)
        (home / name).write_bytes(make(docs[name]))
        st = Store(home)
        load(st, name)
        out += st.take_messages()
    out += _special_lines(tmp_path, monkeypatch)
    out += _save_lines(tmp_path, save_ok, monkeypatch)
    out += _unwritable_lines(tmp_path, save_ok, monkeypatch)
    home = tmp_path / "challenges"
    home.mkdir()
    (home / CHALLENGES).write_text("[1, 2]")
    st = Store(home)
    st.challenges()
    out += st.take_messages()
    home = tmp_path / "crashed"
    crash.write(RuntimeError("boom"), "1.0", home)
    out += Store(home).take_messages()
    return out


def _reach(said, templates: set) -> None:
    templates.add(said.template)
    for w in said.words:
        if hasattr(w, "template"):
            _reach(w, templates)


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_line_the_store_says_is_in_the_players_language(lang, lines):
    """Every line is a ``Said``: in English exactly its English; in Hungarian and Finnish found
    whole in the catalogs, each sentence inside it said too, and the file's name and the system's
    own words kept as they are. Every sentence the store, a crash's next start and a save that
    does not replay can say is met."""
    from babel.messages.pofile import read_po
    assert lines and all(isinstance(s, Said) for s in lines), [s for s in lines if not isinstance(s, Said)]
    templates: set[str] = set()
    for s in lines:
        _reach(s, templates)
    with open(catalogs.LOCALE / "app.pot", "rb") as f:
        marked = {m.id for m in read_po(f) if any(p in ("game/store.py", "game/crash.py") for p, _ in m.locations)}
    printed = {crash.sentence(None, "x").template, crash.sentence(Path("crash-1.txt")).template}
    assert sorted(marked - templates - printed) == [], sorted(marked - templates - printed)   # every kind is met above (the crash's below)
    assert {"the match in it cannot be replayed", "it could not be restored"} <= templates
    assert [i18n.line(s) for s in lines] == [str(s) for s in lines]
    mine = i18n.use(lang)
    try:
        said = [i18n.line(s) for s in lines]
        assert sorted(mine.missing) == []
        assert [a for a, s in zip(said, lines) if a == str(s)] == []
        inner = [(a, str(w)) for a, s in zip(said, lines) for w in s.words if hasattr(w, "template")]
        assert inner and [(a, w) for a, w in inner if w in a] == []     # no English sentence left inside
        kept = [(a, w) for a, s in zip(said, lines) for w in s.words if not hasattr(w, "template")]
        assert kept and [(a, w) for a, w in kept if str(w) not in a] == []   # names and system words kept
    finally:
        i18n.use("en")


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TRICKTABLE_HOME", str(folder))
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield folder
    i18n.use("en")


def _crash(monkeypatch, capfd) -> str:
    def boom(argv=None):
        raise RuntimeError("boom")
    monkeypatch.setattr(cli, "main", boom)
    assert entry.start(["simulate", "ulti"]) == 1
    return capfd.readouterr().err


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_the_crash_sentence_is_in_the_settings_language_else_the_systems(lang, home, monkeypatch, capfd):
    """The line printed when the game stops: in English as it was, in the language the settings
    choose, and where they choose none in the system's; the report's path kept as it is."""
    english = _crash(monkeypatch, capfd)
    assert english.startswith("Trick Table stopped on an unexpected error; a report is in ") and english.count("\n") == 1
    reports = sorted(home.glob("crash-2*.txt"))
    (home / SETTINGS).write_text(json.dumps({"language": lang}))
    said = _crash(monkeypatch, capfd)
    reports = sorted(set(home.glob("crash-2*.txt")) - set(reports))
    assert len(reports) == 1 and str(reports[0]) in said and said.count("\n") == 1
    assert "Trick Table stopped" not in said and "report is in" not in said and i18n.active().missing == set()
    (home / SETTINGS).write_text(json.dumps({"language": ""}))
    monkeypatch.setenv("LANG", {"hu": "hu_HU.UTF-8", "fi": "fi_FI.UTF-8"}[lang])
    again = _crash(monkeypatch, capfd)
    assert i18n.active().code == lang and again.split(" ")[:4] == said.split(" ")[:4]


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_a_report_that_cannot_be_written_is_said_in_the_players_language(lang, tmp_path, monkeypatch, capfd):
    """No report could be written (the data folder is a file): the one line says so, the system's
    words for why kept as they are."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("TRICKTABLE_HOME", str(blocker / "home"))
    monkeypatch.setenv("LANGUAGE", lang)
    try:
        said = _crash(monkeypatch, capfd)
        assert "Not a directory" in said and "could not save a report" not in said and said.count("\n") == 1
        assert i18n.active().code == lang and i18n.active().missing == set()
        monkeypatch.setenv("LANGUAGE", "en")
        assert _crash(monkeypatch, capfd) == ("Trick Table stopped on an unexpected error and could not save a "
                                              "report (Not a directory).\n")
    finally:
        i18n.use("en")


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_a_window_that_cannot_open_is_said_in_the_players_language(lang, home, monkeypatch, capfd):
    """``cannot open a window`` on stderr, in the settings' language; SDL's own words kept."""
    import pygame

    from game.ui import app as app_mod

    def no_window(*a, **k):
        raise pygame.error("No available video device")
    monkeypatch.setattr(app_mod, "App", no_window)
    assert app_mod.run() == 1
    assert capfd.readouterr().err == "tricktable: error: cannot open a window (No available video device)\n"
    (home / SETTINGS).write_text(json.dumps({"language": lang}))
    assert app_mod.run() == 1
    said = capfd.readouterr().err
    assert said.count("\n") == 1 and "No available video device" in said
    assert "error" not in said and "window" not in said and i18n.active().missing == set()


def test_a_start_over_damaged_files_prints_nothing(tmp_path, save_ok):
    """The app started over a damaged settings file and a save that does not replay prints no line
    on stderr (the menu says, in the player's language, what was set aside): a developer's detail
    of why is logged below the level that reaches a terminal."""
    import subprocess
    (tmp_path / SETTINGS).write_text('{"anim_speed": "x"}')
    (tmp_path / save_name("euchre")).write_text(json.dumps(tamper(save_ok, "card not in the pack")))
    env = {**os.environ, "TRICKTABLE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    code = ("from game.store import Store; from game.table import Table; st = Store(); st.settings(); "
            "assert Table.resume(st) is None and len(st.messages) == 2, st.messages")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == ""
