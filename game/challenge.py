"""A duplicate challenge: a few fixed deals, named by a short code, played from one seat.

Luck of the deal is most of a card game's variance, so a player learns little from one score. A
challenge deals the same cards to everyone who types its code, as duplicate bridge deals the same
boards to every pair: the player plays each deal from their seat against computers of one fixed
level, and their result is compared deal by deal with what Hard scored from the same seat on the
same cards, the other seats played by the same computers.

A code is ``EU4-7K3QZ-2``: the game (two letters), the number of seats, a
seed in Crockford's base 32 (no I, L, O or U, so a code read aloud or copied by hand survives; a
typed I or L counts as 1, an O as 0, and case, spaces and dashes do not matter). The game's
options are its defaults, the player sits in seat 0, and every deal starts a match of its own at
its starting score, so no deal leans on another. A deal's cards come from the code and the deal's
number alone (``start``).

A seat's result on a deal (``seat_points``) is in the game's own unit: its own score change, or in
a partnership game its side's change minus the other side's (as a bridge board is scored for one
pair against the other). Where the lower score wins (Ushter) a smaller number is better, and the
comparison (``better_by``) says so.

Its words (a refused code, the statistics' line) are catalog templates (``_``), in the player's
language. Pure otherwise: no pygame, no clock, no disk. ``computer_line`` plays the deals with computers in every seat,
each decision's randomness drawn from the code, the seat and how many decisions that seat made
before (a seed reproduces the line); the app runs it in the worker process, never in the frame.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from game.i18n import _
from game.registry import record
from game.rules import DEAL_ACTIONS_MAX, GAMES, EndlessDeal, new_game
from game.rules.base import GameState, shuffle
from game.rules.replay import Move, replay
from game.rules.wording import N_

DEALS = 6
"""Deals in every challenge: enough that one lucky hand does not decide it, short enough to play
in one sitting."""
YOU = 0
"""The player's seat in every challenge."""
OPPONENTS = "normal"
"""The level of the computers at the other seats, at the player's table and in Hard's line."""
HARD = "hard"

GAME_LETTERS = {"ushter": "US", "ulti": "UL", "euchre": "EU", "calltrump": "CT", "huutopussi": "HU"}
DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U."""
SEED_DIGITS = 5
SEEDS = len(DIGITS) ** SEED_DIGITS
_TYPED = {"I": "1", "L": "1", "O": "0"}

EMPTY = N_("Type a challenge code: it looks like EU4-7K3QZ-2, two letters for the game, the number of "
           "players, then six letters or digits.")
MALFORMED = N_("“{0}” is not a challenge code: a code looks like EU4-7K3QZ-2, two letters for the game, "
               "the number of players, then six letters or digits.")
NO_GAME = N_("A challenge code starts with its game: {0}.")
MISTYPED = N_("“{0}” has a mistyped letter or digit: check it against the code you were given.")
SEATS = N_("{0} is played by {1} players, not {2}.")
OUT_OF_RANGE = N_("The challenge's number is out of range.")
UNKNOWN = N_("There is no game “{0}”.")
BEST = N_("{0}: your best {1}, Hard {2}")
"""A finished challenge in the statistics: its code, your best total and Hard's."""
BEST_ALONE = N_("{0}: your best {1}")
"""The same while Hard's line is still to be worked out."""


class CodeError(ValueError):
    """A typed code that names no challenge: one line for the player."""


@dataclass(frozen=True)
class Challenge:
    game: str
    players: int
    seed: int
    """0 <= seed < SEEDS."""

    @property
    def code(self) -> str:
        body = GAME_LETTERS[self.game] + str(self.players)
        digits = ""
        n = self.seed
        for _ in range(SEED_DIGITS):
            n, d = divmod(n, len(DIGITS))
            digits = DIGITS[d] + digits
        return f"{body}-{digits}-{_check(body + digits)}"


