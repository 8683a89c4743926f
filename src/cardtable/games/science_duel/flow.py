"""The resolution of Science Duel on the kernel's ``Flow``: one handler per task type.

The turn and every card's text are sequences of small tasks (``model.py``) on
the state's task stack, run top first by the kernel (SD-ORDER-7). A handler
does one step and may push more tasks or open a decision (``Pending``: a
target, a slot, a card, an option), which pauses the stack until the decider
answers, even in the opponent's turn (SD-ACT-12); the answer resumes the task
that asked, with the choice filled in.

The rules themselves are in the mechanic modules (``turn.py``, ``triggers.py``,
``damage.py``, ``zones.py``, ``hand.py``) and the ops (``ops.py``); this table only says
which step runs each task.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.games.science_duel import damage, hand, triggers, turn, zones
from cardtable.games.science_duel.model import (
    BurnPick,
    BurnRandom,
    Cleanup,
    Close,
    Deaths,
    Dispatch,
    Draw,
    Fire,
    May,
    Missile,
    Notify,
    Place,
    Played,
    React,
    Refresh,
    RevivePick,
    StartTurn,
    Step,
    Strike,
    ToGrave,
    ToHand,
    ToZone,
)
from cardtable.kernel.action import Action
from cardtable.kernel.flow import Flow

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

FLOW: Final[Flow[SDState]] = Flow("science_duel", clears_on_end=True)
"""``damage.check_end`` empties the stack and closes the decision when the game ends, and
no handler pushes a task after a damage event that may end it, so the loop need not ask
whether the game is over after every task."""

FLOW.handles(Fire)(triggers.run_fire)
FLOW.handles(Step)(triggers.run_step)
FLOW.handles(Notify)(triggers.notify)
FLOW.handles(Missile)(damage.missile)
FLOW.handles(BurnRandom)(hand.burn_random)
FLOW.handles(BurnPick)(hand.burn_pick)
FLOW.handles(RevivePick)(zones.revive_pick)
FLOW.handles(May)(triggers.may)
FLOW.handles(Place)(zones.place)
FLOW.handles(Draw)(zones.draw)
FLOW.handles(ToHand)(zones.to_hand)
FLOW.handles(React)(turn.react)
FLOW.handles(ToZone)(turn.to_zone)
FLOW.handles(Strike)(turn.strike)
FLOW.handles(Close)(triggers.close)
FLOW.handles(Deaths)(damage.deaths)
FLOW.handles(Dispatch)(triggers.run_dispatch)
FLOW.handles(StartTurn)(turn.start_turn)
FLOW.handles(Refresh)(turn.refresh)
FLOW.handles(Cleanup)(turn.cleanup)
FLOW.handles(Played)(turn.played)


@FLOW.handles(ToGrave)
def _to_grave(st: SDState, task: ToGrave) -> None:
    st.sides[task.seat].grave.append(task.card)


# ---- answers to pending decisions: the asking task runs again with the choice -------------
def _value(answer: Action) -> int:
    """The one argument of a ``choose_*`` answer (a target code, slot, index or option)."""
    value = answer.args[0][1]
    assert isinstance(value, int)
    return value


@FLOW.resumes(Fire)
def _chosen_target(st: SDState, task: Fire, answer: Action) -> None:
    # Written out, not ``dataclasses.replace``: a native constructor, no field walk.
    st.tasks.append(Fire(task.key, triggers.with_target(st, task.ctx, _value(answer))))


@FLOW.resumes(Place)
def _chosen_slot(st: SDState, task: Place, answer: Action) -> None:
    st.tasks.append(Place(task.mode, task.seat, task.decider, task.cid, task.uid, task.owner,
                          _value(answer) - 1))


@FLOW.resumes(BurnPick, RevivePick)
def _chosen_card(st: SDState, task: BurnPick | RevivePick, answer: Action) -> None:
    pick = _value(answer)
    st.tasks.append(BurnPick(task.seat, pick) if isinstance(task, BurnPick)
                    else RevivePick(task.seat, pick))


@FLOW.resumes(May)
def _chosen_option(st: SDState, task: May, answer: Action) -> None:
    st.tasks.append(May(task.key, task.ctx, _value(answer)))
