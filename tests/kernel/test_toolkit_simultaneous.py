"""Simultaneous effects (kernel/simultaneous.py) and ``TaskState.ask_or_take``."""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.kernel import Action, Task, task
from cardtable.kernel.flow import Flow, TaskState
from cardtable.kernel.simultaneous import enqueue, next_group, take


def seat_of(item: tuple[int, str]) -> int:
    return item[0]


def test_the_active_players_group_runs_first_then_turn_order() -> None:
    queue: list[list[tuple[int, str]]] = []
    enqueue(queue, [(0, "a"), (2, "b"), (1, "c"), (2, "d")])
    # active seat 2 of 3: seat 2's items first, in queue order
    assert next_group(queue, 2, 3, seat_of) == (2, [(2, "b"), (2, "d")])
    take(queue, (2, "b"))
    take(queue, (2, "d"))
    assert next_group(queue, 2, 3, seat_of) == (0, [(0, "a")])
    take(queue, (0, "a"))
    assert next_group(queue, 2, 3, seat_of) == (1, [(1, "c")])
    take(queue, (1, "c"))
    assert next_group(queue, 2, 3, seat_of) is None and queue == []


def test_effects_fired_meanwhile_wait_behind_the_batch_already_waiting() -> None:
    queue: list[list[tuple[int, str]]] = []
    enqueue(queue, [(1, "first")])
    enqueue(queue, [])  # nothing fired: no batch
    assert len(queue) == 1
    group = next_group(queue, 0, 2, seat_of)
    assert group == (1, [(1, "first")])
    # while "first" runs, seat 0 (the active player) fires something
    enqueue(queue, [(0, "later")])
    assert next_group(queue, 0, 2, seat_of) == (1, [(1, "first")])
    take(queue, (1, "first"))
    assert next_group(queue, 0, 2, seat_of) == (0, [(0, "later")])


@task
class Choose(Task):
    tag: int


class Toy(TaskState):
    __slots__ = ("got",)
    flow: ClassVar[Flow[Any]] = Flow("toy_ask")

    def _setup(self) -> None: ...
    def _terminal(self) -> bool: return False
    def _returns(self) -> list[float]: return []
    def _apply(self, action: Action) -> None: ...
    def _observation(self, seat: int | None) -> dict[str, object]: return {}


@Toy.flow.resumes(Choose)
def _resume(state: Toy, item: Choose, action: Action) -> None:
    state.got.append((item.tag, action.int_arg("choice")))


def _toy() -> Toy:
    state = Toy.__new__(Toy)
    state._init_flow()
    state.got = []
    return state


def test_ask_or_take_takes_a_single_option_without_asking() -> None:
    state = _toy()
    state.ask_or_take("pick", 1, [7], Choose(3))
    assert state.pending is None and state.got == [(3, 7)]


def test_ask_or_take_asks_when_there_is_a_choice_and_skips_when_there_is_none() -> None:
    state = _toy()
    state.ask_or_take("pick", 1, [7, 8], Choose(3))
    assert state.pending is not None and state.pending.seat == 1
    assert [a.int_arg("choice") for a in state._pending_legal(state.pending)] == [7, 8]
    assert state.got == []
    state = _toy()
    state.ask_or_take("pick", 1, [], Choose(3))
    assert state.pending is None and state.got == []
