"""The reference lines of the benchmark: other Python card engines, same loop as ours.

Every game of ours is measured by ``bench_measures.random_playout``: ask the
state for its legal-action list, pick one with the kernel ``Rng``
(``actions[rng.below(len(actions))]``), apply it, until the game is over;
setup of each game is inside the timed span. The references here are played
by exactly that loop against the peer engine's own game object, so their
actions per second compare like with like:

* ``uno`` — RLCard's UNO engine (``rlcard.games.uno.game.UnoGame``, 2
  players): ``get_legal_actions()`` → pick → ``step(action)``.
* ``hearts`` — OpenSpiel's ``hearts`` (C++ through ``pyspiel``, 4 players):
  ``legal_actions()`` → pick → ``apply_action(action)``; chance nodes (the
  deal, the passing direction) are sampled by the same ``Rng`` from
  ``chance_outcomes()`` and are not counted as actions, like the shuffles
  inside our games' setup.
* ``uno_env_run`` — the old reference, RLCard's ``env.run`` with numpy
  ``RandomAgent`` s: a *different* loop (state encoding to numpy arrays every
  step, agents, trajectories), kept only to show what it adds; no ratio is
  taken against it.
* ``locm`` — gym-locm's engine (Legends of Code and Magic 1.5, a
  Hearthstone-like duel: ``gym_locm.engine.State``), ``available_actions`` →
  pick → ``act(action)``, deck building included. Its only PyPI release
  (2.0.0b1) needs Python >= 3.12 while this project runs on 3.11, so it is
  played by ``locm_loop.py`` under the interpreter named by
  ``CARDTABLE_LOCM_PYTHON`` (a 3.12 venv with gym-locm; that release also
  lacks its data file ``engine/resources/cardWeights.json``, which must be put
  there from the project's repository). Without the variable the line says so
  (``GYM_LOCM_MISSING``).

All of them are optional (the ``bench`` extra); a missing one is reported as
an error string and the harness goes on. Timing lives here and in
``bench_measures.py``, never in the tests.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bench_measures import CLOCKS

from cardtable.kernel import Rng

SAME_LOOP = "legal list → Rng.below → step"
"""The loop every game of ours and every ratio-bearing reference is played with."""

MAX_ACTIONS_PER_GAME = 100_000
"""A random reference game longer than this means the peer engine is stuck."""

BENCH_HINT = "install the bench extra: .venv/bin/pip install -e '.[dev,bench]'"

GYM_LOCM_MISSING = ("not measured: gym-locm needs Python >= 3.12; set CARDTABLE_LOCM_PYTHON "
                    "to a Python 3.12 with gym-locm installed (see benchmarks/locm_loop.py)")
LOCM_LOOP = Path(__file__).resolve().parent / "locm_loop.py"


Player = Callable[[int], tuple[int, int]]
"""Plays one game from a seed; returns (actions, chance steps)."""


@dataclass(frozen=True)
class Reference:
    """The figures of one reference line, or the reason it could not be measured.

    ``key`` names it in JSON and in ratio keys (``actions_ratio_to_<key>``);
    ``loop`` says how it was played; ``ratio`` is true when our games'
    actions/s are shown as a multiple of it (same loop only).
    """

    key: str
    name: str
    loop: str
    figures: dict[str, float] | None
    error: str | None = None
    ratio: bool = True
    notes: list[str] = field(default_factory=list)


@dataclass
class Tally:
    """Raw counts of a timed run; two tallies of the same reference can be added."""

    games: int = 0
    actions: int = 0
    chance: int = 0
    elapsed: float = 0.0

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.games + other.games, self.actions + other.actions,
                     self.chance + other.chance, self.elapsed + other.elapsed)

    def figures(self) -> dict[str, float]:
        games = max(1, self.games)
        elapsed = max(self.elapsed, 1e-9)
        figures = {
            "games": float(self.games),
            "playouts_per_s": self.games / elapsed,
            "actions_per_s": self.actions / elapsed,
            "actions_per_game": self.actions / games,
        }
        if self.chance:
            figures["chance_per_game"] = self.chance / games
        return figures


def _timed(play_one: Player, seconds: float, max_games: int | None, seed: int,
           clock: Callable[[], float]) -> Tally:
    """Call ``play_one(seed + i)`` (-> actions, chance steps) until the time box is used."""
    tally = Tally()
    start = clock()
    while True:
        actions, chance = play_one(seed + tally.games)
        tally.games += 1
        tally.actions += actions
        tally.chance += chance
        tally.elapsed = clock() - start
        if tally.elapsed >= seconds or (max_games is not None and tally.games >= max_games):
            return tally


def _stuck(name: str) -> RuntimeError:
    return RuntimeError(f"{name}: a random game exceeded {MAX_ACTIONS_PER_GAME} actions")


# --- RLCard UNO, same loop ----------------------------------------------------------

def uno_player() -> Player | str:
    """A function playing one RLCard UNO game from a seed, or why it cannot be had."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError as exc:
        return f"RLCard reference missing ({exc}); {BENCH_HINT}"
    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(0)

    def play_one(seed: int) -> tuple[int, int]:
        # The engine shuffles with its own numpy generator: reseed it per game
        # (``seed`` is about 2 µs; a new RandomState would cost about 300 µs).
        game.np_random.seed(seed)
        game.init_game()
        rng = Rng(seed)
        steps = 0
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.below(len(legal))])
            steps += 1
            if steps > MAX_ACTIONS_PER_GAME:
                raise _stuck("rlcard uno")
        return steps, 0

    return play_one


