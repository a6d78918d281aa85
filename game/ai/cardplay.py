"""Card-play helpers every heuristic bot uses: which of my cards would win this trick, and which is
cheapest to throw. They use the engine's shared trick rules, so bots and rules never disagree."""
from __future__ import annotations

from typing import Sequence

from game.cards import Card
from game.rules import tricks


def winners(cards: Sequence[Card], trick: Sequence[int], s: tricks.Suiting) -> list[Card]:
    """The ``cards`` that would be winning the trick if played now (all of them on an empty trick):
    the trick's winner found once, then one AND per card (``Suiting.above``)."""
    if not trick:
        return list(cards)
    best = trick[tricks.winner(trick, s)]
    higher = s.above[best]
    trump = s.trump
    if trump is None or s.suit_of[best] == trump:
        return [c for c in cards if higher >> c & 1]
    suit_of = s.suit_of
    return [c for c in cards if higher >> c & 1 or suit_of[c] == trump]


def wins(card: int, trick: Sequence[int], s: tricks.Suiting) -> bool:
    """Would ``card`` be winning the trick if played now?"""
    return bool(winners((card,), trick, s))


def value(card: int, s: tricks.Suiting) -> int:
    """How much a card is worth keeping: trumps above every side card, then rank power."""
    return s.power[card] + (100 if s.suit_of[card] == s.trump else 0)


def lowest(cards: Sequence[Card], s: tricks.Suiting) -> Card:
    return min(cards, key=lambda c: value(c, s))


def cheapest_winner(cards: Sequence[Card], trick: Sequence[int], s: tricks.Suiting,
                    sure: bool = True) -> Card | None:
    """The least valuable card that wins the trick now. With ``sure`` False (others still to play)
    prefer the highest winner of the led suit so it is less likely to be overtaken."""
    able = winners(cards, trick, s)
    if not able:
        return None
    if sure:
        return min(able, key=lambda c: value(c, s))
    led = s.suit_of[trick[0]]
    in_suit = [c for c in able if s.suit_of[c] == led and s.suit_of[c] != s.trump]
    if in_suit:
        return max(in_suit, key=lambda c: value(c, s))
    return min(able, key=lambda c: value(c, s))
