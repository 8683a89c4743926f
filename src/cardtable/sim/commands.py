"""``cardtable simulate`` and ``cardtable report``: plain functions plus typer wrappers.

``simulate_command`` and ``report_command`` take plain arguments and print
with rich; ``register_commands(app)`` adds both to a typer app as the
``simulate`` and ``report`` commands (``sim_app`` is a typer app holding just
these two). Errors in the input (unknown game or bot, bad option) print one
line and give exit code 2; Ctrl-C prints what finished and gives 130.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from cardtable.kernel.errors import CardtableError, OptionError
from cardtable.kernel.i18n import LANGS
from cardtable.kernel.untrusted import clean, shorten
from cardtable.sim.backends import BACKENDS, check_workers
from cardtable.sim.match import parse_value
from cardtable.sim.messages import text
from cardtable.sim.runner import MatchOutcome, run_match
from cardtable.sim.stats import Record

INTERRUPTED = 130
USAGE = 2


def parse_option_entries(entries: Sequence[str]) -> dict[str, Any]:
    """``["turns=5", "prepared-decks=[1,3]"]`` -> ``{"turns": 5, "prepared_decks": [1, 3]}``."""
    options: dict[str, Any] = {}
    for entry in entries:
        key, sep, raw = entry.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise ValueError(f"option '{entry}' is not key=value")
        options[key] = parse_value(raw)
    return options


def error_line(console: Console, line: str) -> None:
    """One red line, never wrapped, without control characters, cut at 400 characters."""
    joined = " ".join(part.strip() for part in line.splitlines() if part.strip())
    console.print(Text(shorten(clean(joined), 400), style="red"), soft_wrap=True)


def _pct(x: float) -> str:
    return "-" if x != x else f"{100 * x:.1f}%"


def _interval(record: Record) -> str:
    lo, hi = record.interval
    return f"[{100 * lo:.1f}, {100 * hi:.1f}]"


def results_table(outcome: MatchOutcome) -> Table:
    """Win rates per entrant, with 95% Wilson intervals."""
    tally = outcome.tally
    table = Table(title=f"{tally.job.game.id}: {tally.games} games, seats rotating")
    for name, justify in (("bot", "left"), ("games", "right"), ("wins", "right"),
                          ("draws", "right"), ("losses", "right"), ("win rate", "right"),
                          ("95% CI", "right"), ("score", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for entrant, record in zip(tally.job.entrants, tally.entrants, strict=True):
        table.add_row(entrant.name, str(record.games), str(record.wins), str(record.draws),
                      str(record.losses), _pct(record.win_rate), _interval(record),
                      _pct(record.score))
    return table


def print_outcome(outcome: MatchOutcome, console: Console) -> None:
    """The result table and the summary lines."""
    tally = outcome.tally
    console.print(results_table(outcome))
    if not tally.games:
        return
    first = tally.first_player
    fair = 1 / tally.job.players
    console.print(f"mean game length: {tally.mean_length:.1f} actions "
                  f"(min {min(tally.lengths)}, max {max(tally.lengths)})")
    if tally.job.players > 1:
        console.print(f"first player wins {_pct(first.win_rate)} {_interval(first)} "
                      f"(fair share {_pct(fair)}; advantage "
                      f"{100 * tally.first_player_advantage():+.1f} points)")
        seats = ", ".join(f"seat {s}: {_pct(r.win_rate)}" for s, r in enumerate(tally.seats))
        console.print(f"win rate by seat: {seats}; drawn games: {tally.draws}")
    console.print(f"{len(outcome.results)} games in {outcome.elapsed:.1f} s "
                  f"({outcome.games_per_second:.1f} games/s)")


def simulate_command(game: str, bots: str | Sequence[str], games: int = 100,
                     players: int | None = None, options: Mapping[str, Any] | None = None,
                     workers: int | None = None, backend: str = "local",
                     address: str | None = None, seed: int = 0,
                     jsonl: str | Path | None = None, console: Console | None = None,
                     progress: bool = True) -> int:
    """Run a match and print the table; returns the exit code."""
    console = console or Console()
    names = bots.split(",") if isinstance(bots, str) else list(bots)
    try:
        workers = _workers(workers, backend, console, "en")
        outcome = run_match(game, [n.strip() for n in names if n.strip()], games,
                            players=players, options=options, seed=seed, jsonl=jsonl,
                            backend=backend, workers=workers, address=address,
                            progress=console if progress else False)
    except (CardtableError, ValueError) as exc:
        error_line(console, f"error: {exc}")
        return USAGE
    print_outcome(outcome, console)
    code = 0
    if outcome.jsonl_error is not None:
        error_line(console, text("jsonl_failed", "en", path=jsonl, reason=outcome.jsonl_error))
        code = 1
    elif jsonl is not None:
        console.print(escape(f"records: {jsonl}"))
    if outcome.interrupted:
        console.print(f"[bold]interrupted[/bold]: kept {len(outcome.results)} finished games")
        return INTERRUPTED
    return code


def _workers(workers: int | None, backend: str, console: Console, lang: str) -> int | None:
    """``workers`` capped at the machine's cores with a warning; ``OptionError`` below 1."""
    used, asked = check_workers(workers, backend)
    if asked is not None:
        console.print(escape(text("workers_capped", lang, asked=asked, cores=used)),
                      style="yellow")
        return used
    return workers


