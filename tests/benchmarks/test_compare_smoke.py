"""Smoke test of ``benchmarks/compare.py`` (tiny counts, no timing checks, no git worktree)."""

from __future__ import annotations

import argparse
from types import ModuleType

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


def test_summarise_takes_ratios_of_summed_counts_and_flags_slowdowns() -> None:
    base, work, same, other = (compare.Cell() for _ in range(4))
    for cell, elapsed in ((base, 1.0), (work, 1.25), (same, 1.0), (other, 1.0)):
        cell.add(_reply(10, 1000, elapsed))
        cell.add(_reply(10, 1000, elapsed))
    other.actions_by_round[1] += 1
    rows = compare.summarise({"a 2p": [base, work], "b 2p": [base, same],
                              "c 2p": [base, other]}, tolerance=0.05)
    slow, equal, changed = rows
    assert slow["ratio"] == pytest.approx(0.8) and slow["slower"] and not slow["within"]
    assert slow["round_ratios"] == pytest.approx([0.8, 0.8]) and slow["same_games"]
    assert equal["ratio"] == pytest.approx(1.0) and equal["within"] and not equal["slower"]
    assert not changed["same_games"]


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
