"""Euchre, Trickster style: two partnerships, bowers, going alone and the Trickster house rules
(rules/euchre.md).

A deal runs round 1 (order up the up card, dealer picks up and discards), round 2 (name another suit)
and five tricks; a deal both rounds pass is dead and the next seat deals. The cards in play are a
``HandInPlay`` (hands, the kitty and the dealer's discard as zones, tricks, voids); effective suits
(the left bower and the Joker belong to trump) come from one ``tricks.Suiting`` per trump suit, so
legality and the trick winner are the shared trick rules. The engine keeps the bidding, the up card's
place, the contract and the score.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.cards import CARDS, JOKER, SUIT_MASK, SUIT_OF, Card, Suit
from game.rules import wording
from game.rules.actions import (
    CARD_PLAYED,
    Action,
    BidMade,
    ChooseTrump,
    Dealt,
    Discard,
    Event,
    HandScored,
    MatchOver,
    Pass,
    Play,
    TrickTaken,
    TrumpSet,
    action,
    event,
    parse_action,
)
from game.rules.base import GameState, HandInPlay, View
from game.rules.euchre_tables import (
    ACTIVE,
    ALL_SEATS,
    BADGES,
    BIDDING,
    CONTRACTS,
    DEALT,
    DISCARDED,
    HAND_SIZE,
    HAND_SIZES,
    LEFT_BOWER,
    NO_MAKER,
    ORDERS,
    OTHERS,
    PACK24,
    PACK25,
    PACK_MASK,
    PICKED_UP,
    SEATS,
    SUITINGS,
    SUITS,
    TEAM_SEATS,
    TRUMP_SET,
    UP_SUIT,
)
from game.rules.options import Option, OptionError
from game.rules.play import cards_of, plays_of
from game.rules.tricks import legal_mask
from game.rules.wording import N_, say

TRICKS = 5


@action
class OrderUp(Action):
    """Round 1: make the up suit trump (the dealer picks the up card up), optionally alone."""
    alone: bool = False


@event
class TurnedDown(Event):
    """Everybody passed in round 1: the up card is turned face down."""
    card: Card

    def sentence(self) -> str:
        return say("Everybody passed: the {0} is turned down.", wording.card(self.card))


@event
class PassedOut(Event):
    """Everybody passed in round 2 too: the deal is dead, nobody scores, the next seat deals."""
    dealer: int

    def sentence(self) -> str:
        return N_("Everybody passed again: the deal is thrown in and nobody scores.")


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


MADE = ((N_("{0} made {1} trump with a partner and took {2} trick:"),
         N_("{0} made {1} trump with a partner and took {2} tricks:")),
        (N_("{0} made {1} trump alone and took {2} trick:"), N_("{0} made {1} trump alone and took {2} tricks:")))
"""MADE[alone][more than one trick]: a hand's summary, before what it scored."""
ROUND1, ROUND2, DISCARD, PLAYING, OVER = "round1", "round2", "discard", "play", "over"
UP, DOWN, TAKEN, OUT = "up", "down", "taken", "out"
"""Where the up card is: face up on the kitty, turned down into it, taken by the dealer, or left
face up out of play because the dealer sits out."""

NOT_IN_HAND = N_("That card is not in your hand.")
STICK = N_("Stick the dealer: you must choose trump.")
CANT_NOW = N_("You can't do that now.")
COUNTS_AS = {0: N_("The {0} counts as a club this hand."), 1: N_("The {0} counts as a diamond this hand."),
             2: N_("The {0} counts as a heart this hand."), 3: N_("The {0} counts as a spade this hand.")}
JOKER_COUNTS_AS = {0: N_("The Joker counts as a club this hand."), 1: N_("The Joker counts as a diamond this hand."),
                   2: N_("The Joker counts as a heart this hand."), 3: N_("The Joker counts as a spade this hand.")}
"""The note under a follow-suit refusal that a bower or the Joker belongs to the trump suit, per trump."""


