"""Huutopussi: 2–4 players or two teams, an auction for points, marriages name the trump during play,
and every card must head the trick (rules/huutopussi.md).

A deal: the auction (multiples of 5 from the minimum to what one deal can score), the devil's deck
turned up, taken and as many cards discarded (team game: cards passed to the declarer and as many
back), one final raise, then the tricks. The player who won the previous trick may name a trump
before leading by showing a king and queen (team game: or ask the partner for the missing half).
The declaring side scores ±contract on its exact points; everyone else scores their own points:
card points won, declarations, and the last-trick bonus.

The cards in play (hands, the devil's deck and the discard as zones, tricks, piles, voids) are the
shared ``HandInPlay`` in ``self.deal``; the auction, the declarations and the scoring are this
module's own.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from game.cards import SUIT_MASK, SUIT_OF, Card, Suit, bits, mask_of
from game.rules import tricks, wording
from game.rules.wording import N_, say
from game.rules.actions import (CARD_PLAYED, Action, Bid, BidMade, Dealt, Discard, Discarded, Event,
                                HandScored, MatchOver, Pass, PickedUp, PickUp, Play, TrickTaken,
                                TrumpSet, action, event)
from game.rules.base import ROUND_FROM_LEFT, GameState, HandInPlay, View, deal_round_robin
from game.rules.huutopussi_tables import (AUCTION, BASE_MAX_BID, BID_MADE, BID_RUN, BIDS, DISCARDS, DUTIES, KING_QUEEN,
                                          KINGS, KQ_OF, PACK, PACK_MASK, PASS_MADE, PICK_UP,
                                          RAISES, SLICE_POINTS, SUIT_PLAYS, SUITINGS, Combos, badges,
                                          plays)
from game.rules.options import Option, OptionError
from game.rules.play import cards_of, void_cards

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

    def sentence(self) -> str:
        return say(DEVIL_SHOWN[len(self.cards)], *map(wording.card, self.cards))


@event
class CardsGiven(Event):
    """Team game exchange, face down: only the count is public."""
    seat: int
    to: int
    count: int

    def sentence(self) -> str:
        if self.count == 1:
            return say("{0|gives|give} {1} a card.", wording.seat(self.seat), wording.seat(self.to))
        return say("{0|gives|give} {1} {2} cards.", wording.seat(self.seat), wording.seat(self.to), self.count)


@event
class TrumpDeclared(Event):
    """``seat`` named ``suit`` trump and scores ``points``; ``cards`` are the king and queen shown."""
    seat: int
    suit: Suit
    points: int
    cards: tuple[Card, ...]

    def sentence(self) -> str:
        return say("{0|shows|show} the {1} and the {2}: {3} are trump, {4} points.", wording.seat(self.seat),
                   *map(wording.card, self.cards), wording.suit(self.suit, "both"), self.points)


@event
class AskAnswered(Event):
    """The public, truthful answer to a team player's ``Ask``."""
    seat: int
    suit: Suit
    yes: bool

    def sentence(self) -> str:
        if self.yes:
            return say("{0|asks|ask} for the {1} half: the partner has it.", wording.seat(self.seat),
                       wording.suit(self.suit, "symbol"))
        return say("{0|asks|ask} for the {1} half: the partner has neither card.", wording.seat(self.seat),
                   wording.suit(self.suit, "symbol"))


DEVIL_SHOWN = {2: N_("The devil's deck is turned up: {0} {1}."),
               3: N_("The devil's deck is turned up: {0} {1} {2}."),
               4: N_("The devil's deck is turned up: {0} {1} {2} {3}.")}
"""The turned-up devil's deck, a template per size (2, 3 or 4 players; §3.3)."""
DISCARD_LABEL = {2: N_("Discard {0} {1}"), 3: N_("Discard {0} {1} {2}"), 4: N_("Discard {0} {1} {2} {3}")}
GIVE_LABEL = {3: N_("Give {0} {1} {2} to your partner"), 4: N_("Give {0} {1} {2} {3} to your partner")}
"""A discard's or an exchange's button, a template per count of cards (the devil's deck's size, the
team exchange's 3 or 4)."""

DECLARE = tuple(Declare(s) for s in Suit)
ASK = tuple(Ask(s) for s in Suit)
GIVES = Combos(GiveCards)

# --- the game's numbers -------------------------------------------------------------------------

HAND_SIZE = {2: 17, 3: 11, 4: 8}
DEVIL_SIZE = {n: len(PACK) - n * HAND_SIZE[n] for n in HAND_SIZE}
TEAM_HAND_SIZE = 9
DEFAULT_MIN_BID = {2: 40, 3: 50, 4: 60}
TEAM_MIN_BID = 60
GAME_TARGET = 500
MARRIAGE = (60, 80, 100, 40)  # by suit index: clubs, diamonds, hearts, spades
TEAMS_OF_FOUR = ((0, 2), (1, 3))

