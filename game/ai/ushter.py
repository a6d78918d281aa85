"""Ushter heuristic (the Easy level, and the playout policy of search).

Bidding: a hand's strength (trump honours, trump length, side aces and kings, a void to ruff with)
against a bar that depends on the seat: it rises with every player already in and with every seat
still to bid, falls for the first player in (who may be left alone and awarded the hand) and for the
dealer (who takes the up card and faces the fewest hands). Weights and bars were fitted to playing
each bid both ways from the same cards (own score change) at tables of four to eight; a hand with
a sure trick (the ace of trumps) always plays.

Card play: lead a sure winner (a master trump first when holding two trumps, to draw the trumps that
would ruff the side winners; else a side master), then a near-master trump after the first trick,
else the highest side card of the shortest side suit; follow by winning as cheaply as is safe (the
cheapest winner when last, the top of the led suit before others play), keep trumps for later
tricks, and throw the card least likely to win a later trick when the trick is lost anyway.

For the search levels' redeal, ``plausible`` keeps hands that explain the Play and Fold bids (each
seat's hand against its own bar, within a slack).

It reads only the view it is given (its hand, the cards played, the up card if it is still on the
pack, the bids) and chooses only among the legal actions, so it never reneges.
"""
from __future__ import annotations

from game.ai.base import Bot
from game.ai.cardplay import cheapest_winner, mine_first, safe_leads, without_ruff_leads
from game.ai.search import hands_as_dealt, unbeaten_misfit
from game.cards import ACE_HIGH, Rank
from game.rules import tricks
from game.rules.actions import PLAY, Bid, Discard, Fold, PickUp, Pass, Play
from game.rules.play import cards_of

ACE, KING, QUEEN, JACK, TEN = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN

# Hand strength (in score points saved by playing rather than folding, before the seat's bar).
TRUMP_HONOUR = {ACE: 1.9, KING: 1.2, QUEEN: 0.95, JACK: 0.85, TEN: 0.75}
TRUMP_LOW = 0.55            # each trump below the ten
TWO_TRUMPS = 0.6            # a second trump
THREE_TRUMPS = 0.15         # a third
SIDE_ACE = 0.6
SIDE_KING = 0.3
SIDE_QUEEN = 0.15
VOID_WITH_TRUMP = 0.25      # each side suit missing, when the hand holds a trump to ruff with

# The seat's bar (subtracted from the strength; play when what is left is above zero).
BAR = 0.6
PER_PLAYER_IN = 0.37        # each player who already bid Play (counted up to three)
PER_SEAT_AFTER = 0.12       # each seat still to bid after this one (counted up to four)
DEALER = 0.46               # the dealer takes the up card and has company of at most those in
FIRST_IN = 0.67             # nobody in yet: the hand may be awarded to this seat alone ...
FIRST_IN_PER_SEAT = 0.21    # ... less likely the more seats are still to bid
LAST_FREE = 0.16            # nobody in and only the dealer after: heads-up at worst
PER_PLAYER_AT_TABLE = 0.13  # each seat at the table beyond five (more hands, more trumps out)


def strength(hand, trump: int) -> float:
    """Points a hand is worth when it plays (see the weights above)."""
    trumps = [c.rank for c in hand if c.suit == trump]
    est = 0.0
    for r in trumps:
        est += TRUMP_HONOUR.get(r, TRUMP_LOW)
    if len(trumps) >= 2:
        est += TWO_TRUMPS
    if len(trumps) >= 3:
        est += THREE_TRUMPS
    suits = set()
    for c in hand:
        if c.suit == trump:
            continue
        suits.add(c.suit)
        if c.rank == ACE:
            est += SIDE_ACE
        elif c.rank == KING:
            est += SIDE_KING
        elif c.rank == QUEEN:
            est += SIDE_QUEEN
    if trumps:
        est += VOID_WITH_TRUMP * min(3 - len(suits), 2)
    return est


def sure_tricks(hand, trump: int) -> int:
    """Tricks the hand takes whatever the others hold: its unbroken run of trumps from the ace."""
    ranks = {c.rank for c in hand if c.suit == trump}
    run = 0
    while Rank(ACE - run) in ranks:
        run += 1
    return run


