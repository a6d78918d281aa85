"""Ulti's learned kontra value: what a defender's kontra on one part of the contract is worth against
playing on without it, in points for the defender. A kontra doubles what the part pays either way,
so its worth is the part's value times how much likelier the defenders are to beat it than not: the
value here is the part's base value times a linear score of what the defender knows in trick 1 (its
trumps and their honours, its aces and tens, its voids, whether it is the second defender and what
its partner already doubled, the declarer's lead), one set of weights per part.

Trained by ``tools/train_bid_value.py --game ulti`` on ``tools/selfplay_ulti_kontras.py``'s data;
the weights come in as data (``game.models`` reads ``assets/models/ulti_kontra.json``). The
declarer's rekontra and the defenders' later steps stay the rule of thumb's."""
from __future__ import annotations

from game.ai.learned.linear import Linear
from game.ai.ulti import BIDS, UltiBot
from game.cards import SUIT_MASK, SUIT_OF
from game.rules.ulti.bids import PARTS
from game.rules.ulti.scoring import COUNTERS

_EACH = ("always", "trumps", "trump ace", "trump ten", "trump king and over", "aces and tens", "side aces",
         "voids", "second defender", "parts partner doubled", "declarer led a trump", "declarer led an ace or ten")
NAMES = tuple(f"{part}: {name}" for part in PARTS for name in _EACH)
"""The features, in the order of each row and of the weights: per part, each of ``_EACH`` times
the part's base value (so a weight reads as how much likelier the defenders are to beat it)."""
ACES = sum(1 << (s * 13 + 12) for s in range(4))


def features(hand: int, part: str, contract: str, trump: int | None, declarer: int, seat: int,
             trick: tuple[tuple[int, int], ...], kontra: tuple[tuple[str, int], ...]) -> list[float]:
    """One row of ``NAMES``: the defender ``seat`` holding ``hand`` (a mask) weighing a kontra on
    ``part`` of ``contract`` (a bid id) in ``trump`` (None: no trumps), with ``trick`` so far and
    each part's ``kontra`` level."""
    value = BIDS[contract].base(part)
    mine = hand & SUIT_MASK[trump] if trump is not None else 0
    ace = ten = honours = 0.0
    if mine:
        base = trump * 13
        ace, ten = float(mine >> (base + 12) & 1), float(mine >> (base + 8) & 1)
        honours = float((mine >> (base + 11) & 1) + (mine >> (base + 10) & 1))
    lead = trick[0][1] if trick else None
    led_trump = float(lead is not None and trump is not None and SUIT_OF[lead] == trump)
    led_high = float(lead is not None and bool(COUNTERS >> lead & 1))
    each = (1.0, float(mine.bit_count()), ace, ten, honours, float((hand & COUNTERS).bit_count()),
            float((hand & ACES & ~mine).bit_count()), float(sum(1 for s in range(4) if not hand & SUIT_MASK[s])),
            float(seat != (declarer + 1) % 3), float(sum(1 for _, level in kontra if level)), led_trump, led_high)
    row = [0.0] * len(NAMES)
    at = PARTS.index(part) * len(_EACH)
    row[at:at + len(_EACH)] = [value * x for x in each]
    return row


class KontraValue(Linear):
    """A kontra's worth against playing on, from a trained model (``features`` names, ``weights``)."""
    NAMES = NAMES
    ABOUT = "Ulti's kontra value"
    TRAINER = "tools/train_bid_value.py --game ulti"

    def gain(self, view, hand: int, part: str) -> float:
        """Points a kontra on ``part`` is worth to the defender in ``view`` against playing on."""
        info = view.info
        row = features(hand, part, info.contract_id, None if view.trump is None else int(view.trump),
                       info.declarer, view.seat, tuple(view.trick), info.kontra)
        return self.score(row)


class ValuedUltiBot(UltiBot):
    """Ulti's rule of thumb saying kontra by the learned value, the part it gains most on if any
    gains, else by the marks: the value is fitted to what Easy's defence makes of a kontra, and
    the marks' few kontras (the defender holding the trumps above the ulti, say) stay, as a club
    player would say them (held out the two together gain +0.144 a decision, the value alone +0.198;
    docs/ai-log.md). As the rule of thumb of 2026-12-06 (``as_2026``), by the marks alone."""

    def __init__(self, value: KontraValue):
        self.value = value

    def _kontra(self, view, hand, kontras):
        if not self.as_2026:
            gain, best = max((self.value.gain(view, hand, k.part), i) for i, k in enumerate(kontras))
            if gain > 0:
                return kontras[best]
        return super()._kontra(view, hand, kontras)


def valued_bot(model) -> UltiBot:
    """Ulti's rule of thumb saying kontra by the learned value ``model`` (the shipped ``ulti_kontra``)."""
    return ValuedUltiBot(KontraValue(model))
