"""PNG plots of a balance report (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
from matplotlib.colors import TwoSlopeNorm

from cardtable.sim.stats import CardStats, Record


def heat_map(path: Path, title: str, rows: Sequence[str], cols: Sequence[str],
             cells: Mapping[tuple[str, str], Record], fair: float) -> None:
    """Win-rate matrix; each cell shows the rate and its 95% interval.

    Colours diverge around ``fair`` (the even share), so imbalance stands out.
    """
    values = [[math.nan] * len(cols) for _ in rows]
    for r, row in enumerate(rows):
        for c, col in enumerate(cols):
            record = cells.get((row, col))
            if record is not None and record.games:
                values[r][c] = record.win_rate
    width = max(5.0, 1.35 * len(cols) + 2.5)
    height = max(3.0, 0.85 * len(rows) + 1.8)
    fig, ax = plt.subplots(figsize=(width, height))
    cmap = plt.get_cmap("RdBu").with_extremes(bad="#dddddd")
    norm = TwoSlopeNorm(vcenter=min(max(fair, 0.01), 0.99), vmin=0.0, vmax=1.0)
    image = ax.imshow(values, cmap=cmap, norm=norm, aspect="auto")
    ax.set_xticks(range(len(cols)), labels=list(cols), rotation=30, ha="right")
    ax.set_yticks(range(len(rows)), labels=list(rows))
    for r, row in enumerate(rows):
        for c, col in enumerate(cols):
            record = cells.get((row, col))
            if record is None or not record.games:
                ax.text(c, r, "n/a", ha="center", va="center", fontsize=8, color="#555555")
                continue
            lo, hi = record.interval
            strong = abs(record.win_rate - fair) > 0.3
            ax.text(c, r, f"{100 * record.win_rate:.0f}%\n[{100 * lo:.0f}–{100 * hi:.0f}]"
                    f"\nn={record.games}", ha="center", va="center", fontsize=8,
                    color="white" if strong else "black")
    ax.set_ylabel("row")
    ax.set_xlabel("column")
    ax.set_title(title)
    fig.colorbar(image, ax=ax, label="win rate (95% Wilson interval in brackets)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def length_histogram(path: Path, title: str, lengths: Sequence[int]) -> None:
    """Distribution of game lengths (actions per game) with the mean marked."""
    fig, ax = plt.subplots(figsize=(7, 3.8))
    if lengths:
        low, high = min(lengths), max(lengths)
        step = max(1, math.ceil((high - low + 1) / 40))
        bins = list(range(low, high + step + 1, step))
        ax.hist(lengths, bins=bins, color="#4c72b0", edgecolor="white")
        mean = sum(lengths) / len(lengths)
        ax.axvline(mean, color="#c44e52", linestyle="--", label=f"mean {mean:.1f}")
        ax.legend()
    ax.set_xlabel("actions per game")
    ax.set_ylabel("games")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def seat_bars(path: Path, title: str, labels: Sequence[str], records: Sequence[Record],
              fair: float) -> None:
    """Win rate per seat (and of the first mover) with 95% intervals."""
    fig, ax = plt.subplots(figsize=(max(5.0, 1.1 * len(labels) + 2), 3.6))
    rates = [r.win_rate if r.games else 0.0 for r in records]
    errors = [[max(0.0, rate - r.interval[0]) for rate, r in zip(rates, records, strict=True)],
              [max(0.0, r.interval[1] - rate) for rate, r in zip(rates, records, strict=True)]]
    ax.bar(range(len(labels)), rates, yerr=errors, capsize=4, color="#55a868")
    ax.axhline(fair, color="#555555", linestyle=":", label=f"fair share {100 * fair:.0f}%")
    ax.set_xticks(range(len(labels)), labels=list(labels))
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate")
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def card_chart(path: Path, title: str, cards: Mapping[str, CardStats],
               player_games: int, fair: float) -> None:
    """Per card: play rate, and win rate when played with its 95% interval."""
    names = sorted(cards, key=lambda n: cards[n].outcome.win_rate)
    height = max(3.0, 0.26 * len(names) + 1.5)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, height), sharey=True)
    ys = range(len(names))
    play = [cards[n].outcome.games / player_games if player_games else 0.0 for n in names]
    left.barh(ys, play, color="#8172b2")
    left.set_xlabel("play rate (share of player-games)")
    left.set_yticks(ys, labels=names, fontsize=7)
    rates = [cards[n].outcome.win_rate for n in names]
    intervals = [cards[n].outcome.interval for n in names]
    errors = [[max(0.0, r - i[0]) for r, i in zip(rates, intervals, strict=True)],
              [max(0.0, i[1] - r) for r, i in zip(rates, intervals, strict=True)]]
    right.errorbar(rates, ys, xerr=errors, fmt="o", markersize=3, color="#dd8452")
    right.axvline(fair, color="#555555", linestyle=":")
    right.set_xlim(0, 1)
    right.set_xlabel("win rate when played (95% interval)")
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
