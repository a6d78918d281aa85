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

from collections import deque
from typing import Any

import pygame

from game import hand_file, i18n
from game.cards import Card
from game.i18n import _
from game.rules import IllegalAction
from game.rules.claim import CLAIM_TURN
from game.rules.actions import Action, Play
from game.rules.wording import CardNames
from game.store import CARD_SIZES
from game.table import LESSON, Table
from game.ui import art
from game.ui.decision_panel import DecisionPanel
from game.ui.frame import TableFrame
from game.ui.frame_build import FrameBuilder
from game.ui.guided import Guide, dock_width
from game.ui.intents import (
    AnswerClaim,
    ArmCard,
    AskHint,
    Claim,
    ExplainCard,
    ExportHand,
    ImBack,
    Intent,
    Leave,
    LookBack,
    OpenRules,
    OpenSeats,
    PlayCard,
    Press,
    ShowKeys,
    Skip,
    Undo,
)
from game.ui.narrator import Narrator
from game.ui.scene import Scene
from game.ui.seating import Seating
from game.ui.sprites import ImageCache
from game.ui.table_input import TableInput
from game.ui.table_layout import TableLayout
from game.ui.table_motion import TableMotion
from game.ui.table_render import TableRenderer
from game.ui.widgets import Button


class TableScene(Scene):
    def __init__(self, app, table: Table, animate_opening: bool = True):
        super().__init__(app)
        self.table = table
        self.rules_game = table.game
        self.you = table.human
        self.n = table.players
        self.names = table.names
        self.guide = Guide(table.game) if table.aside is LESSON else None
        """At a lesson's table: the explanation of the decision open now (game/ui/guided.py)."""
        self.motion = TableMotion(self, table)
        """The engine's events played out as card flights: the card model, the sprites, the queue."""
        self.table.clock = lambda: self.app.now
        art.use_faces(table.record.faces(app.settings["faces"]))
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
        self.input = TableInput(self)
        """The key map: what a key or a click means here (``handle`` → intents → ``do``)."""
        button = self.input.button
        self.back_button = button(_("I'm back"), ImBack(), size=18, sub=_("the computer is playing for you"))
        self.look_buttons = [button(_("Scores"), LookBack("scores"), size=13),
                             button(_("Tricks"), LookBack("tricks"), size=13),
                             button(_("Rules"), OpenRules(), size=13)]
        self.look_keys = ("S", "T", "")       # (F1 opens the rules anywhere: no room for it here)
        if table.host is not None:            # this window hosts the LAN table: remove, bar
            self.look_buttons.append(button(_("Seats"), OpenSeats(), size=13))
            self.look_keys += ("P",)
        """The score sheet and the trick history: look back at the match without changing it (and
        the keys that open them, drawn in the buttons' corners)."""
        self.help_buttons: list[tuple[Button, str]] = []
        """Help with your own decisions, above your name plate: undo and the hint, with their keys."""
        if table.undo_on:
            self.undo_button = button(_("Undo"), Undo(), size=13, enabled=False)
            self.help_buttons.append((self.undo_button, "U"))
        self.hint_line: str | None = None
        """The hint for the decision open now (or that one is being worked out), until a move."""
        if table.hint_on:
            self.hint_button = button(_("Hint"), AskHint(), size=13)
            self.help_buttons.append((self.hint_button, "H"))
        self.claim_button = button(_("Claim the rest"), Claim(), size=13)
        """Beside undo and the hint while your claim of the rest is proven (``follow_claim``)."""
        self.answer_buttons = [(button(_("Accept the claim"), AnswerClaim(True), size=13), "Y"),
                               (button(_("Refuse"), AnswerClaim(False), size=13), "N")]
        """In their place while another player's claim waits for your answer (a table of people)."""
        self.size = (0, 0)
        self.hand_mode = app.settings.get("hand_order", "suit")
        self.resize(app.screen.get_size())
        opening = table.opening_events() if animate_opening else []
        if self.guide is not None and animate_opening:
            for line in self.guide.welcome(self.named):      # the lesson's first words
                self.log_line(line)
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
        self.seats = Seating(size, self.n, self.you, scale,
                             None if self.guide is None else w - dock_width(size))   # a lesson's column
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
        return self.table.record.names_for(self.app.settings.get("card_names"), i18n.active().code)

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
        if self.button_focus not in self.input.fixed_buttons() and self.button_focus is not None:
            self.input.focus_on(None)             # a decision button of the decision before: to the hand
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

    # --- what the player reads ---------------------------------------------------------------------

    def seat_view_changed(self) -> None:
        """A batch has been played out and the cards synced with the motion's new seat view: the
        selection keeps only cards still held, and the prompt and the decision are made again."""
        self.panel.selected.intersection_update(self.motion.hud.hand)
        self.prompt = self.named(self.motion.seen.prompt)
        self.build_panel()
        if self.guide is not None:          # a lesson explains it and asks the computer's answer
            self.guide.clear()
            if self.panel.legal:
                self.guide.open(self.motion.seen, self.table.ask_hint)
        if self.panel.legal:                # a decision of yours opens: said aloud
            self.app.speech.say(self.prompt)

    def log_line(self, line: str, level: str = "full") -> None:
        """Add ``line`` to the log, and say it at speech verbosity ``level`` (game/ui/speech.py)."""
        if not line:                        # nothing to add: the move's line already said it
            return
        self.log.append(line)
        self.table.note_line(line)
        self.app.speech.say(line, level)

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
            self.show_toast(i18n.line(notes[-1]))     # e.g. the autosave could not be written
        self.notes_seen = len(notes)
        self.follow_settings()
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        self.motion.tick(dt)
        if self.table.hint_on:
            got = self.table.hint()
            if got is not None:
                self.show_hint(*got)
            elif self.guide is not None and self.guide.asked and self.table.hinting is None:
                self.guide.answer(None, "")     # the Normal player failed (logged): no line of its own
            elif self.hint_line and self.table.hinting is None and self.hint_line.endswith("…"):
                self.set_hint(None)             # the Normal player failed (logged): no hint
        self.follow_claim()
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
            case Claim():
                self.claim()
            case AnswerClaim(accept):
                self.answer_claim(accept)
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
                self.motion.skip(keep_trick=keep_trick)
            case Leave():
                self.leave()
            case _:
                self.input.do(intent)

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

    def ask_hint(self) -> None:
        """What the Normal player would do in your place, with its reason; the card or button it
        chose gets the focus, so Enter plays it."""
        if not self.my_turn():
            self.show_toast(_("A hint is for your own turn."))
        elif self.table.ask_hint():
            self.set_hint(_("Thinking about your move…"))

    def follow_claim(self) -> None:
        """The Claim button is offered exactly while your claim of the rest is proven (the table
        asks the rules once a move); Accept and Refuse while another's claim waits for you."""
        offered = self.my_turn() and self.table.claim_proof() is None
        asked = self.motion.idle() and self.table.claim_question() is not None
        for entries, on in (([(self.claim_button, "C")], offered), (self.answer_buttons, asked)):
            if on != (entries[0] in self.help_buttons):
                for entry in entries:
                    if on:
                        self.help_buttons.append(entry)
                    else:
                        self.help_buttons.remove(entry)
                        if self.button_focus is entry[0]:
                            self.input.focus_on(None)

    def answer_claim(self, accept: bool) -> None:
        """Accept or refuse the claim another player made (their cards are face up on the table)."""
        try:
            events = self.table.answer_claim(accept)
        except IllegalAction as e:
            self.show_toast(self.named(e.reason))
            return
        if events:
            self.motion.enqueue(events)

    def claim(self) -> None:
        """Take every remaining trick at once, or read why the claim is not certain."""
        if not self.my_turn():
            self.show_toast(self.named(CLAIM_TURN))
            return
        try:
            events = self.table.claim()
        except IllegalAction as e:
            self.show_toast(self.named(e.reason))
            return
        self.panel.clear()
        self.motion.enqueue(events)

    def show_hint(self, action: Action, why: str) -> None:
        """The Normal player's answer: the hint above the prompt, or at a lesson's table the last
        line of the explanation; either way its card or button gets the focus."""
        if self.guide is not None and self.guide.seen is not None:
            self.guide.answer(action, why)
        else:
            self.set_hint(_("Hint: {0}").format(self.named(why)))
        mine = self.model.hands[self.you]
        if type(action) is Play and action.card in mine:
            self.focus = mine.index(action.card)
            self.input.focus_on(None)
            return
        for _group, b in self.panel.grid.items:
            if b.action == action:
                self.input.focus_on(b)

    def export_hand(self) -> str:
        """Save the match so far as a hand file in the data folder (the deal in play only as its
        commitment); the one line saying where, or why not."""
        hf = self.table.hand_file()
        if hf is None:
            return _("This table cannot save its hand yet.")
        path = self.app.store.save_hand(self.table.game, hand_file.write(hf))
        return _("Hand saved: {0}").format(path) if path is not None else _("The hand could not be saved.")

    def undo(self) -> None:
        """Take back your last decision: the table replays the match to just before it, and a
        fresh scene shows the cards as they lay then."""
        if self.drag or self.motion.blocked:
            return
        if not self.table.undo():
            self.show_toast(_("There is no move of yours in this hand to take back."))
            return
        scene = TableScene(self.app, self.table, animate_opening=False)
        self.app.replace(scene)
        scene.log_line(_("You took back your last move."))
        scene.show_toast(_("You took back your last move."))

    def frame(self) -> TableFrame:
        """What the table shows now: built once a tick by ``draw`` (and by a test that asks what a
        player sees)."""
        return self.framer.build()

    def draw(self, surf: pygame.Surface) -> None:
        self.drawn = self.frame()
        self.render.draw(surf, self.drawn)

