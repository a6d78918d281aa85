"""Huutopussi: 2–4 players or two teams, an auction for points, marriages name the trump during play,
and every card must head the trick (rules/huutopussi.md)."""
from __future__ import annotations

import random
from itertools import combinations

from game.cards import ACE_TEN, SUIT_MASK, SUIT_OF, Card, Rank, Suit, bits, deck36, mask_of
from game.rules import tricks
from game.rules.actions import (CARD_PLAYED, PLAY, Action, Bid, BidMade, Dealt, Discard, Discarded,
                                Event, HandScored, MatchOver, Pass, PickedUp, PickUp, Play, TrickTaken,
                                TrumpSet, action, event)
from game.rules.base import GameState, View, deal_round_robin, redeal_hidden, void_cards
from game.rules.options import Option, OptionError

# --- game-specific actions and events ----------------------------------------------------------


@action
class Declare(Action):
    """Name ``suit`` trump by showing its king and queen (just after winning a trick)."""
    suit: Suit


@action
class Ask(Action):
    """Team game: holding one of the king and queen of ``suit``, ask the partner for the other."""
    suit: Suit


@action
class GiveCards(Action):
    """Team game: the cards passed face down between the declarer and the partner."""
    cards: tuple[Card, ...]


@event
class DevilsDeckShown(Event):
    """The auction is over: the devil's deck is turned face up for everyone."""
    cards: tuple[Card, ...]


@event
class CardsGiven(Event):
    """Team game exchange, face down: only the count is public."""
    seat: int
    to: int
    count: int


@event
class TrumpDeclared(Event):
    """``seat`` named ``suit`` trump and scores ``points``; ``cards`` are the king and queen shown."""
    seat: int
    suit: Suit
    points: int
    cards: tuple[Card, ...]


@event
class AskAnswered(Event):
    """The public, truthful answer to a team player's ``Ask``."""
    seat: int
    suit: Suit
    yes: bool


# --- the game's numbers -------------------------------------------------------------------------

HAND_SIZE = {2: 17, 3: 11, 4: 8}
TEAM_HAND_SIZE = 9
DEFAULT_MIN_BID = {2: 40, 3: 50, 4: 60}
TEAM_MIN_BID = 60
BASE_MAX_BID = 400           # 120 card points + 100 + 80 + 60 + 40 for all four declarations
GAME_TARGET = 500
MARRIAGE = (60, 80, 100, 40)  # by suit index: clubs, diamonds, hearts, spades
CARD_POINTS = tuple({14: 11, 10: 10, 13: 4, 12: 3, 11: 2}.get(i % 13 + 2, 0) for i in range(52)) + (0,)
KINGS = mask_of(Card.of(Rank.KING, s) for s in Suit)
KING_QUEEN = tuple((1 << Card.of(Rank.KING, s)) | (1 << Card.of(Rank.QUEEN, s)) for s in Suit)
SUITINGS = {t: tricks.natural(ACE_TEN, t) for t in (None, 0, 1, 2, 3)}
TEAMS_OF_FOUR = ((0, 2), (1, 3))
PACK = tuple(deck36())
SEATS_FROM = {n: tuple(tuple((lead + i) % n for i in range(n)) for lead in range(n)) for n in (2, 3, 4)}
PACK_MASK = mask_of(PACK)
PLAYS = tuple(tuple(tuple(PLAY[13 * s + 4 + r] for r in range(9) if m >> r & 1) for m in range(512))
              for s in range(4))
"""PLAYS[suit][m]: the prebuilt Play actions of the ranks 6..A set in the 9-bit mask m."""

BID, DEVIL, DISCARD, EXCHANGE, RAISE, PLAYING, OVER = (
    "bid", "devil", "discard", "exchange", "raise", "play", "over")

PASS = Pass()
PICK_UP = PickUp()
BIDS = tuple(Bid(v) for v in range(0, BASE_MAX_BID + 25, 5))   # BIDS[v // 5] is Bid(v)
DECLARE = tuple(Declare(s) for s in Suit)
ASK = tuple(Ask(s) for s in Suit)
BID_MADE = tuple(tuple(BidMade(seat, str(b)) for b in BIDS) for seat in range(4))
PASS_MADE = tuple(BidMade(seat, str(PASS)) for seat in range(4))
"""The auction's events prebuilt per seat (BID_MADE[seat][v // 5] for BIDS[v // 5]): every deal
has several bids, and spelling each action's text afresh cost more than the rest of the bid."""

