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
from dataclasses import dataclass
from functools import cache

from game.cards import SUIT_MASK, SUIT_OF, Card, Suit, bits, mask_of
from game.rules import wording
from game.rules.actions import (CARD_PLAYED, Action, ChooseTrump, Dealt, Event, HandScored,
                                HandsShown, MatchOver, Play, TrickTaken, TrumpSet, action)
from game.rules.base import GameState, View
from game.rules.calltrump_tables import (BADGES, BIT, CALLER_CARDS, CONTRACTS, NO_TRUMP, PACK,
                                         REST_PICKS, SEATS, SUITINGS, SUITS)
from game.rules.options import Option
from game.rules.play import PLAY_ROWS, HandInPlay, cards_of, plays_of
from game.rules.tricks import legal_mask
from game.rules.wording import N_, say

TRICKS_TO_WIN = 7
PARTNERS = ((0, 2), (1, 3))
"""Players 1 and 3 (seats 0, 2) against Players 2 and 4 (seats 1, 3); team index = seat % 2, and a
seat's partner is seat ^ 2."""

CALL, PLAYING, NEXT, OVER = "call", "play", "next", "over"

CALL_SECONDS = 60
PLAY_SECONDS = 45
NEXT_GAME_SECONDS = 60
REMATCH_SECONDS = 30

NOT_IN_HAND = N_("That card is not in your hand.")
ONLY_CALLER = N_("Only the caller chooses trump.")
CHOOSE_SUIT = N_("Choose one of the four suits.")
TRUMP_CHOSEN = N_("Trump has already been chosen.")
PLAY_A_CARD = N_("Play a card.")
START_NEXT = N_("The game is over: start the next game.")
NOT_OVER = N_("The match is not over.")


@action
class StartNextGame(Action):
    """Between games: deal the next game now (any seat may, before the countdown ends)."""


@action
class AcceptRematch(Action):
    """After the match: 'yes' to the rematch question starts a new match at 0–0."""


START_NEXT_GAME = StartNextGame()
ACCEPT_REMATCH = AcceptRematch()
CHOOSE = tuple(ChooseTrump(s) for s in Suit)
FULL = (1 << 52) - 1
ALL_IN = (True,) * SEATS
NO_TRICKS = NO_VOIDS = (0,) * SEATS

FIRST_LEADERS = ("caller", "left_of_caller", "player1")
MATCH_LENGTHS = (1, 3, 5, 7, 0)
PACK_LABEL = N_("pack")
"""The undealt cards' name on the table."""


@dataclass(frozen=True, slots=True)
class CallTrumpInfo:
    """Call Trump's own view data."""
    void: tuple[int, ...]
    """Suits each seat has shown out of (bit per suit): public knowledge."""


_info = cache(CallTrumpInfo)
"""One info per void pattern (at most 16**4), so a view builds none."""


def _fixed(key: str, label: str, value, name: str, help: str) -> Option:
    """An option the source rules settle: its one value, named ``name``; ``help`` says it is the
    one way this table plays (each its own sentence, for the catalogs)."""
    return Option(key, label, help, value, (value,), (name,))


def strongest_suit(hand: int) -> Suit:
    """The caller's strongest suit (rules §8.3): most cards; then the higher cards compared from the
    top down; then spades, hearts, diamonds, clubs. ``hand`` is a card mask."""
    def key(s: int):
        ranks = sorted((c % 13 for c in bits(hand & SUIT_MASK[s])), reverse=True)
        return len(ranks), ranks, s
    return Suit(max(range(4), key=key))


def team_name(team: int, verb: str | None = None) -> str:
    """The partnership's token (game/rules/wording.py), with ``verb`` agreeing when given."""
    return wording.team(PARTNERS[team], verb)


