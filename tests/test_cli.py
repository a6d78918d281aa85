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


BAD = [
    'simulate nosuchgame',
    'simulate ushter --deals x',
    'simulate ushter --players 12',
    'simulate ushter --option bogus',
    'simulate ushter --option learner_mode=maybe',
    'simulate ushter --bots genius',
    'simulate ushter --bots random,random',
    'simulate ushter --deals 0',
    'simulate ushter --bots ,',
    'simulate ushter --players 1e400',
    'simulate ushter --players -3',
    'simulate ushter --seed 1e400',
    'simulate ushter --seed -1',
    'simulate ushter --seed 99999999999999999999',
    'simulate ushter --option players=4',
    'simulate ushter --option seed=3',
    'simulate ushter --option players=x',
    'simulate ushter --option deck=ZZ',
    'simulate ushter --option deck=AS,AS',
    'simulate ushter --option deck=',
    'simulate euchre --option deck=2C',
    'simulate ushter --option dealer=x',
    'simulate ushter --option dealer=9',
    'simulate ushter --option =3',
    'simulate ushter --option learner_mode',
    'simulate ushter --frob',
    'bench nosuchgame',
    'bench ushter --runs 0',
    'bench ushter --deals 0',
    'bench ushter --runs x',
    'bench ushter --players 99',
    'bench ushter --option players=4',
    'bench ushter --option seed=1',
    'bench ushter --option deck=ZZ',
    'bench ushter --option bogus=1',
    'bench ui nosuchgame',
    'screenshot',
    'screenshot menu',
    'screenshot nosuchscene OUT.png',
    'screenshot menu OUT.png --game poker',
    'screenshot menu OUT.png --size 100000x100000',
    'screenshot menu OUT.png --size 3841x2160',
    'screenshot menu OUT.png --size 319x240',
    'screenshot menu OUT.png --size 1280',
    'screenshot menu OUT.png --size axb',
    'screenshot menu OUT.png --size -1x-1',
    'screenshot table OUT.png --after-actions -1',
    'screenshot table OUT.png --after-actions 1e400',
    'screenshot table OUT.png --players 99',
    'screenshot table OUT.png --seed 1e400',
    'screenshot table OUT.png --option deck=AS',
    'screenshot table OUT.png --option players=4',
    'screenshot table OUT.png --option bogus=1',
    'screenshot menu /no/such/folder/OUT.png',
    'screenshot menu OUT.png --hint',
    'screenshot table OUT.png --game ulti --hint',
    'screenshot claim OUT.png --game euchre --seed 3',
    'frobnicate',
    '--frob',
    'simulate ushter --deals 1000001',
    'bench ushter --runs 101',
    'bench ushter --deals 1000001',
    'bench net --tables 100000',
    'bench net --tables 0',
    'bench net --seconds 1e12',
    'bench net --seconds 0',
    'bench net --seconds nan',
    'bench net --seconds inf',
    'bench net --think 61',
    'bench net --think nan',
    'bench net ui',
    'bench ui net',
    'bench net ushter',
    'bench ushter ui',
    'bench net --runs 3',
    'bench net --option joker=on',
    'bench ui --deals 5',
    'bench ushter --tables 5',
    'bench ushter --think 0',
    'bench --seconds 5',
    'arena euchre --a random --b random --workers 65',
    'arena euchre --a random --b random --deals 1000001',
    'screenshot menu OUT.xyz',
    'screenshot menu OUT',
    'screenshot menu OUT.png.tga',
    'host euchre --port 70000',
    'host euchre --port -1',
    'join localhost --seat 9',
]


@pytest.mark.parametrize("line", BAD)
def test_bad_arguments_one_line_exit_2(capsys, tmp_path, monkeypatch, line):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *line.split(" "))
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("tricktable: error:"), err
    assert "Traceback" not in err and out == ""
    assert not any(tmp_path.iterdir())                      # nothing written


def test_version_comes_from_the_package(capsys):
    from importlib import metadata
    code, out, err = run(capsys, "--version")
    assert code == 0 and out == f"tricktable {metadata.version('tricktable')}\n" and err == ""


def test_a_stacked_deck_and_a_dealer_are_setup_options(capsys):
    code, out, _ = run(capsys, "simulate", "euchre", "--deals", "1", "--seed", "4",
                       "--option", "deck=AS,KS,QS", "--option", "dealer=2")
    assert code == 0 and "1 deals" in out


