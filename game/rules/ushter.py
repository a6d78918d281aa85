"""Ushter: 3–8 players, Play/Fold bidding, a race from 20 down to 0 (rules/ushter.md).

Five cards each and one turned up for trump; each seat bids Play or Fold once (at most ``n - 3``
folds in a row), the dealer last and only if someone played before. The players contest five tricks,
following suit, trump winning: each trick takes 1 off a score, a player with no trick adds 2, and a
lone player (or the dealer when everyone before folded) is awarded all five. A held card that fails
to follow suit is a renege: refused and +5 (unless learner mode). First to 0 or below ends the game.

The hand in play (``self.deal``) owns the cards: hands, the trick, tricks won, the stock and the
dealer's discard (zones "stock" and "discard"). The game keeps the bidding, the up card's place
(``picked_up``: on the stock, or in the dealer's hand) and the scores.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from game.cards import CARDS, SUIT_OF, Card, Suit, deck52, mask_of
from game.rules import tricks, wording
from game.rules.actions import (
    CARD_PLAYED,
    Action,
    Bid,
    BidMade,
    Dealt,
    Discard,
    Discarded,
    Event,
    Fold,
    HandScored,
    MatchOver,
    Pass,
    PickedUp,
    PickUp,
    Play,
    Renege,
    TrickTaken,
    TrumpSet,
)
from game.rules.base import (
    ROUND_FROM_LEFT,
    GameState,
    HandInPlay,
    View,
    deal_round_robin,
)
from game.rules.options import Option
from game.rules.play import cards_of
from game.rules.wording import N_, say

START_SCORE = 20
RENEGE_PENALTY = 5
HAND_SIZE = 5
TRICKS = 5

BID_PLAY = Bid("play")
FOLD = Fold()
PICK_UP = PickUp()
PASS = Pass()
PLAYED, FOLDED = N_("play"), N_("fold")
"""A seat's bid as ``bids`` and the view record it."""

BIDDING, PICKUP, DISCARD, PLAYING, OVER = "bid", "pickup", "discard", "play", "over"

NOT_IN_HAND = N_("That card is not in your hand.")
CANT_NOW = N_("You can't do that now.")


@dataclass(frozen=True, slots=True)
class UshterInfo:
    """Ushter's own view data."""
    turned_card: Card
    """The card turned up for trump, also once the dealer has taken it (``View.up_card`` is None
    then): the dealer's bot values its hand with it."""
    void: tuple[int, ...]
    """The suits each seat has shown out of, bit per suit: public knowledge."""


