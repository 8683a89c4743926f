"""Fixtures of the browser tests: a real ``cardtable serve`` on a temp SQLite file and
Debian's Chromium driven by Playwright (no browser is downloaded).

Without ``/usr/bin/chromium`` (or the ``playwright`` package) the tests are skipped
with the reason, except in CI (``CI=true``), where that is a failure.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_support import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, Server

import cardtable


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"browser tests cannot run in CI: {reason}")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``cardtable serve`` in a subprocess, one bot worker, a fresh SQLite database."""
    folder = tmp_path_factory.mktemp("web-server")
    port = _free_port()
    command = [sys.executable, "-m", "cardtable.cli", "serve", "--db",
               f"sqlite:///{folder / 'tables.db'}", "--port", str(port), "--bot-workers", "1"]
    log = (folder / "server.log").open("w")
    # the server imports the same cardtable as the tests, wherever that is installed
    source = str(Path(cardtable.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [source, *filter(None, [os.environ.get("PYTHONPATH")])])}
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=folder,
                               env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):  # up to a minute for the app to import and migrate
            if process.poll() is not None:
                pytest.fail(f"the server ended: {(folder / 'server.log').read_text()}")
            try:
                if httpx.get(f"{base}/api/games", timeout=1.0).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(0.1)
        else:
            pytest.fail("the server did not answer")
        yield Server(base, httpx.Client(base_url=base, timeout=30.0))
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        _missing(f"{CHROMIUM} is missing (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("the playwright package is not installed (pip install -e '.[dev]')")
    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def artifacts(request: pytest.FixtureRequest) -> Path:
    """Where a test saves its screenshots: tests/artifacts/<test name>/."""
    name = "".join(c if c.isalnum() or c in "-_" else "_" for c in request.node.name)
    folder = ARTIFACTS / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder
