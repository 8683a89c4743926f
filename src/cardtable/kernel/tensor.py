"""Observation tensors: a fixed layout of named sections, filled from an observation.

RL adapters need every observation of a game configuration as a flat vector of
one length. A game describes that vector once per configuration as a
``TensorLayout``, a list of named ``Section``s (``"my_hand"``: one count per
card id; ``"life"``: one number per seat), and fills it from
``State.observation(seat)``, the dict the kernel already hands to every front
end, never from the state itself. The ``TensorWriter`` checks that every
section is written exactly once and with its declared size, so a game cannot
produce vectors of different lengths by accident, and a number is never read
from what the seat may not know.

Conventions the five games share (see ``docs/rl.md``):

- seats are *relative* to the viewer: entry 0 of a per-seat section is the viewer
  (the spectator sees seat 0 first), entry 1 the next seat in turn order...;
  ``relative_seats`` gives the order, ``relative_index`` one seat's place;
- a card zone is a ``Vocabulary`` count vector (how many copies of each card
  id the zone holds), hidden cards counted in a separate number;
- numbers are divided by a typical maximum (``scale``) so that most entries lie
  in [0, 1]; nothing is clipped, so no information is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from cardtable.kernel.errors import CardtableError


class TensorError(CardtableError, ValueError):
    """An observation that does not fit its game's tensor layout (a bug or a wrong game)."""


@dataclass(frozen=True, slots=True)
class Section:
    """One named part of an observation tensor."""

    name: str
    """Unique within its layout (``"hand"``, ``"board_attack"``)."""
    size: int
    """How many numbers the section holds."""
    doc: str = ""
    """What the numbers mean, for ``docs/rl.md`` and ``TensorLayout.describe``."""


class TensorLayout:
    """The sections of a game configuration's observation tensor, in order."""

    __slots__ = ("_offsets", "sections", "size")

    def __init__(self, sections: Iterable[Section]) -> None:
        self.sections: tuple[Section, ...] = tuple(sections)
        offsets: dict[str, tuple[int, int]] = {}
        at = 0
        for section in self.sections:
            if section.name in offsets:
                raise ValueError(f"tensor section {section.name!r} is declared twice")
            if section.size < 0:
                raise ValueError(f"tensor section {section.name!r} has size {section.size}")
            offsets[section.name] = (at, section.size)
            at += section.size
        self._offsets = offsets
        self.size: int = at

    def span(self, name: str) -> tuple[int, int]:
        """``(offset, size)`` of section ``name``."""
        try:
            return self._offsets[name]
        except KeyError:
            raise TensorError(f"the tensor layout has no section {name!r}") from None

    def describe(self) -> list[tuple[str, int, int, str]]:
        """``(name, offset, size, doc)`` of every section, in order."""
        return [(s.name, self._offsets[s.name][0], s.size, s.doc) for s in self.sections]

    def writer(self) -> TensorWriter:
        return TensorWriter(self)


class Vocabulary:
    """A fixed list of words (card ids, phases) with a dense index."""

    __slots__ = ("_index", "words")

    def __init__(self, words: Iterable[str]) -> None:
        self.words: tuple[str, ...] = tuple(dict.fromkeys(words))
        self._index = {w: i for i, w in enumerate(self.words)}

    def __len__(self) -> int:
        return len(self.words)

    def index(self, word: object) -> int:
        """The index of ``word``; ``TensorError`` for a word outside the vocabulary."""
        found = self._index.get(word) if isinstance(word, str) else None
        if found is None:
            raise TensorError(f"{word!r} is not one of the {len(self.words)} words of the "
                              "tensor vocabulary")
        return found


