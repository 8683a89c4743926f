"""The reference line of the benchmark: RLCard's ``uno`` with two random agents.

RLCard is a widely used card-game RL toolkit written in Python with numpy, so
its random-agent UNO gives a familiar yardstick for "actions per second in a
Python card engine". It is an optional dependency (the ``bench`` extra);
without it the harness reports the reference as missing and goes on.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Reference:
    """The reference figures, or the reason they could not be measured."""

    figures: dict[str, float] | None
    error: str | None = None


def measure_uno(seconds: float, max_games: int | None = None, seed: int = 0) -> Reference:
    """Games/s and actions/s of RLCard ``uno`` played by ``RandomAgent``s via ``env.run``.

    Actions are counted from the trajectories ``env.run`` returns: per player
    they alternate state dicts and integer actions.
    """
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError as exc:
        return Reference(None, f"RLCard reference missing ({exc}); install the bench "
                               "extra: .venv/bin/pip install -e '.[dev,bench]'")
    env = rlcard.make("uno", config={"seed": seed})
    env.set_agents([RandomAgent(num_actions=env.num_actions)] * env.num_players)
    # RandomAgent draws from numpy's global generator.
    np.random.seed(seed)
    games = actions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while True:
        trajectories, _ = env.run(is_training=False)
        games += 1
        actions += sum(1 for traj in trajectories for item in traj if not isinstance(item, dict))
        elapsed = time.perf_counter() - start
        if elapsed >= seconds or (max_games is not None and games >= max_games):
            break
    return Reference({
        "games": float(games),
        "playouts_per_s": games / elapsed,
        "actions_per_s": actions / elapsed,
        "actions_per_game": actions / games,
    })
