"""How the stack runs one instruction of card text: a ``Plan``.

An instruction is an op (``ops.py``): a pydantic model that is its schema, its
text and its ``run``. Models stay Python in the compiled build, so calling ``run``
is a Python call (the method looked up, a frame, each field read through the model).
The catalogue therefore keeps, beside each effect list, the list of its plans
(``Catalogue.plan_list``): a ``Plan`` calls the op's own ``run``; the ops played
most return a compiled subclass from ``Effect.plan`` (``op_plans.py``) that holds
the fields it needs and does the same work through the same functions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.games.science_duel.cards import Effect
    from cardtable.games.science_duel.model import Ctx
    from cardtable.games.science_duel.state import SDState


class Plan:
    """Runs instruction ``op`` for a firing: by its own ``run`` (subclasses: directly)."""

    def __init__(self, op: Effect) -> None:
        self.op = op

    def run(self, st: SDState, ctx: Ctx) -> None:
        self.op.run(st, ctx)