def _check(text: str) -> str:
    """The check letter: catches one mistyped character and two swapped neighbours."""
    total = sum((i + 1) * DIGITS.index(c) if c in DIGITS else (i + 1) * ord(c)
                for i, c in enumerate(text))
    return DIGITS[total % 31]       # 31 is prime, so a swap of two different digits changes it


def make(game: str, players: int | None = None, seed: int | None = None,
         rng: random.Random | None = None) -> Challenge:
    """A challenge of ``game`` (its default seats unless ``players``), with ``seed`` or one drawn
    from ``rng``; CodeError when the game has no such table."""
    engine = GAMES.get(game)
    if engine is None:
        raise CodeError(_(UNKNOWN).format(game))
    players = engine.DEFAULT_PLAYERS if players is None else players
    if players not in engine.PLAYER_COUNTS:
        counts = ", ".join(map(str, engine.PLAYER_COUNTS))
        raise CodeError(_(SEATS).format(record(game).title, counts, players))
    if seed is None:
        seed = (rng or random.Random()).randrange(SEEDS)
    if not 0 <= seed < SEEDS:
        raise CodeError(_(OUT_OF_RANGE))
    return Challenge(game, players, seed)


def parse(text: str) -> Challenge:
    """The challenge a typed code names; CodeError with the line saying what is wrong."""
    raw = "".join(ch for ch in text.upper() if ch not in " -\t")
    raw = raw[:2] + "".join(_TYPED.get(ch, ch) for ch in raw[2:])
    if not raw:
        raise CodeError(_(EMPTY))
    if len(raw) != 3 + SEED_DIGITS + 1 or not raw[2].isdigit():
        raise CodeError(_(MALFORMED).format(text.strip()[:20]))
    game = next((g for g, letters in GAME_LETTERS.items() if letters == raw[:2]), None)
    if game is None:
        known = ", ".join(f"{letters} {record(g).title}" for g, letters in GAME_LETTERS.items())
        raise CodeError(_(NO_GAME).format(known))
    body, digits, check = raw[:3], raw[3:-1], raw[-1]
    if any(d not in DIGITS for d in digits) or _check(body + digits) != check:
        raise CodeError(_(MISTYPED).format(text.strip()[:20]))
    seed = 0
    for d in digits:
        seed = seed * len(DIGITS) + DIGITS.index(d)
    return make(game, int(raw[2]), seed)


def dealer(ch: Challenge, deal: int) -> int:
    """The dealer of deal ``deal`` (from 0): the deal passes round, so the player leads some deals
    and deals others."""
    return (ch.players - 1 + deal) % ch.players


def start(ch: Challenge, deal: int) -> GameState:
    """Deal ``deal`` (from 0) of the challenge: a new match at its starting score, its dealer and
    its cards from the code and the deal's number alone."""
    pack = new_game(ch.game, seed=0, players=ch.players).pack()      # the pack of the default options
    deck = shuffle(pack, random.Random(f"challenge {ch.code} deal {deal}"))
    return new_game(ch.game, seed=_seed(ch, "match", deal), players=ch.players, dealer=dealer(ch, deal),
                    deck=[deck])


def _seed(ch: Challenge, *what: object) -> int:
    return random.Random(" ".join(map(str, ("challenge", ch.code, *what)))).getrandbits(63)


def seat_points(state: GameState, seat: int, before: tuple[int, ...]) -> int:
    """``seat``'s result since ``before`` in the game's unit: its own score change, or where seats
    play in partnerships its side's change minus the other side's."""
    gains = [a - b for a, b in zip(state.scores, before)]
    me = state.score_index(seat)
    if len(gains) == state.players:
        return gains[me]
    return gains[me] - sum(g for i, g in enumerate(gains) if i != me)


def low_wins(ch: Challenge) -> bool:
    return GAMES[ch.game].LOW_SCORE_WINS


def better_by(ch: Challenge, yours: int, theirs: int) -> int:
    """How much better ``yours`` is than ``theirs`` (negative: worse), the sign turned where the
    lower score wins."""
    return theirs - yours if low_wins(ch) else yours - theirs


