"""Smoke test of ``benchmarks/compare.py`` (tiny counts, no timing checks, no git worktree)."""

from __future__ import annotations

import argparse
from types import ModuleType
from typing import Any

import pytest

from support.scripts import load_benchmark


def _load_compare() -> ModuleType:
    return load_benchmark("compare.py", "cardtable_benchmarks_compare")


compare = _load_compare()


def _reply(games: int, actions: int, elapsed: float) -> dict[str, float]:
    return {"games": games, "actions": actions, "elapsed": elapsed}


def test_a_worker_imports_its_own_tree_and_plays_the_asked_games() -> None:
    args = argparse.Namespace(games="toy", include_toy=True)
    side = compare.Side("work", "working tree", compare.ROOT, args)
    try:
        assert side.cardtable.endswith("src/cardtable")
        assert side.configs == ["toy 2p", "toy 3p"]
        first = side.ask({"op": "play", "config": "toy 2p", "games": 3, "seed": 1})
        again = side.ask({"op": "play", "config": "toy 2p", "games": 3, "seed": 1})
        assert first["games"] == 3 and first["actions"] > 0 and first["elapsed"] > 0
        assert again["actions"] == first["actions"]
        warm = side.ask({"op": "calibrate", "config": "toy 3p", "seconds": 0.0})
        assert warm["games"] >= 0
    finally:
        side.close()
    assert side.process.returncode == 0


def _cell(*elapsed: float, actions: int = 1000) -> Any:
    cell = compare.Cell()
    for seconds in elapsed:
        cell.add(_reply(10, actions, seconds))
    return cell


def test_summarise_gives_the_ratio_its_interval_and_a_verdict() -> None:
    base = _cell(1.0, 1.0, 1.0)
    rows = compare.summarise({
        "slow 2p": [base, _cell(1.25, 1.26, 1.24)],
        "same 2p": [base, _cell(1.0, 1.001, 0.999)],
        "noisy 2p": [base, _cell(0.8, 1.0, 1.3)],
    }, tolerance=0.05)
    slow, same, noisy = rows
    assert slow["ratio"] == pytest.approx(0.8, rel=0.01) and slow["verdict"] == "slower"
    assert slow["low"] < slow["ratio"] < slow["high"] and slow["same_games"]
    assert slow["ratio_of_sums"] == pytest.approx(0.8, rel=0.01)
    assert same["verdict"] == "within"
    assert noisy["verdict"] == "unclear"
    overall = compare.pooled(rows, tolerance=0.05)
    assert overall is not None and overall["configs"] == 3
    assert len(overall["round_ratios"]) == 3


def test_different_games_are_flagged() -> None:
    base = _cell(1.0, 1.0)
    other = _cell(1.0, 1.0)
    other.actions_by_round[1] += 1
    (row,) = compare.summarise({"c 2p": [base, other]}, tolerance=0.05)
    assert not row["same_games"]


def test_verdict_needs_the_whole_interval() -> None:
    assert compare.verdict(0.96, 1.04, 0.05) == "within"
    assert compare.verdict(0.90, 0.94, 0.05) == "slower"
    assert compare.verdict(1.06, 1.10, 0.05) == "faster"
    assert compare.verdict(0.93, 1.01, 0.05) == "unclear"
    assert compare.interval([1.1])[2] == float("inf")


def test_a_side_without_figures_has_no_ratio() -> None:
    broken = compare.Cell(error="KeyError: 'x'")
    fine = compare.Cell()
    fine.add(_reply(1, 10, 0.1))
    (row,) = compare.summarise({"x 2p": [fine, broken]}, tolerance=0.05)
    assert row["work"] is None and "ratio" not in row and row["error"]


def test_geometric_mean_and_median() -> None:
    assert compare.geometric_mean([]) is None
    assert compare.geometric_mean([0.5, 2.0]) == pytest.approx(1.0)
    assert compare._median([3.0, 1.0, 2.0]) == 2.0
    assert compare._median([1.0, 2.0]) == 1.5
