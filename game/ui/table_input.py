"""The table's key map and pointer map: a pygame event, with what lies under the pointer or has
the keyboard, becomes the intents (game/ui/intents.py) the table scene carries out in its ``do``.

Why apart from the scene: what a key means depends on a dozen things at once (a drag in progress,
cards still flying, the bid stepper, a focused button, a raised card), and this is the one place
that decides it, where a test can ask without pressing anything. The intents that only move the
keyboard's focus, the pointer's card or the bid stepper are carried out here too; the scene's
``do`` hands them over. The focus itself stays on the scene (``focus``, ``button_focus``,
``armed``, ``drag``, ``hover``), which its drawing reads."""
from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pygame

from game.cards import Card
from game.i18n import _
from game.rules import wording
from game.rules.wording import N_
from game.ui.intents import (
    AnswerClaim,
    ArmCard,
    AskHint,
    ChooseCard,
    Claim,
    DragTo,
    ExplainCard,
    ExportHand,
    Grab,
    Hover,
    Intent,
    LetGo,
    LookBack,
    MoveFocus,
    OpenSeats,
    PlayCard,
    Press,
    ReadTable,
    Reorder,
    ScrollPanel,
    ShowKeys,
    Skip,
    StepBid,
    ToggleCard,
    TypeBid,
    Undo,
)
from game.ui.widgets import Button, next_focus

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
STEPS = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 10, pygame.K_PAGEDOWN: -10}
"""The bid stepper's keys: how many bids each steps."""

CLICK_AGAIN = N_("Click again (or Enter) to play")
"""The toast after a first click with "confirm before playing" on."""


