"""Ulti's count (rules/ulti.md §6–§7): points of a side, counted marriages, and X — settled part by
part, with kontra levels, the lost-ulti penalty and the silent bonuses. Pure functions of what
happened, so every worked example of §8 is a table test without playing a deal."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.ulti.bids import BETLI, DURCHMARS, HEARTS, NO_TRUMPS, P20, P40, SIMPLE, ULTI, BidSpec
from game.rules.wording import N_, say, term

LEVEL_NAMES = ("", "Kontra", "Rekontra", "Szubkontra", "Hirskontra", "Mordkontra", "Fedáksári")
MAX_LEVEL = 6

_COUNTERS = 0
for _s in range(4):
    _COUNTERS |= 1 << (_s * 13 + 12) | 1 << (_s * 13 + 8)      # aces and tens
COUNTERS = _COUNTERS
"""Mask of the eight cards worth 10 card points (aces and tens)."""

# Trump-7 events in trick 10, for the ulti part and the silent ulti (§7.5).
DECL_7_WON, DECL_7_LOST, DEF_7_WON, DEF_7_LOST = "declarer-7-won", "declarer-7-lost", "defender-7-won", "defender-7-lost"


def card_points(won: int, last: bool) -> int:
    """10 per ace and ten in ``won`` (a mask), plus 10 for the last trick."""
    return 10 * (won & COUNTERS).bit_count() + (10 if last else 0)


SUIT_BASES = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""The lowest bit of each suit: ``hand >> 10 & hand >> 11 & SUIT_BASES`` has bit 13*s set where suit
s holds both queen (rank index 10) and king (11), every suit in three int operations."""


def marriages(hand: int, trump: int | None) -> tuple[int, int]:
    """(forties, twenties) held in ``hand``: K and Q of one suit, the trump suit's pair a forty."""
    pairs = hand >> 10 & hand >> 11 & SUIT_BASES
    forties = 0 if trump is None else pairs >> (13 * trump) & 1
    return forties, pairs.bit_count() - forties


def counted_marriages(bid: BidSpec, trump: int | None, hand: int, declarer: bool) -> tuple[int, int]:
    """The (forties, twenties) of a seat that count for this contract (§6 table)."""
    if trump is None:
        return 0, 0
    f, t = marriages(hand, trump)
    if bid.has(SIMPLE):
        return f, t
    if not declarer:
        return 0, 0
    if bid.has(P40):
        return f, 0
    if bid.has(P20):
        return 0, min(t, 1)
    return 0, 0


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a deal produced that the count needs. Points already follow §7.1 (a side without a
    trick has 0; talon counters and marriages included)."""
    declarer_points: int = 0
    defender_points: int = 0
    declarer_card_points: int = 0
    declarer_tricks: int = 0
    defender_tricks: int = 0
    held_40: bool = False
    held_20: bool = False
    last_seven: str | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the hand summary: what, its effect on X, and the line as the summary says it."""
    what: str
    amount: int
    said: str


PART_WORDS = {SIMPLE: "Simple game", P40: "40-100", P20: "20-100", ULTI: "Ulti", DURCHMARS: "Durchmars",
              BETLI: "Betli"}
"""Each part as the hand summary's line starts (``part_line``, read back by ``failed_parts``)."""

PART_SAID = {
    (SIMPLE, True): (N_("Simple game made: +{0}"), N_("Simple game made: +{0} ({1} × {2} for {3})")),
    (SIMPLE, False): (N_("Simple game failed: -{0}"), N_("Simple game failed: -{0} ({1} × {2} for {3})")),
    (P40, True): (N_("{0}-{1} made: +{2}"), N_("{0}-{1} made: +{2} ({3} × {4} for {5})")),
    (P40, False): (N_("{0}-{1} failed: -{2}"), N_("{0}-{1} failed: -{2} ({3} × {4} for {5})")),
    (ULTI, True): (N_("Ulti made: +{0}"), N_("Ulti made: +{0} ({1} × {2} for {3})")),
    (ULTI, False): (N_("Ulti failed: -{0}"), N_("Ulti failed: -{0} ({1} × {2} for {3})")),
    (DURCHMARS, True): (N_("Durchmars made: +{0}"), N_("Durchmars made: +{0} ({1} × {2} for {3})")),
    (DURCHMARS, False): (N_("Durchmars failed: -{0}"), N_("Durchmars failed: -{0} ({1} × {2} for {3})")),
    (BETLI, True): (N_("Betli made: +{0}"), N_("Betli made: +{0} ({1} × {2} for {3})")),
    (BETLI, False): (N_("Betli failed: -{0}"), N_("Betli failed: -{0} ({1} × {2} for {3})")),
}
"""A part's summary line, made or failed: plain, and multiplied by a kontra (its name a slot).
40-100 and 20-100 share theirs: the numbers of their names are slots too."""
PART_SAID[P20, True], PART_SAID[P20, False] = PART_SAID[P40, True], PART_SAID[P40, False]
PART_NUMBERS = {P40: (40, 100), P20: (20, 100)}
"""The numbers in a part's name, which its template writes as slots."""
SILENT_100_SAID = {
    True: (N_("Simple game made: +{0} ({1} × {2} for the silent {3})"),
           N_("Simple game made: +{0} ({1} × {2} for {3} × {4} for the silent {5})")),
    False: (N_("Simple game failed: -{0} ({1} × {2} for the silent {3})"),
            N_("Simple game failed: -{0} ({1} × {2} for {3} × {4} for the silent {5})")),
}
"""The simple game's line when a silent 100 doubled it: without a kontra, and with one."""

