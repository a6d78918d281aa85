"""Huutopussi heuristic: bids what its hand should take (sure tricks, the marriages it can declare,
a share of the devil's deck it cannot see), discards cards that score nothing, names its most valuable
marriage as soon as it may, and plays to win tricks cheaply."""
from __future__ import annotations

from game.ai.base import Bot
from game.ai.cardplay import mine_first, safe_leads, winners, without_ruff_leads
from game.ai.search import hands_as_dealt
from game.cards import ACE_TEN, SUIT_MASK, Card, bits, mask_of
from game.rules import tricks
from game.rules.actions import PLAY, Bid, Pass, Play
from game.rules.huutopussi import BID, GIVES, MARRIAGE, Ask, Declare, read_entry
from game.rules.huutopussi_tables import (BIDS, CARD_POINTS, DISCARDS, KING_QUEEN, PACK_MASK, PASS, PICK_UP,
                                          SUITINGS)

POWER = ACE_TEN
FOLLOWER_POINTS = 2.5
"""What each other card of a trick the bot wins is worth on average: followers who cannot beat
a winner throw their cheapest card of the suit."""
SCALE = 1.1
"""``estimate`` is deliberately cautious: bot-only games score about a tenth more on average."""
MARGIN = 15
"""Bid up to the expected points less this (less twice this in the team game, where four bidders
compete and the highest estimate is the most often too high): enough to make most contracts."""
BID_SLACK = 10
"""Points either side of this heuristic's bidding limit (``bid_limit``, ``raise_target``) within
which another seat's bid, drop or final raise still fits its hand (``auction_misfit``): people
weigh a hand a little differently."""


RANKED = tuple(tuple(sorted(bits(PACK_MASK & SUIT_MASK[s]), key=lambda c: -POWER[c])) for s in range(4))
"""Each suit's cards in the pack, best first."""


def masters(hand_mask: int, unseen: int, s: int) -> list[Card]:
    """The top run of suit ``s``: cards no unseen card of the suit can beat (sure winners)."""
    out = []
    for c in RANKED[s]:
        if hand_mask >> c & 1:
            out.append(c)
        elif unseen >> c & 1:
            break
    return out


def estimate(hand_mask: int, players: int, unknown_extra: int = 0, partner: bool = False) -> float:
    """Points the hand should score as declarer: sure tricks with what the others throw on them,
    the marriages it should get to declare, and ``unknown_extra`` unseen cards it will add (the
    devil's deck), each worth an average card and a chance to complete a marriage."""
    unseen = PACK_MASK & ~hand_mask
    followers = players - 1
    sure = 0
    pts = 0.0
    for s in range(4):
        top = masters(hand_mask, unseen, s)
        sure += len(top)
        pts += sum(CARD_POINTS[c] + followers * FOLLOWER_POINTS for c in top)
        length = (hand_mask & SUIT_MASK[s]).bit_count()
        if length >= 5:          # long suits win late tricks once the others are out of it
            pts += (length - 4) * 6
    pairs = sorted((MARRIAGE[s] for s in range(4) if hand_mask & KING_QUEEN[s] == KING_QUEEN[s]),
                   reverse=True)
    for i, value in enumerate(pairs):
        pts += value * (0.9 if i < sure else 0.45)
    if unknown_extra:
        left = unseen.bit_count()
        pts += unknown_extra * 120 / 36
        for s in range(4):
            have = hand_mask & KING_QUEEN[s]
            if have and have != KING_QUEEN[s]:
                pts += MARRIAGE[s] * 0.7 * unknown_extra / left
    if partner:
        # the partner's share of the tricks, and a chance the partner holds a missing half
        pts += 25
        for s in range(4):
            have = hand_mask & KING_QUEEN[s]
            if have and have != KING_QUEEN[s]:
                pts += MARRIAGE[s] * 0.25
    return pts


def bid_limit(hand_mask: int, players: int, devil: int, teams: bool) -> float:
    """The highest bid this heuristic makes with a hand as dealt (``devil``: the devil's deck size
    it will add; 0 in the team game)."""
    return estimate(hand_mask, players, devil, partner=teams) * SCALE - MARGIN * (2 if teams else 1)


