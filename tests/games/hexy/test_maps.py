"""HexyGame maps (games/hexy/maps.py and maps/*.toml).

The geometry itself is tested in tests/kernel/test_hexgrid.py; here: the shipped
map files, the option check of the map id and the precomputed tables.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from cardtable.games.hexy.maps import (
    DEFAULT_MAP,
    MAP_DIR,
    MAX_CELLS,
    HexyMap,
    hexy_map,
    load_hexy_map,
    map_ids,
)
from cardtable.kernel.errors import CardDataError, OptionError
from cardtable.kernel.hexgrid import DIRECTIONS, Hex, distance, neighbour

ALL_MAPS = ("hex_r3", "hex_r4", "t_strip")
"""Every shipped map: the two standard ones and the test strip."""

GOOD = """\
id = "{id}"
name = {{ cs = "Zkouška", en = "Trial" }}
radius = 2
flags = [[0, 2], [0, -2]]
center = [0, 0]
"""


def write(tmp_path: Path, text: str, map_id: str = "trial") -> Path:
    path = tmp_path / f"{map_id}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def good(map_id: str = "trial") -> str:
    return GOOD.format(id=map_id)


# --- the shipped maps ----------------------------------------------------------------------


def test_hx_content_17_standard_maps_and_default() -> None:
    # HX-CONTENT-17: two standard maps load; HX-DEC-9/HX-DEC-10: hex_r4 is the default
    assert map_ids() == ["hex_r3", "hex_r4"]
    assert DEFAULT_MAP == "hex_r4" and DEFAULT_MAP in map_ids()
    r4, r3 = hexy_map("hex_r4"), hexy_map("hex_r3")
    assert len(r4) == 61 and r4.data.radius == 4
    assert len(r3) == 37 and r3.data.radius == 3  # HX-CONTENT-17: 37 hexes
    assert r3.cells[r3.flags[0]] == Hex(0, 3) and r3.cells[r3.flags[1]] == Hex(0, -3)
    assert r3.cells[r3.center] == Hex(0, 0)


def test_hx_content_23_test_strip_has_27_explicit_hexes() -> None:
    # HX-CONTENT-23: q from -1 to 1, r from -4 to 4; only with the test card set
    strip = hexy_map("t_strip")
    assert len(strip) == 27 and strip.data.radius is None
    assert set(strip.cells) == {Hex(q, r) for q in (-1, 0, 1) for r in range(-4, 5)}
    assert strip.cells[strip.flags[0]] == Hex(0, 4)
    assert strip.cells[strip.flags[1]] == Hex(0, -4)
    assert strip.cells[strip.center] == Hex(0, 0)
    assert "t_strip" not in map_ids() and map_ids("test") == list(ALL_MAPS)


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_map_1_2_3_two_flags_in_seat_order_and_a_center(map_id: str) -> None:
    # HX-MAP-1: two Flags, one per seat; HX-MAP-2: seat 0 starts at the south Flag
    # (r > 0), seat 1 at the north one; HX-MAP-3: one Center, no Flag
    hmap = hexy_map(map_id)
    assert len(hmap.flags) == 2 and hmap.flags[0] != hmap.flags[1]
    south, north = (hmap.cells[f] for f in hmap.flags)
    assert south.q == 0 and north.q == 0 and south.r == -north.r > 0
    assert hmap.center not in hmap.flags
    assert hmap.cells[hmap.center] == Hex(0, 0)
    assert hmap.flags == tuple(hmap.index[h] for h in hmap.data.flags)
    # the two Flags are equally far from the Center
    assert hmap.dist[hmap.flags[0]][hmap.center] == hmap.dist[hmap.flags[1]][hmap.center]


def test_hx_dec_9_default_map_geometry() -> None:
    # HX-DEC-9: radius 4, Flags (0, 4) and (0, -4) 8 apart, the Center 4 from each
    hmap = hexy_map("hex_r4")
    assert set(hmap.cells) == {Hex(q, r) for q in range(-4, 5) for r in range(-4, 5)
                               if max(abs(q), abs(r), abs(q + r)) <= 4}
    f0, f1 = hmap.flags
    assert (hmap.cells[f0], hmap.cells[f1]) == (Hex(0, 4), Hex(0, -4))
    assert hmap.dist[f0][f1] == 8
    assert hmap.dist[f0][hmap.center] == 4 and hmap.dist[f1][hmap.center] == 4
    # the six neighbours of (q, r), in DIRECTIONS order
    c = hmap.center
    assert [hmap.cells[j] for j in hmap.neighbours[c]] == [
        Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1)]
    # a Flag is a corner: three neighbours on the map, three off it
    assert [hmap.cells[j] if j >= 0 else None for j in hmap.neighbours[f0]] == [
        None, Hex(1, 3), Hex(0, 3), Hex(-1, 4), None, None]
    assert hmap.adjacent[f0] == (hmap.index[Hex(1, 3)], hmap.index[Hex(0, 3)],
                                 hmap.index[Hex(-1, 4)])


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_dec_9_tables_agree_with_the_kernel(map_id: str) -> None:
    # HX-DEC-9: neighbours and cube distance, precomputed per cell index
    hmap = hexy_map(map_id)
    n = len(hmap)
    assert len(hmap.neighbours) == len(hmap.adjacent) == len(hmap.dist) == n
    for i, h in enumerate(hmap.cells):
        assert len(hmap.neighbours[i]) == len(DIRECTIONS)
        for d, j in enumerate(hmap.neighbours[i]):
            step = neighbour(h, d)
            assert j == hmap.index.get(step, -1)
        assert hmap.adjacent[i] == tuple(j for j in hmap.neighbours[i] if j >= 0)
        assert tuple(hmap.cells[j] for j in hmap.adjacent[i]) == \
            hmap.data.grid.neighbours_in_map(h)
        assert len(hmap.dist[i]) == n
        for j, g in enumerate(hmap.cells):
            assert hmap.dist[i][j] == distance(h, g) == hmap.dist[j][i]


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_dec_63_index_order_by_r_then_q(map_id: str) -> None:
    # HX-DEC-63: a hex is named by its index in the cells sorted by r, then q;
    # a map has at most 127 hexes
    hmap = hexy_map(map_id)
    assert list(hmap.cells) == sorted(hmap.cells, key=lambda h: (h.r, h.q))
    assert hmap.cells == hmap.data.grid.cells
    assert all(hmap.index[h] == i == hmap.data.grid.index(h)
               for i, h in enumerate(hmap.cells))
    assert len(hmap.index) == len(hmap) <= MAX_CELLS == 127


def test_hx_dec_63_known_indexes_on_the_default_map() -> None:
    # HX-DEC-63: row r = -4 (q 0..4) comes first, row r = 4 (q -4..0) last
    hmap = hexy_map("hex_r4")
    assert hmap.cells[:5] == tuple(Hex(q, -4) for q in range(5))
    assert hmap.cells[-5:] == tuple(Hex(q, 4) for q in range(-4, 1))
    assert hmap.flags == (60, 0) and hmap.center == 30


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_dec_58_neighbours_are_exactly_the_hexes_at_distance_1(map_id: str) -> None:
    # HX-DEC-58: a move goes only to an adjacent hex
    hmap = hexy_map(map_id)
    for i in range(len(hmap)):
        assert set(hmap.adjacent[i]) == {j for j in range(len(hmap)) if hmap.dist[i][j] == 1}
        assert hmap.dist[i][i] == 0


def test_hx_dec_58_distance_ignores_occupants_and_gaps(tmp_path: Path) -> None:
    # HX-DEC-58: the distance table depends on the cells only (there is no occupancy
    # in it at all), and it ignores gaps in the map: on a C-shaped map the ends are
    # 2 apart although a walk over the map needs 5 steps
    text = good().replace("radius = 2", "hexes = [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2],"
                          " [1, 2], [0, 2]]")
    text = text.replace("[[0, 2], [0, -2]]", "[[0, 0], [0, 2]]").replace(
        "center = [0, 0]", "center = [2, 1]")
    hmap = load_hexy_map(write(tmp_path, text))
    a, b = hmap.index[Hex(0, 0)], hmap.index[Hex(0, 2)]
    assert hmap.dist[a][b] == 2
    assert hmap.data.grid.steps(Hex(0, 0), Hex(0, 2)) == 5
    assert b not in hmap.adjacent[a]
    assert {f.name for f in dataclasses.fields(HexyMap)} == {
        "data", "cells", "index", "neighbours", "adjacent", "dist", "flags", "center"}


def test_maps_are_cached_and_frozen() -> None:
    hmap = hexy_map("hex_r4")
    assert hexy_map("hex_r4") is hmap
    with pytest.raises(dataclasses.FrozenInstanceError):
        hmap.center = 1  # type: ignore[misc]
    assert hmap.id == "hex_r4" and hmap.name("cs") == "Šestiúhelník 4"
    assert hmap.names == {"cs": "Šestiúhelník 4", "en": "Hexagon 4"}
    assert hmap.name("de") == "Hexagon 4"
    assert repr(hmap) == "HexyMap('hex_r4', 61 cells)"


def test_every_name_in_both_languages() -> None:
    # HX-CONTENT-27: names in cs and en, distinct per language
    maps = [hexy_map(m) for m in ALL_MAPS]
    for lang in ("cs", "en"):
        names = [m.name(lang) for m in maps]
        assert all(names) and len(set(names)) == len(names)


# --- option and file errors -----------------------------------------------------------------


@pytest.mark.parametrize("map_id", ["hex_r5", "", "HEX_R4", "../hex_r4"])
def test_hx_dec_10_unknown_map_id_is_one_option_error(map_id: str) -> None:
    # HX-DEC-10: the map option names a shipped map; the error lists the known ids
    with pytest.raises(OptionError) as info:
        hexy_map(map_id)
    message = str(info.value)
    assert "\n" not in message and "hex_r3, hex_r4, t_strip" in message
    assert "(HX-DEC-10)" in message
    assert "neexistuje" in info.value.text("cs")


def test_hx_dec_10_test_map_only_with_the_test_card_set() -> None:
    # HX-CONTENT-23 / HX-DEC-47: t_strip goes with card_set = "test"
    with pytest.raises(OptionError, match=r"'t_strip'; known: hex_r3, hex_r4 "):
        hexy_map("t_strip", card_set="standard")
    assert hexy_map("t_strip", card_set="test") is hexy_map("t_strip")
    assert hexy_map("hex_r3", card_set="standard") is hexy_map("hex_r3")


def test_hx_dec_10_every_shipped_file_passes_the_checks() -> None:
    # HX-DEC-10 / HX-CONTENT-25: each file in maps/ loads and its id is its file name
    files = sorted(MAP_DIR.glob("*.toml"))
    assert [p.stem for p in files] == list(ALL_MAPS)
    for path in files:
        assert load_hexy_map(path).id == path.stem


def test_load_hexy_map_reads_a_good_file(tmp_path: Path) -> None:
    hmap = load_hexy_map(write(tmp_path, good()))
    assert len(hmap) == 19 and hmap.flags == (18, 0) and hmap.center == 9


TOO_MANY = ", ".join(f"[{q}, 0]" for q in range(128))


@pytest.mark.parametrize(("old", "new", "field"), [
    # HX-DEC-10: too many hexes (HX-DEC-63: at most 127)
    ("radius = 2", "radius = 7", "radius"),
    ("radius = 2", f"hexes = [{TOO_MANY}]", "hexes"),
    # a Flag off the map
    ("flags = [[0, 2], [0, -2]]", "flags = [[0, 3], [0, -2]]", "flags[0]"),
    ("flags = [[0, 2], [0, -2]]", "flags = [[0, 2], [5, -2]]", "flags[1]"),
    # a Flag on the Center, the two Flags on one hex
    ("center = [0, 0]", "center = [0, -2]", "center"),
    ("flags = [[0, 2], [0, -2]]", "flags = [[0, 2], [0, 2]]", "flags[1]"),
    # a disconnected map
    ("radius = 2", "hexes = [[0, 2], [0, 1], [0, 0], [0, -2]]", "hexes"),
    # not integers
    ("radius = 2", "radius = 2.5", "radius"),
    ("radius = 2", 'radius = "2"', "radius"),
    ("radius = 2", "hexes = [[0, 2], [0, 1], [0, 0.0], [0, -1], [0, -2]]", "hexes[2]"),
    ("flags = [[0, 2], [0, -2]]", "flags = [[0, 2], [0, -2.0]]", "flags[1]"),
    ("center = [0, 0]", "center = [0, true]", "center"),
    # one Flag per seat, no more, no less
    ("flags = [[0, 2], [0, -2]]", "flags = [[0, 2]]", "flags"),
    ("flags = [[0, 2], [0, -2]]", "flags = [[0, 2], [0, -2], [2, 0]]", "flags"),
    # other fields
    ('en = "Trial"', 'en = ""', "name.en"),
    ("center = [0, 0]", "center = [0, 0]\nterrain = []", "terrain"),
    ('id = "trial"', 'id = "other"', "id"),
])
def test_hx_dec_10_malformed_map_is_one_error_naming_file_and_field(
        tmp_path: Path, old: str, new: str, field: str) -> None:
    # HX-DEC-10: each problem is one CardDataError naming the file and the field
    text = good()
    assert old in text
    path = write(tmp_path, text.replace(old, new))
    with pytest.raises(CardDataError) as info:
        load_hexy_map(path)
    message = str(info.value)
    assert info.value.field == field and info.value.file == str(path)
    assert message.startswith(str(path)) and f"field '{field}'" in message
    assert "\n" not in message
