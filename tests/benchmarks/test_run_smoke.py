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
    monkeypatch.setitem(sys.modules, "rlcard.games.uno.game", None)
    reference = bench_reference.measure_uno(1.0, max_games=1)
    assert reference.figures is None
    assert reference.error is not None and "RLCard reference missing" in reference.error
    rows = [{"actions_per_s": 10.0, "silent_actions_per_s": 12.0}]
    run.add_ratios(rows, [reference])
    assert rows[0]["actions_ratio_to_uno"] is None
    assert rows[0]["silent_actions_ratio_to_uno"] is None


def test_a_row_is_compared_with_the_reference_played_around_it() -> None:
    """The ratios of a row use the reference's slices played right before and after it
    (``paired_references``) rather than the run-wide figure; without slices, the latter."""
    overall = bench_reference.Reference("uno", "uno", bench_reference.SAME_LOOP,
                                        {"actions_per_s": 100.0}, None, True)
    rows = [{"actions_per_s": 30.0, "silent_actions_per_s": 60.0,
             "paired_references": {"uno": 20.0}},
            {"actions_per_s": 30.0, "silent_actions_per_s": 60.0},
            {"actions_per_s": 30.0, "silent_actions_per_s": 60.0,
             "paired_references": {"uno": 20.0}, "paired_silent_references": {"uno": 40.0}}]
    run.add_ratios(rows, [overall])
    assert rows[0]["actions_ratio_to_uno"] == pytest.approx(1.5)
    assert rows[0]["silent_actions_ratio_to_uno"] == pytest.approx(3.0)
    assert rows[1]["actions_ratio_to_uno"] == pytest.approx(0.3)
    # the silent figure against the slices played between its own rounds
    assert rows[2]["actions_ratio_to_uno"] == pytest.approx(1.5)
    assert rows[2]["silent_actions_ratio_to_uno"] == pytest.approx(1.5)


class CountingRefs:
    """Stands in for ``run.References``: each slice is one game of 10 actions in 0.5 s."""

    def __init__(self) -> None:
        self.slices = 0

    def around(self, seconds: float) -> dict[str, bench_reference.Tally]:
        self.slices += 1
        return {"uno": bench_reference.Tally(games=1, actions=10, elapsed=0.5)}


def test_a_playout_measurement_is_interleaved_with_the_references() -> None:
    """The time box is split into rounds with a reference slice before, between and after
    them; the rounds continue the seeds (no game twice) and add up to one figure."""
    refs = CountingRefs()
    subject = bench_measures.Subject(TOY, 2, {})
    budget = bench_measures.Budget(seconds=60.0, max_games=run.ROUNDS * 2)
    played: list[int] = []
    new_state = subject.new_state
    subject.new_state = lambda seed: played.append(seed) or new_state(seed)  # type: ignore[method-assign]
    figures, paired = run.interleaved_playouts(subject, budget, refs, silent=True)  # type: ignore[arg-type]
    assert refs.slices == run.ROUNDS + 1
    assert paired == {"uno": pytest.approx(20.0)}
    assert figures["games"] == run.ROUNDS * 2
    assert played == list(range(subject.seed, subject.seed + run.ROUNDS * 2))
    assert figures["actions_per_s"] > 0 and figures["actions_per_game"] >= 1


def test_missing_openspiel_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    reference = bench_reference.measure_hearts(1.0, max_games=1)
    assert reference.figures is None
    assert reference.error is not None and "OpenSpiel reference missing" in reference.error


@pytest.mark.parametrize("measure", ["measure_uno", "measure_hearts", "measure_uno_env_run"])
def test_each_reference_counts_games_and_actions(measure: str) -> None:
    pytest.importorskip("pyspiel" if measure == "measure_hearts" else "rlcard")
    reference = getattr(bench_reference, measure)(60.0, max_games=2)
    assert reference.error is None and reference.figures is not None
    assert reference.figures["games"] == 2
    assert reference.figures["actions_per_game"] >= 2
    assert reference.figures["actions_per_s"] > 0


def test_same_loop_references_replay_the_same_games_from_the_same_seeds() -> None:
    pytest.importorskip("rlcard")
    pytest.importorskip("pyspiel")
    for spec in bench_reference.SPECS[:2]:
        player = bench_reference.prepare(spec)
        assert not isinstance(player, str)
        first, _, again = (player(seed) for seed in (3, 4, 3))
        assert first == again and first[0] > 0


def test_hearts_chance_sampling_follows_probabilities() -> None:
    rng = bench_reference.Rng(5)
    outcomes = [(7, 0.0), (8, 1.0)]
    assert {bench_reference._sample_chance(outcomes, rng) for _ in range(20)} == {8}
    uniform = [(1, 0.5), (2, 0.5)]
    assert {bench_reference._sample_chance(uniform, rng) for _ in range(50)} == {1, 2}


def test_only_same_loop_references_take_ratios() -> None:
    loops = {spec.key: (spec.loop, spec.ratio) for spec in bench_reference.SPECS}
    for loop, ratio in loops.values():
        assert ratio == loop.startswith(bench_reference.SAME_LOOP)
    assert not loops["uno_env_run"][1]
    locm = bench_reference.gym_locm(python="")
    assert locm.figures is None and locm.error is not None and not locm.ratio
    broken = bench_reference.gym_locm(seconds=0.1, python="/nonexistent/python3.12")
    assert broken.figures is None and broken.error and "could not be run" in broken.error


@pytest.mark.parametrize("clock", ["wall", "cpu"])
def test_main_writes_json_with_every_field(tmp_path: Path, clock: str) -> None:
    out = tmp_path / "bench.json"
    code = run.main(["--games", "toy", "--seconds", "0.05", "--json", str(out),
                     "--clock", clock])
    assert code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data) == {"meta", "games", "references", "errors"}
    assert data["meta"]["clock"] == clock
    assert data["errors"] == {}
    assert [(row["game"], row["players"]) for row in data["games"]] == [("toy", 2), ("toy", 3)]
    for row in data["games"]:
        for key, _, _ in bench_measures.COLUMNS:
            assert row[key] > 0, key
        assert "actions_ratio_to_uno" in row and "actions_ratio_to_hearts" in row
        assert "silent_actions_ratio_to_uno" in row
        assert all(v > 0 for v in row["paired_references"].values())
        assert set(row["paired_silent_references"]) == set(row["paired_references"])
        assert all(v > 0 for v in row["paired_silent_references"].values())
    keys = [reference["key"] for reference in data["references"]]
    assert keys == ["uno", "hearts", "uno_env_run", "locm"]
    for reference in data["references"]:
        assert (reference["figures"] is None) == (reference["error"] is not None)
        if reference["figures"] is not None:
            assert reference["figures"]["actions_per_s"] > 0
            if reference["ratio"]:
                for ratio in (f"actions_ratio_to_{reference['key']}",
                              f"silent_actions_ratio_to_{reference['key']}"):
                    assert all(row[ratio] > 0 for row in data["games"])
