"""PettingZoo environments of every cardtable game (``pip install cardtable[rl]``).

``env(game_id, players=2, **options)`` is an AEC environment: agents ``seat_0``,
``seat_1``...; an observation is ``{"observation": float32 tensor, "action_mask":
int8 mask}`` from the game's RL hooks; actions are the game's integer codes
(``Game.encode``). Rewards are the game's returns, given when it ends.

Two turn orders:

- ``turn_order="game"`` (default): the agent selected is always the seat that must
  decide, as often in a row as the rules say (a blocker, a priority pass...);
- ``turn_order="rounds"``: every live agent is selected once per cycle in seat order;
  an agent that does not decide then sees an all-zero mask and its action is
  ignored. This is the cycle ``parallel_env`` steps and ``max_cycles`` counts.

An action outside the mask is refused: the state stays as it was, the agent gets
``illegal_reward`` and ``info["illegal_action"] = True`` (in game order it is asked
again). ``max_cycles`` truncates every agent once one of them has been stepped that
many times (in rounds: at the end of that cycle). A bad game id or option raises
before anything is built (``UnknownGame``, ``OptionError``).
"""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils.conversions import aec_to_parallel

from cardtable.adapters.common import OBS_LIMIT, Table, seed_from
from cardtable.kernel import OptionError, State

Obs = dict[str, npt.NDArray[Any]]
TurnOrder = Literal["game", "rounds"]


class CardtableAEC(AECEnv[str, Obs, int]):  # type: ignore[misc]  # pettingzoo is untyped
    """One cardtable game configuration as a PettingZoo AEC environment."""

    metadata: dict[str, Any] = {"name": "cardtable_v0", "render_modes": [],
                                "is_parallelizable": False}

    def __init__(self, table: Table, turn_order: TurnOrder = "game",
                 max_cycles: int | None = None, illegal_reward: float = 0.0) -> None:
        super().__init__()
        if turn_order not in ("game", "rounds"):
            raise OptionError(f"turn_order must be 'game' or 'rounds', not {turn_order!r}")
        if max_cycles is not None and (isinstance(max_cycles, bool) or max_cycles < 1):
            raise OptionError(f"max_cycles must be a whole number >= 1, not {max_cycles!r}")
        self.table = table
        self.turn_order: TurnOrder = turn_order
        self.max_cycles = max_cycles
        self.illegal_reward = float(illegal_reward)
        self.metadata = {"name": f"cardtable_{table.game.id}_v0", "render_modes": [],
                         "is_parallelizable": turn_order == "rounds"}
        self.render_mode = None
        self.possible_agents = [f"seat_{s}" for s in table.seats]
        self._seat = {agent: s for s, agent in enumerate(self.possible_agents)}
        self._observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(-OBS_LIMIT, OBS_LIMIT, (table.obs_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (table.num_actions,), np.int8),
        }) for agent in self.possible_agents}
        self._action_spaces = {agent: spaces.Discrete(table.num_actions)
                               for agent in self.possible_agents}
        self._rng = np.random.default_rng()
        self._state: State | None = None
        self._stepped: dict[str, int] = {}

    # ---- spaces ----------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_spaces[agent]

    @property
    def game_state(self) -> State:
        """The live cardtable state (after ``reset``)."""
        if self._state is None:
            raise RuntimeError("call reset() before using the environment")
        return self._state

    # ---- the AEC API -------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: ``seed`` is the game's seed (else one drawn from the env's RNG)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self._state = self.table.new_state(seed if seed is not None else seed_from(self._rng))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._stepped = dict.fromkeys(self.agents, 0)
        self.agent_selection = self._decider() if self.turn_order == "game" else self.agents[0]

    def observe(self, agent: str) -> Obs:
        state, seat = self.game_state, self._seat[agent]
        return {"observation": self.table.tensor(state, seat),
                "action_mask": self.table.mask(state, seat)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is live and must act; None is for finished agents")
        state, seat = self.game_state, self._seat[agent]
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        for other in self.agents:
            self.infos[other] = {}
        if state.current_player() == seat:
            code = int(action)
            mask = self.table.mask(state, seat)
            if 0 <= code < len(mask) and mask[code]:
                state.apply(self.table.game.decode(code, state))
            else:
                self.rewards[agent] = self.illegal_reward
                self.infos[agent] = {"illegal_action": True}
        self._stepped[agent] += 1
        self._settle(agent)
        self._accumulate_rewards()

    def _settle(self, agent: str) -> None:
        state = self.game_state
        if state.is_terminal():
            for other, value in zip(self.agents, state.returns(), strict=True):
                self.rewards[other] += value
                self.terminations[other] = True
        elif self._out_of_cycles(agent):
            self.truncations = dict.fromkeys(self.agents, True)
        if self.turn_order == "rounds" or state.is_terminal():
            self.agent_selection = self.agents[(self.agents.index(agent) + 1) % len(self.agents)]
        elif not self.truncations[agent]:
            self.agent_selection = self._decider()

    def _out_of_cycles(self, agent: str) -> bool:
        """Whether ``max_cycles`` is used up: in game order by the agent that just acted, in
        rounds once the cycle is complete (so every agent is stepped equally often)."""
        if self.max_cycles is None or self._stepped[agent] < self.max_cycles:
            return False
        return self.turn_order == "game" or agent == self.agents[-1]

    def _decider(self) -> str:
        seat = self.game_state.current_player()
        return self.possible_agents[0 if seat is None else seat]

    def close(self) -> None:
        self._state = None


def env(game_id: str, players: int | None = None, *, turn_order: TurnOrder = "game",
        max_cycles: int | None = None, illegal_reward: float = 0.0,
        **options: Any) -> CardtableAEC:
    """An AEC environment of ``game_id`` with ``players`` (default: the game's) and game
    ``options``; see the module docstring for the rest."""
    return CardtableAEC(Table.open(game_id, players, options), turn_order, max_cycles,
                        illegal_reward)


def parallel_env(game_id: str, players: int | None = None, *,
                 max_cycles: int | None = None, illegal_reward: float = 0.0,
                 **options: Any) -> ParallelEnv[str, Obs, int]:
    """A parallel environment: each step every live agent sends an action and only the
    deciding seat's counts (``turn_order="rounds"`` under PettingZoo's converter)."""
    return aec_to_parallel(env(game_id, players, turn_order="rounds", max_cycles=max_cycles,
                               illegal_reward=illegal_reward, **options))
