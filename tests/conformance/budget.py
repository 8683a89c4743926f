"""How much of each property the suite checks per game configuration (time-free rules).

Budgets are counts of games and sampled states, never seconds, so a run is
the same on every machine. Long games get fewer games: each heavy property
has a ``work`` budget in game steps, divided by an estimate of what one game
costs (from the mean length of a few random games of that configuration).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, replace

from cardtable.kernel import Rng

from .playout import Config, random_line


@dataclass(frozen=True)
class Budget:
    """Games and states per configuration; ``scaled`` multiplies it for the slow run."""

    playouts: int = 200
    """P1: random games per configuration ..."""
    playout_steps: int = 20_000
    """... unless this many actions were played first (after at least 10 games)."""
    work: int = 6_000
    """P2-P7: game steps' worth of checking per property, turned into a game count."""
    max_games: int = 40
    """P2-P7: at most this many games per property."""
    min_games: int = 2
    """P2-P7: at least this many games per property, however long the game."""
    states_per_game: int = 6
    """P3-P6: sampled states per game (first and last included)."""
    hypothesis_examples: int = 8
    """Seeds drawn by hypothesis per configuration for the quick all-property test."""

    def scaled(self, factor: int) -> Budget:
        return replace(self, playouts=self.playouts * factor,
                       playout_steps=self.playout_steps * factor, work=self.work * factor,
                       max_games=self.max_games * factor)

    def games(self, per_game_cost: float) -> int:
        """How many games of the given cost (in steps) fit the work budget."""
        fit = int(self.work // max(1.0, per_game_cost))
        return max(self.min_games, min(self.max_games, fit))


DEFAULT = Budget()
THOROUGH = DEFAULT.scaled(15)
"""The ``--runslow`` budget: thousands of random games per configuration."""


_LENGTHS: dict[str, float] = {}


def mean_length(cfg: Config) -> float:
    """Mean number of actions of five random games of ``cfg`` (cached per configuration)."""
    key = cfg.label()
    if key not in _LENGTHS:
        lengths = [len(random_line("P1 (random playouts end cleanly)", cfg, seed))
                   for seed in range(5)]
        _LENGTHS[key] = sum(lengths) / len(lengths)
    return _LENGTHS[key]


def seeds(label: str, prop: str, count: int) -> list[int]:
    """``count`` well-spread seeds, fixed for a configuration and property."""
    rng = Rng(zlib.crc32(f"{label}/{prop}".encode()))
    return [rng.next64() >> 32 for _ in range(count)]
