"""The Sphere of Influence and where board spells may go (HX-SPHERE-1..4,
HX-DEC-11, HX-CONTENT-13 placement)."""

from __future__ import annotations

from cardtable.games.hexy.table import Table


def sphere(state: Table, seat: int) -> set[int]:
    """HX-DEC-11: on-map hexes adjacent to any building ``seat`` controls; only his
    Flag when he controls none (HX-SPHERE-3)."""
    adjacent = state.hmap.adjacent
    found: set[int] = set()
    any_building = False
    for uid in state.board:
        if uid >= 0 and state.owner[uid] == seat and state.is_type(uid, "building"):
            any_building = True
            found.update(adjacent[state.at[uid]])
    if not any_building:
        return {state.hmap.flags[seat]}
    return found


def placements(state: Table, seat: int, uid: int) -> list[int]:
    """Empty hexes where ``seat`` may cast board card ``uid`` (HX-SPHERE-4, HX-CARD-8)."""
    card = state.cat.cards[state.card[uid]]
    if card.placement == "adjacent_own_creature":
        cells: set[int] = set()
        for other in state.board:
            if other >= 0 and state.owner[other] == seat and state.is_type(other, "creature"):
                cells.update(state.hmap.adjacent[state.at[other]])
    else:
        cells = sphere(state, seat)
    return sorted(c for c in cells if state.board[c] < 0)
