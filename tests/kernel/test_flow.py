"""The task stack, pending decisions and ``TaskState`` (kernel/flow.py).

A tiny game is built on the toolkit alone: a seat's turn pushes three tasks;
one of them asks the *other* seat to choose (a blocker-like decision), and a
draw is pushed under the stack so it runs after everything else.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    Flow,
    Game,
    GameOptions,
    IntRange,
    Pending,
    Task,
    TaskState,
    push,
    push_under,
    task,
)


@task
class Note(Task):
    text: str


@task
class AskBlock(Task):
    attacker: int


@task
class Draw(Task):
    seat: int


FLOW: Flow[FlowState] = Flow("flow_toy")


class FlowOptions(GameOptions):
    pass


class FlowState(TaskState):
    __slots__ = ("active", "done", "log_", "turn")
    flow = FLOW
    active: int
    turn: int
    done: bool
    log_: list[str]

    def _setup(self) -> None:
        self._init_flow()
        self.active = 0
        self.turn = 0
        self.done = False
        self.log_ = []

    def _terminal(self) -> bool:
        return self.done

    def _returns(self) -> list[float]:
        return [0.0, 0.0]

    def _turn_seat(self) -> int:
        return self.active

    def _turn_legal(self) -> list[Action]:
        return [Action("go"), Action("stop")]

    def _apply(self, action: Action) -> None:
        if self.pending is not None:
            FLOW.answer(self, action)
            return
        if action.kind == "stop":
            self.done = True
            return
        push(self.tasks, Note("first"), AskBlock(attacker=self.active), Note("third"))
        push_under(self.tasks, Draw(self.active))
        FLOW.run(self)

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return {"log": list(self.log_), "pending": None if self.pending is None
                else self.pending.kind}


@FLOW.handles(Note)
def _note(st: FlowState, t: Note) -> None:
    st.log_.append(t.text)


@FLOW.handles(AskBlock)
def _ask(st: FlowState, t: AskBlock) -> None:
    st.ask("block", 1 - t.attacker, (0, 1, 2), resume=t)


@FLOW.resumes(AskBlock)
def _answer(st: FlowState, t: AskBlock, answer: Action) -> None:
    st.log_.append(f"block {answer.int_arg('choice')} against {t.attacker}")


@FLOW.handles(Draw)
def _draw(st: FlowState, t: Draw) -> None:
    st.log_.append(f"draw {t.seat}")
    st.active = 1 - st.active


class FlowGame(Game):
    id = "flow_toy"
    names = {"cs": "tok", "en": "flow"}
    min_players = 2
    max_players = 2
    options_model = FlowOptions
    state_class = FlowState
    action_space = ActionSpace([ActionKind("go"), ActionKind("stop"),
                                ActionKind("block", (("choice", IntRange(0, 2)),))])


GAME = FlowGame()


def test_tasks_are_frozen_registered_dataclasses() -> None:
    note = Note("x")
    assert dataclasses.is_dataclass(note)
    with pytest.raises(dataclasses.FrozenInstanceError):
        note.text = "y"  # type: ignore[misc]
    with pytest.raises(TypeError):
        task(type("NotATask", (), {"__annotations__": {"a": int}}))  # type: ignore[type-var]


def test_push_order_and_push_under() -> None:
    stack: list[Task] = [Note("old")]
    push(stack, Note("a"), Note("b"))
    push_under(stack, Note("u1"), Note("u2"))
    order = [t.text for t in reversed(stack) if isinstance(t, Note)]
    assert order == ["a", "b", "old", "u1", "u2"]


def test_push_and_push_under_work_on_any_list_a_game_uses_as_a_stack() -> None:
    """A game's own public stack (HexyGame's objects, top last) uses the same helpers:
    a block pushed under keeps its order, the first given resolving first of it
    (HX-DEC-25: Energy triggers on top, the Action block under, the draw at the bottom)."""
    objects: list[str] = ["energy_trigger"]
    push_under(objects, "action_t2", "action_t1")
    push_under(objects, "draw")
    assert list(reversed(objects)) == ["energy_trigger", "action_t2", "action_t1", "draw"]
    push(objects, "response")
    assert objects[-1] == "response"


def test_a_pending_decision_makes_its_decider_current_and_lists_its_options() -> None:
    st = GAME.new_state(seed=1)
    assert st.current_player() == 0
    st.apply(Action("go"))
    # 'first' ran, then the stack stopped at the other seat's decision
    assert st.observation(0)["log"] == ["first"]
    assert st.current_player() == 1
    assert [str(a) for a in st.legal_actions()] == [
        "block choice=0", "block choice=1", "block choice=2"]
    st.apply(Action("block", choice=2), seat=1)
    # the answer resumed the task, the stack ran on, the draw pushed under came last
    assert st.observation(0)["log"] == ["first", "block 2 against 0", "third", "draw 0"]
    assert st.current_player() == 1 and st.pending is None


def test_a_paused_stack_round_trips_through_json_and_clones_independently() -> None:
    st = GAME.new_state(seed=1)
    st.apply(Action("go"))
    back = GAME.state_from_json(json.loads(json.dumps(st.to_json())))
    assert back.to_json() == st.to_json()
    assert isinstance(back, FlowState) and isinstance(back.pending, Pending)
    twin = st.clone()
    twin.apply(Action("block", choice=0))
    assert st.current_player() == 1 and st.observation(0)["log"] == ["first"]
    back.apply(Action("block", choice=1))
    assert back.observation(0)["log"][-1] == "draw 0"


def test_flow_refuses_a_second_handler_and_reports_unhandled_types() -> None:
    with pytest.raises(ValueError):
        FLOW.handles(Note)(lambda st, t: None)
    assert FLOW.check([Note, Draw, AskBlock]) == []

    @task
    class Orphan(Task):
        n: int

    assert FLOW.check([Orphan]) == ["Orphan"]


def test_answer_without_a_decision_is_an_error() -> None:
    st = GAME.new_state(seed=1)
    assert isinstance(st, FlowState)
    with pytest.raises(RuntimeError):
        FLOW.answer(st, Action("go"))
