"""Exact JSON encoding of game state data.

State data is plain Python: ``None``, bools, ints, floats, strings, lists,
tuples, sets, dicts, ``Action``s, ``Rng``s and registered dataclasses,
records or enums. The encoding keeps every type, so ``decode(encode(x)) == x`` exactly.
Tagged forms use keys starting with ``$``, which plain dict keys may not use.
State must be a tree: an object referenced twice is encoded twice.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
from collections.abc import Callable
from types import FunctionType
from typing import Any, Final, TypeVar

T = TypeVar("T")

_CLASSES: Final[dict[str, type[Any]]] = {}
_FIELDS: Final[dict[type[Any], tuple[str, ...]]] = {}
_MUTABLE: Final[dict[type[Any], tuple[str, ...]]] = {}
"""The fields of registered dataclasses that are not frozen (``fast_copy`` copies them)."""
_BUILT: Final[set[type[Any]]] = set()
"""Registered records (and dataclasses with a compiled constructor) that ``decode`` builds
through their constructor."""


def _tag(cls: type[Any]) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def register(cls: type[T]) -> type[T]:
    """Class decorator: make a dataclass, an enum or an immutable record encodable by name.

    A record is a class whose ``__match_args__`` names its fields, each a parameter of
    its constructor (``kernel.events.Event``); it is shared by copies, as a frozen
    dataclass is. Modules that the optional mypyc build compiles call
    ``register(Cls)`` after the class rather than decorating it: mypyc compiles a
    class with any decorator but ``dataclass`` as a slower, non-native class.
    """
    if dataclasses.is_dataclass(cls):
        _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
        if not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            _MUTABLE[cls] = _FIELDS[cls]
        if not isinstance(vars(cls).get("__init__"), FunctionType):
            # a compiled constructor written out (Science Duel's ``Card``): the native
            # class's ``__new__`` runs it, so ``decode`` builds such a record through it
            _BUILT.add(cls)
    elif isinstance(cls, type) and isinstance(getattr(cls, "__match_args__", None), tuple):
        _FIELDS[cls] = cls.__match_args__  # type: ignore[attr-defined]
        _BUILT.add(cls)
    elif not (isinstance(cls, type) and issubclass(cls, enum.Enum)):
        raise TypeError(f"{cls!r} is neither a dataclass, a record nor an Enum")
    _CLASSES[_tag(cls)] = cls
    return cls


def encode(obj: Any) -> Any:
    """Encode ``obj`` into JSON-ready data."""
    if obj is None or isinstance(obj, (bool, str, float)):
        return obj
    if isinstance(obj, enum.Enum):
        return {"$e": _tag(type(obj)), "v": encode(obj.value)}
    if isinstance(obj, int):
        return obj
    if isinstance(obj, list):
        return [encode(v) for v in obj]
    if isinstance(obj, tuple):
        return {"$t": [encode(v) for v in obj]}
    if isinstance(obj, (set, frozenset)):
        items = sorted((encode(v) for v in obj), key=repr)
        return {"$fs" if isinstance(obj, frozenset) else "$s": items}
    if isinstance(obj, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in obj):
            return {k: encode(v) for k, v in obj.items()}
        return {"$m": [[encode(k), encode(v)] for k, v in obj.items()]}
    fields = _FIELDS.get(type(obj))
    if fields is not None:
        return {"$c": _tag(type(obj)), "f": {name: encode(getattr(obj, name)) for name in fields}}
    encoder = _SPECIAL_ENCODERS.get(type(obj))
    if encoder is not None:
        return encoder(obj)
    raise TypeError(f"cannot encode {type(obj).__name__} in state data; register it")


def decode(data: Any) -> Any:
    """Inverse of ``encode``. Strings come back interned, as the card data's are
    (``kernel.cards.intern_strings``): a decoded state's card ids are then the objects that
    key the catalogue's tables, and a lookup by one is an identity check."""
    if isinstance(data, str):
        return sys.intern(data)
    if data is None or isinstance(data, (bool, int, float)):
        return data
    if isinstance(data, list):
        return [decode(v) for v in data]
    if not isinstance(data, dict):
        raise ValueError(f"unexpected JSON value {data!r}")
    if "$t" in data:
        return tuple(decode(v) for v in data["$t"])
    if "$s" in data:
        return {decode(v) for v in data["$s"]}
    if "$fs" in data:
        return frozenset(decode(v) for v in data["$fs"])
    if "$m" in data:
        return {decode(k): decode(v) for k, v in data["$m"]}
    if "$e" in data:
        return _lookup(data["$e"])(decode(data["v"]))
    if "$c" in data:
        cls = _lookup(data["$c"])
        if cls in _BUILT:
            return cls(**{name: decode(value) for name, value in data["f"].items()})
        obj = _bare(cls)
        for name, value in data["f"].items():
            object.__setattr__(obj, name, decode(value))
        return obj
    for tag, decoder in _SPECIAL_DECODERS.items():
        if tag in data:
            return decoder(data[tag])
    return {k: decode(v) for k, v in data.items()}


def _bare(cls: Any) -> Any:
    """An instance of ``cls`` with no field set (``cls.__new__``: a compiled class refuses
    ``object.__new__``)."""
    return cls.__new__(cls)


def _lookup(tag: str) -> type[Any]:
    try:
        return _CLASSES[tag]
    except KeyError:
        raise ValueError(f"unknown class {tag!r} in state data") from None


_SPECIAL_ENCODERS: Final[dict[type[Any], Callable[[Any], Any]]] = {}
_SPECIAL_DECODERS: Final[dict[str, Callable[[Any], Any]]] = {}


def register_special(cls: type[Any], tag: str, to_json: Callable[[Any], Any],
                     from_json: Callable[[Any], Any]) -> None:
    """Encode instances of ``cls`` as ``{tag: to_json(obj)}``."""
    _SPECIAL_ENCODERS[cls] = lambda obj: {tag: to_json(obj)}
    _SPECIAL_DECODERS[tag] = from_json


_ATOMS: Final = frozenset({int, str, float, bool, type(None)})


def fast_copy(obj: Any) -> Any:
    """Copy mutable containers and mutable registered dataclasses; share the rest.

    Much cheaper than ``copy.deepcopy``: no memo, no reduce protocol. Frozen
    dataclasses (which must hold only immutable values), strings, numbers and
    tuples of such are shared; a tuple holding a list is copied.
    """
    t = type(obj)
    if t is list:
        return [fast_copy(v) for v in obj]
    if t is dict:
        return {k: fast_copy(v) for k, v in obj.items()}
    if t is set:
        return set(obj)
    if t is tuple:
        for v in obj:
            if type(v) not in _ATOMS:
                return tuple([fast_copy(v) for v in obj])
        return obj
    fields = _MUTABLE.get(t)
    if fields is not None:
        if t in _BUILT:  # a compiled constructor: the only way to make one
            return t(**{name: fast_copy(getattr(obj, name)) for name in fields})
        new = _bare(t)
        for name in fields:
            object.__setattr__(new, name, fast_copy(getattr(obj, name)))
        return new
    return obj
