"""What must hold in every HexyGame state (HX-BOARD-2, HX-DEC-15/58/62): every card
in exactly one place, one card per hex, points within 1..cap, dice within range."""

from __future__ import annotations

from cardtable.games.hexy.model import DIE_MAX, STACK_CAP, WIN_DIE
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.tasks import ChooseTargets, PayDiscard, ToGraveyard
from cardtable.kernel.zones import conservation_errors


def invariant_errors(st: Table) -> list[str]:
    zones: list[tuple[str, list[int]]] = []
    for s in (0, 1):
        zones += [(f"library {s}", st.library[s]), (f"hand {s}", st.hand[s]),
                  (f"graveyard {s}", st.grave[s])]
    zones.append(("board", [u for u in st.board if u >= 0]))
    zones.append(("enchantments", [u for u, h in enumerate(st.host) if h >= 0]))
    zones.append(("stack", [o.uid for o in st.stack if o.kind == "spell"]))
    zones.append(("under", [o.uid for o in st.under if o.kind == "spell"]))
    # a resolved virtual card waiting for its effect's choices (HX-CARD-9)
    zones.append(("resolving", [t.uid for t in st.tasks if isinstance(t, ToGraveyard)]))
    # a spell being cast: its targets or discard cost still being chosen (HX-ACT-5)
    held = [*st.tasks, st.pending.resume] if st.pending is not None else list(st.tasks)
    zones.append(("casting", [t.obj.uid for t in held if isinstance(t, ChooseTargets | PayDiscard)
                              and t.obj.kind == "spell"]))
    errors = conservation_errors(range(len(st.card)), zones) if st.result is None else []
    for cell, uid in enumerate(st.board):
        if uid >= 0 and st.at[uid] != cell:
            errors.append(f"cell {cell} holds card {uid}, which is at {st.at[uid]}")
    for uid, cell in enumerate(st.at):
        if cell >= 0:
            if not 1 <= st.points[uid] <= st.cap(uid):
                errors.append(f"card {uid} has {st.points[uid]} points (cap {st.cap(uid)})")
            if not -1 <= st.die[uid] <= DIE_MAX:
                errors.append(f"card {uid} has an action die of {st.die[uid]}")
    for s in (0, 1):
        if not 1 <= st.windie[s] <= WIN_DIE:
            errors.append(f"seat {s}'s Winning Die shows {st.windie[s]}")
        if min(st.pool[s]) < 0:
            errors.append(f"seat {s}'s pool is negative: {st.pool[s]}")
    if len(st.stack) > STACK_CAP and st.result is None:
        errors.append(f"{len(st.stack)} objects on the stack")
    return errors
