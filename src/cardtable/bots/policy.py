"""The policy bot: a trained network, read from a numpy-only file, plays a seat.

``policy:file=PATH`` loads a policy file (``.npz``, written by ``save_policy``, e.g.
by ``benchmarks/train_policy.py``): the weights of a multilayer perceptron from the
observation tensor to one logit per action code, with the game id, the players and
options it was trained for, the action-space fingerprint and the observation shape.
Each decision runs the forward pass in numpy over ``Game.observation_tensor`` of the
seat's own observation (from its ``PlayerView``, never the true state), removes the
codes outside the legal action mask and plays the best one (``sample=true``: draws
one by the softmax of the legal logits, with the bot's seed).

The file is untrusted: it is read without pickles, and every key, dtype and shape is
checked before use. A missing or damaged file, a missing or malformed entry, layers
that do not chain, or a file made for another game, player count, observation
length or action encoding is one ``BotParamError`` naming the file and what is wrong,
in the player's language (catalog ``bots``). ``check_table`` lets a front end refuse
a configuration before any game is played.

Only numpy is needed (the ``rl`` extra), imported when a policy is loaded.
"""

from __future__ import annotations

import hashlib
import io
import json
import math
import zipfile
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.bots.base import Bot
from cardtable.bots.params import BotParamError, Param, check_params, refuse
from cardtable.kernel import Action, AnyGame, PlayerView
from cardtable.kernel.i18n import register_messages
from cardtable.kernel.untrusted import shorten

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Array = npt.NDArray[np.float64]

FORMAT = "cardtable-policy/1"
"""The ``format`` entry of every policy file this module writes and reads."""
ACTIVATIONS = ("tanh", "relu")
MAX_LAYERS = 16
MAX_WIDTH = 1 << 16
"""Bounds on an untrusted file: layers, and the size of any one dimension."""
MAX_FILE = 256 << 20
"""Largest policy file read, and most bytes its entries may inflate to."""
MAX_TEXT = 1 << 16
"""Longest text entry (the options as JSON)."""
TEXT_KEYS = ("format", "game", "options", "fingerprint", "activation")
INT_KEYS = ("players", "num_actions", "layers", "train_steps")
FLOAT_KEYS = ("train_seconds", "train_cpu_seconds")


def _name(path: str | Path) -> str:
    return shorten(str(path), 80)


def _numpy() -> Any:
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy is in the dev and rl extras
        raise refuse("policy_numpy") from None
    return numpy


@dataclass(frozen=True)
class Policy:
    """A loaded, checked policy file."""

    path: str
    game: str
    players: int
    options: dict[str, Any]
    fingerprint: str
    observation_size: int
    num_actions: int
    activation: str
    weights: tuple[Array, ...]
    """Layer ``i`` maps ``x`` to ``x @ weights[i] + biases[i]``; shape (inputs, outputs)."""
    biases: tuple[Array, ...]
    train_seconds: float
    train_cpu_seconds: float
    train_steps: int

    def logits(self, observation: Array) -> Array:
        """One logit per action code for an observation tensor."""
        np = _numpy()
        x = np.asarray(observation, dtype=np.float64)
        last = len(self.weights) - 1
        for i, (w, b) in enumerate(zip(self.weights, self.biases, strict=True)):
            x = x @ w + b
            if i < last:
                x = np.tanh(x) if self.activation == "tanh" else np.maximum(x, 0.0)
        return x  # type: ignore[no-any-return]

    def check_table(self, game: AnyGame, players: int | None,
                    options: Mapping[str, Any] | None) -> None:
        """``BotParamError`` unless this policy fits ``game`` with ``players`` and
        ``options`` (the game id, the observation length and the action encoding)."""
        file = _name(self.path)
        if game.id != self.game:
            raise refuse("policy_game", file=file, trained=self.game, game=game.id)
        n, opts = game.validate_options(players, dict(options or {}))
        size = game.observation_shape(n, opts)[0]
        if size != self.observation_size:
            raise refuse("policy_observation", file=file, expected=self.observation_size,
                         actual=size, game=game.id, players=n)
        if game.num_distinct_actions != self.num_actions:
            raise refuse("policy_actions", file=file, expected=self.num_actions,
                         actual=game.num_distinct_actions, game=game.id)
        fingerprint = game.action_space_fingerprint(n, opts)
        if fingerprint != self.fingerprint:
            raise refuse("policy_fingerprint", file=file, expected=self.fingerprint,
                         actual=fingerprint, game=game.id)


