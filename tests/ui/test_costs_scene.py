"""What each decision cost, on screen: C (or its button) on the hand summary and on the face-up
review opens the list, weighed off the frame loop with a progress bar; Esc cancels the work and
leaves nothing behind."""
from __future__ import annotations

import pygame

from game import decision_costs
from game.decision_costs import weigh_hand
from game.rules import new_game
from game.table import PRACTICE, Table, bot_names
from game.ui.costs import CostsScene
from game.ui.results import SummaryScene
from game.ui.review import ReviewScene
from game.ui.table_scene import TableScene
from tests.ui.test_review import at_summary
from tests.ui.uihelp import click, key, run_until_human


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


def test_p_plays_the_decision_at_the_top_of_the_list_again(app, monkeypatch):
    """From the list, a listed decision opens a practice table at that very decision: the state is
    the match replayed to the move the cost names, the player's seat to act."""
    from game.practice import at_decision, deal_move
    from game.rules.replay import replay
    monkeypatch.setattr(CostsScene, "process", False)
    monkeypatch.setattr(decision_costs, "BAR", 0.0)        # any loss is listed: this test is about P, not the bar
    state = new_game("ulti", seed=3)                      # Easy computers and a fixed match id: the same hand and weighing every run
    table = Table(state, human=0, names=bot_names(3, 0, "You"), store=app.store, timers=False,
                  levels=[None, "easy", "easy"], match_id="costsscene")   # the hint's seeds: fixed
    scene = TableScene(app, table)
    app.push(scene)
    for _ in range(400):                                   # your first choice each time: some cost
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            break
        scene.submit(scene.table.state.legal_actions()[0])
    key(app, pygame.K_c)
    shown = app.top
    assert shown.job.wait(120)
    app.frame(0.0, [])
    assert shown.costs.listed and shown.can_play()
    key(app, pygame.K_DOWN) if len(shown.costs.listed) > 1 else None
    cost = shown.costs.listed[shown.top]
    key(app, pygame.K_p)
    practice = app.top
    assert isinstance(practice, TableScene) and practice.table.aside is PRACTICE
    state = practice.table.state
    assert state.to_act == scene.you
    real = replay(scene.table.state.to_dict(), cost.move)     # the match as it was at that decision
    assert [state.view(s) for s in range(state.players)] == [real.view(s) for s in range(real.players)]
    assert state.legal_actions() == real.legal_actions() and cost.action in real.legal_actions()
    assert state.to_dict() == at_decision(shown.again, deal_move(shown.again, cost.move)).to_dict()
