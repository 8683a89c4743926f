"""cardtable: play, test and balance tabletop card games."""

from cardtable.kernel import (
    ENGINE_VERSION,
    Action,
    GameRecord,
    IllegalAction,
    PlayerView,
    game_ids,
    load,
    replay,
)

__version__ = ENGINE_VERSION
__all__ = ["Action", "GameRecord", "IllegalAction", "PlayerView", "__version__", "game_ids",
           "load", "replay"]
