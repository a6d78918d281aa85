"""The duplicate challenge's scenes: choosing a challenge (a game and a code, typed or drawn) and
playing it, deal by deal, with the comparison beside Hard's line (game/challenge.py).

Each deal is a table of its own outside the match (``Table(aside=...)`` with the challenge's
badge: never counted in the match statistics, never saved over a match in progress, no undo), over
the challenge scene; the hand summary's button closes it back here, and the deal's result is read
from the table's match. Hard's line is worked out in a worker process while the player plays
(``Job`` of a ``LineRequest``), once per code: the store keeps it, and the player's best finished
result beside it. Every word is in the menus catalog; the numbers are score changes as the score
sheet writes them (``signed``), in the game's unit (its record's ``unit``, as the cost list says it)."""
from __future__ import annotations

import random

import pygame

from game import challenge as duplicate
from game import i18n
from game.challenge import DEALS, HARD, OPPONENTS, YOU, Challenge, CodeError
from game.i18n import _, pgettext
from game.registry import RECORDS
from game.rules import GAMES
from game.rules.wording import N_
from game.table import Aside, Table, bot_names
from game.ui.forms import FormScene, Row, cycle_in
from game.ui.scene import Scene
from game.ui.scenes import LEVEL_NAMES, table_settings
from game.ui.scoresheet import signed
from game.ui.widgets import GOLD, INK, MUTED, Button, fit, panel, text, wrap
from game.worker import Job, LineRequest

PROCESS = True
"""Hard's line is worked out in a worker process (tests set False: a thread of theirs)."""

ABOUT = N_("Play {0} fixed deals from your seat against computers at {1}. At the end your result is set "
           "beside what {2} scored from your seat on the same cards, deal by deal. Anyone who types the "
           "same code gets the same deals.")
CODE_HELP = N_("Type a code you were given, or play the one drawn for you.")
TEAM_NOTE = N_("Each number is what the deal scored for your side less the other side's ({0}).")
SEAT_NOTE = N_("Each number is what the deal scored for your seat ({0}).")
LOW_NOTE = N_("Each number is what the deal added to your score ({0}): the lower score wins, so less is better.")
EDGE_NOTE = N_("In the last column a plus means you did better than {0}, a minus that {0} did better.")
LEFT = N_("You left deal {0} before its end: play it again from its first card, or leave the challenge.")
FAILED = N_("{0}'s results could not be worked out ({1}); yours are kept.")
WORKING = N_("{0} is playing the deals: {1} of {2} done.")
NEW_BEST = N_("A new best for this challenge: it is in the statistics.")
OLD_BEST = N_("Your best on this challenge stays at {0}.")
BADGE = N_("Challenge {0}/{1}")
"""The badge beside the game's name at a challenge's deal (short: the top bar is narrow at 960x600)."""


def deal_aside(deal: int) -> Aside:
    """What the table of the challenge's deal ``deal`` (from 0) says of itself."""
    return Aside(BADGE, N_("Esc: leave"), N_("Back to the challenge"),
                 N_("This challenge is not kept: its deals start again from the first."), (deal + 1, DEALS))


def note(ch: Challenge) -> str:
    """What the numbers of the comparison are, for this game, in its unit."""
    unit = i18n.text(RECORDS[ch.game].unit.many)
    if duplicate.low_wins(ch):
        return _(LOW_NOTE).format(unit)
    return _(TEAM_NOTE if GAMES[ch.game].TEAMS else SEAT_NOTE).format(unit)