class TensorWriter:
    """Fills a ``TensorLayout`` section by section; ``finish`` returns the vector."""

    __slots__ = ("_done", "_values", "layout")

    def __init__(self, layout: TensorLayout) -> None:
        self.layout = layout
        self._values = [0.0] * layout.size
        self._done: set[str] = set()

    def _open(self, name: str, size: int | None = None) -> tuple[int, int]:
        if name in self._done:
            raise TensorError(f"tensor section {name!r} is written twice")
        self._done.add(name)
        offset, length = self.layout.span(name)
        if size is not None and size != length:
            raise TensorError(f"tensor section {name!r} holds {length} numbers, not {size}")
        return offset, length

    def put(self, name: str, values: Sequence[float]) -> None:
        """The whole section: exactly as many numbers as it holds."""
        offset, _ = self._open(name, len(values))
        for i, value in enumerate(values):
            self._values[offset + i] = float(value)

    def numbers(self, name: str, values: Sequence[float | int | bool | None],
                scale: float = 1.0) -> None:
        """Numbers divided by ``scale`` (``None`` counts as 0, a bool as 0 or 1)."""
        self.put(name, [0.0 if v is None else float(v) / scale for v in values])

    def one_hot(self, name: str, index: int | None) -> None:
        """A 1 at ``index`` (``None``: all zeros); an index outside the section is an error."""
        offset, length = self._open(name)
        if index is None:
            return
        if not 0 <= index < length:
            raise TensorError(f"tensor section {name!r}: index {index} is outside 0..{length - 1}")
        self._values[offset + index] = 1.0

    def word(self, name: str, word: object, vocabulary: Vocabulary) -> None:
        """A one-hot of ``word`` in ``vocabulary`` (``None``: all zeros)."""
        self.one_hot(name, None if word is None else vocabulary.index(word))

    def counts(self, name: str, words: Iterable[object], vocabulary: Vocabulary,
               scale: float = 1.0) -> None:
        """How many times each word of ``vocabulary`` occurs in ``words`` (``None``s are
        skipped: hidden cards are counted apart by the game), divided by ``scale``."""
        offset, _ = self._open(name, len(vocabulary))
        step = 1.0 / scale
        for word in words:
            if word is not None:
                self._values[offset + vocabulary.index(word)] += step

    def slots(self, name: str, rows: Sequence[Sequence[float]], width: int,
              capacity: int) -> None:
        """Up to ``capacity`` rows of ``width`` numbers each (empty rows stay zero); more
        rows than ``capacity`` are an error, so a layout's bound is checked, not trusted."""
        offset, _ = self._open(name, width * capacity)
        if len(rows) > capacity:
            raise TensorError(f"tensor section {name!r} has room for {capacity} rows, "
                              f"not {len(rows)}")
        for r, row in enumerate(rows):
            if len(row) != width:
                raise TensorError(f"tensor section {name!r}: a row of {len(row)} numbers, "
                                  f"not {width}")
            base = offset + r * width
            for i, value in enumerate(row):
                self._values[base + i] = float(value)

    def finish(self) -> list[float]:
        """The vector; ``TensorError`` if a section was never written."""
        missing = [s.name for s in self.layout.sections if s.name not in self._done]
        if missing:
            raise TensorError(f"tensor sections never written: {', '.join(missing)}")
        return self._values


def relative_seats(players: int, seat: int | None) -> list[int]:
    """Seats in the tensor's order: the viewer first, then the others in turn order."""
    first = 0 if seat is None else seat
    return [(first + i) % players for i in range(players)]


def relative_index(players: int, seat: int | None, other: int | None) -> int | None:
    """Where seat ``other`` stands in ``relative_seats`` (``None`` stays ``None``)."""
    if other is None:
        return None
    first = 0 if seat is None else seat
    return (other - first) % players


def seat_reader(players: int, seat: int | None) -> Callable[[object], int | None]:
    """A function placing a seat number read from an observation in
    ``relative_seats`` order; anything that is not a seat number (``None``, a bool, a
    number out of range) gives ``None``."""

    def read(value: object) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
            return None
        return relative_index(players, seat, value)

    return read


@lru_cache(maxsize=32)
def card_vocabulary(ids: tuple[str, ...]) -> Vocabulary:
    """The vocabulary of a catalog's card ids, made once per catalog."""
    return Vocabulary(ids)


def one_hot_row(index: int | None, size: int) -> list[float]:
    """A list of ``size`` zeros with a 1 at ``index`` (none for ``None``)."""
    row = [0.0] * size
    if index is not None:
        if not 0 <= index < size:
            raise TensorError(f"index {index} is outside 0..{size - 1}")
        row[index] = 1.0
    return row
