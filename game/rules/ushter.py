"""Ushter: 3–8 players, Play/Fold bidding, a race from 20 down to 0 (rules/ushter.md)."""
from __future__ import annotations

import random

from game.cards import SUIT_OF, Card, Suit, bits, deck52, mask_of
from game.rules import tricks
from game.rules.actions import (CARD_PLAYED, PLAY, Action, Bid, BidMade, Dealt, Discard, Discarded,
                                Event, Fold, HandScored, MatchOver, Pass, PickedUp, PickUp, Play,
                                Renege, TrickTaken, TrumpSet)
from game.rules.base import GameState, View, deal_round_robin, redeal_hidden, void_cards
from game.rules.options import Option

START_SCORE = 20
RENEGE_PENALTY = 5
HAND_SIZE = 5
TRICKS = 5

BID_PLAY = Bid("play")
FOLD = Fold()
PICK_UP = PickUp()
PASS = Pass()

BIDDING, PICKUP, DISCARD, PLAYING, OVER = "bid", "pickup", "discard", "play", "over"

NOT_IN_HAND = "That card is not in your hand."
CANT_NOW = "You can't do that now."


class Ushter(GameState):
    NAME = "ushter"
    TITLE = "Ushter"
    BLURB = "3–8 players bid Play or Fold; every trick takes a point off your 20, first to 0 wins."
    PLAYER_COUNTS = (3, 4, 5, 6, 7, 8)
    LOW_SCORE_WINS = True
    CLONE_LISTS = ("score", "fold_run", "hands", "bids", "playing", "trick", "trick_seats",
                   "tricks_won", "void", "reneges")
    DEFAULT_PLAYERS = 5
    OPTIONS = (
        Option("learner_mode", "Learner mode",
               "Illegal cards are greyed out and cost nothing, instead of the 5-point renege penalty.",
               False, (False, True)),
    )

    _PACK = tuple(deck52())

    @classmethod
    def pack(cls) -> list[Card]:
        return list(cls._PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        n = self.players
        self.score = [START_SCORE] * n
        self.fold_run = [0] * n
        self.fold_limit = n - 3
        self.winners: tuple[int, ...] = ()
        self.hand_no = 0
        self.dealer = self._chance().randrange(n) if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        n, d = self.players, self.dealer
        order = [(d + 1 + i) % n for i in range(n)]
        deck = self._next_deck()
        self.hands, stock = deal_round_robin(deck, order, [HAND_SIZE] * n, n)
        self.up_card = stock[0]
        self.stock_size = len(stock) - 1
        self.stock = mask_of(stock[1:])
        self.trump = SUIT_OF[self.up_card]
        self.suiting = tricks.natural(trump=self.trump)
        self.order = order
        self.bid_pos = 0
        self.bids: list[str | None] = [None] * n
        self.playing = [False] * n
        self.picked_up = False
        self.discard: Card | None = None
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.tricks_won = [0] * n
        self.played = 0
        self.void = [0] * n          # suits a seat has shown out of (bit per suit), public knowledge
        self.reneges = [0] * n
        self.phase = BIDDING
        self.to_act = order[0]
        self.hand_no += 1
        return Dealt(d, tuple(HAND_SIZE for _ in range(n)), self.up_card, self.stock_size)

    def opening_events(self) -> list[Event]:
        n = self.players
        return [Dealt(self.dealer, tuple(HAND_SIZE for _ in range(n)), self.up_card, self.stock_size),
                TrumpSet(Suit(self.trump))]

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    def compulsory(self, seat: int) -> bool:
        return self.fold_run[seat] >= self.fold_limit

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        phase = self.phase
        if phase == PLAYING:
            hand = tricks.legal_mask(self.hands[seat], self.trick, self.suiting)
            out = []
            while hand:
                low = hand & -hand
                out.append(PLAY[low.bit_length() - 1])
                hand ^= low
            return out
        if phase == BIDDING:
            return [BID_PLAY] if self.compulsory(seat) else [BID_PLAY, FOLD]
        if phase == PICKUP:
            return [PICK_UP, PASS]
        if phase == DISCARD:
            return [Discard((c,)) for c in _cards(self.hands[seat]) if c != self.up_card]
        return []

    def _reason(self, action: Action) -> str | None:
        seat = self.to_act
        phase = self.phase
        if type(action) is Play:
            if phase != PLAYING:
                return CANT_NOW
            card = action.card
            if not self.hands[seat] >> card & 1:
                return NOT_IN_HAND
            if tricks.broken_duty(card, self.hands[seat], self.trick, self.suiting):
                return f"You must follow suit ({Suit(SUIT_OF[self.trick[0]]).noun})."
            return None
        if phase == BIDDING:
            if action == BID_PLAY:
                return None
            if type(action) is Fold:
                if self.fold_limit == 0:
                    return "With three players nobody may fold."
                if self.compulsory(seat):
                    return (f"You have reached the fold limit ({self.fold_limit} in a row); "
                            "you must play this hand.")
                return None
            return "Bid Play or Fold."
        if phase == PICKUP:
            return None if type(action) in (PickUp, Pass) else "Pick up the up card or leave it."
        if phase == DISCARD:
            if type(action) is not Discard or len(action.cards) != 1:
                return "Discard one card."
            card = action.cards[0]
            if card == self.up_card:
                return "You cannot discard the card you just picked up."
            if not self.hands[seat] >> card & 1:
                return NOT_IN_HAND
            return None
        return CANT_NOW

    def penalises_illegal_cards(self) -> bool:
        return not self.options["learner_mode"]

    def _penalty(self, action: Action, reason: str) -> list[Event] | None:
        """A renege: a held card that fails to follow suit is refused and costs 5 (unless learner mode)."""
        if (type(action) is Play and self.phase == PLAYING and not self.options["learner_mode"]
                and self.hands[self.to_act] >> action.card & 1):
            seat = self.to_act
            self.score[seat] += RENEGE_PENALTY
            self.reneges[seat] += 1
            return [Renege(seat, action.card, RENEGE_PENALTY, self.score[seat], reason)]
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
                self.hands[seat] |= 1 << self.up_card
                self.picked_up = True
                self.phase = DISCARD
                return [PickedUp(seat, (self.up_card,))]
            return [BidMade(seat, str(action))] + self._start_play()
        # DISCARD
        card = action.cards[0]
        self.hands[seat] &= ~(1 << card)
        self.discard = card
        return [Discarded(seat, 1)] + self._start_play()

    def _bid(self, seat: int, play: bool) -> list[Event]:
        events: list[Event] = [BidMade(seat, "Bid play" if play else "Fold")]
        self.bids[seat] = "play" if play else "fold"
        if play:
            self.fold_run[seat] = 0
            self.playing[seat] = True
        else:
            self.fold_run[seat] += 1
        self.bid_pos += 1
        n, d = self.players, self.dealer
        if seat == d:
            if play:
                self.phase = PICKUP
                return events
            return events + self._end_bidding()
        if self.bid_pos == n - 1 and not any(self.playing):
            # Nobody played before the dealer: the dealer is awarded the hand without bidding.
            self.fold_run[d] = 0
            return events + self._award(d)
        if self.bid_pos == n:
            return events + self._end_bidding()
        self.to_act = self.order[self.bid_pos]
        return events

    def _end_bidding(self) -> list[Event]:
        players = [s for s in range(self.players) if self.playing[s]]
        if len(players) == 1:
            return self._award(players[0])
        return self._start_play()

    def _start_play(self) -> list[Event]:
        self.phase = PLAYING
        self.in_play = sum(self.playing)
        self.to_act = next(s for s in self.order if self.playing[s])
        return []

    def _award(self, seat: int) -> list[Event]:
        self.tricks_won[seat] = TRICKS
        deltas = [0] * self.players
        deltas[seat] = -TRICKS
        return self._score(deltas, f"Seat {seat} is awarded all five tricks.")

    def _next_active(self, seat: int) -> int:
        n = self.players
        s = (seat + 1) % n
        while not self.playing[s]:
            s = (s + 1) % n
        return s

    def _play(self, card: Card) -> list[Event]:
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        if trick:
            led = SUIT_OF[trick[0]]
            if SUIT_OF[card] != led:
                self.void[seat] |= 1 << led
        trick.append(card)
        self.trick_seats.append(seat)
        events: list[Event] = [CARD_PLAYED[seat][card]]
        if len(trick) < self.in_play:
            self.to_act = self._next_active(seat)
            return events
        win = self.trick_seats[tricks.winner(trick, self.suiting)]
        self.tricks_won[win] += 1
        number = sum(self.tricks_won)
        events.append(TrickTaken(win, tuple(trick), number))
        self.last_trick = tuple(zip(self.trick_seats, trick))
        self.trick = []
        self.trick_seats = []
        if number < TRICKS:
            self.to_act = win
            return events
        deltas = [0] * self.players
        for s in range(self.players):
            if self.playing[s]:
                t = self.tricks_won[s]
                deltas[s] = -t if t else 2
        return events + self._score(deltas, "")

    def _score(self, deltas: list[int], summary: str) -> list[Event]:
        for s, dlt in enumerate(deltas):
            self.score[s] += dlt
        events: list[Event] = [HandScored(tuple(deltas), tuple(self.score), summary)]
        self.last_deltas = tuple(deltas)
        if min(self.score) <= 0:
            low = min(self.score)
            self.winners = tuple(s for s in range(self.players) if self.score[s] == low)
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, tuple(self.score)))
            return events
        self.dealer = (self.dealer + 1) % self.players
        events.append(self._deal())
        events.append(TrumpSet(Suit(self.trump)))
        return events

    # --- information ----------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        n = self.players
        up_visible = not self.picked_up
        badges = []
        for s in range(n):
            b = []
            if s == self.dealer:
                b.append("dealer")
            if self.bids[s] == "fold":
                b.append("folded")
            elif self.phase == BIDDING and self.bids[s] is None and self.compulsory(s) and self.fold_limit:
                b.append("compulsory")
            badges.append(tuple(b))
        return View(
            game=self.NAME, seat=seat, players=n, to_act=self.to_act, phase=self.phase,
            dealer=self.dealer, hand=tuple(_cards(self.hands[seat])),
            hand_sizes=tuple(self.hands[s].bit_count() for s in range(n)),
            scores=tuple(self.score), trump=Suit(self.trump),
            trick=tuple(zip(self.trick_seats, self.trick)), last_trick=self.last_trick,
            tricks_won=tuple(self.tricks_won), up_card=self.up_card if up_visible else None,
            stock_size=self.stock_size + (1 if up_visible else 0),
            active=tuple(self.playing[s] or self.bids[s] is None for s in range(n)),
            badges=tuple(badges),
            bids=tuple((s, self.bids[s]) for s in self.order if self.bids[s] is not None),
            played=self.played, match_over=self.to_act is None,
            extra={
                "fold_runs": tuple(self.fold_run), "fold_limit": self.fold_limit,
                "learner_mode": self.options["learner_mode"], "picked_up": self.picked_up,
                "up_card": self.up_card, "void": tuple(self.void),
                "discard": self.discard if seat == self.dealer else None,
                "winners": self.winners, "hand_no": self.hand_no,
            },
        )

    def determinize(self, seat: int, rng: random.Random) -> "Ushter":
        """A full state consistent with ``view(seat)``: every card this seat cannot see is redealt
        among the other hands, the stock and the dealer's discard, keeping known voids."""
        new = self._detached(rng)
        n = self.players
        known = self.hands[seat] | self.played
        for c in self.trick:
            known |= 1 << c
        dealer_holds_up = self.picked_up and self.hands[self.dealer] >> self.up_card & 1
        known |= 1 << self.up_card
        if seat == self.dealer and self.discard is not None:
            known |= 1 << self.discard
        pool = ((1 << 52) - 1) & ~known
        others = [s for s in range(n) if s != seat]
        slots = []
        for s in others:
            count = self.hands[s].bit_count()
            if s == self.dealer and dealer_holds_up:
                count -= 1
            slots.append((count, void_cards(self.void[s])))
        extra_discard = 1 if (self.discard is not None and seat != self.dealer) else 0
        slots.append((pool.bit_count() - sum(c for c, _ in slots), 0))   # stock (+ unseen discard)
        dealt = redeal_hidden(pool, slots, rng)
        for s, m in zip(others, dealt):
            if s == self.dealer and dealer_holds_up:
                m |= 1 << self.up_card
            new.hands[s] = m
        rest = dealt[-1]
        if extra_discard:
            new.discard = _cards(rest)[0]
            rest &= ~(1 << new.discard)
        new.stock = rest
        return new

    def label(self, action: Action) -> str:
        if action == BID_PLAY:
            return "Play"
        if type(action) is Fold:
            return "Fold"
        if type(action) is PickUp:
            return f"Pick up the {self.up_card.pretty()}"
        if type(action) is Pass:
            return "Leave it"
        if type(action) is Discard:
            return f"Discard the {action.cards[0].pretty()}"
        return f"Play the {action.card.pretty()}"

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return "The game is over."
        if seat != self.to_act:
            return super().prompt(seat)
        if self.phase == BIDDING:
            if self.fold_limit and self.compulsory(seat):
                return "You must play this hand (fold limit reached)."
            return "Play or fold?" if self.fold_limit else "Everyone plays with three players: bid Play."
        if self.phase == PICKUP:
            return f"Pick up the {self.up_card.pretty()} and discard, or leave it?"
        if self.phase == DISCARD:
            return "Discard one card (not the one you picked up)."
        if not self.trick:
            return "Lead any card."
        return f"Follow suit ({Suit(SUIT_OF[self.trick[0]]).noun}) if you can."

    def card_places(self) -> dict[str, int]:
        places = {f"hand {s}": m for s, m in enumerate(self.hands)}
        places["stock"] = self.stock
        places["up card"] = 0 if self.picked_up else 1 << self.up_card
        places["discard"] = 0 if self.discard is None else 1 << self.discard
        places["played"] = self.played
        return places


def _cards(mask: int) -> list[Card]:
    return list(bits(mask))
