"""Menu, table setup, rules, settings and statistics scenes, and starting a match."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game import i18n
from game.ai import DEFAULT_LEVEL, OLD_NAMES, SEAT_LEVELS
from game.assets import ASSETS_DIR
from game.challenge import best_line
from game.hand_file import HandFileError
from game.hand_file import parse as parse_hand
from game.hand_review import review
from game.practice import PracticeHand
from game.registry import RECORDS
from game.rules import GAMES, OptionError, new_game
from game.rules.wording import N_
from game.store import (
    ANIM_SPEEDS,
    CARD_SIZES,
    HAND_ORDERS,
    SPEECH_LEVELS,
    TRICK_PAUSES,
    VOLUMES,
)
from game.table import Table, bot_names
from game.ui.art import PACKS, use_four_colours
from game.ui.confirm import Confirm
from game.ui.forms import FormScene, Row, cycle_in
from game.ui.guided import LEARN, LEARN_LINK, start_lesson
from game.ui.saves import ConfirmNew, when, where
from game.ui.scene import Scene
from game.ui.scoresheet import signed
from game.ui.widgets import (
    GOLD,
    INK,
    MUTED,
    Button,
    cut,
    fit,
    focus_ring,
    panel,
    text,
    wrap,
)

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
"""The levels as the setup shows them (translated where shown)."""
_ = i18n._


# --- starting a match -------------------------------------------------------------------------------

def default_setup(game: str) -> dict[str, Any]:
    cls = GAMES[game]
    n = cls.DEFAULT_PLAYERS or cls.PLAYER_COUNTS[0]
    return {"players": n, "human": 0, "levels": [DEFAULT_LEVEL] * 8,
            "options": {o.key: o.default for o in cls.OPTIONS}, "seed": "", "timers": True}


def has_timers(game: str) -> bool:
    """Games whose decisions are timed get a Timers table setting (it never reaches new_game)."""
    return RECORDS[game].timed


def clean_setup(game: str, setup: Any) -> dict[str, Any]:
    """A stored setup made safe: anything missing or no longer valid falls back to the default."""
    cls = GAMES[game]
    out = default_setup(game)
    if not isinstance(setup, dict):
        return out
    if setup.get("players") in cls.PLAYER_COUNTS:
        out["players"] = setup["players"]
    if isinstance(setup.get("human"), int) and 0 <= setup["human"] < out["players"]:
        out["human"] = setup["human"]
    levels = setup.get("levels")
    if isinstance(levels, list):
        for i, lv in enumerate(levels[:8]):
            lv = OLD_NAMES.get(lv, lv) if isinstance(lv, str) else lv
            if lv in SEAT_LEVELS:
                out["levels"][i] = lv
    opts = setup.get("options") if isinstance(setup.get("options"), dict) else {}
    for o in cls.OPTIONS:
        if o.key in opts and opts[o.key] in o.choices:
            out["options"][o.key] = opts[o.key]
    if isinstance(setup.get("seed"), str) and setup["seed"].isdigit():
        out["seed"] = setup["seed"]
    if isinstance(setup.get("timers"), bool):
        out["timers"] = setup["timers"]
    return out


def start_match(app, game: str, setup: dict[str, Any], ask: bool = True) -> None:
    """Start a new match of ``game``; if that game has one in progress, ask first (Keep playing
    resumes it, Start new counts it abandoned and starts). Other games' matches are untouched."""
    slot = app.store.slot(game) if ask else None
    if slot is not None:
        def keep() -> None:
            app.pop()
            if continue_match(app, game):
                return
            if isinstance(app.top, SetupScene):      # it did not replay: say why where the player is
                app.top.error = " ".join(map(i18n.line, app.store.take_messages()))
            elif isinstance(app.top, MenuScene):
                app.top.rebuild()

        def new() -> None:
            app.pop()
            app.store.abandon(game)
            start_match(app, game, setup, ask=False)
        app.push(ConfirmNew(app, slot, keep, new))
        return
    n, human = setup["players"], setup["human"]
    seed = int(setup["seed"]) if setup.get("seed") else random.SystemRandom().randrange(2**31)
    state = new_game(game, seed=seed, players=n, **setup["options"])
    levels = [None if s == human else setup["levels"][s] for s in range(n)]
    table = Table(state, human=human, levels=levels,
                  names=bot_names(n, human, app.settings.get("player_name", "You")), store=app.store,
                  timers=bool(setup.get("timers", True)), **table_settings(app))
    table.autosave()
    scene = app.nav.make("table", table)
    if isinstance(app.top, SetupScene):
        app.replace(scene)                       # Esc from the table goes back to the menu
    else:
        app.push(scene)
    tell_unsaved(app, scene)


