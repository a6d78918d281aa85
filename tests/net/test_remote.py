"""The desktop table on a LAN table: a TableScene driven by a RemoteTable against a Host whose other
seats are computers, played by clicks through the scene's own input and submit path."""
import time

import pytest

import game.ui  # noqa: F401  (before pygame: keeps its banner quiet)
import pygame

from game.net import protocol as P
from game.net.remote import RemoteTable, Resync
from game.rules import GAMES, IllegalAction, new_game
from game.cards import Card
from game.rules.actions import Discard, PickedUp, Play
from game.store import Store
from game.ui.app import App
from game.ui.lobby import open_remote
from game.ui.results import SummaryScene
from tests.net.util import deal_ends, hosting, leaks, replay
from tests.ui.uihelp import card_pos, click


@pytest.fixture
def app(tmp_path):
    a = App((1280, 800), Store(tmp_path))
    a.settings["anim_speed"] = 4.0
    a.settings["trick_pause"] = 0.2
    yield a
    pygame.display.quit()


def _remote(app, host, seat):
    table = RemoteTable.join(host.url, name="Ann", seat=seat)
    scene = open_remote(app, table)
    # the table scene only: these tests are about the remote table, not the summary's drawing
    app.draw = lambda: scene.draw(app.screen)
    return table, scene


def _act(app, scene):
    """The human's decision, by mouse, as a player makes it: a playable card, the discard, a button."""
    plays = [a for a in scene.panel.legal if isinstance(a, Play) and a.card not in scene.panel.illegal]
    discards = [a for a in scene.panel.legal if isinstance(a, Discard)]
    if plays:
        click(app, card_pos(scene, plays[-1].card))
    elif discards:
        for c in discards[0].cards:
            click(app, card_pos(scene, c))
        click(app, scene.panel.grid.screen_rect(scene.panel.discard_button).center)
    else:
        b = next(b for b in scene.panel.grid.buttons if b.enabled and getattr(b, "action", None) is not None)
        click(app, scene.panel.grid.screen_rect(b).center)


def _play(app, table, scene, until, frames=3000, seconds=20.0):
    acts = 0
    end = time.monotonic() + seconds
    for _ in range(frames):
        assert time.monotonic() < end, f"not done in {seconds} s (view move {table.moves})"
        assert not app.store.messages, f"the host refused: {app.store.messages}"
        if until():
            return acts
        if isinstance(app.top, SummaryScene):
            click(app, app.top.button.rect.center)
            continue
        if scene.motion.idle() and scene.panel.legal:
            _act(app, scene)
            acts += 1
            continue
        table.wait(0.5)
        app.frame(0.1, [])
    raise AssertionError(f"not done in {frames} frames (view move {table.moves}, "
                         f"notes {app.store.messages})")


@pytest.mark.parametrize("game,seats", [("euchre", ["normal", None, "easy", "normal"]),
                                        ("ulti", [None, "easy", "normal"])], ids=["euchre", "ulti"])
def test_a_whole_hand_through_the_scene_scores_as_the_host(app, game, seats):
    seat = seats.index(None)
    with hosting(game, seats, seed=5, timers=False, record_bytes=True) as host:
        table, scene = _remote(app, host, seat)
        try:
            acts = _play(app, table, scene, lambda: isinstance(app.top, SummaryScene))
            host_scores = host.call(lambda: tuple(host.state.scores))
            d = host.snapshot()
            sent = host.call(lambda: list(host.log))
        finally:
            table.close()
    assert acts >= 5 and not app.store.messages, app.store.messages
    assert tuple(app.top.ev.scores) == host_scores            # the summary the player sees
    assert tuple(scene.motion.hud.scores) == host_scores
    assert table.sheet and table.sheet[-1].scores == host_scores
    _, views, played = replay(d)
    bad = leaks(sent, views, played, deal_ends(d))             # still nothing a seat may not see
    assert not bad, "\n".join(bad[:3])


