"""Two real server processes (``cardtable serve`` in subprocesses) on one throwaway
PostgreSQL database serve the same tables: a seat connected to one process sees the
moves made through the other, a spectator of either sees every step, a table whose
bot must move is played by whichever process owns it, and when the process that
owned a table is killed (``kill -9``), the other takes the table over and plays on;
who is connected, and how many watch, shows the same through both processes.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from live_support import LiveServer, Played, only_rate_limited, play_table, run
from postgres_support import ThrowawayPostgres
from websockets.asyncio.client import connect

from cardtable.kernel import GameRecord, replay, state_digest


@pytest.fixture
def servers(postgres: ThrowawayPostgres, tmp_path: Path) -> Iterator[list[LiveServer]]:
    url = postgres.database()
    started: list[LiveServer] = []
    try:
        for name in ("a", "b"):
            started.append(LiveServer(url, tmp_path / f"server-{name}.log"))
        yield started
    finally:
        for server in started:
            server.stop()


def tokens_of(created: dict[str, object], seats: list[int]) -> dict[int, str]:
    found = created["seats"]
    assert isinstance(found, list)
    return {seat: str(found[seat]["token"]) for seat in seats}


def check_record(server: LiveServer, table: str) -> GameRecord:
    record = GameRecord.from_json(server.get(f"/api/records/{table}"))
    assert state_digest(replay(record)) == record.digest
    return record


async def watch(ws_base: str, table: str) -> list[int]:
    """The steps of a spectator's frames, up to the terminal one."""
    steps: list[int] = []
    async with connect(f"{ws_base}/ws/tables/{table}") as ws:
        while True:
            frame = json.loads(await ws.recv())
            steps.append(frame["step"])
            if frame["terminal"]:
                return steps


def test_seats_on_two_processes_play_one_table(servers: list[LiveServer]) -> None:
    a, b = servers
    created = a.create("magic_tower", ["human", "human"], seed=4)
    table = created["table"]
    played = Played(table)

    async def both() -> list[int]:
        spectator = asyncio.create_task(watch(b.ws_base, table))
        await play_table({0: a.ws_base, 1: b.ws_base}, table, tokens_of(created, [0, 1]),
                         seed=9, played=played)
        return await asyncio.wait_for(spectator, timeout=60)

    spectated = run(both())
    assert played.finished and only_rate_limited(played)
    record = check_record(b, table)
    assert record.actions == [played.sent[step] for step in range(len(record.actions))]
    # each seat saw steps that the other seat's actions made through the other process
    movers: dict[int, set[int]] = {0: set(), 1: set()}
    replayed = record.start()
    for text in record.actions:
        movers[replayed.current_player()].add(replayed.steps + 1)
        replayed.apply_text(text)
    for seat, other in ((0, 1), (1, 0)):
        assert movers[other] & set(played.steps_seen[seat])
    assert spectated[-1] == len(record.actions)
    token = tokens_of(created, [0])[0]
    assert a.get(f"/api/tables/{table}", token=token)["observation"] == \
        b.get(f"/api/tables/{table}", token=token)["observation"]


def test_a_bot_table_made_on_one_process_plays_through_the_other(
        servers: list[LiveServer]) -> None:
    a, b = servers
    created = a.create("clash_of_decks", ["human", "random"], seed=2)
    table = created["table"]
    played = run(play_table(b.ws_base, table, tokens_of(created, [0]), seed=3,
                                    played=Played(table)))
    assert played.finished and only_rate_limited(played)
    record = check_record(a, table)
    assert all(record.actions[step] == text for step, text in played.sent.items())


def test_when_the_owning_process_dies_the_other_takes_the_table_over(
        servers: list[LiveServer]) -> None:
    a, b = servers
    created = a.create("hecatomb", ["human", "random"], seed=5)
    table = created["table"]
    tokens = tokens_of(created, [0])
    first = run(play_table(a.ws_base, table, tokens, seed=1, played=Played(table),
                                   until_step=12))
    assert not first.finished and first.last is not None
    a.kill()
    rest = run(play_table(b.ws_base, table, tokens, seed=2, played=Played(table)))
    assert rest.finished and only_rate_limited(first) and only_rate_limited(rest)
    record = check_record(b, table)
    for step, text in (first.acknowledged | rest.acknowledged).items():
        assert record.actions[step] == text
    assert len(record.actions) > first.last["step"]


async def frame_until(ws: Any, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first frame on ``ws`` that ``wanted`` accepts."""
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == "frame" and wanted(message):
            return message


def test_who_is_connected_through_one_process_shows_on_the_other(
        servers: list[LiveServer]) -> None:
    a, b = servers
    created = a.create("clash_of_decks", ["human", "human"], seed=3)
    table = created["table"]
    tokens = tokens_of(created, [0, 1])

    async def check() -> None:
        async with connect(f"{b.ws_base}/ws/tables/{table}?token={tokens[1]}") as seat1:
            first = await frame_until(seat1, lambda f: True)
            assert [s["connected"] for s in first["seats"]] == [False, True]
            assert first["spectators"] == 0
            async with connect(f"{a.ws_base}/ws/tables/{table}?token={tokens[0]}") as seat0, \
                    connect(f"{a.ws_base}/ws/tables/{table}"), \
                    connect(f"{a.ws_base}/ws/tables/{table}"):
                await frame_until(seat1, lambda f: f["seats"][0]["connected"]
                                  and f["spectators"] == 2)
                # and process a shows seat 1, whose socket is on process b
                await frame_until(seat0, lambda f: f["seats"][1]["connected"])
            await frame_until(seat1, lambda f: not f["seats"][0]["connected"]
                              and f["spectators"] == 0)
        listed = {t["table"]: t for t in a.get("/api/tables")}
        assert [s["connected"] for s in listed[table]["seats"]] == [False, False]

    run(check())
