"""The seat view and the events a seat may see (game/rules/seat_view.py).

The seat view replaced what the desktop's decision panel and the LAN host each worked out from the
engine queries; ``consumers_saw`` is that work written once more, plainly (every held card asked
about, as the panel did), and the property holds the seat view to it in random states of every
game. ``events_for`` must never show a seat a face it may not know.
"""
import random
import re

from hypothesis import given, settings, strategies as st

from game.cards import CARDS, Card
from game.rules import GAMES, new_game, wording
from game.rules.actions import (CardPlayed, Dealt, Discard, Discarded, Event, HandScored, HandsShown, PickedUp, Play,
                                TrickTaken)
from game.rules.seat_view import NOT_DISCARDABLE, MenuEntry
from tests.rules.test_queries import SETUPS, walk

SEAT_SETUPS = SETUPS + (("ushter", {"players": 4, "learner_mode": True}),)


def consumers_saw(state, seat):
    """What the decision panel and the host computed from the engine queries before the seat view."""
    view = state.view(seat)
    actions = state.open_actions(seat)
    plays = any(type(a) is Play for a in actions)
    any_card = plays and state.penalises_illegal_cards()
    closed = {}
    if plays and not any_card:
        for c in view.hand:
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
    menu = [MenuEntry(a, label, group, reason) for group, a, label, reason in
            (state.action_menu(seat) if actions else []) if type(a) not in (Play, Discard)]
    return {
        "view": view, "to_act": state.to_act, "actions": tuple(actions),
        "labels": {a: state.label(a) for a in actions}, "menu": tuple(menu), "closed": closed,
        "playable": frozenset(c for c in view.hand if Play(c) in actions),
        "sort_keys": {c: state.sort_key(c) for c in view.hand}, "prompt": state.prompt(seat),
        "any_card": any_card, "score_index": tuple(state.score_index(s) for s in range(state.players)),
    }


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(SEAT_SETUPS), st.integers(0, 10**6))
def test_the_seat_view_is_what_the_consumers_computed(setup, seed):
    game, opts = setup
    for state, _ in walk(game, opts, seed, 90):
        for seat in range(state.players):
            sv = state.seat_view(seat)
            want = consumers_saw(state, seat)
            assert sv.seat == seat
            assert {k: getattr(sv, k) for k in want} == want
            for c in sv.view.hand:
                assert sv.sort_key(c) == state.sort_key(c)


# --- events_for -------------------------------------------------------------------------------------

CARD_WORD = re.compile(r"\b(?:[2-9TJQKA][CDHS]|JK)\b")


def faces(value) -> set[Card]:
    """Every card face an event shows: in its card fields, and named in its texts (tokens or words)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*map(faces, value)) if value else set()
    if isinstance(value, str):
        found = [m.group(1) for m in wording.CARD_TOKEN.finditer(value)] + CARD_WORD.findall(value)
        return {Card.parse(t) for t in found}
    if isinstance(value, Event):
        return set().union(set(), *(faces(getattr(value, f)) for f in value.__dataclass_fields__))
    return set()


def seen(view) -> set[Card]:
    """The faces a view shows its seat."""
    out = set(view.hand) | set(view.stock) | set(view.stock_seen) | set(view.discards)
    out |= {c for _, c in view.trick} | {c for _, c in view.last_trick}
    for cards in view.shown.values():
        out |= set(cards)
    if view.up_card is not None:
        out.add(view.up_card)
    return out


def laid_open(events, talon: int) -> set[Card]:
    """Faces every seat sees by the rules: cards played, tricks taken, hands shown, and the talon
    (``talon``, a mask of it before the move) turned up in Ulti's hand summary (rules/ulti.md §4.3)."""
    out = set()
    for ev in events:
        if isinstance(ev, HandScored):
            out |= {c for c in CARDS if talon >> c & 1}
        if isinstance(ev, CardPlayed):
            out.add(ev.card)
        elif isinstance(ev, TrickTaken):
            out |= set(ev.cards)
        elif isinstance(ev, HandsShown):
            out |= {c for hand in ev.hands for c in hand}
    return out


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(SEAT_SETUPS), st.integers(0, 10**6))
def test_events_for_never_shows_a_seat_a_face_it_may_not_know(setup, seed):
    game, opts = setup
    state = new_game(game, seed=seed, **opts)
    rng = random.Random(seed)
    for _ in range(150):
        if state.to_act is None:
            return
        before = [seen(state.view(s)) for s in range(state.players)]
        talon = state.card_places().get("talon", 0) if game == "ulti" else 0
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        after = [seen(state.view(s)) for s in range(state.players)]
        public = set.intersection(*before) | set.intersection(*after) | laid_open(events, talon)
        for s in range(state.players):
            shown = set().union(*map(faces, state.events_for(s, events)))
            assert shown <= before[s] | after[s] | public, (s, events)


