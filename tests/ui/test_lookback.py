"""The score sheet (S) and the trick history (T): built from the table's record of the engine's
events, in players' names, and looking never changes the match or its save."""
import random

import pytest

import game.ui  # noqa: F401
import pygame

from game.registry import make_bot
from game.rules import GAMES, new_game, ushter
from game.rules.actions import CardPlayed, Dealt, Play, Renege, TrickTaken
from game.store import Store, save_name
from game.table import Table, bot_names
from game.ui.scoresheet import ScoreSheet
from game.ui.table_scene import TableScene
from game.ui.tricks import TrickHistory
from tests.ui.uihelp import click, key, plate_score, run_until_human

TEAM_GAMES = ("euchre", "calltrump")


def bot_move(table, bot, rng):
    state, seat = table.state, table.state.to_act
    return bot.choose(state.view(seat), state.legal_actions(), rng, lambda r: state.determinize(seat, r))


def played(game, hands=3, human=0, seed=5, store=None, until=None):
    """A table whose every seat random bots played for ``hands`` scored hands (or until ``until``),
    and the events it returned."""
    state = new_game(game, seed=seed)
    table = Table(state, human=human, names=bot_names(state.players, human, "You"), store=store,
                  timers=False)
    bot, rng, events = make_bot(game, "random"), random.Random(seed), []
    while state.to_act is not None and len(table.sheet) < hands and not (until and until(table, events)):
        events += table.step(bot_move(table, bot, rng))
    return table, events


def open_scene(app, table):
    scene = TableScene(app, table, animate_opening=False)
    app.push(scene)
    app.frame(0.0, [])
    return scene


@pytest.mark.parametrize("game", sorted(GAMES))
def test_score_sheet_rows_add_up_to_the_totals_on_the_table(app, game):
    table, _ = played(game)
    scene = open_scene(app, table)
    key(app, pygame.K_s)
    sheet = app.top
    assert isinstance(sheet, ScoreSheet)
    lines = sheet.lines
    assert sum(line.changes is not None for line in lines) >= min(3, len(table.sheet))
    start = lines[0].totals if lines[0].changes is None else (0,) * len(lines[0].totals)
    running = list(start)
    for line in lines:
        if line.changes is not None:
            running = [r + c for r, c in zip(running, line.changes)]
        assert tuple(running) == line.totals, line.label
    for s in range(scene.n):                 # what each name plate shows
        assert running[scene.table.state.score_index(s)] == plate_score(scene, s)
    assert len(sheet.sides) == len(running)
    word = table.record.deal_word.capitalize()
    assert [ln.label for ln in lines if ln.changes is not None][:2] == [f"{word} 1", f"{word} 2"]
    for name in sheet.sides:
        assert "Team" not in name and "Seat" not in name and "team" not in name
    key(app, pygame.K_s)
    assert app.top is scene


def test_ushter_counts_down_from_20_and_a_renege_shows_in_the_hand_it_was_made(app):
    state = new_game("ushter", seed=3)
    table = Table(state, human=0, timers=False)
    bot, rng, reneged = make_bot("ushter", "random"), random.Random(3), False
    while not reneged:
        assert state.to_act is not None
        if state.to_act == 0 and state.phase == ushter.PLAYING:
            bad = [c for c in state.view(0).hand if state.why_illegal(Play(c)) is not None]
            if bad:
                assert any(isinstance(e, Renege) for e in table.submit(Play(bad[0])))
                reneged = True
                continue
        table.step(bot_move(table, bot, rng))
    scene = open_scene(app, table)
    key(app, pygame.K_s)
    lines = app.top.lines
    assert lines[0].label == "Start" and lines[0].totals == (20,) * state.players
    assert "count down" in app.top.note() and "penalty" in app.top.note()
    now = lines[-1]
    assert now.label == f"Hand {len(table.sheet) + 1} so far" and now.changes[0] == 5
    assert now.totals[0] == plate_score(scene, 0)
    key(app, pygame.K_s)
    hands = len(table.sheet)
    while len(table.sheet) == hands:              # play the hand out: its line keeps the 5
        table.step(bot_move(table, bot, rng))
    key(app, pygame.K_s)
    line = app.top.lines[hands + 1]
    assert line.extra[0] == 5 and line.totals == tuple(table.sheet[-1].scores)
    assert line.changes[0] == 5 + table.sheet[-1].deltas[0]



