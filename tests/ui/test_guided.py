"""Learn to play: each game's guided hand, started from its table setup (or its rules page), is
played through headless with the player doing what the explanation suggests. Before every decision
of the player's the table shows an explanation that says what the decision is, names the rule the
engine applies there (a card greyed for follow suit: the box says so) and what the computer would
do; the box covers no card, plate, button, prompt or line of the log, at every decision of each
game's hand, in the smallest window and a large one. The lesson ends after its hand with its closing
words, and the statistics and the saved match are byte for byte what they were."""
import pygame
import pytest

from game import lessons
from game.rules import GAMES
from game.store import HANDS, STATS, save_name
from game.table import LESSON
from game.ui.guided import LEARN, LEARN_LINK
from game.ui.results import SummaryScene
from game.ui.scenes import RulesScene, SetupScene
from game.ui.table_scene import TableScene
from tests.ui.conftest import app_of_size
from game.ui.widgets import INK, text
from tests.ui.uihelp import key, run_until_human


def files(app, game):
    return {name: (app.store.path(name).read_bytes() if app.store.path(name).exists() else None)
            for name in (STATS, HANDS, save_name(game), "settings.json")}


def explained(app, scene):
    """Frames until the explanation of the open decision is complete (the computer's answer in);
    the frame's box then."""
    for _ in range(200):
        scene.table.wait()
        if scene.table.hinting is not None:
            scene.table.hinting.wait(30)
        app.frame(0.0, [])
        box = scene.frame().lesson
        if box is not None and scene.guide.choice is not None:
            return box
    raise AssertionError("no explanation came for the decision")


SIZES = ((960, 600), (1920, 1080))
"""The smallest window the layout is made for (where room is scarcest) and a large one."""


@pytest.fixture(params=SIZES, ids=lambda size: "x".join(map(str, size)))
def window(tmp_path, request):
    yield from app_of_size(tmp_path, request.param)


def shown_rects(frame) -> dict[str, pygame.Rect]:
    """Everything of the table's frame a player reads or clicks, by what it is: every card (at its
    place in the pose), plate, pile, button, the decision panel, the prompt, the log, the last
    trick, the bubbles and the top bar's words."""
    out = {}
    for p in frame.cards:
        r = pygame.Rect(0, 0, int(frame.card[0] * p.scale), int(frame.card[1] * p.scale))
        r.center = (int(p.x), int(p.y))
        out[f"card {p.card or 'back'} of seat {p.seat}"] = r
    out |= {f"plate {p.seat}": p.rect for p in frame.plates}
    out |= {f"button {b.label}": b.rect for b in frame.buttons() + frame.look_buttons + frame.help_buttons}
    out |= {f"bubble {b.seat}": b.rect for b in frame.bubbles}
    for name, part in (("prompt", frame.prompt), ("countdown", frame.countdown), ("last trick", frame.last_trick)):
        if part is not None:
            out[name] = part.box
    if frame.panel is not None:
        out["decision panel"] = frame.panel.area
    if frame.log is not None:
        out["log"] = frame.log.rect
    for name, pile in (("stock", frame.stock), ("discards", frame.discards)):
        if pile is not None:
            out |= {f"{name} {i}": pygame.Rect(spot, pile.size) for i, spot in enumerate(pile.spots)}
            if pile.box is not None:
                out[f"{name} label"] = pile.box
    top = frame.top
    for word in (top.title, top.keys, top.trump_label, top.contract):
        if word is not None:
            out[f"top bar {word.s}"] = text(word.s, word.size, INK, word.bold).get_rect(topleft=word.at)
    if top.badge is not None:
        out["badge"] = top.badge[0]
    return out


