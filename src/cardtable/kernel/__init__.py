"""The game-agnostic kernel: the API every game meets (see docs/architecture.md)."""

from cardtable.kernel.action import Action, ArgValue
from cardtable.kernel.encoding import ActionKind, ActionSpace, IntRange, Subset, Words
from cardtable.kernel.errors import (
    ActionSyntaxError,
    CardDataError,
    CardtableError,
    IllegalAction,
    OptionError,
    PositionError,
    Refusal,
    ReplayError,
    StateError,
    UnknownCard,
    UnknownGame,
)
from cardtable.kernel.events import Event
from cardtable.kernel.flow import Flow, Pending, Task, TaskState, push, push_all, push_under, task
from cardtable.kernel.game import (
    ENGINE_VERSION,
    AnyGame,
    Game,
    GameOptions,
    MenuEntry,
    NoOptions,
    State,
)
from cardtable.kernel.ops import Op, OpRegistry
from cardtable.kernel.position import PositionBuilder
from cardtable.kernel.record import GameRecord, replay, state_digest
from cardtable.kernel.registry import all_games, game_ids, load, register
from cardtable.kernel.rng import Rng
from cardtable.kernel.setup import Choice, SetupQuestion
from cardtable.kernel.turns import StepCap, next_seat, seats_from
from cardtable.kernel.view import PlayerView
from cardtable.kernel.zones import (
    CardRef,
    Zone,
    conservation_errors,
    resample_hidden,
    resample_positions,
)

__all__ = [
    "ENGINE_VERSION",
    "Action",
    "ActionKind",
    "ActionSpace",
    "ActionSyntaxError",
    "AnyGame",
    "ArgValue",
    "CardDataError",
    "CardRef",
    "CardtableError",
    "Choice",
    "Event",
    "Flow",
    "Game",
    "GameOptions",
    "GameRecord",
    "IllegalAction",
    "IntRange",
    "MenuEntry",
    "NoOptions",
    "Op",
    "OpRegistry",
    "OptionError",
    "Pending",
    "PlayerView",
    "PositionBuilder",
    "PositionError",
    "Refusal",
    "ReplayError",
    "Rng",
    "SetupQuestion",
    "State",
    "StateError",
    "StepCap",
    "Subset",
    "Task",
    "TaskState",
    "UnknownCard",
    "UnknownGame",
    "Words",
    "Zone",
    "all_games",
    "conservation_errors",
    "game_ids",
    "load",
    "next_seat",
    "push",
    "push_all",
    "push_under",
    "register",
    "replay",
    "resample_hidden",
    "resample_positions",
    "seats_from",
    "state_digest",
    "task",
]
