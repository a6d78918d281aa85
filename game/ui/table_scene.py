"""The table scene: cards animated from the engine's events, and the human's input.

Generic over the engine protocol: it draws the seat view (game/rules/seat_view.py: the view, the
buttons, the closed cards and their reasons, the prompt), made once per batch of events, and
animates the events ``apply`` returns as this seat may see them (``events_for``), one step at a
time. After each batch of events it re-syncs the cards with the seat view, so an event it does not
know can never leave the picture wrong (it becomes a log line).

The scene wires four parts together: the card model (which card lies where), the narrator (what
the player reads), the decision panel (the buttons) and the renderer (the drawing); it keeps the
input, the event queue and the sprites that animate the model."""
from __future__ import annotations

import dataclasses
from collections import deque
from itertools import takewhile
from typing import Any

import pygame

from game import hand_file
from game.cards import Card
from game.rules import IllegalAction
from game.rules.actions import (Action, BidMade, CardPlayed, Dealt, Discarded, HandScored, HandsShown,
                                MatchOver, PickedUp, Play, Renege, TrickTaken, TrumpSet)
from game.rules.base import View
from game.rules.seat_view import SeatView
from game.rules.wording import ENGLISH, CardNames
from game.table import Table
from game.ui import art
from game.ui.scene import Scene
from game.ui.card_model import Arrival, CardModel, is_face
from game.ui.decision_panel import DecisionPanel, panel_area
from game.ui.hint_box import HintBox, hint_box
from game.ui.intents import (ArmCard, AskHint, ExplainCard, ExportHand, ImBack, Intent, Leave, LookBack, OpenRules,
                             OpenSeats, PlayCard, Press, ShowKeys, Skip, Undo)
from game.ui.narrator import Narrator
from game.ui.seating import DISCARD_SCALE, HAND_SCALE, STOCK_SCALE, Seating
from game.ui.sound import cue
from game.ui.sprites import CardSprite, ImageCache
from game.ui.table_layout import TableLayout
from game.ui.table_input import TableInput
from game.ui.table_render import TableRenderer
from game.ui.widgets import Button, focus_ring
from game.store import CARD_SIZES


def _model(name: str, doc: str) -> property:
    """A card model field read and written as the scene's own (the renderer and tests read them)."""
    return property(lambda self: getattr(self.model, name), lambda self, v: setattr(self.model, name, v),
                    doc=doc)


def _panel(name: str) -> property:
    return property(lambda self: getattr(self.panel, name), doc=f"The decision panel's ``{name}``.")


NO_FLIGHT = 1000.0
"""The animation speed of the setting "off": every flight ends within a frame."""


