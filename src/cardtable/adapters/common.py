"""What the RL adapters share: a checked game configuration and numpy views of a state.

``Table.open(game_id, players, options)`` loads the game, adds the game's own limits
where the rules leave a game unbounded (``Game.rl_options``), validates everything
and fixes the sizes the frameworks ask for up front: the tensor length, the number of
distinct actions and the most actions a game can take. A wrong game id or option is
one ``CardtableError`` (``UnknownGame``, ``OptionError``) raised here, before any
framework object exists.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from cardtable.kernel import AnyGame, State, load

OBS_LIMIT = 1e9
"""The bound of every observation entry (tensors are scaled, never near it); frameworks
want finite bounds."""


@dataclass(frozen=True)
class Table:
    """One game configuration as the adapters use it."""

    game: AnyGame
    players: int
    options: dict[str, Any]
    """The validated options (with the game's ``rl_options`` limits), as keywords of
    ``new_state``."""
    obs_size: int
    num_actions: int
    max_length: int
    fingerprint: str

    @classmethod
    def open(cls, game_id: str, players: int | None = None,
             options: Mapping[str, Any] | None = None) -> Table:
        game = load(game_id)
        given = dict(options or {})
        n, opts = game.validate_options(players, given)
        bounded = game.rl_options(n, given)
        n, opts = game.validate_options(n, bounded)
        return cls(game, n, bounded, game.observation_shape(n, opts)[0],
                   game.num_distinct_actions, game.max_game_length(n, opts),
                   game.action_space_fingerprint(n, opts))

    @property
    def seats(self) -> range:
        return range(self.players)

    def new_state(self, seed: int) -> State:
        state: State = self.game.new_state(seed=seed, players=self.players, **self.options)
        return state

    def tensor(self, state: State, seat: int | None) -> npt.NDArray[np.float32]:
        return np.asarray(self.game.observation_tensor(state, seat), dtype=np.float32)

    def mask(self, state: State, seat: int | None = None) -> npt.NDArray[np.int8]:
        """The legal-action mask of ``seat`` (all zeros when another seat decides)."""
        if seat is not None and state.current_player() != seat:
            return np.zeros(self.num_actions, dtype=np.int8)
        return np.asarray(self.game.legal_action_mask(state), dtype=np.int8)


def seed_from(rng: np.random.Generator) -> int:
    """A game seed below 2**63 drawn from a framework's generator."""
    return int(rng.integers(0, 2**63 - 1))