@pytest.mark.parametrize("game", TEAM_GAMES)
@pytest.mark.parametrize("human", [0, 3])
def test_team_names_read_you_and_your_partner(app, game, human):
    table, _ = played(game, hands=1, human=human)
    scene = open_scene(app, table)
    key(app, pygame.K_s)
    sides = app.top.sides
    partner = next(s for s in range(4) if s != human and table.state.score_index(s)
                   == table.state.score_index(human))
    mine = app.top.sides[table.state.score_index(human)]
    assert mine == f"You & {scene.names[partner]}"
    assert all(" & " in s for s in sides) and sum(s.startswith("You") for s in sides) == 1


def hand_tricks(events):
    """The tricks since the last deal, from the events the table returned."""
    out = []
    for ev in events:
        if isinstance(ev, Dealt):
            out = []
        elif isinstance(ev, TrickTaken):
            out.append((ev.number, ev.seat, tuple(ev.cards)))
    return out


def mid_hand(table, events):
    return len(hand_tricks(events)) >= 2 and table.state.view(0).trick == ()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_trick_history_lists_exactly_the_tricks_taken_so_far(app, game, tmp_path):
    store = Store(tmp_path)
    table, events = played(game, hands=9, store=store, until=mid_hand)
    assert mid_hand(table, events)
    want = hand_tricks(events)
    played_up = {ev.card for ev in events if isinstance(ev, CardPlayed)}
    scene = open_scene(app, table)
    app.frame(0.0, [])
    click(app, scene.drawn.last_trick.box.center)     # the last trick's corner opens it
    history = app.top
    assert isinstance(history, TrickHistory)
    got = [(t.number, t.winner, tuple(c for _, c in t.plays)) for t in history.tricks]
    assert got == want
    for t, after in zip(history.tricks, history.tricks[1:]):
        assert after.plays[0][0] == t.winner          # who led: the last trick's winner
    for t in history.tricks:
        assert {c for _, c in t.plays} <= played_up    # nothing that was not played face up
        assert len({s for s, _ in t.plays}) == len(t.plays)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    resumed = Table.resume(store, game)           # a resumed match replays the same tricks
    assert [(t.number, t.winner, t.plays) for t in resumed.hand_tricks()] == \
           [(t.number, t.winner, t.plays) for t in history.tricks]


def test_trick_history_starts_afresh_with_each_deal():
    table, events = played("euchre", hands=1)
    assert table.hand_tricks() == [] and any(isinstance(e, Dealt) for e in events)


def test_looking_back_changes_neither_the_match_nor_its_save(app, tmp_path):
    """Call Trump with its countdown on: S, T, the buttons and Esc, a long look, no move."""
    state = new_game("calltrump", seed=4)
    table = Table(state, human=0, names=bot_names(4, 0, "You"), store=app.store, timers=True)
    scene = TableScene(app, table)
    app.push(scene)
    run_until_human(app, scene)
    app.frame(0.0, [])
    path = app.store.path(save_name("calltrump"))
    before = (path.read_bytes(), state.to_dict(), table.moves, table.time_left())
    assert before[3] is not None                  # a countdown runs
    for opener, closer in ((pygame.K_s, pygame.K_s), (pygame.K_t, pygame.K_ESCAPE),
                           ("scores", pygame.K_ESCAPE), ("tricks", pygame.K_t)):
        if isinstance(opener, str):
            button = scene.look_buttons[0 if opener == "scores" else 1]
            click(app, button.rect.center)
        else:
            key(app, opener)
        assert app.top is not scene
        for _ in range(40):
            app.frame(5.0, [])                    # far longer than the countdown
        key(app, closer)
        assert app.top is scene
        app.frame(0.0, [])
    after = (path.read_bytes(), state.to_dict(), table.moves, table.time_left())
    assert after[:3] == before[:3]
    assert after[3] == pytest.approx(before[3], abs=1e-6)   # the countdown waited


@pytest.mark.parametrize("scene", ["scoresheet", "tricks"])
def test_the_screenshot_command_renders_both_panels(tmp_path, scene):
    from game.cli import main
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", scene, str(out), "--game", "euchre", "--after-actions", "40",
                 "--size", "960x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 600)