# --- OpenSpiel hearts, same loop -------------------------------------------------

def hearts_player() -> Player | str:
    """A function playing one OpenSpiel hearts game from a seed, or why it cannot be had."""
    try:
        import pyspiel
    except ImportError as exc:
        return f"OpenSpiel reference missing ({exc}); {BENCH_HINT}"
    game = pyspiel.load_game("hearts")

    def play_one(seed: int) -> tuple[int, int]:
        state = game.new_initial_state()
        rng = Rng(seed)
        steps = chance = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(_sample_chance(state.chance_outcomes(), rng))
                chance += 1
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
            steps += 1
            if steps > MAX_ACTIONS_PER_GAME:
                raise _stuck("openspiel hearts")
        return steps, chance

    return play_one


def _sample_chance(outcomes: list[tuple[int, float]], rng: Rng) -> int:
    """An outcome drawn by ``rng`` with its probability (uniform ones via ``below``)."""
    first = outcomes[0][1]
    if all(p == first for _, p in outcomes):
        return outcomes[rng.below(len(outcomes))][0]
    x = rng.random()
    for action, p in outcomes:
        x -= p
        if x < 0:
            return action
    return outcomes[-1][0]


# --- RLCard UNO through env.run (a different loop) -----------------------------------

def uno_env_run_player() -> Player | str:
    """One RLCard UNO game via ``env.run`` with numpy ``RandomAgent`` s (the old reference)."""
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError as exc:
        return f"RLCard reference missing ({exc}); {BENCH_HINT}"
    env = rlcard.make("uno", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions)] * env.num_players)

    def play_one(seed: int) -> tuple[int, int]:
        # RandomAgent draws from numpy's global generator; the engine from the env's.
        np.random.seed(seed)
        env.game.np_random.seed(seed)
        trajectories, _ = env.run(is_training=False)
        # Per player the trajectory alternates state dicts and integer actions.
        return sum(1 for traj in trajectories for item in traj if not isinstance(item, dict)), 0

    return play_one


@dataclass(frozen=True)
class Spec:
    """How to build one reference line."""

    key: str
    name: str
    loop: str
    player: Callable[[], Player | str]
    ratio: bool = True


