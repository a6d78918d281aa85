"""Call Trump positions for worked examples and bot scenarios, reached the way a game reaches them:
a stacked deck, the call, and the tricks before.

``position`` takes the four hands at the start of a trick (equal sizes). Every other card has been
played in the tricks before, which follow suit throughout except where ``void`` asks a seat to have
shown out of a suit: then one trick of that suit, after all its other tricks, sees the seat discard.
So the view's voids are exactly ``void`` (``void=None``: the fewest that make the tricks come out),
and the tricks' winners are chosen to give ``team_tricks`` (any split if None) and to leave
``leader`` on lead.
"""
from __future__ import annotations

from functools import cache
from itertools import combinations, product

from game.cards import CARDS, SUIT_OF, Suit, parse_cards
from game.rules import new_game
from game.rules.actions import PLAY, ChooseTrump

SEATS = 4
FIRST_LEADER = {"caller": lambda c: c, "left_of_caller": lambda c: (c + 1) % 4, "player1": lambda c: 0}


def position(hands, trump="H", leader=0, caller=0, team_tricks=None, void=(0, 0, 0, 0), **options):
    """``hands``: four card texts, seat 0 first ("KS 2S AH 3C"); ``void``: per seat, a bit per suit."""
    held = [list(parse_cards(h)) for h in hands]
    k = len(held[0])
    if any(len(h) != k for h in held):
        raise ValueError("at the start of a trick every hand holds as many cards")
    done = 13 - k
    trump = int(Suit.parse(trump))
    first = FIRST_LEADER[options.get("first_leader", "caller")](caller)
    if void is None:
        void, tricks, winners = _fewest_voids(held, trump, first, leader, done, team_tricks)
    else:
        tricks = _history(held, trump, void)
        winners = _winners(tricks, trump, first, leader, done, team_tricks)
    played = [[] for _ in range(SEATS)]       # each seat's cards in the order it plays them
    order = []                                # every card played, in order
    lead = first
    for (follow, discard), win in zip(tricks, winners):
        cards = _seat_cards(follow, discard, win, trump)
        for i in range(SEATS):
            seat = (lead + i) % SEATS
            order.append(cards[seat])
            played[seat].append(cards[seat])
        lead = win
    full = [played[s] + held[s] for s in range(SEATS)]
    state = new_game("calltrump", seed=1, first_caller=caller, deck=_deck(full, caller), **options)
    state.apply(ChooseTrump(Suit(trump)))
    for card in order:
        state.apply(PLAY[card])
    assert state.to_act == leader and [set(h) for h in held] == [set(state.view(s).hand) for s in range(4)]
    assert state.view(0).info.void == tuple(void)
    return state


def _fewest_voids(held, trump, first, leader, done, team_tricks, most=4):
    """Voids (per seat, a bit per suit), tricks and winners for the first few shown-out suits that
    make the cards not held come out in tricks."""
    lacking = [(s, su) for s in range(SEATS) for su in range(4)
               if not any(SUIT_OF[c] == su for c in held[s])]
    for n in range(most + 1):
        for pick in combinations(lacking, n):
            void = [0] * SEATS
            for s, su in pick:
                void[s] |= 1 << su
            try:
                tricks = _history(held, trump, void)
                return tuple(void), tricks, _winners(tricks, trump, first, leader, done, team_tricks)
            except ValueError:
                continue
    raise ValueError(f"no {most} shown-out suits make the cards not held come out in tricks")


def _history(held, trump, void):
    """The tricks before, as (cards following the led suit, {discarding seat: card}) by seat: the
    tricks every seat follows first, then one trick per suit some seat shows out of."""
    out_of = [[s for s in range(SEATS) if void[s] >> su & 1] for su in range(4)]
    for su in range(4):
        for s in out_of[su]:
            if any(SUIT_OF[c] == su for c in held[s]):
                raise ValueError(f"seat {s} shows out of suit {su} but still holds it")
        if len(out_of[su]) == SEATS:
            raise ValueError("someone must lead the suit a seat shows out of")
    left = [sorted((CARDS[c] for c in range(su * 13, su * 13 + 13) if not any(c in h for h in held)),
                   reverse=True) for su in range(4)]
    discarders = [(su, s) for su in range(4) for s in out_of[su]]
    may_discard = [sorted((u for u in range(4) if u != su and not void[s] >> u & 1), key=lambda u: u == trump)
                   for su, s in discarders]       # a side suit before a trump
    for choice in product(*may_discard):
        need = [len(left[su]) - (SEATS - len(out_of[su]) if out_of[su] else 0) for su in range(4)]
        for u in choice:
            need[u] -= 1
        if all(n >= 0 and n % 4 == 0 for n in need):
            break
    else:
        raise ValueError("the cards not held do not make whole tricks: per suit, the cards out of the "
                         "hands (less the shown-out tricks) must come in fours")
    pools = [c[:] for c in left]
    tricks = []
    for su in range(4):
        for _ in range(need[su] // 4):
            tricks.append(({s: pools[su].pop() for s in range(SEATS)}, {}))
    for su in range(4):
        if out_of[su]:
            follow = {s: pools[su].pop() for s in range(SEATS) if s not in out_of[su]}
            discard = {s: pools[u].pop() for (v, s), u in zip(discarders, choice) if v == su}
            tricks.append((follow, discard))
    return tricks


def _winners(tricks, trump, first, leader, done, team_tricks):
    """Who wins each trick, in order: the leader of a trick with a discard must follow its suit,
    and a trick with a trump discarded goes to a trump."""
    if team_tricks is not None and sum(team_tricks) != done:
        raise ValueError(f"{done} tricks were played, not {sum(team_tricks)}")

    @cache
    def search(t, lead, won0):
        won1 = t - won0
        if t == len(tricks):
            ok = lead == leader and (team_tricks is None or (won0, won1) == tuple(team_tricks))
            return () if ok else None
        follow, discard = tricks[t]
        if discard and lead not in follow:
            return None
        for w in _winning_side(follow, discard, trump):
            w0, w1 = won0 + (w % 2 == 0), won1 + (w % 2 == 1)
            if max(w0, w1) < 7:
                rest = search(t + 1, w, w0)
                if rest is not None:
                    return (w,) + rest
        return None
    found = search(0, first, 0)
    if found is None:
        raise ValueError("no run of trick winners gives that leader and those trick counts")
    return found


def _winning_side(follow, discard, trump):
    """The cards that may win a trick, by seat: the trumps discarded, if any, else the led suit's."""
    trumps = {s: c for s, c in discard.items() if SUIT_OF[c] == trump}
    return trumps or follow


def _seat_cards(follow, discard, win, trump):
    """The card each seat plays to a trick, the winning one to ``win``."""
    cards = {**follow, **discard}
    side = _winning_side(follow, discard, trump)
    best = max(side, key=lambda s: side[s])
    cards[win], cards[best] = cards[best], cards[win]
    return cards


def _deck(full, caller):
    """The stacked pack that deals ``full``: the caller's first five, then one card at a time
    clockwise from the caller's left, a seat that holds thirteen skipped."""
    given = [list(h) for h in full]
    deck = given[caller][:5]
    del given[caller][:5]
    while any(given):
        for i in range(1, SEATS + 1):
            s = (caller + i) % SEATS
            if given[s]:
                deck.append(given[s].pop(0))
    return [str(c) for c in deck]


def play(state, *cards):
    """Play each card text in turn; return all events."""
    events = []
    for text in cards:
        events += state.apply(PLAY[parse_cards(text)[0]])
    return events

