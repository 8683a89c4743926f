"""Optional integrity (issue 16, item 2): with a key (argument or CARDTABLE_SECRET) saved
states and records carry an HMAC and an edited file is refused; records need their digest
unless told otherwise."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.kernel import GameRecord, ReplayError, StateError, replay
from cardtable.kernel.integrity import ENV_SECRET, sign
from support.toy_game import TOY

KEY = "server secret"


def played() -> Any:
    state = TOY.new_state(seed=4, players=2, turns=6)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    return state


def test_a_signed_record_replays_and_an_edited_one_is_refused(tmp_path: Path) -> None:
    record = GameRecord.from_state(played(), 4, ["human", "random"])
    path = tmp_path / "game.json"
    record.save(path, key=KEY)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["mac"]) == 64
    replay(GameRecord.load(path, key=KEY))
    data["seats"][1] = "greedy"  # informative only: the digest would not see it
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReplayError, match="signature does not match"):
        GameRecord.load(path, key=KEY)
    with pytest.raises(ReplayError, match="signature does not match"):
        GameRecord.load(path, key="another key")
    assert GameRecord.load(path).seats[1] == "greedy"  # no key: not checked, as before


def test_with_the_environment_key_unsigned_records_are_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    GameRecord.from_state(played(), 4).save(path)  # no key yet: unsigned
    monkeypatch.setenv(ENV_SECRET, KEY)
    with pytest.raises(ReplayError, match="not signed"):
        GameRecord.load(path)
    GameRecord.from_state(played(), 4).save(path)  # signed with the environment's key
    replay(GameRecord.load(path))


def test_a_record_needs_its_digest_unless_told_otherwise() -> None:
    data = GameRecord.from_state(played(), 4).to_json()
    data["digest"] = None
    with pytest.raises(ReplayError, match="no digest"):
        GameRecord.from_json(data)
    replay(GameRecord.from_json(data, require_digest=False))


def test_a_signed_state_loads_and_an_edited_one_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = TOY.new_state(seed=4, players=2, turns=6)
    state.apply(state.legal_actions()[0])
    data = json.loads(json.dumps(sign(state.to_json(), KEY)))
    assert TOY.state_from_json(data, key=KEY).to_json() == state.to_json()
    data["slots"]["steps"] = 0
    with pytest.raises(StateError, match="signature does not match"):
        TOY.state_from_json(data, key=KEY)
    monkeypatch.setenv(ENV_SECRET, KEY)
    with pytest.raises(StateError, match="not signed"):
        TOY.state_from_json(state.to_json())
