"""Ulti heuristic: rates every bid from the hand (counters, trump length, the trump 7 for ulti,
safe low cards for betli, solid suits for durchmars), lays down the cards its best plan does not
need, names the trump that plan wants, plays to its contract and says kontra on parts its own
hand makes unlikely."""
from __future__ import annotations

import math
from functools import lru_cache

from game.ai.base import Bot
from game.ai.cardplay import cheapest_winner, mine_first, safe_leads, winners, without_ruff_leads
from game.cards import ACE_HIGH, ACE_TEN, CARDS, SUIT_MASK, SUIT_OF, Suit, bits, mask_of
from game.rules import tricks
from game.rules.actions import PLAY, Bid, ChooseTrump, Discard, Fold, Pass, PickUp, Play
from game.rules.ulti import Kontra
from game.rules.ulti.bids import BETLI, DURCHMARS, NO_TRUMPS, P20, P40, SIMPLE, ULTI, by_id
from game.rules.ulti.scoring import COUNTERS

MINORS = (int(Suit.CLUBS), int(Suit.SPADES), int(Suit.DIAMONDS))
HEARTS = int(Suit.HEARTS)
BIDS = by_id("R1")
"""Bid ids, parts and trumps; values per ``open_durchmars`` come from ``table(view)``."""


def table(view) -> str:
    """The ``open_durchmars`` setting, read from the bid values the view lists."""
    rows = view.info.bid_rows
    return "R2" if any(r[1] == "ulti-open-durchmars" and r[3] == 16 for r in rows) else "R1"


def _suit_cards(hand: int, s: int) -> list[int]:
    return list(bits(hand & SUIT_MASK[s]))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def _has(hand: int, card: int) -> bool:
    return bool(hand >> card & 1)


def _pair(hand: int, s: int) -> bool:
    return _has(hand, s * 13 + 11) and _has(hand, s * 13 + 10)


# --- hand evaluation ------------------------------------------------------------------------------

def trick_estimate(hand: int, trump: int) -> float:
    """Expected tricks for the declarer of a trump contract (a rule of thumb, 0..10)."""
    trumps = hand & SUIT_MASK[trump]
    n = trumps.bit_count()
    est = 0.0
    top = trump * 13
    for rank, full, short in ((12, 1.0, 1.0), (8, 0.9, 0.5), (11, 0.75, 0.3), (10, 0.55, 0.2)):
        if _has(trumps, top + rank):
            est += full if n >= 3 else short
    low = (trumps & ~((1 << (top + 12)) | (1 << (top + 8)) | (1 << (top + 11)) | (1 << (top + 10))))
    est += low.bit_count() * (0.45 if n >= 5 else 0.3 if n >= 4 else 0.12)
    for s in range(4):
        if s == trump:
            continue
        side = hand & SUIT_MASK[s]
        k = side.bit_count()
        if k == 0:
            est += 0.45 if n >= 3 else 0.1
        elif k == 1 and n >= 3:
            est += 0.2
        if _has(side, s * 13 + 12):
            est += 0.85 if k <= 4 else 0.6
            if _has(side, s * 13 + 8):
                est += 0.65
        elif _has(side, s * 13 + 8) and k >= 2:
            est += 0.3
    return est


def betli_danger(hand: int) -> int:
    """How far the hand's cards stand above the low cards that protect them in a no-trump game:
    the i-th lowest card of a suit is safe up to rank 2i (7 first, then up to the 9, …); 0 is safe."""
    return sum(max(0, r - 2 * i) for s in range(4) for i, r in enumerate(_no_trump_ranks(hand, s)))


def forced_winners(hand: int) -> int:
    """Leads a betli hand cannot survive under the must-beat rule: an unseen card of a suit led
    against it that it can beat must be beaten, and when its cheapest card above the led one has no
    unseen card above it, that card takes the trick (the 7 9 T J Q A of hearts lose to a led king)."""
    out = 0
    for s in range(4):
        mine = _no_trump_ranks(hand, s)
        if not mine:
            continue
        theirs = [r for r in range(8) if r not in mine]
        for u in theirs:
            above = [r for r in mine if r > u]
            if above and not any(r > above[0] for r in theirs):
                out += 1
                break
    return out


