"""P8: the hooks RL adapters use (``observation_tensor``, ``legal_action_mask``,
``max_game_length``, ``action_space_fingerprint``) agree with the kernel API.

Like ``properties.py`` this walks seeded random games through the public API
only and fails with an ``AssertionError`` naming the game, seed and step.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.kernel import Game, OptionError, State

from .playout import (
    MAX_STEPS,
    Checked,
    Config,
    chooser,
    fail,
    first_difference,
    guarded,
    random_line,
    sample_steps,
    seats_and_spectator,
    walk,
    who,
)

P8 = "P8 (RL hooks: tensor, mask, length, fingerprint)"


def check_rl_hooks(game: Game, players: int, options: Mapping[str, Any],
                   seeds: Iterable[int], states_per_game: int | None = None,
                   max_steps: int = MAX_STEPS) -> Checked:
    """P8 at sampled states of random games, for every seat and the spectator.

    - ``observation_tensor`` has the length ``observation_shape`` gives for the
      configuration at every state (so the shape never changes within a game), holds
      finite floats, is the same built from the state or from its observation dict, and
      is the same for a ``determinize``d state whose observation is equal;
    - ``legal_action_mask`` has ``num_distinct_actions`` entries, 1 exactly at the codes
      of the legal actions (``decode`` of each is legal);
    - no game is longer than ``max_game_length`` (when the options leave the game
      unbounded, games with the game's ``rl_options`` are played for this);
    - ``action_space_fingerprint`` is 16 hex digits, the same when asked twice;
    - a game that says ``zero_sum`` ends with returns that sum to 0.
    """
    cfg = Config(game, players, options)
    with guarded(P8, cfg, 0, None, "observation_shape/max_game_length/fingerprint"):
        shape = game.observation_shape(players, options)
        bound, bounded = _bound(game, players, options)
        prints = {game.action_space_fingerprint(players, options) for _ in range(2)}
    if not (isinstance(shape, tuple) and len(shape) == 1 and isinstance(shape[0], int)
            and shape[0] > 0):
        raise AssertionError(f"{P8}: {cfg.label()}: observation_shape is {shape!r}, not "
                             "(n,) with n > 0")
    if len(prints) != 1 or not re.fullmatch(r"[0-9a-f]{16}", next(iter(prints))):
        raise AssertionError(f"{P8}: {cfg.label()}: action_space_fingerprint gives {prints}")
    done = Checked()
    for seed in seeds:
        actions = random_line(P8, cfg, seed, max_steps)
        length_cfg = cfg if bounded == options else Config(game, players, bounded)
        length = len(actions if length_cfg is cfg else random_line(P8, length_cfg, seed))
        if length > bound:
            fail(P8, length_cfg, seed, length, f"the game took {length} actions, more than "
                 f"max_game_length {bound}")
        chosen = sample_steps(len(actions), states_per_game, chooser(seed, 1))
        for step, state in walk(P8, cfg, seed, actions):
            if step == len(actions) and game.zero_sum and abs(sum(state.returns())) > 1e-9:
                fail(P8, cfg, seed, step, f"the game says zero_sum, but returns "
                     f"{state.returns()} do not sum to 0")
            if step not in chosen:
                continue
            rng = chooser(seed, 8_000_000 + step)
            for seat in seats_and_spectator(players):
                _check_tensor(cfg, seed, step, seat, state, shape[0], rng.next64())
                done.checks += 1
            _check_mask(cfg, seed, step, state)
            done.states += 1
        done.games += 1
        done.steps += len(actions)
    return done


def _bound(game: Game, players: int, options: Mapping[str, Any]
           ) -> tuple[int, Mapping[str, Any]]:
    """The length bound and the options it holds for: these options, or when they leave the
    game unbounded, the game's ``rl_options`` (which must bound it)."""
    try:
        bound = game.max_game_length(players, options)
    except OptionError:
        options = game.rl_options(players, options)
        try:
            bound = game.max_game_length(players, options)
        except OptionError as exc:
            raise AssertionError(f"{P8}: {game.id}: rl_options {options} leave the game "
                                 f"unbounded: {exc}") from None
    if isinstance(bound, bool) or not isinstance(bound, int) or bound <= 0:
        raise AssertionError(f"{P8}: {game.id}: max_game_length is {bound!r}")
    return bound, options


def _check_tensor(cfg: Config, seed: int, step: int, seat: int | None, state: State,
                  size: int, key: int) -> None:
    from cardtable.kernel import Rng

    game = cfg.game
    with guarded(P8, cfg, seed, step, f"observation_tensor(state, {seat})"):
        tensor = game.observation_tensor(state, seat)
        observation = state.observation(seat)
        from_dict = game.observation_tensor(observation, seat, cfg.options)
        other = state.determinize(seat, Rng(key))
        other_seen = other.observation(seat)
        other_tensor = game.observation_tensor(other, seat)
    if len(tensor) != size:
        fail(P8, cfg, seed, step, f"observation_tensor for {who(seat)} has {len(tensor)} "
             f"numbers, observation_shape says {size}")
    bad = [v for v in tensor if not isinstance(v, float) or not math.isfinite(v)]
    if bad:
        fail(P8, cfg, seed, step, f"observation_tensor for {who(seat)} holds {bad[:3]}")
    if tensor != from_dict:
        fail(P8, cfg, seed, step, f"observation_tensor for {who(seat)} differs when built "
             "from the state and from its observation dict")
    if first_difference(observation, other_seen) is None and tensor != other_tensor:
        at = next(i for i, (a, b) in enumerate(zip(tensor, other_tensor, strict=True))
                  if a != b)
        fail(P8, cfg, seed, step, f"two states with an equal observation({seat}) give "
             f"different tensors (entry {at}: {tensor[at]} != {other_tensor[at]}): the "
             "tensor reads what the observation does not hold")


def _check_mask(cfg: Config, seed: int, step: int, state: State) -> None:
    game = cfg.game
    with guarded(P8, cfg, seed, step, "legal_action_mask"):
        mask = game.legal_action_mask(state)
        legal = state.legal_actions()
        codes = {game.encode(a) for a in legal}
        decoded = [(i, game.decode(i, state)) for i, bit in enumerate(mask) if bit == 1]
    if len(mask) != game.num_distinct_actions:
        fail(P8, cfg, seed, step, f"legal_action_mask has {len(mask)} entries, not "
             f"num_distinct_actions {game.num_distinct_actions}")
    if any(bit not in (0, 1) for bit in mask):
        fail(P8, cfg, seed, step, "legal_action_mask holds entries other than 0 and 1")
    ones = {i for i, _ in decoded}
    if ones != codes:
        fail(P8, cfg, seed, step, f"legal_action_mask marks codes {sorted(ones ^ codes)[:5]} "
             "wrongly (1 must stand exactly at the codes of the legal actions)")
    for i, action in decoded:
        if action not in legal:
            fail(P8, cfg, seed, step, f"legal_action_mask marks {i}, which decodes to "
                 f"{action}, not a legal action")
