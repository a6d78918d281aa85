"""E on the table and on the hand summary saves the hand to the data folder, says where in one
line, and the file it writes passes ``verify``; the summary shows the deal's commitment."""
import pathlib

import pygame

from game import hand_file as H
from game.ui.results import SummaryScene, seal_line

from tests.ui.uihelp import game_scene, key, run_until_human


def test_the_export_key_writes_a_hand_that_verifies(app):
    scene = game_scene(app, "euchre", human=0, seed=3, timers=False)
    for _ in range(400):                      # play on until a hand is scored (its summary shows)
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        scene.submit(scene.table.state.legal_actions()[0])
    summary = app.top
    assert isinstance(summary, SummaryScene)
    line = seal_line(scene.table)
    first = scene.table.seals.get(1)
    assert first.revealed and first.commitment[:12] in line and "\n" not in line
    key(app, pygame.K_e)
    assert summary.saved.startswith("Hand saved: ")
    path = pathlib.Path(summary.saved.removeprefix("Hand saved: "))
    assert path.parent == pathlib.Path(app.store.home)
    result = H.verify(H.parse(path.read_text(encoding="utf-8")))
    assert result[0] == (True, "Deal 1: matches its commitment") and all(ok is not False for ok, _ in result)
    summary.proceed()
    key(app, pygame.K_e)                        # the same key at the table: a second file, one line
    assert scene.toast and scene.toast[0].startswith("Hand saved: ") and "\n" not in scene.toast[0]
    assert pathlib.Path(scene.toast[0].removeprefix("Hand saved: ")) != path
