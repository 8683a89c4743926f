"""The Hecatomb state: the table's data (``table.py``) plus the kernel hooks.

Every hook delegates to the rule modules, which import ``table`` and never this
module, so imports flow one way (rules -> state -> game).
"""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.games.hecatomb import legal, observe
from cardtable.games.hecatomb.flow import FLOW, setup
from cardtable.games.hecatomb.model import ACTION_CAP
from cardtable.games.hecatomb.table import Table
from cardtable.kernel import Action, Refusal, Rng
from cardtable.kernel.flow import Flow, Pending


class HcState(Table):
    __slots__ = ()

    flow: ClassVar[Flow[Any]] = FLOW

    def _setup(self) -> None:
        game = self.game
        self.cat = getattr(game, "catalog")  # noqa: B009  (Game does not declare it)
        setup(self, getattr(game, "deck_lists")(self.num_players, self.options))  # noqa: B009

    def _current(self) -> int:
        pending = self.pending
        assert pending is not None
        return pending.seat

    def _terminal(self) -> bool:
        return self.result is not None

    def _returns(self) -> list[float]:
        assert self.result is not None
        return list(self.result)

    def _legal(self) -> list[Action]:
        return legal.legal_actions(self)

    def _pending_legal(self, pending: Pending) -> list[Action]:
        return legal.legal_actions(self)

    def _apply(self, action: Action) -> None:
        """The action, then the per-turn cap of HC-DEC-88 (a draw)."""
        self.actions += 1
        FLOW.answer(self, action)
        if self.result is None and self.actions >= ACTION_CAP:
            self.log("hecatomb.action_cap", n=ACTION_CAP)
            self.finish([0.0] * self.num_players, "action_cap")

    def explain_illegal(self, action: Action) -> Refusal:
        return legal.explain(self, action)

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe.observation(self, seat)

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        observe.determinize(self, seat, rng)
