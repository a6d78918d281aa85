"""The door of a LAN table: who may connect, and how often an address may try a join code.

A join code is only a secret if it cannot be tried thousands of times. Per address (an IPv6 address
counts by its /64 network, which one machine can fill), the first ``FREE`` wrong codes are answered
at once; after that each try waits twice as long as the one before, and after ``LOCK_AFTER`` wrong
codes the address is locked out for ``LOCKOUT`` seconds at a time. Table-wide, once ``UNDER_ATTACK``
wrong codes have come in from all addresses within ``WINDOW`` seconds, every address gets a single
try before its delays begin, so many addresses cannot share the work. A right code clears its
address's count, and an address that has never failed is always heard at once: an honest player sits
down at once however busy the guessers are.

Connections are capped per address and in all; the host may bar an address. Every refusal is one
sentence for the person refused, written as an engine writes it (``say``: its numbers are
arguments), so that the reader's side shows it in the reader's language. The clock is injectable, so tests run hours of guessing in no time.
"""
from __future__ import annotations

import ipaddress
import secrets
from collections import deque
from dataclasses import dataclass
from typing import Callable

from game.rules.wording import N_, say

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Letters and digits a person cannot mistake for one another when reading a code aloud or off a
screen: no 0/O, 1/I/L."""
CODE_LENGTH = 8
"""31**8 (about 8.5e11) codes: at the rates the door allows, a guesser needs many years."""

FREE = 5
LOCK_AFTER = 10
LOCKOUT = 300.0
UNDER_ATTACK = 100
WINDOW = 600.0
PER_ADDRESS = 8
"""Connections open at once from one address (two windows on one machine, with room to spare)."""
IN_ALL = 64
"""Connections open at once to the table (eight seats and their watchers, with room to spare)."""
REMOVED = N_("The host has removed you from this table.")
"""What a removed (or barred) person reads."""


def new_code() -> str:
    """A fresh join code, shown as two groups of four ("K7QM-3WXR")."""
    text = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{text[:4]}-{text[4:]}"


def typed_code(text: str) -> str:
    """A code as a person may type it, in the form it is compared in: upper case, without the
    spaces, dashes and dots one types between groups."""
    return "".join(ch for ch in text.upper() if ch not in " -._\t")


def address_key(host: str) -> str:
    """What counts as one address: an IPv4 address, or an IPv6 address's /64 network (an IPv4
    address written as IPv6 is its IPv4 address)."""
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


@dataclass
class _Tries:
    wrong: int = 0
    last: float = 0.0


def _wait(wrong: int, free: int) -> float:
    """Seconds after the last wrong code before the next try is heard."""
    if wrong < free:
        return 0.0
    if wrong >= LOCK_AFTER:
        return LOCKOUT
    return float(2 ** (wrong - free))


def _wait_sentence(s: float) -> str:
    """Why a try must wait ``s`` more seconds, in seconds or (from two minutes) minutes."""
    s = max(1, round(s))
    if s == 1:
        return say(N_("Too many wrong join codes came from your address: wait {0} second before "
                      "trying again."), s)
    if s < 120:
        return say(N_("Too many wrong join codes came from your address: wait {0} seconds before "
                      "trying again."), s)
    return say(N_("Too many wrong join codes came from your address: wait {0} minutes before "
                  "trying again."), round(s / 60))


class Door:
    def __init__(self, clock: Callable[[], float]):
        self.clock = clock
        self.tries: dict[str, _Tries] = {}
        self.recent: deque[float] = deque()
        """When each wrong code of the last ``WINDOW`` seconds came in, from any address."""
        self.open: dict[str, int] = {}
        """Connections open now, per address."""
        self.barred: set[str] = set()
        self.checked = self.wrong_codes = 0
        """Codes compared, and wrong ones among them (for the host's figures and the tests)."""

    # --- connections -------------------------------------------------------------------------------

    def enter(self, host: str) -> str | None:
        """A connection from ``host`` opens: None if it may, else why not (then it is not counted)."""
        key = address_key(host)
        if key in self.barred:
            return REMOVED
        if sum(self.open.values()) >= IN_ALL:
            return N_("This table has as many connections as it takes; try again later.")
        if self.open.get(key, 0) >= PER_ADDRESS:
            return say(N_("Your address already has {0} connections to this table; close one first."),
                       PER_ADDRESS)
        self.open[key] = self.open.get(key, 0) + 1
        return None

    def leave(self, host: str) -> None:
        key = address_key(host)
        left = self.open.get(key, 0) - 1
        if left > 0:
            self.open[key] = left
        else:
            self.open.pop(key, None)

    def bar(self, host: str) -> None:
        self.barred.add(address_key(host))

    def is_barred(self, host: str) -> bool:
        return address_key(host) in self.barred

    # --- join codes --------------------------------------------------------------------------------

    def try_code(self, host: str, typed: str, code: str) -> tuple[str, str] | None:
        """Check ``typed`` from ``host`` against ``code``: None if it is right, else (``bad_code``
        or ``wait``, the sentence to answer); a try that must wait is not compared at all."""
        now = self.clock()
        while self.recent and now - self.recent[0] > WINDOW:
            self.recent.popleft()
        key = address_key(host)
        tries = self.tries.get(key)
        free = 1 if len(self.recent) >= UNDER_ATTACK else FREE
        if tries is not None:
            ready = tries.last + _wait(tries.wrong, free)
            if now < ready:
                return "wait", _wait_sentence(ready - now)
        self.checked += 1
        if secrets.compare_digest(typed_code(typed).encode(), typed_code(code).encode()):
            self.tries.pop(key, None)
            return None
        self.wrong_codes += 1
        tries = self.tries.setdefault(key, _Tries())
        tries.wrong += 1
        tries.last = now
        self.recent.append(now)
        return "bad_code", N_("That join code is wrong: ask the host for this table's code.")
