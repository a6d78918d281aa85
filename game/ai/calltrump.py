"""Call Trump heuristic, and what the computer does when a human seat's timer runs out.

The bot calls its longest, strongest suit; it plays for the partnership: it lets a partner's sure
winner stand, wins cheaply (cutting with its lowest winning trump) when the opponents hold the
trick, and otherwise walks aside with its least useful card (never baring a king or queen when
another will do). On lead it draws trumps when strong, returns its partner's suit, cashes sure
winners, leads to its partner's void, and keeps out of the opponents' voids. ``candidates`` gives
the search levels the same judgement: they never overtake a partner's sure trick, and cards that
play alike are searched once. ``timeout_action`` and ``MissTracker`` are pure, so the table
controller's timer logic is testable without a clock (rules §8.2, §8.3). ``plausible`` tells the
search levels' redeal which caller's hands are likely to have made the call.
"""
from __future__ import annotations

import random
from math import comb
from typing import Sequence

from game.ai.base import Bot
from game.ai.cardplay import beatable, cheapest_winner, ruffed_suits, ruffing, safe_leads, winners
from game.ai.search import hands_as_dealt, opposed, read_play, unbeaten_misfit
from game.cards import ACE_HIGH, SUIT_MASK, SUIT_OF, Card, mask_of
from game.rules import tricks
from game.rules.actions import PLAY, Action, ChooseTrump, Play
from game.rules.base import View
from game.rules.calltrump import CALL, NEXT, PLAYING, START_NEXT_GAME, strongest_suit
from game.rules.play import cards_of

SUITINGS = tuple(tricks.natural(ACE_HIGH, t) for t in range(4))
FULL = (1 << 52) - 1
HONOURS = {14: 4, 13: 3, 12: 2, 11: 1}
"""High-card points for judging a trump suit from five cards: ace 4, king 3, queen 2, jack 1."""


def call_score(hand: Sequence[Card], suit: int) -> int:
    """Length first, then strength: each card 4, plus its high-card points."""
    return sum(4 + HONOURS.get(c.rank, 0) for c in hand if c.suit == suit)


def pick_trump(hand: Sequence[Card]) -> int:
    """The suit with the best ``call_score``; ties go to the strongest suit of rules §8.3."""
    strongest = strongest_suit(mask_of(hand))
    return max(range(4), key=lambda s: (call_score(hand, s), s == strongest))


CALL_FLOOR = 0.05
"""The least chance a sampled caller's hand is kept with: a person may call on a single card."""
MASK64 = (1 << 64) - 1


def _two_of_first_five(trumps: int) -> float:
    """The chance that five cards drawn from thirteen holding ``trumps`` of a suit hold two of them."""
    others = 13 - trumps
    return 1 - (comb(others, 5) + trumps * comb(others, 4)) / comb(13, 5)


CALL_CHANCE = tuple(max(CALL_FLOOR, _two_of_first_five(n)) for n in range(14))
"""CALL_CHANCE[trumps]: about how likely a caller dealt that many trumps in its thirteen was to call
them from its first five: the heuristic's call is the longest suit of the five (a single card never
outscores two), so the five held at least two."""


def hashed_unit(mask: int) -> float:
    """A fixed number in [0, 1) for a hand (splitmix64), so a deterministic judgment of a redeal can
    keep hands at a chance: rejection sampling, with the randomness taken from the redeal itself."""
    z = (mask + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ z >> 30) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ z >> 27) * 0x94D049BB133111EB) & MASK64
    return ((z ^ z >> 31) >> 11) / (1 << 53)


def call_fit(world, view) -> float:
    """How well a redeal fits the call (>= 0 kept): the caller's thirteen cards as dealt are kept
    with ``CALL_CHANCE`` of their trumps (at random, by ``hashed_unit``). Unread by the caller
    itself."""
    caller = world.caller
    if caller == view.seat or view.trump is None or view.shown:
        return 0.0
    hand = hands_as_dealt(world.deal)[caller]
    trumps = (hand & SUIT_MASK[int(view.trump)]).bit_count()
    return CALL_CHANCE[trumps] - hashed_unit(hand)


