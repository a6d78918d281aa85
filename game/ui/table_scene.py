"""The table scene: the engine's events shown as card flights, and the human's input.

Generic over the engine protocol: it draws the seat view (game/rules/seat_view.py: the view, the
buttons, the closed cards and their reasons, the prompt), made once per batch of events. The
motion (game/ui/table_motion.py) animates the events ``apply`` returns as this seat may see them
(``events_for``), one step at a time, and re-syncs the cards with the seat view after each batch,
so an event it does not know can never leave the picture wrong (it becomes a log line).

The scene wires its parts together: the motion (the card model, the event queue and the sprites
that follow the model), the narrator (what the player reads), the decision panel (the buttons),
the frame builder (where everything shows this tick, game/ui/frame_build.py) and the renderer
(which draws that frame and nothing else); it keeps the input."""
from __future__ import annotations

import math
from collections import deque
from typing import Any

import pygame

from game import hand_file
from game.cards import Card
from game.rules import IllegalAction
from game.rules.actions import Action, Play
from game.rules.wording import ENGLISH, CardNames
from game.table import Table
from game.ui import art
from game.ui.scene import Scene
from game.ui.decision_panel import DecisionPanel
from game.ui.frame import TableFrame
from game.ui.frame_build import FrameBuilder
from game.ui.narrator import Narrator
from game.ui.seating import Seating
from game.ui.sprites import ImageCache
from game.ui.table_layout import TableLayout
from game.ui.table_motion import TableMotion
from game.ui.table_render import TableRenderer
from game.ui.widgets import Button, next_focus
from game.store import CARD_SIZES


