"""Real server processes for the tests: ``cardtable serve`` in a subprocess on a free
loopback port, and a WebSocket client that plays every human seat of a table and
records which of its actions a frame acknowledged.

An action sent for step ``n`` is acknowledged once any frame of its table shows a
step past ``n``: the server stores an action before it sends any frame that shows
it, so an acknowledged action must survive anything, ``kill -9`` included.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import httpx
from postgres_support import free_port
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from cardtable.kernel import Rng

T = TypeVar("T")
SRC = Path(__file__).resolve().parents[2] / "src"
RATE_PAUSE = 0.3
"""Seconds a seat waits before sending an action the rate limit dropped again."""
START_WAIT = 90.0
"""Seconds a server process may take to answer its first request (a busy machine)."""


PLAY_WAIT = 300.0
"""Seconds a test's play may last before it counts as stuck (a failure, not a hang)."""


def run(job: Coroutine[Any, Any, T]) -> T:
    """Run a test's client coroutine, failing it when it is stuck."""
    return asyncio.run(asyncio.wait_for(job, PLAY_WAIT))


def only_rate_limited(played: Played) -> bool:
    """Whether every refusal a client got was the rate limit (which it answers by waiting)."""
    return all(message.get("code") == "server.rate_limited" for message in played.refused)


class LiveServer:
    """``cardtable serve --db URL`` in its own process group on 127.0.0.1."""

    def __init__(self, db_url: str, log: Path, bot_workers: int = 1) -> None:
        self.db_url = db_url
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(SRC), env.get("PYTHONPATH", "")])
        self._log = log.open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from cardtable.cli.main import app; app()", "serve",
             "--db", db_url, "--port", str(self.port), "--bot-workers", str(bot_workers)],
            stdout=self._log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        self._wait_ready(log)

    def _wait_ready(self, log: Path) -> None:
        deadline = time.monotonic() + START_WAIT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited: {log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.base}/api/games", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.kill()
        raise RuntimeError(f"the server did not answer: {log.read_text()[-2000:]}")

    def create(self, game: str, seats: list[str], seed: int) -> dict[str, Any]:
        response = httpx.post(f"{self.base}/api/tables", timeout=30,
                              json={"game": game, "seats": seats, "seed": seed,
                                    "players": len(seats)})
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def get(self, path: str, **params: Any) -> Any:
        response = httpx.get(f"{self.base}{path}", params=params, timeout=30)
        assert response.status_code == 200, response.text
        return response.json()

    def kill(self) -> None:
        """``kill -9`` of the server and its bot workers (its process group)."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)
        self._log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=30)
        self._log.close()


@dataclass
class Played:
    """What a client saw of one table."""

    table: str
    sent: dict[int, str] = field(default_factory=dict)
    """Step -> the action text this client sent for it."""
    acknowledged: dict[int, str] = field(default_factory=dict)
    """Step -> the action text sent for it that a later frame showed applied."""
    steps_seen: dict[int, list[int]] = field(default_factory=dict)
    """Seat -> the steps of the frames that seat's socket got."""
    refused: list[dict[str, Any]] = field(default_factory=list)
    """The refusals the seats got."""
    last: dict[str, Any] | None = None
    finished: bool = False

    def saw(self, step: int) -> None:
        for sent_step, text in self.sent.items():
            if sent_step < step:
                self.acknowledged[sent_step] = text


async def play_table(ws_base: str | dict[int, str], table: str, tokens: dict[int, str],
                     seed: int, played: Played, stop: asyncio.Event | None = None,
                     until_step: int | None = None) -> Played:
    """Play the human seats ``tokens`` (seat -> token) of ``table`` until the game ends,
    ``stop`` is set or a frame reaches ``until_step``: each seat on its own socket
    (``ws_base`` may name a server per seat), a seeded choice from each frame's legal
    list; an action the rate limit dropped is sent again a little later. A closed
    connection (a killed server) ends the play quietly."""
    halt = stop or asyncio.Event()
    rng = Rng(seed)

    async def seat_loop(seat: int, token: str) -> None:
        base = ws_base if isinstance(ws_base, str) else ws_base[seat]
        acted = -1
        pending = ""
        seen = played.steps_seen.setdefault(seat, [])
        try:
            async with connect(f"{base}/ws/tables/{table}?token={token}") as ws:
                while not halt.is_set():
                    try:
                        raw = await asyncio.wait_for(ws.recv(), timeout=0.2)
                    except TimeoutError:
                        continue
                    message = json.loads(raw)
                    if message["type"] != "frame":
                        played.refused.append(message)
                        if message.get("code") == "server.rate_limited" and pending:
                            await asyncio.sleep(RATE_PAUSE)  # the server's limit: send again
                            await ws.send(pending)
                        continue
                    seen.append(message["step"])
                    played.saw(message["step"])
                    played.last = message
                    if message["terminal"] or (until_step is not None
                                               and message["step"] >= until_step):
                        played.finished = bool(message["terminal"])
                        halt.set()
                        return
                    if message["legal"] and message["step"] > acted:
                        acted = message["step"]
                        choice = message["legal"][rng.below(len(message["legal"]))]
                        played.sent[message["step"]] = choice["action"]
                        pending = json.dumps({"action": choice["action"],
                                              "step": message["step"]})
                        await ws.send(pending)
        except (ConnectionClosed, OSError):
            return

    await asyncio.gather(*(seat_loop(seat, token) for seat, token in tokens.items()))
    return played
