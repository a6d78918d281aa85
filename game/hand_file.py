"""The exported hand: a small readable text file of a match, and its check (``python -m game verify``).

A player writes it from the table or the hand summary to send with a question or a bug report, or
to check that the deals were the ones committed to. It is UTF-8 text, one fact a line::

    Trick Table hand file 1
    game: euchre
    players: 4
    options: {"joker": false, ...}          (JSON, one line)
    seat 0: You                              (one line per seat)
    first dealer: 3
    match seed: 1234                         (only once the match is over: it predicts later deals)
    match id: 32 hex digits                  (names the match: the hint's and the review's sampled
                                              deals are seeded by it and the move; optional)

    deal 1
    commitment: 64 hex digits                (made before the deal's first decision)
    seed: the deal's number                  (from here on only once the hand is over)
    salt: 32 hex digits
    dealer: 3
    dealt hand 0: 9C TC JC QD AS             (every place holding cards as dealt, face up)
    dealt kitty: ...
    action: Pass                             (every action of the deal, in order)

A deal still in play has its commitment only. ``verify`` recomputes each revealed deal: the hash of
its salt, game and seed against its commitment, then the whole match replayed through the engine
with the decks those seeds make (``deck=``) and the recorded actions, comparing what is dealt with
the file, deal by deal.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Callable

from game.cards import Card, bits, parse_cards
from game.commitments import DealSeals, commitment, short
from game.rules import GAMES, GameState, OptionError, parse_action
from game.rules.actions import Action, ActionParseError, Event, HandScored, IllegalAction
from game.rules.base import deck_from_number
from game.rules.replay import Move, replay
from game.rules.wording import N_, Said

HEADER = "Trick Table hand file 1"
MAX_BYTES = 4 << 20
"""A hand file is a few kilobytes a deal; anything far larger is not one."""


class HandFileError(ValueError):
    """The file is not a hand file, or its hand cannot be replayed: one line saying where and why.
    As ``OptionError``, its sentence is kept as a template (marked for the catalogs) and its words
    (``said``, a ``Said``), so that the reader's side says it in the player's language
    (``i18n.said(e.template, e.words)``); ``str`` is the English."""

    def __init__(self, template: str, *words: object):
        self.said = Said(template, *words)
        self.template, self.words = template, self.said.words
        super().__init__(self.said)


@dataclass
class DealRecord:
    ordinal: int
    commitment: str | None
    number: int | None = None
    salt: bytes | None = None
    dealer: int | None = None
    dealt: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    """Place ("hand 0", "kitty", …) -> its cards as dealt; only once the deal is revealed."""
    actions: list[str] = field(default_factory=list)


@dataclass
class HandFile:
    game: str
    players: int
    options: dict[str, Any]
    names: list[str]
    first_dealer: int
    match_seed: int | None
    deals: list[DealRecord]
    match_id: str | None = None
    """The table's name for the match (``Table.match_id``): with a move's number, the seed of the
    deals the hint samples there, so a review of the hand's decisions samples the same ones."""


def _places(state: GameState) -> dict[str, tuple[Card, ...]]:
    return {k: tuple(bits(m)) for k, m in state.card_places().items() if m}


def deals_played(match: dict[str, Any]) -> list[DealRecord]:
    """Every deal of a saved match (``to_dict``), replayed: its dealer, its cards as dealt and its
    actions (those that led into the next deal included), without commitments."""
    out: list[DealRecord] = []

    def start(state: GameState) -> None:
        deck = state.deal_deck()
        out.append(DealRecord(deck.ordinal, None, deck.number, None, state.view(0).dealer, _places(state)))

    def each(state: GameState, move: Move) -> None:
        out[-1].actions.append(str(move.action))
        if state.deal_deck().ordinal != out[-1].ordinal:
            start(state)
    start(replay(match, 0))
    replay(match, None, each)
    return out


def from_match(state: GameState, names: list[str], seals: DealSeals, match_id: str | None = None) -> HandFile:
    """The file of the match so far: a deal in play shows its commitment and nothing else."""
    deals = deals_played(state.to_dict())
    now = deals[-1].ordinal
    for rec in deals:
        seal = seals.get(rec.ordinal)
        rec.commitment = seal.commitment if seal is not None else None
        done = seal.revealed if seal is not None else (rec.ordinal < now or state.match_over)
        if done:
            rec.salt = seal.salt if seal is not None else None
        else:
            rec.number, rec.dealt, rec.actions = None, {}, []
    return HandFile(state.NAME, state.players, dict(state.options), list(names), deals[0].dealer,
                    state.seed if state.match_over else None, deals, match_id)


