"""The table controller: the one place a match advances, over its seats, with bot timing and autosave.

A seat is one of three kinds: the person at this window (``human``; the desktop has one, the LAN
host's table none), a computer (its level, thinking on the table's thinker), or a person elsewhere
(``people``: a LAN seat, whose actions arrive by ``submit(action, seat)``). A computer may take over
a person's seat (``take_over``: the LAN host does after its reconnect countdown, or after removing
the person) and gives it back once no trick is in progress (``give_back``).

No pygame and no real time here: the clock is injected, so tests drive bots frame by frame. A bot
thinks on the table's thinker (game/worker.py: the app's worker process, or a thread) over the
match sent as data, so the window and the bot never share a state; the move is applied by ``poll``
once it is ready and a short natural pause has passed (``wake_in`` says when to poll next, and
``on_thought`` is told when a thought is in, for a loop that sleeps between polls).

Timers (games whose registry record is ``timed``) run for the person seats: ``poll`` starts a
countdown when a decision opens, and on expiry applies the record's ``timeout_action`` and counts
the miss in its ``miss_tracker``; while that tracker says automatic play is on, the computer acts
for the person at this window at once. A decision a person may take although another seat is to
act (``open_actions``: starting the next game) is never taken by a bot: the person, or the
countdown, takes it."""
from __future__ import annotations

import logging
import random
import time
import uuid
from dataclasses import dataclass
from typing import Any, Callable

from game.ai import level
from game.commitments import DealSeals
from game.hand_file import HandFile, from_match, write as write_hand
from game.i18n import _
from game.match_record import MatchRecord, SheetRow, TrickRow, seat_score, seat_won, start_scores
from game.models import shipped
from game.registry import record
from game.rules import GAMES, GameState, IllegalAction
from game.rules.claim import ANSWERING, NO_QUESTION, PLAYING_OUT, REFUSED, Proof, claim_action, prove
from game.rules.replay import Move, replay
from game.rules.seat_view import SeatView
from game.rules.actions import Action, Claimed, ClaimRefused, Event, HandScored, MatchOver
from game.rules.wording import N_, Said
from game.store import AUTOSAVE, KINDS, Store, save_name
from game.turns import Countdown, checked_move, timed_out, timeout_move
from game.worker import ProcessThinker, Request, ThreadThinker, Thought



@dataclass(frozen=True)
class Aside:
    """A table played outside the match: a practice branch (game/practice.py), a game's guided
    hand (game/lessons.py) or a duplicate challenge's deal (game/challenge.py). Such a table has no
    store, so it never counts in the statistics, never keeps a hand and never saves over the game's
    match in progress. What it says of itself, in catalog words: the badge beside the game's name
    (``badge`` filled with ``badge_args``), the Esc key's line, the hand summary's button (which
    closes the table back to the scene that opened it) and the quit question's first line."""
    badge: str
    keys: str
    finish: str
    quit_note: str
    badge_args: tuple[int, ...] = ()

    def badge_text(self) -> str:
        return _(self.badge).format(*self.badge_args)


PRACTICE = Aside(N_("Practice"), N_("Esc: end practice"), N_("Finish practice"),
                 N_("This practice hand is not saved; your match in progress is kept as it was."))
LESSON = Aside(N_("Lesson"), N_("Esc: end lesson"), N_("Finish lesson"),
               N_("This lesson is not saved and never counts; your match in progress is kept as it was."))
MATCH_QUIT = N_("Your match is saved after every move: it will be here to continue.")
"""The quit question's first line while a table's match is in progress."""
BOT_NAMES = ("Ada", "Bela", "Cleo", "Dani", "Emil", "Fanni", "Gus", "Hedda")
SAVE_VERSION = KINDS[AUTOSAVE].version
"""The autosave's format (the store refuses other versions: a newer one is kept aside)."""
SAVE_EVERY = 5.0
LOG_KEEP = 20
"""Lines of the table's event log kept in the autosave, so they come back on the next start."""
"""Seconds between autosaves while a countdown runs, so a resumed match keeps the time left."""


log = logging.getLogger(__name__)


def side_names(names: list[str], count: int, score_index: Callable[[int], int], you: int) -> list[str]:
    """Names of ``count`` scoring units: the seats, or teams ("Ada & Cleo", "You & Cleo": you
    first) where ``score_index`` puts several seats on one score."""
    if count == len(names):
        return list(names)
    out = []
    for i in range(count):
        seats = sorted((s for s in range(len(names)) if score_index(s) == i), key=lambda s: s != you)
        out.append(" & ".join(names[s] for s in seats) or f"Team {i + 1}")
    return out


