"""The server's bounds on what comes in, and the per-connection rate limiter.

Everything from a socket or a request body is untrusted: its size is bounded
before it is parsed, and each connection may send only so many messages a
second (a token bucket: ``burst`` messages at once, refilled at ``per_second``).
The clock is a parameter, so tests drive the bucket without waiting. HTTP
bodies are bounded by ``BodyLimit`` before FastAPI parses them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from cardtable.server.messages import Refused, reply

Clock = Callable[[], float]
"""Seconds from an arbitrary start (``time.monotonic``)."""


@dataclass(frozen=True)
class Limits:
    """Bounds a server applies; ``create_app`` takes them whole."""

    message_bytes: int = 4096
    """The largest socket message read (UTF-8 bytes); a larger one is refused unread."""
    per_second: float = 10.0
    """Messages (actions and chat) a connection may send per second, on average."""
    burst: int = 20
    """Messages a connection may send at once before the rate applies."""
    action_chars: int = 500
    """The longest action text accepted."""
    chat_chars: int = 300
    """The longest chat message (after control characters are removed)."""
    chat_kept: int = 50
    """Chat lines a frame carries (the latest ones)."""
    live_tables: int = 1000
    """Tables a server holds in memory at once (unfinished ones always stay)."""
    options_bytes: int = 16384
    """The largest JSON form of a new table's options."""
    name_chars: int = 24
    """The longest seat name."""
    records_page: int = 100
    """The most records ``GET /api/records`` lists at once."""


class RateLimiter:
    """A token bucket: ``allow()`` says whether one more message may pass now."""

    __slots__ = ("_clock", "_last", "_tokens", "burst", "per_second")

    def __init__(self, per_second: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.per_second = per_second
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()

    def allow(self) -> bool:
        now = self._clock()
        elapsed = max(0.0, now - self._last)
        self._last = now
        self._tokens = min(float(self.burst), self._tokens + elapsed * self.per_second)
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False


class BodyLimit:
    """ASGI middleware: an HTTP request body of more than ``limit`` bytes is answered
    with 413 before the application sees it (a body is read whole, so it is bounded
    here, not after it has been buffered)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body: bytes = message.get("body", b"")
            size += len(body)
            if size > self.limit:
                lang = "cs" if b"lang=cs" in scope.get("query_string", b"") else "en"
                error = Refused.of("too_large", 413, limit=self.limit)
                response = JSONResponse(reply(error, lang), status_code=413)
                await response(scope, receive, send)
                return
            chunks.append(body)
            more = bool(message.get("more_body", False))
        whole: Message = {"type": "http.request", "body": b"".join(chunks), "more_body": False}
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return whole
            return await receive()

        await self.app(scope, replay, send)
