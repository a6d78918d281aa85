"""The table's motion: the engine's events, as this seat may see them, played out one step at a
time as card flights, and the picture re-synced with the seat view after each batch.

Kept apart from the table scene so that what the cards do is one object with its own state (a
queue of batches, how long the step on show still runs, whether a summary holds the run) that a
test can drive and read without any input or drawing. The card model says where each card lies;
this object moves the sprites there, one event at a time, at the player's animation speed."""
from __future__ import annotations

import dataclasses
from collections import deque
from itertools import takewhile
from typing import Any

from game.rules.actions import (BidMade, CardPlayed, Claimed, Dealt, Discarded, HandScored, HandsShown, MatchOver,
                                PickedUp, Renege, TrickTaken, TrumpSet)
from game.rules.base import View
from game.rules.seat_view import SeatView
from game.ui.card_model import Arrival, CardModel, is_face
from game.ui.seating import DISCARD_SCALE, HAND_SCALE, STOCK_SCALE
from game.ui.sound import cue
from game.ui.sprites import CardSprite

NO_FLIGHT = 1000.0
"""The animation speed of the setting "off": every flight ends within a frame."""


class TableMotion:
    """The animator of one table scene's events.

    It owns the card model, the sprites that follow it, the queue of ("batch" | "event" |
    "collect" | "sync", payload, seat view after the batch) steps, and what the table shows while
    a batch plays out (``hud``, the view as the cards have got so far; ``seen``, the seat view of
    the last batch synced). From its ``scene`` it uses only the window's geometry (``seats``,
    ``places``, ``size``), the player's lifted and held cards (``raised_keys``, ``drag``, the
    panel's selection), the narrator, the log and the toast, and the scenes a hand's end opens
    over the table: everything the player reads or does stays the scene's."""

    def __init__(self, scene, table):
        self.scene = scene
        self.table = table
        self.app = scene.app
        speed = float(self.app.settings.get("anim_speed", 1.0))
        self.speed = speed if speed > 0 else NO_FLIGHT      # "off": cards go straight to their place
        table.pause = 0.45 / speed if speed > 0 else 0.15   # still a beat between the computers' moves
        self.sprites: dict[Any, CardSprite] = {}
        self.seen: SeatView = table.seat_view()
        """What this seat sees and may do, as the table shows it now (after the last batch synced)."""
        self.hud: View = self.seen.view
        """The view as the cards show it mid-batch: the trump, the scores and the tricks won move
        with the events, not ahead of them."""
        self.model = CardModel(table.players, table.human, self.hud)
        self.queue: deque = deque()
        self.wait = 0.0
        """How long the step on show still runs before the next one starts."""
        self.blocked = False
        """A hand summary or the match's end is over the table: nothing runs until it closes."""
        self.skipping = False
        self.trick_shown_at = 0.0
        """When the last finished trick was laid out (app time), for ``skip``."""
        self.trick_winner: int | None = None
        """The seat taking the trick on show (its card is highlighted until the trick is collected)."""
        self.loose = False
        """Some sprite has left the model and is still on its way off the table."""
        self.bubbles: dict[int, tuple[str, float]] = {}
        """What each seat just said in the auction, and for how much longer it shows."""

    # --- the queue ---------------------------------------------------------------------------

    def enqueue(self, events) -> None:
        """Queue a batch of events, as this seat may see them, with the seat view after it. Cards
        whose faces the human may see while it plays out: those in its view before or after the
        batch, and the cards played in it; any other card stays a back."""
        self.scene.set_hint(None)              # a move was made: the hint was for the decision before it
        events = self.table.events_for(events)
        seat = self.table.seat_view()
        shown = [c for ev in events if isinstance(ev, Claimed) for c in ev.cards]     # a claimant's hand
        known = self.model.see(seat.view, played=[ev.card for ev in events if isinstance(ev, CardPlayed)] + shown,
                               taken=[ev.cards for ev in events if isinstance(ev, TrickTaken)])
        self.queue.append(("batch", known, seat))
        for ev in events:
            self.queue.append(("event", ev, seat))
        self.queue.append(("sync", None, seat))

    def idle(self) -> bool:
        """Nothing left to show: the player may act (and the table may ask the next seat)."""
        return not self.queue and self.wait <= 0 and not self.blocked

    def tick(self, dt: float) -> None:
        """One frame: the flights move on, arrived leftovers go, bubbles fade, the queue runs."""
        for sp in self.sprites.values():
            sp.update(dt)
        if self.loose:
            self.drop_arrived()
        for s in list(self.bubbles):
            txt, left = self.bubbles[s]
            if left <= dt:
                del self.bubbles[s]
            else:
                self.bubbles[s] = (txt, left - dt)
        self.process(dt)

    def process(self, dt: float) -> None:
        """Start every step whose turn has come within ``dt``."""
        self.wait -= dt
        while self.wait <= 0 and not self.blocked and self.queue:
            kind, ev, seat = self.queue.popleft()
            if self.loose:
                self.drop_arrived()
            if kind == "batch":
                self.model.known = ev
                self.scene.narrator.new_batch([q[1] for q in takewhile(lambda q: q[0] == "event", self.queue)])
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
                    self.scene.log_line(self.scene.narrator.event_line(ev))
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
                    self.settle()
                    self.skipping = False
                    self.wait = left
                    return
            self.process(1e9)
            self.settle()
            self.wait = 0.0
        self.skipping = False
        self.settle()
        self.wait = 0.0
        self.drop_arrived()

    def settle(self) -> None:
        """Every card at the end of its flight."""
        for sp in self.sprites.values():
            sp.settle()

    # --- the picture following the model ------------------------------------------------------

    def sync(self, seat: SeatView, dur: float = 0.25) -> None:
        """Make the cards match ``seat``'s view (after each batch of events), keeping sprites that
        are already in place, and have the scene rebuild the decision from it."""
        self.seen = seat
        self.hud = view = seat.view
        self.scene.narrator.forget_bids()
        self.arrive(self.model.sync(view), self.scene.seats.stock_pos())
        live = set(self.model.keys())
        for key in [k for k in self.sprites if k not in live]:
            del self.sprites[key]
        self.sort_hand()
        self.scene.seat_view_changed()
        self.layout(dur)
        if dur <= 0:
            self.settle()

    def arrive(self, arrivals: list[Arrival], home) -> None:
        """Face-down sprites for keys new to the table, from ``home`` or from a seat's fan; a key
        that has a sprite keeps it (and its place)."""
        for a in arrivals:
            if a.key not in self.sprites:
                x, y = home if a.fan is None else self.scene.seats.fan_pos(*a.fan)
                self.sprites[a.key] = CardSprite(a.key, a.card, x, y, 0.0, HAND_SCALE if a.small else 1.0, False)

    def sort_hand(self, seat: SeatView | None = None) -> None:
        """Lay your hand out in the engine's order of ``seat`` (the batch's being animated), or of
        the seat view shown now."""
        self.model.sort_hand((seat or self.seen).sort_key, self.app.settings.get("hand_order", "suit") == "suit")

    def layout(self, dur: float = 0.25) -> None:
        """Point every card sprite at where the model says it lies (``dur`` at speed 1)."""
        scene = self.scene
        if scene.size[0]:
            scene.places.place(self.sprites, self.hud, scene.raised_keys(), scene.drag and scene.drag["key"],
                               dur / self.speed)

    # --- one event -----------------------------------------------------------------------------

    def step(self, ev, seat: SeatView) -> float:
        """Animate one event of the batch that ends in ``seat``; returns how long it takes."""
        sp = self.speed
        say = self.scene.narrator
        if isinstance(ev, Dealt):
            return self.deal(ev, seat)
        if isinstance(ev, CardPlayed):
            self.played(ev)
            self.app.speech.say(say.card_played(ev.seat, ev.card))
            return 0.35 / sp
        if isinstance(ev, TrickTaken):
            self.queue.appendleft(("collect", ev, seat))
            self.trick_shown_at = self.app.now
            self.trick_winner = ev.seat
            self.scene.log_line(say.trick_taken(ev.seat, ev.number), "brief")
            return float(self.app.settings.get("trick_pause", 1.0))
        if isinstance(ev, BidMade):
            said = say.bid_words(ev.action)
            self.bubbles[ev.seat] = (said, 1.8 / sp)
            self.scene.log_line(say.bid_made(ev.seat, said), "brief")
            return 0.55 / sp
        if isinstance(ev, TrumpSet):
            self.model.trump = ev.suit
            self.scene.log_line(say.trump_set(ev.seat, ev.suit), "brief")
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
            self.scene.show_toast(toast)
            self.scene.log_line(line)
            self.layout()
            return 0.4 / sp
        if isinstance(ev, HandsShown):
            self.shown(ev)
            return 0.6 / sp
        if isinstance(ev, Claimed):                  # the claimant's hand face up, then the rest
            line = say.event_line(ev)
            self.scene.log_line(line)
            self.scene.show_toast(line)              # the log may have no room beside a top plate
            self.shown(HandsShown(tuple(ev.cards if s == ev.seat else () for s in range(self.scene.n))))
            return 1.2 / sp
        if isinstance(ev, HandScored):
            if len(ev.scores) == len(self.hud.scores):
                self.hud = dataclasses.replace(self.hud, scores=tuple(ev.scores))
            self.blocked = True
            self.app.push(self.app.nav.make("summary", self.scene, ev))
            return 0.0
        if isinstance(ev, MatchOver):
            self.blocked = True
            self.app.push(self.app.nav.make("match over", self.scene, ev))
            return 0.0
        self.scene.log_line(say.event_line(ev))
        return 0.3 / sp

    def deal(self, ev: Dealt, seat: SeatView) -> float:
        """A new deal: every card leaves the dealer's seat at its turn, the stock last."""
        view = seat.view
        self.sprites.clear()
        self.scene.panel.selected.clear()
        self.hud = view
        self.model.trump = view.trump     # the last deal's trump goes with its cards
        home = self.scene.seats.deal_origin(ev.dealer)
        fly = 0.3 / self.speed
        hands, stock, t = self.model.deal(ev.dealer, ev.hand_sizes, ev.up_card, ev.stock_size, view,
                                          0.05 / self.speed)
        self.arrive([Arrival(k, k if is_face(k) else None) for keys in self.model.hands for k in keys] + stock,
                    home)
        self.sort_hand(seat)
        self.layout(0.3)
        for key, when in hands:           # each card leaves the dealer at its turn
            self.fly(key, None, fly, when)
        for a in stock:                   # the stock last, face up where it shows
            self.fly(a.key, True, fly, t)
        self.scene.log_line(self.scene.narrator.dealt(ev.dealer, self.table.record.has_dealer))
        return t + fly

    def fly(self, key, face_up: bool | None, dur: float, delay: float) -> None:
        """Send a sprite on to where ``layout`` pointed it, ``delay`` seconds from now (face as laid
        out when ``face_up`` is None)."""
        sp = self.sprites[key]
        x, y, rot, scale, face = sp.dst
        sp.dst = None
        sp.target(x, y, rot, scale, bool(face) if face_up is None else face_up, dur, delay)

    def played(self, ev: CardPlayed) -> None:
        """A card goes to the trick: from its place in a hand, or (a card this seat had not seen)
        turning up from the middle of that seat's backs."""
        card = ev.card
        placed = card in self.sprites and card in self.model.hands[ev.seat]
        pos, scale = self.scene.places.fan_pos(ev.seat), HAND_SCALE
        back = self.model.play(ev.seat, card, placed)
        if not placed:
            old = self.sprites.pop(back, None) if back is not None else None
            if old is not None:
                pos, scale = (old.x, old.y), old.scale
            self.sprites.pop(card, None)
            self.sprites[card] = CardSprite(card, card, pos[0], pos[1], 0.0, scale, False)
        if self.scene.drag and self.scene.drag["key"] == card:
            self.scene.drag = None        # the computer played the card you held (playing for you)
        self.layout(0.35)

    def collect(self, ev: TrickTaken) -> float:
        """The finished trick flies face down to its winner (and shows in the corner panel)."""
        x, y = self.scene.seats.anchor(ev.seat)
        dur = 0.4 / self.speed
        self.hud = dataclasses.replace(
            self.hud, last_trick=tuple((s, k if is_face(k) else None) for s, k in self.model.trick))
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
        """One more trick on ``seat``'s plate as its trick is collected (the view counts it earlier)."""
        tw = list(self.hud.tricks_won) or [0] * self.model.n
        if seat < len(tw):
            tw[seat] += 1
            self.hud = dataclasses.replace(self.hud, tricks_won=tuple(tw))

    def picked_up(self, ev: PickedUp, seat: SeatView) -> None:
        """``ev.seat`` takes cards up; a card this seat may not see (None) goes as a back."""
        for card in ev.cards:
            sp = self.sprites.pop(card, None) if card is not None else None
            placed = sp is not None
            if not placed:
                sx, sy = self.scene.seats.stock_pos()
                sp = CardSprite(card, card, sx, sy, 0.0, 1.0, False)
            k = self.model.pick_up(ev.seat, card, placed)
            if k != card:
                face = sp.face if card is not None else 0.0
                sp = CardSprite(k, None, sp.x, sp.y, sp.rot, sp.scale, False)
                sp.face = face
            self.sprites[k] = sp
        self.scene.log_line(self.scene.narrator.picked_up(ev.seat, ev.cards))
        self.sort_hand(seat)
        self.layout(0.45)

    def discarded(self, ev: Discarded, view: View) -> None:
        """Cards laid aside fly to your discard pile, or back into the stock (a talon)."""
        seats = self.scene.seats
        gone, to_pile = self.model.discard(ev.seat, ev.cards, ev.count, view)
        sx, sy = seats.discard_pos(self.scene.places.pile_right(self.hud)) if to_pile else seats.stock_pos()
        scale = DISCARD_SCALE if to_pile else STOCK_SCALE
        for k in gone:
            sp = self.sprites.get(k)
            if sp is not None:
                sp.target(sx, sy, 0.0, scale, False, 0.45 / self.speed)
        self.loose = True
        self.scene.log_line(self.scene.narrator.discarded(ev.seat, ev.count))
        self.layout(0.45)

    def shown(self, ev: HandsShown) -> None:
        """Other seats lay their hands open: each face this seat may see replaces a back."""
        for s, cards in enumerate(ev.hands):
            if s == self.model.you or not cards:
                continue
            flips, fan = self.model.show(s, cards, lambda c: c in self.sprites)
            for c, back in flips:
                old = self.sprites.pop(back, None) if back is not None else None
                x, y = (old.x, old.y) if old else self.scene.seats.fan_pos(*fan)
                self.sprites[c] = CardSprite(c, c, x, y, 0.0, HAND_SCALE, False)
        self.layout(0.5)
