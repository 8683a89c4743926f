"""Turn order and step caps: the small arithmetic every game repeats.

``next_seat`` walks clockwise from a seat, skipping seats that may not act
(eliminated, blocked for a turn); ``seats_from`` lists a round in turn order
(who resolves simultaneous effects first, who chooses a trump first).

A ``StepCap`` ends a game that would otherwise go on for ever (a loop of
triggers, two bots that never attack) in a draw under a rule the game names,
so the end is explained to players and tested like any other rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


def seats_from(start: int, players: int) -> list[int]:
    """Every seat once, in turn order, beginning with ``start``."""
    return [(start + i) % players for i in range(players)]


def next_seat(current: int, players: int, skip: Callable[[int], bool] | None = None) -> int:
    """The next seat after ``current`` in turn order that ``skip`` does not exclude.

    Returns ``current`` itself when every other seat is skipped and it is not;
    raises ``ValueError`` when every seat is skipped.
    """
    for i in range(1, players + 1):
        seat = (current + i) % players
        if skip is None or not skip(seat):
            return seat
    raise ValueError("every seat is skipped")


@dataclass(frozen=True, slots=True)
class StepCap:
    """A limit on some count (turns, actions in one turn, nested triggers)."""

    limit: int | None
    """The largest allowed count; ``None``: no limit."""
    rule: str
    """The rule ID that ends the game (or stops the loop) when the limit is passed."""

    def reached(self, count: int) -> bool:
        """Whether ``count`` has reached the limit."""
        return self.limit is not None and count >= self.limit

    def exceeded(self, count: int) -> bool:
        """Whether ``count`` is past the limit."""
        return self.limit is not None and count > self.limit
