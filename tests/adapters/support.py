"""Game configurations the adapter tests cover: every built-in game at every player
count its default options allow."""

from __future__ import annotations

from cardtable.kernel import load
from cardtable.kernel.registry import BUILTIN

GAMES = list(BUILTIN)
"""The built-in games (the toy game of the test suite is not an RL target)."""


def player_counts() -> list[tuple[str, int]]:
    configs = []
    for game_id in GAMES:
        game = load(game_id)
        lo, hi = game.player_range(game.options_model())
        configs += [(game_id, n) for n in range(lo, hi + 1)]
    return configs


PLAYER_COUNTS = player_counts()
IDS = [f"{g}-{n}p" for g, n in PLAYER_COUNTS]