def played_points(match: dict, seat: int = YOU) -> int | None:
    """``seat``'s result on the first deal of ``match`` (a table's ``to_dict``: the deal as the
    player played it, however far the table went on), or None while that deal is unfinished."""
    first = replay(match, 0)
    before, deal_no = first.scores, first.deal_no
    found: list[int] = []

    def each(state: GameState, _: Move) -> None:
        if not found and (state.match_over or state.deal_no != deal_no):
            found.append(seat_points(state, seat, before))
    replay(match, None, each)
    return found[0] if found else None


def play_deal(ch: Challenge, deal: int, levels: list[str]) -> int:
    """Deal ``deal`` played by computers of ``levels`` (one per seat) to its end; the player's
    seat's result. Each decision draws from its own seed (the code, the deal, the seat and how
    many decisions that seat made before), so the same code gives the same result."""
    rec = record(ch.game)
    state = start(ch, deal)
    bots = [rec.make_bot(lv) for lv in levels]
    before, deal_no = state.scores, state.deal_no
    made = [0] * ch.players
    for _ in range(DEAL_ACTIONS_MAX):
        if state.to_act is None or state.deal_no != deal_no:
            return seat_points(state, YOU, before)
        seat = state.to_act
        rng = random.Random(_seed(ch, deal, seat, made[seat]))
        made[seat] += 1
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng,
                                   lambda r, st=state, s=seat: st.determinize(s, r))
        state.apply(action)
    raise EndlessDeal(ch.game, f"deal {deal + 1} of challenge {ch.code}")


def computer_line(code: str, level: str = HARD, progress: Callable[[int, int], None] | None = None) -> list[int]:
    """What ``level`` scores from the player's seat on each deal of the challenge, the other seats
    played by the challenge's computers; ``progress(deals done, DEALS)`` after each deal (a
    worker's job reports it, game/worker.py)."""
    ch = parse(code)
    out = []
    for deal in range(DEALS):
        out.append(play_deal(ch, deal, [level if s == YOU else OPPONENTS for s in range(ch.players)]))
        if progress is not None:
            progress(deal + 1, DEALS)
    return out


@dataclass(frozen=True)
class Row:
    """One deal of the comparison."""
    deal: int
    """From 1."""
    yours: int | None
    """None: not played (yet)."""
    theirs: int | None
    """None: Hard's line is still being worked out."""
    diff: int | None
    """How much better you did (negative: worse); None unless both are known."""


def compare(ch: Challenge, yours: list[int | None], theirs: list[int] | None) -> tuple[list[Row], Row]:
    """The comparison deal by deal, and its total (the total's ``deal`` is 0): as duplicate bridge
    compares two pairs that played the same boards."""
    rows = []
    for i in range(DEALS):
        y = yours[i] if i < len(yours) else None
        t = theirs[i] if theirs is not None and i < len(theirs) else None
        rows.append(Row(i + 1, y, t, None if y is None or t is None else better_by(ch, y, t)))
    ys = [r.yours for r in rows]
    ts = [r.theirs for r in rows]
    y_total = None if None in ys else sum(ys)
    t_total = None if None in ts else sum(ts)
    diff = None if y_total is None or t_total is None else better_by(ch, y_total, t_total)
    return rows, Row(0, y_total, t_total, diff)


def is_better(ch: Challenge, total: int, best: int | None) -> bool:
    """A finished challenge's total beats the best kept so far (or none is kept)."""
    return best is None or better_by(ch, total, best) > 0


def best_line(code: str, best: list[int], computer: list[int] | None,
              signed: Callable[[int], str] = str) -> str:
    """A finished challenge as the statistics list it: "EU4-7K3QZ-2: your best +5, Hard +3", each
    total written by ``signed`` (the UI's way of writing a score change)."""
    if computer is None:
        return _(BEST_ALONE).format(code, signed(sum(best)))
    return _(BEST).format(code, signed(sum(best)), signed(sum(computer)))
