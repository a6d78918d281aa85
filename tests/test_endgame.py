"""The endgame tool's bookkeeping: a level against itself is even in every match and never chooses
otherwise; against a different level the tool sees the choices differ."""
import pytest

from game.tools.endgame import run


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
