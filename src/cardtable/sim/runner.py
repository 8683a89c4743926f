"""Run jobs on a backend and gather the results: ``run_jobs``, ``run_match``,
``tournament``, and JSONL output of the game records.

Results are put back in game order whatever order the workers finish in, so
tallies and JSONL files are identical across backends and worker counts.
"""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console

from cardtable.kernel import AnyGame
from cardtable.kernel.registry import load
from cardtable.sim.backends import (
    BACKENDS,
    default_workers,
    make_chunks,
    run_local,
    run_ray,
)
from cardtable.sim.match import BotSpec, GameResult, MatchJob, make_job
from cardtable.sim.progress import Advance, games_progress
from cardtable.sim.stats import Tally


@dataclass
class RunOutcome:
    """Finished games of each job, in game order."""

    results: list[list[GameResult]]
    interrupted: bool
    elapsed: float
    """Wall-clock seconds."""

    @property
    def games(self) -> int:
        return sum(len(r) for r in self.results)


def run_jobs(jobs: Sequence[MatchJob], *, backend: str = "local", workers: int | None = None,
             address: str | None = None, progress: bool | Console = False,
             description: str = "games") -> RunOutcome:
    """Play every game of ``jobs``; Ctrl-C stops and keeps the finished games.

    ``workers`` defaults to the machine's cores (``1`` plays in this process);
    ``progress`` shows a rich bar (``True``, or the ``Console`` to draw on).
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend '{backend}'; known: {', '.join(BACKENDS)}")
    workers = default_workers() if workers is None else max(1, workers)
    chunks = make_chunks(jobs, workers)
    collected: list[list[GameResult]] = [[] for _ in jobs]
    total = sum(job.games for job in jobs)
    start = time.perf_counter()

    def execute(advance: Advance | None) -> bool:
        def on_chunk(j: int, results: list[GameResult]) -> None:
            collected[j].extend(results)
            if advance is not None:
                advance(len(results))

        if backend == "ray":
            return run_ray(jobs, chunks, on_chunk, workers, address)
        return run_local(jobs, chunks, on_chunk, workers)

    if progress is False:
        interrupted = execute(None)
    else:
        console = progress if isinstance(progress, Console) else None
        with games_progress(total, description, console) as advance:
            interrupted = execute(advance)
    for results in collected:
        results.sort(key=lambda r: r.index)
    return RunOutcome(collected, interrupted, time.perf_counter() - start)


@dataclass
class MatchOutcome:
    """One job's tally plus how the run went."""

    job: MatchJob
    tally: Tally
    results: list[GameResult]
    interrupted: bool
    elapsed: float

    @property
    def games_per_second(self) -> float:
        return len(self.results) / self.elapsed if self.elapsed > 0 else float("nan")


def run_match(game: AnyGame | str, bots: Sequence[str | BotSpec], games: int, *,
              players: int | None = None, options: Mapping[str, Any] | None = None,
              seed: int = 0, jsonl: str | Path | None = None, track_cards: bool = False,
              backend: str = "local", workers: int | None = None, address: str | None = None,
              progress: bool | Console = False) -> MatchOutcome:
    """Play ``games`` games of ``bots`` with seat rotation and tally them.

    With ``jsonl``, every finished game's ``GameRecord`` is written there, one
    JSON object per line, in game order (also after Ctrl-C).
    """
    job = make_job(game, bots, games, players=players, options=options, seed=seed,
                   records=jsonl is not None, track_cards=track_cards)
    outcome = run_jobs([job], backend=backend, workers=workers, address=address,
                       progress=progress, description=job.game.id)
    results = outcome.results[0]
    if jsonl is not None:
        write_jsonl(jsonl, results)
    return MatchOutcome(job, Tally.of(job, results), results, outcome.interrupted,
                        outcome.elapsed)


def write_jsonl(path: str | Path, results: Sequence[GameResult]) -> int:
    """Write the records of ``results`` (those that kept one); returns the count."""
    count = 0
    with Path(path).open("w", encoding="utf-8") as out:
        for result in results:
            if result.record is not None:
                out.write(json.dumps(result.record, ensure_ascii=False) + "\n")
                count += 1
    return count


@dataclass
class TournamentOutcome:
    """Every pairing of a round robin: ``pairings[(a, b)]`` is ``a``'s record against ``b``."""

    bots: list[str]
    outcomes: dict[tuple[str, str], MatchOutcome]
    interrupted: bool

    def score(self, a: str, b: str) -> float:
        """``a``'s score (wins + draws / 2) against ``b``."""
        if (a, b) in self.outcomes:
            return self.outcomes[a, b].tally.entrants[0].score
        return 1 - self.outcomes[b, a].tally.entrants[0].score


def tournament(game: AnyGame | str, bots: Sequence[str], games_per_pair: int, *,
               players: int | None = None, options: Mapping[str, Any] | None = None,
               seed: int = 0, backend: str = "local", workers: int | None = None,
               address: str | None = None, progress: bool | Console = False
               ) -> TournamentOutcome:
    """A round robin: every pair of bots plays ``games_per_pair`` games, seats
    rotating (with more than two players, the pair alternates around the table)."""
    game = load(game) if isinstance(game, str) else game
    pairs = list(itertools.combinations(bots, 2))
    jobs = [make_job(game, [a, b], games_per_pair, players=players, options=options,
                     seed=seed + k) for k, (a, b) in enumerate(pairs)]
    outcome = run_jobs(jobs, backend=backend, workers=workers, address=address,
                       progress=progress, description=f"{game.id} round robin")
    outcomes = {pair: MatchOutcome(job, Tally.of(job, results), results, outcome.interrupted,
                                   outcome.elapsed)
                for pair, job, results in zip(pairs, jobs, outcome.results, strict=True)}
    return TournamentOutcome(list(bots), outcomes, outcome.interrupted)
