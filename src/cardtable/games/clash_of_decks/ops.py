"""The effect vocabulary of incantations (CD-CONTENT-6) on the kernel's ``OpRegistry``.

An incantation names exactly one target creature (CD-DEC-67) and one op:
``damage`` (``amount`` n, optional ``splash`` and ``pierce`` flags) or
``destroy``. Each op is one registered model holding its schema (so a card
with an unknown op or a field the op does not take is a card-data error), its
implementation, its cs/en card text and its metadata (both are ``targeted``;
neither lasts beyond the moment it resolves, ``duration = None``).

What each op does to the board is in ``effects.py`` (compiled by the optional
mypyc build). An op marks damage on the creatures it reaches and collects in the firing's
``destroyed`` those that must be destroyed; the flow removes them and returns
them to their owners (CD-DEC-17). Indestructible creatures ignore every part of
an incantation (CD-DEC-36); Protection never reduces it (CD-DEC-35).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field

from cardtable.games.clash_of_decks import effects
from cardtable.games.clash_of_decks.effects import Target
from cardtable.games.clash_of_decks.messages import ABILITY_NAMES
from cardtable.games.clash_of_decks.model import ClashData
from cardtable.kernel import Op, OpRegistry

OPS: OpRegistry[ClashData, Target] = OpRegistry("clash_of_decks")

EffectOp = Op[ClashData, Target]
"""The type of any incantation effect of this game."""


@OPS.register
class Damage(EffectOp):
    """Deal ``amount`` to the target; ``splash``: also to the creature at the same position
    of the other row (the target's side); ``pierce``: also to the one right behind it."""

    op: Literal["damage"]
    amount: int = Field(ge=1)
    splash: bool = False
    pierce: bool = False
    targeted: ClassVar[bool] = True

    def run(self, state: ClashData, ctx: Target) -> None:
        effects.damage(state, ctx, self.amount, self.splash, self.pierce)

    def text(self, lang: str) -> str:
        also = []
        if lang == "cs":
            if self.splash:
                also.append("bytosti na stejném místě druhé řady "
                            f"({ABILITY_NAMES['splash']['cs']})")
            if self.pierce:
                also.append(f"bytosti přímo za cílem ({ABILITY_NAMES['pierce']['cs']})")
            more = "".join(f" a {a}" for a in also)
            return f"Způsobí {self.amount} zranění cílové bytosti{more}."
        if self.splash:
            also.append("to the creature at the same position of the other row "
                        f"({ABILITY_NAMES['splash']['en']})")
        if self.pierce:
            also.append(f"to the creature right behind the target "
                        f"({ABILITY_NAMES['pierce']['en']})")
        more = "".join(f", and {a}" for a in also)
        return f"Deal {self.amount} damage to the target creature{more}."


@OPS.register
class Destroy(EffectOp):
    """Destroy the target whatever its health, unless it is Indestructible."""

    op: Literal["destroy"]
    targeted: ClassVar[bool] = True

    def run(self, state: ClashData, ctx: Target) -> None:
        effects.destroy(state, ctx)

    def text(self, lang: str) -> str:
        return "Zničí cílovou bytost." if lang == "cs" else "Destroy the target creature."


def effect_schema() -> Any:
    """The pydantic type of one effect in card data (a discriminated union over ``op``)."""
    return OPS.union()
