"""gym-locm played by our benchmark loop, for the ``locm`` reference line.

    CARDTABLE_LOCM_PYTHON=/path/to/python3.12 benchmarks/run.py ...

gym-locm (Legends of Code and Magic, a Hearthstone-like duel) needs Python >= 3.12
while this project runs on 3.11, so ``bench_reference.gym_locm`` runs this script
with the interpreter named by ``CARDTABLE_LOCM_PYTHON`` (one with gym-locm
installed: ``python3.12 -m venv V && V/bin/pip install gym-locm``) and reads the
JSON it prints. The loop is the one our games get: ask the state for its
available actions, pick one with the kernel's ``Rng`` (``rng.below``), act,
until the game has ended, the state's creation (and its deck building) inside
the timed span. The kernel's ``rng.py`` is loaded by its file path (with a stand-in
for the JSON codec it registers with), so the other interpreter needs none of our
dependencies.

    python3.12 benchmarks/locm_loop.py --seconds 5 --seed 0 [--clock cpu]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path
from typing import Any

RNG_PATH = Path(__file__).resolve().parent.parent / "src" / "cardtable" / "kernel" / "rng.py"
MAX_ACTIONS_PER_GAME = 100_000


def load_rng() -> Any:
    """The kernel's ``Rng``. Its module registers itself with the kernel's JSON codec
    on import; that codec is not needed here, so a stand-in takes the registration."""
    import types

    for name in ("cardtable", "cardtable.kernel", "cardtable.kernel.serial"):
        sys.modules.setdefault(name, types.ModuleType(name))
    sys.modules["cardtable.kernel.serial"].register_special = (  # type: ignore[attr-defined]
        lambda *args: None)
    spec = importlib.util.spec_from_file_location("cardtable_kernel_rng", RNG_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cardtable_kernel_rng"] = module
    spec.loader.exec_module(module)
    return module.Rng


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-games", type=int, default=None)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args(argv)
    from gym_locm.engine import State  # the peer engine, in the other interpreter

    rng_class = load_rng()
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    games = actions = 0
    start = clock()
    elapsed = 0.0
    while elapsed < args.seconds and (args.max_games is None or games < args.max_games):
        seed = args.seed + games
        state = State(seed=seed)
        rng = rng_class(seed)
        steps = 0
        while not state.is_ended():
            legal = state.available_actions
            state.act(legal[rng.below(len(legal))])
            steps += 1
            if steps > MAX_ACTIONS_PER_GAME:
                raise RuntimeError(f"gym-locm seed {seed}: over {MAX_ACTIONS_PER_GAME} actions")
        games += 1
        actions += steps
        elapsed = clock() - start
    print(json.dumps({"games": games, "actions": actions, "seconds": elapsed,
                      "python": sys.version.split()[0]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
