"""Simulation scaling: games per second of `cardtable simulate`-style runs on 1 and 2
local workers and on a local Ray cluster, printed as a table.

Each configuration plays one job (the same game, bots and seeds as ``cardtable
simulate``: seats rotating, seeds from the game index, so every backend plays the
very same games). A short serial warm-up measures one worker's rate; each
configuration then gets as many games as ``--seconds`` of that rate times its worker
count would play, so every run takes about ``--seconds`` if it scales perfectly and
longer if it does not. Seconds are wall clock (a pool's CPU time is spread over its
processes); the local pool's start (spawning processes, importing the game) is part
of the games/s figure, as it is of a real ``simulate`` run, and left out of the
steady figure (games per second from the first finished game on), which the
speed-up column compares. Ray is started before its clock starts (``ray.init`` takes
seconds and is paid once per session) and stopped after.

On a shared machine other jobs take cores too: the speed-up shows what this run got,
not what the hardware could give; ``os.getloadavg`` is printed beside it.

    .venv/bin/python benchmarks/sim_scaling.py [--game clash_of_decks] [--bots greedy,random]
        [--seconds 30] [--configs local:1,local:2,ray:2]
"""

from __future__ import annotations

import argparse
import logging
import math
import os
import time
from dataclasses import dataclass

from cardtable.sim import GameResult, make_job, run_jobs


@dataclass
class Row:
    config: str
    games: int
    seconds: float
    """The whole run, the pool's start included."""
    steady: float
    """Games per second from the first finished game on (the pool's start left out)."""

    @property
    def rate(self) -> float:
        return self.games / self.seconds


class Clock:
    """When each game finished (``run_jobs``'s ``on_game``), for the steady rate."""

    def __init__(self) -> None:
        self.times: list[float] = []

    def __call__(self, job: int, result: GameResult) -> None:
        self.times.append(time.perf_counter())

    def steady(self) -> float:
        """Games per second after the first delivery (games delivered together count once)."""
        first = self.times[0]
        later = [t for t in self.times if t > first]
        if not later:
            return float("nan")
        return len(later) / (later[-1] - first)


def warm_up(game: str, bots: list[str], seconds: float) -> float:
    """Games per second of one worker in this process, over about ``seconds`` (after one
    untimed game that loads the game and its cards)."""
    run_jobs([make_job(game, bots, 1, seed=98)], workers=1)
    played = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or played == 0:
        job = make_job(game, bots, 2, seed=99, first=played)
        run_jobs([job], workers=1)
        played += 2
    return played / elapsed


def run_config(game: str, bots: list[str], config: str, games: int, seed: int) -> Row:
    """One configuration (``local:N`` or ``ray:N``) playing ``games`` games."""
    backend, _, count = config.partition(":")
    workers = int(count or "1")
    job = make_job(game, bots, games, seed=seed)
    clock = Clock()
    if backend == "ray":
        import ray

        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False,
                 logging_level=logging.ERROR)
        try:
            start = time.perf_counter()
            outcome = run_jobs([job], backend="ray", workers=workers, on_game=clock)
            seconds = time.perf_counter() - start
        finally:
            ray.shutdown()
    else:
        start = time.perf_counter()
        outcome = run_jobs([job], backend=backend, workers=workers, on_game=clock)
        seconds = time.perf_counter() - start
    assert not outcome.interrupted and outcome.games == games
    return Row(config, games, seconds, clock.steady())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="clash_of_decks")
    parser.add_argument("--bots", default="greedy,random")
    parser.add_argument("--seconds", type=float, default=30.0,
                        help="target length of each configuration's run")
    parser.add_argument("--configs", default="local:1,local:2,ray:2",
                        help="comma-separated backend:workers (local or ray)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    rate = warm_up(args.game, bots, min(5.0, args.seconds / 4))
    print(f"{args.game}, bots {','.join(bots)}; {os.cpu_count()} cores; one worker warmed up "
          f"at {rate:.1f} games/s; load average {os.getloadavg()[0]:.1f} before")
    print(f"{'config':<10}{'games':>7}{'seconds':>9}{'games/s':>9}{'steady':>9}"
          f"{'x 1 worker':>12}{'load':>6}")
    base: float | None = None
    for config in args.configs.split(","):
        workers = int(config.partition(":")[2] or "1")
        games = max(4 * workers, math.ceil(rate * args.seconds * workers))
        row = run_config(args.game, bots, config.strip(), games, args.seed)
        if base is None:
            base = row.steady
        print(f"{row.config:<10}{row.games:>7}{row.seconds:>9.1f}{row.rate:>9.1f}"
              f"{row.steady:>9.1f}{row.steady / base:>12.2f}{os.getloadavg()[0]:>6.1f}",
              flush=True)


if __name__ == "__main__":
    main()
