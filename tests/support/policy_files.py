"""Policy files for the policy-bot tests: fixed random weights, no torch."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import numpy as np

from cardtable.bots.policy import save_policy
from cardtable.kernel import load

GAME = "clash_of_decks"
PLAYERS = 2
OPTIONS: dict[str, Any] = {"mode": "duel"}


def clash_config() -> tuple[int, int, str]:
    """Observation length, action count and fingerprint of a Clash of Decks Duel."""
    game = load(GAME)
    n, opts = game.validate_options(PLAYERS, dict(OPTIONS))
    return (game.observation_shape(n, opts)[0], game.num_distinct_actions,
            game.action_space_fingerprint(n, opts))


def random_layers(sizes: list[int], seed: int = 0) -> tuple[list[Any], list[Any]]:
    """Weights (inputs, outputs) and biases of an MLP with these layer sizes."""
    rng = np.random.default_rng(seed)
    weights = [rng.normal(0, 1 / np.sqrt(a), (a, b)).astype(np.float32)
               for a, b in itertools.pairwise(sizes)]
    biases = [rng.normal(0, 0.1, b).astype(np.float32) for b in sizes[1:]]
    return weights, biases


def write_policy(path: Path, *, hidden: tuple[int, ...] = (16, 16), seed: int = 0,
                 **changes: Any) -> Path:
    """A Clash of Decks Duel policy with fixed random weights; ``changes`` override any
    keyword of ``save_policy``."""
    size, actions, fingerprint = clash_config()
    weights, biases = random_layers([size, *hidden, actions], seed)
    fields: dict[str, Any] = {
        "game": GAME, "players": PLAYERS, "options": OPTIONS, "fingerprint": fingerprint,
        "observation_size": size, "num_actions": actions, "weights": weights,
        "biases": biases, "train_seconds": 1.5, "train_cpu_seconds": 1.0, "train_steps": 10,
    }
    fields.update(changes)
    save_policy(path, **fields)
    return path


def rewrite(path: Path, target: Path, **entries: Any) -> Path:
    """``path``'s entries with some replaced (``None``: removed), saved as ``target``."""
    with np.load(path, allow_pickle=False) as data:
        kept = {key: data[key] for key in data.files}
    for key, value in entries.items():
        if value is None:
            kept.pop(key, None)
        else:
            kept[key] = value
    with open(target, "wb") as handle:
        np.savez(handle, **kept)
    return target
