"""What the player reads about the match: engine text and events turned into sentences with the
players' names and card names. The events come as this seat may see them (the engine's
``events_for``): a card it may not see is None there, and is said as "a card" or "?".

Pure (no pygame) so the wording can be tested without a display; the table and the summary
scenes share one narrator, so a seat is called the same thing everywhere."""
from __future__ import annotations

import dataclasses
import re
from typing import Callable

from game import i18n
from game.cards import Card, Suit
from game.i18n import shown
from game.rules import IllegalAction, parse_action, wording
from game.rules.actions import BidMade, Event, PickedUp
from game.rules.wording import ENGLISH, N_, CardNames, card, render, say
from game.table import side_names

CARD_WORD = re.compile(r"\b(?:[2-9TJQKA][CDHS]|JK)\b")
"""A card's two letters in a text, for ``pretty`` to show with its suit symbol."""
PLAIN_WORDS = {"out": N_("Dropped out"), "pass": N_("Pass"), "in": N_("Stayed in")}
"""Auction words an engine may log that are not actions, as a player says them."""
SEAT_FIELDS = ("seat", "to", "dealer", "caller", "declarer")
PLAIN_FIELDS = ("card", "cards", "suit")
"""Event fields written without their name ("Ada: trump declared ♥", not "suit ♥")."""


def readable(said: str, capitalise: bool = True) -> str:
    """A logged bid that is not an action's text, made readable: "115" -> "Bid 115",
    "out" -> "Dropped out", "kept 115" -> "Kept 115" (``capitalise`` False: "kept 115", as the
    engine wrote it, so the reader's side finds it in the catalog before it starts a sentence)."""
    said = said.strip()
    if said.isdigit():
        return say(N_("Bid {0}"), said)
    if said.lower() in PLAIN_WORDS:
        return PLAIN_WORDS[said.lower()]
    return capital(said) if capitalise else said


def capital(said: str) -> str:
    """``said`` starting a sentence (a capital first letter)."""
    return said[:1].upper() + said[1:]


def pretty(line: str) -> str:
    """Engine text with card words ("7D") shown with suit symbols ("7♦")."""
    def card(m):
        try:
            return Card.parse(m.group(0)).pretty()
        except ValueError:
            return m.group(0)
    return CARD_WORD.sub(card, line)


def _said(v) -> str:
    """A field value in a log line: a card as its token (the reader's card names), a card this
    seat may not see (None) as "?"."""
    if v is None:
        return "?"
    return card(v) if isinstance(v, Card) else str(v)


