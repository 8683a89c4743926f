"""Several server processes on one PostgreSQL database: who owns a table, and news of
changes.

With SQLite one process serves every table, and ``Coordinator`` does nothing: it
owns every table and has nobody to tell. With PostgreSQL any number of processes
(``cardtable serve`` behind a load balancer) serve the same tables:

- **Ownership.** A process may write a table's next step, or run its bots, only
  while it holds the table's session-level advisory lock
  (``pg_try_advisory_lock(key)``, ``key`` from the table's id) on its own lock
  connection. It takes the lock when a seat connected to it acts (after the lock,
  it reloads what it lacks from the database, then checks the action), or when a
  bot must move; it lets go as soon as the table waits for a person again. A
  process that dies (even ``kill -9``) loses its connection and so its locks: the
  next process that needs the table takes it over, reloads it and goes on.
- **News.** Every committed change (``store.py`` calls ``pg_notify`` inside the
  write's transaction) reaches the other processes through ``LISTEN``; they reload
  the table from the database and send their own sockets fresh frames. A bot
  starting to think is told the same way (nothing is stored for it).

The database stays the judge: an action is stored only if the table is still at
the step before it, so two processes can never both write one step.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.engine import make_url

from cardtable.kernel.untrusted import clean, shorten
from cardtable.server.store import CHANNEL, notice

log = logging.getLogger("cardtable.server")


@dataclass(frozen=True)
class Notice:
    """A change another process made: ``kind`` is ``action`` (``step`` is the new step),
    ``chat``, ``rematch``, ``broken``, ``thinking`` (``seat`` is the bot's seat,
    ``None`` when no bot thinks), ``presence`` (``counts``: the sender's sockets of the
    table, per seat and then its spectators) or ``alive`` (no table: the sender is up)."""

    origin: str
    table: str
    kind: str
    step: int
    seat: int | None
    counts: tuple[int, ...] = ()


Listener = Callable[[Notice], None]

KINDS = ("action", "chat", "rematch", "broken", "thinking", "presence", "alive")
MOST_COUNTS = 65
"""The longest ``counts`` a notice may carry (64 seats and the spectators)."""


def read_notice(payload: str) -> Notice | None:
    """A notice's payload as a ``Notice``; ``None`` for anything malformed."""
    try:
        data: Any = json.loads(payload)
        seat = data.get("seat")
        counts = data.get("counts", [])
        if not isinstance(counts, list) or len(counts) > MOST_COUNTS:
            return None
        found = Notice(origin=str(data["origin"]), table=str(data["table"])[:32],
                       kind=str(data["kind"]), step=int(data["step"]),
                       seat=None if seat is None else int(seat),
                       counts=tuple(int(n) for n in counts))
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return found if found.kind in KINDS else None


def lock_key(table: str) -> int:
    """The advisory lock key of a table: 64 bits of its id's SHA-256, signed."""
    digest = hashlib.sha256(b"cardtable-table:" + table.encode("utf-8", "replace")).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def conninfo(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as psycopg's connection string."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


class Coordinator:
    """One process owns every table (SQLite): nothing to lock, nobody to tell."""

    shared = False

    def __init__(self, origin: str) -> None:
        self.origin = origin

    async def start(self, listener: Listener) -> None:
        """Begin hearing the other processes' notices."""

    async def close(self) -> None:
        """Stop hearing notices; let go of every lock."""

    async def try_lock(self, table: str) -> bool:
        """Become the table's owner if no other process is; ``True`` if this one is."""
        return True

    async def unlock(self, table: str) -> None:
        """Stop owning the table."""

    async def tell(self, table: str, kind: str, step: int, seat: int | None,
                   counts: Sequence[int] = ()) -> None:
        """Tell the other processes something that is not stored (a bot thinking, this
        process's sockets of a table)."""


class PostgresCoordinator(Coordinator):
    """Advisory locks on one connection, ``LISTEN`` on another (psycopg 3, async)."""

    shared = True

    def __init__(self, url: str, origin: str) -> None:
        super().__init__(origin)
        self._conninfo = conninfo(url)
        self._locks: Any = None
        self._listen: Any = None
        self._task: asyncio.Task[None] | None = None

    async def start(self, listener: Listener) -> None:
        import psycopg

        self._locks = await psycopg.AsyncConnection.connect(self._conninfo, autocommit=True)
        self._listen = await psycopg.AsyncConnection.connect(self._conninfo, autocommit=True)
        await self._listen.execute(f"LISTEN {CHANNEL}")
        self._task = asyncio.get_running_loop().create_task(self._hear(listener))

    async def _hear(self, listener: Listener) -> None:
        try:
            async for note in self._listen.notifies():
                found = read_notice(note.payload)
                if found is None or found.origin == self.origin:
                    continue
                try:
                    listener(found)
                except Exception:  # one bad notice must not stop the news
                    log.exception("a notice of table %s failed", found.table)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.error("no more notices from the database: %s", shorten(clean(str(exc)), 200))

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        for connection in (self._listen, self._locks):
            if connection is not None:
                with contextlib.suppress(Exception):
                    await connection.close()

    async def _scalar(self, query: str, *params: Any) -> Any:
        cursor = await self._locks.execute(query, params)
        row = await cursor.fetchone()
        return None if row is None else row[0]

    async def try_lock(self, table: str) -> bool:
        return bool(await self._scalar("SELECT pg_try_advisory_lock(%s)", lock_key(table)))

    async def unlock(self, table: str) -> None:
        await self._scalar("SELECT pg_advisory_unlock(%s)", lock_key(table))

    async def tell(self, table: str, kind: str, step: int, seat: int | None,
                   counts: Sequence[int] = ()) -> None:
        await self._scalar("SELECT pg_notify(%s, %s)", CHANNEL,
                           notice(self.origin, table, kind, step, seat, counts))


def coordinator(url: str, origin: str, shared: bool) -> Coordinator:
    """The coordinator for a store: PostgreSQL's when the database is shared."""
    return PostgresCoordinator(url, origin) if shared else Coordinator(origin)
