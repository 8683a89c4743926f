"""Hex-map geometry: axial coordinates, distances, neighbours, rings and paths.

A cell is a ``Hex(q, r)`` in axial coordinates; the third cube coordinate is
``s = -q - r``. Distance is the cube distance ``max(|dq|, |dr|, |ds|)`` and
ignores what stands on the cells and any gaps in a map. The six directions
have one fixed order (``DIRECTIONS``), so everything listed by this module
comes out in the same order every time: neighbours in direction order, the
cells of a map sorted by ``r`` and then ``q`` (the index a game's actions
name a cell by).

A ``HexMap`` is a finite set of cells: a hexagon of some radius, or any
explicit list. It answers which cells are on it, their neighbours on it, the
rings and discs around a cell, and shortest paths that avoid blocked cells.

``load_map(path)`` reads a map file (TOML): an ``id``, a ``name`` in cs and
en, either a ``radius`` or an explicit ``hexes`` list of ``[q, r]`` pairs, the
``flags`` (one cell per seat, in seat order) and the ``center``. Any problem
is one ``CardDataError`` naming the file, the line where it can, and the field.

Nothing here knows a game: what stands on a cell, who may enter it and what a
Flag means are the game's business.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from cardtable.kernel.cards import read_toml
from cardtable.kernel.errors import CardDataError
from cardtable.kernel.serial import register


@dataclass(frozen=True, slots=True)
class Hex:
    """One cell in axial coordinates; immutable, hashable and storable in state."""

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate, ``-q - r``."""
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scaled(self, k: int) -> Hex:
        """This offset ``k`` times over."""
        return Hex(self.q * k, self.r * k)

    def sort_key(self) -> tuple[int, int]:
        """The order cells are listed in: by ``r``, then by ``q``."""
        return (self.r, self.q)

    def __str__(self) -> str:
        return f"({self.q}, {self.r})"


register(Hex)


ORIGIN: Final = Hex(0, 0)

DIRECTIONS: Final[tuple[Hex, ...]] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)
"""The six unit steps, counter-clockwise from east (with ``r`` growing downwards:
east, north-east, north-west, west, south-west, south-east). A move is named by
its index here."""


def distance(a: Hex, b: Hex) -> int:
    """The number of steps from ``a`` to ``b`` on an unbounded grid (cube distance)."""
    dq = a.q - b.q
    dr = a.r - b.r
    return max(abs(dq), abs(dr), abs(dq + dr))


