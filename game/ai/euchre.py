"""Euchre heuristic: a club player's rules of thumb.

Bidding counts trump strength (bowers first) and off-suit aces, adds the up card when it goes to the
bot's side and subtracts it when it goes to the other, and calls from a mark that depends on the seat
(measured in self-play: where calling starts to score more than passing), and calls the three top
trumps from any seat; it goes alone with the three top trumps (such a hand cannot be euchred) or a
hand strong enough that alone pays, but never when its team needs two points or fewer to win the
match (alone gains nothing there). In play the makers lead trump, nobody takes a partner's sure
trick, the second hand plays low while partner may still win (keeping a top trump, holding back a
side card the ace beats), tricks are won as cheaply as is safe, and a card to lose is the lowest of
its suit, from a suit that becomes void, never a sure winner while a loser is left.

``candidates`` gives the search levels every bid and one card of each run of equal cards, this
heuristic's choice first (the search overrules it only when its samples are sure); ``plausible``
tells their redeal which hands explain the bids (a pass is a hand below the mark, an order-up one
above it, within a margin).

With a learned bidding value (``bid_value``: ``game.ai.learned.euchre_bids.BidValue``, handed over
by whoever builds the bot), ordering up and naming trump are the value's instead of the marks':
a call when it gains over passing, the suit it gains most with; ``plausible`` then reads the other
seats' calls and passes by the same value, within ``VALUE_MARGIN``. Going alone stays the marks':
a hand they would take alone (the three top trumps among them, which cannot be euchred) is called
alone whatever the value, which was trained on calls with a partner.
"""
from __future__ import annotations

from game.ai.base import Bot
from game.ai.cardplay import beatable, cheapest_winner, mine_first, safe_leads, wins, without_ruff_leads
from game.ai.search import PastTurn, hands_as_dealt, opposed, read_play, unbeaten_misfit
from game.cards import RANK_OF, Card, mask_of
from game.rules import tricks
from game.rules.actions import PLAY, ChooseTrump, Discard, Pass, Play
from game.rules.euchre import BID_WORDS, TAKEN, OrderUp
from game.rules.euchre_tables import PACK24, PACK25, PACK_MASK, SUITINGS, TOP_POWER
from game.rules.play import cards_of

TOP_TRUMPS = tuple(tuple(tuple(sorted((c for c in pack if SUITINGS[t].suit_of[c] == t),
                                      key=lambda c: -SUITINGS[t].power[c])) for t in range(4))
                  for pack in (PACK24, PACK25))
"""TOP_TRUMPS[joker][trump]: the trumps from the highest down."""
ORDER_AT = (2.3, 3.0, 2.35, 2.7)
"""Round 1: the strength (about the tricks the hand takes itself, ``order_estimate``) that orders up,
by seat from the dealer (dealer, left, partner, right). Measured in self-play (65,000 deals, each
call and its pass played out from the real cards): where ordering up starts to score more than
passing, then checked head to head. Ordering a card to the other side costs the most, from the left
above all, whose pass keeps the first word in round 2 and a trump hand to defend with."""
NAME_AT = (2.1, 1.8, 2.1, 1.8)
"""Round 2, by seat from the dealer: passing here often kills the deal or hands the call to the other
side, so a good trump suit is worth naming with less; the opening leader (left) gains the lead."""
ALONE_AT = (3.6, 3.4)
"""Round 1 and round 2: the strength from which going alone scores more than playing with partner
(measured the same way); the three top trumps go alone at any strength."""
ALONE_GAINS_FROM = 3
"""Going alone gains a team nothing when it needs fewer points than this to win the match: a
march with partner scores 2 and wins as surely as a lone march's 4, and a lone hand is euchred
more often, which may hand the match to the other side. So then the heuristic never goes alone."""
BID_MARGIN = 0.5
"""How far past a bidding mark a sampled hand may lie and still explain a bid (people are not this
heuristic)."""
VALUE_MARGIN = 0.35
"""How many points past passing a sampled hand's call may lie and still explain the other choice,
by the learned value (about ``BID_MARGIN`` of strength at the value's slope for it)."""
BID_OF = {label: action for action, label in BID_WORDS.items()}
"""The bid behind each entry of the bidding record."""
UP_CARD_VALUE = 0.35
BOWER_UP_VALUE = 0.8


