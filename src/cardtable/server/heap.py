"""The server process's garbage collector: full collections out of the tables' way.

CPython's cyclic collector stops the whole process while it runs. Its young passes
are short, but a full pass walks every tracked object, and a server with hundreds of
open sockets holds a few hundred thousand of them (each socket's ASGI coroutines,
headers, queues; the imported games and web framework): measured on 200 loaded
Hecatomb tables, a full pass took 100-190 ms, long enough to be the slowest actions
of a whole run (docs/server.md, "Load"). So ``cardtable serve``:

- loads every game before it listens (the first ``/api/games`` no longer imports
  five games, 2-3 s, inside a request);
- then *freezes* what start-up built (``gc.freeze``): modules, games, catalogs and
  rebuilt tables live as long as the process, and a frozen object is never walked
  again (it is still freed by reference counting when nothing refers to it);
- leaves the young collections as they are, but takes the full ones away from
  CPython's growth trigger and runs one itself every ``every`` seconds
  (``HeapKeeper.run``): a pause every few minutes instead of every few seconds,
  each one over the objects made since start-up only.

This is a process-wide setting, so only ``cardtable serve`` calls ``settle`` (the app
alone, as tests build it, leaves the collector alone).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable

from cardtable.heap import freeze_now
from cardtable.kernel.registry import game_ids, load

log = logging.getLogger(__name__)

FULL_EVERY = 300.0
"""Seconds between two full collections of a serving process."""

NO_GROWTH_TRIGGER = 1_000_000
"""Young collections between two automatic full ones: so many that CPython's own
trigger never fires in a process's life and ``HeapKeeper.run`` alone starts them."""


class HeapKeeper:
    """Start-up settling and the timed full collections of one server process."""

    def __init__(self, every: float = FULL_EVERY,
                 collect: Callable[[int], int] = gc.collect,
                 clock: Callable[[], float] = time.process_time) -> None:
        if every <= 0:
            raise ValueError("every must be positive")
        self.every = every
        self._collect = collect
        self._clock = clock
        self.collections = 0
        """Full collections run by ``run`` so far."""
        self.last_pause = 0.0
        """CPU seconds the last of them took."""

    def settle(self) -> None:
        """Load every game, collect what start-up left, freeze the rest, and hand the
        full collections to ``run``. Call once, after the app is built and its tables
        rebuilt, before serving."""
        for game_id in game_ids():
            load(game_id)
        freeze_now()
        young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, NO_GROWTH_TRIGGER)

    def collect_now(self) -> int:
        """One full collection; returns the unreachable objects it found."""
        start = self._clock()
        found = self._collect(2)
        self.last_pause = self._clock() - start
        self.collections += 1
        log.debug("full collection: %d unreachable, %.1f ms CPU", found,
                  self.last_pause * 1000)
        return found

    async def run(self) -> None:
        """Every ``every`` seconds, one full collection, until cancelled."""
        while True:
            await asyncio.sleep(self.every)
            self.collect_now()
