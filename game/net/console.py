"""The headless host's console: commands typed on its standard input, one per line, each answered in
a line or a few. A host without a window still needs to see who sits where and to remove someone
(and bar their address); anything else typed gets one line saying what it may type.

The answers are in the player's language (``game.i18n``); the commands themselves (``seats``,
``remove``, ``bar``, ``help``) are the same words in every language, as a program's commands are."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game import i18n
from game.i18n import _
from game.rules.wording import N_

if TYPE_CHECKING:
    from game.net.host import Host

HELP = N_("commands: seats (who sits where) · remove N (free seat N) · "
          "bar N (free seat N and refuse its address from now on) · help")


def command(host: "Host", line: str) -> str:
    """Carry out one typed ``line`` at ``host`` (on its loop); the answer to print."""
    words = line.split()
    if not words:
        return ""
    verb, args = words[0].lower(), words[1:]
    if verb == "help" and not args:
        return _(HELP)
    if verb == "seats" and not args:
        return host.call(lambda: "\n".join(_seat_line(host, s) for s in host.seats))
    if verb in ("remove", "bar"):
        if len(args) != 1 or not args[0].isdigit():
            return _("{0} takes one seat number, e.g. {0} 2").format(verb)
        number = int(args[0]) - 1

        def run() -> str:
            names = [s.name for s in host.seats]        # the removed person's name, for the line
            try:
                return i18n.shown(host.remove(number, bar=verb == "bar"), names)
            except ValueError as e:
                return i18n.shown(str(e))
        return host.call(run)
    return _("unknown command {0}; {1}").format(repr(line.strip()[:40]), _(HELP))


def _seat_line(host: "Host", seat) -> str:
    if not seat.person:
        who = _("{0} (computer, {1})").format(seat.name, _(LEVELS.get(seat.level, seat.level)))
    elif seat.token is None:
        who = _("open (a computer plays it)") if seat.replaced else _("open")
    else:
        where = seat.address or _("an unknown address")
        if seat.conn is None:
            who = (_("{0} (away from {1}, a computer plays it now)") if seat.replaced
                   else _("{0} (away from {1})")).format(seat.name, where)
        else:
            who = (_("{0} (connected from {1}, a computer plays it now)") if seat.replaced
                   else _("{0} (connected from {1})")).format(seat.name, where)
    return _("seat {0}: {1}").format(seat.number + 1, who)


LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}
"""A computer seat's level as the console writes it."""
