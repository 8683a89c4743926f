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
  bot must move. When the table waits for a person again it *keeps* the lock
  (``sharing.KEEP`` seconds at most), so the next action there costs no lock round
  trip; another process that needs the table says so (a ``want`` notice) and the
  owner lets go at once, and keeps it no longer for a while. A process that dies
  (even ``kill -9``) loses its connection and so its locks: the next process that
  needs the table takes it over, reloads it and goes on.
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
from cardtable.server.messages import refusal
from cardtable.server.store import CHANNEL, StoreError, notice, shown_url

log = logging.getLogger("cardtable.server")


@dataclass(frozen=True)
class Notice:
    """A change another process made: ``kind`` is ``action`` (``step`` is the new step),
    ``chat``, ``rematch``, ``broken``, ``thinking`` (``seat`` is the bot's seat,
    ``None`` when no bot thinks), ``presence`` (``counts``: the sender's sockets of the
    table, per seat and then its spectators), ``want`` (the sender waits for the
    table's lock: its owner should let go) or ``alive`` (no table: the sender is up)."""

    origin: str
    table: str
    kind: str
    step: int
    seat: int | None
    counts: tuple[int, ...] = ()


Listener = Callable[[Notice], None]
Reconnected = Callable[[bool], None]
"""Told when a dead connection to the database was opened again (``True``: the lock
connection, whose locks died with it): notices may have been missed, so every replica
may be behind."""

LISTEN_PAUSE = 0.1
"""Seconds before the first try to listen again on a new connection."""
LISTEN_PAUSE_MOST = 5.0
"""The longest pause between two tries."""

KINDS = ("action", "chat", "rematch", "broken", "thinking", "presence", "want", "alive")
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
    reconnections = 0
    """How many times a dead connection to the database was opened again."""
    lock_queries = 0
    """How many times this process asked the database to take or give back a lock."""

    def __init__(self, origin: str) -> None:
        self.origin = origin

    async def start(self, listener: Listener, reconnected: Reconnected | None = None) -> None:
        """Begin hearing the other processes' notices; ``reconnected`` is told when a
        connection that died was opened again."""

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
        process's sockets of a table, a table it waits for)."""

    async def ping(self) -> None:
        """Use the lock connection once, so that its death is found (and ``reconnected``
        told) while the process keeps locks it does not otherwise touch."""


class PostgresCoordinator(Coordinator):
    """Advisory locks on one connection, ``LISTEN`` on another (psycopg 3, async).

    Either connection may die under the process (the database restarted, a network
    cut, an administrator's ``pg_terminate_backend``). The lock connection is opened
    again at its next use: its locks went with it, so every replica is then treated
    as possibly behind (``reconnected``), and a lock the process believed it held is
    re-taken by the next ``try_lock`` or found taken by another process; the store's
    one-step-at-a-time write keeps a step from being stored twice meanwhile. The
    listening connection is opened again after a pause that doubles up to
    ``LISTEN_PAUSE_MOST`` seconds; the notices sent while it was down are lost, so
    ``reconnected`` runs again.
    """

    shared = True

    def __init__(self, url: str, origin: str) -> None:
        super().__init__(origin)
        self._url = url
        self._conninfo = conninfo(url)
        self._locks: Any = None
        self._listen: Any = None
        self._task: asyncio.Task[None] | None = None
        self._reconnected: Reconnected = _nothing
        self._closing = False

    async def _connect(self, role: str) -> Any:
        """A new connection, named for ``pg_stat_activity`` by its role and the process."""
        import psycopg

        return await psycopg.AsyncConnection.connect(
            self._conninfo, autocommit=True, application_name=f"cardtable-{role}-{self.origin}")

    async def start(self, listener: Listener, reconnected: Reconnected | None = None) -> None:
        self._reconnected = reconnected or _nothing
        self._locks = await self._connect("locks")
        self._listen = await self._connect("listen")
        await self._listen.execute(f"LISTEN {CHANNEL}")
        self._task = asyncio.get_running_loop().create_task(self._hear(listener))

    async def _hear(self, listener: Listener) -> None:
        pause = LISTEN_PAUSE
        while True:
            try:
                async for note in self._listen.notifies():
                    pause = LISTEN_PAUSE
                    found = read_notice(note.payload)
                    if found is None or found.origin == self.origin:
                        continue
                    try:
                        listener(found)
                    except Exception:  # one bad notice must not stop the news
                        log.exception("a notice of table %s failed", found.table)
                if self._closing:
                    return
                log.error("notices from the database ended; listening again in %.1f s", pause)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self._closing:
                    return
                log.error("notices from the database stopped: %s; listening again in %.1f s",
                          shorten(clean(str(exc)), 200), pause)
            await asyncio.sleep(pause)
            pause = min(pause * 2, LISTEN_PAUSE_MOST)
            try:
                with contextlib.suppress(Exception):
                    await self._listen.close()
                self._listen = await self._connect("listen")
                await self._listen.execute(f"LISTEN {CHANNEL}")
            except Exception as exc:
                log.error("cannot listen to the database again yet: %s",
                          shorten(clean(str(exc)), 200))
                continue
            self.reconnections += 1
            self._reconnected(False)  # what was told while nobody listened is lost

    async def close(self) -> None:
        self._closing = True
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        for connection in (self._listen, self._locks):
            if connection is not None:
                with contextlib.suppress(Exception):
                    await connection.close()

    async def _scalar(self, query: str, *params: Any, again: bool = True) -> Any:
        """The first value of ``query`` on the lock connection, opened again first when
        it has died (then the query runs again only if ``again``: giving back a lock of
        a dead connection has nothing left to do). ``StoreError`` when the database
        cannot be reached."""
        import psycopg

        try:
            cursor = await self._locks.execute(query, params)
            row = await cursor.fetchone()
        except psycopg.OperationalError as exc:
            if not self._locks.closed:
                raise StoreError(refusal("db_unusable", url=shown_url(self._url),
                                         reason=shorten(clean(str(exc)), 200))) from None
            log.error("the lock connection died (%s); opening it again",
                      shorten(clean(str(exc)), 200))
            try:
                self._locks = await self._connect("locks")
            except psycopg.Error as failed:
                raise StoreError(refusal("db_unusable", url=shown_url(self._url),
                                         reason=shorten(clean(str(failed)), 200))) from None
            self.reconnections += 1
            self._reconnected(True)  # its locks died with it
            if not again:
                return None
            cursor = await self._locks.execute(query, params)
            row = await cursor.fetchone()
        return None if row is None else row[0]

    async def try_lock(self, table: str) -> bool:
        self.lock_queries += 1
        return bool(await self._scalar("SELECT pg_try_advisory_lock(%s)", lock_key(table)))

    async def unlock(self, table: str) -> None:
        self.lock_queries += 1
        await self._scalar("SELECT pg_advisory_unlock(%s)", lock_key(table), again=False)

    async def ping(self) -> None:
        await self._scalar("SELECT 1", again=False)

    async def tell(self, table: str, kind: str, step: int, seat: int | None,
                   counts: Sequence[int] = ()) -> None:
        await self._scalar("SELECT pg_notify(%s, %s)", CHANNEL,
                           notice(self.origin, table, kind, step, seat, counts))


def _nothing(locks_lost: bool) -> None:
    """No one to tell of a reconnection."""


def coordinator(url: str, origin: str, shared: bool) -> Coordinator:
    """The coordinator for a store: PostgreSQL's when the database is shared."""
    return PostgresCoordinator(url, origin) if shared else Coordinator(origin)
