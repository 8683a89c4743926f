"""Turn order and step caps (kernel/turns.py)."""

from __future__ import annotations

import pytest

from cardtable.kernel import StepCap, next_seat, seats_from


def test_seats_from_lists_a_round_in_turn_order() -> None:
    assert seats_from(2, 4) == [2, 3, 0, 1]


def test_next_seat_skips_excluded_seats_and_wraps() -> None:
    out = {1, 2}
    assert next_seat(0, 4) == 1
    assert next_seat(0, 4, lambda s: s in out) == 3
    assert next_seat(3, 4, lambda s: s in out) == 0
    assert next_seat(0, 3, lambda s: s != 0) == 0  # alone: the same seat again
    with pytest.raises(ValueError):
        next_seat(0, 3, lambda s: True)


def test_step_cap_names_its_rule() -> None:
    cap = StepCap(3, "XX-DEC-1")
    assert not cap.reached(2) and cap.reached(3) and not cap.exceeded(3) and cap.exceeded(4)
    assert cap.rule == "XX-DEC-1"
    assert not StepCap(None, "XX-DEC-2").reached(10**9)