def neighbour(h: Hex, direction: int) -> Hex:
    """The cell next to ``h`` in ``DIRECTIONS[direction]`` (0-5)."""
    d = DIRECTIONS[direction]
    return Hex(h.q + d.q, h.r + d.r)


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six cells at distance 1 from ``h``, in ``DIRECTIONS`` order."""
    q, r = h.q, h.r
    return tuple(Hex(q + d.q, r + d.r) for d in DIRECTIONS)


def direction_of(a: Hex, b: Hex) -> int | None:
    """The index of the direction that steps from ``a`` to ``b``; None if not adjacent."""
    step = b - a
    try:
        return DIRECTIONS.index(step)
    except ValueError:
        return None


def ring(center: Hex, k: int) -> tuple[Hex, ...]:
    """The cells at distance exactly ``k`` from ``center`` on an unbounded grid:
    ``6k`` of them (just ``center`` for ``k = 0``). The walk starts ``k`` steps
    south-west of ``center`` and goes round it in ``DIRECTIONS`` order."""
    if k < 0:
        raise ValueError(f"ring radius must be at least 0, not {k}")
    if k == 0:
        return (center,)
    out: list[Hex] = []
    h = center + DIRECTIONS[4].scaled(k)
    for side in range(6):
        for _ in range(k):
            out.append(h)
            h = neighbour(h, side)
    return tuple(out)


def hexagon(radius: int, center: Hex = ORIGIN) -> frozenset[Hex]:
    """Every cell within ``radius`` of ``center``: ``3r(r+1) + 1`` cells."""
    if radius < 0:
        raise ValueError(f"radius must be at least 0, not {radius}")
    return frozenset(
        Hex(center.q + dq, center.r + dr)
        for dq in range(-radius, radius + 1)
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
    )


class HexMap:
    """A finite set of cells with their on-map neighbours precomputed.

    Immutable once built. ``cells`` lists the cells sorted by ``r`` then ``q``;
    ``index(h)`` is a cell's position in that list, the number a game's action
    encoding names it by.
    """

    __slots__ = ("_adjacent", "_index", "cells")

    cells: tuple[Hex, ...]
    _index: dict[Hex, int]
    _adjacent: dict[Hex, tuple[Hex, ...]]

    def __init__(self, cells: Iterable[Hex]) -> None:
        ordered = tuple(sorted(set(cells), key=Hex.sort_key))
        if not ordered:
            raise ValueError("a map needs at least one cell")
        self.cells = ordered
        self._index = {h: i for i, h in enumerate(ordered)}
        self._adjacent = {h: tuple(n for n in neighbours(h) if n in self._index)
                          for h in ordered}

    @classmethod
    def hexagon(cls, radius: int, center: Hex = ORIGIN) -> HexMap:
        """The hexagonal map of ``radius`` around ``center``."""
        return cls(hexagon(radius, center))

    def __len__(self) -> int:
        return len(self.cells)

    def __iter__(self) -> Iterator[Hex]:
        return iter(self.cells)

    def __contains__(self, h: object) -> bool:
        return h in self._index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HexMap) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(self.cells)

    def __repr__(self) -> str:
        return f"HexMap({len(self.cells)} cells)"

    def contains(self, h: Hex) -> bool:
        """Whether ``h`` is a cell of this map."""
        return h in self._index

    def index(self, h: Hex) -> int:
        """The position of ``h`` in ``cells``; ``KeyError`` when it is off the map."""
        return self._index[h]

    def neighbours_in_map(self, h: Hex) -> tuple[Hex, ...]:
        """The neighbours of ``h`` that are on the map, in ``DIRECTIONS`` order."""
        adjacent = self._adjacent.get(h)
        if adjacent is None:
            return tuple(n for n in neighbours(h) if n in self._index)
        return adjacent

    def ring(self, center: Hex, k: int) -> tuple[Hex, ...]:
        """The on-map cells at distance exactly ``k`` from ``center``, in map order."""
        if k < 0:
            raise ValueError(f"ring radius must be at least 0, not {k}")
        return tuple(h for h in self.cells if distance(center, h) == k)

    def within(self, center: Hex, k: int) -> tuple[Hex, ...]:
        """The on-map cells at distance at most ``k`` from ``center`` (``center``
        itself included when on the map), in map order."""
        return tuple(h for h in self.cells if distance(center, h) <= k)

    def steps(self, a: Hex, b: Hex, blocked: Iterable[Hex] | None = None) -> int | None:
        """The number of steps of a shortest on-map path (``path``); None when none."""
        found = self.path(a, b, blocked)
        return None if found is None else len(found) - 1

    def path(self, a: Hex, b: Hex, blocked: Iterable[Hex] | None = None) -> tuple[Hex, ...] | None:
        """A shortest walk over on-map cells from ``a`` to ``b``, both included, that
        enters no cell of ``blocked``; None when there is none.

        ``a`` itself may be blocked (the walker stands there); ``b`` may not. Among
        equally short walks the one returned takes, at each step, the first
        direction of ``DIRECTIONS`` that still leads along a shortest walk, so the
        answer never depends on set or dict order.
        """
        if a not in self._index or b not in self._index:
            return None
        if a == b:
            return (a,)
        walls = frozenset(blocked) if blocked is not None else frozenset()
        if b in walls:
            return None
        # breadth-first from b, so every cell knows its distance to b
        to_b: dict[Hex, int] = {b: 0}
        frontier: deque[Hex] = deque([b])
        while frontier and a not in to_b:
            h = frontier.popleft()
            for n in self._adjacent[h]:
                if n not in to_b and (n == a or n not in walls):
                    to_b[n] = to_b[h] + 1
                    frontier.append(n)
        if a not in to_b:
            return None
        walk = [a]
        here = a
        while here != b:
            want = to_b[here] - 1
            here = next(n for n in self._adjacent[here] if to_b.get(n) == want
                        and (n == b or n not in walls))
            walk.append(here)
        return tuple(walk)

    def reachable(self, start: Hex, blocked: Iterable[Hex] | None = None) -> frozenset[Hex]:
        """The on-map cells a walk from ``start`` can reach without entering ``blocked``
        (``start`` included when on the map)."""
        if start not in self._index:
            return frozenset()
        walls = frozenset(blocked) if blocked is not None else frozenset()
        seen = {start}
        frontier = [start]
        while frontier:
            h = frontier.pop()
            for n in self._adjacent[h]:
                if n not in seen and n not in walls:
                    seen.add(n)
                    frontier.append(n)
        return frozenset(seen)

    def is_connected(self) -> bool:
        """Whether every cell can be reached from every other one."""
        return len(self.reachable(self.cells[0])) == len(self.cells)


@dataclass(frozen=True, slots=True)
class MapData:
    """A map read from a file: its cells and the cells with a role."""

    id: str
    name: Mapping[str, str]
    """The map's name by language (``cs``, ``en``)."""
    grid: HexMap
    flags: tuple[Hex, ...]
    """One cell per seat, in seat order."""
    center: Hex
    radius: int | None = None
    """The radius when the file gave one, else None (an explicit cell list)."""


MAP_FIELDS: Final[tuple[str, ...]] = ("id", "name", "radius", "hexes", "flags", "center")
"""The fields a map file may have."""


