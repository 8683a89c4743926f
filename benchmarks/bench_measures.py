"""Per-game measurements of the benchmark harness (``benchmarks/run.py``).

Each measurement is a function ``(Subject, Budget) -> dict[str, float]``
listed in ``MEASURES``; the harness calls every one of them for every game
configuration and merges the figures into one row. To add a figure (ISMCTS
iterations per second, say), write one more such function, append it to
``MEASURES`` and add its column to ``COLUMNS``.

Timing lives here and nowhere in the tests: the smoke test only checks that
the figures are positive.
"""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from cardtable.kernel import Action, Game, Rng, State

MAX_ACTIONS_PER_GAME = 1_000_000
"""A random game longer than this is a bug in the game, not a slow benchmark."""

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
"""What a measurement's seconds are: wall-clock time, or the CPU time of this process.

On a shared machine the wall clock also counts the time other jobs hold the
core; CPU time does not, so ratios between figures taken minutes apart (a
game and a reference, a base and a changed version) move much less with the
load. On an idle machine the two agree for these one-thread loops.
"""


@dataclass(frozen=True)
class Budget:
    """How much work one measurement may do.

    ``seconds`` time-boxes each measurement (at least one unit of work is
    always done); ``max_games`` caps the number of games as well, which the
    smoke test uses to stay tiny; ``samples`` is how many mid-game states the
    clone and memory measurements use; ``clock`` is ``wall`` or ``cpu``
    (``CLOCKS``), for the time boxes and the rates alike.
    """

    seconds: float
    max_games: int | None = None
    samples: int = 8
    clock: str = "wall"

    def now(self) -> float:
        """The current reading of this budget's clock (a key of ``CLOCKS``)."""
        return CLOCKS[self.clock]()


