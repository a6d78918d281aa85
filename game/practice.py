"""Playing a finished hand again from one of the player's decisions ("Play from here").

A practice branch starts from the match's hand file (game/hand_file.py), never from a live table:
the match is replayed through the engine with its deals' seeds to the start of the chosen deal
(``hand_review.at_deal``), the whole deal is checked against the file (``replay_deal``), and the
match's log is then replayed (game/rules/replay.py) to the decision. So the review of a hand just
scored and a hand kept by the statistics open the same branch, with the same cards, and a file
that does not replay opens nothing. No pygame, no disk: the table that plays the branch
(``Table(aside=PRACTICE)``) is what keeps it out of the statistics and the saved match.

A decision is named by its place in the deal: ``move`` is how many of the deal's actions (as the
hand file lists them) come before it, 0 for the deal's first decision.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.hand_file import DealRecord, HandFile, HandFileError, replay_deal
from game.hand_review import at_deal
from game.rules.actions import CardPlayed, TrickTaken
from game.rules.base import GameState
from game.rules.replay import Move, replay
from game.rules.wording import N_

NOT_YOURS = N_("that decision was not yours to make")
NO_DECISION = N_("you had no choice to make from there to the end of the hand")


@dataclass(frozen=True)
class PracticeHand:
    """A finished hand that can be played again: the match's hand file, which deal, the player's
    seat and each seat's computer level (None for a person's seat), so the branch is played
    against the same computers."""
    hand: HandFile
    ordinal: int
    you: int
    levels: tuple[str | None, ...]

    def __post_init__(self):
        if not (0 <= self.you < self.hand.players and len(self.levels) == self.hand.players):
            raise HandFileError(N_("its seats do not match the hand's players"))

    def deal(self) -> DealRecord:
        rec = next((r for r in self.hand.deals if r.ordinal == self.ordinal), None)
        if rec is None:
            raise HandFileError(N_("the file has no deal {0}"), self.ordinal)
        return rec


@dataclass(frozen=True)
class DealMove:
    """One action of the deal, as it was taken."""
    index: int
    """Its place in the deal (``move``)."""
    seat: int | None
    chose: bool
    """The seat had more than one legal action."""
    trick: int | None
    """The trick its card went to (1 for the first); None for a move that played no card."""


def _walk(p: PracticeHand) -> tuple[GameState, int, list[DealMove]]:
    """The match at the end of the deal (checked against the file), how many moves of its log
    came before the deal, and the deal's moves."""
    rec = p.deal()
    state = at_deal(p.hand, rec)
    before = len(state.actions_log())
    problem = replay_deal(state, rec)
    if problem is not None:
        raise HandFileError(N_("deal {0} cannot be played again: {1}"), rec.ordinal, problem)
    moves: list[DealMove] = []
    taken = [0]

    def each(_: GameState, move: Move) -> None:
        if move.number <= before:
            return
        played = any(isinstance(ev, CardPlayed) for ev in move.events)
        moves.append(DealMove(len(moves), move.seat, move.chose, taken[0] + 1 if played else None))
        taken[0] += sum(isinstance(ev, TrickTaken) for ev in move.events)
    replay(state.to_dict(), None, each)
    return state, before, moves


def decisions(p: PracticeHand) -> list[int]:
    """The player's decisions in the deal (``move`` of each), where they had a choice."""
    return [m.index for m in _walk(p)[2] if m.seat == p.you and m.chose]


def trick_decision(p: PracticeHand, trick: int) -> int:
    """The player's first decision from the first card of trick ``trick`` on (their card in it,
    or a later one where that card was forced or they sat the hand out); HandFileError if none."""
    moves = _walk(p)[2]
    first = next((m.index for m in moves if m.trick is not None and m.trick >= trick), len(moves))
    found = next((m.index for m in moves[first:] if m.seat == p.you and m.chose), None)
    if found is None:
        raise HandFileError(NO_DECISION)
    return found


def deal_move(p: PracticeHand, match_move: int) -> int:
    """The place in the deal (``move``) of the decision made after ``match_move`` moves of the
    match (how the cost list and the hint count)."""
    return match_move - _walk(p)[1]


def at_decision(p: PracticeHand, move: int) -> GameState:
    """The match at the player's decision ``move`` of the deal, with the cards as they lay then;
    HandFileError (a line for the player) when the file does not replay or the decision is not
    one of the player's."""
    end, before, moves = _walk(p)
    if not 0 <= move < len(moves):
        raise HandFileError(N_("the hand has no decision {0}"), move + 1)
    if moves[move].seat != p.you:
        raise HandFileError(NOT_YOURS)
    return replay(end.to_dict(), before + move)
