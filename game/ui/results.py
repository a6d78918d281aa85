"""The hand summary (over the table, after each scored hand) and the match-over scene."""
from __future__ import annotations

import random

import pygame

from game import i18n
from game.ai import DEFAULT_LEVEL
from game.commitments import short
from game.hand_file import HandFileError
from game.hand_review import hand_over, review
from game.i18n import _, ngettext
from game.i18n import text as text_of    # the engine's label of its rematch question
from game.practice import PracticeHand
from game.rules.actions import HandScored, MatchOver
from game.rules.wording import N_
from game.table import PRACTICE
from game.ui.narrator import pretty
from game.ui.scene import Scene
from game.ui.scenes import clean_setup, start_match
from game.ui.scoresheet import lines, signed, unit_names
from game.ui.widgets import GOLD, INK, MUTED, Button, fit, panel, text, wrap


def unit_tricks(scene, tricks: tuple[int, ...]) -> list[int]:
    """Tricks per scoring unit: a team's tricks are its seats' tricks added up."""
    out = [0] * len(scene.motion.hud.scores)
    for s, k in enumerate(tricks):
        i = scene.motion.seen.score_index[s]
        if i < len(out):
            out[i] += k
    return out


def hand_changes(scene, ev: HandScored) -> tuple[int, ...]:
    """Each side's points over the hand ``ev`` scored, those scored during play included (an Ushter
    renege's +5), so that the column adds up to the totals as the summary text does: the score
    sheet's line of that hand; the engine's deltas where the sheet has none."""
    for line in reversed(lines(scene.table)):
        if line.changes is not None and line.totals == tuple(ev.scores):
            return line.changes
    return tuple(ev.deltas)


SCORED = {
    "hand": (N_("Hand {0} scored"), N_("Hand scored"), N_("This hand"), N_("Hand {0}")),
    "game": (N_("Game {0} scored"), N_("Game scored"), N_("This game"), N_("Game {0}")),
}
"""A deal's words in the summary, as its game calls a deal: the title with its number and without,
the column of this deal's points, a row of the score sheet."""


def seal_line(table) -> str:
    """The hand just scored: its commitment (short), made before play, and that it can be checked."""
    done = [s for s in table.seals.seals if s.revealed]
    if not done:
        return ""
    return _("These cards were sealed before play ({0}) and are unsealed now: "
             "E saves the hand, and anyone can check it.").format(short(done[-1].commitment))


def winners_line(winners: list[str]) -> str:
    """ "Ada wins the match", "Ada & Cleo win the match" (a team is plural, as are several)."""
    many = len(winners) != 1 or " & " in winners[0]
    who = _(" and ").join(winners)
    return (_("{0} win the match") if many else _("{0} wins the match")).format(who)


