"""Group commit: the actions that tables store while a write is under way go to the
database together, in one transaction.

Each table stores its actions one at a time (its ``asyncio.Lock``), but many tables
act at once. ``ActionWriter.write`` queues an action and waits until it is committed
(or turned down); one writer task at a time hands everything queued so far to
``Store.add_actions`` in a worker thread. While that transaction commits (on a SQLite
file, a sync of the disk), the next actions queue up and go in the next one. So an
action still waits for its own commit before the caller sends any frame that shows it,
but a busy server syncs the disk once for many actions instead of once each, and its
writes never wait for each other's locks.
"""

from __future__ import annotations

import asyncio
import logging

from cardtable.server.store import ActionWrite, Store

log = logging.getLogger("cardtable.server")


class ActionWriter:
    """Stores actions in batches; ``write`` returns once its action is committed."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: list[tuple[ActionWrite, asyncio.Future[None]]] = []
        self._task: asyncio.Task[None] | None = None
        self.batches = 0
        """Transactions run so far (for tests and the load benchmark's curiosity)."""

    async def write(self, action: ActionWrite) -> None:
        """Store ``action``; ``StoreError`` when it was not stored (nothing changed)."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((action, done))
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._drain())
        await done

    async def _drain(self) -> None:
        """Commit what is queued, batch after batch, until the queue is empty."""
        while self._queue:
            batch, self._queue = self._queue, []
            results: list[BaseException | None]
            try:
                results = list(await asyncio.to_thread(self.store.add_actions,
                                                       [action for action, _ in batch]))
            except Exception as exc:  # unforeseen: each waiting write raises it, as before
                log.exception("storing %d actions failed", len(batch))
                results = [exc] * len(batch)
            self.batches += 1
            for (_, done), failed in zip(batch, results, strict=True):
                if done.done():
                    continue
                if failed is None:
                    done.set_result(None)
                else:
                    done.set_exception(failed)
