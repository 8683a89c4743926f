"""A saved state is untrusted input (issue "Hardening" 1): ``Game.state_from_json`` reads
only the game's own saved slots, checks their kinds, the options, the player count and
the game's invariants, and fails with one ``StateError``; nothing of the input reaches
the kernel's own fields."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.kernel import Action, IllegalAction, StateError, load

GAMES = ["clash_of_decks", "magic_tower", "science_duel"]


def saved(game_id: str) -> dict[str, Any]:
    game = load(game_id)
    state = game.new_state(seed=3, players=2)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    data: dict[str, Any] = json.loads(json.dumps(state.to_json()))
    return data


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_state_still_loads_exactly(game_id: str) -> None:
    data = saved(game_id)
    again = load(game_id).state_from_json(json.dumps(data))
    assert again.to_json() == data


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("field", ["_legal_cache", "game", "options", "not_a_slot"])
def test_a_slot_the_game_does_not_save_is_refused(game_id: str, field: str) -> None:
    """A planted legal list (or game, or options) used to make a nonsense action legal."""
    data = saved(game_id)
    data["slots"][field] = [{"$c": "Action", "f": {"kind": "beat", "args": {}}}]
    with pytest.raises(StateError, match="may not set"):
        load(game_id).state_from_json(data)


@pytest.mark.parametrize("game_id", GAMES)
def test_malformed_input_is_one_state_error(game_id: str) -> None:
    game = load(game_id)
    text = json.dumps(saved(game_id))
    bad: list[Any] = [
        text[: len(text) // 2],  # truncated
        "[1, 2, 3]",  # a list
        "[" * 100_000 + "]" * 100_000,  # deep nesting
        {**saved(game_id), "game": "chess"},  # another game
        {k: v for k, v in saved(game_id).items() if k != "slots"},  # a missing key
        {**saved(game_id), "players": 9},  # an impossible player count
        {**saved(game_id), "players": True},
    ]
    data = saved(game_id)
    first = next(iter(data["slots"]))
    missing = {**data, "slots": {k: v for k, v in data["slots"].items() if k != first}}
    bad.append(missing)
    wrong_kind = json.loads(text)
    wrong_kind["slots"]["steps"] = "many"
    bad.append(wrong_kind)
    unknown_class = json.loads(text)
    unknown_class["slots"]["steps"] = {"$c": "NoSuchRecord", "f": {}}
    bad.append(unknown_class)
    for item in bad:
        with pytest.raises(StateError):
            game.state_from_json(item)


def test_a_state_breaking_the_invariants_is_refused() -> None:
    """Magic Tower: a card twice across the zones (MT-COMP-1) is not a state of the game."""
    data = saved("magic_tower")
    hands = data["slots"]["hands"]
    hands[0].append(hands[1][0])
    with pytest.raises(StateError, match="breaks the game's rules"):
        load("magic_tower").state_from_json(data)


def test_loaded_state_plays_on() -> None:
    data = saved("science_duel")
    state = load("science_duel").state_from_json(data)
    state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalAction):  # the cache came from the game, not the file
        state.apply(Action("beat"))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_broken_action_in_the_history_is_a_state_error(game_id: str) -> None:
    """``{"$a": "0"}`` used to escape as ActionSyntaxError (found by the fuzzer)."""
    data = saved(game_id)
    data["slots"]["history"] = [{"$a": "0"}]
    with pytest.raises(StateError):
        load(game_id).state_from_json(data)


def _nested_numbers(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _nested_numbers(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            found += _nested_numbers(inner, (*path, i))
    elif isinstance(value, int) and not isinstance(value, bool) and len(path) > 1:
        found.append(path)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_none_for_any_nested_number_is_refused_or_harmless(game_id: str) -> None:
    """A ``None`` deep inside a slot (a payment's minimum) loaded, then the first
    ``legal_actions`` raised TypeError (found by the fuzzer); now the loaded state is asked
    what front ends ask first, inside ``state_from_json``."""
    game = load(game_id)
    state = game.new_state(seed=3, players=2)
    for _ in range(12):
        state.apply(state.legal_actions()[-1])
    data = json.loads(json.dumps(state.to_json()))
    for path in _nested_numbers(data["slots"])[::3]:
        broken = json.loads(json.dumps(data))
        place = broken["slots"]
        for key in path[:-1]:
            place = place[key]
        place[path[-1]] = None
        try:
            loaded = game.state_from_json(broken)
        except StateError:
            continue
        loaded.legal_actions()
        for seat in (None, 0, 1):
            loaded.observation(seat)
