"""The command line is a public contract: simulate and bench output, and one-line errors with status 2."""
import pytest

from game.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_simulate_is_deterministic_for_a_seed(capsys):
    a = run(capsys, "simulate", "ushter", "--players", "5", "--deals", "60", "--seed", "1")
    b = run(capsys, "simulate", "ushter", "--players", "5", "--deals", "60", "--seed", "1")
    assert a[0] == 0 and a == b
    assert "60 deals" in a[1] and "seat 4" in a[1]


def test_simulate_with_levels_per_seat_and_options(capsys):
    code, out, _ = run(capsys, "simulate", "ushter", "--players", "3", "--deals", "3", "--seed", "2",
                       "--bots", "random,heuristic,search", "--option", "learner_mode=on")
    assert code == 0 and "seat 2" in out


@pytest.mark.parametrize("argv", [
    ["simulate", "nosuchgame"], ["simulate", "ushter", "--deals", "x"], ["simulate", "ushter", "--players", "12"],
    ["simulate", "ushter", "--option", "bogus"], ["simulate", "ushter", "--option", "learner_mode=maybe"],
    ["simulate", "ushter", "--bots", "genius"], ["simulate", "ushter", "--bots", "random,random"],
    ["bench", "nosuchgame"], ["frobnicate"], ["simulate", "ushter", "--deals", "0"],
])
def test_bad_arguments_one_line_exit_2(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("tricktable: error:")


def test_bench_prints_rates(capsys):
    code, out, _ = run(capsys, "bench", "ushter", "--runs", "1", "--deals", "20")
    assert code == 0 and "deals/s" in out and "ms/move" in out
