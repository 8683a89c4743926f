"""The balance benchmark's pieces (MT-CONTENT-22); the full report runs from benchmarks/."""

from __future__ import annotations

from types import ModuleType

from support.scripts import load_benchmark


def load_script() -> ModuleType:
    return load_benchmark("magic_tower_balance.py", "magic_tower_balance")


def test_balance_game_uses_the_given_trumps_mt_content_22() -> None:
    """MT-CONTENT-22: a greedy-vs-greedy game with fixed trump sets ends with a result."""
    balance = load_script()
    returns = balance.play(("dragons", "humans"), 0, 1)
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_wilson_interval_mt_content_22() -> None:
    """MT-CONTENT-22: the 95% interval of the report (Wilson score)."""
    balance = load_script()
    lo, hi = balance.wilson(50, 100)
    assert abs(lo - 0.4038) < 1e-3 and abs(hi - 0.5962) < 1e-3
    lo, hi = balance.wilson(0, 10)
    assert lo == 0.0 and 0.25 < hi < 0.35
