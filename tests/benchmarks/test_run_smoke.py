"""Smoke test of the benchmark harness on the toy game (tiny counts, no timing checks)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from cardtable.kernel import game_ids
from support.scripts import load_benchmark
from support.toy_game import TOY


def _load_run() -> ModuleType:
    return load_benchmark("run.py", "cardtable_benchmarks_run")


run = _load_run()
import bench_measures  # noqa: E402  (importable once run.py put benchmarks/ on the path)
import bench_reference  # noqa: E402

TINY = bench_measures.Budget(seconds=60.0, max_games=3, samples=2)


def test_every_measurement_gives_positive_figures_on_the_toy_game() -> None:
    subject = bench_measures.Subject(TOY, 2, {})
    figures = bench_measures.measure_subject(subject, TINY)
    assert figures["games"] == 3
    expected = {key for key, _, _ in bench_measures.COLUMNS}
    assert expected <= set(figures)
    for key in expected:
        assert figures[key] > 0, key
    mids = subject.mid_states(TINY)
    assert len(mids) == 2
    assert all(not s.is_terminal() and s.steps > 0 for s in mids)


def test_collect_subjects_follows_sample_configs_and_rejects_unknown_ids() -> None:
    assert "toy" in game_ids()
    subjects, errors = run.collect_subjects(["toy"])
    assert errors == {}
    assert [(s.players, s.options) for s in subjects] == TOY.sample_configs()
    with pytest.raises(SystemExit, match="unknown game"):
        run.collect_subjects(["no_such_game"])


def test_missing_rlcard_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "rlcard", None)
    reference = bench_reference.measure_uno(1.0, max_games=1)
    assert reference.figures is None
    assert reference.error is not None and "RLCard reference missing" in reference.error
    rows = [{"actions_per_s": 10.0}]
    run.add_ratios(rows, reference)
    assert rows[0]["actions_ratio_to_uno"] is None


def test_uno_reference_counts_games_and_actions() -> None:
    pytest.importorskip("rlcard")
    reference = bench_reference.measure_uno(60.0, max_games=2)
    assert reference.error is None and reference.figures is not None
    assert reference.figures["games"] == 2
    assert reference.figures["actions_per_game"] >= 2
    assert reference.figures["actions_per_s"] > 0


def test_main_writes_json_with_every_field(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    code = run.main(["--games", "toy", "--seconds", "0.05", "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data) == {"meta", "games", "reference", "errors"}
    assert data["errors"] == {}
    assert [(row["game"], row["players"]) for row in data["games"]] == [("toy", 2), ("toy", 3)]
    for row in data["games"]:
        for key, _, _ in bench_measures.COLUMNS:
            assert row[key] > 0, key
        assert "actions_ratio_to_uno" in row
    reference = data["reference"]
    assert (reference["figures"] is None) == (reference["error"] is not None)
    if reference["figures"] is not None:
        assert reference["figures"]["actions_per_s"] > 0
        assert all(row["actions_ratio_to_uno"] > 0 for row in data["games"])
