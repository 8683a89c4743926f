"""Run jobs on a backend and gather the results: ``run_jobs``, ``run_match``,
``tournament``, and JSONL output of the game records.

Results are put back in game order whatever order the workers finish in, so
tallies and JSONL files are identical across backends and worker counts; JSONL is
written as games finish (``InOrder``, ``JsonlWriter``), so a stopped run keeps them.
"""

from __future__ import annotations

import itertools
import json
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console

from cardtable.kernel import AnyGame
from cardtable.kernel.registry import load
from cardtable.sim.backends import (
    BACKENDS,
    check_workers,
    chunk_size,
    iter_chunks,
    run_local,
    stop_signals_interrupt,
)
from cardtable.sim.match import BotSpec, GameResult, MatchJob, make_job
from cardtable.sim.outputs import check_file
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


OnGame = Callable[[int, GameResult], None]
"""Called with (job index, result) for every finished game, in game order per job."""


class InOrder:
    """Hands finished games on in game order although chunks finish in any order: a game
    waits only until the games before it are done (a few chunks in flight at most)."""

    def __init__(self, jobs: Sequence[MatchJob], on_game: OnGame) -> None:
        self.on_game = on_game
        self.next = [job.first for job in jobs]
        self.waiting: list[dict[int, GameResult]] = [{} for _ in jobs]

    def add(self, j: int, results: Sequence[GameResult]) -> None:
        waiting = self.waiting[j]
        for result in results:
            waiting[result.index] = result
        while self.next[j] in waiting:
            self.on_game(j, waiting.pop(self.next[j]))
            self.next[j] += 1

    def flush(self) -> None:
        """After an interruption: the finished games still waiting, in order, with gaps."""
        for j, waiting in enumerate(self.waiting):
            for index in sorted(waiting):
                self.on_game(j, waiting.pop(index))


def run_jobs(jobs: Sequence[MatchJob], *, backend: str = "local", workers: int | None = None,
             address: str | None = None, progress: bool | Console = False,
             description: str = "games", on_game: OnGame | None = None) -> RunOutcome:
    """Play every game of ``jobs``; Ctrl-C, SIGTERM or SIGHUP stops the run and keeps the
    finished games.

    ``workers`` defaults to the machine's cores (``1`` plays in this process); below 1 is
    an ``OptionError``, more than the cores (local backend) uses the cores (callers warn,
    see ``check_workers``). ``progress`` shows a rich bar (``True``, or the ``Console`` to
    draw on). ``on_game`` sees every finished game as soon as the games before it are done.
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend '{backend}'; known: {', '.join(BACKENDS)}")
    workers, _ = check_workers(workers, backend)
    if backend == "ray" and address is not None:
        from cardtable.sim.ray_backend import check_reachable

        check_reachable(address)  # before the progress bar: a bad address is one line
    size = chunk_size(jobs, workers)
    chunks = iter_chunks(jobs, workers)
    pool = min(workers, sum(math.ceil(job.games / size) for job in jobs))
    collected: list[list[GameResult]] = [[] for _ in jobs]
    ordered = InOrder(jobs, on_game) if on_game is not None else None
    total = sum(job.games for job in jobs)
    start = time.perf_counter()

    def execute(advance: Advance | None) -> bool:
        def on_chunk(j: int, results: list[GameResult]) -> None:
            collected[j].extend(results)
            if ordered is not None:
                ordered.add(j, results)
            if advance is not None:
                advance(len(results))

        with stop_signals_interrupt():
            if backend == "ray":
                from cardtable.sim.ray_backend import run_ray

                return run_ray(jobs, chunks, on_chunk, pool, address)
            return run_local(jobs, chunks, on_chunk, pool)

    if progress is False:
        interrupted = execute(None)
    else:
        console = progress if isinstance(progress, Console) else None
        with games_progress(total, description, console) as advance:
            interrupted = execute(advance)
    if ordered is not None:
        ordered.flush()
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
    jsonl_error: str | None = None
    """Why writing the JSONL file stopped part-way (a full disk...), if it did."""

    @property
    def games_per_second(self) -> float:
        return len(self.results) / self.elapsed if self.elapsed > 0 else float("nan")


class JsonlWriter:
    """Writes each game's record as the game finishes, one JSON object per line; a write
    that fails (a full disk) stops the writing, not the run: ``error`` says why."""

    def __init__(self, path: str | Path) -> None:
        check_file(path)
        self.path = Path(path)
        self.error: str | None = None
        self.count = 0
        try:
            # line-buffered: each finished game is on disk at once, even if the run is killed
            self._out: TextIO | None = self.path.open("w", encoding="utf-8", buffering=1)
        except OSError as exc:
            self._out = None
            self.error = exc.strerror or type(exc).__name__

    def write(self, result: GameResult) -> None:
        if self._out is None or result.record is None:
            return
        try:
            self._out.write(json.dumps(result.record, ensure_ascii=False) + "\n")
            self.count += 1
        except OSError as exc:
            self.error = exc.strerror or type(exc).__name__
            self.close()

    def close(self) -> None:
        out, self._out = self._out, None
        if out is None:
            return
        try:
            out.close()
        except OSError as exc:
            self.error = self.error or exc.strerror or type(exc).__name__


def run_match(game: AnyGame | str, bots: Sequence[str | BotSpec], games: int, *,
              players: int | None = None, options: Mapping[str, Any] | None = None,
              seed: int = 0, jsonl: str | Path | None = None, track_cards: bool = False,
              backend: str = "local", workers: int | None = None, address: str | None = None,
              progress: bool | Console = False) -> MatchOutcome:
    """Play ``games`` games of ``bots`` with seat rotation and tally them.

    With ``jsonl``, every finished game's ``GameRecord`` is written there as it finishes,
    one JSON object per line, in game order (also after Ctrl-C). The file is checked and
    opened before the first game (``OptionError`` when it cannot be written).
    """
    job = make_job(game, bots, games, players=players, options=options, seed=seed,
                   records=jsonl is not None, track_cards=track_cards)
    check_workers(workers, backend)
    writer = JsonlWriter(jsonl) if jsonl is not None else None
    try:
        outcome = run_jobs([job], backend=backend, workers=workers, address=address,
                           progress=progress, description=job.game.id,
                           on_game=None if writer is None else lambda _, r: writer.write(r))
    finally:
        if writer is not None:
            writer.close()
    results = outcome.results[0]
    return MatchOutcome(job, Tally.of(job, results), results, outcome.interrupted,
                        outcome.elapsed, None if writer is None else writer.error)


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
