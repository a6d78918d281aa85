"""The arena's duplicate deals: a level against itself scores exactly zero on every deal (the same
cards, the same choices), a better level scores above zero, and workers never change a number."""
import random
import re

import pytest

from game.tools import arena


@pytest.mark.parametrize("game, players", [("euchre", 4), ("ushter", 5), ("huutopussi", 3)])
def test_a_level_against_itself_is_exactly_even_on_every_deal(game, players):
    report = arena.run(game, "heuristic", "heuristic", 6, seed=4, players=players)
    assert report.diffs == [0.0] * 6


@pytest.mark.parametrize("game, players", [("euchre", 4), ("ushter", 5)])
def test_a_seat_decides_alike_at_every_table_of_a_deal_whatever_randomness_the_others_draw(
        monkeypatch, game, players):
    """Common random numbers: A searches exactly as B but draws a thousand more random numbers per
    decision, so the deal's difference is zero only when no seat's stream leans on another's draws."""
    from game.ai.search import SearchBot
    from game.registry import GameRecord

    class Thirsty(SearchBot):
        def explain(self, view, legal, rng, sample=None):
            mine = random.Random()
            mine.setstate(rng.getstate())
            for _ in range(1000):
                rng.random()
            return super().explain(view, legal, mine, sample)

    def make_bot(self, level, arena=False, models=None):     # a small, noisy search: every draw shows
        kind = Thirsty if level == "thirsty" else SearchBot
        return kind(self.heuristic(), playouts=12, min_samples=3)
    monkeypatch.setattr(GameRecord, "make_bot", make_bot)
    report = arena.run(game, "thirsty", "small", 3, seed=5, players=players)
    assert report.searched["a"][0] > 0 and report.diffs == [0.0] * 3


@pytest.mark.parametrize("game, players", [("euchre", 4), ("ushter", 5), ("ulti", 3), ("huutopussi", 4)])
def test_b_as_the_field_is_the_plain_duplicate_deal_for_deal(game, players):
    plain = arena.run(game, "heuristic", "random", 4, seed=6, players=players)
    fielded = arena.run(game, "heuristic", "random", 4, seed=6, players=players, field="random")
    assert fielded.diffs == plain.diffs and any(plain.diffs)


@pytest.mark.parametrize("game, players", [("calltrump", 4), ("ushter", 5)])
def test_through_a_field_a_level_against_itself_is_exactly_even(game, players):
    assert arena.run(game, "random", "random", 4, seed=7, players=players, field="heuristic").diffs == [0.0] * 4


def test_a_better_level_wins_through_a_field_that_is_neither_of_them():
    fielded = arena.run("ushter", "heuristic", "random", 30, seed=7, field="heuristic")
    assert fielded.mean - fielded.half_width > 0
    assert fielded.diffs != arena.run("ushter", "heuristic", "random", 30, seed=7).diffs


def test_in_partnership_games_a_as_the_field_is_the_plain_duplicate_too():
    """A against itself is exactly even, so (A against A) minus (B against A) is A against B."""
    plain = arena.run("calltrump", "heuristic", "random", 8, seed=7)
    assert arena.run("calltrump", "heuristic", "random", 8, seed=7, field="heuristic").diffs == plain.diffs


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


def test_euchre_reports_each_sides_calls_loners_and_euchres():
    report = arena.run("euchre", "easy", "random", 6, seed=5)
    lines = report.lines("easy", "random")
    assert lines[-1].startswith("paired diff per deal: ")
    made = [ln for ln in lines if "made trump" in ln]
    assert [ln[:2] for ln in made] == ["A ", "B "]
    assert all(re.search(r"made trump \d+ times \(\d+ alone\) and was euchred on \d+ \(", ln) for ln in made)
    a, b = report.tally["a"], report.tally["b"]
    assert a["called"] > 0 and 0 <= a["euchred"] <= a["called"] and a["alone"] <= a["called"]
    assert b["euchred"] > a["euchred"] * b["called"] / a["called"]     # random calls fail more often