class CallTrumpBot(Bot):
    level = "heuristic"
    _reading = None
    """The view a search's sampler is reading redeals for and its ``PlayReading`` (``read_play``)."""

    def plausible(self, world, view, floor=None) -> float:
        """For the search's sampler: ``call_fit``, and with ``reads_every_card`` (Hard) every card
        the others played with a choice, read as this heuristic's own (``misplayed``), the last to
        play in a trick the other side held and kept counted once more: it had no card to take it
        (``unbeaten_misfit``), a fact a redeal kept for want of a better must still show. Otherwise
        (Normal, and as it played on 2026-12-06) only that (earlier seats may duck). The reading
        of every card, the costly part, is read first and stops once the redeal cannot score above
        ``floor``; the lost tricks are read only for a redeal that still can."""
        fit = call_fit(world, view)
        if self.as_2026 or not self.reads_every_card or view.trump is None:    # no call yet: no card played
            return fit - unbeaten_misfit(world.deal, view.seat, opposed, last_only=True)
        self._reading, misread = read_play(self._reading, world, view, self.reader(view), fit, floor)
        if floor is not None and fit - misread <= floor:    # no better than the best, the lost tricks aside
            return fit - misread
        return fit - misread - unbeaten_misfit(world.deal, view.seat, opposed, last_only=True)

    @staticmethod
    def reader(view):
        """This heuristic's card from what a seat held and saw at a past turn of the deal in
        ``view`` (``misplayed``'s ``pick``)."""
        trump = int(view.trump)

        def pick(who, hand, legal, trick, played, voids, last):
            return PlayContext(who, trump, hand, played, voids, trick, last).choose(list(cards_of(legal)))
        return pick

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        if view.phase == CALL:
            return ChooseTrump(self.call(view.hand))
        if view.phase != PLAYING:
            return legal[0]
        return PLAY[PlayContext.of_view(view, not self.as_2026).choose([a.card for a in legal])]

    def call(self, hand) -> int:
        """The suit to name as trump from the caller's five cards (``pick_trump``)."""
        return pick_trump(hand)

    def candidates(self, view, legal):
        """What a search should compare, the heuristic's own choice first (a search keeps the first
        of equal scores, so a tie goes to the rule of thumb). The call: the suits held among the
        five cards. A card: one of each run of cards that play alike (no unseen card ranks between
        them), and never one that takes a partner's sure trick when another card would not."""
        if len(legal) < 2:
            return list(legal)
        if view.phase == CALL:
            first = self.call(view.hand)
            held = {c.suit for c in view.hand}
            return [a for a in legal if a.suit == first] + \
                [a for a in legal if a.suit != first and a.suit in held]
        if view.phase != PLAYING:
            return list(legal)
        ctx = PlayContext.of_view(view, not self.as_2026)
        cards = [a.card for a in legal]
        first = ctx.choose(cards)
        return [Play(c) for c in ctx.worth_trying(cards, first)]


