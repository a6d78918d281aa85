"""The "Card names" setting: the player's language by default, English, or each game's own names
(game/registry.py), in the log, the buttons, the prompts and the reasons of greyed cards alike."""
import pytest

from game.registry import LANGUAGE_CARDS, record
from game.rules.wording import ENGLISH
from game.cards import Card
from game.rules.actions import Play
from game.store import Store
from game.ui.scenes import SettingsScene
from game.tools.screenshot import set_up
from tests.ui.uihelp import game_scene, run_until_human, shown_hand, your_turn


def test_the_setting_is_the_language_by_default_kept_and_checked(app, tmp_path):
    assert app.settings["card_names"] == "language"
    settings = SettingsScene(app)
    app.push(settings)
    row = next(r for r in settings.rows if r.label == "Card names")
    assert row.value() == "in your language" and "makk ász" in row.help
    row.cycle(1)
    row.cycle(1)
    settings.changed()
    assert Store(app.store.home).settings()["card_names"] == "own" and row.value() == "the game's own"
    assert set_up(str(tmp_path), {"card_names": "own"})
    assert not set_up(str(tmp_path / "other"), {"card_names": "klingon"})


@pytest.mark.parametrize("game,language,names", [
    ("ulti", "hu", "ulti"), ("huutopussi", "fi", "huutopussi"), ("ulti", "en", None), ("euchre", "en", None),
    ("euchre", "hu", "hu"), ("ushter", "fi", "fi"), ("ulti", "fi", "fi"), ("huutopussi", "hu", "hu")])
def test_by_default_the_cards_are_named_in_the_players_language(game, language, names):
    """The game's own names where they are in the player's language, else the French pack's names in
    it, English for an English reader; the other two choices ignore the language."""
    want = (ENGLISH if names is None else record(names).card_names if names in ("ulti", "huutopussi")
            else LANGUAGE_CARDS[names])
    assert record(game).names_for("language", language) == want
    assert record(game).names_for("english", language) == ENGLISH
    assert record(game).names_for("own", language) == record(game).card_names
    assert LANGUAGE_CARDS["hu"].name("QS") == "pikk dáma" and LANGUAGE_CARDS["fi"].name("2H") == "herttakakkonen"


def test_an_ulti_table_says_the_hungarian_names_and_euchre_stays_english(app):
    app.settings["card_names"] = "own"
    scene = game_scene(app, "ulti", seed=3)
    run_until_human(app, scene)
    ace = Card.parse("AC")
    assert scene.named(scene.table.state.label(Play(ace))) == "Play makk ász"
    assert all("♣" not in why and "♠" not in why for why in scene.panel.illegal.values())
    scene = game_scene(app, "euchre", seed=3)
    assert scene.named(scene.table.state.label(Play(Card.parse("JH")))) == "Play the J♥"
    app.settings["card_names"] = "english"
    scene = game_scene(app, "ulti", seed=3)
    assert scene.named(scene.table.state.label(Play(ace))) == "Play ♣A"


def test_no_placeholder_reaches_the_screen_through_a_whole_deal(app):
    """Prompts, buttons (the discard button too), greyed cards' reasons and the log of a played
    Ulti deal, in the game's own names: every card token is rendered."""
    app.settings["card_names"] = "own"
    scene = game_scene(app, "ulti", seed=5)
    seen = []
    for _ in range(300):
        if scene.motion.blocked and app.top is not scene:
            break
        if scene.table.state.to_act == scene.you and scene.frame().at_rest and scene.panel.legal:
            panel = scene.panel
            if panel.discards():
                for c in shown_hand(scene)[:2]:
                    panel.selected.add(c)
                panel.update_discard_button()
                seen.append(panel.discard_button.label)
            seen += [scene.prompt, *(b.label for _, b in panel.grid.items), *panel.illegal.values()]
            legal = scene.table.state.legal_actions()
            scene.submit(next((a for a in legal if type(a).__name__ == "PickUp"), legal[0]))
        scene.table.wait()
        app.frame(0.25, [])
        seen += list(scene.log)
    assert any(t.startswith("Lay down ") for t in seen), "the discard button was seen"
    assert any("makk" in t or "piros" in t or "zöld" in t or "tök" in t for t in seen)
    assert not [t for t in seen if "{" in t]


def test_changing_the_setting_over_a_table_renames_the_cards_at_once(app):
    """Like the card size, the card names follow the setting while the table is open: the greyed
    cards' reasons and the buttons are said afresh in the names chosen."""
    app.settings["card_names"] = "english"
    scene = game_scene(app, "ulti", seed=5)
    for _ in range(300):                    # on to a trick where some of your cards are greyed
        said = " ".join(scene.panel.illegal.values())
        if scene.table.state.to_act == scene.you and scene.frame().at_rest and any(g in said for g in "♣♠♥♦"):
            break
        if scene.table.state.to_act == scene.you and scene.frame().at_rest and your_turn(scene):
            legal = scene.table.state.legal_actions()
            scene.submit(next((a for a in legal if type(a).__name__ == "PickUp"), legal[0]))
        scene.table.wait()
        app.frame(0.25, [])
    english = dict(scene.panel.illegal)
    assert any(g in " ".join(english.values()) for g in "♣♠♥♦"), english
    app.settings["card_names"] = "own"
    app.frame(0.0, [])
    assert scene.named(scene.table.state.label(Play(Card.parse("AC")))) == "Play makk ász"
    own = scene.panel.illegal
    english_words = ("♣", "♠", "♥", "♦", "clubs", "spades", "hearts", "diamonds")
    assert own.keys() == english.keys() and not [w for w in own.values() if any(g in w for g in english_words)], own
    app.settings["card_names"] = "english"
    app.frame(0.0, [])
    assert scene.panel.illegal == english
