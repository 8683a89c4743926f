"""The action fuzzer (issue 16, item 15), short: every game at every player count gives only
engine refusals and leaves the state unchanged; a planted defect is found."""

from __future__ import annotations

from types import ModuleType

import pytest

from cardtable.kernel import Action, State, all_games
from support.scripts import load_benchmark
from support.toy_game import TOY


def _load() -> ModuleType:
    return load_benchmark("fuzz.py", "cardtable_benchmarks_fuzz")


fuzz = _load()


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_refuses_every_bad_attempt_cleanly(game_id: str) -> None:
    tallies = fuzz.run(actions=150, seed=3, only=[game_id])
    assert tallies and all(t.attempts == 150 for t in tallies)
    assert all(t.refused > 0 and t.applied > 0 for t in tallies)
    assert [a for t in tallies for a in t.anomalies] == []


def test_the_fuzzer_finds_a_kernel_that_accepts_anything(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def careless(self: State, action: object, seat: int | None = None) -> Action:
        assert isinstance(action, Action)
        return action

    monkeypatch.setattr(State, "check", careless)
    tally = fuzz.fuzz(TOY, 2, {}, 200, 1, [])
    assert tally.anomalies  # the toy game's rules meet actions the kernel should refuse
    assert all({"game", "players", "seed", "step", "action", "problem"} <= set(a)
               for a in tally.anomalies)


def test_the_command_line_prints_one_line_per_game_and_the_total(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["--actions", "40", "--games", "magic_tower"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "total: 0 anomalies"
    assert out[0].startswith("magic_tower (2 players): 40 attempts")


def test_the_fuzzer_names_the_refusal_that_changed_the_state(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The state is fingerprinted per position, not per attempt: a refusal that changes it
    must still be found and named (the refusals are replayed on a kept copy)."""
    honest = State.check

    def leaky(self: State, action: object, seat: int | None = None) -> Action:
        if isinstance(action, Action) and "zz_extra" in dict(action.args):
            self.scores[0] += 1  # type: ignore[attr-defined]  # the planted defect
        return honest(self, action, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(State, "check", leaky)
    tally = fuzz.fuzz(TOY, 2, {}, 200, 1, [])
    assert tally.anomalies
    assert {a["attempt"] for a in tally.anomalies} == {"extra"}
    assert all(a["problem"] == "the state changed after a refusal" for a in tally.anomalies)
