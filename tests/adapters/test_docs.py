"""docs/rl.md shows every game's tensor layout as the code builds it."""

from __future__ import annotations

from pathlib import Path

from cardtable.adapters.layouts import all_layouts

DOC = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


def test_the_layout_tables_are_current() -> None:
    text = DOC.read_text(encoding="utf-8")
    marker = "## Tensor layouts"
    assert marker in text
    assert text.endswith(all_layouts()), "regenerate with python -m cardtable.adapters.layouts"
