"""The window opens where and as large as it was last, within what the desktops can show."""
import pygame

from game.store import Store
from game.ui.app import DEFAULT_SIZE, MIN_SIZE, App, placed

DESK = [(1920, 1080)]


def test_a_saved_place_is_kept_when_it_fits_and_corrected_when_not():
    assert placed(None, DESK) == (DEFAULT_SIZE, None)
    assert placed([100, 50, 1100, 700], DESK) == ((1100, 700), (100, 50))
    assert placed([100, 50, 400, 300], DESK) == (MIN_SIZE, (100, 50))           # too small to play
    assert placed([0, 0, 4000, 3000], DESK) == ((1920, 1080), (0, 0))         # a larger screen then
    assert placed([3000, 50, 1100, 700], DESK) == ((1100, 700), None)         # a monitor unplugged
    assert placed([100, -40, 1100, 700], DESK)[1] is None                     # title bar off the top
    assert placed([2500, 50, 1100, 700], DESK + [(1280, 1024)])[1] == (2500, 50)   # the second screen


def test_the_app_reopens_at_the_place_it_was_moved_and_resized_to(tmp_path):
    app = App(None, Store(tmp_path))
    pygame.display.set_window_position((70, 80))
    app.frame(0.0, [pygame.event.Event(pygame.WINDOWMOVED, x=70, y=80)])
    app.resize((1000, 650))
    assert Store(tmp_path).settings()["window"] == [70, 80, 1000, 650]
    pygame.display.quit()
    again = App(None, Store(tmp_path))
    assert again.screen.get_size() == (1000, 650)
    assert pygame.display.get_window_position() == (70, 80)
    pygame.display.quit()


def test_a_tool_that_gives_its_own_size_leaves_the_saved_place_alone(tmp_path):
    store = Store(tmp_path)
    settings = store.settings()
    settings["window"] = [10, 20, 1100, 700]
    store.save_settings(settings)
    app = App((1280, 800), store)
    app.resize((1000, 650))
    app.frame(0.0, [pygame.event.Event(pygame.WINDOWMOVED, x=5, y=5)])
    assert Store(tmp_path).settings()["window"] == [10, 20, 1100, 700]
    pygame.display.quit()
