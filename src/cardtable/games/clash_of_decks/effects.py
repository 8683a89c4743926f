"""The incantation effect vocabulary (CD-CONTENT-6).

Every incantation names exactly one target creature (CD-DEC-67) and one effect
kind from ``EFFECTS``: ``damage`` (amount n, optional ``splash`` and ``pierce``
flags) or ``destroy``. An effect function marks damage on the creatures it
reaches and returns those that must be destroyed; the caller removes them and
returns them to their owners (CD-DEC-17). Indestructible creatures ignore every
part of an incantation (CD-DEC-36); Protection never reduces it (CD-DEC-35).
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.games.clash_of_decks.board import C_DMG, C_ID, Creature, abilities
from cardtable.games.clash_of_decks.cards import INDESTRUCTIBLE, INFO, CardInfo
from cardtable.games.clash_of_decks.model import ClashData

Effect = Callable[[ClashData, CardInfo, int, int, int], list[Creature]]


def _reached(state: ClashData, card: CardInfo, side: int, row: int, index: int
             ) -> list[tuple[int, int]]:
    """The target, then the splash victim (same position, other row, target's side),
    then the pierce victim (one position farther from the bridge)."""
    rows = state.board[side]
    out = [(row, index)]
    if card.splash and index < len(rows[1 - row]):
        out.append((1 - row, index))
    if card.pierce and index + 1 < len(rows[row]):
        out.append((row, index + 1))
    return out


def damage(state: ClashData, card: CardInfo, side: int, row: int, index: int
           ) -> list[Creature]:
    """Deal ``card.amount`` to every creature reached; return those now destroyed."""
    reached = _reached(state, card, side, row, index)
    hit: list[Creature] = []
    for r, i in reached:
        creature = state.board[side][r][i]
        if abilities(state, side, r, i) & INDESTRUCTIBLE:
            state.log("clash_of_decks.unaffected", side=side, card=creature[C_ID])
            continue
        hit.append(creature)
    for creature in hit:
        creature[C_DMG] += card.amount
        state.log("clash_of_decks.inc_damage", side=side, card=creature[C_ID], amount=card.amount)
    return [c for c in hit if c[C_DMG] >= INFO[c[C_ID]].health]


def destroy(state: ClashData, card: CardInfo, side: int, row: int, index: int
            ) -> list[Creature]:
    """Destroy the target whatever its health, unless it is Indestructible."""
    creature = state.board[side][row][index]
    if abilities(state, side, row, index) & INDESTRUCTIBLE:
        state.log("clash_of_decks.unaffected", side=side, card=creature[C_ID])
        return []
    return [creature]


EFFECTS: dict[str, Effect] = {"damage": damage, "destroy": destroy}