class Narrator:
    """Speaks for seat ``you`` at a table of ``names``; ``label`` is the engine's action wording,
    ``cards`` the card names the player chose (English, or the game's own)."""

    def __init__(self, names: list[str], you: int, label: Callable, cards: CardNames = ENGLISH):
        self.names = names
        self.you = you
        self.cards = cards
        self.n = len(names)
        self.label = label
        self.bids: dict[str, str] = {}
        """Bid texts already worded; cleared by ``forget_bids`` when the phase may reword them."""
        self.decided: int | None = None
        """The seat whose decision this batch of events has already logged (``new_batch`` clears it):
        the trump it makes is part of that line, not a second one."""
        self.picking: set[int] = set()
        """Seats whose bid in this batch is taking cards up: the pickup's line says it."""

    def new_batch(self, events=()) -> None:
        """The ``events`` of a new move follow: no decision of it is logged yet. One decision, one
        line: a bid at once followed by the same seat's pickup (Ulti's talon) is said by the pickup."""
        self.decided = None
        self.picking = {a.seat for a, b in zip(events, events[1:])
                        if type(a) is BidMade and type(b) is PickedUp and a.seat == b.seat}

    def named(self, line: str) -> str:
        """Engine text with its seat tokens (game/rules/wording.py) as the players' names, "You"
        and teams ("You & Cleo"), each verb agreeing: "{seat:0|is|are} out" -> "You are out"; in
        the player's language (game/i18n.py)."""
        return shown(line, self.names, self.you, self.cards)

    def words(self, text: str) -> str:
        """Text already in the player's language with its tokens rendered (names, card names), for
        a line put together from translated parts (a list of cards after its heading)."""
        return render(text, self.names, self.you, self.cards, i18n._("You"), i18n.active().code)

    def name(self, seat: int) -> str:
        """A seat's name as the reader sees it ("You" in the reader's language for the reader)."""
        return self.words(wording.seat(seat))

    def units(self, count: int, score_index: Callable[[int], int]) -> list[str]:
        """Names of ``count`` scoring units (``game.table.side_names``): seats, or teams, you first."""
        return [i18n.person(u) for u in side_names(self.names, count, score_index, self.you)]

    def bid_words(self, text: str) -> str:
        """A bid as its button label ("Play"), or as the engine wrote it if it is not an action."""
        said = self.bids.get(text)
        if said is None:
            try:
                said = self.named(self.label(parse_action(text)))
            except (ValueError, TypeError, AttributeError, LookupError, IllegalAction):
                said = capital(self.named(readable(text, capitalise=False)))
            self.bids[text] = said
        return said

    def forget_bids(self) -> None:
        """Labels may depend on the phase: word each bid afresh after a sync."""
        self.bids.clear()

    def event_line(self, ev) -> str:
        """A log line for an event the table does not animate: the engine's sentence for it
        (``Event.sentence``), else, for an event no engine words, its name and fields:
        Shown(seat=1, suit=H, cards=(KH, None)) -> "Ada: shown ♥, K♥ ?" (None: a card this seat
        may not see)."""
        if not dataclasses.is_dataclass(ev):
            return self.named(str(ev))
        said = ev.sentence() if isinstance(ev, Event) else ""
        if said:
            seat = getattr(ev, "seat", None)
            if type(seat) is int:
                self.decided = seat
            return self.named(said)
        words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", type(ev).__name__).lower()
        who, parts = "", []
        for f in dataclasses.fields(ev):
            v = getattr(ev, f.name)
            if f.name in SEAT_FIELDS and type(v) is int and 0 <= v < self.n:
                if f.name == "seat":
                    who = self.names[v]
                    continue
                v = self.names[v]
            elif isinstance(v, Suit):
                v = v.symbol
            elif isinstance(v, bool):
                parts.append("yes" if v else "no")
                continue
            elif isinstance(v, (tuple, list)):
                v = " ".join(_said(x) for x in v)
            else:
                v = _said(v)
            parts.append(v if f.name in PLAIN_FIELDS else f"{f.name.replace('_', ' ')} {v}")
        line = (f"{words[:1].upper()}{words[1:]}" if not who else f"{who}: {words}") + \
            (" " + ", ".join(parts) if parts else "")
        return self.named(line)

    # --- the log lines of the events the table animates ---------------------------------------

    def trick_taken(self, seat: int, number: int) -> str:
        return self.named(say(N_("{0|takes|take} trick {1}"), wording.seat(seat), number))

    def bid_made(self, seat: int, said: str) -> str:
        self.decided = seat
        if seat in self.picking:
            return ""
        return f"{self.name(seat)}: {said}"

    def trump_set(self, seat: int | None, suit: Suit | None) -> str:
        """The trump line; "" when the seat's decision that made it is already logged ("Bela: Name
        hearts", "Bela shows the K♥ and the Q♥: …"): one decision, one line."""
        if seat is not None and seat == self.decided:
            return ""
        if suit is None:
            return self.named(N_("No trump this hand"))
        if seat is None:
            return self.named(say(N_("Trump is {0}"), wording.suit(suit, "both")))
        return self.named(say(N_("{0|names|name} trump: {1}"), wording.seat(seat), wording.suit(suit, "both")))

    def renege(self, seat: int, reason: str, penalty: int) -> tuple[str, str]:
        """The toast and the log line of a penalised illegal card."""
        reason = self.named(reason).rstrip(".")
        return (i18n._("Renege: {0} — +{1}").format(reason[:1].lower() + reason[1:], penalty),
                self.named(say(N_("{0|reneged|reneged}: +{1}"), wording.seat(seat), penalty)))

    def dealt(self, dealer: int, has_dealer: bool) -> str:
        if not has_dealer:
            return self.named(N_("New deal"))
        return self.named(say(N_("{0|deals|deal}"), wording.seat(dealer)))

    def picked_up(self, seat: int, cards) -> str:
        """The pickup's line: the cards by name where this seat may see them all, else how many."""
        seen = [card(c) for c in cards if c is not None]
        if len(seen) != len(cards):
            return self.named(say(N_("{0|picks up|pick up} {1} cards"), wording.seat(seat), len(cards)))
        head = i18n.text(say(N_("{0|picks up|pick up}"), wording.seat(seat)))
        return self.words(head + " " + " ".join(seen))

    def discarded(self, seat: int, count: int) -> str:
        if count == 1:
            return self.named(say(N_("{0|discards|discard} a card"), wording.seat(seat)))
        return self.named(say(N_("{0|discards|discard} {1} cards"), wording.seat(seat), count))

    def card_played(self, seat: int, c) -> str:
        """The line of a card played (not logged, as the table shows it; said aloud)."""
        return self.named(say(N_("{0|plays|play} {1}"), wording.seat(seat), card(c)))

    def state(self, hand, trick, trump: Suit | None, up_card, scores, score_index: Callable[[int], int]) -> str:
        """The table as a blind player asks for it (the state key): your hand, the trick on the
        table and who played each card, the card turned up (Euchre's), the trump, the scores."""
        _ = i18n._
        said = [_("Your hand:") + " " + ", ".join(card(c) for c in hand) + "." if hand else _("Your hand is empty.")]
        if trick:
            said.append(_("On the table:") + " " + ", ".join(f"{wording.seat(s)} {card(c)}" for s, c in trick) + ".")
        else:
            said.append(_("No cards on the table."))
        if up_card is not None:
            said.append(_("Turned up:") + " " + card(up_card) + ".")
        if trump is not None:
            said.append(_("Trump:") + " " + wording.suit(trump) + ".")
        units = self.units(len(scores), score_index)
        said.append(_("Scores:") + " " + ", ".join(f"{u} {p}" for u, p in zip(units, scores)) + ".")
        return self.words(" ".join(said))
