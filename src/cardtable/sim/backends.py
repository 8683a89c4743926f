"""Where games run: in this process or on a local process pool (Ray: ``ray_backend``).

Work is cut into chunks of consecutive game indices of a job, lazily: only a few
chunks per worker are queued at a time. Every backend calls ``on_chunk(job_index,
results)`` in the calling thread as chunks finish, and returns ``True`` when Ctrl-C
(or SIGTERM or SIGHUP, see ``stop_signals_interrupt``) stopped it: the chunks finished
by then were already delivered, running ones are dropped and workers are stopped, so
an interrupted run keeps every completed game.
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from types import FrameType
from typing import Any

from cardtable.heap import settle_once
from cardtable.kernel.errors import OptionError, Refusal
from cardtable.sim import messages as _messages  # noqa: F401  (registers the sim.* reasons)
from cardtable.sim.match import GameResult, MatchJob, play_chunk

BACKENDS = ("local", "ray")
MAX_CHUNK = 20
"""Largest chunk: small enough that Ctrl-C loses little, large enough to amortise IPC."""
IN_FLIGHT_PER_WORKER = 4
"""Chunks queued per worker at any time: the rest are cut only when these finish, so
``--games 100000000`` queues a few hundred games, not a hundred million."""

Chunk = tuple[int, tuple[int, ...]]
"""(job index, game indices)."""
OnChunk = Callable[[int, list[GameResult]], None]
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP")
                     if hasattr(signal, name))
"""Signals that stop a run as Ctrl-C does: workers stopped, finished games kept."""


def default_workers() -> int:
    """One worker per core of the machine."""
    return os.cpu_count() or 1


def check_workers(workers: int | None, backend: str = "local") -> tuple[int, int | None]:
    """The worker count to use and, when more were asked for than the machine has cores
    (local backend), the count asked for (for a warning); ``OptionError`` below 1."""
    if workers is None:
        return default_workers(), None
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise OptionError(Refusal("sim.workers_below_one", {"workers": str(workers)}))
    cores = default_workers()
    if backend == "local" and workers > cores:
        return cores, workers
    return workers, None


def chunk_size(jobs: Sequence[MatchJob], workers: int, max_chunk: int = MAX_CHUNK) -> int:
    """Games per chunk: about 32 chunks per worker overall (a smooth progress bar)."""
    total = sum(job.games for job in jobs)
    return max(1, min(max_chunk, math.ceil(total / (max(1, workers) * 32))))


def iter_chunks(jobs: Sequence[MatchJob], workers: int,
                max_chunk: int = MAX_CHUNK) -> Iterator[Chunk]:
    """Every job cut into chunks, lazily (nothing is built for games not yet reached)."""
    size = chunk_size(jobs, workers, max_chunk)
    for j, job in enumerate(jobs):
        indices = job.indices
        for start in range(0, len(indices), size):
            yield j, tuple(indices[start:start + size])


def make_chunks(jobs: Sequence[MatchJob], workers: int, max_chunk: int = MAX_CHUNK) -> list[Chunk]:
    """``iter_chunks`` as a list (small runs and tests)."""
    return list(iter_chunks(jobs, workers, max_chunk))


def _raise_interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


@contextmanager
def stop_signals_interrupt() -> Iterator[None]:
    """While the block runs, SIGTERM and SIGHUP raise ``KeyboardInterrupt`` as Ctrl-C does
    (in the main thread only; elsewhere signals cannot be handled)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.signal(sig, _raise_interrupt) for sig in STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def run_serial(jobs: Sequence[MatchJob], chunks: Iterable[Chunk], on_chunk: OnChunk) -> bool:
    """Play every chunk in this process (``workers=1``; handy for profiling)."""
    try:
        for j, indices in chunks:
            on_chunk(j, play_chunk(jobs[j], indices))
    except KeyboardInterrupt:
        return True
    return False


def play_chunk_settled(job: MatchJob, indices: Sequence[int]) -> list[GameResult]:
    """``play_chunk`` in a pool worker: its first chunk freezes what the imports and the
    job's game built first (``heap.settle_once``), so the collector's full passes walk
    only what the games make."""
    settle_once()
    return play_chunk(job, indices)


def _worker_signals() -> None:
    """Workers leave Ctrl-C and a closed terminal (SIGHUP) to the parent, which stops them
    itself (with SIGTERM)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)


def run_local(jobs: Sequence[MatchJob], chunks: Iterable[Chunk], on_chunk: OnChunk,
              workers: int) -> bool:
    """A ``ProcessPoolExecutor`` of ``workers`` processes (spawned, so no thread
    state is forked from the progress bar), with at most ``IN_FLIGHT_PER_WORKER`` chunks
    per worker submitted at a time."""
    source = iter(chunks)
    head = list(itertools.islice(source, 2))
    if workers <= 1 or len(head) <= 1:
        return run_serial(jobs, itertools.chain(head, source), on_chunk)
    source = itertools.chain(head, source)
    executor = ProcessPoolExecutor(max_workers=workers,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_worker_signals)
    futures: dict[Future[list[GameResult]], int] = {}
    pending: set[Future[list[GameResult]]] = set()

    def submit(count: int) -> None:
        for j, indices in itertools.islice(source, count):
            future = executor.submit(play_chunk_settled, jobs[j], indices)
            futures[future] = j
            pending.add(future)

    try:
        submit(workers * IN_FLIGHT_PER_WORKER)
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            pending.difference_update(done)
            for future in sorted(done, key=lambda f: futures[f]):
                on_chunk(futures.pop(future), future.result())
            submit(len(done))
    except KeyboardInterrupt:
        _stop(executor, pending)
        return True
    except BaseException:
        _stop(executor, pending)
        raise
    executor.shutdown(wait=True)
    return False


def _stop(executor: ProcessPoolExecutor, pending: set[Future[list[GameResult]]]) -> None:
    """Cancel what has not started and end the worker processes."""
    for future in pending:
        future.cancel()
    # The executor offers no public way to stop running tasks before 3.14.
    processes: dict[int, Any] = getattr(executor, "_processes", None) or {}
    for process in list(processes.values()):
        process.terminate()
    executor.shutdown(wait=True, cancel_futures=True)
