"""Position builders: set up any mid-game position through public, validating API.

A rulebook example, a puzzle, a regression test or "simulate from here" needs
a position that no short sequence of actions reaches: these hands, this deck
order, this board, that decision pending. A game offers a builder through
``Game.position(...)``: a ``PositionBuilder`` subclass whose methods set one
part each (``hand(seat, [...])``, ``deck(seat, [...], top_first=True)``,
``board(...)``, ``pending(...)``) in the game's own vocabulary, checking every
argument as it comes. ``build()`` then drops what was derived from the state
(``State.invalidate`` and the game's ``_rebuild_derived``), re-checks the
game's invariants (``Game.invariant_errors``) and returns the state; from then
on a test uses only ``apply`` and the public API, like a chess FEN.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from cardtable.kernel.compiled import mypyc_attr
from cardtable.kernel.errors import PositionError
from cardtable.kernel.game import State

S = TypeVar("S", bound=State)


@mypyc_attr(allow_interpreted_subclasses=True)
class PositionBuilder(Generic[S]):
    """Base of a game's position builder; games add the setters."""

    def __init__(self, state: S) -> None:
        self._state = state
        self._built = False

    @property
    def state(self) -> S:
        """The state being built (for the game's own setters)."""
        if self._built:
            raise PositionError("this position was already built; start a new builder")
        return self._state

    def fail(self, message: str) -> PositionError:
        """The error a setter raises for a bad argument (``raise self.fail(...)``)."""
        return PositionError(f"{self._state.game.id} position: {message}")

    def _finish(self, state: S) -> None:
        """A game's last step before the invariants are checked (recount, log)."""

    def build(self) -> S:
        """Validate and return the position; ``PositionError`` names what is wrong."""
        state = self.state
        self._finish(state)
        state._rebuild_derived()
        state.invalidate()
        errors = state.game.invariant_errors(state)
        if errors:
            raise self.fail("; ".join(errors))
        self._built = True
        return state
