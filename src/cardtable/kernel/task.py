"""``Task`` and ``@task``: the records a ``TaskState`` game pushes on its task stack.

A module of its own, re-exported by ``kernel.flow``, because the optional mypyc
build leaves it as Python: ``dataclass_transform`` sets an attribute on the
decorator function, which a compiled function cannot hold, and ``@task``
classes are made at run time. A game's hot task types are declared instead
as ``@dataclass(frozen=True, slots=True)`` subclasses of ``Task`` followed by
``task_type(cls)``: a compiled module then makes them native records (a class
decorator other than ``dataclass`` would keep them Python classes), whose fields
compiled rules read directly. Both kinds behave alike everywhere else.
"""

from __future__ import annotations

import dataclasses
from types import FunctionType
from typing import TypeVar, dataclass_transform

from cardtable.kernel.records import fast_init
from cardtable.kernel.serial import register
from cardtable.kernel.taskbase import Task as Task

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


def task_type(cls: T) -> T:
    """Finish a task type declared as ``@dataclass(frozen=True, slots=True)`` subclass of
    ``Task``: what ``@task`` does besides making the dataclass (a faster constructor where
    the dataclass made one, and the name that saved states use), checked the same way."""
    if not issubclass(cls, Task):
        raise TypeError(f"{cls.__name__} must subclass kernel.flow.Task")
    params = getattr(cls, "__dataclass_params__", None)
    slotted = "__slots__" in vars(cls) or "__mypyc_attrs__" in vars(cls)  # compiled: native
    if params is None or not params.frozen or not slotted:
        raise TypeError(f"{cls.__name__} must be a frozen, slotted dataclass")
    if isinstance(vars(cls)["__init__"], FunctionType):
        fast_init(cls)
    register(cls)
    return cls
