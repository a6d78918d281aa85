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
from typing import Sequence

from game.cards import ACE_HIGH, CARDS, SUIT_MASK, SUIT_OF, Card

NEVER, ALWAYS, UNLESS_TRUMPED = "never", "always", "unless_trumped"

FOLLOW, BEAT, TRUMP, OVERTRUMP = "follow", "beat", "trump", "overtrump"
"""Duty codes returned by ``broken_duty``."""


@dataclass(frozen=True, slots=True)
class Suiting:
    """How the cards of one hand group into suits and rank within them."""
    suit_of: tuple[int, ...]
    suit_masks: tuple[int, ...]
    power: tuple[int, ...]
    trump: int | None = None


def natural(power: tuple[int, ...] = ACE_HIGH, trump: int | None = None) -> Suiting:
    """Printed suits, one rank order for every suit, an optional trump suit."""
    return Suiting(SUIT_OF, SUIT_MASK, power, None if trump is None else int(trump))


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


def _above(mask: int, power: tuple[int, ...], floor: int) -> int:
    out = 0
    m = mask
    while m:
        low = m & -m
        if power[low.bit_length() - 1] > floor:
            out |= low
        m ^= low
    return out


def _highest_of(cards: Sequence[int], suit: int, s: Suiting) -> int:
    return max((c for c in cards if s.suit_of[c] == suit), key=lambda c: s.power[c])


def _target(cards: Sequence[int], s: Suiting, d: Duties) -> tuple[int | None, int | None]:
    """(card to beat when following, card to beat when trumping), either None when no duty applies."""
    led = s.suit_of[cards[0]]
    best = cards[winner(cards, s)]
    best_suit = s.suit_of[best]
    follow_target = None
    if d.head != NEVER:
        if best_suit == led:
            follow_target = best
        elif d.head == ALWAYS:
            follow_target = _highest_of(cards, led, s)
    trump_target = best if d.overtrump and best_suit == s.trump and s.trump is not None else None
    return follow_target, trump_target


def legal_mask(hand: int, cards: Sequence[int], s: Suiting, d: Duties = FOLLOW_ONLY) -> int:
    """The cards of ``hand`` (a mask) that may be played to a trick holding ``cards``."""
    if not cards:
        return hand
    follow = hand & s.suit_masks[s.suit_of[cards[0]]]
    if follow:
        if d.head == NEVER:
            return follow
        target, _ = _target(cards, s, d)
        if target is None:
            return follow
        return _above(follow, s.power, s.power[target]) or follow
    if d.must_trump and s.trump is not None:
        trumps = hand & s.suit_masks[s.trump]
        if trumps:
            if d.overtrump:
                _, target = _target(cards, s, d)
                if target is not None:
                    return _above(trumps, s.power, s.power[target]) or trumps
            return trumps
    return hand


def broken_duty(card: int, hand: int, cards: Sequence[int], s: Suiting,
                d: Duties = FOLLOW_ONLY) -> tuple[str, Card | None] | None:
    """Why ``card`` (held in ``hand``) may not be played: (duty code, card to beat) or None if legal."""
    if not cards or legal_mask(hand, cards, s, d) >> card & 1:
        return None
    follow = hand & s.suit_masks[s.suit_of[cards[0]]]
    if follow:
        if not follow >> card & 1:
            return FOLLOW, None
        target, _ = _target(cards, s, d)
        return BEAT, CARDS[target]
    if s.suit_of[card] != s.trump:
        return TRUMP, None
    _, target = _target(cards, s, d)
    return OVERTRUMP, CARDS[target]
