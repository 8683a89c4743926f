"""The PettingZoo adapter passes PettingZoo's own API, seed and max-cycles tests for
every game and player count, and plays by the game's rules."""

from __future__ import annotations

import functools
import types
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, max_cycles_test, seed_test

from cardtable.adapters.pettingzoo import env, parallel_env
from cardtable.kernel import OptionError, UnknownGame

from .support import IDS, PLAYER_COUNTS


@pytest.fixture(autouse=True)
def _quiet() -> object:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo warns that there is no render()
        yield


@pytest.mark.parametrize(("game_id", "players"), PLAYER_COUNTS, ids=IDS)
@pytest.mark.parametrize("turn_order", ["game", "rounds"])
def test_api(game_id: str, players: int, turn_order: str) -> None:
    api_test(env(game_id, players, turn_order=turn_order), num_cycles=1000)


@pytest.mark.parametrize(("game_id", "players"), PLAYER_COUNTS, ids=IDS)
def test_seed(game_id: str, players: int) -> None:
    seed_test(functools.partial(env, game_id, players), num_cycles=100)


@pytest.mark.parametrize(("game_id", "players"), PLAYER_COUNTS, ids=IDS)
def test_max_cycles(game_id: str, players: int) -> None:
    module = types.SimpleNamespace(
        env=functools.partial(env, game_id, players, turn_order="rounds"),
        parallel_env=functools.partial(parallel_env, game_id, players))
    max_cycles_test(module)


def test_a_game_in_game_order_follows_the_deciding_seat_and_pays_the_returns() -> None:
    aec = env("hecatomb", 3)
    aec.reset(seed=5)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    for agent in aec.agent_iter():
        obs, reward, done, cut, _ = aec.last()
        totals[agent] += reward
        if done or cut:
            aec.step(None)
            continue
        state = aec.game_state
        assert agent == f"seat_{state.current_player()}"
        mask = obs["action_mask"]
        assert mask.sum() == len(state.legal_actions())
        aec.step(int(rng.choice(np.flatnonzero(mask))))
    final = aec.game_state
    assert final.is_terminal()
    assert [totals[a] for a in aec.possible_agents] == final.returns()


def test_an_illegal_code_changes_nothing_and_is_reported() -> None:
    aec = env("hexy")
    aec.reset(seed=1)
    agent = aec.agent_selection
    before = aec.game_state.to_json()
    illegal = int(np.flatnonzero(aec.observe(agent)["action_mask"] == 0)[0])
    aec.step(illegal)
    assert aec.game_state.to_json() == before
    assert aec.infos[agent] == {"illegal_action": True}
    assert aec.agent_selection == agent  # asked again


def test_in_rounds_a_waiting_seat_sees_no_legal_action() -> None:
    aec = env("science_duel", turn_order="rounds")
    aec.reset(seed=2)
    deciding = aec.game_state.current_player()
    for agent in aec.agents:
        mask = aec.observe(agent)["action_mask"]
        assert (mask.sum() > 0) == (agent == f"seat_{deciding}")


def test_bad_configurations_are_one_clear_error() -> None:
    with pytest.raises(UnknownGame):
        env("chess")
    with pytest.raises(OptionError, match="magic_tower"):
        env("magic_tower", 9)
    with pytest.raises(OptionError, match="turn_limit"):
        env("hecatomb", turn_limit=-1)
    with pytest.raises(OptionError, match="turn_order"):
        env("hexy", turn_order="clockwise")  # type: ignore[arg-type]
    with pytest.raises(OptionError, match="no bound"):
        env("clash_of_decks", turn_limit=0)
