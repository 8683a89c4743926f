"""The self-contained HTML page of a balance report (plots embedded as base64).

Written in the report's language with the game's display names; it explains
how to read the matrix (intervals, the colour rule, mirror cells) and lists
only the data files that were written.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.sim.messages import number, percent, text
from cardtable.sim.stats import Record, Tally

if TYPE_CHECKING:
    from cardtable.sim.report import ReportResult

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
table { border-collapse: collapse; margin: 1em 0; font-size: 14px; }
th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: right; }
th:first-child, td:first-child { text-align: left; }
td.mirror { color: #777; background: repeating-linear-gradient(45deg, #f4f4f4, #f4f4f4 4px,
  #e4e4e4 4px, #e4e4e4 8px); text-align: center; }
img { max-width: 100%; border: 1px solid #eee; }
.note { color: #666; font-size: 13px; }
"""


def _image(out: Path, name: str, alt: str) -> str:
    path = out / name
    if not path.exists():
        return ""
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<p><img src="data:image/png;base64,{data}" alt="{html.escape(alt)}"></p>'


def _rate(record: Record | None, lang: str) -> str:
    if record is None or not record.games:
        return text("not_played", lang)
    lo, hi = record.interval
    return (f"{percent(record.win_rate, lang)} "
            f"[{number(100 * lo, 1, lang)}–{number(100 * hi, 1, lang)}]")


def _row(cells: Sequence[str | tuple[str, str]]) -> str:
    """A table row; a cell is its text, or (text, css class)."""
    out = []
    for cell in cells:
        value, css = (cell, "") if isinstance(cell, str) else cell
        attr = f" class='{css}'" if css else ""
        out.append(f"<td{attr}>{html.escape(value)}</td>")
    return "<tr>" + "".join(out) + "</tr>"


