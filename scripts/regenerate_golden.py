"""Regenerate or check the golden traces under tests/golden/data (see tests/golden/trace.py).

    python scripts/regenerate_golden.py                    # regenerate every game
    python scripts/regenerate_golden.py --game magic_tower # one game (repeatable)
    python scripts/regenerate_golden.py --check            # replay only; exit 1 on a change

Regenerating prints, per configuration, whether its traces are new, unchanged
or changed (how many seeds, and the first differing step and part of each),
and removes files of configurations the game no longer lists.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from cardtable.kernel import load  # noqa: E402
from golden.trace import (  # noqa: E402
    DATA_DIR,
    Mismatch,
    check_config,
    config_path,
    config_slug,
    diff_configs,
    golden_game_ids,
    load_data,
    record_config,
    save,
    stored_paths,
)

Config = tuple[str, int, dict[str, Any]]
SHOW = 5
"""Mismatches listed per configuration; the rest are counted."""


def _configs(games: Sequence[str]) -> list[Config]:
    return [(g, players, options) for g in games for players, options in load(g).sample_configs()]


def _record(job: tuple[Config, int | None]) -> tuple[Config, dict[str, Any], float]:
    (game_id, players, options), count = job
    start = time.perf_counter()
    data = record_config(game_id, players, options, count)
    return (game_id, players, options), data, time.perf_counter() - start


def _check(path: Path) -> tuple[Path, int, list[Mismatch], float]:
    start = time.perf_counter()
    data = load_data(path)
    mismatches = check_config(data, path.name.removesuffix(".json.gz"))
    return path, len(data["games"]), mismatches, time.perf_counter() - start


def _show(mismatches: list[Mismatch]) -> None:
    for m in mismatches[:SHOW]:
        print(f"    {m}")
    if len(mismatches) > SHOW:
        print(f"    ... and {len(mismatches) - SHOW} more")


def regenerate(games: Sequence[str], jobs: int, count: int | None) -> int:
    configs = _configs(games)
    wanted = {config_path(*c) for c in configs}
    changed = 0
    with Pool(jobs) as pool:
        for (game_id, players, options), data, seconds in pool.imap_unordered(
                _record, [(c, count) for c in configs]):
            path = config_path(game_id, players, options)
            slug = config_slug(players, options)
            label = f"{game_id}/{slug}"
            n, steps = len(data["games"]), sum(g["steps"] for g in data["games"])
            stats = f"{n} games, {steps} steps, {seconds:.1f} s"
            if not path.exists():
                print(f"new       {label} ({stats})")
                changed += 1
            else:
                diffs = diff_configs(load_data(path), data, slug)
                if diffs:
                    print(f"CHANGED   {label}: {len(diffs)} of {n} games differ ({stats})")
                    _show(diffs)
                    changed += 1
                else:
                    print(f"unchanged {label} ({stats})")
            save(path, data)
    for game_id in games:
        for path in stored_paths(game_id):
            if path not in wanted:
                print(f"removed   {game_id}/{path.name} (no longer in sample_configs)")
                path.unlink()
                changed += 1
    print(f"{changed} configuration file(s) new, changed or removed; data in {DATA_DIR}")
    return 0


def check(games: Sequence[str], jobs: int) -> int:
    paths = [p for g in games for p in stored_paths(g)]
    missing = [c for c in _configs(games) if not config_path(*c).exists()]
    failed = 0
    with Pool(jobs) as pool:
        for path, n, mismatches, seconds in pool.imap_unordered(_check, paths):
            label = f"{path.parent.name}/{path.name.removesuffix('.json.gz')}"
            if mismatches:
                failed += 1
                print(f"DIFFERS   {label}: {len(mismatches)} of {n} games ({seconds:.1f} s)")
                _show(mismatches)
            else:
                print(f"identical {label}: {n} games ({seconds:.1f} s)")
    for game_id, players, options in missing:
        print(f"MISSING   {game_id}/{config_slug(players, options)} {players}p {options}")
    print(f"{len(paths) - failed} of {len(paths)} configurations identical, "
          f"{len(missing)} without golden data")
    return 1 if failed or missing else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--check", action="store_true",
                        help="replay the stored seeds and report differences; write nothing")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: all cores)")
    parser.add_argument("--count", type=int, default=None,
                        help="seeded games per configuration (default: per game, see trace.py)")
    args = parser.parse_args(argv)
    known = golden_game_ids()
    games = args.game or known
    unknown = [g for g in games if g not in known]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(known)}")
    start = time.perf_counter()
    code = check(games, args.jobs) if args.check else regenerate(games, args.jobs, args.count)
    print(f"took {time.perf_counter() - start:.1f} s with {args.jobs} worker(s)")
    return code


if __name__ == "__main__":
    sys.exit(main())
