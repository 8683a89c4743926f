"""A record file is untrusted input (issue 16, items 3 and 4): every broken or hostile file
is one ``ReplayError`` with a short message, never another exception."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.kernel import GameRecord, ReplayError, replay
from cardtable.kernel.record import MAX_RECORD_BYTES
from support.toy_game import TOY


def good() -> dict[str, Any]:
    state = TOY.new_state(seed=11, players=2, turns=6)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    return GameRecord.from_state(state, seed=11, seats=["human", "random"]).to_json()


def load_text(tmp_path: Path, text: str | bytes) -> GameRecord:
    path = tmp_path / "record.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    record = GameRecord.load(path)
    replay(record)
    return record


def fields(**changes: Any) -> str:
    return json.dumps(dict(good(), **changes))


@pytest.mark.parametrize(("text", "words"), [
    (b"\xff\xfe{}", "not UTF-8 text"),
    (fields(options={"turns": 6, "seed": 5}), "option 'seed' is not a game option"),
    (fields(options={"players": 3}), "option 'players' is not a game option"),
    (fields()[:-1] .replace('"result": [', '"result": [' + "9" * 400 + ", ", 1) + "}",
     "record field 'result' has a bad value"),
    (fields(result=[1e308 * 10, 0]), "record field 'result' has a bad value"),
    ('{"format": 1, "seed": ' + "7" * 5000 + "}", "a number too long"),
    (fields(seed=2**64 + 7), "record field 'seed' has a bad value"),
    (fields(seed=-1), "record field 'seed' has a bad value"),
    (fields(players=10**300), "record field 'players' has a bad value"),
    ("[" * 100_000 + "]" * 100_000, "nesting too deep"),
    (fields(seats=[[[[]]]]), "record field 'seats' has a bad value"),
    (fields(game="x" * 5000), "record field 'game' has a bad value"),
    (fields(format=[[[1]]]), "unsupported record format"),
])
def test_a_hostile_record_is_one_replay_error(tmp_path: Path, text: str | bytes,
                                              words: str) -> None:
    """Each of these printed a traceback (UnicodeDecodeError, TypeError for new_state's
    own parameters, OverflowError, ValueError past 4,300 digits, RecursionError)."""
    with pytest.raises(ReplayError, match=words) as caught:
        load_text(tmp_path, text)
    assert len(str(caught.value)) < 400


def test_a_folder_or_a_device_is_refused_before_reading(tmp_path: Path) -> None:
    """/dev/zero used to be read until the machine killed the process."""
    with pytest.raises(ReplayError, match="not a record file"):
        GameRecord.load(tmp_path)
    if Path("/dev/zero").exists():
        with pytest.raises(ReplayError, match="not a record file"):
            GameRecord.load("/dev/zero")


def test_a_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(fields(), encoding="utf-8")
    with pytest.raises(ReplayError, match="larger than"):
        GameRecord.load(path, max_bytes=100)
    assert GameRecord.load(path).seed == 11
    assert MAX_RECORD_BYTES == 20 * 2**20  # the documented limit


def test_seat_names_lose_control_characters_and_action_texts_are_quoted_short(
        tmp_path: Path) -> None:
    data = good()
    data["seats"] = ["Eva\n\x1b]0;owned\x07The replay matches the record.", "Bob\x9b2J"]
    record = load_text(tmp_path, json.dumps(data))
    assert record.seats == ["Eva]0;ownedThe replay matches the record.", "Bob2J"]
    data["actions"][0] = "\x1b[2J" + "x" * 5_000_000
    with pytest.raises(ReplayError, match="step 1") as caught:
        load_text(tmp_path, json.dumps(data))
    assert "\x1b" not in str(caught.value) and len(str(caught.value)) < 400


def test_a_record_built_in_code_with_reserved_options_cannot_start() -> None:
    record = GameRecord.from_json(good())
    record.options = {"turns": 6, "players": 2}
    with pytest.raises(ReplayError, match="option 'players' is not a game option"):
        replay(record)
