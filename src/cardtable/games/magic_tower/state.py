"""The Magic Tower state: the table's data (``table.py``) plus the kernel hooks.

Every hook delegates to the rule modules, which import ``table`` and never this
module, so imports flow one way (rules -> state -> game).
"""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.games.magic_tower import legal, observe
from cardtable.games.magic_tower.flow import FLOW, setup
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action, Refusal, Rng
from cardtable.kernel.flow import Flow, Pending


class MTState(Table):
    __slots__ = ()

    flow: ClassVar[Flow[Any]] = FLOW

    def _setup(self) -> None:
        setup(self)

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
        FLOW.answer(self, action)

    def explain_illegal(self, action: Action) -> Refusal:
        return legal.explain(self, action)

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe.observation(self, seat)

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        observe.determinize(self, seat, rng)
