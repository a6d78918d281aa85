"""Where the store's lines are shown (the menu, the statistics, the table's note), they are in the
player's language, chosen after the store spoke (its lines are made before the settings are read)."""
import json

import pygame

from game import i18n
from game.store import SETTINGS, STATS, Store, save_name
from game.ui import scenes
from game.ui.app import App
from game.ui.scenes import MenuScene, StatsScene, default_setup, start_match


def _app(home, language: str) -> App:
    (home / SETTINGS).write_text(json.dumps({"language": language}))
    (home / save_name("euchre")).write_text("{oops")
    return App((1280, 800), Store(home))


def test_the_menu_and_the_statistics_show_a_damaged_files_line_in_the_players_language(tmp_path, monkeypatch):
    """A damaged save and statistics file, a player who reads Finnish: the menu's line under the
    buttons and the statistics page's line are the Finnish sentences, never the English ones."""
    drawn: list[str] = []
    real_fit = scenes.fit
    monkeypatch.setattr(scenes, "fit", lambda line, *a, **k: drawn.append(line) or real_fit(line, *a, **k))
    app = _app(tmp_path, "fi")
    try:
        assert i18n.active().code == "fi"
        menu = MenuScene(app)
        app.push(menu)
        [english] = menu.messages
        assert english.startswith("Your saved match file could not be read (it is damaged)")
        menu.draw(app.screen)
        assert drawn == [i18n.line(english)]
        assert drawn[0].startswith("Tallennetun ottelun tiedosto ei ollut luettavissa (se on vioittunut)")
        (tmp_path / STATS).write_text("[1]")
        page = StatsScene(app).paragraphs()
        said = [line for kind, line, *_ in page if kind == "o"]
        assert len(said) == 1 and said[0].startswith("Tilastotiedostosi ei ollut luettavissa (siinä ei ole tilastoja)")
        assert i18n.active().missing == set()
    finally:
        i18n.use("en")
        pygame.display.quit()


def test_the_table_says_nothing_will_be_saved_in_the_players_language(tmp_path):
    """A data folder that cannot be made: the note at a new table is in the player's language."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    app = App((1280, 800), Store(blocker / "home"))
    try:
        i18n.use("hu")
        app.push(MenuScene(app))
        start_match(app, "ushter", default_setup("ushter"))
        note = app.top.toast[0]
        assert note.startswith("Nem sikerült menteni ide: ") and str(blocker / "home") in note
        assert i18n.active().missing == set()
    finally:
        i18n.use("en")
        app.top.table.close()
        pygame.display.quit()
