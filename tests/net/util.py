"""Helpers for the LAN tests: a host on localhost, clients that play random legal actions, and a
replay of the host's log that says which cards each seat may have seen at each move."""
from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import random
import re

from game.cards import Card
from game.net import protocol as P
from game.net.client import Client
from game.net.host import Host
from game.rules import GAMES, parse_action
from game.rules.actions import HandScored, Play

CARD = re.compile(r"\b(?:[2-9TJQKA][CDHS]|JK)\b")
"""Card text in a raw message, found independently of game.net.protocol."""


@contextlib.contextmanager
def hosting(game, seats, **kw):
    kw.setdefault("pause", 0.0)
    kw.setdefault("seed", 7)
    host = Host(game, seats, **kw).start()
    try:
        yield host
    finally:
        host.stop()


async def play_randomly(client: Client, done, seed: int, timeout: float = 20.0) -> None:
    """Answer every view that offers actions with a random one, until ``done(client)``."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    acted_at = -1
    while not done(client):
        if loop.time() > end:
            v = client.view
            raise AssertionError(f"seat {client.seat}: the match did not finish in time (last view: "
                                 f"move {v and v.move}, actions {v and v.seen.actions}, errors "
                                 f"{[e.message for e in client.errors]})")
        try:
            msg = await client.recv(0.5)
        except asyncio.TimeoutError:
            continue
        if isinstance(msg, P.ErrorMsg) and msg.code != "stale":
            raise AssertionError(f"seat {client.seat}: {msg.code}: {msg.message}")
        v = client.view
        if v is None or done(client) or not v.seen.actions or v.move == acted_at:
            continue
        if v.seen.view.match_over:
            continue                                    # no rematch
        acted_at = v.move
        await client.act(rng.choice(v.seen.actions), v.move)


def hand_scored(client: Client) -> bool:
    return any(isinstance(e, HandScored) for m in client.events for e in m.events)


def match_over(client: Client) -> bool:
    return bool(client.view and client.view.seen.view.match_over)


def replay(d: dict):
    """The match of ``d`` replayed action by action: (final state, views[k][s] after k actions,
    cards laid open to everyone in the first k actions: played face up, and Ulti's talon, which
    its hand summary turns up (rules/ulti.md §4.3))."""
    cls = GAMES[d["game"]]
    actions = list(d["actions"])
    start = dict(d, actions=[])
    state = cls.from_dict(start)
    views = [[state.view(s) for s in range(state.players)]]
    played = [set()]
    for text in actions:
        a = parse_action(text)
        seen = set(played[-1])
        if isinstance(a, Play):
            seen.add(int(a.card))
        talon = state.card_places().get("talon", 0) if d["game"] == "ulti" else 0
        if any(isinstance(ev, HandScored) for ev in state.apply(a)):
            seen |= {c for c in range(53) if talon >> c & 1}
        views.append([state.view(s) for s in range(state.players)])
        played.append(seen)
    return state, views, played


def deal_ends(d: dict) -> dict[int, int]:
    """Each deal of the match ``d`` (by its number, 1 first) -> the move that ended its hand: the
    one that scored it, or that dealt the next deal (a deal thrown in)."""
    state = GAMES[d["game"]].from_dict(dict(d, actions=[]))
    ends: dict[int, int] = {}
    for k, text in enumerate(d["actions"], start=1):
        deal = state.deal_deck().ordinal
        events = state.apply(parse_action(text))
        if any(isinstance(e, HandScored) for e in events) or state.deal_deck().ordinal != deal:
            ends.setdefault(deal, k)
    return ends


def view_cards(view) -> set[int]:
    """The faces a view shows its seat (found here, independently of the engine's redaction)."""
    out = set(view.hand) | set(view.stock) | set(view.stock_seen) | set(view.discards)
    out |= {c for _, c in view.trick} | {c for _, c in view.last_trick}
    for cards in view.shown.values():
        out |= set(cards)
    if view.up_card is not None:
        out.add(view.up_card)
    out |= {c for c in _info_cards(view.info)}
    return {int(c) for c in out}


def _info_cards(value) -> set[Card]:
    """The cards in a game's own view data (the turned card, the devil's deck)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*map(_info_cards, value)) if value else set()
    if dataclasses.is_dataclass(value):
        return _info_cards(tuple(getattr(value, f.name) for f in dataclasses.fields(value)))
    return set()


def leaks(messages: list[tuple[int | None, bytes]], views, played, ends: dict[int, int] | None = None) -> list[str]:
    """Cards in a message to seat s (None: a watcher) that seat s could not have seen by then:
    every card it saw in its views up to that move, or that was played face up. A deal's reveal
    may show every card of its deal, once its hand is over (``ends``: ``deal_ends`` of the match),
    and not a move sooner."""
    players = len(views[0])
    known = {s: [] for s in list(range(players)) + [None]}
    for s in known:
        acc: set[int] = set()
        for k, vs in enumerate(views):
            if s is None:
                acc |= set.intersection(*(view_cards(v) for v in vs))
            else:
                acc |= view_cards(vs[s])
            known[s].append(acc | played[k])
            acc = set(acc)
    bad: list[str] = []
    for seat, data in messages:
        msg = json.loads(data.decode("utf-8"))
        msg.pop("token", None)      # a seat's random secret may spell a card ("x-KD-y") by chance
        if msg.get("type") == "deal" and msg.get("seed") is not None:
            end = (ends or {}).get(msg["deal"])
            if end is None or msg["move"] < end:
                bad.append(f"seat {seat} move {msg['move']}: deal {msg['deal']} revealed while in play")
            msg.pop("dealt"), msg.pop("actions")     # that deal's cards: its hand is over
        text = json.dumps(msg)
        if "move" not in msg:
            assert not CARD.findall(text), text
            continue
        allowed = known[seat][msg["move"]]
        for m in CARD.findall(text):
            if int(Card.parse(m)) not in allowed:
                bad.append(f"seat {seat} move {msg['move']}: {m} in {text[:300]}")
    return bad
