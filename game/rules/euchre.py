"""Euchre, Trickster style: two partnerships, bowers, going alone and the Trickster house rules
(rules/euchre.md).

A deal runs round 1 (order up the up card, dealer picks up and discards), round 2 (name another suit)
and five tricks; a deal both rounds pass is dead and the next seat deals. Effective suits (the left
bower and the Joker belong to trump) come from one precomputed ``tricks.Suiting`` per trump suit, so
legality and the trick winner are the shared trick rules.
"""
from __future__ import annotations

import random

from game.cards import ACE_HIGH, CARDS, JOKER, SUIT_MASK, SUIT_OF, Card, Suit, bits, deck24, deck25
from game.rules import tricks
from game.rules.actions import (CARD_PLAYED, PLAY, Action, BidMade, ChooseTrump, Dealt, Discard,
                                Discarded, Event, HandScored, MatchOver, Pass, PickedUp, Play,
                                TrickTaken, TrumpSet, action, event)
from game.rules.base import GameState, View, deal_round_robin, redeal_hidden, shuffle, void_cards
from game.rules.options import Option, OptionError

HAND_SIZE = 5
TRICKS = 5
SEATS = 4


@action
class OrderUp(Action):
    """Round 1: make the up suit trump (the dealer picks the up card up), optionally alone."""
    alone: bool = False


@event
class TurnedDown(Event):
    """Everybody passed in round 1: the up card is turned face down."""
    card: Card


@event
class PassedOut(Event):
    """Everybody passed in round 2 too: the deal is dead, nobody scores, the next seat deals."""
    dealer: int


# --- effective suits and rank power per trump suit ---------------------------------------------------

def jack(suit: int) -> Card:
    return CARDS[suit * 13 + 9]


TOP_POWER = {"joker": 16, "right": 15, "left": 14}
"""Trump powers above the ace (ACE_HIGH gives the ace 13): Joker › right bower › left bower."""


def _suiting(trump: int) -> tricks.Suiting:
    """Trump ``trump``: the jack of the same-colour suit and the Joker are trumps for every purpose."""
    other = int(Suit(trump).partner)
    right, left = jack(trump), jack(other)
    suit_of = list(SUIT_OF)
    suit_of[left] = trump
    suit_of[JOKER] = trump
    masks = list(SUIT_MASK)
    masks[other] &= ~(1 << left)
    masks[trump] |= (1 << left) | (1 << JOKER)
    power = list(ACE_HIGH)
    power[right], power[left], power[JOKER] = TOP_POWER["right"], TOP_POWER["left"], TOP_POWER["joker"]
    return tricks.Suiting(tuple(suit_of), tuple(masks), tuple(power), trump)


SUITINGS: tuple[tricks.Suiting, ...] = tuple(_suiting(t) for t in range(4))
"""One per trump suit, built once; the Joker sits in each as the top trump (absent without the option)."""


def score_hand(tricks_taken: int, alone: bool, options: dict) -> tuple[int, int]:
    """(makers' points, defenders' points) for a hand, the §6 table with the house options."""
    if tricks_taken < 3:
        return 0, 2
    if tricks_taken == 5:
        if alone:
            return (2 if options["alone_worth_2"] else 4), 0
        return 2, 0
    if alone and options["alone_must_take_5"]:
        return 0, 0
    if tricks_taken == 3 and options["take_4_for_1"]:
        return 0, 0
    return 1, 0


# --- prebuilt actions -----------------------------------------------------------------------------

PASS = Pass()
ORDER_UP = OrderUp()
ORDER_UP_ALONE = OrderUp(True)
ROUND1_ACTIONS = (PASS, ORDER_UP, ORDER_UP_ALONE)
NAME = tuple((ChooseTrump(Suit(s)), ChooseTrump(Suit(s), True)) for s in range(4))
ROUND2_CALLS = tuple(tuple(a for s in range(4) if s != up for a in NAME[s]) for up in range(4))
"""ROUND2_CALLS[up suit]: naming each other suit, with and without going alone."""
DISCARDS = tuple(Discard((c,)) for c in CARDS)
BID_WORDS = {a: (str(a), "Pass" if a == PASS else
                 ("Order up" if type(a) is OrderUp else f"Name {a.suit.noun}") + (" alone" if a.alone else ""))
             for a in (PASS, ORDER_UP, ORDER_UP_ALONE, *(x for pair in NAME for x in pair))}
