"""The effect-op registry (kernel/ops.py): one registration per op holds schema,
implementation, text and metadata."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import ValidationError

from cardtable.kernel import Op, OpRegistry

OPS: OpRegistry[dict[str, int], int] = OpRegistry("ops_toy")


@OPS.register
class Damage(Op[dict[str, int], int]):
    op: Literal["damage"]
    amount: int
    target: Literal["chosen", "enemy_hero"] = "chosen"
    targeted = True

    def run(self, state: dict[str, int], ctx: int) -> None:
        key = f"hp{ctx}" if self.target == "chosen" else "enemy"
        state[key] = state.get(key, 10) - self.amount

    def text(self, lang: str) -> str:
        who = {"chosen": {"cs": "vybranému cíli", "en": "to a chosen target"},
               "enemy_hero": {"cs": "nepřátelskému hrdinovi", "en": "to the enemy hero"}}
        return (f"Způsob {self.amount} poškození {who[self.target]['cs']}." if lang == "cs"
                else f"Deal {self.amount} damage {who[self.target]['en']}.")


@OPS.register
class Draw(Op[dict[str, int], int]):
    op: Literal["draw"]
    count: int = 1

    def run(self, state: dict[str, int], ctx: int) -> None:
        state["drawn"] = state.get("drawn", 0) + self.count

    def text(self, lang: str) -> str:
        return f"Lízni {self.count}." if lang == "cs" else f"Draw {self.count}."


def test_parse_picks_the_op_by_name_and_runs_it() -> None:
    ops = OPS.parse_list([{"op": "damage", "amount": 3}, {"op": "draw", "count": 2}])
    assert [type(o) for o in ops] == [Damage, Draw]
    state: dict[str, int] = {}
    for o in ops:
        o.run(state, 1)
    assert state == {"hp1": 7, "drawn": 2}
    assert Damage.targeted and not Draw.targeted


@pytest.mark.parametrize("bad", [
    {"op": "draw", "amount": 3},          # a field the op does not take
    {"op": "heal", "amount": 3},          # an unknown op
    {"op": "damage", "amount": 1, "target": "adjacent"},  # a selector the op cannot honour
    {"op": "damage"},                     # a missing field
])
def test_unknown_unused_or_missing_fields_are_card_data_errors(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        OPS.parse(bad)


def test_card_text_comes_from_the_ops_in_both_languages() -> None:
    ops = OPS.parse_list([{"op": "damage", "amount": 2, "target": "enemy_hero"},
                          {"op": "draw"}])
    assert OPS.describe(ops, "en") == "Deal 2 damage to the enemy hero. Draw 1."
    assert OPS.describe(ops, "cs") == "Způsob 2 poškození nepřátelskému hrdinovi. Lízni 1."


def test_registration_refuses_incomplete_or_duplicate_ops() -> None:
    reg: OpRegistry[object, object] = OpRegistry("x")
    with pytest.raises(TypeError):
        @reg.register
        class NoText(Op[object, object]):
            op: Literal["no_text"]

            def run(self, state: object, ctx: object) -> None:
                return None

    class Fine(Op[object, object]):
        op: Literal["fine"]

        def run(self, state: object, ctx: object) -> None:
            return None

        def text(self, lang: str) -> str:
            return "fine"

    reg.register(Fine)
    with pytest.raises(ValueError):
        reg.register(Fine)
    with pytest.raises(TypeError):
        @reg.register
        class Loose(Op[object, object]):
            op: str

            def run(self, state: object, ctx: object) -> None:
                return None

            def text(self, lang: str) -> str:
                return ""
    assert reg.names() == ["fine"]
