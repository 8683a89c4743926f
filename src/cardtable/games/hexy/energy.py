"""Energy pools and payments (HX-ENERGY-1..5, HX-DEC-16..20).

A pool is five ints: red, green, blue, white, colourless. A cost is five ints: the
four colours and a generic part. Payment is automatic (HX-DEC-20): coloured parts
with their colour, the generic part with colourless first, then the colour held
most (ties red, green, blue, white).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.games.hexy.model import COLOURLESS, COLOURS
from cardtable.games.hexy.opbase import COLOUR_NAME
from cardtable.games.hexy.table import Table


def add(state: Table, seat: int, colour: int, n: int) -> None:
    state.pool[seat][colour] += n
    state.log("hexy.energy_added", seat=seat, n=n, colour=colour_param(colour))


def colour_param(colour: int) -> dict[str, str]:
    name = COLOURS[colour] if colour < COLOURLESS else "colourless"
    return {"cs": COLOUR_NAME["cs"][name], "en": COLOUR_NAME["en"][name]}


def colour_words(colour: str, lang: str) -> str:
    return COLOUR_NAME[lang][colour]


def can_pay(pool: Sequence[int], cost: Sequence[int]) -> bool:
    """Can ``pool`` pay ``cost`` (four colours + generic) in full (HX-DEC-20)?"""
    spare = 0
    for i in range(4):
        if pool[i] < cost[i]:
            return False
        spare += pool[i] - cost[i]
    return spare + pool[COLOURLESS] >= cost[4]


def pay(state: Table, seat: int, cost: Sequence[int]) -> None:
    """Take ``cost`` from the pool (the caller checked ``can_pay``)."""
    pool = state.pool[seat]
    for i in range(4):
        pool[i] -= cost[i]
    generic = cost[4]
    take = min(generic, pool[COLOURLESS])
    pool[COLOURLESS] -= take
    generic -= take
    while generic > 0:
        most = max(range(4), key=lambda i: (pool[i], -i))
        pool[most] -= 1
        generic -= 1


def any_energy(n: int) -> tuple[int, int, int, int, int]:
    """A cost of ``n`` energy of any colour (moves, attacks, counter-attacks)."""
    return (0, 0, 0, 0, n)


def empty_pools(state: Table) -> None:
    """HX-ENERGY-5: every pool empties at the end of every phase."""
    for pool in state.pool:
        if any(pool):
            pool[:] = (0, 0, 0, 0, 0)


def building_colour(state: Table, uid: int, chosen: int | None) -> int:
    """The colour a point of this building gives (HX-DEC-17): the chosen one when it
    produces several, else its only one."""
    produced = state.cat.produces[state.card[uid]]
    if chosen is not None and chosen in produced:
        return chosen
    return produced[0]


def building_energy(state: Table, uid: int, points: int, colour: int) -> None:
    """Points removed from a building as a payment give energy (HX-DEC-17)."""
    per = state.cat.per_point[state.card[uid]]
    add(state, state.owner[uid], colour, points * per)
