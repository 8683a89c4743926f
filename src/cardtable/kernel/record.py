"""``GameRecord``: a finished (or unfinished) game as JSON, and exact replay."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.kernel.action import Action
from cardtable.kernel.errors import CardtableError, IllegalAction, ReplayError
from cardtable.kernel.game import ENGINE_VERSION, State

RECORD_FORMAT = 1


def state_digest(state: State) -> str:
    """A short digest of a state's exact JSON form."""
    blob = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


@dataclass
class GameRecord:
    """Everything needed to reproduce a game exactly."""

    game: str
    seed: int
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    """Who sat where: ``human``, ``random``, ``greedy``, ... (informative)."""
    actions: list[str] = field(default_factory=list)
    """Actions in text form, in the order applied."""
    result: list[float] | None = None
    """Returns at the end, or ``None`` if the game was not finished."""
    digest: str | None = None
    """Digest of the final state, checked by ``replay``."""
    engine: str = ENGINE_VERSION

    @classmethod
    def from_state(cls, state: State, seed: int, seats: list[str] | None = None) -> GameRecord:
        """Record a game played from ``new_state(seed, ...)`` up to ``state``."""
        return cls(
            game=state.game.id, seed=seed, players=state.num_players,
            options=state.options.model_dump(mode="json"),
            seats=list(seats or []), actions=[a.to_text() for a in state.history],
            result=state.returns() if state.is_terminal() else None,
            digest=state_digest(state))

    def to_json(self) -> dict[str, Any]:
        return {"format": RECORD_FORMAT, "game": self.game, "engine": self.engine,
                "seed": self.seed, "players": self.players, "options": self.options,
                "seats": self.seats, "actions": self.actions, "result": self.result,
                "digest": self.digest}

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Parse a record; ``ReplayError`` names the missing or bad field."""
        if not isinstance(data, dict):
            raise ReplayError("a game record must be a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise ReplayError(f"unsupported record format {data.get('format')!r}")
        checks: dict[str, Callable[[Any], bool]] = {
            "game": lambda v: isinstance(v, str),
            "seed": lambda v: isinstance(v, int) and not isinstance(v, bool),
            "players": lambda v: isinstance(v, int) and not isinstance(v, bool),
            "options": lambda v: isinstance(v, dict),
            "seats": lambda v: isinstance(v, list) and all(isinstance(s, str) for s in v),
            "actions": lambda v: isinstance(v, list) and all(isinstance(a, str) for a in v),
            "result": lambda v: v is None or (isinstance(v, list) and all(
                isinstance(x, (int, float)) for x in v)),
            "digest": lambda v: v is None or isinstance(v, str),
            "engine": lambda v: isinstance(v, str),
        }
        for name, ok in checks.items():
            if name not in data:
                raise ReplayError(f"record field '{name}' is missing")
            if not ok(data[name]):
                raise ReplayError(f"record field '{name}' has a bad value: {data[name]!r}")
        return cls(game=data["game"], seed=data["seed"], players=data["players"],
                   options=data["options"], seats=data["seats"], actions=data["actions"],
                   result=data["result"], digest=data["digest"], engine=data["engine"])

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n",
                              encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as exc:
            raise ReplayError(f"{path}: cannot read: {exc.strerror}") from None
        except json.JSONDecodeError as exc:
            raise ReplayError(f"{path}: not JSON: {exc.msg} at line {exc.lineno}") from None
        return cls.from_json(data)


def replay(record: GameRecord, on_step: Callable[[State, Action], None] | None = None) -> State:
    """Reproduce a recorded game; ``ReplayError`` on any divergence.

    ``on_step(state, action)`` is called after each applied action. Errors number
    the actions from 1, as every screen does.
    """
    from cardtable.kernel.registry import load

    try:
        game = load(record.game)
        state: State = game.new_state(seed=record.seed, players=record.players,
                                      **record.options)
    except CardtableError as exc:
        raise ReplayError(f"record cannot start: {exc}") from None
    for step, text in enumerate(record.actions, start=1):
        try:
            action = Action.parse(text)
            state.apply(action)
        except IllegalAction as exc:
            raise ReplayError(f"step {step}: '{text}' does not replay: {exc.reason}") from None
        except CardtableError as exc:
            raise ReplayError(f"step {step}: '{text}': {exc}") from None
        if on_step is not None:
            on_step(state, action)
    if record.result is not None:
        if not state.is_terminal():
            raise ReplayError("the record says the game ended, but the replay has not")
        if [float(x) for x in record.result] != state.returns():
            raise ReplayError(f"result differs: recorded {record.result}, "
                              f"replayed {state.returns()}")
    if record.digest is not None and record.digest != state_digest(state):
        raise ReplayError("the replayed final state differs from the recorded one")
    return state
