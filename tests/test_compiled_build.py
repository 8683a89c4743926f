"""The optional mypyc build (``scripts/build_compiled.py``, ``make test-compiled``).

A normal run imports the pure-Python package and checks that it is what it
imported; ``make test-compiled`` sets ``CARDTABLE_EXPECT_COMPILED=1`` and puts the
compiled copy first on the path, and then every module the build compiles must
come from an extension module, so the golden traces beside it ran on compiled
code and not on a Python fallback.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "build_compiled.py"
EXPECT_COMPILED = os.environ.get("CARDTABLE_EXPECT_COMPILED") == "1"


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cardtable_build_compiled", SCRIPT)
    assert spec is not None and spec.loader is not None, f"cannot load {SCRIPT}"
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load_script()


def test_packages_and_exclusions_name_existing_code() -> None:
    base = build.ROOT / "src" / "cardtable"
    assert [p for p in build.PACKAGES if not (base / p / "__init__.py").exists()] == []
    assert [p for p in build.EXCLUDED if not (base / p).exists()] == []
    assert [p for p in build.MODULES if not (base / p).exists()] == []
    paths = build.compiled_paths()
    assert "cardtable/kernel/game.py" in paths and "cardtable/kernel/compiled.py" not in paths


@pytest.mark.parametrize("path", build.compiled_paths())
def test_module_is_from_the_expected_build(path: str) -> None:
    module_file = importlib.import_module(build.module_name(path)).__file__ or ""
    if EXPECT_COMPILED:
        assert module_file.endswith(".so"), f"{path} ran as Python: {module_file}"
    else:
        assert module_file.endswith(".py"), (
            f"{path} is compiled ({module_file}); run with CARDTABLE_EXPECT_COMPILED=1")
