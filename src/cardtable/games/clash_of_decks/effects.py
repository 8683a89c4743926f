"""What an incantation's ops do to the board (CD-DEC-17, -35, -36, -67).

``ops.py`` holds the ops as pydantic models (schema, card text, metadata), a
module the optional mypyc build leaves as Python; their ``run`` calls these
functions, which it compiles: a search resolves thousands of incantations.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.games.clash_of_decks.board import abilities, log_hit
from cardtable.games.clash_of_decks.model import INDESTRUCTIBLE, ClashData, Creature


@dataclass(slots=True)
class Target:
    """One firing of an incantation: its target creature and what it destroys."""

    side: int
    row: int
    index: int
    """Index in the row (position - 1)."""
    destroyed: list[Creature] = field(default_factory=list)

    def __init__(self, side: int, row: int, index: int) -> None:
        # Written out: compiled, a native constructor (a dataclass-made one is interpreted).
        self.side = side
        self.row = row
        self.index = index
        self.destroyed = []


def damage(state: ClashData, ctx: Target, amount: int, splash: bool, pierce: bool) -> None:
    """Deal ``amount`` to the target; ``splash``: also to the creature at the same position
    of the other row (the target's side); ``pierce``: also to the one right behind it.
    Indestructible creatures are left alone (CD-DEC-36); the ones at their health go to
    ``ctx.destroyed``."""
    side, row, index = ctx.side, ctx.row, ctx.index
    rows = state.board[side]
    reached = [(row, index, "clash_of_decks.inc_damage")]
    if splash and index < len(rows[1 - row]):
        reached.append((1 - row, index, "clash_of_decks.inc_splash"))
    if pierce and index + 1 < len(rows[row]):
        reached.append((row, index + 1, "clash_of_decks.inc_pierce"))
    hit: list[tuple[Creature, str]] = []
    names = state.catalog.names
    for r, i, key in reached:
        creature = rows[r][i]
        if abilities(state, side, r, i) & INDESTRUCTIBLE:
            if state.recording:
                state.log("clash_of_decks.unaffected", side=side, card=creature.card,
                          card_name=names[creature.card])
            continue
        hit.append((creature, key))
    for creature, key in hit:
        creature.damage += amount
        log_hit(state, key, side, creature, amount)
    info = state.catalog.info
    for creature, _ in hit:
        if creature.damage >= info[creature.card].health:
            ctx.destroyed.append(creature)


def destroy(state: ClashData, ctx: Target) -> None:
    """Destroy the target whatever its health, unless it is Indestructible."""
    side, row, index = ctx.side, ctx.row, ctx.index
    creature = state.board[side][row][index]
    if abilities(state, side, row, index) & INDESTRUCTIBLE:
        if state.recording:
            state.log("clash_of_decks.unaffected", side=side, card=creature.card,
                      card_name=state.catalog.names[creature.card])
        return
    ctx.destroyed.append(creature)
