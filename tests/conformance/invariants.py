"""Per-game state invariants the conformance run checks after every action.

A game supplies a checker by id: a function ``(state) -> list[str]`` that
returns what is wrong (``[]`` when nothing is), named as ``"module:function"``
and imported only when that game is checked, so the suite itself imports no
game. Games without an entry are checked for nothing extra.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from cardtable.kernel import Game, State

Checker = Callable[[State], list[str]]

INVARIANTS: dict[str, str | Checker] = {
    "magic_tower": "cardtable.games.magic_tower.invariants:conservation_errors",
}
"""Game id -> its invariant checker, or its ``"module:function"`` name."""


def checker(game: Game) -> Checker | None:
    """The invariant checker registered for ``game``, or ``None``."""
    target = INVARIANTS.get(game.id)
    if target is None or callable(target):
        return target
    module, _, name = target.partition(":")
    found: Checker = getattr(import_module(module), name)
    return found


def invariant_errors(game: Game, state: State) -> list[str]:
    """What ``state`` breaks of ``game``'s registered invariants (``[]``: nothing)."""
    check = checker(game)
    return [] if check is None else list(check(state))