class PlayContext:
    """What one seat knows at its turn to play, and the card-play judgements built on it."""

    def __init__(self, seat: int, trump: int, hand: int, played: int, void, trick, last, careful: bool = True):
        """``seat`` holding ``hand`` (a mask) after the cards ``played`` (a mask), with the suits
        each seat has shown out of (``void``), the ``trick`` in progress and the ``last`` one as
        (seat, card) pairs: a view's (``of_view``), or the sampler's reading of a seat's past turn."""
        self.careful = careful
        """Lead a trump or a suit no opponent is known to ruff when holding one, and judge a winning
        card by the suits the seats after have shown out of (off: as on 2026-12-06)."""
        self.me = seat
        self.partner = (seat + 2) & 3
        self.opponents = ((seat + 1) & 3, (seat + 3) & 3)
        self.trump = trump
        self.s = SUITINGS[trump]
        self.hand = hand
        self.unseen = FULL & ~hand & ~played
        self.void = void
        self.trick = [c for _, c in trick]
        self.seats = [s for s, _ in trick]
        self.after = [(seat + k) & 3 for k in range(1, 4 - len(self.trick))]
        """Seats still to play after this one in the current trick."""
        self.last = last
        """The trick before: who led it, with what (this seat won it if it is on lead now)."""

    @classmethod
    def of_view(cls, view: View, careful: bool = True) -> "PlayContext":
        return cls(view.seat, int(view.trump), mask_of(view.hand), view.played, view.info.void, view.trick,
                   view.last_trick, careful)

    # --- judgements -------------------------------------------------------------------------------

    def value(self, card: int) -> int:
        return self.s.power[card] + (100 if SUIT_OF[card] == self.trump else 0)

    def length(self, suit: int) -> int:
        return (self.hand & SUIT_MASK[suit]).bit_count()

    def master(self, card: int) -> bool:
        """No card still unseen of the same suit ranks above it."""
        return not self.unseen & self.s.above[card]

    def equal(self, a: int, b: int) -> bool:
        """Two cards of one suit with no unseen card between them: whichever is played, the tricks
        come out the same."""
        if a == b:
            return True
        if SUIT_OF[a] != SUIT_OF[b]:
            return False
        lo, hi = (a, b) if a < b else (b, a)
        return not self.unseen & ((1 << hi) - (1 << (lo + 1)))

    def safe_leads(self, cards: list[Card]) -> list[Card]:
        """The ``cards`` no opponent is known to ruff (``cardplay.safe_leads``); none when not careful."""
        return safe_leads(cards, self.s, self.void, self.opponents, self.unseen) if self.careful else []

    def may_trump(self, seat: int) -> bool:
        """Might ``seat`` still hold a trump: not shown out of trumps, and trumps still unseen."""
        return not self.void[seat] >> self.trump & 1 and bool(self.unseen & SUIT_MASK[self.trump])

    def can_cut(self, seat: int, suit: int) -> bool:
        """Might ``seat`` trump a lead of ``suit``: known void in it, and trumps still unseen."""
        return ruffing(suit, self.s, self.void, (seat,), self.unseen)

    def holds(self, card: int) -> bool:
        """Will ``card`` (winning now) still win once the seats after this one have played? Careful:
        no opponent after can beat it, given the suits they have shown out of (a master of a suit
        they cannot follow holds too)."""
        led = SUIT_OF[self.trick[0]] if self.trick else SUIT_OF[card]
        them = [s for s in self.after if (s & 1) != (self.me & 1)]
        if self.careful:
            return not beatable(card, led, self.s, self.void, them, self.unseen)
        cutters = any(self.can_cut(s, led) for s in them)
        if SUIT_OF[card] == self.trump and led != self.trump:
            return not cutters or self.master(card)
        return self.master(card) and not cutters

    def partner_sure(self) -> bool:
        """The partner is winning the trick and no seat still to play can take it from them."""
        if not self.trick:
            return False
        i = tricks.winner(self.trick, self.s)
        return self.seats[i] == self.partner and (not self.after or self.holds(self.trick[i]))

    def worth_trying(self, cards: list[Card], first: Card) -> list[Card]:
        """The cards a search should compare, ``first`` (the heuristic's) leading: on lead, none
        into a known ruff (unless every card is); when the partner's trick is sure, none that would
        take it (unless every card would); then one card of each run of equal cards (``first`` for
        its own run, else the lowest)."""
        pool = cards
        if not self.trick:
            pool = self.safe_leads(cards) or cards
        elif self.partner_sure():
            taking = winners(cards, self.trick, self.s)
            pool = [c for c in cards if c not in taking] or cards
        out = [first]
        for c in sorted(pool):
            if not any(self.equal(c, k) for k in out):
                out.append(c)
        return out

    # --- play -------------------------------------------------------------------------------------

    def choose(self, cards: list[Card]) -> Card:
        if not self.trick:
            return self.lead(cards)
        winner = self.seats[tricks.winner(self.trick, self.s)]
        best = self.trick[self.seats.index(winner)]
        if winner == self.partner and (not self.after or self.holds(best)):
            return self.least_useful(cards)
        able = winners(cards, self.trick, self.s)
        if not able:
            return self.least_useful(cards)
        if not self.after:
            return cheapest_winner(able, self.trick, self.s, sure=True)
        safe = [c for c in able if self.holds(c)]
        if safe:
            return min(safe, key=self.value)
        if winner == self.partner:
            return self.least_useful(cards)
        if len(self.trick) == 1 and SUIT_OF[able[0]] == SUIT_OF[self.trick[0]]:
            return self.least_useful(cards)      # second hand low: the partner plays last
        return cheapest_winner(able, self.trick, self.s, sure=False)

    def least_useful(self, cards: list[Card]) -> Card:
        """Walk aside with a side card before a trump, a loser before a master, never leaving a king
        or queen bare (by a discard) when another card will do; holding trumps, a small card (below
        the jack) from the shortest suit first, since a void lets the trumps cut later; else the
        lowest card."""
        hand = self.hand
        power = self.s.power
        trumps_held = bool(hand & SUIT_MASK[self.trump])
        led = SUIT_OF[self.trick[0]] if self.trick else -1

        def key(c):
            su = SUIT_OF[c]
            n = self.length(su)
            bare = False
            if n == 2 and su != self.trump and su != led:    # a discard, not a card that follows
                other = (hand & SUIT_MASK[su]) ^ (1 << c)
                o = other.bit_length() - 1
                bare = power[o] >= 12 and not self.master(o)
            short = n if trumps_held and power[c] < 11 else 13
            return su == self.trump, self.master(c), bare, short, power[c]
        return min(cards, key=key)

    def lead(self, cards: list[Card]) -> Card:
        t = self.trump
        cards = self.safe_leads(cards) or cards
        trumps = [c for c in cards if SUIT_OF[c] == t]
        side = [c for c in cards if SUIT_OF[c] != t]
        opponents = self.opponents
        unseen_trumps = self.unseen & SUIT_MASK[t]
        if trumps and unseen_trumps and any(self.may_trump(o) for o in opponents):
            drawn = self.draw_trumps(trumps, unseen_trumps.bit_count())
            if drawn is not None:
                return drawn
        ruffed = ruffed_suits(self.s, self.void, opponents, self.unseen)
        cut = {su for su in range(4) if ruffed >> su & 1}
        back = self.return_lead(side, cut)
        if back is not None:
            return back
        safe = [c for c in side if self.master(c) and SUIT_OF[c] not in cut]
        if safe:
            return max(safe, key=self.value)
        for c in sorted(side, key=self.value):
            su = SUIT_OF[c]
            if self.can_cut(self.partner, su) and su not in cut:
                return c
        if not side:
            return min(cards, key=self.value)
        pool = [c for c in side if SUIT_OF[c] not in cut] or side
        if trumps:        # a low singleton: the suit's next round is cut
            singles = [c for c in pool if self.length(SUIT_OF[c]) == 1 and self.s.power[c] < 13]
            if singles:
                return min(singles, key=self.value)
        for c in sorted(pool, key=self.value, reverse=True):
            if self.s.power[c] >= 11 and self.sequence(c):
                return c                         # the top of a run of honours: K from K Q
        longest = max({SUIT_OF[c] for c in pool}, key=lambda su: (self.length(su), su))
        return min((c for c in pool if SUIT_OF[c] == longest), key=self.value)

    def sequence(self, card: int) -> bool:
        """The next lower card held in ``card``'s suit plays the same as ``card``."""
        below = self.hand & SUIT_MASK[SUIT_OF[card]] & ((1 << card) - 1)
        return bool(below) and self.equal(below.bit_length() - 1, card)

    def draw_trumps(self, trumps: list[Card], unseen: int) -> Card | None:
        """Lead trumps while the opponents may hold some and this hand is strong in them: three or
        more headed by the master, or five or more, or more than all the unseen ones. The master
        or the top of a run goes first, else the lowest."""
        top = max(trumps, key=self.value)
        n = len(trumps)
        if self.master(top):
            return top if n >= 3 else None
        if n >= 5 or n > unseen:
            return top if self.sequence(top) else min(trumps, key=self.value)
        return None

    def return_lead(self, side: list[Card], cut: set[int]) -> Card | None:
        """Return the partner's lead: on lead after winning the partner's lead of a side suit this
        hand still holds (and no opponent can cut), lead it back: a master or the top of two, else
        the lowest."""
        if not self.last or self.last[0][0] != self.partner:
            return None
        su = SUIT_OF[self.last[0][1]]
        mine = [c for c in side if SUIT_OF[c] == su]
        if not mine or su in cut:
            return None
        top = max(mine, key=self.value)
        return top if self.master(top) or len(mine) == 2 else min(mine, key=self.value)


