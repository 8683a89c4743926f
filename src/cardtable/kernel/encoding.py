"""Integer encoding of actions for RL adapters: ``encode``/``decode``.

A game declares its action space once as a list of ``ActionKind``s, each with
finite argument domains. Codes are assigned kind by kind, mixed-radix over the
arguments, so every action the game can ever offer has one code below
``ActionSpace.size``.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.kernel.action import Action, ArgValue, Scalar
from cardtable.kernel.errors import ActionSyntaxError


class Domain(ABC):
    """A finite set of argument values with a dense index."""

    @property
    @abstractmethod
    def size(self) -> int:
        """How many values the domain has."""

    @abstractmethod
    def index(self, value: ArgValue) -> int:
        """The dense index of ``value``; ``ActionSyntaxError`` if it is outside."""

    @abstractmethod
    def value(self, index: int) -> ArgValue:
        """The value at ``index``."""


@dataclass(frozen=True)
class IntRange(Domain):
    """Integers ``lo..hi`` inclusive."""

    lo: int
    hi: int

    @property
    def size(self) -> int:
        return self.hi - self.lo + 1

    def index(self, value: ArgValue) -> int:
        if not isinstance(value, int) or not self.lo <= value <= self.hi:
            raise ActionSyntaxError(f"{value!r} is outside {self.lo}..{self.hi}")
        return value - self.lo

    def value(self, index: int) -> ArgValue:
        return self.lo + index


@dataclass(frozen=True)
class Words(Domain):
    """One of a fixed list of words (or ints)."""

    values: tuple[Scalar, ...]

    @property
    def size(self) -> int:
        return len(self.values)

    def index(self, value: ArgValue) -> int:
        for i, candidate in enumerate(self.values):
            if candidate == value:
                return i
        raise ActionSyntaxError(f"{value!r} is not one of {self.values}")

    def value(self, index: int) -> ArgValue:
        return self.values[index]


@dataclass(frozen=True)
class Subset(Domain):
    """A sorted tuple of distinct integers from ``0..n-1`` (a bit mask)."""

    n: int

    @property
    def size(self) -> int:
        return 1 << self.n

    def index(self, value: ArgValue) -> int:
        if not isinstance(value, tuple):
            raise ActionSyntaxError(f"{value!r} is not a list")
        mask = 0
        for v in value:
            if not isinstance(v, int) or not 0 <= v < self.n or mask & (1 << v):
                raise ActionSyntaxError(f"{value!r} is not a set of distinct ints below {self.n}")
            mask |= 1 << v
        if list(value) != sorted(value):
            raise ActionSyntaxError(f"{value!r} is not sorted")
        return mask

    def value(self, index: int) -> ArgValue:
        return tuple(i for i in range(self.n) if index >> i & 1)


@dataclass(frozen=True)
class ActionKind:
    """An action kind and the domains of its arguments, in a fixed order."""

    name: str
    params: tuple[tuple[str, Domain], ...] = ()

    @property
    def size(self) -> int:
        total = 1
        for _, domain in self.params:
            total *= domain.size
        return total


class ActionSpace:
    """All actions a game can ever offer, with a dense integer code for each."""

    def __init__(self, kinds: Sequence[ActionKind]) -> None:
        self.kinds = tuple(kinds)
        self._by_name = {k.name: k for k in self.kinds}
        if len(self._by_name) != len(self.kinds):
            raise ValueError("duplicate action kind in an action space")
        self._offset: dict[str, int] = {}
        offset = 0
        for kind in self.kinds:
            self._offset[kind.name] = offset
            offset += kind.size
        self.size = offset

    def fingerprint(self, salt: str = "") -> str:
        """16 hex digits of SHA-256 over the kinds, their arguments and domains, in
        order (and ``salt``, e.g. the game id): any change to the encoding changes it."""
        parts = [salt]
        for kind in self.kinds:
            parts.append(kind.name)
            parts.extend(f"{name}={domain!r}" for name, domain in kind.params)
            parts.append(";")
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]

    @property
    def kind_names(self) -> tuple[str, ...]:
        return tuple(self._by_name)

    def encode(self, action: Action) -> int:
        kind = self._by_name.get(action.kind)
        if kind is None:
            raise ActionSyntaxError(f"action kind {action.kind!r} is not in the action space")
        args = action.kwargs
        expected = {name for name, _ in kind.params}
        if set(args) != expected:
            raise ActionSyntaxError(
                f"{action} must have arguments {sorted(expected)}, has {sorted(args)}")
        code = 0
        for name, domain in kind.params:
            code = code * domain.size + domain.index(args[name])
        return self._offset[kind.name] + code

    def decode(self, code: int) -> Action:
        if not 0 <= code < self.size:
            raise ActionSyntaxError(f"action code {code} is outside 0..{self.size - 1}")
        for kind in self.kinds:
            start = self._offset[kind.name]
            if start <= code < start + kind.size:
                rest = code - start
                values: dict[str, ArgValue] = {}
                for name, domain in reversed(kind.params):
                    rest, idx = divmod(rest, domain.size)
                    values[name] = domain.value(idx)
                return Action(kind.name, **values)
        raise AssertionError("unreachable: offsets cover the whole code range")
