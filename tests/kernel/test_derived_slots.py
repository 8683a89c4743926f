"""Derived slots: kept for speed, copied by ``clone``, left out of JSON and digests,
rebuilt by ``_rebuild_derived`` when a state is read back."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.kernel import Rng
from cardtable.kernel.record import state_digest
from support.toy_game import ToyGame, ToyState


class CountingState(ToyState):
    """The toy, plus the size of every hand kept as derived data."""

    __slots__ = ("hand_sizes",)
    _DERIVED_SLOTS = ("hand_sizes",)
    hand_sizes: list[int]

    def _setup(self) -> None:
        super()._setup()
        self._rebuild_derived()

    def _apply(self, action: Any) -> None:
        super()._apply(action)
        self._rebuild_derived()

    def _rebuild_derived(self) -> None:
        self.hand_sizes = [len(h) for h in self.hands]


class CountingToy(ToyGame):
    state_class = CountingState


class ForgetfulState(CountingState):
    """Declares the derived slot but never says how to rebuild it."""

    __slots__ = ()

    def _rebuild_derived(self) -> None:
        ToyState._rebuild_derived(self)


def _played(game: ToyGame, steps: int = 5) -> ToyState:
    state = game.new_state(seed=4, players=2)
    rng = Rng(9)
    for _ in range(steps):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


def test_derived_slots_stay_out_of_json_and_digests() -> None:
    state = _played(CountingToy())
    assert "hand_sizes" not in state.to_json()["slots"]
    plain = _played(ToyGame())
    assert state_digest(state) == state_digest(plain)


def test_clone_copies_derived_slots_and_json_rebuilds_them() -> None:
    game = CountingToy()
    state = _played(game)
    copy = state.clone()
    assert copy.hand_sizes == state.hand_sizes  # type: ignore[attr-defined]
    assert copy.hand_sizes is not state.hand_sizes  # type: ignore[attr-defined]
    back = game.state_from_json(state.to_json())
    assert back.hand_sizes == [len(h) for h in state.hands]  # type: ignore[attr-defined]


def test_a_derived_slot_without_a_rebuild_is_an_error() -> None:
    class ForgetfulToy(ToyGame):
        state_class = ForgetfulState

    game = ForgetfulToy()
    data = _played(CountingToy()).to_json()
    with pytest.raises(TypeError, match=r"declares derived slots \('hand_sizes',\)"):
        game.state_from_json(data)
