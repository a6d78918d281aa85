"""The table plays a game it has never seen (tests/ui/toygame.py) through the protocol alone."""
import pytest

from game.ai import RandomBot
from game.registry import RECORDS, GameRecord
from game.rules import GAMES
from game.rules.actions import Discard, Play
from game.table import Table, bot_names
from game.ui.intents import Skip, ToggleCard
from game.ui.results import MatchOverScene, SummaryScene
from game.ui.table_scene import TableScene
from tests.ui.toygame import Toy

from tests.ui.uihelp import button_pos, card_pos, click, plate_score, run_until_human, shown_button


@pytest.fixture
def toy(monkeypatch, app):
    monkeypatch.setitem(GAMES, "toy", Toy)
    monkeypatch.setitem(RECORDS, "toy", GameRecord("toy", Toy, "Toy", "Two teams, three tricks.",
                                                   RandomBot, ("discard", "play", "over")))
    app.settings["anim_speed"] = 1000.0
    app.settings["trick_pause"] = 0.0
    state = Toy.new(seed=4, target=2)
    table = Table(state, human=1, names=bot_names(4, 1, "You"), store=app.store)
    scene = TableScene(app, table)
    app.push(scene)
    return scene


def test_a_team_game_with_discards_shown_hands_and_unknown_events(app, toy):
    scene, state = toy, toy.table.state
    run_until_human(app, scene)
    assert state.phase == "discard" and scene.discard_mode()
    scene.do(Skip(False))
    assert scene.model.stock_cards == list(state.stock) and all(scene.sprites[c].face == 1.0 for c in state.stock)
    hand = list(state.view(1).hand)
    click(app, card_pos(scene, hand[0]))
    assert not shown_button(scene, "Discard").enabled
    click(app, card_pos(scene, hand[3]))
    assert shown_button(scene, "Discard").enabled
    click(app, button_pos(scene, "Discard"))
    assert state.phase == "play" and len(state.view(1).hand) == 3
    scene.do(Skip(False))
    partner = list(state.view(1).shown[3])
    assert scene.model.hands[3] == partner and all(scene.sprites[c].card == c and scene.sprites[c].face == 1.0 for c in partner)
    seen_summary = False
    for _ in range(200):
        run_until_human(app, scene)
        top = app.top
        if isinstance(top, MatchOverScene):
            break
        if isinstance(top, SummaryScene):
            seen_summary = True
            from game.ui.scoresheet import unit_names
            assert unit_names(scene) == ["Ada & Bela", "You & Cleo"]
            app.frame(0.0, [])
            click(app, app.top.button.rect.center)
            continue
        legal = state.legal_actions()
        if type(legal[0]) is Discard:
            scene.do(ToggleCard(legal[0].cards[0]))
            scene.do(ToggleCard(legal[0].cards[1]))
            scene.panel.discard_selected()
        else:
            click(app, card_pos(scene, next(a.card for a in legal if type(a) is Play)))
    assert seen_summary and isinstance(app.top, MatchOverScene)
    assert any(line.endswith(": fanfare") for line in scene.log)
    assert scene.motion.hud.contract.startswith("{seat:") and scene.named(scene.motion.hud.contract).split()[0] in scene.names
    won = app.store.stats()["toy"]["won"]
    assert won == int(1 in app.top.ev.winners)     # the human (seat 1) plays for team 1
    app.frame(0.0, [])


def test_team_plates_and_resume(app, toy):
    scene = toy
    run_until_human(app, scene)
    app.frame(0.0, [])
    assert plate_score(scene, 0) == plate_score(scene, 2) == 0
    scene.submit(scene.table.state.legal_actions()[0])
    again = Table.resume(app.store)
    assert again is not None and again.state.to_dict() == scene.table.state.to_dict()
