"""The position-builder base (kernel/position.py) and its kernel hooks."""

from __future__ import annotations

import pytest
from tests.support.toy_game import TOY as GAME
from tests.support.toy_game import ToyGame, ToyState

from cardtable.kernel import PositionBuilder, PositionError
from cardtable.kernel.game import State


class ToyPosition(PositionBuilder[ToyState]):
    def hand(self, seat: int, cards: list[int]) -> ToyPosition:
        if not 0 <= seat < self.state.num_players:
            raise self.fail(f"no seat {seat}")
        self.state.hands[seat] = list(cards)
        return self


class CheckedToy(ToyGame):
    def invariant_errors(self, state: State) -> list[str]:
        assert isinstance(state, ToyState)
        cards = [c for h in state.hands for c in h] + state.deck + state.discard
        return [] if sorted(cards) == list(range(1, 13)) else ["cards are not 1..12 once each"]


def test_build_invalidates_and_checks_the_games_invariants() -> None:
    game = CheckedToy()
    state = game.new_state(seed=1, players=2)
    assert isinstance(state, ToyState)
    legal_before = state.legal_actions()
    a, b = state.hands
    built = ToyPosition(state).hand(0, a + b).hand(1, []).build()
    assert built.hands == [a + b, []]
    assert len(legal_before) == 4
    assert len(built.legal_actions()) == 6  # derived again: six plays, no draw (hand full)
    bad = ToyPosition(game.new_state(seed=1, players=2)).hand(0, [1, 1, 1])
    with pytest.raises(PositionError, match="cards are not"):
        bad.build()
    with pytest.raises(PositionError, match="no seat 5"):
        ToyPosition(game.new_state(seed=1, players=2)).hand(5, [])


def test_builder_cannot_be_reused() -> None:
    builder = ToyPosition(GAME.new_state(seed=2, players=2))
    builder.build()
    with pytest.raises(PositionError, match="already built"):
        builder.build()


def test_games_without_builder_say_so() -> None:
    with pytest.raises(NotImplementedError):
        GAME.position()
    with pytest.raises(NotImplementedError):
        GAME.with_cards("[[card]]")
    assert GAME.invariant_errors(GAME.new_state(seed=0, players=2)) == []
