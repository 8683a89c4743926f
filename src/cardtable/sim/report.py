"""Balance reports: run a study, then write CSV, PNG plots and one HTML page.

``report(game, out_dir, lang=...)`` plays the study ``plan_study`` picks for the
game (faction matrix, Solo faction-by-variant table, variants, or a seat
matrix), and writes to ``out_dir``: ``matrix.csv``, ``overall.csv``,
``seats.csv`` and ``seats.png`` (with two or more players), ``cards.csv`` and
``cards.png`` (when the game names the cards played), ``games.csv`` (one row
per game), ``matrix.png``, ``lengths.png`` and ``index.html``, which embeds the
plots and lists the files written. Rows, columns and cards carry the game's
display names in ``lang`` (``balance_name``, ``card_name``); CSV files keep the
ids beside them.

The default report of a game with factions is the faction-against-faction
matrix at the game's default player count. For Clash of Decks that is the Duel
matrix of the four prepared decks, on purpose: a balance report asks whether
the decks are fair against each other, and only a Duel pits one deck against
another; a Solo cell measures the AI's difficulty as much as the deck. The
Solo question is its own report (``--players 1`` or ``-o mode=solo``): each
deck's win rate against the rule AI in the quick game and at every level,
with 50% (an even game) as the colour's centre, since "fair share" means
nothing with one seat.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from cardtable.kernel import AnyGame
from cardtable.kernel.i18n import LANGS
from cardtable.kernel.registry import load
from cardtable.sim import page, plots
from cardtable.sim.backends import check_workers
from cardtable.sim.match import BotSpec
from cardtable.sim.messages import percent, text
from cardtable.sim.outputs import check_folder
from cardtable.sim.runner import RunOutcome, run_jobs
from cardtable.sim.stats import CardStats, Record, Tally
from cardtable.sim.study import ALL, Study, plan_study


@dataclass
class ReportResult:
    """The study, its tallies and the files written."""

    study: Study
    tallies: list[Tally]
    outcome: RunOutcome
    lang: str = "en"
    files: list[Path] = field(default_factory=list)
    """The files written, in order (``index.html`` last)."""
    write_error: str | None = None
    """Why the files could not all be written (the folder was checked before the games,
    but a disk can fill up): the results are still here to print."""

    @property
    def interrupted(self) -> bool:
        return self.outcome.interrupted

    @property
    def matrix(self) -> dict[tuple[str, str], Record]:
        return self.study.matrix(self.tallies)

    @property
    def overall(self) -> dict[str, Record]:
        return self.study.overall(self.tallies)

    @property
    def game(self) -> AnyGame:
        return self.study.jobs[0].game

    def names(self) -> dict[str, str]:
        """Display names in ``lang`` of the study's row and column labels."""
        study, game, lang = self.study, self.game, self.lang
        out: dict[str, str] = {ALL: text("all", lang)}
        if study.kind in ("factions", "solo"):
            for label in [*study.rows, *study.cols]:
                out.setdefault(label, game.balance_name(label, lang))
        elif study.kind == "variants":
            out.update({label: game.balance_name(label, lang) for label in study.rows})
        else:
            out.update({f"seat {s}": text("seat", lang, seat=s) for s in range(study.players)})
        return out

    def card_names(self, cards: Sequence[str]) -> dict[str, str]:
        """Display names in ``lang`` of the cards ``card_played`` named."""
        return {card: self.game.card_name(card, self.lang) for card in cards}

    def pooled(self) -> Tally:
        """All games of the study in one tally (lengths, seats, first player, cards)."""
        job = self.study.jobs[0]
        pooled = Tally(job)
        for tally in self.tallies:
            pooled.games += tally.games
            pooled.draws += tally.draws
            pooled.lengths.extend(tally.lengths)
            pooled.first_player.merge(tally.first_player)
            for mine, theirs in zip(pooled.seats, tally.seats, strict=True):
                mine.merge(theirs)
            for card, stats in tally.cards.items():
                target = pooled.cards.setdefault(card, CardStats())
                target.plays += stats.plays
                target.outcome.merge(stats.outcome)
        return pooled

    def title(self) -> str:
        """The matrix's title in ``lang``: the game's name and what a cell means."""
        return text(f"plot_matrix_{self.study.kind}", self.lang, game=self.game.name(self.lang))

    def summary_table(self) -> Table:
        """The matrix as a rich table (win rate and 95% interval per cell; mirrors —)."""
        study, lang, names = self.study, self.lang, self.names()
        table = Table(title=self.title())
        table.add_column("")
        for col in study.cols:
            table.add_column(names.get(col, col), justify="right")
        if study.kind != "seats":
            table.add_column(text("overall", lang), justify="right")
        matrix, overall = self.matrix, self.overall
        for row in study.rows:
            cells = ["—" if study.is_mirror(row, col) else
                     _cell_text(matrix.get((row, col)), lang) for col in study.cols]
            if study.kind != "seats":
                cells.append(_cell_text(overall[row], lang))
            table.add_row(names.get(row, row), *cells)
        if study.kind == "solo":
            totals = study.column_totals(self.tallies)
            table.add_row(text("overall", lang),
                          *(_cell_text(totals[col], lang) for col in study.cols),
                          _cell_text(_total(overall.values()), lang))
        return table


def _total(records: Iterable[Record]) -> Record:
    total = Record()
    for record in records:
        total.merge(record)
    return total


def _cell_text(record: Record | None, lang: str) -> str:
    if record is None or not record.games:
        return text("not_played", lang)
    lo, hi = record.interval
    return f"{percent(record.win_rate, lang, 0)} [{100 * lo:.0f}-{100 * hi:.0f}]"


