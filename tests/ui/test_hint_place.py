"""The hint has a place of its own: pressed at a bidding decision, it shows just above the prompt,
clear of the decision panel, of every decision button and of the name plates, and a long hint
wraps inside its box (at the smallest window too)."""
import pygame
import pytest

from game.rules.actions import Play
from game.ui import art
from game.ui.hint_box import PAD
from tests.ui.uihelp import game_scene, key, run_until_human

LONG = ("because it keeps your trumps for the end and the cards still out are more likely to sit "
        "with the players after you than before you, so leading now gives away the count; "
        "Durchmarsszíntelenbetliterítettulti would do worse on most of the sixty deals sampled, and by more points than it would gain in the best of them")


def at_a_bid(app, game):
    """A scene at the human's first decision made with buttons (a bid, a pass, play or fold)."""
    scene = game_scene(app, game, human=0, seed=11, timers=False)
    for _ in range(40):
        run_until_human(app, scene)
        legal = scene.table.state.legal_actions()
        if scene.frame().buttons() and not any(type(a) is Play for a in legal):
            return scene
        scene.submit(legal[0])
    raise AssertionError("no decision with buttons")


def assert_hint_clear(frame):
    """The frame's hint lies in the window, clear of the decision panel, of every button in it and
    of every name plate, its lines inside its box."""
    hint = frame.hint
    assert hint is not None and frame.panel is not None
    box = hint.rect
    assert pygame.Rect((0, 0), frame.size).contains(box)
    assert not box.colliderect(frame.panel.area), (box, frame.panel.area)
    for b in frame.panel.pinned + frame.panel.body:
        assert not box.colliderect(b.rect.clip(frame.panel.area)), b.label
    for p in frame.plates:
        assert not box.colliderect(p.rect), p.seat
    font = art.font(hint.size)
    assert len(hint.lines) * font.get_linesize() <= box.height - 2 * PAD[1]
    for line in hint.lines:
        assert font.size(line)[0] <= box.width - 2 * PAD[0], line


@pytest.mark.parametrize("game", ["ulti", "ushter", "euchre"])
def test_a_long_hint_at_a_bid_has_its_own_place_and_wraps_at_every_size(app, game, monkeypatch):
    scene = at_a_bid(app, game)
    real_hint = scene.table.hint

    def long_hint():
        """The Normal player's move, with a very long reason."""
        got = real_hint()
        return got and (got[0], LONG)
    monkeypatch.setattr(scene.table, "hint", long_hint)
    key(app, pygame.K_h)
    if scene.table.hinting is not None:
        scene.table.hinting.wait(60)
    app.frame(0.0, [])
    hint = scene.drawn.hint
    assert len(hint.lines) > 1
    assert " ".join(hint.lines) == "Hint: " + LONG      # all of it: the font stepped down instead
    assert_hint_clear(scene.drawn)
    app.resize((960, 600))
    app.frame(0.0, [])
    assert_hint_clear(scene.drawn)
    assert scene.drawn.hint.lines[-1].endswith("…")          # too long for the smallest window: cut, not spilled
    panel = scene.drawn.panel
    assert any(b.rect.colliderect(panel.area) for b in panel.pinned + panel.body)


def test_a_word_wider_than_the_hint_box_is_cut_not_spilled(app):
    from game.ui.hint_box import hint_box
    hint = hint_box("Hint: " + "Durchmars" * 40 + " then the rest", 400, 480, 500, 17, 14)
    font = art.font(hint.size)
    assert hint.lines[1].endswith("…") and hint.lines[-1] == "then the rest"
    assert all(font.size(line)[0] <= hint.rect.width - 2 * PAD[0] <= 400 for line in hint.lines)
