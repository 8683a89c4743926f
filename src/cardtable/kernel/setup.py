"""Setup questions: how a front end asks a human for a game's options.

A game may describe, one question at a time, the choices a player makes
before the game starts (a class, a deck format, a difficulty level). Each
question names the option it sets and offers a fixed list of values with cs
and en labels. Front ends ask only for options the user has not given.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Choice:
    """One answer: the option value and its label in cs and en."""

    value: Any
    label: Mapping[str, str]


@dataclass(frozen=True)
class SetupQuestion:
    """A question setting ``option`` to one of ``choices``."""

    option: str
    prompt: Mapping[str, str]
    """The question in cs and en."""
    choices: tuple[Choice, ...]

    def text(self, lang: str) -> str:
        return self.prompt.get(lang, self.prompt["en"])
