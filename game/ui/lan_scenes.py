"""Playing with friends on the local network, from the menu: Host a table (a setup form), its lobby
(address, join code and seats, live) and Join a table (tables found by multicast DNS, or a typed
address).

The host's own match runs in a ``game.net.host.Host`` on its own thread, listening on all interfaces
on port ``LAN_PORT`` (8765, the port ``python -m game join`` assumes; any free port when it is taken),
announced with zeroconf from a plain thread. The host's player sits at it like any friend: through a
``RemoteTable`` on 127.0.0.1 with the code, so the host's own screen is the same ``TableScene`` a
friend sees. Closing that table (Esc at the table, Back in the lobby) stops the host.

Every word is in the player's language (``game.i18n``), looked up where it is drawn or where the
scene builds its rows and buttons (again when it is shown after the language changed).
"""
from __future__ import annotations

import threading

import pygame

from game import i18n
from game.ai import SEAT_LEVELS
from game.i18n import _, pgettext
from game.net.discovery import Browser
from game.net.host import Host, lan_address
from game.net.remote import DEFAULT_PORT, JoinError, RemoteTable, kept_seat
from game.registry import RECORDS
from game.rules import GAMES, OptionError
from game.rules.wording import N_
from game.worker import ProcessThinker
from game.ui.scene import Scene
from game.ui.confirm import Confirm
from game.ui.forms import FormScene, Row, cycle_in
from game.ui.lobby import open_remote
from game.ui.scenes import LEVEL_NAMES, SetupScene, clean_setup
from game.ui.seat_rows import SeatRows
from game.ui.widgets import GOLD, INK, MUTED, Button, fit, next_focus, panel, text

LAN_PORT = DEFAULT_PORT
"""The port a hosted table listens on first (a friend may type the address without it)."""

KINDS = ("person",) + SEAT_LEVELS
KIND_NAMES = {"person": N_("Person"), **LEVEL_NAMES}
RECONNECT_WAITS = (30, 60, 90, 180, 300)
ERROR_INK = (255, 170, 160)


def _player(app) -> str:
    """The player's name at a table they host ("Host" while it is the default "You")."""
    name = str(app.settings.get("player_name") or "").strip()[:24]
    return name if name and name != "You" else "Host"


