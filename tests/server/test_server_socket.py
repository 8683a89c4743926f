"""The table socket: refusals that change nothing, old and repeated steps, the rate
limit, message bounds, chat, connection status, bots thinking off the loop, rematch."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from postgres_support import BACKENDS
from server_support import (
    GatedPool,
    MakeApp,
    TestClient,
    is_frame,
    manager_of,
    new_table,
    play_seat,
    receive_until,
    refused,
    token_of,
)

from cardtable.kernel import load
from cardtable.server.limits import Limits

Socket = Any


def two_humans(client: TestClient, seed: int = 5) -> tuple[str, list[str], int]:
    """A toy table of two humans: its id, the tokens and the seat that decides first."""
    created = new_table(client, "toy", ["human", "human"], seed=seed)
    first = load("toy").new_state(seed=seed, players=2).current_player()
    assert first is not None
    return created["table"], [token_of(created, 0), token_of(created, 1)], first


def connect(client: TestClient, table: str, token: str | None = None, lang: str = "en"
            ) -> Any:
    query = f"?lang={lang}" + ("" if token is None else f"&token={token}")
    return client.websocket_connect(f"/ws/tables/{table}{query}")


@BACKENDS
def test_a_refused_action_leaves_the_table_unchanged(client: TestClient) -> None:
    table, tokens, first = two_humans(client)
    manager = manager_of(client)
    digest = manager.digest(table)
    with connect(client, table, tokens[first], "cs") as ws, \
            connect(client, table, tokens[1 - first]) as other:
        frame = receive_until(ws, is_frame)
        legal = frame["legal"][0]["action"]
        ws.send_json({"action": "bogus", "step": 0})
        answer = receive_until(ws, refused)
        assert answer["code"] == "kernel.unknown_kind"
        assert answer["reason"].startswith("neznámá akce 'bogus'")
        ws.send_json({"action": "play hand=9", "step": 0})
        assert receive_until(ws, refused)["code"] != ""
        ws.send_json({"action": "=!=", "step": 0})
        assert receive_until(ws, refused) == {
            "type": "refused", "code": "server.not_an_action",
            "reason": "'=!=' nelze přečíst jako tah"}
        other.send_json({"action": legal, "step": 0})
        wrong_seat = receive_until(other, refused)
        assert wrong_seat["code"] == "kernel.wrong_seat"
        assert wrong_seat["reason"] == (f"it is seat {first}'s decision, not seat "
                                        f"{1 - first}'s")
    assert manager.digest(table) == digest
    frame = client.get(f"/api/tables/{table}").json()
    assert frame["step"] == 0
    assert client.get(f"/api/records/{table}").status_code == 404


@BACKENDS
def test_an_old_or_repeated_step_is_refused(client: TestClient) -> None:
    table, tokens, first = two_humans(client)
    manager = manager_of(client)
    with connect(client, table, tokens[first]) as ws:
        action = receive_until(ws, is_frame)["legal"][0]["action"]
        ws.send_json({"action": action, "step": 0})
        assert receive_until(ws, lambda m: is_frame(m) and m["step"] == 1)
        digest = manager.digest(table)
        ws.send_json({"action": action, "step": 0})
        repeated = receive_until(ws, refused)
        assert repeated["code"] == "server.stale_step"
        assert repeated["reason"] == ("that action was meant for step 0, but the table is "
                                      "at step 1; an old or repeated action is refused")
        ws.send_json({"action": action, "step": 7})
        assert receive_until(ws, refused)["code"] == "server.stale_step"
    assert manager.digest(table) == digest


def test_each_connection_has_a_rate_limit(make_app: MakeApp) -> None:
    now = [100.0]
    app = make_app(limits=Limits(burst=3, per_second=1.0), clock=lambda: now[0])
    with TestClient(app) as client:
        table, tokens, _ = two_humans(client)
        with connect(client, table, tokens[0]) as ws:
            receive_until(ws, is_frame)
            for n in range(4):
                ws.send_json({"chat": f"line {n}"})
            limited = receive_until(ws, refused)
            assert limited["code"] == "server.rate_limited"
            assert limited["reason"] == ("too many messages: at most 1 a second; this one "
                                         "was dropped")
            now[0] += 1.0
            ws.send_json({"chat": "after a second"})
            ws.send_json({"chat": "too soon"})
            assert receive_until(ws, refused)["code"] == "server.rate_limited"
        chat = client.get(f"/api/tables/{table}").json()["chat"]
        assert [line["text"] for line in chat] == ["line 0", "line 1", "line 2",
                                                   "after a second"]


@pytest.mark.parametrize(("sent", "code"), [
    ("x" * 5000, "server.too_large"),
    ("{not json", "server.bad_message"),
    ('{"action": "draw", "step": "0"}', "server.bad_message"),
    ('{"action": "draw", "step": true}', "server.bad_message"),
    ('{"action": "draw", "step": 0, "seat": 1}', "server.bad_message"),
    ('{"chat": ["a"]}', "server.bad_message"),
    ("[1, 2]", "server.bad_message"),
    ('{"action": "' + "a" * 600 + '", "step": 0}', "server.too_large"),
])
def test_a_malformed_message_is_refused(client: TestClient, sent: str, code: str) -> None:
    table, tokens, first = two_humans(client)
    with connect(client, table, tokens[first]) as ws:
        receive_until(ws, is_frame)
        ws.send_text(sent)
        assert receive_until(ws, refused)["code"] == code
        ws.send_bytes(b"\x00\x01")
        assert receive_until(ws, refused)["code"] == "server.binary_message"
    assert client.get(f"/api/tables/{table}").json()["step"] == 0


@BACKENDS
def test_chat_is_cleaned_escaped_and_bounded(client: TestClient) -> None:
    created = new_table(client, "toy", ["human:name=<i>Eva</i>", "human"], seed=5)
    table = created["table"]
    with connect(client, table) as watcher, connect(client, table, token_of(created, 0)) as ws:
        receive_until(ws, is_frame)
        ws.send_json({"chat": "<b>hi</b> & \x1b[31mbye\n"})
        seen = receive_until(watcher, lambda m: is_frame(m) and bool(m["chat"]))
        assert seen["chat"] == [{"seat": 0, "text": "&lt;b&gt;hi&lt;/b&gt; &amp; [31mbye"}]
        assert seen["seats"][0]["name"] == "&lt;i&gt;Eva&lt;/i&gt;"
        ws.send_json({"chat": "y" * 301})
        assert receive_until(ws, refused)["reason"] == (
            "a chat message may have at most 300 characters")
        ws.send_json({"chat": " \n\t"})
        assert receive_until(ws, refused)["code"] == "server.chat_empty"
        watcher.send_json({"chat": "a spectator writes"})
        assert receive_until(watcher, refused)["code"] == "server.spectator_cannot_act"
        watcher.send_json({"action": "draw", "step": 0})
        assert receive_until(watcher, refused)["code"] == "server.spectator_cannot_act"
    assert len(client.get(f"/api/tables/{table}").json()["chat"]) == 1


def test_a_refused_connection_is_told_why_and_closed(client: TestClient) -> None:
    table, _, _ = two_humans(client)
    closed = new_table(client, "toy", ["human", "human"], visibility="closed")["table"]
    for url, code in ((f"/ws/tables/{table}?token=wrong", "server.bad_token"),
                      ("/ws/tables/missing", "server.unknown_table"),
                      (f"/ws/tables/{closed}", "server.spectators_closed"),
                      (f"/ws/tables/{table}?lang=xx", "server.bad_lang")):
        with client.websocket_connect(url) as ws:
            assert ws.receive_json()["code"] == code
            ws.close()


def test_every_frame_says_which_seats_are_connected(client: TestClient) -> None:
    table, tokens, _ = two_humans(client)
    with connect(client, table) as watcher:
        first = receive_until(watcher, is_frame)
        assert [s["connected"] for s in first["seats"]] == [False, False]
        assert first["spectators"] == 1
        with connect(client, table, tokens[1]) as ws:
            receive_until(ws, is_frame)
            receive_until(watcher, lambda m: m["seats"][1]["connected"])
        gone = receive_until(watcher, lambda m: not m["seats"][1]["connected"])
        assert gone["seats"][0]["connected"] is False


@pytest.fixture
def gated(db_url: str) -> Iterator[tuple[TestClient, GatedPool]]:
    from cardtable.server.app import create_app

    gated_pool = GatedPool()
    app = create_app(db_url, limits=Limits(burst=10**6, per_second=1e6), bots=gated_pool)
    with TestClient(app) as client:
        yield client, gated_pool
    gated_pool.close()


def test_while_a_bot_thinks_frames_say_so_and_other_tables_go_on(
        gated: tuple[TestClient, GatedPool]) -> None:
    client, gated_pool = gated
    created = new_table(client, "toy", ["human", "greedy"], seed=5)
    table = created["table"]
    state = load("toy").new_state(seed=5, players=2)
    with connect(client, table, token_of(created, 0)) as ws:
        if state.current_player() == 0:
            frame = receive_until(ws, lambda m: is_frame(m) and bool(m["legal"]))
            ws.send_json({"action": frame["legal"][0]["action"], "step": frame["step"]})
        thinking = receive_until(ws, lambda m: is_frame(m) and m["thinking"] == 1)
        assert thinking["legal"] == [] and thinking["current_player"] == 1
        # the bot is still thinking: the loop serves other tables meanwhile
        other, tokens, first = two_humans(client, seed=6)
        with connect(client, other, tokens[first]) as elsewhere:
            move = receive_until(elsewhere, is_frame)["legal"][0]["action"]
            elsewhere.send_json({"action": move, "step": 0})
            receive_until(elsewhere, lambda m: is_frame(m) and m["step"] == 1)
        assert client.get(f"/api/tables/{table}").json()["thinking"] == 1
        gated_pool.open()
        receive_until(ws, lambda m: is_frame(m) and m["step"] > thinking["step"])


def test_a_tiny_ismcts_bot_plays_a_whole_game(client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "ismcts:iterations=5"], seed=2)
    frames = play_seat(client, created["table"], token_of(created, 0), seed=3)
    assert frames[-1]["terminal"]
    assert client.get(f"/api/records/{created['table']}").json()["seats"] == [
        "human", "ismcts:iterations=5"]


@BACKENDS
def test_a_rematch_swaps_the_seats(client: TestClient) -> None:
    created = new_table(client, "toy", ["human:name=Eva", "greedy"], seed=4,
                        visibility="unlisted", options={"turns": 6})
    table = created["table"]
    token = token_of(created, 0)
    early = client.post(f"/api/tables/{table}/rematch", params={"token": token})
    assert early.status_code == 409 and early.json()["error"] == "server.not_finished"
    play_seat(client, table, token, seed=1)
    spectator = client.post(f"/api/tables/{table}/rematch")
    assert spectator.status_code == 403
    rematch = client.post(f"/api/tables/{table}/rematch", headers={"X-Seat-Token": token})
    assert rematch.status_code == 201
    new = rematch.json()
    assert new["seat"] == 1 and new["join"].endswith(f"/tables/{new['table']}?token={token}")
    again = client.post(f"/api/tables/{table}/rematch", params={"token": token}).json()
    assert again["table"] == new["table"]
    frame = client.get(f"/api/tables/{new['table']}", params={"token": token}).json()
    assert frame["seat"] == 1 and frame["visibility"] == "unlisted"
    assert [(s["kind"], s["name"]) for s in frame["seats"]] == [("bot", None),
                                                                ("human", "Eva")]
    old = client.get(f"/api/tables/{table}", params={"token": token}).json()
    assert old["rematch"] == {"table": new["table"], "seat": 1}
    assert client.get(f"/api/tables/{table}").json()["rematch"] == {"table": new["table"],
                                                                   "seat": None}
    finished = play_seat(client, new["table"], token, seed=2)
    record = client.get(f"/api/records/{new['table']}").json()
    assert finished[-1]["terminal"] and record["options"] == {"turns": 6}
    assert record["seats"] == ["greedy", "human:name=Eva"]
