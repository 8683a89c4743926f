"""Random playouts, state sampling and failure reports for the conformance properties.

Every check in ``properties.py`` walks seeded random games through the public
``Game``/``State`` API only. Failures are ``AssertionError``s whose message
names the property, the game and configuration, the seed and the step, so a
failing game can be reproduced with ``game.new_state(seed=..., players=...)``
and the same random choices (``chooser(seed, salt)``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NoReturn

from cardtable.kernel import Action, Game, Rng, State

MAX_STEPS = 20_000
"""A random game longer than this is reported as one that does not end."""


@dataclass(frozen=True)
class Config:
    """One game configuration under test: a game, a player count and options."""

    game: Game
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def label(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"{self.game.id} ({self.players}p{'; ' + opts if opts else ''})"

    def new_state(self, seed: int) -> State:
        return self.game.new_state(seed=seed, players=self.players, **self.options)


@dataclass
class Checked:
    """What a check actually exercised, so tests can prove it was not vacuous."""

    games: int = 0
    states: int = 0
    checks: int = 0
    steps: int = 0


def fail(prop: str, cfg: Config, seed: int, step: int | None, message: str) -> NoReturn:
    """Raise the ``AssertionError`` of a property violation, with its context."""
    where = "setup" if step is None else f"step {step}"
    raise AssertionError(f"{prop} fails for {cfg.label()}, seed {seed}, {where}: {message}")


@contextmanager
def guarded(prop: str, cfg: Config, seed: int, step: int | None, doing: str) -> Iterator[None]:
    """Turn an unexpected exception while ``doing`` something into a property failure."""
    try:
        yield
    except AssertionError:
        raise
    except Exception as exc:
        fail(prop, cfg, seed, step, f"{doing} raised {type(exc).__name__}: {exc}")


def chooser(seed: int, salt: int) -> Rng:
    """The RNG that picks random actions (and samples) for ``seed``; ``salt`` keeps uses apart."""
    return Rng(seed * 0x2545F4914F6CDD1D + salt * 0x9E3779B97F4A7C15 + 1)


def random_line(prop: str, cfg: Config, seed: int, max_steps: int = MAX_STEPS) -> list[Action]:
    """The actions of one random game from ``seed``, played to its end."""
    with guarded(prop, cfg, seed, None, "new_state"):
        state = cfg.new_state(seed)
    rng = chooser(seed, 0)
    actions: list[Action] = []
    while True:
        step = len(actions)
        with guarded(prop, cfg, seed, step, "is_terminal/legal_actions"):
            if state.is_terminal():
                return actions
            legal = state.legal_actions()
        if not legal:
            fail(prop, cfg, seed, step, "a non-terminal state offers no legal action")
        if step >= max_steps:
            fail(prop, cfg, seed, step, f"the game did not end within {max_steps} actions")
        action = rng.choice(legal)
        with guarded(prop, cfg, seed, step, f"apply({action})"):
            state.apply(action)
        actions.append(action)


def walk(prop: str, cfg: Config, seed: int, actions: Sequence[Action]
         ) -> Iterator[tuple[int, State]]:
    """Replay ``actions`` from ``seed``, yielding ``(step, state)`` before each and at the end.

    The yielded state is the live one; a consumer that wants to play on copies it.
    """
    with guarded(prop, cfg, seed, None, "new_state"):
        state = cfg.new_state(seed)
    for step, action in enumerate(actions):
        yield step, state
        doing = f"re-applying {action} (same seed and actions as a game played before)"
        with guarded(prop, cfg, seed, step, doing):
            state.apply(action)
    yield len(actions), state


def sample_steps(length: int, k: int | None, rng: Rng) -> set[int]:
    """``k`` step indices of a game of ``length`` actions, always with the first and last."""
    if k is None or k >= length + 1:
        return set(range(length + 1))
    chosen = {0, length}
    others = list(range(1, length))
    rng.shuffle(others)
    chosen.update(others[:max(0, k - 2)])
    return chosen


def sampled_states(prop: str, cfg: Config, seed: int, k: int | None,
                   max_steps: int = MAX_STEPS) -> Iterator[tuple[int, State]]:
    """About ``k`` states of one random game (``None``: all), first and terminal included."""
    actions = random_line(prop, cfg, seed, max_steps)
    chosen = sample_steps(len(actions), k, chooser(seed, 1))
    for step, state in walk(prop, cfg, seed, actions):
        if step in chosen:
            yield step, state


def seats_and_spectator(players: int) -> list[int | None]:
    return [None, *range(players)]


def who(seat: int | None) -> str:
    return "the spectator" if seat is None else f"seat {seat}"


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two JSON-like values first differ, e.g. ``slots.hands[1][0]: 5 != 7``."""
    here = path or "(top)"
    if type(a) is not type(b):
        return f"{here}: {_short(a)} != {_short(b)}"
    if isinstance(a, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}.{key}: present in only one of the two"
            inner = first_difference(a[key], b[key], f"{path}.{key}" if path else str(key))
            if inner is not None:
                return inner
        return None
    if isinstance(a, (list, tuple)):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            inner = first_difference(x, y, f"{path}[{i}]")
            if inner is not None:
                return inner
        if len(a) != len(b):
            return f"{here}: length {len(a)} != {len(b)}"
        return None
    return None if a == b else f"{here}: {_short(a)} != {_short(b)}"


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def dumps(value: Any) -> str:
    """Strict JSON (no NaN or infinity), as a client would receive it."""
    return json.dumps(value, allow_nan=False, ensure_ascii=False)
