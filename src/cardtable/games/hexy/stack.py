"""The game's public stack (HX-STACK, HX-INFO-7): putting objects on it, under it,
and taking them off without effect (``cancel``, HX-DEC-60).

This is not the engine's task stack (``state.tasks``): see ``docs/hexy_design.md``.
"""

from __future__ import annotations

from cardtable.games.hexy.messages import OBJECT_NAME
from cardtable.games.hexy.model import STACK_CAP, TARGETABLE_KINDS, StackObj
from cardtable.games.hexy.table import Table
from cardtable.kernel.flow import push_under


def put(state: Table, obj: StackObj) -> None:
    """On top (HX-STACK-6: the last put resolves first); the cap of HX-DEC-62."""
    state.stack.append(obj)
    _cap(state)


def put_under(state: Table, *objs: StackObj) -> None:
    """Beneath everything (HX-PHDRAW-3, HX-PHEND-3): the first given resolves first
    of them, after everything already there."""
    push_under(state.stack, *objs)
    _cap(state)


def _cap(state: Table) -> None:
    if len(state.stack) > STACK_CAP:
        from cardtable.games.hexy.board import finish

        state.log("hexy.cap_stack", n=STACK_CAP)
        finish(state, [0.0, 0.0], "cap")


def cancel(state: Table, ts: int) -> None:
    """Remove a targetable object with no effect; a spell's card to its owner's
    graveyard; paid costs stay (HX-DEC-60)."""
    i = state.stack_index(ts)
    if i < 0:
        return
    obj = state.stack[i]
    if obj.kind not in TARGETABLE_KINDS:
        return
    del state.stack[i]
    state.log("hexy.cancelled", seat=obj.seat, what=OBJECT_NAME[obj.kind],
              card=state.name(obj.uid) if obj.uid >= 0 else "")
    if obj.kind == "spell":
        state.grave[state.owner[obj.uid]].append(obj.uid)