def table_settings(app) -> dict:
    """What a new or resumed table takes from the app: its worker and the player's settings."""
    return {"thinker": app.thinker, "auto_forced": app.settings["auto_play"], "undo": app.settings["undo"]}


def tell_unsaved(app, scene) -> None:
    """At a new table, say once that nothing will be saved while the data folder refuses writes."""
    if app.store.unsaved:
        scene.show_toast(i18n.line(app.store.unsaved))


def continue_match(app, game: str | None = None) -> bool:
    """Resume ``game``'s match in progress (the most recent one if None); False if it is gone or
    does not replay (then it was moved aside and the store holds the message)."""
    table = Table.resume(app.store, game, **table_settings(app))
    if table is None:
        return False
    scene = app.nav.make("table", table, animate_opening=False)
    if isinstance(app.top, SetupScene):
        app.replace(scene)                       # Esc from the table goes back to the menu
    else:
        app.push(scene)
    tell_unsaved(app, scene)
    return True


# --- menu -------------------------------------------------------------------------------------------

class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.messages: list[str] = []
        self.focus = -1
        self.size = app.screen.get_size()
        self.rebuild()

    def revealed(self) -> None:
        self.rebuild()
        self.place()

    def rebuild(self) -> None:
        store = self.app.store
        slots = [s for s in store.saves() if s.game in RECORDS]   # another version's game: left alone
        self.messages += store.take_messages()
        self.game_buttons = [Button(r.title, lambda k=key: self.app.push(SetupScene(self.app, k)),
                                    sub=_(r.blurb), size=22) for key, r in RECORDS.items()]
        self.continue_buttons = [Button(where(s), lambda g=s.game: self.resume(g),
                                        sub=_("saved {0}").format(when(s.saved_at)), size=20) for s in slots]
        self.side_buttons = [Button(_("Host a table"), lambda: self.app.push(self.app.nav.make("host")), size=22),
                              Button(_("Join a table"), lambda: self.app.push(self.app.nav.make("join")), size=22),
                              Button(_("Challenge"), lambda: self.app.push(self.app.nav.make("challenge")), size=22),
                              Button(_("Rules"), lambda: self.app.push(RulesScene(self.app)), size=22),
                              Button(_("Settings"), lambda: self.app.push(SettingsScene(self.app)), size=22),
                              Button(_("Statistics"), lambda: self.app.push(StatsScene(self.app)), size=22),
                              Button(_("Quit"), self.quit, size=22)]
        self.focus = -1
        self.place()

    def resume(self, game: str) -> None:
        if not continue_match(self.app, game):
            self.rebuild()

    def quit(self) -> None:
        self.app.running = False

    def back(self) -> None:
        self.quit()

    @property
    def buttons(self) -> list[Button]:
        return self.game_buttons + self.continue_buttons + self.side_buttons

    def resize(self, size) -> None:
        self.size = size
        self.place()

    def place(self) -> None:
        w, h = self.size
        gw = min(680, int(w * 0.55))
        sw = min(300, int(w * 0.26))
        left = (w - gw - sw - 40) // 2
        top = 150
        bh = min(78, (h - top - 40) // max(1, len(self.game_buttons)) - 10)
        for i, b in enumerate(self.game_buttons):
            b.rect = pygame.Rect(left, top + i * (bh + 10), gw, bh)
        x = left + gw + 40
        if not self.continue_buttons:
            step = min(68, (h - top - 20) // len(self.side_buttons))
            for i, b in enumerate(self.side_buttons):
                b.rect = pygame.Rect(x, top + i * step, sw, step - 10)
            return
        # matches in progress under a "Continue" heading, the others two by two below
        y = top + 30
        n = len(self.continue_buttons)
        ch = max(44, min(62, (h - 40 - (len(self.side_buttons) + 1) // 2 * 52 - 16 - y) // n - 8))
        for i, b in enumerate(self.continue_buttons):
            b.rect = pygame.Rect(x, y + i * (ch + 8), sw, ch)
        y += n * (ch + 8) + 8
        half = (sw - 8) // 2
        for i, b in enumerate(self.side_buttons):
            b.rect = pygame.Rect(x + (i % 2) * (half + 8), y + (i // 2) * 52, half, 44)

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        w, h = self.size
        title = text("Trick Table", 52, INK, True)
        surf.blit(title, title.get_rect(midtop=(w // 2, 28)))
        sub = text("♠ ♥ ♦ ♣   " + _("five trick-taking games against the computer"), 18, MUTED)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, 96)))
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        if self.continue_buttons:
            head = text(_("Continue"), 20, GOLD, True)
            surf.blit(head, head.get_rect(bottomleft=(self.continue_buttons[0].rect.left + 4,
                                                     self.continue_buttons[0].rect.top - 6)))
        y = h - 20
        for line in reversed(self.messages[-3:]):
            t = fit(i18n.line(line), 15, w - 80, INK)
            r = t.get_rect(midbottom=(w // 2, y)).inflate(20, 8)
            surf.blit(panel(r.size, (120, 25, 30, 220), 8), r.topleft)
            surf.blit(t, t.get_rect(center=r.center))
            y = r.top - 6

    def handle(self, ev) -> None:
        if self.click_button(ev, self.buttons):
            return
        if ev.type == pygame.KEYDOWN:
            bs = self.buttons
            if ev.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
                step = -1 if ev.key == pygame.K_UP else 1
                self.focus = (self.focus + step) % len(bs) if self.focus >= 0 else 0
                for i, b in enumerate(bs):
                    b.focused = i == self.focus
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.focus < len(bs):
                bs[self.focus].on_click()


# --- table setup ------------------------------------------------------------------------------------

class SetupScene(FormScene):
    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = self.rules_game = game
        self.cls = GAMES[game]
        self.title = _("{0} — table setup").format(RECORDS[game].title)
        self.setup = clean_setup(game, app.settings.get("setups", {}).get(game))
        self.error = ""
        self.buttons = [Button(_("Start"), self.start, size=22),
                        Button(_(LEARN), lambda: start_lesson(self.app, game), size=22),
                        Button(_("Rules"), lambda: self.app.push(RulesScene(self.app, game)), size=22),
                        Button(_("Back"), self.back, size=22)]
        self.build()

    def build(self) -> None:
        s, cls = self.setup, self.cls
        rows = []
        if len(cls.PLAYER_COUNTS) > 1:
            rows.append(Row(_("Players"), lambda: str(s["players"]), self.cycle_players))
        else:
            rows.append(Row(_("Players"), lambda: str(s["players"])))
        rows.append(Row(_("Your seat"), lambda: _("Seat {0}").format(s["human"] + 1), self.cycle_human,
                        help=_("Seats go clockwise; play passes to the left.")))
        names = bot_names(s["players"], s["human"], self.app.settings.get("player_name", "You"))
        for seat in range(s["players"]):
            if seat == s["human"]:
                continue
            rows.append(Row(_("Seat {0}: {1}").format(seat + 1, names[seat]),
                            lambda seat=seat: _(LEVEL_NAMES[s["levels"][seat]]),
                            lambda step, seat=seat: self.cycle_level(seat, step)))
        fixed = []
        for o in cls.OPTIONS:
            if len(o.choices) < 2:      # a rule with one value in this version: shown, last, not cycled
                fixed.append(Row(i18n.text(o.label), lambda o=o: i18n.text(o.display(s["options"][o.key])),
                                 help=i18n.text(o.help), column=1))
                continue
            rows.append(Row(i18n.text(o.label), lambda o=o: i18n.text(o.display(s["options"][o.key])),
                            lambda step, o=o: self.cycle_option(o, step),
                            help=_("{0} (Default: {1}.)").format(i18n.text(o.help), i18n.text(o.display(o.default))),
                            column=1))
        if has_timers(self.game):
            rows.append(Row(_("Timers"), lambda: _("on") if s["timers"] else _("off"), self.toggle_timers,
                            help=_("Time limits for your decisions; when one runs out the computer "
                                   "acts for you. Off: nothing is ever decided for you."), column=1))
        rows.append(Row(_("Deal seed"), lambda: s["seed"] or (_("random") if self.editing is None else ""),
                        edit=self.edit_seed, help=_("Digits replay the same deals; leave empty for new ones."),
                        column=1))
        self.rows = rows + fixed
        self.focus = min(self.focus, len(rows) - 1)
        self.place()

    def cycle_players(self, step: int) -> None:
        s = self.setup
        s["players"] = cycle_in(self.cls.PLAYER_COUNTS, s["players"], step)
        s["human"] = min(s["human"], s["players"] - 1)
        self.build()

    def cycle_human(self, step: int) -> None:
        s = self.setup
        s["human"] = (s["human"] + step) % s["players"]
        self.build()

    def cycle_level(self, seat: int, step: int) -> None:
        self.setup["levels"][seat] = cycle_in(SEAT_LEVELS, self.setup["levels"][seat], step)

    def toggle_timers(self, step: int) -> None:
        self.setup["timers"] = not self.setup["timers"]

    def cycle_option(self, o, step: int) -> None:
        self.setup["options"][o.key] = cycle_in(o.choices, self.setup["options"][o.key], step)

    def edit_seed(self, value: str) -> None:
        self.setup["seed"] = "".join(ch for ch in value if ch.isdigit())[:12]

    def remember(self) -> None:
        """Keep the setup for next time, but not the deal seed: it is for one match."""
        self.app.settings.setdefault("setups", {})[self.game] = {**self.setup, "seed": ""}
        self.app.save_settings()

    def start(self) -> None:
        self.remember()
        try:
            start_match(self.app, self.game, self.setup)
        except OptionError as e:
            self.error = i18n.said(e.template, e.words)

    def back(self) -> None:
        self.remember()
        self.app.pop()

    def draw_extra(self, surf) -> None:
        if self.error:
            t = fit(self.error, 16, self.size[0] - 60, (255, 170, 160))
            surf.blit(t, t.get_rect(midbottom=(self.size[0] // 2, self.size[1] - 90)))


# --- settings ---------------------------------------------------------------------------------------

LANGUAGE_NAMES = {"": N_("your system's"), **i18n.LANGUAGES}
"""The language setting's choices as the settings show them ("": the system's language); a
language's own name is the same in every language."""
CARD_NAME_CHOICES = {"language": N_("in your language"), "english": N_("English"), "own": N_("the game's own")}
CARD_SIZE_NAMES = {"small": N_("small"), "normal": N_("normal"), "large": N_("large")}
SPEECH_NAMES = {"off": N_("off"), "brief": N_("brief"), "full": N_("full")}


class SettingsScene(FormScene):
    title = N_("Settings")

    def __init__(self, app):
        super().__init__(app)
        self.buttons = [Button(_("Done"), self.back, size=22)]
        self.build()

    def build(self) -> None:
        """The rows in the player's language (built again when the language changes)."""
        app, st = self.app, self.app.settings
        self.title = _(type(self).title)
        self.buttons[0].label = _("Done")
        on_off = {True: _("on"), False: _("off")}
        self.rows = [
            Row(_("Animation speed"), lambda: f"{st['anim_speed']:g}×" if st["anim_speed"] else _("off"),
                self.cycle_speed, help=_("How fast cards fly, or off; a click or key always skips ahead.")),
            Row(_("Trick pause"), lambda: _("{0} s").format(f"{st['trick_pause']:g}"), self.cycle_pause,
                help=_("How long a finished trick stays on the table.")),
            Row(_("Your name"), lambda: _(st["player_name"]) if st["player_name"] == "You" else st["player_name"],
                edit=self.edit_name),
            Row(_("Deck"), lambda: _("four colours") if st["four_colours"] else _("two colours"), self.flip_colours,
                help=_("Four colours: diamonds blue and clubs green, so every suit has its own colour.")),
            Row(_("Ulti cards"), lambda: _("Hungarian pattern") if st["faces"] == "hungarian" else _("French faces"),
                lambda step: self.cycle_in("faces", PACKS, step),
                help=_("Hungarian pattern: Ulti's own pack, with acorns, leaves, bells and hearts.")),
            Row(_("Card size"), lambda: _(CARD_SIZE_NAMES[st["card_size"]]),
                lambda step: self.cycle_in("card_size", tuple(CARD_SIZES), step),
                help=_("Cards smaller or larger than the window's own size; the table follows at once.")),
            Row(_("Hand order"), lambda: _("by suit") if st["hand_order"] == "suit" else _("unsorted"),
                lambda step: self.cycle_in("hand_order", HAND_ORDERS, step),
                help=_("By suit, trumps at the right, or unsorted; drag a card in your hand to move it.")),
            Row(_("Full screen"), lambda: on_off[bool(app.fullscreen)], lambda step: app.toggle_fullscreen(),
                help=_("F11 switches at any time.")),
            Row(_("Sound"), lambda: on_off[bool(st["sound"])], self.toggle_sound,
                help=_("Cards, tricks, a renege and the end of a match each have a short sound.")),
            Row(_("Volume"), lambda: f"{round(st['volume'] * 100)}%", self.cycle_volume),
            Row(_("Speak the table"), lambda: _(SPEECH_NAMES[st["speak"]]), self.cycle_speech,
                help=_("Your system's voice reads the game, briefly or every line; R reads your hand.")),
            Row(_("A click skips"), lambda: _("finished tricks too") if st["skip_tricks"] else _("flying cards only"),
                lambda step: self.flip("skip_tricks"),
                help=_("Whether a click may clear a finished trick before its pause is over.")),
            Row(_("Play forced moves"), lambda: _("by themselves") if st["auto_play"] else _("by hand"),
                lambda step: self.flip("auto_play"),
                help=_("When you have only one card or choice, it is played for you (you still see it fly).")),
            Row(_("Undo"), lambda: _("offered") if st["undo"] else _("off"), lambda step: self.flip("undo"),
                help=_("Take back your last decision against computer players (never on a clock).")),
            Row(_("Confirm before playing"), lambda: on_off[bool(st["confirm_play"])],
                lambda step: self.flip("confirm_play"),
                help=_("A click or Enter first raises the card; a second one plays it. Dragging plays at once.")),
            Row(_("Card names"), lambda: _(CARD_NAME_CHOICES[st["card_names"]]),
                lambda step: self.cycle_in("card_names", tuple(CARD_NAME_CHOICES), step),
                help=_("In your language (makk ász in Ulti, kőr ász elsewhere in Hungarian), "
                       "English (Q♠) in every game, or the game's own.")),
            Row(_("Language"), lambda: LANGUAGE_NAMES[st["language"]] if st["language"] else _(LANGUAGE_NAMES[""]),
                self.cycle_language,
                help=_("Every word of the game in English, Hungarian or Finnish; at first your system's.")),
        ]
        self.place()

    def cycle_speed(self, step: int) -> None:
        self.app.settings["anim_speed"] = cycle_in(ANIM_SPEEDS, self.app.settings["anim_speed"], step)

    def cycle_pause(self, step: int) -> None:
        self.app.settings["trick_pause"] = cycle_in(TRICK_PAUSES, self.app.settings["trick_pause"], step)

    def flip_colours(self, step: int) -> None:
        self.flip("four_colours")
        use_four_colours(self.app.settings["four_colours"])

    def cycle_language(self, step: int) -> None:
        """The next language, applied at once: these rows are built again in it, and every scene
        below builds its words again when it is seen next."""
        self.cycle_in("language", tuple(LANGUAGE_NAMES), step)
        i18n.use(i18n.chosen_language(self.app.settings["language"]))
        focus = self.focus
        self.build()
        self.focus = focus

    def cycle_in(self, key: str, values, step: int) -> None:
        self.app.settings[key] = cycle_in(values, self.app.settings[key], step)

    def flip(self, key: str) -> None:
        self.app.settings[key] = not self.app.settings[key]

    def toggle_sound(self, step: int) -> None:
        self.app.settings["sound"] = not self.app.settings["sound"]
        self.app.sounds.play("play")

    def cycle_volume(self, step: int) -> None:
        self.app.settings["volume"] = cycle_in(VOLUMES, self.app.settings["volume"], step)
        self.app.sounds.play("play")

    def cycle_speech(self, step: int) -> None:
        self.cycle_in("speak", SPEECH_LEVELS, step)
        self.app.speech.say(_("Speaking: {0}").format(_(SPEECH_NAMES[self.app.settings["speak"]])), interrupt=True)

    def edit_name(self, value: str) -> None:
        self.app.settings["player_name"] = value[:20]

    def changed(self) -> None:
        self.app.save_settings()

    def back(self) -> None:
        if not self.app.settings["player_name"].strip():
            self.app.settings["player_name"] = "You"
        self.app.save_settings()
        self.app.pop()


# --- rules and statistics ---------------------------------------------------------------------------

class TextScene(Scene):
    """A scrolling page of headed paragraphs, and lines that open something (``("a", line,
    open)``: a click, or Tab to it and Enter)."""
    title = ""
    top = 90
    """Where the text begins (below the title, and any chooser)."""

    def __init__(self, app):
        super().__init__(app)
        self.title = _(self.title)
        self.scroll = 0
        self.size = app.screen.get_size()
        self.lines: list[tuple[str, int, tuple, bool]] = []
        self.links: list[tuple[int, Any]] = []
        """(the line's place in ``lines``, what opening it does)."""
        self.link = -1
        """The link Tab is on (-1: none)."""
        self.done = Button(_("Back"), self.back, size=22)

    def paragraphs(self) -> list[tuple[str, str]]:
        return []

    def resize(self, size) -> None:
        self.size = size
        width = min(900, size[0] - 80)
        self.lines, self.links = [], []
        for kind, body, *act in self.paragraphs():
            if kind == "a":
                self.links.append((len(self.lines), act[0]))
                self.lines.append((cut(f"▸ {body}", 17, width), 17, GOLD, False))
            elif kind == "h":
                self.lines.append(("", 10, INK, False))
                self.lines.append((body, 24, GOLD, True))
            elif kind == "s":
                self.lines.append(("", 6, INK, False))
                self.lines.append((body, 18, GOLD, True))
            else:
                size_, colour = (17, INK) if kind == "p" else (15, MUTED)
                for line in wrap(body, size_, width - (24 if kind != "p" else 0)):
                    self.lines.append((("    " if kind != "p" else "") + line, size_, colour, False))
        self.done.rect = pygame.Rect(size[0] // 2 - 90, size[1] - 70, 180, 48)
        self.width = width
        self.link = min(self.link, len(self.links) - 1)

    def line_top(self, index: int) -> int:
        """Where line ``index`` starts, from the top of the page."""
        return sum(int(s * 1.45) for _, s, _, _ in self.lines[:index])

    def link_rect(self, k: int) -> pygame.Rect:
        """Where link ``k`` shows on the screen now."""
        index = self.links[k][0]
        _, size, _, _ = self.lines[index]
        return pygame.Rect((self.size[0] - self.width) // 2 - 6, self.top + self.line_top(index) - self.scroll - 2,
                           self.width + 12, int(size * 1.45) + 2)

    def view_height(self) -> int:
        return self.size[1] - self.top - 90

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(y, self.content_height() - self.view_height()))

    def content_height(self) -> int:
        return sum(int(s * 1.45) for _, s, _, _ in self.lines)

    def scroll_bar(self) -> pygame.Rect | None:
        """The bar at the page's right edge that shows how much more there is above and below, and
        where the view is (None when the page fits): a line cut at the foot then reads as "more"."""
        view, whole = self.view_height(), self.content_height()
        if whole <= view:
            return None
        bar = max(24, view * view // whole)
        right = (self.size[0] + self.width) // 2 + 8
        return pygame.Rect(right, self.top + (view - bar) * self.scroll // (whole - view), 5, bar)

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        w, h = self.size
        t = text(self.title, 32, INK, True)
        surf.blit(t, t.get_rect(midtop=(w // 2, 28)))
        left = (w - self.width) // 2
        clip = surf.get_clip()
        area = pygame.Rect(left - 10, self.top, self.width + 20, self.view_height())
        surf.set_clip(area)
        y = area.top - self.scroll
        for line, size, colour, bold in self.lines:
            if area.top - 40 < y < area.bottom:
                surf.blit(text(line, size, colour, bold), (left, y))
            y += int(size * 1.45)
        if 0 <= self.link < len(self.links):
            focus_ring(surf, self.link_rect(self.link), 6)
        surf.set_clip(clip)
        bar = self.scroll_bar()
        if bar is not None:
            pygame.draw.rect(surf, MUTED, bar, border_radius=2)
        self.done.draw(surf, pygame.mouse.get_pos())
        self.draw_extra(surf)

    def draw_extra(self, surf) -> None:
        pass

    def handle(self, ev) -> None:
        most = max(0, self.content_height() - self.view_height())
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.top <= ev.pos[1] < self.top + self.view_height():
            for k, (_, act) in enumerate(self.links):
                if self.link_rect(k).collidepoint(ev.pos):
                    self.link = k
                    act()
                    return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB and self.links:
            back = ev.mod & pygame.KMOD_SHIFT
            self.link = (self.link + (-1 if back else 1)) % len(self.links)
            rect = self.link_rect(self.link)       # scrolled into sight
            if rect.top < self.top or rect.bottom > self.top + self.view_height():
                self.scroll_to(self.line_top(self.links[self.link][0]) - self.view_height() // 2)
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.link < len(self.links):
            self.links[self.link][1]()
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(most, self.scroll - ev.y * 40))
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 300, pygame.K_PAGEUP: -300}[ev.key]
            self.scroll = max(0, min(most, self.scroll + step))
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.done.hit(ev.pos):
            self.back()


def rules_file(game: str, language: str) -> Path:
    """The game's rules page in ``language``: assets/rules/<game>.<language>.txt, English's
    assets/rules/<game>.txt (the source the others are translated from)."""
    return ASSETS_DIR / "rules" / (f"{game}.txt" if language == "en" else f"{game}.{language}.txt")


def rules_text(game: str) -> list[tuple[str, str]]:
    """The game's player-facing rules in the player's language (``rules_file``): blocks separated by
    blank lines, each a heading line and its sentences. An unreadable file just leaves the summary."""
    try:
        raw = rules_file(game, i18n.active().code).read_text(encoding="utf-8")
    except OSError:
        return []
    out: list[tuple[str, str]] = []
    for block in raw.strip().split("\n\n")[1:]:
        lines = block.strip().splitlines()
        out.append(("s", lines[0]))
        paragraph = ""
        for line in lines[1:]:          # a line not ending a sentence continues on the next one
            paragraph = f"{paragraph} {line}".strip()
            if paragraph.endswith((".", ":", "!", "?", ")")):
                out.append(("p", paragraph))
                paragraph = ""
        if paragraph:
            out.append(("p", paragraph))
    return out


class RulesScene(TextScene):
    """Every game's rules on one scrolling page, with a chooser above it: click a game (or press
    its number, or ←/→) to jump to its rules."""
    title = N_("Rules")
    top = 150

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.game = game
        """Open at this game's rules (from its table setup)."""
        self.sections = list(RECORDS) + ["playing"]
        self.tabs = [Button(RECORDS[k].title if k in RECORDS else _("Playing"), lambda k=k: self.jump(k), size=17)
                     for k in self.sections]
        self.starts: dict[str, int] = {}

    def resize(self, size) -> None:
        super().resize(size)
        y, heads = 0, iter(self.sections)
        for line, fsize, _, bold in self.lines:
            if bold and fsize == 24:
                self.starts[next(heads)] = y
            y += int(fsize * 1.45)
        gap = 8
        widths = [b.natural_width() for b in self.tabs]
        scale = min(1.0, (size[0] - 40 - gap * (len(widths) - 1)) / sum(widths))
        x = (size[0] - sum(int(w * scale) for w in widths) - gap * (len(widths) - 1)) // 2
        for b, w in zip(self.tabs, widths):
            b.rect = pygame.Rect(x, 84, int(w * scale), 44)
            x += int(w * scale) + gap
        if self.game in self.starts:
            self.jump(self.game)

    def jump(self, key: str) -> None:
        self.game = key
        self.scroll_to(self.starts.get(key, 0) - 10)

    def current(self) -> str:
        """The section at the top of the page now."""
        at = self.sections[0]
        for k in self.sections:
            if self.starts.get(k, 0) - 10 <= self.scroll + 2:
                at = k
        most = self.content_height() - self.view_height()
        return self.game if self.scroll >= most and self.game in self.starts else at

    def draw_extra(self, surf) -> None:
        now = self.current()
        for k, b in zip(self.sections, self.tabs):
            b.focused = k == now
            b.draw(surf, pygame.mouse.get_pos())

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for b in self.tabs:
                if b.hit(ev.pos):
                    b.on_click()
                    return
        if ev.type == pygame.KEYDOWN:
            digit = ev.key - pygame.K_1
            if 0 <= digit < len(self.sections):
                self.jump(self.sections[digit])
                return
            if ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = self.sections.index(self.current()) + (1 if ev.key == pygame.K_RIGHT else -1)
                self.jump(self.sections[i % len(self.sections)])
                return
        super().handle(ev)
        if ev.type in (pygame.MOUSEWHEEL, pygame.KEYDOWN):
            self.game = None          # scrolled by hand: the chooser follows the page

    def paragraphs(self):
        out = []
        for key, rec in RECORDS.items():
            cls = rec.engine
            counts = cls.PLAYER_COUNTS
            players = (_("{0}–{1} players").format(counts[0], counts[-1]) if len(counts) > 1
                       else _("{0} players").format(counts[0]))
            out.append(("h", f"{rec.title}   ({players})"))
            out.append(("p", _(rec.blurb)))
            out.append(("a", _(LEARN_LINK).format(rec.title), lambda k=key: start_lesson(self.app, k)))
            out.extend(rules_text(key))
            if cls.OPTIONS:
                out.append(("s", _("Table options")))
                for o in cls.OPTIONS:
                    out.append(("o", _("{0} (default {1}): {2}").format(
                        i18n.text(o.label), i18n.text(o.display(o.default)), i18n.text(o.help))))
        out.append(("h", _("Playing")))
        out.append(("p", _("Drag a card to the middle of the table, or click it, or choose it with ←/→ and "
                           "press Enter. Decisions appear as buttons: click them, press their number key, or "
                           "Tab to one and press Enter. A click or key skips an animation. Esc goes back; "
                           "your match is saved after every move, and each game keeps its own match "
                           "in progress to continue from the menu.")))
        out.append(("s", _("Fair play")))
        out.append(("p", _("Computer players never see hidden cards: they decide only from what their "
                           "seat may see, as you do, and the game's tests check this. Before anyone "
                           "decides anything in a deal, the cards are sealed with a code shown in the "
                           "hand summary; after the hand the seal is opened. Press E to save the hand "
                           "to a file; the command \"tricktable verify FILE\" (from source: \"python -m "
                           "game verify FILE\") checks that every deal was the one sealed before play. "
                           "R on the hand summary shows the hand just played face up, trick by trick.")))
        return out


OPEN_HAND = N_("Click one of the last hands, or Tab to it and press Enter, to see it face up and play it again.")


class StatsScene(TextScene):
    title = N_("Statistics")

    def __init__(self, app):
        super().__init__(app)
        self.reset = Button(_("Reset…"), self.ask_reset, size=22)
        self.note = ""
        """Why a kept hand could not be opened."""

    def resize(self, size) -> None:
        super().resize(size)
        self.done.rect.x -= 100
        self.reset.rect = self.done.rect.move(200, 0)

    def paragraphs(self):
        stats = self.app.store.stats()
        hands = self.app.store.last_hands()
        challenges = self.app.store.challenges()
        messages = self.app.store.take_messages()
        out = [("o", i18n.line(m)) for m in messages]
        keys = list(RECORDS) + [g for g in stats if g not in RECORDS]
        for g in keys:
            out.append(("h", RECORDS[g].title if g in RECORDS else g))
            out.extend(("p", line) for line in stat_lines(stats.get(g), RECORDS[g].deal_word if g in RECORDS else "hand"))
            kept = hands.get(g, []) if g in RECORDS else []
            if kept:
                out.append(("s", _("Last hands")))
            for hand in kept:
                out.append(("a", kept_line(hand, RECORDS[g].deal_word), lambda g=g, hand=hand: self.open_hand(g, hand)))
            done = [(code, c) for code, c in challenges.items() if c["game"] == g and c.get("best") is not None]
            if done:
                out.append(("s", _("Challenges, your best beside Hard's")))
            out.extend(("p", best_line(code, c["best"], c.get("computer"), signed)) for code, c in done)
        return out

    def view_height(self) -> int:
        """The page ends above the line under it (how to open a hand, or why one did not open)."""
        return super().view_height() - 26

    def open_hand(self, game: str, kept: dict) -> None:
        """A kept hand face up (and from there, played again from one of your decisions); a file
        that does not read or replay is one line under the page, and nothing opens."""
        try:
            hf = parse_hand(kept["text"])
            if hf.game != game:
                raise HandFileError(N_("it is a hand of another game"))
            again = PracticeHand(hf, kept["ordinal"], kept["you"], tuple(kept["levels"]))
            shown = review(hf, again.deal())
        except HandFileError as e:
            self.note = _("This hand cannot be opened: {0}.").format(i18n.said(e.template, e.words))
            return
        self.note = ""
        self.app.push(self.app.nav.make("review", shown, hf.names, kept["you"], again))

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.reset.hit(ev.pos):
            self.ask_reset()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            self.ask_reset()
            return
        super().handle(ev)

    def ask_reset(self) -> None:
        self.app.push(Confirm(self.app, (_("Every match counted so far, in all five games, will be forgotten."),
                                         _("Reset the statistics?")),
                              _("Matches in progress are kept."), (_("Keep them"), self.app.pop),
                              (_("Reset"), self.do_reset)))

    def do_reset(self) -> None:
        self.app.store.reset_stats()
        self.app.pop()
        self.resize(self.size)

    def draw_extra(self, surf) -> None:
        self.reset.draw(surf, pygame.mouse.get_pos())
        line = self.note or (_(OPEN_HAND) if self.links else "")
        if line:
            t = fit(line, 15, self.size[0] - 40, GOLD if self.note else MUTED)
            surf.blit(t, t.get_rect(midbottom=(self.size[0] // 2, self.done.rect.top - 10)))


DEAL_WORDS = {
    "hand": {"one": N_("Hand {0}"), "played": N_("Hands played: {0}   average score per hand: {1}")},
    "game": {"one": N_("Game {0}"), "played": N_("Games played: {0}   average score per game: {1}")},
}
"""What a game calls one of its deals (its record's ``deal_word``), in the statistics' lines."""


def kept_line(hand: dict, deal_word: str) -> str:
    """A kept hand as the statistics list it: "Hand 3 · today 14:05 · your score +2 · open it face up"."""
    words = DEAL_WORDS.get(deal_word, DEAL_WORDS["hand"])
    return _("{0} · {1} · your score {2} · open it face up").format(
        _(words["one"]).format(hand["ordinal"]), when(hand["saved"]), signed(hand["points"]))


def stat_lines(entry: dict | None, deal_word: str = "hand") -> list[str]:
    """One game's statistics in a player's words; the last match's score sheet below them."""
    if not entry or not (entry["played"] or entry["abandoned"]):
        return [_("No matches yet.")]
    words = DEAL_WORDS.get(deal_word, DEAL_WORDS["hand"])
    played, won = entry["played"], entry["won"]
    share = f" ({100 * won / played:.0f}%)" if played else ""
    lines = [_("Matches played: {0}   won: {1}{2}   abandoned: {3}").format(played, won, share, entry["abandoned"])]
    if entry["hands"]:
        lines.append(_(words["played"]).format(entry["hands"], signed(entry["points"] / entry["hands"], 1)))
    lines.append(_("Winning streak: {0}   best: {1}").format(entry["streak"], entry["best_streak"]))
    if entry["undone"]:
        lines.append(_("Matches in which you took a move back: {0}").format(entry["undone"]))
    if entry.get("contracts"):
        lines.append(_("Contracts your side chose, made: {0}").format(", ".join(
            _("{0} {1} of {2}").format(i18n.text(name), made, played)
            for name, (made, played) in sorted(entry["contracts"].items()))))
    last = entry.get("last")
    if last and last["rows"]:
        totals = ", ".join(f"{side} {total}" for side, total in zip(last["sides"], last["rows"][-1][1]))
        lines.append((_("Last match (won): {0}") if last["won"] else _("Last match (lost): {0}")).format(totals))
        for i, (deltas, _row) in enumerate(last["rows"], 1):
            lines.append("    " + _(words["one"]).format(i) + ": " + ", ".join(
                f"{side} {signed(d)}" for side, d in zip(last["sides"], deltas)))
    return lines
