"""A restart: a new app on the same database (a SQLite file, a PostgreSQL database)
rebuilds every unfinished table exactly (same digest, same frames), lets its bots go on,
keeps finished games' records, and closes a table that does not rebuild to its stored
digest instead of playing on."""

from __future__ import annotations

from typing import Any

from postgres_support import BACKENDS
from server_support import (
    Frame,
    GatedPool,
    MakeApp,
    TestClient,
    new_table,
    play_seat,
    token_of,
)
from sqlalchemy import create_engine, text

from cardtable.kernel import GameRecord, load, replay, state_digest
from cardtable.server.app import create_app
from cardtable.server.checkpoint import CHECKPOINT
from cardtable.server.limits import Limits
from cardtable.server.store import Store

pytestmark = BACKENDS


def seat_frame(client: TestClient, table: str, token: str) -> Frame:
    response = client.get(f"/api/tables/{table}", params={"token": token})
    assert response.status_code == 200, response.text
    frame: Frame = response.json()
    return frame


def comparable(frame: Frame) -> dict[str, Any]:
    """A frame without what belongs to the connection rather than the table."""
    return {key: value for key, value in frame.items() if key not in ("seats", "spectators")}


def test_a_restart_rebuilds_an_unfinished_table_exactly(make_app: MakeApp) -> None:
    first = make_app()
    with TestClient(first) as client:
        created = new_table(client, "hecatomb", ["human", "greedy"], seed=3)
        table, token = created["table"], token_of(created, 0)
        client.post("/api/tables", json={"game": "toy", "seats": ["human"]})
        frames = play_seat(client, table, token, seed=5,
                           stop=lambda f: bool(f["legal"]) and f["step"] >= 12)
        with client.websocket_connect(f"/ws/tables/{table}?token={token}") as ws:
            ws.send_json({"chat": "before the restart"})
            while not ws.receive_json().get("chat"):
                pass
        before = seat_frame(client, table, token)
        digest = first.state.manager.digest(table)
    assert before["step"] == frames[-1]["step"] >= 12 and before["legal"]

    second = make_app()
    assert second.state.manager.digest(table) == digest
    with TestClient(second) as client:
        after = seat_frame(client, table, token)
        assert comparable(after) == comparable(before)
        assert after["chat"][-1]["text"] == "before the restart"
        rest = play_seat(client, table, token, seed=6)
        record = GameRecord.from_json(client.get(f"/api/records/{table}").json())
    assert rest[-1]["terminal"]
    assert state_digest(replay(record)) == record.digest
    assert len(record.actions) > before["step"]


def test_a_bot_whose_turn_it_was_plays_on_after_a_restart(
        make_app: MakeApp, db_url: str) -> None:
    gated = GatedPool()
    first = create_app(db_url, limits=Limits(burst=10**6, per_second=1e6), bots=gated)
    with TestClient(first) as client:
        created = new_table(client, "toy", ["human", "greedy"], seed=5)
        table, token = created["table"], token_of(created, 0)
        thinking = play_seat(client, table, token, seed=1,
                             stop=lambda f: f["thinking"] == 1)[-1]
        digest = first.state.manager.digest(table)
    gated.close()  # the app went down while its bot was still thinking
    second = make_app()
    assert second.state.manager.digest(table) == digest
    with TestClient(second) as client:
        frames = play_seat(client, table, token, seed=1,
                           stop=lambda f: f["step"] > thinking["step"])
        assert frames[-1]["step"] > thinking["step"]


def test_finished_games_keep_their_records_across_a_restart(make_app: MakeApp) -> None:
    with TestClient(make_app()) as client:
        created = new_table(client, "toy", ["human", "greedy"], seed=8)
        table, token = created["table"], token_of(created, 0)
        last = play_seat(client, table, token, seed=2)[-1]
        record = client.get(f"/api/records/{table}").json()
    with TestClient(make_app()) as client:
        assert client.get(f"/api/records/{table}").json() == record
        assert [r["table"] for r in client.get("/api/records").json()] == [table]
        again = seat_frame(client, table, token)
        assert again["terminal"] and again["observation"] == last["observation"]
        assert table not in {t["table"] for t in client.get("/api/tables").json()}


def test_a_table_that_does_not_rebuild_to_its_digest_is_closed(
        make_app: MakeApp, db_url: str) -> None:
    with TestClient(make_app()) as client:
        created = new_table(client, "toy", ["human", "human"], seed=8)
        table, token = created["table"], token_of(created, 0)
    engine = create_engine(db_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE tables SET digest = 'edited' WHERE id = :id"),
                           {"id": table})
    engine.dispose()
    with TestClient(make_app()) as client:
        refused = client.get(f"/api/tables/{table}", params={"token": token, "lang": "cs"})
        assert refused.status_code == 410
        assert refused.json()["error"] == "server.broken_table"
        with client.websocket_connect(f"/ws/tables/{table}?token={token}") as ws:
            assert ws.receive_json()["code"] == "server.broken_table"
    stored = Store(db_url).table(table, 10)
    assert stored is not None and stored.status == "broken"


def test_the_stored_checkpoint_is_the_digest_of_its_step_and_a_restart_checks_it(
        make_app: MakeApp, db_url: str) -> None:
    with TestClient(make_app()) as client:
        created = new_table(client, "hecatomb", ["human", "random"], seed=4)
        table = created["table"]
        steps = play_seat(client, table, token_of(created, 0), seed=1,
                          stop=lambda f: bool(f["legal"]) and f["step"] >= CHECKPOINT + 3
                          )[-1]["step"]
    store = Store(db_url)
    stored = store.table(table, 0)
    store.close()
    assert stored is not None and steps > CHECKPOINT
    assert stored.digest_step == steps - steps % CHECKPOINT
    state = load("hecatomb").new_state(seed=4, players=2)
    for action in stored.actions[:stored.digest_step]:
        state.apply_text(action)
    assert state_digest(state) == stored.digest
    engine = create_engine(db_url)
    with engine.begin() as connection:  # the checkpoint of another state: refused on start
        connection.execute(text("UPDATE tables SET digest_step = digest_step - 1 "
                                "WHERE id = :id"), {"id": table})
    engine.dispose()
    with TestClient(make_app()) as client:
        refused = client.get(f"/api/tables/{table}", params={"token": token_of(created, 0)})
        assert refused.json()["error"] == "server.broken_table"
