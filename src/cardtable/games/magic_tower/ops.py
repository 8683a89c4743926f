"""The effect vocabulary of Magic Tower (MT-CONTENT-3) on the kernel's ``OpRegistry``.

Every card text and every spell is a list of ops written in TOML as inline
tables, e.g. ``{op = "damage", who = "target", n = 12}``. Each op is one
registered model holding, in one place, its schema (fields and their allowed
values: an unknown op, an unknown field or a field the op does not take is a
card-data error), its implementation ``run(table, ctx)``, its cs/en text and
its metadata: whether it can be aimed at a chosen player (``aims``), what kind
the actor picks (``kinds``), how long it lasts (``turns_of``; ``duration`` names
the field), whether it can change a tower (``ends_check``) and a rough
``worth`` used only by the content tests (a combo is worth more than its parts).

Who is affected (``who``): ``self``, a chosen ``target``, ``others`` (every
other player still in, MT-CLAR-1) or ``others_and_self`` (MT-DEC-35). The
interpreter that walks op lists, asks for targets and kinds (MT-DEC-77) and
runs these ops is the ``Ops`` task of ``flow.py``.

The ops live in ``ops_board.py`` (tower, wall, damage, resources, sources,
soldiers), ``ops_running.py`` (effects held for some turns), ``ops_special.py``
(turns, cards, hands and the spells' unique effects) and here (the two ops that
hold other ops); their base, the context and the shared words in ``opbase.py``.
This module completes the vocabulary: the union of every op (``AnyOp``, the type
of an op in card data) and the helpers the rules call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field, PrivateAttr

from cardtable.games.magic_tower import (  # noqa: F401  (registers the ops)
    ops_board,
    ops_running,
)
from cardtable.games.magic_tower.board_ops import Ctx
from cardtable.games.magic_tower.consequences import log_effect
from cardtable.games.magic_tower.model import (
    RECURRING,
    SOLDIERS,
    TOWER,
    WALL,
    ops_task,
)
from cardtable.games.magic_tower.opbase import (
    OPS,
    MtOp,
    Touches,
    Who,
    describe,
    duration_of,
    has_target,
    target_options,
    turns_text,
    victims,
    worth,
)
from cardtable.games.magic_tower.ops_special import borrow_options, take_borrowed
from cardtable.kernel.flow import push

if TYPE_CHECKING:
    from cardtable.games.magic_tower.table import Table


# ---- held and repeated effects --------------------------------------------------
@OPS.register
class Conditional(MtOp):
    """Its ops run only when the actor's board meets the condition."""

    op: Literal["conditional"]
    boards: ClassVar[Touches] = "none"
    cond: Literal["wall_below", "tower_below", "soldiers_at_least", "tower_not_highest"]
    n: int = 0
    then: tuple[AnyOp, ...] = Field(min_length=1)
    _then_ref: int = PrivateAttr(default=-1)

    def inner(self) -> tuple[MtOp, ...]:
        return self.then

    def worth(self) -> float:
        return worth(self.then) * 0.5

    def run(self, state: Table, ctx: Ctx) -> None:
        b = state.board[ctx.actor]
        cond, n = self.cond, self.n
        if cond == "wall_below":
            ok = b[WALL] < n
        elif cond == "tower_below":
            ok = b[TOWER] < n
        elif cond == "soldiers_at_least":
            ok = b[SOLDIERS] >= n
        else:
            ok = any(state.board[s][TOWER] >= b[TOWER] for s in state.order_after(ctx.actor))
        if ok:
            push(state.tasks, ops_task(ctx.actor, self._then_ref, 0, ctx.target,
                                       int(ctx.spell), -1))
        else:
            state.log("magic_tower.no_effect", seat=ctx.actor, card=ctx.name,
                      name=state.cat.effect_name(ctx.name))

    def text(self, lang: str) -> str:
        return f"{_COND_TEXT[lang][self.cond].format(n=self.n)}: " + OPS.describe(
            self.then, lang, "; ")


_COND_TEXT = {
    "en": {"wall_below": "if your wall is below {n}", "tower_below": "if your tower is below {n}",
           "soldiers_at_least": "if you have at least {n} soldiers",
           "tower_not_highest": "if your tower is not the highest"},
    "cs": {"wall_below": "pokud máš zeď nižší než {n}",
           "tower_below": "pokud máš věž nižší než {n}",
           "soldiers_at_least": "pokud máš aspoň {n} vojáků",
           "tower_not_highest": "pokud tvá věž není nejvyšší"},
}


@OPS.register
class ForTurns(MtOp):
    """Its ops run at the start of each of the actor's next ``turns`` turns."""

    op: Literal["for_turns"]
    boards: ClassVar[Touches] = "none"
    turns: int = Field(ge=1)
    then: tuple[AnyOp, ...] = Field(min_length=1)
    duration: ClassVar[str | None] = "turns"
    _then_ref: int = PrivateAttr(default=-1)

    def inner(self) -> tuple[MtOp, ...]:
        return self.then

    def turns_of(self) -> int:
        return self.turns

    def worth(self) -> float:
        return worth(self.then) * self.turns

    def run(self, state: Table, ctx: Ctx) -> None:
        state.add_effect(ctx.name, ctx.actor, ctx.actor, RECURRING, 0, self.turns,
                         self._then_ref)
        log_effect(state, ctx.name, ctx.actor, RECURRING, 0, self.turns)

    def text(self, lang: str) -> str:
        head = (f"at the start of each of your turns, {turns_text(lang, self.turns)}"
                if lang == "en" else
                f"na začátku každého tvého tahu, {turns_text(lang, self.turns)}")
        return f"{head}: " + OPS.describe(self.then, lang, "; ")

if TYPE_CHECKING:
    AnyOp = MtOp
else:
    AnyOp = OPS.union()
    for _model in (Conditional, ForTurns):
        _model.model_rebuild(_types_namespace={"AnyOp": AnyOp})


def parse_ops(data: Any) -> tuple[MtOp, ...]:
    """Validate an op list of card data (raises ``pydantic.ValidationError``)."""
    return tuple(OPS.parse_list(data))  # type: ignore[arg-type]


def set_then_ref(op: MtOp, ref: int) -> None:
    """Record where the catalog keeps a conditional's or a repeat's inner op list."""
    assert isinstance(op, (Conditional, ForTurns))
    op._then_ref = ref


__all__ = [
    "OPS",
    "AnyOp",
    "Ctx",
    "MtOp",
    "Who",
    "borrow_options",
    "describe",
    "duration_of",
    "has_target",
    "parse_ops",
    "set_then_ref",
    "take_borrowed",
    "target_options",
    "victims",
    "worth",
]
