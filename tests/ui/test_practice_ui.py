"""Play from here: from the face-up review of a hand just scored, P opens a practice table at your
decision in the trick shown, marked "Practice" in its frame, with the cards as the match's log
replayed to that move; played on to the hand's end, its summary closes back to the review, and the
statistics, the kept hands and the saved match are byte for byte what they were. The statistics
list each game's last hands and open them face up; a kept hand that does not read is one line."""
import pygame

from game.rules.replay import replay
from game.store import HANDS, STATS, save_name
from game.table import PRACTICE
from game.ui.results import SummaryScene
from game.ui.review import ReviewScene
from game.ui.scenes import StatsScene
from game.ui.table_scene import TableScene

from tests.ui.test_review import at_summary
from tests.ui.uihelp import click, key, run_until_human


def files(app, game):
    return {name: (app.store.path(name).read_bytes() if app.store.path(name).exists() else None)
            for name in (STATS, HANDS, save_name(game))}


def test_a_practice_branch_is_marked_and_leaves_the_statistics_and_the_saved_match_alone(app):
    scene, summary = at_summary(app)
    real = scene.table.state.to_dict()
    before = files(app, "euchre")
    assert before[HANDS] is not None and before[save_name("euchre")] is not None
    key(app, pygame.K_r)
    shown = app.top
    assert isinstance(shown, ReviewScene) and shown.again is not None
    key(app, pygame.K_RIGHT)                                   # trick 2: your card in it, or your next choice
    key(app, pygame.K_p)
    practice = app.top
    assert isinstance(practice, TableScene) and practice.table.aside is PRACTICE, shown.note
    moves = len(practice.table.state.actions_log())
    again = replay(real, moves)
    assert again.to_act == practice.you
    for seat in range(practice.n):
        assert practice.table.state.view(seat).hand == again.view(seat).hand
    app.frame(0.0, [])
    frame = practice.frame()
    assert frame.top.badge is not None and frame.top.badge[1].s == "Practice"
    assert frame.top.keys.s == "Esc: end practice"
    for _ in range(200):                                       # play on to the hand's end
        run_until_human(app, practice)
        if isinstance(app.top, SummaryScene):
            break
        practice.submit(practice.table.state.legal_actions()[-1])
    else:
        raise AssertionError("the practice hand never ended")
    ending = app.top
    assert ending.ts is practice and ending.button.label == "Finish practice"
    key(app, pygame.K_RETURN)
    assert app.top is shown
    assert files(app, "euchre") == before
    key(app, pygame.K_ESCAPE)
    assert app.top is summary


def test_the_statistics_list_the_last_hands_and_open_them_face_up(app):
    scene, summary = at_summary(app)
    summary.proceed()
    for _ in range(400):                                       # a second hand
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        scene.submit(scene.table.state.legal_actions()[0])
    kept = app.store.last_hands()["euchre"]
    assert [k["ordinal"] for k in kept] == [2, 1]
    stats = StatsScene(app)
    app.push(stats)
    app.frame(0.0, [])
    lines = [stats.lines[i][0] for i, _ in stats.links]
    assert len(lines) == 2 and lines[0].startswith("▸ Hand 2 · ") and lines[1].startswith("▸ Hand 1 · ")
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)                                  # the second link: hand 1
    shown = app.top
    assert isinstance(shown, ReviewScene) and shown.review.ordinal == 1 and shown.you == 0
    key(app, pygame.K_ESCAPE)
    click(app, stats.link_rect(0).center)
    assert isinstance(app.top, ReviewScene) and app.top.review.ordinal == 2
    key(app, pygame.K_p)                                       # and played again from there
    assert isinstance(app.top, TableScene) and app.top.table.aside is PRACTICE


def test_a_kept_hand_that_does_not_read_is_one_line_and_a_bad_hands_file_is_set_aside(app):
    app.store.keep_hand("ulti", {"ordinal": 1, "you": 0, "levels": [None, "easy", "easy"], "points": 4,
                                 "text": "Trick Table hand file 1\ngame: ulti\n"})
    stats = StatsScene(app)
    app.push(stats)
    app.frame(0.0, [])
    assert len(stats.links) == 1
    click(app, stats.link_rect(0).center)
    assert app.top is stats and stats.note.startswith("This hand cannot be opened: ")
    app.store.path(HANDS).write_bytes(b"{\"games\": [")
    app.pop()
    stats = StatsScene(app)
    app.push(stats)
    app.frame(0.0, [])
    assert not stats.links
    assert any("last hands" in line and "could not be read" in line for line, *_ in stats.lines)
