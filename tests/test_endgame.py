"""The endgame tool's bookkeeping: a level against itself is even in every match and never chooses
otherwise; against a different level the tool sees the choices differ."""
import pytest

from game.tools.endgame import main, run


@pytest.mark.parametrize("game", ["euchre", "ushter", "huutopussi"])
def test_a_level_against_itself_is_even_and_never_differs(game):
    results, differs = run(game, "easy", "easy", 3, 5)
    assert results == [0, 0, 0]
    assert all(d[0] > 0 and d[1] == 0 for d in differs)


def test_different_levels_choose_differently():
    _, differs = run("euchre", "easy", "random", 2, 5)
    assert all(d[1] > 0 for d in differs)


def test_full_matches_start_at_the_opening_score():
    """``full``: the match is played from the opening score, so it takes far more decisions than one
    started near the end; a level against itself is still even."""
    near, near_differs = run("euchre", "easy", "easy", 1, 5)
    whole, whole_differs = run("euchre", "easy", "easy", 1, 5, full=True)
    assert near == whole == [0]
    assert whole_differs[0][0] > 2 * near_differs[0][0]


def test_workers_change_no_result():
    """A match's cards and random streams come from the seed and its number alone."""
    assert run("euchre", "easy", "random", 2, 5, workers=2) == run("euchre", "easy", "random", 2, 5)


def test_a_logged_run_goes_on_where_it_stopped(tmp_path, capsys):
    """With ``--log`` the matches are kept as they are done: a log stopped after one match (the
    second cut short in the writing) is finished by the same command, with the whole run's line;
    another run's log is refused."""
    args = ["euchre", "--a", "easy", "--b", "random", "--matches", "3", "--seed", "5"]
    assert main(args) == 0
    whole = capsys.readouterr().out
    log = tmp_path / "run.jsonl"
    assert main(args + ["--log", str(log)]) == 0
    assert capsys.readouterr().out == whole
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines[:2]) + "\n" + lines[2][:9])
    assert main(args + ["--log", str(log), "--report"]) == 0
    assert "2 matches still to play" in capsys.readouterr().out
    assert main(args + ["--log", str(log)]) == 0
    assert capsys.readouterr().out == whole
    assert log.read_text().splitlines() == lines
    assert main(args[:-1] + ["6", "--log", str(log)]) == 2
    assert "another run" in capsys.readouterr().err
