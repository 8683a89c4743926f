"""Balance reports: run a study, then write CSV, PNG plots and one HTML page.

``report(game, out_dir)`` plays the study ``plan_study`` picks for the game
(faction matrix, variants, or a seat matrix), and writes to ``out_dir``:
``matrix.csv``, ``overall.csv``, ``seats.csv``, ``cards.csv`` (when the game
names played cards), ``games.csv`` (one row per game), ``matrix.png``,
``lengths.png``, ``seats.png``, ``cards.png`` and ``index.html``, which embeds
the plots so the page is self-contained.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from cardtable.kernel import AnyGame
from cardtable.kernel.registry import load
from cardtable.sim import page, plots
from cardtable.sim.match import BotSpec
from cardtable.sim.runner import RunOutcome, run_jobs
from cardtable.sim.stats import CardStats, Record, Tally
from cardtable.sim.study import Study, plan_study


@dataclass
class ReportResult:
    """The study, its tallies and the files written."""

    study: Study
    tallies: list[Tally]
    outcome: RunOutcome
    files: list[Path] = field(default_factory=list)

    @property
    def interrupted(self) -> bool:
        return self.outcome.interrupted

    @property
    def matrix(self) -> dict[tuple[str, str], Record]:
        return self.study.matrix(self.tallies)

    @property
    def overall(self) -> dict[str, Record]:
        return self.study.overall(self.tallies)

    def pooled(self) -> Tally:
        """All games of the study in one tally (lengths, seats, first player, cards)."""
        job = self.study.jobs[0]
        pooled = Tally(job)
        for tally in self.tallies:
            pooled.games += tally.games
            pooled.draws += tally.draws
            pooled.lengths.extend(tally.lengths)
            _merge(pooled.first_player, tally.first_player)
            for mine, theirs in zip(pooled.seats, tally.seats, strict=True):
                _merge(mine, theirs)
            for card, stats in tally.cards.items():
                target = pooled.cards.setdefault(card, CardStats())
                target.plays += stats.plays
                _merge(target.outcome, stats.outcome)
        return pooled

    def summary_table(self) -> Table:
        """The matrix as a rich table (win rate and 95% interval per cell)."""
        table = Table(title=self.study.title)
        table.add_column("")
        for col in self.study.cols:
            table.add_column(col, justify="right")
        if self.study.kind != "seats":
            table.add_column("overall", justify="right")
        matrix, overall = self.matrix, self.overall
        for row in self.study.rows:
            cells = [_cell_text(matrix.get((row, col))) for col in self.study.cols]
            if self.study.kind != "seats":
                cells.append(_cell_text(overall[row]))
            table.add_row(row, *cells)
        return table


def _merge(into: Record, other: Record) -> None:
    into.wins += other.wins
    into.draws += other.draws
    into.losses += other.losses


def _cell_text(record: Record | None) -> str:
    if record is None or not record.games:
        return "n/a"
    lo, hi = record.interval
    return f"{100 * record.win_rate:.0f}% [{100 * lo:.0f}-{100 * hi:.0f}]"


def report(game: AnyGame | str, out_dir: str | Path, *, bots: Sequence[str | BotSpec] = ("greedy",),
           games: int = 200, players: int | None = None,
           options: Mapping[str, Any] | None = None, seed: int = 0, backend: str = "local",
           workers: int | None = None, address: str | None = None,
           progress: bool | Console = False, factions: Sequence[str] | None = None,
           faction_option: str | None = None) -> ReportResult:
    """Run the balance study of ``game`` (``games`` per cell) and write the report.

    ``factions`` with ``faction_option`` (a per-seat list option such as
    ``prepared_decks``) asks for a faction matrix without any game hook.
    """
    game = load(game) if isinstance(game, str) else game
    study = plan_study(game, bots, games, players=players, options=options, seed=seed,
                       factions=factions, faction_option=faction_option)
    if not study.jobs:
        raise ValueError(f"{game.id}: the study has no playable pairing")
    outcome = run_jobs(study.jobs, backend=backend, workers=workers, address=address,
                       progress=progress, description=f"{game.id} report")
    tallies = [Tally.of(job, results)
               for job, results in zip(study.jobs, outcome.results, strict=True)]
    result = ReportResult(study, tallies, outcome)
    write_report(result, Path(out_dir))
    return result


def write_report(result: ReportResult, out: Path) -> None:
    """Write every CSV, PNG and the HTML page of ``result`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    study, pooled = result.study, result.pooled()
    players = study.jobs[0].players
    fair = 1 / players
    files = result.files

    def path(name: str) -> Path:
        files.append(out / name)
        return out / name

    _write_csv(path("matrix.csv"), ["row", "col", "games", "wins", "draws", "losses",
                                    "win_rate", "ci_low", "ci_high"],
               [[r, c, *_record_row(rec)] for (r, c), rec in result.matrix.items()])
    _write_csv(path("overall.csv"), ["row", "games", "wins", "draws", "losses", "win_rate",
                                     "ci_low", "ci_high"],
               [[row, *_record_row(rec)] for row, rec in result.overall.items()])
    seat_labels = [f"seat {s}" for s in range(players)] + ["first mover"]
    seat_records = [*pooled.seats, pooled.first_player]
    _write_csv(path("seats.csv"), ["seat", "games", "wins", "draws", "losses", "win_rate",
                                   "ci_low", "ci_high"],
               [[label, *_record_row(rec)] for label, rec in zip(seat_labels, seat_records,
                                                                  strict=True)])
    player_games = pooled.games * players
    if pooled.cards:
        _write_csv(path("cards.csv"), ["card", "plays", "player_games_played", "play_rate",
                                       "wins", "win_rate", "ci_low", "ci_high"],
                   [_card_row(card, stats, player_games)
                    for card, stats in sorted(pooled.cards.items())])
    _write_games_csv(path("games.csv"), result)
    plots.heat_map(path("matrix.png"), study.title, study.rows, study.cols, result.matrix, fair)
    plots.length_histogram(path("lengths.png"), f"{study.jobs[0].game.id}: game length",
                           pooled.lengths)
    plots.seat_bars(path("seats.png"), "win rate by seat and of the first mover",
                    seat_labels, seat_records, fair)
    if pooled.cards:
        plots.card_chart(path("cards.png"), "cards: play rate and win rate when played",
                         pooled.cards, player_games, fair)
    text = page.render_page(result, pooled, out, seat_labels, seat_records)
    path("index.html").write_text(text, encoding="utf-8")


def _record_row(record: Record) -> list[Any]:
    lo, hi = record.interval
    rate = record.win_rate if record.games else ""
    return [record.games, record.wins, record.draws, record.losses,
            _round(rate), _round(lo), _round(hi)]


def _card_row(card: str, stats: CardStats, player_games: int) -> list[Any]:
    outcome = stats.outcome
    lo, hi = outcome.interval
    play_rate = outcome.games / player_games if player_games else 0.0
    return [card, stats.plays, outcome.games, _round(play_rate), outcome.wins,
            _round(outcome.win_rate), _round(lo), _round(hi)]


def _round(value: Any) -> Any:
    return round(value, 4) if isinstance(value, float) else value


def _write_csv(path: Path, header: list[str], rows: list[list[Any]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(rows)


def _write_games_csv(path: Path, result: ReportResult) -> None:
    players = result.study.jobs[0].players
    header = ["job", "game", "seed", "length", "first_player",
              *(f"seat{s}" for s in range(players)), *(f"return{s}" for s in range(players))]
    rows = []
    for k, (job, results) in enumerate(zip(result.study.jobs, result.outcome.results,
                                           strict=True)):
        for r in results:
            rows.append([k, r.index, r.seed, r.length, r.first_player,
                         *(job.entrants[e].name for e in r.seating), *r.returns])
    _write_csv(path, header, rows)
