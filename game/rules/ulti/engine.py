"""Ulti (robber ulti) for three seats: travelling-talon auction, kontra chain, ten tricks, count
part by part (rules/ulti.md). Bids are data (bids.py); the count is pure functions (scoring.py).

The cards in play — hands, the talon (a zone), tricks, won piles, voids — are the shared
``HandInPlay``; this engine keeps the auction, the contract and its kontra levels, the ulti guard,
the marriages and the count."""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from game.cards import ACE_HIGH, ACE_TEN, SUIT_OF, Card, Suit
from game.rules import tricks, wording
from game.rules.actions import (CARD_PLAYED, Action, Bid, BidMade, ChooseTrump, Dealt, Discard,
                                Discarded, Event, Fold, HandScored, HandsShown, MatchOver, Pass,
                                PickedUp, PickUp, Play, TrickTaken, TrumpSet, action, event)
from game.rules.base import GameState, HandInPlay, View
from game.rules.options import Option
from game.rules.seat_view import Secret
from game.rules.play import cards_of
from game.rules.ulti import _tables as T
from game.rules.wording import N_, say, term
from game.rules.ulti.bids import BETLI, HEARTS, NO_TRUMPS, PARTS, SIMPLE, ULTI, BidSpec, by_id, ordered
from game.rules.ulti.scoring import (MAX_LEVEL, DECL_7_LOST, DECL_7_WON, DEF_7_LOST, DEF_7_WON, Outcome,
                                     card_points, counted_marriages, held_pair, failed_parts, level_term,
                                     seven_of, settle)

DISCARD, MUST_BID, TURN, TRUMP, PLAYING, KONTRA, OVER = (
    "discard", "must_bid", "turn", "trump", "play", "kontra", "over")
AUCTION = (DISCARD, MUST_BID, TURN)
TRICKS = 10
NEXT_SEAT = (1, 2, 0)
OTHERS = ((1, 2), (0, 2), (0, 1))

CHOOSE_WORDS = {Suit.CLUBS: N_("Makk — Clubs"), Suit.SPADES: N_("Zöld — Spades"),
                Suit.DIAMONDS: N_("Tök — Diamonds"), Suit.HEARTS: N_("Piros — Hearts")}
"""A trump choice's button: the Hungarian suit and the French one it is shown as (§2.1)."""
MINOR_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS)

NO_TRUMP_SUITING = tricks.natural(ACE_HIGH)
TRUMP_SUITINGS = tuple(tricks.natural(ACE_TEN, t) for t in range(4))
"""Suitings are immutable: one per trump choice, made once instead of at every deal."""
DUTIES = {"any": tricks.Duties(head=tricks.UNLESS_TRUMPED, must_trump=True, overtrump=True),
          "beat_led": tricks.Duties(head=tricks.ALWAYS, must_trump=True, overtrump=True)}
"""Follow, beat, trump and overtrump (§5.2), by the ``follow_after_trump`` option."""

CANT_NOW = N_("You can't do that now.")
NOT_HELD = N_("You don't hold that card.")
LAY_TWO = N_("Lay down exactly two of your own cards.")
TOOK_TALON = N_("You took the talon, so you must bid.")
NOT_A_BID = N_("That is not an Ulti bid.")
MINORS = (wording.suit("C"), wording.suit("S"), wording.suit("D"))
"""The suits a Simple game may name (not hearts), as the reader's card names say them."""
CHOOSE_MINOR = say("Choose {0}, {1} or {2}.", *MINORS)
TRUMPS_SET = N_("The trumps are already set by the bid.")
ONLY_PLAIN = N_("Only a plain Simple game can be given up.")
KONTRA_WHEN = N_("Kontra is said by a defender before playing to the first trick.")
ONLY_RAISE = N_("You can only raise what the other side just raised.")
NOT_PART = N_("That is not part of the bid.")
BETLI_NO_CLAIM = N_("A betli is played out to the end: nobody claims it.")
MUST_TRUMP = N_("You must play a trump.")
KEEP_SEVEN = say("Keep the trump {0} for the last trick (you bid Ulti).", 7)


@action
class Kontra(Action):
    """Raise one part of the contract one kontra level (§7.4)."""
    part: str


@event
class MarriagesDeclared(Event):
    """The table announces a seat's counted marriages as counts only, never suits (§6)."""
    seat: int
    forties: int
    twenties: int

    def sentence(self) -> str:
        template, numbers = MARRIAGES[self.forties, self.twenties]
        return say(template[1], wording.seat(self.seat), *numbers)


@event
class KontraSaid(Event):
    seat: int
    part: str
    level: int

    def sentence(self) -> str:
        """"Bela doubles the simple game", "You redouble the ulti", then the raises by name (§7.4)."""
        who = wording.seat(self.seat)
        simple = self.part == SIMPLE
        if self.level <= 2:
            doubles = self.level == 1
            if simple:
                return say(N_("{0|doubles|double} the simple game.") if doubles
                           else N_("{0|redoubles|redouble} the simple game."), who)
            return say(N_("{0|doubles|double} the {1}.") if doubles else N_("{0|redoubles|redouble} the {1}."),
                       who, term(self.part))
        name = level_term(self.level, False)
        if simple:
            return say("{0|says|say} {1} on the simple game (×{2}).", who, name, 1 << self.level)
        return say("{0|says|say} {1} on the {2} (×{3}).", who, name, term(self.part), 1 << self.level)


