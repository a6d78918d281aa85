"""An arena line played in pieces into a log (``game.tools.arena_log``) is the one run its command
names, deal for deal; a log of another run is refused and left as it was."""
import json

from game.tools import arena, arena_log

ARGS = ["euchre", "--a", "easy", "--b", "random", "--deals", "5", "--seed", "4"]


def results(lines: list[str]) -> list:
    """The log's lines as the run they name, without the decisions' times."""
    return sorted((json.dumps({k: v for k, v in json.loads(line).items() if k != "ms"}, sort_keys=True)
                   for line in lines))


def paired_line(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("paired diff per deal"))


def test_a_log_played_in_pieces_is_the_whole_run(tmp_path, capsys):
    whole = arena.run("euchre", "easy", "random", 5, 4)
    log = tmp_path / "run.jsonl"
    assert arena_log.main(ARGS + ["--log", str(log)]) == 0
    first = capsys.readouterr().out
    assert paired_line(first) == whole.lines("easy", "random")[-1]
    lines = log.read_text().splitlines()
    assert len(lines) == 6 and json.loads(lines[0])["run"]["seed"] == 4

    # stopped after two deals, the third cut short in the writing: the same command goes on
    piece = tmp_path / "piece.jsonl"
    piece.write_text("\n".join(lines[:3]) + "\n" + lines[3][:20])
    assert arena_log.main(ARGS + ["--log", str(piece), "--report"]) == 0
    assert "3 deals still to play" in capsys.readouterr().out
    assert arena_log.main(ARGS + ["--log", str(piece)]) == 0
    again = capsys.readouterr().out
    assert paired_line(again) == paired_line(first)
    assert results(piece.read_text().splitlines()) == results(lines)


def test_the_log_of_another_run_is_refused_and_kept(tmp_path, capsys):
    log = tmp_path / "run.jsonl"
    assert arena_log.main(ARGS + ["--log", str(log)]) == 0
    kept = log.read_text()
    other = ARGS[:-1] + ["5", "--log", str(log)]
    assert arena_log.main(other) == 2
    assert "another run" in capsys.readouterr().err
    log.write_text(kept.replace('"item": 2', '"itme": 2'))
    assert arena_log.main(ARGS + ["--log", str(log)]) == 2
    assert "line 4" in capsys.readouterr().err
    assert log.read_text() == kept.replace('"item": 2', '"itme": 2')
