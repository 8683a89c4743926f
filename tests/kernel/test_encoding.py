"""``ActionSpace``: dense integer codes for actions, round trips and range errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    ActionSyntaxError,
    IntRange,
    Subset,
    Words,
)

SPACE = ActionSpace([
    ActionKind("pass"),
    ActionKind("play", (("hand", IntRange(0, 4)), ("row", Words(("top", "bottom"))))),
    ActionKind("discard", (("cards", Subset(4)),)),
    ActionKind("bid", (("amount", IntRange(-2, 3)),)),
])


def every_action() -> list[Action]:
    out = [Action("pass")]
    out += [Action("play", hand=h, row=r) for h in range(5) for r in ("top", "bottom")]
    out += [Action("discard", cards=tuple(i for i in range(4) if m >> i & 1))
            for m in range(16)]
    out += [Action("bid", amount=a) for a in range(-2, 4)]
    return out


def test_size_is_the_sum_of_the_kinds() -> None:
    assert SPACE.size == 1 + 5 * 2 + 16 + 6
    assert SPACE.kind_names == ("pass", "play", "discard", "bid")


def test_every_action_has_one_code_and_decodes_back() -> None:
    codes = [SPACE.encode(a) for a in every_action()]
    assert sorted(codes) == list(range(SPACE.size))
    for action, code in zip(every_action(), codes, strict=True):
        assert SPACE.decode(code) == action


@given(st.integers(min_value=0, max_value=SPACE.size - 1))
def test_every_code_decodes_to_an_action_that_encodes_back(code: int) -> None:
    assert SPACE.encode(SPACE.decode(code)) == code


@pytest.mark.parametrize("code", [-1, SPACE.size, SPACE.size + 100])
def test_codes_out_of_range_are_errors(code: int) -> None:
    with pytest.raises(ActionSyntaxError, match="outside"):
        SPACE.decode(code)


@pytest.mark.parametrize(("action", "reason"), [
    (Action("fly"), "not in the action space"),
    (Action("play", hand=1), "must have arguments"),
    (Action("play", hand=1, row="top", extra=2), "must have arguments"),
    (Action("play", hand=5, row="top"), "outside 0..4"),
    (Action("play", hand=-1, row="top"), "outside 0..4"),
    (Action("play", hand="one", row="top"), "outside 0..4"),
    (Action("play", hand=1, row="middle"), "not one of"),
    (Action("discard", cards=(2, 1)), "not sorted"),
    (Action("discard", cards=(1, 1)), "distinct"),
    (Action("discard", cards=(4,)), "below 4"),
    (Action("discard", cards=3), "not a list"),
    (Action("bid", amount=4), "outside -2..3"),
])
def test_actions_outside_the_space_cannot_be_encoded(action: Action, reason: str) -> None:
    with pytest.raises(ActionSyntaxError, match=reason):
        SPACE.encode(action)


def test_duplicate_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        ActionSpace([ActionKind("pass"), ActionKind("pass")])


def test_domains() -> None:
    assert IntRange(3, 5).size == 3 and IntRange(3, 5).value(2) == 5
    assert Words(("a", 7)).index(7) == 1 and Words(("a", 7)).value(0) == "a"
    assert Subset(3).size == 8 and Subset(3).value(0b101) == (0, 2)
    assert Subset(3).index(()) == 0
