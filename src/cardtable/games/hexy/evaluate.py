"""The greedy evaluation of HX-CONTENT-24: Winning Dice, the Center, the race to the
Flags, points on the board, creature strength, hand size and an open Flag.

Some terms differ from the suggestion, because a one-ply bot never plays a card
otherwise (it cannot see that discarding for energy pays for a building next):
points stored on a building count as the energy they are (0.5 each); energy in the
seat's pool counts only in its own Main Phase (``energy_value``); a card in hand
0.45, and a building on the Battlefield 1.0 for the energy it will bring. The
position is scored once settled (``settled``): the stack resolved, and a pass that
ends the phase taken, so a bot never hoards energy the phase's end would take."""

from __future__ import annotations

from cardtable.games.hexy.table import Table


def score(st: Table, seat: int) -> float:
    """Seat ``seat``'s position against its opponent (positive: better)."""
    other = 1 - seat
    flags = st.hmap.flags
    far = st.hmap.dist[flags[0]][flags[1]]

    def nearest(s: int, flag: int) -> int:
        best = far
        for uid in st.units(s):
            if st.is_type(uid, "creature"):
                best = min(best, st.hmap.dist[st.at[uid]][flag])
        return best

    def points(s: int) -> float:
        return sum(st.points[u] * (0.5 if st.is_type(u, "building") else 1.0)
                   for u in st.units(s))

    def strength(s: int) -> int:
        return sum(st.attack(u) + st.defence(u) for u in st.units(s)
                   if st.is_type(u, "creature"))

    def open_flag(s: int) -> bool:
        flag = flags[s]
        if st.board[flag] >= 0:
            return False
        return any(st.board[n] >= 0 and st.owner[st.board[n]] != s and
                   st.is_type(st.board[n], "creature") for n in st.hmap.adjacent[flag])

    value = 6.0 * (st.windie[seat] - st.windie[other])
    value += 4.0 * st.controls_center(seat) - 4.0 * st.controls_center(other)
    value += 3.0 * (far - nearest(seat, flags[other])) - 3.0 * (far - nearest(other, flags[seat]))
    value += points(seat) - points(other)
    value += 0.5 * strength(seat) - 0.5 * strength(other)
    value += 0.45 * len(st.hand[seat]) + energy_value(st, seat)
    value += 1.0 * (buildings(st, seat) - buildings(st, other))
    value -= 20.0 * open_flag(seat)
    return value


def buildings(st: Table, seat: int) -> int:
    return sum(1 for u in st.units(seat) if st.is_type(u, "building"))


def energy_value(st: Table, seat: int) -> float:
    """Energy is worth something only in the seat's own Main Phase (pools empty at
    every phase end): 0.4 a unit up to the dearest card in hand, and 0.25 for each
    card in hand it can pay for now (so discarding a card pays only when it makes
    another castable)."""
    if seat != st.active or st.phase != "main":
        return 0.0
    cat = st.cat
    pool = sum(st.pool[seat])
    costs = [sum(cat.cost[st.card[u]]) for u in st.hand[seat]
             if cat.type[st.card[u]] != "basic_energy"]
    dearest = max(costs, default=0)
    return 0.4 * min(pool, dearest) + 0.25 * sum(1 for c in costs if c <= pool)


SETTLE_STEPS = 40


def settled(st: Table) -> Table:
    """The position once the stack has resolved with nobody responding (both players
    pass; other choices take their first option), and, where the decider's pass would
    end the phase (the other has just passed on an empty stack), once that phase has
    ended. A one-ply bot sees a cast, a move or an attack only as energy spent while it
    waits on the stack, and a pass as energy kept; scoring the settled position shows
    what each does (the pools empty when the phase ends, HX-ENERGY-5). ``st`` itself is
    not changed."""
    if not st.stack and not _pass_ends_phase(st):
        return st
    copy = st.clone()
    assert isinstance(copy, Table)
    steps = 0
    while (copy.stack or _pass_ends_phase(copy)) and not copy.is_terminal() \
            and steps < SETTLE_STEPS:
        legal = copy.legal_actions()
        copy.apply(legal[0])  # ``pass`` is listed first in a priority decision
        steps += 1
    return copy


def _pass_ends_phase(st: Table) -> bool:
    pending = st.pending
    return pending is not None and pending.kind == "priority" and st.passed \
        and not st.stack