class SummaryScene(Scene):
    overlay = True

    def __init__(self, app, table_scene, ev: HandScored):
        super().__init__(app)
        self.ts = table_scene
        self.ev = ev
        self.changes = hand_changes(table_scene, ev)
        self.size = app.screen.get_size()
        table = table_scene.table
        self.button = Button(_(table.aside.finish) if table.aside is not None else _("Continue"), self.proceed,
                             size=22)
        self.button.focused = True          # Enter continues
        self.face_up = Button(_("Face up (R)"), self.review, size=20)
        """The hand just scored with every card shown, trick by trick (R), and played again from
        one of your decisions there (another person's seat at a LAN table is a computer's then)."""
        self.costs = Button(_("Costs (C)"), self.weigh, size=20)
        """What each of your decisions in it cost (C)."""
        self.saved = ""
        """Where E saved the hand, or why it could not."""
        self.speak()

    def title(self) -> str:
        number = len(self.ts.table.sheet)
        words = SCORED.get(self.ts.table.record.deal_word, SCORED["hand"])
        return _(words[0]).format(number) if number else _(words[1])

    def speak(self) -> None:
        """The summary said aloud: the title, the engine's account (at full verbosity), and each
        side's points this hand and in all."""
        say, ts = self.app.speech.say, self.ts
        say(self.title())
        if self.ev.summary:
            say(pretty(ts.narrator.named(self.ev.summary)), "full")
        say(" ".join(_("{0}: {1}, total {2}.").format(name, signed(self.changes[i] if i < len(self.changes) else 0),
                                                       self.ev.scores[i] if i < len(self.ev.scores) else 0)
                     for i, name in enumerate(unit_names(ts))))

    def resize(self, size) -> None:
        self.size = size
        self.ts.resize(size)

    def proceed(self) -> None:
        """Continue: the table goes on to the next deal; a table outside the match (a practice hand,
        a lesson, a challenge's deal) ends here, and closes back to where it was opened."""
        if self.ts.table.aside is not None:
            self.ts.leave()
        else:
            self.app.pop()

    def back(self) -> None:
        """Esc: to the menu, never on to the next deal (the match continues from there)."""
        self.ts.leave()

    def review(self) -> None:
        """R: the hand just scored, face up, over this summary (Esc comes back to it). It is built
        from the table's exported hand, so a LAN seat sees a deal only once the host revealed it."""
        hf = self.ts.table.hand_file()
        try:
            if hf is None:
                raise HandFileError(N_("no hand of this table has been sealed yet"))
            rec = hand_over(hf)
            shown = review(hf, rec)
        except HandFileError as e:
            self.saved = _("This hand cannot be shown face up: {0}").format(i18n.said(e.template, e.words))
            return
        self.app.push(self.app.nav.make("review", shown, self.ts.names, self.ts.you, self.again(hf, rec.ordinal)))

    def again(self, hf, ordinal: int) -> PracticeHand | None:
        """The hand just scored as one to play again from a decision (None at a practice table,
        or for a reader at no seat): the other seats' computers as they are, a person's seat
        played by the default level."""
        table, you = self.ts.table, self.ts.you
        if table.aside is PRACTICE or you is None:
            return None
        levels = tuple(None if s == you else lv or DEFAULT_LEVEL for s, lv in enumerate(table.levels))
        return PracticeHand(hf, ordinal, you, levels)

    def weigh(self) -> None:
        """C: what each of your decisions in the hand just scored cost, over this summary."""
        hf = self.ts.table.hand_file()
        if hf is None or self.ts.you is None:
            self.saved = _("This hand's decisions cannot be weighed here.")
            return
        try:
            again = self.again(hf, hand_over(hf).ordinal)
        except HandFileError:
            again = None
        self.app.push(self.app.nav.make("costs", hf, self.ts.you, self.ts.names, again=again))

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_e:
            self.saved = self.ts.export_hand()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.proceed()
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_t:      # the hand's tricks, over it
            self.app.push(self.app.nav.make("tricks", self.ts, scored=True))
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            self.review()
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_c:
            self.weigh()
        else:                   # only Continue deals on: a click behind the summary never acts on
            self.click_button(ev, [self.button, self.face_up, self.costs])   # the dimmed table

    def draw(self, surf) -> None:
        w, h = self.size
        ts = self.ts
        sheet = ts.table.sheet
        units = unit_names(ts)
        surf.blit(panel((w, h), (0, 0, 0, 110), 0), (0, 0))
        pw = min(860, w - 60)
        lines = []
        for part in pretty(ts.narrator.named(self.ev.summary)).split("\n") if self.ev.summary else []:
            lines += wrap(part, 16, pw - 40)
        lines = lines[:max(1, (h - 320 - 28 * len(units)) // 21)]
        said = 21 * len(lines) + 8 if lines else 0
        rows_fit = max(0, min(len(sheet), (h - 60 - 274 - said - 28 * len(units)) // 20))
        shown = sheet[len(sheet) - rows_fit:] if rows_fit else []
        ph = 174 + 28 * len(units) + (30 + 20 * (len(shown) + 1) if shown else 0) + said
        r = pygame.Rect((w - pw) // 2, max(20, (h - ph) // 2 - 30), pw, ph)
        surf.blit(panel(r.size, (8, 30, 22, 245), 14, GOLD), r.topleft)
        word = ts.table.record.deal_word
        title = text(self.title(), 26, INK, True)
        surf.blit(title, title.get_rect(midtop=(r.centerx, r.top + 14)))
        y = r.top + 52
        for line in lines:           # the engine's account of the hand, line by line
            t = fit(line, 16, pw - 40, GOLD)
            surf.blit(t, t.get_rect(midtop=(r.centerx, y)))
            y += 21
        y += 8 if lines else 0
        cols = [r.left + 28, r.left + pw * 0.45, r.left + pw * 0.62, r.left + pw * 0.80]
        heads = ["", _("Tricks"), _(SCORED.get(word, SCORED["hand"])[2]), _("Total")]
        for x, hd in zip(cols, heads):
            surf.blit(text(hd, 15, MUTED, True), (x, y))
        y += 24
        tricks = unit_tricks(ts, sheet[-1].tricks) if sheet else ()
        for i, name in enumerate(units):
            d = self.changes[i] if i < len(self.changes) else 0
            total = self.ev.scores[i] if i < len(self.ev.scores) else 0
            me = ts.motion.seen.score_index[ts.you] == i
            ink = GOLD if me else INK
            surf.blit(fit(name, 17, int(cols[1] - cols[0] - 10), ink, True), (cols[0], y))
            if i < len(tricks):
                surf.blit(text(str(tricks[i]), 17, ink), (cols[1], y))
            surf.blit(text(f"{d:+d}" if d else "0", 17, ink, True), (cols[2], y))
            surf.blit(text(str(total), 17, ink, True), (cols[3], y))
            y += 28
        if shown:
            y += 10
            pygame.draw.line(surf, MUTED, (r.left + 24, y), (r.right - 24, y))
            y += 8
            first = len(sheet) - len(shown) + 1
            left = r.left + 130
            colw = (r.right - 24 - left) / max(1, len(units))
            surf.blit(text(_("Score sheet"), 14, MUTED, True), (cols[0], y))
            for i, name in enumerate(units):
                t = fit(name, 14, int(colw) - 6, MUTED, True)
                surf.blit(t, t.get_rect(midtop=(left + (i + 0.5) * colw, y)))
            y += 20
            for k, row in enumerate(shown):
                surf.blit(text(_(SCORED.get(word, SCORED["hand"])[3]).format(first + k), 14, MUTED), (cols[0], y))
                for i, total in enumerate(row.scores):
                    t = text(str(total), 14, INK)
                    surf.blit(t, t.get_rect(midtop=(left + (i + 0.5) * colw, y)))
                y += 20
        y = r.bottom - 60
        for line in [self.saved or (ts.guide.closing() if ts.guide is not None else seal_line(ts.table))]:
            if line:
                t = fit(line, 14, pw - 40, MUTED)
                surf.blit(t, t.get_rect(midtop=(r.centerx, r.bottom - 84)))
        for i, b in enumerate((self.button, self.face_up, self.costs)):
            b.rect = pygame.Rect(r.centerx - 285 + i * 195, y, 180, 46)
        for b in (self.button, self.face_up, self.costs):
            b.draw(surf, pygame.mouse.get_pos())


class MatchOverScene(Scene):
    def __init__(self, app, table_scene, ev: MatchOver):
        super().__init__(app)
        self.ts = table_scene
        self.ev = ev
        self.size = app.screen.get_size()
        table = table_scene.table
        offered = table.open_actions() if table.match_over else []
        if offered:     # the engine asks the rematch question itself (with its own countdown)
            self.rematch = Button(text_of(table.label(offered[0])), lambda: self.accept(offered[0]), size=22)
        else:
            self.rematch = Button(_("Play again"), self.again, size=22)
        self.offered = bool(offered)
        self.buttons = [self.rematch, Button(_("Menu"), self.back, size=22)]
        self.focus = 0
        """The button Enter presses (←, → and Tab move it)."""
        app.speech.say(self.head())

    def head(self) -> str:
        """The match's result, as the scene's title says it."""
        units = unit_names(self.ts)
        if self.ts.table.human_won(tuple(self.ev.winners)):
            return _("You win the match!")
        return winners_line([units[i] for i in self.ev.winners if i < len(units)])

    def resize(self, size) -> None:
        self.size = size
        w, h = size
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(w // 2 - 200 + i * 210, h - 110, 190, 52)

    def update(self, dt: float) -> None:
        """The rematch question's countdown: when it runs out there is no rematch."""
        if self.offered:
            self.ts.table.poll()
            self.rematch.enabled = not self.ts.table.rematch_closed

    def accept(self, action) -> None:
        """Yes to the rematch: the same table plays a new match from 0-0."""
        ts = self.ts
        if ts.table.rematch_closed:
            return
        events = ts.table.submit(action)
        self.app.pop()
        ts.motion.enqueue(events)

    def back(self) -> None:
        """Esc and Menu: leave the table for the menu."""
        self.ts.leave()

    def again(self) -> None:
        t = self.ts.table
        setup = clean_setup(t.game, self.app.settings.get("setups", {}).get(t.game))
        setup.update(players=t.players, human=t.human, seed="",
                     options=t.options, timers=t.timers)
        setup["levels"] = [lv or DEFAULT_LEVEL for lv in t.levels] + [DEFAULT_LEVEL] * (8 - len(t.levels))
        setup["seed"] = str(random.SystemRandom().randrange(2**31))
        self.app.pop_to(self.app.nav.kind("menu"))
        start_match(self.app, t.game, setup)

    def handle(self, ev) -> None:
        if self.click_button(ev, self.buttons):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            self.focus = 1 - self.focus
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.buttons[self.focus].enabled:
                self.buttons[self.focus].on_click()

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        w, h = self.size
        ts = self.ts
        units = unit_names(ts)
        t = fit(self.head(), 40, w - 60, GOLD, True)
        surf.blit(t, t.get_rect(midtop=(w // 2, 50)))
        low = ts.table.record.engine.LOW_SCORE_WINS
        order = sorted(range(len(units)), key=lambda i: self.ev.scores[i], reverse=not low)
        y = 150
        sub = text(_("Final scores (lowest wins)") if low else _("Final scores"), 18, MUTED, True)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, y - 34)))
        for place, i in enumerate(order):
            ink = GOLD if i in self.ev.winners else INK
            line = fit(f"{place + 1}.  {units[i]}", 22, 360, ink, True)
            surf.blit(line, (w // 2 - 220, y))
            sc = text(str(self.ev.scores[i]), 22, ink, True)
            surf.blit(sc, sc.get_rect(topright=(w // 2 + 220, y)))
            y += 36
        hands = len(ts.table.sheet)
        word = ts.table.record.deal_word
        played = (ngettext("{0} game played", "{0} games played", hands) if word == "game"
                  else ngettext("{0} hand played", "{0} hands played", hands))
        info = text(played.format(hands), 16, MUTED)
        surf.blit(info, info.get_rect(midtop=(w // 2, y + 12)))
        if self.offered:
            left = ts.table.time_left()
            if ts.table.rematch_closed:
                line, ink = _("No rematch: the time to answer ran out."), MUTED
            elif left is not None:
                secs = int(left + 0.999)
                line, ink = (_("Play a rematch? {0} s to answer").format(secs),
                             (255, 120, 110) if secs < 10 else INK)
            else:
                line, ink = _("Play a rematch?"), INK
            t = text(line, 20, ink, True)
            surf.blit(t, t.get_rect(midbottom=(w // 2, h - 126)))
        mouse = pygame.mouse.get_pos()
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.draw(surf, mouse)
