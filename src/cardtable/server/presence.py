"""Who is connected to a table through the other server processes (a shared database).

Each process counts its own sockets per seat and its spectators. With several
processes on one PostgreSQL database, a process tells the others its counts for a
table (a ``presence`` notice on the tables' channel) whenever they change, answers a
process it hears from for the first time about that table with its own counts (so a
process that has just loaded a table learns who is there at once), and repeats them
every ``REPEAT`` seconds for its tables with sockets. Every process says it is
``alive`` every ``REPEAT`` seconds; one that hears nobody else sends no counts at all
(a single server pays nothing for this). A frame's ``connected`` and
``spectators`` add up every process's counts. A process that dies cannot say its
sockets are gone: its counts are forgotten ``EXPIRE`` seconds after it last spoke.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

REPEAT = 5.0
"""Seconds between two repeats of a process's counts for a table it has sockets of."""
EXPIRE = 3 * REPEAT
"""Seconds after which the counts of a process that has gone quiet are forgotten."""
MOST = 1_000_000
"""The largest count a notice may carry (anything else in it is ignored)."""


@dataclass(frozen=True)
class Counts:
    """One process's sockets of one table."""

    seats: tuple[int, ...]
    """Connections per seat, seat 0 first."""
    spectators: int
    heard: float
    """When it was heard (the clock of ``Presence``)."""


@dataclass
class Presence:
    """The other processes' counts of one table, by process id."""

    clock: Callable[[], float] = time.monotonic
    others: dict[str, Counts] = field(default_factory=dict)

    def heard(self, origin: str, counts: Sequence[int]) -> bool:
        """Keep what ``origin`` says (its counts per seat, then its spectators); ``True``
        when this is the first time it speaks of the table (or since it was forgotten)."""
        if not counts or any(not 0 <= n <= MOST for n in counts):
            return False
        new = self._live(origin) is None
        self.others[origin] = Counts(tuple(counts[:-1]), counts[-1], self.clock())
        return new

    def _live(self, origin: str) -> Counts | None:
        found = self.others.get(origin)
        if found is not None and self.clock() - found.heard > EXPIRE:
            del self.others[origin]
            return None
        return found

    def seat(self, seat: int) -> int:
        """The other processes' connections of ``seat``."""
        total = 0
        for origin in list(self.others):
            counts = self._live(origin)
            if counts is not None and seat < len(counts.seats):
                total += counts.seats[seat]
        return total

    def spectators(self) -> int:
        """The other processes' spectators."""
        total = 0
        for origin in list(self.others):
            counts = self._live(origin)
            if counts is not None:
                total += counts.spectators
        return total
