"""Actions/s of every configuration, before and after a change, measured in one run.

    python benchmarks/compare.py --base REV [--work REV] [--rounds N] [--seconds S]
                                 [--games G1,G2] [--include-toy] [--tolerance T]
                                 [--clock cpu|wall] [--json FILE]

``--base REV`` is checked out into a temporary ``git worktree``; the other side
is the working tree as it is on disk (uncommitted edits included), or
``--work REV`` checked out the same way. Each side runs in its own worker
subprocess with ``PYTHONPATH=<tree>/src``, so each imports its own
``cardtable`` (the worker checks that it did); both are driven by this
script's measurement loop (``bench_measures.random_playout``, the loop of
``run.py``: legal-action list, ``Rng.below`` pick, ``apply``, setup included).

Every configuration of every game (``sample_configs()``) present on both
sides is measured. A calibration pass (also the warm-up) fixes how many games
one measurement plays, about ``--seconds`` long; then ``--rounds`` rounds
each play those games on both sides from the same seeds, one configuration
at a time, the two sides back to back and their order alternating (A B, B A,
...), so a change of the machine's speed hits both alike. Only one worker
runs at a time. Seconds are the worker's CPU time by default (``--clock
cpu``): on a shared machine the wall clock also counts the time other jobs
hold the core, which is most of the noise; ``--clock wall`` is there too.

It prints the base table, the work table and the ratio: per configuration
the geometric mean of the per-round work / base ratios with its 95 %
confidence interval (from their spread, the noise level) and a verdict —
``yes`` when the whole interval lies within ``1 ± tolerance``, ``SLOWER`` or
``faster`` when it lies wholly outside, ``unclear`` otherwise — then the
same over all configurations at once (per round, the geometric mean of the
configurations' ratios), and whether the sides played the same games (same
actions over the same seeds). It exits 1 when a verdict is ``SLOWER``, or
when a game or configuration could not be measured on both sides.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.util
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


# --- the worker: one side, in its own process ------------------------------------------

def _worker(tree: Path, games: list[str] | None, include_toy: bool) -> int:
    """Serve ``play`` requests (JSON lines on stdin) for the games of ``tree``."""
    out = sys.stdout
    # Anything a game prints goes to stderr; stdout carries the protocol only.
    sys.stdout = sys.stderr
    src = (tree / "src").resolve()
    import cardtable

    where = Path(cardtable.__file__).resolve()
    if not where.is_relative_to(src):
        _send(out, {"fatal": f"cardtable imported from {where}, not from {src}"})
        return 2
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    from bench_measures import CLOCKS, Subject, random_playout

    from cardtable.kernel import Rng, game_ids, load, register

    if include_toy and "toy" not in game_ids():
        toy_path = tree / "tests" / "support" / "toy_game.py"
        spec = importlib.util.spec_from_file_location("cardtable_compare_toy_game", toy_path)
        if spec is not None and spec.loader is not None and toy_path.exists():
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            register(module.TOY)
    subjects: dict[str, Subject] = {}
    errors: dict[str, str] = {}
    for game_id in game_ids() if games is None else games:
        try:
            game = load(game_id)
            configs = game.sample_configs()
        except Exception as exc:
            errors[game_id] = f"{type(exc).__name__}: {exc}"
            continue
        for players, options in configs:
            subject = Subject(game, players, dict(options))
            subjects[subject.label] = subject
    _send(out, {"cardtable": str(where.parent), "configs": list(subjects), "errors": errors})

    for line in sys.stdin:
        request = json.loads(line)
        if request["op"] == "quit":
            break
        subject = subjects[request["config"]]
        clock = CLOCKS[request.get("clock", "cpu")]
        gc.collect()
        try:
            if request["op"] == "calibrate":
                reply = _play_for(subject, request["seconds"], Rng, random_playout, clock)
            else:
                reply = _play_games(subject, request["games"], request["seed"], Rng,
                                    random_playout, clock)
        except Exception as exc:
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        _send(out, reply)
    return 0


def _play_games(subject: Any, games: int, seed: int, rng_type: Any, playout: Any,
                clock: Callable[[], float]) -> dict[str, Any]:
    """``games`` random games from seeds ``seed, seed + 1, ...``: the timed unit."""
    actions = 0
    start = clock()
    for i in range(games):
        actions += playout(subject.new_state(seed + i), rng_type(seed + i)).steps
    elapsed = clock() - start
    return {"games": games, "actions": actions, "elapsed": elapsed}


def _play_for(subject: Any, seconds: float, rng_type: Any, playout: Any,
              clock: Callable[[], float]) -> dict[str, Any]:
    """Games from seed 1 on until ``seconds`` are used (calibration and warm-up)."""
    games = actions = 0
    start = clock()
    elapsed = 0.0
    while elapsed < seconds:
        actions += playout(subject.new_state(1 + games), rng_type(1 + games)).steps
        games += 1
        elapsed = clock() - start
    return {"games": games, "actions": actions, "elapsed": elapsed}


def _send(out: IO[str], message: dict[str, Any]) -> None:
    out.write(json.dumps(message) + "\n")
    out.flush()


# --- the driver ----------------------------------------------------------------------

class Side:
    """One version under measurement: its tree and its worker process."""

    def __init__(self, name: str, rev: str, tree: Path, args: argparse.Namespace) -> None:
        self.name = name
        self.rev = rev
        self.tree = tree
        command = [sys.executable, str(HERE / "compare.py"), "--worker", "--tree", str(tree)]
        if args.games:
            command += ["--games", args.games]
        if args.include_toy:
            command.append("--include-toy")
        # One fixed hash seed for both sides: the same dict and set layouts, so
        # identical code gets identical work (override by setting it yourself).
        env = {"PYTHONHASHSEED": "0", **os.environ, "PYTHONPATH": str(tree / "src")}
        self.process = subprocess.Popen(command, cwd=tree, env=env, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        hello = self._receive()
        if "fatal" in hello:
            raise SystemExit(f"{name}: {hello['fatal']}")
        self.cardtable: str = hello["cardtable"]
        self.configs: list[str] = hello["configs"]
        self.errors: dict[str, str] = hello["errors"]

    def _receive(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"{self.name}: the worker stopped (exit {self.process.wait()})")
        reply: dict[str, Any] = json.loads(line)
        return reply

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._receive()

    def close(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(BrokenPipeError, OSError):
                assert self.process.stdin is not None
                self.process.stdin.write(json.dumps({"op": "quit"}) + "\n")
                self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class Cell:
    """One configuration on one side: summed counts and the per-round rates.

    (A plain class, not a dataclass: the tests load this script by path
    without entering it in ``sys.modules``, which dataclasses need.)
    """

    def __init__(self, error: str | None = None) -> None:
        self.games = 0
        self.actions = 0
        self.elapsed = 0.0
        self.rates: list[float] = []
        self.actions_by_round: list[int] = []
        self.error = error

    def add(self, reply: dict[str, Any]) -> None:
        self.games += reply["games"]
        self.actions += reply["actions"]
        self.elapsed += reply["elapsed"]
        self.rates.append(reply["actions"] / max(reply["elapsed"], 1e-9))
        self.actions_by_round.append(reply["actions"])

    @property
    def actions_per_s(self) -> float:
        return self.actions / max(self.elapsed, 1e-9)

    @property
    def playouts_per_s(self) -> float:
        return self.games / max(self.elapsed, 1e-9)

    @property
    def actions_per_game(self) -> float:
        return self.actions / max(1, self.games)


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, check=True, text=True,
                          capture_output=True)
    return done.stdout.strip()


@contextlib.contextmanager
def checkout(rev: str, into: Path) -> Iterator[Path]:
    """``rev`` checked out (detached) into the new folder ``into``, removed afterwards."""
    _git("worktree", "add", "--detach", "--quiet", str(into), rev)
    try:
        yield into
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):
            _git("worktree", "remove", "--force", str(into))
        shutil.rmtree(into, ignore_errors=True)
        with contextlib.suppress(subprocess.CalledProcessError):
            _git("worktree", "prune")


def calibrate(sides: list[Side], config: str, seconds: float, clock: str) -> int:
    """Games per measurement of ``config`` (about ``seconds`` on each side); warms both up."""
    counts = []
    for side in sides:
        reply = side.ask({"op": "calibrate", "config": config, "seconds": seconds,
                          "clock": clock})
        if "error" in reply:
            raise RuntimeError(f"{side.name}: {reply['error']}")
        counts.append(reply["games"] * seconds / max(reply["elapsed"], 1e-9))
    return max(1, round(sum(counts) / len(counts)))


def measure(sides: list[Side], configs: list[str], rounds: int, seconds: float,
            log: IO[str], clock: str = "cpu") -> tuple[dict[str, list[Cell]], dict[str, int]]:
    """Cells per configuration (one per side) and the games per measurement."""
    cells = {config: [Cell() for _ in sides] for config in configs}
    per_round: dict[str, int] = {}
    for config in configs:
        try:
            per_round[config] = calibrate(sides, config, seconds, clock)
        except RuntimeError as exc:
            for cell in cells[config]:
                cell.error = str(exc)
    for r in range(rounds):
        log.write(f"round {r + 1}/{rounds}\n")
        log.flush()
        for i, config in enumerate(configs):
            if config not in per_round:
                continue
            games = per_round[config]
            order = [0, 1] if (r + i) % 2 == 0 else [1, 0]
            for k in order:
                reply = sides[k].ask({"op": "play", "config": config, "games": games,
                                      "seed": 1 + r * games, "clock": clock})
                if "error" in reply:
                    cells[config][k].error = reply["error"]
                else:
                    cells[config][k].add(reply)
    return cells, per_round


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


_T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086]
"""Two-sided 95 % Student t quantiles for 1..20 degrees of freedom."""


def interval(ratios: list[float]) -> tuple[float, float, float]:
    """Geometric mean of per-round ratios and its 95 % confidence interval (t, log scale)."""
    logs = [math.log(r) for r in ratios]
    n = len(logs)
    mean = sum(logs) / n
    if n < 2:
        return math.exp(mean), 0.0, math.inf
    sd = math.sqrt(sum((x - mean) ** 2 for x in logs) / (n - 1))
    t = _T95[n - 2] if n - 1 <= len(_T95) else 1.96
    half = t * sd / math.sqrt(n)
    return math.exp(mean), math.exp(mean - half), math.exp(mean + half)


def verdict(low: float, high: float, tolerance: float) -> str:
    """``within`` / ``slower`` / ``faster`` when the whole interval says so, else ``unclear``."""
    if low >= 1 - tolerance and high <= 1 + tolerance:
        return "within"
    if high < 1 - tolerance:
        return "slower"
    if low > 1 + tolerance:
        return "faster"
    return "unclear"


def summarise(cells: dict[str, list[Cell]], tolerance: float) -> list[dict[str, Any]]:
    """One row per configuration: both sides' figures, the ratio, its interval, the verdict.

    The ratio is the geometric mean of the per-round work/base ratios (each
    round's two measurements ran back to back, so the machine's drift cancels
    in each); the 95 % interval comes from their spread.
    """
    rows = []
    for config, (base, work) in cells.items():
        row: dict[str, Any] = {"config": config}
        for name, cell in (("base", base), ("work", work)):
            row[name] = None if cell.error or not cell.games else {
                "games": cell.games, "playouts_per_s": cell.playouts_per_s,
                "actions_per_s": cell.actions_per_s, "actions_per_game": cell.actions_per_game}
        row["error"] = base.error or work.error
        if row["base"] is not None and row["work"] is not None:
            per_round = [w / b for w, b in zip(work.rates, base.rates, strict=True)]
            ratio, low, high = interval(per_round)
            row.update(ratio=ratio, low=low, high=high, round_ratios=per_round,
                       median_ratio=_median(per_round),
                       ratio_of_sums=work.actions_per_s / base.actions_per_s,
                       same_games=base.actions_by_round == work.actions_by_round,
                       verdict=verdict(low, high, tolerance))
        rows.append(row)
    return rows


def pooled(rows: list[dict[str, Any]], tolerance: float) -> dict[str, Any] | None:
    """All configurations together: per round, the geometric mean of the configurations' ratios.

    Only configurations measured in every round count; the interval is taken
    over the rounds, so it is much narrower than a single configuration's.
    """
    measured = [row["round_ratios"] for row in rows if "ratio" in row]
    if not measured:
        return None
    rounds = min(len(r) for r in measured)
    per_round = [geometric_mean([r[i] for r in measured]) or 1.0 for i in range(rounds)]
    ratio, low, high = interval(per_round)
    return {"configs": len(measured), "ratio": ratio, "low": low, "high": high,
            "round_ratios": per_round, "verdict": verdict(low, high, tolerance)}


def clock_name(clock: str) -> str:
    return "CPU time" if clock == "cpu" else "wall-clock time"


def geometric_mean(values: list[float]) -> float | None:
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


VERDICT_TEXT = {"within": "yes", "slower": "SLOWER", "faster": "faster", "unclear": "unclear"}


def print_tables(rows: list[dict[str, Any]], overall: dict[str, Any] | None,
                 sides: list[Side], rounds: int, tolerance: float, clock: str) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    if not console.is_terminal:
        console = Console(width=max(console.width, 120))
    for k, side in enumerate(sides):
        key = ("base", "work")[k]
        table = Table(title=f"{key}: {side.rev} ({side.cardtable})",
                      caption=f"{rounds} rounds; legal list → Rng.below → apply, setup "
                              f"included; per second of {clock_name(clock)}")
        table.add_column("game, players, options")
        for header in ("games", "playouts/s", "actions/s", "act/game"):
            table.add_column(header, justify="right")
        for row in rows:
            figures = row[key]
            if figures is None:
                table.add_row(row["config"], "-", "-", "-", "-")
                continue
            table.add_row(row["config"], f"{figures['games']:,}",
                          f"{figures['playouts_per_s']:,.1f}",
                          f"{figures['actions_per_s']:,.0f}",
                          f"{figures['actions_per_game']:,.1f}")
        console.print(table)
    table = Table(title="work / base actions/s",
                  caption=f"ratio: geometric mean of the per-round ratios, with its 95 % "
                          f"interval; rounds: their range; ok: yes when the whole interval is "
                          f"within ±{tolerance:.0%}, SLOWER / faster when it is wholly outside, "
                          f"unclear otherwise (more --rounds); same games: equal actions over "
                          f"the same seeds")
    table.add_column("game, players, options")
    for header in ("ratio", "95 % interval", "rounds min–max", "ok", "same games"):
        table.add_column(header, justify="right")
    for row in rows:
        if "ratio" not in row:
            table.add_row(row["config"], "-", "-", "-", "-", "-", style="red")
            continue
        low, high = min(row["round_ratios"]), max(row["round_ratios"])
        table.add_row(row["config"], f"{row['ratio']:.3f}",
                      f"{row['low']:.3f}–{row['high']:.3f}", f"{low:.3f}–{high:.3f}",
                      VERDICT_TEXT[row["verdict"]], "yes" if row["same_games"] else "no",
                      style=None if row["verdict"] == "within" else "yellow")
    if overall is not None:
        low, high = min(overall["round_ratios"]), max(overall["round_ratios"])
        table.add_row(f"all {overall['configs']} configurations (per-round geometric mean)",
                      f"{overall['ratio']:.3f}", f"{overall['low']:.3f}–{overall['high']:.3f}",
                      f"{low:.3f}–{high:.3f}", VERDICT_TEXT[overall["verdict"]], "",
                      style="bold")
    console.print(table)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="HEAD", help="git rev of the base side (default HEAD)")
    parser.add_argument("--work", default=None,
                        help="git rev of the other side (default: the working tree as is)")
    parser.add_argument("--rounds", type=int, default=10, help="A/B rounds (default 10)")
    parser.add_argument("--seconds", type=float, default=0.5,
                        help="about this long per configuration, side and round (default 0.5)")
    parser.add_argument("--games", help="comma-separated game ids (default: all on both sides)")
    parser.add_argument("--include-toy", action="store_true",
                        help="also measure the test suite's toy game (from each tree)")
    parser.add_argument("--tolerance", type=float, default=0.05,
                        help="the band 1 ± T a ratio must lie in (default 0.05)")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu",
                        help="seconds of the worker's CPU time (default) or of the wall clock")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write all figures to FILE")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tree", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    games = None if args.games is None else [g for g in args.games.split(",") if g]
    if args.worker:
        return _worker(args.tree, games, args.include_toy)
    base_rev = f"{args.base} ({_git('rev-parse', '--short', args.base)})"
    work_rev = ("working tree" if args.work is None
                else f"{args.work} ({_git('rev-parse', '--short', args.work)})")
    start = time.perf_counter()
    with contextlib.ExitStack() as stack:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="cardtable-cmp-")))
        base_tree = stack.enter_context(checkout(args.base, scratch / "base"))
        work_tree = (ROOT if args.work is None
                     else stack.enter_context(checkout(args.work, scratch / "work")))
        sides: list[Side] = []
        try:
            sides.append(Side("base", base_rev, base_tree, args))
            sides.append(Side("work", work_rev, work_tree, args))
            configs = [c for c in sides[0].configs if c in sides[1].configs]
            cells, _ = measure(sides, configs, args.rounds, args.seconds, sys.stderr,
                               args.clock)
        finally:
            for side in sides:
                side.close()
    rows = summarise(cells, args.tolerance)
    overall = pooled(rows, args.tolerance)
    print_tables(rows, overall, sides, args.rounds, args.tolerance, args.clock)
    only = {side.name: [c for c in side.configs if c not in configs] for side in sides}
    for name, missing in only.items():
        if missing:
            print(f"only in {name}, not compared: {', '.join(missing)}")
    for side in sides:
        for game_id, message in side.errors.items():
            print(f"{side.name}: {game_id} did not load: {message}")
    for row in rows:
        if row["error"]:
            print(f"{row['config']}: {row['error']}")
    print(f"{len(configs)} configurations, {args.rounds} rounds, "
          f"{time.perf_counter() - start:.0f} s")
    if args.json is not None:
        data = {"base": base_rev, "work": work_rev, "rounds": args.rounds, "clock": args.clock,
                "seconds": args.seconds, "tolerance": args.tolerance, "rows": rows,
                "overall": overall,
                "only": only, "errors": {s.name: s.errors for s in sides}}
        args.json.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    unclear = [row["config"] for row in rows if row.get("verdict") == "unclear"]
    if unclear:
        print(f"{len(unclear)} configuration(s) unclear at this noise level: more --rounds "
              "(or a quieter machine) narrow the intervals")
    verdicts = [row.get("verdict") for row in rows]
    if overall is not None:
        verdicts.append(overall["verdict"])
    # A game that loads on neither side (or one) is not compared: no proof either.
    load_errors = any(side.errors for side in sides) or any(missing for missing in only.values())
    failed = "slower" in verdicts or load_errors or any(row["error"] for row in rows)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