def _line(text: str, field: str) -> int | None:
    """The line of the top-level ``field = ...`` or ``[field]`` in ``text``."""
    pattern = re.compile(r"^\s*(?:" + re.escape(field) + r"\s*=|\[\s*" + re.escape(field)
                         + r"\s*\])", re.M)
    match = pattern.search(text)
    return None if match is None else text.count("\n", 0, match.start()) + 1


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _cell(value: Any) -> Hex | None:
    """``[q, r]`` as a ``Hex``; None when it is not a pair of integers."""
    if (isinstance(value, list) and len(value) == 2
            and _is_int(value[0]) and _is_int(value[1])):
        return Hex(value[0], value[1])
    return None


def load_map(path: str | Path, *, flags: int = 2, max_cells: int = 127) -> MapData:
    """Read and check a map file; ``flags`` is how many Flags it must name (one per
    seat) and ``max_cells`` the most cells a map may have.

    Checked: only known fields; ``id`` a lowercase name; ``name.cs`` and ``name.en``
    non-empty; exactly one of ``radius`` (at least 1) and ``hexes`` (distinct
    ``[q, r]`` pairs of integers); at most ``max_cells`` cells; the map connected;
    ``flags`` and ``center`` on the map and all distinct.
    """
    path = Path(path)
    data, text = read_toml(path)
    return parse_map(str(path), data, text, flags=flags, max_cells=max_cells)


def parse_map(origin: str, data: Mapping[str, Any], text: str = "", *, flags: int = 2,
              max_cells: int = 127) -> MapData:
    """``load_map`` for TOML already parsed; errors name ``origin`` as the file."""

    def fail(field: str, message: str) -> CardDataError:
        top = re.split(r"[.\[]", field, maxsplit=1)[0]
        return CardDataError(origin, None, field, message, _line(text, top) if text else None)

    for key in data:
        if key not in MAP_FIELDS:
            raise fail(key, f"unknown field; a map has {', '.join(MAP_FIELDS)}")

    map_id = data.get("id")
    if not isinstance(map_id, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", map_id):
        raise fail("id", "needs an id of lowercase letters, digits and _")

    name = data.get("name")
    if not isinstance(name, dict):
        raise fail("name", "needs a table with cs and en")
    for key in name:
        if key not in ("cs", "en"):
            raise fail(f"name.{key}", "unknown language; a name has cs and en")
    for lang in ("cs", "en"):
        value = name.get(lang)
        if not isinstance(value, str) or not value.strip():
            raise fail(f"name.{lang}", "needs a non-empty text")

    radius = data.get("radius")
    hexes = data.get("hexes")
    if (radius is None) == (hexes is None):
        raise fail("radius" if radius is not None else "hexes",
                   "give exactly one of radius and hexes")
    cells: set[Hex]
    if radius is not None:
        if not _is_int(radius) or radius < 1:
            raise fail("radius", "needs a whole number of at least 1")
        count = 3 * radius * (radius + 1) + 1
        if count > max_cells:
            raise fail("radius", f"gives {count} hexes; a map has at most {max_cells}")
        cells = set(hexagon(radius))
    else:
        if not isinstance(hexes, list) or not hexes:
            raise fail("hexes", "needs a non-empty list of [q, r] pairs")
        if len(hexes) > max_cells:
            raise fail("hexes", f"lists {len(hexes)} hexes; a map has at most {max_cells}")
        cells = set()
        for i, value in enumerate(hexes):
            h = _cell(value)
            if h is None:
                raise fail(f"hexes[{i}]", "needs a pair [q, r] of whole numbers")
            if h in cells:
                raise fail(f"hexes[{i}]", f"hex {h} is listed twice")
            cells.add(h)
    grid = HexMap(cells)
    if not grid.is_connected():
        raise fail("hexes", "the hexes are not connected: some cannot be reached from "
                   f"{grid.cells[0]}")

    flag_list = data.get("flags")
    if not isinstance(flag_list, list) or len(flag_list) != flags:
        raise fail("flags", f"needs {flags} hexes [q, r], one per seat in seat order")
    roles: dict[Hex, str] = {}
    flag_cells: list[Hex] = []
    for i, value in enumerate(flag_list):
        h = _cell(value)
        if h is None:
            raise fail(f"flags[{i}]", "needs a pair [q, r] of whole numbers")
        if h not in grid:
            raise fail(f"flags[{i}]", f"hex {h} is not on the map")
        if h in roles:
            raise fail(f"flags[{i}]", f"hex {h} is also {roles[h]}")
        roles[h] = f"flags[{i}]"
        flag_cells.append(h)

    center = _cell(data.get("center"))
    if center is None:
        raise fail("center", "needs a pair [q, r] of whole numbers")
    if center not in grid:
        raise fail("center", f"hex {center} is not on the map")
    if center in roles:
        raise fail("center", f"hex {center} is also {roles[center]}")

    return MapData(id=map_id, name={"cs": name["cs"], "en": name["en"]}, grid=grid,
                   flags=tuple(flag_cells), center=center,
                   radius=radius if _is_int(radius) else None)