def _no_trump_ranks(hand: int, s: int) -> list[int]:
    """Ranks 0..7 in the no-trump order 7 8 9 10 J Q K A, lowest first."""
    return sorted(ACE_HIGH[c] - 6 for c in _suit_cards(hand, s))


def durch_losers(hand: int, trump: int | None) -> int:
    """Cards that are not part of a top sequence of their suit (void suits lose nothing)."""
    order = ACE_HIGH if trump is None else ACE_TEN
    losers = 0
    for s in range(4):
        cards = sorted(_suit_cards(hand, s), key=lambda c: -order[c])
        for i, c in enumerate(cards):
            if order[c] - 6 != 7 - i:
                losers += len(cards) - i
                break
    return losers


@lru_cache(maxsize=8192)
def part_odds(hand: int, trump: int | None) -> dict[str, float]:
    """Chance of making each part with ``hand`` as declarer and ``trump`` as trumps."""
    if trump is None:
        danger = betli_danger(hand) + 3 * forced_winners(hand)
        losers = durch_losers(hand, None)
        return {BETLI: (0.8, 0.5, 0.42, 0.35, 0.25)[min(danger, 4)] if danger < 6 else 0.1,
                DURCHMARS: 0.95 if losers == 0 else 0.1 if losers == 1 else 0.0}
    est = trick_estimate(hand, trump)
    forties = 1 if _pair(hand, trump) else 0
    twenties = sum(1 for s in range(4) if s != trump and _pair(hand, s))
    n = (hand & SUIT_MASK[trump]).bit_count()
    top = sum(_has(hand, trump * 13 + r) for r in (12, 8, 11))
    seven = _has(hand, trump * 13 + 5)
    ulti = 0.0
    if seven and n >= 4:
        ulti = min(0.97, max(0.0, (0.35, 0.7, 0.9)[min(n, 6) - 4] + 0.04 * (top - 1) + 0.03 * (est - 5)))
    losers = durch_losers(hand, trump)
    return {
        SIMPLE: _logistic((est + 1.0 * forties + 0.5 * twenties - 4.6) * 1.3),
        ULTI: ulti,
        P40: _logistic((est - 5.0) * 2.0) if forties else 0.0,
        P20: _logistic((est - 6.7) * 1.8) if twenties else 0.0,
        DURCHMARS: (0.9 if n >= 4 else 0.5) if losers == 0 else 0.05 if losers == 1 else 0.0,
    }


@lru_cache(maxsize=65536)
def plan_ev(bid_id: str, hand: int, trump: int | None, setting: str = "R1") -> float:
    """Expected X of a bid from independent part chances, the lost-ulti penalty included."""
    odds = part_odds(hand, trump)
    bid = by_id(setting)[bid_id]
    ev = 0.0
    for part, value in bid.parts:
        q = odds.get(part, 0.0)
        if bid.open and part in (DURCHMARS, BETLI):
            q *= 0.9
        ev += value * (2 * q - 1)
        if part == ULTI:
            ev -= (1 - q) * (8 if bid.trumps == "hearts" else 4)
    return ev


# --- discards ---------------------------------------------------------------------------------------

def discard_for(hand: int, trump: int | None, kind: str) -> tuple[int, int]:
    """The two cards a plan lays down: side trash for a trump game, the most dangerous cards for a
    betli, the losers for a durchmars. Aces and tens stay (the talon's counters go to the defenders)."""
    chosen = []
    h = hand
    for _ in range(2):
        cards = list(bits(h))
        if kind == BETLI:
            def key(c):
                return -(_betli_risk(h, c)), -ACE_HIGH[c]
        elif kind == DURCHMARS:
            def key(c):
                return (_in_top_run(h, c, trump), ACE_HIGH[c] if trump is None else ACE_TEN[c])
        else:
            def key(c):
                s = SUIT_OF[c]
                length = (h & SUIT_MASK[s]).bit_count()
                keep = ACE_TEN[c] + (20 if s == trump else 0) + (15 if COUNTERS >> c & 1 else 0)
                if c % 13 in (10, 11) and _pair(h, s):
                    keep += 6
                return keep + 2 * length, c
        c = min(cards, key=key)
        chosen.append(c)
        h &= ~(1 << c)
    a, b = sorted(chosen)
    return CARDS[a], CARDS[b]