"""Every bid's action text (for BidMade) and button label, made once."""
SUITS = tuple(Suit)


def _by_suit(actions) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the actions of the cards 9..A whose bits (hand >> (13 * suit + 7)) & 63 are set:
    a hand's action list is four lookups instead of a loop over its bits."""
    return tuple(tuple(tuple(actions[13 * s + 7 + r] for r in range(6) if v >> r & 1) for v in range(64))
                 for s in range(4))


def _actions_of(mask: int, table, joker) -> list[Action]:
    """The actions of every card of ``mask``, in card index order (the order of ``bits``)."""
    c, d, h, s = table
    return [*c[mask >> 7 & 63], *d[mask >> 20 & 63], *h[mask >> 33 & 63], *s[mask >> 46 & 63],
            *joker[mask >> 52]]


PLAYS_BY_SUIT = _by_suit(PLAY)
_PLAYS_C, _PLAYS_D, _PLAYS_H, _PLAYS_S = PLAYS_BY_SUIT
DISCARDS_BY_SUIT = _by_suit(DISCARDS)
JOKER_PLAY = ((), (PLAY[JOKER],))
JOKER_DISCARD = ((), (DISCARDS[JOKER],))

ORDERS = tuple(tuple((d + 1 + i) % SEATS for i in range(SEATS)) for d in range(SEATS))
"""ORDERS[dealer]: bidding and dealing order, from the dealer's left, dealer last."""
_POSITIONS = deal_round_robin(range(HAND_SIZE * SEATS), range(SEATS), (HAND_SIZE,) * SEATS, SEATS)[0]
DEALT_TO = tuple(tuple(order[k] for i in range(HAND_SIZE * SEATS) for k in range(SEATS)
                       if _POSITIONS[k] >> i & 1) for order in ORDERS)
"""DEALT_TO[dealer][i]: the seat that gets the deck's i-th card (the rest is the kitty) — the shared
round-robin deal worked out once on card positions instead of at every deal."""
NEXT_ACTIVE = {out: tuple(next((s + k) % SEATS for k in range(1, SEATS) if (s + k) % SEATS != out)
                          for s in range(SEATS)) for out in (-1, 0, 1, 2, 3)}
"""NEXT_ACTIVE[seat sitting out or -1][seat]: the next seat clockwise that plays this hand."""

PACK24 = tuple(deck24())
PACK25 = tuple(deck25())

ROUND1, ROUND2, DISCARD, PLAYING, OVER = "round1", "round2", "discard", "play", "over"
UP, DOWN, TAKEN, OUT = "up", "down", "taken", "out"
"""Where the up card is: face up on the kitty, turned down into it, taken by the dealer, or left
face up out of play because the dealer sits out."""

NOT_IN_HAND = "That card is not in your hand."
STICK = "Stick the dealer: you must choose trump."
CANT_NOW = "You can't do that now."


class _PackOf:
    """``Euchre.pack()`` is every card a table may use (25, to check stacked decks);
    ``state.pack()`` is the pack this table plays: 24 cards, or 25 with the Joker."""

    def __get__(self, obj, cls):
        return obj._pack if obj is not None else (lambda: list(PACK25))


def _singular(suit: int) -> str:
    return Suit(suit).noun[:-1]