def _table(header: Sequence[str], rows: Sequence[Sequence[str | tuple[str, str]]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(_row(row) for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _html(key: str, lang: str, code: dict[str, str] | None = None, **params: Any) -> str:
    """Message ``key`` escaped for HTML; the values of ``code`` go in as ``<code>``."""
    marks = {name: f"\x00{name}\x00" for name in code or {}}
    out = html.escape(text(key, lang, **params, **marks))
    for name, value in (code or {}).items():
        out = out.replace(marks[name], f"<code>{html.escape(value)}</code>")
    return out


def _options(options: dict[str, Any], lang: str) -> str:
    if not options:
        return text("no_options", lang)
    return ", ".join(f"{key}={value}" for key, value in sorted(options.items()))


def _matrix_section(result: ReportResult, out: Path, lang: str) -> list[str]:
    study, names = result.study, result.names()
    matrix, overall = result.matrix, result.overall
    parts = [f"<h2>{html.escape(text('matrix_heading', lang))}</h2>",
             f"<p>{html.escape(text('kind_' + study.kind, lang, players=study.players))}</p>",
             _image(out, "matrix.png", text("matrix_heading", lang))]
    header = ["", *(names.get(c, c) for c in study.cols)]
    if study.kind != "seats":
        header.append(text("overall", lang))
    rows: list[list[str | tuple[str, str]]] = []
    for row in study.rows:
        cells: list[str | tuple[str, str]] = [names.get(row, row)]
        for col in study.cols:
            record = matrix.get((row, col))
            if study.is_mirror(row, col):
                mark = (text("mirror_cell", lang, n=record.games) if record and record.games
                        else text("mirror_unplayed", lang))
                cells.append((mark, "mirror"))
            else:
                cells.append(_rate(record, lang))
        if study.kind != "seats":
            cells.append(_rate(overall[row], lang))
        rows.append(cells)
    if study.kind == "solo":
        totals = study.column_totals(result.tallies)
        everything = Record()
        for record in totals.values():
            everything.merge(record)
        rows.append([text("overall", lang), *(_rate(totals[c], lang) for c in study.cols),
                     _rate(everything, lang)])
    parts.append(_table(header, rows))
    why = (text("legend_centre_solo", lang) if study.players == 1 else
           text("legend_centre_fair", lang, players=study.players))
    legend = [text("legend_cells", lang),
              text("legend_colour", lang, centre=percent(study.centre, lang, 0), why=why)]
    if any(study.is_mirror(r, c) for r in study.rows for c in study.cols):
        legend.append(text("legend_mirror", lang))
    if any(not study.is_mirror(r, c) and not (matrix.get((r, c)) or Record()).games
           for r in study.rows for c in study.cols):
        legend.append(text("legend_na", lang))
    parts.append("<p class='note'>" + html.escape(" ".join(legend)) + "</p>")
    if study.variants:
        what = text("variant_column" if study.kind == "solo" else "variant_row", lang)
        items = "; ".join(f"{names.get(label, label)}: {_options(opts, lang)}"
                          for label, opts in study.variants.items())
        parts.append("<p class='note'>" + html.escape(text(
            "variant_settings", lang, what=what, items=items)) + "</p>")
    mirrors = [names.get(a, a) for a, b, _ in study.skipped if study.is_mirror(a, b)]
    if mirrors:
        parts.append("<p class='note'>" + html.escape(text(
            "mirrors_skipped", lang, rows=", ".join(mirrors))) + "</p>")
    for a, b, reason in study.skipped:
        if study.is_mirror(a, b):
            continue
        parts.append("<p class='note'>" + html.escape(text(
            "skipped", lang, row=names.get(a, a), col=names.get(b, b)))
            + f" <code>{html.escape(reason)}</code></p>")
    return parts


def render_page(result: ReportResult, pooled: Tally, out: Path, seat_labels: Sequence[str],
                seat_records: Sequence[Record]) -> str:
    """The page, in ``result.lang``; ``result.files`` already lists every data file."""
    study, lang = result.study, result.lang
    job = study.jobs[0]
    game = job.game
    bots = sorted({e.bot.label for j in study.jobs for e in j.entrants})
    parts = [f"<h1>{html.escape(text('page_title', lang, game=game.name(lang)))}</h1>",
             "<p>" + html.escape(text(
                 "intro", lang, games=pooled.games, per_cell=job.games, players=study.players,
                 bots=", ".join(bots), seed=job.base_seed,
                 options=_options(dict(job.options), lang))) + "</p>"]
    if job.faction_option:
        parts.append("<p>" + _html("faction_option", lang, {"option": job.faction_option})
                     + "</p>")
    if result.interrupted:
        parts.append(f"<p><strong>{html.escape(text('interrupted', lang))}</strong></p>")
    parts.extend(_matrix_section(result, out, lang))
    parts.append(f"<h2>{html.escape(text('seats_heading', lang))}</h2>")
    if study.players > 1:
        advantage = pooled.first_player.win_rate - study.centre
        parts.append("<p>" + html.escape(text(
            "first_mover", lang, rate=_rate(pooled.first_player, lang),
            fair=percent(study.centre, lang),
            advantage=("+" if advantage >= 0 else "") + number(100 * advantage, 1, lang)))
            + "</p>")
        parts.append(_image(out, "seats.png", text("plot_seats", lang)))
        parts.append(_table([text("col_seat", lang), text("col_games", lang),
                             text("col_rate", lang)],
                            [[label, str(r.games), _rate(r, lang)]
                             for label, r in zip(seat_labels, seat_records, strict=True)]))
    else:
        parts.append(f"<p class='note'>{html.escape(text('solo_seats', lang))}</p>")
    parts.append(f"<h2>{html.escape(text('length_heading', lang))}</h2>")
    if pooled.lengths:
        lengths = sorted(pooled.lengths)
        parts.append("<p>" + html.escape(text(
            "length_summary", lang, mean=number(pooled.mean_length, 1, lang),
            median=lengths[len(lengths) // 2], low=lengths[0], high=lengths[-1])) + "</p>")
    parts.append(_image(out, "lengths.png", text("length_heading", lang)))
    parts.extend(_card_section(result, pooled, out, lang))
    written = [p.name for p in result.files if p.suffix == ".csv" and p.exists()]
    parts.append("<p class='note'>" + html.escape(text(
        "raw_data", lang, files=", ".join(written))) + "</p>")
    title = html.escape(text("page_title", lang, game=game.name(lang)))
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
            f"<title>{title}</title><style>{_STYLE}</style>"
            f"</head><body>{''.join(parts)}</body></html>\n")


def _card_section(result: ReportResult, pooled: Tally, out: Path, lang: str) -> list[str]:
    parts = [f"<h2>{html.escape(text('cards_heading', lang))}</h2>"]
    if not pooled.cards:
        parts.append("<p class='note'>" + _html(
            "no_cards", lang, {"hook": "card_played", "action": "play card=..."}) + "</p>")
        return parts
    player_games = pooled.games * result.study.players
    names = result.card_names(sorted(pooled.cards))
    parts.append(_image(out, "cards.png", text("plot_cards", lang)))
    parts.append(f"<p class='note'>{html.escape(text('cards_note', lang))}</p>")
    rows: list[list[str | tuple[str, str]]] = []
    for card, stats in sorted(pooled.cards.items(), key=lambda kv: -kv[1].outcome.games):
        share = stats.outcome.games / player_games if player_games else 0.0
        rows.append([names[card], str(stats.plays), percent(share, lang),
                     _rate(stats.outcome, lang)])
    parts.append(_table([text("col_card", lang), text("col_plays", lang),
                         text("col_play_rate", lang), text("col_card_rate", lang)], rows))
    return parts