@dataclass
class Subject:
    """One game configuration under measurement, with cached mid-game states."""

    game: Game
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1
    _mid_states: list[State] | None = field(default=None, repr=False)

    @property
    def label(self) -> str:
        """``game 2p key=value ...``; long values (deck lists) are summarised."""
        opts = " ".join(f"{k}={_short(v)}" for k, v in sorted(self.options.items()))
        return f"{self.game.id} {self.players}p {opts}".rstrip()

    def new_state(self, seed: int) -> State:
        return self.game.new_state(seed=seed, players=self.players, **self.options)

    def mid_states(self, budget: Budget) -> list[State]:
        """Up to ``budget.samples`` states halfway through random games (cached).

        Each comes from its own seed: a random game is played to the end, then
        replayed from the same seed to half its length.
        """
        if self._mid_states is not None:
            return self._mid_states
        states: list[State] = []
        start = budget.now()
        for i in range(budget.samples):
            seed = self.seed + 10_000 + i
            history = random_playout(self.new_state(seed), Rng(seed)).history
            mid = self.new_state(seed)
            for action in history[: len(history) // 2]:
                mid.apply(action)
            states.append(mid)
            if budget.now() - start >= budget.seconds:
                break
        self._mid_states = states
        return states


def _short(value: object) -> str:
    if isinstance(value, (list, tuple, dict)) and len(str(value)) > 24:
        return f"<{len(value)} items>"
    return str(value)


def random_playout(state: State, rng: Rng) -> State:
    """Play ``state`` to the end with uniformly random legal actions."""
    steps = 0
    while not state.is_terminal():
        actions: list[Action] = state.legal_actions()
        state.apply(actions[rng.below(len(actions))])
        steps += 1
        if steps > MAX_ACTIONS_PER_GAME:
            raise RuntimeError(f"{state.game.id}: a random game exceeded "
                               f"{MAX_ACTIONS_PER_GAME} actions without ending")
    return state


def measure_playouts(subject: Subject, budget: Budget) -> dict[str, float]:
    """Random playouts per second, applied actions per second, mean actions per game.

    Full games from new seeds, setup included; actions are drawn with the
    kernel ``Rng`` and go through the public ``State.apply``. Every event is
    recorded, as in a game people play.
    """
    return _playouts(subject, budget, silent=False)


def measure_silent_playouts(subject: Subject, budget: Budget) -> dict[str, float]:
    """Actions per second of the same loop on states that record no events
    (``State.stop_recording`` after setup): what a simulation that reads only
    results and an ISMCTS playout run."""
    figures = _playouts(subject, budget, silent=True)
    return {"silent_actions_per_s": figures["actions_per_s"]}


def play_games(subject: Subject, budget: Budget, silent: bool,
               first_game: int = 0) -> tuple[int, int, float]:
    """Random games of ``subject`` from its seed plus ``first_game`` on, until ``budget``'s
    time box (or its ``max_games``) is used, at least one: (games, actions, seconds).
    A harness that splits one measurement into rounds passes the games already played as
    ``first_game``, so that no game is played twice."""
    games = actions = 0
    start = budget.now()
    elapsed = 0.0
    while True:
        seed = subject.seed + first_game + games
        state = subject.new_state(seed)
        if silent:
            state.stop_recording()
        state = random_playout(state, Rng(seed))
        games += 1
        actions += state.steps
        elapsed = budget.now() - start
        if elapsed >= budget.seconds or (budget.max_games is not None
                                         and games >= budget.max_games):
            break
    return games, actions, elapsed


def playout_figures(games: int, actions: int, elapsed: float) -> dict[str, float]:
    """The figures of ``measure_playouts`` from the counts of ``play_games``."""
    return {
        "games": float(games),
        "playouts_per_s": games / elapsed,
        "actions_per_s": actions / elapsed,
        "actions_per_game": actions / games,
    }


def _playouts(subject: Subject, budget: Budget, silent: bool) -> dict[str, float]:
    return playout_figures(*play_games(subject, budget, silent))


def measure_clone(subject: Subject, budget: Budget) -> dict[str, float]:
    """Mean ``State.clone()`` time in microseconds over mid-game states."""
    states = subject.mid_states(budget)
    clones = 0
    start = budget.now()
    elapsed = 0.0
    # Batches of clones keep the clock reads out of the figure.
    while elapsed < budget.seconds:
        for state in states:
            for _ in range(16):
                state.clone()
        clones += 16 * len(states)
        elapsed = budget.now() - start
        if budget.max_games is not None:
            break
    return {"clone_us": elapsed / clones * 1e6}


def _allocated_bytes(build: Callable[[], object]) -> int:
    """Peak bytes allocated (tracemalloc) while ``build`` runs, kept alive to the end."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        built = build()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del built
    return peak


def measure_memory(subject: Subject, budget: Budget) -> dict[str, float]:
    """Bytes to build one state: a clone of a mid-game state, and ``new_state``.

    The clone figure is what a search pays per copy (immutable parts such as
    actions, events and card records are shared, not copied); ``new_state``
    includes setup garbage and any first-time card loading is excluded by a
    warm-up call.
    """
    states = subject.mid_states(budget)
    clone_bytes = max(_allocated_bytes(state.clone) for state in states)
    subject.new_state(subject.seed)
    new_bytes = max(_allocated_bytes(partial(subject.new_state, subject.seed + i))
                    for i in range(min(4, budget.samples)))
    return {"clone_bytes": float(clone_bytes), "new_state_bytes": float(new_bytes)}


Measure = Callable[[Subject, Budget], dict[str, float]]

MEASURES: list[Measure] = [measure_playouts, measure_silent_playouts, measure_clone,
                           measure_memory]
"""Run in this order for every game configuration; later ones reuse cached states."""

COLUMNS: list[tuple[str, str, str]] = [
    ("playouts_per_s", "playouts/s", "{:,.1f}"),
    ("actions_per_s", "actions/s", "{:,.0f}"),
    ("actions_per_game", "act/game", "{:,.1f}"),
    ("silent_actions_per_s", "silent act/s", "{:,.0f}"),
    ("clone_us", "clone µs", "{:,.1f}"),
    ("clone_bytes", "clone KiB", "kib"),
    ("new_state_bytes", "new KiB", "kib"),
]
"""(figure key, table header, format) of the per-game columns; ``kib`` divides by 1024."""


def measure_subject(subject: Subject, budget: Budget,
                    measures: list[Measure] | None = None) -> dict[str, float]:
    """All figures of one game configuration, merged from every measurement."""
    figures: dict[str, float] = {}
    for measure in MEASURES if measures is None else measures:
        figures.update(measure(subject, budget))
    return figures
