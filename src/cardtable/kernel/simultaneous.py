"""Effects that happen at once: a queue of batches, ordered by controller.

Several rulebooks say the same thing about simultaneous effects: they wait
until what is resolving now is complete, then run one at a time, the active
player's first and the others' in turn order, and a player with two or more
waiting picks their order. Effects that fire while one of them runs wait
*behind* everything already waiting (a queue, not a stack).

The queue is plain data (a list of batches, each a list of items), so it
clones and saves with the state. ``enqueue`` appends one batch;
``next_group`` says whose items run next and which they are; ``take`` removes
the one that runs. The decision "which of my items first" stays the game's
(a ``Pending`` of its own kind), as does running an item.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from cardtable.kernel.turns import seats_from

T = TypeVar("T")


def enqueue(queue: list[list[T]], items: Sequence[T]) -> None:
    """Add the items that fired together as one batch behind everything waiting."""
    if items:
        queue.append(list(items))


def next_group(queue: list[list[T]], active: int, players: int,
               seat_of: Callable[[T], int]) -> tuple[int, list[T]] | None:
    """The seat whose items run next and those items, in queue order; ``None`` when
    nothing waits.

    Only the first batch is looked at: within it the active player's items come
    first, then the other seats' in turn order (``seats_from(active, players)``).
    Empty batches are dropped.
    """
    while queue and not queue[0]:
        queue.pop(0)
    if not queue:
        return None
    batch = queue[0]
    for seat in seats_from(active, players):
        mine = [item for item in batch if seat_of(item) == seat]
        if mine:
            return seat, mine
    raise ValueError("an item of the queue belongs to no seat of the game")


def take(queue: list[list[T]], item: T) -> None:
    """Remove ``item`` (compared by equality, first match) from the first batch."""
    batch = queue[0]
    batch.remove(item)
    if not batch:
        queue.pop(0)


__all__ = ["enqueue", "next_group", "take"]
