"""Ops on a player's board: tower, wall, damage, resources, sources and soldiers
(MT-CONTENT-3). Each is registered with its schema and text; its ``plan`` says what
``board_ops.run`` does for it (the work itself, in one place for the op's own ``run`` and
the op interpreter).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, model_validator

from cardtable.games.magic_tower import board_ops
from cardtable.games.magic_tower.board_ops import WHO_CODES, Ctx, Plan
from cardtable.games.magic_tower.model import RESOURCE_WORDS, SOURCE_WORDS
from cardtable.games.magic_tower.opbase import (
    KIND_TEXT,
    OPS,
    SOLDIERS_NOM,
    SOURCE_FORMS,
    Aimed,
    Touches,
    signed,
)
from cardtable.kernel.plural import form

if TYPE_CHECKING:
    from cardtable.games.magic_tower.table import Table


# ---- towers, walls, damage --------------------------------------------------
@OPS.register
class Tower(Aimed):
    """Tower up or down (MT-DEC-34: protected towers stay at 1; MT-DEC-46, -50)."""

    op: Literal["tower"]
    boards: ClassVar[Touches] = "victims"
    n: int
    ends_check: ClassVar[bool] = True
    weight: ClassVar[float] = 1.0

    def plan(self) -> Plan:
        return (board_ops.TOWER_OP, WHO_CODES[self.who], self.n, 0)

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        word = "tower" if lang == "en" else "věž"
        return f"{self.whom(lang)}: {word} {signed(self.n)}"


@OPS.register
class Wall(Aimed):
    """Wall up or down (never below 0; MT-DEC-50)."""

    op: Literal["wall"]
    boards: ClassVar[Touches] = "victims"
    n: int
    weight: ClassVar[float] = 0.8

    def plan(self) -> Plan:
        return (board_ops.WALL_OP, WHO_CODES[self.who], self.n, 0)

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        word = "wall" if lang == "en" else "zeď"
        return f"{self.whom(lang)}: {word} {signed(self.n)}"


@OPS.register
class Damage(Aimed):
    """Damage: fire wall, then wall, then tower (MT-DEC-33)."""

    op: Literal["damage"]
    boards: ClassVar[Touches] = "victims"
    n: int = Field(ge=0)
    ends_check: ClassVar[bool] = True
    weight: ClassVar[float] = 1.0

    def plan(self) -> Plan:
        return (board_ops.DAMAGE_OP, WHO_CODES[self.who], self.n, 0)

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        if lang == "en":
            return f"{self.whom(lang)}: {self.n} damage"
        return f"{self.whom(lang)}: zranění {self.n}"


# ---- resources, sources, soldiers -------------------------------------------
def _self_choice(op: Aimed, kind: str) -> None:
    if kind == "choice" and op.who != "self":
        raise ValueError("only the acting player can pick the kind (who = self)")


@OPS.register
class Resource(Aimed):
    """Resources only, never soldiers (MT-SOLD-3); never below 0 (MT-DEC-17)."""

    op: Literal["resource"]
    boards: ClassVar[Touches] = "victims"
    kind: Literal["gold", "food", "mana", "each", "choice"]
    n: int
    weight: ClassVar[float] = 0.4

    @model_validator(mode="after")
    def _choice_is_own(self) -> Resource:
        _self_choice(self, self.kind)
        return self

    def kinds(self) -> tuple[str, ...] | None:
        return RESOURCE_WORDS if self.kind == "choice" else None

    def worth(self) -> float:
        return 3 * self.weight * self.n if self.kind == "each" else super().worth()

    def plan(self) -> Plan:
        kind = self.kind
        code = (board_ops.EACH if kind == "each" else board_ops.CHOICE if kind == "choice"
                else RESOURCE_WORDS.index(kind))
        return (board_ops.RESOURCE_OP, WHO_CODES[self.who], self.n, code)

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        return f"{self.whom(lang)}: {signed(self.n)} {KIND_TEXT[lang][self.kind]}"


@OPS.register
class StealResource(Aimed):
    """Take ``n`` of a resource (0: all of it) from each victim."""

    op: Literal["steal_resource"]
    boards: ClassVar[Touches] = "victims"
    kind: Literal["gold", "food", "mana"]
    n: int = Field(ge=0)
    weight: ClassVar[float] = 0.6

    def plan(self) -> Plan:
        return (board_ops.STEAL_OP, WHO_CODES[self.who], self.n, RESOURCE_WORDS.index(self.kind))

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        en = lang == "en"
        amount = ("all" if en else "všechnu") if self.n == 0 else str(self.n)
        kind = KIND_TEXT[lang][self.kind]
        return (f"take {amount} {kind} from {self.whom(lang)}" if en
                else f"vezmi {amount} {kind}: {self.whom(lang)}")


@OPS.register
class Source(Aimed):
    """Mines, farms, monuments or barracks up or down (never below 0)."""

    op: Literal["source"]
    boards: ClassVar[Touches] = "victims"
    kind: Literal["mine", "farm", "monument", "barracks", "choice"]
    n: int
    weight: ClassVar[float] = 6.0

    @model_validator(mode="after")
    def _choice_is_own(self) -> Source:
        _self_choice(self, self.kind)
        return self

    def kinds(self) -> tuple[str, ...] | None:
        return SOURCE_WORDS if self.kind == "choice" else None

    def worth(self) -> float:
        return 10.0 * abs(self.n) if self.kind == "barracks" else super().worth()

    def plan(self) -> Plan:
        code = board_ops.CHOICE if self.kind == "choice" else SOURCE_WORDS.index(self.kind)
        return (board_ops.SOURCE_OP, WHO_CODES[self.who], self.n, code)

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        label = form(abs(self.n), SOURCE_FORMS[self.kind], lang)
        return f"{self.whom(lang)}: {signed(self.n)} {label}"


@OPS.register
class Soldiers(Aimed):
    """Soldiers added, multiplied, set, or set to the last battle's dead (MT-DEC-57)."""

    op: Literal["soldiers"]
    boards: ClassVar[Touches] = "victims"
    n: int
    mode: Literal["add", "mul", "set", "last_battle"] = "add"

    def worth(self) -> float:
        return (4.0 if self.mode == "add" else 10.0) * abs(self.n)

    def plan(self) -> Plan:
        return (board_ops.SOLDIERS_OP, WHO_CODES[self.who], self.n,
                board_ops.SOLDIER_MODES[self.mode])

    def run(self, state: Table, ctx: Ctx) -> None:
        board_ops.run(state, self.plan(), ctx)

    def text(self, lang: str) -> str:
        en, who, n = lang == "en", self.whom(lang), self.n
        if self.mode == "mul":
            return f"{who}: soldiers ×{n}" if en else f"{who}: vojáci ×{n}"
        if self.mode == "set":
            return f"{who}: soldiers become {n}" if en else f"{who}: počet vojáků je {n}"
        if self.mode == "last_battle":
            return ("your soldiers become the number killed in the last battle" if en
                    else "počet tvých vojáků je roven počtu padlých v poslední bitvě")
        return f"{who}: {signed(n)} {form(abs(n), SOLDIERS_NOM, lang)}"


