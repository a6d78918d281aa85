"""Ulti's 38 bids as data (rules/ulti.md §3): each row names its parts; values, rank keys and rungs
are derived from the part values and the ``open_durchmars`` table option, never written twice."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.rules.wording import say, term

SIMPLE, P40, P20, ULTI, DURCHMARS, BETLI = "simple", "40-100", "20-100", "ulti", "durchmars", "betli"
PARTS = (SIMPLE, P40, P20, ULTI, DURCHMARS, BETLI)
"""Part names as ``Kontra`` takes them; an open durchmars is the part ``durchmars``."""

MINOR, HEARTS, NO_TRUMPS = "minor", "hearts", "none"

MINOR_VALUE = {SIMPLE: 1, ULTI: 4, P40: 4, P20: 8, DURCHMARS: 6}
"""Part values with a minor trump suit; hearts double every one (§3.1)."""
NO_TRUMP_PRICE = {BETLI: {"plain": 5, "heart": 10, "open": 20},
                  DURCHMARS: {"plain": 6, "heart": 12, "open": 24}}
OPEN_DURCHMARS = {"R1": {MINOR: 24, HEARTS: 24, NO_TRUMPS: 24},
                  "R2": {MINOR: 12, HEARTS: 24, NO_TRUMPS: 24}}
"""The one place the open-durchmars value is defined (§3.5)."""

OPEN = "open-durchmars"

# (id, Hungarian label, English label, trumps, parts; a no-trump row's last word is its price)
ROWS = (
    ("simple", "Passz", "Simple game", MINOR, "simple"),
    ("heart-simple", "Piros passz", "Heart simple game", HEARTS, "simple"),
    ("40-100", "40-100", "40-100", MINOR, "40-100"),
    ("ulti", "Ulti", "Ulti", MINOR, "simple ulti"),
    ("betli", "Betli", "Betli", NO_TRUMPS, "betli plain"),
    ("durchmars", "Durchmars (színtelen)", "Durchmars", NO_TRUMPS, "durchmars plain"),
    ("40-100-ulti", "40-100 ulti", "40-100 ulti", MINOR, "40-100 ulti"),
    ("heart-40-100", "Piros 40-100", "Heart 40-100", HEARTS, "40-100"),
    ("20-100", "20-100", "20-100", MINOR, "20-100"),
    ("heart-ulti", "Piros ulti", "Heart ulti", HEARTS, "simple ulti"),
    ("heart-betli", "Piros betli (rebetli)", "Heart betli", NO_TRUMPS, "betli heart"),
    ("40-100-durchmars", "40-100 durchmars", "40-100 durchmars", MINOR, "40-100 durchmars"),
    ("ulti-durchmars", "Ulti durchmars", "Ulti durchmars", MINOR, "ulti durchmars"),
    ("20-100-ulti", "20-100 ulti", "20-100 ulti", MINOR, "20-100 ulti"),
    ("heart-durchmars", "Piros durchmars (redurchmars)", "Heart durchmars", NO_TRUMPS, "durchmars heart"),
    ("40-100-ulti-durchmars", "40-100 ulti durchmars", "40-100 ulti durchmars", MINOR,
     "40-100 ulti durchmars"),
    ("20-100-durchmars", "20-100 durchmars", "20-100 durchmars", MINOR, "20-100 durchmars"),
    ("heart-40-100-ulti", "Piros 40-100 ulti", "Heart 40-100 ulti", HEARTS, "40-100 ulti"),
    ("heart-20-100", "Piros 20-100", "Heart 20-100", HEARTS, "20-100"),
    ("20-100-ulti-durchmars", "20-100 ulti durchmars", "20-100 ulti durchmars", MINOR,
     "20-100 ulti durchmars"),
    ("heart-40-100-durchmars", "Piros 40-100 durchmars", "Heart 40-100 durchmars", HEARTS,
     "40-100 durchmars"),
    ("heart-ulti-durchmars", "Piros ulti durchmars", "Heart ulti durchmars", HEARTS, "ulti durchmars"),
    ("open-betli", "Terített betli", "Open betli", NO_TRUMPS, "betli open"),
    ("heart-20-100-ulti", "Piros 20-100 ulti", "Heart 20-100 ulti", HEARTS, "20-100 ulti"),
    ("open-durchmars", "Terített durchmars", "Open durchmars", NO_TRUMPS, "durchmars open"),
    ("heart-40-100-ulti-durchmars", "Piros 40-100 ulti durchmars", "Heart 40-100 ulti durchmars",
     HEARTS, "40-100 ulti durchmars"),
    ("heart-20-100-durchmars", "Piros 20-100 durchmars", "Heart 20-100 durchmars", HEARTS,
     "20-100 durchmars"),
    ("40-100-open-durchmars", "40-100 terített durchmars", "40-100 open durchmars", MINOR,
     "40-100 open-durchmars"),
    ("ulti-open-durchmars", "Ulti terített durchmars", "Ulti open durchmars", MINOR, "ulti open-durchmars"),
    ("40-100-ulti-open-durchmars", "40-100 ulti terített durchmars", "40-100 ulti open durchmars", MINOR,
     "40-100 ulti open-durchmars"),
    ("20-100-open-durchmars", "20-100 terített durchmars", "20-100 open durchmars", MINOR,
     "20-100 open-durchmars"),
    ("heart-40-100-open-durchmars", "Piros 40-100 terített durchmars", "Heart 40-100 open durchmars",
     HEARTS, "40-100 open-durchmars"),
    ("heart-ulti-open-durchmars", "Piros ulti terített durchmars", "Heart ulti open durchmars", HEARTS,
     "ulti open-durchmars"),
    ("heart-20-100-ulti-durchmars", "Piros 20-100 ulti durchmars", "Heart 20-100 ulti durchmars", HEARTS,
     "20-100 ulti durchmars"),
    ("20-100-ulti-open-durchmars", "20-100 ulti terített durchmars", "20-100 ulti open durchmars", MINOR,
     "20-100 ulti open-durchmars"),
    ("heart-40-100-ulti-open-durchmars", "Piros 40-100 ulti terített durchmars",
     "Heart 40-100 ulti open durchmars", HEARTS, "40-100 ulti open-durchmars"),
    ("heart-20-100-open-durchmars", "Piros 20-100 terített durchmars", "Heart 20-100 open durchmars",
     HEARTS, "20-100 open-durchmars"),
    ("heart-20-100-ulti-open-durchmars", "Piros 20-100 ulti terített durchmars",
     "Heart 20-100 ulti open durchmars", HEARTS, "20-100 ulti open-durchmars"),
)


@dataclass(frozen=True, slots=True)
class BidSpec:
    """One bid under one ``open_durchmars`` setting. ``parts`` maps part name to its base value."""
    num: int
    id: str
    hu: str
    en: str
    trumps: str
    parts: tuple[tuple[str, int], ...]
    open: bool
    key: tuple[int, int]
    rung: int
    value: int
    """What each defender pays when every part is made, without kontra or silent bonuses."""
    part_names: tuple[str, ...] = field(compare=False, repr=False)
    """The names of ``parts``, stored: the play loop and the count ask for them every trick."""

    def has(self, part: str) -> bool:
        return part in self.part_names

    def base(self, part: str) -> int:
        for p, v in self.parts:
            if p == part:
                return v
        return 0

    @property
    def english(self) -> str:
        """The English name for buttons: heart no-trump bids say they have no trumps (§3.2)."""
        if self.trumps == NO_TRUMPS and self.id.startswith("heart-"):
            return f"{self.en} (no trumps)"
        return self.en

    @property
    def term(self) -> str:
        """The bid's name, Ulti's own term: "Piros ulti" for every reader, and for an English one
        "Piros ulti — Heart ulti" (the same words once where both agree, "Ulti"). The simple bids,
        "Passz" and "Piros passz", read English first, "Simple game (Passz)", so that they never
        look like the Pass button (the rules' glossary)."""
        return term(self.hu, self.english, english_first=[p for p, _ in self.parts] == [SIMPLE])

    @property
    def label(self) -> str:
        """The name and its value: 'Piros ulti — Heart ulti (10)' in English, 'Ulti (5)'."""
        return say("{0} ({1})", self.term, self.value)


def _parts(trumps: str, words: str, open_value: dict[str, int]) -> tuple[tuple[tuple[str, int], ...], bool]:
    tokens = words.split()
    if trumps == NO_TRUMPS:
        part, price = tokens
        return ((part, NO_TRUMP_PRICE[part][price]),), price == "open"
    double = 2 if trumps == HEARTS else 1
    out = []
    is_open = False
    for t in tokens:
        if t == OPEN:
            out.append((DURCHMARS, open_value[trumps]))
            is_open = True
        else:
            out.append((t, MINOR_VALUE[t] * double))
    return tuple(out), is_open


@lru_cache(maxsize=None)
def bid_table(open_durchmars: str = "R1") -> tuple[BidSpec, ...]:
    """The 38 bids in the file's ``#`` order, with keys and rungs for this option setting."""
    open_value = OPEN_DURCHMARS[open_durchmars]
    raw = []
    for num, (bid_id, hu, en, trumps, words) in enumerate(ROWS, 1):
        parts, is_open = _parts(trumps, words, open_value)
        s = sum(v for p, v in parts if p == SIMPLE)
        v = sum(v for p, v in parts if p != SIMPLE)
        raw.append((num, bid_id, hu, en, trumps, parts, is_open, (v, s)))
    rungs = {k: i + 1 for i, k in enumerate(sorted({r[7] for r in raw}))}
    return tuple(BidSpec(*r, rungs[r[7]], sum(v for _, v in r[5]), tuple(p for p, _ in r[5]))
                 for r in raw)


@lru_cache(maxsize=None)
def ordered(open_durchmars: str = "R1") -> tuple[BidSpec, ...]:
    """The bids as lists show them: ascending key, then ``#`` (§3.4)."""
    return tuple(sorted(bid_table(open_durchmars), key=lambda b: (b.key, b.num)))


@lru_cache(maxsize=None)
def by_id(open_durchmars: str = "R1") -> dict[str, BidSpec]:
    return {b.id: b for b in bid_table(open_durchmars)}