def bid_margin(view) -> float:
    """How much better Play looks than Fold for the seat to bid (positive: play)."""
    before = sum(1 for _, b in view.bids if b == "play")
    return margin_of(list(view.hand), view.seat, view.dealer, view.players, int(view.trump),
                     view.info.turned_card, before)


def margin_of(hand, seat: int, dealer: int, n: int, trump: int, up, before: int) -> float:
    """``bid_margin`` of ``seat`` holding the five cards ``hand`` when ``before`` players are in. A
    hand with a sure trick (the ace of trumps, the dealer's taken up card included) always plays: a
    trick is worth a point and folding is worth none."""
    is_dealer = seat == dealer
    hand = held_for_bid(hand, seat, dealer, trump, up)
    if sure_tricks(hand, trump):
        return 1.0 + strength(hand, trump)
    after = (dealer - seat) % n
    bar = BAR + PER_PLAYER_IN * min(before, 3) + PER_SEAT_AFTER * min(after, 4)
    bar += PER_PLAYER_AT_TABLE * (n - 5)
    if is_dealer:
        bar -= DEALER
    if before == 0:
        bar -= FIRST_IN - FIRST_IN_PER_SEAT * min(after, 4)
        if after == 1:
            bar -= LAST_FREE
    return strength(hand, trump) - bar


def held_for_bid(hand, seat: int, dealer: int, trump: int, up):
    """The five cards a seat bids on: its own, but the dealer's with the up card in and its worst
    card out (the hand it will hold if it plays)."""
    if seat != dealer:
        return hand
    hand = list(hand) + [up]
    hand.remove(worst_discard([c for c in hand if c != up], hand, trump))
    return hand


def worst_discard(options, hand, trump: int):
    """The dealer's discard: the lowest side card, a singleton below the king first (a void to
    ruff with), never a side ace while there is another choice; a trump only when all are trumps."""
    side = [c for c in options if c.suit != trump] or list(options)

    def key(c):
        length = sum(1 for d in hand if d.suit == c.suit)
        return (c.rank == ACE, not (length == 1 and c.rank < KING), c.rank)
    return min(side, key=key)


def unseen_mask(view) -> int:
    """Cards this seat has not seen: not in its hand, not played, not the up card left on the pack."""
    known = view.played
    for c in view.hand:
        known |= 1 << c
    if view.up_card is not None:
        known |= 1 << view.up_card
    return ((1 << 52) - 1) & ~known


def dealer_holds(view) -> int:
    """The up card, as a mask, when the dealer took it and has not played it yet: an unseen card
    whose place every other seat knows (0 for the dealer itself, or when the card is elsewhere)."""
    if view.up_card is not None or view.seat == view.dealer:
        return 0
    up = view.info.turned_card
    return 0 if view.played >> up & 1 else 1 << up


def higher_unseen(card, unseen: int) -> int:
    """How many unseen cards of the card's suit rank above it."""
    su = card // 13
    above = ((1 << (13 * su + 13)) - 1) & ~((1 << (card + 1)) - 1)
    return (unseen & above).bit_count()


BID_SLACK = 0.5
"""How far past the bar a sampled hand may lie and still explain a bid (people are not this
heuristic): about a side ace's worth."""


def bid_misfit(world, view) -> float:
    """By how much the hands as dealt in ``world`` miss the bids in ``view`` (0: they fit): a fold
    from a hand whose margin is above ``BID_SLACK``, a Play from one below minus it. A Play is read
    only while nobody can have been bound to play (the first ``fold_limit`` deals of a match; the
    view does not say who was)."""
    dealer, up = view.dealer, view.info.turned_card
    masks = hands_as_dealt(world.deal, dealer, up if world.picked_up else None)
    free = world.hand_no <= world.fold_limit
    n, trump = view.players, int(view.trump)
    miss = 0.0
    before = 0
    for seat, bid in view.bids:
        play = bid == "play"
        if seat != view.seat and (free or not play):
            m = margin_of(cards_of(masks[seat]), seat, dealer, n, trump, up, before)
            miss += max(0.0, -m - BID_SLACK) if play else max(0.0, m - BID_SLACK)
        before += play
    return miss


