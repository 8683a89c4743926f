"""Speed and memory figures of every registered game, beside RLCard's UNO.

    python benchmarks/run.py [--quick] [--json FILE] [--games G1,G2] [--seconds S]
                             [--include-toy]

For every game in the registry and every configuration of its
``sample_configs()`` it measures, in this one process: random playouts per
second, applied actions per second, mean actions per game, mean ``clone()``
time on mid-game states, and the bytes allocated to build one state. The
reference line is RLCard ``uno`` with random agents; each game's actions per
second is shown as a ratio to it. ``--quick`` keeps the whole run under a
minute. The measurements themselves are in ``bench_measures.py``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from bench_measures import COLUMNS, Budget, Subject, measure_subject  # noqa: E402
from bench_reference import Reference, measure_uno  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from cardtable.kernel import ENGINE_VERSION, game_ids, load, register  # noqa: E402

TOY_PATH = HERE.parent / "tests" / "support" / "toy_game.py"
QUICK_GAME_SECONDS = 40.0
"""In ``--quick`` mode all game measurements together get about this many seconds."""
QUICK_UNO_SECONDS = 5.0


def register_toy() -> None:
    """Register the test suite's toy game, unless a game called ``toy`` exists already."""
    if "toy" in game_ids():
        return
    spec = importlib.util.spec_from_file_location("cardtable_bench_toy_game", TOY_PATH)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(f"cannot import the toy game from {TOY_PATH}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    register(module.TOY)


def collect_subjects(selected: list[str] | None) -> tuple[list[Subject], dict[str, str]]:
    """One ``Subject`` per sample configuration of each game, and load errors by game id."""
    known = game_ids()
    ids = known if selected is None else selected
    unknown = [g for g in ids if g not in known]
    if unknown:
        raise SystemExit(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(known)}")
    subjects: list[Subject] = []
    errors: dict[str, str] = {}
    for game_id in ids:
        # Games are built in parallel by other people: one that does not load
        # is reported and the others are still measured.
        try:
            game = load(game_id)
            configs = game.sample_configs()
        except Exception as exc:
            errors[game_id] = f"{type(exc).__name__}: {exc}"
            continue
        subjects.extend(Subject(game, players, dict(options)) for players, options in configs)
    return subjects, errors


def run_games(subjects: list[Subject], budget: Budget,
              console: Console | None = None) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Figures for each subject (one row each) and measurement errors by label."""
    rows: list[dict[str, Any]] = []
    errors: dict[str, str] = {}
    for subject in subjects:
        if console is not None:
            console.print(f"[dim]measuring {subject.label} ...[/dim]")
        try:
            figures = measure_subject(subject, budget)
        except Exception as exc:
            errors[subject.label] = f"{type(exc).__name__}: {exc}"
            continue
        rows.append({"game": subject.game.id, "players": subject.players,
                     "options": subject.options, "label": subject.label, **figures})
    return rows, errors


def add_ratios(rows: list[dict[str, Any]], reference: Reference) -> None:
    """Each row's actions/s as a multiple of the reference's (``None`` without one)."""
    ref = None if reference.figures is None else reference.figures["actions_per_s"]
    for row in rows:
        row["actions_ratio_to_uno"] = None if ref is None else row["actions_per_s"] / ref


def _fmt(value: float | None, style: str) -> str:
    if value is None:
        return "-"
    if style == "kib":
        return f"{value / 1024:,.1f}"
    return style.format(value)


def build_table(rows: list[dict[str, Any]], reference: Reference) -> Table:
    table = Table(title="cardtable random playouts (one process, one core)",
                  caption="× uno: actions/s as a multiple of RLCard uno's; KiB: bytes "
                          "allocated to build one state (tracemalloc peak)")
    table.add_column("game, players, options")
    for _, header, _ in COLUMNS:
        table.add_column(header, justify="right")
    table.add_column("× uno", justify="right")
    for row in rows:
        table.add_row(row["label"],
                      *(_fmt(row.get(key), style) for key, _, style in COLUMNS),
                      _fmt(row.get("actions_ratio_to_uno"), "{:,.2f}"))
    if reference.figures is not None:
        ref = reference.figures
        table.add_row("rlcard uno 2p (reference)",
                      *(_fmt(ref.get(key), style) for key, _, style in COLUMNS),
                      "1.00", style="bold")
    return table


def report(rows: list[dict[str, Any]], reference: Reference, errors: dict[str, str],
           args: argparse.Namespace, budget: Budget) -> dict[str, Any]:
    """Everything the run measured, JSON-ready."""
    return {
        "meta": {
            "engine": ENGINE_VERSION,
            "python": platform.python_version(),
            "platform": platform.platform(),
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "quick": args.quick,
            "seconds_per_measurement": budget.seconds,
            "columns": {key: header for key, header, _ in COLUMNS},
        },
        "games": rows,
        "reference": {"name": "rlcard uno, 2 random agents", "figures": reference.figures,
                      "error": reference.error},
        "errors": errors,
    }


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="whole run under a minute")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write all figures to FILE")
    parser.add_argument("--games", help="comma-separated game ids (default: all registered)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="time box of each measurement (default 5, quick: up to 1)")
    parser.add_argument("--include-toy", action="store_true",
                        help="also measure the test suite's toy game")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    console = Console()
    if not console.is_terminal:
        console = Console(width=max(console.width, 120))
    if args.include_toy:
        register_toy()
    selected = None if args.games is None else [g for g in args.games.split(",") if g]
    subjects, errors = collect_subjects(selected)
    if args.seconds is not None:
        seconds = args.seconds
    elif args.quick:
        # Three measurements per configuration share the quick run's game budget.
        seconds = min(1.0, QUICK_GAME_SECONDS / (3 * max(1, len(subjects))))
    else:
        seconds = 5.0
    budget = Budget(seconds=seconds)
    uno_seconds = QUICK_UNO_SECONDS if args.quick else 4 * seconds

    rows, run_errors = run_games(subjects, budget, console)
    errors.update(run_errors)
    console.print("[dim]measuring rlcard uno ...[/dim]")
    reference = measure_uno(uno_seconds)
    add_ratios(rows, reference)

    console.print(build_table(rows, reference))
    if reference.error is not None:
        console.print(f"[yellow]{reference.error}[/yellow]")
    if not subjects and not errors:
        console.print("[yellow]no games registered; try --include-toy[/yellow]")
    for where, message in errors.items():
        console.print(f"[red]{where}: {message}[/red]")
    if args.json is not None:
        data = report(rows, reference, errors, args, budget)
        args.json.write_text(json.dumps(data, indent=1, ensure_ascii=False, default=str) + "\n",
                             encoding="utf-8")
        console.print(f"figures written to {args.json}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
