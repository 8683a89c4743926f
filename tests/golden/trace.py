"""Golden traces: seeded random games recorded as short hashes of what every seat observes.

A trace covers only observable things, so the internal layout of a game may
change freely while its traces stay identical. Per game of a configuration
the data holds the seed, the step count, the returns and one entry per state
(the initial state, then the state after each action):

- a combined hash (``COMBINED_HEX`` hex digits) over every part below, which
  decides whether a step differs, followed by
- one short hash (``PART_HEX`` hex digits) per part, only to say which part
  differs: the legal-action list (text forms), the spectator's and every
  seat's observation (sorted JSON), and the events the spectator and every
  seat newly see since the previous state (key plus sorted JSON parameters).

Moves are chosen by an RNG of their own (``Rng(seed ^ CHOOSER_SALT)``), never
by the state's RNG. Data lives in ``tests/golden/data/<game>/<slug>.json.gz``;
``scripts/regenerate_golden.py`` writes and checks it.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.kernel import AnyGame, Rng, State, game_ids, load
from cardtable.kernel.events import Event, events_for

FORMAT = 1
DATA_DIR = Path(__file__).resolve().parent / "data"
CHOOSER_SALT = 0x601D_E7_7ACE
COMBINED_HEX = 10
PART_HEX = 2
MAX_STEPS = 20_000
"""A game longer than this is reported as an error rather than played forever."""

DEFAULT_GAMES = 50
FEWER_GAMES: dict[tuple[str, int | None], int] = {
    ("science_duel", None): 30,
    ("magic_tower", 5): 30,
    ("magic_tower", 6): 30,
    ("hecatomb", None): 12,
}
"""Seeded games per configuration of the slow (game, players) pairs (``None``: any count).

Hashing every seat's observation at every step costs far more than playing;
these keep ``pytest -n 2 tests/golden`` to about half a minute of two cores.
"""


def games_for(game_id: str, players: int) -> int:
    fewer = FEWER_GAMES.get((game_id, players), FEWER_GAMES.get((game_id, None)))
    return DEFAULT_GAMES if fewer is None else fewer


def golden_game_ids() -> list[str]:
    """Registered games that ship with cardtable (not the ones tests register)."""
    out = []
    for game_id in game_ids():
        if type(load(game_id)).__module__.startswith("cardtable."):
            out.append(game_id)
    return out


def config_slug(players: int, options: dict[str, Any]) -> str:
    """A readable, stable file name for one configuration, e.g. ``p2-duel-prepared-1a2b3c``."""
    words = [f"p{players}"]
    for key in sorted(options):
        value = options[key]
        if isinstance(value, bool):
            words.append(key if value else f"no_{key}")
        elif isinstance(value, str | int):
            words.append(str(value))
        else:
            words.append(key)
    text = "-".join(re.sub(r"[^a-z0-9_.]+", "_", w.lower()) for w in words)[:60]
    digest = _blake(json.dumps([players, options], sort_keys=True).encode(), 3).hex()
    return f"{text}-{digest}"


def config_path(game_id: str, players: int, options: dict[str, Any]) -> Path:
    return DATA_DIR / game_id / f"{config_slug(players, options)}.json.gz"


def part_names(players: int) -> list[str]:
    seats = [f"seat {i}" for i in range(players)]
    return (["legal actions", "observation of spectator"]
            + [f"observation of {s}" for s in seats]
            + ["events of spectator"] + [f"events of {s}" for s in seats])


def _blake(data: bytes, size: int) -> bytes:
    return hashlib.blake2b(data, digest_size=size).digest()


def _dumps(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _events_json(events: list[Event]) -> bytes:
    return _dumps([[e.key, e.params] for e in events])


def step_entry(state: State, new_events: list[Event]) -> str:
    """The trace entry of ``state``: combined hash then one short hash per part."""
    seats: list[int | None] = [None, *range(state.num_players)]
    parts = [_blake("\n".join(str(a) for a in state.legal_actions()).encode(), 8)]
    parts += [_blake(_dumps(state.observation(s)), 8) for s in seats]
    parts += [_blake(_events_json(events_for(new_events, s)), 8) for s in seats]
    combined = _blake(b"".join(parts), (COMBINED_HEX + 1) // 2).hex()[:COMBINED_HEX]
    return combined + "".join(p.hex()[:PART_HEX] for p in parts)


@dataclass
class Step:
    """One state of a played game: its trace entry and the action that led to it."""

    index: int
    entry: str
    action: str | None
    state: State


def play(game: AnyGame, players: int, options: dict[str, Any], seed: int) -> Iterator[Step]:
    """Play seed ``seed`` with the seeded random chooser, yielding every state's entry."""
    state = game.new_state(seed=seed, players=players, **options)
    chooser = Rng(seed ^ CHOOSER_SALT)
    seen = len(state.events)
    yield Step(0, step_entry(state, state.events[:seen]), None, state)
    while not state.is_terminal():
        if state.steps >= MAX_STEPS:
            raise RuntimeError(f"{game.id} seed {seed}: not over after {MAX_STEPS} steps")
        legal = state.legal_actions()
        action = legal[chooser.below(len(legal))]
        state.apply(action)
        new = state.events[seen:]
        seen = len(state.events)
        yield Step(state.steps, step_entry(state, new), str(action), state)