SPECS: list[Spec] = [
    Spec("uno", "rlcard uno 2p", SAME_LOOP, uno_player),
    Spec("hearts", "openspiel hearts 4p", SAME_LOOP + " (chance nodes sampled, not counted)",
         hearts_player),
    Spec("uno_env_run", "rlcard uno 2p", "env.run + numpy RandomAgent (different loop)",
         uno_env_run_player, ratio=False),
]
"""Every reference line, in the order they are printed."""


def prepare(spec: Spec) -> Player | str:
    """The reference's game player (engine built, untimed), or why it cannot be had."""
    return spec.player()


def play_for(player: Player, seconds: float, max_games: int | None = None,
             seed: int = 0, clock: str = "wall") -> Tally:
    """Games from ``seed`` on until ``seconds`` (or ``max_games``) are used; at least one.

    ``clock`` is ``wall`` or ``cpu`` (the process's CPU time), as in
    ``bench_measures.CLOCKS``.
    """
    return _timed(player, seconds, max_games, seed, CLOCKS[clock])


def result(spec: Spec, player: Player | str, tally: Tally | None) -> Reference:
    """The reference line from its tallies (``player`` is the error when it is a string)."""
    if isinstance(player, str) or tally is None:
        error = player if isinstance(player, str) else "not measured"
        return Reference(spec.key, spec.name, spec.loop, None, error, spec.ratio)
    return Reference(spec.key, spec.name, spec.loop, tally.figures(), None, spec.ratio)


def measure(spec: Spec, seconds: float, max_games: int | None = None,
            seed: int = 0, clock: str = "wall") -> Reference:
    """Figures of one reference from one time box."""
    player = prepare(spec)
    if isinstance(player, str):
        return result(spec, player, None)
    return result(spec, player, play_for(player, seconds, max_games, seed, clock))


def measure_uno(seconds: float, max_games: int | None = None, seed: int = 0) -> Reference:
    """RLCard UNO played by the same loop as our games."""
    return measure(SPECS[0], seconds, max_games, seed)


def measure_hearts(seconds: float, max_games: int | None = None, seed: int = 0) -> Reference:
    """OpenSpiel hearts played by the same loop as our games."""
    return measure(SPECS[1], seconds, max_games, seed)


def measure_uno_env_run(seconds: float, max_games: int | None = None,
                        seed: int = 0) -> Reference:
    """RLCard UNO through ``env.run`` with ``RandomAgent`` s (a different loop)."""
    return measure(SPECS[2], seconds, max_games, seed)


LOCM_NAME = "gym-locm (LOCM 1.5, Hearthstone-like)"


def gym_locm(seconds: float = 1.0, clock: str = "wall", seed: int = 0,
             python: str | None = None) -> Reference:
    """The gym-locm line, played by ``locm_loop.py`` under ``python`` (default: the
    ``CARDTABLE_LOCM_PYTHON`` environment variable); without one, the reason."""
    python = python if python is not None else os.environ.get("CARDTABLE_LOCM_PYTHON")
    if not python:
        return Reference("locm", LOCM_NAME, SAME_LOOP, None, GYM_LOCM_MISSING, ratio=False)
    try:
        done = subprocess.run(
            [python, str(LOCM_LOOP), "--seconds", str(seconds), "--clock", clock,
             "--seed", str(seed)], capture_output=True, text=True, timeout=seconds + 120,
            check=True)
        data = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, ValueError, IndexError) as exc:
        detail = getattr(exc, "stderr", None) or str(exc)
        return Reference("locm", LOCM_NAME, SAME_LOOP, None,
                         f"gym-locm could not be run with {python}: "
                         f"{str(detail).strip().splitlines()[-1][:200]}", ratio=False)
    tally = Tally(int(data["games"]), int(data["actions"]), 0, float(data["seconds"]))
    return Reference("locm", LOCM_NAME, SAME_LOOP, tally.figures(), None, ratio=True,
                     notes=[f"run under Python {data['python']} (gym-locm needs >= 3.12; "
                            "our games run on 3.11)"])