class Euchre(GameState):
    NAME = "euchre"
    TITLE = "Euchre"
    BLURB = "Partners with the bowers: order up or name trump, go alone, first team to 10 points."
    PLAYER_COUNTS = (4,)
    DEFAULT_PLAYERS = 4
    TEAMS = True
    CLONE_LISTS = ("score", "hands", "bids", "trick", "trick_seats", "tricks_won", "void")
    OPTIONS = (
        Option("joker", "Joker",
               "A 25-card deck: the Joker is the highest trump; turned up, it makes spades the up suit.",
               False, (False, True)),
        Option("stick_the_dealer", "Stick the dealer",
               "If the other three pass in round 2, the dealer must name trump.", False, (False, True)),
        Option("take_4_for_1", "Take 4 for 1 pt",
               "The makers need 4 tricks for their point; exactly 3 tricks scores nothing.",
               False, (False, True)),
        Option("alone_worth_2", "Alone worth 2 pts",
               "A lone maker taking all five tricks scores 2 instead of 4.", False, (False, True)),
        Option("alone_must_take_5", "Alone must take 5",
               "A lone maker scores only by taking all five tricks; 3 or 4 tricks score nothing.",
               False, (False, True)),
        Option("game_end", "Game end", "Play to a target score, or for a fixed number of hands.",
               "score", ("score", "hands"), ("To score", "Number of hands")),
        Option("target", "Play to score", "Points a team needs to win when playing to score.",
               10, (10, 11)),
        Option("hands", "Play # of hands",
               "Counted hands in a game of a number of hands; a tie plays on hand by hand.",
               8, (4, 8, 12)),
    )

    pack = _PackOf()

    def _pack(self) -> list[Card]:
        return list(PACK25 if self.options["joker"] else PACK24)

    def _next_deck(self) -> list[Card]:
        if self._decks:
            given = self._decks.pop(0)
            seen = set(given)
            return given + [c for c in self._pack() if c not in seen]
        return shuffle(self._pack(), self._chance())

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        self.score = [0, 0]
        self.hand_no = 0            # deals started, dead deals included (bots play out one deal)
        self.counted = 0            # hands in which trump was made (number-of-hands mode)
        self.winners: tuple[int, ...] = ()
        if not self.options["joker"] and any("JK" in d for d in self._setup["deck"]):
            raise OptionError("card JK is not in the euchre pack without the joker option")
        self.dealer = self._chance().randrange(SEATS) if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        d = self.dealer
        deck = self._next_deck()
        hands = [0] * SEATS
        for s, c in zip(DEALT_TO[d], deck):
            hands[s] |= 1 << c
        self.hands = hands
        kitty = deck[HAND_SIZE * SEATS:]
        up = kitty[0]
        self.up_card = up
        self.up_suit = Suit.SPADES if up == JOKER else SUITS[SUIT_OF[up]]
        self.up_place = UP
        self.kitty = 0
        for c in kitty[1:]:
            self.kitty |= 1 << c
        self.phase = ROUND1
        self.bids: list[tuple[int, str]] = []
        self.to_act = ORDERS[d][0]
        self.trump: Suit | None = None
        self.suiting: tricks.Suiting | None = None
        self.maker: int | None = None
        self.alone = False
        self.out = -1
        self.next_seat = NEXT_ACTIVE[-1]
        self.discard: Card | None = None
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.trick_size = SEATS
        self.trick_no = 0
        self.last_trick: tuple[list[int], list[Card]] = ([], [])
        self.tricks_won = [0] * SEATS
        self.played = 0
        self.void = [0] * SEATS      # effective suits a seat has shown out of (bit per suit), public
        self._playable = 0          # the cards legal_actions found playable here; 0 once anything moves
        self.hand_no += 1
        return Dealt(d, (HAND_SIZE,) * SEATS, up, len(kitty) - 1)

    def opening_events(self) -> list[Event]:
        face_down = (self.kitty & ~(1 << self.up_card)).bit_count()
        events: list[Event] = [Dealt(self.dealer, (HAND_SIZE,) * SEATS, self.up_card, face_down)]
        if self.up_place == DOWN:
            events.append(TurnedDown(self.up_card))
        if self.trump is not None:
            events.append(TrumpSet(self.trump, self.maker))
        return events

    def kitty_size(self) -> int:
        """Face-down cards in front of the dealer (a turned-down up card included)."""
        return self.kitty.bit_count()

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    def score_index(self, seat: int) -> int:
        return seat % 2

    def stuck(self, seat: int) -> bool:
        """Stick the dealer: the dealer may not pass once the others passed in round 2."""
        return self.phase == ROUND2 and seat == self.dealer and self.options["stick_the_dealer"]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        seat = self.to_act
        if phase == PLAYING:          # _actions_of(hand, PLAYS_BY_SUIT, JOKER_PLAY), inlined
            hand = self.hands[seat]
            trick = self.trick
            if trick:
                hand = tricks.legal_mask(hand, trick, self.suiting)
            self._playable = hand
            return [*_PLAYS_C[hand >> 7 & 63], *_PLAYS_D[hand >> 20 & 63], *_PLAYS_H[hand >> 33 & 63],
                    *_PLAYS_S[hand >> 46 & 63], *JOKER_PLAY[hand >> 52]]
        if phase == ROUND1:
            return list(ROUND1_ACTIONS)
        if phase == ROUND2:
            calls = ROUND2_CALLS[self.up_suit]
            return list(calls) if self.stuck(seat) else [PASS, *calls]
        if phase == DISCARD:
            return _actions_of(self.hands[seat], DISCARDS_BY_SUIT, JOKER_DISCARD)
        return []

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """A card ``legal_actions`` just listed for the seat to act, or a prebuilt round-1 bid
        (every one is legal), needs no check."""
        if type(action) is Play and self._playable >> action.card & 1:
            return self._play(action.card)
        if self.phase == ROUND1 and (action is PASS or action is ORDER_UP or action is ORDER_UP_ALONE):
            return self._bid(self.to_act, action)
        return None

    def _reason(self, action: Action) -> str | None:
        phase = self.phase
        kind = type(action)
        if kind is Play:
            if phase != PLAYING:
                return "Trump has not been made yet." if phase in (ROUND1, ROUND2) else "Discard first."
            card = action.card
            if self._playable >> card & 1:
                return None
            hand = self.hands[self.to_act]
            if not hand >> card & 1:
                return NOT_IN_HAND
            if not self.trick or tricks.legal_mask(hand, self.trick, self.suiting) >> card & 1:
                return None
            return self._follow_reason(card, hand)
        if phase == ROUND1:
            if kind is Pass or kind is OrderUp and type(action.alone) is bool:
                return None
            if kind is ChooseTrump:
                return f"In round 1 you may only order up {self.up_suit.noun} or pass."
            return "Order up or pass."
        if phase == ROUND2:
            if kind is Pass:
                return STICK if self.stuck(self.to_act) else None
            if kind is ChooseTrump:
                if type(action.suit) is not Suit or type(action.alone) is not bool:
                    return "Name clubs, diamonds, hearts or spades."
                if action.suit == self.up_suit:
                    return f"{self.up_suit.noun.capitalize()} was turned down; choose another suit."
                return None
            if kind is OrderUp:
                return (f"{self.up_suit.noun.capitalize()} was turned down; "
                        "name another suit or pass.")
            return "Name trump or pass."
        if phase == DISCARD:
            if kind is not Discard or len(action.cards) != 1:
                return "Discard one card."
            if not self.hands[self.to_act] >> action.cards[0] & 1:
                return NOT_IN_HAND
            return None
        return CANT_NOW

    def _follow_reason(self, card: Card, hand: int) -> str:
        """The refusal of a held card that does not follow: §4.4, with the bower and Joker notes."""
        s = self.suiting
        led = s.suit_of[self.trick[0]]
        trump = self.trump
        text = f"You must follow suit ({Suit(led).noun})."
        left = jack(int(Suit(trump).partner))
        notes = []
        if card == left and SUIT_OF[left] == led:
            notes.append(left)
        else:
            follow = hand & s.suit_masks[led]
            if not follow & SUIT_MASK[led]:        # only the left bower or the Joker follows
                notes.extend(c for c in (left, JOKER) if follow >> c & 1)
        for c in notes:
            name = "The Joker" if c == JOKER else f"The jack of {Suit(SUIT_OF[c]).noun}"
            text += f" {name} counts as a {_singular(trump)} this hand."
        return text

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            return self._play(action.card)
        self._playable = 0
        if kind is Discard:
            card = action.cards[0]
            self.hands[self.dealer] &= ~(1 << card)
            self.discard = card
            return [Discarded(self.dealer, 1)] + self._start_play()
        return self._bid(self.to_act, action)

    # --- bidding -----------------------------------------------------------------------------------

    def _bid(self, seat: int, action: Action) -> list[Event]:
        text, label = BID_WORDS[action]
        events: list[Event] = [BidMade(seat, text)]
        self.bids.append((seat, label))
        if type(action) is Pass:
            if seat != self.dealer:
                self.to_act = (seat + 1) % SEATS
                return events
            if self.phase == ROUND1:
                self.phase = ROUND2
                self.up_place = DOWN
                self.kitty |= 1 << self.up_card
                self.to_act = (seat + 1) % SEATS
                events.append(TurnedDown(self.up_card))
                return events
            events.append(PassedOut(self.dealer))
            self.dealer = (self.dealer + 1) % SEATS
            events.append(self._deal())
            return events
        suit = self.up_suit if type(action) is OrderUp else action.suit
        self.trump = suit
        self.suiting = SUITINGS[suit]
        self.maker = seat
        self.alone = bool(action.alone)
        self.out = (seat + 2) % SEATS if self.alone else -1
        self.next_seat = NEXT_ACTIVE[self.out]
        events.append(TrumpSet(suit, seat))
        if self.phase == ROUND1:
            if self.dealer == self.out:
                self.up_place = OUT
            else:
                self.hands[self.dealer] |= 1 << self.up_card
                self.up_place = TAKEN
                self.phase = DISCARD
                self.to_act = self.dealer
                events.append(PickedUp(self.dealer, (self.up_card,)))
                return events
        return events + self._start_play()

    def _start_play(self) -> list[Event]:
        self.phase = PLAYING
        self.trick_size = SEATS - 1 if self.alone else SEATS
        first = (self.dealer + 1) % SEATS
        self.to_act = first if first != self.out else NEXT_ACTIVE[self.out][first]
        return []

    # --- play ----------------------------------------------------------------------------------------

    def _play(self, card: Card) -> list[Event]:
        self._playable = 0
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        s = self.suiting
        if trick:
            led = s.suit_of[trick[0]]
            if s.suit_of[card] != led:
                self.void[seat] |= 1 << led
        trick.append(card)
        self.trick_seats.append(seat)
        if len(trick) < self.trick_size:
            self.to_act = self.next_seat[seat]
            return [CARD_PLAYED[seat][card]]
        win = self.trick_seats[tricks.winner(trick, s)]
        self.tricks_won[win] += 1
        number = self.trick_no = self.trick_no + 1
        events: list[Event] = [CARD_PLAYED[seat][card], TrickTaken(win, tuple(trick), number)]
        self.last_trick = (self.trick_seats, trick)     # never changed again: kept, not copied
        self.trick = []
        self.trick_seats = []
        if number < TRICKS:
            self.to_act = win
            return events
        return events + self._score_hand()

    def makers_tricks(self) -> int:
        m = self.maker
        return self.tricks_won[m] + self.tricks_won[(m + 2) % SEATS]

    def _score_hand(self) -> list[Event]:
        made = self.makers_tricks()
        mpts, dpts = score_hand(made, self.alone, self.options)
        team = self.maker % 2
        deltas = [0, 0]
        deltas[team] = mpts
        deltas[1 - team] = dpts
        self.score[0] += deltas[0]
        self.score[1] += deltas[1]
        self.counted += 1
        how = "alone" if self.alone else "with partner"
        result = (f"euchred, team {1 - team} +{dpts}" if dpts else
                  f"team {team} +{mpts}" if mpts else "no score")
        summary = (f"Seat {self.maker} made {self.trump.noun} {how} and took {made} "
                   f"trick{'s' if made != 1 else ''}: {result}.")
        events: list[Event] = [HandScored(tuple(deltas), tuple(self.score), summary)]
        winner = self._match_winner()
        if winner is not None:
            self.winners = (winner,)
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, tuple(self.score)))
            return events
        self.dealer = (self.dealer + 1) % SEATS
        events.append(self._deal())
        return events

    def _match_winner(self) -> int | None:
        a, b = self.score
        if self.options["game_end"] == "score":
            target = self.options["target"]
            return 0 if a >= target else 1 if b >= target else None
        if self.counted >= self.options["hands"] and a != b:
            return 0 if a > b else 1
        return None

    # --- information ----------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        up_seen = self.up_place in (UP, OUT)
        badges = []
        for s in range(SEATS):
            b = []
            if s == self.dealer:
                b.append("dealer")
            if s == self.maker:
                b.append("maker")
                if self.alone:
                    b.append("alone")
            if s == self.out:
                b.append("sitting out")
            badges.append(tuple(b))
        contract = ""
        if self.trump is not None:
            contract = f"{self.trump.symbol} trump — made by seat {self.maker}" + (
                ", alone" if self.alone else "")
        return View(
            game=self.NAME, seat=seat, players=SEATS, to_act=self.to_act, phase=self.phase,
            dealer=self.dealer, hand=tuple(bits(self.hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            scores=tuple(self.score),
            trump=self.trump,
            trick=tuple(zip(self.trick_seats, self.trick)),
            last_trick=tuple(zip(*self.last_trick)),
            tricks_won=tuple(self.tricks_won),
            up_card=self.up_card if up_seen else None,
            stock_size=self.kitty_size() + (1 if self.up_place == UP else 0),
            stock_label="kitty",
            active=tuple(s != self.out for s in range(SEATS)),
            teams=((0, 2), (1, 3)), badges=tuple(badges), bids=tuple(self.bids),
            played=self.played, contract=contract, match_over=self.to_act is None,
            extra={
                "up_card": self.up_card, "up_suit": self.up_suit,
                "turned_down": self.up_card if self.up_place == DOWN else None,
                "picked_up": self.up_place == TAKEN,
                "maker": self.maker, "alone": self.alone,
                "sitting_out": None if self.out < 0 else self.out,
                "void": tuple(self.void),
                "discard": self.discard if seat == self.dealer else None,
                "team_tricks": (self.tricks_won[0] + self.tricks_won[2],
                                self.tricks_won[1] + self.tricks_won[3]),
                "hand_no": self.hand_no, "hands_counted": self.counted,
                "stick_the_dealer": self.options["stick_the_dealer"],
                "joker": self.options["joker"], "winners": self.winners,
            },
        )

    def determinize(self, seat: int, rng: random.Random) -> "Euchre":
        """A full state consistent with ``view(seat)``: the cards this seat cannot see (other hands,
        the face-down kitty, the dealer's discard) are redealt, keeping known voids. A non-dealer
        cannot tell a picked-up card from a discarded one; it stays in the dealer's hand unless the
        dealer has shown out of trump or has no card left."""
        new = self._detached(rng)
        new._playable = 0
        pack = 0
        for c in self._pack():
            pack |= 1 << c
        up_bit = 1 << self.up_card
        known = self.hands[seat] | self.played | up_bit
        if seat == self.dealer and self.discard is not None:
            known |= 1 << self.discard
        pool = pack & ~known
        up_hidden = self.up_place == TAKEN and seat != self.dealer and not self.played & up_bit
        up_discarded = up_hidden and self.phase == PLAYING and (
            self.void[self.dealer] >> self.trump & 1 or not self.hands[self.dealer])
        # the dealer showed out of trump, or has played every card: the up card was the discard
        up_with_dealer = up_hidden and not up_discarded
        masks = self.suiting.suit_masks if self.suiting is not None else SUIT_MASK
        others = [s for s in range(SEATS) if s != seat]
        slots = []
        for s in others:
            count = self.hands[s].bit_count()
            if s == self.dealer and up_with_dealer:
                count -= 1
            slots.append((count, void_cards(self.void[s], masks)))
        kitty_hidden = self.kitty & ~up_bit
        slots.append((kitty_hidden.bit_count(), 0))
        hidden_discard = self.discard is not None and seat != self.dealer and not up_discarded
        if hidden_discard:
            slots.append((1, 0))
        dealt = redeal_hidden(pool, slots, rng)
        for s, m in zip(others, dealt):
            if s == self.dealer and up_with_dealer:
                m |= up_bit
            new.hands[s] = m
        new.kitty = dealt[len(others)] | (self.kitty & up_bit)
        if hidden_discard:
            new.discard = CARDS[dealt[-1].bit_length() - 1]
        elif up_discarded:
            new.discard = self.up_card
        return new

    # --- words for the table -------------------------------------------------------------------

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind in (Pass, OrderUp, ChooseTrump):
            return BID_WORDS[action][1] if action in BID_WORDS else str(action)
        if kind is Discard and len(action.cards) == 1:
            return f"Discard the {action.cards[0].pretty()}"
        if kind is Play:
            return f"Play the {action.card.pretty()}"
        return str(action)

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return "The game is over."
        if seat == self.out:
            return f"You sit out this hand: seat {self.maker} plays alone."
        if seat != self.to_act:
            return f"Waiting for seat {self.to_act}."
        up = self.up_suit
        if self.phase == ROUND1:
            card = self.up_card.pretty()
            if seat == self.dealer:
                return f"Pick up the {card} ({up.noun} trump), or pass."
            return f"Order up the {card} ({up.noun} trump), or pass."
        if self.phase == ROUND2:
            if self.stuck(seat):
                return f"Stick the dealer: name trump (not {up.noun})."
            return f"Name trump (not {up.noun}), or pass."
        if self.phase == DISCARD:
            return "Discard one of your six cards."
        if not self.trick:
            return "Lead any card."
        led = self.suiting.suit_of[self.trick[0]]
        return f"Follow suit ({Suit(led).noun}) if you can."

    def card_places(self) -> dict[str, int]:
        places = {f"hand {s}": m for s, m in enumerate(self.hands)}
        places["kitty"] = self.kitty
        places["up card"] = 1 << self.up_card if self.up_place in (UP, OUT) else 0
        places["discard"] = 0 if self.discard is None else 1 << self.discard
        places["played"] = self.played
        return places
