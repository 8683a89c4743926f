"""Magic Tower balance report (MT-CONTENT-22): greedy vs greedy, every trump pair.

    python benchmarks/magic_tower_balance.py [--games N] [--samples K] [--seed S]

Two-player games between greedy bots for every ordered pair of trump sets
(seat 0's set, seat 1's set, preset with the ``trumps`` option), N games each
with seeds S.. and the dealer drawn as usual. Prints the matrix of the row
set's win rate against the column set and each set's overall win rate with a
95% Wilson interval; a set whose overall rate is outside 35-65% is flagged.
Draws count as half a win. Mirror pairs are played but left out of the
overall rate.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardtable.bots import GreedyBot
from cardtable.games.magic_tower.cards import COLLECTIBLE
from cardtable.kernel import PlayerView, load
from cardtable.sim.stats import wilson

SHORT = {"humans": "hum", "dragons": "dra", "titans": "tit", "undead": "und",
         "air_masters": "air", "water_masters": "wat"}


def play(trumps: tuple[str, str], seed: int, samples: int) -> list[float]:
    game = load("magic_tower")
    st = game.new_state(seed=seed, players=2, trumps=list(trumps))
    bots = [GreedyBot(seed=seed * 2 + s, samples=samples) for s in range(2)]
    while not st.is_terminal():
        seat = st.current_player()
        assert seat is not None
        st.apply(bots[seat].choose(PlayerView(st, seat)))
    return st.returns()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per ordered pair")
    parser.add_argument("--samples", type=int, default=2, help="greedy determinizations")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.time()
    score = {(r, c): 0.0 for r in COLLECTIBLE for c in COLLECTIBLE}
    count = {(r, c): 0 for r in COLLECTIBLE for c in COLLECTIBLE}
    for i, row in enumerate(COLLECTIBLE):
        for j, col in enumerate(COLLECTIBLE):
            for g in range(args.games):
                seed = args.seed + 1000 * (i * 6 + j) + g
                ret = play((row, col), seed, args.samples)
                for seat, (me, other) in enumerate(((row, col), (col, row))):
                    score[(me, other)] += (ret[seat] + 1) / 2
                    count[(me, other)] += 1
    print(f"greedy vs greedy, 2 players, {args.games} games per ordered pair, "
          f"samples={args.samples}, {time.time() - start:.0f}s")
    print("win rate of the row set against the column set (mirror: 50% by symmetry)")
    print("      " + " ".join(f"{SHORT[c]:>6}" for c in COLLECTIBLE))
    for r in COLLECTIBLE:
        cells = [f"{score[(r, c)] / count[(r, c)]:6.0%}" for c in COLLECTIBLE]
        print(f"{SHORT[r]:>5} " + " ".join(cells))
    print("\nset            overall   95% CI         games  flag")
    for r in COLLECTIBLE:
        wins = sum(score[(r, c)] for c in COLLECTIBLE if c != r)
        n = sum(count[(r, c)] for c in COLLECTIBLE if c != r)
        lo, hi = wilson(wins, n)
        flag = "" if 0.35 <= wins / n <= 0.65 else "FLAG (outside 35-65%)"
        print(f"{r:<14} {wins / n:7.1%}   [{lo:5.1%}, {hi:5.1%}]  {n:5d}  {flag}")


if __name__ == "__main__":
    main()
