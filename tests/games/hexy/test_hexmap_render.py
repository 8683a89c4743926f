"""The ASCII hex map of HexyGame (games/hexy/hexmap_render.py), HX-CONTENT-20:
readable in 80 columns, axial coordinates on the margin, Flags and Center marked."""

from __future__ import annotations

import re

import pytest

from cardtable.games.hexy.hexmap_render import (
    CELL_PITCH,
    HEADER,
    LABEL_WIDTH,
    MARGIN,
    MARK_WIDTH,
    cell_position,
    draw_map,
    standard_mark,
)
from cardtable.games.hexy.maps import HexyMap, hexy_map
from cardtable.kernel.hexgrid import Hex

ALL_MAPS = ("hex_r3", "hex_r4", "t_strip")


def code(i: int) -> str:
    """A label naming cell ``i`` that fills the whole label width: ``c000``..``c126``."""
    return f"c{i:03d}"


def test_label_width_is_what_codes_use() -> None:
    assert len(code(126)) == LABEL_WIDTH == 4 and MARK_WIDTH == 2 and CELL_PITCH == 8


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_content_20_every_line_fits_80_columns(map_id: str) -> None:
    # HX-CONTENT-20: readable in 80 columns, also with every cell full and marked
    hmap = hexy_map(map_id)
    for lines in (draw_map(hmap, code), draw_map(hmap, lambda i: ""),
                  draw_map(hmap, code, lambda i: "XX")):
        assert lines[0] == HEADER
        assert len(lines) == 1 + len({h.r for h in hmap.cells})
        assert all(len(line) <= 80 for line in lines)
        assert all(line == line.rstrip() for line in lines)
        assert all(line.isascii() for line in lines)


def _parse(hmap: HexyMap, lines: list[str]) -> dict[str, Hex]:
    """Each ``cNNN`` label found on the screen, mapped to the hex its place means:
    the line gives r, the column gives the half-cell x = 2q + r."""
    top = min(h.r for h in hmap.cells)
    left = min(2 * h.q + h.r for h in hmap.cells)
    found: dict[str, Hex] = {}
    for k, line in enumerate(lines[1:]):
        r = top + k
        for match in re.finditer(r"c\d{3}", line):
            half = (match.start() - MARGIN - MARK_WIDTH - 1) * 2 // CELL_PITCH + left
            assert (half - r) % 2 == 0
            found[match.group()] = Hex((half - r) // 2, r)
    return found


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_content_20_each_label_lands_in_its_cell(map_id: str) -> None:
    # HX-CONTENT-20: a hex shows its occupant; parse the screen back to (q, r)
    hmap = hexy_map(map_id)
    lines = draw_map(hmap, code)
    found = _parse(hmap, lines)
    assert found == {code(i): h for i, h in enumerate(hmap.cells)}
    for i in range(len(hmap)):
        line, column = cell_position(hmap, i)
        assert lines[line][column:column + LABEL_WIDTH] == code(i)


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_content_20_axial_coordinates_on_the_margin(map_id: str) -> None:
    # HX-CONTENT-20: r and the q of the leftmost cell at the start of each row
    hmap = hexy_map(map_id)
    lines = draw_map(hmap, lambda i: "")
    for line in lines[1:]:
        r, q = (int(part) for part in line[:MARGIN].split())
        row = [h for h in hmap.cells if h.r == r]
        assert q == min(h.q for h in row)


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_hx_map_1_3_flags_and_center_are_marked(map_id: str) -> None:
    # HX-MAP-1, HX-MAP-3, HX-CONTENT-20: F0, F1 and * right before their cells
    hmap = hexy_map(map_id)
    for label in (lambda i: "", code):
        lines = draw_map(hmap, label)
        text = "\n".join(lines)
        assert text.count("F0") == text.count("F1") == text.count("*") == 1
        for i, mark in ((hmap.flags[0], "F0"), (hmap.flags[1], "F1"), (hmap.center, " *")):
            line, column = cell_position(hmap, i)
            assert lines[line][column - MARK_WIDTH - 1:column] == mark + " "
    assert [standard_mark(hmap, i) for i in (*hmap.flags, hmap.center)] == ["F0", "F1", "*"]
    others = set(range(len(hmap))) - {*hmap.flags, hmap.center}
    assert all(standard_mark(hmap, i) == "" for i in others)


def test_empty_cells_are_dots_and_the_default_map_known_answer() -> None:
    # HX-CONTENT-20 on hex_r4: an occupied Center and an occupied south Flag
    hmap = hexy_map("hex_r4")
    shown = {hmap.center: "G2:3", hmap.flags[0]: "b1:0"}
    lines = draw_map(hmap, lambda i: shown.get(i, ""))
    assert lines[1] == " -4  0                 F1 .       .       .       .       ."
    assert lines[5] == "  0 -4    .       .       .       .     * G2:3    .       .       .       ."
    assert lines[9].endswith("F0 b1:0")
    assert "".join(lines).count(".") == 59
    assert max(len(line) for line in lines) == 75


def test_labels_and_marks_are_cut_to_their_width() -> None:
    hmap = hexy_map("hex_r3")
    lines = draw_map(hmap, lambda i: "abcdefg", lambda i: "long")
    assert all(line[MARGIN:].split() == ["lo", "abcd"] * (len(line[MARGIN:].split()) // 2)
               for line in lines[1:])


def test_custom_marks_replace_the_standard_ones() -> None:
    hmap = hexy_map("t_strip")
    lines = draw_map(hmap, lambda i: "", lambda i: "!" if i == 0 else "")
    text = "\n".join(lines)
    assert "F0" not in text and "*" not in text and text.count("!") == 1
    line, column = cell_position(hmap, 0)
    assert lines[line][column - 2:column + 1] == "! ."


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_output_is_deterministic(map_id: str) -> None:
    hmap = hexy_map(map_id)
    calls: list[int] = []

    def label(i: int) -> str:
        calls.append(i)
        return code(i)

    first = draw_map(hmap, label)
    assert calls == list(range(len(hmap)))  # each cell asked once, in index order
    assert draw_map(hmap, label) == first == draw_map(hexy_map(map_id), code)
