"""The headless host's console: commands typed on its standard input, one per line, each answered in
a line or a few. A host without a window still needs to see who sits where and to remove someone
(and bar their address); anything else typed gets one line saying what it may type."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.net.host import Host

HELP = ("commands: seats (who sits where) · remove N (free seat N) · "
        "bar N (free seat N and refuse its address from now on) · help")


def command(host: "Host", line: str) -> str:
    """Carry out one typed ``line`` at ``host`` (on its loop); the answer to print."""
    words = line.split()
    if not words:
        return ""
    verb, args = words[0].lower(), words[1:]
    if verb == "help" and not args:
        return HELP
    if verb == "seats" and not args:
        return host.call(lambda: "\n".join(_seat_line(host, s) for s in host.seats))
    if verb in ("remove", "bar"):
        if len(args) != 1 or not args[0].isdigit():
            return f"{verb} takes one seat number, e.g. {verb} 2"
        number = int(args[0]) - 1

        def run() -> str:
            try:
                return host.remove(number, bar=verb == "bar")
            except ValueError as e:
                return str(e)
        return host.call(run)
    return f"unknown command {line.strip()[:40]!r}; {HELP}"


def _seat_line(host: "Host", seat) -> str:
    if not seat.person:
        who = f"{seat.name} (computer, {seat.level})"
    elif seat.token is None:
        who = "open" + (" (a computer plays it)" if seat.replaced else "")
    else:
        where = "connected" if seat.conn is not None else "away"
        playing = ", a computer plays it now" if seat.replaced else ""
        who = f"{seat.name} ({where} from {seat.address or 'an unknown address'}{playing})"
    return f"seat {seat.number + 1}: {who}"
