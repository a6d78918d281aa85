"""Euchre heuristic: a club player's rules of thumb.

Bidding counts trump strength (bowers first) and off-suit aces, adds the up card when it goes to the
bot's side and subtracts it when it goes to the other; it goes alone only with a near-certain march.
In play the makers lead trump, nobody trumps a partner's winning card, tricks are won as cheaply as
is safe, and losing cards are thrown so that kings keep their guard and voids appear.
"""
from __future__ import annotations

from game.ai.base import Bot
from game.ai.cardplay import cheapest_winner, wins
from game.cards import RANK_OF, Card, bits, mask_of
from game.rules import tricks
from game.rules.actions import ChooseTrump, Discard, Pass, Play
from game.rules.euchre import TAKEN, OrderUp
from game.rules.euchre_tables import PACK24, PACK25, PACK_MASK, SUITINGS, TOP_POWER

ORDER_AT = 2.5
"""Points (about the tricks the hand takes itself; the partner adds one) to make trump."""
NAME_AT = 2.7
"""Round 2: a little more, since nothing is known about where the other trumps sit."""
UP_CARD_VALUE = 0.35
BOWER_UP_VALUE = 0.8


def trump_value(card: int, s: tricks.Suiting, top: bool) -> float:
    """Tricks a trump is worth: the Joker and right bower are sure, the left nearly so
    (``top``: the hand holds a higher trump too)."""
    p = s.power[card]
    if p >= TOP_POWER["right"]:
        return 1.0
    if p == TOP_POWER["left"]:
        return 0.95 if top else 0.8
    return {13: 0.7, 12: 0.55, 11: 0.45}.get(p, 0.4)


def strength(hand, trump: int) -> float:
    """About how many tricks ``hand`` takes with ``trump`` trumps: trumps by rank, length, off-suit
    aces (and guarded kings), and voids that let small trumps ruff."""
    s = SUITINGS[trump]
    trumps = sorted((c for c in hand if s.suit_of[c] == trump), key=lambda c: -s.power[c])
    est = 0.0
    for i, c in enumerate(trumps):
        est += trump_value(c, s, i > 0)
    n = len(trumps)
    if n >= 3:
        est += 0.2 * (n - 2)
    for su in range(4):
        if su == trump:
            continue
        side = [c for c in hand if s.suit_of[c] == su]
        ranks = {RANK_OF[c] for c in side}
        if 14 in ranks:
            est += 0.8 if len(side) <= 2 else 0.6
            if 13 in ranks:
                est += 0.3
        elif 13 in ranks and len(side) >= 2:
            est += 0.25
        if not side and n >= 2:
            est += 0.3
    return est


def best_discard(six, trump: int) -> Card:
    """The card a dealer throws: a side card, making a void if it can, never an ace before a small
    card, and never the small card that guards a king."""
    s = SUITINGS[trump]
    side = [c for c in six if s.suit_of[c] != trump]
    if not side:
        return min(six, key=lambda c: s.power[c])

    def key(c):
        same = [d for d in side if s.suit_of[d] == s.suit_of[c]]
        guards_king = len(same) == 2 and any(RANK_OF[d] == 13 for d in same) and RANK_OF[c] != 13
        return (RANK_OF[c] == 14, guards_king, len(same) != 1, s.power[c])
    return min(side, key=key)


def near_certain_march(hand, trump: int, joker: bool) -> bool:
    """Alone only when every side card is an ace and the trumps are the top ones (at most one
    of four, or three of five, below an unbroken run from the highest)."""
    s = SUITINGS[trump]
    trumps = [c for c in hand if s.suit_of[c] == trump]
    if any(RANK_OF[c] != 14 for c in hand if s.suit_of[c] != trump):
        return False
    top = sorted((c for c in (PACK25 if joker else PACK24) if s.suit_of[c] == trump),
                 key=lambda c: -s.power[c])
    sure = 0
    for c in top:
        if c not in trumps:
            break
        sure += 1
    n = len(trumps)
    return (n >= 3 and sure == n) or (n >= 4 and sure >= 3) or (n == 5 and sure >= 2)


