"""How much of each property the suite checks per game configuration (time-free rules).

Budgets are counts of games and sampled states, never seconds, so a run is the
same on every machine. The cost of checking a game is estimated from two
measured sizes of that configuration: its mean length in actions and the mean
size of its ``to_json`` text (serialising dominates the heavy checks). Each
property has a ``work`` budget in kilobyte-equivalents (one action counts as
one kB); long games with large states get fewer games and fewer sampled
states, small games get more, within fixed bounds.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, replace

from cardtable.kernel import Rng

from .illegal import MAX_CANDIDATES
from .playout import Config, random_line, walk


@dataclass(frozen=True)
class Budget:
    """Games and states per configuration; ``scaled`` multiplies it for the slow run."""

    playouts: int = 200
    """P1: random games per configuration ..."""
    playout_steps: int = 10_000
    """... unless this many actions were played first (after at least 10 games)."""
    work: int = 8_000
    """P2-P7: kB-equivalents of checking per property (see the module docstring)."""
    max_games: int = 40
    """P2-P7: at most this many games per property."""
    min_games: int = 2
    """P2-P7: at least this many games per property, however costly the game."""
    hypothesis_examples: int = 6
    """Seeds drawn by hypothesis per configuration for the quick all-property test."""

    def scaled(self, factor: int) -> Budget:
        return replace(self, playouts=self.playouts * factor,
                       playout_steps=self.playout_steps * factor, work=self.work * factor,
                       max_games=self.max_games * factor)


DEFAULT = Budget()
THOROUGH = DEFAULT.scaled(15)
"""The ``--runslow`` budget: thousands of random games per configuration."""


@dataclass(frozen=True)
class Plan:
    """How many games to play for a property, and how many states of each to check."""

    games: int
    states_per_game: int


@dataclass(frozen=True)
class Size:
    """Measured size of a configuration: mean actions per game, mean kB of ``to_json``."""

    length: float
    kb: float


_SIZES: dict[str, Size] = {}


def size_of(cfg: Config) -> Size:
    """Mean length of five random games and mean JSON size of the first one's states."""
    key = cfg.label()
    if key not in _SIZES:
        prop = "P1 (random playouts end cleanly)"
        lines = [random_line(prop, cfg, seed) for seed in range(5)]
        sizes = [len(json.dumps(state.to_json())) for step, state in walk(prop, cfg, 0, lines[0])
                 if step % 4 == 0 or step == len(lines[0])]
        _SIZES[key] = Size(sum(map(len, lines)) / len(lines), sum(sizes) / len(sizes) / 1000)
    return _SIZES[key]


def plan(budget: Budget, prop: str, cfg: Config) -> Plan:
    """Games and states per game for ``prop`` on ``cfg`` within ``budget.work``."""
    size = size_of(cfg)
    length, kb, seats = size.length, size.kb, cfg.players + 1
    per_game, per_state, k_max = {
        "P2": (3 * length, 2 * kb, 24),
        "P3": (2 * length, 21 * kb + 16, 6),
        "P4": (2 * length, (MAX_CANDIDATES + 4) * kb, 6),
        "P5": (2 * length, seats * (kb + 180), 6),
        "P6": (2 * length, seats * (5 * kb + 2 * length), 4),
        "P7": (6 * length, 0.0, 0),
        "P8": (3 * length, seats * (4 * kb + length), 4),
        "P9": (length, 3 * length + seats * kb * length / 5 + 4 * kb, 4),
    }[prop]
    k = k_max
    while k > 2 and budget.min_games * (per_game + k * per_state) > budget.work:
        k -= 1
    games = int(budget.work // max(1.0, per_game + k * per_state))
    return Plan(max(budget.min_games, min(budget.max_games, games)), k)


def seeds(label: str, prop: str, count: int) -> list[int]:
    """``count`` well-spread seeds, fixed for a configuration and property."""
    rng = Rng(zlib.crc32(f"{label}/{prop}".encode()))
    return [rng.next64() >> 32 for _ in range(count)]
