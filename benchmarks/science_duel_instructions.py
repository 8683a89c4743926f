"""Science Duel work under callgrind: the random-playout loop or ``clone``, counted alone.

    valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        --toggle-collect=functools_reduce python benchmarks/science_duel_instructions.py \\
        [--games 2] [--clones]

Instruction counts do not move with the load of a shared machine, so two versions can be
compared minutes apart (``docs/performance.md``, Science Duel). The measured work runs
inside ``functools.reduce`` and nothing else does, so ``--toggle-collect`` counts only it:
divide the "Collected" figure by the actions (or clones) this script prints.

Loop (default): for each of the ten deck pairings, one warm-up game from seed 999, then
``--games`` games from seeds 1, 2, ... played by the benchmark loop (legal list,
``Rng.below`` pick, ``apply``, setup included). ``--clones``: 20 clones of each of 40
mid-game states (seeds 10001-10004 of each pairing, replayed to half their length).
"""

from __future__ import annotations

import argparse
import functools
from typing import Any

from cardtable.kernel import Action, Rng, State, load

GAME = load("science_duel")
CONFIGS = GAME.sample_configs()


def playout(players: int, options: dict[str, Any], seed: int) -> State:
    """A random game from ``seed``, as ``bench_measures.random_playout`` plays it."""
    state = GAME.new_state(seed=seed, players=players, **options)
    rng = Rng(seed)
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply(actions[rng.below(len(actions))])
    return state


def loop(games: int) -> int:
    for players, options in CONFIGS:
        playout(players, options, 999)  # warm caches (shared events, action tables)

    def pairing(total: int, config: tuple[int, dict[str, Any]]) -> int:
        return total + sum(playout(*config, seed).steps for seed in range(1, games + 1))

    return functools.reduce(pairing, CONFIGS, 0)


def clones() -> int:
    states: list[State] = []
    for players, options in CONFIGS:
        for seed in range(10001, 10005):
            history: list[Action] = playout(players, options, seed).history
            mid = GAME.new_state(seed=seed, players=players, **options)
            for action in history[: len(history) // 2]:
                mid.apply(action)
            states.append(mid)
            mid.clone()

    def twenty(total: int, state: State) -> int:
        for _ in range(20):
            state.clone()
        return total + 20

    return functools.reduce(twenty, states, 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games per pairing")
    parser.add_argument("--clones", action="store_true", help="count clone() instead")
    args = parser.parse_args()
    if args.clones:
        print(f"clones {clones()}")
    else:
        print(f"actions {loop(args.games)}")


if __name__ == "__main__":
    main()
