"""Every engine text a player can meet in a simulated match, for the language tests.

A match is played by Easy computers (seeded), and at every step each seat's seat view is read:
the prompt, the labels, groups and reasons of its menu, the reasons of its closed cards, the
texts of its view (the phase's words, the contract, the badges, the bids, the stock's name, the
game's own view data) and every text field of the events it is shown, and each event's sentence
as the log words it. ``why_illegal`` is asked for every action of the whole legal set of the
player to act by another seat ("not your turn"), and for a few illegal plays."""
from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator

from game.registry import make_bot
from game.rules import IllegalAction, new_game, parse_action
from game.rules.actions import Play
from game.rules.seat_view import events_for, seat_view
from game.ui.narrator import readable

SKIP_FIELDS = {"game", "action", "phase", "up_place", "current", "contract_id", "kontra", "raisable", "bid_rows",
               "part"}
"""Fields that hold data, not words: the game's key, an action's text (the reader labels it), the
phase's key and Euchre's up card's place (game/ui never shows them); Ulti's bid ids, part names and
kontra levels (``UltiInfo``, read by the bots only, and ``KontraSaid``, whose sentence the log shows)."""


def texts_of(value: Any, depth: int = 0) -> Iterator[str]:
    """Every non-empty string inside ``value``: a dataclass's fields, tuples, lists, dicts."""
    if depth > 6:
        return
    if isinstance(value, str):
        if value.strip():
            yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name not in SKIP_FIELDS:
                yield from texts_of(getattr(value, f.name), depth + 1)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            yield from texts_of(v, depth + 1)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from texts_of(k, depth + 1)
            yield from texts_of(v, depth + 1)


def bid_text(state, said: str) -> str:
    """A bid in the view's record as the reader's side words it: an action by its label, else the
    engine's own words (game/ui/narrator.py ``bid_words``)."""
    try:
        return state.label(parse_action(said))
    except (ValueError, TypeError, AttributeError, LookupError, IllegalAction):
        return readable(said, capitalise=False)


def engine_texts(game: str, seed: int, players: int | None = None, deals: int = 2,
                 **options: Any) -> set[str]:
    """The engine texts seen in ``deals`` deals of ``game`` (placeholders kept)."""
    kw = {"players": players} if players else {}
    state = new_game(game, seed=seed, **kw, **options)
    rng = random.Random(seed)
    bots = [make_bot(game, "easy") for _ in range(state.players)]
    out: set[str] = set()
    start = state.deal_no
    steps = 0
    while state.to_act is not None and state.deal_no < start + deals and steps < 3000:
        steps += 1
        out |= seat_texts(state)
        seat = state.to_act
        legal = state.legal_actions()
        other = (seat + 1) % state.players
        out.add(state.why_illegal(legal[0], other) or "")
        for c in state.view(seat).hand:
            out.add(state.why_illegal(Play(c), seat) or "")
        view = state.view(seat)
        action = bots[seat].choose(view, legal, rng, lambda r: state.determinize(seat, r))
        events = state.apply(action)
        for s in range(state.players):
            for ev in events_for(state, s, events):
                out.update(texts_of(ev))
                out.add(ev.sentence())                # as the log words it (game/ui/narrator.py)
    out |= seat_texts(state)                      # where it stopped: the match's end, its rematch question
    out.discard("")
    return {t for t in out if any(ch.isalpha() for ch in t)}


def seat_texts(state) -> set[str]:
    """What every seat reads of ``state``: prompt, labels, menu, closed cards' reasons, the view."""
    out: set[str] = set()
    for seat in range(state.players):
        sv = seat_view(state, seat)
        out.add(sv.prompt)
        out.update(sv.labels.values())
        for e in sv.menu:
            out.update((e.label, e.group, e.reason or ""))
        out.update(sv.closed.values())
        out.update(texts_of(sv.view))
        for _, said in sv.view.bids:              # as the narrator words a bid (bid_words)
            out.discard(said)
            out.add(bid_text(state, said))
    return out
