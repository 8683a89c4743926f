"""The Solo difficulty (CD-DIFF): the points of the six AI settings and of each level.

A custom Solo game names a level worth 1-5 points (CD-DIFF-1/2); the six AI
settings must add up to exactly that (CD-DIFF-3..9, CD-DEC-42). The options
check (``game.py``) and the setup questions (``setup_menu.py``) both count
with ``points``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

LEVEL_POINTS: Final[dict[str, int]] = {"easy": 1, "medium": 2, "hard": 3, "heroic": 4, "mythic": 5}
"""The points each level needs (CD-DIFF-2)."""

AI_DEFAULTS: Final[dict[str, Any]] = {
    "ai_mana_per_creature": 1, "ai_fixed_mana": 6, "solo_first": "player", "ai_bastion": True,
    "ai_defense": "full", "ai_ability": "none",
}
"""The six AI settings at +0 points: those of the quick game (CD-DEC-41)."""

LEVEL_SETTINGS: Final[dict[str, dict[str, Any]]] = {
    "easy": {"ai_fixed_mana": 7}, "medium": {"ai_fixed_mana": 8},
    "hard": {"ai_fixed_mana": 9}, "heroic": {"ai_fixed_mana": 10},
    "mythic": {"ai_fixed_mana": 10, "solo_first": "ai"},
}
"""One custom game per level for balance reports (not a rule): the fixed mana
carries the level's points, and at Mythic the AI also starts."""


def points(settings: Mapping[str, Any]) -> int:
    """Points of the six AI settings (CD-DIFF-4..9); a setting not given counts as its default."""
    value = {**AI_DEFAULTS, **{k: v for k, v in settings.items() if k in AI_DEFAULTS}}
    return ((2 if value["ai_mana_per_creature"] == 2 else 0)
            + (int(value["ai_fixed_mana"]) - 6)
            + (1 if value["solo_first"] == "ai" else 0)
            + (0 if value["ai_bastion"] else -1)
            + (2 if value["ai_defense"] == "one" else 0)
            + (0 if value["ai_ability"] == "none" else 1))
