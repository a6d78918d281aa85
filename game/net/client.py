"""A small asyncio client of the LAN host: connect, join (or rejoin, or watch), read the host's
messages, send actions. Tests drive it; the desktop table will run it on a thread of its own."""
from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from game.net import protocol as P
from game.rules.actions import Action


class Refused(RuntimeError):
    """The host refused a hello or a rejoin: ``code`` for programs, the message (an engine's
    sentence, to render with ``game.i18n.shown``) for people."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class Client:
    def __init__(self, url: str, record: bool = False):
        self.url = url
        self.ws: ClientConnection | None = None
        self.welcome: P.Welcome | None = None
        self.view: P.ViewMsg | None = None
        self.events: list[P.EventMsg] = []
        self.errors: list[P.ErrorMsg] = []
        self.deals: list[P.DealMsg] = []
        """The deals' seals as they came (commitments, reveals), welcome's included."""
        self.record = record
        self.received: list[str] = []
        """Every raw message received, when ``record``."""

    @property
    def seat(self) -> int | None:
        return self.welcome.seat if self.welcome else None

    @property
    def token(self) -> str | None:
        return self.welcome.token if self.welcome else None

    async def connect(self, timeout: float = 5.0) -> "Client":
        self.ws = await asyncio.wait_for(connect(self.url, max_size=P.MAX_HOST_MESSAGE, compression=None,
                                                 open_timeout=timeout, proxy=None), timeout)
        return self

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    def kill(self) -> None:
        """Drop the connection without a closing handshake (a crashed or unplugged client)."""
        if self.ws is not None:
            self.ws.transport.abort()

    async def send_raw(self, data: str | bytes) -> None:
        await self.ws.send(data)

    async def send(self, msg) -> None:
        await self.ws.send(P.encode(msg).decode("utf-8"))

    async def join(self, name: str, seat: int | None = None, watch: bool = False,
                   timeout: float = 5.0, code: str | None = None) -> P.Welcome:
        await self.send(P.Hello(P.PROTOCOL, name, seat, watch, code or None))
        return await self._welcomed(timeout)

    async def rejoin(self, token: str, timeout: float = 5.0) -> P.Welcome:
        await self.send(P.Rejoin(P.PROTOCOL, token))
        return await self._welcomed(timeout)

    async def _welcomed(self, timeout: float) -> P.Welcome:
        msg = await self.until(lambda m: isinstance(m, (P.Welcome, P.ErrorMsg)), timeout)
        if isinstance(msg, P.ErrorMsg):
            raise Refused(msg.code, msg.message)
        return msg

    async def act(self, action: Action | str, move: int | None = None) -> None:
        """Send ``action`` (an action, or any text: tests send texts no action has)."""
        await self.send(P.Act(P.PROTOCOL, self.token or "", str(action), move))

    async def back(self) -> None:
        await self.send(P.Back(P.PROTOCOL, self.token or ""))

    async def recv(self, timeout: float = 5.0) -> Any:
        data = await asyncio.wait_for(self.ws.recv(), timeout)
        if self.record:
            self.received.append(data)
        msg = P.decode_host(data)
        if isinstance(msg, P.Welcome):
            self.welcome = msg
        elif isinstance(msg, P.ViewMsg):
            self.view = msg
        elif isinstance(msg, P.EventMsg):
            self.events.append(msg)
        elif isinstance(msg, P.ErrorMsg):
            self.errors.append(msg)
        elif isinstance(msg, P.DealMsg):
            self.deals.append(msg)
        return msg

    async def until(self, pred, timeout: float = 5.0) -> Any:
        """Read messages until one satisfies ``pred``; returns it."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            left = end - loop.time()
            if left <= 0:
                raise asyncio.TimeoutError("no such message from the host in time")
            msg = await self.recv(left)
            if pred(msg):
                return msg

    async def drain(self, quiet: float = 0.05) -> None:
        """Read whatever has arrived until the host is quiet for ``quiet`` seconds."""
        while True:
            try:
                await self.recv(quiet)
            except asyncio.TimeoutError:
                return