SEVEN_SAID = {DECL_7_WON: N_("Silent ulti: +{0} (the declarer's trump {1} took the last trick)"),
              DECL_7_LOST: N_("Silent ulti: -{0} (the declarer's trump {1} lost the last trick)"),
              DEF_7_WON: N_("Silent ulti: -{0} (a defender's trump {1} took the last trick)"),
              DEF_7_LOST: N_("Silent ulti: +{0} (a defender's trump {1} lost the last trick)")}
"""How the silent ulti came about, as the summary says it (the 7 a slot)."""


def level_term(level: int, capital: bool = True) -> str:
    """A kontra level's name, Ulti's own word: "Rekontra", or "rekontra" inside a sentence."""
    name = LEVEL_NAMES[level]
    return term(name if capital else name.lower())


def part_line(part: str, made: bool) -> str:
    """How the hand summary starts a part's line ("Simple game failed"); ``failed_parts`` reads it."""
    return f"{PART_WORDS[part]} {'made' if made else 'failed'}"


def _part_said(part: str, made: bool, amount: int, base: int, level: int, silent_100: bool) -> str:
    """A part's summary line: "Ulti failed: -16 (4 × 4 for rekontra)"."""
    kontra = (base, 1 << level, level_term(level, False)) if level else (base,)
    if silent_100:
        return say(SILENT_100_SAID[made][bool(level)], abs(amount), *kontra, 2, 100)
    plain, doubled = PART_SAID[part, made]
    return say(doubled if level else plain, *PART_NUMBERS.get(part, ()), abs(amount), *kontra)


def failed_parts(summary: str) -> set[str]:
    """The parts a hand summary says failed for the declarer."""
    starts = {line.split(":", 1)[0] for line in summary.splitlines()}
    return {part for part in PART_WORDS if part_line(part, False) in starts}


def settle(bid: BidSpec, trump: int | None, levels: dict[str, int], out: Outcome,
           defender_silent_durchmars: bool = True) -> tuple[int, list[Line]]:
    """X (what each defender pays the declarer) and the lines that make it up (§7.7)."""
    hearts = bid.trumps == HEARTS
    trumps = bid.trumps != NO_TRUMPS
    unit = 2 if hearts else 1
    silent_100 = (bid.has(SIMPLE) and (out.declarer_points >= 100 or out.defender_points >= 100))
    lines: list[Line] = []
    x = 0
    for part, base in bid.parts:
        made = _made(part, bid, out)
        level = levels.get(part, 0)
        value = base * (1 << level)
        doubled = part == SIMPLE and silent_100
        if doubled:
            value *= 2
        amount = value if made else -value
        x += amount
        lines.append(Line(part_line(part, made), amount, _part_said(part, made, amount, base, level, doubled)))
        if part == ULTI and not made:
            x -= 4 * unit
            lines.append(Line("Penalty for the failed ulti", -4 * unit,
                              say("Penalty for the failed ulti: -{0} (paid on top, never doubled)", 4 * unit)))
    if trumps and not bid.has(ULTI) and out.last_seven is not None:
        bonus = {DECL_7_WON: 2, DECL_7_LOST: -4, DEF_7_WON: -2, DEF_7_LOST: 4}[out.last_seven] * unit
        x += bonus
        lines.append(Line("Silent ulti", bonus, say(SEVEN_SAID[out.last_seven], abs(bonus), 7)))
    if trumps and not bid.has(DURCHMARS):
        if out.defender_tricks == 0 and out.declarer_tricks:
            x += 3 * unit
            lines.append(Line("Silent durchmars", 3 * unit,
                              say("Silent durchmars: +{0} (the declarer took every trick)", 3 * unit)))
        elif out.declarer_tricks == 0 and out.defender_tricks and defender_silent_durchmars:
            x -= 3 * unit
            lines.append(Line("Silent durchmars", -3 * unit,
                              say("Silent durchmars: -{0} (the defenders took every trick)", 3 * unit)))
    return x, lines


def _made(part: str, bid: BidSpec, out: Outcome) -> bool:
    if part == SIMPLE:
        return out.declarer_points > out.defender_points
    if part == ULTI:
        return out.last_seven == DECL_7_WON
    if part == P40:
        return out.held_40 and 40 + out.declarer_card_points >= 100
    if part == P20:
        return out.held_20 and 20 + out.declarer_card_points >= 100
    if part == DURCHMARS:
        return out.defender_tricks == 0
    return out.declarer_tricks == 0          # betli


def held_pair(hand: int, trump: int | None) -> tuple[bool, bool]:
    """(trump K+Q held, a non-trump K+Q held) — what 40-100 and 20-100 need at the start of play."""
    f, t = marriages(hand, trump)
    return bool(f), bool(t)


def seven_of(trump: int) -> int:
    return trump * 13 + 5
