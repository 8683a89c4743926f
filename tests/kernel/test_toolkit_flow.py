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


@task
class Hit(Task):
    target: int
    amount: int = 1


def test_fast_init_keeps_the_dataclass_signature_defaults_and_errors() -> None:
    """``fast_init`` replaces only how the slots are filled."""
    assert Hit(3) == Hit(target=3, amount=1) == dataclasses.replace(Hit(3, 2), amount=1)
    assert Hit(3, 2).amount == 2 and hash(Hit(3, 2)) == hash(Hit(3, 2))
    with pytest.raises(TypeError):
        Hit()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Hit(1, 2, 3)  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Hit(1).amount = 5  # type: ignore[misc]
    from cardtable.kernel.flow import Pending

    assert Pending("x", 1) == Pending(kind="x", seat=1, options=(), resume=None)


def test_a_flow_that_clears_on_end_stops_when_the_game_empties_the_stack() -> None:
    """``Flow(clears_on_end=True)`` skips the ``_halted`` check; the game's end clears
    the stack and the decision (``TaskState.end_flow``), so nothing more runs."""
    from cardtable.kernel.flow import Flow, TaskState

    ran: list[int] = []
    flow: Flow[TaskState] = Flow("toy", clears_on_end=True)

    @flow.handles(Hit)
    def hit(state: TaskState, item: Hit) -> None:
        ran.append(item.target)
        if item.target == 2:
            state.end_flow()

    class Toy(TaskState):
        __slots__ = ()

        def _setup(self) -> None: ...
        def _terminal(self) -> bool: return False
        def _returns(self) -> list[float]: return []
        def _apply(self, action: object) -> None: ...
        def _observation(self, seat: int | None) -> dict[str, object]: return {}

    state = Toy.__new__(Toy)
    state._init_flow()
    state.tasks.extend([Hit(4), Hit(3), Hit(2), Hit(1)])
    flow.run(state)
    assert ran == [1, 2] and state.tasks == [] and state.pending is None
