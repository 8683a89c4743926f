"""Tests reach states through public API only (the issue's bar for the toolkit move).

No test reads or writes the kernel's private legal-action cache (a test that
edits a state calls ``State.invalidate()`` or, better, builds the position with
``Game.position``), and no test patches a game's module tables (extra cards
come from ``Game.with_cards``). This file is the one place allowed to name them.
"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parent
PRIVATE_CACHE = "._legal" + "_cache"
PATCHED_TABLE = re.compile(r"monkeypatch\.(setitem|setattr|delitem)\(")
"""Under tests/games/ a test never patches anything: game tables are reached through
``Game.with_cards`` and positions through ``Game.position``."""


def offenders(pattern: re.Pattern[str], under: Path = TESTS) -> list[str]:
    out: list[str] = []
    for path in sorted(under.rglob("*.py")):
        if path == Path(__file__):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                out.append(f"{path.relative_to(TESTS)}:{n}: {line.strip()}")
    return out


def test_the_patterns_find_what_they_look_for() -> None:
    assert re.search(re.escape(PRIVATE_CACHE), "st." + PRIVATE_CACHE + " = None")
    assert PATCHED_TABLE.search("monkeypatch.setitem(CARDS, 'x', card)")
    assert not PATCHED_TABLE.search("GAME.with_cards(TEXT)")


def test_no_test_touches_the_private_legal_cache() -> None:
    assert offenders(re.compile(re.escape(PRIVATE_CACHE))) == []


def test_no_test_patches_a_games_module_tables() -> None:
    assert offenders(PATCHED_TABLE, TESTS / "games") == []