def _betli_risk(hand: int, card: int) -> int:
    s = SUIT_OF[card]
    ranks = _no_trump_ranks(hand, s)
    r = ACE_HIGH[card] - 6
    return max(0, r - 2 * ranks.index(r))


def _in_top_run(hand: int, card: int, trump: int | None) -> bool:
    order = ACE_HIGH if trump is None else ACE_TEN
    s = SUIT_OF[card]
    cards = sorted(_suit_cards(hand, s), key=lambda c: -order[c])
    for i, c in enumerate(cards):
        if order[c] - 6 != 7 - i:
            return False
        if c == card:
            return True
    return False


def plans(hand: int, twelve: bool, setting: str = "R1") -> list[tuple[float, str, tuple[int, int] | None]]:
    """(expected X, bid id, discard) for every bid, from a 10-card hand or a 12-card one."""
    out = []
    cache: dict = {}
    for bid_id, bid in BIDS.items():
        kinds = []
        if bid.trumps == NO_TRUMPS:
            kinds = [(None, BETLI if bid.has(BETLI) else DURCHMARS)]
        elif bid.trumps == "hearts":
            kinds = [(HEARTS, DURCHMARS if bid.has(DURCHMARS) and not bid.has(SIMPLE) and not bid.has(ULTI)
                      else SIMPLE)]
        else:
            kinds = [(s, SIMPLE) for s in MINORS]
        best = None
        for trump, kind in kinds:
            if twelve:
                key = (trump, kind)
                if key not in cache:
                    d = discard_for(hand, trump, kind)
                    cache[key] = (d, hand & ~mask_of(d))
                d, h = cache[key]
            else:
                d, h = None, hand
            ev = plan_ev(bid_id, h, trump, setting)
            if best is None or ev > best[0]:
                best = (ev, bid_id, d)
        out.append(best)
    return out


# --- what the auction says (the search's redeal keeps only worlds where the bids make sense) ---------

VOLUNTARY_BAR = 0.4
"""The heuristic bids over a standing bid, without the talon, only above this expected X."""
FORCED_BAR = -1.2
"""A bid after taking the talon is forced, but the heuristic takes it only when its hand nearly
bids (its pick-up threshold), so even a forced bid says the hand is not hopeless."""
MARGIN = 0.5
"""How far below the heuristic's own bar a hand still counts as one that bids: players differ."""
REKONTRA_ODDS = 0.75
"""A declarer's rekontra (and higher) on a part: the heuristic says it from 0.9 odds on."""


def _trumps_of(bid_id: str, trump: int | None) -> tuple[int | None, ...]:
    """The trump suits a bid may be played in: the named one, hearts, none, or any minor."""
    t = BIDS[bid_id].trumps
    if t == NO_TRUMPS:
        return (None,)
    if t == "hearts":
        return (HEARTS,)
    return MINORS if trump is None else (trump,)


def bid_plausibility(auction, bidder: int, bid_id: str, hand: int, trump: int | None,
                     kontra=(), setting: str = "R1") -> float:
    """How well ``hand`` (the 10 cards ``bidder`` bid ``bid_id`` with) fits what the table saw: >= 0
    where the heuristic would plausibly have made that bid (its expected X within ``MARGIN`` of its
    bar; a bid right after the seat laid the talon down was forced, so the bar is lower) and raised
    what it raised in the kontra chain; the more negative, the less it fits."""
    own = [text for seat, text in auction if seat == bidder]
    forced = len(own) >= 2 and own[-1].startswith("Bid ") and own[-2] == "Discard"
    ev = max(plan_ev(bid_id, hand, t, setting) for t in _trumps_of(bid_id, trump))
    score = ev - ((FORCED_BAR if forced else VOLUNTARY_BAR) - MARGIN)
    if kontra:
        odds = part_odds(hand, trump)
        for part, level in kontra:
            if level >= 2:              # the declarer raised it back
                score = min(score, 4 * (odds.get(part, 0.0) - REKONTRA_ODDS))
    return score


