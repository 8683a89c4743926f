"""Bot parameters typed and bounded: ``greedy:samples=abc`` is one readable line.

Each bot class lists what it takes in ``Bot.params`` (name -> ``Param``). A value
read from the command line or given in code is checked against it before the bot
is built; anything wrong is a ``BotParamError`` carrying a catalogued ``Refusal``
(cs and en), so front ends print one line in the player's language. It is also a
``ValueError``, as callers of ``BotSpec`` have always caught.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.kernel.errors import OptionError, Refusal
from cardtable.kernel.i18n import register_messages
from cardtable.kernel.untrusted import short, shorten

NAMESPACE = "bots"


class BotParamError(OptionError, ValueError):
    """An unknown bot, a parameter it does not take, or a value out of its range."""


def refuse(message: str, /, **params: Any) -> BotParamError:
    """The error with catalogued reason ``bots.<message>``."""
    return BotParamError(Refusal(f"{NAMESPACE}.{message}", params))


def shown(value: Any) -> str:
    """A value as the user wrote it (text as is, others as Python would print them), short."""
    return shorten(value, 40) if isinstance(value, str) else short(value, 40)


@dataclass(frozen=True)
class Param:
    """One parameter: a whole number, a number or a word, within bounds; ``optional``
    also allows ``None`` (written ``none``)."""

    kind: str
    """``int``, ``float``, ``choice``, ``text`` (a non-empty word or path), ``bool``
    (``true`` or ``false``), or ``any`` (not checked: a bot without a table)."""
    low: float = 0
    high: float = 0
    choices: Sequence[str] = ()
    optional: bool = False

    def check(self, bot: str, key: str, value: Any, raw: str | None = None) -> Any:
        """``value`` when it fits (an int for a float is turned into a float), else
        ``BotParamError``; ``raw`` is the text typed, shown in the message."""
        if self.kind == "any" or (value is None and self.optional):
            return value
        text = shown(value if raw is None else raw)
        if self.kind == "text":
            if isinstance(value, str) and value.strip():
                return value.strip()
            raise refuse("text", bot=bot, key=key, value=text)
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise refuse("bool", bot=bot, key=key, value=text)
        if self.kind == "choice":
            if isinstance(value, str) and value in self.choices:
                return value
            raise refuse("choice", bot=bot, key=key, value=text, choices=", ".join(self.choices))
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if self.kind == "int":
            if number and isinstance(value, int) and self.low <= value <= self.high:
                return value
            raise refuse("whole_number", bot=bot, key=key, value=text, low=_num(self.low),
                         high=_num(self.high), none=self._none())
        if number and math.isfinite(value) and self.low <= value <= self.high:
            return float(value)
        raise refuse("number", bot=bot, key=key, value=text, low=_num(self.low),
                     high=_num(self.high), none=self._none())

    def _none(self) -> dict[str, str]:
        if not self.optional:
            return {"cs": "", "en": ""}
        return {"cs": " nebo none", "en": " or none"}


def _num(value: float) -> str:
    return f"{value:g}" if value != int(value) else str(int(value))


def check_params(bot: str, accepted: Mapping[str, Param], params: Mapping[str, Any],
                 raw: Mapping[str, str] | None = None) -> dict[str, Any]:
    """``params`` checked against ``accepted``: every name known, every value in range."""
    checked: dict[str, Any] = {}
    for key, value in params.items():
        param = accepted.get(key)
        if param is None:
            raise refuse("unknown_param", bot=bot, key=shown(key),
                         known=", ".join(accepted) or "—")
        checked[key] = param.check(bot, key, value, (raw or {}).get(key))
    return checked


register_messages(NAMESPACE, {
    "en": {
        "unknown_bot": "unknown bot '{name}'; known: {known}",
        "not_key_value": "bot parameter '{part}' is not key=value",
        "unknown_param": "bot '{bot}' has no parameter '{key}'; it takes: {known}",
        "whole_number": "{key} of {bot} must be a whole number from {low} to {high}{none}, "
                        "not '{value}'",
        "number": "{key} of {bot} must be a number from {low} to {high}{none}, not '{value}'",
        "choice": "{key} of {bot} must be one of {choices}, not '{value}'",
        "text": "{key} of {bot} must be a non-empty text, not '{value}'",
        "bool": "{key} of {bot} must be true or false, not '{value}'",
    },
    "cs": {
        "unknown_bot": "neznámý bot '{name}'; známí: {known}",
        "not_key_value": "parametr bota '{part}' nemá tvar klíč=hodnota",
        "unknown_param": "bot '{bot}' nemá parametr '{key}'; bere: {known}",
        "whole_number": "{key} bota {bot} musí být celé číslo od {low} do {high}{none}, "
                        "ne '{value}'",
        "number": "{key} bota {bot} musí být číslo od {low} do {high}{none}, ne '{value}'",
        "choice": "{key} bota {bot} musí být jedno z: {choices}, ne '{value}'",
        "text": "{key} bota {bot} musí být neprázdný text, ne '{value}'",
        "bool": "{key} bota {bot} musí být true nebo false, ne '{value}'",
    },
})
