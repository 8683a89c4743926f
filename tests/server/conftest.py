"""Fixtures of the server tests: one bot pool for the session, apps on SQLite files in
``tmp_path`` or on a fresh database of the session's throwaway PostgreSQL cluster
(helpers to drive them are in ``server_support``, the cluster in ``postgres_support``).

A test runs on both databases with ``@BACKENDS`` (``postgres_support``: an indirect
parametrization of ``db_url``); without it, ``db_url`` is a SQLite file.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from postgres_support import PostgresMissing, ThrowawayPostgres
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


@pytest.fixture(scope="session")
def postgres() -> Iterator[ThrowawayPostgres]:
    """The session's PostgreSQL cluster (started on first use). Without PostgreSQL the
    test skips, except under CI=true, where it fails."""
    try:
        cluster = ThrowawayPostgres()
    except PostgresMissing as missing:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{missing} (CI must run the PostgreSQL tests)")
        pytest.skip(str(missing))
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A SQLite file in ``tmp_path``, or with the parameter ``postgres`` a fresh database
    of the session's cluster."""
    if getattr(request, "param", "sqlite") == "postgres":
        cluster: ThrowawayPostgres = request.getfixturevalue("postgres")
        return cluster.database()
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
