"""Shared fixtures: the toy game is registered for every test session."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

from cardtable.kernel import register
from support.toy_game import TOY

register(TOY)

# Deterministic property tests: CI runs the same examples every time and keeps
# no example database; set HYPOTHESIS_PROFILE=explore for fresh random examples.
settings.register_profile("cardtable", derandomize=True, database=None, deadline=None,
                          print_blob=True)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "cardtable"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", help="run slow statistical tests")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("CARDTABLE_EXPECT_COMPILED") == "1":
        pure = pytest.mark.skip(reason="checks the pure-Python package only (see the marker)")
        for item in items:
            if "pure_python" in item.keywords:
                item.add_marker(pure)
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="slow; run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
