"""Casting spells (MT-SPELL-*, MT-ACT-9, MT-DEC-43..71): which spells a player
may cast now, and the cast itself (discard, fee, then the spell's ops).
"""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.consequences import log_seat
from cardtable.games.magic_tower.model import (
    ARCHMAGE,
    FREEZE,
    MANA,
    REFILL,
    SOLDIERS,
    Cast,
    DiscardFee,
    ops_task,
)
from cardtable.games.magic_tower.ops import target_options
from cardtable.games.magic_tower.payments import discard_card, splits
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action
from cardtable.kernel.flow import push

BORROWED: Final = "borrowed"
SPELL_WORDS: Final[tuple[str, ...]] = (*tb.SPELL_IDS, BORROWED)


def spell_ready(st: Table, seat: int, spell: str) -> bool:
    """Requirements of the spell itself: a target, soldiers, the archmage (MT-DEC-36/49)."""
    record = st.cat.spells[spell]
    b = st.board[seat]
    if record.requires == "soldier_no_archmage" and (b[SOLDIERS] < 1 or b[ARCHMAGE]):
        return False
    if record.requires == "archmage" and not b[ARCHMAGE]:
        return False
    return not (st.cat.spell_aims[spell] and not target_options(st, seat, True))


def own_spells(st: Table, seat: int) -> list[str]:
    """Unlocked spells of his trump set with casts left (MT-DEC-45)."""
    used = st.casts[seat]
    return [s for s in st.unlocked[seat] if used.get(s, 0) < st.cat.spells[s].max_casts]


def castable(st: Table, seat: int) -> list[str]:
    """Spell words he may cast after discarding, in a fixed order."""
    out = [s for s in own_spells(st, seat) if spell_ready(st, seat, s)]
    if st.borrowed[seat] and spell_ready(st, seat, st.borrowed[seat]):
        out.append(BORROWED)
    if st.board[seat][ARCHMAGE]:
        out += [s for s in st.cat.archmage_cast
                if fee_leaves_mana(st, seat, st.cat.spells[s].mana)]
    return out


def fee_leaves_mana(st: Table, seat: int, need: int) -> bool:
    """Can he pay the discard fee and still hold ``need`` mana?"""
    if st.has(seat, FREEZE) or st.resources(seat) < 7:
        return st.board[seat][MANA] >= need
    return bool(splits(st, seat, 7, need))


def cast(st: Table, act: Action) -> None:
    """MT-SPELL-3/4, MT-DEC-44: discard one card, pay, refill, then the spell."""
    seat = st.active
    word = act.word_arg("spell")
    borrowed = word == BORROWED
    spell = st.borrowed[seat] if borrowed else word
    discard_card(st, seat, act.int_arg("card"))
    record = st.cat.spells[spell]
    need = record.mana if record.set == "archmage" else 0
    push(st.tasks, DiscardFee(seat, need), REFILL[seat], Cast(seat, spell, int(borrowed)))


def cast_task(st: Table, task: Cast) -> None:
    seat, spell, borrowed = task.seat, task.spell, task.borrowed
    if not st.alive(seat):
        return
    record = st.cat.spells[spell]
    old = st.board[seat][:]
    if borrowed:
        st.borrowed[seat] = ""
    elif record.set == "archmage":
        if record.mana_paid:
            st.board[seat][MANA] -= record.mana
    else:
        st.casts[seat][spell] = st.casts[seat].get(spell, 0) + 1
    st.log("magic_tower.cast", seat=seat, spell=spell, name=st.cat.spell_name[spell])
    log_seat(st, seat, old)
    push(st.tasks, ops_task(seat, st.cat.spell_ref[spell], 0, -1, 1, -1))
