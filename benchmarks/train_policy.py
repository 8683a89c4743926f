"""Train a masked PPO policy for Clash of Decks (Duel) and export it numpy-only.

Needs the ``train`` extra (CPU torch, sb3-contrib) in its own venv::

    python3.11 -m venv /tmp/train-venv
    /tmp/train-venv/bin/pip install torch==2.13.0 && /tmp/train-venv/bin/pip install -e ".[train]"
    /tmp/train-venv/bin/python benchmarks/train_policy.py --minutes 17 \\
        --out benchmarks/policies/clash_of_decks_duel.npz

The agent plays one seat of the Gymnasium adapter (``cardtable.adapters.gymnasium``)
against built-in bots, one per environment in turn from ``--opponents`` (default: four
environments against ``random``, two against ``greedy``; ``--opponents random`` alone);
the seat alternates between environments, so the policy learns both. The reward is
the game's return only (win 1, loss -1): no shaping. Training stops after
``--steps`` agent decisions or the ``--minutes`` budget, whichever comes first. The
policy network (the MLP of the policy head and the action head) is written with
``cardtable.bots.policy.save_policy``; ``policy:file=...`` plays it without torch.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from typing import Any

GAME = "clash_of_decks"
PLAYERS = 2
OPTIONS: dict[str, Any] = {"mode": "duel"}


def make_env(seat: int, opponent: str) -> Any:
    import gymnasium
    import numpy as np

    from cardtable.adapters.gymnasium import CardtableEnv

    class MaskedEnv(gymnasium.Wrapper[Any, Any, Any, Any]):
        """The adapter with the tensor as observation and ``action_masks()`` for PPO."""

        def __init__(self) -> None:
            env = CardtableEnv(GAME, PLAYERS, seat=seat, opponent=opponent, **OPTIONS)
            super().__init__(env)
            self.observation_space = env.observation_space["observation"]
            self._mask = np.ones(env.action_space.n, dtype=bool)

        def reset(self, **kwargs: Any) -> Any:
            obs, info = self.env.reset(**kwargs)
            self._mask = obs["action_mask"].astype(bool)
            return obs["observation"], info

        def step(self, action: Any) -> Any:
            obs, reward, terminated, truncated, info = self.env.step(action)
            self._mask = obs["action_mask"].astype(bool)
            return obs["observation"], reward, terminated, truncated, info

        def action_masks(self) -> Any:
            return self._mask

    return MaskedEnv()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=18.0, help="wall-clock budget")
    parser.add_argument("--steps", type=int, default=2_000_000, help="most agent decisions")
    parser.add_argument("--envs", type=int, default=6)
    parser.add_argument("--opponents", default="random,random,random,random,greedy,greedy",
                        help="comma-separated bots, one per environment in turn")
    parser.add_argument("--net", default="128,128", help="hidden layer widths")
    parser.add_argument("--ent-coef", type=float, default=0.01)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--n-steps", type=int, default=256, help="rollout length per env")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path,
                        default=Path("benchmarks/policies/clash_of_decks_duel.npz"))
    args = parser.parse_args()

    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback
    from stable_baselines3.common.vec_env import DummyVecEnv

    from cardtable.bots.policy import save_policy
    from cardtable.kernel import load

    torch.set_num_threads(1)
    start_wall, start_cpu = time.monotonic(), time.process_time()
    deadline = start_wall + args.minutes * 60
    opponents = args.opponents.split(",")
    fns = [(lambda i=i: make_env(i % PLAYERS, opponents[i % len(opponents)]))
           for i in range(args.envs)]
    venv = DummyVecEnv(fns)
    width = [int(w) for w in args.net.split(",")]
    model = MaskablePPO("MlpPolicy", venv, n_steps=args.n_steps, batch_size=256, n_epochs=4,
                        learning_rate=args.lr, gamma=0.995, gae_lambda=0.95,
                        ent_coef=args.ent_coef, seed=args.seed, device="cpu", verbose=0,
                        policy_kwargs={"net_arch": {"pi": width, "vf": width}})

    class Budget(BaseCallback):
        """Stops at the deadline; prints the win rate of the last games now and then."""

        def __init__(self) -> None:
            super().__init__()
            self.results: list[float] = []
            self.last_print = time.monotonic()

        def _on_step(self) -> bool:
            for done, reward in zip(self.locals["dones"], self.locals["rewards"], strict=True):
                if done:
                    self.results.append(float(reward))
            now = time.monotonic()
            if now - self.last_print > 30 and self.results:
                recent = self.results[-500:]
                wins = sum(r > 0 for r in recent) / len(recent)
                print(f"{now - start_wall:7.0f}s steps {self.num_timesteps:8d} games "
                      f"{len(self.results):6d} win rate (last {len(recent)}) {wins:.3f}",
                      flush=True)
                self.last_print = now
            return now < deadline

    model.learn(total_timesteps=args.steps, callback=Budget())
    wall, cpu = time.monotonic() - start_wall, time.process_time() - start_cpu
    steps = int(model.num_timesteps)

    policy = model.policy
    linears = [m for m in policy.mlp_extractor.policy_net if isinstance(m, torch.nn.Linear)]
    linears.append(policy.action_net)
    weights = [m.weight.detach().cpu().numpy().T for m in linears]
    biases = [m.bias.detach().cpu().numpy() for m in linears]
    game = load(GAME)
    n, opts = game.validate_options(PLAYERS, dict(OPTIONS))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    save_policy(args.out, game=GAME, players=PLAYERS, options=OPTIONS,
                fingerprint=game.action_space_fingerprint(n, opts),
                observation_size=game.observation_shape(n, opts)[0],
                num_actions=game.num_distinct_actions, weights=weights, biases=biases,
                activation="tanh", train_seconds=wall, train_cpu_seconds=cpu,
                train_steps=steps)
    print(f"wrote {args.out}: {steps} steps, wall {wall:.0f} s, CPU {cpu:.0f} s "
          f"(process; {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