class EuchreBot(Bot):
    level = "heuristic"

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        if view.phase == "round1":
            return self._round1(view)
        if view.phase == "round2":
            return self._round2(view, legal)
        if view.phase == "discard":
            return Discard((best_discard(view.hand, int(view.trump)),))
        return Play(self._play(view, [a.card for a in legal]))

    # --- bidding -----------------------------------------------------------------------------------

    def _round1(self, view):
        seat, dealer = view.seat, view.dealer
        up = view.info.turned_card
        trump = int(view.info.up_suit)
        joker = view.info.joker
        hand = list(view.hand)
        if seat == dealer:
            six = hand + [up]
            hand = [c for c in six if c != best_discard(six, trump)]
            est = strength(hand, trump)
        else:
            est = strength(hand, trump)
            s = SUITINGS[trump]
            worth = BOWER_UP_VALUE if s.power[up] >= TOP_POWER["left"] else UP_CARD_VALUE
            est += worth if (seat + 2) % 4 == dealer else -worth
        if est < ORDER_AT:
            return Pass()
        if near_certain_march(hand, trump, joker):
            return OrderUp(True)
        return OrderUp()

    def _round2(self, view, legal):
        calls = [a for a in legal if isinstance(a, ChooseTrump) and not a.alone]
        best = max(calls, key=lambda a: strength(view.hand, int(a.suit)))
        est = strength(view.hand, int(best.suit))
        if est < NAME_AT and any(isinstance(a, Pass) for a in legal):
            return Pass()
        return ChooseTrump(best.suit, near_certain_march(view.hand, int(best.suit), view.info.joker))

    # --- card play ---------------------------------------------------------------------------------

    def _play(self, view, cards):
        s = SUITINGS[int(view.trump)]
        unknown = self._unknown(view)
        trick = [c for _, c in view.trick]
        if not trick:
            return self._lead(view, cards, s, unknown)
        me = view.seat
        partner = (me + 2) % 4
        active = sum(view.active)
        last = len(trick) == active - 1
        winning_seat, best = view.trick[tricks.winner(trick, s)]
        led = s.suit_of[trick[0]]
        if winning_seat == partner:
            if not last and not self._boss(best, s, unknown):
                # third hand high: a sure card of the led side suit makes the trick safe
                bosses = [c for c in cards if s.suit_of[c] == led != s.trump and self._boss(c, s, unknown)
                          and wins(c, trick, s)]
                if bosses:
                    return bosses[0]
            return self._throw(cards, s, led)
        win = cheapest_winner(cards, trick, s, sure=last)
        if win is not None:
            return win
        return self._throw(cards, s, led)

    def _lead(self, view, cards, s, unknown):
        trump = s.trump
        maker = view.info.maker
        trumps = sorted((c for c in cards if s.suit_of[c] == trump), key=lambda c: -s.power[c])
        side = [c for c in cards if s.suit_of[c] != trump]
        side_bosses = [c for c in side if self._boss(c, s, unknown)]
        trumps_out = any(s.suit_of[c] == trump for c in bits(unknown))
        if maker % 2 == view.seat % 2 and trumps and trumps_out:
            if self._boss(trumps[0], s, unknown):
                return trumps[0]
            if len(trumps) >= 2 or maker != view.seat:
                return trumps[-1]
        if side_bosses:
            return min(side_bosses, key=lambda c: sum(1 for d in side if s.suit_of[d] == s.suit_of[c]))
        if trumps and not side:
            return trumps[0] if self._boss(trumps[0], s, unknown) else trumps[-1]
        if side:
            # a low card from the shortest side suit, to be void sooner
            return min(side, key=lambda c: (sum(1 for d in side if s.suit_of[d] == s.suit_of[c]), s.power[c]))
        return trumps[0]

    @staticmethod
    def _throw(cards, s, led):
        """The card to lose: the lowest of the led suit, else a side card that keeps aces and the guard
        of a king (a singleton first, to make a void), trumps only when nothing else is left."""
        follow = [c for c in cards if s.suit_of[c] == led]
        if follow:
            return min(follow, key=lambda c: s.power[c])
        return best_discard(cards, s.trump)

    @staticmethod
    def _boss(card, s, unknown) -> bool:
        """No card still hidden in play beats ``card`` within its effective suit."""
        su = s.suit_of[card]
        p = s.power[card]
        return not any(s.suit_of[c] == su and s.power[c] > p for c in bits(unknown))

    @staticmethod
    def _unknown(view) -> int:
        """Cards that may still be played by others: the pack less my hand, the cards played, the up
        card unless the dealer took it, and my own discard."""
        info = view.info
        out = mask_of(view.hand) | view.played | mask_of(view.discards)
        if info.up_place != TAKEN:
            out |= 1 << info.turned_card
        return PACK_MASK[info.joker] & ~out

