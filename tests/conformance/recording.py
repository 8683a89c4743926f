"""P9: a state that records no events (``State.stop_recording``) plays the same game.

Playouts (bots' searches, simulations that read only results) stop recording
events, and the games skip building them; nothing else may change. From sampled
states of a random game, a clone that stops recording and the recording original
play the same random actions to the end: they must offer equal legal actions at
every step, give every seat (and a spectator) equal observations every few steps
and at the end, and end with equal saved forms but for the log, which the silent
clone keeps as it was when it stopped. A state read back from JSON records again.

An event's parameters may be made when first read (``Event.built``), from values
recorded with it: the recording clone's new events are read as they are logged on
one copy and only at the end on another, and must read the same (a builder's
values must not be the state's own lists, which later steps change).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.kernel import Game, State

from .playout import (
    MAX_STEPS,
    Checked,
    Config,
    chooser,
    fail,
    first_difference,
    guarded,
    sampled_states,
    seats_and_spectator,
)

P9 = "P9 (a state that stops recording events plays the same game)"
OBSERVE_EVERY = 5
"""Observations are compared at every fifth step and at the end."""


def _without_log(saved: dict[str, Any]) -> dict[str, Any]:
    slots = {k: v for k, v in saved["slots"].items() if k != "events"}
    return {**saved, "slots": slots}


def check_recording(game: Game, players: int, options: Mapping[str, Any],
                    seeds: Iterable[int], states_per_game: int | None = None,
                    max_steps: int = MAX_STEPS) -> Checked:
    """P9 over the sampled states of one random game per seed (see the module docstring)."""
    cfg = Config(game, players, options)
    done = Checked()
    for seed in seeds:
        for step, state in sampled_states(P9, cfg, seed, states_per_game, max_steps):
            with guarded(P9, cfg, seed, step, "clone and stop_recording"):
                loud = state.clone()
                late = state.clone()  # its events are read only at the end
                quiet = state.clone()
                quiet.stop_recording()
                kept = list(quiet.events)
            as_logged: list[str] = []
            done.steps += _play_both(cfg, seed, step, loud, quiet, late, as_logged)
            at_end = [_params_text(e) for e in late.events[len(late.events) - len(as_logged):]]
            if at_end != as_logged:
                which = next(i for i, (a, b) in enumerate(zip(at_end, as_logged, strict=True))
                             if a != b)
                fail(P9, cfg, seed, step, f"an event reads otherwise at the end than when it "
                     f"was logged: {as_logged[which]} became {at_end[which]}")
            diff = first_difference(_without_log(loud.to_json()), _without_log(quiet.to_json()))
            if diff is not None:
                fail(P9, cfg, seed, step, f"the silent clone ends in another state: {diff}")
            if quiet.events != kept:
                fail(P9, cfg, seed, step, "a state that stopped recording recorded "
                     f"{len(quiet.events) - len(kept)} more events")
            if quiet.clone().recording:
                fail(P9, cfg, seed, step, "a clone of a silent state records events")
            with guarded(P9, cfg, seed, step, "state_from_json of a silent state"):
                if not game.state_from_json(quiet.to_json()).recording:
                    fail(P9, cfg, seed, step, "a state read back from JSON does not record")
            done.states += 1
        done.games += 1
    return done


def _params_text(event: Any) -> str:
    return json.dumps([event.key, event.params], sort_keys=True, default=repr)


def _play_both(cfg: Config, seed: int, step: int, loud: State, quiet: State, late: State,
               as_logged: list[str]) -> int:
    """Play both to the end; ``late`` plays along and ``as_logged`` gets the parameters of
    each of ``loud``'s new events as it is logged."""
    rng = chooser(seed, 9_000_000 + step)
    ahead = 0
    while True:
        with guarded(P9, cfg, seed, step, f"playing {ahead} actions with and without events"):
            legal, silent_legal = loud.legal_actions(), quiet.legal_actions()
            if legal != silent_legal:
                fail(P9, cfg, seed, step, f"after {ahead} actions the silent clone offers "
                     f"other actions: {legal} != {silent_legal}")
            if not legal or ahead % OBSERVE_EVERY == 0:
                for seat in seats_and_spectator(cfg.players):
                    diff = first_difference(loud.observation(seat), quiet.observation(seat))
                    if diff is not None:
                        fail(P9, cfg, seed, step, f"after {ahead} actions seat {seat} "
                             f"observes another state without events: {diff}")
            if not legal:
                return ahead
            action = rng.choice(legal)
            seen = len(loud.events)
            loud.apply(action)
            quiet.apply(action)
            late.apply(action)
            as_logged.extend(_params_text(e) for e in loud.events[seen:])
            ahead += 1
