"""Hecatomb deck viability (HC-CONTENT-15): greedy vs greedy for every pair of the six
prebuilt decks, and random games with 3-6 players.

    python benchmarks/hecatomb_viability.py [--games N] [--random-games M] [--workers W]
        [--samples K] [--seed S]

The loop: for each of the 15 unordered deck pairs, N two-player games between greedy
bots (seats swapped in half of them, ``first_player = random``); then M random-bot
games for each of 3, 4, 5 and 6 players with prebuilt decks drawn at random. Prints
each deck's win rate against each other deck and overall (95 % Wilson intervals,
draws count half), the share of games that reached ``turn_limit`` and the action cap,
the starting player's win rate and the mean game length in game turns. The limits of
HC-CONTENT-15 are flagged: 35-65 % per pairing, 42-58 % overall, < 1 % at the turn
limit, no game at the action cap.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardtable.bots import GreedyBot
from cardtable.games.hecatomb.cards import prebuilt_decks
from cardtable.kernel import PlayerView, load
from cardtable.sim.stats import wilson


def play_greedy(task: tuple[str, str, int, int]) -> tuple[str, str, list[float], int, int, str]:
    """One greedy game: deck ``a`` in seat 0, ``b`` in seat 1."""
    a, b, seed, samples = task
    game = load("hecatomb")
    st = game.new_state(seed=seed, players=2, decks=[a, b])
    bots = [GreedyBot(seed=seed * 2 + s, samples=samples) for s in range(2)]
    while not st.is_terminal():
        seat = st.current_player()
        assert seat is not None
        st.apply(bots[seat].choose(PlayerView(st, seat)))
    return a, b, st.returns(), st.first, st.game_turn, st.end  # type: ignore[attr-defined]


def play_random(task: tuple[int, int]) -> tuple[int, str, int]:
    """One random game of ``players`` players with random prebuilt decks."""
    players, seed = task
    game = load("hecatomb")
    rng = random.Random(seed)
    decks = [rng.choice(sorted(prebuilt_decks())) for _ in range(players)]
    st = game.new_state(seed=seed, players=players, decks=decks)
    while not st.is_terminal():
        st.apply(rng.choice(st.legal_actions()))
    return players, st.end, st.game_turn  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="greedy games per deck pair")
    parser.add_argument("--random-games", type=int, default=50,
                        help="random games per player count 3-6")
    parser.add_argument("--samples", type=int, default=1, help="greedy determinizations")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    decks = sorted(prebuilt_decks())
    tasks = []
    for i, (a, b) in enumerate(itertools.combinations(decks, 2)):
        for g in range(args.games):
            seed = args.seed + 10_000 * i + g
            tasks.append((a, b, seed, args.samples) if g % 2 == 0 else
                         (b, a, seed, args.samples))
    start = time.time()
    score: dict[tuple[str, str], float] = {}
    count: dict[tuple[str, str], int] = {}
    first_wins = 0.0
    lengths: list[int] = []
    ends: dict[str, int] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for a, b, ret, first, turns, end in pool.map(play_greedy, tasks, chunksize=4):
            for seat, (me, other) in enumerate(((a, b), (b, a))):
                score[(me, other)] = score.get((me, other), 0.0) + (ret[seat] + 1) / 2
                count[(me, other)] = count.get((me, other), 0) + 1
            first_wins += (ret[first] + 1) / 2
            lengths.append(turns)
            ends[end] = ends.get(end, 0) + 1
        random_tasks = [(n, args.seed + 1000 * n + g) for n in (3, 4, 5, 6)
                        for g in range(args.random_games)]
        random_ends: dict[tuple[int, str], int] = {}
        for n, end, _turns in pool.map(play_random, random_tasks, chunksize=4):
            random_ends[(n, end)] = random_ends.get((n, end), 0) + 1
    total = len(tasks)
    print(f"greedy vs greedy, 2 players, {args.games} games per deck pair, "
          f"samples={args.samples}, {time.time() - start:.0f}s")
    short = {d: "".join(w[:3] for w in d.split("_")) for d in decks}
    print("win rate of the row deck against the column deck")
    print("        " + " ".join(f"{short[c]:>7}" for c in decks))
    for r in decks:
        cells = [f"{score[(r, c)] / count[(r, c)]:7.0%}" if (r, c) in count else "      ·"
                 for c in decks]
        print(f"{short[r]:>7} " + " ".join(cells))
    print("\ndeck                      overall   95% CI          games  flag")
    for r in decks:
        wins = sum(score.get((r, c), 0.0) for c in decks)
        n = sum(count.get((r, c), 0) for c in decks)
        lo, hi = wilson(wins, n)
        pair_flags = [c for c in decks if (r, c) in count
                      and not 0.35 <= score[(r, c)] / count[(r, c)] <= 0.65]
        flag = "" if 0.42 <= wins / n <= 0.58 else "FLAG overall outside 42-58%"
        if pair_flags:
            flag += f" FLAG vs {', '.join(short[c] for c in pair_flags)} outside 35-65%"
        print(f"{r:<24} {wins / n:8.1%}   [{lo:5.1%}, {hi:5.1%}]  {n:5d}  {flag}")
    print(f"\nstarting player wins {first_wins / total:.1%}; mean length "
          f"{sum(lengths) / total:.1f} game turns; ends: {ends}")
    limit = ends.get("turn_limit", 0) / total
    print(f"turn limit reached: {limit:.2%} {'FLAG (>= 1%)' if limit >= 0.01 else ''}; "
          f"action cap reached: {ends.get('action_cap', 0)}")
    print("random games with 3-6 players (ends by player count):")
    for n in (3, 4, 5, 6):
        row = {end: k for (m, end), k in random_ends.items() if m == n}
        print(f"  {n} players: {row}")


if __name__ == "__main__":
    main()