def trump_value(card: int, s: tricks.Suiting, top: bool) -> float:
    """Tricks a trump is worth: the Joker and right bower are sure, the left nearly so
    (``top``: the hand holds a higher trump too)."""
    p = s.power[card]
    if p >= TOP_POWER["right"]:
        return 1.0
    if p == TOP_POWER["left"]:
        return 0.95 if top else 0.8
    return {13: 0.7, 12: 0.55, 11: 0.45}.get(p, 0.4)


def strength(hand, trump: int) -> float:
    """About how many tricks ``hand`` takes with ``trump`` trumps: trumps by rank, length, off-suit
    aces (and guarded kings), and voids that let small trumps ruff."""
    s = SUITINGS[trump]
    trumps = sorted((c for c in hand if s.suit_of[c] == trump), key=lambda c: -s.power[c])
    est = 0.0
    for i, c in enumerate(trumps):
        est += trump_value(c, s, i > 0)
    n = len(trumps)
    if n >= 3:
        est += 0.2 * (n - 2)
    for su in range(4):
        if su == trump:
            continue
        side = [c for c in hand if s.suit_of[c] == su]
        ranks = {RANK_OF[c] for c in side}
        if 14 in ranks:
            est += 0.8 if len(side) <= 2 else 0.6
            if 13 in ranks:
                est += 0.3
        elif 13 in ranks and len(side) >= 2:
            est += 0.25
        if not side and n >= 2:
            est += 0.3
    return est


def _lowest_per_suit(cards, s: tricks.Suiting):
    """The lowest card of each effective suit in ``cards``, with the suit's length: the only card of a
    suit worth throwing (a higher one thrown instead would waste rank for nothing)."""
    low: dict[int, list] = {}
    for c in cards:
        su = s.suit_of[c]
        entry = low.get(su)
        if entry is None:
            low[su] = [c, 1]
        else:
            entry[1] += 1
            if s.power[c] < s.power[entry[0]]:
                entry[0] = c
    return low


def best_discard(six, trump: int) -> Card:
    """The card a dealer throws: a side card, making a void if it can, never an ace before a small
    card, never a higher card of a suit before a lower one, and among equal cards not the one that
    guards a king."""
    s = SUITINGS[trump]
    side = [c for c in six if s.suit_of[c] != trump]
    if not side:
        return min(six, key=lambda c: s.power[c])
    low = _lowest_per_suit(side, s)

    def key(su):
        c, n = low[su]
        guards_king = n == 2 and any(RANK_OF[d] == 13 for d in side if s.suit_of[d] == su)
        return (RANK_OF[c] == 14, n != 1, s.power[c], guards_king)
    return low[min(low, key=key)][0]


def _distinct(cards, s: tricks.Suiting, unknown: int) -> list:
    """``cards`` less those equal to a lower one kept: two cards of a suit with no card that may still
    be played ranked between them win and lose the same tricks, so only the lower is worth trying."""
    out = []
    by_suit: dict[int, list] = {}
    for c in cards:
        by_suit.setdefault(s.suit_of[c], []).append(c)
    for group in by_suit.values():
        group.sort(key=lambda c: s.power[c])
        prev = None
        for c in group:
            if prev is None or s.above[prev] & ~s.above[c] & ~(1 << c) & unknown:
                out.append(c)
                prev = c
    return out


def sure_trumps(hand, trump: int, joker: bool) -> int:
    """How many of the highest trumps the hand holds in an unbroken run from the top: each is a
    trick that nobody can take."""
    held = mask_of(hand)
    sure = 0
    for c in TOP_TRUMPS[joker][trump]:
        if not held >> c & 1:
            break
        sure += 1
    return sure


