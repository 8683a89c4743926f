"""Hecatomb's effect vocabulary (HC-CONTENT-2): the op registry with every op
registered, and the type of one step in card data.

The ops live in ``ops_board.py`` (objects in play) and ``ops_cards.py`` (players,
hands, decks, graveyards, souls, mana); continuous effects are in
``statics.py``. A rare unique effect would be one more op, never a card id in
the rules.
"""

from __future__ import annotations

from typing import Any

from cardtable.games.hecatomb import ops_board, ops_cards  # noqa: F401  (registers the ops)
from cardtable.games.hecatomb.opbase import OPS, HcOp

AnyOp: Any = OPS.union()
"""One step of an effect in card data: a discriminated union over ``op``."""

__all__ = ["OPS", "AnyOp", "HcOp"]
