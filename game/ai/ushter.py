"""Ushter heuristic: folds hands that expect no trick, picks up as dealer, wins tricks cheaply and
throws its lowest card when a trick is lost anyway."""
from __future__ import annotations

from game.ai.base import Bot
from game.ai.cardplay import cheapest_winner, lowest
from game.cards import ACE_HIGH, Rank
from game.rules import tricks
from game.rules.actions import Bid, Discard, Fold, PickUp, Play


def expected_tricks(hand, trump: int, players: int, up_card=None) -> float:
    """A rough count of the tricks a hand should take against ``players - 1`` opponents."""
    crowd = max(players - 1, 1)
    trumps = sorted((c.rank for c in hand if c.suit == trump), reverse=True)
    est = 0.0
    for i, r in enumerate(trumps):
        if r == Rank.ACE or (r == Rank.KING and i >= 1) or (r == Rank.QUEEN and i >= 2):
            est += 1.0
        elif r >= Rank.JACK:
            est += 0.6
        else:
            est += 0.35 if len(trumps) >= 2 else 0.2
    for c in hand:
        if c.suit == trump:
            continue
        if c.rank == Rank.ACE:
            est += 0.8 if crowd <= 3 else 0.6
        elif c.rank == Rank.KING:
            length = sum(1 for d in hand if d.suit == c.suit)
            est += 0.35 if length >= 2 and crowd <= 3 else 0.15
    return est


class UshterBot(Bot):
    level = "heuristic"

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        trump = int(view.trump)
        if view.phase == "bid":
            hand = list(view.hand)
            if view.seat == view.dealer:
                hand = hand + [view.info.turned_card]
            est = expected_tricks(hand, trump, sum(view.active))
            # Playing and taking nothing costs 2; each trick saves 1. Folding is 0.
            return Bid("play") if est >= 0.9 else Fold()
        if view.phase == "pickup":
            return PickUp()
        if view.phase == "discard":
            options = [a.cards[0] for a in legal if isinstance(a, Discard)]
            return Discard((self._discard(options, view.hand, trump),))
        cards = [a.card for a in legal if isinstance(a, Play)]
        suiting = tricks.natural(ACE_HIGH, trump)
        trick = [c for _, c in view.trick]
        if not trick:
            return Play(self._lead(cards, trump))
        last = len(trick) == sum(1 for s in range(view.players) if view.active[s]) - 1
        win = cheapest_winner(cards, trick, suiting, sure=last)
        return Play(win if win is not None else lowest(cards, suiting))

    @staticmethod
    def _discard(options, hand, trump):
        """Throw the lowest side card, preferring one that leaves a void."""
        side = [c for c in options if c.suit != trump] or list(options)
        def key(c):
            length = sum(1 for d in hand if d.suit == c.suit)
            return (c.rank == Rank.ACE, length != 1, c.rank)
        return min(side, key=key)

    @staticmethod
    def _lead(cards, trump):
        aces = [c for c in cards if c.suit != trump and c.rank == Rank.ACE]
        if aces:
            return aces[0]
        trumps = sorted((c for c in cards if c.suit == trump), key=lambda c: c.rank, reverse=True)
        if trumps and trumps[0].rank >= Rank.KING:
            return trumps[0]
        side = [c for c in cards if c.suit != trump] or cards
        return max(side, key=lambda c: c.rank) if len(side) <= 2 else min(side, key=lambda c: c.rank)
