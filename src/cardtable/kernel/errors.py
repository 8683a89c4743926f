"""Exceptions raised by the kernel and by games.

Every error that reaches a user carries one readable sentence; front ends print
``str(error)`` and never a traceback.
"""

from __future__ import annotations


class CardtableError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalAction(CardtableError):
    """An action that may not be applied now; the state is left unchanged.

    ``reason`` is a human-readable sentence, naming the rule ID where one
    applies (``"CD-SUMMON-2: the top row is full"``).
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ActionSyntaxError(CardtableError):
    """Text or JSON that does not describe an action at all."""


class OptionError(CardtableError):
    """A game option (or player count) that the game does not accept."""


class CardDataError(CardtableError):
    """A card file that does not match its schema; names file, card and field."""

    def __init__(self, file: str, card: str | None, field: str | None, message: str,
                 line: int | None = None) -> None:
        where = file if line is None else f"{file}:{line}"
        parts = [where]
        if card is not None:
            parts.append(f"card '{card}'")
        if field is not None:
            parts.append(f"field '{field}'")
        super().__init__(f"{', '.join(parts)}: {message}")
        self.file = file
        self.card = card
        self.field = field
        self.line = line
        self.message = message


class ReplayError(CardtableError):
    """A game record that cannot be read or does not replay as recorded."""


class UnknownGame(CardtableError):
    """A game id that is not registered."""


class UnknownCard(CardtableError):
    """A card id that a game's card hooks (``Game.card_text``...) do not know."""


class PositionError(CardtableError):
    """A position set up by hand (a position builder) that breaks the game's invariants."""
