"""Tallies of finished games: win rates with Wilson intervals, lengths, seat effects.

A tally is built from ``GameResult``s only and is independent of the order in
which they arrive, so every backend gives identical numbers for the same job.
A game counts as a *win* for a seat whose return is positive, a *draw* at 0
and a *loss* below 0 (the kernel's convention: win 1, loss -1, draw 0).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cardtable.sim.match import GameResult, MatchJob

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) for n = 0."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Record:
    """Wins, draws and losses of one participant (or seat, or card)."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    def add(self, value: float) -> None:
        if value > 0:
            self.wins += 1
        elif value < 0:
            self.losses += 1
        else:
            self.draws += 1

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        """95% Wilson interval of the win rate."""
        return wilson(self.wins, self.games)

    @property
    def score(self) -> float:
        """(wins + draws / 2) / games."""
        return (self.wins + self.draws / 2) / self.games if self.games else math.nan

    def merge(self, other: Record) -> None:
        """Add ``other``'s results to this record."""
        self.wins += other.wins
        self.draws += other.draws
        self.losses += other.losses


def shaded_rate(record: Record, centre: float) -> float:
    """The value a report paints for ``record``: its win rate pulled toward ``centre``
    (the even result) by the width ``w`` of its 95% Wilson interval,
    ``centre + (rate - centre) * (1 - w)``.

    The fewer the games, the wider the interval and the paler the colour: 2 of 2 games
    won (interval 34-100%) paints like 67%, 200 of 200 like 99%. ``nan`` for no games.
    """
    if not record.games:
        return math.nan
    lo, hi = record.interval
    return centre + (record.win_rate - centre) * (1 - (hi - lo))


@dataclass
class CardStats:
    """How often a card was played, and how its player fared."""

    plays: int = 0
    """Times played, in all games."""
    outcome: Record = field(default_factory=Record)
    """One entry per (game, seat) in which the card was played at least once."""


@dataclass
class Tally:
    """Statistics of a job's finished games."""

    job: MatchJob
    entrants: list[Record] = field(default_factory=list)
    by_seat: list[list[Record]] = field(default_factory=list)
    """``by_seat[entrant][seat]``."""
    seats: list[Record] = field(default_factory=list)
    """Results per seat, whoever sat there."""
    first_player: Record = field(default_factory=Record)
    """Results of the seat that moved first."""
    lengths: list[int] = field(default_factory=list)
    cards: dict[str, CardStats] = field(default_factory=dict)
    games: int = 0
    draws: int = 0
    """Games that ended with every return 0."""

    def __post_init__(self) -> None:
        n = self.job.players
        self.entrants = [Record() for _ in range(n)]
        self.by_seat = [[Record() for _ in range(n)] for _ in range(n)]
        self.seats = [Record() for _ in range(n)]

    @classmethod
    def of(cls, job: MatchJob, results: Iterable[GameResult]) -> Tally:
        tally = cls(job)
        for result in results:
            tally.add(result)
        return tally

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.lengths.append(result.length)
        if all(r == 0 for r in result.returns):
            self.draws += 1
        for seat, entrant in enumerate(result.seating):
            value = result.returns[seat]
            self.entrants[entrant].add(value)
            self.by_seat[entrant][seat].add(value)
            self.seats[seat].add(value)
        self.first_player.add(result.returns[result.first_player])
        played: dict[tuple[int, str], int] = {}
        for seat, card in result.cards:
            played[seat, card] = played.get((seat, card), 0) + 1
        for (seat, card), count in played.items():
            stats = self.cards.setdefault(card, CardStats())
            stats.plays += count
            stats.outcome.add(result.returns[seat])

    @property
    def mean_length(self) -> float:
        return sum(self.lengths) / len(self.lengths) if self.lengths else math.nan

    def first_player_advantage(self) -> float:
        """First mover's win rate minus the fair share ``1 / players``."""
        return self.first_player.win_rate - 1 / self.job.players

    def counts(self) -> dict[str, list[Any]]:
        """Plain counts, for comparing runs and backends."""
        return {
            "entrants": [(r.wins, r.draws, r.losses) for r in self.entrants],
            "seats": [(r.wins, r.draws, r.losses) for r in self.seats],
            "first_player": [self.first_player.wins, self.first_player.games],
            "lengths": sorted(self.lengths),
        }
