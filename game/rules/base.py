"""The engine protocol every game implements (DESIGN.md), and the plumbing they share.

A concrete game subclasses ``GameState`` and provides ``_start`` (set up the first hand),
``legal_actions``, ``_reason`` (why an action is illegal, or None), ``_apply`` (a legal action's
effect, returning events), ``view`` and ``determinize``. The base class owns the seeded generator,
stacked decks, option validation, the action log (so ``to_dict``/``from_dict`` replay a match
exactly) and the turn check.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from game.cards import ACE_HIGH, SUIT_OF, Card
from game.rules import wording
from game.rules.actions import Action, Discarded, Event, IllegalAction, parse_action
from game.rules.options import Option, OptionError, validate
from game.rules.play import HandInPlay, redeal_hidden, void_cards  # noqa: F401  (engines import them here)
from game.rules.seat_view import SeatView, Secret, events_for, seat_view
from game.rules.view import View
from game.rules.wording import N_, say

FORMAT_VERSION = 2
"""2: deals come from the chance chain (``_chance``). A format-1 save dealt its cards another way,
so it cannot replay; ``from_dict`` refuses it with a message instead of dealing other cards."""


NOT_YOUR_TURN = N_("It is not your turn.")
MATCH_OVER = N_("The match is over.")

DEAL_ACTIONS_MAX = 2_000
"""More decisions than any deal of any game takes (the longest in 1,000 random-player matches of
each game is under 70): a tool that drives deals (simulate, the arena) and passes it has met an
engine fault, and stops with ``EndlessDeal`` instead of running on."""


class EndlessDeal(RuntimeError):
    """A deal that went past ``DEAL_ACTIONS_MAX`` decisions without being scored."""

    def __init__(self, game: str, where: str):
        super().__init__(f"a {game} deal went past {DEAL_ACTIONS_MAX} decisions without ending "
                         f"({where}); stopped rather than run on: please report it")


def shuffle(cards: list, rng: random.Random) -> list:
    """Fisher-Yates in place, driven by one draw of enough bits that the bias is below 2**-64 (a
    52-card deal in one call instead of 51): the one shuffle every deal of every game uses."""
    n = len(cards)
    return _permute(cards, rng.getrandbits(_SHUFFLE_BITS[n] if n < len(_SHUFFLE_BITS) else _bits_for(n)))


def _permute(cards: list, x: int) -> list:
    """Fisher-Yates in place with its choices read from ``x`` by successive divmod: only ``x``
    modulo ``len(cards)!`` matters, so every order of the cards has exactly one number below it."""
    for i in range(len(cards) - 1, 0, -1):
        x, j = divmod(x, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def deck_from_number(pack: Sequence[Card], number: int) -> list[Card]:
    """The deck that deal number ``number`` makes of ``pack``: what ``shuffle`` deals when its draw
    is ``number``, so anyone can recompute a deal whose number the table revealed."""
    return _permute(list(pack), number)


def deck_number(pack: Sequence[Card], deck: Sequence[Card]) -> int:
    """The number (below ``len(pack)!``) that ``deck_from_number`` turns into ``deck``, the inverse
    of ``shuffle``'s decoding; a stacked deck gets its number the same way. ValueError if ``deck``
    is not an order of ``pack``."""
    cur = list(pack)
    if sorted(cur) != sorted(deck):
        raise ValueError("the deck is not an order of the pack")
    where = {c: i for i, c in enumerate(cur)}
    choices = []
    for i in range(len(cur) - 1, 0, -1):        # replay the shuffle, choosing what put deck[i] at i
        j = where[deck[i]]
        choices.append(j)
        cur[i], cur[j] = cur[j], cur[i]
        where[cur[j]] = j
    number = 0
    for i, j in enumerate(reversed(choices), start=1):     # choice at i is the digit of radix i + 1
        number = number * (i + 1) + j
    return number


@dataclass(frozen=True)
class DealDeck:
    """The deck of the deal in play, for the table's commitment and its reveal: never part of a
    view, since it shows every hidden card."""
    ordinal: int
    """Decks dealt in this match so far, this one included (1 for the first deal; a rematch goes on
    counting), so a deal keeps its place when the match is replayed."""
    cards: tuple[Card, ...]
    """The whole pack in deal order."""
    number: int
    """The deal's seed: ``deck_from_number(pack, number)`` is ``cards``."""


