"""Speed and memory figures of every registered game, beside other card engines.

    python benchmarks/run.py [--quick] [--json FILE] [--games G1,G2] [--seconds S]
                             [--include-toy] [--clock wall|cpu] [--no-freeze]

For every game in the registry and every configuration of its
``sample_configs()`` it measures, in this one process: random playouts per
second, applied actions per second, mean actions per game, mean ``clone()``
time on mid-game states, and the bytes allocated to build one state.

The reference lines (``bench_reference.py``) are other engines played by the
same loop as our games — legal-action list, ``Rng.below`` pick, step —
RLCard ``uno`` (2 players) and OpenSpiel ``hearts`` (4 players); each game's
actions per second is shown as a multiple of each (``× uno``, ``× hearts``).
RLCard's ``env.run`` with numpy ``RandomAgent`` s, the old reference, is
printed as its own row labelled as a different loop and takes no ratio.
gym-locm cannot be installed here (Python 3.11) and is listed as missing.
Half of every reference's time box runs before the games and half after; besides,
each game row's two playout measurements (events recorded, silent) are split into
rounds, every same-loop reference plays a short slice before, between and after them,
and the row's ratios are taken against those slices (``paired_references`` and
``paired_silent_references`` in the JSON), so a drift of the machine's speed during
the run hits both sides of every ratio alike.
The process freezes what the imports built before it measures any line (``cardtable.heap``,
as the simulation workers do; ``--no-freeze`` leaves it to the collector).
``--clock cpu`` times everything by this process's CPU time instead of the
wall clock: on a shared, loaded machine its ratios move far less between
runs. ``--quick`` keeps the whole run under a minute (wall clock). The
measurements themselves are in ``bench_measures.py``.
"""

from __future__ import annotations

import argparse
import gc
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

from bench_measures import (  # noqa: E402
    COLUMNS,
    Budget,
    Measure,
    Subject,
    measure_clone,
    measure_memory,
    measure_subject,
    play_games,
    playout_figures,
)
from bench_reference import (  # noqa: E402
    SAME_LOOP,
    SPECS,
    Player,
    Reference,
    Tally,
    gym_locm,
    play_for,
    prepare,
    result,
)
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from cardtable.heap import freeze_now  # noqa: E402
from cardtable.kernel import ENGINE_VERSION, game_ids, load, register  # noqa: E402

TOY_PATH = HERE.parent / "tests" / "support" / "toy_game.py"
QUICK_GAME_SECONDS = 40.0
"""In ``--quick`` mode all game measurements together get about this many seconds."""
QUICK_REFERENCE_SECONDS = 3.0
"""In ``--quick`` mode each reference line gets this many seconds (half before the games)."""


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


def run_games(subjects: list[Subject], budget: Budget, console: Console | None = None,
              refs: References | None = None) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Figures for each subject (one row each) and measurement errors by label. With
    ``refs``, the two playout measurements (events recorded, silent) are interleaved with
    the same-loop references (``interleaved_playouts``): the row's ratios are taken
    against the slices played between its own rounds (``paired_references``,
    ``paired_silent_references``), so the machine's speed drifting during the run hits
    both sides of a ratio alike. Without ``refs``, each measurement is one time box."""
    rows: list[dict[str, Any]] = []
    errors: dict[str, str] = {}
    for subject in subjects:
        if console is not None:
            console.print(f"[dim]measuring {subject.label} ...[/dim]")
        try:
            if refs is None:
                figures = measure_subject(subject, budget)
                paired: dict[str, float] = {}
                paired_silent: dict[str, float] = {}
            else:
                figures, paired = interleaved_playouts(subject, budget, refs, silent=False)
                silent, paired_silent = interleaved_playouts(subject, budget, refs,
                                                             silent=True)
                figures["silent_actions_per_s"] = silent["actions_per_s"]
                figures.update(measure_subject(subject, budget, LATER_MEASURES))
        except Exception as exc:
            errors[subject.label] = f"{type(exc).__name__}: {exc}"
            continue
        rows.append({"game": subject.game.id, "players": subject.players,
                     "options": subject.options, "label": subject.label, **figures,
                     "paired_references": paired,
                     "paired_silent_references": paired_silent})
    return rows, errors


ROUNDS = 5
"""Rounds a playout measurement's time box is split into (``interleaved_playouts``)."""
PAIRED_SHARE = 0.25
"""How long each same-loop reference plays between two rounds, as a share of a round."""
LATER_MEASURES: list[Measure] = [measure_clone, measure_memory]
"""The measurements that follow the two interleaved playout measurements."""


