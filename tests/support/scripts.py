"""Loading the scripts under ``benchmarks/`` (not a package) as modules in tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_benchmark(filename: str, module_name: str) -> ModuleType:
    """Import ``benchmarks/<filename>`` under ``module_name`` and return the module."""
    path = BENCHMARKS / filename
    spec = importlib.util.spec_from_file_location(module_name, path)
    assert spec is not None and spec.loader is not None, f"cannot load {path}"
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module
