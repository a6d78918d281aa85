"""Call Trump: four seats in two partnerships; the caller names trump from five cards and the first
team to seven tricks wins the game (rules/calltrump.md).

Every point the source rules leave open is a table option whose help says so. A game stops the
moment a team takes its seventh trick: the hands still held are shown (``HandsShown``, and
``view.shown``) and the table waits in the ``next`` phase until someone starts the next game, whose
caller is the seat that won that seventh trick. After the match, ``AcceptRematch`` starts a new one.
The engine never reads the clock: ``timer`` tells the table controller how long the current decision
may take, and ``strongest_suit`` is what a trump-call timeout names.
"""
from __future__ import annotations

import random
from functools import cache

from game.cards import SUIT_MASK, SUIT_OF, Card, Suit, bits, deck52
from game.rules import tricks
from game.rules.actions import (CARD_PLAYED, PLAY, Action, ChooseTrump, Dealt, Event,
                                HandScored, HandsShown, MatchOver, Play, TrickTaken, TrumpSet,
                                action, event)
from game.rules.base import GameState, View, deal_round_robin, redeal_hidden, void_cards
from game.rules.options import Option

SEATS = 4
HAND_SIZE = 13
CALLER_CARDS = 5
TRICKS_TO_WIN = 7
PARTNERS = ((0, 2), (1, 3))
"""Players 1 and 3 (seats 0, 2) against Players 2 and 4 (seats 1, 3); team index = seat % 2."""

CALL, PLAYING, NEXT, OVER = "call", "play", "next", "over"

CALL_SECONDS = 60
PLAY_SECONDS = 45
NEXT_GAME_SECONDS = 60
REMATCH_SECONDS = 30

NOT_STATED = "Not stated by the source rules; the host decides."

NOT_IN_HAND = "That card is not in your hand."
ONLY_CALLER = "Only the caller chooses trump."
CHOOSE_SUIT = "Choose one of the four suits."
TRUMP_CHOSEN = "Trump has already been chosen."
PLAY_A_CARD = "Play a card."
START_NEXT = "The game is over: start the next game."
NOT_OVER = "The match is not over."


@action
class StartNextGame(Action):
    """Between games: deal the next game now (any seat may, before the countdown ends)."""


@action
class AcceptRematch(Action):
    """After the match: 'yes' to the rematch question starts a new match at 0–0."""


@event
class RestDealt(Dealt):
    """The deal after the call: ``added`` cards per seat on top of the caller's five."""
    added: tuple[int, ...] = ()


START_NEXT_GAME = StartNextGame()
ACCEPT_REMATCH = AcceptRematch()
CHOOSE = tuple(ChooseTrump(s) for s in Suit)

def _suit_row(suit: int) -> list[tuple[Play, ...]]:
    """The prebuilt Play actions for every subset of one suit, indexed by its 13-bit slice, so a
    legal-move list (the simulator's hottest allocation) is a few lookups."""
    row: list[tuple[Play, ...]] = [()] * 8192
    for ranks in range(1, 8192):
        top = ranks.bit_length() - 1
        row[ranks] = row[ranks ^ (1 << top)] + (PLAY[13 * suit + top],)
    return row


SUIT_PLAYS = tuple(_suit_row(s) for s in range(4))


PACK = tuple(deck52())
NO_TRUMP = tricks.natural()
SUITINGS = tuple(tricks.natural(trump=t) for t in range(4))
"""The suitings before the call and for each trump, made once instead of once per game."""


@cache
def _rest_seats(caller: int, counts: tuple[int, ...]) -> tuple[int, ...]:
    """The seat that each card of the undealt pack goes to after the call, in pack order. The
    shared deal (``deal_round_robin``) skips the caller once it holds thirteen, which makes its
    order the same for every game with this caller; worked out once from it on card positions,
    it turns the deal into one pass over the pack."""
    order = [(caller + 1 + i) % SEATS for i in range(SEATS)]
    positions, _ = deal_round_robin(range(sum(counts)), order, counts, SEATS)
    return tuple(next(s for s in range(SEATS) if positions[s] >> i & 1) for i in range(sum(counts)))

FIRST_LEADERS = ("caller", "left_of_caller", "player1")
MATCH_LENGTHS = (1, 3, 5, 7, 0)


