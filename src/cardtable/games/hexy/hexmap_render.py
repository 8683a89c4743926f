"""The HexyGame map as plain ASCII lines for an 80-column terminal (HX-CONTENT-20).

Offset-row layout: one line per row ``r`` (top: the smallest r), and each row is
shifted half a cell to the right of the row above, so a cell's six neighbours
sit around it (the cell (q, r) is drawn at x = 2q + r half-cells). Every cell
takes ``CELL_PITCH`` = 8 columns::

    MM LLLL

``MM`` is the cell's mark right-aligned in ``MARK_WIDTH`` = 2 columns (``F0`` and
``F1`` the Flags of seats 0 and 1, `` *`` the Center, blank otherwise), then one
space, then the label left-aligned in ``LABEL_WIDTH`` = 4 columns (the caller's
text, for example an occupant ``G2:3``; an empty label is drawn as ``.``). Longer
marks and labels are cut to their width. The left margin gives each row's ``r``
and the ``q`` of its leftmost cell; along a row q grows by 1 from cell to cell
(and it stays the same down and to the right). The first line is the header
``   r  q``. Lines carry no trailing spaces.

A map up to 9 cells wide (``hex_r4``, ``hex_r3``, ``t_strip``) fits in 79 columns.
The output depends only on the map and the two functions; it is language-free,
the screen around it (``render.py``) explains the marks in cs or en.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.games.hexy.maps import HexyMap

LABEL_WIDTH = 4
"""The columns of a cell's label."""

MARK_WIDTH = 2
"""The columns of a cell's mark (before its label)."""

CELL_PITCH = 8
"""The columns from one cell to the next in a row; a row shifts by half of it."""

MARGIN = 7
"""The columns of the left margin: ``r`` in 3, ``q`` of the leftmost cell in 3, a space."""

EMPTY = "."
"""What an empty label is drawn as."""

HEADER = "   r  q"
"""The first line: the titles of the margin's two columns."""


def standard_mark(hmap: HexyMap, i: int) -> str:
    """``F0``/``F1`` on the Flags of seats 0/1, ``*`` on the Center, else ``""``."""
    if i in hmap.flags:
        return f"F{hmap.flags.index(i)}"
    return "*" if i == hmap.center else ""


def _half(hmap: HexyMap, i: int) -> int:
    h = hmap.cells[i]
    return 2 * h.q + h.r


def cell_position(hmap: HexyMap, i: int) -> tuple[int, int]:
    """Where ``draw_map`` puts cell ``i``'s label: (line, column), 0-based."""
    top = hmap.cells[0].r  # index order starts with the smallest r
    left = min(_half(hmap, j) for j in range(len(hmap.cells)))
    column = MARGIN + (_half(hmap, i) - left) * CELL_PITCH // 2 + MARK_WIDTH + 1
    return 1 + hmap.cells[i].r - top, column


def draw_map(hmap: HexyMap, label: Callable[[int], str],
             mark: Callable[[int], str] | None = None) -> list[str]:
    """The map as lines: a header, then one line per row r (see the module text).

    ``label(i)`` is cell ``i``'s text (at most ``LABEL_WIDTH`` columns; ``""`` for
    empty); ``mark(i)`` its mark (at most ``MARK_WIDTH``), by default
    ``standard_mark``. Pure and deterministic.
    """
    marks: Callable[[int], str] = mark if mark is not None else (
        lambda i: standard_mark(hmap, i))
    left = min(_half(hmap, i) for i in range(len(hmap.cells)))
    by_row: dict[int, list[int]] = {}
    for i, h in enumerate(hmap.cells):  # index order: by r, then q
        by_row.setdefault(h.r, []).append(i)
    lines = [HEADER]
    for r in range(min(by_row), max(by_row) + 1):
        row = by_row.get(r, [])
        first_q = f"{hmap.cells[row[0]].q:>3}" if row else "   "
        text = f"{r:>3}{first_q} "
        for i in row:
            start = MARGIN + (_half(hmap, i) - left) * CELL_PITCH // 2
            shown = label(i)[:LABEL_WIDTH] or EMPTY
            cell = f"{marks(i)[:MARK_WIDTH]:>{MARK_WIDTH}} {shown:<{LABEL_WIDTH}}"
            text = text.ljust(start) + cell
        lines.append(text.rstrip())
    return lines