@dataclass(frozen=True, slots=True)
class EuchreInfo:
    """Euchre's own view data (``View.info``); the dealer's discard is in ``View.discards``."""
    turned_card: Card
    """The card turned up at the deal, wherever it is now (``View.up_card`` is it only while it lies
    face up)."""
    up_suit: Suit
    """The suit it proposes: spades for a turned Joker."""
    up_place: str
    """UP, DOWN (turned down in round 2), TAKEN (by the dealer) or OUT (face up, out of play)."""
    maker: int | None
    alone: bool
    joker: bool
    """The Joker option: the pack has 25 cards."""
    target: int = 0
    """The points a team needs to win the match; 0 where the game is a number of hands."""
    void: tuple[int, ...] = (0,) * 4
    """The (effective) suits each seat has shown out of, bit per suit: public knowledge."""


class Euchre(GameState):
    NAME = "euchre"
    PLAYER_COUNTS = (4,)
    INFO = EuchreInfo
    DEFAULT_PLAYERS = 4
    TEAMS = True
    OPTIONS = (
        Option("joker", N_("Joker"),
               N_("A 25-card deck: the Joker is the highest trump; turned up, it makes spades the up suit."),
               False, (False, True)),
        Option("stick_the_dealer", N_("Stick the dealer"),
               N_("If the other three pass in round 2, the dealer must name trump."), False, (False, True)),
        Option("take_4_for_1", N_("Take 4 for 1 pt"),
               N_("The makers need 4 tricks for their point; exactly 3 tricks scores nothing."),
               False, (False, True)),
        Option("alone_worth_2", N_("Alone worth 2 pts"),
               N_("A lone maker taking all five tricks scores 2 instead of 4."), False, (False, True)),
        Option("alone_must_take_5", N_("Alone must take 5"),
               N_("A lone maker scores only by taking all five tricks; 3 or 4 tricks score nothing."),
               False, (False, True)),
        Option("game_end", N_("Game end"), N_("Play to a target score, or for a fixed number of hands."),
               "score", ("score", "hands"), (N_("To score"), N_("Number of hands"))),
        Option("target", N_("Play to score"), N_("Points a team needs to win when playing to score."),
               10, (10, 11)),
        Option("hands", N_("Play # of hands"),
               N_("Counted hands in a game of a number of hands; a tie plays on hand by hand."),
               8, (4, 8, 12)),
    )

    trump: int | None
    """The trump suit once made (``View.trump`` shows it as a ``Suit``)."""

    def pack(self=None) -> list[Card]:
        """On the class (checking a stacked deck): every card a table may use, the Joker included.
        On a state: the pack this table plays, 24 cards or 25 with the Joker."""
        return list(PACK25 if self is None or self.options["joker"] else PACK24)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        self.score = (0, 0)
        self.hand_no = 0            # deals started, dead deals included (bots play out one deal)
        self.counted = 0            # hands in which trump was made (number-of-hands mode)
        self.winners: tuple[int, ...] = ()
        if not self.options["joker"] and any("JK" in d for d in self._setup["deck"]):
            raise OptionError(N_("card JK is not in the euchre pack without the joker option"))
        self.dealer = self._chance().randrange(SEATS) if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        d = self.dealer
        deck = self._next_deck()
        hands = [0] * SEATS
        for k, s in enumerate(ORDERS[d]):        # one card at a time from the dealer's left
            hands[s] = (1 << deck[k] | 1 << deck[k + 4] | 1 << deck[k + 8] | 1 << deck[k + 12]
                        | 1 << deck[k + 16])
        kitty = 0
        for c in deck[HAND_SIZE * SEATS + 1:]:
            kitty |= 1 << c
        self.deal = HandInPlay(hands, BIDDING, zones={"kitty": kitty, "discard": 0}, piles=False)
        up = self.up_card = deck[HAND_SIZE * SEATS]
        self.up_place = UP
        self.phase = ROUND1
        self.bids: tuple[tuple[int, str], ...] = ()
        self.to_act = ORDERS[d][0]
        self.trump = None
        self.maker: int | None = None
        self.alone = False
        self.hand_no += 1
        return DEALT[self.options["joker"]][d][up]

    def opening_events(self) -> list[Event]:
        face_down = (self.deal.zones["kitty"] & ~(1 << self.up_card)).bit_count()
        events: list[Event] = [Dealt(self.dealer, HAND_SIZES, self.up_card, face_down)]
        if self.up_place == DOWN:
            events.append(TurnedDown(self.up_card))
        if self.trump is not None:
            events.append(TRUMP_SET[self.trump][self.maker])
        return events

    def kitty_size(self) -> int:
        """Face-down cards in front of the dealer (a turned-down up card included)."""
        return self.deal.zones["kitty"].bit_count()

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return self.score

    def score_index(self, seat: int) -> int:
        return seat % 2

    @property
    def up_suit(self) -> Suit:
        return UP_SUIT[self.up_card]

    @property
    def sitting_out(self) -> int | None:
        """The partner of a lone maker, who puts the cards down for the hand."""
        return (self.maker + 2) % SEATS if self.alone else None

    def stuck(self, seat: int) -> bool:
        """Stick the dealer: the dealer may not pass once the others passed in round 2."""
        return self.phase == ROUND2 and seat == self.dealer and self.options["stick_the_dealer"]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAYING:                # plays_of(deal.playable(seat)), a call fewer (the bots' loop)
            deal = self.deal
            hand = deal.hands[self.to_act]
            trick = deal.trick
            return plays_of(legal_mask(hand, trick, deal.suiting) if trick else hand)
        if phase == ROUND1:
            return list(ROUND1_ACTIONS)
        if phase == ROUND2:
            calls = ROUND2_CALLS[self.up_suit]
            return list(calls) if self.stuck(self.to_act) else [PASS, *calls]
        if phase == DISCARD:
            return [DISCARDS[c] for c in self.deal.hand(self.to_act)]
        return []

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """A playable card, or a prebuilt round-1 bid (every one is legal), needs no reason. A card is
        playable when held and following the led (effective) suit, or when the hand has none of it
        (§4.3): checked here without building the playable mask, since this is the bots' inner loop;
        test_queries holds it to the checked path (``deal.broken_duty``)."""
        if type(action) is Play:
            if self.phase != PLAYING:
                return None
            deal = self.deal
            hand = deal.hands[self.to_act]
            card = action.card
            if not hand >> card & 1:
                return None
            trick = deal.trick
            if trick:
                s = deal.suiting
                led = s.suit_of[trick[0]]
                if s.suit_of[card] != led and hand & s.suit_masks[led]:
                    return None
            return self._play(card)
        if self.phase == ROUND1 and (action is PASS or action is ORDER_UP or action is ORDER_UP_ALONE):
            return self._bid(self.to_act, action)
        return None

    def _reason(self, action: Action) -> str | None:
        phase = self.phase
        kind = type(action)
        if kind is Play:
            if phase != PLAYING:
                return N_("Trump has not been made yet.") if phase in (ROUND1, ROUND2) else N_("Discard first.")
            card = action.card
            seat = self.to_act
            if not self.deal.hands[seat] >> card & 1:
                return NOT_IN_HAND
            if self.deal.broken_duty(seat, card) is None:
                return None
            return self._follow_reason(card, self.deal.hands[seat])
        if phase == ROUND1:
            if kind is Pass or kind is OrderUp:
                return None
            if kind is ChooseTrump:
                return say("In round 1 you may only order up {0} or pass.", wording.suit(self.up_suit))
            return N_("Order up or pass.")
        if phase == ROUND2:
            if kind is Pass:
                return STICK if self.stuck(self.to_act) else None
            if kind is ChooseTrump:
                if action.suit == self.up_suit:
                    return say("{0} was turned down; choose another suit.", wording.suit(self.up_suit))
                return None
            if kind is OrderUp:
                return say("{0} was turned down; name another suit or pass.", wording.suit(self.up_suit))
            return N_("Name trump or pass.")
        if phase == DISCARD:
            if kind is not Discard or len(action.cards) != 1:
                return N_("Discard one card.")
            if not self.deal.hands[self.to_act] >> action.cards[0] & 1:
                return NOT_IN_HAND
            return None
        return CANT_NOW

    def _follow_reason(self, card: Card, hand: int) -> str:
        """The refusal of a held card that does not follow: §4.4, with the bower and Joker notes."""
        s = self.deal.suiting
        led = s.suit_of[self.deal.trick[0]]
        trump = self.trump
        text = say("You must follow suit ({0}).", wording.suit(Suit(led)))
        left = LEFT_BOWER[trump]
        notes = []
        if card == left and SUIT_OF[left] == led:
            notes.append(left)
        else:
            follow = hand & s.suit_masks[led]
            if not follow & SUIT_MASK[led]:        # only the left bower or the Joker follows
                notes.extend(c for c in (left, JOKER) if follow >> c & 1)
        for c in notes:
            text += " " + (JOKER_COUNTS_AS[trump] if c == JOKER else say(COUNTS_AS[trump], wording.card(c, "words")))
        return text

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            return self._play(action.card)
        if kind is Discard:
            bit = 1 << action.cards[0]
            deal = self.deal
            deal.hands[self.dealer] &= ~bit
            deal.zones["discard"] = bit
            return [DISCARDED[self.dealer]] + self._start_play()
        return self._bid(self.to_act, action)

    # --- bidding -----------------------------------------------------------------------------------

    def _bid(self, seat: int, action: Action) -> list[Event]:
        made, said = BID_MADE[action][seat]
        events: list[Event] = [made]
        self.bids += (said,)
        if type(action) is Pass:
            if seat != self.dealer:
                self.to_act = (seat + 1) % SEATS
                return events
            if self.phase == ROUND1:
                self.phase = ROUND2
                self.up_place = DOWN
                self.deal.zones["kitty"] |= 1 << self.up_card
                self.to_act = (seat + 1) % SEATS
                events.append(TurnedDown(self.up_card))
                return events
            events.append(PassedOut(self.dealer))
            self.dealer = (self.dealer + 1) % SEATS
            events.append(self._deal())
            return events
        suit = self.up_suit if type(action) is OrderUp else action.suit
        self.trump = int(suit)
        self.deal.suiting = SUITINGS[suit]
        self.maker = seat
        self.alone = bool(action.alone)
        events.append(TRUMP_SET[suit][seat])
        if self.phase == ROUND1:
            if self.dealer == self.sitting_out:
                self.up_place = OUT
            else:
                self.deal.hands[self.dealer] |= 1 << self.up_card
                self.up_place = TAKEN
                self.phase = DISCARD
                self.to_act = self.dealer
                events.append(PICKED_UP[self.dealer][self.up_card])
                return events
        return events + self._start_play()

    def _start_play(self) -> list[Event]:
        """Trump is made and the kitty settled: the seat left of the dealer leads, a lone hand's
        partner sitting out (tricks of three, turns skipping that seat)."""
        self.phase = PLAYING
        first = (self.dealer + 1) % SEATS
        out = self.sitting_out
        if out is not None:
            self.deal.seat_in_play(ALL_SEATS & ~(1 << out))
            if first == out:
                first = self.deal.next_seat[first]
        self.to_act = first
        return []

    # --- play ----------------------------------------------------------------------------------------

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
        return events + self._score_hand()

    def makers_tricks(self) -> int:
        won = self.deal.tricks_won
        return won[self.maker] + won[(self.maker + 2) % SEATS]

    def _score_hand(self) -> list[Event]:
        made = self.makers_tricks()
        mpts, dpts = score_hand(made, self.alone, self.options)
        team = self.maker % 2
        deltas = (mpts, dpts) if team == 0 else (dpts, mpts)
        self.score = (self.score[0] + deltas[0], self.score[1] + deltas[1])
        self.counted += 1
        side, pts = ((1 - team, dpts) if dpts else (team, mpts))
        sides = wording.team((side, side + 2))
        result = (N_("no score.") if not pts else say("euchred, so {0|scores|score} {1} points.", sides, pts) if dpts
                  else say("{0|scores|score} {1} point.", sides, pts) if pts == 1
                  else say("{0|scores|score} {1} points.", sides, pts))
        summary = say(MADE[self.alone][made != 1], wording.seat(self.maker), wording.suit(Suit(self.trump)), made) + \
            " " + result
        events: list[Event] = [HandScored(deltas, self.score, summary)]
        winner = self._match_winner()
        if winner is not None:
            self.winners = (winner,)
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, self.score))
            return events
        if self._hand_ends_here():
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
        deal = self.deal
        place = self.up_place
        trump = self.trump
        maker = NO_MAKER if self.maker is None else self.maker
        alone = self.alone
        dealer = self.dealer
        zones = deal.zones
        opts = self.options
        key = (self.up_card, place, self.maker, alone, opts["joker"],
               opts["target"] if opts["game_end"] == "score" else 0, tuple(deal.void))
        # by position, in VIEW_FIELDS order: 28 fields by keyword cost more than making all of them
        return View(
            self.NAME, seat, SEATS, self.to_act, self.phase, dealer,
            deal.hand(seat), deal.hand_sizes(), self.score,
            None if trump is None else SUITS[trump],
            deal.trick_pairs(), deal.last_trick, tuple(deal.tricks_won),
            {},                                                                 # shown
            self.up_card if place == UP or place == OUT else None,
            (), zones["kitty"].bit_count() + (place == UP), N_("kitty"),             # stock, its size, label
            ACTIVE[maker][alone], TEAM_SEATS, BADGES[dealer][maker][alone], self.bids, deal.played,
            "" if trump is None else CONTRACTS[trump][maker][alone],
            self.to_act is None,                                                # match_over
            cards_of(zones["discard"]) if seat == dealer else (), (),           # discards, stock_seen
            _INFOS.get(key) or _info(key),
        )

    def determinize(self, seat: int, rng: random.Random) -> "Euchre":
        """A full state consistent with ``view(seat)``: the cards this seat cannot see (other hands,
        the face-down kitty, the dealer's discard) are redealt, keeping known voids. A non-dealer
        cannot tell a picked-up card from a discarded one; it stays in the dealer's hand unless the
        dealer has shown out of trump or has no card left."""
        new = self._detached(rng)
        deal = self.deal
        dealer = self.dealer
        up_bit = 1 << self.up_card
        discard = deal.zones["discard"]
        known = deal.hands[seat] | deal.played | up_bit
        if seat == dealer:
            known |= discard
        pool = PACK_MASK[self.options["joker"]] & ~known
        up_hidden = self.up_place == TAKEN and seat != dealer and not deal.played & up_bit
        up_discarded = up_hidden and self.phase == PLAYING and (
            deal.void[dealer] >> self.trump & 1 or not deal.hands[dealer])
        # the dealer showed out of trump, or has played every card: the up card was the discard
        keep = [0] * SEATS
        if up_hidden and not up_discarded:
            keep[dealer] = up_bit
        kitty = deal.zones["kitty"]
        face_down = (kitty & ~up_bit).bit_count()
        hidden_discard = discard != 0 and seat != dealer and not up_discarded
        extra = (face_down, 1) if hidden_discard else (face_down,)
        dealt = deal.redeal(new.deal, OTHERS[seat], pool, rng, keep=keep, extra=extra)
        zones = new.deal.zones
        zones["kitty"] = dealt[0] | (kitty & up_bit)
        if hidden_discard:
            zones["discard"] = dealt[1]
        elif up_discarded:
            zones["discard"] = up_bit
        return new

    # --- words for the table -------------------------------------------------------------------

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind in (Pass, OrderUp, ChooseTrump):
            return BID_WORDS.get(action) or str(action)
        if kind is Discard and len(action.cards) == 1:
            return say("Discard the {0}", wording.card(action.cards[0]))
        if kind is Play:
            return say("Play the {0}", wording.card(action.card))
        return str(action)

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return N_("The game is over.")
        if seat == self.sitting_out:
            return say("You sit out this hand: {0|plays|play} alone.", wording.seat(self.maker))
        if seat != self.to_act:
            return say("Waiting for {0}.", wording.seat(self.to_act))
        up = wording.suit(self.up_suit)
        if self.phase == ROUND1:
            card = wording.card(self.up_card)
            if seat == self.dealer:
                return say("Pick up the {0} ({1} trump), or pass.", card, up)
            return say("Order up the {0} ({1} trump), or pass.", card, up)
        if self.phase == ROUND2:
            if self.stuck(seat):
                return say("Stick the dealer: name trump (not {0}).", up)
            return say("Name trump (not {0}), or pass.", up)
        if self.phase == DISCARD:
            return N_("Discard one of your six cards.")
        if not self.deal.trick:
            return N_("Lead any card.")
        led = self.deal.suiting.suit_of[self.deal.trick[0]]
        return say("Follow suit ({0}) if you can.", wording.suit(Suit(led)))

    def card_places(self) -> dict[str, int]:
        places = self.deal.card_places()
        places["up card"] = 1 << self.up_card if self.up_place in (UP, OUT) else 0
        return places


