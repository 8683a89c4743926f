"""Hecatomb: souls, abominations and four dooms, for 2 to 6 players."""

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.kernel.registry import register

register(HECATOMB)

__all__ = ["HECATOMB"]
