"""``kill -9`` of a real server process in the middle of several games, on a SQLite file
and on PostgreSQL: after a restart on the same database every table resumes, no
action a frame acknowledged is lost, the stored actions replay to the stored checkpoint,
each seat's frame is the kernel's view of that replay, and the games play on to
records that replay.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from live_support import LiveServer, Played, only_rate_limited, play_table, run
from postgres_support import ThrowawayPostgres

from cardtable.kernel import GameRecord, load, replay, state_digest
from cardtable.server.store import Store

TABLES = 4
"""Tables played at once; one more has a server-side bot."""
KILL_AFTER = 40
"""Acknowledged actions (over all tables) before the server is killed."""


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgres":
        cluster: ThrowawayPostgres = request.getfixturevalue("postgres")
        return cluster.database()
    return f"sqlite:///{tmp_path / 'tables.db'}"


def tokens(created: dict[str, Any]) -> dict[int, str]:
    return {s["seat"]: s["token"] for s in created["seats"] if s["token"] is not None}


async def play_until_killed(server: LiveServer, tables: list[dict[str, Any]]) -> list[Played]:
    """Play every table until the server dies under the clients: it is killed once
    ``KILL_AFTER`` actions were acknowledged, while the clients keep sending."""
    played = [Played(created["table"]) for created in tables]

    async def killer() -> None:
        while sum(len(p.acknowledged) for p in played) < KILL_AFTER:
            await asyncio.sleep(0.01)
        server.kill()

    await asyncio.gather(killer(), *(
        play_table(server.ws_base, created["table"], tokens(created), seed=i, played=p)
        for i, (created, p) in enumerate(zip(tables, played, strict=True))))
    return played


async def play_on(server: LiveServer, tables: list[dict[str, Any]]) -> list[Played]:
    return list(await asyncio.gather(*(
        play_table(server.ws_base, created["table"], tokens(created), seed=50 + i,
                   played=Played(created["table"]))
        for i, created in enumerate(tables))))


def test_kill_9_mid_game_loses_no_acknowledged_action(database: str, tmp_path: Path) -> None:
    server = LiveServer(database, tmp_path / "first.log")
    try:
        tables = [server.create("hecatomb", ["human", "human"], seed=10 + i)
                  for i in range(TABLES)]
        tables.append(server.create("hecatomb", ["human", "random"], seed=20))
        played = run(play_until_killed(server, tables))
    finally:
        server.kill()
    assert sum(len(p.acknowledged) for p in played) >= KILL_AFTER
    assert not any(p.finished for p in played)

    store = Store(database)
    stored = {t["table"]: store.table(t["table"], 50) for t in tables}
    store.close()
    for p in played:
        table = stored[p.table]
        assert table is not None and table.status == "open"
        for step, text in p.acknowledged.items():
            assert table.actions[step] == text, (p.table, step)
        state = load(table.game).new_state(seed=table.seed, players=table.players,
                                           **table.options)
        assert 0 <= table.digest_step <= len(table.actions)
        for text in table.actions[:table.digest_step]:
            state.apply_text(text)
        assert state_digest(state) == table.digest  # the stored checkpoint

    again = LiveServer(database, tmp_path / "second.log")
    try:
        for created in tables:
            table = stored[created["table"]]
            assert table is not None
            state = load(table.game).new_state(seed=table.seed, players=table.players,
                                               **table.options)
            for text in table.actions:
                state.apply_text(text)
            for seat, token in tokens(created).items():
                frame = again.get(f"/api/tables/{created['table']}", token=token)
                if any(s.spec != "human" for s in table.seats):
                    assert frame["step"] >= len(table.actions)  # its bot may have moved on
                    continue
                assert frame["step"] == len(table.actions)
                assert frame["observation"] == json.loads(json.dumps(state.observation(seat)))
        rest = run(play_on(again, tables))
        for created, before, after in zip(tables, played, rest, strict=True):
            assert after.finished and only_rate_limited(before) and only_rate_limited(after)
            record = GameRecord.from_json(again.get(f"/api/records/{created['table']}"))
            assert state_digest(replay(record)) == record.digest
            for step, text in (before.acknowledged | after.acknowledged).items():
                assert record.actions[step] == text
    finally:
        again.stop()