def write(hf: HandFile) -> str:
    lines = [HEADER, f"game: {hf.game}", f"players: {hf.players}",
             f"options: {json.dumps(hf.options, sort_keys=True)}"]
    lines += [f"seat {i}: {name}" for i, name in enumerate(hf.names)]
    lines.append(f"first dealer: {hf.first_dealer}")
    if hf.match_seed is not None:
        lines.append(f"match seed: {hf.match_seed}")
    if hf.match_id is not None:
        lines.append(f"match id: {hf.match_id}")
    for rec in hf.deals:
        lines += ["", f"deal {rec.ordinal}", f"commitment: {rec.commitment or 'none'}"]
        if rec.number is not None:
            lines.append(f"seed: {rec.number}")
            if rec.salt is not None:
                lines.append(f"salt: {rec.salt.hex()}")
            lines.append(f"dealer: {rec.dealer}")
            lines += [f"dealt {place}: {' '.join(map(str, cards))}" for place, cards in rec.dealt.items()]
            lines += [f"action: {a}" for a in rec.actions]
    return "\n".join(lines) + "\n"


def parse(text: str) -> HandFile:
    """A hand file's text back; HandFileError naming the line that is wrong."""
    rows = text.split("\n")
    if not rows or rows[0].strip() != HEADER:
        raise HandFileError(N_("this is not a Trick Table hand file (its first line should say \"{0}\")"),
                            HEADER)
    head: dict[str, str] = {}
    names: list[str] = []
    deals: list[DealRecord] = []
    for no, row in enumerate(rows[1:], start=2):
        line = row.rstrip("\r")
        if not line.strip():
            continue
        try:
            if line.startswith("deal "):
                deals.append(DealRecord(_int(line[5:]), None))
                continue
            key, sep, value = line.partition(": ")
            if not sep:
                key, value = line.rstrip(":"), ""
            if not deals:
                if key.startswith("seat "):
                    if _int(key[5:]) != len(names):
                        raise HandFileError(N_("the seats are not numbered 0, 1, 2, … in order"))
                    names.append(value)
                elif key in ("game", "players", "options", "first dealer", "match seed", "match id") \
                        and key not in head:
                    head[key] = value
                else:
                    raise HandFileError(N_("unexpected \"{0}\""), key)
                continue
            rec = deals[-1]
            if key == "commitment":
                rec.commitment = None if value == "none" else _hex(value, 64)
            elif key == "seed":
                rec.number = _int(value)
            elif key == "salt":
                rec.salt = bytes.fromhex(_hex(value, 32))
            elif key == "dealer":
                rec.dealer = _int(value)
            elif key.startswith("dealt "):
                rec.dealt[key[6:]] = _cards_of(value)
            elif key == "action":
                rec.actions.append(value)
            else:
                raise HandFileError(N_("unexpected \"{0}\""), key)
        except HandFileError as e:
            raise HandFileError(N_("line {0}: {1}"), no, e.said) from None
    missing = [k for k in ("game", "players", "options", "first dealer") if k not in head]
    if missing:
        raise HandFileError(N_("the file does not say its {0}"), missing[0])
    if head["game"] not in GAMES:
        raise HandFileError(N_("unknown game \"{0}\""), head["game"][:40])
    try:
        options = json.loads(head["options"])
    except ValueError:
        raise HandFileError(N_("the file's options are not a list of settings")) from None
    try:
        players, first = _int(head["players"]), _int(head["first dealer"])
        seed = _int(head["match seed"]) if "match seed" in head else None
    except HandFileError as e:
        raise HandFileError(N_("the file's heading is wrong: {0}"), e.said) from None
    if not isinstance(options, dict):
        raise HandFileError(N_("the file's options are not a list of settings"))
    if len(names) != players:
        raise HandFileError(N_("the file names {0} seats for {1} players"), len(names), players)
    if not deals:
        raise HandFileError(N_("the file has no deal"))
    match_id = head.get("match id")
    if match_id is not None and not (0 < len(match_id) <= 64 and match_id.isalnum()):
        raise HandFileError(N_("the file's match id \"{0}\" is not letters and digits"), match_id[:40])
    return HandFile(head["game"], players, options, names, first, seed, deals, match_id)


def _int(text: str) -> int:
    if not text.strip().isdigit() or len(text) > 400:
        raise HandFileError(N_("\"{0}\" is not a whole number"), text[:40])
    return int(text)


def _hex(text: str, digits: int) -> str:
    if len(text) != digits or any(c not in "0123456789abcdef" for c in text):
        raise HandFileError(N_("\"{0}\" is not {1} hex digits"), text[:70], digits)
    return text


def _cards_of(text: str) -> tuple[Card, ...]:
    try:
        return tuple(parse_cards(text))
    except ValueError:
        raise HandFileError(N_("\"{0}\" is not a list of cards (each rank then suit, e.g. AS TH 9D)"),
                            text[:40]) from None