def near_certain_march(hand, trump: int, joker: bool) -> bool:
    """Alone when the hand cannot be euchred (the three highest trumps are three sure tricks, and
    alone a march scores four instead of two), or when every side card is an ace and the trumps are
    the top ones (all of them, or three of five below the two highest)."""
    s = SUITINGS[trump]
    sure = sure_trumps(hand, trump, joker)
    if sure >= 3:
        return True
    if any(RANK_OF[c] != 14 for c in hand if s.suit_of[c] != trump):
        return False
    n = sum(1 for c in hand if s.suit_of[c] == trump)
    return (n >= 3 and sure == n) or (n == 5 and sure >= 2)


def kept_hand(hand, seat: int, dealer: int, up: Card, trump: int) -> list:
    """Round 1: the five cards ``seat`` plays with if the up suit ``trump`` is made trump: the
    dealer's six less its discard, anyone else's hand as dealt."""
    if seat != dealer:
        return list(hand)
    six = list(hand) + [up]
    return [c for c in six if c != best_discard(six, trump)]


def sure_call(hand, trump: int, joker: bool, as_2026: bool) -> bool:
    """Whether ``hand`` (the cards kept, ``kept_hand``) calls trump from any seat whatever its
    strength: the three highest trumps are three tricks nobody can take, the makers' point, and a
    club player never passes them (the strength count, which charges the up card to the other
    side, left the first seat passing them). Not in the 2026 rule of thumb."""
    return not as_2026 and sure_trumps(hand, trump, joker) >= 3


def order_strength(hand, seat: int, dealer: int, up: Card, trump: int) -> float:
    """Round 1: the strength of ``seat``'s dealt hand with the up suit ``trump`` trump, the up card
    counted for the side that gets it (the dealer's own hand after its discard)."""
    if seat == dealer:
        return strength(kept_hand(hand, seat, dealer, up, trump), trump)
    est = strength(hand, trump)
    s = SUITINGS[trump]
    worth = BOWER_UP_VALUE if s.power[up] >= TOP_POWER["left"] else UP_CARD_VALUE
    return est + (worth if (seat + 2) % 4 == dealer else -worth)


def partner_sure(view, trick, s, unknown: int, voids=None) -> bool:
    """Is the partner's card winning ``trick`` (the cards so far) and sure to: this seat plays last,
    or no card unseen by it is higher, or (given ``voids``, the suits each seat has shown out of)
    no seat still to play can hold one that beats it (``beatable``: a seat out of trumps cannot
    overtrump a led trump however many are unseen). The 2026 rule of thumb read no voids here."""
    seat, best = view.trick[tricks.winner(trick, s)]
    if seat != (view.seat + 2) % 4:
        return False
    if len(trick) == sum(view.active) - 1 or not s.above[best] & unknown:
        return True
    if voids is None:
        return False
    played = {t for t, _ in view.trick}
    after = [t for t in range(4) if view.active[t] and t != view.seat and t not in played]
    return not beatable(best, s.suit_of[trick[0]], s, voids, after, unknown)


def alone_gains(view, seat: int) -> bool:
    """Can going alone win ``seat``'s team more than playing with partner, at the match's scores in
    ``view`` (``ALONE_GAINS_FROM``)? Always in a game of a number of hands."""
    target = view.info.target
    return not target or target - view.scores[seat % 2] >= ALONE_GAINS_FROM


