"""Clash of Decks viability and balance run (CD-CONTENT-5).

    python benchmarks/clash_of_decks_balance.py [--games N] [--solo-games M]
        [--random-games R] [--samples K] [--workers W] [--seed S] [--parts P]

1. Duel Prepared, greedy vs greedy, N games per ordered pair of different decks
   (seat 0's deck, seat 1's deck), the starting player drawn by the coin toss.
   Prints the row deck's win rate against the column deck with a 95% Wilson
   interval, both seat orders pooled per pair, and each deck's overall rate.
   Bounds: every pair in [35%, 65%], every deck overall in [42%, 58%].
2. Random vs random: the share of R Duel and R Solo games that end before the
   turn limit (bound: at least 99%).
3. Solo quick game, Prepared format, greedy player with each deck: M games per
   deck; bound: a win rate in [25%, 75%].
Draws count as half a win. ``--parts`` picks a comma-separated subset of
``duel``, ``random`` and ``solo`` (default all three; the Solo part is the fast
one). Exit status 1 when a bound of a part that ran fails.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardtable.bots import GreedyBot
from cardtable.kernel import PlayerView, load
from cardtable.sim.stats import wilson

DECKS = (1, 2, 3, 4)
GAME_ID = "clash_of_decks"


def duel_game(job: tuple[int, int, int, int]) -> tuple[int, int, float]:
    """One greedy-vs-greedy Duel: returns (deck of seat 0, deck of seat 1, seat 0's score)."""
    a, b, seed, samples = job
    state = load(GAME_ID).new_state(seed=seed, prepared_decks=[a, b])
    bots = [GreedyBot(seed=seed * 2 + s, samples=samples) for s in range(2)]
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        state.apply(bots[seat].choose(PlayerView(state, seat)))
    return a, b, (state.returns()[0] + 1) / 2


def solo_game(job: tuple[int, int, int]) -> tuple[int, float]:
    """One Solo quick game (Prepared) of a greedy player with ``deck``."""
    deck, seed, samples = job
    state = load(GAME_ID).new_state(seed=seed, mode="solo", format="prepared",
                                    prepared_decks=[deck])
    bot = GreedyBot(seed=seed, samples=samples)
    while not state.is_terminal():
        state.apply(bot.choose(PlayerView(state, 0)))
    return deck, (state.returns()[0] + 1) / 2


def random_game(job: tuple[int, int]) -> bool:
    """One random-vs-random game; True when it ended before the turn limit."""
    players, seed = job
    state = load(GAME_ID).new_state(seed=seed, players=players)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return any(state.returns())  # a draw (all zeros) only comes from the turn limit


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def interval(wins: float, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"{pct(wins / n)} [{pct(lo)}, {pct(hi)}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="Duel games per ordered pair")
    parser.add_argument("--solo-games", type=int, default=1000, help="Solo games per deck")
    parser.add_argument("--random-games", type=int, default=2000)
    parser.add_argument("--samples", type=int, default=4, help="greedy determinizations")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parts", default="duel,random,solo")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    ok = True
    start = time.time()
    pairs = list(itertools.permutations(DECKS, 2))
    jobs = [(a, b, args.seed * 1_000_003 + 7919 * a + 104729 * b + k * 13, args.samples)
            for a, b in pairs for k in range(args.games)]
    with Pool(args.workers) as pool:
        duel = pool.map(duel_game, jobs, chunksize=16) if "duel" in parts else []
        solo = (pool.map(solo_game, [(d, args.seed * 7_000_003 + 31 * k + d, args.samples)
                                     for d in DECKS for k in range(args.solo_games)],
                         chunksize=16) if "solo" in parts else [])
        ends = {n: pool.map(random_game, [(n, args.seed * 5_000_011 + k)
                                          for k in range(args.random_games)], chunksize=64)
                for n in ((2, 1) if "random" in parts else ())}
    print(f"# Clash of Decks balance (greedy samples={args.samples}, {args.games} games per "
          f"ordered pair, seed {args.seed}, parts {args.parts})\n")
    if "duel" in parts:
        ok &= print_duel(duel, pairs, args.games)
    for n, label in ((2, "Duel"), (1, "Solo")):
        if n not in ends:
            continue
        share = sum(ends[n]) / len(ends[n])
        ok &= share >= 0.99
        print(f"\nRandom vs random {label}: {pct(share)} of {len(ends[n])} games end before "
              "the turn limit")
    if "solo" in parts:
        print("\nSolo quick game (Prepared), greedy player's win rate by deck:\n")
        for d in DECKS:
            wins = sum(s for deck, s in solo if deck == d)
            rate = wins / args.solo_games
            ok &= 0.25 <= rate <= 0.75
            print(f"- Deck {d}: {interval(wins, args.solo_games)}")
    print(f"\nbounds of CD-CONTENT-5: {'all hold' if ok else 'NOT all hold'}; "
          f"{time.time() - start:.0f} s")
    return 0 if ok else 1


def print_duel(duel: list[tuple[int, int, float]], pairs: list[tuple[int, int]],
               games: int) -> bool:
    """Print the Duel matrix; True when every pair and every deck overall is in bounds."""
    ok = True
    score = {(a, b): 0.0 for a, b in pairs}
    for a, b, s in duel:
        score[(a, b)] += s
    print("Row deck's win rate against the column deck (both seat orders, 95% Wilson):\n")
    print("| deck | " + " | ".join(f"Deck {d}" for d in DECKS) + " | overall |")
    print("|---" * (len(DECKS) + 2) + "|")
    for a in DECKS:
        cells, total = [], 0.0
        for b in DECKS:
            if a == b:
                cells.append("—")
                continue
            wins = score[(a, b)] + (games - score[(b, a)])
            total += wins
            cells.append(interval(wins, 2 * games))
            lo_ok = 0.35 <= wins / (2 * games) <= 0.65
            ok &= lo_ok
        n_all = 2 * games * (len(DECKS) - 1)
        overall_ok = 0.42 <= total / n_all <= 0.58
        ok &= overall_ok
        print(f"| Deck {a} | " + " | ".join(cells) + f" | {interval(total, n_all)} |")
    print("\nPer ordered pair (seat 0 deck v seat 1 deck): "
          + ", ".join(f"{a}v{b} {pct(score[(a, b)] / games)}" for a, b in pairs))
    return ok


if __name__ == "__main__":
    sys.exit(main())