def report(game: AnyGame | str, out_dir: str | Path, *, bots: Sequence[str | BotSpec] = ("greedy",),
           games: int = 200, players: int | None = None,
           options: Mapping[str, Any] | None = None, seed: int = 0, backend: str = "local",
           workers: int | None = None, address: str | None = None,
           progress: bool | Console = False, factions: Sequence[str] | None = None,
           faction_option: str | None = None, lang: str = "en") -> ReportResult:
    """Run the balance study of ``game`` (``games`` per cell) and write the report.

    ``factions`` with ``faction_option`` (a per-seat list option such as
    ``prepared_decks``) asks for a faction matrix without any game hook. ``lang``
    (cs or en) is the language of the page, the plots and the display names.
    """
    if lang not in LANGS:
        raise ValueError(f"unknown language '{lang}'; expected one of {', '.join(LANGS)}")
    game = load(game) if isinstance(game, str) else game
    study = plan_study(game, bots, games, players=players, options=options, seed=seed,
                       factions=factions, faction_option=faction_option)
    if not study.jobs:
        reason = f" ({study.skipped[0][2]})" if study.skipped else ""
        raise ValueError(f"{game.id}: the study has no playable pairing{reason}")
    check_workers(workers, backend)
    check_folder(out_dir)  # before the games: a folder that cannot be written is one line
    outcome = run_jobs(study.jobs, backend=backend, workers=workers, address=address,
                       progress=progress, description=f"{game.id} report")
    tallies = [Tally.of(job, results)
               for job, results in zip(study.jobs, outcome.results, strict=True)]
    result = ReportResult(study, tallies, outcome, lang)
    try:
        write_report(result, Path(out_dir))
    except OSError as exc:
        result.write_error = exc.strerror or type(exc).__name__
    return result


def write_report(result: ReportResult, out: Path) -> None:
    """Write every CSV, PNG and the HTML page of ``result`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    study, pooled, lang = result.study, result.pooled(), result.lang
    players = study.players
    names = result.names()
    files = result.files
    files.clear()

    def path(name: str) -> Path:
        files.append(out / name)
        return out / name

    _write_csv(path("matrix.csv"), ["row", "col", "row_name", "col_name", "mirror", "games",
                                    "wins", "draws", "losses", "win_rate", "ci_low",
                                    "ci_high"],
               [[r, c, names.get(r, r), names.get(c, c), int(study.is_mirror(r, c)),
                 *_record_row(rec)] for (r, c), rec in result.matrix.items()])
    _write_csv(path("overall.csv"), ["row", "name", "games", "wins", "draws", "losses",
                                     "win_rate", "ci_low", "ci_high"],
               [[row, names.get(row, row), *_record_row(rec)]
                for row, rec in result.overall.items()])
    seat_labels = [text("seat", lang, seat=s) for s in range(players)] + [
        text("first_mover_label", lang)]
    seat_records = [*pooled.seats, pooled.first_player]
    if players > 1:
        _write_csv(path("seats.csv"), ["seat", "games", "wins", "draws", "losses", "win_rate",
                                       "ci_low", "ci_high"],
                   [[label, *_record_row(rec)]
                    for label, rec in zip([*(f"seat {s}" for s in range(players)),
                                           "first mover"], seat_records, strict=True)])
    player_games = pooled.games * players
    card_names = result.card_names(sorted(pooled.cards))
    if pooled.cards:
        _write_csv(path("cards.csv"), ["card", "name", "plays", "player_games_played",
                                       "play_rate", "wins", "win_rate", "ci_low", "ci_high"],
                   [_card_row(card, card_names[card], stats, player_games)
                    for card, stats in sorted(pooled.cards.items())])
    _write_games_csv(path("games.csv"), result)
    plots.heat_map(path("matrix.png"), result.title(), study.rows, study.cols, result.matrix,
                   study.centre, lang, names=names,
                   mirrors={(r, c) for r in study.rows for c in study.cols
                            if study.is_mirror(r, c)})
    plots.length_histogram(path("lengths.png"),
                           text("plot_lengths", lang, game=result.game.name(lang)),
                           pooled.lengths, lang)
    if players > 1:
        plots.seat_bars(path("seats.png"), seat_labels, seat_records, study.centre, lang)
    if pooled.cards:
        plots.card_chart(path("cards.png"), pooled.cards, player_games, study.centre, lang,
                         card_names)
    index = out / "index.html"
    files.append(index)
    text_ = page.render_page(result, pooled, out, seat_labels, seat_records)
    index.write_text(text_, encoding="utf-8")


def _record_row(record: Record) -> list[Any]:
    lo, hi = record.interval
    rate = record.win_rate if record.games else ""
    return [record.games, record.wins, record.draws, record.losses,
            _round(rate), _round(lo), _round(hi)]


def _card_row(card: str, name: str, stats: CardStats, player_games: int) -> list[Any]:
    outcome = stats.outcome
    lo, hi = outcome.interval
    play_rate = outcome.games / player_games if player_games else 0.0
    return [card, name, stats.plays, outcome.games, _round(play_rate), outcome.wins,
            _round(outcome.win_rate), _round(lo), _round(hi)]


def _round(value: Any) -> Any:
    return round(value, 4) if isinstance(value, float) else value


def _write_csv(path: Path, header: list[str], rows: list[list[Any]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(rows)


def _write_games_csv(path: Path, result: ReportResult) -> None:
    players = result.study.players
    header = ["job", "game", "seed", "length", "first_player",
              *(f"seat{s}" for s in range(players)), *(f"return{s}" for s in range(players))]
    rows = []
    for k, (job, results) in enumerate(zip(result.study.jobs, result.outcome.results,
                                           strict=True)):
        for r in results:
            rows.append([k, r.index, r.seed, r.length, r.first_player,
                         *(job.entrants[e].name for e in r.seating), *r.returns])
    _write_csv(path, header, rows)
