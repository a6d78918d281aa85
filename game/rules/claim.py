"""Claiming the rest of a deal: the proof, from the claimant's own view, that every remaining trick
is theirs however the others play, and the order of their cards that makes it so.

What a claim means is the same in every game: the claimant takes every remaining trick of the deal
themselves. In Ushter, Euchre, Call Trump and Huutopussi taking tricks is what a player wants (in
Ushter each trick lowers the taker's score, and low wins); in Ulti it is what the declarer wants in
every contract but a betli, and what the defenders want against it. Where taking every trick is not
the best a player can do, the engine's ``claim_rule`` refuses (Ulti's betli; Huutopussi while the
claimant could still name a trump, which a claim would forgo).

The proof is sufficient, never a sample: it holds for every placement of the cards the claimant has
not seen (any of them may be in any other playing seat's hand, except a suit that seat has shown out
of; cards shown by a seat only in that seat's hand) and every play of the others. It reads only what
the claimant may know: their own hand, the cards played, the public cards, voids, hand sizes and
the trump. The claimant leads every trick after the one in progress (they won the one before), so
the proof fixes one order of leads, and each lead must win whatever the others hold:

- no other seat may hold a card that beats it (a higher one of its suit, or a trump when it is not
  one), counting down, for each seat, how many cards of a suit it can still hold: every lead of a
  suit takes one from each seat that may hold any (they must follow), so leading the top trumps
  draws the others' trumps and makes the side suits safe;
- a card that is safe stays safe (counts only fall), so the order is found greedily: the top trumps
  while another seat may still hold a trump (no side card is safe then), then the side suits, then
  the trumps, the lowest last (Ulti's trump seven ends the deal, as its ulti wants).

Nothing here changes the state asked about.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.cards import CARDS, Card
from game.rules import tricks, wording
from game.rules.actions import Play
from game.rules.play import cards_of, void_cards
from game.rules.wording import N_, say

CLAIM_TURN = N_("You can claim only on your turn.")
NOT_PLAYING = N_("You can claim only while the cards are being played.")
LAST_CARD = N_("Only your last card is left: play it.")
MAY_LOSE_NOW = N_("Someone after you may still beat any card you can play to this trick.")
ANSWERING = N_("A claim is waiting for the players' answers.")
REFUSED = N_("Your claim was refused: play on.")
PLAYING_OUT = N_("The rest is being played out as claimed.")
NO_QUESTION = N_("There is no claim for you to answer.")


def _may_lose(c: Card, trumped: bool) -> str:
    """Why leading ``c`` is not certain: it may be trumped, or beaten by a higher card of its suit.
    The card that might beat it goes unnamed: it is one the claimant has not seen, and a message
    to a seat names only cards that seat has seen."""
    if trumped:
        return say("Your {0} could still be trumped.", wording.card(c))
    return say("Your {0} could still be beaten by a higher card you have not seen played.", wording.card(c))


@dataclass(frozen=True)
class Proof:
    """A claim's proof: ``cards``, the claimant's cards in the order they are to be played (the one
    for the trick in progress first), or ``reason`` why there is none, in a player's words."""
    cards: tuple[Card, ...] = ()
    reason: str | None = None


def claim_proof(state, seat: int) -> str | None:
    """None when ``seat`` may claim the rest now (see the module docstring), else the reason not."""
    return prove(state, seat).reason


def prove(state, seat: int) -> Proof:
    """The proof (with the order of the claimant's cards) or the reason there is none."""
    if state.to_act != seat:
        return Proof(reason=CLAIM_TURN)
    legal = [a.card for a in state.legal_actions() if type(a) is Play]
    if not legal or state.deal is None:
        return Proof(reason=NOT_PLAYING)
    deal = state.deal
    hand = deal.hands[seat]
    if hand.bit_count() < 2:
        return Proof(reason=LAST_CARD)
    rule = state.claim_rule(seat)
    if rule is not None:
        return Proof(reason=rule)
    known = _Holdings(state, seat)
    trick = list(deal.trick)
    if not trick:
        return known.leads(hand, ())
    later = known.seats[:deal.size - len(trick) - 1]
    first_reason = MAY_LOSE_NOW
    for c in sorted(legal, key=lambda c: -deal.suiting.power[c]):
        if tricks.winner(trick + [c], deal.suiting) != len(trick):
            continue
        if any(known.beater(t, trick + [c], known.count[t]) is not False for t in later):
            continue
        rest = known.leads(hand & ~(1 << c), (CARDS[c],))
        if rest.reason is None:
            return rest
        first_reason = rest.reason
    return Proof(reason=first_reason)


