"""The table: cards animated from the engine's events, the seats, the decision panel and input.

Generic over the engine protocol: it draws ``state.view(you)``, makes buttons from
``legal_actions()`` and ``label()``, asks ``why_illegal()`` for reasons, and animates the events
``apply`` returns, one step at a time. After each batch of events it re-syncs the cards with the
view, so an event it does not know can never leave the picture wrong (it becomes a log line)."""
from __future__ import annotations

import dataclasses
import math
import re
from collections import deque
from itertools import permutations
from typing import Any

import pygame

from game.cards import Card, Suit
from game.rules import IllegalAction, parse_action
from game.rules.actions import (Action, Bid, BidMade, CardPlayed, Dealt, Discard, Discarded, HandScored,
                                HandsShown, MatchOver, PickedUp, Play, Renege, TrickTaken, TrumpSet)
from game.rules.base import View
from game.table import Table
from game.ui import art
from game.ui.amount import JUMPS, MANY, AmountChooser
from game.ui.app import Scene
from game.ui.seating import DISCARD_SCALE, HAND_SCALE, STOCK_SCALE, Seating
from game.ui.sprites import CardSprite, ImageCache
from game.ui.widgets import (BUTTON_EDGE, GOLD, INK, MUTED, Button, ButtonGrid, fit, panel, text)

SEAT_WORD = re.compile(r"\b[Ss]eat (\d+)\b")
PLAYER_WORD = re.compile(r"\bPlayer (\d+)\b")
PLAYERS_WORD = re.compile(r"\bPlayers (\d+) and (\d+)\b")
"""Rules that number players from 1 ("Player 1" is seat 0)."""
CARD_WORD = re.compile(r"\b(?:[2-9TJQKA][CDHS]|JK)\b")
SITTING_OUT = "sitting out"
"""The badge of a seat that sits a hand out (Euchre's partner of a lone hand): its cards are put away."""
RED_PANEL = (120, 25, 30, 230)
LAST_TRICK = "Last trick (T)"
TEAM_COLOURS = ((90, 160, 240), (240, 120, 90), (170, 220, 110), (220, 150, 240))


def visible(view: View) -> set[Card]:
    """Every card whose face ``view`` lets its seat see."""
    out = set(view.hand) | set(view.stock) | {c for _, c in view.trick} | {c for _, c in view.last_trick}
    for cards in view.shown.values():
        out.update(cards)
    if view.up_card is not None:
        out.add(view.up_card)
    return out


def own_discards(view: View) -> tuple[Card, ...]:
    """The faces of the cards this seat laid aside this hand, as far as its view shows them."""
    return view.discards


def stock_faces(view: View) -> tuple[Card, ...]:
    """The face-down stock's faces this seat may look at (Ulti's talon, laid down by this seat and
    still its own)."""
    return view.stock_seen


def _known(word: str, known: set[Card]) -> bool:
    try:
        return Card.parse(word) in known
    except ValueError:
        return True


PLAIN_WORDS = {"out": "Dropped out", "pass": "Pass", "in": "Stayed in"}
"""Auction words an engine may log that are not actions, as a player says them."""


def readable(said: str) -> str:
    """A logged bid that is not an action's text, made readable: "115" -> "Bid 115",
    "out" -> "Dropped out", "kept 115" -> "Kept 115"."""
    said = said.strip()
    if said.isdigit():
        return f"Bid {said}"
    if said.lower() in PLAIN_WORDS:
        return PLAIN_WORDS[said.lower()]
    return said[:1].upper() + said[1:]


PREFERRED = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
RED = {Suit.HEARTS, Suit.DIAMONDS}


def hand_order(cards, key, trump: Suit | None) -> list:
    """A hand as a player sorts it: the engine's ``sort_key`` groups (suits, trumps) with the
    trumps at the right, the other suits ordered so that colours alternate where they can, and
    each group in the game's rank order."""
    keys = {c: key(Card(int(c))) for c in cards}
    groups = {k[0] for k in keys.values()}
    trumps = [g for g in groups if g not in range(4)]

    def colour(g):
        if g in range(4):
            return Suit(g) in RED
        return None if trump is None else Suit(trump) in RED

    def score(order):
        seq = list(order) + sorted(trumps)
        changes = sum(colour(a) is None or colour(a) != colour(b) for a, b in zip(seq, seq[1:]))
        return (-changes, [PREFERRED.index(Suit(g)) for g in order])

    plain = min(permutations(sorted(g for g in groups if g in range(4))), key=score, default=())
    rank = {g: i for i, g in enumerate(list(plain) + sorted(trumps))}
    return sorted(cards, key=lambda c: (rank[keys[c][0]], keys[c][1]))


