"""Bots think in a pool of worker processes, never in the event loop.

A bot's turn is a ``BotJob``: the table's game, seed, options and action texts,
the seat and the bot's spec. A worker keeps a replica of each table it has seen
(up to ``REPLICAS``) and applies only the actions it has not seen yet, so a job
costs a list of short strings, not a serialised state. The worker builds the
seat's ``PlayerView`` (a bot never sees the true state), makes the bot fresh with
a seed derived from the table's seed, the seat and the step, and returns the
chosen action's text. The server checks that text with the kernel like any
other seat's action.

A game that a fresh process cannot load by id (one registered at run time, as
the tests' toy game) travels pickled with the job and is registered in the worker.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import pickle
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from cardtable.kernel.action import Action
from cardtable.kernel.errors import UnknownGame
from cardtable.kernel.game import AnyGame, State
from cardtable.kernel.registry import game_ids, load, register
from cardtable.kernel.view import PlayerView
from cardtable.sim.match import BotSpec

REPLICAS = 64
"""Table replicas a worker keeps (least recently used dropped first)."""


@dataclass(frozen=True)
class BotJob:
    """Everything a worker needs to choose for one bot seat."""

    table: str
    game: str
    game_pickle: bytes | None
    """The pickled game when a fresh process cannot ``load`` it by id; else ``None``."""
    seed: int
    players: int
    options: dict[str, Any]
    actions: tuple[str, ...]
    seat: int
    spec: str
    bot_seed: int


def bot_seed(seed: int, seat: int, step: int) -> int:
    """The seed of the bot that decides ``step`` for ``seat`` (reproducible, 64 bits)."""
    return (seed * 7919 + 101 * (seat + 1) + 1_000_003 * step) % 2**64


_replicas: OrderedDict[str, tuple[State, list[str]]] = OrderedDict()
"""In a worker: table id -> (state, the texts of its actions)."""


def _game(job: BotJob) -> AnyGame:
    try:
        return load(job.game)
    except UnknownGame:
        if job.game_pickle is None:
            raise
        game: AnyGame = pickle.loads(job.game_pickle)
        return register(game)


def _replica(job: BotJob) -> State:
    """The table's state after ``job.actions``, from the cached replica when it fits."""
    cached = _replicas.pop(job.table, None)
    if cached is not None:
        state, done = cached
        if len(done) > len(job.actions) or job.actions[:len(done)] != tuple(done):
            cached = None
    if cached is None:
        state = _game(job).new_state(seed=job.seed, players=job.players, **job.options)
        done = []
    for text in job.actions[len(done):]:
        state.apply(Action.parse(text))
        done.append(text)
    _replicas[job.table] = (state, done)
    while len(_replicas) > REPLICAS:
        _replicas.popitem(last=False)
    return state


def choose(job: BotJob) -> str:
    """Run in a worker: the bot's action, as text."""
    state = _replica(job)
    bot = BotSpec.parse(job.spec).make(job.bot_seed)
    return bot.choose(PlayerView(state, job.seat)).to_text()


class BotPool:
    """The executor bots think in: processes (the default) or threads.

    Threads suit only quick bots (the GIL is shared with the event loop); a slow
    ISMCTS in a process never slows the other tables or the loop.
    """

    def __init__(self, workers: int = 2, kind: str = "process") -> None:
        self.kind = kind
        self._executor: Executor
        if kind == "process":
            self._executor = ProcessPoolExecutor(
                max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
        elif kind == "thread":
            self._executor = ThreadPoolExecutor(max_workers=workers,
                                                thread_name_prefix="cardtable-bot")
        else:
            raise ValueError(f"a bot pool runs in processes or threads, not {kind!r}")
        self._pickles: dict[str, bytes | None] = {}

    def job(self, table: str, game: AnyGame, seed: int, state: State, actions: Sequence[str],
            seat: int, spec: str) -> BotJob:
        """The job for ``seat`` of ``table`` deciding in ``state``, reached by ``actions``
        (their text forms) from the table's first state."""
        if game.id not in self._pickles:
            portable = game.id in game_ids(include_registered=False)
            self._pickles[game.id] = None if portable else pickle.dumps(game)
        return BotJob(table=table, game=game.id, game_pickle=self._pickles[game.id],
                      seed=seed, players=state.num_players,
                      options=state.options.model_dump(mode="json"),
                      actions=tuple(actions), seat=seat,
                      spec=spec, bot_seed=bot_seed(seed, seat, state.steps))

    async def choose(self, job: BotJob) -> str:
        """The bot's action text, computed off the event loop."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, choose, job)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
