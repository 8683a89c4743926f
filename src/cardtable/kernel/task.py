"""``Task`` and ``@task``: the records a ``TaskState`` game pushes on its task stack.

A module of its own, re-exported by ``kernel.flow``, because the optional mypyc
build leaves it as Python: ``dataclass_transform`` sets an attribute on the
decorator function, which a compiled function cannot hold, and ``@task``
classes are made at run time, so their base stays a plain Python class.
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar, dataclass_transform

from cardtable.kernel.records import fast_init
from cardtable.kernel.serial import register


class Task:
    """Base of every task; subclasses are frozen, slotted dataclasses made by ``@task``."""

    __slots__ = ()


T = TypeVar("T", bound=type[Task])


@dataclass_transform(frozen_default=True)
def task(cls: T) -> T:
    """Class decorator: a frozen, slotted, serialisable task type.

    Fields must hold immutable values (ints, strings, tuples, frozen records),
    because clones share task objects. Type checkers see a frozen dataclass
    (``dataclass_transform``), so ``Strike(3, 7)`` is checked against the fields.
    """
    if not issubclass(cls, Task):
        raise TypeError(f"{cls.__name__} must subclass kernel.flow.Task")
    made: T = dataclasses.dataclass(frozen=True, slots=True)(cls)  # type: ignore[assignment]
    fast_init(made)
    register(made)
    return made
