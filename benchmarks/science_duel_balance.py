"""Science Duel class balance: greedy vs greedy for every ordered pair of prebuilt decks.

    python benchmarks/science_duel_balance.py [--games N] [--samples S] [--jobs J]
                                              [--vs-random N] [--markdown]

For each ordered pair (deck of seat 0, deck of seat 1), including mirrors, it
plays N games between two ``GreedyBot``s (``samples`` determinizations per
decision), the toss random, and prints the seat-0 deck's win rate with a 95%
Wilson interval (draws count half). Then each deck's overall win rate over
all its non-mirror games, on either seat. ``--vs-random N`` first plays N
greedy-vs-random games per deck (greedy on alternating seats) and prints
greedy's win rate. ``--markdown`` prints the matrix as a Markdown table for
``docs/rules/science_duel.md``.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import product

from cardtable.bots import GreedyBot, RandomBot
from cardtable.bots.base import Bot
from cardtable.kernel import PlayerView, load
from cardtable.sim.stats import wilson

MAX_TURNS = 120
"""A safety cap for bots (SD-DEC-73 option); games virtually always end earlier."""


def play_one(args: tuple[str, str, int, int, str, str]) -> float:
    """Seat 0's score (1 win, 0.5 draw, 0 loss) in one game."""
    deck0, deck1, seed, samples, kind0, kind1 = args
    game = load("science_duel")
    state = game.new_state(seed=seed, deck0=deck0, deck1=deck1, max_turns=MAX_TURNS)
    bots: list[Bot] = []
    for seat, kind in enumerate((kind0, kind1)):
        bots.append(GreedyBot(seed * 2 + seat, samples) if kind == "greedy"
                    else RandomBot(seed * 2 + seat))
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        state.apply(bots[seat].choose(PlayerView(state, seat)))
    return (state.returns()[0] + 1) / 2


def run(jobs: list[tuple[str, str, int, int, str, str]], workers: int) -> list[float]:
    if workers <= 1:
        return [play_one(j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play_one, jobs, chunksize=4))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per ordered pair")
    parser.add_argument("--samples", type=int, default=1, help="greedy determinizations")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--vs-random", type=int, default=0, help="greedy-vs-random games/deck")
    parser.add_argument("--markdown", action="store_true")
    opts = parser.parse_args()
    from cardtable.games.science_duel.cards import DECKS
    decks = sorted(DECKS)
    start = time.time()
    if opts.vs_random:
        print("greedy vs random (greedy's score, 95% interval):")
        total_w, total_n = 0.0, 0
        for deck in decks:
            jobs = []
            for k in range(opts.vs_random):
                if k % 2 == 0:
                    jobs.append((deck, deck, 1000 + k, opts.samples, "greedy", "random"))
                else:
                    jobs.append((deck, deck, 1000 + k, opts.samples, "random", "greedy"))
            scores = run(jobs, opts.jobs)
            wins = sum(s if k % 2 == 0 else 1 - s for k, s in enumerate(scores))
            lo, hi = wilson(wins, len(scores))
            total_w += wins
            total_n += len(scores)
            print(f"  {deck:<11} {wins / len(scores):.2f}  [{lo:.2f}, {hi:.2f}]")
        lo, hi = wilson(total_w, total_n)
        print(f"  {'all':<11} {total_w / total_n:.2f}  [{lo:.2f}, {hi:.2f}]  n={total_n}")
    pairs = list(product(decks, decks))
    jobs = [(a, b, 10_000 + 97 * i + k, opts.samples, "greedy", "greedy")
            for i, (a, b) in enumerate(pairs) for k in range(opts.games)]
    scores = run(jobs, opts.jobs)
    by_pair: dict[tuple[str, str], list[float]] = {p: [] for p in pairs}
    for job, score in zip(jobs, scores, strict=True):
        by_pair[(job[0], job[1])].append(score)
    overall: dict[str, list[float]] = {d: [] for d in decks}
    for (a, b), s in by_pair.items():
        if a != b:
            overall[a].extend(s)
            overall[b].extend(1 - x for x in s)
    print(f"\ngreedy vs greedy, {opts.games} games per ordered pair, samples={opts.samples}")
    print("row: deck of seat 0; cell: its score and 95% interval")
    header = "| seat 0 \\ seat 1 | " + " | ".join(decks) + " |"
    lines = [header, "|" + "---|" * (len(decks) + 1)]
    for a in decks:
        cells = []
        for b in decks:
            s = by_pair[(a, b)]
            lo, hi = wilson(sum(s), len(s))
            cells.append(f"{sum(s) / len(s):.2f} [{lo:.2f}, {hi:.2f}]")
        lines.append(f"| {a} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("| deck | overall score (non-mirror, both seats) | 95% interval | games |")
    lines.append("|---|---|---|---|")
    for d in decks:
        s = overall[d]
        lo, hi = wilson(sum(s), len(s))
        lines.append(f"| {d} | {sum(s) / len(s):.3f} | [{lo:.3f}, {hi:.3f}] | {len(s)} |")
    print("\n".join(lines) if opts.markdown else "\n".join(
        line.replace("|", " ") for line in lines))
    print(f"\n{len(jobs)} games in {time.time() - start:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
