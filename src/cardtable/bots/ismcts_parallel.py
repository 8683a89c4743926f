"""Root parallelism for ISMCTS: more searches of one position at once, statistics summed.

With ``workers=N`` the bot runs one part of the search itself and sends the other
N - 1 parts to a local process pool. Every part searches its own tree from the same
base sample (a determinization the bot drew, never the true state) with its own
seed; the pool's parts send back only their root's children (action, visits,
availability, rewards), which are added to the bot's own root. The seeds come from
the bot's generator and the sums are taken in part order, so the choice depends on
the seed and the worker count only, not on which process finishes first.

The pools are kept between moves (one per size, started on first use, stopped at
exit): spawning a process and importing a game costs about a second, a move far
less. The base sample travels as ``State.to_json`` (games may hold references to
their card catalogue that a plain pickle would copy) and is rebuilt with
``Game.state_from_json``; a built-in game travels as its id and is loaded once in
each worker, so a move does not ship the game's card data.
"""

from __future__ import annotations

import atexit
import functools
import io
import multiprocessing
import multiprocessing.util
import os
import pickle
import signal
import time
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from cardtable.bots.ismcts_search import Node, Settings, run
from cardtable.heap import settle_once
from cardtable.kernel import Action, Game, Rng, State, integrity
from cardtable.kernel.action import ArgValue
from cardtable.kernel.errors import UnknownGame
from cardtable.kernel.registry import game_ids, load

_POOLS: dict[int, ProcessPoolExecutor] = {}

ChildStats = tuple[str, tuple[tuple[str, ArgValue], ...], int, int, list[float]]
"""A root child as a pool part sends it: action kind and arguments, visits,
availability, rewards per seat (an ``Action`` itself does not pickle)."""
PartResult = tuple[int, list[ChildStats]]
"""A pool part's iterations and root children."""


@functools.cache
def _loadable_ids() -> frozenset[str]:
    """Games a fresh process loads by id (built-in and plug-in ones)."""
    return frozenset(game_ids(include_registered=False))


def _action(kind: str, args: tuple[tuple[str, ArgValue], ...]) -> Action:
    return Action.fast(kind, args)


class _Pickler(pickle.Pickler):
    """Built-in and plug-in games by id (a worker loads them by id as well; a game
    registered at run time travels whole), actions by kind and arguments."""

    dispatch_table = {Action: lambda a: (_action, (a.kind, a.args))}

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, Game) and obj.id in _loadable_ids():
            try:
                if load(obj.id) is obj:
                    return ("game", obj.id)
            except UnknownGame:
                pass
        return None


class _Unpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        kind, game_id = pid
        if kind != "game":
            raise pickle.UnpicklingError(f"unknown reference {kind!r}")
        return load(game_id)


def dumps(obj: Any) -> bytes:
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    return buffer.getvalue()


def loads(data: bytes) -> Any:
    return _Unpickler(io.BytesIO(data)).load()


def _worker_signals() -> None:
    """Ctrl-C and a closed terminal are the parent's to handle; it stops the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)


def pool(parts: int) -> ProcessPoolExecutor:
    """The shared pool for ``parts`` parts at once (spawned, so no thread state is
    forked): one process per part, but never more than the machine has cores (further
    parts wait their turn; the result does not depend on it)."""
    size = max(1, min(parts, os.cpu_count() or 1))
    executor = _POOLS.get(size)
    if executor is None:
        executor = ProcessPoolExecutor(max_workers=size,
                                       mp_context=multiprocessing.get_context("spawn"),
                                       initializer=_worker_signals)
        _POOLS[size] = executor
    return executor


def shutdown_pools() -> None:
    """Stop every pool (they start again when needed)."""
    while _POOLS:
        _, executor = _POOLS.popitem()
        executor.shutdown(wait=True, cancel_futures=True)


atexit.register(shutdown_pools)
# In a process that is itself a pool's worker (a ``simulate --workers 2`` game with
# ``ismcts:workers=2``), multiprocessing waits for the process's children before the
# ``atexit`` handlers run, and the pool's processes wait for work: a finalizer with
# a priority runs before that wait and stops them.
multiprocessing.util.Finalize(None, shutdown_pools, exitpriority=100)


def search_part(payload: bytes) -> PartResult:
    """One pool part (runs in a worker): a fresh tree on the pickled base sample."""
    game, data, key, seat, settings, seed, iterations, time_limit = loads(payload)
    assert isinstance(game, Game) and isinstance(settings, Settings)
    settle_once()  # the game's modules are imported now: freeze them (``cardtable.heap``)
    base = game.state_from_json(data, key)
    base.stop_recording()  # as the parent's base: playouts build no events
    root = Node(base.num_players)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    done = run(root, base, seat, settings, Rng(seed), iterations, deadline)
    children = [(a.kind, a.args, c.visits, c.avail, c.reward) for a, c in root.children.items()]
    return done, children


def split(iterations: int, parts: int) -> list[int]:
    """``iterations`` shared as evenly as possible, the first parts taking the rest."""
    share, rest = divmod(iterations, parts)
    return [share + (1 if i < rest else 0) for i in range(parts)]


def submit(base: State, seat: int, settings: Settings, seeds: list[int],
           iterations: list[int], time_limit: float | None) -> list[Future[PartResult]]:
    """Start one pool part per seed (parts with no iterations are skipped)."""
    executor = pool(len(seeds))
    # A one-off key: the rebuilt state passes the integrity check whatever
    # CARDTABLE_SECRET the worker sees.
    key = os.urandom(16).hex()
    data = integrity.sign(base.to_json(), key)
    futures = []
    for seed, count in zip(seeds, iterations, strict=True):
        if count:
            payload = dumps((base.game, data, key, seat, settings, seed, count, time_limit))
            futures.append(executor.submit(search_part, payload))
    return futures


def merge(root: Node, parts: list[PartResult]) -> int:
    """Add the parts' root children to ``root``, in part order; the iterations added."""
    players = len(root.reward)
    added = 0
    for done, children in parts:
        added += done
        for kind, args, visits, avail, reward in children:
            action = _action(kind, args)
            child = root.children.get(action)
            if child is None:
                child = root.children[action] = Node(players)
                child.avail = 0
            child.visits += visits
            child.avail += avail
            total = child.reward
            for s in range(players):
                total[s] += reward[s]
    root.visits += added
    return added