BID, DEVIL, DISCARD, EXCHANGE, RAISE, PLAYING, OVER = (
    "bid", "devil", "discard", "exchange", "raise", "play", "over")

OUT, RAISED, KEPT = N_("out"), N_("raised to {0}"), N_("kept {0}")
"""The bidding record's entries (``View.bids``) besides a bid's amount: dropped out, and the
declarer's final raise or keep (followed by the amount)."""

NOT_IN_HAND = N_("That card is not in your hand.")
MUST_OPEN = N_("The first bidder must open the bidding.")
STEPS = say("Bids go up in steps of {0}.", 5)
NAME_NOW = N_("You can name a trump only just after winning a trick.")
MUST_HAVE_LED = N_("You must have led the trick you won.")
FIRST_LED = N_("The first trump of a round needs a trick you led and won.")
ONE_PER_TRICK = N_("Only one trump can be named after each trick.")
ASK_HALF = N_("Ask only for the missing half of a king and queen.")
TEAM_ONLY = N_("Only a team player can ask a partner.")
NAME_BEFORE_CLAIM = N_("You could still name a trump, which a claim would give up: play on.")


@dataclass(frozen=True, slots=True)
class HuutopussiInfo:
    """What a seat knows beyond the common ``View`` fields (``View.info``)."""
    min_bid: int
    max_bid: int
    high_bid: int | None
    """The standing bid of the auction; None before the opening."""
    high_seat: int | None
    declarer: int | None
    contract: int
    """The declarer's contract once the auction is over (raised or kept later); 0 before."""
    exchange_count: int
    """Cards the declarer discards (the devil's deck size) or the partners pass each way."""
    devil: tuple[Card, ...]
    """The devil's deck once turned up (public for the rest of the deal), else ()."""
    declarations: tuple[tuple[int, int], ...]
    """(seat, suit) of each trump named this deal, in order; a yes to an ``Ask`` is the asker's."""
    asks: tuple[tuple[int, int, bool], ...]
    """Team game: (seat, suit, answer) of each ask this deal."""
    used: int
    """The suits that have been trump this deal, one bit per suit."""
    void: tuple[int, ...]
    """The suits each seat has shown out of, bit per suit: public knowledge."""


def read_entry(entry: str) -> tuple[str, int | None]:
    """A bidding-record entry back as the phase it was made in (``BID`` or ``RAISE``) and the amount
    bid or raised to; None for dropping out or keeping the contract."""
    if entry == OUT:
        return BID, None
    raised = RAISED.partition("{")[0]
    if entry.startswith(raised):
        return RAISE, int(entry[len(raised):])
    if entry.startswith(KEPT.partition("{")[0]):
        return RAISE, None
    return BID, int(entry)


def round5(x: int) -> int:
    """Nearest multiple of 5, remainders 1–2 down and 3–4 up (41 → 40, 43 → 45)."""
    return (x + 2) // 5 * 5


def side_points(points: Sequence[int], declarer: int, teams: bool) -> int:
    """The declaring side's points: the declarer's own, or the team's combined."""
    return points[declarer] + points[(declarer + 2) % 4] if teams else points[declarer]


def deal_deltas(points: Sequence[int], tricks_won: Sequence[int], declarer: int, contract: int,
                teams: bool = False, round_to_5: bool = False,
                all_tricks_penalty: bool = False) -> list[int]:
    """A deal's score per seat (per team in the team game) from each seat's own ``points``: the
    declaring side ±contract on its exact points, everyone else their own points (§6)."""
    if teams:
        units = [points[0] + points[2], points[1] + points[3]]
        side = declarer % 2
        swept = tricks_won[side] + tricks_won[side + 2] == sum(tricks_won)
    else:
        units = list(points)
        side = declarer
        swept = tricks_won[declarer] == sum(tricks_won)
    made = units[side] >= contract
    out = []
    for u, p in enumerate(units):
        if u == side:
            out.append(contract if made else -contract)
        elif swept and all_tricks_penalty:
            out.append(-contract)
        else:
            out.append(round5(p) if round_to_5 else p)
    return out


def match_winners(totals: list[int] | tuple[int, ...], rounds: int, limit: int) -> tuple[int, ...]:
    """The seats (teams) that have won after ``rounds`` rounds: a total of 500 or more alone at the
    top; once the round limit is played, the highest total, a tie at the top sharing the win (with
    random play the totals drift far below zero and 500 may never come); else () and play goes on."""
    top = max(totals)
    leaders = tuple(u for u, t in enumerate(totals) if t == top)
    if (top >= GAME_TARGET and len(leaders) == 1) or rounds >= limit:
        return leaders
    return ()


