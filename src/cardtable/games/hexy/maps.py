"""HexyGame maps: the shipped map files and the tables the rules read them by.

A map is data (HX-DEC-10): ``maps/<id>.toml`` read by ``kernel.hexgrid.load_map``
with two Flags (one per seat, HX-MAP-1, HX-MAP-2) and a Center (HX-MAP-3), at most
127 hexes (HX-DEC-63). The standard maps are ``hex_r4`` (the default, HX-DEC-9)
and ``hex_r3`` (HX-CONTENT-17); ``t_strip`` (HX-CONTENT-23) goes with the test
card set only. A map file whose name starts with ``t_`` is a test map.

``HexyMap`` wraps the kernel ``MapData`` with everything the hot loop asks for as
plain ints: a cell is named by its index in the map's cells sorted by r then q
(HX-DEC-63), ``neighbours[i]`` are the six neighbour indexes of cell ``i`` in
``kernel.hexgrid.DIRECTIONS`` order (-1 off the map), and ``dist[i][j]`` is the
cube distance, which ignores occupants and gaps (HX-DEC-58).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from cardtable.kernel.errors import CardDataError, OptionError, Refusal
from cardtable.kernel.hexgrid import Hex, MapData, distance, load_map, neighbours
from cardtable.kernel.i18n import register_messages

MAP_DIR = Path(__file__).parent / "maps"
"""Where the map files live: ``maps/<id>.toml``."""

DEFAULT_MAP = "hex_r4"
"""The map of the game option ``map`` when none is given (HX-DEC-10)."""

MAX_CELLS = 127
"""The most hexes a map may have (HX-DEC-63)."""

SEATS = 2
"""Hexy is a two-player game: a map names one Flag per seat."""

TEST_PREFIX = "t_"
"""The id prefix of the maps that go with the test card set only (HX-CONTENT-23)."""

register_messages("hexy", {
    "en": {"option_unknown_map": "there is no map '{map}'; known: {known}"},
    "cs": {"option_unknown_map": "mapa '{map}' neexistuje; známé: {known}"},
})


@dataclass(frozen=True, slots=True, eq=False)
class HexyMap:
    """A loaded map and its precomputed tables; one shared instance per map id."""

    data: MapData
    """The kernel's reading of the file (grid, flags, center, names)."""
    cells: tuple[Hex, ...]
    """The hexes in index order: sorted by r, then q (HX-DEC-63)."""
    index: Mapping[Hex, int]
    """The index of each hex of the map."""
    neighbours: tuple[tuple[int, ...], ...]
    """Per cell: the indexes of its six neighbours in ``DIRECTIONS`` order, -1 where
    the neighbour is off the map (a move names a cell and a direction)."""
    adjacent: tuple[tuple[int, ...], ...]
    """Per cell: the indexes of its on-map neighbours, in ``DIRECTIONS`` order."""
    dist: tuple[bytes, ...]
    """``dist[i][j]``: the distance between cells ``i`` and ``j`` (HX-DEC-58)."""
    flags: tuple[int, ...]
    """The cell of each seat's Flag, in seat order (HX-MAP-1)."""
    center: int
    """The cell of the Center Point (HX-MAP-3)."""

    @property
    def id(self) -> str:
        return self.data.id

    @property
    def names(self) -> Mapping[str, str]:
        """The map's name by language (``cs``, ``en``)."""
        return self.data.name

    def name(self, lang: str) -> str:
        """The map's name in ``lang`` (English for an unknown language)."""
        return self.data.name.get(lang, self.data.name["en"])

    def __len__(self) -> int:
        return len(self.cells)

    def __repr__(self) -> str:
        return f"HexyMap({self.data.id!r}, {len(self.cells)} cells)"


def build_map(data: MapData) -> HexyMap:
    """The tables of ``data`` (a map already checked by ``load_map``)."""
    cells = data.grid.cells
    index = {h: i for i, h in enumerate(cells)}
    around = tuple(tuple(index.get(n, -1) for n in neighbours(h)) for h in cells)
    return HexyMap(
        data=data,
        cells=cells,
        index=index,
        neighbours=around,
        adjacent=tuple(tuple(j for j in row if j >= 0) for row in around),
        dist=tuple(bytes(distance(a, b) for b in cells) for a in cells),
        flags=tuple(index[h] for h in data.flags),
        center=index[data.center],
    )


def load_hexy_map(path: str | Path) -> HexyMap:
    """Read and check one map file (HX-DEC-10), uncached: one ``CardDataError``
    naming the file and the field for any problem, including an ``id`` that is not
    the file's name."""
    path = Path(path)
    data = load_map(path, flags=SEATS, max_cells=MAX_CELLS)
    if data.id != path.stem:
        raise CardDataError(str(path), None, "id",
                            f"is '{data.id}' but the file is named '{path.stem}.toml'")
    return build_map(data)


def _all_ids() -> list[str]:
    return sorted(p.stem for p in MAP_DIR.glob("*.toml"))


def map_ids(card_set: str = "standard") -> list[str]:
    """The map ids a game may choose, sorted: the standard maps, and with the test
    card set (``card_set = "test"``) also the test maps (HX-CONTENT-17, HX-CONTENT-23)."""
    return [m for m in _all_ids() if card_set == "test" or not m.startswith(TEST_PREFIX)]


@functools.cache
def _cached(map_id: str) -> HexyMap:
    return load_hexy_map(MAP_DIR / f"{map_id}.toml")


def hexy_map(map_id: str, *, card_set: str | None = None) -> HexyMap:
    """The shipped map ``map_id``, loaded once and shared.

    Without ``card_set`` every shipped map is known; with one, only those of
    ``map_ids(card_set)`` (a game's ``map`` option: ``t_strip`` needs the test card
    set). An id not known is one ``OptionError`` listing the known ids (HX-DEC-10);
    a malformed file is a ``CardDataError`` naming the file and the field.
    """
    known = _all_ids() if card_set is None else map_ids(card_set)
    if map_id not in known:
        raise OptionError(Refusal("hexy.option_unknown_map",
                                  {"map": str(map_id)[:40], "known": ", ".join(known)},
                                  "HX-DEC-10"))
    return _cached(map_id)
