"""``@task`` types are frozen dataclasses to type checkers too (kernel/flow.py)."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.kernel import Task, task


@task
class Strike(Task):
    attacker: int
    target: int


def test_task_is_declared_a_frozen_dataclass_transform() -> None:
    # mypy and pyright read this marker: ``Strike(3, 7)`` is then checked against the
    # fields instead of being refused as "too many arguments" for ``Task()``.
    marker = getattr(task, "__dataclass_transform__", None)
    assert marker is not None
    # Python 3.11 keeps the keywords it does not know yet under "kwargs".
    assert {**marker, **marker.get("kwargs", {})}["frozen_default"] is True
    strike = Strike(3, 7)
    assert (strike.attacker, strike.target) == (3, 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        strike.target = 8  # type: ignore[misc]
