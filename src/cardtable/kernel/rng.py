"""A small seeded random number generator whose whole state is one integer.

SplitMix64: fast enough in pure Python, trivially cloned and serialised, and
identical on every platform, so the same seed and actions give the same game.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    """Deterministic RNG; ``state`` is a 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # next64 inlined: every random pick and every shuffle step comes through here
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]`` (both ends included)."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place (each step draws as ``below(i + 1)`` does, inlined)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = z = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"


def _register_serial() -> None:
    from cardtable.kernel.serial import register_special

    register_special(Rng, "$rng", lambda r: str(r.state), lambda s: Rng(int(s)))


_register_serial()
