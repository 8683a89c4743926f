"""Golden traces: stored seeded random games must replay with identical observations.

Each test replays a chunk of the seeds stored for one configuration (see
``trace.py``) and names the game, configuration, seed, first differing step
and the differing part. After an intended change of behaviour, regenerate
with ``python scripts/regenerate_golden.py --game <id>`` and review its report.
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from cardtable.kernel import State, load

from .trace import (
    CHOOSER_SALT,
    COMBINED_HEX,
    DATA_DIR,
    FORMAT,
    PART_HEX,
    check_game,
    config_path,
    config_slug,
    golden_game_ids,
    load_data,
    stored_paths,
)

CHUNK = 10
"""Seeds per test item, so ``pytest -n 2`` balances the slow configurations."""


@cache
def _data(path: Path) -> dict[str, Any]:
    return load_data(path)


def _slug(path: Path) -> str:
    return path.name.removesuffix(".json.gz")


def _items() -> list[Any]:
    out = []
    for path in stored_paths():
        count = len(_data(path)["games"])
        for lo in range(0, count, CHUNK):
            hi = min(lo + CHUNK, count)
            out.append(pytest.param(path, lo, hi,
                                    id=f"{path.parent.name}-{_slug(path)}-{lo}:{hi}"))
    return out


@pytest.mark.parametrize(("path", "lo", "hi"), _items())
def test_golden_trace(path: Path, lo: int, hi: int) -> None:
    data = _data(path)
    game = load(data["game"])
    mismatches = [m for stored in data["games"][lo:hi]
                  if (m := check_game(data, stored, _slug(path), game)) is not None]
    assert not mismatches, (
        f"{len(mismatches)} of {hi - lo} seeded games differ from the golden traces "
        f"({data['players']} players, options {data['options']}):\n"
        + "\n".join(f"  {m}" for m in mismatches)
        + f"\nIf intended: python scripts/regenerate_golden.py --game {data['game']}")


@pytest.mark.parametrize("game_id", golden_game_ids())
def test_every_config_has_golden_data(game_id: str) -> None:
    missing = [f"{players}p {options} -> {config_slug(players, options)}"
               for players, options in load(game_id).sample_configs()
               if not config_path(game_id, players, options).exists()]
    assert not missing, (f"{game_id}: no golden traces for {missing}; run "
                         f"python scripts/regenerate_golden.py --game {game_id}")


def test_stored_files_match_format() -> None:
    paths = stored_paths()
    assert paths, f"no golden data under {DATA_DIR}"
    for path in paths:
        data = _data(path)
        assert (data["format"], data["chooser_salt"], data["combined_hex"], data["part_hex"]) == (
            FORMAT, CHOOSER_SALT, COMBINED_HEX, PART_HEX), f"{path}: regenerate (format changed)"
        assert path == config_path(data["game"], data["players"], data["options"])
        for stored in data["games"]:
            assert len(stored["trace"]) == stored["steps"] + 1


# The comparison must be able to fail, and say where.

def _small_case() -> tuple[dict[str, Any], dict[str, Any]]:
    """A stored configuration and one of its games with at least 10 steps."""
    for path in stored_paths():
        data = _data(path)
        for stored in data["games"]:
            if stored["steps"] >= 10 and data["players"] >= 2:
                return data, copy.deepcopy(stored)
    raise AssertionError("no stored game with two seats and 10 steps")


def _flip(entry: str, at: int) -> str:
    return entry[:at] + ("0" if entry[at] != "0" else "1") + entry[at + 1:]


def test_unchanged_game_passes() -> None:
    data, stored = _small_case()
    assert check_game(data, stored) is None


def test_perturbed_combined_hash_names_the_step() -> None:
    data, stored = _small_case()
    stored["trace"][7] = _flip(stored["trace"][7], 0)
    mismatch = check_game(data, stored, "slug")
    assert mismatch is not None and mismatch.step == 7 and mismatch.seed == stored["seed"]
    assert "seed" in str(mismatch) and "step 7" in str(mismatch) and data["game"] in str(mismatch)


def test_perturbed_part_hash_names_the_part() -> None:
    data, stored = _small_case()
    names: list[str] = data["parts"]
    part = names.index("observation of seat 1")
    at = COMBINED_HEX + part * PART_HEX
    stored["trace"][5] = _flip(_flip(stored["trace"][5], 1), at)
    mismatch = check_game(data, stored)
    assert mismatch is not None and mismatch.step == 5
    assert mismatch.parts == ["observation of seat 1"]


def test_perturbed_returns_and_length_are_reported() -> None:
    data, stored = _small_case()
    wrong = copy.deepcopy(stored)
    wrong["returns"] = [-r for r in wrong["returns"]] if any(wrong["returns"]) else [1.0, -1.0]
    mismatch = check_game(data, wrong)
    assert mismatch is not None and mismatch.step is None and "returns" in str(mismatch)
    short = copy.deepcopy(stored)
    short["trace"] = short["trace"][:4]
    mismatch = check_game(data, short)
    assert mismatch is not None and mismatch.step == 4


def test_changed_observation_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A real behaviour change (seat 0 sees one more field from step 6 on) fails at step 6."""
    data, stored = _small_case()
    state_class: type[State] = load(data["game"]).state_class
    original = state_class.observation

    def observation(self: State, seat: int | None) -> dict[str, Any]:
        obs = original(self, seat)
        if seat == 0 and self.steps >= 6:
            obs["extra"] = True
        return obs

    monkeypatch.setattr(state_class, "observation", observation)
    mismatch = check_game(data, stored)
    assert mismatch is not None and mismatch.step == 6
    assert mismatch.parts == ["observation of seat 0"]
    assert mismatch.action is not None
