"""A small seeded random number generator whose whole state is one integer.

SplitMix64: fast enough in pure Python, trivially cloned and serialised, and
identical on every platform, so the same seed and actions give the same game.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

from cardtable.kernel.compiled import i64

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15

# The same constants as signed 64-bit integers, and the masks that turn an
# arithmetic shift of one into a logical shift, for the compiled path below.
_GAMMA_S: Final[i64] = _GAMMA - (1 << 64)
_MUL1_S: Final[i64] = 0xBF58476D1CE4E5B9 - (1 << 64)
_MUL2_S: Final[i64] = 0x94D049BB133111EB - (1 << 64)
_LOW30: Final[i64] = (1 << 34) - 1
_LOW27: Final[i64] = (1 << 37) - 1
_LOW31: Final[i64] = (1 << 33) - 1
_LOW32: Final[i64] = (1 << 32) - 1
_SMALL: Final = 1 << 31  # an int: a bound of any size is compared with it


def _wraps(x: i64) -> bool:
    return x * 4 == 0


NATIVE: Final[bool] = _wraps(1 << 62)
"""Whether this module runs compiled by mypyc, where ``i64`` arithmetic wraps
around in 64 bits. Then the state lives in a signed ``i64`` (the same 64 bits)
and every draw is a handful of machine instructions; in Python the state is the
unsigned ``int`` and every step is masked, as SplitMix64 is usually written. Both
give the same numbers (``tests/test_compiled_build.py`` checks the compiled one
against the masked formula)."""


class _Mix:
    """SplitMix64's three 64-bit constants in ``i64`` fields, read by ``Rng._step``: mypyc
    folds a ``Final`` constant that large into a boxed integer and converts it back on
    every use (a third of a draw), while a native object's ``i64`` field is one load."""

    __slots__ = ("gamma", "mul1", "mul2")

    def __init__(self) -> None:
        self.gamma: i64 = _GAMMA_S
        self.mul1: i64 = _MUL1_S
        self.mul2: i64 = _MUL2_S


_MIX: Final = _Mix()


def _signed(value: int) -> i64:
    """The unsigned 64-bit ``value`` as the ``i64`` with the same bits."""
    return i64(value - (1 << 64) if value >= 1 << 63 else value)


class Rng:
    """Deterministic RNG; ``state`` is a 64-bit integer."""

    __slots__ = ("_s",)

    _s: i64
    """The state: unsigned in Python, the same bits as a signed ``i64`` when compiled."""

    def __init__(self, seed: int = 0) -> None:
        if NATIVE:
            self._s = _signed(seed & _MASK)
        else:
            self._s = seed & _MASK

    @property
    def state(self) -> int:
        """The state as an unsigned 64-bit integer."""
        return int(self._s) & _MASK

    @state.setter
    def state(self, value: int) -> None:
        if NATIVE:
            self._s = _signed(value & _MASK)
        else:
            self._s = value & _MASK

    def _step(self) -> i64:
        """Compiled only: advance and mix, the 64 output bits in an ``i64``."""
        k = _MIX
        z: i64 = self._s + k.gamma
        self._s = z
        z = (z ^ ((z >> 30) & _LOW30)) * k.mul1
        z = (z ^ ((z >> 27) & _LOW27)) * k.mul2
        return z ^ ((z >> 31) & _LOW31)

    def next64(self) -> int:
        if NATIVE:
            return int(self._step()) & _MASK
        # Python: the unsigned state, every step masked (``s``/``u`` are ``int``,
        # never ``i64``, so this path compiles to arbitrary-precision arithmetic)
        s: int = self._s
        self._s = s = (s + _GAMMA) & _MASK
        u = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        u = ((u ^ (u >> 27)) * 0x94D049BB133111EB) & _MASK
        return u ^ (u >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``: the high 64 bits of a draw times ``n``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if NATIVE:
            z = self._step()
            if n < _SMALL:
                # (hi * 2**32 + lo) * n >> 64 without a 128-bit product: both
                # partial products stay below 2**63 for n < 2**31
                m: i64 = n
                return (((z >> 32) & _LOW32) * m + (((z & _LOW32) * m) >> 32)) >> 32
            return ((int(z) & _MASK) * n) >> 64
        # next64 inlined: every random pick and every shuffle step comes through here
        s: int = self._s
        self._s = s = (s + _GAMMA) & _MASK
        u = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        u = ((u ^ (u >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((u ^ (u >> 31)) * n) >> 64

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]`` (both ends included)."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place (each step draws as ``below(i + 1)`` does, inlined)."""
        if NATIVE:
            if isinstance(items, list):  # decks are lists: native item access
                for i in range(len(items) - 1, 0, -1):
                    z = self._step()
                    m: i64 = i + 1
                    j = (((z >> 32) & _LOW32) * m + (((z & _LOW32) * m) >> 32)) >> 32
                    items[i], items[j] = items[j], items[i]
                return
            for i in range(len(items) - 1, 0, -1):
                z = self._step()
                m = i + 1
                j = (((z >> 32) & _LOW32) * m + (((z & _LOW32) * m) >> 32)) >> 32
                items[i], items[j] = items[j], items[i]
            return
        s: int = self._s
        for k in range(len(items) - 1, 0, -1):
            s = u = (s + _GAMMA) & _MASK
            u = ((u ^ (u >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            u = ((u ^ (u >> 27)) * 0x94D049BB133111EB) & _MASK
            w = ((u ^ (u >> 31)) * (k + 1)) >> 64
            items[k], items[w] = items[w], items[k]
        self._s = s

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        new = Rng()
        new._s = self._s
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other._s == self._s

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"


def _register_serial() -> None:
    from cardtable.kernel.serial import register_special

    register_special(Rng, "$rng", lambda r: str(r.state), lambda s: Rng(int(s)))


_register_serial()