NOT_IN_HAND = "That card is not in your hand."
MUST_OPEN = "The first bidder must open the bidding."
STEPS = "Bids go up in steps of 5."
NAME_NOW = "You can name a trump only just after winning a trick."
MUST_HAVE_LED = "You must have led the trick you won."
FIRST_LED = "The first trump of a round needs a trick you led and won."
ONE_PER_TRICK = "Only one trump can be named after each trick."
ASK_HALF = "Ask only for the missing half of a king and queen."
TEAM_ONLY = "Only a team player can ask a partner."


class _Combos(dict):
    """k-card action objects made once per card tuple: a discard or exchange offers every subset of
    the hand (up to a few hundred), and building them afresh each deal would dominate a playout.
    Bounded by the pack: at most C(36, 4) = 58,905 entries (a few MB) after very many deals."""

    def __init__(self, kind: type):
        super().__init__()
        self.kind = kind

    def __missing__(self, key: tuple[Card, ...]) -> Action:
        made = self[key] = self.kind(key)
        return made


DISCARDS = _Combos(Discard)
GIVES = _Combos(GiveCards)


def round5(x: int) -> int:
    """Nearest multiple of 5, remainders 1–2 down and 3–4 up (41 → 40, 43 → 45)."""
    return (x + 2) // 5 * 5


