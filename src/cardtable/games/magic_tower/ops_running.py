"""Ops that start a running effect for some turns of the actor (MT-DUR-1,
MT-DEC-31/32): a new one of the same name on the same player restarts it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from cardtable.games.magic_tower.board_ops import Ctx
from cardtable.games.magic_tower.consequences import log_effect
from cardtable.games.magic_tower.model import (
    ATTACK_BONUS,
    BLOCK_PROD,
    BLOCKED,
    BUILD_MULT,
    FIRE,
    FIRE_WALL,
    FREEZE,
    IMMUNE,
    PROD_MULT,
    TOWER_INV,
    WALL_INV,
)
from cardtable.games.magic_tower.opbase import (
    OPS,
    AimedTimed,
    Timed,
    Touches,
    turns_text,
    victims,
)

if TYPE_CHECKING:
    from cardtable.games.magic_tower.table import Table



# The timed ops: each starts a running effect of its kind on every victim for
# ``turns`` turns of the actor (MT-DUR-1); a new one of the same name restarts it.
def _start(state: Table, ctx: Ctx, who: str, kind: str, n: int, turns: int) -> None:
    for s in victims(state, who, ctx):
        state.add_effect(ctx.name, ctx.actor, s, kind, n, turns)
        log_effect(state, ctx.name, s, kind, n, turns)


@OPS.register
class FreezeResources(Timed):
    """The actor's resources neither grow nor shrink (MT-DEC-62)."""

    op: Literal["freeze_resources"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 8.0

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, "self", FREEZE, 0, self.turns)

    def text(self, lang: str) -> str:
        if self.turns == 3:
            return ("For three turns your resources stay unchanged" if lang == "en"
                    else "Po dobu tří tahů zůstávají tvé suroviny neměnné")
        return (f"your resources stay unchanged {turns_text(lang, self.turns)}" if lang == "en"
                else f"tvé suroviny zůstávají neměnné {turns_text(lang, self.turns)}")


@OPS.register
class BlockTurns(AimedTimed):
    """The victims cannot play (they still produce)."""

    op: Literal["block_turns"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 6.0

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, self.who, BLOCKED, 0, self.turns)

    def text(self, lang: str) -> str:
        return (f"{self.whom(lang)} cannot play {turns_text(lang, self.turns)}" if lang == "en"
                else f"{self.whom(lang)} nemůže hrát {turns_text(lang, self.turns)}")


@OPS.register
class ProductionMultiplier(AimedTimed):
    """The victims' production is multiplied by ``n``."""

    op: Literal["production_multiplier"]
    boards: ClassVar[Touches] = "none"
    n: int = Field(ge=0)

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, self.who, PROD_MULT, self.n, self.turns)

    def text(self, lang: str) -> str:
        word = "production" if lang == "en" else "produkce"
        return f"{self.whom(lang)}: {word} ×{self.n} {turns_text(lang, self.turns)}"


@OPS.register
class BlockProduction(AimedTimed):
    """The victims produce no resources."""

    op: Literal["block_production"]
    boards: ClassVar[Touches] = "none"

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, self.who, BLOCK_PROD, 0, self.turns)

    def text(self, lang: str) -> str:
        return (f"{self.whom(lang)} produces no resources {turns_text(lang, self.turns)}"
                if lang == "en" else
                f"{self.whom(lang)} nezískává suroviny {turns_text(lang, self.turns)}")


@OPS.register
class TowerInvulnerable(Timed):
    """Others cannot lower the actor's tower (MT-DEC-50)."""

    op: Literal["tower_invulnerable"]
    boards: ClassVar[Touches] = "none"

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, "self", TOWER_INV, 0, self.turns)

    def text(self, lang: str) -> str:
        return (f"your tower cannot be reduced by others {turns_text(lang, self.turns)}"
                if lang == "en" else
                f"tvou věž nelze ostatními snížit {turns_text(lang, self.turns)}")


@OPS.register
class WallInvulnerable(Timed):
    """Others cannot lower the actor's wall (MT-DEC-50)."""

    op: Literal["wall_invulnerable"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 2.0

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, "self", WALL_INV, 0, self.turns)

    def text(self, lang: str) -> str:
        return (f"your wall cannot be lowered by others {turns_text(lang, self.turns)}"
                if lang == "en" else
                f"tvou zeď nelze ostatními snížit {turns_text(lang, self.turns)}")


@OPS.register
class SpellImmune(Timed):
    """No spell of another player affects the actor (MT-DEC-47)."""

    op: Literal["spell_immune"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 2.0

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, "self", IMMUNE, 0, self.turns)

    def text(self, lang: str) -> str:
        return (f"you are immune to spells {turns_text(lang, self.turns)}" if lang == "en"
                else f"jsi netečný vůči kouzlům {turns_text(lang, self.turns)}")


@OPS.register
class BuildMultiplier(Timed):
    """The actor's own tower and wall gains from cards are multiplied by ``n``."""

    op: Literal["build_multiplier"]
    boards: ClassVar[Touches] = "none"
    n: int = Field(ge=0)
    weight: ClassVar[float] = 5.0

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, "self", BUILD_MULT, self.n, self.turns)

    def text(self, lang: str) -> str:
        if lang == "en":
            return (f"cards adding tower or wall work ×{self.n} for you "
                    f"{turns_text(lang, self.turns)}")
        return (f"karty přidávající věž či zeď mají pro tebe ×{self.n} účinek "
                f"{turns_text(lang, self.turns)}")


@OPS.register
class AttackBonus(Timed):
    """Each of the actor's attacking soldiers deals ``n`` more."""

    op: Literal["attack_bonus"]
    boards: ClassVar[Touches] = "none"
    n: int = Field(ge=0)

    def run(self, state: Table, ctx: Ctx) -> None:
        _start(state, ctx, "self", ATTACK_BONUS, self.n, self.turns)

    def text(self, lang: str) -> str:
        if lang == "en":
            return (f"each of your attacking soldiers deals +{self.n} damage "
                    f"{turns_text(lang, self.turns)}")
        return f"každý tvůj útočící voják způsobí +{self.n} zranění {turns_text(lang, self.turns)}"


@OPS.register
class FireWall(Timed):
    """MT-DEC-67: a fire wall of ``n`` in front of the wall until it runs out."""

    op: Literal["fire_wall"]
    boards: ClassVar[Touches] = "actor"
    n: int = Field(ge=1)

    def run(self, state: Table, ctx: Ctx) -> None:
        state.board[ctx.actor][FIRE] = self.n
        state.add_effect(ctx.name, ctx.actor, ctx.actor, FIRE_WALL, self.n, self.turns)
        log_effect(state, ctx.name, ctx.actor, FIRE_WALL, self.n, self.turns)

    def text(self, lang: str) -> str:
        if lang == "en":
            return f"a fire wall of {self.n} protects you {turns_text(lang, self.turns)}"
        return f"ohnivá zeď výšky {self.n} tě chrání {turns_text(lang, self.turns)}"


