"""Bots: they take a ``PlayerView``, never a ``State``. ``make_bot`` finds one by name."""

from __future__ import annotations

from cardtable.bots.base import Bot, BotFactory
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.policy import PolicyBot
from cardtable.bots.random_bot import RandomBot

BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "ismcts": IsmctsBot,
    "policy": PolicyBot,
}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name or spec (``random``, ``ismcts:iterations=200``,
    ``policy:file=p.npz``); ``ValueError`` (a ``BotParamError`` for a spec) lists the
    known names or says which parameter is wrong."""
    if ":" in name:
        from cardtable.sim.match import BotSpec

        return BotSpec.parse(name).make(seed)
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot '{name}'; known: {', '.join(BOTS)}") from None
    return factory(seed)


__all__ = ["BOTS", "Bot", "GreedyBot", "IsmctsBot", "PolicyBot", "RandomBot", "make_bot"]