def timeout_action(view: View, legal: Sequence[Action]) -> Action | None:
    """The move the computer makes when a human seat's timer runs out: the caller's strongest suit,
    a legal card by the heuristic's strategy, the next game started; None for the rematch question,
    where no answer means no rematch."""
    if view.phase == CALL:
        return ChooseTrump(strongest_suit(mask_of(view.hand)))
    if view.phase == PLAYING:
        return CallTrumpBot().choose(view, legal, random.Random(0))
    if view.phase == NEXT:
        return START_NEXT_GAME
    return None


class MissTracker:
    """Missed decisions per seat (rules §8.2): two trump calls or card plays missed in a row switch
    automatic play on for that seat until the player acts again. The next-game and rematch prompts
    do not count."""

    LIMIT = 2
    COUNTED = (CALL, PLAYING)

    def __init__(self, players: int = 4):
        self.misses = [0] * players
        self.auto = [False] * players

    def missed(self, seat: int, phase: str) -> bool:
        """Record a timeout in ``phase``; True if the seat is now on automatic play."""
        if phase in self.COUNTED:
            self.misses[seat] += 1
            if self.misses[seat] >= self.LIMIT:
                self.auto[seat] = True
        return self.auto[seat]

    def acted(self, seat: int) -> None:
        """The player acted in time, or pressed "I'm back": the count restarts and automatic play stops."""
        self.misses[seat] = 0
        self.auto[seat] = False

    def to_dict(self) -> dict:
        return {"misses": self.misses[:], "auto": self.auto[:]}

    @classmethod
    def from_dict(cls, d: dict) -> "MissTracker":
        t = cls(len(d["misses"]))
        t.misses = [int(x) for x in d["misses"]]
        t.auto = [bool(x) for x in d["auto"]]
        return t


__all__ = ["CallTrumpBot", "MissTracker", "timeout_action", "pick_trump"]
