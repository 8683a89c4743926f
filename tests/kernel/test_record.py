"""``GameRecord`` and ``replay``: exact reproduction, one clear error for a bad record."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtable.kernel import (
    Action,
    GameRecord,
    ReplayError,
    State,
    replay,
    state_digest,
)
from support.toy_game import TOY


def played(seed: int = 11, players: int = 2, stop: int | None = None) -> State:
    state = TOY.new_state(seed=seed, players=players, turns=6)
    rng_pick = 0
    while not state.is_terminal() and (stop is None or state.steps < stop):
        legal = state.legal_actions()
        state.apply(legal[rng_pick % len(legal)])
        rng_pick += 7
    return state


def record_data(stop: int | None = None) -> dict[str, Any]:
    state = played(stop=stop)
    return GameRecord.from_state(state, seed=11, seats=["human", "random"]).to_json()


def test_record_holds_what_the_design_lists() -> None:
    state = played()
    record = GameRecord.from_state(state, seed=11, seats=["human", "random"])
    assert record.game == "toy" and record.seed == 11 and record.players == 2
    assert record.options == {"turns": 6} and record.seats == ["human", "random"]
    assert record.actions == [a.to_text() for a in state.history]
    assert record.result == state.returns() and record.digest == state_digest(state)
    assert record.engine == "0.1.0"


def test_save_load_replay_reproduces_every_state(tmp_path: Path) -> None:
    original = played()
    path = tmp_path / "game.json"
    GameRecord.from_state(original, seed=11).save(path)
    loaded = GameRecord.load(path)
    steps: list[tuple[dict[str, Any], Action]] = []
    final = replay(loaded, on_step=lambda s, a: steps.append((s.to_json(), a)))
    assert final.to_json() == original.to_json()
    assert [a for _, a in steps] == original.history

    again = TOY.new_state(seed=11, players=2, turns=6)
    for snapshot, action in steps:
        again.apply(action)
        assert again.to_json() == snapshot


def test_unfinished_games_replay_too() -> None:
    data = record_data(stop=3)
    assert data["result"] is None
    state = replay(GameRecord.from_json(data))
    assert state.steps == 3 and not state.is_terminal()


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data[key] = value
    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del data[key]
    return change


def _action(index: int, text: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["actions"][index] = text
    return change


def _flip_result(data: dict[str, Any]) -> None:
    data["result"] = [-x if x else 1.0 for x in data["result"]]


def _one_more_action(data: dict[str, Any]) -> None:
    data["actions"].append("pass")


def _one_less_action(data: dict[str, Any]) -> None:
    data["actions"].pop()


@pytest.mark.parametrize(("change", "words"), [
    (_drop("seed"), "record field 'seed' is missing"),
    (_drop("actions"), "record field 'actions' is missing"),
    (_set("seed", "eleven"), "record field 'seed' has a bad value"),
    (_set("seed", True), "record field 'seed' has a bad value"),
    (_set("players", 2.0), "record field 'players' has a bad value"),
    (_set("actions", "draw"), "record field 'actions' has a bad value"),
    (_set("actions", [1, 2]), "record field 'actions' has a bad value"),
    (_set("result", "won"), "record field 'result' has a bad value"),
    (_set("format", 99), "unsupported record format 99"),
    (_set("game", "chess"), "unknown game 'chess'; known: "),
    (_set("players", 7), "record cannot start: toy: players must be between 2 and 3"),
    (_set("options", {"turns": "x"}), "record cannot start: toy: option 'turns'"),
    # steps are numbered from 1, as on every screen: index 0 is step 1
    (_action(0, "fly"), "step 1: 'fly' does not replay: unknown action 'fly'"),
    (_action(2, "play hand=9"), "step 3: 'play hand=9' does not replay"),
    (_action(1, "play hand=@"), "step 2: 'play hand=@'"),
    (_one_more_action, "does not replay: the game is over"),
    (_one_less_action, "the record says the game ended, but the replay has not"),
    (_flip_result, "result differs"),
    (_set("digest", "0123456789abcdef"), "the replayed final state differs"),
])
def test_a_corrupted_record_gives_one_clear_replay_error(
        change: Callable[[dict[str, Any]], None], words: str) -> None:
    data = record_data()
    change(data)
    with pytest.raises(ReplayError) as caught:
        replay(GameRecord.from_json(data))
    assert words in str(caught.value)


def test_an_altered_but_legal_action_is_caught_by_the_digest() -> None:
    data = record_data(stop=4)
    first = data["actions"][0]
    data["actions"][0] = "play hand=1" if first != "play hand=1" else "play hand=0"
    with pytest.raises(ReplayError, match="the replayed final state differs"):
        replay(GameRecord.from_json(data))


@pytest.mark.parametrize(("content", "words"), [
    ("{not json", "not JSON"),
    ("[1, 2]", "a game record must be a JSON object"),
    ('{"format": 1}', "record field 'game' is missing"),
])
def test_bad_files_give_a_replay_error(tmp_path: Path, content: str, words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReplayError, match=words):
        GameRecord.load(path)


def test_a_missing_file_gives_a_replay_error(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="cannot read"):
        GameRecord.load(tmp_path / "nowhere.json")


def test_record_json_round_trip() -> None:
    data = record_data()
    assert GameRecord.from_json(json.loads(json.dumps(data))).to_json() == data
