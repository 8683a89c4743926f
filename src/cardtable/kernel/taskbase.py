"""``Task``, the base of every task record (``kernel.task`` explains tasks).

A module of its own so that the optional compiled build compiles it: a game may
then declare its hot task types as compiled records (``kernel.task.task_type``),
whose fields compiled rules read directly instead of looking them up by name,
while ``@task`` types stay Python classes on the same base.
"""

from __future__ import annotations

from cardtable.kernel.compiled import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Task:
    """Base of every task: a frozen, slotted dataclass made by ``@task`` or declared
    with ``@dataclass(frozen=True, slots=True)`` and ``task_type``."""

    __slots__ = ()
