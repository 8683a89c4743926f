"""Mutation checks: each property fails on a toy game broken in its way, passes on the toy.

This is what makes the conformance suite trustworthy: a check that cannot
fail proves nothing. Every mutant of ``mutants.py`` must be caught by its
property (and is otherwise a playable game), and the correct toy game must
pass every property with the same budget, so the checks are not vacuous.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardtable.kernel import Game, register
from cardtable.kernel.registry import unregister
from support.toy_game import TOY

from .mutants import MUTANTS
from .playout import Checked
from .properties import ALL_CHECKS, check_random_playouts

SEEDS = range(12)


@pytest.fixture(scope="module", autouse=True)
def _registered_mutants() -> Iterator[None]:
    """Replay loads games by id, so mutants are registered (only) while these tests run."""
    for _, game in MUTANTS.values():
        register(game)
    yield
    for game_id in MUTANTS:
        unregister(game_id)


def _run(prop: str, game: Game, players: int = 2) -> Checked:
    check = ALL_CHECKS[prop]
    if prop == "P1":
        return check_random_playouts(game, players, {}, SEEDS, max_steps=300)
    return check(game, players, {}, SEEDS)


@pytest.mark.parametrize("mutant", list(MUTANTS))
def test_property_catches_its_mutant(mutant: str) -> None:
    prop, game = MUTANTS[mutant]
    with pytest.raises(AssertionError, match=rf"^{prop} \(") as caught:
        _run(prop, game)
    message = str(caught.value)
    assert f"fails for {mutant} (2p)" in message
    assert "seed " in message


@pytest.mark.parametrize("mutant", [m for m, (prop, _) in MUTANTS.items() if prop != "P1"])
def test_mutant_is_otherwise_a_playable_game(mutant: str) -> None:
    """Only the property under test fails: the mutant still plays random games to the end."""
    _, game = MUTANTS[mutant]
    assert check_random_playouts(game, 2, {}, SEEDS).games == len(SEEDS)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("prop", list(ALL_CHECKS))
def test_correct_toy_passes_with_the_same_budget(prop: str, players: int) -> None:
    done = _run(prop, TOY, players)
    assert done.games == len(SEEDS)
    assert done.states > len(SEEDS)
    if prop in ("P4", "P5", "P6", "P7", "P8"):
        assert done.checks > 10 * len(SEEDS)


@pytest.mark.parametrize(("mutant", "words"), [
    ("toy_stuck", "offers an empty list of legal actions"),
    ("toy_endless", "did not end within 300 actions"),
    ("toy_global_random", "setup is not deterministic"),
    ("toy_shared_clone", "clone() is not independent"),
    ("toy_mutating_explain", "was rejected but changed the state: slots.scores"),
    ("toy_peeking_obs", "all_hands"),
    ("toy_loud_draw", "toy.draw"),
    ("toy_reshuffled_hand", "changes observation"),
    ("toy_shrunk_deck", "deck_size"),
    ("toy_colliding_codes", "share code"),
    ("toy_code_out_of_range", "is not in 0.."),
    ("toy_peeking_tensor", "from the state and from its observation dict"),
    ("toy_growing_tensor", "observation_shape says 44"),
    ("toy_draw_mask", "legal_action_mask marks codes"),
    ("toy_short_bound", "more than max_game_length 10"),
])
def test_failure_message_says_what_broke(mutant: str, words: str) -> None:
    prop, game = MUTANTS[mutant]
    with pytest.raises(AssertionError) as caught:
        _run(prop, game)
    assert words in str(caught.value)
