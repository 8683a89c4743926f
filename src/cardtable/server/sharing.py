"""A table's replica in a process that shares the database with others (PostgreSQL).

``Sharing`` is the table manager's part that ``cluster.py``'s coordinator serves:

- ``hold(table, check)`` makes this process the table's owner (its advisory lock)
  and brings the replica up to the database before anything is checked (without a
  read when the replica is ``current``: it has every step this process has heard
  of, and a step stored meanwhile by another process, whose notice is still on its
  way, makes the write fail with ``StepTaken``, after which the caller catches up
  and checks again); when
  another process owns the table, the action is first checked on the reloaded
  replica (an old step or a move out of turn is refused at once), then the lock
  is awaited for at most ``HOLD_WAIT`` seconds (``server.table_busy`` after that),
  after a ``want`` notice that asks the owner to let go;
- ``let_go(table)``, once nothing of this process needs the lock, *keeps* it (the
  table's next action here then needs no lock round trip, and its replica stays
  current: nobody else can write): until another process wants the table, or for
  ``KEEP`` seconds of quiet; a table wanted by another process in the last ``KEEP``
  seconds is let go at once, as is a finished one;
- ``heard(notice)`` reloads a table another process changed and sends this
  process's sockets fresh frames, and gives a kept table up when it is wanted;
- ``sweep()`` keeps trying the tables whose bot must move and that no process
  owns (its owner died): whoever gets the lock lets the bots play on; it gives up
  the locks kept for ``KEEP`` seconds, and while any is kept it uses the lock
  connection once a round (``ping``), so that a connection that died, and its locks
  with it, is found within ``SWEEP`` seconds;
- ``presence(table)`` tells the others this process's sockets of a table (who is
  connected, how many watch: ``presence.py``), and ``sweep()`` repeats it now and then.

With a single process (SQLite) every method returns at once: the process owns
every table.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from cardtable.server.checkpoint import CheckpointMismatch, replay_checked
from cardtable.server.cluster import Coordinator, Notice
from cardtable.server.messages import Refused
from cardtable.server.presence import EXPIRE, REPEAT
from cardtable.server.store import BROKEN, FINISHED, OPEN, Store, StoreError

if TYPE_CHECKING:
    from cardtable.server.tables import LiveTable

log = logging.getLogger("cardtable.server")

HOLD_WAIT = 5.0
"""Seconds an action waits for another process to let go of its table."""
RETRY = 0.02
"""Seconds between two tries of a table's lock."""
SWEEP = 0.5
"""Seconds between two looks for tables whose owner is gone while a bot must move."""
KEEP = 10.0
"""Seconds a process keeps an idle table's lock after its last move there; also how
long after another process wanted the table it keeps the lock no more."""


