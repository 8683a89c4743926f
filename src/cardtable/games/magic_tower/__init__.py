"""Magic Tower (Magická věž): an Arcomage-like card game for 2 to 6 players."""

from cardtable.games.magic_tower.game import MAGIC_TOWER
from cardtable.kernel.registry import register

register(MAGIC_TOWER)

__all__ = ["MAGIC_TOWER"]
