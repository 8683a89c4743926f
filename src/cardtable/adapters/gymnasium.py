"""A single-agent Gymnasium environment: one seat of a cardtable game against built-in
bots (``pip install cardtable[rl]``).

``CardtableEnv("hexy", opponent="greedy")`` seats the agent at ``seat`` (default 0)
and a bot made by ``cardtable.bots.make_bot`` at every other seat (a name or a spec such
as ``ismcts:iterations=50`` or ``policy:file=p.npz``); the bots play
whenever the agent does not decide, so every observation is one where the agent
must act (or the game is over). Observations are ``{"observation": float32 tensor,
"action_mask": int8 mask}`` from the game's RL hooks, actions the game's integer
codes. The reward is the agent's return when the game ends (win 1, loss -1, draw 0).
An action outside the mask is refused: nothing changes, the reward is
``illegal_reward`` and ``info["illegal_action"]`` is ``True``. ``reset(seed=s)``
plays the game of seed ``s`` with bots seeded from it, so a seed fixes the whole game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from cardtable.adapters.common import OBS_LIMIT, Table, seed_from
from cardtable.bots import BOTS, Bot, make_bot
from cardtable.kernel import OptionError, PlayerView, State
from cardtable.sim.match import BotSpec

Obs = dict[str, Any]
"""``{"observation": float32 array, "action_mask": int8 array}``."""


class CardtableEnv(gymnasium.Env[Obs, np.int64]):
    """One seat of a cardtable game; the other seats are bots."""

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, game_id: str, players: int | None = None, *, seat: int = 0,
                 opponent: str | Sequence[str] = "greedy", illegal_reward: float = 0.0,
                 **options: Any) -> None:
        self.table = Table.open(game_id, players, options)
        if isinstance(seat, bool) or not isinstance(seat, int) \
                or seat not in self.table.seats:
            raise OptionError(f"{game_id}: seat must be one of 0..{self.table.players - 1}, "
                              f"not {seat!r}")
        others = [s for s in self.table.seats if s != seat]
        names = [opponent] * len(others) if isinstance(opponent, str) else list(opponent)
        if len(names) != len(others) or any(
                not isinstance(n, str) or n.partition(":")[0].strip() not in BOTS
                for n in names):
            raise OptionError(f"opponent must be one of {', '.join(BOTS)} (or a bot spec "
                              f"such as ismcts:iterations=50) or a list of {len(others)} "
                              f"of them, not {opponent!r}")
        for name in names:  # a bad parameter or policy file: its own catalogued reason
            spec = BotSpec.parse(name)
            spec.check(self.table.game, self.table.players, self.table.options)
        self.seat = seat
        self.opponents = dict(zip(others, names, strict=True))
        self.illegal_reward = float(illegal_reward)
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-OBS_LIMIT, OBS_LIMIT, (self.table.obs_size,),
                                      np.float32),
            "action_mask": spaces.Box(0, 1, (self.table.num_actions,), np.int8),
        })
        self.action_space = spaces.Discrete(self.table.num_actions)
        self._state: State | None = None
        self._bots: dict[int, Bot] = {}

    @property
    def game_state(self) -> State:
        """The live cardtable state (after ``reset``)."""
        if self._state is None:
            raise RuntimeError("call reset() before using the environment")
        return self._state

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = seed if seed is not None else seed_from(self.np_random)
        self._state = self.table.new_state(game_seed)
        self._bots = {s: make_bot(name, seed=(game_seed + s) % 2**63)
                      for s, name in self.opponents.items()}
        self._play_bots()
        return self._observe(), {}

    def step(self, action: np.int64 | int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        state = self.game_state
        if state.is_terminal():
            raise RuntimeError("the game is over: call reset()")
        code = int(action)
        mask = self.table.mask(state, self.seat)
        info: dict[str, Any] = {}
        reward = 0.0
        if 0 <= code < len(mask) and mask[code]:
            state.apply(self.table.game.decode(code, state))
            self._play_bots()
        else:
            reward = self.illegal_reward
            info["illegal_action"] = True
        terminated = state.is_terminal()
        if terminated:
            reward += state.returns()[self.seat]
        return self._observe(), reward, terminated, False, info

    def _play_bots(self) -> None:
        state = self.game_state
        while not state.is_terminal():
            current = state.current_player()
            if current is None or current == self.seat:
                return
            state.apply(self._bots[current].choose(PlayerView(state, current)))

    def _observe(self) -> Obs:
        state = self.game_state
        return {"observation": self.table.tensor(state, self.seat),
                "action_mask": self.table.mask(state, self.seat)}

    def close(self) -> None:
        self._state = None