def _fixed(key: str, label: str, value, name: str) -> Option:
    return Option(key, label, f"{name} (the only value in this version). {NOT_STATED}", value, (value,),
                  (name,))


def strongest_suit(hand: int) -> Suit:
    """The caller's strongest suit (rules §8.3): most cards; then the higher cards compared from the
    top down; then spades, hearts, diamonds, clubs. ``hand`` is a card mask."""
    def key(s: int):
        ranks = sorted((c % 13 for c in bits(hand & SUIT_MASK[s])), reverse=True)
        return len(ranks), ranks, s
    return Suit(max(range(4), key=key))


def _seated(leader: int, cards) -> tuple[tuple[int, Card], ...]:
    """(seat, card) pairs of a trick: everyone plays, clockwise from the leader."""
    return tuple(((leader + i) & 3, c) for i, c in enumerate(cards))


def team_name(team: int) -> str:
    a, b = PARTNERS[team]
    return f"Players {a + 1} and {b + 1}"


class CallTrump(GameState):
    NAME = "calltrump"
    TITLE = "Call Trump"
    BLURB = "Partners 1 & 3 against 2 & 4: the caller names trump from five cards; first team to 7 tricks."
    PLAYER_COUNTS = (4,)
    DEFAULT_PLAYERS = 4
    TEAMS = True
    CLONE_LISTS = ("score", "hands", "trick", "tricks_won", "team_tricks", "void")
    HAS_DEALER = False
    DEAL_WORD = "game"
    OPTIONS = (
        Option("first_caller", "First caller",
               "Who calls trump in the first game: the host picks (source rule). "
               f"The default, Player 1: {NOT_STATED.lower()}",
               0, (0, 1, 2, 3, "random"), ("Player 1", "Player 2", "Player 3", "Player 4", "Random")),
        Option("first_leader", "Leader of trick 1",
               f"Who leads the first trick of each game. {NOT_STATED}",
               "caller", FIRST_LEADERS, ("The caller", "The player to the caller's left", "Player 1")),
        Option("match_length", "Match length",
               "Games a team must win to take the match; each game won is 1 point. With no limit the "
               f"tally runs until the host leaves the table. {NOT_STATED}",
               5, MATCH_LENGTHS, ("Single game", "First to 3", "First to 5", "First to 7", "No limit")),
        Option("rematch_caller", "Rematch caller",
               f"Who calls trump first in a rematch. {NOT_STATED}",
               "first_caller", ("first_caller", "last_winner"),
               ("As set in First caller", "Winner of the last 7th trick")),
        _fixed("cards_before_call", "Who holds cards before the call", "caller_only", "The caller only"),
        _fixed("cards_per_player", "Cards per player", 13, "13, all 52 dealt"),
        _fixed("dealing", "Dealer", "table", "None, the table deals"),
        _fixed("trump_visibility", "Trump visibility", "announced", "Announced to all"),
        _fixed("caller_may_pass", "Caller may pass or redeal", False, "No"),
        _fixed("game_value", "Game value", 1, "1 match point per game won"),
        _fixed("illegal_cards", "Illegal cards", "not_playable", "Not playable, no penalty"),
        _fixed("next_game_on_timeout", "Next game when its countdown ends", "starts", "Starts automatically"),
        _fixed("rematch_on_timeout", "Rematch when its countdown ends", "no_rematch", "No rematch"),
        _fixed("automatic_play", "Automatic play", 2,
               "After 2 missed actions in a row, until the player acts"),
    )

    @classmethod
    def pack(cls) -> list[Card]:
        return list(PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        """A new match. ``dealer`` does not apply: no seat deals in Call Trump."""
        self.hand_no = 0
        self.last_winner: int | None = None
        self._new_match()

    def _new_match(self) -> list[Event]:
        self.score = [0, 0]
        self.game_no = 0
        self.winners: tuple[int, ...] = ()
        caller = self.options["first_caller"]
        if self.last_winner is not None and self.options["rematch_caller"] == "last_winner":
            caller = self.last_winner
        elif caller == "random":
            caller = self._chance().randrange(SEATS)
        return self._new_game(caller)

    def _new_game(self, caller: int) -> list[Event]:
        """The caller alone takes the top five cards; the rest wait, in order, for the call."""
        deck = self._next_deck()
        self.caller = caller
        self.hands = [0] * SEATS
        for c in deck[:CALLER_CARDS]:
            self.hands[caller] |= 1 << c
        self.stock = tuple(deck[CALLER_CARDS:])
        self.trump: int | None = None
        self.suiting = NO_TRUMP
        self.leader = caller
        self.trick: list[Card] = []
        self.trick_leader = caller
        self.last_trick: tuple[int, tuple[Card, ...]] = (caller, ())   # (leader, cards)
        self.tricks_won = [0] * SEATS
        self.team_tricks = [0, 0]
        self.trick_no = 0
        self.played = 0
        self.void = [0] * SEATS       # suits a seat has shown out of (bit per suit): public knowledge
        self.shown = False
        self._playable = 0          # the cards legal_actions found playable here; 0 once anything moves
        self.phase = CALL
        self.to_act = caller
        self.hand_no += 1
        self.game_no += 1
        return [self._dealt_event()]

    def _dealt_event(self) -> Dealt:
        """No seat deals: ``dealer`` carries the caller, since the deal starts at the seat after it."""
        return Dealt(self.caller, self._sizes(), None, len(self.stock))

    def _sizes(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self.hands)

    def opening_events(self) -> list[Event]:
        events: list[Event] = [self._dealt_event()]
        if self.trump is not None:
            events.append(TrumpSet(Suit(self.trump), self.caller))
        if self.shown:
            events.append(self._hands_shown())
        return events

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    def score_index(self, seat: int) -> int:
        return seat & 1

    @property
    def deal_no(self) -> int:
        """A finished game already counts as the next deal, so a bot's playout of one deal stops at
        the seventh trick instead of starting the next game."""
        return self.hand_no + (self.phase == NEXT)

    def utility(self, seat: int, before: tuple[int, ...]) -> float:
        """The game point, with the trick margin as a small tiebreak: the margin tells a search bot
        how safely a game was won or how nearly it was saved."""
        team = seat & 1
        margin = self.team_tricks[team] - self.team_tricks[1 - team]
        return super().utility(seat, before) + margin / 100

    def legal_actions(self) -> list[Action]:
        """In play, the legal cards are also remembered (``_playable``) so that ``apply`` can play
        the one chosen without working out the legal mask a second time."""
        if self.phase == PLAYING:
            trick = self.trick
            if trick:
                legal = self._playable = tricks.legal_mask(self.hands[self.to_act], trick, self.suiting)
                led = SUIT_OF[trick[0]]
                if legal & SUIT_MASK[led]:             # following suit: one lookup
                    return list(SUIT_PLAYS[led][legal >> 13 * led])
            else:
                legal = self._playable = self.hands[self.to_act]   # any card may lead
            c, d, h, s = SUIT_PLAYS
            return [*c[legal & 0x1FFF], *d[legal >> 13 & 0x1FFF], *h[legal >> 26 & 0x1FFF], *s[legal >> 39]]
        if self.phase == CALL:
            return list(CHOOSE)
        if self.phase == NEXT:
            return [START_NEXT_GAME]
        return []

    def open_actions(self, seat: int) -> list[Action]:
        """Every seat may start the next game, or accept the rematch."""
        if self.phase == NEXT:
            return [START_NEXT_GAME]
        if self.phase == OVER:
            return [ACCEPT_REMATCH]
        return self.legal_actions() if seat == self.to_act else []

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """The simulator's hottest step, a legal card from the seat to act (one that
        ``legal_actions`` just listed, else checked afresh), skips the base checks."""
        if type(action) is Play:
            card = action.card
            if type(card) is Card and (self._playable >> card & 1 or self.phase == PLAYING and (
                    tricks.legal_mask(self.hands[self.to_act], self.trick, self.suiting) >> card & 1)):
                return self._play(card)
        return None

    def why_illegal(self, action: Action, seat: int | None = None) -> str | None:
        """The base checks, plus the three decisions that are not only the seat to act's: anyone
        may start the next game or accept a rematch, and a wrong seat choosing trump is told why."""
        kind = type(action)
        if kind is AcceptRematch:
            return None if self.phase == OVER else NOT_OVER
        if kind is StartNextGame and self.phase == NEXT:
            return None
        if kind is ChooseTrump and seat is not None and seat != self.caller and self.phase != OVER:
            return ONLY_CALLER
        return super().why_illegal(action, seat)

    def _reason(self, action: Action) -> str | None:
        kind = type(action)
        phase = self.phase
        if phase == NEXT:
            return START_NEXT
        if kind is Play:
            if phase == CALL:
                return CHOOSE_SUIT
            card = action.card
            hand = self.hands[self.to_act]
            if not (isinstance(card, int) and 0 <= card < 52 and hand >> card & 1):
                return NOT_IN_HAND
            if tricks.broken_duty(card, hand, self.trick, self.suiting):
                return f"You must follow suit ({Suit(SUIT_OF[self.trick[0]]).noun})."
            return None
        if kind is ChooseTrump:
            if self.to_act != self.caller:
                return ONLY_CALLER
            if phase != CALL:
                return TRUMP_CHOSEN
            suit = action.suit
            return None if isinstance(suit, int) and 0 <= suit < 4 else CHOOSE_SUIT
        return CHOOSE_SUIT if phase == CALL else PLAY_A_CARD

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            return self._play(action.card)
        if kind is ChooseTrump:
            return self._call(Suit(action.suit))
        if kind is StartNextGame:
            return self._new_game(self.last_winner)
        return self._new_match()

    def _call(self, suit: Suit) -> list[Event]:
        """Trump is announced to all, then the rest of the pack is dealt one card at a time from the
        caller's left, skipping the caller once it holds thirteen."""
        c = self.caller
        self._playable = 0
        self.trump = int(suit)
        self.suiting = SUITINGS[self.trump]
        counts = tuple(HAND_SIZE - h.bit_count() for h in self.hands)
        hands = self.hands
        for s, card in zip(_rest_seats(c, counts), self.stock, strict=True):
            hands[s] |= 1 << card
        self.stock = ()
        leader = self.options["first_leader"]
        self.leader = c if leader == "caller" else (c + 1) % SEATS if leader == "left_of_caller" else 0
        self.phase = PLAYING
        self.to_act = self.leader
        return [TrumpSet(suit, c),
                RestDealt(c, self._sizes(), None, 0, tuple(counts))]

    def _play(self, card: Card) -> list[Event]:
        self._playable = 0
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        if not trick:
            self.trick_leader = seat
        else:
            led = SUIT_OF[trick[0]]
            if SUIT_OF[card] != led:
                self.void[seat] |= 1 << led
        trick.append(card)
        if len(trick) < SEATS:
            self.to_act = (seat + 1) & 3
            return [CARD_PLAYED[seat][card]]
        first = self.trick_leader
        win = (first + tricks.winner(trick, self.suiting)) & 3
        self.tricks_won[win] += 1
        team = win & 1
        team_tricks = self.team_tricks
        team_tricks[team] += 1
        self.trick_no = no = self.trick_no + 1
        cards = tuple(trick)
        self.last_trick = (first, cards)
        self.trick = []
        events: list[Event] = [CARD_PLAYED[seat][card], TrickTaken(win, cards, no)]
        if team_tricks[team] < TRICKS_TO_WIN:
            self.to_act = win
            return events
        return events + self._end_game(win, team)

    def _end_game(self, win: int, team: int) -> list[Event]:
        """The seventh trick ends the game at once: hands shown, 1 point, the trick's winner calls next."""
        self.shown = True
        self.last_winner = win
        self.score[team] += 1
        deltas = [0, 0]
        deltas[team] = 1
        a, b = self.team_tricks
        events: list[Event] = [
            self._hands_shown(),
            HandScored(tuple(deltas), tuple(self.score),
                       f"{team_name(team)} win the game, {max(a, b)} tricks to {min(a, b)}."),
        ]
        target = self.options["match_length"]
        if target and self.score[team] >= target:
            self.winners = (team,)
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, tuple(self.score)))
        else:
            self.phase = NEXT
            self.to_act = win
        return events

    def _hands_shown(self) -> HandsShown:
        return HandsShown(tuple(tuple(bits(h)) for h in self.hands))

    # --- timers (the table controller runs the clock) -----------------------------------------

    def timer(self, seat: int | None = None, timers: bool = True) -> int | None:
        """Seconds allowed for the decision now open to ``seat`` (any seat if None); None when timers
        are off or ``seat`` has nothing to decide. After the match it is the rematch question."""
        if not timers:
            return None
        phase = self.phase
        if phase == NEXT:
            return NEXT_GAME_SECONDS
        if phase == OVER:
            return REMATCH_SECONDS
        if seat is not None and seat != self.to_act:
            return None
        return CALL_SECONDS if phase == CALL else PLAY_SECONDS

    # --- information ----------------------------------------------------------------------------

    def view(self, seat: int) -> View:
        trump = None if self.trump is None else Suit(self.trump)
        badges = tuple(("caller",) if s == self.caller else () for s in range(SEATS))
        shown = {s: tuple(bits(self.hands[s])) for s in range(SEATS)} if self.shown else {}
        contract = "" if trump is None else f"{trump.noun.capitalize()} trump, called by Player {self.caller + 1}"
        return View(
            game=self.NAME, seat=seat, players=SEATS, to_act=self.to_act, phase=self.phase,
            dealer=self.caller, hand=tuple(bits(self.hands[seat])), hand_sizes=self._sizes(),
            scores=tuple(self.score), trump=trump,
            trick=_seated(self.trick_leader, self.trick), last_trick=_seated(*self.last_trick),
            tricks_won=tuple(self.tricks_won), shown=shown, stock_size=len(self.stock),
            stock_label="pack",
            active=(True,) * SEATS, teams=PARTNERS, badges=badges, played=self.played,
            contract=contract, match_over=self.to_act is None,
            extra={
                "caller": self.caller, "leader": self.leader, "team_tricks": tuple(self.team_tricks),
                "void": tuple(self.void), "game_no": self.game_no, "next_caller": self.last_winner,
                "winners": self.winners, "match_length": self.options["match_length"],
            },
        )

    def determinize(self, seat: int, rng: random.Random) -> "CallTrump":
        """A full state consistent with ``view(seat)``: the cards this seat cannot see are redealt among
        the other hands and the undealt pack (in a fresh order), keeping known voids. Queued stacked
        decks are dropped: a seat cannot know future deals."""
        new = self._detached(rng)
        new._decks = []
        new._playable = 0
        if self.shown:
            return new
        known = self.hands[seat] | self.played
        for c in self.trick:
            known |= 1 << c
        pool = ((1 << 52) - 1) & ~known
        others = [s for s in range(SEATS) if s != seat]
        slots = []
        for s in others:
            slots.append((self.hands[s].bit_count(), void_cards(self.void[s])))
        slots.append((len(self.stock), 0))
        dealt = redeal_hidden(pool, slots, rng)
        for s, m in zip(others, dealt):
            new.hands[s] = m
        stock = list(bits(dealt[-1]))
        rng.shuffle(stock)
        new.stock = tuple(stock)
        return new

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind is ChooseTrump:
            suit = Suit(action.suit)
            return f"{suit.noun.capitalize()} {suit.symbol}"
        if kind is StartNextGame:
            return "Start the next game"
        if kind is AcceptRematch:
            return "Rematch"
        if kind is Play:
            card = action.card
            if not self.trick:
                return f"Lead the {card.pretty()}"
            if SUIT_OF[card] == SUIT_OF[self.trick[0]]:
                return f"Play the {card.pretty()}"
            if SUIT_OF[card] == self.trump:
                return f"Cut with the {card.pretty()}"
            return f"Walk aside with the {card.pretty()}"
        return str(action)

    def prompt(self, seat: int) -> str:
        phase = self.phase
        if phase == OVER:
            return f"{team_name(self.winners[0])} win the match. Play a rematch?"
        if phase == NEXT:
            return (f"{team_name(self.last_winner & 1)} win the game. Start the next game "
                    f"(Player {self.last_winner + 1} calls trump).")
        if seat != self.to_act:
            if phase == CALL:
                return f"Player {self.caller + 1} is choosing trump."
            return f"Waiting for Player {self.to_act + 1}."
        if phase == CALL:
            return "Choose trump from your five cards."
        if not self.trick:
            return "Lead any card."
        led = Suit(SUIT_OF[self.trick[0]]).noun
        if self.hands[seat] & SUIT_MASK[SUIT_OF[self.trick[0]]]:
            return f"Follow suit ({led})."
        return f"No {led}: cut with a trump or walk aside with another card."

    def card_places(self) -> dict[str, int]:
        places = {f"hand {s}": m for s, m in enumerate(self.hands)}
        stock = 0
        for c in self.stock:
            stock |= 1 << c
        places["undealt"] = stock
        places["played"] = self.played
        return places