class TableScene(Scene):
    def __init__(self, app, table: Table, animate_opening: bool = True):
        super().__init__(app)
        self.table = table
        self.rules_game = table.game
        self.you = table.human
        self.n = table.players
        self.names = table.names
        self.motion = TableMotion(self, table)
        """The engine's events played out as card flights: the card model, the sprites, the queue."""
        self.table.clock = lambda: self.app.now
        faces = app.settings["faces"]   # the player's face pack, where this game has it
        art.use_faces(faces if faces in table.record.pack_faces else "french")
        self.images = ImageCache()
        self.sprites, self.model = self.motion.sprites, self.motion.model
        self.narrator = Narrator(self.names, self.you, table.label, self.card_names())
        self.panel = DecisionPanel(self.you, self.narrator, self.submit)
        self.render = TableRenderer(self.images)
        self.framer = FrameBuilder(self)
        self.drawn: TableFrame | None = None
        """The frame drawn last: a click is tested against what it showed."""
        self.prompt = ""
        self.queue = self.motion.queue
        self.toast: tuple[str, float] | None = None
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
        self.notes_seen = len(app.store.messages)
        self.felt: pygame.Surface | None = None
        self.mouse = (-1, -1)
        self.back_button = Button("I'm back", self.table.im_back, size=18,
                                  sub="the computer is playing for you")
        self.look_buttons = [Button("Scores", lambda: self.look_back("scores"), size=13),
                             Button("Tricks", lambda: self.look_back("tricks"), size=13),
                             Button("Rules", self.open_rules, size=13)]
        self.look_keys = ("S", "T", "")       # (F1 opens the rules anywhere: no room for it here)
        if table.host is not None:            # this window hosts the LAN table: remove, bar
            self.look_buttons.append(Button("Seats", self.open_seats, size=13))
            self.look_keys += ("P",)
        """The score sheet and the trick history: look back at the match without changing it (and
        the keys that open them, drawn in the buttons' corners)."""
        self.help_buttons: list[tuple[Button, str]] = []
        """Help with your own decisions, above your name plate: undo and the hint, with their keys."""
        if table.undo_on:
            self.undo_button = Button("Undo", self.undo, size=13, enabled=False)
            self.help_buttons.append((self.undo_button, "U"))
        self.hint_line: str | None = None
        """The hint for the decision open now (or that one is being worked out), until a move."""
        if table.hint_on:
            self.hint_button = Button("Hint", self.ask_hint, size=13)
            self.help_buttons.append((self.hint_button, "H"))
        self.size = (0, 0)
        self.hand_mode = app.settings.get("hand_order", "suit")
        self.resize(app.screen.get_size())
        opening = table.opening_events() if animate_opening else []
        if opening:
            self.motion.enqueue(opening)
        else:
            self.motion.sync(self.motion.seen, dur=0)

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
        self.places = TableLayout(self.seats, self.model)
        self.framer.place_panel()
        if self.panel.grid.items:
            self.build_panel()
        self.motion.layout(dur=0)

    def set_hint(self, line: str | None) -> None:
        """Show ``line`` as the hint (None: no hint), the buttons making room for it."""
        if line != self.hint_line:
            self.hint_line = line
            self.framer.place_panel()

    def z(self, n: float) -> int:
        """A size scaled for the window (text and plates grow on big screens)."""
        return int(round(n * self.seats.ui))

    # --- the player's settings and hand --------------------------------------------------------

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
            self.prompt = self.named(self.motion.seen.prompt)
            self.build_panel()
        mode = self.app.settings.get("hand_order", "suit")
        if mode != self.hand_mode:
            self.hand_mode = mode
            self.model.new_deal()
            self.motion.sort_hand()
            self.motion.layout()

    def reorder(self, card: Card, x: float) -> None:
        """You dropped ``card`` on your hand at ``x``: it takes the place nearest there."""
        mine = self.model.hands[self.you]
        slots = self.seats.hand_slots(len(mine), self.places.stock_left(self.motion.hud))
        self.model.move(card, min(range(len(slots)), key=lambda i: abs(slots[i][0] - x)))
        self.focus = -1

    def raised_keys(self) -> dict[Any, int]:
        """Your cards lifted out of the fan: hovered, focused by the keyboard, selected (the
        motion's ``layout`` asks, as these follow your input)."""
        out: dict[Any, int] = {}
        mine = self.model.hands[self.you]
        if self.hover in mine and self.pickable(self.hover):
            out[self.hover] = 14
        if 0 <= self.focus < len(mine) and self.button_focus is None:
            out[mine[self.focus]] = max(out.get(mine[self.focus], 0), 18)
        for c in [*self.panel.selected, self.armed]:
            if c in mine:
                out[c] = 30
        return out

    def named(self, line: str) -> str:
        return self.narrator.named(line)

    def bid_words(self, text: str) -> str:
        return self.narrator.bid_words(text)

    def event_line(self, ev) -> str:
        return self.narrator.event_line(ev)

    # --- decisions -----------------------------------------------------------------------------

    def my_turn(self) -> bool:
        """The human has a decision (its turn, or one open to every seat) and nothing animates."""
        return bool(self.panel.legal) and self.motion.idle() and not self.table.match_over

    def build_panel(self) -> None:
        self.panel.build(self.motion.seen, self.z(18))
        if self.model.hands[self.you]:            # an empty hand between deals keeps the place for the next
            self.focus = min(self.focus, len(self.model.hands[self.you]) - 1)
        if self.button_focus not in self.fixed_buttons() and self.button_focus is not None:
            self.focus_on(None)             # a decision button of the decision before: to the hand
        if self.armed is not None and not self.pickable(self.armed):
            self.armed = None

    def discard_mode(self) -> bool:
        return self.panel.discard_mode()

    def pickable(self, key) -> bool:
        return self.my_turn() and key in self.model.hands[self.you] and self.panel.usable(key)

    def submit(self, action: Action) -> None:
        if not self.my_turn():
            return
        try:
            events = self.table.submit(action)
        except IllegalAction as e:
            self.show_toast(self.named(e.reason))
            self.motion.layout()
            return
        self.armed = None                   # the keyboard's place in the hand stays: the next card
        self.panel.clear()
        self.motion.enqueue(events)

    def play_card(self, card: Card) -> None:
        if self.discard_mode():
            self.toggle(card)
        elif self.pickable(card):
            if self.app.settings.get("confirm_play") and self.armed != card:
                self.arm(card)
            else:
                self.submit(Play(card))

    def arm(self, card: Card | None) -> None:
        """Raise ``card`` for a second click or Enter to play (None: lower it again)."""
        if card == self.armed:
            return
        self.armed = card
        if card is not None:
            self.show_toast("Click again (or Enter) to play")
        elif self.toast and self.toast[0].startswith("Click again"):
            self.toast = None
        self.motion.layout(0.12)

    def toggle(self, card: Card) -> None:
        if not self.pickable(card):
            return
        self.panel.selected ^= {card}
        self.panel.update_discard_button()
        self.motion.layout(0.15)

    # --- what the player reads ---------------------------------------------------------------------

    def seat_view_changed(self) -> None:
        """A batch has been played out and the cards synced with the motion's new seat view: the
        selection keeps only cards still held, and the prompt and the decision are made again."""
        self.panel.selected.intersection_update(self.motion.hud.hand)
        self.prompt = self.named(self.motion.seen.prompt)
        self.build_panel()

    def log_line(self, line: str) -> None:
        if not line:                        # nothing to add: the move's line already said it
            return
        self.log.append(line)
        self.table.note_line(line)

    def show_toast(self, line: str) -> None:
        self.toast = (line, 3.0)

    # --- scene hooks -----------------------------------------------------------------------------

    def revealed(self) -> None:
        self.motion.blocked = False

    quit_note = property(lambda self: self.table.quit_note)

    @property
    def in_match(self) -> bool:
        return not self.table.match_over

    def escape(self) -> None:
        if self.armed is not None:
            self.arm(None)
        else:
            self.back()

    def back(self) -> None:
        self.leave()

    def leave(self) -> None:
        """Esc at the table, or over it (a hand summary, the match's end): close the table and go
        back to the scene under it, the menu. The match is saved after every move."""
        self.table.close()
        while self.app.stack and self.app.top is not self:
            self.app.stack.pop()
        self.app.pop()

    def open_rules(self) -> None:
        self.app.push(self.app.nav.make("rules", self.table.game))

    def update(self, dt: float) -> None:
        notes = self.app.store.messages
        if len(notes) > self.notes_seen:
            self.show_toast(notes[-1])         # e.g. the autosave could not be written
        self.notes_seen = len(notes)
        self.follow_settings()
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        self.motion.tick(dt)
        if self.table.hint_on:
            got = self.table.hint()
            if got is not None:
                self.show_hint(*got)
            elif self.hint_line and self.table.hinting is None and self.hint_line.endswith("…"):
                self.set_hint(None)             # the Normal player failed (logged): no hint
        if self.table.undo_on:
            self.undo_button.enabled = not self.motion.blocked and self.table.can_undo()
        if self.motion.blocked:
            return
        if self.motion.idle():
            events = self.table.poll()
            if events:
                self.motion.enqueue(events)
        else:
            self.table.poll(hold=True)

    # --- input -----------------------------------------------------------------------------------

    def hand_card_at(self, pos) -> Card | None:
        for key in reversed(self.model.hands[self.you]):
            sp = self.sprites.get(key)
            if sp is not None and sp.rect(self.card).collidepoint(pos):
                return key
        return None

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
        if ev.type == pygame.KEYDOWN and self.focus_key(ev):
            return
        if (ev.type == pygame.MOUSEBUTTONDOWN and self.armed is not None
                and self.hand_card_at(ev.pos) != self.armed):
            self.arm(None)                  # a click elsewhere lowers the raised card
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.table.auto_play()
                and self.back_button.hit(ev.pos)):
            self.back_button.on_click()
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.drag:
            for b in self.look_buttons + [b for b, _ in self.help_buttons]:
                if b.hit(ev.pos):
                    b.on_click()
                    return
            last = self.drawn and self.drawn.last_trick
            if last and last.box.collidepoint(ev.pos) and self.motion.idle():
                self.look_back("tricks")
                return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_s, pygame.K_t) and not self.drag:
            self.look_back("scores" if ev.key == pygame.K_s else "tricks")
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_u and not self.drag and self.table.undo_on:
            self.undo()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_h and not self.drag and self.table.hint_on:
            self.ask_hint()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_p and not self.drag and self.table.host is not None:
            self.open_seats()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_e and not self.drag:
            self.show_toast(self.export_hand())
            return
        if ev.type == pygame.KEYDOWN and getattr(ev, "unicode", "") == "?" and not self.drag:
            self.app.push(self.app.nav.make("keys", self))
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag:
            if self.motion.idle():
                self.drop(ev.pos)
            else:                           # let go while cards fly (the computer playing for
                self.drag = None            # you): the card goes back, and the keys work again
                self.motion.layout(0.3)
            return
        if not self.motion.idle():
            if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and not self.motion.blocked:
                self.motion.skip(keep_trick=not self.app.settings.get("skip_tricks", False))
            return
        if ev.type == pygame.MOUSEMOTION:
            self.mouse_move(ev.pos)
            return
        if (ev.type == pygame.KEYDOWN and self.panel.amount is not None    # the bid stepper's keys first,
                and not (ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.panel.grid.focus >= 0)
                and self.panel.amount_key(ev.key, getattr(ev, "unicode", ""))):  # unless Enter is on a button
            return
        if self.panel.grid.handle(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            card = self.hand_card_at(ev.pos)
            if card is not None:              # any card of yours may be dragged along your hand
                sp = self.sprites[card]
                self.drag = {"key": card, "start": ev.pos, "off": (sp.x - ev.pos[0], sp.y - ev.pos[1]), "moved": False}
        elif ev.type == pygame.KEYDOWN:
            self.key(ev.key)

    def look_back(self, what: str) -> None:
        """Open the score sheet or the trick history over the table, once what is animating has
        been shown (their rows come from the table, which may be a move ahead of the cards)."""
        if not self.motion.idle() and not self.motion.blocked:
            self.motion.skip()
        if not self.motion.idle():
            return                      # a hand summary is on its way: it comes first
        if what == "scores":
            self.app.push(self.app.nav.make("score sheet", self))
        else:
            self.app.push(self.app.nav.make("tricks", self))

    def open_seats(self) -> None:
        """The host's Seats panel over the table: who sits where, Remove and Bar."""
        self.app.push(self.app.nav.make("seats", self))

    def ask_hint(self) -> None:
        """What the Normal player would do in your place, with its reason; the card or button it
        chose gets the focus, so Enter plays it."""
        if not self.my_turn():
            self.show_toast("A hint is for your own turn.")
        elif self.table.ask_hint():
            self.set_hint("Thinking about your move…")

    def show_hint(self, action: Action, why: str) -> None:
        self.set_hint(f"Hint: {self.named(why)}")
        mine = self.model.hands[self.you]
        if type(action) is Play and action.card in mine:
            self.focus = mine.index(action.card)
            self.focus_on(None)
            return
        for _, b in self.panel.grid.items:
            if b.action == action:
                self.focus_on(b)

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
        if self.drag or self.motion.blocked:
            return
        if not self.table.undo():
            self.show_toast("There is no move of yours in this hand to take back.")
            return
        scene = TableScene(self.app, self.table, animate_opening=False)
        self.app.replace(scene)
        scene.log_line("You took back your last move.")
        scene.show_toast("You took back your last move.")

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
            self.motion.layout(0.12)

    def drop(self, pos) -> None:
        """A click plays (or selects) a card; a drag onto your hand row moves it there; onto the
        table it plays the card, where it may be played now."""
        d, self.drag = self.drag, None
        card = d["key"]
        if not d["moved"]:
            if self.pickable(card):
                self.play_card(card)
            elif card in self.panel.illegal and self.my_turn():
                self.show_toast(self.panel.illegal[card])
        elif pos[1] >= self.size[1] - self.card[1] * 1.15:
            self.reorder(card, pos[0])
        elif self.pickable(card) and not self.discard_mode():
            self.submit(Play(card))
        self.motion.layout(0.3)

    # --- keyboard focus ----------------------------------------------------------------------------

    def fixed_buttons(self) -> list[Button]:
        """The table's own buttons, there whatever the decision: undo, hint, "I'm back" (while the
        computer plays for you), the score sheet, the tricks, the rules."""
        back = [self.back_button] if self.table.auto_play() else []
        return [b for b, _ in self.help_buttons] + back + self.look_buttons

    def controls(self) -> list[Button | None]:
        """Every control Tab reaches, in order: your hand (None: one stop, ← → choose the card),
        the decision buttons, then the table's own buttons; disabled ones are passed over."""
        stops: list[Button | None] = [None] if self.model.hands[self.you] else []
        if self.my_turn():
            stops += self.panel.grid.buttons
        return stops + [b for b in self.fixed_buttons() if b.enabled]

    def focus_on(self, stop: Button | None) -> None:
        """Put the keyboard on ``stop`` (None: your hand, at the card it was on, else the first)."""
        if stop is not None and self.focus >= 0:
            self.hand_place, self.focus = self.focus, -1
        elif stop is None and self.focus < 0:
            self.focus = min(self.hand_place, len(self.model.hands[self.you]) - 1)
        self.button_focus = stop
        for b in self.fixed_buttons() + [self.back_button]:
            b.focused = b is stop
        self.panel.grid.focus_on(self.panel.grid.buttons.index(stop) if stop in self.panel.grid.buttons else -1)
        self.arm(None)
        self.motion.layout(0.12)

    def focus_key(self, ev) -> bool:
        """Tab and Shift+Tab move the focus over every control; Enter or Space presses a focused
        table button. True if the key was used (the decision buttons' own keys come later)."""
        if ev.key == pygame.K_TAB and not self.drag:
            stops = self.controls()
            if stops:
                step = -1 if ev.mod & pygame.KMOD_SHIFT else 1
                at = stops.index(self.button_focus) if self.button_focus in stops else -1
                self.focus_on(stops[next_focus(at, step, len(stops))])
            return True
        b = self.button_focus
        if (ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and b is not None
                and b in self.fixed_buttons()):
            if b.enabled:
                b.on_click()
            return True
        return False

    def key(self, key: int) -> None:
        mine = self.model.hands[self.you]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and mine:
            step = -1 if key == pygame.K_LEFT else 1
            if self.button_focus is not None:
                self.focus_on(None)         # back to the hand, at the card it was on
            else:
                self.focus = (self.focus + step) % len(mine) if self.focus >= 0 else (len(mine) - 1 if step < 0 else 0)
                self.arm(None)              # choosing another card lowers the raised one
            self.motion.layout(0.12)
        elif key == pygame.K_SPACE and self.button_focus is not None:
            if self.button_focus.enabled:   # (Enter on a decision button is the grid's own key)
                self.button_focus.on_click()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < len(mine):
            card = mine[self.focus]
            if card in self.panel.illegal:
                self.show_toast(self.panel.illegal[card])
            else:
                self.play_card(card)

    def frame(self) -> TableFrame:
        """What the table shows now: built once a tick by ``draw`` (and by a test that asks what a
        player sees)."""
        return self.framer.build()

    def draw(self, surf: pygame.Surface) -> None:
        self.drawn = self.frame()
        self.render.draw(surf, self.drawn)

    def focused_card(self) -> Card | None:
        """The card of your hand that has the keyboard focus (None while a button has it)."""
        mine = self.model.hands[self.you]
        if self.button_focus is None and 0 <= self.focus < len(mine) and mine[self.focus] in self.sprites:
            return mine[self.focus]
        return None

