"""The ``Action`` value type: a kind plus named arguments.

Actions print and parse as text (``play hand=2 row=top``) and as JSON
(``{"kind": "play", "args": {"hand": 2, "row": "top"}}``); both forms parse back
to an equal action. Argument values are ints, identifier-like strings, or
tuples of those (written ``cards=[1,2,3]``). Integers lie in ``-2**63 .. 2**63 - 1``
(``INT_LIMIT``): a longer number is a syntax error, never a Python ``ValueError``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from cardtable.kernel.errors import ActionSyntaxError
from cardtable.kernel.records import compiled, slot_setters
from cardtable.kernel.untrusted import short

Scalar = int | str
ArgValue = int | str | tuple[Scalar, ...]

_WORD: Final = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-.:]*\Z")
_INT: Final = re.compile(r"^-?[0-9]+\Z")
INT_LIMIT: Final = 2**63
"""Action integers are ``-INT_LIMIT <= n < INT_LIMIT``."""
_MAX_DIGITS: Final = len(str(INT_LIMIT))


def _check_scalar(value: object, where: str) -> Scalar:
    if isinstance(value, bool):
        raise ActionSyntaxError(f"{where}: booleans are not action values")
    if isinstance(value, int):
        if not -INT_LIMIT <= value < INT_LIMIT:
            raise ActionSyntaxError(f"{where}: a number out of range (at most {_MAX_DIGITS} "
                                    "digits)")
        return value
    if isinstance(value, str):
        if not _WORD.match(value):
            raise ActionSyntaxError(
                f"{where}: {short(value)} is not a word (letters, digits, _ - . :, "
                "starting with a letter)")
        return value
    raise ActionSyntaxError(f"{where}: {short(value)} must be an int or a word")


def _check_value(value: object, where: str) -> ArgValue:
    if isinstance(value, (tuple, list)):
        return tuple(_check_scalar(v, where) for v in value)
    return _check_scalar(value, where)


def _valid_args(kind: object, args: Mapping[str, Any]) -> tuple[tuple[str, ArgValue], ...]:
    """``args`` checked (``kind`` and every name a word, every value an argument value)
    and sorted by name: an action's ``args``. Its own function, not the constructor's
    keywords, so that ``parse`` and ``from_json`` may take an argument named ``kind`` (a
    compiled constructor refuses a keyword that names one of its parameters)."""
    if not isinstance(kind, str) or not _WORD.match(kind):
        raise ActionSyntaxError(f"action kind {short(kind)} is not a word")
    for name in args:
        if not isinstance(name, str) or not _WORD.match(name):
            raise ActionSyntaxError(f"argument name {short(name)} is not a word")
    return tuple(sorted((k, _check_value(v, f"argument {short(k)}")) for k, v in args.items()))


class Action:
    """An immutable, hashable decision: ``Action("play", hand=2, row="top")``.

    ``kind`` names the decision point; ``args`` holds the arguments sorted by
    name, so two actions built with the same arguments in any order are equal.
    """

    __slots__ = ("_hash", "args", "kind")

    kind: str
    args: tuple[tuple[str, ArgValue], ...]
    _hash: int

    def __init__(self, kind: str, _sorted: tuple[tuple[str, ArgValue], ...] | None = None,
                 /, **args: Any) -> None:
        # ``_sorted`` (positional only, so no argument name can reach it) is ``fast``'s
        # way in: arguments already sorted and valid, nothing checked
        if _sorted is None:
            _sorted = _valid_args(kind, args)
        if _COMPILED:
            # compiled, these stores go straight into the object, past ``__setattr__``
            self.kind = kind
            self.args = _sorted
            self._hash = hash((kind, _sorted))
        else:
            _SET_KIND(self, kind)
            _SET_ARGS(self, _sorted)
            _SET_HASH(self, hash((kind, _sorted)))

    @classmethod
    def fast(cls, kind: str, args: tuple[tuple[str, ArgValue], ...]) -> Action:
        """Build an action from already sorted, already valid arguments.

        For games' ``legal_actions`` hot paths; skips validation.
        """
        if _COMPILED:
            # a compiled class's ``__new__`` runs ``__init__``: its native constructor
            return cls(kind, args)
        self = object.__new__(cls)
        _SET_KIND(self, kind)
        _SET_ARGS(self, args)
        _SET_HASH(self, hash((kind, args)))
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._hash == other._hash and self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return self._hash

    def __getitem__(self, name: str) -> ArgValue:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: ArgValue | None = None) -> ArgValue | None:
        """The argument ``name``, or ``default`` when the action has none."""
        for key, value in self.args:
            if key == name:
                return value
        return default

    def int_arg(self, name: str) -> int:
        """The integer argument ``name`` (raises ``KeyError``/``TypeError`` otherwise)."""
        for key, value in self.args:  # ``self[name]`` inlined: rules read every answer so
            if key == name:
                if not isinstance(value, int):
                    raise TypeError(f"argument {name!r} of {self} is not an int")
                return value
        raise KeyError(name)

    def word_arg(self, name: str) -> str:
        """The word argument ``name`` (raises ``KeyError``/``TypeError`` otherwise)."""
        for key, value in self.args:
            if key == name:
                if not isinstance(value, str):
                    raise TypeError(f"argument {name!r} of {self} is not a word")
                return value
        raise KeyError(name)

    @property
    def kwargs(self) -> dict[str, ArgValue]:
        return dict(self.args)

    # ---- text form -------------------------------------------------------
    def to_text(self) -> str:
        parts = [self.kind]
        for key, value in self.args:
            if isinstance(value, tuple):
                parts.append(f"{key}=[{','.join(str(v) for v in value)}]")
            else:
                parts.append(f"{key}={value}")
        return " ".join(parts)

    def __str__(self) -> str:  # a method, not `__str__ = to_text`: mypyc rejects the alias
        return self.to_text()

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Action({self.kind!r}{inner})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the text form; raises ``ActionSyntaxError`` with the reason."""
        tokens = text.split()
        if not tokens:
            raise ActionSyntaxError("empty action")
        kind, rest = tokens[0], tokens[1:]
        args: dict[str, ArgValue] = {}
        for token in rest:
            key, sep, raw = token.partition("=")
            if not sep or not key:
                raise ActionSyntaxError(f"{short(token)} is not name=value")
            if key in args:
                raise ActionSyntaxError(f"argument {short(key)} given twice")
            args[key] = _parse_value(raw, key)
        return cls.fast(kind, _valid_args(kind, args))  # ``kind`` may be an argument name

    # ---- JSON form -------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind,
                "args": {k: list(v) if isinstance(v, tuple) else v for k, v in self.args}}

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse the JSON form; raises ``ActionSyntaxError`` with the reason."""
        if not isinstance(data, Mapping):
            raise ActionSyntaxError(f"an action must be a JSON object, not {type(data).__name__}")
        unknown = set(data) - {"kind", "args"}
        if unknown:
            raise ActionSyntaxError("unknown action field(s): "
                                    f"{short(', '.join(sorted(map(str, unknown))))}")
        kind = data.get("kind")
        if not isinstance(kind, str):
            raise ActionSyntaxError("an action needs a string 'kind'")
        args = data.get("args", {})
        if not isinstance(args, Mapping):
            raise ActionSyntaxError("'args' must be a JSON object")
        return cls.fast(kind, _valid_args(kind, {str(k): v for k, v in args.items()}))


_COMPILED: Final = compiled(Action)
"""Whether this module runs compiled by mypyc: then ``Action`` is a native class, whose
hash and equality are C slots (the search's trees look actions up by them)."""
_SET_KIND, _SET_ARGS, _SET_HASH = slot_setters(Action, "kind", "args", "_hash")


def _parse_scalar(raw: str, key: str) -> Scalar:
    if _INT.match(raw):
        if len(raw.lstrip("-").lstrip("0")) > _MAX_DIGITS:
            # int() itself refuses 4,301+ digits with a ValueError
            raise ActionSyntaxError(f"argument {short(key)}: a number out of range (at most "
                                    f"{_MAX_DIGITS} digits)")
        return int(raw)
    if not _WORD.match(raw):
        raise ActionSyntaxError(f"argument {short(key)}: {short(raw)} is neither a number "
                                "nor a word")
    return raw


def _parse_value(raw: str, key: str) -> ArgValue:
    if raw.startswith("["):
        if not raw.endswith("]"):
            raise ActionSyntaxError(f"argument {short(key)}: list {short(raw)} is missing ']'")
        body = raw[1:-1]
        if not body:
            return ()
        return tuple(_parse_scalar(part, key) for part in body.split(","))
    return _parse_scalar(raw, key)


def _register_serial() -> None:
    from cardtable.kernel.serial import register_special

    register_special(Action, "$a", Action.to_text, Action.parse)


_register_serial()