def bid_misfit(bid, round1: bool, hand, seat: int, dealer: int, up: Card, up_suit: int,
               joker: bool, as_2026: bool = False, value=None, scores: tuple[int, int] = (0, 0),
               alone_ok: bool = True) -> float:
    """By how much strength ``seat``'s dealt ``hand`` lies outside what the heuristic would need to
    make ``bid``, ``BID_MARGIN`` allowed either side of each mark (0: it fits). A round-1 pass with
    the three highest trumps (``sure_call``) misses by a trick for each sure trump past two: the
    heuristic ``as_2026`` or not reads the bids as it makes them. With a learned ``value`` (and
    ``scores``, the bidder's side's first), by how many points its call or pass lies past the
    value's choice, ``VALUE_MARGIN`` allowed. Where going alone gains the seat's team nothing (not
    ``alone_ok``), a strong hand plays with its partner."""
    if value is not None and not getattr(bid, "alone", False):
        return value_misfit(bid, round1, hand, seat, dealer, up, up_suit, joker, value, scores, alone_ok)
    at = (ORDER_AT if round1 else NAME_AT)[(seat - dealer) % 4]
    if type(bid) is Pass:
        if round1:
            est = order_strength(hand, seat, dealer, up, up_suit)
            kept = kept_hand(hand, seat, dealer, up, up_suit)
            if sure_call(kept, up_suit, joker, as_2026):
                return max(est - at - BID_MARGIN, float(sure_trumps(kept, up_suit, joker) - 2))
        else:
            est = max(strength(hand, su) for su in range(4) if su != up_suit)
        return max(0.0, est - at - BID_MARGIN)
    if round1:
        trump = up_suit
        est = order_strength(hand, seat, dealer, up, trump)
        hand = kept_hand(hand, seat, dealer, up, trump)
        if sure_call(hand, trump, joker, as_2026):
            at = 0.0
    else:
        trump = int(bid.suit)
        est = strength(hand, trump)
    if bid.alone:
        if near_certain_march(hand, trump, joker):
            return 0.0
        return max(0.0, ALONE_AT[not round1] - BID_MARGIN - est)
    too_strong = max(0.0, est - ALONE_AT[not round1] - BID_MARGIN) if alone_ok else 0.0
    return max(0.0, at - BID_MARGIN - est) + too_strong


def value_misfit(bid, round1: bool, hand, seat: int, dealer: int, up: Card, up_suit: int, joker: bool,
                 value, scores: tuple[int, int], alone_ok: bool = True) -> float:
    """``bid_misfit`` of a pass or a call not alone, by the learned ``value``: a pass misses by the
    gain of the best call past ``VALUE_MARGIN``, a call by its loss against passing past it, plus
    by how far its strength lies past going alone (the marks' part, which the value does not take)."""
    if type(bid) is Pass:
        trump, gain = value.best(hand, seat, dealer, up, up_suit, round1, scores, joker)
        gain = max(0.0, gain - VALUE_MARGIN)
    else:
        trump = up_suit if round1 else int(bid.suit)
        gain = max(0.0, -VALUE_MARGIN - value.gain(hand, seat, dealer, up, up_suit, trump, round1, scores, joker))
    est = order_strength(hand, seat, dealer, up, trump) if round1 else strength(hand, trump)
    return gain + (max(0.0, est - ALONE_AT[not round1] - BID_MARGIN) if alone_ok else 0.0)


def dealt_hands(world) -> list[tuple[Card, ...]]:
    """Every seat's hand as dealt in ``world`` (``hands_as_dealt``)."""
    masks = hands_as_dealt(world.deal, world.dealer, world.up_card if world.up_place == TAKEN else None)
    return [cards_of(m) for m in masks]


