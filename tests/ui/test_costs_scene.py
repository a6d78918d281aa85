"""What each decision cost, on screen: C (or its button) on the hand summary and on the face-up
review opens the list, weighed off the frame loop with a progress bar; Esc cancels the work and
leaves nothing behind."""
from __future__ import annotations

import pygame

from game.decision_costs import weigh_hand
from game.ui.costs import CostsScene
from game.ui.review import ReviewScene
from tests.ui.test_review import at_summary
from tests.ui.uihelp import click, key


def test_c_on_the_summary_weighs_your_decisions_and_shows_the_list(app, monkeypatch):
    monkeypatch.setattr(CostsScene, "process", False)
    scene, summary = at_summary(app)
    key(app, pygame.K_c)
    shown = app.top
    assert isinstance(shown, CostsScene) and shown.seat == scene.you
    app.frame(0.0, [])                                    # the progress bar while it works
    assert shown.job.wait(120)
    app.frame(0.0, [])
    hf = scene.table.hand_file()
    assert hf.match_id == scene.table.match_id
    assert shown.costs == weigh_hand(hf, scene.you)       # the same list as the command's
    assert shown.cancel.label == "Back"
    key(app, pygame.K_ESCAPE)
    assert app.top is summary


def test_esc_while_it_works_stops_the_worker_and_keeps_nothing(app):
    _, summary = at_summary(app, "ushter")
    app.frame(0.0, [])
    click(app, summary.costs.rect.center)                 # the button opens it too
    shown = app.top
    assert isinstance(shown, CostsScene) and not shown.job.done()
    app.frame(0.0, [])
    key(app, pygame.K_ESCAPE)
    assert app.top is summary
    assert shown.job.wait(30) and shown.job.result is None and shown.job._proc is None


def test_the_face_up_review_offers_it_for_your_own_hand_only(app, monkeypatch):
    monkeypatch.setattr(CostsScene, "process", False)
    scene, summary = at_summary(app)
    key(app, pygame.K_r)
    review = app.top
    assert isinstance(review, ReviewScene) and any(b.label == "Costs (C)" for b in review.buttons)
    key(app, pygame.K_c)
    assert isinstance(app.top, CostsScene) and app.top.seat == scene.you
    app.top.job.wait(120)
    key(app, pygame.K_ESCAPE)
    assert app.top is review
    read = ReviewScene(app, review.review, scene.names, None)          # a file read at no seat
    assert not any(b.label == "Costs (C)" for b in read.buttons)
