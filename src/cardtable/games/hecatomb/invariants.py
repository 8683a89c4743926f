"""Invariants of a Hecatomb state: every card in exactly one zone, abominations of 1
to 5 minions, at most one god, no negative souls or mana (HC-ABOM-5, HC-GOD-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import MAX_MINIONS, NONE
from cardtable.kernel.zones import conservation_errors

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def invariant_errors(st: Table) -> list[str]:
    zones: list[tuple[str, list[int]]] = []
    errors: list[str] = []
    for s in range(st.num_players):
        zones += [(f"deck {s}", st.deck[s]), (f"hand {s}", st.hand[s]),
                  (f"mana {s}", st.mana[s]), (f"relics {s}", st.relics[s]),
                  (f"graveyard {s}", st.grave[s]),
                  (f"removed {s}", [r.uid for r in st.removed[s]]),
                  (f"god {s}", [st.god[s]] if st.god[s] != NONE else [])]
        for ab in st.aboms[s]:
            zones.append((f"abomination {ab.aid}", ab.minions))
            if not 1 <= len(ab.minions) <= MAX_MINIONS:
                errors.append(f"abomination {ab.aid} has {len(ab.minions)} minions")
            if ab.seat != s:
                errors.append(f"abomination {ab.aid} is listed under the wrong seat")
        if st.souls[s] < 0:
            errors.append(f"seat {s} has negative souls")
        if any(v < 0 for v in st.pool[s]):
            errors.append(f"seat {s} has a negative pool")
    zones.append(("limbo", st.limbo))
    for name, uids in zones:
        for u in uids:
            if not 0 <= u < len(st.card):
                errors.append(f"{name} holds unknown card {u}")
            elif name[0].isalpha() and name.split()[-1].isdigit() and name.split()[0] in (
                    "deck", "hand", "mana", "relics", "graveyard", "removed", "god") and \
                    st.owner[u] != int(name.split()[-1]):
                errors.append(f"{name} holds card {u} of seat {st.owner[u]}")
    errors += conservation_errors(range(len(st.card)), zones)
    errors += [f"tapped mana card {u} is not a mana card" for u in st.tapped_mana
               if not any(u in m for m in st.mana)]
    return errors