def verify(hf: HandFile) -> list[tuple[bool | None, Said]]:
    """One (matches?, line) per deal: True matches its commitment, False does not (the line says
    why), None cannot be checked yet (a deal still in play, or one without a commitment)."""
    state, decks = start(hf)
    out: list[tuple[bool | None, Said]] = []
    broken: int | None = None
    for i, rec in enumerate(hf.deals):
        deal = rec.ordinal
        if rec.number is None:
            out.append((None, Said(N_("Deal {0}: not revealed yet (the hand is still in play); its commitment "
                                      "{1} can be checked once it is over"), deal, short(rec.commitment or ""))))
            continue
        if rec.commitment is not None and (rec.salt is None
                                           or commitment(rec.salt, hf.game, rec.number) != rec.commitment):
            out.append((False, Said(N_("Deal {0}: does NOT match: its seed and salt do not give its commitment"),
                                    deal)))
            broken = deal if broken is None else broken
            continue
        if broken is not None:
            out.append((False, Said(N_("Deal {0}: does NOT match: it cannot be replayed, since deal {1} before "
                                       "it does not match"), deal, broken)))
            continue
        if i >= len(decks):
            out.append((False, Said(N_("Deal {0}: does NOT match: it cannot be replayed, since the deals before "
                                       "it are not all in the file"), deal)))
            continue
        problem = replay_deal(state, rec)
        if problem is not None:
            broken = deal
            out.append((False, Said(N_("Deal {0}: does NOT match: {1}"), deal, problem)))
        elif rec.commitment is None:
            out.append((None, Said(N_("Deal {0}: deals as its seed says, but has no commitment (it was dealt "
                                      "before the table made them)"), deal)))
        else:
            out.append((True, Said(N_("Deal {0}: matches its commitment"), deal)))
    return out


def start(hf: HandFile) -> tuple[GameState, list[list[str]]]:
    """The match of ``hf`` at its first deal, dealing the decks its revealed deals' seeds make (one
    per deal, in order, up to the first deal not revealed), and those decks; HandFileError for
    settings the game refuses."""
    game = GAMES[hf.game]
    try:
        pack = game.new(seed=0, players=hf.players, **hf.options).pack()
    except OptionError as e:
        raise HandFileError(N_("the file's settings are wrong: {0}"), e) from None
    revealed = []
    for rec in hf.deals:                       # the decks the replay deals: those revealed, in order
        if rec.number is None or rec.ordinal != len(revealed) + 1:
            break
        revealed.append(rec)
    decks = []
    for rec in revealed:
        if not 0 <= rec.number < math.factorial(len(pack)):
            break
        decks.append([str(c) for c in deck_from_number(pack, rec.number)])
    options = dict(hf.options)
    if options.get("first_caller") == "random":       # the lot drew the first caller: replay it
        options["first_caller"] = hf.first_dealer
    try:
        state = game.new(seed=hf.match_seed or 0, players=hf.players, dealer=hf.first_dealer,
                         deck=decks or None, **options)
    except OptionError as e:
        raise HandFileError(N_("the file's settings are wrong: {0}"), e) from None
    return state, decks


def replay_deal(state: GameState, rec: DealRecord,
                each: Callable[[GameState, Action, list[Event]], None] | None = None) -> Said | None:
    """Play ``rec`` on ``state`` (at the start of that deal); the first thing that differs from the
    file (a sentence to put in a verdict or an error), or None. ``each(before, action, events)`` follows every action, ``before`` a copy of the
    state it was taken in (its seat, its words and where the cards lay then)."""
    deck = state.deal_deck()
    if state.match_over or deck is None or deck.ordinal != rec.ordinal:
        return Said(N_("the match replayed does not reach this deal"))
    dealt = _places(state)
    if {p: set(c) for p, c in dealt.items()} != {p: set(c) for p, c in rec.dealt.items()}:
        place = next(p for p in sorted(set(dealt) | set(rec.dealt))
                     if set(dealt.get(p, ())) != set(rec.dealt.get(p, ())))
        return Said(N_("its seed deals {0} to {1}, and the file says {2}"), _cards(dealt.get(place)), place,
                    _cards(rec.dealt.get(place)))
    if state.view(0).dealer != rec.dealer:
        return Said(N_("the dealer is seat {0} in the replay, and the file says {1}"), state.view(0).dealer,
                    rec.dealer)
    scored = False
    for k, text in enumerate(rec.actions, start=1):
        try:
            action = parse_action(text)
            before = state.clone() if each is not None else None
            events = state.apply(action)
        except ActionParseError:
            return Said(N_("its action {0} ({1}) is not an action of this game"), k, text[:40])
        except IllegalAction as e:
            return Said(N_("its action {0} ({1}) cannot be taken with these cards: {2}"), k, text[:40],
                        Said(e.reason))
        if each is not None:
            each(before, action, events)
        scored = scored or any(isinstance(ev, HandScored) for ev in events)
        if k < len(rec.actions) and state.deal_deck().ordinal != rec.ordinal:
            return Said(N_("the deal ends after its action {0}, before the file's last action"), k)
    if not scored and state.deal_deck().ordinal == rec.ordinal:
        return Said(N_("its actions stop before the hand is over"))
    return None


def _cards(cards: tuple[Card, ...] | None) -> str:
    return " ".join(map(str, cards)) if cards else Said(N_("nothing"))
