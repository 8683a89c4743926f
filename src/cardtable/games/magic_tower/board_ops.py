"""What the board ops of ``ops_board.py`` do, as plain functions over small integers.

The ops are pydantic models (their schema, text and validation stay there); each
board op also gives a ``Plan`` (``MtOp.plan``): which body to run, ``who`` as a
number, its amount and its kind. The op interpreter (``flow.run_ops``) runs the plan
here directly, and the op's own ``run`` calls the same ``run``, so there is one
implementation. In the optional compiled build this module is native code: an op
that is a quarter of a step's work in Python runs without an interpreted frame.

``Ctx`` (who acts on whom) and ``victims`` (MT-CLAR-1, MT-DEC-35) live here for the
same reason; ``opbase`` re-exports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.games.magic_tower.model import GOLD, IMMUNE, MINE, SOLDIERS, Defence

if TYPE_CHECKING:
    from cardtable.games.magic_tower.table import Table

Plan = tuple[int, int, int, int]
"""``(body, who, n, kind)``: one of the bodies below, ``WHO_CODES[who]``, the op's amount
and its kind (a resource or source index, ``EACH``, ``CHOICE``, or a soldiers mode)."""

TOWER_OP: Final = 1
WALL_OP: Final = 2
DAMAGE_OP: Final = 3
RESOURCE_OP: Final = 4
STEAL_OP: Final = 5
SOURCE_OP: Final = 6
SOLDIERS_OP: Final = 7

SELF: Final = 0
TARGET: Final = 1
OTHERS: Final = 2
OTHERS_AND_SELF: Final = 3
WHO_CODES: Final[dict[str, int]] = {"self": SELF, "target": TARGET, "others": OTHERS,
                                    "others_and_self": OTHERS_AND_SELF}

CHOICE: Final = -1
"""Kind: the one the actor picked (``Ctx.chosen``)."""
EACH: Final = 3
"""Resource kind: gold, food and mana."""
ADD: Final = 0
MUL: Final = 1
SET: Final = 2
LAST_BATTLE: Final = 3
SOLDIER_MODES: Final[dict[str, int]] = {"add": ADD, "mul": MUL, "set": SET,
                                        "last_battle": LAST_BATTLE}


class Ctx:
    """Who acts, on whom, with what chosen kind, for one op; ``name`` names the running
    effects it starts (the card or spell id, MT-DEC-32); ``battle`` is the defence a
    reaction spell answers (Magic Bolt)."""

    __slots__ = ("actor", "battle", "chosen", "name", "spell", "target")

    def __init__(self, actor: int, target: int, spell: bool, chosen: int, name: str,
                 battle: Defence | None = None) -> None:
        self.actor = actor
        self.target = target
        self.spell = spell
        self.chosen = chosen
        self.name = name
        self.battle = battle


def victims(st: Table, who: int, ctx: Ctx) -> list[int]:
    """MT-CLAR-1, MT-DEC-35: mass effects hit only the others unless "including you";
    a spell skips the immune (MT-DEC-47)."""
    if who == SELF:
        return [ctx.actor]
    if who == TARGET:
        target = ctx.target
        return [target] if target >= 0 and st.alive(target) else []
    spell = ctx.spell
    others = [s for s in st.order_after(ctx.actor) if not (spell and st.has(s, IMMUNE))]
    if who == OTHERS_AND_SELF:
        others.append(ctx.actor)
    return others


def run(st: Table, plan: Plan, ctx: Ctx) -> None:
    """Run a board op's ``plan`` (MT-CONTENT-3): towers and walls with every protection
    (``Table.change_tower``/``change_wall``), damage through the walls (MT-DEC-33),
    resources and sources never below 0 (MT-DEC-17), soldiers never from resources
    (MT-SOLD-3)."""
    body, who, n, kind = plan
    actor = ctx.actor
    spell = ctx.spell
    hit = victims(st, who, ctx)
    board = st.board
    if body == TOWER_OP:
        for s in hit:
            st.change_tower(s, n, actor, spell, not spell)
    elif body == WALL_OP:
        for s in hit:
            st.change_wall(s, n, actor, not spell)
    elif body == DAMAGE_OP:
        for s in hit:
            st.damage(s, n, actor, spell)
    elif body == RESOURCE_OP:
        first, last = (0, 2) if kind == EACH else (
            (ctx.chosen, ctx.chosen) if kind == CHOICE else (kind, kind))
        for s in hit:
            b = board[s]
            for k in range(GOLD + first, GOLD + last + 1):
                b[k] = max(0, b[k] + n)
    elif body == STEAL_OP:
        mine = board[actor]
        k = GOLD + kind
        for s in hit:
            have = board[s][k]
            amount = have if n == 0 else min(have, n)
            board[s][k] -= amount
            mine[k] += amount
    elif body == SOURCE_OP:
        k = MINE + (ctx.chosen if kind == CHOICE else kind)
        for s in hit:
            b = board[s]
            b[k] = max(0, b[k] + n)
    elif body == SOLDIERS_OP:
        for s in hit:
            b = board[s]
            if kind == ADD:
                b[SOLDIERS] = max(0, b[SOLDIERS] + n)
            elif kind == MUL:
                b[SOLDIERS] *= n
            elif kind == SET:
                b[SOLDIERS] = n
            else:
                b[SOLDIERS] = max(0, st.last_battle)
    else:
        raise ValueError(f"unknown board op body {body}")
