"""The self-contained HTML page of a balance report (plots embedded as base64)."""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.sim.stats import Record, Tally

if TYPE_CHECKING:
    from cardtable.sim.report import ReportResult

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
table { border-collapse: collapse; margin: 1em 0; font-size: 14px; }
th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: right; }
th:first-child, td:first-child { text-align: left; }
img { max-width: 100%; border: 1px solid #eee; }
.note { color: #666; font-size: 13px; }
"""


def _image(out: Path, name: str, alt: str) -> str:
    path = out / name
    if not path.exists():
        return ""
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<p><img src="data:image/png;base64,{data}" alt="{html.escape(alt)}"></p>'


def _rate(record: Record | None) -> str:
    if record is None or not record.games:
        return "n/a"
    lo, hi = record.interval
    return f"{100 * record.win_rate:.1f}% [{100 * lo:.1f}–{100 * hi:.1f}]"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                   for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def render_page(result: ReportResult, pooled: Tally, out: Path, seat_labels: Sequence[str],
                seat_records: Sequence[Record]) -> str:
    study = result.study
    job = study.jobs[0]
    game = job.game
    matrix, overall = result.matrix, result.overall
    bots = sorted({e.bot.label for j in study.jobs for e in j.entrants})
    parts = [f"<h1>Balance report: {html.escape(game.name('en'))}</h1>",
             f"<p>{pooled.games} games ({job.games} per cell), {job.players} players, "
             f"bots: {html.escape(', '.join(bots))}, base seed {job.base_seed}, options "
             f"{html.escape(str(dict(job.options)))}"
             + (f", factions set through the option <code>{html.escape(job.faction_option)}"
                "</code>" if job.faction_option else "") + ".</p>"]
    if result.interrupted:
        parts.append("<p><strong>Interrupted: only the finished games are counted.</strong></p>")
    parts.append(f"<h2>Win-rate matrix ({html.escape(study.kind)})</h2>")
    parts.append(f"<p class='note'>{html.escape(study.title)}; 95% Wilson intervals.</p>")
    parts.append(_image(out, "matrix.png", "win-rate matrix"))
    header = ["", *study.cols] + ([] if study.kind == "seats" else ["overall"])
    rows = []
    for row in study.rows:
        cells = [_rate(matrix.get((row, col))) for col in study.cols]
        if study.kind != "seats":
            cells.append(_rate(overall[row]))
        rows.append([row, *cells])
    parts.append(_table(header, rows))
    for a, b, reason in study.skipped:
        parts.append(f"<p class='note'>{html.escape(a)} vs {html.escape(b)} not played: "
                     f"{html.escape(reason)}</p>")
    parts.append("<h2>First-player advantage and seats</h2>")
    advantage = pooled.first_player.win_rate - 1 / job.players
    parts.append(f"<p>The first mover wins {_rate(pooled.first_player)}; the fair share is "
                 f"{100 / job.players:.1f}% (advantage {100 * advantage:+.1f} points).</p>")
    parts.append(_image(out, "seats.png", "win rate by seat"))
    parts.append(_table(["seat", "games", "win rate [95% CI]"],
                        [[label, str(r.games), _rate(r)]
                         for label, r in zip(seat_labels, seat_records, strict=True)]))
    parts.append("<h2>Game length</h2>")
    if pooled.lengths:
        lengths = sorted(pooled.lengths)
        parts.append(f"<p>Mean {pooled.mean_length:.1f} actions, median "
                     f"{lengths[len(lengths) // 2]}, range {lengths[0]}–{lengths[-1]}.</p>")
    parts.append(_image(out, "lengths.png", "game length histogram"))
    parts.append("<h2>Cards</h2>")
    if pooled.cards:
        player_games = pooled.games * job.players
        parts.append(_image(out, "cards.png", "card play and win rates"))
        card_rows = []
        for card, stats in sorted(pooled.cards.items(), key=lambda kv: -kv[1].outcome.games):
            share = stats.outcome.games / player_games if player_games else 0.0
            card_rows.append([card, str(stats.plays), f"{100 * share:.1f}%",
                              _rate(stats.outcome)])
        parts.append(_table(["card", "plays", "play rate", "win rate when played [95% CI]"],
                            card_rows))
    else:
        parts.append("<p class='note'>No cards were named: the game has no "
                     "<code>card_played</code> hook and no <code>play card=...</code> "
                     "actions.</p>")
    parts.append("<p class='note'>Raw data: matrix.csv, overall.csv, seats.csv, "
                 "cards.csv, games.csv beside this page.</p>")
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>{html.escape(game.id)} balance report</title><style>{_STYLE}</style>"
            f"</head><body>{''.join(parts)}</body></html>\n")
