"""The statistics screen: each game's counts in words, the last match's sheet, and a reset that
asks first."""
import pygame

from game.ui.confirm import Confirm
from game.ui.scenes import StatsScene, stat_lines

from tests.test_store import counts
from tests.ui.uihelp import click, key


def test_a_game_never_played_says_so_and_a_played_one_reads_as_sentences():
    assert stat_lines(None) == ["No matches yet."]
    entry = counts(played=4, won=3, abandoned=1, hands=30, points=-45, streak=2, best_streak=3,
                   last={"sides": ["You & Cleo", "Bela & Dora"], "won": True,
                         "rows": [[[2, 0], [2, 0]], [[0, 1], [2, 1]]]})
    assert stat_lines(entry) == [
        "Matches played: 4   won: 3 (75%)   abandoned: 1",
        "Hands played: 30   average score per hand: \u22121.5",
        "Winning streak: 2   best: 3",
        "Last match (won): You & Cleo 2, Bela & Dora 1",
        "    Hand 1: You & Cleo +2, Bela & Dora 0",
        "    Hand 2: You & Cleo 0, Bela & Dora +1",
    ]
    assert stat_lines(counts(played=2, won=0, hands=9, points=18, undone=1,
                             contracts={"You went alone": (1, 3), "Betli": (2, 2)}), "game")[1:] == [
        "Games played: 9   average score per game: +2.0", "Winning streak: 0   best: 0",
        "Matches in which you took a move back: 1",
        "Contracts your side chose, made: Betli 2 of 2, You went alone 1 of 3"]


def test_reset_asks_first_and_keeping_them_changes_nothing(app):
    app.store.record_match("ulti", True, hands=3, points=12)
    app.push(StatsScene(app))
    app.frame(0.0, [])
    s = app.top
    click(app, s.reset.rect.center)
    assert isinstance(app.top, Confirm)
    key(app, pygame.K_RETURN)                 # the safe answer: keep them
    assert app.top is s and app.store.stats()["ulti"]["played"] == 1
    key(app, pygame.K_r)
    assert isinstance(app.top, Confirm)
    click(app, app.top.buttons[1].rect.center)
    assert app.top is s and app.store.stats() == {}
    assert ("p", "No matches yet.") in s.paragraphs()