def record(game: AnyGame, players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """The stored form of one seeded game."""
    entries: list[str] = []
    state: State | None = None
    for step in play(game, players, options, seed):
        entries.append(step.entry)
        state = step.state
    assert state is not None
    return {"seed": seed, "steps": state.steps, "returns": state.returns(), "trace": entries}


def record_config(game_id: str, players: int, options: dict[str, Any],
                  count: int | None = None) -> dict[str, Any]:
    """All seeded games of one configuration, in the stored form."""
    game = load(game_id)
    n = games_for(game_id, players) if count is None else count
    return {
        "format": FORMAT,
        "game": game_id,
        "players": players,
        "options": options,
        "chooser_salt": CHOOSER_SALT,
        "combined_hex": COMBINED_HEX,
        "part_hex": PART_HEX,
        "parts": part_names(players),
        "games": [record(game, players, options, seed) for seed in range(n)],
    }


def save(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` as gzipped JSON with fixed bytes (no timestamp), one game per line."""
    head = {k: v for k, v in data.items() if k != "games"}
    lines = [json.dumps(head, sort_keys=True)[:-1] + ', "games": [']
    games = data["games"]
    for i, g in enumerate(games):
        lines.append(json.dumps(g, sort_keys=True) + ("," if i + 1 < len(games) else ""))
    lines.append("]}")
    raw = ("\n".join(lines) + "\n").encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))


def load_data(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(gzip.decompress(path.read_bytes()))
    return data


def stored_paths(game_id: str | None = None) -> list[Path]:
    root = DATA_DIR if game_id is None else DATA_DIR / game_id
    return sorted(root.glob("**/*.json.gz"))


@dataclass
class Mismatch:
    """Where a replayed game first departs from its stored trace."""

    game: str
    slug: str
    seed: int
    step: int | None
    """The first differing state (number of actions applied); ``None``: only the returns."""
    parts: list[str]
    action: str | None
    detail: str = ""

    def __str__(self) -> str:
        where = f"{self.game} {self.slug} seed {self.seed}"
        if self.step is None:
            return f"{where}: {self.detail}"
        led = f" (reached by action '{self.action}')" if self.action else " (initial state)"
        what = ", ".join(self.parts) if self.parts else "parts unknown (short hashes collide)"
        text = f"{where}: first difference at step {self.step}{led}: {what}"
        return f"{text}; {self.detail}" if self.detail else text


def compare_entries(expected: str, actual: str, names: list[str]) -> list[str]:
    """The names of the parts whose short hashes differ (empty if none do)."""
    out = []
    for i, name in enumerate(names):
        lo = COMBINED_HEX + i * PART_HEX
        if expected[lo:lo + PART_HEX] != actual[lo:lo + PART_HEX]:
            out.append(name)
    return out


def check_game(data: dict[str, Any], stored: dict[str, Any], slug: str = "",
               game: AnyGame | None = None) -> Mismatch | None:
    """Replay one stored game of the configuration ``data``; the first difference or ``None``."""
    game_id, players, options = data["game"], data["players"], data["options"]
    if game is None:
        game = load(game_id)
    names = data["parts"]
    trace: list[str] = stored["trace"]
    seed = stored["seed"]
    state: State | None = None
    for step in play(game, players, options, seed):
        state = step.state
        i = step.index
        if i >= len(trace):
            return Mismatch(game_id, slug, seed, i, ["the game goes on"], step.action,
                            f"the stored game ended after {len(trace) - 1} steps")
        if step.entry != trace[i]:
            return Mismatch(game_id, slug, seed, i, compare_entries(trace[i], step.entry, names),
                            step.action)
    assert state is not None
    if state.steps != len(trace) - 1 or state.steps != stored["steps"]:
        return Mismatch(game_id, slug, seed, state.steps, ["the game is over"], None,
                        f"the stored game went on to {stored['steps']} steps")
    if state.returns() != stored["returns"]:
        return Mismatch(game_id, slug, seed, None, [], None,
                        f"returns {state.returns()} instead of {stored['returns']}")
    return None


def check_config(data: dict[str, Any], slug: str = "") -> list[Mismatch]:
    """Replay every stored game of one configuration."""
    game = load(data["game"])
    out = []
    for stored in data["games"]:
        mismatch = check_game(data, stored, slug, game)
        if mismatch is not None:
            out.append(mismatch)
    return out


def diff_configs(old: dict[str, Any], new: dict[str, Any], slug: str = "") -> list[Mismatch]:
    """Compare two stored forms of one configuration without replaying anything."""
    out: list[Mismatch] = []
    old_games = {g["seed"]: g for g in old["games"]}
    names = new["parts"]
    dropped = sorted(set(old_games) - {g["seed"] for g in new["games"]})
    if dropped:
        out.append(Mismatch(new["game"], slug, dropped[0], None, [], None,
                            f"{len(dropped)} seed(s) no longer stored"))
    for g in new["games"]:
        before = old_games.get(g["seed"])
        if before is None:
            out.append(Mismatch(new["game"], slug, g["seed"], None, [], None, "new seed"))
            continue
        a, b = before["trace"], g["trace"]
        for i in range(min(len(a), len(b))):
            if a[i] != b[i]:
                out.append(Mismatch(new["game"], slug, g["seed"], i,
                                    compare_entries(a[i], b[i], names), None))
                break
        else:
            if len(a) != len(b):
                out.append(Mismatch(new["game"], slug, g["seed"], min(len(a), len(b)),
                                    ["length"], None,
                                    f"{len(a) - 1} steps before, {len(b) - 1} now"))
            elif before["returns"] != g["returns"]:
                out.append(Mismatch(new["game"], slug, g["seed"], None, [], None,
                                    f"returns {g['returns']} instead of {before['returns']}"))
    return out
