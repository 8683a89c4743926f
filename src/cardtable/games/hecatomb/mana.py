"""Mana: the mana zone, payments and the pool (HC-MANA-*, HC-PLAY-1..3,
HC-DEC-17..22, HC-DEC-84)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import DOOMS
from cardtable.games.hecatomb.opbase import DOOM_NAME

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table

DOOM_BOTH = tuple({"cs": DOOM_NAME["cs"][d], "en": DOOM_NAME["en"][d]} for d in DOOMS)


def available(st: Table, seat: int) -> tuple[int, int, int, int]:
    """Mana of each doom ``seat`` could spend now: untapped mana cards plus the pool."""
    counts = list(st.pool[seat])
    tapped = st.tapped_mana
    cat = st.cat
    for uid in st.mana[seat]:
        if uid not in tapped:
            counts[cat.doom[st.card[uid]]] += 1
    return counts[0], counts[1], counts[2], counts[3]


def can_pay(avail: tuple[int, int, int, int], cost: int, doom: int) -> bool:
    """A payment exists (HC-DEC-18): enough mana, one of the card's doom if cost ≥ 1."""
    if cost <= 0:
        return True
    return sum(avail) >= cost and avail[doom] >= 1


@cache
def payments(avail: tuple[int, int, int, int], cost: int,
             doom: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every payment tuple in lexicographic order (HC-DEC-18, HC-ACT-5)."""
    out: list[tuple[int, int, int, int]] = []
    for a in range(min(avail[0], cost) + 1):
        for b in range(min(avail[1], cost - a) + 1):
            for c in range(min(avail[2], cost - a - b) + 1):
                d = cost - a - b - c
                if d <= avail[3]:
                    t = (a, b, c, d)
                    if cost == 0 or t[doom] >= 1:
                        out.append(t)
    return tuple(out)


def pay(st: Table, seat: int, payment: tuple[int, ...]) -> None:
    """Spend pool mana first, then the oldest untapped mana cards of each doom."""
    cat = st.cat
    for d, amount in enumerate(payment):
        from_pool = min(amount, st.pool[seat][d])
        st.pool[seat][d] -= from_pool
        left = amount - from_pool
        for uid in st.mana[seat]:
            if left == 0:
                break
            if uid not in st.tapped_mana and cat.doom[st.card[uid]] == d:
                st.tapped_mana.append(uid)
                left -= 1
    if any(payment):
        st.log("hecatomb.paid", seat=seat,
               mana=[{"cs": f"{n} {DOOM_BOTH[d]['cs']}", "en": f"{n} {DOOM_BOTH[d]['en']}"}
                     for d, n in enumerate(payment) if n])


def empty_pool(st: Table, seat: int | None = None) -> None:
    """Unspent mana is lost (HC-MANA-8, HC-DEC-19)."""
    for s in range(st.num_players) if seat is None else (seat,):
        st.pool[s] = [0, 0, 0, 0]


def play_mana(st: Table, seat: int, uid: int) -> None:
    """A hand card becomes an untapped mana card, revealed (HC-DEC-22)."""
    st.take_from_hand(uid)
    st.to_mana(uid)
    st.mana_played = True
    st.log("hecatomb.mana_card", seat=seat, card=st.name(uid))