class UshterBot(Bot):
    level = "heuristic"
    lead_forces = True

    def plausible(self, world, view, floor=None) -> float:
        """How well a redeal fits what the others did as this heuristic reads it (>= 0 plausible),
        for the search's sampler: their bids (``bid_misfit``), and their play: every trick is worth
        a point, so a seat that lost a trick it could have taken had no card to take it with
        (``unbeaten_misfit``)."""
        return -bid_misfit(world, view) - unbeaten_misfit(world.deal, view.seat, int.__ne__)

    def candidates(self, view, legal):
        """The choices a search weighs, this heuristic's own first: every one, but on lead no master
        into a known ruff while another card is safe (``_safe_leads``)."""
        if len(legal) < 2 or view.phase != "play" or view.trick or self.as_2026:
            return legal
        mine = self.choose(view, legal, None)
        cards = [a.card for a in legal if type(a) is Play]
        safe = self._safe_leads(view, cards, tricks.natural(ACE_HIGH, int(view.trump)), unseen_mask(view))
        return without_ruff_leads(mine_first(mine, legal), safe)

    @classmethod
    def _safe_leads(cls, view, cards, suiting, unseen) -> list:
        """The ``cards`` no other seat in play is known to ruff but a master (``safe_leads``): each
        plays alone, so a card that may lose its suit anyway forces the ruffer's trump, and barring
        it too measured a loss for Easy (``lead_forces``, docs/ai-log.md)."""
        them = [o for o in range(view.players) if o != view.seat and view.active[o]]
        return safe_leads(cards, suiting, view.info.void, them, unseen, cls.lead_forces)

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        trump = int(view.trump)
        phase = view.phase
        if phase == "bid":
            return self.bid(view)
        if phase == "pickup":
            return self._pickup(view, trump)
        if phase == "discard":
            options = [a.cards[0] for a in legal if isinstance(a, Discard)]
            return Discard((worst_discard(options, view.hand, trump),))
        cards = [a.card for a in legal if isinstance(a, Play)]
        suiting = tricks.natural(ACE_HIGH, trump)
        unseen = unseen_mask(view)
        trick = [c for _, c in view.trick]
        if not trick:
            if not self.as_2026:
                cards = self._safe_leads(view, cards, suiting, unseen) or cards
            return PLAY[self._lead(cards, trump, unseen, dealer_holds(view))]
        last = len(trick) == sum(view.active) - 1
        win = cheapest_winner(cards, trick, suiting, sure=last)
        if win is not None:
            return PLAY[win]
        return PLAY[self._throw(cards, trump, unseen)]

    def bid(self, view):
        """Play or Fold, by the marks (``bid_margin``)."""
        return Bid("play") if bid_margin(view) > 0 else Fold()

    @staticmethod
    def _pickup(view, trump):
        """Take the up card unless every card in hand is a trump above it (a discard would cost
        a better trump)."""
        up = view.up_card
        if all(c.suit == trump and c.rank > up.rank for c in view.hand):
            return Pass()
        return PickUp()

    @staticmethod
    def _lead(cards, trump, unseen, held=0):
        """A sure winner first: a master trump when holding two trumps or more (it draws the trumps
        that would ruff the side winners), a side master (an ace, or a king whose ace is gone),
        then a lone master trump; after the first trick a trump with one card at most above it
        (unless that card is the up card the dealer took: leading into it loses for sure); else the
        highest side card of the shortest side suit. ``held``: unseen cards known to be in play."""
        trumps = [c for c in cards if c.suit == trump]
        side = [c for c in cards if c.suit != trump]
        top = max(trumps, key=lambda c: c.rank) if trumps else None
        top_above = higher_unseen(top, unseen) if top is not None else 99
        if top_above == 0 and len(trumps) >= 2:
            return top
        masters = [c for c in side if not higher_unseen(c, unseen)]
        if masters:
            return max(masters, key=lambda c: c.rank)
        if top_above == 0 or (top_above == 1 and len(cards) <= 4 and not higher_unseen(top, held)):
            return top
        if side:
            def key(c):
                return (-sum(1 for d in cards if d.suit == c.suit), c.rank)
            return max(side, key=key)
        return top

    @staticmethod
    def _throw(cards, trump, unseen):
        """The trick is lost: throw the card least likely to win a later trick (side cards before
        trumps, the one with most unseen cards above it, then the lowest)."""
        def keep(c):
            return (c.suit == trump, -higher_unseen(c, unseen), c.rank)
        return min(cards, key=keep)
