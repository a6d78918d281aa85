"""Helpers that drive the app with synthetic pygame events."""
import re

import pygame

from game.rules import new_game
from game.table import Table, bot_names
from game.ui.table_scene import TableScene


def table_scene(app, human=0, players=4, seed=11, **options):
    state = new_game("ushter", seed=seed, players=players, **options)
    table = Table(state, human=human, names=bot_names(players, human, "You"), store=app.store)
    scene = TableScene(app, table)
    app.push(scene)
    return scene


def game_scene(app, game, human=0, seed=11, players=None, timers=True, **options):
    """A table of any game with the human at ``human``, pushed on the app."""
    state = new_game(game, seed=seed, players=players, **options)
    n = state.players
    table = Table(state, human=human, names=bot_names(n, human, "You"), store=app.store, timers=timers)
    scene = TableScene(app, table)
    app.push(scene)
    return scene


def run_until_human(app, scene, limit=400):
    """Frames (with bot threads waited for) until the human must act, or a summary blocks: the
    table at rest with your plate lit, or with no one to act (the hand or the match is over)."""
    for _ in range(limit):
        if app.top is not scene:
            return
        frame = scene.frame()
        if frame.at_rest and (frame.plates[scene.you].edge is not None or scene.table.state.to_act is None):
            return
        scene.table.wait()
        app.frame(0.25, [])
    raise AssertionError("the human never got a turn")


def click(app, pos, button=1):
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app, k, mod=0):
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def drag(app, start, end):
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        app.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def card_pos(scene, card):
    """A point of ``card`` as the table shows it that the next card of a fan does not cover: near
    its left edge."""
    frame = scene.frame()
    p = next(p for p in frame.cards if p.card == card)
    return (int(p.x - frame.card[0] * 0.38 * p.scale), int(p.y))


def shown_button(scene, label_start):
    """The decision button in sight whose label starts with ``label_start``, as the table shows it."""
    shown = scene.frame().buttons()
    for b in shown:
        if b.label.startswith(label_start):
            return b
    raise AssertionError(f"no button {label_start!r} in {[b.label for b in shown]}")


def button_pos(scene, label_start):
    return shown_button(scene, label_start).rect.center


def labels(scene) -> list[str]:
    """The labels of the decision buttons in sight."""
    return [b.label for b in scene.frame().buttons()]


def your_turn(scene) -> bool:
    """Your name plate is lit: the table waits for you (a card to play or a button to press)."""
    return scene.frame().plates[scene.you].edge is not None


def shown_hand(scene, seat=None) -> list:
    """The cards the table shows in a hand (yours unless ``seat``), in the fan's order (None: a back)."""
    return scene.frame().hand(scene.you if seat is None else seat)


def closed(scene) -> list:
    """The cards of your hand shown dimmed: you may not use them now."""
    return [p.card for p in scene.frame().cards if p.seat == scene.you and not p.in_trick and p.look == "dim"]


def picked(scene) -> set:
    """The cards of your hand shown picked (raised and lit for a discard)."""
    return {p.card for p in scene.frame().cards if p.seat == scene.you and not p.in_trick and p.look == "hl"}


def why_closed(app, scene, card) -> str:
    """The tooltip the table shows with the pointer on a closed ``card``."""
    hover(app, card_pos(scene, card))
    tip = scene.frame().tip
    assert tip is not None, f"no tooltip over {card}"
    return tip.label.s


def hover(app, pos):
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def button_for(scene, test, enabled=True):
    """The decision button in sight whose engine action passes ``test`` (and is enabled, or
    disabled), as the table shows it."""
    shown = scene.frame().buttons()
    for b in shown:
        if b.action is not None and test(b.action) and b.enabled == enabled:
            return b
    raise AssertionError(f"no such button in {[(b.label, b.enabled) for b in shown]}")


def tips(monkeypatch, scene):
    """Record every tooltip the scene's frames show."""
    seen = []
    real = scene.render.draw

    def spy(surf, frame):
        if frame.tip is not None:
            seen.append(frame.tip.label.s)
        real(surf, frame)
    monkeypatch.setattr(scene.render, "draw", spy)
    return seen


def plate_score(scene, seat: int) -> int | None:
    """The score a seat's name plate shows now (None: it shows none, only its tricks)."""
    m = re.match(r"Score (-?\d+)", scene.frame().plates[seat].line.s)
    return int(m.group(1)) if m else None


def countdown(scene) -> tuple[str, bool] | None:
    """The countdown the table drew last, as (what it reads, whether it is red)."""
    c = scene.drawn.countdown
    return None if c is None else (c.text, c.urgent)


def close_summary(app):
    from game.ui.results import SummaryScene
    if isinstance(app.top, SummaryScene):
        app.frame(0.0, [])
        click(app, app.top.button.rect.center)      # Continue: a click beside it does nothing
        return True
    return False


def meaning(scene, k, mod=0, unicode=""):
    """What key ``k`` would mean at the table now (its intents), without pressing it."""
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    return list(scene.input.intents(ev))
