"""Records from the same seed are byte-identical across processes and hash seeds (issue 16,
item 18): nothing in a game may depend on set or dict order that ``PYTHONHASHSEED`` moves."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"


def _record(tmp_path: Path, game: str, hash_seed: str) -> bytes:
    path = tmp_path / f"{game}-{hash_seed}.json"
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(SRC), COLUMNS="100")
    result = subprocess.run(
        [sys.executable, "-m", "cardtable.cli", "play", game, "--seat", "random", "--seat",
         "greedy", "--seed", "7", "--record", str(path)],
        env=env, capture_output=True, text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stdout[-1000:] + result.stderr[-1000:]
    return path.read_bytes()


@pytest.mark.parametrize("game", ["clash_of_decks", "magic_tower", "science_duel"])
def test_records_are_byte_identical_across_hash_seeds(tmp_path: Path, game: str) -> None:
    first = _record(tmp_path, game, "0")
    assert b'"actions"' in first
    assert _record(tmp_path, game, "random") == first