class TableScene(Scene):
    hands = _model("hands", "Each seat's keys in fan order.")
    trick = _model("trick", "The trick in progress as (seat, key).")
    up_key = _model("up_key", "The up card, while it lies face up.")
    stock_cards = _model("stock_cards", "The stock's face-up cards.")
    stock_n = _model("stock_n", "How many stock cards lie face down.")
    discards_n = _model("discards_n", "How many cards you laid aside this hand.")
    trump = _model("trump", "The trump suit shown.")
    dealer = _model("dealer", "The dealer shown.")
    known = _model("known", "Faces the human may see while the batch being animated plays out.")
    grid, legal, illegal, amount, selected = map(_panel, ("grid", "legal", "illegal", "amount", "selected"))
    discard_button, amount_button, jump_buttons = map(_panel, ("discard_button", "amount_button", "jump_buttons"))

    def __init__(self, app, table: Table, animate_opening: bool = True):
        super().__init__(app)
        self.table = table
        self.rules_game = table.game
        self.skipping = False
        self.trick_shown_at = 0.0
        """When the last finished trick was laid out (app time), for ``skip``."""
        self.you = table.human
        self.n = table.players
        self.names = table.names
        speed = float(app.settings.get("anim_speed", 1.0))
        self.speed = speed if speed > 0 else NO_FLIGHT      # "off": cards go straight to their place
        self.table.pause = 0.45 / speed if speed > 0 else 0.15   # still a beat between moves
        self.table.clock = lambda: self.app.now
        faces = app.settings["faces"]   # the player's face pack, where this game has it
        art.use_faces(faces if faces in table.record.pack_faces else "french")
        self.images = ImageCache()
        self.sprites: dict[Any, CardSprite] = {}
        self.seen: SeatView = table.seat_view()
        """What this seat sees and may do, as the table shows it now (after the last batch synced)."""
        self.hud: View = self.seen.view
        self.model = CardModel(self.n, self.you, self.hud)
        self.narrator = Narrator(self.names, self.you, table.label, self.card_names())
        self.panel = DecisionPanel(self.you, self.narrator, self.submit)
        self.render = TableRenderer(self)
        self.prompt = ""
        self.queue: deque = deque()
        self.wait = 0.0
        self.blocked = False
        self.toast: tuple[str, float] | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.log: deque[str] = deque(table.log_lines, maxlen=6)
        """The last lines of the event log: those of a resumed match come back from its save."""
        self.drag: dict | None = None
        self.hover: Any = None
        self.focus = -1
        """The card of your hand the keyboard is on (its place in the fan; kept after a play)."""
        self.button_focus: Button | None = None
        """The button the keyboard is on instead (Tab); None: your hand."""
        self.hand_place = 0
        """Where in your hand the keyboard goes back to from the buttons (``focus`` is -1 meanwhile)."""
        self.armed: Card | None = None
        """The card raised by a first click or Enter when plays are confirmed (the second plays it)."""
        self.loose = False
        self.trick_winner: int | None = None
        self.notes_seen = len(app.store.messages)
        self.felt: pygame.Surface | None = None
        self.mouse = (-1, -1)
        self.input = TableInput(self)
        """The key map: what a key or a click means here (``handle`` → intents → ``do``)."""
        button = self.input.button
        self.back_button = button("I'm back", ImBack(), size=18, sub="the computer is playing for you")
        self.look_buttons = [button("Scores", LookBack("scores"), size=13),
                             button("Tricks", LookBack("tricks"), size=13),
                             button("Rules", OpenRules(), size=13)]
        self.look_keys = ("S", "T", "")       # (F1 opens the rules anywhere: no room for it here)
        if table.host is not None:            # this window hosts the LAN table: remove, bar
            self.look_buttons.append(button("Seats", OpenSeats(), size=13))
            self.look_keys += ("P",)
        """The score sheet and the trick history: look back at the match without changing it (and
        the keys that open them, drawn in the buttons' corners)."""
        self.help_buttons: list[tuple[Button, str]] = []
        """Help with your own decisions, above your name plate: undo and the hint, with their keys."""
        if table.undo_on:
            self.undo_button = button("Undo", Undo(), size=13, enabled=False)
            self.help_buttons.append((self.undo_button, "U"))
        self.hint_line: str | None = None
        """The hint for the decision open now (or that one is being worked out), until a move."""
        self.hint: HintBox | None = None
        """Where the hint shows and its lines (``place_panel``), while there is one."""
        if table.hint_on:
            self.hint_button = button("Hint", AskHint(), size=13)
            self.help_buttons.append((self.hint_button, "H"))
        self.size = (0, 0)
        self.hand_mode = app.settings.get("hand_order", "suit")
        self.resize(app.screen.get_size())
        opening = table.opening_events() if animate_opening else []
        if opening:
            self.enqueue(opening)
        else:
            self.sync(self.seen, dur=0)

    # --- geometry ----------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        scale = self.card_scale()
        if size == self.size and scale == self.seats.scale:
            return
        self.size = w, h = size
        self.seats = Seating(size, self.n, self.you, scale)
        self.card, self.center, self.plate = self.seats.card, self.seats.center, self.seats.plate
        self.felt = art.felt(w, h)
        self.images.clear()
        self.render.resized()
        self.places = TableLayout(self.seats, self.model)
        self.place_panel()
        if self.grid.items:
            self.build_panel()
        self.layout(dur=0)

    def place_panel(self) -> None:
        """The decision buttons' area and the hint's box, decided together so that neither covers
        the other: the hint just above the prompt, the buttons above the hint (again whenever the
        window or the hint's text changes)."""
        area = panel_area(self.seats, self.size, self.n, self.you)
        self.hint = None
        if self.hint_line:
            self.hint = hint_box(self.hint_line, area.width, area.centerx, self.seats.prompt_y() - self.z(24),
                                 self.z(17), self.z(14))
            area.height = max(0, min(area.bottom, self.hint.rect.top - self.z(8)) - area.top)
        self.panel.area = area
        if self.grid.items:
            self.panel.layout()

    def set_hint(self, line: str | None) -> None:
        """Show ``line`` as the hint (None: no hint), the buttons making room for it."""
        if line != self.hint_line:
            self.hint_line = line
            self.place_panel()

    def z(self, n: float) -> int:
        """A size scaled for the window (text and plates grow on big screens)."""
        return int(round(n * self.seats.ui))

    # --- sprites following the card model --------------------------------------------------------

    def arrive(self, arrivals: list[Arrival], home) -> None:
        """Face-down sprites for keys new to the table, from ``home`` or from a seat's fan; a key
        that has a sprite keeps it (and its place)."""
        for a in arrivals:
            if a.key not in self.sprites:
                x, y = home if a.fan is None else self.seats.fan_pos(*a.fan)
                self.sprites[a.key] = CardSprite(a.key, a.card, x, y, 0.0, HAND_SCALE if a.small else 1.0, False)

    def sort_hand(self, seat: SeatView | None = None) -> None:
        """Lay your hand out in the engine's order of ``seat`` (the batch's being animated), or of
        the seat view shown now."""
        self.model.sort_hand((seat or self.seen).sort_key, self.app.settings.get("hand_order", "suit") == "suit")

    def card_scale(self) -> float:
        return CARD_SIZES.get(self.app.settings.get("card_size"), 1.0)

    def card_names(self) -> CardNames:
        """The card names the player chose: the game's own (game/registry.py), or English."""
        return self.table.record.card_names if self.app.settings.get("card_names") == "own" else ENGLISH

    def follow_settings(self) -> None:
        """The card size, hand order and card names settings apply at once (they may change over
        the table): lines already in the log keep the names they were said in."""
        if self.card_scale() != self.seats.scale:
            self.resize(self.size)
        names = self.card_names()
        if names is not self.narrator.cards:
            self.narrator.cards = names
            self.narrator.forget_bids()
            self.prompt = self.named(self.seen.prompt)
            self.build_panel()
        mode = self.app.settings.get("hand_order", "suit")
        if mode != self.hand_mode:
            self.hand_mode = mode
            self.model.new_deal()
            self.sort_hand()
            self.layout()

    def layout(self, dur: float = 0.25) -> None:
        """Point every card sprite at where the model says it lies."""
        if self.size[0]:
            self.places.place(self.sprites, self.hud, self.raised_keys(), self.drag and self.drag["key"],
                              dur / self.speed)

    def raised_keys(self) -> dict[Any, int]:
        """Your cards lifted out of the fan: hovered, focused by the keyboard, selected."""
        out: dict[Any, int] = {}
        mine = self.hands[self.you]
        if self.hover in mine and self.pickable(self.hover):
            out[self.hover] = 14
        if 0 <= self.focus < len(mine) and self.button_focus is None:
            out[mine[self.focus]] = max(out.get(mine[self.focus], 0), 18)
        for c in [*self.selected, self.armed]:
            if c in mine:
                out[c] = 30
        return out

    def sync(self, seat: SeatView, dur: float = 0.25) -> None:
        """Make the cards match ``seat``'s view (after each batch of events), keeping sprites that
        are already in place, and rebuild the decision panel from it."""
        self.seen = seat
        self.hud = view = seat.view
        self.narrator.forget_bids()
        self.arrive(self.model.sync(view), self.seats.stock_pos())
        live = set(self.model.keys())
        for key in [k for k in self.sprites if k not in live]:
            del self.sprites[key]
        self.sort_hand()
        self.selected.intersection_update(view.hand)
        self.prompt = self.named(seat.prompt)
        self.build_panel()
        self.layout(dur)
        if dur <= 0:
            for sp in self.sprites.values():
                sp.settle()

    def named(self, line: str) -> str:
        return self.narrator.named(line)

    def bid_words(self, text: str) -> str:
        return self.narrator.bid_words(text)

    def event_line(self, ev) -> str:
        return self.narrator.event_line(ev)

    # --- decisions -----------------------------------------------------------------------------

    def my_turn(self) -> bool:
        """The human has a decision (its turn, or one open to every seat) and nothing animates."""
        return bool(self.legal) and self.idle() and not self.table.match_over

    def build_panel(self) -> None:
        self.panel.build(self.seen, self.z(18))
        if self.hands[self.you]:            # an empty hand between deals keeps the place for the next
            self.focus = min(self.focus, len(self.hands[self.you]) - 1)
        if self.button_focus not in self.input.fixed_buttons() and self.button_focus is not None:
            self.input.focus_on(None)             # a decision button of the decision before: to the hand
        if self.armed is not None and not self.pickable(self.armed):
            self.armed = None

    def discard_mode(self) -> bool:
        return self.panel.discard_mode()

    def pickable(self, key) -> bool:
        return self.my_turn() and key in self.hands[self.you] and self.panel.usable(key)

    def submit(self, action: Action) -> None:
        if not self.my_turn():
            return
        try:
            events = self.table.submit(action)
        except IllegalAction as e:
            self.show_toast(self.named(e.reason))
            self.layout()
            return
        self.armed = None                   # the keyboard's place in the hand stays: the next card
        self.panel.clear()
        self.enqueue(events)

    # --- events into animation steps -------------------------------------------------------------

    def enqueue(self, events) -> None:
        """Queue a batch of events, as this seat may see them, with the seat view after it. Cards
        whose faces the human may see while it plays out: those in its view before or after the
        batch, and the cards played in it; any other card stays a back."""
        self.set_hint(None)                    # a move was made: the hint was for the decision before it
        events = self.table.events_for(events)
        seat = self.table.seat_view()
        known = self.model.see(seat.view, played=[ev.card for ev in events if isinstance(ev, CardPlayed)],
                               taken=[ev.cards for ev in events if isinstance(ev, TrickTaken)])
        self.queue.append(("batch", known, seat))
        for ev in events:
            self.queue.append(("event", ev, seat))
        self.queue.append(("sync", None, seat))

    def idle(self) -> bool:
        return not self.queue and self.wait <= 0 and not self.blocked

    def process(self, dt: float) -> None:
        self.wait -= dt
        while self.wait <= 0 and not self.blocked and self.queue:
            kind, ev, seat = self.queue.popleft()
            if self.loose:
                self.drop_arrived()
            if kind == "batch":
                self.known = ev
                self.narrator.new_batch([q[1] for q in takewhile(lambda q: q[0] == "event", self.queue)])
            elif kind == "sync":
                self.sync(seat)
                self.wait = 0.0
            elif kind == "collect":
                self.wait = self.collect(ev)
            else:
                if not self.skipping:
                    self.app.sounds.play(cue(ev, type(ev) is MatchOver and self.table.human_won(tuple(ev.winners))))
                try:
                    self.wait = self.step(ev, seat)
                except (LookupError, TypeError, ValueError, AttributeError):
                    # An event shaped in a way this table did not expect: say what happened;
                    # the sync after the batch puts the cards right.
                    self.log_line(self.event_line(ev))
                    self.wait = 0.0

    def skip(self, keep_trick: bool = False) -> None:
        """Finish every queued animation now (a summary still stops the run). ``keep_trick``: a
        click while the computers play stops at a finished trick until it has lain for the trick
        pause, so a click never hides a trick before it has been seen."""
        self.wait = 0.0
        self.skipping = True                # skipped events make no sound
        while not self.blocked and self.queue:
            if keep_trick and self.queue[0][0] == "collect":
                left = float(self.app.settings.get("trick_pause", 1.0)) - (self.app.now - self.trick_shown_at)
                if left > 0:
                    for sp in self.sprites.values():
                        sp.settle()
                    self.skipping = False
                    self.wait = left
                    return
            self.process(1e9)
            for sp in self.sprites.values():
                sp.settle()
            self.wait = 0.0
        self.skipping = False
        for sp in self.sprites.values():
            sp.settle()
        self.wait = 0.0
        self.drop_arrived()

    def step(self, ev, seat: SeatView) -> float:
        """Animate one event of the batch that ends in ``seat``; returns how long it takes."""
        sp = self.speed
        say = self.narrator
        if isinstance(ev, Dealt):
            return self.deal(ev, seat)
        if isinstance(ev, CardPlayed):
            self.played(ev)
            return 0.35 / sp
        if isinstance(ev, TrickTaken):
            self.queue.appendleft(("collect", ev, seat))
            self.trick_shown_at = self.app.now
            self.trick_winner = ev.seat
            self.log_line(say.trick_taken(ev.seat, ev.number))
            return float(self.app.settings.get("trick_pause", 1.0))
        if isinstance(ev, BidMade):
            said = self.bid_words(ev.action)
            self.bubbles[ev.seat] = (said, 1.8 / sp)
            self.log_line(say.bid_made(ev.seat, said))
            return 0.55 / sp
        if isinstance(ev, TrumpSet):
            self.trump = ev.suit
            self.log_line(say.trump_set(ev.seat, ev.suit))
            self.sort_hand(seat)
            self.layout()
            return 0.3 / sp
        if isinstance(ev, PickedUp):
            self.picked_up(ev, seat)
            return 0.45 / sp
        if isinstance(ev, Discarded):
            self.discarded(ev, seat.view)
            return 0.45 / sp
        if isinstance(ev, Renege):
            toast, line = say.renege(ev.seat, ev.reason, ev.penalty)
            self.show_toast(toast)
            self.log_line(line)
            self.layout()
            return 0.4 / sp
        if isinstance(ev, HandsShown):
            self.shown(ev)
            return 0.6 / sp
        if isinstance(ev, HandScored):
            if len(ev.scores) == len(self.hud.scores):
                self.hud = _replace(self.hud, scores=tuple(ev.scores))
            self.blocked = True
            self.app.push(self.app.nav.make("summary", self, ev))
            return 0.0
        if isinstance(ev, MatchOver):
            self.blocked = True
            self.app.push(self.app.nav.make("match over", self, ev))
            return 0.0
        self.log_line(self.event_line(ev))
        return 0.3 / sp

    def deal(self, ev: Dealt, seat: SeatView) -> float:
        view = seat.view
        self.sprites.clear()
        self.selected.clear()
        self.hud = view
        self.trump = view.trump           # the last deal's trump goes with its cards
        home = self.seats.deal_origin(ev.dealer)
        fly = 0.3 / self.speed
        hands, stock, t = self.model.deal(ev.dealer, ev.hand_sizes, ev.up_card, ev.stock_size, view,
                                          0.05 / self.speed)
        self.arrive([Arrival(k, k if is_face(k) else None) for keys in self.hands for k in keys] + stock, home)
        self.sort_hand(seat)
        self.layout(0.3)
        for key, when in hands:           # each card leaves the dealer at its turn
            self.fly(key, None, fly, when)
        for a in stock:                   # the stock last, face up where it shows
            self.fly(a.key, True, fly, t)
        self.log_line(self.narrator.dealt(ev.dealer, self.table.record.has_dealer))
        return t + fly

    def fly(self, key, face_up: bool | None, dur: float, delay: float) -> None:
        """Send a sprite on to where ``layout`` pointed it, ``delay`` seconds from now (face as laid
        out when ``face_up`` is None)."""
        sp = self.sprites[key]
        x, y, rot, scale, face = sp.dst
        sp.dst = None
        sp.target(x, y, rot, scale, bool(face) if face_up is None else face_up, dur, delay)

    def played(self, ev: CardPlayed) -> None:
        card = ev.card
        placed = card in self.sprites and card in self.hands[ev.seat]
        pos, scale = self.places.fan_pos(ev.seat), HAND_SCALE
        back = self.model.play(ev.seat, card, placed)
        if not placed:
            old = self.sprites.pop(back, None) if back is not None else None
            if old is not None:
                pos, scale = (old.x, old.y), old.scale
            self.sprites.pop(card, None)
            self.sprites[card] = CardSprite(card, card, pos[0], pos[1], 0.0, scale, False)
        if self.drag and self.drag["key"] == card:
            self.drag = None
        self.layout(0.35)

    def collect(self, ev: TrickTaken) -> float:
        x, y = self.seats.anchor(ev.seat)
        dur = 0.4 / self.speed
        self.hud = _replace(self.hud, last_trick=tuple((s, k if is_face(k) else None) for s, k in self.trick))
        for key in self.model.take_trick():     # (the corner shows it now: the hand's final trick
                                                # too, which the view only has after the summary)
            sp = self.sprites.get(key)
            if sp is not None:
                sp.target(x, y, 0.0, 0.35, False, dur)
        self.trick_winner = None
        self.loose = True
        self.hud_tricks_bump(ev.seat)
        return dur

    def drop_arrived(self) -> None:
        """Cards that left the model (a collected trick, a discard) vanish once they arrive."""
        live = set(self.model.keys())
        gone = [k for k, sp in self.sprites.items() if k not in live and not sp.moving]
        for k in gone:
            del self.sprites[k]
        self.loose = any(k not in live for k in self.sprites)

    def hud_tricks_bump(self, seat: int) -> None:
        tw = list(self.hud.tricks_won) or [0] * self.n
        if seat < len(tw):
            tw[seat] += 1
            self.hud = _replace(self.hud, tricks_won=tuple(tw))

    def picked_up(self, ev: PickedUp, seat: SeatView) -> None:
        """``ev.seat`` takes cards up; a card this seat may not see (None) goes as a back."""
        for card in ev.cards:
            sp = self.sprites.pop(card, None) if card is not None else None
            placed = sp is not None
            if not placed:
                sx, sy = self.seats.stock_pos()
                sp = CardSprite(card, card, sx, sy, 0.0, 1.0, False)
            k = self.model.pick_up(ev.seat, card, placed)
            if k != card:
                face = sp.face if card is not None else 0.0
                sp = CardSprite(k, None, sp.x, sp.y, sp.rot, sp.scale, False)
                sp.face = face
            self.sprites[k] = sp
        self.log_line(self.narrator.picked_up(ev.seat, ev.cards))
        self.sort_hand(seat)
        self.layout(0.45)

    def discarded(self, ev: Discarded, view: View) -> None:
        gone, to_pile = self.model.discard(ev.seat, ev.cards, ev.count, view)
        sx, sy = self.seats.discard_pos(self.places.pile_right(self.hud)) if to_pile else self.seats.stock_pos()
        scale = DISCARD_SCALE if to_pile else STOCK_SCALE
        for k in gone:
            sp = self.sprites.get(k)
            if sp is not None:
                sp.target(sx, sy, 0.0, scale, False, 0.45 / self.speed)
        self.loose = True
        self.log_line(self.narrator.discarded(ev.seat, ev.count))
        self.layout(0.45)

    def shown(self, ev: HandsShown) -> None:
        for s, cards in enumerate(ev.hands):
            if s == self.you or not cards:
                continue
            flips, fan = self.model.show(s, cards, lambda c: c in self.sprites)
            for c, back in flips:
                old = self.sprites.pop(back, None) if back is not None else None
                x, y = (old.x, old.y) if old else self.seats.fan_pos(*fan)
                self.sprites[c] = CardSprite(c, c, x, y, 0.0, HAND_SCALE, False)
        self.layout(0.5)

    def log_line(self, line: str) -> None:
        if not line:                        # nothing to add: the move's line already said it
            return
        self.log.append(line)
        self.table.note_line(line)

    def show_toast(self, line: str) -> None:
        self.toast = (line, 3.0)

    # --- scene hooks -----------------------------------------------------------------------------

    def revealed(self) -> None:
        self.blocked = False

    @property
    def in_match(self) -> bool:
        return not self.table.match_over

    def escape(self) -> None:
        self.do(ArmCard(None) if self.armed is not None else Leave())

    def back(self) -> None:
        self.do(Leave())

    def leave(self) -> None:
        """Esc at the table, or over it (a hand summary, the match's end): close the table and go
        back to the scene under it, the menu. The match is saved after every move."""
        self.table.close()
        while self.app.stack and self.app.top is not self:
            self.app.stack.pop()
        self.app.pop()

    def update(self, dt: float) -> None:
        notes = self.app.store.messages
        if len(notes) > self.notes_seen:
            self.show_toast(notes[-1])         # e.g. the autosave could not be written
        self.notes_seen = len(notes)
        self.follow_settings()
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
        if self.table.hint_on:
            got = self.table.hint()
            if got is not None:
                self.show_hint(*got)
            elif self.hint_line and self.table.hinting is None and self.hint_line.endswith("…"):
                self.set_hint(None)             # the Normal player failed (logged): no hint
        if self.table.undo_on:
            self.undo_button.enabled = not self.blocked and self.table.can_undo()
        if self.blocked:
            return
        if self.idle():
            events = self.table.poll()
            if events:
                self.enqueue(events)
        else:
            self.table.poll(hold=True)

    # --- input: events → intents → do ------------------------------------------------------------

    def handle(self, ev) -> None:
        """A key or a click: the key map says what it means (game/ui/table_input.py), ``do`` does it."""
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
        for intent in self.input.intents(ev):
            self.do(intent)

    def do(self, intent: Intent) -> None:
        """Carry out one intent of the person at this window (game/ui/intents.py): what a key or a
        click meant, or a table button's press. The focus, the held card and the bid stepper are
        the key map's own (``TableInput.do``)."""
        match intent:
            case PlayCard(card):
                self.submit(Play(card))
            case ExplainCard(card):
                self.show_toast(self.panel.illegal[card])
            case Press(button):
                button.on_click()
            case LookBack(what):
                self.look_back(what)
            case Undo():
                self.undo()
            case AskHint():
                self.ask_hint()
            case ImBack():
                self.table.im_back()
            case OpenRules():
                self.app.push(self.app.nav.make("rules", self.table.game))
            case OpenSeats():           # the host's panel: who sits where, Remove and Bar
                self.app.push(self.app.nav.make("seats", self))
            case ShowKeys():
                self.app.push(self.app.nav.make("keys", self))
            case ExportHand():
                self.show_toast(self.export_hand())
            case Skip(keep_trick):
                self.skip(keep_trick=keep_trick)
            case Leave():
                self.leave()
            case _:
                self.input.do(intent)

    def look_back(self, what: str) -> None:
        """Open the score sheet or the trick history over the table, once what is animating has
        been shown (their rows come from the table, which may be a move ahead of the cards)."""
        if not self.idle() and not self.blocked:
            self.skip()
        if not self.idle():
            return                      # a hand summary is on its way: it comes first
        if what == "scores":
            self.app.push(self.app.nav.make("score sheet", self))
        else:
            self.app.push(self.app.nav.make("tricks", self))

    def ask_hint(self) -> None:
        """What the Normal player would do in your place, with its reason; the card or button it
        chose gets the focus, so Enter plays it."""
        if not self.my_turn():
            self.show_toast("A hint is for your own turn.")
        elif self.table.ask_hint():
            self.set_hint("Thinking about your move…")

    def show_hint(self, action: Action, why: str) -> None:
        self.set_hint(f"Hint: {self.named(why)}")
        mine = self.hands[self.you]
        if type(action) is Play and action.card in mine:
            self.focus = mine.index(action.card)
            self.input.focus_on(None)
            return
        for _, b in self.grid.items:
            if b.action == action:
                self.input.focus_on(b)

    def export_hand(self) -> str:
        """Save the match so far as a hand file in the data folder (the deal in play only as its
        commitment); the one line saying where, or why not."""
        hf = self.table.hand_file()
        if hf is None:
            return "This table cannot save its hand yet."
        path = self.app.store.save_hand(self.table.game, hand_file.write(hf))
        return f"Hand saved: {path}" if path is not None else "The hand could not be saved."

    def undo(self) -> None:
        """Take back your last decision: the table replays the match to just before it, and a
        fresh scene shows the cards as they lay then."""
        if self.drag or self.blocked:
            return
        if not self.table.undo():
            self.show_toast("There is no move of yours in this hand to take back.")
            return
        scene = TableScene(self.app, self.table, animate_opening=False)
        self.app.replace(scene)
        scene.log_line("You took back your last move.")
        scene.show_toast("You took back your last move.")

    def draw(self, surf: pygame.Surface) -> None:
        self.render.draw(surf)
        card = self.input.focused_card()
        if card is not None and not self.drag:
            focus_ring(surf, self.sprites[card].rect(self.card), 6)

def _replace(view: View, **changes) -> View:
    return dataclasses.replace(view, **changes)
