"""Every game, played to its end over the socket by a human seat against a greedy bot.

For each id of ``game_ids()`` one seeded game is played, on a SQLite file and on
PostgreSQL: seat 0 is a human whose
test picks each action from the legal list its frame offers, seat 1 a greedy bot
thinking in the worker pool. Then:

- the game ended and its stored record (``GET /api/records/{id}``) replays to the
  digest the record names, which is the digest of the table's final state;
- no frame sent to seat 0 holds anything of another seat's hidden zones: replaying
  the record step by step, each frame's observation equals ``observation(0)`` built
  by the kernel exactly, its event texts extend to exactly ``events_for(0)``'s texts,
  its legal list is the kernel's (empty when seat 0 does not decide), and a frame
  has no field but the documented ones.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from postgres_support import ThrowawayPostgres
from server_support import Frame, TestClient, new_table, play_seat, token_of

from cardtable.kernel import GameRecord, game_ids, load, replay, state_digest
from cardtable.server.app import create_app
from cardtable.server.bots import BotPool
from cardtable.server.limits import Limits

FRAME_FIELDS = {"type", "table", "game", "game_name", "lang", "seat", "step", "current_player",
                "terminal", "returns", "status", "visibility", "observation", "events", "legal",
                "thinking", "seats", "spectators", "chat", "rematch"}

SEEDS = {"hexy": 2}
"""Seeds whose games stay short under random human choices (hexy runs to hundreds of
steps on others); every other game uses seed 1."""
BOT = {"hexy": "greedy:samples=1"}
"""The greedy bot with one determinization where a game's branching makes four slow."""


class Played:
    """A finished game over the socket: the frames seat 0 got, the record, the app's
    digest of the final state."""

    def __init__(self, frames: list[Frame], record: dict[str, Any], digest: str) -> None:
        self.frames = frames
        self.record = record
        self.digest = digest


@pytest.fixture(scope="module", params=[(game, backend) for backend in ("sqlite", "postgres")
                                        for game in game_ids()],
                ids=lambda param: "-".join(param))
def played(request: pytest.FixtureRequest, pool: BotPool,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    game_id, backend = request.param
    if backend == "postgres":
        cluster: ThrowawayPostgres = request.getfixturevalue("postgres")
        url = cluster.database()
    else:
        path: Path = tmp_path_factory.mktemp(game_id) / "tables.db"
        url = f"sqlite:///{path}"
    app = create_app(url, limits=Limits(burst=10**6, per_second=1e6), bots=pool)
    with TestClient(app) as client:
        created = new_table(client, game_id, ["human", BOT.get(game_id, "greedy")],
                            seed=SEEDS.get(game_id, 1), players=2)
        table = created["table"]
        frames = play_seat(client, table, token_of(created, 0), seed=7)
        record = client.get(f"/api/records/{table}")
        assert record.status_code == 200, record.text
        yield Played(frames, record.json(), app.state.manager.digest(table))


def test_a_human_seat_plays_every_game_to_its_end_against_greedy(played: Played) -> None:
    last = played.frames[-1]
    assert last["terminal"] and last["status"] == "finished"
    assert last["legal"] == [] and last["thinking"] is None
    record = GameRecord.from_json(played.record)
    assert record.seats == ["human", played.record["seats"][1]]
    assert record.result == last["returns"]
    final = replay(record)
    assert state_digest(final) == record.digest == played.digest
    assert final.observation(0) == json.loads(json.dumps(last["observation"]))


def test_no_frame_to_seat_0_shows_another_seats_hidden_zones(played: Played) -> None:
    record = GameRecord.from_json(played.record)
    state = load(record.game).new_state(seed=record.seed, players=record.players,
                                        **record.options)
    actions = iter(record.actions)
    log: list[str] = []
    for frame in played.frames:
        assert set(frame) == FRAME_FIELDS
        while state.steps < frame["step"]:
            state.apply_text(next(actions))
        assert frame["seat"] == 0
        assert frame["observation"] == json.loads(json.dumps(state.observation(0)))
        log = log[:frame["events"]["from"]] + frame["events"]["texts"]
        assert log == [event.text("en") for event in state.events_for(0)]
        assert frame["events"]["total"] == len(log)
        mine = state.current_player() == 0
        assert [entry["action"] for entry in frame["legal"]] == (
            [a.to_text() for a in state.legal_actions()] if mine else [])
    assert len(played.frames) > 2