def raise_target(hand_mask: int, players: int, teams: bool) -> int:
    """What this heuristic raises to with the declarer's hand after the devil's deck or exchange;
    it raises only when that is 10 or more above the contract."""
    # after the exchange the partner has handed over its best cards: count little from it
    worth = estimate(hand_mask, players) * SCALE + (10 if teams else 0)
    return int(worth - 2 * MARGIN) // 5 * 5


def dealt_hands(world, seat: int) -> list[int | None]:
    """Each seat's hand as dealt in ``world``, as far as ``seat`` may know it: what it holds and has
    played; the declarer's with its discard back and without the devil's deck; in the team game
    the declaring partners' with their exchange undone, which only they saw (None to the others)."""
    decl = world.declarer
    hands: list[int | None] = list(hands_as_dealt(world.deal, decl))
    if decl is None:
        return hands
    hands[decl] &= ~mask_of(world.devil_cards)
    if world.exchanged is not None:
        mate = (decl + 2) % 4
        if seat in (decl, mate):
            given, returned = world.exchanged
            hands[decl] = (hands[decl] | returned) & ~given
            hands[mate] = (hands[mate] & ~returned) | given
        else:
            hands[decl] = hands[mate] = None
    return hands


def auction_misfit(world, view) -> float:
    """By how many points the other seats' hands as dealt in ``world`` lie outside the bids and
    drops this heuristic would have made with them, and the declarer's hand at the final raise
    outside its raise or keep (``BID_SLACK`` allowed either side): 0 when everything fits. The
    compulsory opening at the minimum says nothing, nor does a team player's drop while its
    partner holds the bid (it never outbids the partner)."""
    x = view.info
    teams = view.teams is not None
    players = view.players
    devil = 0 if teams else x.exchange_count
    hands = dealt_hands(world, view.seat)
    limits: dict[int, float] = {}
    miss = 0.0
    high = high_seat = None
    for who, entry in view.bids:
        phase, amount = read_entry(entry)
        if phase != BID:     # it raised or kept on the hand it holds now and has played from
            if who != view.seat:
                deal = world.deal
                target = raise_target(deal.hands[who] | deal.gone[who], players, teams)
                if amount is not None:
                    miss += max(0.0, amount - BID_SLACK - target)
                else:
                    miss += max(0.0, target - (x.contract + 10) - BID_SLACK)
            continue
        judged = who != view.seat and hands[who] is not None
        if judged and (high is not None or amount is None or amount > x.min_bid):
            limit = limits.get(who)
            if limit is None:
                limit = limits[who] = bid_limit(hands[who], players, devil, teams)
            if amount is not None:
                miss += max(0.0, amount - BID_SLACK - limit)
            elif not (teams and high_seat == (who + 2) % 4) and high + 5 <= x.max_bid:
                miss += max(0.0, limit - (high + 5) - BID_SLACK)
        if amount is not None:
            high, high_seat = amount, who
    return miss


def keep_value(c: Card, hand_mask: int) -> float:
    """How much a card is worth keeping: points, power, marriage halves; short suits less."""
    s = c // 13
    v = CARD_POINTS[c] * 2 + POWER[c]
    kq = KING_QUEEN[s]
    if hand_mask & kq == kq and (1 << c) & kq:
        v += MARRIAGE[s]
    length = (hand_mask & SUIT_MASK[s]).bit_count()
    if CARD_POINTS[c] == 0 and length <= 2:
        v -= 3                   # emptying a short suit lets us ruff it later
    return v


def unseen_by(view, hand_mask: int) -> int:
    """Cards still to be played that the seat cannot see: not in its hand, played (the trick in
    progress included) or its discard."""
    return PACK_MASK & ~(hand_mask | view.played | mask_of(view.discards))


