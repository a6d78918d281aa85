"""The match as a record, fed the events of every move: the score sheet, the tricks of the hand in
play and of the hand scored last, the tricks each seat has taken, who chose each move and where the
last scored hand ended, and the start scores.

The desktop table, the LAN host's table and a LAN seat all keep one, fed the events they apply or
receive, so the sheet, the trick history and the statistics' figures are worked out in one place and
cannot disagree between windows.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.cards import Card
from game.rules import new_game
from game.rules.actions import CardPlayed, Dealt, Event, HandScored, TrickTaken


@dataclass
class SheetRow:
    """One scored hand for the score sheet."""
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    summary: str
    tricks: tuple[int, ...]


@dataclass(frozen=True)
class TrickRow:
    """One completed trick of the hand, for the trick history: only cards played face up."""
    number: int
    plays: tuple[tuple[int, Card], ...]
    """(seat, card) in the order played: the first seat led."""
    winner: int


def seat_won(score_index: Sequence[int], seat: int, winners: Sequence[int]) -> bool:
    """``seat`` won the match ``MatchOver`` said ``winners`` won: it lists seats, or teams where
    several seats share a score (``score_index``: each seat's entry of the scores)."""
    teams = len(set(score_index)) != len(score_index)
    return (score_index[seat] if teams else seat) in winners


def seat_score(score_index: Sequence[int], seat: int, scores: Sequence[int]) -> int:
    """``seat``'s score in ``scores`` (its team's where scores are per team)."""
    return scores[score_index[seat]]


def start_scores(game: str, players: int, options: dict[str, Any]) -> tuple[int, ...]:
    """The scores a match of ``game`` with these settings starts from (not 0 in every game)."""
    return tuple(new_game(game, seed=0, players=players, **options).scores)


class MatchRecord:
    """What a match has been so far, kept from its events as they are applied."""

    def __init__(self, start: Sequence[int], tricks: Sequence[int] = (), sheet: Sequence[SheetRow] = (),
                 history: bool = True):
        self.start = tuple(start)
        """The scores the match started from (some games do not start at 0)."""
        self.sheet: list[SheetRow] = list(sheet)
        self.tricks: tuple[int, ...] = tuple(tricks)
        """Tricks each seat has taken in the hand in play, as the game counts them (a claim counts
        every trick), after the last move noted."""
        self.history = history
        """The trick history and the movers are known: False for a match picked up part way (a
        resumed save) until a replay of its log is adopted (``adopt``)."""
        self.movers: list[int | None] = []
        """Who chose each move: its seat, or None where the move was forced or nobody's."""
        self.scored_at = 0
        """Moves that led up to the last scored hand: undo never takes one of them back."""
        self._hand: list[TrickRow] = []
        self._playing: list[tuple[int, Card]] = []
        self._scored: list[TrickRow] = []

    def note(self, move: int, events: Sequence[Event], tricks: Sequence[int], mover: int | None = None,
             rematch: bool = False) -> None:
        """Move number ``move`` (moves applied, this one included) made ``events``; ``tricks`` is
        each seat's tricks after it, ``mover`` the seat that chose it (None: no choice).
        ``rematch``: the move started a new match, whose sheet starts empty."""
        if rematch:
            self.sheet = []
            self.tricks = tuple(tricks)
        counted = list(self.tricks)
        for ev in events:
            if isinstance(ev, CardPlayed) and ev.card is not None:
                self._playing.append((ev.seat, ev.card))
            elif isinstance(ev, TrickTaken):
                self._hand.append(TrickRow(ev.number, tuple(self._playing), ev.seat))
                self._playing = []
                if ev.seat < len(counted):
                    counted[ev.seat] += 1
            elif isinstance(ev, Dealt):
                self._hand, self._playing = [], []
            elif isinstance(ev, HandScored):
                self.scored_at = move
                self._scored = list(self._hand)
                self.sheet.append(SheetRow(tuple(ev.deltas), tuple(ev.scores), ev.summary, tuple(counted)))
        self.tricks = tuple(tricks)
        self.movers.append(mover)

    def adopt(self, replayed: "MatchRecord") -> None:
        """Take the trick history and the movers of ``replayed``, a record of this match's log
        replayed from its start; the sheet (saved with its match) stays."""
        self._hand, self._playing, self._scored = replayed._hand, replayed._playing, replayed._scored
        self.movers, self.scored_at, self.history = replayed.movers, replayed.scored_at, True

    def hand_tricks(self) -> list[TrickRow]:
        """Every trick taken so far in the hand in play (the last hand's until the next deal)."""
        return list(self._hand)

    def scored_hand_tricks(self) -> list[TrickRow]:
        """The tricks of the hand scored last (T on its summary: most games deal the next hand in
        the same move, which starts ``hand_tricks`` afresh)."""
        return list(self._scored)

    def last_choice(self, seat: int) -> int | None:
        """The index in the log of ``seat``'s last real choice in the hand in play, or None: a scored
        hand is on the score sheet and stays there."""
        return next((i for i in range(len(self.movers) - 1, self.scored_at - 1, -1)
                     if self.movers[i] == seat), None)

    def points(self, score: int) -> int:
        """What score column ``score`` gained over the hands on the sheet."""
        return sum(row.deltas[score] for row in self.sheet)

    def rows(self) -> list[list[list[int]]]:
        """The sheet as the statistics keep the last match: each hand's changes and totals."""
        return [[list(row.deltas), list(row.scores)] for row in self.sheet]