class _Holdings:
    """What the claimant may know of the other playing seats: for each, the cards it may hold and how
    many of each effective suit at most."""

    def __init__(self, state, seat: int):
        deal = state.deal
        view = state.view(seat)
        pack = 0
        for c in state.pack():                     # which cards the game uses is public
            pack |= 1 << c
        seen = deal.hands[seat] | deal.played
        for c in (view.up_card, *view.stock, *view.stock_seen, *view.discards):
            if c is not None:
                seen |= 1 << c
        shown = {s: sum(1 << c for c in cards) & ~deal.played for s, cards in view.shown.items() if s != seat}
        unseen = pack & ~seen
        for m in shown.values():
            unseen &= ~m
        self.suiting = s = deal.suiting
        masks = s.suit_masks
        self.seats: list[int] = []
        x = deal.next_seat[seat]
        while x != seat:
            self.seats.append(x)
            x = deal.next_seat[x]
        self.may_hold: dict[int, int] = {}
        self.count: dict[int, list[int]] = {}
        self.size: dict[int, int] = {}
        for t in self.seats:
            held = (unseen | shown.get(t, 0)) & ~void_cards(deal.void[t], masks)
            size = deal.hands[t].bit_count()       # hand sizes are public
            self.may_hold[t] = held
            self.size[t] = size
            self.count[t] = [min(size, (held & m).bit_count()) for m in masks]

    def beater(self, t: int, cards: Sequence[int], count: Sequence[int]) -> Card | None | bool:
        """A card seat ``t`` may hold that would take the trick ``cards`` from its last card, ``t``
        holding at most ``count[su]`` cards of each suit: a higher card of that card's suit, None for
        a card of another suit (a trump), or False when no card of ``t`` can."""
        s = self.suiting
        found: Card | None | bool = False
        for x in cards_of(self.may_hold[t]):
            if count[s.suit_of[x]] <= 0:
                continue
            if tricks.winner([*cards, x], s) == len(cards):
                if s.suit_of[x] == s.suit_of[cards[-1]]:
                    return x
                found = None
        return found

    def leads(self, hand: int, first: tuple[Card, ...]) -> Proof:
        """Order the claimant's ``hand`` as leads that each win for certain (after ``first``), or say
        which card may lose. Counts are worked on a copy: the holdings stay as asked."""
        s = self.suiting
        count = {t: c[:] for t, c in self.count.items()}
        size = dict(self.size)
        trump = s.trump
        order = list(first)
        while hand:
            cards = sorted(cards_of(hand), key=lambda c: -s.power[c])
            safe = [c for c in cards if all(self.beater(t, [c], count[t]) is False for t in self.seats)]
            if not safe:
                c = cards[0]
                for t in self.seats:
                    b = self.beater(t, [c], count[t])
                    if b is not False:
                        return Proof(reason=_may_lose(c, b is None))
            # while another seat may hold a trump only trumps are safe (a side card may be ruffed):
            # the side suits first, then the trumps from the top, the lowest last
            pick = next((c for c in safe if s.suit_of[c] != trump), safe[0])
            order.append(pick)
            hand &= ~(1 << pick)
            su = s.suit_of[pick]
            for t in self.seats:
                size[t] = max(0, size[t] - 1)
                row = count[t]
                row[su] = max(0, row[su] - 1)
                for k in range(len(row)):
                    row[k] = min(row[k], size[t])
        return Proof(cards=tuple(order))


def claim_action(state, seat: int, cards: Sequence[Card], deal_no: int):
    """The next move of a claim being played out: ``seat``'s next card of ``cards`` (the proof's
    order) not yet played, any other seat's first legal card (the proof holds whatever they play);
    None once the claim is over (deal ``deal_no`` ended, or its cards are played)."""
    if state.to_act is None or state.deal_no != deal_no:
        return None
    plays = [a for a in state.legal_actions() if type(a) is Play]
    if not plays:
        return None
    if state.to_act != seat:
        return plays[0]
    hand = state.deal.hands[seat]
    card = next((c for c in cards if hand >> c & 1), None)
    return None if card is None else Play(card)
