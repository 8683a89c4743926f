"""The Ray backend: the same chunks as Ray tasks, a few per worker in flight.

A cluster address is checked first with a plain TCP connection of at most
``CONNECT_TIMEOUT`` seconds, so a bad ``--address`` is one line at once instead of a
minute of Ray's own retries and logs.
"""

from __future__ import annotations

import itertools
import logging
import socket
from collections.abc import Iterable, Sequence
from typing import Any

from cardtable.kernel.errors import OptionError, Refusal
from cardtable.kernel.untrusted import clean, short, shorten
from cardtable.sim.backends import IN_FLIGHT_PER_WORKER, Chunk, OnChunk
from cardtable.sim.match import MatchJob, play_chunk

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for a Ray cluster's address to answer."""
RAY_CLIENT_PORT = 10001


def _shown(address: str) -> str:
    return shorten(clean(address), 80)


def check_reachable(address: str) -> None:
    """``OptionError`` unless ``address`` (``host:port`` or ``ray://host[:port]``; ``auto``
    is left to Ray) accepts a TCP connection within ``CONNECT_TIMEOUT``."""
    if address in ("auto", "local"):
        return
    rest = address.removeprefix("ray://")
    host, sep, port_text = rest.rpartition(":")
    if not sep:
        host, port_text = rest, str(RAY_CLIENT_PORT) if address.startswith("ray://") else ""
    if not host or not port_text.isdecimal() or not 0 < int(port_text) < 65536:
        raise OptionError(Refusal("sim.ray_bad_address", {"address": _shown(address)}))
    try:
        with socket.create_connection((host, int(port_text)), timeout=CONNECT_TIMEOUT):
            pass
    except OSError as exc:
        reason = exc.strerror or ("timed out" if isinstance(exc, TimeoutError) else str(exc))
        raise OptionError(Refusal("sim.ray_unreachable", {
            "address": _shown(address), "reason": reason})) from None


def run_ray(jobs: Sequence[MatchJob], chunks: Iterable[Chunk], on_chunk: OnChunk,
            workers: int, address: str | None) -> bool:
    """The same chunks as Ray tasks, on ``ray.init(address=...)`` or a local instance.

    An already initialised Ray is used as it is (and left running).
    """
    try:
        import ray
    except ImportError:
        raise OptionError(Refusal("sim.ray_missing")) from None
    own = not ray.is_initialized()
    if own:
        if address is None:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False,
                     logging_level=logging.ERROR)
        else:
            check_reachable(address)
            try:
                ray.init(address=address, log_to_driver=False, logging_level=logging.ERROR)
            except Exception as exc:  # Ray raises many kinds; the user needs one line
                raise OptionError(Refusal("sim.ray_unreachable", {
                    "address": _shown(address), "reason": short(exc, 160)})) from None
    try:
        task = ray.remote(num_cpus=1)(play_chunk)
        job_refs = [ray.put(job) for job in jobs]
        source = iter(chunks)
        refs: dict[Any, int] = {}
        pending: list[Any] = []

        def submit(count: int) -> None:
            for j, indices in itertools.islice(source, count):
                ref = task.remote(job_refs[j], indices)
                refs[ref] = j
                pending.append(ref)

        try:
            submit(max(1, workers) * IN_FLIGHT_PER_WORKER)
            while pending:
                done, pending[:] = ray.wait(pending, num_returns=1, timeout=0.5)
                for ref in done:
                    on_chunk(refs.pop(ref), ray.get(ref))
                submit(len(done))
        except KeyboardInterrupt:
            for ref in pending:
                ray.cancel(ref, force=True)
            return True
        return False
    finally:
        if own:
            ray.shutdown()
