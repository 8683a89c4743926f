"""``GameRecord``: a finished (or unfinished) game as JSON, and exact replay.

A record read from a file is untrusted: ``GameRecord.load`` reads only a regular file
of at most ``MAX_RECORD_BYTES`` (20 MB), as UTF-8 JSON; ``from_json`` checks every
field's type and range (a seed ``0 <= seed < 2**64``, a sane player count, options
that are not ``new_state``'s own parameters, a result of finite numbers) and removes
control characters from the seat names. Anything wrong is one ``ReplayError`` whose
message quotes the input short.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from cardtable.kernel import integrity
from cardtable.kernel.action import Action
from cardtable.kernel.errors import CardtableError, IllegalAction, ReplayError
from cardtable.kernel.game import ENGINE_VERSION, SEED_LIMIT, State
from cardtable.kernel.integrity import IntegrityError, Key
from cardtable.kernel.untrusted import clean, short, shorten

RECORD_FORMAT: Final = 1
MAX_RECORD_BYTES: Final = 20 * 2**20
"""The largest record file ``GameRecord.load`` reads (20 MB, some million actions)."""
MAX_PLAYERS: Final = 64
MAX_TEXT: Final = 200
"""The longest game id, engine version, digest or seat name a record may hold."""
MAX_RESULT: Final = 10**9
"""A recorded return lies within ±MAX_RESULT (an int: compiled, an int compared with a
float is made a C double first, and a 400-digit one overflows)."""
RESERVED_OPTIONS: Final[tuple[str, ...]] = ("seed", "players")
"""``new_state``'s own parameters: never game options."""


def _short_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def _score(value: Any) -> bool:
    # an int is told apart before any float test (see ``MAX_RESULT``)
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) <= MAX_RESULT
    if isinstance(value, float):
        return math.isfinite(value) and abs(value) <= MAX_RESULT
    return False


