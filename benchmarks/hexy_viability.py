"""HexyGame deck viability (HX-CONTENT-21): greedy against greedy with the two
preconstructed decks on ``hex_r4``, and random games on every standard map.

    python benchmarks/hexy_viability.py [--games N] [--random-games M] [--workers W]
        [--samples K] [--seed S]

The loop: N two-player games between greedy bots (``GreedyBot(samples=K)``), each
deck on each seat in half of them, ``first_player = random``; then M random-bot
games on each map of HX-CONTENT-17. Prints each deck's win rate and the starting
player's (95 % Wilson intervals, a draw counting half), how the games ended (Flag,
Winning Die, turn limit, caps), the mean length in turns and in actions, and flags
every limit of HX-CONTENT-21 that fails: decks within 42-58 %, the starting player
within 38-62 %, under 1 % at ``max_turns``, each win condition in at least 1 % of
the games, no game at a cap of HX-DEC-62 and no error in the random games.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardtable.bots import GreedyBot
from cardtable.games.hexy import HEXY
from cardtable.games.hexy.game import DEFAULT_DECKS
from cardtable.games.hexy.maps import map_ids
from cardtable.kernel import PlayerView
from cardtable.sim.stats import wilson

WIN_ENDS = ("flag", "die")


def play_greedy(task: tuple[int, int, int]) -> tuple[int, list[float], int, int, int, str]:
    """One greedy game; ``swap`` puts the second deck in seat 0. Returns the swap, the
    returns, the starting player, the turns, the actions and how it ended."""
    swap, seed, samples = task
    decks = list(reversed(DEFAULT_DECKS)) if swap else list(DEFAULT_DECKS)
    st = HEXY.new_state(seed=seed, players=2, decks=decks)
    bots = [GreedyBot(seed=seed * 2 + s, samples=samples) for s in range(2)]
    while not st.is_terminal():
        seat = st.current_player()
        assert seat is not None
        st.apply(bots[seat].choose(PlayerView(st, seat)))
    return swap, st.returns(), st.first, st.turn, st.steps, st.end


def play_random(task: tuple[str, int]) -> tuple[str, str]:
    """One random-bot game on ``map_id``: how it ended, or the error it raised."""
    map_id, seed = task
    rng = random.Random(seed)
    try:
        st = HEXY.new_state(seed=seed, players=2, map=map_id)
        while not st.is_terminal():
            st.apply(rng.choice(st.legal_actions()))
    except Exception as exc:  # the benchmark reports errors, it does not stop on them
        return map_id, f"error {type(exc).__name__}: {exc}"[:200]
    return map_id, st.end


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="greedy games")
    parser.add_argument("--random-games", type=int, default=1000,
                        help="random games per map")
    parser.add_argument("--samples", type=int, default=1, help="greedy determinizations")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    tasks = [(g % 2, args.seed + g, args.samples) for g in range(args.games)]
    start = time.time()
    deck_score = Counter[int]()
    first_score = 0.0
    turns: list[int] = []
    actions: list[int] = []
    ends = Counter[str]()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for swap, ret, first, n_turns, n_actions, end in pool.map(play_greedy, tasks,
                                                                  chunksize=4):
            for seat in (0, 1):
                deck = seat ^ swap
                deck_score[deck] += (ret[seat] + 1) / 2  # type: ignore[assignment]
            first_score += (ret[first] + 1) / 2
            turns.append(n_turns)
            actions.append(n_actions)
            ends[end] += 1
        greedy_seconds = time.time() - start
        random_tasks = [(m, args.seed + 100_000 + g) for m in map_ids()
                        for g in range(args.random_games)]
        random_ends = Counter[tuple[str, str]]()
        for map_id, end in pool.map(play_random, random_tasks, chunksize=8):
            random_ends[(map_id, end)] += 1
    n = len(tasks)
    print(f"greedy vs greedy on hex_r4, {n} games, samples={args.samples}, "
          f"{greedy_seconds:.0f}s")
    print("deck                 win rate   95% CI            flag")
    for deck, name in enumerate(DEFAULT_DECKS):
        lo, hi = wilson(deck_score[deck], n)
        rate = deck_score[deck] / n
        flag = "" if 0.42 <= rate <= 0.58 else "FLAG outside 42-58%"
        print(f"{name:<20} {rate:8.1%}   [{lo:5.1%}, {hi:5.1%}]   {flag}")
    lo, hi = wilson(first_score, n)
    rate = first_score / n
    print(f"starting player      {rate:8.1%}   [{lo:5.1%}, {hi:5.1%}]   "
          f"{'' if 0.38 <= rate <= 0.62 else 'FLAG outside 38-62%'}")
    print(f"mean length: {sum(turns) / n:.1f} turns, {sum(actions) / n:.0f} actions")
    shares = {end: k / n for end, k in sorted(ends.items())}
    print("ends: " + ", ".join(f"{end} {share:.1%}" for end, share in shares.items()))
    flags = []
    if shares.get("turn_limit", 0.0) >= 0.01:
        flags.append("FLAG: 1% or more of the games reached max_turns")
    flags += [f"FLAG: fewer than 1% of the games ended by {end}" for end in WIN_ENDS
              if shares.get(end, 0.0) < 0.01]
    if ends.get("cap"):
        flags.append(f"FLAG: {ends['cap']} games reached a cap of HX-DEC-62")
    print("random games per map (ends):")
    for map_id in map_ids():
        row = {end: k for (m, end), k in sorted(random_ends.items()) if m == map_id}
        print(f"  {map_id}: {row}")
        if any(end.startswith("error") or end == "cap" for end in row):
            flags.append(f"FLAG: random games on {map_id} raised errors or reached a cap")
    print("\n".join(flags) if flags else "every limit of HX-CONTENT-21 holds")


if __name__ == "__main__":
    main()
