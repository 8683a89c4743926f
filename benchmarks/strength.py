"""Bot strength per game: ISMCTS vs random, ISMCTS vs greedy, greedy vs random.

Each pairing plays batches of games (seats rotating, seeds derived from the
base seed and the game index, so runs are reproducible) until the 95% Wilson
interval of the first bot's win rate is narrower than +-``--half-width``, or
``--max-games`` or ``--budget`` seconds per pairing are reached (at least
``--min-games`` games are played before the interval may stop a pairing). Targets from
issue 6: ISMCTS >= 95% vs random and >= 70% vs greedy.

    .venv/bin/python benchmarks/strength.py [--iterations 1000] [--game clash_of_decks]
        [--workers 2] [--half-width 0.05] [--max-games 600] [--budget 1800]
        [--pairing 3 --bot-params :rollout_depth=8 --against :rollout_depth=20]
"""

from __future__ import annotations

import argparse
import time

from cardtable.kernel import game_ids, load
from cardtable.sim import make_job, run_jobs
from cardtable.sim.stats import Tally

TARGETS = {"random": 0.95, "greedy": 0.70}


def pairings(iterations: int, extra: str, against: str) -> list[tuple[str, str]]:
    """Pairings 0-2 are the issue's targets; 3 is ISMCTS with ``extra`` against ISMCTS
    with ``against`` (two parameter sets head to head at the same iterations)."""
    ismcts = f"ismcts:iterations={iterations}{extra}"
    rival = f"ismcts:iterations={iterations}{against}"
    return [(ismcts, "random"), (ismcts, "greedy"), ("greedy", "random"), (ismcts, rival)]


def run_pairing(game_id: str, a: str, b: str, args: argparse.Namespace) -> None:
    game = load(game_id)
    players = args.players or game.default_players
    start = time.perf_counter()
    tally: Tally | None = None
    played = 0
    batch = max(2 * players, args.batch)
    interrupted = False
    while played < args.max_games and not interrupted:
        size = min(batch, args.max_games - played)
        job = make_job(game, [a, b], size, players=players, seed=args.seed,
                       first=args.first + played)
        outcome = run_jobs([job], workers=args.workers)
        interrupted = outcome.interrupted
        if tally is None:
            tally = Tally(job)
        for result in outcome.results[0]:
            tally.add(result)
        played += size
        lo, hi = tally.entrants[0].interval
        narrow = (hi - lo) / 2 <= args.half_width and played >= args.min_games
        if narrow or time.perf_counter() - start > args.budget:
            break
    assert tally is not None
    record = tally.entrants[0]
    lo, hi = record.interval
    elapsed = time.perf_counter() - start
    target = TARGETS.get(b) if a.startswith("ismcts") else None
    verdict = ""
    if target is not None:
        verdict = ("meets" if record.win_rate >= target else "misses") + \
            f" target {100 * target:.0f}%" + (" (whole interval above)" if lo >= target else
                                             " (whole interval below)" if hi < target else "")
    print(f"{game_id:<16}{a + ' vs ' + b:<40}{record.games:>6}{100 * record.win_rate:>8.1f}%"
          f"  [{100 * lo:5.1f}, {100 * hi:5.1f}]  draws {record.draws:>3}"
          f"  {record.games / elapsed:6.2f} games/s  {verdict}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--bot-params", default="", help="extra ismcts params, e.g. "
                        ":rollout=greedy:rollout_depth=10")
    parser.add_argument("--against", default=":rollout_depth=20",
                        help="the rival's extra ismcts params in pairing 3")
    parser.add_argument("--game", action="append", help="game id (repeatable; default all)")
    parser.add_argument("--pairing", action="append", type=int,
                        help="0: ismcts-random, 1: ismcts-greedy, 2: greedy-random, "
                        "3: ismcts (--bot-params) vs ismcts (--against); default 0-2")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--half-width", type=float, default=0.05)
    parser.add_argument("--max-games", type=int, default=600)
    parser.add_argument("--min-games", type=int, default=100,
                        help="games before a narrow interval may stop a pairing")
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--budget", type=float, default=1800.0, help="seconds per pairing")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first game (to extend an earlier run with new games)")
    args = parser.parse_args()
    print(f"{'game':<16}{'pairing':<40}{'games':>6}{'win rate':>9}  95% interval")
    for game_id in args.game or game_ids():
        try:
            load(game_id)
        except Exception as exc:  # a game still being built is skipped
            print(f"{game_id:<16}skipped: {exc}")
            continue
        for k, (a, b) in enumerate(pairings(args.iterations, args.bot_params, args.against)):
            if (k in args.pairing) if args.pairing else k < 3:
                run_pairing(game_id, a, b, args)


if __name__ == "__main__":
    main()
