"""The kernel conformance suite (DESIGN.md's seven properties) on HexyGame.

HexyGame is not in ``kernel/registry.py``'s BUILTIN list yet, so the shared suite in
``tests/conformance`` does not see it. These tests register ``HEXY`` for their own
run (and unregister it after, so the shared suite's "every registered game is
covered" check is not disturbed) and call the suite's check functions on every
``HEXY.sample_configs()`` entry, with the suite's own time-free budgets.

Rules named: HX-INFO-1..15 through P5/P6 (hidden hands and library orders never
reach an observation or an event; ``determinize`` agrees with the observation),
HX-DEC-55 (setup is deterministic for a seed, P2), HX-DEC-63 (the finite action
encoding, P7), HX-DEC-46 (every random game ends, P1), HX-ACT-15 (an action out of
turn is refused and changes nothing, P4).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games.hexy.game import HEXY
from cardtable.kernel import register
from cardtable.kernel.registry import unregister
from conformance.budget import DEFAULT, THOROUGH, Budget, plan, seeds
from conformance.playout import Config
from conformance.properties import (
    check_determinize,
    check_encoding,
    check_illegal_unchanged,
    check_json_and_clone,
    check_no_leak,
    check_random_playouts,
    check_replay,
)

CONFIGS = HEXY.sample_configs()
IDS = ["default", "decks_swapped", "hex_r3", "test_set"]
by_config = pytest.mark.parametrize("config", CONFIGS, ids=IDS)


@pytest.fixture(autouse=True)
def registered() -> Iterator[None]:
    """HEXY is loadable by id (records replay through ``load``) for one test only."""
    register(HEXY)
    try:
        yield
    finally:
        unregister(HEXY.id)


def _run(prop: str, config: tuple[int, dict[str, Any]], budget: Budget) -> None:
    players, options = config
    cfg = Config(HEXY, players, options)
    label = f"hexy-{players}p-{IDS[CONFIGS.index(config)]}"
    if prop == "P1":
        done = check_random_playouts(HEXY, players, options, seeds(label, prop, budget.playouts),
                                     max_total_steps=budget.playout_steps)
        assert done.games >= 10 and done.steps > 0
        return
    todo = plan(budget, prop, cfg)
    k = todo.states_per_game
    runs: dict[str, Callable[[list[int]], Any]] = {
        "P2": lambda s: check_replay(HEXY, players, options, s, states_per_game=k),
        "P3": lambda s: check_json_and_clone(HEXY, players, options, s, states_per_game=k),
        "P4": lambda s: check_illegal_unchanged(HEXY, players, options, s, states_per_game=k),
        "P5": lambda s: check_no_leak(HEXY, players, options, s, states_per_game=k),
        "P6": lambda s: check_determinize(HEXY, players, options, s, states_per_game=k),
        "P7": lambda s: check_encoding(HEXY, players, options, s),
    }
    done = runs[prop](seeds(label, prop, todo.games))
    assert done.games == todo.games and done.states >= todo.games


QUICK = Budget(playouts=60, playout_steps=6_000, work=3_000, max_games=12, min_games=2,
               hypothesis_examples=4)
"""A lighter budget than the shared suite's DEFAULT (the machine is shared); the
``--runslow`` run below uses DEFAULT and THOROUGH."""


@by_config
def test_p1_random_playouts_end_hx_dec_46(config: tuple[int, dict[str, Any]]) -> None:
    """P1: random games end (HX-DEC-46 turn limit), never raise, keep the invariants."""
    _run("P1", config, QUICK)


@by_config
def test_p2_replay_hx_dec_55(config: tuple[int, dict[str, Any]]) -> None:
    """P2: setup is deterministic per seed (HX-DEC-55); a record replays every state."""
    _run("P2", config, QUICK)


@by_config
def test_p3_json_round_trip_and_clone(config: tuple[int, dict[str, Any]]) -> None:
    """P3: ``state_from_json(to_json)`` is exact with the same future; clones are independent."""
    _run("P3", config, QUICK)


@by_config
def test_p4_illegal_actions_change_nothing_hx_act_15(config: tuple[int, dict[str, Any]]) -> None:
    """P4: illegal actions (out of turn: HX-ACT-15) raise and change nothing."""
    _run("P4", config, QUICK)


@by_config
def test_p5_no_leaks_hx_info_1_to_13(config: tuple[int, dict[str, Any]]) -> None:
    """P5: hidden hands and library orders (HX-INFO-1, HX-INFO-2, HX-INFO-4) change
    neither an observation nor the events a seat sees (HX-INFO-13)."""
    _run("P5", config, QUICK)


@by_config
def test_p6_determinize_consistent_hx_info_15(config: tuple[int, dict[str, Any]]) -> None:
    """P6: ``determinize(seat)`` keeps the seat's observation, the decider and its legal
    actions (HX-INFO-14, HX-INFO-15) and plays on to the end."""
    _run("P6", config, QUICK)


@by_config
def test_p7_encoding_round_trips_hx_dec_63(config: tuple[int, dict[str, Any]]) -> None:
    """P7: every legal action encodes below ``num_distinct_actions`` (HX-DEC-63)."""
    _run("P7", config, QUICK)


@by_config
@settings(max_examples=QUICK.hypothesis_examples, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1))
def test_any_seed_passes_the_cheap_properties(config: tuple[int, dict[str, Any]],
                                              seed: int) -> None:
    """P1, P2 and P7 for seeds hypothesis picks over the whole seed range."""
    players, options = config
    register(HEXY)  # hypothesis runs examples inside one fixture call; keep it registered
    check_random_playouts(HEXY, players, options, [seed])
    check_replay(HEXY, players, options, [seed], states_per_game=2)
    check_encoding(HEXY, players, options, [seed], states_per_game=10)


@pytest.mark.slow
@pytest.mark.parametrize("budget", [DEFAULT, THOROUGH], ids=["default", "thorough"])
@pytest.mark.parametrize("prop", ["P1", "P2", "P3", "P4", "P5", "P6", "P7"])
@by_config
def test_full_budget(config: tuple[int, dict[str, Any]], prop: str, budget: Budget) -> None:
    """Every property with the shared suite's budgets (``--runslow``)."""
    _run(prop, config, budget)


def test_hexy_is_not_builtin_yet() -> None:
    """These tests stand in for the shared suite until HEXY joins BUILTIN."""
    from cardtable.kernel.registry import BUILTIN

    assert "hexy" not in BUILTIN
