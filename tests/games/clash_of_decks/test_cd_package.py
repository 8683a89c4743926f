"""The package's shape: its modules import one another one way only (no import circles)."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable.games.clash_of_decks as package

PKG = package.__name__
ROOT = Path(package.__file__).parent


def _imports() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (any import, TYPE_CHECKING ones too)."""
    modules = {p.stem for p in ROOT.glob("*.py")} - {"__init__"}
    out: dict[str, set[str]] = {}
    for name in modules:
        found: set[str] = set()
        for node in ast.walk(ast.parse((ROOT / f"{name}.py").read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            source = node.module or ""
            if source == PKG:
                found |= {a.name for a in node.names}
            elif source.startswith(PKG + "."):
                found.add(source.rsplit(".", 1)[1])
        out[name] = found & modules
    return out


def test_no_import_circles() -> None:
    graph = _imports()
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, f"import circle: {' -> '.join((*path, module))}"
        if module in done:
            return
        for target in sorted(graph[module]):
            visit(target, (*path, module))
        done.add(module)

    for module in sorted(graph):
        visit(module, ())
    assert graph["model"] == set()  # the ground floor


def test_rules_read_cards_through_the_catalog_and_state_stands_high() -> None:
    """The rule modules name the state as ``model.ClashData`` and read cards from the
    state's catalog, so neither ``state.py`` nor ``cards.py`` is below them."""
    graph = _imports()

    def importers(module: str) -> set[str]:
        return {m for m, deps in graph.items() if module in deps}

    assert importers("state") == {"position", "evaluation", "game"}
    assert not importers("cards") & {"board", "hand", "combat", "solo_ai", "draft", "ops"}