def test_a_remote_illegal_card_is_greyed_with_the_hosts_reason(app):
    seat = 1
    with hosting("euchre", ["normal", None, "normal", "normal"], seed=5, timers=False) as host:
        table, scene = _remote(app, host, seat)
        try:
            def closed_card():
                return (scene.motion.idle() and any(isinstance(a, Play) for a in scene.panel.legal)
                        and bool(scene.panel.illegal))
            _play(app, table, scene, closed_card)
            hand = list(scene.motion.hud.hand)
            reasons = host.call(lambda: {c: host.state.why_illegal(Play(c), seat) for c in hand})
            assert scene.panel.illegal == {c: scene.named(r) for c, r in reasons.items() if r is not None}
            card, reason = next(iter(scene.panel.illegal.items()))
            moves = table.moves
            click(app, card_pos(scene, card))                  # refused here, nothing sent
            assert scene.toast and scene.toast[0] == reason
            with pytest.raises(IllegalAction, match=reason[:20]):
                table.submit(Play(card))
            for _ in range(5):
                table.wait(0.1)
                app.frame(0.1, [])
            assert table.moves == moves and host.call(lambda: host.moves) == moves
        finally:
            table.close()


def test_a_view_without_events_resyncs_the_scene(app):
    """The match starts when the second person sits down: the first view offers nothing, the next
    one (no events with it) opens the decision panel."""
    with hosting("euchre", ["normal", None, None, "normal"], seed=5, timers=False) as host:
        table, scene = _remote(app, host, 1)
        try:
            assert not scene.panel.legal and not host.call(lambda: host.started)
            other = RemoteTable.join(host.url, name="Bo", seat=2)
            try:
                got = []
                for _ in range(40):
                    got.append(table.poll())
                    if any(isinstance(g, Resync) for g in got):
                        break
                    table.wait(0.2)
                assert any(isinstance(g, Resync) for g in got)
                assert table.names[2] == "Bo" and table.names[1] == "You"
            finally:
                other.close()
        finally:
            table.close()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seat_views_and_events_come_back_as_the_engines_values(game):
    """What the host sends (every seat's and a watcher's seat view, the events as each may see
    them) is read back by the declared types as the very values the engine made."""
    import random
    state = new_game(game, seed=3)
    rng = random.Random(3)
    seats = [*range(state.players), None]
    for s in seats:
        got = P.decode_host(P.encode(P.EventMsg(P.PROTOCOL, 0, None,
                                                P.wire_events(state.events_for(s, state.opening_events())))))
        assert got.events == state.events_for(s, state.opening_events())
    for move in range(150):
        if state.match_over:
            break
        for s in seats:
            seen = state.seat_view(s)
            assert P.decode_host(P.encode(P.ViewMsg(P.PROTOCOL, move, P.wire_seat_view(seen), None, []))).seen == seen
        events = state.apply(rng.choice(state.legal_actions()))
        for s in seats:
            mine = state.events_for(s, events)
            assert P.decode_host(P.encode(P.EventMsg(P.PROTOCOL, move, None, P.wire_events(mine)))).events == mine


def test_a_hidden_card_travels_as_null_and_a_bad_value_is_refused():
    ace = Card.parse("AS")
    data = P.encode(P.EventMsg(P.PROTOCOL, 0, 1, P.wire_events([PickedUp(1, (None, ace))])))
    assert b'[null,"AS"]' in data
    assert P.decode_host(data).events == [PickedUp(1, (None, ace))]
    for bad in (b'[["NoSuchEvent", {}]]', b'[["CardPlayed", {"seat": 1, "card": "ZZ"}]]',
                b'[["CardPlayed", {"seat": 1, "card": null}]]', b'[["CardPlayed", {"seat": "one", "card": "AS"}]]'):
        with pytest.raises(ValueError):
            P.decode_host(b'{"type":"event","v":4,"move":0,"seat":null,"events":' + bad + b'}')
