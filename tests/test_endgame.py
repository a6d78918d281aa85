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