class TableScene(Scene):
    def __init__(self, app, table: Table, animate_opening: bool = True):
        super().__init__(app)
        self.table = table
        self.state = table.state
        self.you = table.human
        self.n = self.state.players
        self.names = table.names
        speed = float(app.settings.get("anim_speed", 1.0)) or 1.0
        self.speed = speed
        self.table.pause = 0.45 / speed
        self.table.clock = lambda: self.app.now
        self.images = ImageCache()
        self.sprites: dict[Any, CardSprite] = {}
        self.hands: list[list[Any]] = [[] for _ in range(self.n)]
        self.trick: list[tuple[int, Any]] = []
        self.up_key: Card | None = None
        self.stock_cards: list[Card] = []
        self.stock_n = 0
        self.discards_n = 0
        """How many cards you laid aside this hand (your small face-down pile)."""
        self.trump: Suit | None = None
        self.dealer = 0
        self.hud: View = self.state.view(self.you)
        self.public: set[Card] = visible(self.hud)
        """Faces the human may see now (its view after the last queued batch)."""
        self.known: set[Card] = set(self.public)
        """Faces the human may see while the batch being animated plays out."""
        self.prompt = ""
        self.queue: deque = deque()
        self.wait = 0.0
        self.blocked = False
        self.toast: tuple[str, float] | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.log: deque[str] = deque(maxlen=6)
        self.drag: dict | None = None
        self.hover: Any = None
        self.focus = -1
        self.selected: set[Card] = set()
        self.amount: AmountChooser | None = None
        """The bid stepper, when the decision offers many numbered bids."""
        self.grid = ButtonGrid(18)
        self.legal: list[Action] = []
        self.illegal: dict[Card, str] = {}
        self.any_card = False
        self.serial = 0
        self.loose = False
        self.trick_winner: int | None = None
        self.notes_seen = len(app.store.messages)
        self.felt: pygame.Surface | None = None
        self.mouse = (-1, -1)
        self.back_button = Button("I'm back", self.table.im_back, size=18,
                                  sub="the computer is playing for you")
        self.look_buttons = [Button("Scores", lambda: self.look_back("scores"), size=13),
                             Button("Tricks", lambda: self.look_back("tricks"), size=13)]
        """The score sheet and the trick history: look back at the match without changing it."""
        self.size = (0, 0)
        self.resize(app.screen.get_size())
        if animate_opening and self.state.opening_events():
            self.enqueue(self.state.opening_events())
        else:
            self.sync(self.hud, dur=0)

    # --- geometry ----------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        self.seats = Seating(size, self.n, self.you)
        self.card, self.center, self.plate = self.seats.card, self.seats.center, self.seats.plate
        self.felt = art.felt(w, h)
        self.images.clear()
        self.__dict__.pop("_glyphs", None)
        if self.grid.items:
            self.build_panel()
        self.layout(dur=0)

    def fan_pos(self, seat: int) -> tuple[float, float]:
        return self.seats.fan_pos(seat, len(self.hands[seat]), self.hand_face_up(seat))

    def fan_step(self, seat: int) -> float:
        return self.seats.fan_step(self.hand_face_up(seat), len(self.hands[seat]))

    def hand_face_up(self, seat: int) -> bool:
        return any(isinstance(k, int) for k in self.hands[seat])

    # --- the card model ------------------------------------------------------------------------

    def sprite(self, key, card: Card | None, pos, face_up=False, scale=1.0) -> CardSprite:
        sp = self.sprites.get(key)
        if sp is None:
            sp = self.sprites[key] = CardSprite(key, card, pos[0], pos[1], 0.0, scale, face_up)
        return sp

    def hidden_key(self, seat: int):
        self.serial += 1
        return ("back", seat, self.serial)

    def sort_hand(self) -> None:
        self.hands[self.you] = hand_order(self.hands[self.you], self.state.sort_key, self.trump)

    def layout(self, dur: float = 0.25) -> None:
        """Point every card sprite at where the model says it lies."""
        if not self.size[0]:
            return
        dur = dur / self.speed
        raised = self.raised_keys()
        mine = self.hands[self.you]
        for (x, y, rot), key in zip(self.seats.hand_slots(len(mine), self.stock_left()), mine):
            sp = self.sprites.get(key)
            if sp is None or (self.drag and self.drag["key"] == key):
                continue
            sp.target(x, y - raised.get(key, 0), rot, 1.0, True, dur)
        for s in range(self.n):
            if s == self.you:
                continue
            keys = self.hands[s]
            fx, fy = self.fan_pos(s)
            step = self.fan_step(s)
            mid = (len(keys) - 1) / 2
            for i, key in enumerate(keys):
                sp = self.sprites.get(key)
                if sp is not None:
                    sp.target(fx + (i - mid) * step, fy, 0.0, HAND_SCALE, isinstance(key, int), dur)
        for s, key in self.trick:
            sp = self.sprites.get(key)
            if sp is not None:
                x, y = self.seats.trick_pos(s)
                sp.target(x, y, ((int(key) * 37) % 17) - 8, 1.0, True, dur)
        if self.up_key is not None and self.up_key in self.sprites:
            x, y = self.seats.up_pos()
            self.sprites[self.up_key].target(x, y, 0.0, STOCK_SCALE, True, dur)
        for i, c in enumerate(self.stock_cards):
            if c in self.sprites:
                x, y = self.seats.stock_card_pos(i, len(self.stock_cards))
                self.sprites[c].target(x, y, 0.0, STOCK_SCALE, True, dur)

    def stock_left(self) -> float | None:
        """Where the stock (and your discard pile) begins: your hand stays left of it; None with
        neither on the table."""
        left = self.pile_right()
        if self.discards_n:
            return self.seats.discard_left(left)
        return left

    def pile_right(self) -> float | None:
        """The stock's left edge, where your discard pile leans; None with no stock."""
        if not (self.stock_n or self.stock_cards or self.up_key is not None or self.hud.stock_size):
            return None
        return self.seats.stock_left(len(self.stock_cards))

    def discard_rect(self) -> pygame.Rect | None:
        """Your discard pile's rectangle (the hover area), None without one."""
        if not self.discards_n:
            return None
        w, h = int(self.card[0] * DISCARD_SCALE), int(self.card[1] * DISCARD_SCALE)
        r = pygame.Rect(0, 0, w + 2 * min(self.discards_n - 1, 3), h + 2 * min(self.discards_n - 1, 3))
        x, y = self.seats.discard_pos(self.pile_right())
        r.bottomright = (int(x + w / 2), int(y + h / 2))
        return r

    def raised_keys(self) -> dict[Any, int]:
        out: dict[Any, int] = {}
        mine = self.hands[self.you]
        if self.hover in mine and self.pickable(self.hover):
            out[self.hover] = 14
        if 0 <= self.focus < len(mine):
            out[mine[self.focus]] = max(out.get(mine[self.focus], 0), 18)
        for c in self.selected:
            out[c] = 30
        return out

    def sync(self, view: View, dur: float = 0.25) -> None:
        """Make the cards match ``view`` (after each batch of events), keeping sprites that are
        already in place, and rebuild the decision panel."""
        self.hud = view
        self.trump = view.trump
        self.dealer = view.dealer
        self.__dict__.pop("_bid_words", None)     # labels may depend on the phase
        home = self.seats.stock_pos()
        mine = list(view.hand)
        for c in mine:
            self.sprite(c, c, home, face_up=False)
        self.hands[self.you] = mine
        for s in range(self.n):
            if s == self.you:
                continue
            shown = list(view.shown.get(s, ()))
            for c in shown:
                self.sprite(c, c, self.fan_pos(s), face_up=False, scale=HAND_SCALE)
            hidden = [k for k in self.hands[s] if not isinstance(k, int)]
            need = max(0, view.hand_sizes[s] - len(shown)) if s < len(view.hand_sizes) else 0
            if s < len(view.badges) and SITTING_OUT in view.badges[s]:
                need = 0                 # a seat sitting out the hand lays its cards aside
            hidden = hidden[:need]
            while len(hidden) < need:
                k = self.hidden_key(s)
                self.sprite(k, None, self.fan_pos(s), scale=HAND_SCALE)
                hidden.append(k)
            self.hands[s] = shown + hidden
        self.trick = []
        for s, c in view.trick:
            self.sprite(c, c, self.fan_pos(s) if s != self.you else home, face_up=False)
            self.trick.append((s, c))
        self.up_key = view.up_card
        if self.up_key is not None:
            self.sprite(self.up_key, self.up_key, home)
        self.stock_cards = [c for c in view.stock if c != self.up_key]
        for c in self.stock_cards:
            self.sprite(c, c, home)
        self.stock_n = max(0, view.stock_size - (1 if self.up_key is not None else 0) - len(self.stock_cards))
        self.discards_n = max(self.discards_n, len(own_discards(view)))
        live = set(self.model_keys())
        for key in [k for k in self.sprites if k not in live]:
            del self.sprites[key]
        self.sort_hand()
        self.selected &= set(mine)
        self.prompt = self.named(self.state.prompt(self.you))
        self.build_panel()
        self.layout(dur)
        if dur <= 0:
            for sp in self.sprites.values():
                sp.settle()

    def model_keys(self):
        for keys in self.hands:
            yield from keys
        for _, k in self.trick:
            yield k
        if self.up_key is not None:
            yield self.up_key
        yield from self.stock_cards

    def named(self, line: str) -> str:
        """Engine text with seat numbers replaced by the players' names ("Seat 3" -> "Dani")."""
        out = SEAT_WORD.sub(lambda m: self.names[int(m.group(1))] if int(m.group(1)) < self.n else m.group(0), line)
        out = PLAYERS_WORD.sub(lambda m: self.player_names(m.group(1), m.group(2)), out)
        out = PLAYER_WORD.sub(lambda m: self.names[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= self.n
                              else m.group(0), out)
        if self.names[self.you] == "You":
            out = out.replace("You is ", "You are ").replace("You has ", "You have ")
            out = out.replace("You calls ", "You call ")
        return out

    def player_names(self, a: str, b: str) -> str:
        """ "Players 1 and 3" (rules numbering players from 1) as "You and Bela"."""
        i, j = int(a) - 1, int(b) - 1
        if not (0 <= i < self.n and 0 <= j < self.n):
            return f"Players {a} and {b}"
        return f"{self.names[i]} and {self.names[j]}"

    # --- decisions -----------------------------------------------------------------------------

    def my_turn(self) -> bool:
        """The human has a decision (its turn, or one open to every seat) and nothing animates."""
        return bool(self.legal) and self.idle() and not self.state.match_over

    def build_panel(self) -> None:
        self.legal = self.table.open_actions()
        self.illegal = {}
        plays = any(type(a) is Play for a in self.legal)
        view = self.hud
        self.any_card = plays and self.state.penalises_illegal_cards()
        if plays and not self.any_card:
            for c in view.hand:
                reason = self.state.why_illegal(Play(c), self.you)
                if reason is not None:
                    self.illegal[c] = reason
        discards = [a for a in self.legal if type(a) is Discard]
        if discards:
            usable = {c for a in discards for c in a.cards}
            single = all(len(a.cards) == 1 for a in discards)
            for c in view.hand:
                if c not in usable:
                    reason = self.state.why_illegal(Discard((c,)), self.you) if single else None
                    self.illegal[c] = reason or "That card cannot be discarded now."
        items: list[tuple[str, Button]] = []
        first_open = None
        numbered = [a for a in self.legal if type(a) is Bid and type(a.value) is int]
        self.amount = AmountChooser(numbered) if len(numbered) > MANY else None
        if self.amount is not None:
            items.extend(self.amount_buttons())
        for group, a, label, reason in (self.state.action_menu(self.you) if self.legal else []):
            if type(a) in (Play, Discard) or self.amount is not None and a in numbered:
                continue
            name, _, sub = label.partition("\n")
            b = Button(self.named(name), lambda a=a: self.submit(a), enabled=reason is None, sub=sub)
            b.tip = self.named(reason or "")
            b.action = a
            if group and reason is None and first_open is None:
                first_open = b
            items.append((group, b))
        if any(type(a) is Discard for a in self.legal):
            self.discard_button = Button("Discard", self.discard_selected, enabled=False)
            items.append(("", self.discard_button))
            self.update_discard_button()
        self.grid.set(items, self.z(18), number_keys=self.amount is None)   # digits type a bid
        self.layout_panel()
        if first_open is not None:
            self.grid.scroll_to(first_open)
        self.focus = min(self.focus, len(self.hands[self.you]) - 1)

    def amount_buttons(self) -> list[tuple[str, Button]]:
        """The stepper: −5, the bid it shows (pressing it bids), +5, +10, +50."""
        am = self.amount
        self.amount_button = Button("", lambda: self.submit(am.action))
        self.jump_buttons = [Button(f"−{JUMPS[0]}", lambda: self.change_amount(-JUMPS[0]), size=18,
                                    min_width=64)]
        self.jump_buttons += [Button(f"+{j}", lambda j=j: self.change_amount(j), size=18, min_width=64)
                              for j in JUMPS]
        self.update_amount()
        minus, *plus = self.jump_buttons
        return [("", minus), ("", self.amount_button)] + [("", b) for b in plus]

    def change_amount(self, points: int = 0, steps: int = 0) -> None:
        if points:
            self.amount.jump(points)
        if steps:
            self.amount.step(steps)
        self.update_amount()

    def update_amount(self) -> None:
        am = self.amount
        b = self.amount_button
        b.action = am.action
        b.label = self.named(self.state.label(am.action))
        b.sub = f"typed {am.typed}" if am.typed else "↑↓ or type, Enter"
        minus, *plus = self.jump_buttons
        minus.enabled = am.can_jump(-1)
        for p in plus:
            p.enabled = am.can_jump(1)
        if self.grid.items:
            self.layout_panel()

    def amount_key(self, key: int, unicode: str = "") -> bool:
        """Keys for the stepper: arrows and page keys step, digits type a bid, Enter bids."""
        am = self.amount
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.change_amount(steps=1 if key == pygame.K_UP else -1)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.change_amount(steps=10 if key == pygame.K_PAGEUP else -10)
        elif unicode.isdigit():
            am.type_digit(unicode)
            self.update_amount()
        elif key == pygame.K_BACKSPACE:
            am.backspace()
            self.update_amount()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit(am.action)
        else:
            return False
        return True

    def discards(self) -> list[Discard]:
        return [a for a in self.legal if type(a) is Discard]

    def matching_discard(self) -> Discard | None:
        for a in self.discards():
            if set(a.cards) == self.selected:
                return a
        return None

    def update_discard_button(self) -> None:
        sizes = sorted({len(a.cards) for a in self.discards()})
        match = self.matching_discard()
        b = self.discard_button
        b.enabled = match is not None
        b.label = self.state.label(match) if match else "Discard"
        want = " or ".join(map(str, sizes))
        b.sub = "" if match else f"select {want} card{'s' if sizes != [1] else ''}"
        if self.grid.items:
            self.layout_panel()

    def discard_selected(self) -> None:
        match = self.matching_discard()
        if match is not None:
            self.submit(match)

    def layout_panel(self) -> None:
        w, h = self.size
        hand_top = h - self.card[1] - 40
        top, bottom = int(h * 0.12), hand_top - 40
        half = min(int(w * 0.31), 450)
        pw, ph = self.plate
        for s in range(self.n):          # keep the side plates (and their last bids) in view
            x, y = self.seats.anchor(s)
            if s != self.you and abs(y - (top + bottom) / 2) < (bottom - top + ph) / 2:
                gap = abs(x - w / 2) - pw / 2 - 12
                if gap > w * 0.22:
                    half = min(half, int(gap))
        self.grid.layout(pygame.Rect(w // 2 - half, top, 2 * half, bottom - top))

    def discard_mode(self) -> bool:
        return any(type(a) is Discard for a in self.legal)

    def play_mode(self) -> bool:
        return any(type(a) is Play for a in self.legal)

    def pickable(self, key) -> bool:
        if not self.my_turn() or key not in self.hands[self.you]:
            return False
        if self.discard_mode():
            return any(key in a.cards for a in self.discards())
        if self.play_mode():
            return self.any_card or key not in self.illegal
        return False

    def submit(self, action: Action) -> None:
        if not self.my_turn():
            return
        try:
            events = self.table.submit(action)
        except IllegalAction as e:
            self.show_toast(e.reason)
            self.layout()
            return
        self.selected.clear()
        self.focus = -1
        self.grid.set([])
        self.enqueue(events)

    def play_card(self, card: Card) -> None:
        if self.discard_mode():
            self.toggle(card)
        elif self.pickable(card):
            self.submit(Play(card))

    def toggle(self, card: Card) -> None:
        if not self.pickable(card):
            return
        self.selected ^= {card}
        self.update_discard_button()
        self.layout(0.15)

    # --- events into animation steps -------------------------------------------------------------

    def enqueue(self, events) -> None:
        """Queue a batch of events. Cards whose faces the human may see while it plays out: those in
        its view before or after the batch, and the cards played in it; any other card stays a back."""
        view = self.state.view(self.you)
        seen = visible(view)
        known = self.public | seen
        for ev in events:
            if isinstance(ev, CardPlayed):
                known.add(ev.card)
            elif isinstance(ev, TrickTaken):
                known.update(ev.cards)
        self.public = seen
        self.queue.append(("batch", known, view))
        for ev in events:
            self.queue.append(("event", ev, view))
        self.queue.append(("sync", None, view))

    def idle(self) -> bool:
        return not self.queue and self.wait <= 0 and not self.blocked

    def process(self, dt: float) -> None:
        self.wait -= dt
        while self.wait <= 0 and not self.blocked and self.queue:
            kind, ev, view = self.queue.popleft()
            if self.loose:
                self.drop_arrived()
            if kind == "batch":
                self.known = ev
            elif kind == "sync":
                self.sync(view)
                self.wait = 0.0
            elif kind == "collect":
                self.wait = self.collect(ev)
            else:
                try:
                    self.wait = self.step(ev, view)
                except (LookupError, TypeError, ValueError, AttributeError):
                    # An event shaped in a way this table did not expect: say what happened;
                    # the sync after the batch puts the cards right.
                    self.log_line(self.event_line(ev))
                    self.wait = 0.0

    def skip(self) -> None:
        """A click or key: finish every queued animation now (a summary still stops the run)."""
        self.wait = 0.0
        while not self.blocked and self.queue:
            self.process(1e9)
            for sp in self.sprites.values():
                sp.settle()
            self.wait = 0.0
        for sp in self.sprites.values():
            sp.settle()
        self.wait = 0.0
        self.drop_arrived()

    def step(self, ev, view: View) -> float:
        """Animate one event; returns how long it takes."""
        sp = self.speed
        if isinstance(ev, Dealt):
            return self.deal(ev, view)
        if isinstance(ev, CardPlayed):
            self.played(ev)
            return 0.35 / sp
        if isinstance(ev, TrickTaken):
            self.queue.appendleft(("collect", ev, view))
            self.trick_winner = ev.seat
            self.log_line(f"{self.who(ev.seat, 'takes', 'take')} trick {ev.number}")
            return float(self.app.settings.get("trick_pause", 1.0))
        if isinstance(ev, BidMade):
            said = self.bid_words(ev.action)
            self.bubbles[ev.seat] = (said, 1.8 / sp)
            self.log_line(f"{self.who(ev.seat, '', '').strip()}: {said}")
            return 0.55 / sp
        if isinstance(ev, TrumpSet):
            self.trump = ev.suit
            who = self.who(ev.seat, "names", "name") + " trump" if ev.seat is not None else "Trump is"
            self.log_line(f"{who} {ev.suit.symbol if ev.suit is not None else 'none'}")
            self.sort_hand()
            self.layout()
            return 0.3 / sp
        if isinstance(ev, PickedUp):
            self.picked_up(ev)
            return 0.45 / sp
        if isinstance(ev, Discarded):
            self.discarded(ev, view)
            return 0.45 / sp
        if isinstance(ev, Renege):
            reason = ev.reason.rstrip(".")
            self.show_toast(f"Renege: {reason[:1].lower() + reason[1:]} — +{ev.penalty}")
            self.log_line(f"{self.who(ev.seat, 'reneged:', 'reneged:')} +{ev.penalty}")
            self.layout()
            return 0.4 / sp
        if isinstance(ev, HandsShown):
            self.shown(ev)
            return 0.6 / sp
        if isinstance(ev, HandScored):
            from game.ui.results import SummaryScene
            if len(ev.scores) == len(self.hud.scores):
                self.hud = _replace(self.hud, scores=tuple(ev.scores))
            self.blocked = True
            self.app.push(SummaryScene(self.app, self, ev))
            return 0.0
        if isinstance(ev, MatchOver):
            from game.ui.results import MatchOverScene
            self.blocked = True
            self.app.push(MatchOverScene(self.app, self, ev))
            return 0.0
        self.log_line(self.event_line(ev))
        return 0.3 / sp

    SEAT_FIELDS = ("seat", "to", "dealer", "caller", "declarer")
    PLAIN_FIELDS = ("card", "cards", "suit")

    def event_line(self, ev) -> str:
        """A log line for an event this table does not animate, from its name and fields:
        TrumpDeclared(seat=1, suit=H, points=20, cards=(KH, QH)) -> "Ada: trump declared ♥, points 20,
        K♥ Q♥"; cards the human may not see become "?"."""
        if not dataclasses.is_dataclass(ev):
            return self.redact(self.named(str(ev)))
        words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", type(ev).__name__).lower()
        who, parts = "", []
        for f in dataclasses.fields(ev):
            v = getattr(ev, f.name)
            if f.name in self.SEAT_FIELDS and type(v) is int and 0 <= v < self.n:
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
                v = " ".join(str(x) for x in v)
            parts.append(str(v) if f.name in self.PLAIN_FIELDS else f"{f.name.replace('_', ' ')} {v}")
        line = (f"{words[:1].upper()}{words[1:]}" if not who else f"{who}: {words}") + \
            (" " + ", ".join(parts) if parts else "")
        return self.pretty(self.redact(line))

    def pretty(self, line: str) -> str:
        """Engine text with card words ("7D") shown with suit symbols ("7♦")."""
        def card(m):
            try:
                return Card.parse(m.group(0)).pretty()
            except ValueError:
                return m.group(0)
        return CARD_WORD.sub(card, line)

    def redact(self, line: str) -> str:
        """An event's text with the cards the human may not see left out."""
        return CARD_WORD.sub(lambda m: m.group(0) if _known(m.group(0), self.known) else "?", line)

    def bid_words(self, text: str) -> str:
        """A bid as its button label ("Play"), or as the engine wrote it if it is not an action."""
        cache = self.__dict__.setdefault("_bid_words", {})
        said = cache.get(text)
        if said is None:
            try:
                said = self.named(self.state.label(parse_action(text)))
            except (ValueError, TypeError, AttributeError, LookupError, IllegalAction):
                said = self.named(readable(text))
            cache[text] = said
        return said

    def deal(self, ev: Dealt, view: View) -> float:
        for keys in self.hands:
            keys.clear()
        self.trick = []
        self.sprites.clear()
        self.selected.clear()
        self.discards_n = 0
        self.dealer = ev.dealer
        self.hud = view
        home = self.seats.deal_origin(ev.dealer)
        mine = [c for c in view.hand]
        order = [(ev.dealer + 1 + i) % self.n for i in range(self.n)]
        sizes = list(ev.hand_sizes)
        given = [0] * self.n
        per, fly = 0.05 / self.speed, 0.3 / self.speed
        t = 0.0
        deal_plan = []
        while any(given[s] < sizes[s] for s in order):
            for s in order:
                if given[s] < sizes[s]:
                    deal_plan.append((s, given[s], t))
                    given[s] += 1
                    t += per
        for s, i, _ in deal_plan:
            if s == self.you:
                if i < len(mine):
                    self.sprite(mine[i], mine[i], home)
                    self.hands[s].append(mine[i])
            else:
                k = self.hidden_key(s)
                self.sprite(k, None, home, scale=1.0)
                self.hands[s].append(k)
        self.up_key = ev.up_card
        if self.up_key is not None:
            self.sprite(self.up_key, self.up_key, home)
        self.stock_cards = [c for c in view.stock if c != self.up_key]
        for c in self.stock_cards:
            self.sprite(c, c, home)
        self.stock_n = max(0, ev.stock_size - len(self.stock_cards))
        self.sort_hand()
        self.layout(0.3)
        delays = {}
        for s, i, when in deal_plan:
            if i < len(self.hands[s]):
                delays[self.hands[s][i] if s != self.you else mine[i]] = when
        for key, when in delays.items():
            sp = self.sprites[key]
            x, y, rot, scale, face = sp.dst
            sp.dst = None
            sp.target(x, y, rot, scale, bool(face), fly, when)
        for key in ([self.up_key] if self.up_key is not None else []) + self.stock_cards:
            sp = self.sprites[key]
            x, y, rot, scale, face = sp.dst
            sp.dst = None
            sp.target(x, y, rot, scale, True, fly, t)
        if self.table.record.has_dealer:
            self.log_line(self.who(ev.dealer, "deals", "deal"))
        else:
            self.log_line("New deal")
        return t + fly

    def played(self, ev: CardPlayed) -> None:
        card = ev.card
        if card in self.sprites and card in self.hands[ev.seat]:
            self.hands[ev.seat].remove(card)
        else:
            keys = self.hands[ev.seat]
            hidden = [k for k in keys if not isinstance(k, int)]
            pos = self.fan_pos(ev.seat)
            scale = HAND_SCALE
            if hidden:
                k = hidden[len(hidden) // 2]
                keys.remove(k)
                old = self.sprites.pop(k, None)
                if old is not None:
                    pos, scale = (old.x, old.y), old.scale
            self.sprites.pop(card, None)
            self.sprites[card] = CardSprite(card, card, pos[0], pos[1], 0.0, scale, False)
        if self.drag and self.drag["key"] == card:
            self.drag = None
        self.trick.append((ev.seat, card))
        if card == self.up_key:
            self.up_key = None
        self.layout(0.35)

    def collect(self, ev: TrickTaken) -> float:
        x, y = self.seats.anchor(ev.seat)
        dur = 0.4 / self.speed
        for _, key in self.trick:
            sp = self.sprites.get(key)
            if sp is not None:
                sp.target(x, y, 0.0, 0.35, False, dur)
        self.trick = []
        self.trick_winner = None
        self.loose = True
        self.hud_tricks_bump(ev.seat)
        return dur

    def drop_arrived(self) -> None:
        """Cards that left the model (a collected trick, a discard) vanish once they arrive."""
        live = set(self.model_keys())
        gone = [k for k, sp in self.sprites.items() if k not in live and not sp.moving]
        for k in gone:
            del self.sprites[k]
        self.loose = any(k not in live for k in self.sprites)

    def hud_tricks_bump(self, seat: int) -> None:
        tw = list(self.hud.tricks_won) or [0] * self.n
        if seat < len(tw):
            tw[seat] += 1
            self.hud = _replace(self.hud, tricks_won=tuple(tw))

    def picked_up(self, ev: PickedUp) -> None:
        for card in ev.cards:
            sp = self.sprites.get(card)
            if sp is None:
                sx, sy = self.seats.stock_pos()
                face = card if card in self.known else None
                sp = self.sprites[card] = CardSprite(card, face, sx, sy, 0.0, 1.0, False)
                self.stock_n = max(0, self.stock_n - 1)
            if card == self.up_key:
                self.up_key = None
            if card in self.stock_cards:
                self.stock_cards.remove(card)
            if ev.seat == self.you:
                self.hands[self.you].append(card)
            else:
                k = self.hidden_key(ev.seat)
                del self.sprites[card]
                self.sprites[k] = CardSprite(k, None, sp.x, sp.y, sp.rot, sp.scale, False)
                self.sprites[k].face = sp.face if card in self.known else 0.0
                self.hands[ev.seat].append(k)
        seen = [c.pretty() for c in ev.cards if c in self.known]
        what = " ".join(seen) if len(seen) == len(ev.cards) else f"{len(ev.cards)} cards"
        self.log_line(f"{self.who(ev.seat, 'picks up', 'pick up')} {what}")
        self.sort_hand()
        self.layout(0.45)

    def discarded(self, ev: Discarded, view: View) -> None:
        keys = self.hands[ev.seat]
        if ev.seat == self.you:
            gone = list(ev.cards) or [c for c in keys if c not in view.hand]
        else:
            gone = [k for k in keys if not isinstance(k, int)][-ev.count:] if ev.count else []
        to_pile = ev.seat == self.you and not view.stock_seen    # a talon stays the stock
        if to_pile:
            self.discards_n += ev.count
        sx, sy = self.seats.discard_pos(self.pile_right()) if to_pile else self.seats.stock_pos()
        scale = DISCARD_SCALE if to_pile else STOCK_SCALE
        for k in gone[:max(ev.count, len(ev.cards))]:
            if k in keys:
                keys.remove(k)
            sp = self.sprites.get(k)
            if sp is not None:
                sp.target(sx, sy, 0.0, scale, False, 0.45 / self.speed)
        self.loose = True
        self.log_line(f"{self.who(ev.seat, 'discards', 'discard')} {ev.count}")
        self.layout(0.45)

    def shown(self, ev: HandsShown) -> None:
        for s, cards in enumerate(ev.hands):
            if s == self.you or not cards:
                continue
            keys = self.hands[s]
            hidden = [k for k in keys if not isinstance(k, int)]
            new = []
            for c in cards:
                if c not in self.known:
                    continue
                if c in self.sprites:
                    new.append(c)
                    continue
                old = self.sprites.pop(hidden.pop(), None) if hidden else None
                x, y = (old.x, old.y) if old else self.fan_pos(s)
                self.sprites[c] = CardSprite(c, c, x, y, 0.0, HAND_SCALE, False)
                new.append(c)
            self.hands[s] = new + hidden
        self.layout(0.5)

    def who(self, seat: int, verb: str, your_verb: str) -> str:
        """A log line's subject: "Ada takes" for others, "You take" for you."""
        if seat == self.you:
            return f"You {your_verb}"
        name = self.names[seat] if isinstance(seat, int) and 0 <= seat < self.n else "Someone"
        return f"{name} {verb}"

    def log_line(self, line: str) -> None:
        self.log.append(line)

    def show_toast(self, line: str) -> None:
        self.toast = (line, 3.0)

    # --- scene hooks -----------------------------------------------------------------------------

    def revealed(self) -> None:
        self.blocked = False

    def back(self) -> None:
        self.table.close()
        self.app.pop()

    def update(self, dt: float) -> None:
        notes = self.app.store.messages
        if len(notes) > self.notes_seen:
            self.show_toast(notes[-1])         # e.g. the autosave could not be written
        self.notes_seen = len(notes)
        for sp in self.sprites.values():
            sp.update(dt)
        if self.loose:
            self.drop_arrived()
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        for s in list(self.bubbles):
            txt, left = self.bubbles[s]
            if left <= dt:
                del self.bubbles[s]
            else:
                self.bubbles[s] = (txt, left - dt)
        self.process(dt)
        if self.blocked:
            return
        if self.idle():
            events = self.table.poll()
            if events:
                self.enqueue(events)
        else:
            self.table.poll(hold=True)

    # --- input -----------------------------------------------------------------------------------

    def hand_card_at(self, pos) -> Card | None:
        for key in reversed(self.hands[self.you]):
            sp = self.sprites.get(key)
            if sp is not None and sp.rect(self.card).collidepoint(pos):
                return key
        return None

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.table.auto_play()
                and self.back_button.hit(ev.pos)):
            self.back_button.on_click()
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.drag:
            for b in self.look_buttons:
                if b.hit(ev.pos):
                    b.on_click()
                    return
            last = self.last_trick_rect()
            if last is not None and last.collidepoint(ev.pos) and self.idle():
                self.look_back("tricks")
                return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_s, pygame.K_t) and not self.drag:
            self.look_back("scores" if ev.key == pygame.K_s else "tricks")
            return
        if not self.idle():
            if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and not self.blocked:
                self.skip()
            return
        if ev.type == pygame.MOUSEMOTION:
            self.mouse_move(ev.pos)
            return
        if (ev.type == pygame.KEYDOWN and self.amount is not None    # the bid stepper's keys first,
                and not (ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.grid.focus >= 0)
                and self.amount_key(ev.key, getattr(ev, "unicode", ""))):  # unless Enter is on a button
            return
        if self.grid.handle(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            card = self.hand_card_at(ev.pos)
            if card is not None and self.pickable(card):
                sp = self.sprites[card]
                self.drag = {"key": card, "start": ev.pos, "off": (sp.x - ev.pos[0], sp.y - ev.pos[1]), "moved": False}
            elif card is not None and card in self.illegal:
                self.show_toast(self.illegal[card])
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag:
            self.drop(ev.pos)
        elif ev.type == pygame.KEYDOWN:
            self.key(ev.key)

    def look_back(self, what: str) -> None:
        """Open the score sheet or the trick history over the table, once what is animating has
        been shown (their rows come from the table, which may be a move ahead of the cards)."""
        if not self.idle() and not self.blocked:
            self.skip()
        if not self.idle():
            return                      # a hand summary is on its way: it comes first
        if what == "scores":
            from game.ui.scoresheet import ScoreSheet
            self.app.push(ScoreSheet(self.app, self))
        else:
            from game.ui.tricks import TrickHistory
            self.app.push(TrickHistory(self.app, self))

    def mouse_move(self, pos) -> None:
        if self.drag:
            d = self.drag
            if math.hypot(pos[0] - d["start"][0], pos[1] - d["start"][1]) > 6:
                d["moved"] = True
            sp = self.sprites.get(d["key"])
            if sp is not None:
                sp.dst = None
                sp.target(pos[0] + d["off"][0], pos[1] + d["off"][1], 0.0, 1.05, True, 0)
            return
        hover = self.hand_card_at(pos)
        if hover != self.hover:
            self.hover = hover
            self.layout(0.12)

    def drop(self, pos) -> None:
        d, self.drag = self.drag, None
        card = d["key"]
        if not d["moved"]:
            self.play_card(card)
        elif pos[1] < self.size[1] - self.card[1] * 1.15 and not self.discard_mode():
            self.submit(Play(card))
        self.layout(0.3)

    def key(self, key: int) -> None:
        mine = self.hands[self.you]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and mine:
            step = -1 if key == pygame.K_LEFT else 1
            self.focus = (self.focus + step) % len(mine) if self.focus >= 0 else (len(mine) - 1 if step < 0 else 0)
            self.layout(0.12)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < len(mine):
            card = mine[self.focus]
            if card in self.illegal:
                self.show_toast(self.illegal[card])
            else:
                self.play_card(card)

    # --- drawing ---------------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.felt, (0, 0))
        self.draw_top(surf)
        for s in range(self.n):
            self.draw_plate(surf, s)
        self.draw_stock(surf)
        self.draw_discards(surf)
        live = set()
        order = []
        if self.up_key is not None:
            order.append(self.up_key)
        order += self.stock_cards
        for s in range(self.n):
            if s != self.you:
                order += self.hands[s]
        order += self.trick_order()
        live.update(order)
        live.update(self.hands[self.you])
        loose = [k for k in self.sprites if k not in live]
        order += loose + self.hands[self.you]
        if self.drag and self.drag["key"] in order:
            order.remove(self.drag["key"])
            order.append(self.drag["key"])
        dims = self.illegal if self.my_turn() else {}
        best = next((k for s, k in self.trick if s == self.trick_winner), None)
        out = {k for s in self.inactive_seats() for k in self.hands[s]}
        for key in order:
            sp = self.sprites.get(key)
            if sp is None:
                continue
            look = "dim" if key in dims else ("hl" if key in self.selected or key == best else "")
            if key in out:
                look = "out"                # a seat out of the hand (folded): its cards greyed like its plate
            img = self.images.posed_image(sp, self.card, look)
            surf.blit(img, img.get_rect(center=(int(sp.x), int(sp.y))))
        for s, (line, _) in self.bubbles.items():
            self.draw_bubble(surf, s, line)
        self.draw_prompt(surf)
        if self.my_turn():
            self.grid.draw(surf, pygame.mouse.get_pos())
        self.draw_log(surf)
        self.draw_last_trick(surf)
        if self.toast:
            t = fit(self.toast[0], self.z(22), self.size[0] - 80, INK, True)
            r = t.get_rect(center=(self.size[0] // 2, int(self.size[1] * 0.16))).inflate(36, 20)
            surf.blit(panel(r.size, RED_PANEL, 10, GOLD), r.topleft)
            surf.blit(t, t.get_rect(center=r.center))
        self.draw_peek(surf)
        if self.my_turn() and not self.drag:
            mine = self.hands[self.you]
            focused = mine[self.focus] if 0 <= self.focus < len(mine) else None
            mouse = self.mouse
            button = self.grid.button_at(mouse)
            if button is not None and button.tip:
                self.draw_tip(surf, button.tip, mouse)
            elif self.hover in self.illegal:
                self.draw_tip(surf, self.illegal[self.hover], mouse)
            elif focused in self.illegal and focused in self.sprites:
                sp = self.sprites[focused]
                self.draw_tip(surf, self.illegal[focused], (int(sp.x), int(sp.y - self.card[1] / 2)))

    def inactive_seats(self) -> list[int]:
        """Seats the view marks out of this hand or auction (``view.active``), drawn greyed."""
        act = self.hud.active
        return [s for s in range(self.n) if act and s < len(act) and not act[s]]

    def trick_order(self) -> list:
        """The trick's cards bottom layer first: those that lie higher (then further left) under the
        rest, so every card's corner index shows; a card still flying in is drawn on top."""
        def place(item):
            seat, key = item
            sp = self.sprites.get(key)
            x, y = self.seats.trick_pos(seat)
            return (bool(sp and sp.moving), y, x)
        return [k for _, k in sorted(self.trick, key=place)]

    def draw_top(self, surf) -> None:
        title = text(self.table.record.title, self.z(24), INK, True)
        surf.blit(title, (18, 12))
        hint = text("Esc: menu", self.z(13), MUTED)
        surf.blit(hint, (18 + title.get_width() + 12, 22))
        x = 18 + title.get_width() + 12 + hint.get_width() + 12
        limit = self.size[0] - self.z(270)                  # the log: top right
        second = title.get_height() + 16 + art.font(self.z(16), True).get_linesize() // 2 - self.z(13)
        x = self.place_look_buttons(x, 14, limit, 18 + self.z(130), second)   # else the trump's row
        for b, key in zip(self.look_buttons, "ST"):     # its key in the corner, as the grid's numbers
            b.draw(surf, self.mouse)
            surf.blit(text(key, self.z(11), MUTED), (b.rect.left + 5, b.rect.top + 2))
        if self.hud.contract:
            line_h = self.z(24)
            spots = [(x + 12, 17, limit), (18 + self.z(130), title.get_height() + 18, self.size[0] // 2),
                     (18, title.get_height() + self.z(54), self.size[0] // 2)]
            if self.look_buttons[0].rect.top > 14:        # the buttons went under the title
                spots[1] = (self.look_buttons[-1].rect.right + 12, spots[1][1], spots[1][2])
            for x, y, right in spots:     # beside the title, else under the trump, else below that
                room = self.room_right(x, y, line_h, right)
                if room >= self.z(220):
                    break
            c = fit(self.named(self.hud.contract), self.z(18), room, GOLD, True)
            surf.blit(c, (x, y))
        # the trump suit, always visible
        label = text("Trump", self.z(16), MUTED, True)
        surf.blit(label, (18, title.get_height() + 16))
        cx, cy = 18 + label.get_width() + self.z(22), title.get_height() + 16 + label.get_height() // 2
        pygame.draw.circle(surf, (248, 246, 238), (cx, cy), self.z(17))
        pygame.draw.circle(surf, BUTTON_EDGE, (cx, cy), self.z(17), 2)
        if self.trump is not None:
            g = self.glyph(self.trump)
            surf.blit(g, g.get_rect(center=(cx, cy + 1)))
        else:
            t = text("–", self.z(20), (40, 40, 40), True)
            surf.blit(t, t.get_rect(center=(cx, cy)))

    def place_look_buttons(self, x: int, y: int, limit: int, x2: int, y2: int) -> int:
        """The score sheet and trick history buttons: beside the title, or beside the trump when a
        name plate leaves no room there; returns where a line beside the title may start."""
        h = self.z(26)
        widths = []
        for b in self.look_buttons:
            b.size = self.z(13)
            widths.append(art.font(b.size, True).size(b.label)[0] + self.z(30))
        need = sum(widths) + 6 * (len(widths) - 1)
        at = (x, y) if self.room_right(x, y, h, limit) >= need else (x2, y2)
        bx = at[0]
        for b, w in zip(self.look_buttons, widths):
            b.rect = pygame.Rect(bx, at[1], w, h)
            bx += w + 6
        return bx - 6 if at == (x, y) else x

    def room_right(self, x: int, y: int, height: int, limit: int) -> int:
        """How wide a line starting at (x, y) may run before it meets a name plate (or ``limit``)."""
        pw, ph = self.plate
        right = limit
        for s in range(self.n):
            ax, ay = self.seats.anchor(s)
            if ay - ph / 2 < y + height and ay + ph / 2 > y and ax + pw / 2 > x:
                right = min(right, int(ax - pw / 2) - 12)
        return right - x

    def z(self, n: float) -> int:
        """A size scaled for the window (text and plates grow on big screens)."""
        return int(round(n * self.seats.ui))

    def glyph(self, suit) -> pygame.Surface:
        cache = self.__dict__.setdefault("_glyphs", {})
        g = cache.get(int(suit))
        if g is None:
            g = cache[int(suit)] = art.suit_glyph(suit, self.z(26))
        return g

    def draw_stock(self, surf) -> None:
        """The face-down pile, and under the stock its name from the engine ("talon", "kitty")."""
        x, y = self.seats.stock_pos()
        if self.stock_n > 0:
            img = self.images.image(None, int(self.card[0] * STOCK_SCALE), int(self.card[1] * STOCK_SCALE))
            layers = min(4, 1 + self.stock_n // 6)
            for i in range(layers):
                surf.blit(img, img.get_rect(center=(int(x) - i * 2, int(y) - i * 2)))
        total = self.stock_n + len(self.stock_cards) + (self.up_key is not None)
        if total <= 0:
            return
        left = self.seats.stock_left(len(self.stock_cards)) + 8
        right = x + self.card[0] * STOCK_SCALE / 2
        label = getattr(self.hud, "stock_label", "") or "stock"
        t = fit(f"{label} {total}", self.z(14), int(max(right - left, self.z(130))), INK, True)
        r = t.get_rect(center=(int((left + right) / 2), int(y + self.card[1] * STOCK_SCALE * 0.5 + 14)))
        r.right = min(r.right, self.size[0] - 10)
        r.bottom = min(r.bottom, self.size[1] - 2)
        surf.blit(panel(r.inflate(14, 4).size, (0, 0, 0, 120), 8), r.inflate(14, 4).topleft)
        surf.blit(t, r)

    def draw_discards(self, surf) -> None:
        """Your discard pile: small backs, one layer per card up to four."""
        r = self.discard_rect()
        if r is None:
            return
        img = self.images.image(None, int(self.card[0] * DISCARD_SCALE), int(self.card[1] * DISCARD_SCALE))
        layers = min(4, self.discards_n)
        for i in range(layers):
            surf.blit(img, (r.left + 2 * (layers - 1 - i), r.top + 2 * (layers - 1 - i)))
        t = text("yours", self.z(12), MUTED, True)
        surf.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 3)))

    def peek(self, pos) -> tuple[str, tuple[Card, ...], int] | None:
        """What hovering ``pos`` lets you look at: your discards, or a talon that is still yours, as
        (title, faces your view shows, how many cards)."""
        r = self.discard_rect()
        if r is not None and r.collidepoint(pos):
            n = self.discards_n
            return (f"Your discard{'s' if n != 1 else ''}", own_discards(self.hud)[:n], n)
        faces = stock_faces(self.hud)
        if faces and self.stock_n:
            x, y = self.seats.stock_pos()
            w, h = self.card[0] * STOCK_SCALE, self.card[1] * STOCK_SCALE
            if pygame.Rect(int(x - w / 2), int(y - h / 2), int(w), int(h)).collidepoint(pos):
                return ("Your talon", faces, len(faces))
        return None

    def draw_peek(self, surf) -> None:
        """Hovering your discard pile (or your own talon) shows the faces your view lets you see."""
        seen = self.peek(self.mouse) if self.idle() and not self.drag else None
        if seen is None:
            return
        title, faces, n = seen
        cw, ch = int(self.card[0] * 0.6), int(self.card[1] * 0.6)
        label = text(title, self.z(14), INK, True)
        note = None if faces else text(f"{n} card{'s' if n != 1 else ''}, face down", self.z(13), MUTED)
        shown = len(faces) or min(n, 4)
        w = max(label.get_width(), note.get_width() if note else 0, cw + (shown - 1) * (cw * 0.7)) + 20
        h = label.get_height() + ch + 20 + (note.get_height() + 4 if note else 0)
        r = pygame.Rect(0, 0, int(w), int(h))
        r.midbottom = (self.mouse[0], self.mouse[1] - 14)
        r.clamp_ip(surf.get_rect())
        surf.blit(panel(r.size, (0, 0, 0, 200), 10, GOLD), r.topleft)
        surf.blit(label, (r.left + 10, r.top + 6))
        y = r.top + label.get_height() + 10
        for i in range(shown):
            card = faces[i] if faces else None
            surf.blit(self.images.image(card, cw, ch), (int(r.left + 10 + i * cw * 0.7), y))
        if note:
            surf.blit(note, (r.left + 10, y + ch + 4))

    def seat_score(self, s: int) -> int | None:
        scores = self.hud.scores
        i = self.state.score_index(s)
        return scores[i] if i < len(scores) else None

    def draw_plate(self, surf, s: int) -> None:
        pw, ph = self.plate
        x, y = self.seats.anchor(s)
        r = pygame.Rect(0, 0, pw, ph)
        r.center = (int(x), int(y))
        view = self.hud
        active = not view.active or s >= len(view.active) or view.active[s]
        turn = self.idle() and (s == self.you if self.legal else self.state.to_act == s)
        colour = (10, 35, 25, 220) if active else (10, 25, 20, 140)
        surf.blit(panel(r.size, colour, 10, GOLD if turn else None), r.topleft)
        team = self.team_of(s)
        if team is not None:
            stripe = TEAM_COLOURS[team % len(TEAM_COLOURS)]
            pygame.draw.rect(surf, stripe, (r.left + 3, r.top + 8, 4, r.height - 16), border_radius=2)
        ink = INK if active else MUTED
        name = fit(self.names[s], self.z(18), pw - self.z(44), GOLD if turn else ink, True)
        surf.blit(name, (r.left + 10, r.top + self.z(6)))
        if s == self.dealer and self.table.record.has_dealer:
            dc = (r.right - self.z(16), r.top + self.z(16))
            pygame.draw.circle(surf, (248, 246, 238), dc, self.z(11))
            d = text("D", self.z(13), (30, 30, 30), True)
            surf.blit(d, d.get_rect(center=dc))
        score = self.seat_score(s)
        tw = view.tricks_won[s] if s < len(view.tricks_won) else 0
        line = f"Score {score}   Tricks {tw}" if score is not None else f"Tricks {tw}"   # a team: its score
        surf.blit(fit(line, self.z(15), pw - 16, ink), (r.left + 10, r.top + self.z(30)))
        badges = [b for b in (view.badges[s] if s < len(view.badges) else ()) if b != "dealer"]
        bx = r.right - 8
        for b in reversed(badges):
            t = text(b, self.z(12), (20, 20, 20), True)
            br = t.get_rect().inflate(10, 4)
            br.bottomright = (bx, r.bottom - 6)
            pygame.draw.rect(surf, GOLD, br, border_radius=8)
            surf.blit(t, t.get_rect(center=br.center))
            bx = br.left - 4
        bid = ""
        for bs, btxt in view.bids:
            if bs == s and btxt:
                bid = str(btxt)
        room = bx - r.left - 16
        think = self.table.thinking_seat() == s and self.state.to_act == s
        if think:
            dots = "." * (1 + int(self.app.now * 3) % 3)
            surf.blit(text(f"thinking{dots}", self.z(14), GOLD), (r.left + 10, r.top + self.z(52)))
        elif bid:
            said = self.bid_words(bid)
            size = next((z for z in (self.z(14), self.z(12)) if art.font(z).size(said)[0] <= room), 0)
            if size:                  # a bid cut to "Orde…" says nothing: the log has it
                surf.blit(text(said, size, MUTED), (r.left + 10, r.top + self.z(52)))

    def team_of(self, seat: int) -> int | None:
        """Which of ``view.teams`` a seat belongs to (partners share a stripe colour)."""
        for i, team in enumerate(self.hud.teams or ()):
            if seat in team:
                return i
        return None

    def bubble_spot(self, s: int) -> tuple[float, float]:
        """Where seat ``s``'s bubble goes: a spot clear of every plate, fan, trick card and bubble."""
        count = max([len(k) for i, k in enumerate(self.hands) if i != self.you] + [1])
        cache = self.__dict__.setdefault("_bubble_spots", {})
        key = (self.size, count)
        if key not in cache:
            cache.clear()
            cache[key] = self.seats.bubble_spots(count)
        return cache[key][s]

    def draw_bubble(self, surf, s: int, line: str) -> None:
        bw, bh = self.seats.bubble_size()
        t = fit(line, self.z(17), bw - 20, (25, 25, 25), True)
        r = pygame.Rect(0, 0, min(bw, t.get_width() + 24), bh)
        r.center = tuple(map(int, self.bubble_spot(s)))
        pygame.draw.rect(surf, (250, 248, 235), r, border_radius=12)
        pygame.draw.rect(surf, BUTTON_EDGE, r, width=2, border_radius=12)
        surf.blit(t, t.get_rect(center=r.center))

    def draw_prompt(self, surf) -> None:
        w, h = self.size
        self.countdown: tuple[str, bool] | None = None
        y = int(h - self.card[1] - 46)
        if self.table.auto_play():
            b = self.back_button
            b.rect = pygame.Rect(0, 0, self.z(250), self.z(50))
            b.rect.midbottom = (w // 2, y - self.z(22))
            b.draw(surf, pygame.mouse.get_pos())
        if not self.prompt or not self.idle():
            return
        left = self.table.time_left()
        t = fit(self.prompt, self.z(19), int(w * 0.7), GOLD if self.legal else INK, True)
        r = t.get_rect(center=(w // 2, y)).inflate(28, 10)
        if left is not None:
            r.x -= self.z(40)
        surf.blit(panel(r.size, (0, 0, 0, 140), 12), r.topleft)
        surf.blit(t, t.get_rect(center=r.center))
        if left is not None:
            self.draw_countdown(surf, left, (r.right + self.z(8), r.centery))

    def draw_countdown(self, surf, left: float, at: tuple[int, int]) -> None:
        """Seconds left on the human's timer, red under ten."""
        secs = int(math.ceil(left))
        urgent = secs < 10
        label = f"{secs // 60}:{secs % 60:02d}"
        self.countdown = (label, urgent)
        t = text(label, self.z(20), INK if urgent else (25, 25, 25), True)
        r = t.get_rect(midleft=at).inflate(18, 8)
        r.left = at[0]
        surf.blit(panel(r.size, (200, 40, 40, 235) if urgent else (245, 240, 225, 235), 10), r.topleft)
        surf.blit(t, t.get_rect(center=r.center))

    def corner_room(self, left: int) -> int:
        """How far down the top-right corner (the log, the last trick) may reach from ``left``
        rightwards before it meets a name plate."""
        pw, ph = self.plate
        bottom = int(self.size[1] * 0.4)
        for s in range(self.n):
            ax, ay = self.seats.anchor(s)
            if ax + pw / 2 > left and ay - ph / 2 > 12:
                bottom = min(bottom, int(ay - ph / 2) - 8)
        return bottom

    def last_trick_size(self) -> tuple[int, int] | None:
        last = self.hud.last_trick
        if not last or self.trick:
            return None
        cw, ch = int(self.card[0] * 0.42), int(self.card[1] * 0.42)
        w = max(art.font(self.z(13), True).size(LAST_TRICK)[0], len(last) * (cw * 0.62) + cw * 0.38) + 16
        return int(w), ch + art.font(self.z(13), True).get_linesize() + 16

    def log_lines(self) -> list[str]:
        """The newest log lines that fit above the plates below the corner, leaving room for the
        last trick when it shows (it wins: the log is in the summary anyway)."""
        step = self.z(19)
        room = self.corner_room(self.size[0] - self.z(250) - 14) - 12 - 10
        last = self.last_trick_size()
        if last is not None:
            room -= last[1] + 8
        keep = max(0, min(len(self.log), room // step))
        return list(self.log)[len(self.log) - keep:]

    def draw_log(self, surf) -> None:
        lines = self.log_lines()
        if not lines:
            return
        w = self.z(250)
        x = self.size[0] - w - 14
        y = 12
        step = self.z(19)
        h = 10 + step * len(lines)
        surf.blit(panel((w, h), (0, 0, 0, 90), 8), (x, y))
        for i, line in enumerate(lines):
            surf.blit(fit(line, self.z(14), w - 14, INK if i == len(lines) - 1 else MUTED), (x + 8, y + 5 + step * i))

    def last_trick_rect(self) -> pygame.Rect | None:
        """Where the last trick shows (a click there opens the trick history)."""
        size = self.last_trick_size()
        if size is None:
            return None
        lines = len(self.log_lines())
        y = 12 + 10 + self.z(19) * lines + 8 if lines else 12
        return pygame.Rect(self.size[0] - size[0] - 14, y, *size)

    def draw_last_trick(self, surf) -> None:
        """The previous trick in small cards under the log, for a look back."""
        r = self.last_trick_rect()
        if r is None:
            return
        last = self.hud.last_trick
        cw, ch = int(self.card[0] * 0.42), int(self.card[1] * 0.42)
        label = text(LAST_TRICK, self.z(13), MUTED, True)
        x, y, size = r.left, r.top, r.size
        hover = r.collidepoint(self.mouse) and self.idle()
        surf.blit(panel(size, (0, 0, 0, 140 if hover else 90), 8, GOLD if hover else None), (x, y))
        surf.blit(label, (x + 8, y + 4))
        for i, (_, card) in enumerate(last):
            surf.blit(self.images.image(card, cw, ch), (int(x + 8 + i * cw * 0.62), y + label.get_height() + 8))

    def draw_tip(self, surf, line: str, at: tuple[int, int]) -> None:
        mx, my = at
        t = fit(line, self.z(15), self.z(420), (25, 25, 25))
        r = t.get_rect(bottomleft=(mx + 12, my - 12)).inflate(14, 8)
        r.clamp_ip(surf.get_rect())
        pygame.draw.rect(surf, (250, 246, 220), r, border_radius=6)
        surf.blit(t, t.get_rect(center=r.center))


def _replace(view: View, **changes) -> View:
    return dataclasses.replace(view, **changes)
