"""Huutopussi's lookup tables and prebuilt objects, kept apart so the engine module opens with its
rules. Everything here is built once at import: the engine is the bots' simulator, and spelling an
action, an event or a badge afresh on every step cost more than the step itself."""
from __future__ import annotations

from itertools import product

from game.cards import ACE_TEN, Card, Rank, Suit, deck36, mask_of
from game.rules import tricks
from game.rules.actions import PLAY, Action, Bid, BidMade, Discard, Pass, PickUp, prebuilt
from game.rules.wording import N_, CardNames

CARD_NAMES = CardNames(
    suits={"S": "pata", "H": "hertta", "D": "ruutu", "C": "risti"},
    ranks={"A": "ässä", "K": "kuningas", "Q": "rouva", "J": "jätkä", "T": "kymppi", "9": "ysi",
           "8": "kasi", "7": "seiska", "6": "kutonen"}, joint="")
"""The cards as Finnish players say them, suit and rank in one word: "pataässä", "herttarouva"."""

BASE_MAX_BID = 400           # 120 card points + 100 + 80 + 60 + 40 for all four declarations
MAX_BONUS = 20               # the largest last-trick bonus option

PACK = tuple(deck36())
PACK_MASK = mask_of(PACK)
CARD_POINTS = tuple({14: 11, 10: 10, 13: 4, 12: 3, 11: 2}.get(i % 13 + 2, 0) for i in range(52)) + (0,)
SLICE_POINTS = tuple(sum(CARD_POINTS[4 + r] for r in range(9) if m >> r & 1) for m in range(512))
"""Card points of the ranks 6..A set in a 9-bit slice of one suit: a pile's points are four lookups."""
KINGS = mask_of(Card.of(Rank.KING, s) for s in Suit)
KING_QUEEN = tuple((1 << Card.of(Rank.KING, s)) | (1 << Card.of(Rank.QUEEN, s)) for s in Suit)
KQ_OF = tuple(sum(KING_QUEEN[s] for s in range(4) if used >> s & 1) for used in range(16))
"""KQ_OF[used]: the kings and queens of the suits set in ``used`` (bit per suit)."""
SUIT_PLAYS = tuple(tuple(tuple(PLAY[13 * s + 4 + r] for r in range(9) if m >> r & 1) for m in range(512))
                     for s in range(4))
"""SUIT_PLAYS[suit][m]: the prebuilt Play actions of the ranks 6..A set in the 9-bit slice m of
one suit (see ``plays``); a follower's legal cards are most often of the led suit alone."""


def plays(m: int) -> list:
    """The prebuilt Play of every card of ``m``, in card index order: four lookups in tables small
    enough to stay in the processor's cache."""
    return [*SUIT_PLAYS[0][m >> 4 & 511], *SUIT_PLAYS[1][m >> 17 & 511], *SUIT_PLAYS[2][m >> 30 & 511],
            *SUIT_PLAYS[3][m >> 43 & 511]]
SUITINGS = {t: tricks.natural(ACE_TEN, t) for t in (None, 0, 1, 2, 3)}
DUTIES = {(ruff, over): tricks.Duties(head=tricks.UNLESS_TRUMPED if ruff == "any" else tricks.ALWAYS,
                                      must_trump=True, overtrump=over)
          for ruff, over in product(("beat", "any"), (False, True))}
"""By the options (head_after_ruff, must_overruff)."""

PASS = Pass()
PICK_UP = PickUp()
BIDS = tuple(Bid(v) for v in range(0, BASE_MAX_BID + MAX_BONUS + 5, 5))   # BIDS[v // 5] is Bid(v)
BID_MADE = tuple(tuple(BidMade(seat, str(b)) for b in BIDS) for seat in range(4))
PASS_MADE = tuple(BidMade(seat, str(PASS)) for seat in range(4))
"""The auction's events per seat (BID_MADE[seat][v // 5] for BIDS[v // 5])."""
BID_RUN = list(BIDS)
"""BIDS as a list: a slice of it is the opening bid's offer, one allocation."""


class Offers(dict):
    """(first, stop) -> the bids BIDS[first:stop] with Pass after them (the auction) or before them
    (the final raise), made once: up to 85 bids are offered at every call, and slicing and joining
    them afresh was most of an auction step."""

    def __init__(self, pass_first: bool):
        super().__init__()
        self.pass_first = pass_first

    def __missing__(self, key: tuple[int, int]) -> tuple:
        run = BIDS[key[0]:key[1]]
        made = self[key] = (PASS, *run) if self.pass_first else (*run, PASS)
        return made


AUCTION = Offers(pass_first=False)
RAISES = Offers(pass_first=True)


class Combos(dict):
    """k-card action objects made once per card tuple: a discard or exchange offers every subset of
    the hand (up to a few hundred), and building them afresh each deal would dominate a playout.
    Bounded by the pack: at most C(36, 4) = 58,905 entries (a few MB) after very many deals."""

    def __init__(self, kind: type):
        super().__init__()
        self.kind = kind

    def __missing__(self, key: tuple[Card, ...]) -> Action:
        made = self[key] = prebuilt(self.kind, key)      # key: Card objects from a hand
        return made


DISCARDS = Combos(Discard)

_BADGE = {(dealer, role, out): (N_("dealer"),) * dealer + ((role,) if role else ()) + (N_("out"),) * out
          for dealer in (False, True) for role in ("", N_("declarer"), N_("partner")) for out in (False, True)}
"""One seat's badges by (deals, "declarer" / "partner" / "", dropped out of the auction)."""


def badges(n: int, dealer: int, declarer: int | None, partner: int | None,
           out: int) -> tuple[tuple[str, ...], ...]:
    """Every seat's badges; ``out`` has a bit per seat that dropped out of the auction."""
    return tuple(_BADGE[s == dealer, "declarer" if s == declarer else "partner" if s == partner else "",
                        bool(out >> s & 1)] for s in range(n))
