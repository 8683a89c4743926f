"""Hex-map geometry and map files (kernel/hexgrid.py).

Known answers follow the map rules of HexyGame (HX-DEC-9, HX-DEC-10,
HX-DEC-58, HX-DEC-63, HX-CONTENT-17, HX-CONTENT-23), the first game on a map.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from cardtable.kernel.errors import CardDataError
from cardtable.kernel.hexgrid import (
    DIRECTIONS,
    ORIGIN,
    Hex,
    HexMap,
    direction_of,
    distance,
    hexagon,
    load_map,
    neighbour,
    neighbours,
    parse_map,
    ring,
)
from cardtable.kernel.serial import decode, encode

HEX_R4 = """\
id = "hex_r4"
radius = 4
flags = [[0, 4], [0, -4]]
center = [0, 0]

[name]
cs = "Šestiúhelník 4"
en = "Hexagon 4"
"""

HEX_R3 = """\
id = "hex_r3"
radius = 3
flags = [[0, 3], [0, -3]]
center = [0, 0]

[name]
cs = "Šestiúhelník 3"
en = "Hexagon 3"
"""

STRIP_HEXES = ", ".join(f"[{q}, {r}]" for r in range(-4, 5) for q in (-1, 0, 1))
T_STRIP = f"""\
id = "t_strip"
hexes = [{STRIP_HEXES}]
flags = [[0, 4], [0, -4]]
center = [0, 0]

