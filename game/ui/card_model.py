"""Which card lies where on the table, and which faces the human may see: the hands (your fan and
the others' backs), the trick, the up card, the open stock and the hidden piles, as sprite keys.

Pure (no pygame): the scene animates sprites to the places this model names, and re-derives the
model from the engine's ``View`` after each batch of events, so the picture can never drift from
the rules. A key is a ``Card`` for a face the human knows, or ("back", seat, serial) for a back."""
from __future__ import annotations

from dataclasses import dataclass
import random
from itertools import permutations
from typing import Any

from game.cards import Card, Suit
from game.rules.base import View

SITTING_OUT = "sitting out"
"""The badge of a seat that sits a hand out (Euchre's partner of a lone hand): its cards are put away."""
PREFERRED = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
RED = {Suit.HEARTS, Suit.DIAMONDS}


def visible(view: View) -> set[Card]:
    """Every card whose face ``view`` lets its seat see."""
    out = set(view.hand) | set(view.stock) | {c for _, c in view.trick} | {c for _, c in view.last_trick}
    for cards in view.shown.values():
        out.update(cards)
    if view.up_card is not None:
        out.add(view.up_card)
    return out


def own_discards(view: View) -> tuple[Card, ...]:
    """The faces of the cards this seat laid aside this hand, as far as its view shows them."""
    return view.discards


def stock_faces(view: View) -> tuple[Card, ...]:
    """The face-down stock's faces this seat may look at (Ulti's talon, laid down by this seat and
    still its own)."""
    return view.stock_seen


def suit_order(cards, key, trump: Suit | None, keep=()) -> tuple:
    """The order of a hand's plain suit groups: colours alternating where they can (with the trumps
    at the right). ``keep``, an order laid out before, stays while it holds every group, so the
    groups never jump when a suit runs out."""
    groups = {key(Card(int(c)))[0] for c in cards}
    plain = sorted(g for g in groups if g in range(4))
    if keep and set(plain) <= set(keep):
        return tuple(keep)
    trumps = sorted(g for g in groups if g not in range(4))

    def colour(g):
        if g in range(4):
            return Suit(g) in RED
        return None if trump is None else Suit(trump) in RED

    def score(order):
        seq = list(order) + trumps
        changes = sum(colour(a) is None or colour(a) != colour(b) for a, b in zip(seq, seq[1:]))
        return (-changes, [PREFERRED.index(Suit(g)) for g in order])

    return min(permutations(plain), key=score, default=())


def hand_order(cards, key, trump: Suit | None, keep=()) -> list:
    """A hand as a player sorts it: the engine's ``sort_key`` groups (suits, trumps) with the
    trumps at the right, the other suits in ``suit_order`` and each group in the game's rank order."""
    keys = {c: key(Card(int(c))) for c in cards}
    plain = suit_order(cards, key, trump, keep)
    trumps = sorted({k[0] for k in keys.values()} - set(range(4)))
    rank = {g: i for i, g in enumerate(list(plain) + trumps)}
    return sorted(cards, key=lambda c: (rank[keys[c][0]], keys[c][1]))


def unsorted(cards) -> list:
    """A hand in no order, as cards come off the deck: the view holds a hand as a set, so its deal
    order is not known; this mix is fixed by the cards alone, so a redraw never shuffles it."""
    out = sorted(cards)
    random.Random(sum(1 << int(c) for c in out)).shuffle(out)
    return out


@dataclass(frozen=True)
class Arrival:
    """A key new to the table and where its sprite starts: at the stock (``fan`` None) or at seat
    ``fan[0]``'s fan as it was then (``fan[1]`` cards, face up or not), in-hand size or full size."""
    key: Any
    card: Card | None
    fan: tuple[int, int, bool] | None = None
    small: bool = False


def is_face(key) -> bool:
    """A key that is a known card (not a back)."""
    return isinstance(key, int)