def _bits_for(n: int) -> int:
    return math.factorial(n).bit_length() + 64


_SHUFFLE_BITS = tuple(_bits_for(n) for n in range(60))


def deal_round_robin(deck: Sequence[Card], order: Sequence[int], counts: Sequence[int] | int,
                     players: int) -> tuple[list[int], list[Card]]:
    """The DESIGN.md deal: one card at a time to each seat of ``order`` in turn, skipping a seat that
    has its share (``counts[seat]``, or ``counts`` cards each); returns (hand masks per seat, the
    rest of the deck in order)."""
    hands = [0] * players
    k = len(order)
    if type(counts) is int or all(counts[s] == counts[order[0]] for s in order):
        share = counts if type(counts) is int else counts[order[0]]
        end = share * k                                # equal shares: seat order[j] gets every k-th card
        for j, s in enumerate(order):
            m = 0
            for c in deck[j:end:k]:
                m |= 1 << c
            hands[s] = m
        return hands, list(deck[end:])
    need = [0] * players
    for s in order:
        need[s] = counts[s]
    i = 0
    total = sum(need)
    while total:
        for s in order:
            if need[s]:
                hands[s] |= 1 << deck[i]
                need[s] -= 1
                total -= 1
                i += 1
    return hands, list(deck[i:])


ROUND_FROM_LEFT = {n: tuple(tuple((d + 1 + i) % n for i in range(n)) for d in range(n)) for n in range(2, 9)}
"""ROUND_FROM_LEFT[players][dealer]: the seats from the dealer's left round to the dealer, the
order of the deal and of most auctions."""