def test_euchre_tally_reads_the_maker_the_loner_and_the_tricks_from_the_events():
    from game.cards import Suit
    from game.rules.actions import BidMade, HandScored, TrickTaken, TrumpSet
    from game.rules.euchre import makers_tally
    bids = [BidMade(0, "Pass"), BidMade(1, "OrderUp yes"), TrumpSet(Suit.HEARTS, 1)]
    tricks = [TrickTaken(w, (), n) for n, w in enumerate((1, 0, 2, 3, 2), 1)]   # two of five for E-W
    assert makers_tally(bids + tricks + [HandScored((2, 0), (2, 0))]) == {
        1: {"called": 1, "alone": 1, "euchred": 1}}
    partner = [BidMade(0, "Pass"), BidMade(1, "ChooseTrump S"), TrumpSet(Suit.SPADES, 1)]
    won = [TrickTaken(w, (), n) for n, w in enumerate((1, 3, 3, 0, 2), 1)]
    assert makers_tally(partner + won + [HandScored((0, 1), (0, 1))]) == {
        1: {"called": 1, "alone": 0, "euchred": 0}}
    assert makers_tally(bids) == {}


def test_the_cheaters_redeal_is_the_real_deal_and_the_others_are_not(monkeypatch):
    """In the arena the cheater's sampler gives the real state (the same hidden hands however often
    it is asked, the seat's own view unchanged); the other side's samples vary."""
    from game.ai.search import SearchBot
    kinds = {}

    def spy(self, view, legal, rng, sample=None):
        worlds = [sample(random.Random(i)) for i in range(4)]
        assert all(w.view(view.seat) == view for w in worlds)
        kind = "cheater" if self.tries == 1 else "hard"
        kinds.setdefault(kind, []).append(len({tuple(w.deal.hands) for w in worlds}))
        return legal[0]
    monkeypatch.setattr(SearchBot, "choose", spy)
    arena.run("euchre", "cheater", "hard", 1, seed=3)
    assert kinds["cheater"] and set(kinds["cheater"]) == {1}    # every draw the same hands
    assert sum(kinds["hard"]) > 2 * len(kinds["hard"])          # redeals differ (a last card may not)


def test_no_table_or_lan_path_can_seat_the_cheater(tmp_path):
    from game.ai import SEAT_LEVELS, level
    from game.net.host import Host
    from game.registry import make_bot
    from game.rules import new_game
    from game.table import Table
    assert "cheater" not in SEAT_LEVELS
    with pytest.raises(ValueError):
        level("cheater")
    with pytest.raises(ValueError):
        make_bot("euchre", "cheater")
    with pytest.raises(ValueError):
        Table(new_game("euchre", seed=1), levels=[None, "cheater", "easy", "easy"], timers=False)
    with pytest.raises(ValueError):
        Host("euchre", [None, "cheater", "easy", "easy"], seed=1)
    assert level("cheater", arena=True) == "cheater"


def test_the_kontra_tally_counts_a_kontra_as_worked_only_when_every_part_it_raised_failed():
    """Read from the hand summary's own part lines (``scoring.part_line``), whatever their wording."""
    from game.cards import Suit
    from game.rules.actions import HandScored, TrumpSet
    from game.rules.ulti.bids import P40, SIMPLE
    from game.rules.ulti.engine import KontraSaid, kontra_tally
    from game.rules.ulti.scoring import part_line

    def deal(*parts_failed, raised=(SIMPLE,)):
        summary = "\n".join([f"{part_line(SIMPLE, SIMPLE not in parts_failed)}: +2",
                             f"{part_line(P40, P40 not in parts_failed)}: +4", "Nobody pays."])
        return kontra_tally([TrumpSet(Suit.CLUBS, 0), *(KontraSaid(1, p, 1) for p in raised),
                             HandScored((0, 0, 0), (0, 0, 0), summary)])
    assert deal(SIMPLE)[1] == {"defended": 1, "kontra": 1, "kontra_failed": 1}
    assert deal(P40)[1] == {"defended": 1, "kontra": 1, "kontra_failed": 0}
    assert deal(SIMPLE, raised=(SIMPLE, P40))[1]["kontra_failed"] == 0
    assert deal(SIMPLE)[2] == {"defended": 1, "kontra": 0, "kontra_failed": 0}


def test_the_arena_counts_each_searching_sides_overruled_choices():
    report = arena.run("euchre", "normal", "easy", 2, seed=3)
    done, other = report.searched["a"]
    assert done > 0 and 0 <= other <= done and "b" not in report.searched
    lines = report.lines("normal", "easy")
    assert lines[2] == (f"A (normal): searched {done} decisions, played other than Easy's choice in {other} "
                        f"({100 * other / done:.1f}%)")
