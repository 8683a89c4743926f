"""The benchmark loop of ``run.py`` for one game, to count its instructions with callgrind.

Wall-clock and CPU figures move with the load of a shared machine; the number
of instructions a loop executes does not. Run this under callgrind with
instrumentation off at the start: the script switches it on (``callgrind_control``)
after the imports and one warm-up game, so the count is the loop's alone plus
the interpreter's exit, which a run with 0 games measures::

    PYTHONHASHSEED=0 valgrind --tool=callgrind --instr-atstart=no \\
        --callgrind-out-file=/dev/null .venv/bin/python benchmarks/loop_instructions.py \\
        magic_tower 2 60

Instructions per action = (Collected of N games - Collected of 0 games) / the
actions it prints. Outside valgrind it simply plays the games.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import time

from cardtable.kernel import Rng, load


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("games", type=int)
    args = parser.parse_args()
    game = load(args.game)
    game.new_state(seed=0, players=args.players)  # warm-up: first-call caches
    try:
        subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())],
                       capture_output=True, check=False)
        time.sleep(0.3)  # callgrind polls for the command
    except FileNotFoundError:
        pass  # not under valgrind
    actions = 0
    for g in range(args.games):
        state = game.new_state(seed=1 + g, players=args.players)
        rng = Rng(1 + g)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        actions += state.steps
    print("actions", actions)


if __name__ == "__main__":
    main()
