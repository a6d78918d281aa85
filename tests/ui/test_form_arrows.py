"""The "‹" and "›" of a choice in the setup and the settings step both ways: a click on "‹" goes
to the previous value, a click on "›" to the next (issue 34: both used to step forward)."""

from game.ui.scenes import MenuScene, SettingsScene, SetupScene

from tests.ui.uihelp import click


def arrows(scene, row):
    """Where a person clicks the row's "‹" and its "›": near each end of its value box."""
    box = scene.box_at(row)
    return (box.left + 10, box.centery), (box.right - 10, box.centery)


def test_setup_arrows_step_the_number_of_players_down_and_up(app):
    app.push(MenuScene(app))
    app.push(SetupScene(app, "ushter"))
    setup = app.top
    players = next(r for r in setup.rows if r.label == "Players")
    app.frame(0.0, [])
    back, forward = arrows(setup, players)
    assert setup.setup["players"] == 5
    click(app, back)
    assert setup.setup["players"] == 4 and players.value() == "4"
    click(app, back)
    assert setup.setup["players"] == 3
    click(app, forward)
    assert setup.setup["players"] == 4


def test_settings_arrows_step_the_animation_speed_down_and_up(app):
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    s = app.top
    speed = s.rows[0]
    app.frame(0.0, [])
    back, forward = arrows(s, speed)
    start = speed.value()
    click(app, back)
    lower = speed.value()
    assert lower != start
    click(app, forward)
    assert speed.value() == start
    click(app, forward)
    assert speed.value() not in (start, lower)


def test_the_arrows_are_drawn_at_the_ends_of_the_box(app):
    """The arrows sit where a click steps their way: ink at both ends of a choice's box."""
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    s = app.top
    app.frame(0.0, [])
    box = s.box_at(s.rows[0])
    back, forward = arrows(s, s.rows[0])
    fill = tuple(app.screen.get_at((box.left + box.width // 3, box.top + 5)))
    for x in (back[0], forward[0]):
        column = [tuple(app.screen.get_at((x + dx, box.centery + dy))) for dx in range(-6, 7) for dy in range(-6, 7)]
        assert any(c != fill for c in column)