[name]
cs = "Pruh"
en = "Strip"
"""


def write(tmp_path: Path, text: str, name: str = "map.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# --- coordinates -------------------------------------------------------------------------


def test_hex_is_immutable_hashable_and_round_trips_through_state() -> None:
    h = Hex(2, -3)
    assert h.s == 1
    assert {h, Hex(2, -3)} == {h}
    with pytest.raises(AttributeError):
        h.q = 5  # type: ignore[misc]
    assert decode(encode(h)) == h
    assert decode(encode({"at": [Hex(0, 4), Hex(-1, 2)]})) == {"at": [Hex(0, 4), Hex(-1, 2)]}


def test_the_six_neighbours_in_direction_order() -> None:
    # HX-DEC-9: (q±1, r), (q, r±1), (q+1, r−1), (q−1, r+1)
    h = Hex(2, -1)
    assert neighbours(h) == (Hex(3, -1), Hex(3, -2), Hex(2, -2), Hex(1, -1), Hex(1, 0), Hex(2, 0))
    assert set(neighbours(h)) == {Hex(3, -1), Hex(1, -1), Hex(2, 0), Hex(2, -2),
                                  Hex(3, -2), Hex(1, 0)}
    assert all(distance(h, n) == 1 for n in neighbours(h))
    for i in range(6):
        assert neighbour(h, i) == neighbours(h)[i]
        assert direction_of(h, neighbour(h, i)) == i
    assert direction_of(h, h) is None
    assert direction_of(h, Hex(4, -1)) is None


def test_opposite_directions_cancel() -> None:
    for i, d in enumerate(DIRECTIONS):
        assert d + DIRECTIONS[(i + 3) % 6] == ORIGIN


@pytest.mark.parametrize(("a", "b", "expected"), [
    (Hex(0, 0), Hex(0, 0), 0),
    (Hex(0, 4), Hex(0, -4), 8),   # HX-DEC-9: the Flags are 8 apart
    (Hex(0, 4), Hex(0, 0), 4),    # HX-DEC-9: each Flag 4 from the Center
    (Hex(0, -4), Hex(0, 0), 4),
    (Hex(1, 0), Hex(0, 1), 1),
    (Hex(-2, 3), Hex(3, -1), 5),
    (Hex(2, 2), Hex(-2, -2), 8),
    (Hex(3, -3), Hex(-3, 3), 6),
    (Hex(1, 1), Hex(2, -1), 2),
])
def test_distance_known_answers(a: Hex, b: Hex, expected: int) -> None:
    assert distance(a, b) == expected
    assert distance(b, a) == expected


def test_distance_is_a_metric_on_a_disc() -> None:
    cells = sorted(hexagon(2), key=Hex.sort_key)
    for a in cells:
        for b in cells:
            for c in cells:
                assert distance(a, c) <= distance(a, b) + distance(b, c)


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_ring_has_6k_cells_all_at_distance_k(k: int) -> None:
    center = Hex(1, -2)
    cells = ring(center, k)
    assert len(cells) == 6 * k
    assert len(set(cells)) == 6 * k
    assert all(distance(center, h) == k for h in cells)
    # consecutive cells of the walk are adjacent, and it closes up
    walk = [*cells, cells[0]]
    assert all(distance(x, y) == 1 for x, y in pairwise(walk))


def test_ring_zero_is_the_center_and_negative_is_refused() -> None:
    assert ring(Hex(3, 3), 0) == (Hex(3, 3),)
    with pytest.raises(ValueError):
        ring(ORIGIN, -1)


@pytest.mark.parametrize(("radius", "count"), [(0, 1), (1, 7), (2, 19), (3, 37), (4, 61),
                                               (6, 127)])
def test_hexagon_sizes(radius: int, count: int) -> None:
    # HX-DEC-9: radius 4 has 61 hexes; HX-CONTENT-17: radius 3 has 37
    cells = hexagon(radius)
    assert len(cells) == count == 3 * radius * (radius + 1) + 1
    assert all(max(abs(h.q), abs(h.r), abs(h.s)) <= radius for h in cells)


# --- maps --------------------------------------------------------------------------------


def test_hex_r4_map_cells_order_and_index() -> None:
    grid = HexMap.hexagon(4)
    assert len(grid) == 61
    # HX-DEC-63: cells are indexed sorted by r, then q
    assert grid.cells[0] == Hex(0, -4) and grid.cells[-1] == Hex(0, 4)
    assert grid.cells[:5] == (Hex(0, -4), Hex(1, -4), Hex(2, -4), Hex(3, -4), Hex(4, -4))
    assert grid.index(ORIGIN) == 30
    assert all(grid.index(h) == i for i, h in enumerate(grid.cells))
    assert grid.contains(Hex(4, 0)) and Hex(4, 0) in grid
    assert not grid.contains(Hex(4, 1)) and not grid.contains(Hex(0, 5))
    with pytest.raises(KeyError):
        grid.index(Hex(5, 0))
    assert HexMap(reversed(grid.cells)) == grid


def test_neighbours_in_map_at_center_edge_and_corner() -> None:
    grid = HexMap.hexagon(4)
    assert grid.neighbours_in_map(ORIGIN) == neighbours(ORIGIN)
    # HX-DEC-9: a Flag is a corner with 3 neighbours on the map
    assert grid.neighbours_in_map(Hex(0, 4)) == (Hex(1, 3), Hex(0, 3), Hex(-1, 4))
    assert len(grid.neighbours_in_map(Hex(0, -4))) == 3
    assert len(grid.neighbours_in_map(Hex(1, 3))) == 4  # an edge cell
    assert grid.neighbours_in_map(Hex(9, 9)) == ()


def test_map_ring_and_within_are_clipped_to_the_map() -> None:
    grid = HexMap.hexagon(4)
    assert len(grid.ring(ORIGIN, 4)) == 24
    assert grid.ring(ORIGIN, 5) == ()
    # from a Flag: the rest of the map lies in rings 1..8
    flag = Hex(0, 4)
    assert sum(len(grid.ring(flag, k)) for k in range(9)) == 61
    assert len(grid.ring(flag, 1)) == 3
    assert grid.within(ORIGIN, 4) == grid.cells
    assert grid.within(ORIGIN, 1) == tuple(sorted([ORIGIN, *neighbours(ORIGIN)],
                                                  key=Hex.sort_key))
    assert len(grid.within(flag, 2)) == 1 + 3 + 5


def test_path_is_shortest_and_deterministic() -> None:
    grid = HexMap.hexagon(4)
    a, b = Hex(0, 4), Hex(0, -4)
    path = grid.path(a, b)
    assert path is not None
    assert path[0] == a and path[-1] == b and len(path) == 9
    assert all(distance(x, y) == 1 for x, y in pairwise(path))
    assert path == tuple(Hex(0, r) for r in range(4, -5, -1))  # the only shortest one
    # ties: the first direction that still leads along a shortest path (east before
    # north-east), then the next one when that is blocked
    assert grid.path(ORIGIN, Hex(2, -1)) == (ORIGIN, Hex(1, 0), Hex(2, -1))
    assert grid.path(ORIGIN, Hex(2, -1), {Hex(1, 0)}) == (ORIGIN, Hex(1, -1), Hex(2, -1))
    assert grid.path(a, b) == path
    assert grid.path(a, a) == (a,)
    assert grid.steps(a, b) == 8


def test_path_goes_around_blocked_cells() -> None:
    grid = HexMap.hexagon(2)
    a, b = Hex(-1, 0), Hex(1, 0)
    assert grid.steps(a, b) == 2
    blocked = {ORIGIN}
    path = grid.path(a, b, blocked)
    assert path is not None and len(path) == 4
    assert ORIGIN not in path
    # a wall across the whole map leaves no path
    wall = {Hex(0, r) for r in range(-2, 3)}
    assert grid.path(a, b, wall) is None
    assert grid.steps(a, b, wall) is None
    # the destination may not be blocked, the start may be
    assert grid.path(a, b, {b}) is None
    assert grid.path(a, b, {a}) == grid.path(a, b)


def test_path_off_the_map_is_none() -> None:
    grid = HexMap.hexagon(1)
    assert grid.path(ORIGIN, Hex(2, 0)) is None
    assert grid.path(Hex(2, 0), ORIGIN) is None


def test_distance_ignores_gaps_while_paths_do_not() -> None:
    # HX-DEC-58: distance is cube distance, ignoring gaps in the map
    strip = HexMap([Hex(0, 0), Hex(0, 1), Hex(1, 1), Hex(2, 0), Hex(2, -1)])
    assert strip.is_connected()
    assert distance(Hex(0, 0), Hex(2, -1)) == 2
    assert strip.steps(Hex(0, 0), Hex(2, -1)) == 4


def test_connectivity() -> None:
    assert HexMap.hexagon(3).is_connected()
    assert not HexMap([ORIGIN, Hex(2, 0)]).is_connected()
    assert HexMap([ORIGIN]).is_connected()
    with pytest.raises(ValueError):
        HexMap([])


# --- map files ---------------------------------------------------------------------------


def test_load_default_map(tmp_path: Path) -> None:
    # HX-MAP-1, HX-MAP-3, HX-DEC-9: two Flags and a Center on the 61-hex default map
    data = load_map(write(tmp_path, HEX_R4))
    assert data.id == "hex_r4" and data.radius == 4
    assert data.name == {"cs": "Šestiúhelník 4", "en": "Hexagon 4"}
    assert len(data.grid) == 61
    assert data.flags == (Hex(0, 4), Hex(0, -4))
    assert data.center == ORIGIN
    assert distance(*data.flags) == 8


def test_load_second_map_proves_maps_are_data(tmp_path: Path) -> None:
    # HX-CONTENT-17: hex_r3 has 37 hexes
    data = load_map(write(tmp_path, HEX_R3))
    assert len(data.grid) == 37 and data.flags == (Hex(0, 3), Hex(0, -3))
    assert distance(data.flags[0], data.center) == 3


def test_load_explicit_hex_list(tmp_path: Path) -> None:
    # HX-CONTENT-23: the test strip, 27 explicit hexes
    data = load_map(write(tmp_path, T_STRIP))
    assert data.radius is None and len(data.grid) == 27
    assert data.grid.cells[0] == Hex(-1, -4)
    assert data.grid.steps(*data.flags) == 8
    assert len(data.grid.neighbours_in_map(ORIGIN)) == 6
    assert data.grid.neighbours_in_map(Hex(1, 0)) == (Hex(1, -1), ORIGIN, Hex(0, 1), Hex(1, 1))


def _error(tmp_path: Path, text: str) -> CardDataError:
    path = write(tmp_path, text)
    with pytest.raises(CardDataError) as info:
        load_map(path)
    message = str(info.value)
    assert str(path) in message and "\n" not in message
    return info.value


@pytest.mark.parametrize(("edit", "field"), [
    # HX-DEC-10: the loader's checks, each naming the field
    (lambda t: t.replace('id = "hex_r4"\n', ""), "id"),
    (lambda t: t.replace('"hex_r4"', '"Hex R4"'), "id"),
    (lambda t: t.replace('en = "Hexagon 4"\n', ""), "name.en"),
    (lambda t: t.replace('cs = "Šestiúhelník 4"', 'cs = ""'), "name.cs"),
    (lambda t: t.replace('cs = "Šestiúhelník 4"', 'de = "x"'), "name.de"),
    (lambda t: t.replace("[name]", "[label]"), "label"),
    (lambda t: t.replace("radius = 4", "radius = 0"), "radius"),
    (lambda t: t.replace("radius = 4", "radius = true"), "radius"),
    (lambda t: t.replace("radius = 4", "radius = 7"), "radius"),  # 169 > 127 hexes
    (lambda t: t.replace("radius = 4\n", ""), "hexes"),
    (lambda t: t.replace("radius = 4", "radius = 4\nhexes = [[0, 0]]"), "radius"),
    (lambda t: t.replace("radius = 4", "hexes = []"), "hexes"),
    (lambda t: t.replace("radius = 4", 'hexes = [[0, 0], [0, "1"]]'), "hexes[1]"),
    (lambda t: t.replace("radius = 4", "hexes = [[0, 0], [0, 1], [0, 0]]"), "hexes[2]"),
    (lambda t: t.replace("radius = 4", "hexes = [[0, 0], [0, 1, 2]]"), "hexes[1]"),
    (lambda t: t.replace("radius = 4", "hexes = [[0, 4], [0, -4], [0, 0]]"), "hexes"),
    (lambda t: t.replace("flags = [[0, 4], [0, -4]]", "flags = [[0, 4]]"), "flags"),
    (lambda t: t.replace("flags = [[0, 4], [0, -4]]", "flags = [[0, 5], [0, -4]]"), "flags[0]"),
    (lambda t: t.replace("flags = [[0, 4], [0, -4]]", "flags = [[0, 4], [0, 4]]"), "flags[1]"),
    (lambda t: t.replace("flags = [[0, 4], [0, -4]]", "flags = [[0, 4], 3]"), "flags[1]"),
    (lambda t: t.replace("center = [0, 0]", "center = [0, 4]"), "center"),
    (lambda t: t.replace("center = [0, 0]", "center = [9, 0]"), "center"),
    (lambda t: t.replace("center = [0, 0]\n", ""), "center"),
])
def test_malformed_map_is_one_error_naming_file_and_field(tmp_path: Path, edit: object,
                                                          field: str) -> None:
    text = edit(HEX_R4)  # type: ignore[operator]
    assert text != HEX_R4
    error = _error(tmp_path, text)
    assert error.field == field
    assert f"field '{field}'" in str(error)


def test_map_error_gives_the_line(tmp_path: Path) -> None:
    error = _error(tmp_path, HEX_R4.replace("center = [0, 0]", "center = [0, 9]"))
    assert error.line == 4
    assert str(error).startswith(f"{tmp_path / 'map.toml'}:4, field 'center': ")


def test_map_file_that_is_not_toml_or_missing(tmp_path: Path) -> None:
    error = _error(tmp_path, "id = \n")
    assert "not valid TOML" in str(error)
    with pytest.raises(CardDataError, match="cannot read"):
        load_map(tmp_path / "absent.toml")


def test_map_flag_count_follows_the_seats(tmp_path: Path) -> None:
    text = HEX_R4.replace("flags = [[0, 4], [0, -4]]", "flags = [[0, 4], [0, -4], [4, 0]]")
    assert len(load_map(write(tmp_path, text), flags=3).flags) == 3
    with pytest.raises(CardDataError, match="flags"):
        load_map(write(tmp_path, text))


def test_parse_map_names_the_origin() -> None:
    with pytest.raises(CardDataError, match=r"^<maps>, field 'id'"):
        parse_map("<maps>", {"id": 3})
