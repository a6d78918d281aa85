"""Ulti (robber ulti) for three seats: travelling-talon auction, kontra chain, ten tricks, count
part by part (rules/ulti.md). Bids are data (bids.py); the count is pure functions (scoring.py)."""
from __future__ import annotations

import random
from functools import lru_cache

from game.cards import ACE_HIGH, ACE_TEN, CARDS, SUIT_OF, Card, Suit, bits, deck32, mask_of
from game.rules import tricks
from game.rules.actions import (CARD_PLAYED, PLAY, Action, Bid, BidMade, ChooseTrump, Dealt, Discard,
                                Discarded, Event, Fold, HandScored, HandsShown, MatchOver, Pass,
                                PickedUp, PickUp, Play, TrickTaken, TrumpSet, action, event)
from game.rules.base import GameState, View, deal_round_robin, redeal_hidden, void_cards
from game.rules.options import Option
from game.rules.ulti.bids import (BETLI, HEARTS, NO_TRUMPS, PARTS, ULTI, BidSpec,
                                  bid_table, by_id, ordered)
from game.rules.ulti.scoring import (LEVEL_NAMES, MAX_LEVEL, DECL_7_LOST, DECL_7_WON, DEF_7_LOST,
                                     DEF_7_WON, Outcome, card_points, counted_marriages, held_pair,
                                     seven_of, settle)

DISCARD, MUST_BID, TURN, TRUMP, PLAYING, KONTRA, OVER = (
    "discard", "must_bid", "turn", "trump", "play", "kontra", "over")
TRICKS = 10
NEXT_SEAT = (1, 2, 0)
PACK_MASK = mask_of(deck32())

HUNGARIAN_SUIT = {Suit.CLUBS: "Makk", Suit.SPADES: "Zöld", Suit.DIAMONDS: "Tök", Suit.HEARTS: "Piros"}
MINOR_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS)

CANT_NOW = "You can't do that now."
NOT_HELD = "You don't hold that card."
LAY_TWO = "Lay down exactly two of your own cards."
TOOK_TALON = "You took the talon, so you must bid."
NOT_A_BID = "That is not an Ulti bid."
CHOOSE_MINOR = "Choose clubs, spades or diamonds."
TRUMPS_SET = "The trumps are already set by the bid."
ONLY_PLAIN = "Only a plain Simple game can be given up."
KONTRA_WHEN = "Kontra is said by a defender before playing to the first trick."
ONLY_RAISE = "You can only raise what the other side just raised."
NOT_PART = "That is not part of the bid."
MUST_TRUMP = "You must play a trump."
KEEP_SEVEN = "Keep the trump 7 for the last trick (you bid Ulti)."


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


@event
class KontraSaid(Event):
    seat: int
    part: str
    level: int


PASS, PICK_UP, FOLD = Pass(), PickUp(), Fold()
KONTRAS = {p: Kontra(p) for p in PARTS}
BID = {b.id: Bid(b.id) for b in bid_table()}
CHOOSE = {s: ChooseTrump(s) for s in Suit}
_PACK = tuple(deck32())
DISCARDS = {(a, b): Discard((a, b)) for i, a in enumerate(_PACK) for b in _PACK[i + 1:]}
_PAIR = tuple(tuple(DISCARDS.get((a, b)) for b in range(52)) for a in range(52))
"""_PAIR[a][b] is DISCARDS[(a, b)] for a < b: the 66 discards of a hand are list lookups, not tuple
keys hashed."""
_RUN = tuple(tuple(tuple(PLAY[s * 13 + 5 + r] for r in range(8) if b >> r & 1) for b in range(256))
             for s in range(4))
"""_RUN[suit][bits]: the Play actions of one suit's 7..A given as an 8-bit pattern, in card order."""
_RUN_C, _RUN_D, _RUN_H, _RUN_S = _RUN
NO_TRUMP_SUITING = tricks.natural(ACE_HIGH)
TRUMP_SUITINGS = tuple(tricks.natural(ACE_TEN, t) for t in range(4))
"""Suitings are immutable: one per trump choice, made once instead of at every deal."""


