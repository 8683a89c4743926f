"""OpenSpiel games of every cardtable game (``pip install cardtable[rl]``).

``register()`` registers each game as the Python game ``cardtable_<id>``; then
``pyspiel.load_game("cardtable_hexy")`` or, with parameters,
``pyspiel.load_game("cardtable_magic_tower", {"players": 4, "options": '{"max_turns":
50}'})`` (``options``: the game's options as a JSON object; the game string writes
its commas as ``;``, so ``cardtable_magic_tower(options={"max_turns":50;"trumps":
[...]},players=4)`` loads too).

The games are sequential, of imperfect information, zero-sum when the game says so
(``Game.zero_sum``) and general-sum otherwise. Chance is the kernel's seeded ``Rng``
inside the state: one explicit chance node at the root draws the seed (one of
``SEEDS`` equally likely outcomes) and everything random after it follows from that
seed. (OpenSpiel's ``SAMPLED_STOCHASTIC`` mode would need the game to expose its RNG
through ``Game.GetRNGState``, which a Python game cannot in OpenSpiel 2.0.2, so a
``random_sim_test(..., serialize=True)`` of such a game cannot pass.)

Observations come from the kernel's RL hooks: the observation tensor is
``Game.observation_tensor``; the observation string is the seat's observation as
JSON (the spectator's for a public-only observer); the information-state string
adds the seat's view of the event log, so it has perfect recall of what the seat was
told (its tensor is the observation tensor). ``resample_from_infostate`` is the
kernel's ``determinize``, so OpenSpiel's ISMCTS bot plays these games.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from cardtable.adapters.common import Table
from cardtable.kernel import OptionError, Rng, State, game_ids, load

SEEDS = 1 << 16
"""Chance outcomes of the root node: the game seeds 0..SEEDS-1."""
PREFIX = "cardtable_"


def short_name(game_id: str) -> str:
    return PREFIX + game_id


def _param(options: str) -> str:
    """The ``options`` parameter as stored: compact JSON with ``;`` for ``,``, since an
    OpenSpiel game string (``cardtable_x(options=...,players=2)``) splits on commas.
    Option values are numbers and words, which hold neither."""
    try:
        parsed = json.loads(options.replace(";", ","))
    except json.JSONDecodeError as exc:
        raise OptionError(f"the options parameter is not JSON: {exc}") from None
    return json.dumps(parsed, separators=(",", ":"), sort_keys=True).replace(",", ";")


@lru_cache(maxsize=64)
def _table(game_id: str, players: int, options: str) -> Table:
    try:
        parsed = json.loads(options.replace(";", ","))
    except json.JSONDecodeError as exc:
        raise OptionError(f"{game_id}: the options parameter is not JSON: {exc}") from None
    if not isinstance(parsed, dict):
        raise OptionError(f"{game_id}: the options parameter must be a JSON object")
    return Table.open(game_id, players, parsed)


def _game_type(game_id: str) -> pyspiel.GameType:
    game = load(game_id)
    utility = (pyspiel.GameType.Utility.ZERO_SUM if game.zero_sum
               else pyspiel.GameType.Utility.GENERAL_SUM)
    return pyspiel.GameType(
        short_name=short_name(game_id), long_name=f"cardtable {game.name('en')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players, min_num_players=game.min_players,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"players": game.default_players, "options": "{}"})


class CardtableGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no types
    """One cardtable game configuration as an OpenSpiel game."""

    def __init__(self, params: dict[str, Any]) -> None:
        game_id = self.game_id
        params = {**params, "options": _param(str(params["options"]))}
        self.table = _table(game_id, int(params["players"]), params["options"])
        table = self.table
        info = pyspiel.GameInfo(
            num_distinct_actions=table.num_actions, max_chance_outcomes=SEEDS,
            num_players=table.players, min_utility=-1.0, max_utility=1.0,
            utility_sum=0.0 if table.game.zero_sum else None,
            max_game_length=table.max_length)
        super().__init__(_game_type(game_id), info, params)

    game_id = ""
    """Set on the subclass registered for each game."""

    def new_initial_state(self) -> CardtableState:
        return CardtableState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> Observer:
        if params:
            raise ValueError(f"observer parameters are not supported: {params}")
        return Observer(self.table, iig_obs_type)


class _Holder:
    """The cardtable state inside an OpenSpiel state: cloned with ``State.clone`` (not
    ``deepcopy``) and pickled as its exact JSON form."""

    __slots__ = ("state", "table")

    def __init__(self, table: Table, state: State | None) -> None:
        self.table = table
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Holder:
        return _Holder(self.table, None if self.state is None else self.state.clone())

    def __reduce__(self) -> tuple[Any, ...]:
        t = self.table
        data = None if self.state is None else json.dumps(self.state.to_json())
        return (_restore, (t.game.id, t.players, _param(json.dumps(t.options)), data))


def _restore(game_id: str, players: int, options: str, data: str | None) -> _Holder:
    table = _table(game_id, players, options)
    return _Holder(table, None if data is None else table.game.state_from_json(data))


class CardtableState(pyspiel.State):  # type: ignore[misc]  # pyspiel has no types
    """A position: the root chance node (no seed yet), then the cardtable state."""

    def __init__(self, game: CardtableGame) -> None:
        super().__init__(game)
        self.holder = _Holder(game.table, None)

    @property
    def game_state(self) -> State | None:
        """The cardtable state; ``None`` at the root chance node."""
        return self.holder.state

    def current_player(self) -> int:
        state = self.holder.state
        if state is None:
            return int(pyspiel.PlayerId.CHANCE)
        current = state.current_player()
        return int(pyspiel.PlayerId.TERMINAL) if current is None else current

    def _legal_actions(self, player: int) -> list[int]:
        state = self.holder.state
        assert state is not None
        encode = self.holder.table.game.encode
        return sorted(encode(a) for a in state.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(seed, 1.0 / SEEDS) for seed in range(SEEDS)]

    def _apply_action(self, action: int) -> None:
        holder = self.holder
        if holder.state is None:
            holder.state = holder.table.new_state(int(action))
            return
        holder.state.apply(holder.table.game.decode(int(action), holder.state))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return str(self.holder.table.game.decode(int(action), self.holder.state).to_text())

    def is_terminal(self) -> bool:
        state = self.holder.state
        return state is not None and state.is_terminal()

    def returns(self) -> list[float]:
        state = self.holder.state
        if state is None:
            return [0.0] * self.holder.table.players
        return [float(v) for v in state.returns()]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any
                                ) -> CardtableState:
        """A state ``player_id`` cannot tell from this one (``State.determinize``)."""
        state = self.holder.state
        sample: CardtableState = self.get_game().new_initial_state()
        if state is not None:
            seed = int(probability_sampler() * 2**53) if callable(probability_sampler) else 0
            sample.holder = _Holder(self.holder.table, state.determinize(player_id, Rng(seed)))
        return sample

    def __str__(self) -> str:
        state = self.holder.state
        if state is None:
            return "chance: the seed"
        # cheap, since OpenSpiel asks for it at every step: a digest of the whole state
        # (``kernel.record.state_digest``) would cost more than the game itself
        last = state.history[-1].to_text() if state.history else "-"
        return (f"step {state.steps}, rng {state.rng.state:016x}, events "
                f"{len(state.events)}, last {last}")


class Observer:
    """OpenSpiel's observer protocol over the kernel's observation and tensor hooks."""

    def __init__(self, table: Table, iig_obs_type: Any) -> None:
        self.table = table
        self.public_only = (iig_obs_type is not None and iig_obs_type.private_info
                            == pyspiel.PrivateInfoType.NONE)
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.tensor: npt.NDArray[np.float32] = np.zeros(table.obs_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: CardtableState, player: int) -> None:
        inner = state.game_state
        if inner is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.table.tensor(inner, None if self.public_only else player)

    def string_from(self, state: CardtableState, player: int) -> str:
        inner = state.game_state
        if inner is None:
            return "chance"
        seat = None if self.public_only else player
        data: dict[str, Any] = {"observation": inner.observation(seat)}
        if self.perfect_recall:
            data["events"] = [[e.key, dict(e.params)] for e in inner.events_for(seat)]
        return json.dumps(data, sort_keys=True, separators=(",", ":"))


_REGISTERED: set[str] = set()


def register(games: list[str] | None = None) -> list[str]:
    """Register ``cardtable_<id>`` for each game (default: every game of the registry);
    idempotent. Returns the short names."""
    names = []
    for game_id in games if games is not None else game_ids():
        load(game_id)
        name = short_name(game_id)
        if name not in _REGISTERED:
            cls = type(f"CardtableGame_{game_id}", (CardtableGame,), {"game_id": game_id})
            pyspiel.register_game(_game_type(game_id), cls)
            _REGISTERED.add(name)
        names.append(name)
    return names