def play_lesson(app, game):
    """Open ``game``'s lesson from its table setup and play it to its summary, following every
    suggestion; each decision's (seat view, box text) in order."""
    app.push(SetupScene(app, game))
    setup = app.top
    learn = next(b for b in setup.buttons if b.label == LEARN)
    learn.on_click()
    scene = app.top
    assert isinstance(scene, TableScene) and scene.table.aside is LESSON
    assert scene.table.store is None
    welcome = lessons.LESSONS[game].welcome                   # the lesson opens with its welcome, a line a sentence
    assert " ".join(scene.table.log_lines[:welcome.count(". ") + welcome.count("! ") + 1]) == welcome
    seen = []
    for _ in range(200):
        run_until_human(app, scene)
        if isinstance(app.top, SummaryScene):
            return scene, seen
        box = explained(app, scene)
        frame = scene.frame()
        assert frame.lesson == box
        covered = [name for name, r in shown_rects(frame).items() if r.colliderect(box.rect)]
        assert not covered, (app.screen.get_size(), scene.table.seat_view().view.phase, covered)
        assert pygame.Rect((0, 0), app.screen.get_size()).contains(box.rect)
        sv = scene.table.seat_view()
        seen.append((sv, " ".join(box.lines)))
        choice = scene.guide.choice
        assert choice in sv.actions
        scene.submit(choice)
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_guided_hand_explains_every_decision_and_counts_nothing(window, game):
    """At 960×600 and 1920×1080, the box covers nothing the frame shows at any decision."""
    app = window
    before = files(app, game)
    scene, seen = play_lesson(app, game)
    lesson = lessons.LESSONS[game]
    assert seen, "the lesson had no decision of the player's"
    for sv, text in seen:
        what, rule = lessons.explain(lesson, sv)
        flat = " ".join(text.split())
        assert " ".join(scene.named(what).split())[:30] in flat
        assert "The computer would choose:" in flat
        for reason in set(sv.closed.values()):         # a greyed card: the box says why
            assert " ".join(scene.named(reason).split()) in flat, (reason, flat)
        if sv.any_card and len(sv.playable) < len(sv.view.hand):    # Ushter: the renege penalty
            assert "renege" in flat and "5 points" in flat
    phases = {sv.view.phase for sv, _ in seen}
    assert len(phases) >= 2, phases                      # an auction decision and the card play at least
    ending = app.top
    assert ending.button.label == "Finish lesson"
    assert ending.ts.guide.closing().endswith(lessons.PLAY_ON)
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, TableScene)
    assert files(app, game) == before


def test_a_lesson_replaces_no_match_in_progress_and_the_rules_page_opens_it(app):
    from tests.ui.uihelp import game_scene
    real = game_scene(app, "euchre")
    run_until_human(app, real)
    real.submit(real.table.state.legal_actions()[0])
    real.table.autosave()
    before = files(app, "euchre")
    assert before[save_name("euchre")] is not None
    rules = RulesScene(app, "euchre")
    app.push(rules)
    app.frame(0.0, [])
    link = next(k for k, (i, _) in enumerate(rules.links) if "Euchre" in rules.lines[i][0])
    assert rules.lines[rules.links[link][0]][0] == f"▸ {LEARN_LINK.format('Euchre')}"
    rules.links[link][1]()
    lesson = app.top
    assert isinstance(lesson, TableScene) and lesson.table.aside is LESSON and lesson.table is not real.table
    assert lesson.frame().top.badge[1].s == "Lesson"
    run_until_human(app, lesson)
    lesson.submit(lesson.table.state.legal_actions()[0])
    key(app, pygame.K_ESCAPE)
    assert files(app, "euchre") == before


def test_the_explanation_names_the_rule_from_the_seat_view():
    """A follow-suit card closed by the engine is named in the rule; a lead says any card goes."""
    import random

    from game.registry import make_bot
    from game.rules import new_game
    from game.rules.seat_view import seat_view
    state = lessons.start("euchre")
    lesson = lessons.LESSONS["euchre"]
    found = {"closed": False, "lead": False}
    easy, rng = make_bot("euchre", "easy"), random.Random(1)
    for _ in range(400):                                    # a few deals of Euchre
        if state.to_act is None or all(found.values()):
            break
        sv = seat_view(state, state.to_act)
        if sv.plays():
            _, rule = lessons.explain(lesson, sv)
            if sv.closed:
                assert "follow suit" in rule
                found["closed"] = True
            elif not sv.view.trick:
                assert rule == lessons.LEAD
                found["lead"] = True
        seat = state.to_act                                 # Easy plays every seat: the deals reach their play
        state.apply(easy.choose(state.view(seat), state.legal_actions(), rng, lambda r: state.determinize(seat, r)))
    assert all(found.values()), found
    assert new_game("euchre", seed=lesson.seed).to_dict() == lessons.start("euchre").to_dict()
