"""HexyGame: a two-player card game on a hex map with a stack of effects.

Rules: ``shared/rules/hexy.md``; our rules page: ``docs/rules/hexy.md``; the plan:
``docs/hexy_design.md``."""

from cardtable.games.hexy.game import HEXY
from cardtable.kernel.registry import register

register(HEXY)

__all__ = ["HEXY"]
