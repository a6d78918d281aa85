"""Claiming the rest at the desktop table, driven headless: the Claim button is offered exactly while
the claim is proven, C claims, a claim that is not certain shows its reason and changes nothing,
and a computer's claim lays its hand face up before the rest is played out."""
from __future__ import annotations

import pygame
import pytest

from game.rules.claim import CLAIM_TURN
from game.table import Table, bot_names
from game.ui.table_scene import TableScene
from tests.rules.test_claim import POSITIONS, position
from tests.test_table import Clock
from tests.ui.uihelp import key, shown_hand

CLAIM = "Claim the rest"


def scene_at(app, pos, upto=None, claimant=True, apart=1):
    """The table of a claim position (``tests/rules/test_claim.py``) through its first ``upto``
    actions, you at the claimant's seat (or ``apart`` seats after it), a test clock for the
    computers."""
    game, players, dealer, deck, actions, *_ = pos
    state = position(game, players, dealer, deck, actions, upto)
    seat = state.to_act
    you = seat if claimant else (seat + apart) % state.players
    clock = Clock()
    table = Table(state, human=you, names=bot_names(state.players, you, "You"), store=app.store, pause=0.5,
                  clock=clock, auto_forced=False)
    scene = TableScene(app, table, animate_opening=False)
    app.push(scene)
    settle(app, scene)
    return scene, seat, clock


def settle(app, scene, frames=60):
    """Frames until nothing animates (the table's clock stands still: no computer moves)."""
    for _ in range(frames):
        app.frame(0.25, [])
        if scene.motion.idle():
            return
    raise AssertionError("the table never came to rest")


def offered(scene) -> bool:
    return any(b.label == CLAIM for b in scene.frame().help_buttons)


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_claim_button_is_offered_exactly_while_the_claim_is_proven(app, pos):
    for upto in (pos[5], None):                # the move where it is refused, then where it is proven
        scene, _, _ = scene_at(app, pos, upto)
        assert scene.my_turn()
        assert offered(scene) == (scene.table.claim_proof() is None) == (upto is None)
        app.pop()
        scene.table.close()


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_c_claims_the_rest_and_the_log_says_so(app, pos):
    scene, _seat, _ = scene_at(app, pos)
    hands = len(scene.table.match_record.sheet)
    key(app, pygame.K_c)
    assert len(scene.table.match_record.sheet) == hands + 1              # the rest played: the hand scored
    for _ in range(100):                       # the claim animates: the cards face up, then played
        app.frame(0.25, [])
        if any(line.startswith("You claim the rest: ") for line in scene.table.log_lines):
            break
    claimed = next(line for line in scene.table.log_lines if line.startswith("You claim the rest: "))
    assert claimed.endswith(".") and not offered(scene)


@pytest.mark.parametrize("pos", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_a_claim_that_is_not_certain_shows_its_reason_and_changes_nothing(app, pos):
    scene, _, _ = scene_at(app, pos, pos[5])
    before = scene.table.state.to_dict()
    key(app, pygame.K_c)
    assert scene.toast is not None and scene.toast[0] == pos[6]
    assert scene.frame().toast.label.s == pos[6]
    assert scene.table.state.to_dict() == before


def test_claiming_out_of_turn_says_it_is_not_your_turn(app):
    scene, _seat, _ = scene_at(app, POSITIONS[2], claimant=False)     # Euchre: the computer before you leads
    key(app, pygame.K_c)
    assert scene.toast is not None and scene.toast[0] == CLAIM_TURN


@pytest.mark.parametrize("pos, apart", [(p, 1) for p in POSITIONS] + [(POSITIONS[2], 2)],
                         ids=[p[0] for p in POSITIONS] + ["euchre-across"])
def test_a_computers_claim_lays_its_hand_face_up(app, pos, apart):
    """(Across the Euchre table the claimant's hand lies where a toast would show first.)"""
    scene, seat, clock = scene_at(app, pos, claimant=False, apart=apart)
    held = set(scene.table.state.deal.hand(seat))
    if not scene.table.state.view(scene.you).shown.get(seat):          # not an open contract (Ulti's)
        assert set(shown_hand(scene, seat)) == {None}                  # backs before the claim
    clock.t += 1.0                                                      # past the computer's pause
    claimed = None
    for _ in range(40):
        app.frame(0.05, [])
        if claimed is None:
            claimed = next((line for line in scene.table.log_lines if "claims the rest" in line), None)
        if claimed is not None and set(shown_hand(scene, seat)) == held:
            break
    assert claimed is not None and claimed.startswith(scene.narrator.name(seat) + " claims the rest: ")
    assert set(shown_hand(scene, seat)) == held                         # its cards face up, then played out
    frame = scene.frame()
    assert frame.toast is not None and frame.toast.label.s == claimed    # said where it shows, at every size
    w, h = frame.card
    faces = [pygame.Rect(p.x - w * p.scale / 2, p.y - h * p.scale / 2, w * p.scale, h * p.scale)
             for p in frame.cards if p.seat == seat and not p.in_trick]
    assert frame.toast.box.collidelist(faces) == -1                    # and never over the cards shown
