"""The arena's duplicate deals: a level against itself scores exactly zero on every deal (the same
cards, the same choices), a better level scores above zero, and workers never change a number."""
import re

import pytest

from game import arena


@pytest.mark.parametrize("game, players", [("euchre", 4), ("ushter", 5), ("huutopussi", 3)])
def test_a_level_against_itself_is_exactly_even_on_every_deal(game, players):
    report = arena.run(game, "heuristic", "heuristic", 6, seed=4, players=players)
    assert report.diffs == [0.0] * 6


def test_the_heuristic_beats_random_and_the_report_ends_with_the_paired_line():
    report = arena.run("euchre", "heuristic", "random", 30, seed=2)
    lines = report.lines("heuristic", "random")
    m = re.fullmatch(r"paired diff per deal: ([+-]\d+\.\d\d) ± (\d+\.\d\d) \(95% CI\), n=30", lines[-1])
    assert m and float(m[1]) - float(m[2]) > 0
    assert lines[0].startswith("A (heuristic): ") and "median" in lines[0] and "p95" in lines[0]


def test_low_scores_win_in_ushter_so_the_better_level_still_scores_positive():
    assert arena.run("ushter", "heuristic", "random", 20, seed=3).mean > 0


def test_workers_give_the_same_numbers():
    one = arena.run("calltrump", "heuristic", "random", 6, seed=9)
    two = arena.run("calltrump", "heuristic", "random", 6, seed=9, workers=2)
    assert one.diffs == two.diffs


def test_ulti_reports_each_sides_kontra_rate_before_the_paired_line():
    report = arena.run("ulti", "easy", "random", 3, seed=5)
    lines = report.lines("easy", "random")
    assert lines[-1].startswith("paired diff per deal: ")
    kontra = [ln for ln in lines if "defended deals" in ln]
    assert [ln[:2] for ln in kontra] == ["A ", "B "]
    assert all(re.search(r"kontra on \d+ of \d+ defended deals .*failed for the declarer on \d+ of \d+", ln)
               for ln in kontra)
    a = report.tally["a"]
    assert a["defended"] > 0 and 0 <= a["kontra_failed"] <= a["kontra"] <= a["defended"]
