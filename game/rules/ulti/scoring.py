"""Ulti's count (rules/ulti.md §6–§7): points of a side, counted marriages, and X — settled part by
part, with kontra levels, the lost-ulti penalty and the silent bonuses. Pure functions of what
happened, so every worked example of §8 is a table test without playing a deal."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.ulti.bids import DURCHMARS, HEARTS, NO_TRUMPS, P20, P40, SIMPLE, ULTI, BidSpec

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
    """One line of the hand summary: what, made or not, and its effect on X."""
    what: str
    amount: int
    detail: str = ""


PART_WORDS = {SIMPLE: "Simple game", P40: "40-100", P20: "20-100", ULTI: "Ulti", DURCHMARS: "Durchmars",
              "betli": "Betli"}
"""Each part as the hand summary names it."""

SEVEN_WORDS = {DECL_7_WON: "the declarer's trump 7 took the last trick",
               DECL_7_LOST: "the declarer's trump 7 lost the last trick",
               DEF_7_WON: "a defender's trump 7 took the last trick",
               DEF_7_LOST: "a defender's trump 7 lost the last trick"}
"""How the silent ulti came about, as the summary says it."""


def part_line(part: str, made: bool) -> str:
    """How the hand summary starts a part's line ("Simple game failed"); ``failed_parts`` reads it."""
    return f"{PART_WORDS[part]} {'made' if made else 'failed'}"


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
        times = [f"× {1 << level} for {LEVEL_NAMES[level].lower()}"] if level else []
        if part == SIMPLE and silent_100:
            value *= 2
            times.append("× 2 for the silent 100")
        amount = value if made else -value
        x += amount
        detail = f"{base} {' '.join(times)}" if times else ""
        lines.append(Line(part_line(part, made), amount, detail))
        if part == ULTI and not made:
            x -= 4 * unit
            lines.append(Line("Penalty for the failed ulti", -4 * unit, "paid on top, never doubled"))
    if trumps and not bid.has(ULTI) and out.last_seven is not None:
        bonus = {DECL_7_WON: 2, DECL_7_LOST: -4, DEF_7_WON: -2, DEF_7_LOST: 4}[out.last_seven] * unit
        x += bonus
        lines.append(Line("Silent ulti", bonus, SEVEN_WORDS[out.last_seven]))
    if trumps and not bid.has(DURCHMARS):
        if out.defender_tricks == 0 and out.declarer_tricks:
            x += 3 * unit
            lines.append(Line("Silent durchmars", 3 * unit, "the declarer took every trick"))
        elif out.declarer_tricks == 0 and out.defender_tricks and defender_silent_durchmars:
            x -= 3 * unit
            lines.append(Line("Silent durchmars", -3 * unit, "the defenders took every trick"))
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