def save_policy(path: str | Path, *, game: str, players: int, options: Mapping[str, Any],
                fingerprint: str, observation_size: int, num_actions: int,
                weights: Sequence[Any], biases: Sequence[Any], activation: str = "tanh",
                train_seconds: float = 0.0, train_cpu_seconds: float = 0.0,
                train_steps: int = 0) -> None:
    """Write a policy file (``weights[i]`` of shape (inputs, outputs), float32 stored)."""
    np = _numpy()
    entries: dict[str, Any] = {
        "format": np.str_(FORMAT), "game": np.str_(game),
        "options": np.str_(json.dumps(dict(options), sort_keys=True)),
        "fingerprint": np.str_(fingerprint), "activation": np.str_(activation),
        "players": np.int64(players), "num_actions": np.int64(num_actions),
        "layers": np.int64(len(weights)), "train_steps": np.int64(train_steps),
        "observation_shape": np.asarray([observation_size], dtype=np.int64),
        "train_seconds": np.float64(train_seconds),
        "train_cpu_seconds": np.float64(train_cpu_seconds),
    }
    for i, (w, b) in enumerate(zip(weights, biases, strict=True)):
        entries[f"w{i}"] = np.asarray(w, dtype=np.float32)
        entries[f"b{i}"] = np.asarray(b, dtype=np.float32)
    with open(path, "wb") as handle:
        np.savez_compressed(handle, **entries)


def load_policy(path: str | Path, max_bytes: int = MAX_FILE) -> Policy:
    """Read and check a policy file; ``BotParamError`` names the file and the fault.

    ``max_bytes`` bounds both the file and what its archive declares it inflates to.
    A file whose bytes were read and checked before (same SHA-256) is not checked
    again, so a bot made for every game of a match costs one read each."""
    file = _name(path)
    try:
        size = Path(path).stat().st_size if Path(path).is_file() else -1
    except (OSError, ValueError):
        size = -1
    if size < 0:
        raise refuse("policy_missing", file=file)
    if size > max_bytes:
        raise refuse("policy_large", file=file, most=max_bytes >> 20)
    try:
        content = Path(path).read_bytes()
    except OSError:
        raise refuse("policy_missing", file=file) from None
    digest = hashlib.sha256(content).hexdigest()
    policy = _CACHE.get(digest)
    if policy is None or policy.path != str(path):
        policy = _load(str(path), content, max_bytes)
        if len(_CACHE) >= 8:
            _CACHE.clear()
        _CACHE[digest] = policy
    return policy


_CACHE: dict[str, Policy] = {}
"""Checked policies by the SHA-256 of their file."""


def _load(path: str, content: bytes, max_bytes: int) -> Policy:
    np = _numpy()
    file = _name(path)
    try:
        with zipfile.ZipFile(io.BytesIO(content)) as archive:
            # the sizes the zip declares bound what is inflated (a zip bomb stops here)
            if sum(info.file_size for info in archive.infolist()) > max_bytes:
                raise refuse("policy_large", file=file, most=max_bytes >> 20)
        loaded = np.load(io.BytesIO(content), allow_pickle=False)
        if not isinstance(loaded, np.lib.npyio.NpzFile):  # pragma: no cover - a zip is npz
            raise refuse("policy_not_npz", file=file)
        with loaded as data:
            entries = {key: data[key] for key in data.files}
    except BotParamError:
        raise
    except (OSError, ValueError, EOFError, zipfile.BadZipFile, KeyError, RuntimeError,
            NotImplementedError, UnicodeDecodeError, MemoryError, zlib.error):
        # not a zip of .npy arrays, truncated, a pickled object, a bad header...
        raise refuse("policy_not_npz", file=file) from None
    return _checked(path, entries)


def _entry(file: str, entries: Mapping[str, Any], key: str, kind: str) -> Any:
    np = _numpy()
    if key not in entries:
        raise refuse("policy_key", file=file, key=key)
    value = entries[key]
    ok = isinstance(value, np.ndarray) and value.shape == ()
    if kind == "text":
        ok = ok and value.dtype.kind == "U" and len(str(value)) <= MAX_TEXT
    elif kind == "int":
        ok = ok and value.dtype.kind in "iu"
    else:
        ok = ok and value.dtype.kind in "fiu" and math.isfinite(float(value))
    if not ok:
        raise refuse("policy_entry", file=file, key=key, expected=_KINDS[kind])
    return str(value) if kind == "text" else int(value) if kind == "int" else float(value)