class Huutopussi(GameState):
    NAME = "huutopussi"
    TITLE = "Huutopussi"
    BLURB = ("Bid for points with the devil's deck as the prize; a king and queen name the trump "
             "mid-round, and every card must head the trick.")
    PLAYER_COUNTS = (2, 3, 4)
    CLONE_LISTS = ("score", "hands", "piles", "card_pts", "decl_pts", "tricks_won", "trick",
                   "named_log", "asks", "shown", "void", "in_auction", "bids")
    DEFAULT_PLAYERS = 3
    OPTIONS = (
        Option("teams", "Two teams", "Four players as two teams (seats 0 + 2 against 1 + 3), "
               "exchanging cards with the partner instead of the devil's deck. Needs 4 players.",
               False, (False, True)),
        Option("min_bid", "Minimum bid", "The lowest opening bid; by default 40 for 2 players, "
               "50 for 3, 60 for 4 and for teams.", "auto", ("auto", 40, 50, 60),
               ("by players", "40", "50", "60")),
        Option("head_after_ruff", "Head the trick after a ruff",
               "Once a trick is ruffed, must a follower still beat the highest card of the led suit?",
               "beat", ("beat", "any"), ("must beat", "any led-suit card")),
        Option("must_overruff", "Must over-ruff", "A ruffing card must beat a trump already in the "
               "trick when it can.", False, (False, True)),
        Option("declare_timing", "Trump declaration timing",
               "Which won tricks let a player name a trump.", "won",
               ("won", "won_and_led", "first_led"),
               ("won the previous trick", "won and led it", "first trump needs a trick led and won")),
        Option("last_trick_bonus", "Last-trick bonus", "Points for winning the last trick.",
               0, (0, 10, 20)),
        Option("round_to_5", "Round to the nearest 5",
               "Round scores other than ±contract to the nearest multiple of 5.", False, (False, True)),
        Option("all_tricks_penalty", "Declarer takes every trick",
               "When the declarer (or declaring team) wins every trick, the others score −contract.",
               False, (False, True)),
        Option("exchange", "Cards exchanged", "Team game: cards passed between the partners.",
               3, (3, 4)),
    )

    @classmethod
    def pack(cls) -> list[Card]:
        return list(PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        n = self.players
        opts = self.options
        if opts["teams"] and n != 4:
            raise OptionError("option teams needs 4 players (two teams of two)")
        self.TEAMS = opts["teams"]
        self.score = [0] * (2 if self.TEAMS else n)   # one running total per team in the team game
        self.hand_size = TEAM_HAND_SIZE if self.TEAMS else HAND_SIZE[n]
        if opts["min_bid"] != "auto":
            self.min_bid = opts["min_bid"]
        else:
            self.min_bid = TEAM_MIN_BID if self.TEAMS else DEFAULT_MIN_BID[n]
        self.max_bid = BASE_MAX_BID + opts["last_trick_bonus"]
        self.duties = tricks.Duties(
            head=tricks.UNLESS_TRUMPED if opts["head_after_ruff"] == "any" else tricks.ALWAYS,
            must_trump=True, overtrump=opts["must_overruff"])
        self.winners: tuple[int, ...] = ()
        self.last_deltas: tuple[int, ...] = ()
        self.hand_no = 0
        self.dealer = self._chance().randrange(n) if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        n, d = self.players, self.dealer
        order = [(d + 1 + i) % n for i in range(n)]
        self.hands, rest = deal_round_robin(self._next_deck(), order, [self.hand_size] * n, n)
        self.devil = mask_of(rest)
        self.devil_cards: tuple[Card, ...] = ()    # public once turned up
        self.devil_up = False
        self.discard = 0
        self.exchanged: tuple[int, int] | None = None   # (cards given by the partner, cards returned)
        self.piles = [0] * n
        self.card_pts = [0] * n
        self.decl_pts = [0] * n
        self.tricks_won = [0] * n
        self.trick: list[Card] = []
        self.leader = order[0]
        self.prev_leader: int | None = None
        self._last_trick: tuple[int, tuple[Card, ...]] = (0, ())    # (leader, cards), see last_trick
        self.trick_no = 0
        self.trump: int | None = None
        self.suiting = SUITINGS[None]
        self.used = 0              # suits that have been trump this round (bit per suit)
        self.named = False         # a trump was named (or asked for) before this trick
        self.named_log: list[tuple[int, int, int]] = []     # (seat, suit, points)
        self.asks: list[tuple[int, int, bool]] = []         # (seat, suit, answer)
        self.shown = [0] * n       # cards shown with a declaration, while still in hand
        self.void = [0] * n        # suits a seat has shown out of (bit per suit)
        self.in_auction = [True] * n
        self.high: int | None = None
        self.high_seat: int | None = None
        self.bids: list[tuple[int, str]] = []
        self.declarer: int | None = None
        self.contract = 0
        self.phase = BID
        self.to_act: int | None = order[0]
        self._mask: int | None = None     # legal cards of the seat to act, once worked out
        self.hand_no += 1
        return Dealt(d, (self.hand_size,) * n, None, len(rest))

    def opening_events(self) -> list[Event]:
        return [Dealt(self.dealer, (self.hand_size,) * self.players, None, self.devil.bit_count())]

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    @property
    def last_trick(self) -> tuple[tuple[int, Card], ...]:
        """The previous trick as (seat, card) pairs, paired up only when asked: play keeps just its
        leader and cards, since most tricks of a simulation are never looked at again."""
        leader, cards = self._last_trick
        return tuple(zip(SEATS_FROM[self.players][leader], cards))

    def score_index(self, seat: int) -> int:
        return seat % 2 if self.TEAMS else seat

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4

    @property
    def exchange_count(self) -> int:
        """How many cards go face down: the devil's deck size, or the team exchange."""
        return self.options["exchange"] if self.TEAMS else len(self.devil_cards)

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """The simulator's commonest steps, a legal card or auction call from the seat to act,
        checked as ``_reason`` checks them (a card against the same legal mask); anything else, and
        anything refused here, goes through the base checks."""
        kind = type(action)
        phase = self.phase
        if kind is Play and phase == PLAYING:
            card = action.card
            if type(card) is Card:
                to_act = self.to_act
                if self.trick:
                    m = self._mask
                    if m is None:
                        m = self._mask = tricks.legal_mask(self.hands[to_act], self.trick,
                                                           self.suiting, self.duties)
                else:
                    m = self.hands[to_act]
                if m >> card & 1:
                    return self._play(to_act, card)
        elif phase == BID and (kind is Pass and self.high is not None
                               or kind is Bid and self._bid_reason(action.value) is None):
            return self._bid(self.to_act, action)
        return None

    def legal_actions(self) -> list[Action]:
        """Every legal card, naming and discard; in the auction and the final raise only the
        smallest bid (and Pass). Any higher multiple of 5 up to the maximum is just as legal and
        ``apply`` takes it (the table offers it with a number, the bot jumps with it), but listing
        all seventy would make a uniformly random player bid the maximum every deal and go down,
        so random playouts would never reach 500."""
        seat = self.to_act
        phase = self.phase
        if phase == PLAYING:
            hand = self.hands[seat]
            trick = self.trick
            if trick:
                m = self._mask
                if m is None:
                    m = self._mask = tricks.legal_mask(hand, trick, self.suiting, self.duties)
                led = SUIT_OF[trick[0]]
                if not m & ~SUIT_MASK[led]:          # following suit: one lookup
                    return list(PLAYS[led][m >> 13 * led + 4 & 511])
                return [*PLAYS[0][m >> 4 & 511], *PLAYS[1][m >> 17 & 511],
                        *PLAYS[2][m >> 30 & 511], *PLAYS[3][m >> 43 & 511]]
            out = [*PLAYS[0][hand >> 4 & 511], *PLAYS[1][hand >> 17 & 511],
                   *PLAYS[2][hand >> 30 & 511], *PLAYS[3][hand >> 43 & 511]]
            if self.trick_no and not self.named and (self.TEAMS or (hand & KINGS) >> 1 & hand):
                return self._namings(seat, hand) + out
            return out
        if phase == BID:
            if self.high is None:
                return [BIDS[self.min_bid // 5]]
            return [BIDS[self.high // 5 + 1], PASS] if self.high < self.max_bid else [PASS]
        if phase == RAISE:
            return [PASS, BIDS[self.contract // 5 + 1]] if self.contract < self.max_bid else [PASS]
        if phase == DEVIL:
            return [PICK_UP]
        if phase == DISCARD:
            return list(map(DISCARDS.__getitem__,
                            combinations(list(bits(self.hands[seat])), self.exchange_count)))
        if phase == EXCHANGE:
            return list(map(GIVES.__getitem__,
                            combinations(list(bits(self.hands[seat])), self.exchange_count)))
        return []

    def _namings(self, seat: int, hand: int) -> list[Action]:
        """Declare / Ask actions open to the leader who won the previous trick."""
        out: list[Action] = []
        if not self._timing_ok(seat):
            return out
        for s in range(4):
            if self.used >> s & 1:
                continue
            have = hand & KING_QUEEN[s]
            if have == KING_QUEEN[s]:
                out.append(DECLARE[s])
            elif have and self.TEAMS:
                out.append(ASK[s])
        return out

    def _timing_ok(self, seat: int) -> bool:
        timing = self.options["declare_timing"]
        if timing == "won" or self.prev_leader == seat:
            return True
        return timing == "first_led" and self.used != 0

    # --- legality -------------------------------------------------------------------------------

    def _reason(self, action: Action) -> str | None:
        kind = type(action)
        phase = self.phase
        seat = self.to_act
        if kind is Play:
            if phase != PLAYING:
                return self._wrong_now()
            card = action.card
            hand = self.hands[seat]
            if self.trick:
                m = self._mask
                if m is None:
                    m = self._mask = tricks.legal_mask(hand, self.trick, self.suiting, self.duties)
                if m >> card & 1:
                    return None
            elif hand >> card & 1:
                return None
            return self._card_reason(seat, card)
        if kind is Declare or kind is Ask:
            return self._naming_reason(seat, action)
        if phase == BID:
            if kind is Pass:
                return MUST_OPEN if self.high is None else None
            if kind is Bid:
                return self._bid_reason(action.value)
        elif phase == RAISE:
            if kind is Pass:
                return None
            if kind is Bid:
                v = action.value
                if not isinstance(v, int) or v % 5:
                    return STEPS
                if v <= self.contract:
                    return f"A raise must be above your contract of {self.contract}."
                if v > self.max_bid:
                    return f"Bids cannot go above {self.max_bid}."
                return None
        elif phase == DEVIL:
            if kind is PickUp:
                return None
        elif phase == DISCARD:
            return self._cards_reason(action, Discard, "Discard")
        elif phase == EXCHANGE:
            return self._cards_reason(action, GiveCards, "Pass")
        return self._wrong_now()

    def _wrong_now(self) -> str:
        return {BID: "Bid or drop out.", DEVIL: "Take the devil's deck.",
                DISCARD: f"Discard exactly {self.exchange_count} cards.",
                EXCHANGE: f"Pass exactly {self.exchange_count} cards.",
                RAISE: "Raise the contract or keep it.", PLAYING: "Play a card."}.get(self.phase,
                                                                                     "You can't do that now.")

    def _bid_reason(self, v: object) -> str | None:
        if not isinstance(v, int) or v % 5:
            return STEPS
        if self.high is None:
            if v < self.min_bid:
                return f"The opening bid must be at least {self.min_bid}."
        elif v <= self.high:
            return f"You must bid more than {self.high}."
        if v > self.max_bid:
            return f"Bids cannot go above {self.max_bid}."
        return None

    def _cards_reason(self, action: Action, kind: type, verb: str) -> str | None:
        k = self.exchange_count
        if type(action) is not kind or len(action.cards) != k or len(set(action.cards)) != k:
            return f"{verb} exactly {k} cards."
        hand = self.hands[self.to_act]
        if any(not hand >> c & 1 for c in action.cards):
            return NOT_IN_HAND
        return None

    def _card_reason(self, seat: int, card: Card) -> str | None:
        """Why a card that may not be played is refused: the first rule of §4.5 it breaks, in the
        file's order, so 'not in your hand' comes last."""
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            return NOT_IN_HAND
        s = self.suiting
        if hand >> card & 1:
            duty = tricks.broken_duty(card, hand, trick, s, self.duties)
        else:
            led = SUIT_OF[trick[0]]
            if SUIT_OF[card] == led and not hand & SUIT_MASK[led]:
                # void in the led suit: only the must-ruff rule can refuse it before 'not in hand'
                trumps = s.trump is not None and hand & SUIT_MASK[s.trump]
                duty = (tricks.TRUMP, None) if trumps else None
            else:
                duty = tricks.broken_duty(card, hand | (1 << card), trick, s, self.duties)
        if duty is None:
            return NOT_IN_HAND
        code, target = duty
        if code == tricks.FOLLOW:
            return f"You must follow suit ({Suit(SUIT_OF[trick[0]]).noun})."
        if code == tricks.TRUMP:
            return f"You must play a trump ({Suit(s.trump).noun})."
        return f"You must beat the {target.rank.word} of {target.suit.noun}."

    def _naming_reason(self, seat: int, action: Action) -> str | None:
        asking = type(action) is Ask
        if asking and not self.TEAMS:
            return TEAM_ONLY
        if self.phase != PLAYING or self.trick or not self.trick_no:
            return NAME_NOW
        s = int(action.suit)
        have = self.hands[seat] & KING_QUEEN[s]
        if not asking and have != KING_QUEEN[s]:
            return f"You need both the king and the queen of {Suit(s).noun}."
        if self.used >> s & 1:
            return f"{Suit(s).noun.capitalize()} have already been trump this round."
        if not self._timing_ok(seat):
            return MUST_HAVE_LED if self.options["declare_timing"] == "won_and_led" else FIRST_LED
        if self.named:
            return ONE_PER_TRICK
        if asking and (not have or have == KING_QUEEN[s]):
            return ASK_HALF
        return None

    # --- effects --------------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        seat = self.to_act
        if kind is Play:
            return self._play(seat, action.card)
        if kind is Declare or kind is Ask:
            return self._name(seat, int(action.suit), kind is Ask)
        phase = self.phase
        if phase == BID:
            return self._bid(seat, action)
        if phase == DEVIL:
            self.hands[seat] |= self.devil
            self.devil = 0
            self.devil_up = False
            self.phase = DISCARD
            return [PickedUp(seat, self.devil_cards)]
        if phase == DISCARD:
            m = mask_of(action.cards)
            self.hands[seat] &= ~m
            self.discard = m
            self.phase = RAISE
            return [Discarded(seat, len(action.cards))]
        if phase == EXCHANGE:
            m = mask_of(action.cards)
            to = self.partner(seat)
            self.hands[seat] &= ~m
            self.hands[to] |= m
            events: list[Event] = [CardsGiven(seat, to, len(action.cards))]
            if seat != self.declarer:
                self.exchanged = (m, 0)
                self.to_act = to
            else:
                self.exchanged = (self.exchanged[0], m)
                self.phase = RAISE
            return events
        # RAISE
        if kind is Bid:
            self.contract = action.value
            self.bids.append((seat, f"raised to {action.value}"))
        else:
            self.bids.append((seat, f"kept {self.contract}"))
        self.phase = PLAYING
        self.leader = seat
        return [_bid_made(seat, action)]

    def _bid(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = [_bid_made(seat, action)]
        n = self.players
        if type(action) is Bid:
            self.high = action.value
            self.high_seat = seat
            self.bids.append((seat, str(action.value)))
        else:
            self.in_auction[seat] = False
            self.bids.append((seat, "out"))
        if sum(self.in_auction) > 1:
            s = (seat + 1) % n
            while not self.in_auction[s]:
                s = (s + 1) % n
            self.to_act = s
            return events
        self.declarer = self.to_act = self.high_seat
        self.contract = self.high
        if self.TEAMS:
            self.phase = EXCHANGE
            self.to_act = self.partner(self.declarer)
            return events
        self.devil_cards = tuple(bits(self.devil))
        self.devil_up = True
        self.phase = DEVIL
        events.append(DevilsDeckShown(self.devil_cards))
        return events

    def _name(self, seat: int, s: int, asking: bool) -> list[Event]:
        self.named = True
        hand = self.hands[seat]
        events: list[Event] = []
        if asking:
            mate = self.partner(seat)
            missing = KING_QUEEN[s] & ~hand
            yes = bool(self.hands[mate] & missing)
            self.asks.append((seat, s, yes))
            events.append(AskAnswered(seat, Suit(s), yes))
            if not yes:
                return events
            self.shown[seat] |= KING_QUEEN[s] & hand
            self.shown[mate] |= missing
        else:
            self.shown[seat] |= KING_QUEEN[s]
        self.trump = s
        self.used |= 1 << s
        self.suiting = SUITINGS[s]
        self.decl_pts[seat] += MARRIAGE[s]
        self.named_log.append((seat, s, MARRIAGE[s]))
        events.append(TrumpDeclared(seat, Suit(s), MARRIAGE[s], tuple(bits(KING_QUEEN[s]))))
        events.append(TrumpSet(Suit(s), seat))
        return events

    def _play(self, seat: int, card: Card) -> list[Event]:
        bit = 1 << card
        hands = self.hands
        hands[seat] ^= bit
        self._mask = None
        shown = self.shown
        if shown[seat]:
            shown[seat] &= ~bit
        trick = self.trick
        if trick:
            led = SUIT_OF[trick[0]]
            cs = SUIT_OF[card]
            if cs != led:
                trump = self.trump
                self.void[seat] |= 1 << led if trump is None or cs == trump else (1 << led) | (1 << trump)
        else:
            self.leader = seat
        trick.append(card)
        n = self.players
        if len(trick) < n:
            self.to_act = (seat + 1) % n
            return [CARD_PLAYED[seat][card]]
        leader = self.leader
        win = (leader + tricks.winner(trick, self.suiting)) % n
        pts = 0
        m = 0
        for c in trick:
            pts += CARD_POINTS[c]
            m |= 1 << c
        self.card_pts[win] += pts
        self.piles[win] |= m
        self.tricks_won[win] += 1
        self.trick_no = no = self.trick_no + 1
        cards = tuple(trick)
        events: list[Event] = [CARD_PLAYED[seat][card], TrickTaken(win, cards, no)]
        self._last_trick = (leader, cards)
        self.trick = []
        self.prev_leader = leader
        self.leader = win
        self.named = False
        if hands[win]:
            self.to_act = win
            return events
        return events + self._score_round(win)

    def round_points(self, last_winner: int) -> list[int]:
        """Each seat's own points: card points, declarations, the last-trick bonus."""
        pts = [a + b for a, b in zip(self.card_pts, self.decl_pts)]
        pts[last_winner] += self.options["last_trick_bonus"]
        return pts

    def round_deltas(self, last_winner: int) -> tuple[list[int], str]:
        """The round's score per seat (or team) once every trick is taken, and a one-line summary:
        the declaring side ±contract on its exact points, everyone else their own points."""
        pts = self.round_points(last_winner)
        decl = self.declarer
        c = self.contract
        if self.TEAMS:
            unit_pts = [pts[0] + pts[2], pts[1] + pts[3]]
            side = decl % 2
            swept = self.tricks_won[decl] + self.tricks_won[self.partner(decl)] == self.trick_no
            who = f"Team {side} (seat {decl})"
        else:
            unit_pts = pts
            side = decl
            swept = self.tricks_won[decl] == self.trick_no
            who = f"Seat {decl}"
        made = unit_pts[side] >= c
        deltas = []
        for u, p in enumerate(unit_pts):
            if u == side:
                deltas.append(c if made else -c)
            elif swept and self.options["all_tricks_penalty"]:
                deltas.append(-c)
            else:
                deltas.append(round5(p) if self.options["round_to_5"] else p)
        summary = (f"{who} {'made' if made else 'went down in'} the contract of {c} "
                   f"with {unit_pts[side]} points.")
        return deltas, summary

    def _score_round(self, last_winner: int) -> list[Event]:
        deltas, summary = self.round_deltas(last_winner)
        for u, dlt in enumerate(deltas):
            self.score[u] += dlt
        self.last_deltas = tuple(deltas)
        events: list[Event] = [HandScored(tuple(deltas), tuple(self.score), summary)]
        top = max(self.score)
        if top >= GAME_TARGET and self.score.count(top) == 1:
            self.winners = (self.score.index(top),)
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, tuple(self.score)))
            return events
        self.dealer = (self.dealer + 1) % self.players
        events.append(self._deal())
        return events

    # --- information ----------------------------------------------------------------------------

    def contract_text(self) -> str:
        if self.declarer is None:
            if self.high is None:
                return ""
            return f"Bid {self.high} — seat {self.high_seat}"
        trump = f"{Suit(self.trump).symbol} trump" if self.trump is not None else "no trump"
        return f"Contract {self.contract} — seat {self.declarer}, {trump}"

    def view(self, seat: int) -> View:
        n = self.players
        badges = []
        for s in range(n):
            b = []
            if s == self.dealer:
                b.append("dealer")
            if s == self.declarer:
                b.append("declarer")
            elif self.TEAMS and self.declarer is not None and s == self.partner(self.declarer):
                b.append("partner")
            if self.phase == BID and not self.in_auction[s]:
                b.append("out")
            badges.append(tuple(b))
        declaring_team = (self.TEAMS and self.declarer is not None
                          and seat in (self.declarer, self.partner(self.declarer)))
        played = 0
        for p in self.piles:
            played |= p
        return View(
            game=self.NAME, seat=seat, players=n, to_act=self.to_act, phase=self.phase,
            dealer=self.dealer, hand=tuple(bits(self.hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self.hands), scores=tuple(self.score),
            trump=None if self.trump is None else Suit(self.trump),
            trick=tuple(zip(SEATS_FROM[n][self.leader], self.trick)),
            last_trick=self.last_trick, tricks_won=tuple(self.tricks_won),
            shown={s: tuple(bits(m)) for s, m in enumerate(self.shown) if m},
            stock=self.devil_cards if self.devil_up else (),
            stock_size=self.devil.bit_count(), stock_label="devil's deck",
            active=tuple(self.in_auction) if self.phase == BID else (True,) * n,
            teams=TEAMS_OF_FOUR if self.TEAMS else None,
            badges=tuple(badges), bids=tuple(self.bids), played=played,
            contract=self.contract_text(), match_over=self.to_act is None,
            extra={
                "hand_no": self.hand_no, "teams": self.TEAMS,
                "min_bid": self.min_bid, "max_bid": self.max_bid,
                "high_bid": self.high, "high_seat": self.high_seat,
                "declarer": self.declarer, "contract": self.contract if self.declarer is not None else None,
                "devil": self.devil_cards,
                "discard": tuple(bits(self.discard)) if seat == self.declarer else (),
                "exchange_count": self.exchange_count,
                "exchanged": self.exchanged if declaring_team else None,
                "named": tuple(self.named_log), "asks": tuple(self.asks),
                "used": self.used, "named_this_trick": self.named,
                "card_points": tuple(self.card_pts), "declared_points": tuple(self.decl_pts),
                "prev_leader": self.prev_leader, "void": tuple(self.void),
                "last_deltas": self.last_deltas, "winners": self.winners,
            },
        )

    def determinize(self, seat: int, rng: random.Random) -> "Huutopussi":
        """A full state consistent with ``view(seat)``: the cards this seat cannot place are redealt.

        Kept in place: cards shown with a declaration, the devil's deck once turned up (it is then in
        the declarer's hand or discard), what a partner knows of the team exchange, and known voids."""
        new = self._detached(rng)
        new._mask = None
        n = self.players
        decl = self.declarer
        fixed = self.shown[:]
        fixed[seat] = self.hands[seat]
        if self.exchanged is not None and decl is not None and seat in (decl, self.partner(decl)):
            given, returned = self.exchanged
            mate = self.partner(seat)
            fixed[mate] |= self.hands[mate] & (returned if seat == decl else given & ~returned)
        known = 0
        for m in fixed:
            known |= m
        for p in self.piles:
            known |= p
        for c in self.trick:
            known |= 1 << c
        discard_known = seat == decl or not self.discard
        if discard_known:
            known |= self.discard
        if self.devil_up:
            known |= self.devil
        # the devil's deck, once taken: each of its unplayed cards is in the declarer's hand or discard
        devil_left = 0
        if self.devil_cards and not self.devil_up and seat != decl:
            devil_left = mask_of(self.devil_cards) & ~known
            known |= devil_left
        pool = PACK_MASK & ~known
        forbidden = [0] * n
        for s in range(n):
            forbidden[s] = void_cards(self.void[s])
        room = [self.hands[s].bit_count() - fixed[s].bit_count() for s in range(n)]
        disc_room = 0 if discard_known else self.discard.bit_count()
        extra_hand = 0
        extra_disc = 0
        if devil_left:
            for c in _shuffled(devil_left, rng):
                to_disc = (forbidden[decl] >> c & 1) or room[decl] == 0 or (
                    disc_room and rng.random() < disc_room / (disc_room + room[decl]))
                if to_disc:
                    extra_disc |= 1 << c
                    disc_room -= 1
                else:
                    extra_hand |= 1 << c
                    room[decl] -= 1
        others = [s for s in range(n) if s != seat]
        slots = [(room[s], forbidden[s]) for s in others]
        slots.append((disc_room, 0))
        stock_hidden = 0 if self.devil_up else self.devil.bit_count()
        slots.append((stock_hidden, 0))
        dealt = redeal_hidden(pool, slots, rng)
        for s, m in zip(others, dealt):
            new.hands[s] = fixed[s] | m
        if decl is not None:
            new.hands[decl] |= extra_hand
        if not discard_known:
            new.discard = dealt[-2] | extra_disc
        if not self.devil_up:
            new.devil = dealt[-1]
        return new

    def card_places(self) -> dict[str, int]:
        places = {f"hand {s}": m for s, m in enumerate(self.hands)}
        places.update({f"pile {s}": m for s, m in enumerate(self.piles)})
        places["devil's deck"] = self.devil
        places["discard"] = self.discard
        places["trick"] = mask_of(self.trick)
        return places

    # --- words for the table --------------------------------------------------------------------

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind is Play:
            return f"Play the {action.card.pretty()}"
        if kind is Bid:
            return f"Raise to {action.value}" if self.phase == RAISE else f"Bid {action.value}"
        if kind is Pass:
            return f"Keep {self.contract}" if self.phase == RAISE else "Drop out"
        if kind is PickUp:
            return "Take the devil's deck"
        if kind is Discard:
            return "Discard " + " ".join(c.pretty() for c in action.cards)
        if kind is GiveCards:
            return "Give " + " ".join(c.pretty() for c in action.cards) + " to your partner"
        if kind is Declare:
            s = action.suit
            return f"Declare {s.symbol} trump ({MARRIAGE[s]})"
        if kind is Ask:
            s = action.suit
            hand = self.hands[self.to_act] if self.to_act is not None else 0
            missing = [c for c in bits(KING_QUEEN[s]) if not hand >> c & 1]
            half = missing[0].pretty() if len(missing) == 1 else f"{s.symbol} half"
            return f"Ask partner for the {half}"
        return str(action)

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return "The game is over."
        if seat != self.to_act:
            return super().prompt(seat)
        phase = self.phase
        if phase == BID:
            if self.high is None:
                return f"Open the bidding: at least {self.min_bid}."
            return f"Bid more than {self.high} (steps of 5), or drop out."
        if phase == DEVIL:
            return "You won the auction: take the devil's deck."
        if phase == DISCARD:
            return f"Discard {self.exchange_count} cards face down."
        if phase == EXCHANGE:
            if seat == self.declarer:
                return f"Pass {self.exchange_count} cards back to your partner."
            return f"Pass {self.exchange_count} cards to your partner, the declarer."
        if phase == RAISE:
            return f"Keep your contract of {self.contract}, or raise it once."
        if not self.trick:
            if self.trick_no and not self.named and self._namings(seat, self.hands[seat]):
                return "Lead a card, or name a trump first."
            return "Lead any card."
        led = Suit(SUIT_OF[self.trick[0]]).noun
        return f"Follow suit ({led}) and beat the trick if you can."




def _bid_made(seat: int, action: Action) -> BidMade:
    """The auction event for ``action``: prebuilt for the bids ``legal_actions`` offers and Pass."""
    if type(action) is Pass:
        return PASS_MADE[seat]
    v = action.value
    if type(action) is Bid and type(v) is int and 0 <= v < len(BIDS) * 5 and action is BIDS[v // 5]:
        return BID_MADE[seat][v // 5]
    return BidMade(seat, str(action))


def _shuffled(mask: int, rng: random.Random) -> list[Card]:
    cards = list(bits(mask))
    rng.shuffle(cards)
    return cards