def force(card: int) -> bool:
    """A card worth no points: led into a known ruff it is a planned force, by either side (the
    ruff costs a trump, a defender's may drag out the declarer's ulti 7, the declarer's draws the
    defenders' trumps) and gives no points away."""
    return not COUNTERS >> card & 1


def lead_safety(view, cards, s, hand: int) -> list[int]:
    """On lead in a trump game, the ``cards`` this heuristic takes as safe: those no opponent is
    known to ruff (``safe_leads``), and any card worth no points (a planned ``force``). Only an ace
    or a ten is kept from a known ruff: barring the declarer's other cards too measured a loss for
    Easy (docs/ai-log.md)."""
    declarer = view.info.declarer
    them = [x for x in range(3) if x != declarer] if view.seat == declarer else [declarer]
    unseen = ((1 << 52) - 1) & ~hand & ~view.played & ~mask_of(view.stock_seen)
    ok = safe_leads(cards, s, view.info.void, them, unseen)
    return [c for c in cards if c in ok or force(c)]


def returns(view, cards) -> list[int]:
    """A defender on lead after winning the trick its partner led, in a trump game: the cards of the
    partner's suit (not trumps, not a suit the declarer has shown out of). The lead says the partner
    holds the suit's rest; the search's redeal cannot read that, so it chooses among these only."""
    last, declarer = view.last_trick, view.info.declarer
    if view.trick or view.trump is None or not last or last[0][0] in (declarer, view.seat):
        return []
    suit, trump = SUIT_OF[last[0][1]], int(view.trump)
    if suit == trump or view.info.void[declarer] >> suit & 1:
        return []
    return [c for c in cards if SUIT_OF[c] == suit]


# --- the bot ------------------------------------------------------------------------------------------

