"""Fixtures of the server tests: one bot pool for the session, apps on SQLite files in
``tmp_path`` (helpers to drive them are in ``server_support``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_support import MakeApp, TestClient

from cardtable.server.app import create_app
from cardtable.server.bots import BotPool
from cardtable.server.limits import Clock, Limits

OPEN_LIMITS = Limits(burst=1_000_000, per_second=1_000_000.0)
"""A seat that answers every frame at once must never meet the rate limit in a test."""


@pytest.fixture(scope="session")
def pool() -> Iterator[BotPool]:
    """One worker process for every app of the session (spawned once)."""
    shared = BotPool(1, "process")
    yield shared
    shared.close()


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.db'}"


@pytest.fixture
def make_app(pool: BotPool, db_url: str) -> MakeApp:
    """``make_app(limits=..., clock=..., url=...)``: an app sharing the session's bot pool."""

    def make(limits: Limits = OPEN_LIMITS, clock: Clock | None = None,
             url: str | None = None) -> Any:
        extra: dict[str, Any] = {} if clock is None else {"clock": clock}
        return create_app(url or db_url, limits=limits, bots=pool, **extra)

    return make


@pytest.fixture
def client(make_app: MakeApp) -> Iterator[TestClient]:
    with TestClient(make_app()) as test_client:
        yield test_client