class Ushter(GameState):
    NAME = "ushter"
    PLAYER_COUNTS = (3, 4, 5, 6, 7, 8)
    INFO = UshterInfo
    LOW_SCORE_WINS = True
    CLONE_LISTS = ("fold_run",)
    DEFAULT_PLAYERS = 5
    OPTIONS = (
        Option("learner_mode", N_("Learner mode"),
               N_("Illegal cards are greyed out and cost nothing, instead of the 5-point renege penalty."),
               False, (False, True)),
    )

    _PACK = tuple(deck52())

    deal: HandInPlay

    @classmethod
    def pack(cls) -> list[Card]:
        return list(cls._PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        n = self.players
        self.score = (START_SCORE,) * n
        self.fold_run = [0] * n
        """Folds each seat has made in a row; runs carry over from hand to hand."""
        self.hand_no = 0
        self.dealer = self._chance().randrange(n) if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        n, d = self.players, self.dealer
        hands, stock = deal_round_robin(self._next_deck(), ROUND_FROM_LEFT[n][d], HAND_SIZE, n)
        self.up_card = stock[0]
        rest = mask_of(stock[1:])
        self.deal = HandInPlay(hands, tricks.natural(trump=SUIT_OF[self.up_card]),
                               zones={"stock": rest, "discard": 0}, piles=False)
        self.bids: tuple[str | None, ...] = (None,) * n
        """Each seat's bid this hand (PLAYED, FOLDED, or None before it bids)."""
        self.picked_up = False
        self.reneged: tuple[int, ...] = (0,) * n
        """Refused cards per seat this hand, for the hand's summary (their +5 is scored at once)."""
        self.phase = BIDDING
        self.to_act = (d + 1) % n
        self.hand_no += 1
        return Dealt(d, (HAND_SIZE,) * n, self.up_card, rest.bit_count())

    def opening_events(self) -> list[Event]:
        n = self.players
        return [Dealt(self.dealer, (HAND_SIZE,) * n, self.up_card, self.deal.zones["stock"].bit_count()),
                TrumpSet(_SUITS[self.deal.suiting.trump])]

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return self.score

    @property
    def winners(self) -> tuple[int, ...]:
        """Once the game is over, the seats on the lowest score (several share the win)."""
        if self.to_act is not None:
            return ()
        low = min(self.score)
        return tuple(s for s, x in enumerate(self.score) if x == low)

    def utility(self, seat: int, before: tuple[int, ...]) -> float:
        """Points the seat came down since ``before``: each player runs the race to 0 alone, so a deal is
        worth what it took off the seat's own score, not what the others gained (a trick another seat
        takes is worth nothing to this one, a player left without a trick neither)."""
        return before[seat] - self.score[seat]

    @property
    def fold_limit(self) -> int:
        return self.players - 3

    @property
    def suiting(self) -> tricks.Suiting:
        """The deal's suiting (the base ``sort_key`` groups trumps by it)."""
        return self.deal.suiting

    def compulsory(self, seat: int) -> bool:
        return self.fold_run[seat] >= self.fold_limit

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        phase = self.phase
        if phase == PLAYING:
            return self.deal.plays(seat)
        if phase == BIDDING:
            return [BID_PLAY] if self.compulsory(seat) else [BID_PLAY, FOLD]
        if phase == PICKUP:
            return [PICK_UP, PASS]
        if phase == DISCARD:
            up = self.up_card
            return [_DISCARD[c] for c in cards_of(self.deal.hands[seat]) if c != up]
        return []

    def _reason(self, action: Action) -> str | None:
        seat = self.to_act
        phase = self.phase
        if type(action) is Play:
            if phase != PLAYING:
                return CANT_NOW
            card = action.card
            deal = self.deal
            if not deal.hands[seat] >> card & 1:
                return NOT_IN_HAND
            if deal.broken_duty(seat, card):
                return say("You must follow suit ({0}).", wording.suit(Suit(SUIT_OF[deal.trick[0]])))
            return None
        if phase == BIDDING:
            if action == BID_PLAY:
                return None
            if type(action) is Fold:
                if self.fold_limit == 0:
                    return N_("With three players nobody may fold.")
                if self.compulsory(seat):
                    return say("You have reached the fold limit ({0} in a row); you must play this hand.",
                               self.fold_limit)
                return None
            return N_("Bid Play or Fold.")
        if phase == PICKUP:
            return None if type(action) in (PickUp, Pass) else N_("Pick up the up card or leave it.")
        if phase == DISCARD:
            if type(action) is not Discard or len(action.cards) != 1:
                return N_("Discard one card.")
            card = action.cards[0]
            if card == self.up_card:
                return N_("You cannot discard the card you just picked up.")
            if not self.deal.hands[seat] >> card & 1:
                return NOT_IN_HAND
            return None
        return CANT_NOW

    def penalises_illegal_cards(self) -> bool:
        return not self.options["learner_mode"]

    def _penalty(self, action: Action, reason: str) -> list[Event] | None:
        """A renege: a held card that fails to follow suit is refused and costs 5 (unless learner mode)."""
        if (type(action) is Play and self.phase == PLAYING and not self.options["learner_mode"]
                and self.deal.hands[self.to_act] >> action.card & 1):
            seat = self.to_act
            score = self.score[seat] + RENEGE_PENALTY
            self.score = self.score[:seat] + (score,) + self.score[seat + 1:]
            self.reneged = self.reneged[:seat] + (self.reneged[seat] + 1,) + self.reneged[seat + 1:]
            return [Renege(seat, action.card, RENEGE_PENALTY, score, reason)]
        return None

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """A playable card or a Play bid, the bots' usual actions, without the reason checks."""
        phase = self.phase
        if phase == PLAYING:
            if type(action) is Play and self.deal.playable(self.to_act) >> action.card & 1:
                return self._play(action.card)
        elif phase == BIDDING and action == BID_PLAY:
            return self._bid(self.to_act, True)
        return None

    def _apply(self, action: Action) -> list[Event]:
        if type(action) is Play:
            return self._play(action.card)
        seat = self.to_act
        phase = self.phase
        if phase == BIDDING:
            return self._bid(seat, action == BID_PLAY)
        if phase == PICKUP:
            if type(action) is PickUp:
                self.deal.hands[seat] |= 1 << self.up_card
                self.picked_up = True
                self.phase = DISCARD
                return [PickedUp(seat, (self.up_card,))]
            return [BidMade(seat, str(action))] + self._start_play()
        # DISCARD
        card = action.cards[0]
        self.deal.hands[seat] &= ~(1 << card)
        self.deal.zones["discard"] = 1 << card
        return [Discarded(seat, 1)] + self._start_play()

    def _bid(self, seat: int, play: bool) -> list[Event]:
        events: list[Event] = [BidMade(seat, "Bid play" if play else "Fold")]
        self.bids = self.bids[:seat] + (PLAYED if play else FOLDED,) + self.bids[seat + 1:]
        if play:
            self.fold_run[seat] = 0
        else:
            self.fold_run[seat] += 1
        d = self.dealer
        if seat == d:
            if play:
                self.phase = PICKUP
                return events
            return events + self._end_bidding()
        nxt = (seat + 1) % self.players
        if nxt == d and PLAYED not in self.bids:
            # Nobody played before the dealer: the dealer is awarded the hand without bidding,
            # which counts as a Play for its fold run.
            self.fold_run[d] = 0
            return events + self._award(d)
        self.to_act = nxt
        return events

    def _end_bidding(self) -> list[Event]:
        players = [s for s, b in enumerate(self.bids) if b == PLAYED]
        if len(players) == 1:
            return self._award(players[0])
        return self._start_play()

    def _start_play(self) -> list[Event]:
        """Folded seats sit the tricks out: the deal's turn order and trick size skip them."""
        mask = 0
        for s, b in enumerate(self.bids):
            if b == PLAYED:
                mask |= 1 << s
        deal = self.deal
        deal.seat_in_play(mask)
        self.phase = PLAYING
        self.to_act = deal.next_seat[self.dealer]      # the first seat after the dealer that plays
        return []

    def _award(self, seat: int) -> list[Event]:
        self.deal.tricks_won[seat] = TRICKS
        deltas = [0] * self.players
        deltas[seat] = -TRICKS
        return self._score(deltas, say("{0|is|are} awarded all five tricks: -{1}", wording.seat(seat), TRICKS))

    def _play(self, card: Card) -> list[Event]:
        seat = self.to_act
        deal = self.deal
        win = deal.play(seat, card)
        if win is None:
            self.to_act = deal.next_seat[seat]
            return [CARD_PLAYED[seat][card]]
        number = deal.tricks_done
        events: list[Event] = [CARD_PLAYED[seat][card], TrickTaken(win, tuple(deal.last_cards), number)]
        if number < TRICKS:
            self.to_act = win
            return events
        won = deal.tricks_won
        deltas = [(-won[s] if won[s] else 2) if b == PLAYED else 0 for s, b in enumerate(self.bids)]
        return events + self._score(deltas, self._summary(won, deltas))

    def _summary(self, won, deltas: list[int]) -> str:
        """Each playing seat's tricks and points, then every renege penalty of the hand."""
        lines = [say("{0} took no trick: +{1}", wording.seat(s), deltas[s]) if not won[s] else
                 say("{0} took {1} trick: -{2}", wording.seat(s), won[s], -deltas[s]) if won[s] == 1 else
                 say("{0} took {1} tricks: -{2}", wording.seat(s), won[s], -deltas[s])
                 for s, b in enumerate(self.bids) if b == PLAYED]
        lines += [say("{0} reneged once: +{1} (added when it happened)", wording.seat(s), RENEGE_PENALTY) if k == 1
                  else say("{0} reneged twice: +{1} (added when it happened)", wording.seat(s), 2 * RENEGE_PENALTY)
                  if k == 2 else say("{0} reneged {1} times: +{2} (added when it happened)", wording.seat(s), k,
                                     k * RENEGE_PENALTY)
                  for s, k in enumerate(self.reneged) if k]
        return "\n".join(lines)

    def _score(self, deltas: list[int], summary: str) -> list[Event]:
        self.score = tuple([a + b for a, b in zip(self.score, deltas)])
        events: list[Event] = [HandScored(tuple(deltas), self.score, summary)]
        if min(self.score) <= 0:
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, self.score))
            return events
        if self._hand_ends_here():
            return events
        self.dealer = (self.dealer + 1) % self.players
        events.append(self._deal())
        events.append(TrumpSet(_SUITS[self.deal.suiting.trump]))
        return events

    # --- information ----------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        deal = self.deal
        n = self.players
        d = self.dealer
        bound = 0
        if self.phase == BIDDING and n > 3:
            for s, run in enumerate(self.fold_run):
                if run >= n - 3:
                    bound |= 1 << s
        active, badges, bids = _seating(n, d, self.bids, bound)
        up_shown = not self.picked_up
        return View(      # the nine required fields by position: keywords cost a third of a view
            "ushter", seat, n, self.to_act, self.phase, d, deal.hand(seat), deal.hand_sizes(),
            self.score, trump=_SUITS[deal.suiting.trump],
            trick=deal.trick_pairs() if deal.trick else (),
            last_trick=deal.last_trick if deal.last_cards else (),
            tricks_won=tuple(deal.tricks_won), up_card=self.up_card if up_shown else None,
            stock_size=deal.zones["stock"].bit_count() + (1 if up_shown else 0),
            active=active, badges=badges, bids=bids, played=deal.played,
            match_over=self.to_act is None,
            discards=cards_of(deal.zones["discard"]) if seat == d else (),
            info=_info(self.up_card, tuple(deal.void)))

    def determinize(self, seat: int, rng: random.Random) -> "Ushter":
        """A full state consistent with ``view(seat)``: every card this seat cannot see is redealt
        among the other hands, the stock and the dealer's discard, keeping known voids (an up card
        the dealer took stays in the dealer's hand)."""
        new = self._detached(rng)
        deal = self.deal
        n, d = self.players, self.dealer
        discard = deal.zones["discard"]
        known = deal.hands[seat] | deal.played | 1 << self.up_card
        if seat == d:
            known |= discard
        keep = [0] * n
        if self.picked_up:
            keep[d] = deal.hands[d] & 1 << self.up_card
        pool = ((1 << 52) - 1) & ~known
        others = [s for s in range(n) if s != seat]
        hidden = sum(deal.hands[s].bit_count() - keep[s].bit_count() for s in others)
        [rest] = deal.redeal(new.deal, others, pool, rng, keep=keep, extra=(pool.bit_count() - hidden,))
        if discard and seat != d:
            discard = rest & -rest              # an unseen discard: one of the cards left over
            rest ^= discard
        new.deal.zones["stock"] = rest
        new.deal.zones["discard"] = discard
        return new

    def label(self, action: Action) -> str:
        if action == BID_PLAY:
            return N_("Play")
        if type(action) is Fold:
            return N_("Fold")
        if type(action) is PickUp:
            return say("Pick up the {0}", wording.card(self.up_card))
        if type(action) is Pass:
            return N_("Leave it")
        if type(action) is Discard:
            return say("Discard the {0}", wording.card(action.cards[0]))
        return say("Play the {0}", wording.card(action.card))

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return N_("The game is over.")
        if seat != self.to_act:
            return super().prompt(seat)
        if self.phase == BIDDING:
            if self.fold_limit and self.compulsory(seat):
                return N_("You must play this hand (fold limit reached).")
            return N_("Play or fold?") if self.fold_limit else N_("Everyone plays with three players: bid Play.")
        if self.phase == PICKUP:
            return say("Pick up the {0} and discard, or leave it?", wording.card(self.up_card))
        if self.phase == DISCARD:
            return N_("Discard one card (not the one you picked up).")
        if not self.deal.trick:
            return N_("Lead any card.")
        return say("Follow suit ({0}) if you can.", wording.suit(Suit(SUIT_OF[self.deal.trick[0]])))

    def card_places(self) -> dict[str, int]:
        places = self.deal.card_places()
        places["up card"] = 0 if self.picked_up else 1 << self.up_card
        return places


# --- lookup tables (built once, so a view or a deal makes no lists it can look up) ------------------

_SUITS = tuple(Suit)
_info = lru_cache(maxsize=4096)(UshterInfo)
"""One info per up card and void pattern: the same few recur all deal long, so a view builds none."""
_DISCARD = tuple(Discard((c,)) for c in CARDS[:52])


@lru_cache(maxsize=4096)
def _seating(n: int, dealer: int, bids: tuple[str | None, ...], bound: int
             ) -> tuple[tuple[bool, ...], tuple[tuple[str, ...], ...], tuple[tuple[int, str], ...]]:
    """The view's ``active``, ``badges`` and ``bids`` from the bids so far and the seats ``bound``
    to play by the fold limit (a mask, while bidding): the same few recur all deal long."""
    active = tuple(b != FOLDED for b in bids)
    badges = tuple(("dealer",) * (s == dealer) + (N_("folded"),) * (b == FOLDED)
                   + (N_("compulsory"),) * (b is None and bool(bound >> s & 1)) for s, b in enumerate(bids))
    said = tuple((s, bids[s]) for s in ROUND_FROM_LEFT[n][dealer] if bids[s] is not None)
    return active, badges, said


