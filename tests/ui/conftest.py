import pytest

import game.ui  # noqa: F401  (before pygame: keeps its banner quiet)
import pygame

from game.store import Store
from game.ui.app import App
from game.ui.table_scene import TableScene


@pytest.fixture
def app(tmp_path):
    a = App((1280, 800), Store(tmp_path))
    a.settings["anim_speed"] = 3.0
    a.settings["trick_pause"] = 0.3
    yield a
    for scene in a.stack:
        if isinstance(scene, TableScene):
            scene.table.close()
    pygame.display.quit()
