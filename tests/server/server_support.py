"""Helpers of the server tests: open a table, play a seat over the socket."""

from __future__ import annotations

import asyncio
import threading
import warnings
from collections.abc import Callable
from typing import Any

with warnings.catch_warnings():
    # starlette suggests another HTTP client for its TestClient; httpx is what we pin
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

from cardtable.kernel import Rng
from cardtable.server.bots import BotJob, BotPool
from cardtable.server.tables import TableManager

Frame = dict[str, Any]
MakeApp = Callable[..., Any]
"""The ``make_app`` fixture: ``make_app(limits=..., clock=..., url=...)``."""

__all__ = ["Frame", "GatedPool", "MakeApp", "TestClient", "is_frame", "manager_of", "new_table",
           "play_seat", "receive_until", "refused", "token_of"]


def new_table(client: TestClient, game: str, seats: list[str], seed: int = 1,
              **extra: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": game, "seats": seats, "seed": seed,
                                                **extra})
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def receive_until(ws: Any, wanted: Callable[[Frame], bool]) -> Frame:
    """The first message on the test client's socket ``ws`` that ``wanted`` accepts;
    earlier ones are skipped."""
    while True:
        message: Frame = ws.receive_json()
        if wanted(message):
            return message


def is_frame(message: Frame) -> bool:
    return bool(message["type"] == "frame")


def refused(message: Frame) -> bool:
    return bool(message["type"] == "refused")


def manager_of(client: TestClient) -> TableManager:
    """The table manager of the app ``client`` drives (its digests are for tests only)."""
    manager: TableManager = client.app.state.manager
    return manager


def token_of(created: dict[str, Any], seat: int) -> str:
    token = created["seats"][seat]["token"]
    assert isinstance(token, str)
    return token


def play_seat(client: TestClient, table: str, token: str, seed: int, lang: str = "en",
              stop: Callable[[Frame], bool] | None = None) -> list[Frame]:
    """Play one human seat over the socket until the game ends (or ``stop(frame)``):
    at each frame that offers this seat actions for a new step, pick one of the
    frame's actions with a seeded generator. Every frame received is returned."""
    rng = Rng(seed)
    frames: list[Frame] = []
    acted = -1
    with client.websocket_connect(f"/ws/tables/{table}?token={token}&lang={lang}") as ws:
        while True:
            message = ws.receive_json()
            assert message["type"] == "frame", message
            frames.append(message)
            if message["terminal"] or (stop is not None and stop(message)):
                return frames
            if message["legal"] and message["step"] > acted:
                acted = message["step"]
                choice = message["legal"][rng.below(len(message["legal"]))]
                ws.send_json({"action": choice["action"], "step": message["step"]})


class GatedPool(BotPool):
    """Bots in threads that may decide only once the test opens the gate (a closed gate
    is an ``asyncio.Event`` of the app's loop, so shutting the app down cancels it)."""

    def __init__(self) -> None:
        super().__init__(1, "thread")
        self._opened = False
        self._waiting: list[tuple[asyncio.AbstractEventLoop, asyncio.Event]] = []
        self._guard = threading.Lock()

    async def choose(self, job: BotJob) -> str:
        event = asyncio.Event()
        with self._guard:
            if self._opened:
                event.set()
            else:
                self._waiting.append((asyncio.get_running_loop(), event))
        await event.wait()
        return await super().choose(job)

    def open(self) -> None:
        with self._guard:
            self._opened = True
            for loop, event in self._waiting:
                loop.call_soon_threadsafe(event.set)
            self._waiting.clear()