def give_value(c: Card) -> float:
    """What a card is worth to the declaring partner: winners and marriage halves."""
    return CARD_POINTS[c] * 2 + POWER[c] + (30 if (1 << c) & KING_QUEEN[c // 13] else 0)


class HuutopussiBot(Bot):
    level = "heuristic"

    def plausible(self, world, view, floor=None) -> float:
        """For the search's sampler: minus ``auction_misfit``. The play says little here: a
        follower must head the trick when it can (all but over-ruffing, by default)."""
        return -auction_misfit(world, view)

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        hand_mask = mask_of(view.hand)
        if phase == "bid":
            return self._bid(view, legal, hand_mask)
        if phase == "devil":
            return PICK_UP
        if phase == "discard":
            return DISCARDS[self._worst(view.hand, hand_mask, view.info.exchange_count)]
        if phase == "exchange":
            return GIVES[self._give(view, hand_mask)]
        if phase == "raise":
            return self._raise(view, hand_mask)
        return self._play(view, legal, hand_mask)

    def candidates(self, view, legal):
        """For the search level. The auction and the final raise offer every amount: search weighs
        the heuristic's own bid or raise against the smallest one and Pass, and only where the hand
        holds that much by the heuristic's count: rollouts in which the others outbid it make any bid
        look free. A discard or exchange offers hundreds of choices: keep only those made of the few
        cards least worth keeping (the partner giving: most worth giving). On lead, no card into
        a known ruff while another is safe."""
        if view.phase in ("bid", "raise"):
            mine = self.choose(view, legal, None)
            if mine == PASS:
                return [a for a in legal if type(a) is Pass]
            low = next((a.value for a in legal if type(a) is Bid), None)
            return [mine] + [a for a in legal if (type(a) is Pass or a.value == low) and a != mine]
        if view.phase == "play" and not view.trick and not self.as_2026 and len(legal) > 1:
            mine = self.choose(view, legal, None)
            cards = [a.card for a in legal if type(a) is Play]
            trump = None if view.trump is None else int(view.trump)
            safe = self._safe_leads(view, cards, SUITINGS[trump], mask_of(view.hand))
            return without_ruff_leads(mine_first(mine, legal), safe)
        if view.phase not in ("discard", "exchange") or len(legal) <= 20:
            return legal
        hand_mask = mask_of(view.hand)
        k = view.info.exchange_count
        if view.phase == "exchange" and view.seat != view.info.declarer:
            pool = set(sorted(view.hand, key=lambda c: -give_value(c))[:k + 2])
        else:
            pool = set(sorted(view.hand, key=lambda c: keep_value(c, hand_mask))[:k + 2])
        return [a for a in legal if pool.issuperset(a.cards)]

    # --- auction ----------------------------------------------------------------------------

    def _bid(self, view, legal, hand_mask):
        x = view.info
        teams = view.teams is not None
        high = x.high_bid
        nxt = x.min_bid if high is None else high + 5
        if high is None:
            return BIDS[nxt // 5]        # the opening is compulsory
        if teams and x.high_seat == (view.seat + 2) % 4:
            return PASS                  # never outbid the partner
        return BIDS[nxt // 5] if self.raise_bid(view, hand_mask, nxt) else PASS

    def raise_bid(self, view, hand_mask: int, nxt: int) -> bool:
        """Whether to bid ``nxt``, one step over the standing bid: up to the hand's ``bid_limit``."""
        teams = view.teams is not None
        limit = bid_limit(hand_mask, view.players, 0 if teams else view.stock_size, teams)
        return nxt <= limit and nxt <= view.info.max_bid

    def _raise(self, view, hand_mask):
        x = view.info
        target = raise_target(hand_mask, view.players, view.teams is not None)
        if target >= x.contract + 10:
            return BIDS[min(target, x.max_bid) // 5]
        return PASS

    # --- devil's deck and exchange -------------------------------------------------------------

    @staticmethod
    def _worst(hand, hand_mask, k):
        """The k cards least worth keeping, in index order (as the legal list has them)."""
        ranked = sorted(hand, key=lambda c: keep_value(c, hand_mask))
        return tuple(sorted(ranked[:k]))

    def _give(self, view, hand_mask):
        k = view.info.exchange_count
        if view.seat == view.info.declarer:
            return self._worst(view.hand, hand_mask, k)
        return tuple(sorted(sorted(view.hand, key=lambda c: -give_value(c))[:k]))

    # --- play -------------------------------------------------------------------------------------

    @staticmethod
    def _safe_leads(view, cards, s, hand_mask) -> list:
        """The ``cards`` no opponent is known to ruff (``safe_leads``)."""
        me = view.seat
        them = ((me + 1) % 4, (me + 3) % 4) if view.teams else [o for o in range(view.players) if o != me]
        return safe_leads(cards, s, view.info.void, them, unseen_by(view, hand_mask))

    def _play(self, view, legal, hand_mask):
        namings = [a for a in legal if isinstance(a, (Declare, Ask))]
        if namings:
            best = self._naming(view, namings, hand_mask)
            if best is not None:
                return best
        cards = [a.card for a in legal if isinstance(a, Play)]
        trump = None if view.trump is None else int(view.trump)
        s = SUITINGS[trump]
        trick = [c for _, c in view.trick]
        if not trick:
            if not self.as_2026:
                cards = self._safe_leads(view, cards, s, hand_mask) or cards
            return PLAY[self._lead(view, cards, hand_mask, trump)]
        last = len(trick) == view.players - 1
        able = winners(cards, trick, s)
        mate_winning = False
        if view.teams:
            best_seat = view.trick[tricks.winner(trick, s)][0]
            mate_winning = best_seat == (view.seat + 2) % 4
        if able and not mate_winning:
            if last:
                return PLAY[min(able, key=lambda c: (s.suit_of[c] == trump, POWER[c]))]
            led = s.suit_of[trick[0]]
            in_suit = [c for c in able if s.suit_of[c] == led]
            if not in_suit:
                return PLAY[min(able, key=lambda c: POWER[c])]
            # the cheapest card nobody left can beat in the suit, else the highest winner
            sure = [c for c in masters(hand_mask, unseen_by(view, hand_mask), led) if c in in_suit]
            return PLAY[min(sure, key=lambda c: POWER[c]) if sure else max(in_suit, key=lambda c: POWER[c])]
        if mate_winning and (last or not able):
            return PLAY[max(cards, key=lambda c: (CARD_POINTS[c], -POWER[c]))]
        return PLAY[min(cards, key=lambda c: keep_value(c, hand_mask))]

    @staticmethod
    def _naming(view, namings, hand_mask):
        """The most valuable declaration; else ask for a missing half still out of sight."""
        declares = [a for a in namings if isinstance(a, Declare)]
        if declares:
            return max(declares, key=lambda a: MARRIAGE[a.suit])
        seen = view.played | hand_mask
        asked = {(seat, suit) for seat, suit, _ in view.info.asks}
        asks = [a for a in namings if isinstance(a, Ask)
                and KING_QUEEN[a.suit] & ~seen and (view.seat, int(a.suit)) not in asked]
        if asks:
            return max(asks, key=lambda a: MARRIAGE[a.suit])
        return None

    @staticmethod
    def _lead(view, cards, hand_mask, trump):
        unseen = unseen_by(view, hand_mask)
        marriage_cards = 0
        for s in range(4):
            if hand_mask & KING_QUEEN[s] == KING_QUEEN[s] and not view.info.used >> s & 1:
                marriage_cards |= KING_QUEEN[s]
        # draw trumps while holding the top one
        if trump is not None:
            top = masters(hand_mask, unseen, trump)
            if top and unseen & SUIT_MASK[trump]:
                return top[0]
        # cash a sure winner (not a marriage card that still has a declaration in it)
        sure = [c for s in range(4) if s != trump for c in masters(hand_mask, unseen, s)
                if not (1 << c) & marriage_cards and unseen & SUIT_MASK[s] and c in cards]
        if sure:
            return max(sure, key=lambda c: (CARD_POINTS[c], POWER[c]))
        # otherwise a cheap card from the longest side suit, keeping marriages and tens
        spare = [c for c in cards if not (1 << c) & marriage_cards and c // 13 != trump] or cards
        return min(spare, key=lambda c: (CARD_POINTS[c] > 0, -(hand_mask & SUIT_MASK[c // 13]).bit_count(),
                                         POWER[c]))

