"""What a balance report plays: a matrix of cells, each read off one job's tally.

The game decides the matrix through its ``Game`` hooks (see ``cardtable.sim``):
- factions given by the caller with a per-seat list option
  (``factions=["1", "2"], faction_option="prepared_decks"``), or those the
  game lists in ``balance_factions`` (seated through ``balance_options``):
  faction against faction. With two players every unordered pair is one job
  with seats rotating, read from both sides; with more, cell (a, b) is a job
  of ``a`` against a table full of ``b``. Pairings whose options the game
  rejects stay empty.
- else the variants the game lists in ``balance_variants``: one job per
  game-wide variant; rows are variants, columns the bots.
- otherwise a seat matrix: one job of the bots; rows are bots, columns the
  seats they sat in (plus "all").
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.kernel import AnyGame, OptionError
from cardtable.sim.match import BotSpec, Entrant, MatchJob, make_job
from cardtable.sim.stats import Record, Tally


@dataclass(frozen=True)
class Cell:
    """Matrix cell (row, col): entrant ``entrant`` of job ``job``, at ``seat`` or overall."""

    row: str
    col: str
    job: int
    entrant: int
    seat: int | None = None

    def record(self, tallies: Sequence[Tally]) -> Record:
        tally = tallies[self.job]
        if self.seat is None:
            return tally.entrants[self.entrant]
        return tally.by_seat[self.entrant][self.seat]


@dataclass
class Study:
    """The jobs to run and how to read the matrix from their tallies."""

    kind: str
    """``factions``, ``variants`` or ``seats``."""
    title: str
    rows: list[str]
    cols: list[str]
    jobs: list[MatchJob] = field(default_factory=list)
    cells: list[Cell] = field(default_factory=list)
    skipped: list[tuple[str, str, str]] = field(default_factory=list)
    """(row, col, reason) of pairings the game does not allow."""

    def matrix(self, tallies: Sequence[Tally]) -> dict[tuple[str, str], Record]:
        return {(c.row, c.col): c.record(tallies) for c in self.cells}

    def overall(self, tallies: Sequence[Tally]) -> dict[str, Record]:
        """Each row's results summed over its cells (mirror cells left out)."""
        totals: dict[str, Record] = {row: Record() for row in self.rows}
        for cell in self.cells:
            if self.kind == "factions" and cell.row == cell.col:
                continue
            if self.kind == "seats" and cell.seat is None:
                continue
            record, total = cell.record(tallies), totals[cell.row]
            total.wins += record.wins
            total.draws += record.draws
            total.losses += record.losses
        return totals


def plan_study(game: AnyGame, bots: Sequence[str | BotSpec], games: int, *,
               players: int | None = None, options: Mapping[str, Any] | None = None,
               seed: int = 0, factions: Sequence[str] | None = None,
               faction_option: str | None = None) -> Study:
    """The study for ``game``: explicit factions, else the hooks it offers."""
    specs = [b if isinstance(b, BotSpec) else BotSpec.parse(b) for b in bots]
    if not specs:
        raise ValueError("at least one bot is needed")
    if factions is not None or faction_option is not None:
        if not factions or faction_option is None:
            raise ValueError("factions and faction_option go together")
        return _faction_study(game, list(factions), specs, games, players,
                              dict(options or {}), seed, faction_option)
    offered = list(game.balance_factions())
    if offered:
        return _faction_study(game, offered, specs, games, players, dict(options or {}), seed)
    variants = list(game.balance_variants())
    if variants:
        return _variant_study(game, variants, specs, games, players, dict(options or {}), seed)
    return _seat_study(game, specs, games, players, dict(options or {}), seed)


def _faction_job(game: AnyGame, lineup: Sequence[str], specs: Sequence[BotSpec], games: int,
                 options: dict[str, Any], seed: int, faction_option: str | None) -> MatchJob:
    entrants = tuple(Entrant(specs[i % len(specs)], faction, faction)
                     for i, faction in enumerate(lineup))
    job = MatchJob(game, entrants, games, seed, tuple(sorted(options.items())),
                   track_cards=True, faction_option=faction_option)
    for index in range(min(games, len(entrants))):
        game.validate_options(len(entrants), job.options_for(job.seating(index)))
    return job


def _faction_study(game: AnyGame, factions: list[str], specs: list[BotSpec], games: int,
                   players: int | None, options: dict[str, Any], seed: int,
                   faction_option: str | None = None) -> Study:
    n = players or 2
    study = Study("factions", f"{game.id}: win rate of row against column "
                  f"({n} players)", list(factions), list(factions))
    if n == 2:
        pairs: list[tuple[str, str]] = list(itertools.combinations_with_replacement(factions, 2))
    else:
        pairs = [(a, b) for a in factions for b in factions]
    for a, b in pairs:
        try:
            job = _faction_job(game, [a] + [b] * (n - 1), specs, games, options,
                               seed + len(study.jobs), faction_option)
        except OptionError as exc:
            study.skipped.append((a, b, str(exc)))
            continue
        k = len(study.jobs)
        study.jobs.append(job)
        study.cells.append(Cell(a, b, k, 0))
        if n == 2 and a != b:
            study.cells.append(Cell(b, a, k, 1))
    return study


def _variant_study(game: AnyGame, variants: list[tuple[str, Mapping[str, Any]]],
                   specs: list[BotSpec], games: int, players: int | None,
                   options: dict[str, Any], seed: int) -> Study:
    study = Study("variants", f"{game.id}: win rate per variant and bot", [], [])
    for k, (label, extra) in enumerate(variants):
        job = make_job(game, specs, games, players=players, options={**options, **extra},
                       seed=seed + k, track_cards=True)
        if not study.cols:
            study.cols = [e.name for e in job.entrants]
        study.rows.append(label)
        study.jobs.append(job)
        study.cells.extend(Cell(label, e.name, k, i) for i, e in enumerate(job.entrants))
    return study


def _seat_study(game: AnyGame, specs: list[BotSpec], games: int, players: int | None,
                options: dict[str, Any], seed: int) -> Study:
    job = make_job(game, specs, games, players=players, options=options, seed=seed,
                   track_cards=True)
    seats = [f"seat {s}" for s in range(job.players)]
    study = Study("seats", f"{game.id}: win rate per bot and seat",
                  [e.name for e in job.entrants], [*seats, "all"], [job])
    for i, entrant in enumerate(job.entrants):
        study.cells.extend(Cell(entrant.name, seats[s], 0, i, s) for s in range(job.players))
        study.cells.append(Cell(entrant.name, "all", 0, i))
    return study
