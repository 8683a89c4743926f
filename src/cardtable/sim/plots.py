"""PNG plots of a balance report (matplotlib, Agg backend: no display needed).

Every plot takes display names (rows, columns, cards) and the report's language
from the caller; texts come from ``sim.messages``.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
from matplotlib.cm import ScalarMappable
from matplotlib.colors import Colormap, Normalize, TwoSlopeNorm
from matplotlib.patches import Rectangle
from matplotlib.ticker import FuncFormatter, MaxNLocator

from cardtable.sim.messages import number, percent, text
from cardtable.sim.stats import CardStats, Record, shaded_rate

RGBA = tuple[float, float, float, float]
NOT_PLAYED: RGBA = (0.87, 0.87, 0.87, 1.0)
MIRROR: RGBA = (0.95, 0.95, 0.95, 1.0)


def _percent_axis(lang: str) -> FuncFormatter:
    """Tick labels 0..1 as percentages in ``lang`` (``20%``, cs ``20 %``)."""
    return FuncFormatter(lambda value, _pos: percent(value, lang, 0))


def _scale(centre: float) -> tuple[Colormap, Normalize]:
    """Red below ``centre``, white at it, blue above (0..1)."""
    return plt.get_cmap("RdBu"), TwoSlopeNorm(vcenter=min(max(centre, 0.01), 0.99),
                                               vmin=0.0, vmax=1.0)


def cell_colours(rows: Sequence[str], cols: Sequence[str],
                 cells: Mapping[tuple[str, str], Record], centre: float,
                 mirrors: Collection[tuple[str, str]] = ()) -> list[list[RGBA]]:
    """The colour of every cell of the heat map: ``shaded_rate`` on a red-white-blue
    scale around ``centre`` (so few games give a pale colour); mirror cells and cells
    without games get fixed greys."""
    cmap, norm = _scale(centre)
    out: list[list[RGBA]] = []
    for row in rows:
        line: list[RGBA] = []
        for col in cols:
            record = cells.get((row, col))
            if (row, col) in mirrors:
                line.append(MIRROR)
            elif record is None or not record.games:
                line.append(NOT_PLAYED)
            else:
                r, g, b, a = cmap(norm(shaded_rate(record, centre)))
                line.append((float(r), float(g), float(b), float(a)))
        out.append(line)
    return out


def heat_map(path: Path, title: str, rows: Sequence[str], cols: Sequence[str],
             cells: Mapping[tuple[str, str], Record], centre: float, lang: str, *,
             names: Mapping[str, str] | None = None,
             mirrors: Collection[tuple[str, str]] = ()) -> None:
    """Win-rate matrix; each cell shows the rate, its 95% interval and n.

    Colours diverge around ``centre`` (the even result) and pale with few games
    (``cell_colours``); mirror cells are hatched grey, marked, never coloured.
    ``names`` maps row and column labels to display names.
    """
    names = names or {}
    colours = cell_colours(rows, cols, cells, centre, mirrors)
    width = max(5.5, 1.45 * len(cols) + 3.0)
    height = max(3.8, 0.9 * len(rows) + 2.0)
    fig, ax = plt.subplots(figsize=(width, height))
    ax.imshow(colours, aspect="auto")
    ax.set_xticks(range(len(cols)), labels=[names.get(c, c) for c in cols], rotation=30,
                  ha="right")
    ax.set_yticks(range(len(rows)), labels=[names.get(r, r) for r in rows])
    for r, row in enumerate(rows):
        for c, col in enumerate(cols):
            record = cells.get((row, col))
            if (row, col) in mirrors:
                ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, fill=False, hatch="///",
                                       edgecolor="#b0b0b0", linewidth=0))
                games = f"\nn={record.games}" if record is not None and record.games else ""
                ax.text(c, r, f"—\n{text('mirror', lang)}{games}", ha="center", va="center",
                        fontsize=8, color="#555555",
                        bbox={"facecolor": MIRROR, "edgecolor": "none", "pad": 1})
                continue
            if record is None or not record.games:
                ax.text(c, r, text("not_played", lang), ha="center", va="center", fontsize=8,
                        color="#555555")
                continue
            lo, hi = record.interval
            strong = abs(shaded_rate(record, centre) - centre) > 0.3
            ax.text(c, r, f"{percent(record.win_rate, lang, 0)}\n"
                    f"[{number(100 * lo, 0, lang)}–{number(100 * hi, 0, lang)}]"
                    f"\nn={record.games}", ha="center", va="center", fontsize=8,
                    color="white" if strong else "black")
    ax.set_ylabel(text("plot_row", lang))
    ax.set_xlabel(text("plot_col", lang))
    ax.set_title(title)
    cmap, norm = _scale(centre)
    bar = fig.colorbar(ScalarMappable(norm=norm, cmap=cmap), ax=ax,
                       label=text("plot_colour", lang))
    bar.ax.yaxis.set_major_formatter(_percent_axis(lang))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def length_histogram(path: Path, title: str, lengths: Sequence[int], lang: str) -> None:
    """Distribution of game lengths (actions per game) with the mean marked."""
    fig, ax = plt.subplots(figsize=(7, 3.8))
    if lengths:
        low, high = min(lengths), max(lengths)
        step = max(1, math.ceil((high - low + 1) / 40))
        bins = list(range(low, high + step + 1, step))
        ax.hist(lengths, bins=bins, color="#4c72b0", edgecolor="white")
        mean = sum(lengths) / len(lengths)
        ax.axvline(mean, color="#c44e52", linestyle="--",
                   label=text("plot_mean", lang, mean=number(mean, 1, lang)))
        ax.legend()
    ax.set_xlabel(text("plot_actions", lang))
    ax.set_ylabel(text("plot_games", lang))
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def seat_bars(path: Path, labels: Sequence[str], records: Sequence[Record], fair: float,
              lang: str) -> None:
    """Win rate per seat (and of the first mover) with 95% intervals."""
    fig, ax = plt.subplots(figsize=(max(5.0, 1.1 * len(labels) + 2), 3.6))
    rates = [r.win_rate if r.games else 0.0 for r in records]
    errors = [[max(0.0, rate - r.interval[0]) for rate, r in zip(rates, records, strict=True)],
              [max(0.0, r.interval[1] - rate) for rate, r in zip(rates, records, strict=True)]]
    ax.bar(range(len(labels)), rates, yerr=errors, capsize=4, color="#55a868")
    ax.axhline(fair, color="#555555", linestyle=":",
               label=text("plot_fair", lang, share=percent(fair, lang, 0)))
    ax.set_xticks(range(len(labels)), labels=list(labels))
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_formatter(_percent_axis(lang))
    ax.set_ylabel(text("plot_win_rate", lang))
    ax.set_title(text("plot_seats", lang))
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def card_chart(path: Path, cards: Mapping[str, CardStats], player_games: int, centre: float,
               lang: str, names: Mapping[str, str] | None = None) -> None:
    """Per card: play rate, and win rate when played with its 95% interval."""
    names = names or {}
    ids = sorted(cards, key=lambda n: cards[n].outcome.win_rate)
    height = max(3.0, 0.26 * len(ids) + 1.5)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, height), sharey=True,
                                      layout="constrained")
    ys = range(len(ids))
    play = [cards[n].outcome.games / player_games if player_games else 0.0 for n in ids]
    left.barh(ys, play, color="#8172b2")
    left.xaxis.set_major_locator(MaxNLocator(5))
    left.xaxis.set_major_formatter(_percent_axis(lang))
    left.set_xlabel(text("plot_play_rate", lang))
    left.set_yticks(ys, labels=[names.get(n, n) for n in ids], fontsize=7)
    rates = [cards[n].outcome.win_rate for n in ids]
    intervals = [cards[n].outcome.interval for n in ids]
    errors = [[max(0.0, r - i[0]) for r, i in zip(rates, intervals, strict=True)],
              [max(0.0, i[1] - r) for r, i in zip(rates, intervals, strict=True)]]
    right.errorbar(rates, ys, xerr=errors, fmt="o", markersize=3, color="#dd8452")
    right.axvline(centre, color="#555555", linestyle=":")
    right.set_xlim(0, 1)
    right.xaxis.set_major_formatter(_percent_axis(lang))
    right.set_xlabel(text("plot_card_rate", lang))
    fig.suptitle(text("plot_cards", lang))
    fig.savefig(path, dpi=110)
    plt.close(fig)
