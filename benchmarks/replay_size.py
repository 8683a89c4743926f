"""What a finished game's replay costs the server and the browser: the JSON size of its
public frames (``server.replays.public_frames``) in pages, and the CPU time a page takes.

The game is the longest of ``--games`` seeded random games (random legal actions), so
the figure is for a long game of its kind. Printed: the steps, the bytes of every page
together, the biggest page, the log (every step's event texts) alone, and the CPU
seconds of one page (which replays the whole record, then builds its frames)::

    python benchmarks/replay_size.py --game hecatomb --players 4 --games 10
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from cardtable.kernel import GameRecord, Rng, State, load
from cardtable.server.replays import FRAMES, public_frames


def longest_game(game_id: str, players: int, games: int) -> GameRecord:
    """The record of the longest of ``games`` random games (seeds 0, 1, ...)."""
    best: tuple[State, int] | None = None
    for seed in range(games):
        state = load(game_id).new_state(seed=seed, players=players)
        rng = Rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        if best is None or len(state.history) > len(best[0].history):
            best = (state, seed)
    assert best is not None
    return GameRecord.from_state(best[0], best[1])


def size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="hecatomb")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--lang", default="cs")
    parser.add_argument("--count", type=int, default=FRAMES, help="frames per page")
    args = parser.parse_args()
    record = longest_game(args.game, args.players, args.games)
    steps = len(record.actions) + 1
    pages = []
    seconds = []
    for start in range(0, steps, args.count):
        began = time.process_time()
        pages.append(public_frames(record, args.lang, start, args.count))
        seconds.append(time.process_time() - began)
    log = public_frames(record, args.lang, 0, 1, log=True)["log"]
    sizes = [size(page) for page in pages]
    frames = [frame for page in pages for frame in page["frames"]]
    print(f"{args.game}, {args.players} players: {steps} frames, "
          f"{len(pages)} pages of {args.count}")
    print(f"all pages: {sum(sizes):,} bytes; biggest page {max(sizes):,}; "
          f"per frame {sum(sizes) // steps:,}")
    for part in ("observation", "board", "cards", "events"):
        print(f"  {part}: {sum(size(frame[part]) for frame in frames) // steps:,} bytes per frame")
    print(f"  catalog: {sum(size(page['catalog']) for page in pages) // len(pages):,} "
          "bytes per page")
    print(f"log alone: {size(log):,} bytes")
    print(f"cpu per page: {sum(seconds) / len(seconds):.3f} s (max {max(seconds):.3f} s)")


if __name__ == "__main__":
    main()