@dataclass(frozen=True, slots=True)
class UltiInfo:
    """Ulti's part of a view (§4.4): the auction, the contract's kontra levels, the announced
    marriages and the suits each seat has shown out of."""
    holder: int | None
    """The seat of the standing bid; None before the first bid."""
    current: str
    """The standing bid's id; "" before the first bid."""
    declarer: int | None
    contract_id: str
    """The contract's bid id once the auction is over, else ""."""
    kontra: tuple[tuple[str, int], ...]
    """Each part of the contract with its kontra level, in the bid's part order."""
    raisable: tuple[str, ...]
    """The parts this seat may raise now (its turn in trick 1 or in the chain), else ()."""
    marriages: tuple[tuple[int, int, int, str], ...]
    """(seat, forties, twenties, "a 40 and a 20") for every announcement so far."""
    void: tuple[int, ...]
    """Per seat, the suits it has shown out of (bit per suit)."""
    bid_rows: tuple[tuple[int, str, str, int, bool], ...]
    """During the auction every bid as (rung, id, label, value, open to this seat now); else ()."""


PASS, PICK_UP, FOLD = Pass(), PickUp(), Fold()
KONTRAS = {p: Kontra(p) for p in PARTS}


MARRIAGES = {
    (1, 0): ((N_("a {0}"), N_("{0|announces|announce} a {1}.")), (40,)),
    (0, 1): ((N_("a {0}"), N_("{0|announces|announce} a {1}.")), (20,)),
    (0, 2): ((N_("two {0}s"), N_("{0|announces|announce} two {1}s.")), (20,)),
    (0, 3): ((N_("three {0}s"), N_("{0|announces|announce} three {1}s.")), (20,)),
    (1, 1): ((N_("a {0} and a {1}"), N_("{0|announces|announce} a {1} and a {2}.")), (40, 20)),
    (1, 2): ((N_("a {0} and two {1}s"), N_("{0|announces|announce} a {1} and two {2}s.")), (40, 20)),
    (1, 3): ((N_("a {0} and three {1}s"), N_("{0|announces|announce} a {1} and three {2}s.")), (40, 20)),
}
"""Each count of (forties, twenties) a seat can announce: the phrase and the announcement, and the
numbers (40, 20) their slots hold (§6)."""


def marriage_text(forties: int, twenties: int) -> str:
    """'a 40', 'a 20', 'a 40 and two 20s' (§6)."""
    template, numbers = MARRIAGES[forties, twenties]
    return say(template[0], *numbers)


