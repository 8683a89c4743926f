"""Every game package has the one shape of docs/architecture.md ("Adding a game")
and no import circle inside it.

Imports are read from the source with ``ast``: module-level and function-local
imports both count (a local import that dodges a circle is still a circle);
imports under ``if TYPE_CHECKING:`` do not, since they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cardtable.games

GAMES_DIR = Path(cardtable.games.__file__).parent
GAME_PACKAGES = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file())
SHAPE = ("__init__.py", "game.py", "state.py", "model.py", "flow.py", "legal.py", "ops.py",
         "cards.py", "observe.py", "position.py", "render.py", "messages.py")


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(path: Path, package: str) -> set[str]:
    """Modules of ``package`` that ``path`` imports at run time."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == package:
                found.update(f"{package}.{a.name}" for a in node.names)
            elif node.module.startswith(package + "."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith(package + "."))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(game_id: str) -> dict[str, set[str]]:
    package = f"cardtable.games.{game_id}"
    modules = {f"{package}.{p.stem}": p for p in (GAMES_DIR / game_id).glob("*.py")
               if p.stem != "__init__"}
    return {name: {m for m in _imports(path, package) if m in modules}
            for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` as a list of modules, or ``None``."""
    state: dict[str, int] = {}
    path: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := walk(nxt)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := walk(node)) is not None:
            return found
    return None


def test_find_cycle_sees_a_circle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize("game_id", GAME_PACKAGES)
def test_no_import_circle_inside_a_game_package(game_id: str) -> None:
    cycle = find_cycle(import_graph(game_id))
    assert cycle is None, f"{game_id}: import circle {' -> '.join(cycle or [])}"


@pytest.mark.parametrize("game_id", GAME_PACKAGES)
def test_every_game_has_the_one_package_shape(game_id: str) -> None:
    present = {p.name for p in (GAMES_DIR / game_id).glob("*.py")}
    missing = [name for name in SHAPE if name not in present]
    assert not missing, f"{game_id} lacks {missing}"
