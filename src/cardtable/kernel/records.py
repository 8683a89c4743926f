"""Frozen, slotted dataclass records made cheaply.

A frozen dataclass's generated ``__init__`` fills each field with
``object.__setattr__``, which looks the attribute up on the type every time.
Tasks and decisions are made on every step of every game, so the kernel gives
their classes an ``__init__`` that calls each slot's descriptor directly: same
signature, defaults, factories and behaviour, about 40% cheaper.

Immutable value classes written out by hand (``Event``, ``Action``) use the two
helpers at the end: ``compiled`` tells whether mypyc built the class natively
(then its constructor stores fields directly, past its refusing ``__setattr__``),
and ``slot_setters`` gives the descriptors the Python constructor fills instead.
"""

from __future__ import annotations

import dataclasses
from types import FunctionType
from typing import Any, Final

_MISSING: Final = object()


def fast_init(cls: type[Any]) -> None:
    """Replace the ``__init__`` of the frozen, slotted dataclass ``cls``. Classes with
    ``__post_init__`` or ``init=False`` fields keep the generated one."""
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields) or hasattr(cls, "__post_init__"):
        return
    namespace: dict[str, Any] = {"_MISSING": _MISSING}
    params, body = ["self"], []
    for i, f in enumerate(fields):
        namespace[f"_set{i}"] = cls.__dict__[f.name].__set__
        value = f.name
        if f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory{i}"] = f.default_factory
            params.append(f"{f.name}=_MISSING")
            value = f"_factory{i}() if {f.name} is _MISSING else {f.name}"
        elif f.default is not dataclasses.MISSING:
            namespace[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        else:
            params.append(f.name)
        body.append(f"    _set{i}(self, {value})")
    source = f"def __init__({', '.join(params)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # generated from the dataclass's own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init


def compiled(cls: type[Any]) -> bool:
    """Whether ``cls`` was compiled by mypyc (its ``__init__`` is not a Python function)."""
    return not isinstance(vars(cls)["__init__"], FunctionType)


def slot_setters(cls: type[Any], *names: str) -> tuple[Any, ...]:
    """The ``__set__`` of each named slot of ``cls``: fills a field past ``__setattr__``."""
    return tuple(vars(cls)[name].__set__ for name in names)
