"""The greedy bot: one-ply lookahead over determinized samples.

Each legal action is applied to a few determinizations of the view; the
action with the best mean ``Game.evaluate`` for the bot's seat wins, ties
broken at random. Without a game-specific evaluation this plays like random
until an action ends the game.
"""

from __future__ import annotations

from typing import ClassVar

from cardtable.bots.base import Bot
from cardtable.bots.params import Param, check_params
from cardtable.kernel import Action, PlayerView


class GreedyBot(Bot):
    name = "greedy"
    params: ClassVar[dict[str, Param]] = {"samples": Param("int", 1, 1000)}

    def __init__(self, seed: int = 0, samples: int = 4) -> None:
        super().__init__(seed)
        self.samples: int = check_params(self.name, self.params, {"samples": samples})["samples"]

    def reads_log(self) -> bool:
        return False

    def choose(self, view: PlayerView) -> Action:
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        game, seat = view.game, view.seat
        totals = [0.0] * len(actions)
        for _ in range(self.samples):
            sample = view.determinize(self.rng)
            sample.stop_recording()  # the evaluation reads the position, never the log
            for i, action in enumerate(actions):
                child = sample.clone()
                child.apply(action)
                totals[i] += game.evaluate(child, seat)
        best = max(totals)
        top = [a for a, t in zip(actions, totals, strict=True) if t >= best - 1e-9]
        return self.rng.choice(top)
