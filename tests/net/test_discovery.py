"""Tables found by multicast DNS, on localhost only: a host advertises its table (name, game, code
flag), a browser lists it, and it is gone once the host stops."""
import socket
import struct
import time

import pytest

from game.net import protocol as P
from game.net.discovery import Browser
from tests.net.util import hosting

LOOPBACK = ["127.0.0.1"]


def _multicast_on_loopback() -> str | None:
    """None if a multicast datagram sent on loopback comes back here, else why not."""
    group = "239.255.77.77"
    try:
        rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        tx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        with rx, tx:
            rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            rx.bind(("", 0))
            port = rx.getsockname()[1]
            rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                          struct.pack("4s4s", socket.inet_aton(group), socket.inet_aton("127.0.0.1")))
            rx.settimeout(1.0)
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            tx.sendto(b"probe", (group, port))
            rx.recvfrom(64)
    except OSError as e:
        return f"multicast on loopback is unavailable here ({e})"
    return None


NO_MULTICAST = _multicast_on_loopback()
pytestmark = pytest.mark.skipif(NO_MULTICAST is not None, reason=NO_MULTICAST or "")


def _until(test, seconds=6.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = test()
        if got:
            return got
        time.sleep(0.05)
    return test()


def test_a_hosted_table_is_seen_then_gone():
    browser = Browser(interfaces=LOOPBACK)
    try:
        with hosting("euchre", [None, "easy", "easy", "easy"], timers=False, code=True) as host:
            host.advertise("Ann's table", interfaces=LOOPBACK)
            seen = _until(lambda: [t for t in browser.tables() if t.port == host.port])
            assert seen, "the advertised table was not seen"
            t = seen[0]
            assert (t.name, t.game, t.address, t.code_required, t.protocol) == \
                ("Ann's table", "euchre", "127.0.0.1", True, P.PROTOCOL)
            assert t.url == host.url
            assert t.table_id == host.table_id and len(t.table_id) == 12
            port = host.port
        assert _until(lambda: not [t for t in browser.tables() if t.port == port]), \
            "the table is still listed after its host stopped"
    finally:
        browser.close()


def test_a_table_without_a_code_says_so():
    browser = Browser(interfaces=LOOPBACK)
    try:
        with hosting("ulti", [None, "easy", "easy"], timers=False) as host:
            host.advertise("Open table", interfaces=LOOPBACK)
            seen = _until(lambda: [t for t in browser.tables() if t.port == host.port])
            assert seen and not seen[0].code_required and seen[0].game == "ulti"
    finally:
        browser.close()
