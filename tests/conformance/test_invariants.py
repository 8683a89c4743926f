"""The conformance run checks each game's ``Game.invariant_errors``, and can fail.

Magic Tower's ``invariant_errors`` is ``conservation_errors`` (MT-COMP-1: every card exactly
once across the deck, the hands and the pile); P1 checks it after setup and
after every action, P6 on every determinized sample.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower.invariants import conservation_errors
from cardtable.games.magic_tower.model import PileCard
from cardtable.kernel import State, load
from support.toy_game import TOY

from .invariants import invariant_errors
from .properties import check_determinize, check_random_playouts


def test_magic_tower_registers_card_conservation_mt_comp_1() -> None:
    """MT-COMP-1: the conformance run checks Magic Tower's card conservation."""
    game = load("magic_tower")
    state0 = game.new_state(seed=1, players=2)
    assert game.invariant_errors(state0) == conservation_errors(state0) == []
    assert invariant_errors(TOY, TOY.new_state(seed=1, players=2)) == []
    state = game.new_state(seed=2, players=3, trumps=["humans", "titans", "undead"])
    assert invariant_errors(game, state) == []
    broken = state.clone()
    broken.pile.append(PileCard(broken.hands[0].pop(), 0, 0))  # type: ignore[attr-defined]
    broken.pile.append(broken.pile[-1])  # type: ignore[attr-defined]
    broken.invalidate()
    assert any("held 2 times" in e for e in invariant_errors(game, broken))


def test_magic_tower_invariants_hold_in_play_and_in_samples_mt_comp_1() -> None:
    """MT-COMP-1 after every action of random games (P1) and in determinized samples (P6)."""
    game = load("magic_tower")
    assert check_random_playouts(game, 4, {}, range(3)).steps > 0
    assert check_determinize(game, 4, {}, [0], states_per_game=6).checks > 0


def test_a_broken_invariant_fails_p1_at_its_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose invariant check reports a problem makes P1 fail, naming game and step."""
    def after_three_actions(state: State) -> list[str]:
        return ["three actions were played"] if len(state.history) == 3 else []

    monkeypatch.setattr(TOY, "invariant_errors", after_three_actions)
    with pytest.raises(AssertionError, match=r"^P1 \(") as caught:
        check_random_playouts(TOY, 2, {}, [5])
    message = str(caught.value)
    assert "fails for toy (2p), seed 5, step 3" in message
    assert "breaks the game's invariants: three actions were played" in message
