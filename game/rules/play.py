"""The hand in play: what every trick-taking deal has, owned once and composed by every engine.

A ``HandInPlay`` holds the hands, the named card zones (stock, kitty, talon, devil's deck,
discards), the trick in progress with its seats, the last trick, tricks won and won piles, the cards
played, the suits each seat has shown out of, and the deal's ``Suiting`` and ``Duties``. It answers
the playable mask, lays a card (``play``), gives the view's card fields and ``card_places``, and
redeals hidden cards for ``determinize`` keeping voids and known cards. An engine keeps what is its
own — auction, contract, scoring, wording — and decides who acts next.

Everything here is ints, short lists and tuples: an engine is the bots' simulator, and ``copy`` is
on their hottest path.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.cards import CARDS, SUIT_MASK, Card, mask_of
from game.rules import tricks
from game.rules.actions import PLAY, Play


def _suit_rows(items: Sequence) -> tuple[tuple[tuple, ...], ...]:
    """ROWS[suit][13-bit slice]: the items of that suit's cards present in the slice, in card index
    order, so the items of a whole hand are four lookups."""
    out = []
    for s in range(4):
        row: list[tuple] = [()] * 8192
        for ranks in range(1, 8192):
            top = ranks.bit_length() - 1
            row[ranks] = row[ranks ^ (1 << top)] + (items[13 * s + top],)
        out.append(tuple(row))
    return tuple(out)


PLAY_ROWS = _suit_rows(PLAY)
"""PLAY_ROWS[suit][13-bit slice of a mask]: the prebuilt Play of each card of that suit in it."""
_CARD_ROWS = _suit_rows(CARDS)
_P0, _P1, _P2, _P3 = PLAY_ROWS
_C0, _C1, _C2, _C3 = _CARD_ROWS
_JOKER_PLAY = ((), (PLAY[52],))
_JOKER_CARD = ((), (CARDS[52],))


def plays_of(mask: int) -> list[Play]:
    """The prebuilt ``Play`` of every card of ``mask``, in card index order."""
    return [*_P0[mask & 0x1FFF], *_P1[mask >> 13 & 0x1FFF], *_P2[mask >> 26 & 0x1FFF],
            *_P3[mask >> 39 & 0x1FFF], *_JOKER_PLAY[mask >> 52 & 1]]


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` in index order (``tuple(bits(mask))``, by four lookups)."""
    return (*_C0[mask & 0x1FFF], *_C1[mask >> 13 & 0x1FFF], *_C2[mask >> 26 & 0x1FFF],
            *_C3[mask >> 39 & 0x1FFF], *_JOKER_CARD[mask >> 52 & 1])


def void_cards(void: int, masks: Sequence[int] = SUIT_MASK) -> int:
    """All cards of the suits set in ``void`` (bit per suit): what a seat that showed out cannot hold."""
    out = 0
    for su in range(4):
        if void >> su & 1:
            out |= masks[su]
    return out


def redeal_hidden(pool: int, slots: Sequence[tuple[int, int]], rng: random.Random,
                  tries: int = 30) -> list[int]:
    """Share the cards of ``pool`` among ``slots`` of (count, forbidden mask), at random.

    Used by ``determinize``: the unknown cards are redealt respecting what a seat is known not to
    hold (a suit it showed out of). If the constraints cannot be met in ``tries`` shuffles the last
    attempt ignores them rather than fail (a bot must always get a state)."""
    cards = list(cards_of(pool))
    order = sorted(range(len(slots)), key=lambda k: -slots[k][1].bit_count())
    for attempt in range(tries + 1):
        rng.shuffle(cards)
        left = cards[:]
        out = [0] * len(slots)
        ok = True
        for k in order:
            count, forbidden = slots[k]
            if not forbidden or attempt == tries:   # a slot open to every card: the next ones dealt
                take = left[:count]
                del left[:count]
            else:
                take = [c for c in left if not forbidden >> c & 1][:count]
                taken = mask_of(take)
                left = [c for c in left if not taken >> c & 1]
            if len(take) < count:
                ok = False
                break
            out[k] = mask_of(take)
        if ok:
            return out
    raise ValueError("hidden cards do not fit the slots")