# --- built once -------------------------------------------------------------------------------------

VIEW_FIELDS = ("game", "seat", "players", "to_act", "phase", "dealer", "hand", "hand_sizes", "scores",
               "trump", "trick", "last_trick", "tricks_won", "shown", "up_card", "stock", "stock_size",
               "stock_label", "active", "teams", "badges", "bids", "played", "contract", "match_over",
               "discards", "stock_seen", "info")
"""The order ``Euchre.view`` passes View's fields in (a test holds View to it)."""

_INFOS: dict[tuple, EuchreInfo] = {}
"""The ``EuchreInfo`` made lately, by its fields but the up suit: they change only while bidding and
when a seat shows out (the target never), and a frozen dataclass costs more to build than to look
up. Emptied when full: the void patterns of many deals would otherwise pile up."""


def _info(key: tuple) -> EuchreInfo:
    """Make and keep the info of ``key``: (turned card, up place, maker, alone, joker, target, voids)."""
    if len(_INFOS) >= 4096:
        _INFOS.clear()
    info = _INFOS[key] = EuchreInfo(key[0], UP_SUIT[key[0]], *key[1:])
    return info


PASS = Pass()
ORDER_UP = OrderUp()
ORDER_UP_ALONE = OrderUp(True)
ROUND1_ACTIONS = (PASS, ORDER_UP, ORDER_UP_ALONE)
TRUMP_CALLS = tuple((ChooseTrump(Suit(s)), ChooseTrump(Suit(s), True)) for s in range(4))
"""TRUMP_CALLS[suit]: naming that suit trump, with partner and alone."""
ROUND2_CALLS = tuple(tuple(a for s in range(4) if s != up for a in TRUMP_CALLS[s]) for up in range(4))
"""ROUND2_CALLS[up suit]: naming each other suit, with and without going alone."""
DISCARDS = tuple(Discard((c,)) for c in CARDS)
BID_WORDS = {a: N_("Pass") if a == PASS else
             (N_("Order up alone") if a.alone else N_("Order up")) if type(a) is OrderUp else
             (say("Name {0} alone", wording.suit(a.suit)) if a.alone else say("Name {0}", wording.suit(a.suit)))
             for a in (*ROUND1_ACTIONS, *(x for pair in TRUMP_CALLS for x in pair))}
