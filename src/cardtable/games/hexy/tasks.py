"""Every task type of HexyGame's flow (``kernel.flow``): the turn, priority, the
stack's resolution, triggers, targets and choices an op asks for. Handlers live
in ``flow.py`` (turn and priority), ``resolve.py`` and ``choices.py``."""

from __future__ import annotations

from cardtable.games.hexy.model import StackObj
from cardtable.kernel.flow import Task, task


@task
class Mulligan(Task):
    """HX-SETUP-3/4, HX-DEC-7, HX-ACT-1."""

    seat: int


@task
class StartTurn(Task):
    """HX-TURN-1..4, HX-DEC-8, HX-DEC-56."""

    seat: int
    first: bool = False


@task
class Phase(Task):
    name: str


@task
class PhaseEnd(Task):
    """HX-ENERGY-5: the pools empty."""

    name: str


@task
class EndTurn(Task):
    """``turn`` effects end, the turn limit (HX-DEC-46, HX-DEC-61)."""


@task
class Drain(Task):
    """Waiting triggers go on the stack (HX-DEC-25)."""


@task
class InsertUnder(Task):
    """The Action-Phase block goes under the whole stack (HX-PHACTION-4)."""


@task
class GiveActive(Task):
    """HX-STACK-4, HX-DEC-23 (b): the active player gets priority."""


@task
class Priority(Task):
    """The priority holder's decision (HX-DEC-23, HX-ACT-2..10)."""


@task
class ResolveTop(Task):
    """HX-STACK-6."""


@task
class ChooseTargets(Task):
    """The next target of ``obj`` (being cast, activated or placed as a trigger):
    ``phrases`` of its effect, ``where`` it goes (``top`` / ``under``)."""

    obj: StackObj
    where: str


@task
class OrderTriggers(Task):
    """HX-ACT-13: ``seat`` picks which of his waiting triggers goes on next."""

    seat: int


@task
class Steps(Task):
    """Run step ``idx`` of an effect (``ability = -1``: a virtual card's effect) and
    go on with the next."""

    seat: int
    uid: int
    cidx: int
    ability: int
    targets: tuple[int, ...]
    about: int
    idx: int


@task
class ToGraveyard(Task):
    """A resolved virtual card goes to its owner's graveyard (HX-CARD-9)."""

    uid: int


@task
class PickCards(Task):
    """An op's choice among cards (discard, search): ``what`` it is for, ``seat`` who
    chooses, ``values`` the cards offered (``-1``: none), ``left`` how many more."""

    what: str
    seat: int
    values: tuple[int, ...]
    left: int
    reveal: bool = False


@task
class PickColour(Task):
    """``add_energy`` of a colour of the controller's choice."""

    seat: int
    n: int


@task
class PayDiscard(Task):
    """An activated ability's cost of discarding cards, chosen by its controller; the
    ability goes on when paid."""

    obj: StackObj
    left: int
