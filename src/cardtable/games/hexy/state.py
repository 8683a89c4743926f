"""The HexyGame state: the table's data (``table.py``) plus the kernel hooks."""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.games.hexy import legal, observe
from cardtable.games.hexy.flow import FLOW, count_action, setup
from cardtable.games.hexy.maps import hexy_map
from cardtable.games.hexy.table import Table
from cardtable.kernel import Action, Refusal, Rng
from cardtable.kernel.flow import Flow, Pending


class HxState(Table):
    __slots__ = ()

    flow: ClassVar[Flow[Any]] = FLOW

    def _setup(self) -> None:
        game = self.game
        options = self.options
        self.cat = getattr(game, "catalog")  # noqa: B009  (Game does not declare it)
        self.hmap = hexy_map(str(getattr(options, "map")))  # noqa: B009
        self._init_flow()
        lists: list[list[str]] = getattr(game, "deck_lists")(options)  # noqa: B009
        self.card, self.owner = [], []
        libraries: list[list[int]] = []
        for seat, listing in enumerate(lists):
            ids = []
            for cid in listing:
                ids.append(len(self.card))
                self.card.append(self.cat.index[cid])
                self.owner.append(seat)
            libraries.append(list(reversed(ids)))  # the first listed on top
        n = len(self.card)
        self.at = [-1] * n
        self.host = [-1] * n
        self.points = [0] * n
        self.die = [-1] * n
        self.counter_die = [False] * n
        self.ts = [0] * n
        self.known = [False] * n
        self.board = [-1] * len(self.hmap.cells)
        self.unit_cache = None
        self.hand = [[], []]
        self.grave = [[], []]
        self.mods = []
        self.pool = [[0] * 5, [0] * 5]
        self.windie = [1, 1]
        self.mulligans = [0, 0]
        self.turns = [0, 0]
        self.stack = []
        self.under = []
        self.waiting = []
        self.turn = 0
        self.turn_actions = 0
        self.resolutions = 0
        self.next_ts = 0
        self.phase = "setup"
        self.passed = False
        self.result = None
        self.end = ""
        first = getattr(options, "first_player")  # noqa: B009
        seat = self.rng.below(2) if first == "random" else int(first)
        setup(self, libraries, bool(getattr(options, "shuffle")), seat)  # noqa: B009
        FLOW.run(self)

    def _terminal(self) -> bool:
        return self.result is not None

    def _returns(self) -> list[float]:
        assert self.result is not None
        return list(self.result)

    def _current(self) -> int:
        pending = self.pending
        assert pending is not None
        return pending.seat

    def _legal(self) -> list[Action]:
        return legal.legal_actions(self)

    def _pending_legal(self, pending: Pending) -> list[Action]:
        return legal.legal_actions(self)

    def _apply(self, action: Action) -> None:
        """The answer, counted toward the cap of HX-DEC-62."""
        count_action(self)
        if self.result is None:
            FLOW.answer(self, action)

    def explain_illegal(self, action: Action) -> Refusal:
        return legal.explain(self, action)

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe.observation(self, seat)

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        observe.determinize(self, seat, rng)