class CallTrump(GameState):
    """The state of a match. The game's own facts beside the hand in play (``deal``): the caller,
    the ordered pack still to deal (``undealt``: stacked decks must replay), the phase, the score
    and the last seventh-trick winner. Trump is read from the deal's suiting."""

    NAME = "calltrump"
    PLAYER_COUNTS = (4,)
    INFO = CallTrumpInfo
    DEFAULT_PLAYERS = 4
    TEAMS = True
    OPTIONS = (
        Option("first_caller", N_("First caller"),
               N_("Who calls trump in the first game. The host decides."),
               0, (0, 1, 2, 3, "random"), (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"),
                                           N_("Random"))),
        Option("first_leader", N_("Leader of trick 1"),
               N_("Who leads the first trick of each game. The host decides."),
               "caller", FIRST_LEADERS, (N_("The caller"), N_("The player to the caller's left"), N_("Player 1"))),
        Option("match_length", N_("Match length"),
               N_("Games a team must win to take the match; each game won is 1 point. With no limit the "
                  "tally runs until the host leaves the table. The host decides."),
               5, MATCH_LENGTHS, (N_("Single game"), N_("First to 3"), N_("First to 5"), N_("First to 7"),
                                  N_("No limit"))),
        Option("rematch_caller", N_("Rematch caller"),
               N_("Who calls trump first in a rematch. The host decides."),
               "first_caller", ("first_caller", "last_winner"),
               (N_("As set in First caller"), N_("Winner of the last 7th trick"))),
        _fixed("cards_before_call", N_("Who holds cards before the call"), "caller_only", N_("The caller only"),
               N_("The caller only: the one way this table plays.")),
        _fixed("cards_per_player", N_("Cards per player"), 13, N_("13, all 52 dealt"),
               N_("13, all 52 dealt: the one way this table plays.")),
        _fixed("dealing", N_("Dealer"), "table", N_("None, the table deals"),
               N_("None, the table deals: the one way this table plays.")),
        _fixed("trump_visibility", N_("Trump visibility"), "announced", N_("Announced to all"),
               N_("Announced to all: the one way this table plays.")),
        _fixed("caller_may_pass", N_("Caller may pass or redeal"), False, N_("No"),
               N_("No: the one way this table plays.")),
        _fixed("game_value", N_("Game value"), 1, N_("1 match point per game won"),
               N_("1 match point per game won: the one way this table plays.")),
        _fixed("illegal_cards", N_("Illegal cards"), "not_playable", N_("Not playable, no penalty"),
               N_("Not playable, no penalty: the one way this table plays.")),
        _fixed("next_game_on_timeout", N_("Next game when its countdown ends"), "starts",
               N_("Starts automatically"), N_("Starts automatically: the one way this table plays.")),
        _fixed("rematch_on_timeout", N_("Rematch when its countdown ends"), "no_rematch", N_("No rematch"),
               N_("No rematch: the one way this table plays.")),
        _fixed("automatic_play", N_("Automatic play"), 2,
               N_("After 2 missed actions in a row, until the player acts"),
               N_("After 2 missed actions in a row, until the player acts: the one way this table plays.")),
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
        self.score = (0, 0)
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
        hands = [0] * SEATS
        hands[caller] = mask_of(deck[:CALLER_CARDS])
        self.deal = HandInPlay(hands, NO_TRUMP, piles=False)     # tricks count, not their cards
        self.undealt = tuple(deck[CALLER_CARDS:])
        self.phase = CALL
        self.to_act = caller
        self.hand_no += 1
        return [self._dealt_event()]

    def _dealt_event(self) -> Dealt:
        """No seat deals: ``dealer`` carries the caller, since the deal starts at the seat after it."""
        return Dealt(self.caller, self.deal.hand_sizes(), None, len(self.undealt))

    def opening_events(self) -> list[Event]:
        events: list[Event] = [self._dealt_event()]
        trump = self.trump
        if trump is not None:
            events.append(TrumpSet(SUITS[trump], self.caller))
        if self.shown:
            events.append(self._hands_shown())
        return events

    @property
    def trump(self) -> int | None:
        return self.deal.suiting.trump

    @property
    def shown(self) -> bool:
        """A finished game's hands lie face up until the next game is dealt."""
        return self.phase == NEXT or self.phase == OVER

    @property
    def game_no(self) -> int:
        """Games of this match begun: those scored, and the one in play."""
        return sum(self.score) + (self.phase == CALL or self.phase == PLAYING)

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return self.score

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
        won = self.deal.tricks_won
        margin = won[seat] + won[seat ^ 2] - won[seat ^ 1] - won[seat ^ 3]
        return super().utility(seat, before) + margin / 100

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAYING:                # plays_of(deal.playable(seat)), a call fewer (the bots' loop)
            deal = self.deal
            hand = deal.hands[self.to_act]
            trick = deal.trick
            if not trick:
                return plays_of(hand)
            legal = legal_mask(hand, trick, deal.suiting)
            led = SUIT_OF[trick[0]]
            if legal & SUIT_MASK[led]:              # following suit: one lookup (play.py's rows)
                return list(PLAY_ROWS[led][legal >> 13 * led])
            return plays_of(legal)
        if phase == CALL:
            return list(CHOOSE)
        if phase == NEXT:
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
        """A card the seat to act may play, the call, or the next game, carried out without the base
        checks (the checked path ends here too). A card is playable when held and following the led
        suit, or when the hand has none of it (§4.3): checked here without building the playable
        mask, since this is the bots' inner loop; test_queries holds it to the checked path
        (``deal.broken_duty``). None sends anything else through the checks."""
        kind = type(action)
        if kind is not Play or self.phase != PLAYING:
            if kind is ChooseTrump and self.phase == CALL and type(action.suit) is Suit:
                return self._call(action.suit)
            if kind is StartNextGame and self.phase == NEXT:
                return self._new_game(self.last_winner)
            return None
        card = action.card
        seat = self.to_act
        deal = self.deal
        hand = deal.hands[seat]
        if type(card) is not Card or not hand >> card & 1:
            return None
        trick = deal.trick
        if trick:
            led = SUIT_OF[trick[0]]
            if SUIT_OF[card] != led and hand & SUIT_MASK[led]:
                return None
        win = deal.play(seat, card)
        if win is None:
            self.to_act = (seat + 1) & 3
            return [CARD_PLAYED[seat][card]]
        events: list[Event] = [CARD_PLAYED[seat][card],
                               TrickTaken(win, tuple(deal.last_cards), deal.tricks_done)]
        won = deal.tricks_won
        if won[win] + won[win ^ 2] < TRICKS_TO_WIN:
            self.to_act = win
            return events
        return events + self._end_game(win)

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
            seat = self.to_act
            if type(card) is not Card or not self.deal.hands[seat] >> card & 1:
                return NOT_IN_HAND
            if self.deal.broken_duty(seat, card):
                return say("You must follow suit ({0}).", wording.suit(SUITS[SUIT_OF[self.deal.trick[0]]]))
            return None
        if kind is ChooseTrump:
            if self.to_act != self.caller:
                return ONLY_CALLER
            if phase != CALL:
                return TRUMP_CHOSEN
            return None if type(action.suit) is Suit else CHOOSE_SUIT
        return CHOOSE_SUIT if phase == CALL else PLAY_A_CARD

    def _apply(self, action: Action) -> list[Event]:
        """A legal action: all but the rematch are what the fast path carries out."""
        if type(action) is AcceptRematch:
            return self._new_match()
        return self._fast_apply(action)

    def _call(self, suit: Suit) -> list[Event]:
        """Trump is announced to all, then the rest of the pack is dealt one card at a time from the
        caller's left, skipping the caller once it holds thirteen."""
        c = self.caller
        deal = self.deal
        deal.suiting = SUITINGS[suit]
        hands = deal.hands
        undealt = self.undealt
        for s, pick in enumerate(REST_PICKS[c]):
            hands[s] |= sum(map(BIT.__getitem__, pick(undealt)))
        self.undealt = ()
        leader = self.options["first_leader"]
        self.phase = PLAYING
        self.to_act = c if leader == "caller" else (c + 1) % SEATS if leader == "left_of_caller" else 0
        return [TrumpSet(SUITS[suit], c), self._dealt_event()]

    def _end_game(self, win: int) -> list[Event]:
        """The seventh trick ends the game at once: hands shown, 1 point, the trick's winner calls next."""
        team = win & 1
        self.last_winner = win
        score = list(self.score)
        score[team] += 1
        self.score = tuple(score)
        deltas = [0, 0]
        deltas[team] = 1
        won = self.deal.tricks_won
        events: list[Event] = [
            self._hands_shown(),
            HandScored(tuple(deltas), self.score, say("{0|wins|win} the game, {1} tricks to {2}.", team_name(team),
                                                      won[win] + won[win ^ 2], won[win ^ 1] + won[win ^ 3])),
        ]
        target = self.options["match_length"]
        if target and self.score[team] >= target:
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver((team,), self.score))
        else:
            self.phase = NEXT
            self.to_act = win
            self._hand_ends_here()      # a copy for one deal: nothing left to act
        return events

    def _hands_shown(self) -> HandsShown:
        deal = self.deal
        return HandsShown(tuple(deal.hand(s) for s in range(SEATS)))

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
        deal = self.deal
        trump = deal.suiting.trump
        if trump is None:                 # the call: only the caller holds cards, none is played
            return View(self.NAME, seat, SEATS, self.to_act, CALL, self.caller, deal.hand(seat),
                        deal.hand_sizes(), self.score, tricks_won=NO_TRICKS, stock_size=len(self.undealt),
                        stock_label=PACK_LABEL, active=ALL_IN, teams=PARTNERS, badges=BADGES[self.caller],
                        info=_info(NO_VOIDS))
        phase = self.phase
        return View(                      # View's nine required fields, in order
            self.NAME, seat, SEATS, self.to_act, phase, self.caller, deal.hand(seat),
            deal.hand_sizes(), self.score,
            trump=SUITS[trump], trick=deal.trick_pairs(), last_trick=deal.last_trick,
            tricks_won=tuple(deal.tricks_won),
            shown={s: deal.hand(s) for s in range(SEATS)} if phase == NEXT or phase == OVER else {},
            stock_label=PACK_LABEL, active=ALL_IN, teams=PARTNERS, badges=BADGES[self.caller],
            played=deal.played, contract=CONTRACTS[trump][self.caller], match_over=self.to_act is None,
            info=_info(tuple(deal.void)))

    def determinize(self, seat: int, rng: random.Random) -> "CallTrump":
        """A full state consistent with ``view(seat)``: the cards this seat cannot see are redealt among
        the other hands and the undealt pack (in a fresh order), keeping known voids. Queued stacked
        decks are dropped: a seat cannot know future deals."""
        new = self._detached(rng)
        new._decks = []
        if self.shown:
            return new
        deal = self.deal
        pool = FULL & ~(deal.hands[seat] | deal.played)
        others = [s for s in range(SEATS) if s != seat]
        rest = deal.redeal(new.deal, others, pool, rng, extra=(len(self.undealt),))
        undealt = list(cards_of(rest[0]))
        rng.shuffle(undealt)
        new.undealt = tuple(undealt)
        return new

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind is ChooseTrump:
            return wording.suit(SUITS[action.suit], "both")
        if kind is StartNextGame:
            return N_("Start the next game")
        if kind is AcceptRematch:
            return N_("Rematch")
        if kind is Play:
            card = action.card
            trick = self.deal.trick
            if not trick:
                return say("Lead the {0}", wording.card(card))
            if SUIT_OF[card] == SUIT_OF[trick[0]]:
                return say("Play the {0}", wording.card(card))
            if SUIT_OF[card] == self.trump:
                return say("Cut with the {0}", wording.card(card))
            return say("Walk aside with the {0}", wording.card(card))
        return str(action)

    def prompt(self, seat: int) -> str:
        phase = self.phase
        if phase == OVER:
            return say("{0|wins|win} the match. Play a rematch?", team_name(self.last_winner & 1))
        if phase == NEXT:
            return say("{0|wins|win} the game. Start the next game ({1|calls|call} trump).",
                       team_name(self.last_winner & 1), wording.seat(self.last_winner))
        if seat != self.to_act:
            if phase == CALL:
                return say("{0|is|are} choosing trump.", wording.seat(self.caller))
            return say("Waiting for {0}.", wording.seat(self.to_act))
        if phase == CALL:
            return N_("Choose trump from your five cards.")
        trick = self.deal.trick
        if not trick:
            return N_("Lead any card.")
        led = SUIT_OF[trick[0]]
        if self.deal.hands[seat] & SUIT_MASK[led]:
            return say("Follow suit ({0}).", wording.suit(SUITS[led]))
        return say("No {0}: cut with a trump or walk aside with another card.", wording.suit(SUITS[led]))

    def card_places(self) -> dict[str, int]:
        places = self.deal.card_places()
        places["undealt"] = mask_of(self.undealt)
        return places
