"""Bots: they take a ``PlayerView``, never a ``State``. ``make_bot`` finds one by name."""

from __future__ import annotations

from cardtable.bots.base import Bot, BotFactory
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.random_bot import RandomBot

BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "ismcts": IsmctsBot,
}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name; ``ValueError`` lists the known names."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot '{name}'; known: {', '.join(BOTS)}") from None
    return factory(seed)


__all__ = ["BOTS", "Bot", "GreedyBot", "IsmctsBot", "RandomBot", "make_bot"]
