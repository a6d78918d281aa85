"""An exact solver for the end of a deal: alpha-beta over the engine's own public API.

``Solver.value(state, seat, before)`` plays the rest of the current deal of a perfect-information
state (a determinized world is one) in every way the rules allow and returns the exact
``state.utility(seat, before)`` reached when the deal ends (``deal_no`` changes or ``to_act`` is
None), under this model of the other players:

- two-sided games (partners in Euchre, Call Trump and team Huutopussi; the Ulti declarer against the
  two defenders): the seats of the root seat's side maximise its value, the other side minimises it;
- seat-against-seat games (Ushter, Huutopussi for 2-3): the *paranoid* assumption, every other seat
  minimises the root seat's utility (a coalition against it), so the value is a guaranteed lower
  bound of what the root seat gets whatever the others do, not a prediction of selfish play.

Who is on whose side comes from the game's record (``sides``: state, seat -> mask of the seats of
seat's side; by default the seats that share ``score_index``). Every legal action is searched,
non-card ones too (a Huutopussi marriage declaration, an Ulti kontra step), so the value is exact.

Speed-ups that keep it exact:

- a transposition table keyed on the card position (hands, trick cards and seats, seat to act, tricks
  won, the points of each won pile (the pile masks where no points table is known), trump, scores,
  phase and the game's own ``key`` extras), storing exact / lower / upper bounds;
- equivalent-rank merging: two legal cards of the same effective suit, adjacent in the suiting's
  power order among the cards still live (in some hand or in the trick), are interchangeable for
  winning tricks; only one is tried when the game's ``card_points`` gives them the same value. With
  no ``card_points`` for a game, nothing is merged;
- move ordering: the table's best move first, then non-card actions, then (leading) high cards first
  or (following) the cards that take the trick before the ones that do not.

The state asked about is never changed: the search works on clones. No clock, no randomness.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable, Sequence

from game.rules import tricks
from game.rules.actions import Play

EXACT, LOWER, UPPER = 0, 1, 2


def cards_left(state) -> int:
    """Cards still in the hands of the deal."""
    return sum(h.bit_count() for h in state.deal.hands)


def same_score_side(state, seat: int) -> int:
    """The default side of ``seat``: every seat whose ``score_index`` is its own."""
    me = state.score_index(seat)
    return sum(1 << s for s in range(len(state.deal.hands)) if state.score_index(s) == me)


class Solver:
    """Exact end-of-deal values (see the module docstring).

    ``sides(state, seat)`` -> mask of seat's side; ``card_points(state)`` -> a value per card index
    (cards of different value are never merged; None: no merging, piles keyed by their cards);
    ``key(state)`` -> extra hashable state that affects the rest of the deal; ``phases``: the phases
    a solve may start in; ``max_cards``: the most cards left in all hands for ``applies``."""

    def __init__(self, sides: Callable[[Any, int], int] | None = None,
                 card_points: Callable[[Any], Sequence[float]] | None = None,
                 key: Callable[[Any], Hashable] | None = None, phases: Sequence[str] = (),
                 max_cards: int = 0, merge: bool = True, table: bool = True, max_table: int = 400_000):
        self.sides = sides or same_score_side
        self.card_points = card_points
        self.key_extra = key
        self.phases = tuple(phases)
        self.max_cards = max_cards
        self.merge = merge and card_points is not None
        self.use_table = table
        self.max_table = max_table
        self.nodes = 0
        self._orders: dict[int, tuple[Any, tuple[tuple[int, ...], ...]]] = {}

    def applies(self, state) -> bool:
        """Whether a solve is cheap enough here: a solving phase and few enough cards left."""
        return (self.max_cards > 0 and state.to_act is not None and state.phase in self.phases
                and cards_left(state) <= self.max_cards)

    def value(self, state, seat: int, before: tuple, table: dict | None = None,
              deal: int | None = None) -> float:
        """The exact value for ``seat`` of the rest of the deal. ``table``: a transposition table to
        share between solves with the same ``seat`` and ``before`` (e.g. one decision's worlds).
        ``deal``: the deal being solved, when ``state`` may be past its end (the state after an
        action that ended it, which is already the next deal's); default: the state's own."""
        return self.solve(state, seat, before, table, deal)[0]

    def solve(self, state, seat: int, before: tuple, table: dict | None = None,
              deal: int | None = None) -> tuple[float, Any]:
        """(value, best action at the root, or None when the deal is already over)."""
        root = state.clone()
        deal = root.deal_no if deal is None else deal
        if root.to_act is None or root.deal_no != deal:
            return root.utility(seat, before), None
        self._seat, self._before, self._deal = seat, tuple(before), deal
        self._mine = self.sides(root, seat)
        self._points = self.card_points(root) if self.card_points is not None else None
        self._pile_cache: dict[int, float] = {}
        tt = table if table is not None else {}
        if len(tt) > self.max_table:
            tt.clear()
        self._tt = tt
        return self._search(root, -math.inf, math.inf)

    # --- the search ------------------------------------------------------------------------------

    def _key(self, st) -> Hashable:
        d = st.deal
        piles = d.piles
        if piles is not None:
            pts = self._points
            if pts is None:
                piles = tuple(piles)
            else:
                cache = self._pile_cache
                out = []
                for m in piles:
                    v = cache.get(m)
                    if v is None:
                        v = 0
                        x = m
                        while x:
                            low = x & -x
                            v += pts[low.bit_length() - 1]
                            x ^= low
                        cache[m] = v
                    out.append(v)
                piles = tuple(out)
        extra = self.key_extra(st) if self.key_extra is not None else None
        return (st.to_act, st.phase, tuple(d.hands), tuple(d.trick), tuple(d.trick_seats),
                tuple(d.tricks_won), piles, d.suiting.trump, st.scores, extra)

    def _search(self, st, alpha: float, beta: float) -> tuple[float, Any]:
        if st.to_act is None or st.deal_no != self._deal:
            return st.utility(self._seat, self._before), None
        self.nodes += 1
        key = self._key(st) if self.use_table else None
        hint = None
        if key is not None:
            entry = self._tt.get(key)
            if entry is not None:
                flag, v, hint = entry
                if flag == EXACT:
                    return v, hint
                if flag == LOWER:
                    if v >= beta:
                        return v, hint
                    alpha = max(alpha, v)
                elif v <= alpha:
                    return v, hint
                else:
                    beta = min(beta, v)
        a0, b0 = alpha, beta
        actions = self.moves(st, hint)
        maximise = self._mine >> st.to_act & 1
        best_move = actions[0]
        if len(actions) == 1:
            child = st.clone()
            child.apply(best_move)
            v = self._search(child, alpha, beta)[0]
        elif maximise:
            v = -math.inf
            for a in actions:
                child = st.clone()
                child.apply(a)
                x = self._search(child, alpha, beta)[0]
                if x > v:
                    v, best_move = x, a
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            v = math.inf
            for a in actions:
                child = st.clone()
                child.apply(a)
                x = self._search(child, alpha, beta)[0]
                if x < v:
                    v, best_move = x, a
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if key is not None:
            flag = UPPER if v <= a0 else LOWER if v >= b0 else EXACT
            self._tt[key] = (flag, v, best_move)
        return v, best_move

    # --- moves: merging and ordering ----------------------------------------------------------------

    def _suit_orders(self, s: tricks.Suiting) -> tuple[tuple[int, ...], ...]:
        """Per effective suit, its cards from the highest power down (worked out once per suiting)."""
        hit = self._orders.get(id(s))
        if hit is not None and hit[0] is s:
            return hit[1]
        rows = []
        for su in range(len(s.suit_masks)):
            m = s.suit_masks[su]
            cards = [c for c in range(len(s.suit_of)) if m >> c & 1]
            cards.sort(key=lambda c: -s.power[c])
            rows.append(tuple(cards))
        out = tuple(rows)
        self._orders[id(s)] = (s, out)
        return out

    def merged(self, st, cards: int) -> int:
        """The mask ``cards`` (legal cards of the seat to act) with each run of equivalent cards
        (same effective suit, adjacent in power among the live cards, same card points) cut to its
        highest card."""
        d = st.deal
        s = d.suiting
        pts = self._points
        live = 0
        for h in d.hands:
            live |= h
        for c in d.trick:
            live |= 1 << c
        keep = cards
        suits = 0
        x = cards
        while x:
            low = x & -x
            c = low.bit_length() - 1
            su = s.suit_of[c]
            if su >= 0:
                suits |= 1 << su
            x ^= low
        orders = self._suit_orders(s)
        su = 0
        while suits:
            if suits & 1:
                prev = None            # the previous live card of the suit, if it is in ``cards``
                for c in orders[su]:
                    if not live >> c & 1:
                        continue
                    if cards >> c & 1:
                        if prev is not None and pts[prev] == pts[c]:
                            keep &= ~(1 << c)
                        prev = c
                    else:
                        prev = None
            suits >>= 1
            su += 1
        return keep

    def moves(self, st, hint=None) -> list:
        """The actions to search at ``st``, merged and ordered."""
        legal = st.legal_actions()
        if len(legal) == 1:
            return legal
        plays, other = [], []
        for a in legal:
            (plays if type(a) is Play else other).append(a)
        if plays:
            d = st.deal
            s = d.suiting
            if self.merge and len(plays) > 1:
                mask = 0
                for a in plays:
                    mask |= 1 << a.card
                keep = self.merged(st, mask)
                if keep != mask:
                    plays = [a for a in plays if keep >> a.card & 1]
            trick = d.trick
            power = s.power
            if not trick:
                plays.sort(key=lambda a: -power[a.card])
            else:
                n = len(trick)
                cards = list(trick) + [0]

                def rank(a):
                    cards[n] = a.card
                    wins = tricks.winner(cards, s) == n
                    return (0, -power[a.card]) if wins else (1, power[a.card])
                plays.sort(key=rank)
        out = other + plays
        if hint is not None and hint in out and out[0] != hint:
            out.remove(hint)
            out.insert(0, hint)
        return out
