"""Saved states and records fuzzed with hypothesis (issue 16, item 17): whatever the input,
``state_from_json`` raises only ``StateError``, ``GameRecord.load``/``replay`` only
``ReplayError``, and ``cardtable replay`` prints one line."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.kernel import GameRecord, ReplayError, StateError, load, replay

GAMES = ["clash_of_decks", "magic_tower", "science_duel"]
KEYS = ["game", "players", "options", "slots", "seed", "actions", "result", "digest",
        "engine", "format", "seats", "$t", "$c", "$a", "$m", "$s", "f", "v", "kind", "args"]

leaves = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([2**64, 10**400, -1, 0, 1, 2, 7]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12), st.sampled_from(["\x1b[2J", "play hand=1", "toy", "human\n"]))
values = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(max_size=6)), inner,
                        max_size=4)),
    max_leaves=12)


def _saved(game_id: str) -> dict[str, Any]:
    state = load(game_id).new_state(seed=5, players=2)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    data: dict[str, Any] = json.loads(json.dumps(state.to_json()))
    return data


def _record(game_id: str) -> dict[str, Any]:
    state = load(game_id).new_state(seed=5, players=2)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    return GameRecord.from_state(state, 5, ["random", "random"]).to_json()


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data`` a value could be replaced."""
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += _paths(value, (*prefix, i))
    return found


def _replace(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = _replace(copy[path[0]], path[1:], value)
    return copy


def _mutated(original: dict[str, Any], draw: st.DrawFn) -> Any:
    paths = _paths(original)
    changed: Any = original
    for _ in range(draw(st.integers(1, 3))):
        path = paths[draw(st.integers(0, len(paths) - 1))]
        with contextlib.suppress(KeyError, IndexError, TypeError):  # an earlier change
            changed = _replace(changed, path, draw(values))  # may have removed this place
    return changed


@st.composite
def broken_states(draw: st.DrawFn, game_id: str) -> Any:
    original = _saved(game_id)
    kind = draw(st.sampled_from(["mutated", "text", "anything"]))
    if kind == "anything":
        return draw(values)
    changed = _mutated(original, draw)
    if kind == "text":
        text = json.dumps(changed)
        cut = draw(st.integers(0, len(text)))
        return text[:cut] + draw(st.text(max_size=5)) + text[cut + draw(st.integers(0, 3)):]
    return changed


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_broken_saved_state_is_only_ever_a_state_error(game_id: str, data: st.DataObject
                                                         ) -> None:
    game = load(game_id)
    broken = data.draw(broken_states(game_id))
    try:
        state = game.state_from_json(broken)
    except StateError:
        return
    assert state.game is game  # accepted: a real state of this game (a harmless change)
    state.legal_actions()


@st.composite
def broken_records(draw: st.DrawFn, game_id: str) -> bytes:
    original = _record(game_id)
    kind = draw(st.sampled_from(["mutated", "text", "bytes"]))
    if kind == "bytes":
        return draw(st.binary(max_size=40))
    text = json.dumps(_mutated(original, draw))
    if kind == "text":
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.text(max_size=5)) + text[cut + draw(st.integers(0, 3)):]
    return text.encode("utf-8", "surrogatepass")


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow,
                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_broken_record_is_only_ever_a_replay_error(game_id: str, tmp_path: Path,
                                                     data: st.DataObject) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(data.draw(broken_records(game_id)))
    with contextlib.suppress(ReplayError):
        replay(GameRecord.load(path))


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow,
                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_cardtable_replay_of_a_broken_record_is_one_line(tmp_path: Path,
                                                         data: st.DataObject) -> None:
    game_id = data.draw(st.sampled_from(GAMES))
    path = tmp_path / "record.json"
    path.write_bytes(data.draw(broken_records(game_id)))
    result = CliRunner().invoke(app, ["replay", str(path)],
                                env={"COLUMNS": "100", "CARDTABLE_LANG": None})
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit), repr(result.exception)
    if result.exit_code != 0:
        errors = [line for line in result.output.splitlines() if line.startswith("error:")]
        assert len(errors) == 1, result.output[-2000:]
    assert "\x1b" not in result.output
