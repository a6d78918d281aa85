"""What a person in one seat sees and may do, made once on the engine side for every consumer.

Before this, each consumer (the desktop's decision panel and card model, the LAN host, the LAN
client) worked out on its own which cards are closed and why, which buttons to show, and which faces
to blank out of the events, so the copies could disagree. ``seat_view`` builds the whole answer over
the engine protocol (``view``, ``open_actions``, ``action_menu``, ``why_illegal``, ``label``,
``prompt``, ``sort_key``, ``score_index``, ``penalises_illegal_cards``), and it is the one place
that asks ``why_illegal`` to build a menu. ``events_for`` gives the events a seat may see, with the
faces it may not know taken out by field, from each engine's declaration of its secrets. A watcher
(seat None) gets ``public_view``: what every seat knows, field by field.

Both are queries: they never change the state they are asked about.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable

from game.cards import ACE_HIGH, SUIT_OF, Card
from game.rules.actions import Action, Discard, Event, Play
from game.rules.view import View
from game.rules.wording import N_

NOT_DISCARDABLE = N_("That card cannot be discarded now.")
"""The reason for a held card that no discard open now contains, where the engine has no reason of
its own for it (a discard of several cards at once)."""


@dataclass(frozen=True)
class MenuEntry:
    """One decision button: the action, its label (a second line after a newline), the heading of
    its group ("" for none), and why it is closed (None: it is open)."""
    action: Action
    label: str
    group: str
    reason: str | None


@dataclass(frozen=True)
class SeatView:
    """Everything the person in ``seat`` sees and may do now (None: a watcher, who sees what every
    seat knows and may do nothing). Texts keep the engine's placeholders (game/rules/wording.py):
    the reader's side renders them with names and card names. The LAN sends it as it is (its
    actions as their text: game/net/protocol.py) and reads it back by these declared types."""
    seat: int | None
    view: View
    to_act: int | None
    actions: tuple[Action, ...]
    """What the seat may do now (its legal actions on its turn, or a decision open to every seat)."""
    labels: dict[Action, str]
    """The label of each open action (a stepper's bid and a discard are labelled outside the menu)."""
    menu: tuple[MenuEntry, ...]
    """The decision buttons, in the engine's order; empty when nothing is open to the seat. A card
    to play or discard is no button (``closed`` and ``playable`` say which cards are open): a
    Huutopussi discard of four from twelve would otherwise make 495 of them."""
    closed: dict[Card, str]
    """Held cards that may not be played (or discarded) now, each with the engine's reason."""
    playable: frozenset[Card]
    """Held cards whose play is open now."""
    sort_keys: dict[Card, tuple[int, int]]
    """The engine's ``sort_key`` of each held card: (group, order within it), trumps a group."""
    prompt: str
    """What the seat is asked to do now ("" for a watcher: a prompt speaks to a seat)."""
    any_card: bool
    """Any held card may be tried (Ushter): an illegal one is penalised, not refused."""
    score_index: tuple[int, ...]
    """Which entry of the scores belongs to each seat (its own, or its team's)."""

    def discards(self) -> tuple[Discard, ...]:
        return tuple(a for a in self.actions if type(a) is Discard)

    def plays(self) -> bool:
        """A card is to be played now."""
        return any(type(a) is Play for a in self.actions)

    def usable(self, card: Card) -> bool:
        """``card`` may be picked now: played (or dragged, where any card may be tried), or
        selected for a discard."""
        discards = self.discards()
        if discards:
            return any(card in a.cards for a in discards)
        return self.plays() and (self.any_card or card not in self.closed)

    def sort_key(self, card: Card) -> tuple[int, int]:
        """The engine's order of a held card; a card the seat no longer holds by its suit and rank."""
        key = self.sort_keys.get(card)
        if key is not None:
            return key
        return (4, 99) if card >= 52 else (SUIT_OF[card], ACE_HIGH[card])


def seat_view(state: Any, seat: int | None) -> SeatView:
    """The ``SeatView`` of ``seat`` in ``state`` (None: a watcher's), asked of the engine protocol
    only."""
    view = state.view(seat) if seat is not None else public_view(state)
    actions = tuple(state.open_actions(seat)) if seat is not None else ()
    plays = any(type(a) is Play for a in actions)
    any_card = plays and state.penalises_illegal_cards()
    playable = frozenset(a.card for a in actions if type(a) is Play)
    closed: dict[Card, str] = {}
    if plays and not any_card:
        for c in view.hand:
            if c not in playable:
                reason = state.why_illegal(Play(c), seat)
                if reason is not None:
                    closed[c] = reason
    discards = [a for a in actions if type(a) is Discard]
    if discards:
        usable = {c for a in discards for c in a.cards}
        single = all(len(a.cards) == 1 for a in discards)
        for c in view.hand:
            if c not in usable:
                reason = state.why_illegal(Discard((c,)), seat) if single else None
                closed[c] = reason or NOT_DISCARDABLE
    menu = tuple(MenuEntry(a, label, group, reason)                 # cards are chosen in the hand,
                 for group, a, label, reason in (state.action_menu(seat) if actions else ())
                 if type(a) not in (Play, Discard))                   # never from buttons
    return SeatView(seat, view, state.to_act, actions, {a: state.label(a) for a in actions}, menu,
                    closed, playable, {c: state.sort_key(c) for c in view.hand},
                    state.prompt(seat) if seat is not None else "",
                    any_card, tuple(state.score_index(s) for s in range(state.players)))


_PRIVATE = {"seat": None, "hand": ()}
"""What ``public_view`` puts in the fields of a ``View`` that have no default of their own."""


def public_view(state: Any) -> View:
    """What every seat of ``state`` knows: each field of the seats' views that is the same in all
    of them, and every other field (a hand, the cards a seat laid aside or looked at, a game's own
    data where it differs by seat) at its empty default. A field the same in every view is common
    knowledge, so a watcher learns nothing any seat does not know."""
    views = [state.view(s) for s in range(state.players)]
    first, changes = views[0], {}
    for f in dataclasses.fields(View):
        value = getattr(first, f.name)
        if any(getattr(v, f.name) != value for v in views[1:]) or f.name in _PRIVATE:
            if f.name in _PRIVATE:
                changes[f.name] = _PRIVATE[f.name]
            elif f.default is not dataclasses.MISSING:
                changes[f.name] = f.default
            elif f.default_factory is not dataclasses.MISSING:
                changes[f.name] = f.default_factory()
            else:
                raise ValueError(f"the seats' views differ in {f.name}, which has no empty value")
    return dataclasses.replace(first, **changes)


@dataclass(frozen=True)
class Secret:
    """An event field whose faces only one seat may see: the cards in field ``cards`` are known to
    the seat named by field ``owner`` (the seat that took them up, or laid them aside). An engine
    lists its secrets per event class (``GameState.SECRETS``); every other field is public. The
    field's type admits None (``Card | None``), so that a face turned down keeps its declared type
    over the LAN."""
    cards: str
    owner: str = "seat"

    def hide(self, ev: Event) -> Event:
        """``ev`` with the faces of its secret field turned down: a card becomes None, a tuple of
        cards as many Nones (the count stays public)."""
        v = getattr(ev, self.cards)
        return dataclasses.replace(ev, **{self.cards: (None,) * len(v) if isinstance(v, tuple) else None})


def events_for(state: Any, seat: int | None, events: Iterable[Event]) -> list[Event]:
    """The ``events`` as ``seat`` may see them (None: a watcher, who holds no cards): each event of
    a class the engine lists in ``SECRETS`` keeps its faces only for the seat that owns them."""
    secrets = state.SECRETS
    out = []
    for ev in events:
        secret = secrets.get(type(ev))
        out.append(ev if secret is None or getattr(ev, secret.owner) == seat else secret.hide(ev))
    return out
