"""The hand face up: R on the hand summary opens the review of the hand just scored, ← → reach
every trick, Esc comes back to the summary; ``python -m game replay FILE`` opens a file written by
E in the same review, and a file that is no hand file is one line and exit 2."""
import pathlib

import pygame
import pytest

from game import cli
from game.hand_review import review
from game.ui.results import SummaryScene
from game.ui.review import ReviewScene

from tests.ui.uihelp import click, game_scene, key, run_until_human


def at_summary(app, game="euchre"):
    scene = game_scene(app, game, human=0, seed=3, timers=False)
    for _ in range(400):                      # play on until a hand is scored (its summary shows)
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            return scene, app.top
        scene.submit(scene.table.state.legal_actions()[0])
    raise AssertionError("no hand was scored")


def test_r_on_the_summary_opens_the_hand_face_up_and_esc_comes_back(app):
    scene, summary = at_summary(app)
    key(app, pygame.K_r)
    shown = app.top
    assert isinstance(shown, ReviewScene) and shown.review.ordinal == 1
    assert shown.review == review(scene.table.hand_file())
    assert shown.name(scene.you) == "You" and all(shown.name(s) == scene.names[s]
                                                   for s in range(scene.n) if s != scene.you)
    seen = []
    for _ in range(len(shown.review.tricks) + 2):          # → past the last trick stays on it
        seen.append((shown.trick, shown.led_and_won()))
        key(app, pygame.K_RIGHT)
    tricks = shown.review.tricks
    assert [n for n, _ in seen][:len(tricks)] == list(range(1, len(tricks) + 1))
    for (n, line), trick in zip(seen, tricks):
        who = "You" if trick.winner == scene.you else scene.names[trick.winner]
        assert line.endswith(f"{who} won it")
    click(app, shown.prev.rect.center)                      # the buttons step too
    assert shown.trick == len(tricks) - 1
    key(app, pygame.K_ESCAPE)
    assert app.top is summary


def test_the_summary_button_opens_it_too(app):
    _, summary = at_summary(app, "ushter")
    app.frame(0.0, [])
    click(app, summary.face_up.rect.center)
    assert isinstance(app.top, ReviewScene)


def exported(app):
    """A hand scored at a table, saved with E from its summary: the table scene and the file."""
    scene, summary = at_summary(app)
    key(app, pygame.K_e)
    return scene, pathlib.Path(summary.saved.removeprefix("Hand saved: "))


def test_replay_opens_a_file_written_by_e_in_the_review(app, monkeypatch):
    scene, path = exported(app)
    opened = []

    def run(frames=None, then=None):       # the window is this test's app: no second process
        then(app)
        opened.append(app.top)
        return 0
    monkeypatch.setattr("game.ui.app.run", run)
    assert cli.main(["replay", str(path)]) == 0
    top = opened[0]
    assert isinstance(top, ReviewScene) and top.you is None
    assert top.review == review(scene.table.hand_file()) and top.review.ordinal == 1


def test_replay_of_a_file_whose_cards_were_changed_is_one_line_and_exit_2(app, capsys):
    _, path = exported(app)
    text = path.read_text(encoding="utf-8")
    line = next(ln for ln in text.split("\n") if ln.startswith("dealt hand 1: "))
    cards = line.split(": ")[1].split()
    other = next(ln for ln in text.split("\n") if ln.startswith("dealt hand 2: ")).split(": ")[1].split()
    swapped = line.replace(cards[0], other[0])                 # a card of hand 2 dealt to hand 1 too
    path.write_text(text.replace(line, swapped, 1), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "deal 1 cannot be shown" in err


@pytest.mark.parametrize("content", [b"Trick Table hand file 1\ngame: euchre\n", b"\xff\xfe", b"hello\n"])
def test_replay_of_a_corrupt_file_is_one_line_and_exit_2(tmp_path, capsys, content):
    bad = tmp_path / "hand.txt"
    bad.write_bytes(content)
    assert cli.main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tricktable: error: ")
