"""LAN tables found by multicast DNS (zeroconf): a host advertises ``_tricktable._tcp.local.`` with
its table's name, game, protocol version and whether it needs a join code; ``Browser`` lists the
tables it sees. The zeroconf calls here are its synchronous API: call them from a plain thread, never
from inside a running asyncio loop (the host advertises from ``Host.start``, not from its loop).
"""
from __future__ import annotations

import re
import socket
import threading
import time
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

from game.net import protocol as P

SERVICE = "_tricktable._tcp.local."


@dataclass(frozen=True)
class TableAd:
    """One table seen on the network."""
    name: str
    game: str
    address: str
    port: int
    code_required: bool
    protocol: int
    table_id: str = ""
    """The host's public name for the table (``Host.table_id``), "" from a host that sends none."""

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _label(name: str) -> str:
    """A service instance name: printable, no dots, at most 60 characters."""
    out = re.sub(r"[^\w \-']", "", name).strip()[:60]
    return out or "Trick Table"


class Advertiser:
    """Announces one table until ``close``."""

    def __init__(self, name: str, game: str, port: int, addresses: list[str], code_required: bool,
                 interfaces: list[str] | None = None, table_id: str = ""):
        self.name, self.game, self.port = name, game, port
        self.table_id = table_id
        self.addresses = addresses
        self.code_required = code_required
        self.interfaces = interfaces
        self.zc: Zeroconf | None = None
        self.info: ServiceInfo | None = None

    def start(self) -> "Advertiser":
        host = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40] or "tricktable"
        self.info = ServiceInfo(
            SERVICE, f"{_label(self.name)}.{SERVICE}",
            addresses=[socket.inet_aton(a) for a in self.addresses], port=self.port,
            properties={"table": self.name[:60], "game": self.game, "v": str(P.PROTOCOL),
                        "code": "1" if self.code_required else "0", "id": self.table_id[:32]},
            server=f"{host}.local.")
        self.zc = Zeroconf(interfaces=self.interfaces) if self.interfaces else Zeroconf()
        self.zc.register_service(self.info, allow_name_change=True)
        return self

    def close(self) -> None:
        if self.zc is not None:
            try:
                if self.info is not None:
                    self.zc.unregister_service(self.info)
            finally:
                self.zc.close()
                self.zc = None


class _Listener(ServiceListener):
    def __init__(self, browser: "Browser"):
        self.browser = browser

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser._seen(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser._seen(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self.browser._lock:
            self.browser._tables.pop(name, None)


class Browser:
    """Watches the network for tables until ``close``; ``tables()`` is what it has seen so far."""

    def __init__(self, interfaces: list[str] | None = None):
        self.zc = Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()
        self._lock = threading.Lock()
        self._tables: dict[str, TableAd] = {}
        self._browser = ServiceBrowser(self.zc, SERVICE, listener=_Listener(self))

    def _seen(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, timeout=2000)
        if info is None or not info.port:
            return
        props = info.decoded_properties
        addresses = info.parsed_addresses(IPVersion.V4Only) or info.parsed_addresses()
        if not addresses:
            return
        try:
            version = int(props.get("v") or 0)
        except ValueError:
            version = 0
        ad = TableAd(str(props.get("table") or name.removesuffix("." + SERVICE))[:60],
                     str(props.get("game") or "")[:20], addresses[0], int(info.port),
                     props.get("code") == "1", version, re.sub(r"[^0-9a-f]", "", str(props.get("id") or ""))[:32])
        with self._lock:
            self._tables[name] = ad

    def tables(self) -> list[TableAd]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.name, t.address, t.port))

    def close(self) -> None:
        self._browser.cancel()
        self.zc.close()


def discover(seconds: float = 2.0, interfaces: list[str] | None = None) -> list[TableAd]:
    """The tables seen within ``seconds``."""
    b = Browser(interfaces)
    try:
        time.sleep(seconds)
        return b.tables()
    finally:
        b.close()