class CardModel:
    """The placement of every card key for seat ``you`` at a table of ``n``."""

    def __init__(self, n: int, you: int, view: View):
        self.n, self.you = n, you
        self.hands: list[list[Any]] = [[] for _ in range(n)]
        self.trick: list[tuple[int, Any]] = []
        self.up_key: Card | None = None
        self.stock_cards: list[Card] = []
        """The stock's cards lying face up (in deck order), the up card apart."""
        self.stock_n = 0
        """How many stock cards lie face down in the pile."""
        self.discards_n = 0
        """How many cards you laid aside this hand (your small face-down pile)."""
        self.trump: Suit | None = None
        self.suits: tuple = ()
        """Your hand's suit groups in the order first laid out this deal (kept as suits run out)."""
        self.order: list[Card] = []
        """Your own order of this deal's cards (as dealt, or where you dragged them); empty: none."""
        self.dealer = 0
        self.serial = 0
        self.public: set[Card] = visible(view)
        """Faces the human may see now (its view after the last queued batch)."""
        self.known: set[Card] = set(self.public)
        """Faces the human may see while the batch being animated plays out."""

    def hidden_key(self, seat: int):
        self.serial += 1
        return ("back", seat, self.serial)

    def hand_face_up(self, seat: int) -> bool:
        return any(is_face(k) for k in self.hands[seat])

    def fan(self, seat: int) -> tuple[int, int, bool]:
        """Seat ``seat``'s fan as it is now, for an ``Arrival`` that starts there."""
        return (seat, len(self.hands[seat]), self.hand_face_up(seat))

    def sort_hand(self, sort_key, by_suit: bool = True) -> None:
        """Lay your hand out by suit (``by_suit``) or as dealt; an order of your own wins either way
        until the next deal, cards new to the hand going to its right end."""
        mine = self.hands[self.you]
        if self.order and not set(mine) & set(self.order):
            self.new_deal()                  # a hand this model never saw dealt
        if by_suit and not self.order:
            self.suits = suit_order(mine, sort_key, self.trump, self.suits)
            self.hands[self.you] = hand_order(mine, sort_key, self.trump, self.suits)
            return
        if not self.order:
            self.order = unsorted(mine)
        self.order += [c for c in mine if c not in self.order]
        place = {c: i for i, c in enumerate(self.order)}
        self.hands[self.you] = sorted(mine, key=place.__getitem__)

    def move(self, card: Card, index: int) -> None:
        """You dragged ``card`` of your hand to place ``index``: your order from now on this deal."""
        mine = self.hands[self.you]
        mine.remove(card)
        mine.insert(max(0, min(index, len(mine))), card)
        self.order = list(mine) + [c for c in self.order if c not in mine]

    def new_deal(self) -> None:
        """Forget the last deal's order of your hand."""
        self.suits = ()
        self.order = []

    def keys(self):
        """Every key the model places (sprites outside it are on their way off the table)."""
        for keys in self.hands:
            yield from keys
        for _, k in self.trick:
            yield k
        if self.up_key is not None:
            yield self.up_key
        yield from self.stock_cards

    def has_stock(self, view: View) -> bool:
        return bool(self.stock_n or self.stock_cards or self.up_key is not None or view.stock_size)

    def see(self, view: View, played=(), taken=()) -> set[Card]:
        """The faces the human may see while a batch of events plays out: those in its view before
        or after the batch, and the cards played or taken in it; ``public`` becomes the view's."""
        seen = visible(view)
        known = self.public | seen
        known.update(played)
        for cards in taken:
            known.update(cards)
        self.public = seen
        return known

    def lay_stock(self, view: View, up_card: Card | None) -> list[Arrival]:
        """The up card and the open stock from ``view``: new keys start at the stock."""
        self.up_key = up_card
        self.stock_cards = [c for c in view.stock if c != self.up_key]
        return [Arrival(c, c) for c in ([self.up_key] if self.up_key is not None else []) + self.stock_cards]

    def sync(self, view: View) -> list[Arrival]:
        """Re-derive every place from ``view``, keeping the keys already in place; returns the
        keys new to the table."""
        self.trump = view.trump
        self.dealer = view.dealer
        mine = list(view.hand)
        new = [Arrival(c, c) for c in mine]
        self.hands[self.you] = mine
        for s in range(self.n):
            if s == self.you:
                continue
            shown = list(view.shown.get(s, ()))
            new += [Arrival(c, c, self.fan(s), True) for c in shown]
            hidden = [k for k in self.hands[s] if not is_face(k)]
            need = max(0, view.hand_sizes[s] - len(shown)) if s < len(view.hand_sizes) else 0
            if s < len(view.badges) and SITTING_OUT in view.badges[s]:
                need = 0                 # a seat sitting out the hand lays its cards aside
            hidden = hidden[:need]
            while len(hidden) < need:
                k = self.hidden_key(s)
                new.append(Arrival(k, None, self.fan(s), True))
                hidden.append(k)
            self.hands[s] = shown + hidden
        self.trick = []
        for s, c in view.trick:
            new.append(Arrival(c, c, self.fan(s) if s != self.you else None))
            self.trick.append((s, c))
        new += self.lay_stock(view, view.up_card)
        self.stock_n = max(0, view.stock_size - (1 if self.up_key is not None else 0) - len(self.stock_cards))
        self.discards_n = max(self.discards_n, len(own_discards(view)))
        return new

    def deal(self, dealer: int, hand_sizes, up_card: Card | None, stock_size: int, view: View,
             per: float) -> tuple[list[tuple[Any, float]], list[Arrival], float]:
        """A new deal from the dealer's seat, one card at a time in play order, ``per`` seconds
        apart: returns (each hand key with when it leaves, the stock's keys, when the last leaves)."""
        for keys in self.hands:
            keys.clear()
        self.new_deal()
        self.trick = []
        self.discards_n = 0
        self.dealer = dealer
        mine = list(view.hand)
        order = [(dealer + 1 + i) % self.n for i in range(self.n)]
        sizes = list(hand_sizes)
        given = [0] * self.n
        t = 0.0
        plan = []
        while any(given[s] < sizes[s] for s in order):
            for s in order:
                if given[s] < sizes[s]:
                    plan.append((s, given[s], t))
                    given[s] += 1
                    t += per
        for s, i, _ in plan:
            if s == self.you:
                if i < len(mine):
                    self.hands[s].append(mine[i])
            else:
                self.hands[s].append(self.hidden_key(s))
        stock = self.lay_stock(view, up_card)
        self.stock_n = max(0, stock_size - len(self.stock_cards))
        delays = {}
        for s, i, when in plan:
            if i < len(self.hands[s]):
                delays[self.hands[s][i] if s != self.you else mine[i]] = when
        return list(delays.items()), stock, t

    def play(self, seat: int, card: Card, placed: bool):
        """``seat`` plays ``card`` to the trick; ``placed``: its key already lies in that hand.
        Returns the back it replaces (the middle one of the fan), or None."""
        keys = self.hands[seat]
        back = None
        if placed:
            keys.remove(card)
        else:
            hidden = [k for k in keys if not is_face(k)]
            if hidden:
                back = hidden[len(hidden) // 2]
                keys.remove(back)
        self.trick.append((seat, card))
        if card == self.up_key:
            self.up_key = None
        return back

    def take_trick(self) -> list[Any]:
        """The trick leaves the table: returns its keys."""
        keys = [k for _, k in self.trick]
        self.trick = []
        return keys

    def pick_up(self, seat: int, card: Card, placed: bool) -> Any:
        """``seat`` takes ``card`` from the stock (``placed``: from the open stock, else from the
        face-down pile); returns the key it holds it as (a back for another seat)."""
        if not placed:
            self.stock_n = max(0, self.stock_n - 1)
        if card == self.up_key:
            self.up_key = None
        if card in self.stock_cards:
            self.stock_cards.remove(card)
        key = card if seat == self.you else self.hidden_key(seat)
        self.hands[seat].append(key)
        return key

    def discard(self, seat: int, cards, count: int, view: View) -> tuple[list[Any], bool]:
        """``seat`` lays ``count`` cards aside: returns their keys and whether they go to your
        discard pile (else back into the stock: a talon stays the stock)."""
        keys = self.hands[seat]
        if seat == self.you:
            gone = list(cards) or [c for c in keys if c not in view.hand]
        else:
            gone = [k for k in keys if not is_face(k)][-count:] if count else []
        to_pile = seat == self.you and not view.stock_seen
        if to_pile:
            self.discards_n += count
        gone = gone[:max(count, len(cards))]
        for k in gone:
            if k in keys:
                keys.remove(k)
        return gone, to_pile

    def show(self, seat: int, cards, placed) -> tuple[list[tuple[Card, Any]], tuple[int, int, bool]]:
        """Seat ``seat`` shows ``cards``; those the human may see replace backs. ``placed(card)``:
        that card's key is on the table already. Returns (card, the back it replaces or None) for
        each card new to the table, and the fan as it was (where a card with no back starts)."""
        keys = self.hands[seat]
        fan = self.fan(seat)
        hidden = [k for k in keys if not is_face(k)]
        new, flips = [], []
        for c in cards:
            if c not in self.known:
                continue
            if not placed(c):
                flips.append((c, hidden.pop() if hidden else None))
            new.append(c)
        self.hands[seat] = new + hidden
        return flips, fan
