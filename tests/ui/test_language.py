"""The language setting: the system's language at first, changed in the settings and applied at once."""
from game import i18n
from game.store import Store
from game.ui.scenes import SettingsScene


def test_the_language_row_changes_the_language_at_once_and_is_kept(app):
    assert app.settings["language"] == "" and i18n.active().code == "en"     # tests run in an English locale
    settings = SettingsScene(app)
    app.push(settings)
    row = next(r for r in settings.rows if r.label == "Language")
    assert row.value() == "your system's"
    try:
        row.cycle(1)
        settings.changed()
        assert row.value() == "English" and i18n.active().code == "en"
        row.cycle(1)
        settings.changed()
        assert row.value() == "Magyar" and i18n.active().code == "hu"
        assert Store(app.store.home).settings()["language"] == "hu"
        row.cycle(1)
        assert i18n.active().code == "fi"
    finally:
        i18n.use("en")
