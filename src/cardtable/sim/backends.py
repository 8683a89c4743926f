"""Where games run: in this process, on a local process pool, or on a Ray cluster.

Work is cut into chunks of consecutive game indices of a job. Every backend
calls ``on_chunk(job_index, results)`` in the calling thread as chunks
finish, and returns ``True`` when Ctrl-C stopped it: the chunks finished
by then were already delivered, running ones are dropped and workers are
stopped, so an interrupted run keeps every completed game.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from cardtable.sim.match import GameResult, MatchJob, play_chunk

BACKENDS = ("local", "ray")
MAX_CHUNK = 20
"""Largest chunk: small enough that Ctrl-C loses little, large enough to amortise IPC."""

Chunk = tuple[int, tuple[int, ...]]
"""(job index, game indices)."""
OnChunk = Callable[[int, list[GameResult]], None]


def default_workers() -> int:
    """One worker per core of the machine."""
    return os.cpu_count() or 1


def make_chunks(jobs: Sequence[MatchJob], workers: int, max_chunk: int = MAX_CHUNK) -> list[Chunk]:
    """Cut every job into chunks, about 32 per worker overall (a smooth progress bar)."""
    total = sum(job.games for job in jobs)
    size = max(1, min(max_chunk, math.ceil(total / (max(1, workers) * 32))))
    chunks: list[Chunk] = []
    for j, job in enumerate(jobs):
        indices = job.indices
        for start in range(0, len(indices), size):
            chunks.append((j, tuple(indices[start:start + size])))
    return chunks


def run_serial(jobs: Sequence[MatchJob], chunks: Sequence[Chunk], on_chunk: OnChunk) -> bool:
    """Play every chunk in this process (``workers=1``; handy for profiling)."""
    try:
        for j, indices in chunks:
            on_chunk(j, play_chunk(jobs[j], indices))
    except KeyboardInterrupt:
        return True
    return False


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which stops them itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_local(jobs: Sequence[MatchJob], chunks: Sequence[Chunk], on_chunk: OnChunk,
              workers: int) -> bool:
    """A ``ProcessPoolExecutor`` of ``workers`` processes (spawned, so no thread
    state is forked from the progress bar)."""
    if workers <= 1 or len(chunks) <= 1:
        return run_serial(jobs, chunks, on_chunk)
    executor = ProcessPoolExecutor(max_workers=min(workers, len(chunks)),
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_ignore_sigint)
    futures: dict[Future[list[GameResult]], int] = {
        executor.submit(play_chunk, jobs[j], indices): j for j, indices in chunks}
    pending = set(futures)
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: futures[f]):
                on_chunk(futures[future], future.result())
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


def run_ray(jobs: Sequence[MatchJob], chunks: Sequence[Chunk], on_chunk: OnChunk,
            workers: int, address: str | None) -> bool:
    """The same chunks as Ray tasks, on ``ray.init(address=...)`` or a local instance.

    An already initialised Ray is used as it is (and left running).
    """
    try:
        import ray
    except ImportError:
        raise RuntimeError("the ray backend needs the 'ray' extra: "
                           "pip install 'cardtable[ray]'") from None
    own = not ray.is_initialized()
    if own:
        if address is None:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1)(play_chunk)
        job_refs = [ray.put(job) for job in jobs]
        refs = {task.remote(job_refs[j], indices): j for j, indices in chunks}
        pending = list(refs)
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1, timeout=0.5)
                for ref in done:
                    on_chunk(refs[ref], ray.get(ref))
        except KeyboardInterrupt:
            for ref in pending:
                ray.cancel(ref, force=True)
            return True
        return False
    finally:
        if own:
            ray.shutdown()