def test_a_deal_seen_from_seat_0_shows_none_of_seat_1s_cards():
    for name, cls in GAMES.items():
        state = new_game(name, seed=5)
        theirs = set(state.view(1).hand)
        shown = set().union(*map(faces, state.events_for(0, state.opening_events())))
        assert not shown & theirs, name
        assert any(isinstance(ev, Dealt) for ev in state.events_for(0, state.opening_events()))


def test_cards_laid_aside_or_taken_up_keep_their_faces_for_their_seat_only():
    ace, king = Card.parse("AS"), Card.parse("KS")
    state = new_game("ulti", seed=5)
    laid = Discarded(1, 2, (ace, king))
    taken = PickedUp(1, (ace, king))
    assert state.events_for(1, [laid, taken]) == [laid, taken]
    assert state.events_for(0, [laid, taken]) == [Discarded(1, 2, (None, None)), PickedUp(1, (None, None))]
    assert state.events_for(None, [taken]) == [PickedUp(1, (None, None))]
    euchre = new_game("euchre", seed=5)          # Euchre's dealer takes up the up card, seen by all
    assert euchre.events_for(0, [PickedUp(1, (ace,))]) == [PickedUp(1, (ace,))]


def test_a_card_turned_down_for_the_reader_is_said_as_a_card():
    assert wording.plain(f"{wording.seat(1, 'picks')} up {wording.card(None)}.") == "Seat 2 picks up a card."


def test_a_held_card_in_no_open_discard_of_several_cards_is_closed_with_a_reason(monkeypatch):
    """Where discards are of several cards at once, the engine has no reason for one card alone:
    a held card that no open discard holds is closed with the table's own sentence."""
    state = new_game("ulti", seed=3)                  # the opener lays two cards down first
    seat = state.to_act
    a, b, c, *rest = state.view(seat).hand
    monkeypatch.setattr(state, "legal_actions", lambda: [Discard((a, b)), Discard((a, c))])
    sv = state.seat_view(seat)
    assert sv.closed == {x: NOT_DISCARDABLE for x in rest}
    assert [sv.usable(x) for x in (a, b, c, rest[0])] == [True, True, True, False]
    assert sv.discards() == (Discard((a, b)), Discard((a, c))) and not sv.plays()


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(SEAT_SETUPS), st.integers(0, 10**6))
def test_a_watcher_sees_only_what_every_seat_knows(setup, seed):
    """``seat_view(None)``: no hand, no decision, and no face that some seat does not see; what
    every seat sees alike (the trick, the scores) is there."""
    game, opts = setup
    for state, _ in walk(game, opts, seed, 90):
        sv = state.seat_view(None)
        views = [state.view(s) for s in range(state.players)]
        assert sv.seat is None and sv.view.seat is None and not sv.view.hand and not sv.actions and not sv.menu
        assert seen(sv.view) <= set.intersection(*map(seen, views))
        assert (sv.view.trick, sv.view.scores, sv.view.to_act) == (views[0].trick, views[0].scores, views[0].to_act)
