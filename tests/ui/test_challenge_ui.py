"""The challenge driven headless: the code typed in the menu's Challenge, each deal played at its
own table (marked, no undo) and closed back to the comparison, which sets the player's results
beside Hard's line (worked out off the frame, here on a thread) deal by deal and in total; the
finished result becomes the challenge's best, and a worse one later does not replace it."""
import pygame

from game import challenge
from game.table import Table
from game.ui import challenge as challenge_ui
from game.ui.challenge import ChallengeRun, ChallengeScene
from game.ui.results import SummaryScene
from game.ui.table_scene import TableScene

from tests.ui.uihelp import key, run_until_human

SHORT = 2


def short(monkeypatch):
    monkeypatch.setattr(challenge, "DEALS", SHORT)
    monkeypatch.setattr(challenge_ui, "DEALS", SHORT)
    monkeypatch.setattr(challenge_ui, "PROCESS", False)


def play_deal(app, run):
    key(app, pygame.K_RETURN)                        # Play deal N
    table = app.top
    assert isinstance(table, TableScene) and table.table.aside is not None and not table.table.undo_on
    assert table.frame().top.badge[1].s == f"Challenge {len(run.yours) + 1}/{SHORT}"
    for _ in range(300):
        run_until_human(app, table)
        if isinstance(app.top, SummaryScene):
            break
        table.submit(table.table.state.legal_actions()[0])
    else:
        raise AssertionError("the deal never ended")
    expected = challenge.played_points(table.table.state.to_dict())
    key(app, pygame.K_RETURN)                        # Back to the challenge
    assert app.top is run
    return expected


def test_a_short_challenge_is_compared_deal_by_deal_and_its_best_kept(app, monkeypatch):
    short(monkeypatch)
    code = challenge.make("euchre", 4, 31337).code
    app.push(ChallengeScene(app))
    form = app.top
    form.edit_code(code.lower())
    assert form.game == "euchre"
    form.play()
    run = app.top
    assert isinstance(run, ChallengeRun) and run.ch.code == code
    mine = [play_deal(app, run) for _ in range(SHORT)]
    assert run.yours == mine
    assert run.job is None or run.job.wait(120)
    app.frame(0.0, [])
    hard = challenge.computer_line(code)
    assert run.computer == hard
    cells = run.cells()
    assert cells[0] == ("Deal", "You", "Hard", "You against Hard")
    for i in range(SHORT):
        diff = mine[i] - hard[i]
        assert cells[1 + i][:3] == (str(i + 1), challenge_ui.signed(mine[i]), challenge_ui.signed(hard[i]))
        assert cells[1 + i][3] == challenge_ui.signed(diff)
    assert cells[-1] == ("Total", challenge_ui.signed(sum(mine)), challenge_ui.signed(sum(hard)),
                         challenge_ui.signed(sum(mine) - sum(hard)))
    kept = app.store.challenges()[code]
    assert kept["best"] == mine and kept["computer"] == hard
    assert run.line == challenge_ui._(challenge_ui.NEW_BEST)
    app.frame(0.0, [])                               # the page draws


def test_a_worse_result_does_not_replace_the_best(app, monkeypatch):
    short(monkeypatch)
    ch = challenge.make("euchre", 4, 7)
    app.store.keep_challenge(ch.code, "euchre", best=[4, 4], computer=[0, 0])
    run = ChallengeRun(app, ch)
    assert run.job is None and run.computer == [0, 0]          # Hard's line kept: not worked out again
    run.yours = [1, 2]
    run.keep_best()
    assert app.store.challenges()[ch.code]["best"] == [4, 4]
    assert run.line == challenge_ui.OLD_BEST.format(challenge_ui.signed(8))
    run.yours = [4, 5]
    run.keep_best()
    assert app.store.challenges()[ch.code]["best"] == [4, 5]


def test_a_deal_left_before_its_end_is_not_counted(app, monkeypatch):
    short(monkeypatch)
    run = ChallengeRun(app, challenge.make("euchre", 4, 8))
    app.push(run)
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table.table, Table)
    key(app, pygame.K_ESCAPE)
    assert app.top is run and run.yours == [] and run.line == challenge_ui.LEFT.format(1)
    run.back()


def test_a_mistyped_code_says_so_and_opens_nothing(app):
    app.push(ChallengeScene(app))
    form = app.top
    form.edit_code("EU4-00C1S-B")
    form.play()
    assert app.top is form and "mistyped" in form.error
