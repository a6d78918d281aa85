"""A tiny team game that uses the parts of the protocol Ushter does not: team scores, a two-card
discard, a hand laid face up (HandsShown), face-up stock cards, a contract line, badges and an
event type the table has never heard of. The table must play it without changes."""
from __future__ import annotations

from itertools import combinations

from game.cards import SUIT_OF, Card, Suit, bits, mask_of
from game.rules import wording
from game.rules.actions import (PLAY, CardPlayed, Dealt, Discard, Discarded, Event, HandScored, HandsShown,
                                MatchOver, Play, TrickTaken, event)
from game.rules.base import GameState, View, deal_round_robin
from game.rules.options import Option


@event
class Fanfare(Event):
    seat: int


class Toy(GameState):
    NAME = "toy"
    PLAYER_COUNTS = (4,)
    DEFAULT_PLAYERS = 4
    TEAMS = True
    OPTIONS = (Option("target", "Target", "Points that win the match.", 2, (1, 2, 3)),)

    @classmethod
    def pack(cls):
        return [Card.of(r, s) for s in Suit for r in range(11, 15)]

    def _start(self, dealer):
        self.score = [0, 0]
        self.hand_no = 0
        self.dealer = 0 if dealer is None else dealer
        self._deal()

    def _deal(self):
        d = self.dealer
        self.maker = (d + 1) % 4
        order = [(d + 1 + i) % 4 for i in range(4)]
        counts = [5 if s == self.maker else 3 for s in range(4)]
        self.hands, rest = deal_round_robin(self._next_deck(), order, counts, 4)
        self.stock = list(rest)
        self.phase, self.to_act = "discard", self.maker
        self.trick, self.trick_seats, self.tricks, self.shown = [], [], [0] * 4, {}
        self.hand_no += 1
        return Dealt(d, tuple(counts), None, len(rest))

    def card_places(self):
        """Each seat's hand and the stock; every other card is out of play (the table keeps the
        hand file of a scored hand from these)."""
        places = {f"seat {s}": self.hands[s] for s in range(4)}
        places["stock"] = mask_of(self.stock)
        held = mask_of(self.pack())
        for m in places.values():
            held &= ~m
        places["played"] = held
        return places

    def opening_events(self):
        return [Dealt(self.dealer, tuple(5 if s == self.maker else 3 for s in range(4)), None, len(self.stock))]

    @property
    def scores(self):
        return tuple(self.score)

    def score_index(self, seat):
        return seat % 2

    def legal_actions(self):
        hand = sorted(bits(self.hands[self.to_act]))
        if self.phase == "discard":
            return [Discard(pair) for pair in combinations(hand, 2)]
        if self.trick:
            follow = [c for c in hand if SUIT_OF[c] == SUIT_OF[self.trick[0]]]
            hand = follow or hand
        return [PLAY[c] for c in hand]

    def _reason(self, action):
        hand = self.hands[self.to_act]
        if self.phase == "discard":
            if type(action) is not Discard or len(action.cards) != 2 or not all(hand >> c & 1 for c in action.cards):
                return "Discard two of your cards."
            return None
        if type(action) is not Play:
            return "Play a card."
        if not hand >> action.card & 1:
            return "That card is not in your hand."
        if self.trick:
            led = SUIT_OF[self.trick[0]]
            if SUIT_OF[action.card] != led and any(SUIT_OF[c] == led for c in bits(hand)):
                return f"You must follow suit ({Suit(led).noun})."
        return None

    def _apply(self, action):
        seat = self.to_act
        if type(action) is Discard:
            self.hands[seat] &= ~mask_of(action.cards)
            self.phase = "play"
            partner = (seat + 2) % 4
            self.shown = {partner: True}
            hands = tuple(tuple(bits(self.hands[s])) if s == partner else () for s in range(4))
            return [Discarded(seat, 2), HandsShown(hands)]
        card = action.card
        self.hands[seat] &= ~(1 << card)
        self.trick.append(card)
        self.trick_seats.append(seat)
        events = [CardPlayed(seat, card)]
        if len(self.trick) < 4:
            self.to_act = (seat + 1) % 4
            return events
        led = SUIT_OF[self.trick[0]]
        best = max((i for i in range(4) if SUIT_OF[self.trick[i]] == led), key=lambda i: self.trick[i])
        win = self.trick_seats[best]
        self.tricks[win] += 1
        events.append(TrickTaken(win, tuple(self.trick), sum(self.tricks)))
        self.trick, self.trick_seats = [], []
        self.to_act = win
        if sum(self.tricks) < 3:
            return events
        team = self.maker % 2
        made = self.tricks[team] + self.tricks[team + 2] >= 2
        deltas = [0, 0]
        deltas[team if made else 1 - team] = 1
        self.score = [a + b for a, b in zip(self.score, deltas)]
        said = f"{wording.seat(self.maker)} {'made' if made else 'missed'} it."
        events += [HandScored(tuple(deltas), tuple(self.score), said),
                   Fanfare(self.maker)]
        if max(self.score) >= self.options["target"]:
            self.to_act = None
            return events + [MatchOver((self.score.index(max(self.score)),), tuple(self.score))]
        self.dealer = (self.dealer + 1) % 4
        return events + [self._deal()]

    def view(self, seat):
        return View(
            game=self.NAME, seat=seat, players=4, to_act=self.to_act, phase=self.phase, dealer=self.dealer,
            hand=tuple(bits(self.hands[seat])), hand_sizes=tuple(h.bit_count() for h in self.hands),
            scores=tuple(self.score), trick=tuple(zip(self.trick_seats, self.trick)),
            tricks_won=tuple(self.tricks), shown={s: tuple(bits(self.hands[s])) for s in self.shown},
            stock=tuple(self.stock), stock_size=len(self.stock), teams=((0, 2), (1, 3)),
            badges=tuple(("maker",) if s == self.maker else () for s in range(4)),
            bids=((self.maker, "maker"),), contract=f"{wording.seat(self.maker, 'must|must')} take 2 tricks",
            match_over=self.to_act is None)