class EuchreBot(Bot):
    level = "heuristic"
    _reading = None
    """The view a search's sampler is reading redeals for and its ``PlayReading`` (``read_play``)."""

    def __init__(self, bid_value=None):
        self.bid_value = bid_value
        """The learned bidding value (``game.ai.learned.euchre_bids.BidValue``), or None: the marks."""

    def _value(self):
        """The bidding value to call and read calls by, or None where the marks decide (no value,
        or as the rule of thumb bid on 2026-12-06)."""
        return None if self.as_2026 else self.bid_value

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        if view.phase == "round1":
            return self._round1(view)
        if view.phase == "round2":
            return self._round2(view, legal)
        if view.phase == "discard":
            return Discard((best_discard(view.hand, int(view.trump)),))
        return PLAY[self.play_card(view, [a.card for a in legal])]

    # --- the search levels' shortlist ------------------------------------------------------------

    def candidates(self, view, legal):
        """The choices a search weighs (``SearchBot`` asks before it samples), this heuristic's own
        first so that a tie, or a gain the samples do not make sure, goes to the rule of thumb:
        every bid; a dealer's discard only of the lowest card of a side suit (or the heuristic's);
        in play one card of each run of cards that win and lose the same tricks, never one that
        takes over the partner's sure trick nor a lead into a known ruff while another is legal."""
        if len(legal) < 2:
            return legal
        phase = view.phase
        mine = self.choose(view, legal, None)
        if phase == "play":
            s = SUITINGS[int(view.trump)]
            unknown = self._unknown(view)
            cards = [a.card for a in legal]
            runs = _distinct(cards, s, unknown)
            trick = [c for _, c in view.trick]
            if trick and not self.as_2026 and partner_sure(view, trick, s, unknown, view.info.void):
                # the partner's trick is sure: a card that takes it over only spends a winner and
                # moves the lead, which the playouts rate by noise (a club player never does it)
                runs = [c for c in runs if not wins(c, trick, s)] or runs
            trumps = [c for c in cards if s.suit_of[c] == s.trump]
            if (not view.trick and view.played and view.info.maker % 2 == view.seat % 2
                    and len(trumps) == 1 < len(cards) and s.above[trumps[0]] & unknown):
                # a lone trump that is not the top one stays home once our side has drawn: led, it
                # falls on the partner's; kept, it may ruff (the samples see neither clearly)
                runs = [c for c in runs if c != trumps[0]]
            listed = [mine] + [Play(c) for c in runs if len(_distinct([c, mine.card], s, unknown)) == 2]
            if trick or self.as_2026:
                return listed
            return without_ruff_leads(listed, self._safe_leads(view, cards, s, unknown))
        if phase == "discard":
            s = SUITINGS[int(view.trump)]
            low = _lowest_per_suit(view.hand, s)
            keep = {c for su, (c, n) in low.items() if su != s.trump and RANK_OF[c] != 14}
            return [mine] + [a for a in legal if a.cards[0] in keep and a != mine]
        if phase == "round1" and sure_call(kept_hand(view.hand, view.seat, view.dealer, view.info.turned_card,
                                                     int(view.info.up_suit)),
                                           int(view.info.up_suit), view.info.joker, self.as_2026):
            # three sure tricks are never passed: the samples' playouts defend them too well
            return [mine] + [a for a in legal if a != mine and type(a) is not Pass]
        return mine_first(mine, legal)

    # --- bidding -----------------------------------------------------------------------------------

    @staticmethod
    def order_estimate(view) -> float:
        """Round 1: the strength of the hand with the up suit trump, the up card counted for the side
        that gets it (the dealer's own hand after its discard)."""
        return order_strength(list(view.hand), view.seat, view.dealer, view.info.turned_card,
                              int(view.info.up_suit))

    def plausible(self, world, view, floor=None) -> float:
        """How well a redeal ``world`` fits what the others did as this heuristic reads it (>= 0
        plausible, else minus the strength by which the hands miss): each other seat's hand as
        dealt (``dealt_hands``) must be one that makes its bids (``bid_misfit``), and one that
        could not take a trick of the other side's it lost (``unbeaten_misfit``): when last to
        play only, since the second hand plays low with partner to come (``_second_hand_low``).
        With ``reads_every_card`` (Hard) every card the others played with a choice is read as this
        heuristic's own too (``misplayed``): first, since it is the cheaper part for a redeal that
        misreads, and stopped once the redeal cannot score above ``floor``."""
        misread = 0
        if not self.as_2026 and self.reads_every_card and view.trump is not None:
            self._reading, misread = read_play(self._reading, world, view, self.reader(view, world), 0.0, floor,
                                               (view.dealer, world.deal.zones["discard"]))
            if floor is not None and -misread <= floor:     # no better than the best, the bids aside
                return -misread
        hands = dealt_hands(world)
        info = view.info
        up, up_suit, dealer = info.turned_card, int(info.up_suit), view.dealer
        value = self._value()
        miss = 0.0
        for i, (seat, label) in enumerate(view.bids):
            if seat != view.seat:
                miss += bid_misfit(BID_OF[label], i < 4, hands[seat], seat, dealer, up, up_suit, info.joker,
                                   self.as_2026, value, _scores(view, seat),
                                   self.as_2026 or alone_gains(view, seat))
        return -miss - unbeaten_misfit(world.deal, view.seat, opposed, last_only=not self.as_2026) - misread

    def reader(self, view, world):
        """This heuristic's card from what a seat held and saw at a past turn of the play in
        ``view``, the dealer's discard as ``world`` has it (``misplayed``'s ``pick``)."""
        info = view.info
        trump, active, maker = int(view.trump), view.active, info.maker
        place, turned, joker = info.up_place, info.turned_card, info.joker
        dealer = view.dealer
        discard = cards_of(world.deal.zones["discard"])
        play_card = self.play_card

        def pick(who, hand, legal, trick, played, voids, last):
            turn = PastTurn(seat=who, hand=cards_of(hand), trick=trick, played=played, void=voids, trump=trump,
                            active=active, maker=maker, up_place=place, turned_card=turned, joker=joker,
                            discards=discard if who == dealer else ())
            return play_card(turn, list(cards_of(legal)))
        return pick

    def _round1(self, view):
        est = self.order_estimate(view)
        trump = int(view.info.up_suit)
        hand = kept_hand(view.hand, view.seat, view.dealer, view.info.turned_card, trump)
        marks = (est >= ORDER_AT[(view.seat - view.dealer) % 4]
                 or sure_call(hand, trump, view.info.joker, self.as_2026))
        alone = est >= ALONE_AT[0] or near_certain_march(hand, trump, view.info.joker)
        value = self._value()
        if value is None:
            call, alone = marks, marks and alone
        elif alone:
            call = True
        else:
            info = view.info
            _, gain = value.best(view.hand, view.seat, view.dealer, info.turned_card, trump, True,
                                 _scores(view, view.seat), info.joker)
            call = gain > 0
        if not call:
            return Pass()
        return OrderUp(alone and (self.as_2026 or alone_gains(view, view.seat)))

    def _round2(self, view, legal):
        calls = [a for a in legal if isinstance(a, ChooseTrump) and not a.alone]
        best = max(calls, key=lambda a: strength(view.hand, int(a.suit)))
        est = strength(view.hand, int(best.suit))
        marks = est >= NAME_AT[(view.seat - view.dealer) % 4]
        alone = est >= ALONE_AT[1] or near_certain_march(view.hand, int(best.suit), view.info.joker)
        value = self._value()
        if value is None:
            call = marks
        elif alone:
            call = True
        else:
            info = view.info
            suit, gain = value.best(view.hand, view.seat, view.dealer, info.turned_card, int(info.up_suit), False,
                                    _scores(view, view.seat), info.joker)
            best = next(a for a in calls if int(a.suit) == suit)
            est = strength(view.hand, suit)
            alone = est >= ALONE_AT[1] or near_certain_march(view.hand, suit, view.info.joker)
            call = gain > 0
        if not call and any(isinstance(a, Pass) for a in legal):
            return Pass()
        return ChooseTrump(best.suit, alone and (self.as_2026 or alone_gains(view, view.seat)))

    # --- card play ---------------------------------------------------------------------------------

    def play_card(self, view, cards):
        """The card to play of ``cards`` (the legal ones, two or more) in ``view``'s trick."""
        s = SUITINGS[int(view.trump)]
        unknown = self._unknown(view)
        trick = [c for _, c in view.trick]
        if not trick:
            return self._lead(view, cards, s, unknown)
        partner = (view.seat + 2) % 4
        last = len(trick) == sum(view.active) - 1
        winning_seat = view.trick[tricks.winner(trick, s)][0]
        led = s.suit_of[trick[0]]
        if winning_seat == partner:
            if partner_sure(view, trick, s, unknown, None if self.as_2026 else view.info.void):
                # partner's card is sure (or the top card of its suit): never take it
                return self._throw(cards, s, led, unknown)
            # partner's card may yet be beaten: third hand high with a sure card of the led side suit
            bosses = [c for c in cards if s.suit_of[c] == led != s.trump and not s.above[c] & unknown
                      and wins(c, trick, s)]
            if bosses:
                return bosses[0]
            throw = self._throw(cards, s, led, unknown)
            if s.suit_of[throw] != s.trump and s.suit_of[throw] != led and not s.above[throw] & unknown:
                # void, and the only cards to throw are winners: ruff low rather than waste one
                trumps = [c for c in cards if s.suit_of[c] == s.trump]
                if trumps:
                    return min(trumps, key=lambda c: s.power[c])
            return throw
        win = cheapest_winner(cards, trick, s, sure=last)
        if win is not None and not (len(trick) == 1 and view.active[partner]
                                    and self._second_hand_low(win, trick[0], s, unknown)):
            return win
        return self._throw(cards, s, led, unknown)

    def _second_hand_low(self, win, lead, s, unknown) -> bool:
        """Second to play, partner still to come, following the led suit with ``win``: play low when
        partner may still take the trick (a card out beats the lead, or trumps are out to ruff a
        side suit) and ``win`` gains nothing by going now. A trump that nothing out beats takes a
        trick whenever it is played, so spent here it only wastes the chance that partner wins this
        one; a side card that something out beats is likely taken by the third hand anyway. Not in
        the 2026 rule of thumb, which took the trick."""
        led = s.suit_of[lead]
        if self.as_2026 or s.suit_of[win] != led:
            return False
        top = not s.above[win] & unknown
        if led == s.trump:
            return top and bool(s.above[lead] & unknown)
        return not top and bool(s.above[lead] & unknown or s.suit_masks[s.trump] & unknown)

    @staticmethod
    def _safe_leads(view, cards, s, unknown) -> list:
        """The ``cards`` no opponent in play is known to ruff (``safe_leads``)."""
        me = view.seat
        them = [o for o in ((me + 1) % 4, (me + 3) % 4) if view.active[o]]
        return safe_leads(cards, s, view.info.void, them, unknown)

    def _lead(self, view, cards, s, unknown):
        trump = s.trump
        if not self.as_2026:
            cards = self._safe_leads(view, cards, s, unknown) or cards
        maker = view.info.maker
        trumps = sorted((c for c in cards if s.suit_of[c] == trump), key=lambda c: -s.power[c])
        side = [c for c in cards if s.suit_of[c] != trump]
        side_bosses = [c for c in side if not s.above[c] & unknown]
        trumps_out = unknown & s.suit_masks[trump]
        if maker % 2 == view.seat % 2 and trumps and trumps_out:
            if not s.above[trumps[0]] & unknown:
                return trumps[0]
            if len(trumps) >= 2 or maker != view.seat and not view.played:
                # partner called it: lead trump to the maker, a lone small trump only at the start
                return trumps[-1]
        if side_bosses:
            return min(side_bosses, key=lambda c: sum(1 for d in side if s.suit_of[d] == s.suit_of[c]))
        if trumps and not side:
            return trumps[0] if not s.above[trumps[0]] & unknown else trumps[-1]
        if side:
            # a low card from the shortest side suit, to be void sooner
            return min(side, key=lambda c: (sum(1 for d in side if s.suit_of[d] == s.suit_of[c]), s.power[c]))
        return trumps[0]

    @staticmethod
    def _throw(cards, s, led, unknown):
        """The card to lose: the lowest of the led suit; void in it, the lowest card of a side suit,
        keeping sure winners, making a void where it can (trumps only when nothing else is left)."""
        follow = [c for c in cards if s.suit_of[c] == led]
        if follow:
            return min(follow, key=lambda c: s.power[c])
        low = _lowest_per_suit(cards, s)
        trump = s.trump
        side = [su for su in low if su != trump]
        if not side:
            return low[trump][0]

        def key(su):
            c, n = low[su]
            return (not s.above[c] & unknown, n != 1, s.power[c], n == 2 and RANK_OF[c] != 13 and any(
                RANK_OF[d] == 13 for d in cards if s.suit_of[d] == su))
        return low[min(side, key=key)][0]

    @staticmethod
    def _unknown(view) -> int:
        """Cards that may still be played by others: the pack less my hand, the cards played, the up
        card unless the dealer took it, and my own discard."""
        info = view.info
        out = mask_of(view.hand) | view.played | mask_of(view.discards)
        if info.up_place != TAKEN:
            out |= 1 << info.turned_card
        return PACK_MASK[info.joker] & ~out


def _scores(view, seat: int) -> tuple[int, int]:
    """The scores before the hand, ``seat``'s side's first (what the bidding value reads)."""
    return view.scores[seat % 2], view.scores[1 - seat % 2]