@lru_cache(maxsize=None)
def _raises(open_durchmars: str) -> dict[str | None, tuple[Bid, ...]]:
    """For each bid id (None before the first bid) the Bid actions that beat it, in list order, made
    once per option setting: every turn of the auction lists them."""
    bids = ordered(open_durchmars)
    out: dict[str | None, tuple[Bid, ...]] = {None: tuple(BID[b.id] for b in bids)}
    for cur in bids:
        out[cur.id] = tuple(BID[b.id] for b in bids if b.key > cur.key)
    return out


BID_TEXT = {i: str(a) for i, a in BID.items()}
"""Each bid's action text (for BidMade), made once."""


_POSITIONS = deal_round_robin(range(len(_PACK)), (0, 1, 2), (12, 10, 10), 3)[0]
DEALT_TO = tuple(tuple((opener + k) % 3 for i in range(len(_PACK)) for k in range(3)
                       if _POSITIONS[k] >> i & 1) for opener in range(3))
"""DEALT_TO[opener][i]: the seat that gets the deck's i-th card, the opener twelve and the others ten
— the shared round-robin deal worked out once on card positions instead of at every deal."""


_SUIT_CARDS = tuple(tuple(tuple(CARDS[s * 13 + 5 + r] for r in range(8) if b >> r & 1)
                          for b in range(256)) for s in range(4))
"""_SUIT_CARDS[suit][bits]: one suit's cards 7..A given as an 8-bit pattern, like ``_RUN``."""
_CARDS_C, _CARDS_D, _CARDS_H, _CARDS_S = _SUIT_CARDS


def _cards(mask: int) -> list[Card]:
    """The cards of ``mask`` in index order (``list(bits(mask))``), by suit lookups in the pack."""
    if mask & ~PACK_MASK:
        return list(bits(mask))
    return [*_CARDS_C[mask >> 5 & 255], *_CARDS_D[mask >> 18 & 255], *_CARDS_H[mask >> 31 & 255],
            *_CARDS_S[mask >> 44 & 255]]


def marriage_text(forties: int, twenties: int) -> str:
    """'a 40', 'a 20', 'a 40 and two 20s' (§6)."""
    words = {1: "a", 2: "two", 3: "three"}
    out = []
    if forties:
        out.append("a 40")
    if twenties:
        out.append(f"{words[twenties]} 20" + ("s" if twenties > 1 else ""))
    return " and ".join(out)