class Ulti(GameState):
    NAME = "ulti"
    PLAYER_COUNTS = (3,)
    INFO = UltiInfo
    DEFAULT_PLAYERS = 3
    ZERO_SUM = True
    SECRETS = {**GameState.SECRETS, PickedUp: Secret("cards")}
    """The talon a seat takes up is seen by that seat only (rules/ulti.md §4.4)."""
    OPTIONS = (
        Option("deals", N_("Deals"), N_("Scheduled length of the match; a tie at the top plays on."), 6,
               (6, 9, 12)),
        Option("open_durchmars", N_("Open durchmars value"),
               N_("What an open durchmars is worth: 24 with any trumps, or 12 with a minor suit as "
                  "trumps (which moves five bids in the bidding order)."), "R1",
               ("R1", "R2"), (N_("24 everywhere"), N_("12 in a minor suit"))),
        Option("give_up", N_("Giving up a Simple game"),
               N_("A plain Simple game given up costs 2 to each defender, or 1 to each (2 in total)."),
               "two_each", ("two_each", "two_total"), (N_("2 to each"), N_("2 in total"))),
        Option("defender_silent_durchmars", N_("Defenders' silent durchmars"),
               N_("Defenders who take all ten tricks unbid earn the silent durchmars (3, hearts 6)."),
               True, (False, True)),
        Option("follow_after_trump", N_("Following a trumped trick"),
               N_("After a trick is trumped, a player following suit may play any card of it, or must "
                  "still beat the highest card of the suit led."), "any", ("any", "beat_led"),
               (N_("any card"), N_("must beat the led suit"))),
    )

    deal: HandInPlay

    @classmethod
    def pack(cls) -> list[Card]:
        return list(T.PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        setting = self.options["open_durchmars"]
        self.score = (0, 0, 0)
        self.hand_no = 0
        self.bid_table = ordered(setting)
        """The 38 bids in list order (ascending key, then #) under this table's setting."""
        self.bid_ids = by_id(setting)
        self.bids_above = T.bids_above(setting)
        self.dealer = 0 if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        opener = self.opener
        deck = self._next_deck()
        hands = [0, 0, 0]
        for k in range(3):          # the round-robin deal (DESIGN.md): ten rounds, then two more
            hands[(opener + k) % 3] = sum(map(T.BIT.__getitem__, deck[k:30:3]))
        hands[opener] |= T.BIT[deck[30]] | T.BIT[deck[31]]
        self.deal = HandInPlay(hands, NO_TRUMP_SUITING, DUTIES[self.options["follow_after_trump"]],
                               {"talon": 0})
        self.talon_owner: int | None = None
        """The seat that laid the talon down and has not seen it picked up since (it knows the faces)."""
        self.current: BidSpec | None = None
        self.holder: int | None = None
        self.passes = 0
        self.auction: tuple[tuple[int, str], ...] = ()
        self.declarer: int | None = None
        self.contract: BidSpec | None = None
        self.trump: int | None = None
        self.follow_masks: tuple = ()
        """The deal's duties as masks per trick (``_tables.follow_masks``), set when play begins."""
        self.seven_guard = 0
        """The declarer's trump 7 (a bit) while an ulti bid keeps it back (§5.2), else 0."""
        self.kontra: tuple[tuple[str, int], ...] = ()
        self.raise_to = 0
        """In the kontra chain, the level its current step raises parts to (2..6); else 0."""
        self.start_hands: tuple[int, ...] = (0, 0, 0)
        """The hands as play began: marriages and the 40-100/20-100 pairs count from them."""
        self.announced: tuple[tuple[int, int, int, str], ...] = ()
        self.phase = DISCARD
        self.to_act = opener
        self.hand_no += 1
        return self.opening_events()[0]

    def opening_events(self) -> list[Event]:
        counts = [10, 10, 10]
        counts[self.opener] = 12
        return [Dealt(self.dealer, tuple(counts), None, 0)]

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return self.score

    @property
    def opener(self) -> int:
        return NEXT_SEAT[self.dealer]

    def _higher(self) -> tuple[Bid, ...]:
        """The bids that beat the current one, in list order."""
        cur = self.current
        return self.bids_above[None if cur is None else cur.id]

    def _picked_up(self) -> bool:
        """Between a pick-up and the bid it commits to (the opener's first discard and bid come
        before any standing bid)."""
        return self.current is not None and self.phase in (DISCARD, MUST_BID)

    def play_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now: the shared duties, then the ulti guard (§5.2)."""
        deal = self.deal
        trick = deal.trick
        m = deal.hands[seat]
        if trick:          # deal.playable, by table lookups: asked twice for every card a bot plays
            f = self.follow_masks[trick[0]][trick[-1]]
            m = m & f[0] or m & f[1] or m & f[2] or m & f[3] or m
        g = self.seven_guard
        if g and seat == self.declarer and m & g and m != g:
            m ^= g
        return m

    def level(self, part: str) -> int:
        """The kontra level of a part of the contract (0 for a part it does not have)."""
        for p, v in self.kontra:
            if p == part:
                return v
        return 0

    def raisable(self) -> tuple[str, ...]:
        """The parts the seat to act may raise: every undoubled one for a defender before its card
        in trick 1; in the chain, those at the level below the step's."""
        phase = self.phase
        if phase == PLAYING:
            if self.to_act == self.declarer or self.deal.last_cards:     # past trick 1
                return ()
            below = 0
        elif phase == KONTRA:
            below = self.raise_to - 1
        else:
            return ()
        return tuple([p for p, v in self.kontra if v == below])

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        phase = self.phase
        if phase == PLAYING:
            deal = self.deal           # play_mask, inlined: this is the bots' inner loop
            trick = deal.trick
            m = deal.hands[seat]
            if trick:
                f = self.follow_masks[trick[0]][trick[-1]]
                m = m & f[0] or m & f[1] or m & f[2] or m & f[3] or m
            g = self.seven_guard
            if g and seat == self.declarer and m & g and m != g:
                m ^= g
            out: list[Action] = [*T.RUN_C[m >> 5 & 255], *T.RUN_D[m >> 18 & 255],
                                 *T.RUN_H[m >> 31 & 255], *T.RUN_S[m >> 44 & 255]]
            if seat != self.declarer and not deal.last_cards:           # raisable(), inlined:
                out += [KONTRAS[p] for p, v in self.kontra if not v]    # trick 1, a defender
            return out
        if phase == KONTRA:
            return [KONTRAS[p] for p in self.raisable()] + [PASS]
        if phase == TURN:
            higher = self._higher()
            if not higher:
                return [PASS]
            return [PASS, PICK_UP, *higher]
        if phase == MUST_BID:
            return list(self._higher())
        if phase == DISCARD:
            cards = cards_of(self.deal.hands[seat])
            return [row[b] for i, a in enumerate(cards) for row in (T.PAIR[a],) for b in cards[i + 1:]]
        if phase == TRUMP:
            out = [T.CHOOSE[s] for s in MINOR_SUITS]
            if self.contract.id == "simple":
                out.append(FOLD)
            return out
        return []

    def _reason(self, action: Action) -> str | None:
        seat = self.to_act
        phase = self.phase
        kind = type(action)
        if kind is Play:
            if phase != PLAYING:
                return CANT_NOW
            if self.play_mask(seat) >> action.card & 1:
                return None
            return self.card_reason(seat, action.card)
        if kind is Kontra:
            return self._kontra_reason(seat, action.part)
        if kind is ChooseTrump:
            if phase == TRUMP:
                return CHOOSE_MINOR if action.suit not in MINOR_SUITS else None
            return TRUMPS_SET if phase in (PLAYING, KONTRA) else CANT_NOW
        if kind is Fold:
            if phase in (TRUMP, PLAYING, KONTRA):
                if self.contract.id != "simple":
                    return ONLY_PLAIN
                return None if phase == TRUMP else CANT_NOW
            return CANT_NOW
        if kind is Pass:
            if phase in (TURN, KONTRA):
                return None
            return TOOK_TALON if self._picked_up() else CANT_NOW
        if kind is Discard:
            if phase != DISCARD:
                return CANT_NOW
            cards = action.cards
            hand = self.deal.hands[seat]
            if (len(cards) != 2 or cards[0] == cards[1]
                    or not all(0 <= c < 52 and hand >> c & 1 for c in cards)):
                return LAY_TWO
            return None
        if kind is PickUp:
            if phase != TURN:
                return CANT_NOW
            if not self._higher():
                return say("No bid is higher than {0}, so the talon stays put.", self.current.term)
            return None
        if kind is Bid:
            if phase not in (TURN, MUST_BID):
                return CANT_NOW
            bid = self.bid_ids.get(str(action.value))
            if bid is None:
                return NOT_A_BID
            if self.current is not None and bid.key <= self.current.key:
                return say("Bid higher than {0}.", self.current.term)
            return None
        return CANT_NOW

    def card_reason(self, seat: int, card: int) -> str | None:
        """The first rule ``card`` breaks for ``seat`` in the trick now (§5.3), or None."""
        deal = self.deal
        if not (0 <= card < 52 and deal.hands[seat] >> card & 1):
            return NOT_HELD
        broken = deal.broken_duty(seat, card)
        if broken is not None:
            duty, target = broken
            if duty == tricks.FOLLOW:
                return say("You must follow suit ({0}).", wording.suit(Suit(SUIT_OF[deal.trick[0]])))
            if duty == tricks.TRUMP:
                return MUST_TRUMP
            return say("You must beat the {0}.", wording.card(target, "suit"))
        if not self.play_mask(seat) >> card & 1:
            return KEEP_SEVEN
        return None

    def _kontra_reason(self, seat: int, part: str) -> str | None:
        if self.phase == PLAYING:
            if self.deal.last_cards or seat == self.declarer:
                return KONTRA_WHEN
            below = 0
        elif self.phase == KONTRA:
            below = self.raise_to - 1
        else:
            return CANT_NOW
        if part not in self.contract.part_names:
            return NOT_PART
        return None if self.level(part) == below else ONLY_RAISE

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            return self._fast_apply(action)
        seat = self.to_act
        if kind is Kontra:
            return self._raise(action.part)
        phase = self.phase
        if phase == KONTRA:
            return self._chain_pass(seat)
        deal = self.deal
        if kind is Discard:
            m = (1 << action.cards[0]) | (1 << action.cards[1])
            deal.hands[seat] &= ~m
            deal.zones["talon"] = m
            self.talon_owner = seat
            self.phase = MUST_BID
            self.auction += ((seat, "Discard"),)
            return [Discarded(seat, 2)]
        if kind is PickUp:
            talon = deal.zones["talon"]
            deal.hands[seat] |= talon
            deal.zones["talon"] = 0
            self.talon_owner = None
            self.phase = DISCARD
            self.auction += ((seat, "PickUp"),)
            return [BidMade(seat, "PickUp"), PickedUp(seat, cards_of(talon))]
        if kind is Bid:
            bid = self.bid_ids[str(action.value)]
            self.current, self.holder, self.passes = bid, seat, 0
            self.phase = TURN
            self.to_act = NEXT_SEAT[seat]
            self.auction += ((seat, f"Bid {bid.id}"),)
            return [BidMade(seat, T.BID_TEXT[bid.id] if action is T.BID[bid.id] else str(action))]
        if kind is Pass:
            self.passes += 1
            self.auction += ((seat, "Pass"),)
            events: list[Event] = [BidMade(seat, "Pass")]
            if self.passes < 3:
                self.to_act = NEXT_SEAT[seat]
                return events
            return events + self._end_auction()
        if kind is ChooseTrump:
            events = [BidMade(seat, str(action))]
            return events + self._begin_play(int(action.suit))
        # Fold: the plain Simple game given up
        x = -2 if self.options["give_up"] == "two_each" else -1
        events = [BidMade(seat, "Fold")]
        return events + self._finish(x, [N_("Simple game given up.")])

    # --- auction end and play -----------------------------------------------------------------------

    def _end_auction(self) -> list[Event]:
        bid = self.current
        self.declarer = self.holder
        self.contract = bid
        self.kontra = tuple((p, 0) for p in bid.part_names)
        if bid.trumps == HEARTS:
            return self._begin_play(int(Suit.HEARTS))
        if bid.trumps == NO_TRUMPS:
            return self._begin_play(None)
        self.phase = TRUMP
        self.to_act = self.declarer
        return []

    def _begin_play(self, trump: int | None) -> list[Event]:
        self.trump = trump
        self.deal.suiting = NO_TRUMP_SUITING if trump is None else TRUMP_SUITINGS[trump]
        self.follow_masks = _follow_masks(trump, self.options["follow_after_trump"])
        self.seven_guard = 1 << seven_of(trump) if trump is not None and self.contract.has(ULTI) else 0
        self.start_hands = tuple(self.deal.hands)
        self.phase = PLAYING
        self.to_act = self.declarer
        return [TrumpSet(None if trump is None else T.SUITS[trump], self.declarer)]

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """A playable card is played here (the checked path comes here too), a raisable part goes
        to ``_raise`` and a pass in the kontra chain (always legal) to ``_chain_pass``: the play
        phase is the bots' inner loop."""
        if type(action) is Play:
            seat = self.to_act
            card = action.card
            if self.phase != PLAYING or not self.play_mask(seat) >> card & 1:
                return None
            deal = self.deal
            if deal.last_cards:
                events: list[Event] = [CARD_PLAYED[seat][card]]
            else:                         # trick 1, so this seat's first card: announce its marriages
                events = self._announce(seat)
                events.append(CARD_PLAYED[seat][card])
            win = deal.play(seat, card)
            if win is None:
                self.to_act = NEXT_SEAT[seat]
                return events
            return self._take(win, events)
        if action is PASS and self.phase == KONTRA:
            return self._chain_pass(self.to_act)
        if type(action) is Kontra and action.part in self.raisable():
            return self._raise(action.part)
        return None

    def _raise(self, part: str) -> list[Event]:
        """Kontra: the part goes up one level (§7.4)."""
        level = self.level(part) + 1
        self.kontra = tuple([(p, level if p == part else v) for p, v in self.kontra])
        return [KontraSaid(self.to_act, part, level)]

    def _announce(self, seat: int) -> list[Event]:
        """The counted marriages of ``seat`` (§6), said as it plays its first card."""
        f, t = counted_marriages(self.contract, self.trump, self.start_hands[seat], seat == self.declarer)
        if not (f or t):
            return []
        self.announced += ((seat, f, t, marriage_text(f, t)),)
        return [MarriagesDeclared(seat, f, t)]

    def _take(self, win: int, events: list[Event]) -> list[Event]:
        """A trick is complete: open hands, early end, the kontra chain, or the next lead."""
        deal = self.deal
        done = deal.tricks_done
        events.append(TrickTaken(win, tuple(deal.last_cards), done))
        contract = self.contract
        if done == 1 and contract.open:
            events.append(HandsShown(tuple([deal.hand(s) for s in range(3)])))
        if done == TRICKS or (self.trump is None and (win == self.declarer) == contract.has(BETLI)):
            return events + self._count(win)       # a no-trump contract ends once it is decided
        if done == 1 and any(v == 1 for _, v in self.kontra):
            self.phase = KONTRA
            self.raise_to = 2
            self.to_act = self.declarer
            return events
        self.to_act = win
        return events

    def _chain_pass(self, seat: int) -> list[Event]:
        """Pass() in a kontra step: the declarer's step ends; a defenders' step ends after both."""
        events: list[Event] = [BidMade(seat, "Pass")]
        step = self.raise_to
        first_defender = NEXT_SEAT[self.declarer]
        if step % 2 == 1 and seat == first_defender:
            self.to_act = NEXT_SEAT[seat]
            return events
        if step < MAX_LEVEL and any(v == step for _, v in self.kontra):
            self.raise_to = step + 1
            self.to_act = first_defender if self.raise_to % 2 == 1 else self.declarer
            return events
        self.phase = PLAYING
        self.raise_to = 0
        self.to_act = self.deal.tricks_won.index(1)      # trick 1's winner leads trick 2
        return events

    # --- the count -------------------------------------------------------------------------------------

    def _outcome(self, last_winner: int) -> Outcome:
        """The deal's result as the count sees it (§7.1), from the won piles, talon and start hands;
        ``last_winner`` took the trick just completed (trick 10, or the one that ended the deal)."""
        deal = self.deal
        bid, trump, decl = self.contract, self.trump, self.declarer
        done = deal.tricks_done
        dt = deal.tricks_won[decl]
        ft = done - dt
        last = last_winner if done == TRICKS else None
        d_mar = f_mar = 0
        decl_won = def_won = 0
        for s in range(3):
            f, t = counted_marriages(bid, trump, self.start_hands[s], s == decl)
            if s == decl:
                d_mar = 40 * f + 20 * t
                decl_won = deal.piles[s]
            else:
                f_mar += 40 * f + 20 * t
                def_won |= deal.piles[s]
        d_cards = card_points(decl_won, last == decl) if dt else 0
        f_cards = card_points(def_won | deal.zones["talon"], last is not None and last != decl) if ft else 0
        held_40, held_20 = held_pair(self.start_hands[decl], trump)
        return Outcome(
            declarer_points=d_cards + d_mar if dt else 0,
            defender_points=f_cards + f_mar if ft else 0,
            declarer_card_points=d_cards, declarer_tricks=dt, defender_tricks=ft,
            held_40=held_40, held_20=held_20,
            last_seven=None if last is None else self._last_seven(last))

    def _last_seven(self, win: int) -> str | None:
        """Who played the trump 7 to trick 10, and whether it took the trick (§7.5)."""
        if self.trump is None:
            return None
        seven = seven_of(self.trump)
        deal = self.deal
        for s, c in zip(deal.last_seats, deal.last_cards):
            if c == seven:
                if s == self.declarer:
                    return DECL_7_WON if s == win else DECL_7_LOST
                return DEF_7_WON if s == win else DEF_7_LOST
        return None

    def _count(self, last_winner: int) -> list[Event]:
        out = self._outcome(last_winner)
        x, lines = settle(self.contract, self.trump, dict(self.kontra), out,
                          self.options["defender_silent_durchmars"])
        text = [ln.said for ln in lines]
        text.append(say("Talon: {0} {1}", *(wording.card(c, "suit") for c in cards_of(self.deal.zones["talon"]))))
        decl = self.declarer
        text.append(say("{0} took {1} points, {2} {3}.", wording.seat(decl), out.declarer_points,
                        wording.team(OTHERS[decl]), out.defender_points))
        return self._finish(x, text)

    def _finish(self, x: int, text: list[str]) -> list[Event]:
        deltas = [-x, -x, -x]
        deltas[self.declarer] = 2 * x
        self.score = score = tuple(a + d for a, d in zip(self.score, deltas))
        decl, defenders = self.declarer, OTHERS[self.declarer]
        if x > 0:
            paid = say("{0|pays|pay} {1} {2} each: +{3} for {4}.", wording.team(defenders), wording.seat(decl),
                       x, 2 * x, wording.seat(decl))
        elif x < 0:
            paid = say("{0|pays|pay} {1} {2} each: -{3} for {4}.", wording.seat(decl), wording.team(defenders),
                       -x, -2 * x, wording.seat(decl))
        else:
            paid = N_("Nobody pays.")
        text = text + [paid]
        events: list[Event] = [HandScored(tuple(deltas), score, "\n".join(text))]
        top = max(score)
        leaders = [s for s in range(3) if score[s] == top]
        if self.hand_no >= self.options["deals"] and len(leaders) == 1:
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver((leaders[0],), score))
            return events
        if self._hand_ends_here():
            return events
        self.dealer = NEXT_SEAT[self.dealer]
        events.append(self._deal())
        return events

    # --- information ----------------------------------------------------------------------------

    def contract_text(self) -> str:
        bid = self.contract
        if bid is None:
            return ""
        return _contract_text(bid.id, self.trump, self.phase == TRUMP, self.kontra)

    def _hands_open(self) -> bool:
        """An open contract shows every hand once trick 1 is complete (§4.4)."""
        contract = self.contract
        return contract is not None and contract.open and bool(self.deal.last_cards)

    def view(self, seat: int) -> View:
        deal = self.deal
        phase = self.phase
        to_act = self.to_act
        talon = deal.zones["talon"]
        cur = self.current
        contract = self.contract
        declarer = self.declarer
        trump = self.trump
        if contract is None:
            info = _auction_info(self.options["open_durchmars"], self.holder, cur.id if cur else "",
                                 seat == to_act and phase != DISCARD)
            text = ""
            shown = {}
        else:
            info, text = _contract_info(contract.id, declarer, trump, phase == TRUMP, self.kontra,
                                        self.raisable() if seat == to_act else (), self.announced,
                                        tuple(deal.void))
            if contract.open and deal.last_cards:            # _hands_open()
                a, b = OTHERS[seat]
                shown = {a: deal.hand(a), b: deal.hand(b)}
            else:
                shown = {}
        return View(
            game="ulti", seat=seat, players=3, to_act=to_act, phase=phase,
            dealer=self.dealer, hand=deal.hand(seat), hand_sizes=deal.hand_sizes(), scores=self.score,
            trump=None if trump is None else T.SUITS[trump],
            trick=deal.trick_pairs(), last_trick=deal.last_trick, tricks_won=tuple(deal.tricks_won),
            shown=shown, stock_size=talon.bit_count(), stock_label=N_("talon"),
            stock_seen=cards_of(talon) if seat == self.talon_owner else (),
            active=(True, True, True), badges=T.BADGES[self.dealer][3 if declarer is None else declarer],
            bids=self.auction, played=deal.played, contract=text, match_over=to_act is None, info=info)

    def determinize(self, seat: int, rng: random.Random) -> "Ulti":
        """A full state consistent with ``view(seat)``: hidden hands and an unseen talon redealt,
        keeping shown voids; a talon this seat laid down stays as it is (§4.4)."""
        new = self._detached(rng)
        deal = self.deal
        hidden = [] if self._hands_open() else [s for s in range(3) if s != seat]
        known_talon = seat == self.talon_owner
        talon = deal.zones["talon"]
        pool = 0
        for s in hidden:
            pool |= deal.hands[s]
        if not known_talon:
            pool |= talon
        if not pool:
            return new
        new_talon, = deal.redeal(new.deal, hidden, pool, rng,
                                 extra=(0 if known_talon else talon.bit_count(),))
        if self.phase in (PLAYING, KONTRA):
            start = list(self.start_hands)
            for s in hidden:
                start[s] = new.deal.hands[s] | (start[s] & ~deal.hands[s])
            new.start_hands = tuple(start)
        if not known_talon:
            new.deal.zones["talon"] = new_talon
        return new

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Ace-ten order while bidding and in trump games, natural order in betli and durchmars."""
        suit = SUIT_OF[card]
        if self.contract is not None and self.contract.trumps == NO_TRUMPS:
            return (suit, ACE_HIGH[card])
        return (self.TRUMPS if suit == self.trump else suit, ACE_TEN[card])

    def action_menu(self, seat: int) -> list[tuple[str, Action, str, str | None]]:
        """The auction shows all 38 bids by rung, each with its value, the ones too low disabled
        with their reason; the kontra step shows every part of the contract at its current level."""
        if seat != self.to_act or self.phase not in (TURN, MUST_BID, KONTRA, PLAYING):
            return super().action_menu(seat)
        out: list[tuple[str, Action, str, str | None]] = []
        if self.phase in (TURN, MUST_BID):
            for a in (PASS, PICK_UP):
                reason = self.why_illegal(a, seat)
                if reason in (None, TOOK_TALON):
                    out.append(("", a, self.label(a), reason))
            for b in self.bid_table:
                out.append((say("Rung {0}", b.rung), T.BID[b.id], b.label, self.why_illegal(T.BID[b.id], seat)))
            return out
        if self.phase == PLAYING and not self.raisable():
            return super().action_menu(seat)
        for part, level in self.kontra:
            now = say("now {0}", level_term(level, False)) if level else N_("not raised")
            a = KONTRAS[part]
            out.append(("", a, f"{self.label(a)}\n{now}", self.why_illegal(a, seat)))
        if self.phase == KONTRA:
            out.append(("", PASS, self.label(PASS), None))
        return out

    def claim_rule(self, seat: int) -> str | None:
        """A claim takes every trick, which the betli's declarer must not and its defenders gain
        nothing by (the betli stands or falls on the declarer's first trick): none in a betli."""
        return BETLI_NO_CLAIM if self.contract is not None and self.contract.has(BETLI) else None

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind is Bid:
            bid = self.bid_ids.get(str(action.value))
            return bid.label if bid else str(action)
        if kind is Pass:
            return N_("Pass")
        if kind is PickUp:
            return N_("Pick up the talon")
        if kind is Discard and not action.cards:      # the auction's record of a talon laid down
            return N_("Laid down the talon")
        if kind is Discard and len(action.cards) == 2:
            return say("Lay down {0} {1}", *(wording.card(c, "suit") for c in action.cards))
        if kind is ChooseTrump:
            return CHOOSE_WORDS[action.suit]
        if kind is Fold:
            return say("Give up (pay {0} to each)", 2 if self.options["give_up"] == "two_each" else 1)
        if kind is Kontra:
            return raised_text(min(self.level(action.part) + 1, MAX_LEVEL), action.part)
        if kind is Play:
            return say("Play {0}", wording.card(action.card, "suit"))
        return str(action)

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return N_("The match is over.")
        if seat != self.to_act:
            return say("Waiting for {0}.", wording.seat(self.to_act))
        phase = self.phase
        cur = self.current
        if phase == DISCARD:
            if self._picked_up():
                return N_("Lay two cards face down as the talon, then bid higher.")
            return N_("You open: lay two cards face down as the talon, then bid.")
        if phase == MUST_BID:
            return say("Bid higher than {0}.", cur.term) if cur else N_("Open the bidding: any bid.")
        if phase == TURN:
            return say("Pass, pick up the talon, or bid higher than {0}.", cur.term)
        if phase == TRUMP:
            if self.contract.id == "simple":
                return say("Name the trumps ({0}, {1} or {2}), or give up.", *MINORS)
            return say("Name the trumps: {0}, {1} or {2}.", *MINORS)
        if phase == KONTRA:
            if not self.raisable():
                return N_("Your partner raised every part: pass.")
            return say("{0}? Raise what the other side just raised, or pass.", level_term(self.raise_to))
        trick = self.deal.trick
        if self.raisable():                  # a defender in trick 1 with a part left to double
            return N_("Say kontra on a part if you like, then play a card.")
        if not trick:
            return N_("Lead a card.")
        return say("Follow suit ({0}) and beat the trick if you can.", wording.suit(Suit(SUIT_OF[trick[0]])))

    def card_places(self) -> dict[str, int]:
        return self.deal.card_places()

    # --- for the bench ---------------------------------------------------------------------------

    @classmethod
    def play_phase_states(cls, count: int, seed: int) -> list["Ulti"]:
        """``count`` deals taken through a random auction to the first card of play, so a bench can
        time the play phase alone (rules never read the clock)."""
        rng = random.Random(seed)
        out = []
        while len(out) < count:
            state = cls.new(seed=rng.randrange(2**63))
            while state.phase != PLAYING:
                legal = [a for a in state.legal_actions() if type(a) is not Fold]
                state.apply(legal[rng.randrange(len(legal))])
            state._logging = False
            state._log = None
            out.append(state)
        return out


def kontra_tally(events: list[Event]) -> dict[int, dict[str, int]]:
    """Per defender of one deal's events, for the arena: ``defended`` (a contract was played, not
    given up), ``kontra`` (it raised a part: a defender's odd level) and ``kontra_failed`` (every part
    it raised then failed for the declarer). A pure reading of the public events."""
    declarer = None
    raised: dict[int, set[str]] = {}
    summary = None
    for e in events:
        kind = type(e)
        if kind is TrumpSet and declarer is None:
            declarer = e.seat
        elif kind is KontraSaid and e.level % 2 == 1:
            raised.setdefault(e.seat, set()).add(e.part)
        elif kind is HandScored and summary is None:
            summary = e.summary
    if declarer is None or summary is None:
        return {}
    failed = failed_parts(summary)
    out = {}
    for seat in OTHERS[declarer]:
        parts = raised.get(seat, set())
        out[seat] = {"defended": 1, "kontra": int(bool(parts)),
                     "kontra_failed": int(bool(parts) and parts <= failed)}
    return out


def kontra_text(t: dict[str, int]) -> str:
    """The arena's line for one side's ``kontra_tally`` totals."""
    d, k, f = t.get("defended", 0), t.get("kontra", 0), t.get("kontra_failed", 0)
    rate = f"{100 * k / d:.1f}%" if d else "-"
    won = f"{100 * f / k:.1f}%" if k else "-"
    return (f"kontra on {k} of {d} defended deals ({rate}); the doubled part failed for the "
            f"declarer on {f} of {k} ({won})")


@lru_cache(maxsize=None)
def _follow_masks(trump: int | None, follow_after_trump: str) -> tuple:
    """The duties' table (``_tables.follow_masks``) of one trump choice and option, made on first use."""
    suiting = NO_TRUMP_SUITING if trump is None else TRUMP_SUITINGS[trump]
    return T.follow_masks(suiting, DUTIES[follow_after_trump])


@lru_cache(maxsize=None)
def _auction_info(open_durchmars: str, holder: int | None, current: str, may_bid: bool) -> UltiInfo:
    """A view's info during the auction, by the standing bid and whether this seat is to bid: made
    once and shared (an ``UltiInfo`` is immutable; 4 x 39 x 2 of them per setting at most)."""
    by_current, closed = T.bid_rows(open_durchmars)
    rows = by_current[current or None] if may_bid else closed
    return UltiInfo(holder, current, None, "", (), (), (), (0, 0, 0), rows)


@lru_cache(maxsize=4096)
def _contract_info(contract_id: str, declarer: int, trump: int | None, to_name: bool,
                   kontra: tuple[tuple[str, int], ...], raisable: tuple[str, ...], marriages: tuple,
                   void: tuple[int, ...]) -> tuple[UltiInfo, str]:
    """A view's info and contract line once the auction is over (the contract is the standing bid
    and the declarer its holder). They change a few times a deal, so equal ones are shared."""
    info = UltiInfo(declarer, contract_id, declarer, contract_id, kontra, raisable, marriages, void, ())
    return info, _contract_text(contract_id, trump, to_name, kontra)


def raised_text(level: int, part: str) -> str:
    """A part at a kontra level, as a button and the contract line name it: "Rekontra: ulti"."""
    if part == SIMPLE:
        return say("{0}: simple", level_term(level))
    return say("{0}: {1}", level_term(level), term(part))


CONTRACT_RAISED = {
    (True, False): ("", N_("{0}, trumps {1}; {2}: {3}"), N_("{0}, trumps {1}; {2}: {3}, {4}: {5}"),
                    N_("{0}, trumps {1}; {2}: {3}, {4}: {5}, {6}: {7}")),
    (True, True): ("", N_("{0}, trumps {1}; {2}: simple"), N_("{0}, trumps {1}; {2}: simple, {3}: {4}")),
    (False, False): ("", N_("{0}, no trumps; {1}: {2}")),
}
"""The contract line with its raised parts, by (trumps, the simple game raised) and the count of
raised parts, each a kontra level and a part (the simple game, always first, in the words): a
bid with the simple game has two parts at most, a no-trump bid one."""


def _contract_text(bid_id: str, trump: int | None, to_name: bool, kontra: tuple[tuple[str, int], ...]) -> str:
    """'Ulti, trumps diamonds; Kontra: simple, Rekontra: ulti' (names do not depend on the table's
    setting)."""
    name = by_id()[bid_id].term
    raised = [(level_term(v), p) for p, v in kontra if v]
    if not raised:
        if by_id()[bid_id].trumps == NO_TRUMPS:
            return say("{0}, no trumps", name)
        if to_name:
            return say("{0}, trumps to be named", name)
        if trump is None:               # given up (Fold) before naming them: the deal ended so
            return say("{0}, given up before trumps were named", name)
        return say("{0}, trumps {1}", name, wording.suit(Suit(trump)))
    head = (name,) if trump is None else (name, wording.suit(Suit(trump)))
    simple = raised[0][1] == SIMPLE
    args = [a for level, p in raised for a in ((level,) if p == SIMPLE else (level, term(p)))]
    return say(CONTRACT_RAISED[trump is not None, simple][len(raised)], *head, *args)
