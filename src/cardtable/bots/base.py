"""The bot interface: a bot sees a ``PlayerView`` and returns an action."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import ClassVar

from cardtable.bots.params import Param
from cardtable.kernel import Action, PlayerView, Rng


class Bot(ABC):
    """A seeded decision maker. Same seed and same views give the same choices."""

    name: str = "bot"
    params: ClassVar[Mapping[str, Param]] = {}
    """The constructor's parameters besides ``seed``, typed and bounded (``bots.params``)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    @abstractmethod
    def choose(self, view: PlayerView) -> Action:
        """Pick one of ``view.legal_actions`` (never empty when asked)."""


BotFactory = Callable[[int], Bot]
