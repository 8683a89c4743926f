"""``serial``: exact JSON of state data, every type kept; ``fast_copy`` shares nothing mutable."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given

from cardtable.kernel import Action, Rng, serial

from .strategies import plain_data


@serial.register
class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@serial.register
class Rank(enum.IntEnum):
    LOW = 1
    HIGH = 2


@serial.register
class Corner(enum.Enum):
    TOP_LEFT = (0, 0)
    BOTTOM_RIGHT = (1, 1)


@serial.register
@dataclass(frozen=True, slots=True)
class Card:
    name: str
    cost: int
    colour: Colour = Colour.RED


@serial.register
@dataclass
class Unit:
    card: Card
    damage: int = 0
    buffs: list[str] = field(default_factory=list)
    tags: set[str] = field(default_factory=set)


def round_trip(value: Any) -> Any:
    """Encode, go through JSON text, decode; the JSON must be canonical across the trip."""
    text = json.dumps(serial.encode(value), allow_nan=False)
    again = serial.decode(json.loads(text))
    assert json.dumps(serial.encode(again), allow_nan=False) == text
    return again


@given(plain_data)
def test_plain_data_round_trips_exactly(value: Any) -> None:
    assert round_trip(value) == value


def test_types_are_kept() -> None:
    value = {
        "list": [1, 2.5, None, True, "x"],
        "tuple": (1, (2, 3)),
        "set": {3, 1, 2},
        "frozen": frozenset({"a", "b"}),
        "int_keys": {1: "one", 2: "two"},
        "tuple_keys": {(0, 1): "corner"},
        "dollar_keys": {"$t": 1, "plain": 2},
        "bool_keys": {True: 1, None: 2},
        "empty": [(), set(), frozenset(), {}, []],
    }
    again = round_trip(value)
    assert again == value
    assert type(again["tuple"]) is tuple and type(again["tuple"][1]) is tuple
    assert type(again["set"]) is set and type(again["frozen"]) is frozenset
    assert list(again["int_keys"]) == [1, 2]
    assert [type(v) for v in again["empty"]] == [tuple, set, frozenset, dict, list]
    assert type(again["list"][3]) is bool and type(again["list"][0]) is int


def test_registered_dataclasses_and_enums_round_trip() -> None:
    unit = Unit(Card("fenix", 3, Colour.BLUE), 2, ["haste"], {"flying"})
    value = [unit, Rank.HIGH, Colour.RED, Corner.BOTTOM_RIGHT, {Colour.BLUE: Card("x", 1)}]
    again = round_trip(value)
    assert again == value
    assert type(again[0]) is Unit and type(again[0].card) is Card
    assert again[1] is Rank.HIGH and again[2] is Colour.RED and again[3] is Corner.BOTTOM_RIGHT


def test_actions_and_rngs_round_trip() -> None:
    rng = Rng(12)
    rng.next64()
    value = {"last": Action("play", hand=2, cards=(1, 2)), "rng": rng, "log": [Action("pass")]}
    again = round_trip(value)
    assert again == value
    assert again["rng"].next64() == rng.next64()


def test_unregistered_types_are_refused() -> None:
    class Loose:
        pass

    with pytest.raises(TypeError, match="register"):
        serial.encode({"x": Loose()})


def test_register_refuses_plain_classes() -> None:
    with pytest.raises(TypeError, match="neither a dataclass, a record nor an Enum"):
        serial.register(int)


def test_unknown_class_tags_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown class"):
        serial.decode({"$c": "nowhere:Nothing", "f": {}})


def test_fast_copy_copies_every_mutable_part() -> None:
    unit = Unit(Card("fenix", 3), 1, ["haste"], {"flying"})
    original = {"units": [unit], "hands": [[1, 2], [3]], "pairs": [(1, [2, 3])],
                "seen": {4}, "by_seat": {0: [5]}}
    copy = serial.fast_copy(original)
    assert copy == original
    copy["units"][0].damage = 9
    copy["units"][0].buffs.append("shield")
    copy["units"][0].tags.add("stunned")
    copy["hands"][0].append(7)
    copy["pairs"][0][1].append(4)
    copy["seen"].add(8)
    copy["by_seat"][0].append(6)
    assert original == {"units": [Unit(Card("fenix", 3), 1, ["haste"], {"flying"})],
                        "hands": [[1, 2], [3]], "pairs": [(1, [2, 3])], "seen": {4},
                        "by_seat": {0: [5]}}


def test_fast_copy_shares_immutable_values() -> None:
    card = Card("fenix", 3)
    pair = (1, "a")
    copy = serial.fast_copy([card, pair])
    assert copy[0] is card and copy[1] is pair