class Ulti(GameState):
    NAME = "ulti"
    TITLE = "Ulti"
    BLURB = "Hungary's three-hand game: bid over a travelling talon, play alone against two, kontra."
    PLAYER_COUNTS = (3,)
    DEFAULT_PLAYERS = 3
    ZERO_SUM = True
    CLONE_LISTS = ("score", "hands", "auction", "trick", "trick_seats", "tricks_won", "void",
                   "first_played", "start_hands", "announced")
    OPTIONS = (
        Option("deals", "Deals", "Scheduled length of the match; a tie at the top plays on.", 6, (6, 9, 12)),
        Option("open_durchmars", "Open durchmars value",
               "R1: 24 with any trumps; R2: 12 with a minor trump suit (moves five bids).", "R1",
               ("R1", "R2"), ("24 everywhere", "12 in a minor suit")),
        Option("give_up", "Giving up a Simple game",
               "A plain Simple game given up costs 2 to each defender, or 1 to each (2 in total).",
               "two_each", ("two_each", "two_total"), ("2 to each", "2 in total")),
        Option("defender_silent_durchmars", "Defenders' silent durchmars",
               "Defenders who take all ten tricks unbid earn the silent durchmars (3, hearts 6).",
               True, (False, True)),
        Option("follow_after_trump", "Following a trumped trick",
               "After a trick is trumped, a seat following suit may play any card of it, or must "
               "still beat the highest card of the suit led.", "any", ("any", "beat_led"),
               ("any card", "must beat the led suit")),
    )

    @classmethod
    def pack(cls) -> list[Card]:
        return list(_PACK)

    # --- setup ----------------------------------------------------------------------------------

    def _start(self, dealer: int | None) -> None:
        self.score = [0, 0, 0]
        self.hand_no = 0
        self.winners: tuple[int, ...] = ()
        self.last_result: dict | None = None
        self.bids = bid_table(self.options["open_durchmars"])
        self.ordered = ordered(self.options["open_durchmars"])
        self.bid_ids = by_id(self.options["open_durchmars"])
        self.bid_rows = tuple((b.rung, b.id, self.bid_label(b), b.value, b.key) for b in self.ordered)
        self.raises = _raises(self.options["open_durchmars"])
        head = tricks.ALWAYS if self.options["follow_after_trump"] == "beat_led" else tricks.UNLESS_TRUMPED
        self.duties = tricks.Duties(head=head, must_trump=True, overtrump=True)
        self.dealer = 0 if dealer is None else dealer
        self._deal()

    def _deal(self) -> Dealt:
        d = self.dealer
        opener = (d + 1) % 3
        self.opener = opener
        counts = [10, 10, 10]
        counts[opener] = 12
        hands = [0, 0, 0]
        for s, c in zip(DEALT_TO[opener], self._next_deck()):
            hands[s] |= 1 << c
        self.hands = hands
        self.talon = 0
        self.talon_owner: int | None = None
        self.picked_up = False
        self.current: BidSpec | None = None
        self.holder: int | None = None
        self.passes = 0
        self.auction: list[tuple[int, str]] = []
        self.declarer: int | None = None
        self.contract: BidSpec | None = None
        self.trump: int | None = None
        self.suiting = NO_TRUMP_SUITING
        self.guard = 0
        self.levels: dict[str, int] = {}
        self.step = 0
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.tricks_won = [0, 0, 0]
        self.done = 0
        self.decl_won = 0
        self.def_won = 0
        self.played = 0
        self.void = [0, 0, 0]
        self.first_played = [False, False, False]
        self.start_hands = [0, 0, 0]
        self.announced: list[tuple[int, int, int]] = []
        self.shown = False
        self._playable = 0
        self.last_seven: str | None = None
        self.leader = opener
        self.phase = DISCARD
        self.to_act = opener
        self.hand_no += 1
        return Dealt(d, tuple(counts), None, 0)

    def opening_events(self) -> list[Event]:
        counts = [10, 10, 10]
        counts[self.opener] = 12
        return [Dealt(self.dealer, tuple(counts), None, 0)]

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    def _higher(self) -> tuple[Bid, ...]:
        """The bids that beat the current one, in list order."""
        cur = self.current
        return self.raises[None if cur is None else cur.id]

    def _beats(self, bid: BidSpec) -> bool:
        return self.current is None or bid.key > self.current.key

    def play_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now: the shared duties, then the ulti guard (§5.2)."""
        hand = self.hands[seat]
        trick = self.trick
        m = tricks.legal_mask(hand, trick, self.suiting, self.duties) if trick else hand
        g = self.guard
        if g and seat == self.declarer and m & g and m != g:
            m ^= g
        return m

    def _kontra_window(self, seat: int) -> bool:
        return self.done == 0 and seat != self.declarer

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        phase = self.phase
        if phase == PLAYING:
            m = self._playable = self.play_mask(seat)
            out: list[Action] = [*_RUN_C[m >> 5 & 255], *_RUN_D[m >> 18 & 255],
                                 *_RUN_H[m >> 31 & 255], *_RUN_S[m >> 44 & 255]]
            if not self.done and seat != self.declarer:
                out.extend(KONTRAS[p] for p in self.contract.part_names if self.levels[p] == 0)
            return out
        if phase == KONTRA:
            out = [KONTRAS[p] for p in self.contract.part_names if self.levels[p] == self.step - 1]
            out.append(PASS)
            return out
        if phase == TURN:
            higher = self._higher()
            if not higher:
                return [PASS]
            return [PASS, PICK_UP, *higher]
        if phase == MUST_BID:
            return list(self._higher())
        if phase == DISCARD:
            cards = _cards(self.hands[seat])
            return [row[b] for i, a in enumerate(cards) for row in (_PAIR[a],) for b in cards[i + 1:]]
        if phase == TRUMP:
            out = [CHOOSE[s] for s in MINOR_SUITS]
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
            if phase in (DISCARD, MUST_BID) and self.picked_up:
                return TOOK_TALON
            return CANT_NOW
        if kind is Discard:
            if phase != DISCARD:
                return CANT_NOW
            cards = action.cards
            if (len(cards) != 2 or cards[0] == cards[1]
                    or not all(0 <= c < 52 and self.hands[seat] >> c & 1 for c in cards)):
                return LAY_TWO
            return None
        if kind is PickUp:
            if phase != TURN:
                return CANT_NOW
            if not self._higher():
                return f"No bid is higher than {self.current.en}, so the talon stays put."
            return None
        if kind is Bid:
            if phase not in (TURN, MUST_BID):
                return CANT_NOW
            bid = self.bid_ids.get(str(action.value))
            if bid is None:
                return NOT_A_BID
            if not self._beats(bid):
                return f"Bid higher than {self.current.en}."
            return None
        return CANT_NOW

    def card_reason(self, seat: int, card: int) -> str | None:
        """The first rule ``card`` breaks for ``seat`` in the trick now (§5.3), or None."""
        hand = self.hands[seat]
        if not (0 <= card < 52 and hand >> card & 1):
            return NOT_HELD
        broken = tricks.broken_duty(card, hand, self.trick, self.suiting, self.duties)
        if broken is not None:
            duty, target = broken
            if duty == tricks.FOLLOW:
                return f"You must follow suit ({Suit(SUIT_OF[self.trick[0]]).noun})."
            if duty == tricks.TRUMP:
                return MUST_TRUMP
            return f"You must beat the {target.pretty(suit_first=True)}."
        if not self.play_mask(seat) >> card & 1:
            return KEEP_SEVEN
        return None

    def _kontra_reason(self, seat: int, part: str) -> str | None:
        if self.phase == PLAYING:
            if not self._kontra_window(seat):
                return KONTRA_WHEN
            if part not in self.levels:
                return NOT_PART
            return None if self.levels[part] == 0 else ONLY_RAISE
        if self.phase == KONTRA:
            if part not in self.levels:
                return NOT_PART
            return None if self.levels[part] == self.step - 1 else ONLY_RAISE
        return CANT_NOW

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            return self._play(action.card)
        self._playable = 0
        seat = self.to_act
        if kind is Kontra:
            level = self.levels[action.part] + 1
            self.levels[action.part] = level
            return [KontraSaid(seat, action.part, level)]
        phase = self.phase
        if phase == KONTRA:
            return self._chain_pass(seat)
        if kind is Discard:
            for c in action.cards:
                self.hands[seat] &= ~(1 << c)
            self.talon = mask_of(action.cards)
            self.talon_owner = seat
            self.phase = MUST_BID
            self.auction.append((seat, "Discard"))
            return [Discarded(seat, 2)]
        if kind is PickUp:
            cards = tuple(_cards(self.talon))
            self.hands[seat] |= self.talon
            self.talon = 0
            self.talon_owner = None
            self.picked_up = True
            self.phase = DISCARD
            self.auction.append((seat, "PickUp"))
            return [BidMade(seat, "PickUp"), PickedUp(seat, cards)]
        if kind is Bid:
            bid = self.bid_ids[str(action.value)]
            self.current, self.holder, self.passes = bid, seat, 0
            self.picked_up = False
            self.phase = TURN
            self.to_act = (seat + 1) % 3
            self.auction.append((seat, f"Bid {bid.id}"))
            return [BidMade(seat, BID_TEXT[bid.id] if action is BID[bid.id] else str(action))]
        if kind is Pass:
            self.passes += 1
            self.auction.append((seat, "Pass"))
            events: list[Event] = [BidMade(seat, "Pass")]
            if self.passes < 3:
                self.to_act = (seat + 1) % 3
                return events
            return events + self._end_auction()
        if kind is ChooseTrump:
            events = [BidMade(seat, str(action))]
            return events + self._begin_play(int(action.suit))
        # Fold: the plain Simple game given up
        x = -2 if self.options["give_up"] == "two_each" else -1
        events = [BidMade(seat, "Fold")]
        return events + self._finish(x, ["Simple game given up"])

    # --- auction end and play -----------------------------------------------------------------------

    def _end_auction(self) -> list[Event]:
        bid = self.current
        self.declarer = self.holder
        self.contract = bid
        self.levels = {p: 0 for p in bid.part_names}
        if bid.trumps == HEARTS:
            return self._begin_play(int(Suit.HEARTS))
        if bid.trumps == NO_TRUMPS:
            return self._begin_play(None)
        self.phase = TRUMP
        self.to_act = self.declarer
        return []

    def _begin_play(self, trump: int | None) -> list[Event]:
        self.trump = trump
        self.suiting = NO_TRUMP_SUITING if trump is None else TRUMP_SUITINGS[trump]
        self.guard = 1 << seven_of(trump) if trump is not None and self.contract.has(ULTI) else 0
        self.start_hands = list(self.hands)
        self._playable = 0
        self.phase = PLAYING
        self.to_act = self.declarer
        return [TrumpSet(None if trump is None else Suit(trump), self.declarer)]

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """A card ``legal_actions`` just listed as playable (``_playable``, cleared by every change
        of state) goes straight to ``_play``, and a pass in the kontra chain (always legal) to
        ``_chain_pass``: the play phase is the bots' inner loop."""
        phase = self.phase
        if type(action) is Play and phase == PLAYING and self._playable >> action.card & 1:
            return self._play(action.card)
        if action is PASS and phase == KONTRA:
            return self._chain_pass(self.to_act)
        return None

    def _play(self, card: Card) -> list[Event]:
        self._playable = 0
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        events: list[Event] = []
        if not self.done and not self.first_played[seat]:
            self._announce(seat, events)
        if trick:
            led = SUIT_OF[trick[0]]
            cs = SUIT_OF[card]
            if cs != led:
                trump = self.trump
                self.void[seat] |= (1 << led) | (1 << trump if trump is not None and cs != trump else 0)
        trick.append(card)
        self.trick_seats.append(seat)
        events.append(CARD_PLAYED[seat][card])
        if len(trick) < 3:
            self.to_act = NEXT_SEAT[seat]
            return events
        return self._take(events)

    def _announce(self, seat: int, events: list[Event]) -> None:
        """A seat's first card: its counted marriages are announced (§6)."""
        self.first_played[seat] = True
        f, t = counted_marriages(self.contract, self.trump, self.start_hands[seat],
                                 seat == self.declarer)
        if f or t:
            self.announced.append((seat, f, t))
            events.append(MarriagesDeclared(seat, f, t))

    def _take(self, events: list[Event]) -> list[Event]:
        """The trick is complete: who takes it, open hands, early end, the kontra chain."""
        trick = self.trick
        seats = self.trick_seats
        wi = tricks.winner(trick, self.suiting)
        win = seats[wi]
        self.tricks_won[win] += 1
        done = self.done = self.done + 1
        cards = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2])
        declarer_won = win == self.declarer
        if declarer_won:
            self.decl_won |= cards
        else:
            self.def_won |= cards
        events.append(TrickTaken(win, tuple(trick), done))
        self.last_trick = ((seats[0], trick[0]), (seats[1], trick[1]), (seats[2], trick[2]))
        if done == TRICKS:
            self.last_seven = self._last_seven(wi)
        self.trick = []
        self.trick_seats = []
        if done == 1 and self.contract.open:
            self.shown = True
            events.append(HandsShown(tuple(tuple(_cards(h)) for h in self.hands)))
        if done == TRICKS or (self.trump is None and self._decided(declarer_won)):
            return events + self._count()
        if done == 1 and 1 in self.levels.values():
            self.phase = KONTRA
            self.step = 2
            self.to_act = self.declarer
            self.leader = win
            return events
        self.to_act = win
        return events

    def _decided(self, declarer_won: bool) -> bool:
        """Early end of a no-trump contract once its result is certain (§5.1 rule 6)."""
        if self.trump is not None:
            return False
        if self.contract.has(BETLI):
            return declarer_won
        return not declarer_won

    def _last_seven(self, wi: int) -> str | None:
        if self.trump is None:
            return None
        seven = seven_of(self.trump)
        for i, c in enumerate(self.trick):
            if c == seven:
                mine = self.trick_seats[i] == self.declarer
                if mine:
                    return DECL_7_WON if i == wi else DECL_7_LOST
                return DEF_7_WON if i == wi else DEF_7_LOST
        return None

    def _chain_pass(self, seat: int) -> list[Event]:
        """Pass() in a kontra step: the declarer's step ends; a defenders' step ends after both."""
        events: list[Event] = [BidMade(seat, "Pass")]
        step = self.step
        first_defender = (self.declarer + 1) % 3
        if step % 2 == 1 and seat == first_defender:
            self.to_act = (seat + 1) % 3
            return events
        if step < MAX_LEVEL and any(v == step for v in self.levels.values()):
            self.step = step + 1
            self.to_act = first_defender if self.step % 2 == 1 else self.declarer
            return events
        self.phase = PLAYING
        self.step = 0
        self.to_act = self.leader
        return events

    # --- the count -------------------------------------------------------------------------------------

    def outcome(self) -> Outcome:
        """The deal's result as the count sees it (§7.1), from the tricks, talon and start hands."""
        bid, trump, decl = self.contract, self.trump, self.declarer
        dt = self.tricks_won[decl]
        ft = self.done - dt
        last_decl = self.done == TRICKS and self.last_trick and self._last_winner() == decl
        d_mar = f_mar = 0
        for s in range(3):
            f, t = counted_marriages(bid, trump, self.start_hands[s], s == decl)
            if s == decl:
                d_mar = 40 * f + 20 * t
            else:
                f_mar += 40 * f + 20 * t
        d_cards = card_points(self.decl_won, bool(last_decl)) if dt else 0
        f_cards = card_points(self.def_won | self.talon, self.done == TRICKS and not last_decl) if ft else 0
        held_40, held_20 = held_pair(self.start_hands[decl], trump)
        return Outcome(
            declarer_points=d_cards + d_mar if dt else 0,
            defender_points=f_cards + f_mar if ft else 0,
            declarer_card_points=d_cards, declarer_tricks=dt, defender_tricks=ft,
            held_40=held_40, held_20=held_20,
            last_seven=self.last_seven if self.done == TRICKS else None)

    def _last_winner(self) -> int:
        seats = [s for s, _ in self.last_trick]
        cards = [c for _, c in self.last_trick]
        return seats[tricks.winner(cards, self.suiting)]

    def _count(self) -> list[Event]:
        out = self.outcome()
        x, lines = settle(self.contract, self.trump, self.levels, out,
                          self.options["defender_silent_durchmars"])
        text = [f"{ln.what}: {ln.amount:+d}" + (f" ({ln.detail})" if ln.detail else "") for ln in lines]
        talon = " ".join(str(c) for c in _cards(self.talon))
        text.append(f"talon: {talon}")
        text.append(f"points: declarer {out.declarer_points}, defenders {out.defender_points}")
        self.last_outcome = out
        return self._finish(x, text, lines)

    def _finish(self, x: int, text: list[str], lines=()) -> list[Event]:
        decl = self.declarer
        deltas = [-x, -x, -x]
        deltas[decl] = 2 * x
        for s in range(3):
            self.score[s] += deltas[s]
        text = text + [f"X = {x}", "deltas " + " ".join(f"{d:+d}" for d in deltas)]
        self.last_result = {"x": x, "deltas": tuple(deltas), "lines": tuple(lines),
                            "contract": self.contract.id, "declarer": decl, "talon": tuple(_cards(self.talon))}
        events: list[Event] = [HandScored(tuple(deltas), tuple(self.score), "\n".join(text))]
        top = max(self.score)
        leaders = [s for s in range(3) if self.score[s] == top]
        if self.hand_no >= self.options["deals"] and len(leaders) == 1:
            self.winners = (leaders[0],)
            self.phase = OVER
            self.to_act = None
            events.append(MatchOver(self.winners, tuple(self.score)))
            return events
        self.dealer = (self.dealer + 1) % 3
        events.append(self._deal())
        return events

    # --- information ----------------------------------------------------------------------------

    def contract_text(self) -> str:
        bid = self.contract
        if bid is None:
            return ""
        if bid.trumps == NO_TRUMPS:
            trumps = "no trumps"
        elif self.phase == TRUMP:
            trumps = "trumps to be named"
        else:
            trumps = f"trumps {Suit(self.trump).noun}"
        name = bid.hu if bid.hu == bid.english else f"{bid.hu} — {bid.english}"
        text = f"{name}, {trumps}"
        raised = [f"{LEVEL_NAMES[v]}: {p}" for p, v in self.levels.items() if v]
        return text + ("; " + ", ".join(raised) if raised else "")

    def view(self, seat: int) -> View:
        badges = []
        for s in range(3):
            b = []
            if s == self.declarer:
                b.append("declarer")
            if s == self.dealer:
                b.append("dealer")
            if s == self.opener:
                b.append("opener")
            badges.append(tuple(b))
        shown = {s: tuple(_cards(self.hands[s])) for s in range(3) if s != seat} if self.shown else {}
        cur = self.current
        extra = {
            "opener": self.opener, "holder": self.holder, "declarer": self.declarer,
            "current": cur.id if cur else None, "passes": self.passes,
            "talon": tuple(_cards(self.talon)) if seat == self.talon_owner else None,
            "talon_size": self.talon.bit_count(), "picked_up": self.picked_up,
            "contract": self.contract.id if self.contract else None,
            "kontra": dict(self.levels), "kontra_step": self.step,
            "raisable": tuple(a.part for a in self.legal_actions() if type(a) is Kontra)
            if seat == self.to_act and self.phase in (PLAYING, KONTRA) else (),
            "marriages": tuple((s, f, t, marriage_text(f, t)) for s, f, t in self.announced),
            "void": tuple(self.void),
            "hand_no": self.hand_no, "deals": self.options["deals"], "winners": self.winners,
            "last_result": self.last_result,
        }
        if self.phase in (DISCARD, MUST_BID, TURN):
            able = seat == self.to_act and self.phase != DISCARD
            floor = cur.key if cur else (-1, -1)
            extra["bids"] = tuple((r, i, text, v, able and key > floor)
                                  for r, i, text, v, key in self.bid_rows)
        return View(
            game=self.NAME, seat=seat, players=3, to_act=self.to_act, phase=self.phase,
            dealer=self.dealer, hand=tuple(_cards(self.hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self.hands), scores=tuple(self.score),
            trump=None if self.trump is None else Suit(self.trump),
            trick=tuple(zip(self.trick_seats, self.trick)), last_trick=self.last_trick,
            tricks_won=tuple(self.tricks_won), shown=shown, stock_size=self.talon.bit_count(),
            stock_label="talon",
            active=(True, True, True), badges=tuple(badges), bids=tuple(self.auction),
            played=self.played, contract=self.contract_text(), match_over=self.to_act is None,
            extra=extra)

    def _clone_extra(self, d) -> None:
        d["levels"] = dict(self.levels)

    def determinize(self, seat: int, rng: random.Random) -> "Ulti":
        """A full state consistent with ``view(seat)``: hidden hands and an unseen talon redealt,
        keeping shown voids; a talon this seat laid down stays as it is (§4.4)."""
        new = self._detached(rng)
        new._playable = 0
        hidden = [s for s in range(3) if s != seat and not self.shown]
        known_talon = seat == self.talon_owner
        pool = 0
        for s in hidden:
            pool |= self.hands[s]
        if not known_talon:
            pool |= self.talon
        if not pool:
            return new
        slots = []
        for s in hidden:
            slots.append((self.hands[s].bit_count(), void_cards(self.void[s])))
        slots.append((0 if known_talon else self.talon.bit_count(), 0))
        dealt = redeal_hidden(pool, slots, rng)
        for s, m in zip(hidden, dealt):
            new.hands[s] = m
            if self.phase in (PLAYING, KONTRA):
                new.start_hands[s] = m | (self.start_hands[s] & ~self.hands[s])
        if not known_talon:
            new.talon = dealt[-1]
        return new

    def bid_label(self, bid: BidSpec) -> str:
        """'Piros ulti — Heart ulti (10)', 'Ulti (5)' where both names agree; the simple games
        lead with English so that 'Passz' never looks like the Pass button (§10)."""
        if bid.id.endswith("simple"):
            return f"{bid.english} ({bid.hu}) ({bid.value})"
        if bid.hu == bid.english:
            return f"{bid.hu} ({bid.value})"
        return f"{bid.hu} — {bid.english} ({bid.value})"

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
            for b in self.ordered:
                if b.id.endswith("simple"):          # 'Passz' must never look like the Pass button
                    name = f"{b.english} ({b.value})\n{b.hu}"
                elif b.hu == b.english:
                    name = f"{b.hu} ({b.value})"
                else:
                    name = f"{b.hu} ({b.value})\n{b.english}"
                out.append((f"Rung {b.rung}", BID[b.id], name, self.why_illegal(BID[b.id], seat)))
            return out
        if self.phase == PLAYING and not any(type(a) is Kontra for a in self.legal_actions()):
            return super().action_menu(seat)
        for part in self.contract.part_names:
            level = self.levels[part]
            raise_to = LEVEL_NAMES[min(level + 1, MAX_LEVEL)]
            now = f"now {LEVEL_NAMES[level].lower()}" if level else "not raised"
            a = KONTRAS[part]
            out.append(("", a, f"{raise_to}: {part}\n{now}", self.why_illegal(a, seat)))
        if self.phase == KONTRA:
            out.append(("", PASS, self.label(PASS), None))
        return out

    def label(self, action: Action) -> str:
        kind = type(action)
        if kind is Bid:
            bid = self.bid_ids.get(str(action.value))
            return self.bid_label(bid) if bid else str(action)
        if kind is Pass:
            return "Pass"
        if kind is PickUp:
            return "Pick up the talon"
        if kind is Discard:
            if not action.cards:              # the auction's record of a talon laid down
                return "Laid down the talon"
            return "Lay down " + " ".join(c.pretty(suit_first=True) for c in action.cards)
        if kind is ChooseTrump:
            return f"{HUNGARIAN_SUIT[action.suit]} — {action.suit.noun.capitalize()}"
        if kind is Fold:
            each = 2 if self.options["give_up"] == "two_each" else 1
            return f"Give up (pay {each} to each)"
        if kind is Kontra:
            level = self.levels.get(action.part, 0) + 1
            return f"{LEVEL_NAMES[min(level, MAX_LEVEL)]}: {action.part}"
        if kind is Play:
            return f"Play {action.card.pretty(suit_first=True)}"
        return str(action)

    def prompt(self, seat: int) -> str:
        if self.to_act is None:
            return "The match is over."
        if seat != self.to_act:
            return f"Waiting for seat {self.to_act}."
        phase = self.phase
        cur = self.current
        if phase == DISCARD:
            if self.picked_up:
                return "Lay two cards face down as the talon, then bid higher."
            return "You open: lay two cards face down as the talon, then bid."
        if phase == MUST_BID:
            return f"Bid higher than {cur.en}." if cur else "Open the bidding: any bid."
        if phase == TURN:
            return f"Pass, pick up the talon, or bid higher than {cur.en}."
        if phase == TRUMP:
            if self.contract.id == "simple":
                return "Name the trumps (clubs, spades or diamonds), or give up."
            return "Name the trumps: clubs, spades or diamonds."
        if phase == KONTRA:
            return f"{LEVEL_NAMES[self.step]}? Raise what the other side just raised, or pass."
        if self.done == 0 and seat != self.declarer:
            return "Say kontra on a part if you like, then play a card."
        if not self.trick:
            return "Lead a card."
        return f"Follow suit ({Suit(SUIT_OF[self.trick[0]]).noun}) and beat the trick if you can."

    def card_places(self) -> dict[str, int]:
        places = {f"hand {s}": m for s, m in enumerate(self.hands)}
        places["talon"] = self.talon
        places["played"] = self.played & ~mask_of(self.trick)
        places["trick"] = mask_of(self.trick)
        return places

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