class GameState:
    """Base class of every game's state; see the module docstring for what a game provides."""

    NAME: ClassVar[str] = ""
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = ()
    DEFAULT_PLAYERS: ClassVar[int] = 0
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    TEAMS: ClassVar[bool] = False
    """What the game calls one deal played out ("game" in Call Trump), for score sheets."""

    players: int
    options: dict[str, Any]
    rng: random.Random

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, players: int | None = None, dealer: int | None = None,
            deck: Sequence[Any] | None = None, **options: Any) -> "GameState":
        if players is None:
            players = options.pop("players", cls.DEFAULT_PLAYERS)
        else:
            options.pop("players", None)
        try:
            players = int(players)
        except (TypeError, ValueError):
            players = -1
        if players not in cls.PLAYER_COUNTS:
            allowed = ", ".join(map(str, cls.PLAYER_COUNTS))
            raise OptionError(N_("option players must be one of {0} for {1}"), allowed, cls.NAME)
        if dealer is not None and not (isinstance(dealer, int) and 0 <= dealer < players):
            raise OptionError(N_("dealer must be a seat from {0} to {1}"), 0, players - 1)
        state = cls.__new__(cls)
        state.players = players
        state.options = validate(cls.OPTIONS, options)
        state.seed = random.SystemRandom().randrange(2**63) if seed is None else int(seed)
        state._link = state.seed
        state._setup = {"dealer": dealer, "deck": cls._deck_text(deck)}
        state._decks = [list(map(Card.parse, d)) for d in state._setup["deck"]]
        state._log = None
        state._logging = True
        state._deck = ()
        state._deck_count = 0
        state._start(dealer)
        return state

    @classmethod
    def _deck_text(cls, deck: Sequence[Any] | None) -> list[list[str]]:
        """Normalise a stacked deck (cards or texts) or a list of decks to lists of card texts."""
        if deck is None:
            return []
        deck = list(deck)
        if deck and isinstance(deck[0], (list, tuple)):
            decks = [list(d) for d in deck]
        else:
            decks = [deck]
        out = []
        full = {str(c) for c in cls.pack()}
        for d in decks:
            texts = [str(Card.parse(str(c))) for c in d]
            if len(set(texts)) != len(texts):
                raise OptionError(N_("a stacked deck lists a card twice"))
            bad = [t for t in texts if t not in full]
            if bad:
                raise OptionError(N_("card {0} is not in the {1} pack"), bad[0], cls.NAME)
            out.append(texts)
        return out

    @classmethod
    def pack(cls) -> list[Card]:
        """A fresh list of the game's cards in pack order."""
        raise NotImplementedError

    def _chance(self) -> random.Random:
        """The generator for the next chance event (a shuffle, a first dealer drawn by lot).

        Chance is a chain of seeds: the match seed is the first link, and each event seeds a
        ``random.Random`` from the current link and draws the next link from it first. The state
        holds one int, so a clone copies no generator, and a seed plus the action list replays
        every deal. ``_detached`` copies for simulation start a chain of their own."""
        r = random.Random(self._link)
        self._link = r.getrandbits(64)
        return r

    def _next_deck(self) -> list[Card]:
        """The cards for the next deal: a stacked deck if one is queued (completed with the rest of
        the pack in pack order), else the pack shuffled by the next link of the chance chain."""
        if self._decks:
            given = self._decks.pop(0)
            seen = set(given)
            deck = given + [c for c in self.pack() if c not in seen]
        else:
            deck = shuffle(self.pack(), self._chance())
        self._deck = tuple(deck)          # for ``deal_deck``: a tuple, so a clone shares it
        self._deck_count += 1
        return deck

    def deal_deck(self) -> DealDeck | None:
        """The deal in play's deck and its number, for the table's commitment (a query: changes
        nothing). Never in a view and never in a copy made for simulation; None there."""
        if not self._deck:
            return None
        return DealDeck(self._deck_count, self._deck, deck_number(self.pack(), self._deck))

    # --- the protocol -----------------------------------------------------------------------------

    to_act: int | None
    deal: HandInPlay | None = None
    """The deal in play (game/rules/play.py): every engine sets one at each deal."""
    phase: str
    """The stage of the deal (the game's phase names, listed in its registry record)."""

    @property
    def match_over(self) -> bool:
        return self.to_act is None

    @property
    def scores(self) -> tuple[int, ...]:
        raise NotImplementedError

    LOW_SCORE_WINS: ClassVar[bool] = False
    ZERO_SUM: ClassVar[bool] = False
    hand_no: int

    @property
    def deal_no(self) -> int:
        """Counts deals (hands) started in this match; bots use it to play out one deal."""
        return self.hand_no

    def score_index(self, seat: int) -> int:
        """Which entry of ``scores`` belongs to ``seat`` (its own, or its team's)."""
        return seat

    def utility(self, seat: int, before: tuple[int, ...]) -> float:
        """How good the score change since ``before`` is for ``seat``: its own gain minus the
        average gain of the other entries (the sign flipped where low scores win)."""
        now = self.scores
        me = self.score_index(seat)
        gains = [a - b for a, b in zip(now, before)]
        others = [g for i, g in enumerate(gains) if i != me]
        value = gains[me] - (sum(others) / len(others) if others else 0.0)
        return -value if self.LOW_SCORE_WINS else value

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def open_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now: its legal actions on its turn, plus any decision open to every
        seat (starting the next game, a rematch). A table never lets a computer seat take a
        decision that is open to its human too."""
        return self.legal_actions() if seat == self.to_act else []

    def claim_rule(self, seat: int) -> str | None:
        """Why this game forbids ``seat`` to claim the rest now although every trick may be theirs
        (game/rules/claim.py: a claim takes every remaining trick, which is not always the best a
        player can do), in a player's words; None: the game allows it."""
        return None

    def action_menu(self, seat: int) -> list[tuple[str, Action, str, str | None]]:
        """The decision buttons for ``seat``: (group heading, action, label, reason it is illegal or
        None). A game may list illegal choices too (shown disabled, the reason on hover) and group
        them; a label may carry a second line after a newline. Default: the open actions, labelled."""
        return [("", a, self.label(a), None) for a in self.open_actions(seat)]

    def _reason(self, action: Action) -> str | None:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def penalises_illegal_cards(self) -> bool:
        """True where a player may try any card and an illegal one costs a penalty (Ushter's renege):
        the table then lets every card be dragged instead of greying the illegal ones."""
        return False

    def _penalty(self, action: Action, reason: str) -> list[Event] | None:
        """Events for an illegal attempt the rules penalise (Ushter's renege); None to just refuse."""
        return None

    def why_illegal(self, action: Action, seat: int | None = None) -> str | None:
        """None if ``action`` is legal for the seat to act (or for ``seat``), else the reason."""
        if self.to_act is None:
            return MATCH_OVER
        if seat is not None and seat != self.to_act:
            return NOT_YOUR_TURN
        if not isinstance(action, Action):
            return N_("That is not an action.")
        return self._reason(action)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Carry out ``action`` for the seat to act; IllegalAction (state unchanged) if refused."""
        events = self._fast_apply(action) if seat is None else None
        if events is None:
            reason = self.why_illegal(action, seat)
            if reason is not None:
                if reason not in (MATCH_OVER, NOT_YOUR_TURN):
                    events = self._penalty(action, reason)
                if events is None:
                    raise IllegalAction(reason)
            else:
                events = self._apply(action)
        if self._logging:                 # texts are made only when saving; simulations keep none
            self._log = (self._log, action)
        return events

    def _fast_apply(self, action: Action) -> list[Event] | None:
        """The bots' inner loop: apply an action already known to be legal (a card ``legal_actions``
        just listed, a pass that is always legal) without asking why it might not be, and return
        its events; None sends it through the checks. Games with a hot simulation path override it."""
        return None

    def view(self, seat: int) -> View:
        raise NotImplementedError

    def seat_view(self, seat: int | None) -> SeatView:
        """Everything the person in ``seat`` sees and may do now (game/rules/seat_view.py); None:
        what a watcher sees, the part of the match every seat knows."""
        return seat_view(self, seat)

    INFO: ClassVar[type | None] = None
    """The dataclass of this game's ``View.info`` (None: the game has none), so that a view sent
    over the LAN is read back as the game's own value, by its declared type."""

    SECRETS: ClassVar[dict[type, Secret]] = {Discarded: Secret("cards")}
    """The event fields whose faces only one seat may see, per event class (``events_for``): a
    game adds its own (Ulti's talon taken up). Every field not listed is public."""

    def events_for(self, seat: int | None, events: list[Event]) -> list[Event]:
        """``events`` as ``seat`` may see them: the faces it may not know turned down, by field."""
        return events_for(self, seat, events)

    def label(self, action: Action) -> str:
        """A short button text for ``action`` ("Order up alone", "Piros ulti (8)")."""
        return str(action)

    def prompt(self, seat: int) -> str:
        """One line telling ``seat`` what is expected now ("Bid Play or Fold", "Waiting for West")."""
        if self.to_act is None:
            return MATCH_OVER
        return N_("Your turn.") if seat == self.to_act else say("Waiting for {0}.", wording.seat(self.to_act))

    TRUMPS = 4
    """The ``sort_key`` group of trumps (bowers and a joker included): laid at the right of a hand."""

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Where ``card`` goes in a hand shown to a person: (group, order within the group), groups
        0-3 the suits and ``TRUMPS`` the trumps; the table arranges the groups so that colours
        alternate. Default: the game's ``suiting`` (effective suits and its rank order) where it keeps
        one (the deal's), else the printed suit and ace-high rank; a joker is the highest trump."""
        if card >= 52:
            return (self.TRUMPS, 99)
        if self.deal is None:
            return (SUIT_OF[card], ACE_HIGH[card])
        s = self.deal.suiting
        suit = s.suit_of[card]
        return (self.TRUMPS if s.trump is not None and suit == s.trump else suit, s.power[card])

    def card_places(self) -> dict[str, int]:
        """Where every card of the pack is now (name -> mask), for the no-card-lost invariant."""
        raise NotImplementedError

    def opening_events(self) -> list[Event]:
        """Events describing the deal in progress, for a UI joining a fresh or resumed state."""
        return []

    CLONE_LISTS: ClassVar[tuple[str, ...]] = ()
    """The state's mutable list fields; everything else is ints, tuples and immutable objects."""

    def clone(self) -> "GameState":
        """A deep copy made cheaply: bots clone thousands of times a move, so each game names its
        list fields (``CLONE_LISTS``) and only those are copied."""
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        for k in self.CLONE_LISTS:
            d[k] = d[k][:]
        d["_decks"] = [x[:] for x in self._decks]
        deal = d.get("deal")
        if deal is not None:
            d["deal"] = deal.copy()
        self._clone_extra(d)
        new.__dict__ = d
        return new

    def _clone_extra(self, d: dict[str, Any]) -> None:
        """Finish a clone's fields beyond the named lists (a game with a dict field copies it here)."""

    def determinize(self, seat: int, rng: random.Random) -> "GameState":
        raise NotImplementedError

    _one_deal: bool = False
    """Set by ``stop_after_hand``: this copy ends when the hand in play is scored."""

    def stop_after_hand(self) -> None:
        """Make this state end once the hand in play is scored: nothing is left to act and the next
        hand is not dealt (a search's playout needs the hand's score only, and dealing the next hand
        would cost a shuffle for nothing). For simulation copies; a table's match never calls it."""
        self._one_deal = True

    def _hand_ends_here(self) -> bool:
        """Called by an engine after a hand is scored and the match goes on: True (nothing left to
        act) where ``stop_after_hand`` was asked, and the engine then deals no next hand."""
        if self._one_deal:
            self.to_act = None
            return True
        return False

    def _detached(self, rng: random.Random) -> "GameState":
        """A clone for simulation: no action log, and a chance chain of its own drawn from ``rng``."""
        new = self.clone()
        new._logging = False
        new._log = None
        new._link = rng.getrandbits(64)
        new._deck = ()                  # the real deal's cards stay with the real state
        return new

    # --- saving and replay ---------------------------------------------------------------------

    def actions_log(self) -> list[str]:
        out = []
        node = self._log
        while node is not None:
            node, act = node
            out.append(str(act))
        out.reverse()
        return out

    def to_dict(self) -> dict[str, Any]:
        if not self._logging:
            raise ValueError("a simulation copy has no history to save")
        return {
            "format": FORMAT_VERSION,
            "game": self.NAME,
            "seed": self.seed,
            "players": self.players,
            "dealer": self._setup["dealer"],
            "deck": self._setup["deck"],
            "options": dict(self.options),
            "actions": self.actions_log(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "GameState":
        """Rebuild a state by replaying its actions; ValueError with a clear message if ``d`` is bad.
        Called on the game's own class (``GAMES[name].from_dict``): the class is the game, so this
        layer needs no registry of engines, and a save of another game is refused."""
        try:
            if d.get("format") == 1:
                raise ValueError("this match was saved by an earlier version of Trick Table, "
                                 "which dealt its cards differently, so it cannot be replayed")
            if d.get("format") != FORMAT_VERSION:
                raise ValueError(f"unsupported save format {d.get('format')!r}")
            if d["game"] != cls.NAME:
                raise ValueError(f"this is a saved {d['game']!r} match, not {cls.NAME}")
            state = cls.new(seed=d["seed"], players=d["players"], dealer=d["dealer"],
                             deck=d["deck"] or None, **d["options"])
            for i, text in enumerate(d["actions"]):
                try:
                    state.apply(parse_action(text))
                except IllegalAction as e:
                    raise ValueError(f"action {i + 1} ({text}) is illegal there: {e.reason}") from None
            return state
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a saved match ({type(e).__name__}: {e})") from None
        except OptionError as e:
            raise ValueError(f"saved match has bad settings: {e}") from None
