"""The bot interface: a bot sees a ``PlayerView`` and returns an action."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from cardtable.bots.params import Param
from cardtable.kernel import Action, AnyGame, PlayerView, Rng


class Bot(ABC):
    """A seeded decision maker. Same seed and same views give the same choices."""

    name: str = "bot"
    params: ClassVar[Mapping[str, Param]] = {}
    """The constructor's parameters besides ``seed``, typed and bounded (``bots.params``)."""
    reads_files: ClassVar[bool] = False
    """Whether a parameter names a file the bot reads (the server seats no such bot for a
    web client)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def check_table(self, game: AnyGame, players: int | None,
                    options: Mapping[str, Any] | None) -> None:
        """Raise a ``BotParamError`` when this bot cannot play ``game`` with ``players``
        and ``options`` (a policy trained for another game); front ends call it before
        a game starts. Most bots play anything."""

    @abstractmethod
    def choose(self, view: PlayerView) -> Action:
        """Pick one of ``view.legal_actions`` (never empty when asked)."""

    def reads_log(self) -> bool:
        """Whether ``choose`` reads ``view.events``. A simulation whose bots read none
        plays on a state that records no events (``State.stop_recording``); a bot that
        does not say is taken to read them."""
        return True


BotFactory = Callable[[int], Bot]
