"""The table socket: ``/ws/tables/{id}?token=...&lang=cs``.

After the connection opens, the server sends the seat's frame (the whole event
log), then a new frame after every change of the table (an action, a bot
starting to think, a chat line, someone connecting or leaving); frames that
pile up while the socket is slow are merged into the latest one, and the event
texts of the skipped ones travel with it. A seat sends
``{"action": "<text form>", "step": n}`` or ``{"chat": "<text>"}``; anything
refused comes back as one ``{"type": "refused", "code": ..., "reason": ...}``
message to that connection only, and the table is unchanged.

Every message is untrusted: its size is bounded before it is parsed, the
connection's rate is limited, and the JSON must match one of the two models
exactly (``pydantic``, unknown fields refused).
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from typing import Annotated, Any

from fastapi import WebSocket, WebSocketDisconnect
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
)

from cardtable.server.frames import build_frame
from cardtable.server.limits import Clock, Limits, RateLimiter
from cardtable.server.messages import Refused, pick_lang
from cardtable.server.tables import LiveTable, TableManager

CLOSE_REFUSED = 4403
"""The close code after a refused connection (unknown table, bad token, closed table)."""


class ActionMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: StrictStr
    step: Annotated[StrictInt, Field(ge=0)]


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    chat: StrictStr


Inbound = TypeAdapter[ActionMessage | ChatMessage](ActionMessage | ChatMessage)

_FRAME = object()
"""The outbox's marker for "send a fresh frame"."""


class Connection:
    """One open socket: its seat, language, outbox and rate limiter."""

    def __init__(self, socket: WebSocket, table: LiveTable, seat: int | None, lang: str,
                 limits: Limits, clock: Clock) -> None:
        self.socket = socket
        self.table = table
        self.seat = seat
        self.lang = lang
        self.limiter = RateLimiter(limits.per_second, limits.burst, clock)
        self.events_sent = 0
        self._outbox: deque[object] = deque()
        self._ready = asyncio.Event()

    def notify(self) -> None:
        """Queue a fresh frame (merged with a frame already waiting)."""
        if not self._outbox or self._outbox[-1] is not _FRAME:
            self._outbox.append(_FRAME)
        self._ready.set()

    def refuse(self, error: Refused) -> None:
        self._outbox.append({"type": "refused", "code": error.code,
                             "reason": error.text(self.lang)})
        self._ready.set()

    async def pump(self) -> None:
        """Send what the outbox holds, in order, until cancelled."""
        while True:
            await self._ready.wait()
            self._ready.clear()
            while self._outbox:
                item = self._outbox.popleft()
                if item is _FRAME:
                    frame = build_frame(self.table, self.seat, self.lang, self.events_sent)
                    self.events_sent = frame["events"]["total"]
                    await self.socket.send_json(frame)
                else:
                    await self.socket.send_json(item)


def parse(text: str, limits: Limits) -> ActionMessage | ChatMessage:
    """A socket message as one of the two models; ``Refused`` for anything else."""
    if len(text) > limits.message_bytes or len(text.encode("utf-8", "replace")) > \
            limits.message_bytes:
        raise Refused.of("too_large", 413, limit=limits.message_bytes)
    try:
        data: Any = json.loads(text)
        return Inbound.validate_python(data)
    except (ValueError, RecursionError, ValidationError):
        raise Refused.of("bad_message", 400) from None


async def handle(manager: TableManager, connection: Connection, text: str,
                 limits: Limits) -> None:
    """Carry out one message of ``connection``; ``Refused`` when it is turned down."""
    message = parse(text, limits)
    seat = connection.seat
    if seat is None:
        raise Refused.of("spectator_cannot_act", 403)
    if isinstance(message, ActionMessage):
        if len(message.action) > limits.action_chars:
            raise Refused.of("too_large", 413, limit=limits.action_chars)
        await manager.act(connection.table, seat, message.action, message.step)
    else:
        await manager.chat(connection.table, seat, message.chat)


async def table_socket(socket: WebSocket, table_id: str, token: str | None, lang: str | None,
                       manager: TableManager, limits: Limits, clock: Clock) -> None:
    """Serve one socket from accept to close."""
    await socket.accept()
    try:
        chosen = pick_lang(lang)
    except Refused as error:
        await socket.send_json({"type": "refused", "code": error.code,
                                "reason": error.text("en")})
        await socket.close(CLOSE_REFUSED)
        return
    try:
        table = manager.get(table_id[:64])
        seat = table.seat_of(token)
    except Refused as error:
        await socket.send_json({"type": "refused", "code": error.code,
                                "reason": error.text(chosen)})
        await socket.close(CLOSE_REFUSED)
        return
    connection = Connection(socket, table, seat, chosen, limits, clock)
    manager.watch(table, connection)
    manager.kick(table)
    sender = asyncio.create_task(connection.pump())
    try:
        while True:
            incoming = await socket.receive()
            if incoming["type"] == "websocket.disconnect":
                break
            text = incoming.get("text")
            try:
                if not connection.limiter.allow():
                    raise Refused.of("rate_limited", 429, rate=f"{limits.per_second:g}")
                if text is None:
                    raise Refused.of("binary_message", 400)
                await handle(manager, connection, text, limits)
            except Refused as error:
                connection.refuse(error)
    except WebSocketDisconnect:
        pass
    finally:
        manager.unwatch(table, connection)
        sender.cancel()
        await asyncio.gather(sender, return_exceptions=True)