class TableInput:
    """The key map of one table scene (``ts``) and the carrying out of its focus intents."""

    def __init__(self, ts: Any):
        self.ts = ts
        self.meaning: dict[Button, Intent] = {}
        """What each of the table's own buttons means (undo, hint, I'm back, scores...)."""

    def button(self, label: str, intent: Intent, **kw: Any) -> Button:
        """A table button that means ``intent``: a click or Enter on it is that intent."""
        b = Button(label, lambda: self.ts.do(intent), **kw)
        self.meaning[b] = intent
        return b

    # --- what the keyboard and the pointer are on ----------------------------------------------

    def hand_card_at(self, pos) -> Card | None:
        ts = self.ts
        for key in reversed(ts.model.hands[ts.you]):
            sp = ts.sprites.get(key)
            if sp is not None and sp.rect(ts.card).collidepoint(pos):
                return key
        return None

    def focused_card(self) -> Card | None:
        """The card of your hand that has the keyboard focus (None while a button has it)."""
        ts = self.ts
        mine = ts.model.hands[ts.you]
        if ts.button_focus is None and 0 <= ts.focus < len(mine) and mine[ts.focus] in ts.sprites:
            return mine[ts.focus]
        return None

    def fixed_buttons(self) -> list[Button]:
        """The table's own buttons, there whatever the decision: undo, hint, "I'm back" (while the
        computer plays for you), the score sheet, the tricks, the rules."""
        ts = self.ts
        back = [ts.back_button] if ts.table.auto_play() else []
        return [b for b, _ in ts.help_buttons] + back + ts.look_buttons

    def controls(self) -> list[Button | None]:
        """Every control Tab reaches, in order: your hand (None: one stop, ← → choose the card),
        the decision buttons, then the table's own buttons; disabled ones are passed over."""
        ts = self.ts
        stops: list[Button | None] = [None] if ts.model.hands[ts.you] else []
        if ts.my_turn():
            stops += ts.panel.grid.buttons
        return stops + [b for b in self.fixed_buttons() if b.enabled]

    def card_intent(self, card: Card) -> Intent | None:
        """A click or Enter on ``card``: pick it for the discard, raise it (plays are confirmed),
        or play it; None when it may not be used now."""
        ts = self.ts
        if not ts.pickable(card):
            return None
        if ts.discard_mode():
            return ToggleCard(card)
        if ts.app.settings.get("confirm_play") and ts.armed != card:
            return ArmCard(card)
        return PlayCard(card)

    # --- events into intents -----------------------------------------------------------------

    def intents(self, ev) -> Iterator[Intent]:
        """What ``ev`` means, in order. A generator: the scene carries each intent out before the
        next is decided (a click elsewhere first lowers the raised card, then is itself)."""
        ts = self.ts
        down = ev.type == pygame.MOUSEBUTTONDOWN
        click = down and ev.button == 1
        key = ev.key if ev.type == pygame.KEYDOWN else None
        b = ts.button_focus
        if key == pygame.K_TAB:               # (not while a card is held)
            if not ts.drag and self.controls():
                yield MoveFocus(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
            return
        if key in (*ENTER, pygame.K_SPACE) and b is not None and b in self.fixed_buttons():
            if b.enabled:
                yield self.meaning[b]
            return
        if down and ts.armed is not None and self.hand_card_at(ev.pos) != ts.armed:
            yield ArmCard(None)                # a click elsewhere lowers the raised card
        if click and ts.table.auto_play() and ts.back_button.hit(ev.pos):
            yield self.meaning[ts.back_button]
            return
        if click and not ts.drag:
            for b in self.fixed_buttons():
                if b is not ts.back_button and b.hit(ev.pos):
                    yield self.meaning[b]
                    return
            last = ts.drawn and ts.drawn.last_trick
            if last and last.box.collidepoint(ev.pos) and ts.motion.idle():
                yield LookBack("tricks")
                return
        if key is not None and not ts.drag:
            letter = self.letter(key, getattr(ev, "unicode", ""))
            if letter is not None:
                yield letter
                return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and ts.drag:
            yield from self.drop(ev.pos) if ts.motion.idle() else (LetGo(),)
            return
        if not ts.motion.idle():
            if (down or key is not None) and not ts.motion.blocked:
                yield Skip(keep_trick=not ts.app.settings.get("skip_tricks", False))
            return
        if ev.type == pygame.MOUSEMOTION:
            yield from self.pointer_moved(ev.pos)
            return
        yield from self.on_the_panel(ev)

    def letter(self, key: int, unicode: str) -> Intent | None:
        """The table's letter keys: S scores, T tricks, U undo, H hint, C claim the rest (Y / N
        accept or refuse another's), P seats, E export, R read the table aloud, ? keys."""
        ts = self.ts
        if key in (pygame.K_s, pygame.K_t):
            return LookBack("scores" if key == pygame.K_s else "tricks")
        if key == pygame.K_u and ts.table.undo_on:
            return Undo()
        if key == pygame.K_h and ts.table.hint_on:
            return AskHint()
        if key == pygame.K_c:
            return Claim()
        if key in (pygame.K_y, pygame.K_n) and ts.table.claim_question() is not None:
            return AnswerClaim(key == pygame.K_y)
        if key == pygame.K_p and ts.table.host is not None:
            return OpenSeats()
        if key == pygame.K_e:
            return ExportHand()
        if key == pygame.K_r:
            return ReadTable()
        if unicode == "?":
            return ShowKeys()
        return None

    def pointer_moved(self, pos) -> Iterator[Intent]:
        """The held card follows the pointer; else the card under it is raised a little."""
        ts = self.ts
        if ts.drag:
            yield DragTo(pos)
            return
        hover = self.hand_card_at(pos)
        if hover != ts.hover:
            yield Hover(hover)

    def on_the_panel(self, ev) -> Iterator[Intent]:
        """Keys and clicks while you may act: the bid stepper's keys, the decision buttons, then
        your hand."""
        ts = self.ts
        grid = ts.panel.grid
        key = ev.key if ev.type == pygame.KEYDOWN else None
        if ts.panel.amount is not None and key is not None and not (key in ENTER and grid.focus >= 0):
            unicode = getattr(ev, "unicode", "")                # unless Enter is on a button
            if key in STEPS:
                yield StepBid(STEPS[key])
                return
            if unicode.isdigit() or key == pygame.K_BACKSPACE:
                yield TypeBid(unicode if unicode.isdigit() else "")
                return
            if key in ENTER:
                yield Press(ts.panel.amount_button)
                return
        if ev.type == pygame.MOUSEWHEEL and grid.items and grid.area.collidepoint(pygame.mouse.get_pos()):
            yield ScrollPanel(ev.y)
            return
        used, pressed = grid.pressed_by(ev)
        if used:
            if pressed is not None:
                yield Press(pressed)
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            card = self.hand_card_at(ev.pos)
            if card is not None:              # any card of yours may be dragged along your hand
                sp = ts.sprites[card]
                yield Grab(card, ev.pos, (sp.x - ev.pos[0], sp.y - ev.pos[1]))
        elif key is not None:
            yield from self.hand_key(key)

    def hand_key(self, key: int) -> Iterator[Intent]:
        """← → choose a card; Enter or Space plays the chosen card (or says why not), or Space
        presses the focused decision button."""
        ts = self.ts
        mine = ts.model.hands[ts.you]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and mine:
            yield ChooseCard(-1 if key == pygame.K_LEFT else 1)
        elif key == pygame.K_SPACE and ts.button_focus is not None:
            if ts.button_focus.enabled:       # (Enter on a decision button is the grid's own key)
                yield Press(ts.button_focus)
        elif key in (*ENTER, pygame.K_SPACE) and 0 <= ts.focus < len(mine):
            card = mine[ts.focus]
            intent = ExplainCard(card) if card in ts.panel.illegal else self.card_intent(card)
            if intent is not None:
                yield intent

    def drop(self, pos) -> Iterator[Intent]:
        """The held card let go at ``pos``: a click plays (or selects) it; a drag onto your hand
        row moves it there; onto the table it plays the card, where it may be played now."""
        ts = self.ts
        card, moved = ts.drag["key"], ts.drag["moved"]
        intent: Intent | None = None
        if not moved:
            if ts.pickable(card):
                intent = self.card_intent(card)
            elif card in ts.panel.illegal and ts.my_turn():
                intent = ExplainCard(card)
        elif pos[1] >= ts.size[1] - ts.card[1] * 1.15:
            intent = Reorder(card, self.place_at(pos[0]))
        elif ts.pickable(card) and not ts.discard_mode():
            intent = PlayCard(card)
        if intent is not None:
            yield intent
        yield LetGo()

    def place_at(self, x: float) -> int:
        """The place in your hand's fan nearest ``x``."""
        ts = self.ts
        slots = ts.seats.hand_slots(len(ts.model.hands[ts.you]), ts.places.stock_left(ts.motion.hud))
        return min(range(len(slots)), key=lambda i: abs(slots[i][0] - x))

    # --- carrying out what moves the focus, the held card or the stepper ------------------------

    def do(self, intent: Intent) -> None:
        ts = self.ts
        match intent:
            case ArmCard(card):
                self.arm(card)
            case ToggleCard(card):
                self.toggle(card)
            case Reorder(card, place):
                ts.model.move(card, place)
                ts.focus = -1
            case ChooseCard(step):
                self.choose(step)
            case MoveFocus(step):
                stops = self.controls()
                at = stops.index(ts.button_focus) if ts.button_focus in stops else -1
                self.focus_on(stops[next_focus(at, step, len(stops))])
            case StepBid(steps):
                ts.panel.change_amount(steps=steps)
            case TypeBid(digit):
                ts.panel.type_bid(digit)
            case ScrollPanel(lines):
                ts.panel.grid.scroll_by(lines)
            case Grab(card, at, offset):
                ts.drag = {"key": card, "start": at, "off": offset, "moved": False}
            case DragTo(at):
                self.drag_to(at)
            case LetGo():
                ts.drag = None
                ts.motion.layout(0.3)
            case Hover(card):
                ts.hover = card
                ts.motion.layout(0.12)
            case ReadTable():
                self.read_table()
            case _:
                raise ValueError(f"not an intent of the focus: {intent!r}")

    def focus_on(self, stop: Button | None) -> None:
        """Put the keyboard on ``stop`` (None: your hand, at the card it was on, else the first)."""
        ts = self.ts
        if stop is not None and ts.focus >= 0:
            ts.hand_place, ts.focus = ts.focus, -1
        elif stop is None and ts.focus < 0:
            ts.focus = min(ts.hand_place, len(ts.model.hands[ts.you]) - 1)
        ts.button_focus = stop
        for b in self.fixed_buttons() + [ts.back_button]:
            b.focused = b is stop
        grid = ts.panel.grid
        grid.focus_on(grid.buttons.index(stop) if stop in grid.buttons else -1)
        self.arm(None)
        ts.motion.layout(0.12)
        self.say_focus()

    def choose(self, step: int) -> None:
        """← or →: from a button back to the hand, at the card it was on; else the next card."""
        ts = self.ts
        if ts.button_focus is not None:
            self.focus_on(None)
        else:
            n = len(ts.model.hands[ts.you])
            ts.focus = (ts.focus + step) % n if ts.focus >= 0 else (n - 1 if step < 0 else 0)
            self.arm(None)                  # choosing another card lowers the raised one
            self.say_focus()
        ts.motion.layout(0.12)

    def say_focus(self) -> None:
        """Say what the keyboard is on now: the card (full: why it may not be played), or the
        control; it cuts off what was being said, which the player has moved on from."""
        ts = self.ts
        speech = ts.app.speech
        if ts.button_focus is not None:
            speech.say(ts.button_focus.label, interrupt=True)
            return
        mine = ts.model.hands[ts.you]
        if 0 <= ts.focus < len(mine):
            card = mine[ts.focus]
            speech.say(ts.named(wording.card(card)), interrupt=True)
            if card in ts.panel.illegal and ts.my_turn():
                speech.say(ts.panel.illegal[card], "full")

    def read_table(self) -> None:
        """The state key: your hand, the trick, the trump and the scores, said aloud (with speech
        off, a line saying where to turn it on)."""
        ts = self.ts
        if ts.app.speech.level() == "off":
            ts.show_toast(_("R reads the table aloud: turn on \"Speak the table\" in Settings."))
            return
        hud = ts.motion.hud
        ts.app.speech.say(ts.narrator.state([c for c in ts.model.hands[ts.you] if isinstance(c, Card)],
                                            hud.trick, hud.trump, hud.up_card, hud.scores,
                                            ts.motion.seen.score_index.__getitem__),
                          interrupt=True)

    def arm(self, card: Card | None) -> None:
        """Raise ``card`` for a second click or Enter to play (None: lower it again)."""
        ts = self.ts
        if card == ts.armed:
            return
        ts.armed = card
        if card is not None:
            ts.show_toast(_(CLICK_AGAIN))
        elif ts.toast and ts.toast[0] == _(CLICK_AGAIN):
            ts.toast = None
        ts.motion.layout(0.12)

    def toggle(self, card: Card) -> None:
        ts = self.ts
        if not ts.pickable(card):
            return
        ts.panel.selected ^= {card}
        ts.panel.update_discard_button()
        ts.motion.layout(0.15)

    def drag_to(self, pos) -> None:
        d = self.ts.drag
        if math.hypot(pos[0] - d["start"][0], pos[1] - d["start"][1]) > 6:
            d["moved"] = True
        sp = self.ts.sprites.get(d["key"])
        if sp is not None:
            sp.dst = None
            sp.target(pos[0] + d["off"][0], pos[1] + d["off"][1], 0.0, 1.05, True, 0)