class UltiBot(Bot):
    level = "heuristic"

    def planned_force(self, view, card):
        return force(card)

    def choose(self, view, legal, rng, sample=None):
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        hand = mask_of(view.hand)
        if phase == "discard":
            return self._discard(view, hand)
        if phase in ("must_bid", "turn"):
            return self._bid(view, hand, legal)
        if phase == "trump":
            return self._trump(view, hand, legal)
        if phase == "kontra":
            return self._chain(view, hand, legal)
        kontras = [a for a in legal if type(a) is Kontra]
        if kontras:
            k = self._kontra(view, hand, kontras)
            if k is not None:
                return k
        cards = [a.card for a in legal if type(a) is Play]
        return PLAY[self._card(view, hand, cards)]

    def candidates(self, view, legal):
        """For the search: a defender returning its partner's lead (as this heuristic does) weighs only
        the cards of that suit (``returns``); on lead, no card into a known ruff while a safe one is
        held. In trick 1 a defender weighs each kontra against playing on without one,
        so its card there is this heuristic's (a dozen noisy card options would drown the kontra
        question: the best of many noisy averages favours the riskiest, doubled, line)."""
        kontras = [a for a in legal if type(a) is Kontra]
        cards = [a.card for a in legal if type(a) is Play]
        if not kontras and view.phase == "play" and view.seat != view.info.declarer:
            back = returns(view, cards)
            own = self._card(view, mask_of(view.hand), cards) if back else None
            if own in back:
                return [Play(c) for c in back]
        if not kontras and cards and view.phase == "play" and not view.trick and not self.as_2026:
            return self._without_ruff_leads(view, legal, cards)
        if not kontras or not cards:
            return legal
        return [Play(self._card(view, mask_of(view.hand), cards))] + kontras    # a tie plays on

    def _without_ruff_leads(self, view, legal, cards):
        """Every choice on lead, this heuristic's first, but none into a known ruff while a safe
        one is held (``lead_safety``), in the contracts whose play reads it."""
        contract = BIDS[view.info.contract_id]
        if view.trump is None or contract.has(BETLI) or contract.has(DURCHMARS):
            return legal
        hand = mask_of(view.hand)
        mine = Play(self._card(view, hand, cards))
        safe = lead_safety(view, cards, tricks.natural(ACE_TEN, int(view.trump)), hand)
        return without_ruff_leads(mine_first(mine, legal), safe)

    def plausible(self, world, view, floor=None) -> float:
        """How well a redeal ``world`` fits the public auction as this heuristic reads it (>= 0
        plausible): the bidder's hand in ``world`` (the declarer's 10 cards as play began, or the
        standing bid's holder's hand during the auction) must be one it would have bid with. The
        search's sampler keeps worlds that score >= 0 (``SearchBot``)."""
        info = view.info
        if info.contract_id:
            bidder, bid_id = info.declarer, info.contract_id
            phase = view.phase
            if phase in ("play", "kontra"):
                hand = world.start_hands[bidder]
            elif phase == "trump":
                hand = world.deal.hands[bidder]
            else:
                return 0.0
            kontra = info.kontra if phase != "trump" else ()
            trump = None if view.trump is None else int(view.trump)
        elif info.holder is not None and view.phase == "turn":
            bidder, bid_id, trump, kontra = info.holder, info.current, None, ()
            hand = world.deal.hands[bidder]
        else:
            return 0.0
        if bidder == view.seat or view.shown:
            return 0.0
        return bid_plausibility(view.bids, bidder, bid_id, hand, trump, kontra,
                                world.options["open_durchmars"])

    # auction

    @staticmethod
    def _higher(view) -> set[str]:
        rows = view.info.bid_rows
        cur = view.info.current
        if not cur:
            return {r[1] for r in rows}
        rung = next(r[0] for r in rows if r[1] == cur)
        return {r[1] for r in rows if r[0] > rung}

    def _discard(self, view, hand):
        allowed = self._higher(view)
        options = [p for p in plans(hand, True, table(view)) if p[1] in allowed]
        ev, bid_id, d = max(options)
        return Discard(d)

    def _bid(self, view, hand, legal):
        allowed = {a.value for a in legal if type(a) is Bid}
        options = [p for p in plans(hand, False, table(view)) if p[1] in allowed]
        best = max(options) if options else None
        if view.phase == "must_bid":
            return Bid(best[1])
        if view.info.holder == view.seat:
            return Pass()
        if best is not None and best[0] > 0.4:
            return Bid(best[1])
        if best is not None and PickUp() in legal and best[0] > -1.2:     # two fresh cards may lift it
            return PickUp()
        return Pass()

    def _trump(self, view, hand, legal):
        bid_id = view.info.contract_id
        ev, suit = max((plan_ev(bid_id, hand, s), s) for s in MINORS)
        if Fold() in legal and ev < -0.85:      # hopeless: defenders near 100 would double it
            return Fold()
        return ChooseTrump(Suit(suit))

    # kontra

    def _kontra(self, view, hand, kontras):
        trump = None if view.trump is None else int(view.trump)
        counters = (hand & COUNTERS).bit_count()
        n = 0 if trump is None else (hand & SUIT_MASK[trump]).bit_count()
        high = 0 if trump is None else sum(_has(hand, trump * 13 + r) for r in (12, 8))
        for k in kontras:
            p = k.part
            if p == ULTI and (n >= 5 or (n >= 4 and high)):
                return k
            if p == SIMPLE and counters + n + high >= 8:
                return k
            if p == P40 and counters >= 4:
                return k
            if p == P20 and counters >= 3:
                return k
            if p == DURCHMARS and trump is not None and high and n >= 3:
                return k
        return None

    def _chain(self, view, hand, legal):
        if view.seat != view.info.declarer:
            return Pass()
        trump = None if view.trump is None else int(view.trump)
        odds = part_odds(hand, trump)
        for a in legal:
            if type(a) is Kontra and odds.get(a.part, 0.0) >= 0.9:
                return a
        return Pass()

    # card play

    def _card(self, view, hand, cards):
        trump = None if view.trump is None else int(view.trump)
        s = tricks.natural(ACE_HIGH if trump is None else ACE_TEN, trump)
        trick = [c for _, c in view.trick]
        declarer = view.info.declarer
        me = view.seat == declarer
        contract = BIDS[view.info.contract_id]
        if contract.has(BETLI):
            return self._betli(cards, trick, s, me, declarer, view)
        if contract.has(DURCHMARS) or not me and contract.trumps == NO_TRUMPS:
            if not trick:
                return max(cards, key=lambda c: s.power[c])
            w = cheapest_winner(cards, trick, s, sure=len(trick) == 2)
            return w if w is not None else min(cards, key=lambda c: s.power[c])
        ulti = me and contract.has(ULTI) and trump is not None and _has(hand, trump * 13 + 5)
        return self._trump_play(cards, trick, s, me, declarer, view, hand, ulti, not self.as_2026)

    @staticmethod
    def _betli(cards, trick, s, me, declarer, view):
        low = min(cards, key=lambda c: s.power[c])
        if not me:
            return low
        if not trick:
            return low
        taking = winners(cards, trick, s)
        losing = [c for c in cards if c not in taking]
        if losing:
            return max(losing, key=lambda c: s.power[c])
        if len(trick) == 1:
            return low          # the seat after must beat it if it can: give it the best chance
        return max(cards, key=lambda c: s.power[c])

    @staticmethod
    def _trump_play(cards, trick, s, me, declarer, view, hand, ulti=False, careful=False):
        """A card of a trump game. ``careful``: on lead, a trump or a suit no opponent is known to
        ruff when holding one, a planned force with a card worth no points among them
        (``lead_safety``; off: as on 2026-12-06)."""
        trump = s.trump
        outside = ((1 << 52) - 1) & ~hand & ~view.played

        def top(c):
            """No unseen card of its suit beats it."""
            suit = SUIT_OF[c]
            rest = outside & SUIT_MASK[suit]
            return all(s.power[o] < s.power[c] for o in bits(rest))

        def trash(c):
            return (COUNTERS >> c & 1) * 20 + s.power[c] + (30 if SUIT_OF[c] == trump else 0)

        if not trick:
            safe = lead_safety(view, cards, s, hand) if careful and trump is not None else []
            if me and safe:
                cards = safe
            if me and trump is not None:
                outside &= ~mask_of(view.stock_seen)
                voids = view.info.void
                defenders_void = all(voids[x] >> trump & 1 for x in range(3) if x != declarer)
                trumps_out = 0 if defenders_void else (outside & SUIT_MASK[trump]).bit_count()
                mine = [c for c in cards if SUIT_OF[c] == trump]
                if trumps_out and mine:
                    best = max(mine, key=lambda c: s.power[c])
                    if top(best):
                        return best
                if trumps_out and ulti:
                    # trumps above the 7 are still out: keep every side suit guarded, a void lets
                    # the defenders force the trumps (the 7 too) out of the hand before the last trick
                    guarded = [c for c in cards if SUIT_OF[c] != trump
                               and (hand & SUIT_MASK[SUIT_OF[c]]).bit_count() >= 2]
                    if guarded:
                        return min(guarded, key=trash)
            if not me and trump is not None:
                shown_out = view.info.void[declarer]
                if not shown_out >> trump & 1:
                    # make the declarer ruff: each ruff costs a trump (and may force an ulti 7)
                    force = [c for c in cards if SUIT_OF[c] != trump and shown_out >> SUIT_OF[c] & 1
                             and not COUNTERS >> c & 1]
                    if force:
                        return min(force, key=trash)
                back = returns(view, cards)
                if back:
                    return min(back, key=trash)
            if safe:
                cards = safe
            winners = [c for c in cards if SUIT_OF[c] != trump and top(c)]
            if winners:
                return max(winners, key=lambda c: s.power[c])
            return min(cards, key=trash)
        seats = [x for x, _ in view.trick]
        best_i = tricks.winner(trick, s)
        leader_side_mine = (seats[best_i] == declarer) == me
        last = len(trick) == 2
        if leader_side_mine and (last or seats[best_i] != declarer and top(trick[best_i])):
            if not me:
                counters = [c for c in cards if COUNTERS >> c & 1 and SUIT_OF[c] != trump]
                if counters:
                    return counters[0]
            return min(cards, key=trash)
        w = cheapest_winner(cards, trick, s, sure=last)
        if w is not None:
            return w
        return min(cards, key=trash)