class Huutopussi(GameState):
    NAME = "huutopussi"
    PLAYER_COUNTS = (2, 3, 4)
    INFO = HuutopussiInfo
    CLONE_LISTS = ("score", "in_auction")
    DEFAULT_PLAYERS = 3
    OPTIONS = (
        Option("teams", N_("Two teams"), N_("Four players as two teams, partners sitting opposite each other, "
               "exchanging cards with the partner instead of the devil's deck. Needs 4 players."),
               False, (False, True)),
        Option("min_bid", N_("Minimum bid"), N_("The lowest opening bid; by default 40 for 2 players, "
               "50 for 3, 60 for 4 and for teams."), "auto", ("auto", 40, 50, 60),
               (N_("by players"), "40", "50", "60")),
        Option("head_after_ruff", N_("Head the trick after a ruff"),
               N_("Once a trick is ruffed, must a follower still beat the highest card of the led suit?"),
               "beat", ("beat", "any"), (N_("must beat"), N_("any led-suit card"))),
        Option("must_overruff", N_("Must over-ruff"), N_("A ruffing card must beat a trump already in the "
               "trick when it can."), False, (False, True)),
        Option("declare_timing", N_("Trump declaration timing"),
               N_("Which won tricks let a player name a trump."), "won",
               ("won", "won_and_led", "first_led"),
               (N_("won the previous trick"), N_("won and led it"), N_("first trump needs a trick led and won"))),
        Option("last_trick_bonus", N_("Last-trick bonus"), N_("Points for winning the last trick."),
               0, (0, 10, 20)),
        Option("round_to_5", N_("Round to the nearest 5"),
               N_("Round scores other than ±contract to the nearest multiple of 5."), False, (False, True)),
        Option("all_tricks_penalty", N_("Declarer takes every trick"),
               N_("When the declarer (or declaring team) wins every trick, the others score −contract."),
               False, (False, True)),
        Option("exchange", N_("Cards exchanged"), N_("Team game: cards passed between the partners."),
               3, (3, 4)),
        Option("round_limit", N_("Round limit"), N_("When no one has reached 500 after this many rounds, the "
               "highest total wins (a tie at the top shares the win)."), 50, (20, 30, 50, 100)),
    )

    @classmethod
    def pack(cls) -> list[Card]:
        return list(PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        n = self.players
        opts = self.options
        if opts["teams"] and n != 4:
            raise OptionError(N_("option teams needs 4 players (two teams of two)"))
        self.teams: bool = opts["teams"]
        self.score = [0] * (2 if self.teams else n)   # one running total per team in the team game
        self.hand_size = TEAM_HAND_SIZE if self.teams else HAND_SIZE[n]
        if opts["min_bid"] != "auto":
            self.min_bid = opts["min_bid"]
        else:
            self.min_bid = TEAM_MIN_BID if self.teams else DEFAULT_MIN_BID[n]
        self.max_bid = BASE_MAX_BID + opts["last_trick_bonus"]
        self.exchange_count = opts["exchange"] if self.teams else DEVIL_SIZE[n]
        """Cards the declarer discards (the devil's deck size) or the partners pass each way."""
        self.hand_no = 0
        self.dealer = self._chance().randrange(n) if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        n, d = self.players, self.dealer
        order = ROUND_FROM_LEFT[n][d]
        hands, rest = deal_round_robin(self._next_deck(), order, self.hand_size, n)
        opts = self.options
        self.deal = HandInPlay(hands, SUITINGS[None], DUTIES[opts["head_after_ruff"], opts["must_overruff"]],
                               {"devil": mask_of(rest), "discard": 0})
        self.devil_cards: tuple[Card, ...] = ()    # the devil's deck once turned up: public
        self.exchanged: tuple[int, int] | None = None   # (cards given by the partner, cards returned)
        self.named_now = False     # a trump was named (or asked for) before the trick about to be led
        self.declarations: tuple[tuple[int, int], ...] = ()    # (seat, suit)
        self.asks: tuple[tuple[int, int, bool], ...] = ()      # (seat, suit, answer)
        self.in_auction = [True] * n
        self.high: int | None = None
        self.high_seat: int | None = None
        self.bids: tuple[tuple[int, str], ...] = ()
        self.declarer: int | None = None
        self.contract = 0
        self.phase = BID
        self.to_act: int | None = order[0]
        self.hand_no += 1
        return Dealt(d, (self.hand_size,) * n, None, len(rest))

    def opening_events(self) -> list[Event]:
        return [Dealt(self.dealer, (self.hand_size,) * self.players, None,
                      self.deal.zones["devil"].bit_count())]

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    @property
    def used(self) -> int:
        """The suits that have been trump this deal, one bit per suit."""
        u = 0
        for _, s in self.declarations:
            u |= 1 << s
        return u

    def score_index(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """The simulator's commonest steps, a legal card or auction call from the seat to act,
        checked as ``_reason`` checks them (a card against the playable mask); anything else, and
        anything refused here, goes through the base checks."""
        kind = type(action)
        phase = self.phase
        if kind is Play and phase == PLAYING:
            card = action.card
            seat = self.to_act
            deal = self.deal
            trick = deal.trick
            hand = deal.hands[seat]
            if trick:                   # deal.playable(seat), inlined: most often the memo's answer
                m = tricks.memo
                hand = m[6] if m[0] is trick and m[1] == len(trick) and m[3] == hand else \
                    tricks.legal_mask(hand, trick, deal.suiting, deal.duties)
            if hand >> card & 1:
                win = deal.play(seat, card)
                if win is None:
                    self.to_act = deal.next_seat[seat]
                    return [CARD_PLAYED[seat][card]]
                return self._trick_taken(seat, card, win)
        elif phase == BID and (kind is Pass and self.high is not None
                               or kind is Bid and self._bid_reason(action.value) is None):
            return self._bid(self.to_act, action)
        return None

    def legal_actions(self) -> list[Action]:
        """Every legal card, naming, discard, exchange and bid, every amount listed in ascending
        steps of 5 (slices of the prebuilt ``BIDS``). Pass keeps the place it always had: after the
        bids in the auction (the opener may not pass), first in the final raise (keep the contract)."""
        seat = self.to_act
        phase = self.phase
        if phase == PLAYING:
            deal = self.deal
            trick = deal.trick
            if trick:
                m = tricks.legal_mask(deal.hands[seat], trick, deal.suiting, deal.duties)  # playable
                led = SUIT_OF[trick[0]]
                if not m & ~SUIT_MASK[led]:            # following suit: one lookup
                    return list(SUIT_PLAYS[led][m >> 13 * led + 4 & 511])
                return plays(m)
            hand = deal.hands[seat]
            out = plays(hand)
            if deal.last_seats and not self.named_now and (self.teams or (hand & KINGS) >> 1 & hand):
                return self._namings(seat, hand) + out
            return out
        top = self.max_bid // 5 + 1
        if phase == BID:
            if self.high is None:
                return BID_RUN[self.min_bid // 5:top]
            return list(AUCTION[self.high // 5 + 1, top])
        if phase == RAISE:
            return list(RAISES[self.contract // 5 + 1, top])
        if phase == DEVIL:
            return [PICK_UP]
        if phase == DISCARD:
            return list(map(DISCARDS.__getitem__,
                            combinations(cards_of(self.deal.hands[seat]), self.exchange_count)))
        if phase == EXCHANGE:
            return list(map(GIVES.__getitem__,
                            combinations(cards_of(self.deal.hands[seat]), self.exchange_count)))
        return []

    def _namings(self, seat: int, hand: int) -> list[Action]:
        """Declare / Ask actions open to the leader who won the previous trick."""
        out: list[Action] = []
        if not self._timing_ok(seat):
            return out
        used = self.used
        for s in range(4):
            if used >> s & 1:
                continue
            have = hand & KING_QUEEN[s]
            if have == KING_QUEEN[s]:
                out.append(DECLARE[s])
            elif have and self.teams:
                out.append(ASK[s])
        return out

    def claim_rule(self, seat: int) -> str | None:
        """A claim never names a trump: refused while ``seat`` holds a king and queen (in the team
        game, either of them: the partner may hold the other) of a suit not yet trump this round."""
        hand = self.deal.hands[seat]
        for s in range(4):
            have = hand & KING_QUEEN[s]
            if not self.used >> s & 1 and (have == KING_QUEEN[s] or have and self.teams):
                return NAME_BEFORE_CLAIM
        return None

    def _timing_ok(self, seat: int) -> bool:
        """The declaration timing option, for the seat that won the previous trick."""
        timing = self.options["declare_timing"]
        if timing == "won" or self.deal.last_seats[0] == seat:
            return True
        return timing == "first_led" and bool(self.declarations)

    # --- legality -------------------------------------------------------------------------------

    def _reason(self, action: Action) -> str | None:
        kind = type(action)
        phase = self.phase
        seat = self.to_act
        if kind is Play:
            if phase != PLAYING:
                return self._wrong_now()
            card = action.card
            if self.deal.playable(seat) >> card & 1:
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
                    return say("A raise must be above your contract of {0}.", self.contract)
                if v > self.max_bid:
                    return say("Bids cannot go above {0}.", self.max_bid)
                return None
        elif phase == DEVIL:
            if kind is PickUp:
                return None
        elif phase == DISCARD:
            return self._cards_reason(action, Discard, N_("Discard exactly {0} cards."))
        elif phase == EXCHANGE:
            return self._cards_reason(action, GiveCards, N_("Pass exactly {0} cards."))
        return self._wrong_now()

    def _wrong_now(self) -> str:
        return {BID: N_("Bid or drop out."), DEVIL: N_("Take the devil's deck."),
                DISCARD: say("Discard exactly {0} cards.", self.exchange_count),
                EXCHANGE: say("Pass exactly {0} cards.", self.exchange_count),
                RAISE: N_("Raise the contract or keep it."),
                PLAYING: N_("Play a card.")}.get(self.phase, N_("You can't do that now."))

    def _bid_reason(self, v: object) -> str | None:
        if not isinstance(v, int) or v % 5:
            return STEPS
        if self.high is None:
            if v < self.min_bid:
                return say("The opening bid must be at least {0}.", self.min_bid)
        elif v <= self.high:
            return say("You must bid more than {0}.", self.high)
        if v > self.max_bid:
            return say("Bids cannot go above {0}.", self.max_bid)
        return None

    def _cards_reason(self, action: Action, kind: type, wrong: str) -> str | None:
        """``wrong`` is the template said when the count of cards is wrong ("Discard exactly {0} cards.")."""
        k = self.exchange_count
        if type(action) is not kind or len(action.cards) != k or len(set(action.cards)) != k:
            return say(wrong, k)
        hand = self.deal.hands[self.to_act]
        if any(not hand >> c & 1 for c in action.cards):
            return NOT_IN_HAND
        return None

    def _card_reason(self, seat: int, card: Card) -> str | None:
        """Why a card that may not be played is refused: the first rule of §4.5 it breaks, in the
        file's order, so 'not in your hand' comes last."""
        deal = self.deal
        hand = deal.hands[seat]
        trick = deal.trick
        if not trick:
            return NOT_IN_HAND
        s = deal.suiting
        if hand >> card & 1:
            duty = deal.broken_duty(seat, card)
        else:
            led = SUIT_OF[trick[0]]
            if SUIT_OF[card] == led and not hand & SUIT_MASK[led]:
                # void in the led suit: only the must-ruff rule can refuse it before 'not in hand'
                trumps = s.trump is not None and hand & SUIT_MASK[s.trump]
                duty = (tricks.TRUMP, None) if trumps else None
            else:
                duty = tricks.broken_duty(card, hand | (1 << card), trick, s, deal.duties)
        if duty is None:
            return NOT_IN_HAND
        code, target = duty
        if code == tricks.FOLLOW:
            return say("You must follow suit ({0}).", wording.suit(Suit(SUIT_OF[trick[0]])))
        if code == tricks.TRUMP:
            return say("You must play a trump ({0}).", wording.suit(Suit(s.trump)))
        return say("You must beat the {0}.", wording.card(target, "words"))

    def _naming_reason(self, seat: int, action: Action) -> str | None:
        asking = type(action) is Ask
        if asking and not self.teams:
            return TEAM_ONLY
        deal = self.deal
        if self.phase != PLAYING or deal.trick or not deal.last_seats:
            return NAME_NOW
        s = int(action.suit)
        have = deal.hands[seat] & KING_QUEEN[s]
        if not asking and have != KING_QUEEN[s]:
            return say("You need both the king and the queen of {0}.", wording.suit(Suit(s)))
        if self.used >> s & 1:
            return say("{0} have already been trump this round.", wording.suit(Suit(s)))
        if not self._timing_ok(seat):
            return MUST_HAVE_LED if self.options["declare_timing"] == "won_and_led" else FIRST_LED
        if self.named_now:
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
        deal = self.deal
        if phase == DEVIL:
            deal.hands[seat] |= deal.zones["devil"]
            deal.zones["devil"] = 0
            self.phase = DISCARD
            return [PickedUp(seat, self.devil_cards)]
        if phase == DISCARD:
            m = mask_of(action.cards)
            deal.hands[seat] &= ~m
            deal.zones["discard"] = m
            self.phase = RAISE
            return [Discarded(seat, len(action.cards))]
        if phase == EXCHANGE:
            m = mask_of(action.cards)
            to = self.partner(seat)
            deal.hands[seat] &= ~m
            deal.hands[to] |= m
            events: list[Event] = [CardsGiven(seat, to, len(action.cards))]
            if seat != self.declarer:
                self.exchanged = (m, 0)
                self.to_act = to
            else:
                self.exchanged = (self.exchanged[0], m)
                self.phase = RAISE
            return events
        # RAISE: the declarer keeps or raises, then leads trick 1
        if kind is Bid:
            self.contract = action.value
            self.bids += ((seat, say(RAISED, action.value)),)
        else:
            self.bids += ((seat, say(KEPT, self.contract)),)
        self.phase = PLAYING
        return [_bid_made(seat, action)]

    def _bid(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = [_bid_made(seat, action)]
        n = self.players
        if type(action) is Bid:
            self.high = action.value
            self.high_seat = seat
            self.bids += ((seat, str(action.value)),)
        else:
            self.in_auction[seat] = False
            self.bids += ((seat, OUT),)
        if sum(self.in_auction) > 1:
            s = (seat + 1) % n
            while not self.in_auction[s]:
                s = (s + 1) % n
            self.to_act = s
            return events
        self.declarer = self.to_act = self.high_seat
        self.contract = self.high
        if self.teams:
            self.phase = EXCHANGE
            self.to_act = self.partner(self.declarer)
            return events
        self.devil_cards = cards_of(self.deal.zones["devil"])
        self.phase = DEVIL
        events.append(DevilsDeckShown(self.devil_cards))
        return events

    def _name(self, seat: int, s: int, asking: bool) -> list[Event]:
        self.named_now = True
        hands = self.deal.hands
        events: list[Event] = []
        if asking:
            yes = bool(hands[self.partner(seat)] & KING_QUEEN[s] & ~hands[seat])
            self.asks += ((seat, s, yes),)
            events.append(AskAnswered(seat, Suit(s), yes))
            if not yes:
                return events
        self.deal.suiting = SUITINGS[s]
        self.declarations += ((seat, s),)
        events.append(TrumpDeclared(seat, Suit(s), MARRIAGE[s], cards_of(KING_QUEEN[s])))
        events.append(TrumpSet(Suit(s), seat))
        return events

    def _play(self, seat: int, card: Card) -> list[Event]:
        """Lay a legal card (``_fast_apply`` does the same inline, for speed)."""
        deal = self.deal
        win = deal.play(seat, card)
        if win is None:
            self.to_act = deal.next_seat[seat]
            return [CARD_PLAYED[seat][card]]
        return self._trick_taken(seat, card, win)

    def _trick_taken(self, seat: int, card: Card, win: int) -> list[Event]:
        deal = self.deal
        events: list[Event] = [CARD_PLAYED[seat][card],
                               TrickTaken(win, tuple(deal.last_cards), deal.tricks_done)]
        self.named_now = False
        if deal.hands[win]:
            self.to_act = win
            return events
        return events + self._score_round(win)

    def round_points(self, last_winner: int) -> list[int]:
        """Each seat's own points: card points won, declarations, the last-trick bonus."""
        P = SLICE_POINTS
        pts = [P[m >> 4 & 511] + P[m >> 17 & 511] + P[m >> 30 & 511] + P[m >> 43 & 511]
               for m in self.deal.piles]
        for seat, s in self.declarations:
            pts[seat] += MARRIAGE[s]
        pts[last_winner] += self.options["last_trick_bonus"]
        return pts

    def round_deltas(self, last_winner: int) -> tuple[list[int], str]:
        """The deal's score per seat (or team) once every trick is taken, and a one-line summary."""
        pts = self.round_points(last_winner)
        decl, c, opts = self.declarer, self.contract, self.options
        deltas = deal_deltas(pts, self.deal.tricks_won, decl, c, self.teams, opts["round_to_5"],
                             opts["all_tricks_penalty"])
        side = side_points(pts, decl, self.teams)
        who = wording.team((decl % 2, decl % 2 + 2)) if self.teams else wording.seat(decl)
        if side >= c:
            summary = say("{0} made the contract of {1} with {2} points.", who, c, side)
        else:
            summary = say("{0} went down in the contract of {1} with {2} points.", who, c, side)
        return deltas, summary

    def _score_round(self, last_winner: int) -> list[Event]:
        deltas, summary = self.round_deltas(last_winner)
        for u, dlt in enumerate(deltas):
            self.score[u] += dlt
        events: list[Event] = [HandScored(tuple(deltas), tuple(self.score), summary)]
        winners = match_winners(self.score, self.hand_no, self.options["round_limit"])
        if winners:
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(winners, tuple(self.score)))
            return events
        if self._hand_ends_here():
            return events
        self.dealer = (self.dealer + 1) % self.players
        events.append(self._deal())
        return events

    # --- information ----------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        deal = self.deal
        n = self.players
        phase = self.phase
        decl = self.declarer
        out = 0
        if phase == BID:
            for s, inside in enumerate(self.in_auction):
                if not inside:
                    out |= 1 << s
        public = _public((n, self.teams, self.min_bid, self.max_bid, self.exchange_count, self.dealer,
                          out, self.high, self.high_seat, decl, self.contract, self.devil_cards,
                          self.declarations, self.asks, tuple(deal.void)))
        info = public.info
        shown = {}
        if info.used:
            kq = KQ_OF[info.used]
            for s, h in enumerate(deal.hands):
                if h & kq:
                    shown[s] = cards_of(h & kq)
        view = _new(View)        # View's own __init__ costs as much as the rest of this method
        view.__dict__ = {
            "game": "huutopussi", "seat": seat, "players": n, "to_act": self.to_act, "phase": phase,
            "dealer": self.dealer, "hand": deal.hand(seat), "hand_sizes": deal.hand_sizes(),
            "scores": tuple(self.score), "trump": public.trump, "trick": deal.trick_pairs(),
            "last_trick": deal.last_trick, "tricks_won": tuple(deal.tricks_won), "shown": shown,
            "up_card": None, "stock": self.devil_cards if phase == DEVIL else (),
            "stock_size": deal.zones["devil"].bit_count(), "stock_label": N_("devil's deck"),
            "active": tuple(self.in_auction) if phase == BID else ALL_IN[n], "teams": public.teams,
            "badges": public.badges, "bids": self.bids, "played": deal.played,
            "contract": public.contract, "match_over": self.to_act is None,
            "discards": cards_of(deal.zones["discard"]) if seat == decl else (), "stock_seen": (),
            "info": info}
        return view

    def determinize(self, seat: int, rng: random.Random) -> "Huutopussi":
        """A full state consistent with ``view(seat)``: the cards this seat cannot place are redealt.

        Kept in place: cards shown with a declaration, the devil's deck once turned up (it is then in
        the declarer's hand or discard), what a partner knows of the team exchange, and known voids."""
        new = self._detached(rng)
        deal = self.deal
        hands = deal.hands
        zones = deal.zones
        n = self.players
        decl = self.declarer
        kq = KQ_OF[self.used]
        fixed = [h & kq for h in hands]
        fixed[seat] = hands[seat]
        if self.exchanged is not None and seat in (decl, self.partner(decl)):
            given, returned = self.exchanged
            mate = self.partner(seat)
            fixed[mate] |= hands[mate] & (returned if seat == decl else given & ~returned)
        known = deal.played
        for m in fixed:
            known |= m
        discard = zones["discard"]
        discard_known = seat == decl or not discard
        if discard_known:
            known |= discard
        if self.phase == DEVIL:
            known |= zones["devil"]
        # the devil's deck, once taken: each of its unplayed cards is in the declarer's hand or discard
        devil_left = 0
        if self.devil_cards and self.phase != DEVIL and seat != decl:
            devil_left = mask_of(self.devil_cards) & ~known
            known |= devil_left
        room = [hands[s].bit_count() - fixed[s].bit_count() for s in range(n)]
        disc_room = 0 if discard_known else discard.bit_count()
        extra_hand = 0
        extra_disc = 0
        if devil_left:
            forbidden = void_cards(deal.void[decl])
            for c in _shuffled(devil_left, rng):
                to_disc = (forbidden >> c & 1) or room[decl] == 0 or (
                    disc_room and rng.random() < disc_room / (disc_room + room[decl]))
                if to_disc:
                    extra_disc |= 1 << c
                    disc_room -= 1
                else:
                    extra_hand |= 1 << c
                    room[decl] -= 1
        others = [s for s in range(n) if s != seat]
        disc, stock = deal.redeal(new.deal, others, PACK_MASK & ~known, rng, keep=fixed,
                                  extra=(disc_room, zones["devil"].bit_count() if self.phase != DEVIL else 0),
                                  counts=room)
        if decl is not None:
            new.deal.hands[decl] |= extra_hand
        if not discard_known:
            new.deal.zones["discard"] = disc | extra_disc
        if self.phase != DEVIL:
            new.deal.zones["devil"] = stock
        return new

    def card_places(self) -> dict[str, int]:
        return self.deal.card_places()

    # --- words for the table --------------------------------------------------------------------

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind is Play:
            return say("Play the {0}", wording.card(action.card))
        if kind is Bid:
            if self.phase == RAISE:
                return say("Raise to {0}", action.value)
            return say("Bid {0}", action.value)
        if kind is Pass:
            return say("Keep {0}", self.contract) if self.phase == RAISE else N_("Drop out")
        if kind is PickUp:
            return N_("Take the devil's deck")
        if kind is Discard and len(action.cards) in DISCARD_LABEL:
            return say(DISCARD_LABEL[len(action.cards)], *map(wording.card, action.cards))
        if kind is GiveCards and len(action.cards) in GIVE_LABEL:
            return say(GIVE_LABEL[len(action.cards)], *map(wording.card, action.cards))
        if kind is Declare:
            s = action.suit
            return say("Declare {0} trump ({1})", wording.suit(s, "symbol"), MARRIAGE[s])
        if kind is Ask:
            s = action.suit
            hand = self.deal.hands[self.to_act] if self.to_act is not None else 0
            missing = [c for c in bits(KING_QUEEN[s]) if not hand >> c & 1]
            if len(missing) == 1:
                return say("Ask partner for the {0}", wording.card(missing[0]))
            return say("Ask partner for the {0} half", wording.suit(s, "symbol"))
        return str(action)

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return N_("The game is over.")
        if seat != self.to_act:
            return super().prompt(seat)
        phase = self.phase
        if phase == BID:
            if self.high is None:
                return say("Open the bidding: at least {0}.", self.min_bid)
            return say("Bid more than {0} (steps of {1}), or drop out.", self.high, 5)
        if phase == DEVIL:
            return N_("You won the auction: take the devil's deck.")
        if phase == DISCARD:
            return say("Discard {0} cards face down.", self.exchange_count)
        if phase == EXCHANGE:
            if seat == self.declarer:
                return say("Pass {0} cards back to your partner.", self.exchange_count)
            return say("Pass {0} cards to your partner, the declarer.", self.exchange_count)
        if phase == RAISE:
            return say("Keep your contract of {0}, or raise it once.", self.contract)
        deal = self.deal
        if not deal.trick:
            if deal.last_seats and not self.named_now and self._namings(seat, deal.hands[seat]):
                return N_("Lead a card, or name a trump first.")
            return N_("Lead any card.")
        return say("Follow suit ({0}) and beat the trick if you can.", wording.suit(Suit(SUIT_OF[deal.trick[0]])))


SUITS = tuple(Suit)
ALL_IN = {n: (True,) * n for n in HAND_SIZE}
_new = object.__new__


@dataclass(frozen=True, slots=True)
class _Public:
    """The view fields that change only with the auction, the declarations and the shown voids."""
    info: HuutopussiInfo
    trump: Suit | None
    teams: tuple[tuple[int, ...], ...] | None
    badges: tuple[tuple[str, ...], ...]
    contract: str


_PUBLIC: dict[tuple, _Public] = {}


def _public(key: tuple) -> _Public:
    """The auction's view fields and the shown voids, made once per distinct content (a frozen dataclass and a few
    strings cost microseconds to build, and ``view`` is the search bots' hottest query)."""
    got = _PUBLIC.get(key)
    if got is None:
        if len(_PUBLIC) >= 4096:
            _PUBLIC.clear()
        (n, teams, min_bid, max_bid, exchange, dealer, out, high, high_seat, decl, contract, devil,
         declarations, asks, void) = key
        used = 0
        for _, s in declarations:
            used |= 1 << s
        trump = SUITS[declarations[-1][1]] if declarations else None
        if decl is None:
            text = "" if high is None else say("{0|bids|bid} {1}", wording.seat(high_seat), high)
        elif trump:
            text = say("Contract {0} — {1}, {2} trump", contract, wording.seat(decl), wording.suit(trump, "symbol"))
        else:
            text = say("Contract {0} — {1}, no trump", contract, wording.seat(decl))
        got = _PUBLIC[key] = _Public(
            HuutopussiInfo(min_bid, max_bid, high, high_seat, decl, contract, exchange, devil,
                           declarations, asks, used, void),
            trump, TEAMS_OF_FOUR if teams else None,
            badges(n, dealer, decl, (decl + 2) % 4 if teams and decl is not None else None, out), text)
    return got


def _bid_made(seat: int, action: Action) -> BidMade:
    """The event for a legal Bid or Pass: prebuilt for Pass and the bids ``legal_actions`` offers."""
    if type(action) is Pass:
        return PASS_MADE[seat]
    k = action.value // 5
    return BID_MADE[seat][k] if action is BIDS[k] else BidMade(seat, str(action))


def _shuffled(mask: int, rng: random.Random) -> list[Card]:
    cards = list(bits(mask))
    rng.shuffle(cards)
    return cards
