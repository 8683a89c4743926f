"""Clash of Decks: a card duel where the hand is the life (rules: docs/rules/clash_of_decks.md).

Importing the package registers the game with the kernel registry.

The package, from the ground up (each module imports only those before it):

- ``model``: the state's data (``ClashData``), records (``Creature``, ``CardInfo``,
  ``Catalog``), task types; ``messages``: cs/en texts; ``actions``: action kinds;
- the rules, one module each: ``board`` (rows, positions, abilities, Auras),
  ``hand`` (the hand as health), ``solo_ai`` (the AI automaton), ``combat``
  (attacks, destruction, returns), ``draft`` (formats and the deal),
  ``difficulty`` (Solo levels), ``invariants`` (what every position keeps);
- ``ops``: the incantation effects on the kernel's ``OpRegistry``; ``cards``: card
  files, catalogs and card text (it parses effects through ``ops``);
- ``flow``: turn structure and resolution on the kernel's ``Flow``;
- ``legal``: legal actions and why one is illegal; ``observe``: observations and
  determinization;
- ``state``: ``ClashState``, the kernel hooks; ``position``: the position builder;
  ``evaluation``: the greedy bot's heuristic; ``render``: the terminal view and
  action labels; ``setup_menu``: setup questions;
- ``game``: ``ClashGame`` (metadata, options, hooks).
"""

from typing import Final

from cardtable.games.clash_of_decks.game import ClashGame, ClashOptions
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel.registry import register

GAME: Final = register(ClashGame())

__all__ = ["GAME", "ClashGame", "ClashOptions", "ClashState"]