_KINDS = {
    "text": {"en": "one text", "cs": "jeden text"},
    "int": {"en": "one whole number", "cs": "jedno celé číslo"},
    "float": {"en": "one finite number", "cs": "jedno konečné číslo"},
}


def _checked(path: str | Path, entries: Mapping[str, Any]) -> Policy:
    np = _numpy()
    file = _name(path)
    text = {k: _entry(file, entries, k, "text") for k in TEXT_KEYS}
    ints = {k: _entry(file, entries, k, "int") for k in INT_KEYS}
    floats = {k: _entry(file, entries, k, "float") for k in FLOAT_KEYS}
    if text["format"] != FORMAT:
        raise refuse("policy_format", file=file, found=shorten(text["format"], 40),
                     expected=FORMAT)
    if text["activation"] not in ACTIVATIONS:
        raise refuse("policy_value", file=file, key="activation",
                     value=shorten(text["activation"], 40))
    try:
        options = json.loads(text["options"])
    except (ValueError, RecursionError):
        options = None
    if not isinstance(options, dict):
        raise refuse("policy_value", file=file, key="options",
                     value=shorten(text["options"], 40))
    layers = ints["layers"]
    for key, value, low, high in (("layers", layers, 1, MAX_LAYERS),
                                  ("players", ints["players"], 1, 64),
                                  ("num_actions", ints["num_actions"], 1, MAX_WIDTH),
                                  ("train_steps", ints["train_steps"], 0, 1 << 62)):
        if not low <= value <= high:
            raise refuse("policy_value", file=file, key=key, value=str(value))
    shape = entries.get("observation_shape")
    if shape is None:
        raise refuse("policy_key", file=file, key="observation_shape")
    if not (isinstance(shape, np.ndarray) and shape.shape == (1,) and shape.dtype.kind in "iu"
            and 1 <= int(shape[0]) <= MAX_WIDTH):
        raise refuse("policy_entry", file=file, key="observation_shape",
                     expected={"en": "one positive length", "cs": "jednu kladnou délku"})
    size = int(shape[0])
    weights: list[Array] = []
    biases: list[Array] = []
    inputs = size
    for i in range(layers):
        w, b = entries.get(f"w{i}"), entries.get(f"b{i}")
        for key, value in ((f"w{i}", w), (f"b{i}", b)):
            if value is None:
                raise refuse("policy_key", file=file, key=key)
            if not isinstance(value, np.ndarray) or value.dtype.kind != "f":
                raise refuse("policy_entry", file=file, key=key,
                             expected={"en": "an array of floats", "cs": "pole čísel"})
        assert w is not None and b is not None
        outputs = ints["num_actions"] if i == layers - 1 else (
            int(w.shape[1]) if w.ndim == 2 else -1)
        if w.shape != (inputs, outputs) or not 1 <= outputs <= MAX_WIDTH:
            raise refuse("policy_shape", file=file, key=f"w{i}", shape=_shape(w.shape),
                         expected=_shape((inputs, outputs if outputs > 0 else "n")))
        if b.shape != (outputs,):
            raise refuse("policy_shape", file=file, key=f"b{i}", shape=_shape(b.shape),
                         expected=_shape((outputs,)))
        if not (np.isfinite(w).all() and np.isfinite(b).all()):
            raise refuse("policy_finite", file=file, key=f"w{i}")
        weights.append(w.astype(np.float64))
        biases.append(b.astype(np.float64))
        inputs = outputs
    return Policy(str(path), text["game"], ints["players"], options, text["fingerprint"], size,
                  ints["num_actions"], text["activation"], tuple(weights), tuple(biases),
                  floats["train_seconds"], floats["train_cpu_seconds"], ints["train_steps"])


def _shape(shape: Sequence[Any]) -> str:
    return "(" + ", ".join(str(s) for s in shape) + ")"


