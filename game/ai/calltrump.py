"""Call Trump heuristic, and what the computer does when a human seat's timer runs out.

The bot calls its longest, strongest suit; it plays for the partnership: it lets a partner's sure
winner stand, wins cheaply (cutting with its lowest winning trump) when the opponents hold the
trick, and otherwise walks aside with its least useful card. ``timeout_action`` and ``MissTracker``
are pure, so the table controller's timer logic is testable without a clock (rules §8.2, §8.3).
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.base import Bot
from game.ai.cardplay import cheapest_winner, wins
from game.cards import ACE_HIGH, SUIT_MASK, SUIT_OF, Card, mask_of
from game.rules import tricks
from game.rules.actions import Action, ChooseTrump, Play
from game.rules.base import View
from game.rules.calltrump import CALL, NEXT, PLAYING, START_NEXT_GAME, strongest_suit

SUITINGS = tuple(tricks.natural(ACE_HIGH, t) for t in range(4))
FULL = (1 << 52) - 1
HONOURS = {14: 4, 13: 3, 12: 2, 11: 1}
"""High-card points for judging a trump suit from five cards: ace 4, king 3, queen 2, jack 1."""


def call_score(hand: Sequence[Card], suit: int) -> int:
    """Length first, then strength: each card 4, plus its high-card points."""
    return sum(4 + HONOURS.get(c.rank, 0) for c in hand if c.suit == suit)


def pick_trump(hand: Sequence[Card]) -> int:
    """The suit with the best ``call_score``; ties go to the strongest suit of rules §8.3."""
    strongest = strongest_suit(mask_of(hand))
    return max(range(4), key=lambda s: (call_score(hand, s), s == strongest))


class CallTrumpBot(Bot):
    level = "heuristic"

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        if view.phase == CALL:
            return ChooseTrump(pick_trump(view.hand))
        if view.phase != PLAYING:
            return legal[0]
        return Play(PlayContext(view).choose([a.card for a in legal]))


class PlayContext:
    """What one seat knows at its turn to play, and the card-play judgements built on it."""

    def __init__(self, view: View):
        self.me = view.seat
        self.partner = (view.seat + 2) & 3
        self.trump = int(view.trump)
        self.s = SUITINGS[self.trump]
        self.hand = mask_of(view.hand)
        self.unseen = FULL & ~self.hand & ~view.played
        self.void = view.info.void
        self.trick = [c for _, c in view.trick]
        self.seats = [s for s, _ in view.trick]
        self.after = [(self.me + k) & 3 for k in range(1, 4 - len(self.trick))]
        """Seats still to play after this one in the current trick."""

    def choose(self, cards: list[Card]) -> Card:
        if not self.trick:
            return self.lead(cards)
        winner = self.seats[tricks.winner(self.trick, self.s)]
        best = self.trick[self.seats.index(winner)]
        if winner == self.partner and (not self.after or self.holds(best)):
            return self.least_useful(cards)
        winners = [c for c in cards if wins(c, self.trick, self.s)]
        if not winners:
            return self.least_useful(cards)
        if not self.after:
            return cheapest_winner(winners, self.trick, self.s, sure=True)
        safe = [c for c in winners if self.holds(c)]
        if safe:
            return min(safe, key=self.value)
        if winner == self.partner:
            return self.least_useful(cards)
        if len(self.trick) == 1 and SUIT_OF[winners[0]] == SUIT_OF[self.trick[0]]:
            return self.least_useful(cards)      # second hand low: the partner plays last
        return cheapest_winner(winners, self.trick, self.s, sure=False)

    def value(self, card: int) -> int:
        return self.s.power[card] + (100 if SUIT_OF[card] == self.trump else 0)

    def master(self, card: int) -> bool:
        """No card still unseen of the same suit ranks above it."""
        power = self.s.power
        m = self.unseen & SUIT_MASK[SUIT_OF[card]]
        while m:
            low = m & -m
            if power[low.bit_length() - 1] > power[card]:
                return False
            m ^= low
        return True

    def can_cut(self, seat: int, suit: int) -> bool:
        """Might ``seat`` trump a lead of ``suit``: known void in it, and trumps still unseen."""
        return bool(self.void[seat] >> suit & 1) and not self.void[seat] >> self.trump & 1 \
            and bool(self.unseen & SUIT_MASK[self.trump])

    def holds(self, card: int) -> bool:
        """Will ``card`` (winning now) still win once the seats after this one have played?"""
        led = SUIT_OF[self.trick[0]] if self.trick else SUIT_OF[card]
        cutters = any(self.can_cut(s, led) for s in self.after if (s & 1) != (self.me & 1))
        if SUIT_OF[card] == self.trump and led != self.trump:
            return not cutters or self.master(card)
        return self.master(card) and not cutters

    def least_useful(self, cards: list[Card]) -> Card:
        """Walk aside with a side card before a trump, a loser before a master, a low card first,
        and from a short suit (a void lets the trumps cut later)."""
        hand = self.hand

        def key(c):
            return (SUIT_OF[c] == self.trump, self.master(c), self.s.power[c],
                    (hand & SUIT_MASK[SUIT_OF[c]]).bit_count())
        return min(cards, key=key)

    def lead(self, cards: list[Card]) -> Card:
        t = self.trump
        trumps = [c for c in cards if SUIT_OF[c] == t]
        opponents = ((self.me + 1) & 3, (self.me + 3) & 3)
        unseen_trumps = self.unseen & SUIT_MASK[t]
        if trumps and unseen_trumps and len(trumps) >= 3:
            top = max(trumps, key=self.value)
            if self.master(top):
                return top
        side = [c for c in cards if SUIT_OF[c] != t]
        safe = [c for c in side if self.master(c)
                and not any(self.can_cut(o, SUIT_OF[c]) for o in opponents)]
        if safe:
            return max(safe, key=self.value)
        for c in sorted(side, key=self.value):
            su = SUIT_OF[c]
            if self.can_cut(self.partner, su) and not any(self.can_cut(o, su) for o in opponents):
                return c
        if side:
            longest = max({SUIT_OF[c] for c in side}, key=lambda su: ((self.hand & SUIT_MASK[su]).bit_count(), su))
            return min((c for c in side if SUIT_OF[c] == longest), key=self.value)
        return min(cards, key=self.value)


def timeout_action(view: View, legal: Sequence[Action]) -> Action | None:
    """The move the computer makes when a human seat's timer runs out: the caller's strongest suit,
    a legal card by the heuristic's strategy, the next game started; None for the rematch question,
    where no answer means no rematch."""
    if view.phase == CALL:
        return ChooseTrump(strongest_suit(mask_of(view.hand)))
    if view.phase == PLAYING:
        return CallTrumpBot().choose(view, legal, random.Random(0))
    if view.phase == NEXT:
        return START_NEXT_GAME
    return None


class MissTracker:
    """Missed decisions per seat (rules §8.2): two trump calls or card plays missed in a row switch
    automatic play on for that seat until the player acts again. The next-game and rematch prompts
    do not count."""

    LIMIT = 2
    COUNTED = (CALL, PLAYING)

    def __init__(self, players: int = 4):
        self.misses = [0] * players
        self.auto = [False] * players

    def missed(self, seat: int, phase: str) -> bool:
        """Record a timeout in ``phase``; True if the seat is now on automatic play."""
        if phase in self.COUNTED:
            self.misses[seat] += 1
            if self.misses[seat] >= self.LIMIT:
                self.auto[seat] = True
        return self.auto[seat]

    def acted(self, seat: int) -> None:
        """The player acted in time, or pressed "I'm back": the count restarts and automatic play stops."""
        self.misses[seat] = 0
        self.auto[seat] = False

    def to_dict(self) -> dict:
        return {"misses": self.misses[:], "auto": self.auto[:]}

    @classmethod
    def from_dict(cls, d: dict) -> "MissTracker":
        t = cls(len(d["misses"]))
        t.misses = [int(x) for x in d["misses"]]
        t.auto = [bool(x) for x in d["auto"]]
        return t


__all__ = ["CallTrumpBot", "MissTracker", "timeout_action", "pick_trump"]
