"""What a person at the table means by a key or a click: the intents the table's key map makes
(game/ui/table_input.py) and the table scene carries out (``TableScene.do``).

Why values: a test asks "what does Enter on the focused 9♣ mean?" and gets ``PlayCard(9♣)``
without pressing anything, and the scene has one place where input changes the table. Each intent
is already resolved against the table as it is: a card that may not be played now is
``ExplainCard``, not a refused ``PlayCard``; with "confirm before playing" on, the first press is
``ArmCard``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cards import Card


@dataclass(frozen=True)
class PlayCard:
    """Play ``card`` from your hand."""
    card: Card


@dataclass(frozen=True)
class ArmCard:
    """Raise ``card`` for a second press to play (None: lower the raised card)."""
    card: Card | None


@dataclass(frozen=True)
class ToggleCard:
    """Pick ``card`` for the discard, or put it back."""
    card: Card


@dataclass(frozen=True)
class ExplainCard:
    """``card`` may not be used now: say why."""
    card: Card


@dataclass(frozen=True)
class Reorder:
    """Move ``card`` to ``place`` in your hand's fan."""
    card: Card
    place: int


@dataclass(frozen=True)
class ChooseCard:
    """← or →: the keyboard to the next card of your hand (``step`` -1 or 1)."""
    step: int


@dataclass(frozen=True)
class MoveFocus:
    """Tab (``step`` 1) or Shift+Tab (-1): the keyboard to the next control of the table."""
    step: int


@dataclass(frozen=True)
class Press:
    """Press a decision button (a bid, Pass, Discard, the bid stepper's)."""
    button: Any


@dataclass(frozen=True)
class StepBid:
    """The bid stepper up or down by ``steps`` bids."""
    steps: int


@dataclass(frozen=True)
class TypeBid:
    """A digit typed into the bid stepper ("" erases the last one)."""
    digit: str


@dataclass(frozen=True)
class ScrollPanel:
    """The wheel over the decision buttons: ``lines`` up (negative: down)."""
    lines: int


@dataclass(frozen=True)
class Grab:
    """A press on a card of yours: the start of a click or a drag (``offset``: from the pointer to
    the card's centre)."""
    card: Card
    at: tuple[int, int]
    offset: tuple[float, float]


@dataclass(frozen=True)
class DragTo:
    """The held card follows the pointer to ``at``."""
    at: tuple[int, int]


@dataclass(frozen=True)
class LetGo:
    """The held card is let go: it goes where the table lays it out."""


@dataclass(frozen=True)
class Hover:
    """The pointer is over ``card`` of your hand (None: over none)."""
    card: Card | None


@dataclass(frozen=True)
class LookBack:
    """Open the score sheet (``what`` "scores") or this hand's tricks ("tricks")."""
    what: str


@dataclass(frozen=True)
class Undo:
    """Take back your last move."""


@dataclass(frozen=True)
class AskHint:
    """What the Normal player would do in your place."""


@dataclass(frozen=True)
class Claim:
    """Claim the rest of the deal: every remaining trick is yours however the others play."""


@dataclass(frozen=True)
class AnswerClaim:
    """Accept (or refuse) the claim another player made at a table of people."""
    accept: bool


@dataclass(frozen=True)
class ImBack:
    """Take your cards back from the computer that plays for you."""


@dataclass(frozen=True)
class OpenRules:
    """The rules of this game."""


@dataclass(frozen=True)
class OpenSeats:
    """The host's seats panel."""


@dataclass(frozen=True)
class ShowKeys:
    """The table's keys."""


@dataclass(frozen=True)
class ExportHand:
    """Save the hand so far to a file."""


@dataclass(frozen=True)
class Skip:
    """Finish the flying cards now (``keep_trick``: a finished trick still lies for its pause)."""
    keep_trick: bool


@dataclass(frozen=True)
class ReadTable:
    """Say the table aloud: your hand, the trick, the trump, the scores (game/ui/speech.py)."""


@dataclass(frozen=True)
class Leave:
    """Close the table for the menu (the match is saved)."""


Intent = (PlayCard | ArmCard | ToggleCard | ExplainCard | Reorder | ChooseCard | MoveFocus | Press | StepBid
          | TypeBid | ScrollPanel | Grab | DragTo | LetGo | Hover | LookBack | Undo | AskHint | Claim | AnswerClaim | ImBack | OpenRules
          | OpenSeats | ShowKeys | ExportHand | ReadTable | Skip | Leave)