"""Every bid's button label (and its word in the bidding record)."""
BID_MADE = {a: tuple((BidMade(s, str(a)), (s, label)) for s in range(SEATS))
            for a, label in BID_WORDS.items()}
"""BID_MADE[bid][seat]: its event and its entry in the bidding record, made once."""


def makers_tally(events: list[Event]) -> dict[int, dict[str, int]]:
    """For the arena, the maker's counters of one deal's events: ``called`` (it made trump),
    ``alone`` (it went alone) and ``euchred`` (its side took fewer than three tricks). A pure reading
    of the structured events: the call's action, the trump set and the tricks taken."""
    maker = alone = None
    last_bid: dict[int, Action] = {}
    made = 0
    for e in events:
        kind = type(e)
        if kind is BidMade:
            last_bid[e.seat] = parse_action(e.action)
        elif kind is TrumpSet and maker is None:
            maker = e.seat
            alone = last_bid[maker].alone       # the OrderUp or ChooseTrump that made it
        elif kind is TrickTaken and maker is not None:
            made += e.seat % 2 == maker % 2
        elif kind is HandScored and maker is not None:
            return {maker: {"called": 1, "alone": int(alone), "euchred": int(made < 3)}}
    return {}


def makers_text(t: dict[str, int]) -> str:
    """The arena's line for one side's ``makers_tally`` totals."""
    c, a, e = t.get("called", 0), t.get("alone", 0), t.get("euchred", 0)
    rate = f"{100 * e / c:.1f}%" if c else "-"
    return f"made trump {c} times ({a} alone) and was euchred on {e} ({rate})"
