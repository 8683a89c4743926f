"""Clash of Decks: a card duel where the hand is the life (rules: docs/rules/clash_of_decks.md).

Importing the package registers the game with the kernel registry.
"""

from cardtable.games.clash_of_decks.game import ClashGame, ClashOptions
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel.registry import register

GAME = register(ClashGame())

__all__ = ["GAME", "ClashGame", "ClashOptions", "ClashState"]