class Sharing:
    """Ownership and freshness of the tables of one process."""

    def __init__(self, coordinator: Coordinator, store: Store, chat_kept: int,
                 tables: dict[str, LiveTable], broken: set[str],
                 kick: Callable[[LiveTable], None],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.coordinator = coordinator
        self.clock = clock
        """Seconds, for ``HOLD_WAIT`` (tests drive it)."""
        self.shared = coordinator.shared
        self.store = store
        self.chat_kept = chat_kept
        self.tables = tables
        self.broken = broken
        self.kick = kick
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closed = False
        self._peer_heard = -EXPIRE - 1.0
        """When another process was last heard (its ``alive`` notices, or any other)."""

    # ---- start and stop ------------------------------------------------------------
    async def start(self) -> None:
        """Hear the others' notices, bring every replica up to date, start the sweep."""
        await self.coordinator.start(self.heard, self.reconnected)
        if not self.shared:
            return
        for table in list(self.tables.values()):
            async with table.lock:
                try:
                    await self.catch_up(table)
                except Refused:
                    continue
        self.spawn(self.sweep())

    async def close(self) -> None:
        self._closed = True
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.coordinator.close()

    def spawn(self, job: Coroutine[Any, Any, Any]) -> None:
        if self._closed:
            job.close()
            return
        task = asyncio.get_running_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ---- owning a table -------------------------------------------------------------
    async def hold(self, table: LiveTable, check: Callable[[], object] | None) -> bool:
        """Own ``table`` (the caller holds ``table.lock``), its replica caught up (read
        from the database unless it is ``current``).

        Without ``check``, give up at once when another process owns it (``False``).
        With it, run ``check()`` on the reloaded replica (its ``Refused`` goes to the
        caller), then wait for the lock; ``Refused`` ``table_busy`` when it never comes.
        """
        if not self.shared:
            return True
        if table.holds == 0:
            if table.kept:
                table.kept = False  # held since this process's last move on the table
            elif not await self._try_lock(table):
                if check is None:
                    return False
                await self.catch_up(table)
                check()
                self.spawn(self._quietly(
                    self.coordinator.tell(table.id, "want", table.state.steps, None)))
                deadline = self.clock() + HOLD_WAIT
                while not await self._try_lock(table):
                    if self.clock() >= deadline:
                        raise Refused.of("table_busy", 503)
                    await asyncio.sleep(RETRY)
                table.current = False  # the owner it waited for may have moved the table on
            try:
                if not table.current:
                    await self.catch_up(table)
            except BaseException:
                await self.coordinator.unlock(table.id)
                raise
        table.holds += 1
        return True

    async def _try_lock(self, table: LiveTable) -> bool:
        try:
            return await self.coordinator.try_lock(table.id)
        except StoreError as exc:
            log.error("%s", exc)
            raise Refused.of("store_failed", 503) from None

    async def let_go(self, table: LiveTable) -> None:
        """Give the table's lock back when nothing of this process holds it any more."""
        if not self.shared:
            return
        table.holds -= 1
        if table.holds == 0:
            now = self.clock()
            if not self._closed and table.status == OPEN and now - table.wanted_at > KEEP:
                table.kept = True
                table.kept_at = now
                return
            await self._unlock(table)

    async def _unlock(self, table: LiveTable) -> None:
        try:
            await self.coordinator.unlock(table.id)
        except Exception as exc:  # a lost connection has let go of its locks anyway
            log.error("table %s: could not let go of its lock: %s", table.id, exc)

    async def give_back(self, table: LiveTable) -> None:
        """Let go of a table's kept lock (nothing if it is not kept)."""
        if table.kept:
            table.kept = False
            await self._unlock(table)

    # ---- keeping replicas fresh -------------------------------------------------------
    async def catch_up(self, table: LiveTable) -> None:
        """Apply what the database has and the replica lacks (the caller holds
        ``table.lock``); ``Refused`` when the database fails or disagrees."""
        if not self.shared:
            return
        try:
            sync = await asyncio.to_thread(self.store.sync, table.id, table.state.steps,
                                           self.chat_kept)
        except StoreError as exc:
            log.error("%s", exc)
            raise Refused.of("store_failed", 503) from None
        if sync is None:
            return
        if sync.actions:
            try:
                after = replay_checked(table.state.clone(), sync.actions, sync.digest,
                                       sync.digest_step)
            except CheckpointMismatch as exc:
                log.error("table %s: the replica differs from the stored checkpoint: %s",
                          table.id, exc)
                self._close_broken(table)
                raise Refused.of("broken_table", 410, table=table.id) from None
            table.state = after
            table.texts.extend(sync.actions)
            if table.thinking_step < after.steps:
                table.thinking = None
        table.chat = list(sync.chat)
        table.rematch = sync.rematch
        if sync.status == FINISHED or table.state.is_terminal():
            table.status = FINISHED
        elif sync.status == BROKEN:
            self._close_broken(table)
            raise Refused.of("broken_table", 410, table=table.id)
        table.current = True

    def _close_broken(self, table: LiveTable) -> None:
        self.spawn(self.give_back(table))
        table.status = BROKEN
        self.tables.pop(table.id, None)
        self.broken.add(table.id)
        table.notify()

    def heard(self, notice: Notice) -> None:
        """Another process changed a table: reload it if this process holds it."""
        self._peer_heard = self.clock()
        table = self.tables.get(notice.table)
        if table is None:
            return
        if notice.kind == "want":
            table.wanted_at = self.clock()
            self.spawn(self.give_back(table))
            return
        if notice.kind == "thinking":
            if notice.step >= table.state.steps:
                table.thinking = notice.seat
                table.thinking_step = notice.step
                table.notify()
            return
        if notice.kind == "presence":
            if table.presence.heard(notice.origin, notice.counts) and table.subscribers:
                self.presence(table)  # a process new to the table: tell it who is here
            table.notify()
            return
        if notice.kind == "action" and notice.step <= table.state.steps:
            return
        if notice.kind in ("action", "broken"):
            table.current = False
        self.spawn(self._refresh(table))

    def reconnected(self, locks_lost: bool) -> None:
        """A connection to the database was opened again: notices may have been missed
        (and with the lock connection, locks lost), so every replica reads the database
        before its next write, and the watched ones now, for their sockets. No lock is
        kept any more: a lost one is not this process's, a live one is given back."""
        for table in list(self.tables.values()):
            table.current = False
            if locks_lost:
                table.kept = False
            else:
                self.spawn(self.give_back(table))
            if table.subscribers:
                self.spawn(self._refresh(table))

    async def _refresh(self, table: LiveTable) -> None:
        async with table.lock:
            try:
                await self.catch_up(table)
            except Refused:
                return
        table.notify()

    async def _quietly(self, job: Awaitable[None]) -> None:
        """Run a ``tell`` or a ``ping``: a database that is down only gets logged here
        (the next action that needs it is refused with the reason)."""
        try:
            await job
        except StoreError as exc:
            log.error("%s", exc)

    def thinking(self, table: LiveTable) -> None:
        """Tell the other processes which bot of ``table`` thinks now."""
        if self.shared:
            self.spawn(self._quietly(self.coordinator.tell(
                table.id, "thinking", table.state.steps, table.thinking)))

    @property
    def peers(self) -> bool:
        """Whether another process has been heard from lately (else nobody needs this
        process's socket counts: a single server sends none)."""
        return self.clock() - self._peer_heard <= EXPIRE

    def presence(self, table: LiveTable) -> None:
        """Tell the other processes this process's sockets of ``table``."""
        if self.shared and self.peers:
            self.spawn(self._quietly(self.coordinator.tell(
                table.id, "presence", table.state.steps, None, table.counts())))

    async def sweep(self) -> None:
        """Now and then, let bots move on tables that no process owns; say that this
        process is alive, and repeat its sockets of its watched tables while other
        processes are about (``presence.REPEAT``)."""
        rounds = 0
        every = max(1, round(REPEAT / SWEEP))
        while True:
            if rounds % every == 0:
                self.spawn(self._quietly(self.coordinator.tell("", "alive", 0, None)))
            await asyncio.sleep(SWEEP)
            rounds += 1
            repeat = rounds % every == 0 and self.peers
            now = self.clock()
            kept = False
            for table in list(self.tables.values()):
                if table.kept:
                    if now - table.kept_at > KEEP:
                        self.spawn(self.give_back(table))
                    else:
                        kept = True
                self.kick(table)
                if repeat and table.subscribers:
                    self.presence(table)
            if kept:
                self.spawn(self._quietly(self.coordinator.ping()))
