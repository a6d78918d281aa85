import pygame
import pytest

import game.ui  # noqa: F401  (before pygame: keeps its banner quiet)
from game.store import Store
from game.ui.app import App
from game.ui.table_scene import TableScene


def app_of_size(tmp_path, size):
    """An app of window ``size`` with a fresh data folder and quick animations; afterwards every
    table it opened is closed and the window with it (a fixture yields from this)."""
    a = App(size, Store(tmp_path))
    a.settings["anim_speed"] = 3.0
    a.settings["trick_pause"] = 0.3
    yield a
    for scene in a.stack:
        if isinstance(scene, TableScene):
            scene.table.close()
    pygame.display.quit()


@pytest.fixture
def app(tmp_path):
    yield from app_of_size(tmp_path, (1280, 800))
