"""ISMCTS iterations per second per game, on one core, at mid-game positions.

For each registered game (or those named with --game), random play from a few
seeds reaches positions around a third of a typical game; the ISMCTS bot then
searches each position for a fixed number of iterations and the script prints
iterations per second. ``--clock cpu`` times this process's CPU time (steadier on
a shared machine), ``--clock wall`` the wall clock (the default). ``--workers 1,2``
measures root parallelism: each count in turn, on the wall clock (CPU time of one
process says nothing about a pool), after a warm-up move that starts the pool.
With --profile it also prints the hottest functions of one search, to find slow
spots in the kernel and the game (clone, legal_actions, apply).

    .venv/bin/python benchmarks/ismcts_speed.py [--iterations 1000] [--game clash_of_decks]
        [--clock cpu] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time
from collections.abc import Callable
from typing import Any

from cardtable.bots import IsmctsBot, RandomBot
from cardtable.heap import freeze_now
from cardtable.kernel import Game, PlayerView, State, game_ids, load


def mean_length(game: Game, players: int, seeds: int = 20) -> float:
    """Mean actions per random game (to place "mid-game")."""
    total = 0
    for seed in range(seeds):
        state = game.new_state(seed=seed, players=players)
        bot = RandomBot(seed)
        while (seat := state.current_player()) is not None:
            state.apply(bot.choose(PlayerView(state, seat)))
        total += state.steps
    return total / seeds


def positions(game: Game, players: int, count: int) -> list[State]:
    """Positions about a third into random games, each with a real choice to make."""
    target = max(1, int(mean_length(game, players) / 3))
    found: list[State] = []
    seed = 1000
    while len(found) < count and seed < 1000 + 20 * count:
        state = game.new_state(seed=seed, players=players)
        bot = RandomBot(seed)
        while (seat := state.current_player()) is not None:
            if state.steps >= target and len(state.legal_actions()) > 1:
                found.append(state)
                break
            state.apply(bot.choose(PlayerView(state, seat)))
        seed += 1
    return found


CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


def make_bot(seed: int, iterations: int, rollout_depth: int | str | None,
             workers: int = 1) -> IsmctsBot:
    """The bot; ``rollout_depth="game"`` keeps the game's tuned value (``Game.bot_params``)."""
    params: dict[str, Any] = {"iterations": iterations}
    if workers > 1:
        params["workers"] = workers
    if rollout_depth != "game":
        params["rollout_depth"] = rollout_depth
    return IsmctsBot(seed, **params)


def measure(game: Game, players: int, iterations: int, count: int,
            rollout_depth: int | str | None, workers: int = 1,
            clock: str = "wall") -> tuple[float, float, int]:
    """(mean it/s, min it/s, positions) over ``count`` mid-game positions."""
    now = CLOCKS[clock]
    rates = []
    found = positions(game, players, count)
    if workers > 1 and found:  # start the pool and load the game in its processes
        warm = found[0]
        seat = warm.current_player()
        assert seat is not None
        make_bot(0, 2 * workers, rollout_depth, workers).choose(PlayerView(warm, seat))
    for k, state in enumerate(found):
        seat = state.current_player()
        assert seat is not None
        bot = make_bot(k, iterations, rollout_depth, workers)
        view = PlayerView(state, seat)
        start = now()
        bot.choose(view)
        rates.append(bot.last_iterations / (now() - start))
    if not rates:
        return float("nan"), float("nan"), 0
    return statistics.fmean(rates), min(rates), len(rates)


def profile(game: Game, players: int, iterations: int, rollout_depth: int | str | None) -> None:
    state = positions(game, players, 1)[0]
    seat = state.current_player()
    assert seat is not None
    view = PlayerView(state, seat)
    bot = make_bot(0, iterations, rollout_depth)
    profiler = cProfile.Profile()
    profiler.runcall(bot.choose, view)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--game", action="append", help="game id (repeatable; default all)")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--rollout-depth", default="game",
                        help="moves, 'none' (play out), or 'game' (the game's tuned value)")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall clock or this process's CPU time (one worker only)")
    parser.add_argument("--workers", default="1",
                        help="comma-separated worker counts for root parallelism, e.g. 1,2")
    parser.add_argument("--no-freeze", action="store_true",
                        help="leave the import-time objects to the collector (cardtable.heap)")
    args = parser.parse_args()
    depth: int | str | None = (None if args.rollout_depth == "none" else args.rollout_depth
                               if args.rollout_depth == "game" else int(args.rollout_depth))
    counts = [int(w) for w in args.workers.split(",")]
    clock = args.clock if counts == [1] else "wall"
    print(f"ISMCTS {args.iterations} iterations, rollout depth {depth}, workers "
          f"{args.workers}, {clock} clock")
    print(f"{'game':<18}{'players':>8}{'workers':>8}{'positions':>10}{'mean it/s':>12}"
          f"{'min it/s':>12}")
    games = []
    for game_id in args.game or game_ids():
        try:
            games.append(load(game_id))
        except Exception as exc:  # a game still being built is skipped
            print(f"{game_id:<18} skipped: {exc}")
    if not args.no_freeze:
        freeze_now()  # as the search's pool workers do (settle_once)
    for game in games:
        game_id = game.id
        players = args.players or game.default_players
        for workers in counts:
            mean, low, n = measure(game, players, args.iterations, args.positions, depth,
                                   workers, clock)
            print(f"{game_id:<18}{players:>8}{workers:>8}{n:>10}{mean:>12,.0f}{low:>12,.0f}")
        if args.profile:
            profile(game, players, args.iterations, depth)


if __name__ == "__main__":
    main()
