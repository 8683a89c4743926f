"""The game-agnostic kernel: the API every game meets (see docs/architecture.md)."""

from cardtable.kernel.action import Action, ArgValue
from cardtable.kernel.encoding import ActionKind, ActionSpace, IntRange, Subset, Words
from cardtable.kernel.errors import (
    ActionSyntaxError,
    CardDataError,
    CardtableError,
    IllegalAction,
    OptionError,
    ReplayError,
    UnknownGame,
)
from cardtable.kernel.events import Event
from cardtable.kernel.game import ENGINE_VERSION, Game, GameOptions, NoOptions, State
from cardtable.kernel.record import GameRecord, replay, state_digest
from cardtable.kernel.registry import all_games, game_ids, load, register
from cardtable.kernel.rng import Rng
from cardtable.kernel.setup import Choice, SetupQuestion
from cardtable.kernel.view import PlayerView

__all__ = [
    "ENGINE_VERSION", "Action", "ActionKind", "ActionSpace", "ActionSyntaxError", "ArgValue",
    "CardDataError", "CardtableError", "Choice", "Event", "Game", "GameOptions", "GameRecord",
    "IllegalAction", "IntRange", "NoOptions", "OptionError", "PlayerView", "ReplayError", "Rng",
    "SetupQuestion", "State", "Subset", "UnknownGame", "Words", "all_games", "game_ids", "load",
    "register",
    "replay", "state_digest",
]
