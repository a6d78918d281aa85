"""Who sits where at a table this window hosts, with Remove and Bar beside each person who joined:
one helper (``SeatRows``) for the lobby before the match and the Seats panel over the table during
it (``SeatsPanel``), so both ask the host the same way, offer the same buttons, ask the same question
before barring and say the same sentence.

The host's seats live on its own loop: every read and every removal goes through ``host.call``.
Its words are the LAN table's (the "lan" catalog, with the lobby's): the host's sentences come as an
engine writes them and are rendered here with the seats' names, in the player's language."""
from __future__ import annotations

import ipaddress
from typing import Callable

import pygame

from game import i18n
from game.i18n import _, pgettext
from game.net.host import Host
from game.rules.wording import N_
from game.ui.confirm import Confirm
from game.ui.overlay import LookBack
from game.ui.scenes import LEVEL_NAMES
from game.ui.widgets import GOLD, INK, MUTED, Button, fit, next_focus, panel, text

CLOSED = N_("The table has closed.")


class SeatRows:
    """The seats as the host last said, the Remove/Bar buttons for them, and the removal itself.
    ``say`` gets the host's sentence (or why nothing happened) for the scene's note line."""

    def __init__(self, app, host: Host, mine: int | None, say: Callable[[str], None]):
        self.app, self.host, self.mine, self.say = app, host, mine, say
        self.seats: list[tuple[int, str, str | None, bool]] = []
        """(seat, name, level or None for a person's seat, taken) as the host last said."""
        self.addresses: dict[int, str | None] = {}
        """Where each joined person connected from (barring is offered for another machine only)."""
        self.started = False
        """The match has begun (a freed seat is then played by a computer, not left open)."""
        self.buttons: list[Button] = []
        """Remove (and Bar) beside each person who joined, rebuilt when the seats change."""
        self.language = i18n.active().code
        """The language the buttons are labelled in (rebuilt in another)."""

    def refresh(self) -> bool:
        """Ask the host again; True when the seats changed (the buttons were rebuilt)."""
        host = self.host
        before = list(self.seats)
        try:
            self.seats, self.addresses, self.started = host.call(lambda: (
                [(s.number, s.name, s.level, s.token is not None) for s in host.seats],
                {s.number: s.address for s in host.seats}, host.started), timeout=2.0)
        except Exception:                       # noqa: BLE001  (the host stopped: nothing to show)
            self.say(_(CLOSED))
            return False
        if self.seats == before and self.language == i18n.active().code:
            return False
        self.language = i18n.active().code
        self.buttons = []
        for seat, name, level, taken in self.seats:
            if level is None and taken and seat != self.mine:
                b = Button(_("Remove"), lambda seat=seat: self.remove(seat), size=15, min_width=80)
                b.seat = seat
                self.buttons.append(b)
                if not _this_machine(self.addresses.get(seat)):
                    b = Button(_("Bar"), lambda seat=seat: self.ask_bar(seat), size=15, min_width=60)
                    b.seat = seat
                    self.buttons.append(b)
        return True

    def joined(self) -> list[str]:
        """The names of the people other than you who have sat down."""
        return [name for seat, name, level, taken in self.seats
                if level is None and taken and seat != self.mine]

    def remove(self, seat: int, bar: bool = False) -> None:
        """Take the seat from the person in it (and with ``bar`` refuse their address); ``say``
        gets what happened once the rows show it (the scene then puts its keyboard back at the
        start: the buttons it was on may be gone)."""
        names = [n for _s, n, _l, _t in self.seats]     # the removed person's name, for the sentence

        def run() -> str:
            try:
                return self.host.remove(seat, bar=bar)
            except ValueError as e:
                return str(e)
        try:
            line = i18n.shown(self.host.call(run, timeout=2.0), names)
        except Exception:                       # noqa: BLE001  (the host stopped)
            line = _(CLOSED)
        self.refresh()
        self.say(line)

    def ask_bar(self, seat: int) -> None:
        """Barring keeps a computer out for the table's life: a question first, keeping them the
        safe answer."""
        name = next((n for s, n, _level, _seated in self.seats if s == seat), _("Seat {0}").format(seat + 1))
        app = self.app

        def bar() -> None:
            app.pop()
            self.remove(seat, bar=True)
        app.push(Confirm(app, (_("{0} will be removed, and their computer kept out.").format(name),
                               _("Bar {0} from this table?").format(name)),
                         _("They cannot join again while this table is open."),
                         (pgettext("a player at the table", "Keep them"), app.pop), (_("Bar them"), bar)))

    def who(self, seat: int, name: str, level: str | None, taken: bool) -> tuple[str, tuple]:
        """The words for a seat's holder, and their ink."""
        if seat == self.mine:
            return (_("You (hosting)") if name == "Host" else _("{0} (you, hosting)").format(name)), INK
        if level is not None:
            return _("Computer ({0})").format(_(LEVEL_NAMES.get(level, level))), MUTED
        if taken:
            return _("{0} — joined").format(name), INK
        if self.started:
            return _("a computer plays it until someone joins"), MUTED
        return _("waiting for a person…"), MUTED

    def draw(self, surf, left: int, top: int, width: int, row_h: int) -> None:
        """One row per seat from (left, top), ``row_h`` apart."""
        for i in range(len(self.seats)):
            self.draw_row(surf, i, pygame.Rect(left, top + i * row_h, width, row_h - 4))

    def draw_row(self, surf, i: int, r: pygame.Rect) -> None:
        """Seat ``i`` in ``r``: its number, who holds it, its buttons at the right."""
        seat, name, level, taken = self.seats[i]
        surf.blit(panel(r.size, (255, 255, 255, 18), 8), r.topleft)
        size = 18 if r.height >= 28 else 15
        label = text(_("Seat {0}").format(seat + 1), size, GOLD, True)
        surf.blit(label, label.get_rect(midleft=(r.left + 14, r.centery)))
        who, ink = self.who(seat, name, level, taken)
        right = r.right - 8
        for b in reversed([b for b in self.buttons if b.seat == seat]):
            b.rect = pygame.Rect(0, 0, b.natural_width(), r.height - 4)
            b.rect.midright = (right, r.centery)
            right = b.rect.left - 6
        wt = fit(who, size, right - r.left - 118, ink, seat == self.mine or (taken and level is None))
        surf.blit(wt, wt.get_rect(midleft=(r.left + 110, r.centery)))


