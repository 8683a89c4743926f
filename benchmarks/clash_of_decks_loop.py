"""The benchmark loop of ``run.py`` on one Clash of Decks configuration, for callgrind.

Plays ``GAMES`` random games (seeds 1..GAMES) of the ``CONFIG``-th entry of
``ClashGame.sample_configs()`` with the loop of ``bench_measures.random_playout``
(legal list, ``Rng.below`` pick, ``State.apply``; setup included) and prints the
actions played and the CPU seconds. Instructions per action, which do not move
with the load of a shared machine, are the difference of two callgrind runs
divided by the difference of their actions (the second run's extra games carry
no import or first-call cost)::

    valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/clash_of_decks_loop.py 0 20
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/clash_of_decks_loop.py 0 120

``--clone N`` instead clones each of the 8 mid-game states of ``run.py``'s clone
measure N times (the difference of N=500 and N=0, divided by 4,000, is the
instructions per clone).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from bench_measures import Budget, Subject, random_playout  # noqa: E402

from cardtable.kernel import Rng, load  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("config", type=int, help="index into ClashGame.sample_configs()")
    parser.add_argument("games", type=int)
    parser.add_argument("--clone", type=int, default=None, metavar="N",
                        help="clone the mid-game states N times instead of playing")
    args = parser.parse_args()
    game = load("clash_of_decks")
    players, options = game.sample_configs()[args.config]
    if args.clone is not None:
        subject = Subject(game, players, dict(options))
        states = subject.mid_states(Budget(seconds=100.0, samples=8))
        for _ in range(args.clone):
            for state in states:
                state.clone()
        print("clones", args.clone * len(states))
        return
    actions = 0
    start = time.process_time()
    for seed in range(1, args.games + 1):
        state = random_playout(game.new_state(seed=seed, players=players, **options), Rng(seed))
        actions += state.steps
    seconds = time.process_time() - start
    print(f"actions {actions} cpu_s {seconds:.3f}")


if __name__ == "__main__":
    main()
