"""Silent states (``State.stop_recording``) and task types declared for the compiled build
(``task_type``), on the kernel's own terms; the games are covered by conformance P9."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.kernel import Rng, Task, serial
from cardtable.kernel.flow import task_type
from support.toy_game import TOY


def _play(state, steps: int, seed: int = 3) -> None:  # type: ignore[no-untyped-def]
    rng = Rng(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            return
        state.apply(legal[rng.below(len(legal))])


def test_a_silent_state_records_nothing_and_plays_the_same() -> None:
    loud = TOY.new_state(seed=5, players=2)
    quiet = TOY.new_state(seed=5, players=2)
    assert loud.recording and quiet.recording
    quiet.stop_recording()
    before = list(quiet.events)
    _play(loud, 12)
    _play(quiet, 12)
    assert not quiet.recording and quiet.events == before
    assert len(loud.events) > len(before)
    quiet.log("toy.anything", seat=0)
    quiet.log_private([0], "toy.secret", {"seat": 0}, "toy.hidden", {})
    assert quiet.events == before
    assert loud.legal_actions() == quiet.legal_actions()
    assert loud.observation(0) == quiet.observation(0)


def test_silence_is_kept_by_clones_and_dropped_by_saved_states() -> None:
    state = TOY.new_state(seed=2, players=2)
    state.stop_recording()
    assert not state.clone().recording
    assert not state.determinize(0, Rng(1)).recording
    assert TOY.state_from_json(state.to_json()).recording  # a loaded state records again
    assert "recording" not in state.to_json()["slots"]


@dataclasses.dataclass(frozen=True, slots=True)
class Hop(Task):
    seat: int
    steps: int = 1


task_type(Hop)


def test_task_type_finishes_a_declared_task() -> None:
    hop = Hop(2)
    assert (hop.seat, hop.steps) == (2, 1) and hop == Hop(2, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        hop.seat = 3  # type: ignore[misc]
    assert serial.decode(serial.encode(hop)) == hop
    with pytest.raises(TypeError, match="seat"):
        Hop()  # type: ignore[call-arg]


def test_task_type_refuses_what_is_not_a_frozen_slotted_task() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class NotATask:
        seat: int

    @dataclasses.dataclass(slots=True)
    class Loose(Task):
        seat: int

    @dataclasses.dataclass(frozen=True)
    class Unslotted(Task):
        seat: int

    with pytest.raises(TypeError, match="subclass"):
        task_type(NotATask)  # type: ignore[type-var]
    for cls in (Loose, Unslotted):
        with pytest.raises(TypeError, match="frozen, slotted"):
            task_type(cls)
