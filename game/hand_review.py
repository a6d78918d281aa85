"""A hand that is over, face up: what the review shows, worked out from an exported hand.

The review scene (game/ui/review.py) shows every seat's cards as dealt, the stock as dealt, the
auction and the tricks one by one. All of it comes from the hand file's deal record replayed
through the engine (``hand_file.replay_deal``), never from what a window happened to see, so the
desktop table, a LAN seat (whose file holds a deal only once the host revealed it) and
``python -m game replay FILE`` show the same hand the same way, and a deal that does not replay
cannot be shown. No pygame here: tests read a review without a window.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card, bits
from game.hand_file import DealRecord, HandFile, HandFileError, replay_deal, start
from game.match_record import MatchRecord, TrickRow
from game.rules.actions import Action, Event, HandScored, Play
from game.rules.base import GameState
from game.rules.wording import N_

STOCK_NAMES = {"kitty": N_("Kitty"), "up card": N_("Up card"), "devil": N_("Devil's deck"),
               "stock": N_("Rest of the pack"), "talon": N_("Talon")}
"""The engine's names of the places that are no seat's hand, as a player calls them."""
NOT_SHOWN = ("played", "undealt")
"""Places that hold no card a player was dealt: cards played (none yet at the deal), and the part
of the pack the dealer deals later (Call Trump), counted in the hand it goes to."""


@dataclass(frozen=True)
class Said:
    """One decision of the auction (a bid, a pass, a call, a pickup, a discard, a kontra)."""
    seat: int
    words: str
    """The engine's words for it, as its button said (seat tokens unrendered)."""


@dataclass(frozen=True)
class HandReview:
    """One deal, face up, from its start to its score."""
    game: str
    ordinal: int
    """The deal's number in the match (1 for the first)."""
    dealer: int | None
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's cards as dealt (those dealt after the first decisions included)."""
    stock: tuple[tuple[str, tuple[Card, ...]], ...]
    """(a player's name for the place, its cards as dealt): kitty, talon, devil's deck, up card."""
    auction: tuple[Said, ...]
    """Every decision of the hand that is not a card played, in order, up to its score."""
    tricks: tuple[TrickRow, ...]
    summary: str
    """The engine's account of the hand's score (seat tokens unrendered; "" if none)."""


def hand_over(hf: HandFile) -> DealRecord:
    """The hand of ``hf`` that is over last: its last deal once revealed, else the deal before it
    (the deal in play is sealed). A reveal that has not come yet is said, never replaced by an
    older hand."""
    for rec in hf.deals[-1:-3:-1]:
        if rec.number is not None:
            return rec
    raise HandFileError(N_("the cards of the last hand are not revealed yet, so it cannot be shown face up"))


def at_deal(hf: HandFile, rec: DealRecord) -> GameState:
    """The match of ``hf`` replayed from its start through the engine to the start of deal
    ``rec`` (the face-up review and a practice branch both begin there); HandFileError when it
    does not replay as the file says, or ``rec`` is not over yet."""
    state, decks = start(hf)
    for earlier in hf.deals:
        if earlier is rec:
            break
        if earlier.number is None or earlier.ordinal > len(decks):
            raise HandFileError(N_("deal {0} cannot be shown: the deals before it are not all in the file"),
                                rec.ordinal)
        problem = replay_deal(state, earlier)
        if problem is not None:
            raise HandFileError(N_("deal {0} cannot be shown: deal {1} {2}"), rec.ordinal, earlier.ordinal, problem)
    if rec.number is None or rec.ordinal > len(decks):
        raise HandFileError(N_("deal {0} is not over yet, so it cannot be shown face up"), rec.ordinal)
    return state


def review(hf: HandFile, rec: DealRecord | None = None) -> HandReview:
    """Deal ``rec`` of ``hf`` (``hand_over`` when None), replayed from the match's start
    through the engine; HandFileError when it does not replay as the file says."""
    rec = rec or hand_over(hf)
    state = at_deal(hf, rec)
    walk = _Walk(state)
    problem = replay_deal(state, rec, walk.step)
    if problem is not None:
        raise HandFileError(N_("deal {0} cannot be shown: {1}"), rec.ordinal, problem)
    return walk.review(hf.game, rec)


class _Walk:
    """What one deal's replay has shown so far: fed each action with the state it was taken in."""

    def __init__(self, state: GameState):
        places = state.card_places()
        self.players = state.players
        self.dealer = state.view(0).dealer
        self.later = places.get("undealt", 0)
        self.dealt = [places.get(f"hand {s}", 0) for s in range(state.players)]
        self.stock = tuple((STOCK_NAMES.get(name, name.capitalize()), tuple(bits(mask)))
                           for name, mask in places.items()
                           if mask and not name.startswith("hand ") and name not in NOT_SHOWN)
        self.auction: list[Said] = []
        self.record = MatchRecord(())
        self.moves = 0
        self.summary: str | None = None

    def step(self, before: GameState, action: Action, events: list[Event]) -> None:
        if self.later:                       # cards dealt after the first decisions are dealt cards
            places = before.card_places()
            for s in range(self.players):
                self.dealt[s] |= places.get(f"hand {s}", 0) & self.later
        if type(action) is not Play and before.to_act is not None and self.summary is None:
            self.auction.append(Said(before.to_act, before.label(action)))
        self.moves += 1
        self.record.note(self.moves, events, ())
        for ev in events:
            if isinstance(ev, HandScored) and self.summary is None:
                self.summary = ev.summary

    def review(self, game: str, rec: DealRecord) -> HandReview:
        scored = self.summary is not None
        tricks = self.record.scored_hand_tricks() if scored else self.record.hand_tricks()
        return HandReview(game, rec.ordinal, self.dealer, tuple(tuple(bits(m)) for m in self.dealt),
                          self.stock, tuple(self.auction), tuple(tricks), self.summary or "")