def interleaved_playouts(subject: Subject, budget: Budget, refs: References,
                         silent: bool) -> tuple[dict[str, float], dict[str, float]]:
    """``measure_playouts`` (``silent``: on states that record no events) of ``subject``
    in ``ROUNDS`` rounds of its time box, every same-loop reference playing a slice before
    the first round, between two rounds and after the last: (the row's figures, each
    reference's actions/s over its slices). A reference measured seconds before or after
    a row follows the machine's speed only roughly; slices between rounds follow it."""
    seconds = budget.seconds / ROUNDS
    slice_seconds = seconds * PAIRED_SHARE
    slices = refs.around(slice_seconds)
    games = actions = 0
    elapsed = 0.0
    for k in range(ROUNDS):
        # a cap on games is shared out over the rounds left
        left = (None if budget.max_games is None
                else -(-(budget.max_games - games) // (ROUNDS - k)))
        if left is not None and left <= 0:
            break
        part = Budget(seconds=seconds, max_games=left, samples=budget.samples,
                      clock=budget.clock)
        played, done, took = play_games(subject, part, silent, first_game=games)
        games += played
        actions += done
        elapsed += took
        for key, tally in refs.around(slice_seconds).items():
            slices[key] = slices[key] + tally if key in slices else tally
    paired = {key: tally.figures()["actions_per_s"] for key, tally in slices.items()}
    return playout_figures(games, actions, elapsed), paired


class References:
    """Every reference line, measured in two halves: ``before()`` and ``after()`` the games."""

    def __init__(self, seconds: float, max_games: int | None = None,
                 clock: str = "wall") -> None:
        self.seconds = seconds
        self.max_games = max_games
        self.clock = clock
        self.players: dict[str, Player | str] = {spec.key: prepare(spec) for spec in SPECS}
        self.tallies: dict[str, Tally] = {}

    def before(self) -> None:
        """The first half of every reference's time box (call before the games)."""
        self._half()

    def after(self) -> None:
        """The second half (call after the games)."""
        self._half()

    def _half(self) -> None:
        for spec in SPECS:
            player = self.players[spec.key]
            if isinstance(player, str):
                continue
            done = self.tallies.get(spec.key, Tally())
            if self.max_games is not None and done.games >= self.max_games:
                continue
            left = None if self.max_games is None else self.max_games - done.games
            self.tallies[spec.key] = done + play_for(player, self.seconds / 2, left,
                                                     seed=done.games, clock=self.clock)

    def around(self, seconds: float) -> dict[str, Tally]:
        """A slice of ``seconds`` of every same-loop reference (one that takes ratios), also
        counted into its run-wide tally; by key."""
        out: dict[str, Tally] = {}
        for spec in SPECS:
            player = self.players[spec.key]
            if not spec.ratio or isinstance(player, str):
                continue
            done = self.tallies.get(spec.key, Tally())
            if self.max_games is not None and done.games >= self.max_games:
                continue
            left = None if self.max_games is None else self.max_games - done.games
            part = play_for(player, seconds, left, seed=done.games, clock=self.clock)
            self.tallies[spec.key] = done + part
            out[spec.key] = part
        return out

    def results(self) -> list[Reference]:
        return [result(spec, self.players[spec.key], self.tallies.get(spec.key))
                for spec in SPECS] + [gym_locm(self.seconds, self.clock)]


def ratio_key(reference: Reference) -> str:
    return f"actions_ratio_to_{reference.key}"


def silent_ratio_key(reference: Reference) -> str:
    return f"silent_actions_ratio_to_{reference.key}"


def add_ratios(rows: list[dict[str, Any]], references: list[Reference]) -> None:
    """Each row's actions/s, with events and without (``silent``), as a multiple of every
    same-loop reference's (``None`` without): the reference's slices played between the
    rounds of that measurement (``paired_references``, ``paired_silent_references``) when
    the row has them, else its run-wide figure. The references record no log of their
    own."""
    for reference in references:
        if not reference.ratio:
            continue
        overall = None if reference.figures is None else reference.figures["actions_per_s"]
        for row in rows:
            ref = row.get("paired_references", {}).get(reference.key, overall)
            row[ratio_key(reference)] = None if ref is None else row["actions_per_s"] / ref
            silent = row.get("silent_actions_per_s")
            silent_ref = row.get("paired_silent_references", {}).get(reference.key, ref)
            row[silent_ratio_key(reference)] = (None if silent_ref is None or silent is None
                                                else silent / silent_ref)


def _fmt(value: float | None, style: str) -> str:
    if value is None:
        return "-"
    if style == "kib":
        return f"{value / 1024:,.1f}"
    return style.format(value)


def build_table(rows: list[dict[str, Any]], references: list[Reference],
                clock: str = "wall") -> Table:
    ratio_refs = [r for r in references if r.ratio]
    title = "cardtable random playouts (one process, one core)"
    if clock == "cpu":
        title += ", per second of CPU time"
    table = Table(title=title,
                  caption=f"every row is played by the same loop ({SAME_LOOP}, setup "
                          "included; hearts' chance nodes sampled by the same Rng and not "
                          "counted as actions) unless it says otherwise; × uno / × hearts: "
                          "actions/s "
                          "as a multiple of that reference's, played between the rounds "
                          "of the row's own measurement (the reference rows: the whole "
                          "run); "
                          "silent: the same loop on states that record no events "
                          "(State.stop_recording, as simulations and ISMCTS playouts run; "
                          "the references keep no log); KiB: "
                          "bytes allocated to build one state (tracemalloc peak)")
    table.add_column("game, players, options")
    for _, header, _ in COLUMNS:
        table.add_column(header, justify="right")
    for reference in ratio_refs:
        table.add_column(f"× {reference.key}", justify="right")
        table.add_column(f"silent × {reference.key}", justify="right")
    for row in rows:
        table.add_row(row["label"],
                      *(_fmt(row.get(key), style) for key, _, style in COLUMNS),
                      *(_fmt(row.get(k(r)), "{:,.2f}") for r in ratio_refs
                        for k in (ratio_key, silent_ratio_key)))
    for reference in references:
        if reference.figures is None:
            continue
        ref = reference.figures
        ratios = [None if r.figures is None
                  else ref["actions_per_s"] / r.figures["actions_per_s"] for r in ratio_refs]
        how = "same loop" if reference.loop.startswith(SAME_LOOP) else reference.loop
        table.add_row(f"{reference.name} (reference, {how})",
                      *(_fmt(ref.get(key), style) for key, _, style in COLUMNS),
                      *(_fmt(x, "{:,.2f}") for x in ratios for _ in range(2)), style="bold")
    return table


def report(rows: list[dict[str, Any]], references: list[Reference], errors: dict[str, str],
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
            "clock": budget.clock,
            "loop": SAME_LOOP,
            "columns": {key: header for key, header, _ in COLUMNS},
        },
        "games": rows,
        "references": [{"key": r.key, "name": r.name, "loop": r.loop, "ratio": r.ratio,
                        "figures": r.figures, "error": r.error} for r in references],
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
    parser.add_argument("--no-freeze", action="store_true",
                        help="leave the import-time objects to the collector (cardtable.heap)")
    parser.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                        help="seconds of the wall clock (default) or of this process's CPU")
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
    budget = Budget(seconds=seconds, clock=args.clock)
    reference_seconds = QUICK_REFERENCE_SECONDS if args.quick else 4 * seconds

    console.print("[dim]measuring the references (first half) ...[/dim]")
    refs = References(reference_seconds, clock=args.clock)
    if not args.no_freeze:
        # Every game and reference engine is imported now: freeze what that built, as
        # the simulation workers and ``cardtable serve`` do, for every line alike.
        freeze_now()
    refs.before()
    rows, run_errors = run_games(subjects, budget, console, refs)
    errors.update(run_errors)
    console.print("[dim]measuring the references (second half) ...[/dim]")
    refs.after()
    references = refs.results()
    add_ratios(rows, references)

    console.print(build_table(rows, references, args.clock))
    console.print("import-time objects " + ("left to the collector (--no-freeze)" if args.no_freeze
                  else "frozen before any line was measured (cardtable.heap.freeze_now)"))
    if not args.no_freeze:
        gc.unfreeze()  # the process is the caller's again
    for reference in references:
        if reference.error is not None:
            console.print(f"[yellow]{reference.name}: {reference.error}[/yellow]")
    if not subjects and not errors:
        console.print("[yellow]no games registered; try --include-toy[/yellow]")
    for where, message in errors.items():
        console.print(f"[red]{where}: {message}[/red]")
    if args.json is not None:
        data = report(rows, references, errors, args, budget)
        args.json.write_text(json.dumps(data, indent=1, ensure_ascii=False, default=str) + "\n",
                             encoding="utf-8")
        console.print(f"figures written to {args.json}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
