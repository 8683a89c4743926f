"""Events whose parameters are made when first read (``Event.built``, ``State.log_built``):
readers see the same parameters, made once, and a silent state records none."""

from __future__ import annotations

import copy
import json
import pickle
from typing import Any

import pytest

from cardtable.kernel import Event, serial
from cardtable.kernel.events import events_for
from support.toy_game import TOY

CALLS: list[tuple[Any, ...]] = []


def pair_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """A builder that counts its calls (module level: pickling names it)."""
    CALLS.append(args)
    seat, card = args
    return {"seat": seat, "card": card, "twice": [card, card]}


def test_parameters_are_made_when_first_read_and_then_kept() -> None:
    CALLS.clear()
    event = Event.built("test_built.play", pair_params, (1, 7))
    assert CALLS == []  # recording costs the values only
    first = event.params
    assert first == {"seat": 1, "card": 7, "twice": [7, 7]}
    assert event.params is first and CALLS == [(1, 7)]  # made once


def test_a_built_event_equals_the_event_given_its_parameters() -> None:
    built = Event.built("test_built.play", pair_params, (0, 3))
    given = Event("test_built.play", {"seat": 0, "card": 3, "twice": [3, 3]})
    assert built == given and given == built
    assert built != Event.built("test_built.play", pair_params, (0, 4))
    assert repr(built) == repr(given)


def test_a_built_event_is_kept_and_copied_with_its_parameters() -> None:
    built = Event.built("test_built.play", pair_params, (1, 2),
                        frozenset({1}), Event("test_built.hidden", {"seat": 1}))
    again = serial.decode(json.loads(json.dumps(serial.encode([built]))))
    assert again == [built]
    assert pickle.loads(pickle.dumps(built)) == built
    assert copy.deepcopy(built) == built


def test_a_built_event_keeps_its_visibility() -> None:
    hidden = Event("test_built.hidden", {"seat": 1})
    built = Event.built("test_built.draw", pair_params, (1, 9), frozenset({1}), hidden)
    assert events_for([built], 1) == [built]
    assert events_for([built], 0) == [hidden]
    assert events_for([built], None) == [hidden]


def test_an_event_takes_parameters_or_a_builder_not_both() -> None:
    with pytest.raises(ValueError, match="not both"):
        Event("test_built.play", {"seat": 0}, None, None, pair_params, (0, 1))


def test_log_built_records_on_a_recording_state_only() -> None:
    CALLS.clear()
    loud = TOY.new_state(seed=2, players=2)
    loud.log_built("test_built.play", pair_params, (0, 5))
    assert loud.events[-1].key == "test_built.play" and CALLS == []
    assert loud.events[-1].params["twice"] == [5, 5]
    quiet = TOY.new_state(seed=2, players=2)
    quiet.stop_recording()
    before = list(quiet.events)
    quiet.log_built("test_built.play", pair_params, (0, 5))
    assert quiet.events == before
    # a saved state keeps the parameters themselves
    restored = TOY.state_from_json(loud.to_json())
    assert restored.events[-1] == loud.events[-1]