def _wait_text(seconds: int) -> str:
    if seconds < 60:
        return _("{0} s").format(seconds)
    if seconds % 60 == 0:
        return _("{0} min").format(seconds // 60)
    return _("{0} min {1} s").format(seconds // 60, seconds % 60)


def _on(flag: bool) -> str:
    return _("on") if flag else _("off")


class HostedTable(RemoteTable):
    """The host's own seat: a RemoteTable whose ``close`` also closes the table (stops the host)."""

    host: Host | None = None
    advertising: threading.Thread | None = None
    advert_error: str = ""
    _seats_text: str | None = None
    _told: threading.Event | None = None
    _done = False

    def advertise(self, name: str, interfaces: list[str] | None = None) -> None:
        """Announce the table on the network from a thread (zeroconf's registration and updates
        take a while: never on the frame loop); ``announce_seats`` updates the announcement."""
        host = self.host
        self._told = threading.Event()

        def run() -> None:
            try:
                host.advertise(name, interfaces=interfaces)
                sent = None
                while not self._done:
                    self._told.wait()
                    self._told.clear()
                    if not self._done and self._seats_text != sent:
                        sent = self._seats_text
                        _update_advert(host._advert, {SEATS_KEY: sent})
            except Exception as e:              # noqa: BLE001  (no network: friends type the address)
                self.advert_error = _("The table is not announced on the network ({0}); friends can "
                                      "still type the address.").format(e)
        self.advertising = threading.Thread(target=run, name="advertise", daemon=True)
        self.advertising.start()

    def announce_seats(self, text: str) -> None:
        """Say on the network how many seats are taken (``"2/4"``)."""
        if self._told is not None and text != self._seats_text:
            self._seats_text = text
            self._told.set()

    def close(self) -> None:
        super().close()
        if self.advertising is not None:
            self._done = True
            self._told.set()
            self.advertising.join(10)           # stop() must see the advert to withdraw it
        if self.host is not None:
            host, self.host = self.host, None
            host.stop()


SEATS_KEY = "seats"
"""The announcement's property with the seats taken, ``"taken/players"`` (computers count as taken)."""


def _update_advert(advert, properties: dict[str, str]) -> None:
    """Re-announce ``advert`` (a ``discovery.Advertiser``) with ``properties`` added."""
    from zeroconf import ServiceInfo
    info = advert.info
    if advert.zc is None or info is None:
        return
    new = ServiceInfo(info.type, info.name, addresses=info.addresses, port=info.port,
                      properties={**info.decoded_properties, **properties}, server=info.server)
    advert.zc.update_service(new)
    advert.info = new


class SeatsBrowser(Browser):
    """``discovery.Browser`` that also keeps each table's seats taken (``seats(ad)``)."""

    def __init__(self, interfaces: list[str] | None = None):
        self._taken: dict[tuple[str, int], str] = {}
        super().__init__(interfaces)

    def _seen(self, zc, type_: str, name: str) -> None:
        super()._seen(zc, type_, name)
        info = zc.get_service_info(type_, name, timeout=500)       # answered from the cache
        if info is None or not info.port:
            return
        taken = str(info.decoded_properties.get(SEATS_KEY) or "")[:7]
        with self._lock:
            for ad in self._tables.values():
                if ad.port == info.port and ad.address in info.parsed_addresses():
                    self._taken[(ad.address, ad.port)] = taken

    def seats(self, ad) -> str:
        with self._lock:
            return self._taken.get((ad.address, ad.port), "")


# --- Host a table -----------------------------------------------------------------------------------

class HostScene(SetupScene):
    """The table setup (its rows for players, your seat, the table options, timers and seed are the
    setup scene's own) with the LAN's: the game, who sits where (a person or a computer level), the
    table's name, a join code, the reconnect wait and whether players may ask for hints."""

    def __init__(self, app, game: str | None = None, address: str = "0.0.0.0", port: int = LAN_PORT,
                 interfaces: list[str] | None = None, advertise: bool = True):
        self.kinds = ["person"] * 8
        self.code = True
        self.reconnect = 90
        self.hints = False
        self.table_name = _table_name(_player(app)) if _player(app) != "Host" else "Trick Table"
        self.address, self.port, self.interfaces, self.announce = address, port, interfaces, advertise
        super().__init__(app, game or next(iter(RECORDS)))
        self.label()

    def label(self) -> None:
        """The title and buttons in the player's language."""
        self.language = i18n.active().code
        self.title = _("Host a table")
        self.buttons = [Button(_("Open the table"), self.open_table, size=22), Button(_("Back"), self.back, size=22)]
        self.place()

    def revealed(self) -> None:
        super().revealed()
        if self.language != i18n.active().code:
            self.build()
            self.label()

    def build(self) -> None:
        super().build()
        s = self.setup
        players, your_seat = self.rows[0], self.rows[1]
        shared = [r for r in self.rows if r.column == 1]     # options, timers, seed: the setup's rows
        rows = [Row(pgettext("which card game", "Game"), lambda: RECORDS[self.game].title, self.cycle_game), players, your_seat]
        for seat in range(s["players"]):
            if seat != s["human"]:
                rows.append(Row(_("Seat {0}").format(seat + 1), lambda seat=seat: _(KIND_NAMES[self.kinds[seat]]),
                                lambda step, seat=seat: self.cycle_kind(seat, step)))
        rows += [Row(_("Table name"), lambda: self.table_name, edit=self.edit_name),
                 Row(_("Join code"), lambda: _on(self.code), self.toggle_code,
                     help=_("On: friends type the code shown in the lobby to sit down.")),
                 Row(_("Reconnect wait"), lambda: _wait_text(self.reconnect), self.cycle_reconnect,
                     help=_("A dropped player keeps the seat this long; then a computer plays it.")),
                 Row(_("Hints"), lambda: _on(self.hints), self.toggle_hints,
                     help=_("Players may ask the computer for a hint on their own turn."))]
        self.rows = rows + shared
        self.focus = min(self.focus, len(self.rows) - 1)
        self.place()

    def cycle_game(self, step: int) -> None:
        self.remember()
        self.game = cycle_in(list(RECORDS), self.game, step)
        self.cls = GAMES[self.game]
        self.setup = clean_setup(self.game, self.app.settings.get("setups", {}).get(self.game))
        self.error = ""
        self.build()

    def cycle_kind(self, seat: int, step: int) -> None:
        self.kinds[seat] = cycle_in(KINDS, self.kinds[seat], step)

    def toggle_code(self, step: int) -> None:
        self.code = not self.code

    def toggle_hints(self, step: int) -> None:
        self.hints = not self.hints

    def cycle_reconnect(self, step: int) -> None:
        self.reconnect = cycle_in(RECONNECT_WAITS, self.reconnect, step)

    def edit_name(self, value: str) -> None:
        self.table_name = value[:40]

    def seats(self) -> list[str | None]:
        s = self.setup
        return [None if seat == s["human"] or self.kinds[seat] == "person" else self.kinds[seat]
                for seat in range(s["players"])]

    def open_table(self) -> None:
        """Start the host, announce it, sit down at it; the lobby comes up (or the table, when no
        one else is awaited). A failure is one sentence on this scene and leaves nothing running."""
        self.remember()
        s = self.setup
        try:
            host = self._start_host(port=self.port)
        except OptionError as e:
            self.error = i18n.said(e.template, e.words)
            return
        except OSError as e:
            if self.port == 0:
                self.error = _("The table could not be opened ({0}).").format(e.strerror or e)
                return
            try:
                host = self._start_host(port=0)             # the usual port is taken: any free one
            except OSError as e2:
                self.error = _("The table could not be opened ({0}).").format(e2.strerror or e2)
                return
        name = _player(self.app)
        table = HostedTable(f"127.0.0.1:{host.port}", name=name, seat=s["human"], code=host.required_code())
        table.host = host
        try:
            table.start()
        except JoinError as e:
            table.close()
            self.error = str(e)
            return
        if self.announce:
            table.advertise(self.table_name.strip() or _table_name(name), self.interfaces)
        self.error = ""
        self.app.push(LobbyScene(self.app, host, table, self.table_name.strip() or _table_name(name)))

    def _start_host(self, port: int) -> Host:
        s = self.setup
        return Host(self.game, self.seats(), options=dict(s["options"]), players=s["players"],
                    seed=int(s["seed"]) if s.get("seed") else None, address=self.address, port=port,
                    reconnect=float(self.reconnect), timers=bool(s.get("timers", True)),
                    code=True if self.code else None, thinker=ProcessThinker(), hints=self.hints).start()


# --- the lobby --------------------------------------------------------------------------------------

class LobbyScene(Scene):
    """The open table before its match: where friends reach it, the code, and who has sat down."""

    REFRESH = 0.25

    def __init__(self, app, host: Host, table: HostedTable, name: str):
        super().__init__(app)
        self.host, self.table, self.name = host, table, name
        self.size = app.screen.get_size()
        lan = lan_address() if host.address in ("0.0.0.0", "") else host.address
        self.where = f"{lan}:{host.port}"
        self.code = host.required_code()
        self.since = self.REFRESH
        self.label()
        self.note = ""
        mine = table.welcome.seat if table.welcome else None
        self.people = SeatRows(app, host, mine, self.say)
        """The seats, with Remove and Bar beside each friend who joined."""
        self.focus = -1
        """The button the keyboard is on (Tab moves it over the rows' and the bottom buttons)."""
        self.refresh()

    def label(self) -> None:
        """The buttons in the player's language."""
        self.language = i18n.active().code
        self.buttons = [Button(_("Start now"), self.start_now, size=22),
                        Button(_("Close the table"), self.back, size=22)]
        self.resize(self.size)

    def revealed(self) -> None:
        if self.language != i18n.active().code:
            self.label()

    def say(self, line: str) -> None:
        self.note = line
        self.focus = -1

    def refresh(self) -> None:
        if self.people.refresh():
            self.focus = -1
        seats = self.people.seats
        if seats:
            taken = sum(1 for _, _, level, seated in seats if seated or level is not None)
            self.table.announce_seats(f"{taken}/{len(seats)}")
        if self.table.advert_error:
            self.note = self.table.advert_error

    def update(self, dt: float) -> None:
        self.since += dt
        if self.since >= self.REFRESH:
            self.since = 0.0
            self.refresh()
        if self.people.started:
            self.to_table()

    def to_table(self) -> None:
        """The match has begun: the table scene replaces the lobby (and the host form under it)."""
        app = self.app
        while app.stack and isinstance(app.top, (LobbyScene, HostScene, Confirm)):
            app.stack.pop()
        open_remote(app, self.table)

    def start_now(self) -> None:
        try:
            self.host.call(self.host.start_now)
        except Exception as e:                  # noqa: BLE001
            self.note = _("The match could not start ({0}).").format(e)
            return
        self.refresh()

    def back(self) -> None:
        people = self.people.joined()
        if not people:
            self.close()
            return
        joined = (_("{0} has joined this table.").format(people[0]) if len(people) == 1
                  else _("{0} people have joined this table.").format(len(people)))
        self.app.push(Confirm(self.app, (joined, _("Close the table?")),
                              _("Everyone at it is sent back to their menu."), (_("Keep it open"), self.app.pop),
                              (_("Close it"), self.close_confirmed)))

    def close_confirmed(self) -> None:
        self.app.pop()
        self.close()

    def close(self) -> None:
        self.table.close()                      # stops the host and withdraws the announcement
        if self.app.top is self:
            self.app.pop()

    def shut(self) -> None:
        """Tools (the screenshot) that leave without a player: close the table."""
        self.table.close()

    def resize(self, size) -> None:
        self.size = w, h = size
        bw = 220
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(w // 2 - bw - 10 + i * (bw + 20), h - 76, bw, 52)

    def handle(self, ev) -> None:
        every = self.people.buttons + self.buttons
        if self.click_button(ev, every):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            step = -1 if ev.mod & pygame.KMOD_SHIFT else 1
            self.focus = next_focus(self.focus, step, len(every))
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if 0 <= self.focus < len(every):
                every[self.focus].on_click()
            else:
                self.start_now()
        for i, b in enumerate(every):
            b.focused = i == self.focus

    def draw(self, surf) -> None:
        surf.fill((16, 62, 40))
        w, h = self.size
        cx = w // 2
        t = fit(self.name, 34, w - 80, INK, True)
        surf.blit(t, t.get_rect(midtop=(cx, 24)))
        rec = RECORDS[self.host.game]
        n = len(self.people.seats) or self.host.state.players
        sub = text(_("{0}, {1} players — waiting for everyone to sit down").format(rec.title, n), 17, MUTED)
        surf.blit(sub, sub.get_rect(midtop=(cx, 70)))
        # where friends reach the table, and the code, in large type
        big = 40 if h >= 700 else 32
        boxes = [(_("Address"), self.where)] + ([(_("Join code"), self.code)] if self.code else [])
        bw = min(440, (w - 100) // len(boxes) - 20)
        left = cx - (len(boxes) * (bw + 20) - 20) // 2
        top = 106
        tall = big + 52
        for i, (label, value) in enumerate(boxes):
            r = pygame.Rect(left + i * (bw + 20), top, bw, tall)
            surf.blit(panel(r.size, (12, 40, 28, 230), 12, GOLD), r.topleft)
            lt = text(label, 16, MUTED)
            surf.blit(lt, lt.get_rect(midtop=(r.centerx, r.top + 8)))
            vt = fit(value, big, bw - 24, GOLD, True)
            surf.blit(vt, vt.get_rect(midtop=(r.centerx, r.top + 30)))
        y = top + tall + 14
        hint = (_("Friends choose Join a table in their menu and pick this table, or type the address "
                  "and the code.") if self.code else
                _("Friends choose Join a table in their menu and pick this table, or type the address."))
        ht = fit(hint, 16, w - 80, MUTED)
        surf.blit(ht, ht.get_rect(midtop=(cx, y)))
        y += 34
        # the seats
        seats = self.people.seats
        room = h - 116 - y - (24 if self.note else 0)
        row_h = max(26, min(40, room // max(1, len(seats))))
        sw = min(620, w - 80)
        self.people.draw(surf, cx - sw // 2, y, sw, row_h)
        if self.note:
            nt = fit(self.note, 15, w - 60, ERROR_INK)
            surf.blit(nt, nt.get_rect(midbottom=(cx, h - 112)))
        level = _(LEVEL_NAMES.get(self.host.takeover_level, self.host.takeover_level))
        st = fit(_("Start now: computers ({0}) take the seats still empty. The match also starts "
                   "by itself once every seat is taken.").format(level), 15, w - 60, MUTED)
        surf.blit(st, st.get_rect(midbottom=(cx, h - 88)))
        mouse = pygame.mouse.get_pos()
        for b in self.people.buttons + self.buttons:
            b.draw(surf, mouse)


# --- Join a table -----------------------------------------------------------------------------------

SIT_CHOICES: tuple[int | str | None, ...] = (None, *range(8), "watch")
"""Where a joining player sits: any open seat (None), a seat by number, or watching."""


def _sit_text(choice: int | str | None) -> str:
    if choice is None:
        return _("any open seat")
    return _("just watch") if choice == "watch" else _("Seat {0}").format(choice + 1)


def _table_name(player: str) -> str:
    """A table's name from its host's: "Ann's table"."""
    return _("{0}'s table").format(player)[:40]


class JoinScene(FormScene):
    """Tables seen on the network (live), and fields for an address, a code and where to sit.
    Choosing a table (click, or Enter on it) joins it: the seat asked for, any open seat (watching
    when every seat is taken), or as a watcher."""

    REFRESH = 0.5

    def __init__(self, app, interfaces: list[str] | None = None, browse: bool = True):
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.sit: int | str | None = None
        """``SIT_CHOICES``: where to sit at the table chosen."""
        self.error = ""
        self.interfaces, self.browse = interfaces, browse
        self.browser = None
        self.ads: list = []
        self.table_buttons: list[Button] = []
        self.pick = -1
        """The table the keyboard is on (-1: on the fields)."""
        self.first = 0
        """The first table shown (the list scrolls with the wheel and the arrows)."""
        self.room = 1
        self.list_top = 0
        self.since = self.REFRESH
        self.joining: threading.Thread | None = None
        self._result: tuple[RemoteTable | None, str, str] | None = None
        self.label()
        self.open_browser()

    def label(self) -> None:
        """The title, rows and buttons in the player's language."""
        self.language = i18n.active().code
        self.title = _("Join a table")
        self.rows = [Row(_("Address"), lambda: self.address or ("" if self.editing else _("host or host:port")),
                         edit=self.edit_address),
                     Row(_("Join code"), lambda: self.code or ("" if self.editing else _("none")),
                         edit=self.edit_code),
                     Row(_("Sit"), lambda: _sit_text(self.sit), self.cycle_sit,
                         help=_("Any open seat, the seat your friends keep for you, or just watch the game."))]
        self.buttons = [Button(_("Join"), self.join_typed, size=22), Button(_("Back"), self.back, size=22)]
        self.table_buttons = []                     # described again by the next refresh
        self.place()

    # --- the tables on the network ----------------------------------------------------------------

    def open_browser(self) -> None:
        if not self.browse or self.browser is not None:
            return
        try:
            self.browser = SeatsBrowser(self.interfaces)
        except Exception as e:                  # noqa: BLE001  (no network: an address still works)
            self.browser = None
            self.error = _("Cannot look for tables on this network ({0}); type the host's address.").format(e)

    def close_browser(self) -> None:
        if self.browser is not None:
            browser, self.browser = self.browser, None
            browser.close()

    def shut(self) -> None:
        self.close_browser()

    def revealed(self) -> None:
        if self.language != i18n.active().code:
            self.label()
        self.open_browser()

    def refresh(self) -> None:
        ads = self.browser.tables() if self.browser is not None else []
        subs = [self.describe(ad) for ad in ads]
        if ads != self.ads or subs != [b.sub for b in self.table_buttons]:
            picked = self.ads[self.pick] if 0 <= self.pick < len(self.ads) else None
            self.ads = ads
            self.pick = ads.index(picked) if picked in ads else (min(self.pick, len(ads) - 1) if self.pick >= 0 else -1)
            self.table_buttons = [Button(ad.name, lambda ad=ad: self.choose(ad), sub=self.describe(ad), size=20)
                                  for ad in ads]
            self.place()

    def describe(self, ad) -> str:
        parts = [RECORDS[ad.game].title if ad.game in RECORDS else (ad.game or _("an unknown game"))]
        taken = self.browser.seats(ad) if isinstance(self.browser, SeatsBrowser) else ""
        if taken:
            a, _slash, b = taken.partition("/")
            full = a.isdigit() and b.isdigit() and int(a) >= int(b)
            parts.append((_("{0} of {1} seats taken (you may watch)") if full
                          else _("{0} of {1} seats taken")).format(a, b))
        parts.append(f"{ad.address}:{ad.port}")
        if ad.code_required:
            parts.append(_("code needed"))
        return "  ·  ".join(parts)

    # --- layout -----------------------------------------------------------------------------------

    def place(self) -> None:
        super().place()
        w, h = self.size
        top = max((r.rect.bottom for r in self.rows), default=96) + 48
        bw = min(560, w - 80)
        bh = 56
        room = max(1, (h - 104 - top) // (bh + 8))
        self.list_top, self.room = top, room
        if self.pick >= 0:                          # the keyboard's table stays in view
            self.first = min(self.pick, max(self.first, self.pick - room + 1))
        self.first = max(0, min(self.first, len(self.table_buttons) - room))
        for i, b in enumerate(self.table_buttons):
            k = i - self.first
            b.rect = (pygame.Rect((w - bw) // 2, top + k * (bh + 8), bw, bh) if 0 <= k < room
                      else pygame.Rect(0, 0, 0, 0))
            b.focused = i == self.pick

    def draw_extra(self, surf) -> None:
        w, h = self.size
        head = text(_("Tables on this network"), 20, GOLD, True)
        surf.blit(head, head.get_rect(bottomleft=((w - min(560, w - 80)) // 2, self.list_top - 8)))
        mouse = pygame.mouse.get_pos()
        for b in self.table_buttons:
            if b.rect.width:
                b.focused = self.table_buttons.index(b) == self.pick
                b.draw(surf, mouse)
        more = [n for n in (self.first, len(self.table_buttons) - self.first - self.room) if n > 0]
        if more:
            t = text(_("{0} tables: scroll or use ↑/↓ for the others").format(len(self.table_buttons)), 14, MUTED)
            surf.blit(t, t.get_rect(bottomright=((w + min(560, w - 80)) // 2, self.list_top - 10)))
        if not self.table_buttons:
            line = (_("Looking for tables… or type the address the host's lobby shows.") if self.browser is not None
                    else _("Type the address the host's lobby shows."))
            t = fit(line, 16, w - 80, MUTED)
            surf.blit(t, t.get_rect(midtop=(w // 2, self.list_top + 8)))
        if self.joining is not None:
            msg, ink = _("Joining…"), INK
        else:
            msg, ink = self.error, ERROR_INK
        if msg:
            t = fit(msg, 16, w - 60, ink)
            surf.blit(t, t.get_rect(midbottom=(w // 2, h - 90)))

    # --- input ------------------------------------------------------------------------------------

    def edit_address(self, value: str) -> None:
        self.address = value.strip()[:120]

    def edit_code(self, value: str) -> None:
        self.code = value.strip()[:20]

    def handle(self, ev) -> None:
        if self.joining is not None:
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for i, b in enumerate(self.table_buttons):
                if b.rect.width and b.hit(ev.pos):
                    self.pick = i
                    b.on_click()
                    return
        if ev.type == pygame.MOUSEWHEEL and self.table_buttons:
            self.pick = -1
            self.first = max(0, self.first - ev.y)
            self.place()
            return
        super().handle(ev)

    def key(self, ev) -> None:
        if self.editing is None and self.table_buttons:
            if ev.key == pygame.K_DOWN and (self.pick >= 0 or self.focus == len(self.rows) - 1):
                self.pick = min(self.pick + 1, len(self.table_buttons) - 1)
                self.place()
                return
            if ev.key == pygame.K_UP and self.pick >= 0:
                self.pick -= 1
                self.place()
                return
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pick >= 0:
                self.table_buttons[self.pick].on_click()
                return
        if self.editing is not None and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.editing = None
            self.join_typed()
            return
        super().key(ev)

    def back(self) -> None:
        if self.joining is not None:
            return
        self.close_browser()
        self.app.pop()

    # --- joining ----------------------------------------------------------------------------------

    def choose(self, ad) -> None:
        address = f"{ad.address}:{ad.port}"
        back = kept_seat(self.app.store, address, table=ad.table_id)["token"] is not None
        if ad.code_required and not self.code and not back:     # a kept seat needs no code
            self.error = _("{0} needs a join code: type the code its lobby shows, then choose it again.").format(ad.name)
            self.focus, self.pick = 1, -1
            self.editing = self.rows[1]
            return
        self.begin(address, ad.table_id)

    def join_typed(self) -> None:
        if not self.address:
            self.error = _("Type the host's address (as its lobby shows it), or choose a table above.")
            self.focus, self.editing = 0, self.rows[0]
            return
        self.begin(self.address)

    def cycle_sit(self, step: int) -> None:
        self.sit = cycle_in(SIT_CHOICES, self.sit, step)

    def begin(self, address: str, table_id: str = "") -> None:
        """Join on a thread (an address that does not answer takes seconds); ``update`` finishes."""
        if self.joining is not None:
            return
        name = str(self.app.settings.get("player_name") or "Player").strip()[:24] or "Player"
        code = self.code or None

        seat = self.sit if isinstance(self.sit, int) else None
        watch = self.sit == "watch"

        def run() -> None:
            note = ""
            try:
                try:
                    table = RemoteTable.join(address, name=name, code=code, seat=seat, watch=watch,
                                             **kept_seat(self.app.store, address, seat, table=table_id))
                except JoinError as e:
                    if e.code != "table_full" or seat is not None or watch:
                        raise
                    table = RemoteTable.join(address, name=name, code=code, watch=True)
                    note = _("Every seat is taken: you are watching this table.")
                self._result = (table, "", note)
            except JoinError as e:
                self._result = (None, str(e), "")
            except Exception as e:              # noqa: BLE001  (one sentence, never a crash)
                self._result = (None, _("Joining the table failed ({0}).").format(e), "")
        self.error = ""
        self.joining = threading.Thread(target=run, name="join-table", daemon=True)
        self.joining.start()

    def update(self, dt: float) -> None:
        if self.joining is not None and not self.joining.is_alive():
            self.joining.join()
            self.joining = None
            table, error, note = self._result or (None, _("Joining the table failed."), "")
            self._result = None
            if table is None:
                self.error = error                  # nothing else changes
            else:
                self.close_browser()
                if self.app.top is self:        # the table takes this form's place: Esc from it
                    self.app.stack.pop()        # goes to the menu
                open_remote(self.app, table)
                if note:
                    self.app.store.messages.append(note)
                return
        self.since += dt
        if self.since >= self.REFRESH:
            self.since = 0.0
            self.refresh()

    def wait_joined(self, timeout: float = 10.0) -> None:
        """Tests and tools: wait for a join in progress to end (the next frame finishes it)."""
        if self.joining is not None:
            self.joining.join(timeout)
