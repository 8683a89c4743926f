"""Fixtures for the CLI tests: a runner with a fixed, colourless 100×24 console."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from cardtable.cli.main import app

Invoke = Callable[..., Result]

ENV: dict[str, str | None] = {
    "COLUMNS": "100", "LINES": "24", "FORCE_COLOR": None, "TTY_COMPATIBLE": None,
    "CARDTABLE_LANG": None,
}


@pytest.fixture
def cli() -> Invoke:
    """``cli("play", "toy", input="1\\n")`` runs the app and returns the result."""
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None) -> Result:
        return runner.invoke(app, list(args), input=input, env=ENV)

    return invoke


@pytest.fixture
def record_path(tmp_path: Path) -> Path:
    return tmp_path / "game.json"
