"""Static abilities: auras of board cards and enchantments (HX-CONTENT-22,
HX-DEC-61: they last while their source stays on the Battlefield)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hexy.model import FORBID_BIT, KW, Mod

if TYPE_CHECKING:
    from cardtable.games.hexy.table import Table


def aura_mods(state: Table, uid: int) -> list[Mod]:
    """The modifiers the auras in play give board card ``uid``."""
    out: list[Mod] = []
    here = state.at[uid]
    if here < 0:
        return out
    cat = state.cat
    for src, cidx in enumerate(state.card):
        if not cat.auras[cidx]:
            continue
        on_board = state.at[src] >= 0
        hosted = state.host[src]
        if not on_board and hosted < 0:
            continue
        for k in cat.auras[cidx]:
            info = cat.abilities[cidx][k]
            ab = info.ability
            assert ab is not None and ab.aura is not None
            aura = ab.aura
            if aura.range == "host":
                if hosted != uid:
                    continue
            else:
                origin = state.at[src] if on_board else state.at[hosted]
                if origin < 0 or src == uid:
                    continue
                d = state.hmap.dist[origin][here]
                if (aura.range == "adjacent" and d != 1) or (aura.range == "within"
                                                             and d > aura.n):
                    continue
                if aura.side == "own" and state.owner[uid] != state.owner[src]:
                    continue
                if aura.side == "enemy" and state.owner[uid] == state.owner[src]:
                    continue
                if aura.types and cat.type[state.card[uid]] not in aura.types:
                    continue
            for step in info.steps:
                op = step.op
                if op == "modify":
                    out.append(Mod(uid, getattr(step, "attack"), getattr(step, "defence"),  # noqa: B009
                                   source=src))
                elif op == "grant":
                    out.append(Mod(uid, keywords=KW[getattr(step, "keyword")], source=src))  # noqa: B009
                elif op == "forbid":
                    out.append(Mod(uid, forbid=FORBID_BIT[getattr(step, "what_")], source=src))  # noqa: B009
    return out
