"""The registry of games by id, and ``load(game_id)``.

Built-in games are listed here by module; importing a game's package registers
it. Third-party games can register through the ``cardtable.games`` entry-point
group, and tests may call ``register`` directly.
"""

from __future__ import annotations

import importlib
import importlib.util
from importlib.metadata import entry_points
from typing import Final, TypeVar

from cardtable.kernel.errors import Refusal, UnknownGame
from cardtable.kernel.game import AnyGame

BUILTIN: Final[dict[str, str]] = {
    "clash_of_decks": "cardtable.games.clash_of_decks",
    "magic_tower": "cardtable.games.magic_tower",
    "science_duel": "cardtable.games.science_duel",
    "hecatomb": "cardtable.games.hecatomb",
    "hexy": "cardtable.games.hexy",
}

_GAMES: Final[dict[str, AnyGame]] = {}

G = TypeVar("G", bound=AnyGame)


def register(game: G) -> G:
    """Make ``game`` loadable by its id (idempotent for the same id)."""
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def _available_builtins() -> dict[str, str]:
    found = {}
    for game_id, module in BUILTIN.items():
        if importlib.util.find_spec(module) is not None:
            found[game_id] = module
    return found


def _plugins() -> dict[str, str]:
    return {ep.name: ep.value for ep in entry_points(group="cardtable.games")}


def load(game_id: str) -> AnyGame:
    """The game registered as ``game_id``; ``UnknownGame`` lists the known ids."""
    if game_id in _GAMES:
        return _GAMES[game_id]
    modules = {**_available_builtins(), **_plugins()}
    if game_id not in modules:
        raise UnknownGame(Refusal("kernel.unknown_game", {
            "game": game_id, "known": ", ".join(game_ids())}))
    importlib.import_module(modules[game_id].split(":")[0])
    if game_id not in _GAMES:
        raise UnknownGame(f"module {modules[game_id]} did not register game '{game_id}'")
    return _GAMES[game_id]


def game_ids(include_registered: bool = True) -> list[str]:
    """Ids of the built-in and plugin games, plus games registered at run time."""
    ids = list(_available_builtins()) + [p for p in _plugins() if p not in BUILTIN]
    if include_registered:
        ids += [g for g in _GAMES if g not in ids]
    return ids


def all_games() -> list[AnyGame]:
    return [load(game_id) for game_id in game_ids()]