def _seating(n: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    out = []
    for mask in range(1 << n):
        nxt = tuple(next(((s + k) % n for k in range(1, n + 1) if mask >> (s + k) % n & 1), s)
                    for s in range(n))
        out.append((nxt, mask.bit_count()))
    return tuple(out)


_SEATING = {n: _seating(n) for n in range(2, 9)}
"""_SEATING[players][mask of seats in play]: (next seat in play after each seat, trick size)."""


def shown_void(card: int, lead: int, s: tricks.Suiting, duties: tricks.Duties) -> int:
    """The suits (bit per suit) a seat shows it is out of by playing ``card`` to a trick led by
    ``lead``: the led suit when it does not follow, and trumps too when the game makes it trump
    (``must_trump``) and it did not. 0 when it follows."""
    led, cs = s.suit_of[lead], s.suit_of[card]
    if cs == led:
        return 0
    trump = s.trump
    if duties.must_trump and trump is not None and cs != trump:
        return (1 << led) | (1 << trump)
    return 1 << led


class HandInPlay:
    """One deal's cards in play (see the module docstring). ``next_seat[s]`` is the seat after
    ``s`` in this deal's play (a seat sitting out or folded is skipped) and ``size`` the cards of a
    complete trick; an engine that drops seats after the deal sets both."""

    __slots__ = ("hands", "zones", "trick", "trick_seats", "tricks_won", "piles", "played", "gone",
                 "history", "void", "suiting", "duties", "next_seat", "size", "tricks_done")

    def __init__(self, hands: list[int], suiting: tricks.Suiting,
                 duties: tricks.Duties = tricks.FOLLOW_ONLY, zones: dict[str, int] | None = None,
                 piles: bool = True):
        n = len(hands)
        self.hands = hands
        self.zones: dict[str, int] = zones if zones is not None else {}
        """Named card masks outside the hands and tricks: "stock", "kitty", "discard", …"""
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks_won = [0] * n
        self.piles = [0] * n if piles else None
        """The cards of the tricks each seat has won (None where the game never counts them)."""
        self.played = 0
        """Every card played this deal, the trick in progress included."""
        self.gone = [0] * n
        """The cards each seat has played this deal (public: everyone saw who laid what), so a
        seat's hand as dealt is its hand plus these, whatever trick the deal is at."""
        self.history: tuple[tuple[Sequence[int], Sequence[Card]], ...] = ()
        """Every completed trick of the deal as (seats, cards) in the order played, kept as the
        lists it was played in (never changed again): public, for a bot that reads what a play
        showed about a hand."""
        self.void = [0] * n
        """Effective suits each seat has shown out of (bit per suit): public knowledge."""
        self.suiting = suiting
        self.duties = duties
        self.next_seat, self.size = _SEATING[n][(1 << n) - 1]
        self.tricks_done = 0
        """Tricks completed this deal (the sum of ``tricks_won``, kept because every trick asks)."""

    def copy(self) -> "HandInPlay":
        new = HandInPlay.__new__(HandInPlay)
        new.hands = self.hands[:]
        new.zones = self.zones.copy()
        new.trick = self.trick[:]
        new.trick_seats = self.trick_seats[:]
        new.tricks_won = self.tricks_won[:]
        new.piles = self.piles[:] if self.piles is not None else None
        new.played = self.played
        new.gone = self.gone[:]
        new.history = self.history
        new.void = self.void[:]
        new.suiting = self.suiting
        new.duties = self.duties
        new.next_seat = self.next_seat
        new.size = self.size
        new.tricks_done = self.tricks_done
        return new

    # --- the trick ------------------------------------------------------------------------------

    def playable(self, seat: int) -> int:
        """The mask of the cards ``seat`` may play to the trick now."""
        trick = self.trick
        if not trick:
            return self.hands[seat]
        return tricks.legal_mask(self.hands[seat], trick, self.suiting, self.duties)

    def plays(self, seat: int) -> list[Play]:
        """The ``Play`` actions open to ``seat``, in card index order."""
        return plays_of(self.playable(seat))

    def broken_duty(self, seat: int, card: int) -> tuple[str, Card | None] | None:
        """For a held card that may not be played: the duty it breaks (``tricks.broken_duty``)."""
        return tricks.broken_duty(card, self.hands[seat], self.trick, self.suiting, self.duties)

    def play(self, seat: int, card: int) -> int | None:
        """Lay ``card`` from ``seat``'s hand (known to be legal). Returns the winner once the card
        completes the trick (tricks won, the winner's pile and the last trick updated, the trick
        cleared), else None. Not following shows a void in the led suit; under must-trump, not
        trumping either shows a void in trumps too."""
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self.gone[seat] |= bit
        trick = self.trick
        if trick:
            self.void[seat] |= shown_void(card, trick[0], self.suiting, self.duties)
        trick.append(card)
        seats = self.trick_seats
        seats.append(seat)
        if len(trick) < self.size:
            return None
        win = seats[tricks.winner(trick, self.suiting)]
        self.tricks_won[win] += 1
        self.tricks_done += 1
        piles = self.piles
        if piles is not None:
            m = 0
            for c in trick:
                m |= 1 << c
            piles[win] |= m
        self.history += ((seats, trick),)
        self.trick = []
        self.trick_seats = []
        return win

    # --- what a view shows ------------------------------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    def hand_sizes(self) -> tuple[int, ...]:
        return tuple([h.bit_count() for h in self.hands])

    def trick_pairs(self) -> tuple[tuple[int, Card], ...]:
        """The trick in progress as (seat, card) pairs in the order played."""
        return tuple(zip(self.trick_seats, self.trick)) if self.trick else ()

    @property
    def last_seats(self) -> Sequence[int]:
        """Who played to the previous trick, in order (empty before the first is complete)."""
        return self.history[-1][0] if self.history else ()

    @property
    def last_cards(self) -> Sequence[Card]:
        """The cards of the previous trick, in the order played."""
        return self.history[-1][1] if self.history else ()

    @property
    def last_trick(self) -> tuple[tuple[int, Card], ...]:
        """The previous trick as (seat, card) pairs, paired only when asked."""
        return tuple(zip(*self.history[-1])) if self.history else ()

    def seat_in_play(self, seats: int) -> None:
        """Only the seats in the mask ``seats`` (bit per seat) play this deal's tricks: sets
        ``next_seat`` (the next seat clockwise that plays) and ``size``."""
        self.next_seat, self.size = _SEATING[len(self.hands)][seats]

    def card_places(self) -> dict[str, int]:
        """Where every card of the deal is (name -> mask), for the no-card-lost invariant."""
        places = {f"hand {s}": m for s, m in enumerate(self.hands)}
        places.update(self.zones)
        places["played"] = self.played
        return places

    # --- determinizing ----------------------------------------------------------------------------

    def redeal(self, into: "HandInPlay", seats: Sequence[int], pool: int, rng: random.Random,
               keep: Sequence[int] | None = None, extra: Sequence[int] = (),
               counts: Sequence[int] | None = None) -> list[int]:
        """Deal the cards of ``pool`` at random into ``into.hands`` of ``seats`` and into
        ``extra`` slots (card counts, e.g. a hidden stock); returns the extra slots' masks.

        Each seat keeps ``keep[seat]`` (cards known to be in that hand: shown, or seen passed) and
        gets as many more as it holds beyond them (or ``counts[seat]``), none of a suit it has shown
        out of."""
        masks = self.suiting.suit_masks
        slots = []
        for s in seats:
            if counts is not None:
                count = counts[s]
            else:
                count = self.hands[s].bit_count() - (keep[s].bit_count() if keep is not None else 0)
            slots.append((count, void_cards(self.void[s], masks)))
        slots.extend((c, 0) for c in extra)
        dealt = redeal_hidden(pool, slots, rng)
        for s, m in zip(seats, dealt):
            into.hands[s] = m | keep[s] if keep is not None else m
        return dealt[len(seats):]
