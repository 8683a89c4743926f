"""``cardtable serve``: open the database, check the port, run uvicorn.

What can go wrong before the first request is one ``ServeError`` with a catalogued
reason (a bad database URL, a database that cannot be opened, a port in use),
which the command prints as one line: the database is opened and migrated and the
address is bound before uvicorn starts.
"""

from __future__ import annotations

import errno
import socket

import uvicorn

from cardtable.kernel.errors import CardtableError, Refusal
from cardtable.server.app import create_app
from cardtable.server.heap import HeapKeeper
from cardtable.server.limits import Limits
from cardtable.server.messages import refusal
from cardtable.server.store import StoreError, shown_url

WS_MAX_BYTES = 65536
"""uvicorn drops a socket whose message exceeds this; the app refuses smaller ones
past ``Limits.message_bytes`` with a readable message first."""


class ServeError(CardtableError):
    """The server cannot start; ``text(lang)`` says why in one line."""

    def __init__(self, reason: Refusal) -> None:
        self.refusal = reason
        super().__init__(str(reason))

    def text(self, lang: str) -> str:
        return self.refusal.text(lang)


def check_port(host: str, port: int) -> None:
    """``ServeError`` unless ``host:port`` can be listened on now."""
    if not 1 <= port <= 65535:
        raise ServeError(refusal("bad_port", port=port))
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise ServeError(refusal("cannot_listen", host=host, port=port,
                                 reason=exc.strerror or str(exc))) from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise ServeError(refusal("port_in_use", host=host, port=port)) from None
            raise ServeError(refusal("cannot_listen", host=host, port=port,
                                     reason=exc.strerror or str(exc))) from None


def serve(db_url: str, host: str, port: int, bot_workers: int, lang: str) -> None:
    """Run the server until Ctrl-C; ``ServeError`` if it cannot start."""
    check_port(host, port)
    heap = HeapKeeper()
    try:
        app = create_app(db_url, limits=Limits(), bot_workers=bot_workers, heap=heap)
    except StoreError as exc:
        raise ServeError(exc.refusal) from None
    heap.settle()
    print(refusal("serving", host=host, port=port, url=shown_url(db_url)).text(lang),
          flush=True)
    # Frames are not compressed: deflating every frame cost more server time than anything
    # but the socket writes themselves (docs/server.md, "Load"); a proxy in front may compress.
    uvicorn.run(app, host=host, port=port, ws_max_size=WS_MAX_BYTES,
                ws_per_message_deflate=False, log_level="warning")
