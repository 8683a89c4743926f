"""Exceptions raised by the kernel and by games.

Every error that reaches a user carries one readable sentence; front ends print
``str(error)`` and never a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


class CardtableError(Exception):
    """Base class of every error the engine raises on purpose."""


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused, for any reader: a message key of the catalogs
    (``kernel.i18n``), its parameters (cs/en dicts allowed) and the rule IDs."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    rule: str = ""
    """The rule IDs it applies (``"MT-ACT-2"``), shown last; empty when none."""

    def message(self, lang: str = "en") -> str:
        """The reason in ``lang``, without the rule IDs."""
        from cardtable.kernel.i18n import translate

        return translate(self.key, lang, self.params)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` with the rule IDs last: ``"… (MT-ACT-2)"``."""
        message = self.message(lang)
        return f"{message} ({self.rule})" if self.rule else message

    def __str__(self) -> str:
        return self.text("en")


class IllegalAction(CardtableError):
    """An action that may not be applied now; the state is left unchanged.

    ``refusal`` says why in any language (``text(lang)``); ``reason`` is its
    English text, naming the rule ID last where one applies.
    """

    def __init__(self, reason: str | Refusal) -> None:
        self.refusal = reason if isinstance(reason, Refusal) else None
        self.reason = str(reason)
        super().__init__(self.reason)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` (games without catalogued reasons: their text)."""
        return self.refusal.text(lang) if self.refusal is not None else self.reason


class ActionSyntaxError(CardtableError):
    """Text or JSON that does not describe an action at all."""


class OptionError(CardtableError):
    """A game option (or player count) that the game does not accept; ``refusal`` says
    why in any language (``text(lang)``), ``str()`` is the English text."""

    def __init__(self, reason: str | Refusal) -> None:
        self.refusal = reason if isinstance(reason, Refusal) else None
        super().__init__(str(reason))

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` (without a catalogued refusal: the English text)."""
        return self.refusal.text(lang) if self.refusal is not None else str(self)


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


class StateError(CardtableError):
    """A saved state that cannot be loaded: malformed, of another game, naming slots the
    game does not save, holding values of the wrong kind, or breaking the game's
    invariants. Anything read from a file or a socket fails with this one error."""


class UnknownGame(OptionError):
    """A game id that is not registered (an option error: the reason in any language)."""


class UnknownCard(CardtableError):
    """A card id that a game's card hooks (``Game.card_text``...) do not know."""


class PositionError(CardtableError):
    """A position set up by hand (a position builder) that breaks the game's invariants."""
