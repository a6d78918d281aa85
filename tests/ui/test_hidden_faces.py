"""The table never shows a face the human may not see: Ulti's talon picked up by a computer seat
stays face down all the way into its hand, and the log does not name its cards."""
from game.cards import bits
from game.rules.actions import Pass, PickedUp
from game.ui.card_model import visible

from tests.ui.uihelp import button_pos, click, game_scene


def test_a_bot_picking_up_the_talon_never_shows_its_faces(app):
    app.settings["anim_speed"] = 1.0          # every frame of the flight is looked at
    picked = []
    for seed in (2, 6, 13, 26):
        scene = game_scene(app, "ulti", human=0, seed=seed)
        state, table = scene.table.state, scene.table
        poll = table.poll

        def spy(hold=False, poll=poll):
            events = poll(hold)
            picked.extend(c for e in events if isinstance(e, PickedUp) and e.seat != 0 for c in e.cards)
            return events
        table.poll = spy
        for _ in range(600):
            if state.phase not in ("discard", "must_bid", "turn"):
                break
            view = state.view(0)
            allowed = visible(view) | set(bits(view.played))
            for sp in scene.sprites.values():
                if sp.card is not None and sp.face >= 0.5:
                    assert sp.card in allowed, f"{sp.card} shown face up"
            assert not any(c.pretty() in line for c in picked for line in scene.log)
            if scene.my_turn():
                legal = table.seat_view().actions
                if Pass() in legal:
                    click(app, button_pos(scene, "Pass"))
                else:
                    scene.submit(legal[0])
            table.wait()
            app.frame(1 / 30, [])
        table.close()
        app.pop()
        if picked:
            break
    assert picked, "a computer seat picked up the talon"
