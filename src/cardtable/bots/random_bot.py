"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

from cardtable.bots.base import Bot
from cardtable.kernel import Action, PlayerView


class RandomBot(Bot):
    name = "random"

    def reads_log(self) -> bool:
        return False

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal_actions)