class ChallengeScene(FormScene):
    """The menu's Challenge: the game and its seats, and the code (drawn, or typed from someone)."""
    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.title = _("Duplicate challenge")
        self.game = self.rules_game = game or next(iter(RECORDS))
        self.players = GAMES[self.game].DEFAULT_PLAYERS
        self.code = ""
        self.error = ""
        self.buttons = [Button(pgettext("start a challenge", "Play"), self.play, size=22), Button(_("New code"), self.draw_code, size=22),
                        Button(_("Back"), self.back, size=22)]
        self.draw_code()

    def build(self) -> None:
        counts = GAMES[self.game].PLAYER_COUNTS
        self.rows = [
            Row(pgettext("which card game", "Game"), lambda: RECORDS[self.game].title, self.cycle_game),
            Row(_("Players"), lambda: str(self.players), self.cycle_players if len(counts) > 1 else None),
            Row(_("Code"), lambda: self.code, edit=self.edit_code, help=_(CODE_HELP)),
        ]
        self.place()

    def draw_code(self) -> None:
        self.code = duplicate.make(self.game, self.players, rng=random.SystemRandom()).code
        self.error = ""
        self.build()

    def cycle_game(self, step: int) -> None:
        self.game = self.rules_game = cycle_in(RECORDS, self.game, step)
        self.players = GAMES[self.game].DEFAULT_PLAYERS
        self.draw_code()

    def cycle_players(self, step: int) -> None:
        self.players = cycle_in(GAMES[self.game].PLAYER_COUNTS, self.players, step)
        self.draw_code()

    def edit_code(self, value: str) -> None:
        """A typed code: once it reads, the game and the seats follow it."""
        self.code = value.upper()[:20]
        self.error = ""
        try:
            ch = duplicate.parse(self.code)
        except CodeError:
            return
        self.game = self.rules_game = ch.game
        self.players = ch.players

    def play(self) -> None:
        self.editing = None
        try:
            ch = duplicate.parse(self.code)
        except CodeError as e:
            self.error = str(e)
            return
        self.code = ch.code
        self.build()
        self.app.push(ChallengeRun(self.app, ch))

    def best(self) -> str:
        try:
            ch = duplicate.parse(self.code)
        except CodeError:
            return ""
        kept = self.app.store.challenges().get(ch.code)
        if not kept or kept.get("best") is None:
            return ""
        return duplicate.best_line(ch.code, kept["best"], kept.get("computer"), signed)

    def draw_extra(self, surf) -> None:
        w, h = self.size
        y = self.rows[-1].rect.bottom - self.scroll + 24
        about = _(ABOUT).format(DEALS, _(LEVEL_NAMES[OPPONENTS]), _(LEVEL_NAMES[HARD]))
        lines = [(line, MUTED) for line in wrap(about, 16, min(760, w - 80))]
        best = self.best()
        if best:
            lines.append((best, GOLD))
        for line, colour in lines:
            t = text(line, 16, colour)
            surf.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += 22
        if self.error:                  # above the buttons, wrapped: a refusal says what a code looks like
            parts = wrap(self.error, 16, min(760, w - 80))
            for i, part in enumerate(parts):
                t = text(part, 16, (255, 170, 160))
                surf.blit(t, t.get_rect(midbottom=(w // 2, h - 90 - (len(parts) - 1 - i) * 22)))


class ChallengeRun(Scene):
    """One challenge being played: the comparison so far, and the button to the next deal."""

    def __init__(self, app, ch: Challenge):
        super().__init__(app)
        self.ch = ch
        self.rules_game = ch.game
        self.yours: list[int] = []
        self.table: Table | None = None
        """The deal at its table, while it is open over this scene."""
        self.line = ""
        """What just happened (a deal left unfinished, a new best)."""
        self.size = app.screen.get_size()
        kept = app.store.challenges().get(ch.code, {})
        self.computer: list[int] | None = kept.get("computer")
        self.job: Job | None = None
        if self.computer is None or len(self.computer) != DEALS:
            self.computer = None
            self.job = Job(LineRequest(ch.code, HARD), PROCESS)
        self.next = Button("", self.play, size=22)
        self.next.focused = True
        self.leave = Button(_("Back"), self.back, size=22)
        self.relabel()

    @property
    def finished(self) -> bool:
        return len(self.yours) == DEALS

    def relabel(self) -> None:
        self.next.label = _("Play deal {0}").format(len(self.yours) + 1)
        self.leave.label = _("Done") if self.finished else _("Leave")
        self.resize(self.size)

    def buttons(self) -> list[Button]:
        return [self.leave] if self.finished else [self.next, self.leave]

    def resize(self, size) -> None:
        self.size = w, h = size
        self.z = max(1.0, min(w / 960, h / 600))
        """The page's scale: its text grows with a large window."""
        z, bs = self.z, self.buttons()
        bw, gap = int(180 * z), int(16 * z)
        total = len(bs) * (bw + gap) - gap
        for i, b in enumerate(bs):
            b.size = int(22 * z)
            b.rect = pygame.Rect((w - total) // 2 + i * (bw + gap), h - int(76 * z), bw, int(48 * z))

    def play(self) -> None:
        """The next deal at a table of its own over this scene."""
        k = len(self.yours)
        ch = self.ch
        table = Table(duplicate.start(ch, k), human=YOU,
                      levels=[None if s == YOU else OPPONENTS for s in range(ch.players)],
                      names=bot_names(ch.players, YOU, self.app.settings.get("player_name", "You")),
                      store=self.app.store, aside=deal_aside(k), timers=False,
                      **{**table_settings(self.app), "undo": False})
        self.table = table
        self.line = ""
        self.app.push(self.app.nav.make("table", table))

    def revealed(self) -> None:
        """The deal's table closed: its result, if the deal was played to its end."""
        table, self.table = self.table, None
        if table is None:
            return
        points = duplicate.played_points(table.state.to_dict())
        if points is None:
            self.line = _(LEFT).format(len(self.yours) + 1)
            return
        self.yours.append(points)
        if self.finished:
            self.keep_best()
        self.relabel()

    def keep_best(self) -> None:
        """The finished challenge's result into the statistics, if it beats the best kept."""
        ch, store = self.ch, self.app.store
        best = store.challenges().get(ch.code, {}).get("best")
        total = sum(self.yours)
        if duplicate.is_better(ch, total, None if best is None else sum(best)):
            store.keep_challenge(ch.code, ch.game, best=list(self.yours))
            self.line = _(NEW_BEST)
        else:
            self.line = _(OLD_BEST).format(signed(sum(best)))

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done():
            return
        self.job = None
        if job.error is not None:
            self.line = _(FAILED).format(_(LEVEL_NAMES[HARD]), job.error)
            return
        self.computer = list(job.result)
        self.app.store.keep_challenge(self.ch.code, self.ch.game, computer=self.computer)

    def back(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.app.pop()

    def handle(self, ev) -> None:
        if self.click_button(ev, self.buttons()):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            (self.leave if self.finished else self.next).on_click()

    def cells(self) -> list[tuple[str, str, str, str]]:
        """The comparison as the table shows it: a heading, a row per deal and the total."""
        rows, total = duplicate.compare(self.ch, list(self.yours), self.computer)

        def show(r, label: str) -> tuple[str, str, str, str]:
            return (label, "–" if r.yours is None else signed(r.yours),
                    "–" if r.theirs is None else signed(r.theirs),
                    "" if r.diff is None else signed(r.diff))
        return ([(_("Deal"), _("You"), _(LEVEL_NAMES[HARD]), _("You against {0}").format(_(LEVEL_NAMES[HARD])))]
                + [show(r, str(r.deal)) for r in rows] + [show(total, _("Total"))])

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        w, h = self.size
        ch = self.ch
        z = self.z
        big, size, small = int(28 * z), int(17 * z), int(16 * z)
        title = text(_("Challenge {0}").format(ch.code), big, INK, True)
        surf.blit(title, title.get_rect(midtop=(w // 2, int(22 * z))))
        sub = text(_("{0}, {1} players, against computers at {2}").format(
            RECORDS[ch.game].title, ch.players, _(LEVEL_NAMES[OPPONENTS])), small, MUTED)
        top = int(22 * z) + title.get_height() + int(6 * z)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, top)))
        row_h = size + int(16 * z)
        table_w = min(int(720 * z), w - 80)
        cells = self.cells()
        top += sub.get_height() + int(18 * z)
        box = pygame.Rect((w - table_w) // 2, top, table_w, row_h * len(cells) + 12)
        surf.blit(panel(box.size, (0, 0, 0, 70), 10), box.topleft)
        widths = (0.16, 0.2, 0.2, 0.44)
        for i, row in enumerate(cells):
            y = box.top + 6 + i * row_h
            heading, total = i == 0, i == len(cells) - 1
            if total:
                pygame.draw.line(surf, MUTED, (box.left + 12, y), (box.right - 12, y))
            x = box.left
            for j, cell in enumerate(row):
                cw = int(table_w * widths[j])
                colour = GOLD if heading or (total and j == 3) else INK
                t = fit(cell, size, cw - 16, colour, heading or total)
                surf.blit(t, t.get_rect(center=(x + cw // 2, y + row_h // 2)))
                x += cw
        y = box.bottom + int(14 * z)
        lines = [note(ch), _(EDGE_NOTE).format(_(LEVEL_NAMES[HARD]))]
        if self.job is not None:
            lines.append(_(WORKING).format(_(LEVEL_NAMES[HARD]), self.job.done_count, DEALS))
        if self.line:
            lines.append(self.line)
        for line in lines:
            for part in wrap(line, small, table_w):
                t = text(part, small, GOLD if line == self.line else MUTED)
                surf.blit(t, t.get_rect(midtop=(w // 2, y)))
                y += t.get_height() + 4
        mouse = pygame.mouse.get_pos()
        for b in self.buttons():
            b.draw(surf, mouse)