def bot_names(players: int, human: int, player_name: str) -> list[str]:
    names, it = [], iter(n for n in BOT_NAMES if n.lower() != player_name.strip().lower())
    for s in range(players):
        names.append(player_name if s == human else next(it))
    return names


class Table:

    def __init__(self, state: GameState, human: int | None = 0, levels: list[str | None] | None = None,
                 names: list[str] | None = None, store: Store | None = None, pause: float = 0.6,
                 clock: Callable[[], float] = time.monotonic, seed: int | None = None,
                 sheet: list[SheetRow] | None = None, timers: bool = True,
                 timer: dict | None = None, misses: dict | None = None,
                 thinker: ThreadThinker | ProcessThinker | None = None, match_id: str | None = None,
                 undo: bool = True, undos: int = 0, auto_forced: bool = False, log: list[str] | None = None,
                 deals: list | None = None, people: tuple[int, ...] = (), takeover: str = "normal",
                 on_move: Callable[[Action, int, Callable[[], list[Event]]], list[Event]] | None = None,
                 on_thought: Callable[[], None] | None = None,
                 aside: Aside | None = None, on_claim: Callable[[list[Event]], None] | None = None):
        n = state.players
        if human is not None and not 0 <= human < n:
            raise ValueError(f"human seat must be 0..{n - 1}")
        self.state = state
        self.game = state.NAME
        self.human = human
        """The seat of the person at this window; None at the LAN host's table (everyone is elsewhere)."""
        self.people = sorted({*people, *(() if human is None else (human,))})
        """Every person's seat, the one at this window included: they get countdowns, never a bot."""
        # a seat given no level (tools, tests) plays Easy; the app's setup names each seat's level
        self.levels = [None if s in self.people else level((levels or [None] * n)[s] or "easy") for s in range(n)]
        self.names = list(names) if names else bot_names(n, human if human is not None else -1, "You")
        self.record = record(self.game)
        self.bots = {s: self.record.make_bot(lv, models=shipped()) for s, lv in enumerate(self.levels)
                     if lv is not None}
        self.takeover_level = takeover
        self.takeover = self.record.make_bot(takeover, models=shipped())
        """Plays a person's seat a computer has taken over (``take_over``)."""
        self.replaced: set[int] = set()
        """Person seats a computer plays for now."""
        self.on_move = on_move
        """Wraps every move: called with the action, the seat and the function that applies it (the
        LAN host tells its seats what the move did), returning that function's events."""
        self.on_thought = on_thought
        """Told (from the thinker's thread) when a computer's thought is in."""
        self.easy = self.record.make_bot("easy")
        """Plays instead of a bot whose move failed: an error or an illegal action is a bug, logged."""
        self.aside = aside
        """What this table is when it is not the match's (``Aside``); None at a table of the match."""
        self.store = None if aside is not None else store
        self.match_id = match_id or uuid.uuid4().hex
        """Names this table's match in its autosave and (with the move count) in the statistics."""
        self.pause = pause
        self.clock = clock
        self.rng = random.Random(state.seed if seed is None else seed)
        self.thinker = thinker if thinker is not None else ThreadThinker()
        """Where bots think: the app passes its worker process; tools and tests use a thread."""
        self.thinking: Thought | None = None
        self._thought_at = -1
        """The move the thought in progress is for (a thought for an earlier move is dropped)."""
        self._ready_from = 0.0
        self.recorded = state.match_over
        self.timers = bool(timers)
        self.timed = self.record.timed
        self.moves = len(state.actions_log())
        """Actions applied so far: names the decision a countdown belongs to."""
        self.countdowns = {s: Countdown() for s in self.people}
        """Each person's turn countdown (timed games)."""
        self.expired: int | None = None
        """The seat whose countdown ran out at the last ``poll`` (its move was made for it)."""
        self._resumed = timer if isinstance(timer, dict) else None
        self._saved_at = 0.0
        tracker = self.record.miss_tracker
        self.misses = None
        if tracker is not None:
            self.misses = tracker.from_dict(misses) if misses else tracker(n)
        self.rematch_closed = False
        """The rematch question ran out of time: no rematch."""
        self._eye = human if human is not None else 0
        """The seat whose view the record reads the tricks from (each seat sees the same counts)."""
        self.match_record = MatchRecord(start_scores(self.game, n, state.options), state.view(self._eye).tricks_won,
                                        sheet or (), history=not self.moves)
        """The score sheet, the hand's tricks and who chose each move (on a resumed match the
        tricks and movers are replayed from the log when first asked for)."""
        if aside is PRACTICE:           # picked up part way into a match: its sheet from its log
            self.match_record = self._replayed()[1]
        self.undo_on = undo and not (self.timed and self.timers) and self.people == [human]
        """Undo is for play against the computer at the player's own pace: never on a clock, never
        at a table of people."""
        self.undos = undos
        """Decisions taken back in this match."""
        self.auto_forced = auto_forced
        """Play the player's move by itself when there is only one (a forced card, a lone step): the
        app's setting, on by default there; off for tools and tests, which play every move."""
        self.log_lines: list[str] = list(log or [])[-LOG_KEEP:]
        """The event log as the player read it (the scene writes it; the autosave keeps it)."""
        self._log_unsaved = False
        self._log_saved_at = 0.0
        self.hinting: Thought | None = None
        """The Normal player's answer for the player's open decision, asked for by ``ask_hint``."""
        self.seals = DealSeals(self.game, deals or ())
        """Each deal's commitment, made before its first decision, and its reveal after the hand."""
        self.sealed = self.seals.update(state)
        """(seals revealed, seal committed) by the last move, for a table that announces them."""
        self.asked: tuple[int, set[int]] | None = None
        """A claim the other people at the table are asked to accept: (claimant, who has not yet
        answered). The match waits for them: no turn countdown runs meanwhile."""
        self._playing_out = False
        """A claim's cards are being played (``_play_claim``): no claim is offered meanwhile."""
        self.asked_until: float | None = None
        """When the claim being answered counts as refused by whoever has not answered (timed
        tables: the claimant's own time for a card, so silence never holds the table for good and
        never takes tricks without a yes); None: it waits."""
        self.refused: tuple[int, int] | None = None
        """(claimant, move) of the last claim refused: not offered again before that seat's next move."""
        self.on_claim = on_claim
        """Told a claim's own events (``Claimed``, ``ClaimRefused``): the LAN host sends them on."""
        self._proofs: tuple[int, dict[int | None, Proof]] = (-1, {})
        """The claim proofs worked out at a move: (move, seat -> proof), so a frame asks the rules
        once a move."""

    @property
    def quit_note(self) -> str:
        """The quit question's first line while this table is open."""
        return _(MATCH_QUIT if self.aside is None else self.aside.quit_note)

    # --- turns -------------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    def human_to_act(self) -> bool:
        return self.state.to_act == self.human

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def match_over(self) -> bool:
        return self.state.match_over

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.state.options)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.state.scores)

    def seat_view(self) -> SeatView:
        """What the person at this window sees and may do now."""
        return self.state.seat_view(self.human)

    def events_for(self, events: list[Event]) -> list[Event]:
        """``events`` as the person at this window may see them."""
        return self.state.events_for(self.human, events)

    def label(self, action: Action) -> str:
        return self.state.label(action)

    def opening_events(self) -> list[Event]:
        """The events that describe the deal in progress (for the scene to lay it out)."""
        return self.state.opening_events()

    def submit(self, action: Action, seat: int | None = None) -> list[Event]:
        """A person's action: the one at this window's unless ``seat`` names another person's seat
        (IllegalAction, state unchanged, if refused; a penalised attempt returns its penalty events).
        ValueError for a seat no person plays now."""
        seat = self.human if seat is None else seat
        if seat not in self.people or seat in self.replaced:
            raise ValueError("only a person's seat submits actions")
        if self.asked is not None:
            raise IllegalAction(ANSWERING)
        phase = self.state.phase
        events = self._apply(action, seat)
        if self.misses is not None and phase in self.misses.COUNTED:
            self.misses.acted(seat)
        return events

    def open_actions(self) -> list[Action]:
        """What the human may do now: its legal actions on its turn, or a table-wide decision."""
        return self.state.open_actions(self.human)

    # --- timers ------------------------------------------------------------------------------

    def auto_play(self) -> bool:
        """The computer plays the human's turns (after missed timers) until the player is back."""
        return self.misses is not None and self.misses.auto[self.human]

    def _auto_turn(self) -> bool:
        """Automatic play covers the decisions that count as actions (a trump call, a card), never
        the next-game or rematch prompts."""
        return self.auto_play() and self.state.phase in self.misses.COUNTED

    def _forced(self) -> bool:
        """The player's turn offers one move only, and the table plays such moves by itself; a
        prompt open to every seat (start the next game) waits for a person."""
        st = self.state
        if not self.auto_forced or st.to_act != self.human:
            return False
        legal = st.legal_actions()
        return len(legal) == 1 and not st.open_actions((self.human + 1) % st.players)

    def im_back(self) -> None:
        if self.misses is not None:
            self.misses.acted(self.human)
            self.autosave()

    @property
    def countdown(self) -> Countdown:
        """The countdown of the person at this window."""
        return self.countdowns[self.human]

    def time_left(self) -> float | None:
        """Seconds left on the human's countdown, None when none runs."""
        return self.countdown.left(self.clock())

    def _timers(self, now: float) -> int | None:
        """Keep each person's countdown in step with the decision open to them (a seat a computer
        plays has none); the seat whose countdown has just run out, if any."""
        for seat, countdown in self.countdowns.items():
            seconds = (self.state.timer(seat, self.timers) if self.timed and not self.rematch_closed
                       and seat not in self.replaced else None)
            fresh = seat == self.human and seconds is not None and not countdown.started(self.moves)
            left = None
            if fresh:                      # a countdown saved with the match goes on where it was
                saved, self._resumed = self._resumed, None
                left = saved.get("left") if saved and saved.get("moves") == self.moves else None
            out = countdown.tick(now, seconds, self.moves, left if isinstance(left, (int, float)) else None)
            if seat == self.human and (fresh or (seconds is not None and now - self._saved_at >= SAVE_EVERY)):
                self._saved_at = now
                self.autosave()
            if out:
                return seat
        return None

    def _expire(self, seat: int) -> list[Event]:
        """``seat``'s countdown ran out: the computer decides for that person (rules: the first miss,
        and the miss count that switches automatic play on)."""
        if self.state.match_over:
            self.rematch_closed = True        # no answer to the rematch question means no rematch
            return []
        events = timed_out(self.record, self.state, seat, self.misses, self._apply)
        if events and self.misses is not None:
            self.autosave()
        return events

    def _computer_move(self) -> list[Event]:
        """The move the game's ``timeout_action`` makes for the human (automatic play)."""
        action = timeout_move(self.record, self.state, self.human)
        return [] if action is None else self._apply(action, self.human)

    def poll(self, hold: bool = False) -> list[Event]:
        """Call every frame (or when ``wake_in`` says). Runs out a person's countdown, starts a
        computer's decision when a computer is to act, and applies it once it is ready and ``pause``
        has passed since it started (or since the last held poll: the UI holds while it is still
        animating, so each move gets its natural pause). The events of the move it made, if any."""
        seat = self.state.to_act
        now = self.clock()
        self.expired = None
        if self._log_unsaved and now - self._log_saved_at >= 1.0:
            self._log_unsaved, self._log_saved_at = False, now
            self.autosave()
        if self.asked is not None:                 # a claim being answered: the match waits
            return self._claim_waits(now)
        if not hold:
            ran_out = self._timers(now)
            if ran_out is not None:
                self.expired = ran_out
                return self._expire(ran_out)
        if seat is None:
            return []
        if seat == self.human and seat not in self.replaced:
            if hold:
                self._ready_from = max(self._ready_from, now)
            if hold or not (self._auto_turn() or self._forced()) or now - self._ready_from < self.pause:
                return []
            return self._computer_move()
        if any(p not in self.replaced and self.state.open_actions(p) for p in self.people):
            return []      # a person elsewhere to act (``submit`` brings their action), or between
                           # games: a person (or their countdown) goes on
        if self.proof(seat).reason is None:     # a computer claims the rest, after the usual pause
            if self._thought_at != self.moves:
                self._thought_at, self._ready_from = self.moves, now
            if hold:
                self._ready_from = max(self._ready_from, now)
            if hold or now - self._ready_from < self.pause:
                return []
            return self._claim(seat)
        t = self.thinking
        if t is None or self._thought_at != self.moves or t.seat != seat:
            if t is not None and not t.done():
                self.thinker.cancel()
            self._start(seat, now)
        if hold:
            self._ready_from = max(self._ready_from, now)
            return []
        t = self.thinking
        if not t.done() or now - self._ready_from < self.pause:
            return []
        self.thinking = None
        return self._apply(checked_move(t, self.state, seat, self._level(seat), self.easy, self.moves), seat)

    def wake_in(self) -> float | None:
        """Seconds until ``poll`` has something to do on the clock (a countdown's end, a computer's
        pause), None when only an action or a thought can move the match (``on_thought``)."""
        now = self.clock()
        if self.asked is not None:
            return None if self.asked_until is None else max(0.0, self.asked_until - now)
        waits = [c.deadline - now for c in self.countdowns.values() if c.deadline is not None]
        t = self.thinking
        seat = self.state.to_act
        claim = self._proofs[1].get(seat) if self._proofs[0] == self.moves == self._thought_at else None
        if seat != self.human and claim is not None and claim.reason is None:   # a computer's claim
            waits.append(max(0.0, self.pause - (now - self._ready_from)))
        if t is not None and self._thought_at == self.moves:
            waited = now - self._ready_from
            if t.done() or waited < self.pause:
                waits.append(max(0.0, self.pause - waited))
        return min(waits, default=None)

    def _level(self, seat: int) -> str:
        """The level of the computer playing ``seat`` (the takeover level in a person's seat)."""
        level = self.levels[seat]
        return self.takeover_level if level is None or seat in self.replaced else level

    def take_over(self, seat: int) -> None:
        """A computer plays person's seat ``seat`` from now on (its person is gone), until ``give_back``;
        it accepts a claim the person was asked about (computers accept a proven claim)."""
        self.replaced.add(seat)
        if self.claim_question(seat) is not None:
            self.answer_claim(True, seat)

    def give_back(self, seat: int) -> bool:
        """Hand ``seat`` back to its person once no trick is in progress; False while one is."""
        if seat in self.replaced and self.state.view(seat).trick:
            return False
        self.replaced.discard(seat)
        if self.misses is not None:
            self.misses.acted(seat)
        return True

    def seat_computer(self, seat: int, level_name: str) -> None:
        """Person's seat ``seat`` becomes a computer's, at ``level_name`` (nobody came to take it)."""
        self.people.remove(seat)
        del self.countdowns[seat]
        self.levels[seat] = level_name
        self.bots[seat] = self.record.make_bot(level_name)

    def step(self, action: Action) -> list[Event]:
        """Apply an action for whichever seat is to act (headless tools that drive every seat)."""
        return self._apply(action, self.state.to_act)

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the current bot decision is ready (tests and headless tools)."""
        if self.thinking is not None:
            self.thinking.wait(timeout)

    def _start(self, seat: int, now: float) -> None:
        """Start the computer's decision for ``seat``: the match sent as data to the thinker (the
        bot sees the seat's view and a sampler, never the real state)."""
        req = Request(self.game, self.state.to_dict(), seat, self._level(seat), self.rng.getrandbits(64))
        self._ready_from = now
        self._thought_at = self.moves
        self._drop_hint()
        bot = self.bots[seat] if self.levels[seat] is not None and seat not in self.replaced else self.takeover
        self.thinking = self.thinker.think(req, bot)
        if self.on_thought is not None:
            self.thinking.then(self.on_thought)

    def seat_note(self, seat: int) -> str | None:
        """A line for a seat's plate about its person (a shared table's away countdown): none here."""
        return None

    def thinking_seat(self) -> int | None:
        return self.thinking.seat if self.thinking is not None else None

    @property
    def sheet(self) -> list[SheetRow]:
        return self.match_record.sheet

    def _apply(self, action: Action, seat: int) -> list[Event]:
        """Make a move, through ``on_move`` where there is one."""
        if self.on_move is None:
            return self._move(action, seat)
        return self.on_move(action, seat, lambda: self._move(action, seat))

    def _move(self, action: Action, seat: int) -> list[Event]:
        was_over = self.state.match_over
        mover = self._chooser(self.state)
        mine = self.store is not None and self.human is not None and self.record.contract
        ours = self.record.contract(self.state, self.human) if mine else None
        deal = self.state.deal_deck().ordinal
        events = self.state.apply(action, seat)
        self.sealed = self.seals.update(self.state, deal, events)
        self._drop_hint()
        self.moves += 1
        rematch = was_over and not self.state.match_over     # a new match at 0-0
        if rematch:
            self.recorded = False
            self.rematch_closed = False
        self.match_record.note(self.moves, events, self.state.view(self._eye).tricks_won, mover, rematch)
        for ev in events:
            if isinstance(ev, HandScored):
                if ours is not None and self.store is not None:
                    self.store.record_contract(self.game, ours, ev.deltas[self.state.score_index(self.human)] > 0)
                self._keep_hand(deal, ev)
            elif isinstance(ev, MatchOver):
                self._finish(ev)
        self.autosave()
        return events

    def hold_clock(self, seconds: float) -> None:
        """The player looked back (score sheet, trick history) for ``seconds``: the countdown
        waits for them, so looking is never a missed turn."""
        if self.countdown.deadline is not None and seconds > 0:
            self.countdown.hold(seconds)
            self._saved_at += seconds

    def note_line(self, line: str) -> None:
        """A line of the event log, saved with the match within a second (``poll``)."""
        self.log_lines = (self.log_lines + [line])[-LOG_KEEP:]
        self._log_unsaved = True

    # --- claiming the rest ------------------------------------------------------------------------

    def proof(self, seat: int | None = None) -> Proof:
        """Whether ``seat`` (the person at this window by default) may claim the rest of the deal
        now (game/rules/claim.py): the proof, worked out once a move, or the reason there is none
        (also while a claim is being answered, and after the others refused this one)."""
        seat = self.human if seat is None else seat
        if self.asked is not None:
            return Proof(reason=ANSWERING)
        if self._playing_out:
            return Proof(reason=PLAYING_OUT)
        if self.refused == (seat, self.moves):
            return Proof(reason=REFUSED)
        if self._proofs[0] != self.moves:
            self._proofs = (self.moves, {})
        known = self._proofs[1]
        if seat not in known:
            known[seat] = prove(self.state, seat)
        return known[seat]

    def claim_proof(self) -> str | None:
        """None when the person at this window may claim the rest now, else why not, in their words."""
        return self.proof().reason

    def claim(self, seat: int | None = None) -> list[Event]:
        """A person claims the rest (the one at this window unless ``seat`` names another person's):
        IllegalAction with the reason (nothing changes) unless it is proven; else ``Claimed`` and,
        unless other people must accept it first (``answer_claim``), the rest played out."""
        seat = self.human if seat is None else seat
        if seat not in self.people or seat in self.replaced:
            raise ValueError("only a person's seat claims by hand")
        reason = self.proof(seat).reason
        if reason is not None:
            raise IllegalAction(reason)
        return self._claim(seat)

    def claim_question(self, seat: int | None = None) -> int | None:
        """The claimant whose claim ``seat`` (the person at this window by default) is asked to
        accept or refuse now, else None."""
        seat = self.human if seat is None else seat
        asked = self.asked
        return asked[0] if asked is not None and seat in asked[1] else None

    def answer_claim(self, accept: bool, seat: int | None = None) -> list[Event]:
        """A person accepts or refuses the claim asked of them (IllegalAction when none is). Once
        every person asked has accepted, the rest is played out; one refusal ends the claim and
        play goes on (the claimant may not claim again before their next move)."""
        seat = self.human if seat is None else seat
        asked = self.asked
        if asked is None or seat not in asked[1]:
            raise IllegalAction(NO_QUESTION)
        claimant, waiting = asked
        if not accept:
            return self._refused(seat)
        waiting.discard(seat)
        if waiting:
            return []
        self.asked = self.asked_until = None
        return self._play_claim(claimant)

    def _refused(self, seat: int, silent: bool = False) -> list[Event]:
        """``seat`` refused the claim being answered (``silent``: its time ran out): play goes on."""
        self.asked, self.asked_until, self.refused = None, None, (self.asked[0], self.moves)
        return self._tell([ClaimRefused(seat, silent)])

    def _claim_waits(self, now: float) -> list[Event]:
        """While a claim is being answered: no turn countdown runs (each starts afresh once play
        goes on), and at ``asked_until`` the claim counts as refused by the first seat still silent."""
        for countdown in self.countdowns.values():
            countdown.tick(now, None, self.moves)
        if self.asked_until is None or now < self.asked_until:
            return []
        return self._refused(min(self.asked[1]), silent=True)

    def _claim(self, seat: int) -> list[Event]:
        """``seat``'s proven claim: its cards face up for everyone (``Claimed``), then the rest
        played out at once, or, when a person claims at a table of people (the LAN host's), once
        the other people all accept (computers accept a proven claim). A computer's claim asks
        nobody: there is no one to agree with, and a person away would hold the table for good.
        The question is set before anyone is told, so the views sent with the claim ask it."""
        claimed = Claimed(seat, self.proof(seat).cards)
        person = self.human is None and seat in self.people and seat not in self.replaced  # the LAN host's
        others = {p for p in self.people if p != seat and p not in self.replaced} if person else set()
        if others:
            self.asked = (seat, others)
            seconds = self.state.timer(seat, self.timers) if self.timed else None
            self.asked_until = None if seconds is None else self.clock() + float(seconds)
            return self._tell([claimed])
        return self._tell([claimed]) + self._play_claim(seat)

    def _play_claim(self, seat: int) -> list[Event]:
        """Play the rest of the deal out as ``seat``'s proof fixes it: their cards in its order, each
        other seat's first legal card (the claim holds whatever they play). Every card is an
        ordinary move, so the log, the replay and the save stay plain action lists."""
        proof = prove(self.state, seat)
        deal = self.state.deal_no
        events: list[Event] = []
        self._playing_out = True            # the views told of each card offer no claim meanwhile
        try:
            while True:
                action = claim_action(self.state, seat, proof.cards, deal)
                if action is None:
                    return events
                events += self._apply(action, self.state.to_act)
        finally:
            self._playing_out = False

    def _tell(self, events: list[Event]) -> list[Event]:
        """A claim's own events (no move), passed to ``on_claim`` (the LAN host tells its seats)."""
        if self.on_claim is not None:
            self.on_claim(events)
        return events

    # --- hints -------------------------------------------------------------------------------

    hint_on = True
    """Hints are offered against the computer (a table of people decides for itself)."""

    host = None
    """The LAN host this window runs for the table, if it hosts one (then the table offers its Seats
    panel); a desktop match has none."""

    def ask_hint(self) -> bool:
        """Ask the Normal player, on the worker (never the frame loop), what it would do in the
        player's place; False when it is not the player's turn. The seed comes from the match and
        the move, so asking changes nothing the computer players will do."""
        if self.state.to_act != self.human or self.hinting is not None:
            return False
        seed = random.Random(f"{self.match_id}:{self.moves}").getrandbits(64)
        req = Request(self.game, self.state.to_dict(), self.human, "normal", seed, explain=True)
        self.hinting = self.thinker.think(req, self.record.make_bot("normal"))
        return True

    def hint(self) -> tuple[Action, str] | None:
        """The answer once it is ready: (the action, its one-line reason); None before then, or
        when the Normal player failed (logged)."""
        t = self.hinting
        if t is None or not t.done():
            return None
        self.hinting = None
        if t.error is not None or t.action is None or self.state.why_illegal(t.action, self.human) is not None:
            log.error("the hint failed: %s", t.error or f"{t.action} is not legal")
            return None
        return t.action, t.why

    def _drop_hint(self) -> None:
        """A move was made: a hint still being worked out is about a decision that has gone."""
        if self.hinting is not None and not self.hinting.done():
            self.thinker.cancel()
        self.hinting = None

    # --- undo --------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        return self.undo_on and self._last_own_move() is not None

    def undo(self) -> bool:
        """Take back the player's last decision and every move after it. The match is replayed
        from its log up to that decision, so the cards stay as they were dealt; the score sheet,
        the trick history and the countdown follow the replay. False if there is nothing to take
        back. ``state`` is a new object afterwards."""
        k = self._last_own_move() if self.undo_on else None
        if k is None:
            return False
        if self.thinking is not None and not self.thinking.done():
            self.thinker.cancel()
        self.thinking = None
        self._drop_hint()
        self.state, self.match_record = self._replayed(k)
        self.moves, self.recorded = k, False
        self.seals.update(self.state)
        self.countdowns[self.human] = Countdown()
        self.undos += 1
        self.autosave()
        return True

    def _chooser(self, state) -> int | None:
        """The seat to act in ``state`` if it has a choice to make, else None."""
        seat = state.to_act
        return seat if seat is not None and len(state.legal_actions()) > 1 else None

    def _replayed(self, upto: int | None = None) -> tuple[GameState, MatchRecord]:
        """The match replayed from its log through its first ``upto`` moves (all when None), and
        its record as the replay made it."""
        rec = MatchRecord(self.match_record.start)
        over = [False]

        def note(state: GameState, move: Move) -> None:
            rec.note(move.number, move.events, state.view(self._eye).tricks_won,
                     move.seat if move.chose else None, over[0] and not state.match_over)
            over[0] = state.match_over
        return replay(self.state.to_dict(), upto, note), rec

    def _history(self) -> MatchRecord:
        """The match record, its trick history and movers replayed first on a resumed match."""
        if not self.match_record.history:
            self.match_record.adopt(self._replayed()[1])
        return self.match_record

    def _last_own_move(self) -> int | None:
        """The index in the log of the player's last real choice (not a forced move) in the hand
        in play, or None: a scored hand is on the score sheet and stays there."""
        return self._history().last_choice(self.human)

    # --- the hand's tricks -------------------------------------------------------------------

    def hand_tricks(self) -> list[TrickRow]:
        """Every trick taken so far in the hand in play (the last hand's until the next deal)."""
        return self._history().hand_tricks()

    def scored_hand_tricks(self) -> list[TrickRow]:
        """The tricks of the hand scored last (T on its summary)."""
        return self._history().scored_hand_tricks()

    # --- results -----------------------------------------------------------------------------

    def _score_index(self) -> tuple[int, ...]:
        return tuple(self.state.score_index(s) for s in range(self.state.players))

    def human_won(self, winners: tuple[int, ...]) -> bool:
        return seat_won(self._score_index(), self.human, winners)

    def seat_score(self, seat: int, scores: tuple[int, ...] | None = None) -> int:
        return seat_score(self._score_index(), seat, self.state.scores if scores is None else scores)

    def _finish(self, ev: MatchOver) -> None:
        if self.recorded:
            return
        self.recorded = True
        if self.store is not None:
            won = self.human_won(tuple(ev.winners))
            mine = self.state.score_index(self.human)
            self.store.record_match(
                self.game, won, key=self.match_key(), hands=len(self.sheet),
                points=self.match_record.points(mine),
                last={"sides": self.side_names(), "won": won, "rows": self.match_record.rows()},
                undone=self.undos > 0)

    def _keep_hand(self, deal: int, ev: HandScored) -> None:
        """The statistics keep the hand just scored (deal ``deal``) as its hand file, with the
        player's seat and the computers' levels, to open it face up or play it again later."""
        if self.store is None or self.human is None:
            return
        self.store.keep_hand(self.game, {
            "ordinal": deal, "you": self.human, "levels": self.levels,
            "points": ev.deltas[self.state.score_index(self.human)],
            "text": write_hand(self.hand_file())})

    def match_key(self) -> str:
        """The finished match, once per match: its table's id and the moves up to its end (a
        rematch goes on in the same log), the same when it is replayed from its autosave."""
        return f"{self.match_id}:{len(self.state.actions_log())}"

    def side_names(self) -> list[str]:
        """Each score column's players: a name, or partners ("You & Cleo", you first)."""
        return side_names(self.names, len(self.state.scores), self.state.score_index, self.human)

    def hand_file(self) -> HandFile:
        """The match so far as an exported hand: the deal in play shows only its commitment."""
        return from_match(self.state, self.names, self.seals, self.match_id)

    # --- saving ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": SAVE_VERSION,
            "id": self.match_id,
            "match": self.state.to_dict(),
            "seats": {"human": self.human, "levels": self.levels, "names": self.names},
            "hand": self.state.deal_no,
            "sheet": [[list(r.deltas), list(r.scores), r.summary, list(r.tricks)] for r in self.sheet],
            "timers": self.timers,
            "timer": {"moves": self.moves, "left": self.time_left()},
            "misses": self.misses.to_dict() if self.misses is not None else None,
            "undos": self.undos,
            "log": self.log_lines,
            "deals": self.seals.to_list(),
        }

    def autosave(self) -> None:
        if self.store is None:
            return
        if self.state.match_over:
            self.store.clear_autosave(self.game)
        else:
            self.store.save_autosave(self.to_dict())

    @classmethod
    def resume(cls, store: Store, game: str | None = None, **kw: Any) -> "Table | None":
        """Rebuild ``game``'s autosaved match (the most recent one if no game is named; its
        structure already checked by the store); a save that does not replay is moved aside with
        a message, never a crash. No other game's save is read or written."""
        data = store.load_autosave(game)
        if data is None:
            return None
        match, seats = data["match"], data["seats"]
        name = save_name(match["game"])
        try:
            game = GAMES.get(match["game"])
            if game is None:
                raise ValueError(f"unknown game {match['game']!r}")
            state = game.from_dict(match)
            if state.match_over:
                raise ValueError("the saved match is already over")
            sheet = [SheetRow(tuple(d), tuple(s), t, tuple(k)) for d, s, t, k in data.get("sheet", [])]
            return cls(state, human=seats["human"], levels=seats["levels"], names=seats["names"],
                       store=store, sheet=sheet, timers=data.get("timers", True),
                       timer=data.get("timer"), misses=data.get("misses"),
                       match_id=data.get("id"), undos=data.get("undos", 0), log=data.get("log"),
                       deals=data.get("deals"), **kw)
        except ValueError as e:
            log.info("the saved match does not replay: %s", e)     # the player reads the line below
            store.move_aside(name, Said(N_("the match in it cannot be replayed")))
        except Exception:                     # noqa: BLE001  (a bug, logged; never a crash at start)
            log.exception("the saved match could not be restored")
            store.move_aside(name, Said(N_("it could not be restored")))
        return None

    def close(self) -> None:
        """Cancel a pending bot decision; save the time left on a running countdown and the log."""
        if self.thinking is not None and not self.thinking.done():
            self.thinker.cancel()
        self.thinking = None
        self._drop_hint()
        if any(c.deadline is not None for c in self.countdowns.values()) or self._log_unsaved:
            self.autosave()             # the time left on a countdown, the newest log lines
