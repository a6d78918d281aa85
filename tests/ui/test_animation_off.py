"""The animation speed "off": cards go straight to their place (within a frame), the computers
still leave a beat between their moves, and the setting is offered, saved and read back."""
from game.store import ANIM_SPEEDS, Store
from game.ui.scenes import SettingsScene
from tests.ui.uihelp import table_scene


def test_off_lands_every_card_within_one_frame_and_keeps_a_beat_between_moves(app):
    app.settings["anim_speed"] = 0.0
    scene = table_scene(app)
    assert scene.table.pause == 0.15
    scene.motion.enqueue(scene.table.state.opening_events())
    flights = set()
    for _ in range(30):
        app.frame(1 / 60, [])
        flights.update(s.dur for s in scene.sprites.values())
    assert flights and max(flights) < 1 / 60, f"a flight took {max(flights):.3f} s"


def test_the_setting_offers_off_and_it_is_saved(app, tmp_path):
    assert ANIM_SPEEDS[0] == 0.0
    scene = SettingsScene(app)
    app.push(scene)
    row = next(r for r in scene.rows if r.label == "Animation speed")
    while app.settings["anim_speed"] != 0.0:
        row.cycle(1)
    assert row.value() == "off"
    scene.changed()
    assert Store(app.store.home).settings()["anim_speed"] == 0.0
