"""The Gymnasium adapter passes Gymnasium's ``check_env`` for every game and plays one
seat against the built-in bots."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from cardtable.adapters.gymnasium import CardtableEnv
from cardtable.kernel import OptionError, UnknownGame

from .support import GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_check_env(game_id: str) -> None:
    check_env(CardtableEnv(game_id, opponent="random"), skip_render_check=True)


@pytest.mark.parametrize("seat", [0, 1])
def test_the_agent_decides_at_every_step_until_the_end(seat: int) -> None:
    env = CardtableEnv("clash_of_decks", 2, seat=seat, opponent="greedy")
    obs, _ = env.reset(seed=11)
    rng = np.random.default_rng(seat)
    total = 0.0
    while True:
        state = env.game_state
        assert state.current_player() == seat
        assert obs["action_mask"].sum() == len(state.legal_actions())
        obs, reward, terminated, truncated, _ = env.step(
            int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        total += reward
        assert not truncated
        if terminated:
            break
    assert total == env.game_state.returns()[seat]
    assert obs["action_mask"].sum() == 0


def test_a_seed_fixes_the_game_and_the_bots() -> None:
    def first_observations(seed: int) -> list[np.ndarray]:
        env = CardtableEnv("magic_tower", 3, opponent=["greedy", "random"])
        obs, _ = env.reset(seed=seed)
        seen = [obs["observation"]]
        for _ in range(5):
            obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
            seen.append(obs["observation"])
        return seen

    a, b = first_observations(4), first_observations(4)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))


def test_an_illegal_code_is_refused() -> None:
    env = CardtableEnv("hexy", illegal_reward=-0.5)
    obs, _ = env.reset(seed=3)
    before = env.game_state.to_json()
    code = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(code)
    assert (reward, terminated, info) == (-0.5, False, {"illegal_action": True})
    assert env.game_state.to_json() == before


def test_bad_configurations_are_one_clear_error() -> None:
    with pytest.raises(UnknownGame):
        CardtableEnv("go")
    with pytest.raises(OptionError, match="seat"):
        CardtableEnv("hexy", seat=2)
    with pytest.raises(OptionError, match="opponent"):
        CardtableEnv("hexy", opponent="alphazero")
    with pytest.raises(OptionError, match="opponent"):
        CardtableEnv("magic_tower", 3, opponent=["greedy"])
    with pytest.raises(OptionError, match="deck0"):
        CardtableEnv("science_duel", deck0="biolog")
