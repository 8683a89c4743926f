"""The Ray backend plays exactly the games the local backends play."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sim_faction_game import FACTION_TOY

from cardtable.sim import run_match
from cardtable.sim.report import report
from support.toy_game import TOY

ray = pytest.importorskip("ray")

TESTS = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A small local Ray instance whose workers can import the test games."""
    path = os.pathsep.join([str(TESTS), str(TESTS / "sim"), os.environ.get("PYTHONPATH", "")])
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": {"PYTHONPATH": path}})
    yield
    ray.shutdown()


def test_ray_and_local_tallies_are_identical(local_ray: None, tmp_path: Path) -> None:
    kwargs = {"seed": 11, "players": 3}
    local = run_match(TOY, ["greedy", "random"], 24, workers=1, jsonl=tmp_path / "l.jsonl",
                      **kwargs)
    remote = run_match(TOY, ["greedy", "random"], 24, backend="ray",
                       jsonl=tmp_path / "r.jsonl", **kwargs)
    assert not remote.interrupted
    assert remote.tally.counts() == local.tally.counts()
    assert (tmp_path / "r.jsonl").read_text() == (tmp_path / "l.jsonl").read_text()


def test_ray_report_matches_local(local_ray: None, tmp_path: Path) -> None:
    local = report(FACTION_TOY, tmp_path / "l", games=6, workers=1)
    remote = report(FACTION_TOY, tmp_path / "r", games=6, backend="ray")
    assert [t.counts() for t in remote.tallies] == [t.counts() for t in local.tallies]
    assert (tmp_path / "r" / "matrix.csv").read_text() == (
        tmp_path / "l" / "matrix.csv").read_text()
