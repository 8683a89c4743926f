"""The conformance suite: DESIGN.md's seven properties for every registered game.

Parametrized over ``cardtable.kernel.game_ids()`` (the toy game included) and
each ``(players, options)`` of ``game.sample_configs()``; ids read like
``clash_of_decks-2p-prepared``. A new game gets all of this by registering.
The default budget keeps CI short; ``--runslow`` runs thousands of games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.kernel import Game, game_ids, load

from .budget import DEFAULT, THOROUGH, Budget, plan, seeds
from .playout import Config
from .properties import (
    check_determinize,
    check_encoding,
    check_illegal_unchanged,
    check_json_and_clone,
    check_no_leak,
    check_random_playouts,
    check_replay,
)
from .recording import check_recording
from .rl_properties import check_rl_hooks


@dataclass(frozen=True)
class Case:
    """One configuration to check, or the error that kept the game from loading."""

    id: str
    game: Game | None = None
    players: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    error: str | None = None

    def config(self) -> Config:
        if self.game is None:
            raise AssertionError(f"{self.id}: the game does not load: {self.error}")
        return Config(self.game, self.players, self.options)


def _option_label(options: dict[str, Any]) -> str:
    """A short, readable id part per option: ``prepared``, ``turns5``, ``ai``, ``no_ai``."""
    parts = []
    for key, value in options.items():
        if value is True:
            parts.append(key)
        elif value is False:
            parts.append(f"no_{key}")
        elif isinstance(value, str) and value.replace("_", "").isalnum():
            parts.append(value)
        elif isinstance(value, int):
            parts.append(f"{key}{value}")
        else:
            parts.append(key)
    return "".join(f"-{p}" for p in parts)


def _cases() -> list[Case]:
    cases = []
    for game_id in game_ids():
        try:
            game = load(game_id)
            configs = game.sample_configs()
        except Exception as exc:  # a broken game fails its own tests, not the collection
            cases.append(Case(f"{game_id}-load", error=f"{type(exc).__name__}: {exc}"))
            continue
        for players, options in configs:
            case_id = f"{game_id}-{players}p{_option_label(options)}"
            taken = sum(1 for c in cases if c.id == case_id or c.id.startswith(case_id + "#"))
            if taken:
                case_id = f"{case_id}#{taken + 1}"
            cases.append(Case(case_id, game, players, dict(options)))
    return cases


CASES = _cases()
by_case = pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])


def _run(prop: str, case: Case, budget: Budget) -> None:
    """Run property ``prop`` for ``case`` within ``budget`` and check it did real work."""
    cfg = case.config()
    g, n, opts = cfg.game, cfg.players, cfg.options
    if prop == "P1":
        done = check_random_playouts(g, n, opts, seeds(case.id, prop, budget.playouts),
                                     max_total_steps=budget.playout_steps)
        assert done.games >= 10 and done.steps > 0
        return
    todo = plan(budget, prop, cfg)
    k = todo.states_per_game
    runs: dict[str, Callable[[list[int]], Any]] = {
        "P2": lambda s: check_replay(g, n, opts, s, states_per_game=k),
        "P3": lambda s: check_json_and_clone(g, n, opts, s, states_per_game=k),
        "P4": lambda s: check_illegal_unchanged(g, n, opts, s, states_per_game=k),
        "P5": lambda s: check_no_leak(g, n, opts, s, states_per_game=k),
        "P6": lambda s: check_determinize(g, n, opts, s, states_per_game=k),
        "P7": lambda s: check_encoding(g, n, opts, s),
        "P8": lambda s: check_rl_hooks(g, n, opts, s, states_per_game=k),
        "P9": lambda s: check_recording(g, n, opts, s, states_per_game=k),
    }
    done = runs[prop](seeds(case.id, prop, todo.games))
    assert done.games == todo.games and done.states >= todo.games


@by_case
def test_p1_random_playouts_end(case: Case) -> None:
    """P1: random-vs-random games end, never raise, always offer a move while live."""
    _run("P1", case, DEFAULT)


@by_case
def test_p2_replay_reproduces_every_state(case: Case) -> None:
    """P2: a saved record replays to an equal ``to_json`` at every step."""
    _run("P2", case, DEFAULT)


@by_case
def test_p3_json_round_trip_and_clone(case: Case) -> None:
    """P3: exact JSON round trip with the same future; clones are independent."""
    _run("P3", case, DEFAULT)


@by_case
def test_p4_illegal_action_changes_nothing(case: Case) -> None:
    """P4: illegal actions raise ``IllegalAction`` with a reason and change nothing."""
    _run("P4", case, DEFAULT)


@by_case
def test_p5_no_hidden_information_leaks(case: Case) -> None:
    """P5: hidden differences change neither a seat's observation nor its events."""
    _run("P5", case, DEFAULT)


@by_case
def test_p6_determinize_consistent(case: Case) -> None:
    """P6: ``determinize(S)`` agrees with ``observation(S)`` and plays on."""
    _run("P6", case, DEFAULT)


@by_case
def test_p7_encoding_round_trips(case: Case) -> None:
    """P7: ``decode(encode(a)) == a`` below ``num_distinct_actions``, codes distinct."""
    _run("P7", case, DEFAULT)


@by_case
def test_p8_rl_hooks(case: Case) -> None:
    """P8: fixed-length tensors built from the observation only, the legal-action mask,
    the game-length bound and the encoding fingerprint."""
    _run("P8", case, DEFAULT)


@by_case
def test_p9_silent_state_plays_the_same_game(case: Case) -> None:
    """P9: a state that stops recording events offers the same actions, observations and
    end as one that records them (``State.stop_recording``, used by playouts)."""
    _run("P9", case, DEFAULT)


@by_case
@settings(max_examples=DEFAULT.hypothesis_examples)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1))
def test_any_seed_passes_the_cheap_properties(case: Case, seed: int) -> None:
    """P1, P2 and P7 for seeds hypothesis picks, over the whole seed range 0..2**64 - 1
    (a seed outside it is refused: tests/kernel/test_game.py)."""
    cfg = case.config()
    g, n, opts = cfg.game, cfg.players, cfg.options
    check_random_playouts(g, n, opts, [seed])
    check_replay(g, n, opts, [seed], states_per_game=2)
    check_encoding(g, n, opts, [seed], states_per_game=10)


@pytest.mark.slow
@pytest.mark.parametrize("prop", ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"])
@by_case
def test_thorough(case: Case, prop: str) -> None:
    """Every property with the ``--runslow`` budget (thousands of P1 games per config)."""
    _run(prop, case, THOROUGH)


def test_every_registered_game_is_covered() -> None:
    """The suite covers the toy game and each registered game with at least one config."""
    covered = {c.id.split("-")[0] for c in CASES}  # game ids have no "-"
    assert "toy" in covered
    assert covered == set(game_ids())