class PolicyBot(Bot):
    """Plays the legal action with the highest logit of a trained policy."""

    name = "policy"
    params: ClassVar[dict[str, Param]] = {"file": Param("text"), "sample": Param("bool")}
    reads_files: ClassVar[bool] = True

    def __init__(self, seed: int = 0, file: str = "", sample: bool = False) -> None:
        super().__init__(seed)
        checked = check_params(self.name, self.params, {"file": file, "sample": sample})
        self.sample: bool = checked["sample"]
        self.policy = load_policy(checked["file"])
        self._checked: set[tuple[str, int]] = set()

    def check_table(self, game: AnyGame, players: int | None,
                    options: Mapping[str, Any] | None) -> None:
        self.policy.check_table(game, players, options)

    def reads_log(self) -> bool:
        return False

    def choose(self, view: PlayerView) -> Action:
        np = _numpy()
        actions = view.legal_actions
        game, policy = view.game, self.policy
        if game.id != policy.game:
            raise refuse("policy_game", file=_name(policy.path), trained=policy.game,
                         game=game.id)
        tensor = np.asarray(game.observation_tensor(view.observation, view.seat,
                                                    policy.options), dtype=np.float64)
        if tensor.shape != (policy.observation_size,):
            raise refuse("policy_observation", file=_name(policy.path),
                         expected=policy.observation_size, actual=tensor.size,
                         game=game.id, players="?")
        if game.num_distinct_actions != policy.num_actions:
            raise refuse("policy_actions", file=_name(policy.path),
                         expected=policy.num_actions, actual=game.num_distinct_actions,
                         game=game.id)
        key = (game.id, id(game))
        if key not in self._checked:
            fingerprint = game.action_space_fingerprint(policy.players, policy.options)
            if fingerprint != policy.fingerprint:
                raise refuse("policy_fingerprint", file=_name(policy.path),
                             expected=policy.fingerprint, actual=fingerprint, game=game.id)
            self._checked.add(key)
        if len(actions) == 1:
            return actions[0]
        codes = [game.encode(a) for a in actions]
        logits = policy.logits(tensor)[codes]
        if not self.sample:
            return actions[int(np.argmax(logits))]
        weights = np.exp(logits - logits.max())
        point = self.rng.random() * float(weights.sum())
        for action, weight in zip(actions, weights, strict=True):
            point -= float(weight)
            if point < 0:
                return action
        return actions[-1]


register_messages("bots", {
    "en": {
        "policy_numpy": "the policy bot needs numpy (pip install cardtable[rl])",
        "policy_missing": "policy file '{file}' does not exist or is not a file",
        "policy_large": "policy file '{file}' is larger than {most} MB",
        "policy_not_npz": "policy file '{file}' is not a readable .npz policy "
                          "(damaged, truncated or another kind of file)",
        "policy_key": "policy file '{file}' lacks the entry '{key}'",
        "policy_entry": "policy file '{file}': entry '{key}' must be {expected}",
        "policy_format": "policy file '{file}' has format '{found}', expected '{expected}'",
        "policy_value": "policy file '{file}': entry '{key}' has a bad value '{value}'",
        "policy_shape": "policy file '{file}': entry '{key}' has shape {shape}, "
                        "expected {expected}",
        "policy_finite": "policy file '{file}': layer '{key}' holds a number that is "
                         "not finite",
        "policy_game": "policy file '{file}' was trained for {trained}, not {game}",
        "policy_observation": "policy file '{file}' expects observations of length "
                              "{expected}; {game} with {players} players gives {actual}",
        "policy_actions": "policy file '{file}' has {expected} actions; {game} has {actual}",
        "policy_fingerprint": "policy file '{file}' has action-space fingerprint "
                              "{expected}; {game} now has {actual}",
    },
    "cs": {
        "policy_numpy": "bot policy potřebuje numpy (pip install cardtable[rl])",
        "policy_missing": "soubor politiky '{file}' neexistuje nebo to není soubor",
        "policy_large": "soubor politiky '{file}' je větší než {most} MB",
        "policy_not_npz": "soubor politiky '{file}' není čitelná politika .npz "
                          "(poškozený, useknutý nebo jiný druh souboru)",
        "policy_key": "v souboru politiky '{file}' chybí položka '{key}'",
        "policy_entry": "soubor politiky '{file}': položka '{key}' musí být {expected}",
        "policy_format": "soubor politiky '{file}' má formát '{found}', čekán '{expected}'",
        "policy_value": "soubor politiky '{file}': položka '{key}' má chybnou hodnotu "
                        "'{value}'",
        "policy_shape": "soubor politiky '{file}': položka '{key}' má tvar {shape}, "
                        "čekán {expected}",
        "policy_finite": "soubor politiky '{file}': vrstva '{key}' obsahuje nekonečné "
                         "číslo nebo NaN",
        "policy_game": "soubor politiky '{file}' byl natrénován pro {trained}, ne pro {game}",
        "policy_observation": "soubor politiky '{file}' čeká pozorování délky {expected}; "
                              "{game} s {players} hráči dává {actual}",
        "policy_actions": "soubor politiky '{file}' má {expected} akcí; {game} má {actual}",
        "policy_fingerprint": "soubor politiky '{file}' má otisk prostoru akcí {expected}; "
                              "{game} má nyní {actual}",
    },
})
