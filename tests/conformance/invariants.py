"""Per-game state invariants the conformance run checks after every action.

Every game states its invariants itself (``Game.invariant_errors(state)``:
what is wrong, ``[]`` when nothing is; the default checks nothing), the same
check its position builder runs, so the suite needs no registry of its own.
"""

from __future__ import annotations

from cardtable.kernel import Game, State


def invariant_errors(game: Game, state: State) -> list[str]:
    """What ``state`` breaks of ``game``'s invariants (``[]``: nothing)."""
    return list(game.invariant_errors(state))
