"""The greedy evaluation of HX-CONTENT-24: Winning Dice, the Center, the race to the
Flags, points on the board, creature strength, hand size and an open Flag."""

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

    def points(s: int) -> int:
        return sum(st.points[u] for u in st.units(s))

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
    value += 0.3 * len(st.hand[seat])
    value -= 20.0 * open_flag(seat)
    return value