def report_command(game: str, out: str | Path, bots: str | Sequence[str] = "greedy",
                   games: int = 200, players: int | None = None,
                   options: Mapping[str, Any] | None = None, workers: int | None = None,
                   backend: str = "local", address: str | None = None, seed: int = 0,
                   console: Console | None = None, progress: bool = True,
                   factions: str | Sequence[str] | None = None,
                   faction_option: str | None = None, lang: str = "en") -> int:
    """Run a balance study and write HTML, PNGs and CSV to ``out``; the exit code."""
    from cardtable.sim.report import report

    console = console or Console()
    names = bots.split(",") if isinstance(bots, str) else list(bots)
    if isinstance(factions, str):
        factions = [f.strip() for f in factions.split(",") if f.strip()]
    if lang not in LANGS:
        console.print(f"[red]error:[/red] unknown language '{escape(lang)}'; expected one of "
                      f"{', '.join(LANGS)}")
        return USAGE
    try:
        workers = _workers(workers, backend, console, lang)
        result = report(game, out, bots=[n.strip() for n in names if n.strip()],
                        games=games, players=players, options=options, seed=seed,
                        backend=backend, workers=workers, address=address,
                        progress=console if progress else False, factions=factions,
                        faction_option=faction_option, lang=lang)
    except OptionError as exc:
        error_line(console, text("error", lang, message=exc.text(lang)))
        return USAGE
    except (CardtableError, ValueError) as exc:
        error_line(console, text("error", lang, message=exc))
        return USAGE
    console.print(result.summary_table())
    for path in result.files:
        console.print(escape(text("wrote", lang, path=path)))
    if result.write_error is not None:
        error_line(console, text("write_failed", lang, path=out, reason=result.write_error))
        return 1
    if result.interrupted:
        console.print(escape(text("report_interrupted", lang)), style="bold")
        return INTERRUPTED
    return 0


# ---- typer wrappers --------------------------------------------------------------
GameArg = Annotated[str, typer.Argument(help="Game id.")]
PlayersOpt = Annotated[int | None, typer.Option(
    "--players", "-p", help="Number of players (default: one per bot, or the game's).")]
OptionOpt = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="Game option key=value (repeatable).")]
WorkersOpt = Annotated[int | None, typer.Option(
    "--workers", "-w", help="Worker processes (default: one per core; 1 = in process).")]
BackendOpt = Annotated[str, typer.Option(
    "--backend", help=f"Where games run: {', '.join(BACKENDS)}.")]
AddressOpt = Annotated[str | None, typer.Option(
    "--address", help="Ray cluster address (ray backend; default: a local Ray).")]
SeedOpt = Annotated[int, typer.Option("--seed", help="Base seed; game i uses a seed "
                                      "derived from it and i.")]


def simulate_cli(
    game: GameArg,
    bots: Annotated[str, typer.Option(
        "--bots", "-b", help="Comma-separated bots, e.g. ismcts,greedy or "
        "ismcts:iterations=200,random; repeated to fill the seats.")] = "greedy,random",
    games: Annotated[int, typer.Option("--games", "-n", help="Number of games.")] = 100,
    players: PlayersOpt = None, option: OptionOpt = None, workers: WorkersOpt = None,
    backend: BackendOpt = "local", address: AddressOpt = None, seed: SeedOpt = 0,
    jsonl: Annotated[Path | None, typer.Option(
        "--jsonl", help="Write every game's record to this JSONL file.")] = None,
) -> None:
    """Play many bot games with seat rotation; print win rates with 95% intervals."""
    try:
        options = parse_option_entries(option or [])
    except ValueError as exc:
        error_line(Console(), f"error: {exc}")
        raise typer.Exit(USAGE) from None
    raise typer.Exit(simulate_command(game, bots, games, players, options, workers, backend,
                                      address, seed, jsonl))


def report_cli(
    game: GameArg,
    out: Annotated[Path, typer.Option("--out", help="Directory for HTML, PNG and CSV.")],
    bots: Annotated[str, typer.Option(
        "--bots", "-b", help="Bot(s) playing every seat of the study.")] = "greedy",
    games: Annotated[int, typer.Option(
        "--games", "-n", help="Games per cell of the matrix.")] = 200,
    players: PlayersOpt = None, option: OptionOpt = None, workers: WorkersOpt = None,
    backend: BackendOpt = "local", address: AddressOpt = None, seed: SeedOpt = 0,
    factions: Annotated[str | None, typer.Option(
        "--factions", help="Comma-separated faction values for a matrix without a game "
        "hook, e.g. 1,2,3,4 (with --faction-option).")] = None,
    faction_option: Annotated[str | None, typer.Option(
        "--faction-option", help="Per-seat list option the factions go into, "
        "e.g. prepared_decks.")] = None,
    lang: Annotated[str, typer.Option(
        "--lang", help=f"Language of the page, plots and names: {', '.join(LANGS)}.")] = "en",
) -> None:
    """Balance report: win-rate matrix (a faction matrix, or with --players 1 each faction
    against the game's own AI per level), game lengths, the first-player edge, and
    per-card rates for games that name the cards played."""
    try:
        options = parse_option_entries(option or [])
    except ValueError as exc:
        error_line(Console(), f"error: {exc}")
        raise typer.Exit(USAGE) from None
    raise typer.Exit(report_command(game, out, bots, games, players, options, workers,
                                    backend, address, seed, factions=factions,
                                    faction_option=faction_option, lang=lang))


def register_commands(app: typer.Typer) -> None:
    """Add ``simulate`` and ``report`` to ``app``."""
    app.command("simulate")(simulate_cli)
    app.command("report")(report_cli)


sim_app = typer.Typer(name="sim", no_args_is_help=True, add_completion=False,
                      help="Simulations and balance reports.")
register_commands(sim_app)
