"""Trick mechanics shared by every game, written once and parameterised.

A game describes its cards for the current hand with a ``Suiting``: the effective suit of each card
(Euchre's left bower and joker belong to trump), the masks of each effective suit, and the power of
each card in the game's rank order. The duties of a trick are switches:

- follow suit (always);
- ``head``: must beat the best card of the led suit when following — ``"never"`` (Ushter, Euchre,
  Call Trump), ``"always"`` (Huutopussi's default), or ``"unless_trumped"`` (Ulti's default: once
  the trick is trumped no led-suit card can win, so any may follow);
- ``must_trump``: void in the led suit, a trump must be played if held (Ulti, Huutopussi);
- ``overtrump``: and it must beat a trump already in the trick when it can.

``legal_mask`` gives the playable cards; ``broken_duty`` names the first duty an illegal card breaks
so each game can word its own reason string.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from game.cards import ACE_HIGH, CARDS, SUIT_MASK, SUIT_OF, Card

NEVER, ALWAYS, UNLESS_TRUMPED = "never", "always", "unless_trumped"

FOLLOW, BEAT, TRUMP, OVERTRUMP = "follow", "beat", "trump", "overtrump"
"""Duty codes returned by ``broken_duty``."""


@dataclass(frozen=True, slots=True)
class Suiting:
    """How the cards of one hand group into suits and rank within them. ``above[c]`` (worked out
    once) is the mask of the cards of c's suit that beat c, so "can I beat it?" is one AND."""
    suit_of: tuple[int, ...]
    suit_masks: tuple[int, ...]
    power: tuple[int, ...]
    trump: int | None = None
    above: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.above:
            above = []
            for c in range(len(self.suit_of)):
                su = self.suit_of[c]
                m = self.suit_masks[su] if su >= 0 else 0
                above.append(sum(1 << d for d in range(len(self.suit_of))
                                 if m >> d & 1 and self.power[d] > self.power[c]))
            object.__setattr__(self, "above", tuple(above))


def natural(power: tuple[int, ...] = ACE_HIGH, trump: int | None = None) -> Suiting:
    """Printed suits, one rank order for every suit, an optional trump suit (made once per pair)."""
    return _natural(power, None if trump is None else int(trump))


@lru_cache(maxsize=None)
def _natural(power: tuple[int, ...], trump: int | None) -> Suiting:
    return Suiting(SUIT_OF, SUIT_MASK, power, trump)


@dataclass(frozen=True, slots=True)
class Duties:
    head: str = NEVER
    must_trump: bool = False
    overtrump: bool = False


FOLLOW_ONLY = Duties()


def winner(cards: Sequence[int], s: Suiting) -> int:
    """Index in ``cards`` of the card that wins: the highest trump, else the highest of the led suit."""
    suit_of, power, trump = s.suit_of, s.power, s.trump
    led = suit_of[cards[0]]
    best_i, best_trump, best_power = 0, led == trump, power[cards[0]]
    for i in range(1, len(cards)):
        c = cards[i]
        cs = suit_of[c]
        if cs == trump:
            if not best_trump or power[c] > best_power:
                best_i, best_trump, best_power = i, True, power[c]
        elif cs == led and not best_trump and power[c] > best_power:
            best_i, best_power = i, power[c]
    return best_i


def _follow_target(cards: Sequence[int], s: Suiting, led: int, head: str) -> int | None:
    """The card a follower must beat: the highest of the led suit in the trick, or None when the
    trick has been trumped and ``head`` is ``unless_trumped`` (no led-suit card can win it then)."""
    suit_of, power, trump = s.suit_of, s.power, s.trump
    top = None
    trumped = False
    for c in cards:
        cs = suit_of[c]
        if cs == led:
            if top is None or power[c] > power[top]:
                top = c
        elif cs == trump:
            trumped = True
    return None if trumped and head == UNLESS_TRUMPED else top


def _top_trump(cards: Sequence[int], s: Suiting) -> int | None:
    """The highest trump in the trick, or None."""
    suit_of, power, trump = s.suit_of, s.power, s.trump
    top = None
    for c in cards:
        if suit_of[c] == trump and (top is None or power[c] > power[top]):
            top = c
    return top


memo: tuple = (None, 0, 0, 0, None, None, 0)
"""The last answer of ``legal_mask`` and its inputs (the trick by identity, length and last card: a
trick only grows, by appends). An engine asks twice per card — listing the legal cards, then
checking the one chosen on its fast path — and the second answer comes from here (a fast path may
read ``memo`` itself and save the call). The memo lives in this module, not in any state, so no
query ever writes to the state it is asked about."""


def legal_mask(hand: int, cards: Sequence[int], s: Suiting, d: Duties = FOLLOW_ONLY) -> int:
    """The cards of ``hand`` (a mask) that may be played to a trick holding ``cards``. One function,
    memo and rules together: it runs for nearly every card of every playout. Plain follow-suit
    answers at once and leaves the memo alone (it is for the duties that cost more)."""
    if not cards:
        return hand
    if d is FOLLOW_ONLY:            # follow suit if you can: cheaper to answer than to look up
        return hand & s.suit_masks[s.suit_of[cards[0]]] or hand
    global memo
    m = memo
    n = len(cards)
    if m[0] is cards and m[1] == n and m[2] == cards[-1] and m[3] == hand and m[4] is s and m[5] is d:
        return m[6]
    led = s.suit_of[cards[0]]
    r = follow = hand & s.suit_masks[led]
    if follow:
        if d.head != NEVER:
            target = _follow_target(cards, s, led, d.head)
            if target is not None:
                r = follow & s.above[target] or follow
    elif d.must_trump and s.trump is not None and hand & s.suit_masks[s.trump]:
        r = trumps = hand & s.suit_masks[s.trump]
        if d.overtrump:
            top = _top_trump(cards, s)
            if top is not None:
                r = trumps & s.above[top] or trumps
    else:
        r = hand
    memo = (cards, n, cards[-1], hand, s, d, r)
    return r


def broken_duty(card: int, hand: int, cards: Sequence[int], s: Suiting,
                d: Duties = FOLLOW_ONLY) -> tuple[str, Card | None] | None:
    """Why ``card`` (held in ``hand``) may not be played: (duty code, card to beat) or None if legal."""
    if not cards or legal_mask(hand, cards, s, d) >> card & 1:
        return None
    led = s.suit_of[cards[0]]
    follow = hand & s.suit_masks[led]
    if follow:
        if not follow >> card & 1:
            return FOLLOW, None
        return BEAT, CARDS[_follow_target(cards, s, led, d.head)]
    if s.suit_of[card] != s.trump:
        return TRUMP, None
    return OVERTRUMP, CARDS[_top_trump(cards, s)]
