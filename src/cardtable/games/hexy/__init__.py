"""HexyGame (issue 15): a two-player card game on a hex map with a stack of effects.

Rules: ``shared/rules/hexy.md``; our rules page: ``docs/rules/hexy.md``; the plan:
``docs/hexy_design.md``. The game is registered with the kernel registry once it
passes the conformance suite (``kernel/registry.py``).
"""

from __future__ import annotations

from cardtable.games.hexy.game import HEXY

__all__ = ["HEXY"]