def _shown(path: str | Path) -> str:
    return shorten(clean(str(path)), MAX_TEXT)


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

    def to_json(self, key: Key = None) -> dict[str, Any]:
        """The record's JSON form, signed when a key is available (``key``, else
        ``CARDTABLE_SECRET``; see ``kernel.integrity``)."""
        return integrity.sign({
            "format": RECORD_FORMAT, "game": self.game, "engine": self.engine,
            "seed": self.seed, "players": self.players, "options": self.options,
            "seats": self.seats, "actions": self.actions, "result": self.result,
            "digest": self.digest}, key)

    @classmethod
    def from_json(cls, data: Any, key: Key = None, require_digest: bool = True) -> GameRecord:
        """Parse a record; ``ReplayError`` names the missing or bad field.

        With a key (``key``, else ``CARDTABLE_SECRET``) the record's MAC must match; a
        record must hold the digest of its final state unless ``require_digest`` is off.
        """
        if not isinstance(data, dict):
            raise ReplayError("a game record must be a JSON object")
        try:
            integrity.verify(data, key)
        except IntegrityError as exc:
            raise ReplayError(f"the record is refused: {exc}") from None
        if data.get("format") != RECORD_FORMAT:
            raise ReplayError(f"unsupported record format {short(data.get('format'), 40)}")
        checks: dict[str, Callable[[Any], bool]] = {
            "game": _short_text,
            "seed": lambda v: _whole(v, 0, SEED_LIMIT),
            "players": lambda v: _whole(v, 1, MAX_PLAYERS + 1),
            "options": lambda v: isinstance(v, dict),
            "seats": lambda v: isinstance(v, list) and len(v) <= MAX_PLAYERS and all(
                isinstance(s, str) for s in v),
            "actions": lambda v: isinstance(v, list) and all(isinstance(a, str) for a in v),
            "result": lambda v: v is None or (isinstance(v, list) and all(
                _score(x) for x in v)),
            "digest": lambda v: v is None or _short_text(v),
            "engine": _short_text,
        }
        for name, ok in checks.items():
            if name not in data:
                raise ReplayError(f"record field '{name}' is missing")
            if not ok(data[name]):
                raise ReplayError(f"record field '{name}' has a bad value: "
                                  f"{short(data[name], 60)}")
        if require_digest and data.get("digest") is None:
            raise ReplayError("the record has no digest of its final state (a record "
                              "without one replays only when that is allowed)")
        reserved = [name for name in RESERVED_OPTIONS if name in data["options"]]
        if reserved:
            raise ReplayError(f"record option '{reserved[0]}' is not a game option (the "
                              "record gives it as its own field)")
        seats = [shorten(clean(seat), MAX_TEXT) for seat in data["seats"]]
        return cls(game=data["game"], seed=data["seed"], players=data["players"],
                   options=data["options"], seats=seats, actions=data["actions"],
                   result=data["result"], digest=data["digest"], engine=data["engine"])

    def save(self, path: str | Path, key: Key = None) -> None:
        Path(path).write_text(json.dumps(self.to_json(key), indent=1, ensure_ascii=False)
                              + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path, max_bytes: int = MAX_RECORD_BYTES, key: Key = None,
             require_digest: bool = True) -> GameRecord:
        """Read a record file: a regular file (not a folder, a device such as /dev/zero
        or a pipe) of at most ``max_bytes``, UTF-8 JSON; ``ReplayError`` otherwise."""
        shown = _shown(path)
        try:
            info = os.stat(path)
            if not stat.S_ISREG(info.st_mode):
                raise ReplayError(f"{shown}: not a record file (a folder or a device)")
            too_big = ReplayError(f"{shown}: larger than {max_bytes // 2**20} MB, the most a "
                                  "record file may have")
            if info.st_size > max_bytes:
                raise too_big
            with open(path, "rb") as file:
                blob = file.read(max_bytes + 1)
        except OSError as exc:
            raise ReplayError(f"{shown}: cannot read: {exc.strerror}") from None
        if len(blob) > max_bytes:
            raise too_big
        try:
            data = json.loads(blob.decode("utf-8"))
        except UnicodeDecodeError:
            raise ReplayError(f"{shown}: not a record: the file is not UTF-8 text") from None
        except json.JSONDecodeError as exc:
            raise ReplayError(f"{shown}: not JSON: {exc.msg} at line {exc.lineno}") from None
        except (ValueError, RecursionError):
            raise ReplayError(f"{shown}: not a record: a number too long or nesting too "
                              "deep") from None
        return cls.from_json(data, key, require_digest)

    def start(self) -> State:
        """The game's state before the first action; ``ReplayError`` if it cannot start."""
        from cardtable.kernel.registry import load

        reserved = [key for key in RESERVED_OPTIONS if key in self.options]
        try:
            if reserved:
                raise ReplayError(f"option '{reserved[0]}' is not a game option")
            game = load(self.game)
            state: State = game.new_state(seed=self.seed, players=self.players,
                                          **self.options)
        except CardtableError as exc:
            raise ReplayError(f"record cannot start: {exc}") from None
        return state


def replay(record: GameRecord, on_step: Callable[[State, Action], None] | None = None) -> State:
    """Reproduce a recorded game; ``ReplayError`` on any divergence.

    ``on_step(state, action)`` is called after each applied action. Errors number
    the actions from 1, as every screen does.
    """
    state = record.start()
    for step, text in enumerate(record.actions, start=1):
        try:
            action = Action.parse(text)
            state.apply(action)
        except IllegalAction as exc:
            raise ReplayError(f"step {step}: '{_quoted(text)}' does not replay: "
                              f"{exc.reason}") from None
        except CardtableError as exc:
            raise ReplayError(f"step {step}: '{_quoted(text)}': {exc}") from None
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


def _quoted(text: str) -> str:
    """An action's text from a record, short and without control characters."""
    return shorten(clean(text), 60)