@pytest.mark.parametrize("size", ["320x240", "3840x2160"])
def test_screenshot_sizes_at_the_bounds(capsys, tmp_path, size):
    import pygame
    out = tmp_path / "menu.png"
    code, _, err = run(capsys, "screenshot", "menu", str(out), "--size", size)
    assert code == 0, err
    assert pygame.image.load(str(out)).get_size() == tuple(map(int, size.split("x")))


def test_a_screenshot_shows_the_hint_at_your_decision(capsys, tmp_path):
    """``--hint`` changes the picture (the hint box; compared with the same picture without it)."""
    import pygame
    shots = []
    for extra in ([], ["--hint", "a reason long enough to wrap " * 6]):
        out = tmp_path / f"table{len(shots)}.png"
        code, _, err = run(capsys, "screenshot", "table", str(out), "--game", "ushter", "--seed", "3", *extra)
        assert code == 0, err
        shots.append(pygame.image.load(str(out)))
    assert pygame.image.tobytes(shots[0], "RGB") != pygame.image.tobytes(shots[1], "RGB")


def test_bench_prints_rates(capsys):
    code, out, _ = run(capsys, "bench", "ushter", "--runs", "1", "--deals", "20")
    assert code == 0 and "deals/s" in out and "ms/move" in out


def test_arena_ends_with_the_paired_line_and_refuses_bad_arguments(capsys):
    from game.cli import main
    assert main(["arena", "euchre", "--a", "heuristic", "--b", "random", "--deals", "12", "--seed", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("paired diff per deal: +") and out[-1].endswith("(95% CI), n=12")
    assert main(["arena", "ushter", "--a", "heuristic", "--b", "random", "--field", "easy", "--deals", "2"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert "heuristic (A) and random (B), each against easy" in out[0] and out[-1].endswith("n=2")
    for bad in (["arena", "euchre", "--a", "genius", "--b", "random"],
                ["arena", "euchre", "--a", "random", "--b", "random", "--field", "genius"],
                ["arena", "euchre", "--a", "random", "--b", "random", "--deals", "0"],
                ["arena", "chess", "--a", "random", "--b", "random"],
                ["arena", "euchre", "--a", "random", "--b", "random", "--option", "joker=maybe"],
                ["arena", "euchre", "--a", "random"]):
        assert main(bad) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("tricktable: error:")


@pytest.mark.parametrize("line,bounds", [
    ("bench net --tables 100000", "1 to 500"), ("bench net --seconds 1e12", "1 to 3600"),
    ("bench ushter --runs 0", "1 to 100"), ("simulate ushter --deals 0", "1 to 1000000"),
    ("screenshot table OUT.png --after-actions -1", "0 to 100000")])
def test_a_number_out_of_range_is_refused_with_its_range(capsys, tmp_path, monkeypatch, line, bounds):
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, *line.split(" "))
    assert code == 2 and bounds in err, err


@pytest.mark.parametrize("out", ["menu.png", "menu.JPG", "menu.bmp"])
def test_screenshot_writes_the_type_its_name_asks_for(capsys, tmp_path, out):
    import pygame
    code, _, err = run(capsys, "screenshot", "menu", str(tmp_path / out), "--size", "320x240")
    assert code == 0, err
    head = (tmp_path / out).read_bytes()[:4]
    assert head[:4] == b"\x89PNG" if out.endswith(".png") else head[:2] == b"BM" if out.endswith(".bmp") \
        else head[:3] == b"\xff\xd8\xff"
    assert pygame.image.load(str(tmp_path / out)).get_size() == (320, 240)


@pytest.mark.parametrize("command,where", [("simulate", "game.cli"), ("arena", "game.tools.arena")])
def test_a_deal_that_never_ends_stops_simulate_and_the_arena_with_a_message(capsys, monkeypatch,
                                                                            command, where):
    monkeypatch.setattr(f"{where}.DEAL_ACTIONS_MAX", 3)        # every deal takes more than 3 decisions
    argv = (["simulate", "euchre", "--deals", "2"] if command == "simulate"
            else ["arena", "euchre", "--a", "random", "--b", "random", "--deals", "2"])
    code, _, err = run(capsys, *argv)
    assert code == 1 and err.count("\n") == 1
    assert err.startswith("tricktable: error: a euchre deal went past") and "Traceback" not in err