class SeatsPanel(LookBack):
    """P at a table this window hosts: the seats during the match, with Remove (a computer plays
    the seat until someone joins) and Bar (asked first) beside each person who joined. It changes
    who holds a seat, never the match; the host's sentence shows under the title."""

    KEY = pygame.K_p
    WIDTH = 700
    REFRESH = 0.25

    def __init__(self, app, table_scene):
        super().__init__(app, table_scene)
        self.said = ""
        self.people = SeatRows(app, table_scene.table.host, table_scene.you, self.say)
        self.focus = -1
        """The Remove or Bar button the keyboard is on (Tab); -1: none."""
        self.since = 0.0
        self.people.refresh()

    def say(self, line: str) -> None:
        self.said = line
        self.focus = -1

    def title(self) -> str:
        return _("Seats")

    def note(self) -> str:
        return self.said or _("Remove gives a player's seat to a computer; Bar also keeps their computer out.")

    def row_count(self) -> int:
        return len(self.people.seats)

    def row_height(self) -> int:
        return self.z(40)

    def draw_row(self, surf, i: int, r: pygame.Rect) -> None:
        self.people.draw_row(surf, i, r.inflate(0, -4))

    def update(self, dt: float) -> None:
        self.since += dt
        if self.since >= self.REFRESH:
            self.since = 0.0
            if self.people.refresh():
                self.focus = -1

    def revealed(self) -> None:
        """Back from the question before barring: the seats as they are now."""
        if self.people.refresh():
            self.focus = -1

    def handle(self, ev) -> None:
        buttons = self.people.buttons
        if self.click_button(ev, [b for b in buttons if self.body().contains(b.rect)]):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB and buttons:
            step = -1 if ev.mod & pygame.KMOD_SHIFT else 1
            self.focus = next_focus(self.focus, step, len(buttons))
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if 0 <= self.focus < len(buttons):
                buttons[self.focus].on_click()
        else:
            super().handle(ev)

    def draw(self, surf) -> None:
        for i, b in enumerate(self.people.buttons):
            b.focused = i == self.focus
            b.rect = pygame.Rect(0, 0, 0, 0)       # placed again by the rows in view
        super().draw(surf)
        mouse = pygame.mouse.get_pos()
        for b in self.people.buttons:
            if b.rect.width:
                b.draw(surf, mouse)


def _this_machine(address: str | None) -> bool:
    """A connection from this computer (the host's own window, a second copy of the app): it can be
    removed, but barring it would bar the host's own machine."""
    try:
        return address is None or ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        return True
