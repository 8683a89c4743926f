"""What a balance report plays: a matrix of cells, each read off one job's tally.

The game decides the matrix through its ``Game`` hooks (see ``cardtable.sim``):
- factions given by the caller with a per-seat list option
  (``factions=["1", "2"], faction_option="prepared_decks"``), or those the
  game lists in ``balance_factions`` (seated through ``balance_options``):
  faction against faction. With two players every unordered pair is one job
  with seats rotating, read from both sides; with more, cell (a, b) is a job
  of ``a`` against a table full of ``b``. Pairings whose options the game
  rejects stay empty. A faction against itself (a *mirror* cell) is played
  (its games count for seats, lengths and cards) but says nothing about
  strength: reports mark it instead of colouring it.
- factions with one player (Solo, e.g. ``--players 1``): each faction against
  the game's own opponent, once per variant of ``balance_variants`` (e.g. an
  AI level; one column ``all`` when there are none).
- else the variants the game lists in ``balance_variants``: one job per
  game-wide variant; rows are variants, columns the bots.
- otherwise a seat matrix: one job of the bots; rows are bots, columns the
  seats they sat in (plus "all").

The player count is ``players``, else the game's default for the options.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

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


ALL = "all"
"""The column of a seat matrix that pools every seat, and the one column of a Solo
study of a game without variants."""


@dataclass
class Study:
    """The jobs to run and how to read the matrix from their tallies."""

    kind: str
    """``factions``, ``solo``, ``variants`` or ``seats``."""
    players: int
    rows: list[str]
    cols: list[str]
    jobs: list[MatchJob] = field(default_factory=list)
    cells: list[Cell] = field(default_factory=list)
    skipped: list[tuple[str, str, str]] = field(default_factory=list)
    """(row, col, reason) of pairings the game does not allow."""
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)
    """The options of each variant column (``solo``) or row (``variants``)."""

    @property
    def centre(self) -> float:
        """The even result a cell is compared with: the fair share ``1 / players``;
        50% with one player (a Solo game against the game's own opponent)."""
        return 0.5 if self.players == 1 else 1 / self.players

    def is_mirror(self, row: str, col: str) -> bool:
        """Whether cell (row, col) is a faction against itself."""
        return self.kind == "factions" and row == col

    def matrix(self, tallies: Sequence[Tally]) -> dict[tuple[str, str], Record]:
        return {(c.row, c.col): c.record(tallies) for c in self.cells}

    def overall(self, tallies: Sequence[Tally]) -> dict[str, Record]:
        """Each row's results summed over its cells (mirror cells left out)."""
        totals: dict[str, Record] = {row: Record() for row in self.rows}
        for cell in self.cells:
            if self.is_mirror(cell.row, cell.col):
                continue
            if self.kind == "seats" and cell.seat is None:
                continue
            totals[cell.row].merge(cell.record(tallies))
        return totals

    def column_totals(self, tallies: Sequence[Tally]) -> dict[str, Record]:
        """Each column's results summed over its cells (mirror cells left out): in a
        Solo study, every faction's games at one variant (an AI level)."""
        totals: dict[str, Record] = {col: Record() for col in self.cols}
        for cell in self.cells:
            if not self.is_mirror(cell.row, cell.col):
                totals[cell.col].merge(cell.record(tallies))
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


def _player_count(game: AnyGame, players: int | None, options: dict[str, Any]) -> int:
    """``players``, else the game's default for ``options`` (e.g. 1 for ``mode=solo``);
    ``OptionError`` for a count the game does not allow with these options."""
    try:
        parsed = game.options_model(**options)
    except ValidationError:  # the jobs name the bad option
        return game.default_players if players is None else players
    n = game.default_players_for(parsed) if players is None else players
    lo, hi = game.player_range(parsed)
    if not lo <= n <= hi:
        raise OptionError(f"{game.id}: players must be between {lo} and {hi}, not {n}")
    return n


def _faction_study(game: AnyGame, factions: list[str], specs: list[BotSpec], games: int,
                   players: int | None, options: dict[str, Any], seed: int,
                   faction_option: str | None = None) -> Study:
    n = _player_count(game, players, options)
    if n == 1:
        return _solo_study(game, factions, specs, games, options, seed, faction_option)
    study = Study("factions", n, list(factions), list(factions))
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


def _solo_study(game: AnyGame, factions: list[str], specs: list[BotSpec], games: int,
                options: dict[str, Any], seed: int, faction_option: str | None) -> Study:
    variants = {label: dict(extra) for label, extra in game.balance_variants()} or {ALL: {}}
    study = Study("solo", 1, list(factions), list(variants),
                  variants=variants if ALL not in variants else {})
    for faction in factions:
        for label, extra in variants.items():
            try:
                job = _faction_job(game, [faction], specs, games, {**options, **extra},
                                   seed + len(study.jobs), faction_option)
            except OptionError as exc:
                study.skipped.append((faction, label, str(exc)))
                continue
            study.cells.append(Cell(faction, label, len(study.jobs), 0))
            study.jobs.append(job)
    return study


def _variant_study(game: AnyGame, variants: list[tuple[str, Mapping[str, Any]]],
                   specs: list[BotSpec], games: int, players: int | None,
                   options: dict[str, Any], seed: int) -> Study:
    study = Study("variants", 0, [], [])
    for k, (label, extra) in enumerate(variants):
        job = make_job(game, specs, games, players=players, options={**options, **extra},
                       seed=seed + k, track_cards=True)
        if not study.cols:
            study.cols = [e.name for e in job.entrants]
            study.players = job.players
        study.rows.append(label)
        study.variants[label] = dict(extra)
        study.jobs.append(job)
        study.cells.extend(Cell(label, e.name, k, i) for i, e in enumerate(job.entrants))
    return study


def _seat_study(game: AnyGame, specs: list[BotSpec], games: int, players: int | None,
                options: dict[str, Any], seed: int) -> Study:
    job = make_job(game, specs, games, players=players, options=options, seed=seed,
                   track_cards=True)
    seats = [f"seat {s}" for s in range(job.players)]
    study = Study("seats", job.players, [e.name for e in job.entrants], [*seats, ALL], [job])
    for i, entrant in enumerate(job.entrants):
        study.cells.extend(Cell(entrant.name, seats[s], 0, i, s) for s in range(job.players))
        study.cells.append(Cell(entrant.name, ALL, 0, i))
    return study
