"""The HTTP side: opening tables, frames with and without a token, listing, records,
and refusals as one catalogued line in the asked language."""

from __future__ import annotations

import json
from typing import Any

import pytest
from postgres_support import BACKENDS
from server_support import TestClient, new_table, play_seat, token_of

from cardtable.kernel import GameRecord, load, replay, state_digest


def kernel_state(game: str, seed: int, players: int = 2) -> Any:
    return load(game).new_state(seed=seed, players=players)


def plain(value: Any) -> Any:
    """``value`` as it comes back from JSON (tuples as lists)."""
    return json.loads(json.dumps(value))


@BACKENDS
def test_creating_a_table_gives_each_human_seat_a_token_and_a_join_link(
        client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "human:name=Eva", "greedy"], players=3)
    table = created["table"]
    seats = created["seats"]
    assert [s["kind"] for s in seats] == ["human", "human", "bot"]
    assert seats[1]["name"] == "Eva" and seats[2]["bot"] == "greedy"
    tokens = [token_of(created, 0), token_of(created, 1)]
    assert tokens[0] != tokens[1] and min(len(t) for t in tokens) >= 32
    assert seats[2]["token"] is None and seats[2]["join"] is None
    assert seats[0]["join"].endswith(f"/tables/{table}?token={tokens[0]}")
    assert created["spectate"].endswith(f"/tables/{table}")
    assert created["socket"] == f"/ws/tables/{table}"


def test_missing_seats_are_greedy_bots_and_the_player_count_follows_the_seats(
        client: TestClient) -> None:
    one = new_table(client, "toy", ["human"])
    assert [s["kind"] for s in one["seats"]] == ["human", "bot"]
    three = new_table(client, "toy", ["human", "random", "human"])
    assert len(three["seats"]) == 3 and three["seats"][1]["bot"] == "random"


def test_a_seat_gets_its_own_view_and_a_spectator_the_public_view(client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "human"], seed=5)
    table = created["table"]
    state = kernel_state("toy", 5)
    mine = client.get(f"/api/tables/{table}", headers={"X-Seat-Token": token_of(created, 0)})
    theirs = client.get(f"/api/tables/{table}", params={"token": token_of(created, 1)})
    public = client.get(f"/api/tables/{table}")
    assert mine.status_code == theirs.status_code == public.status_code == 200
    assert mine.json()["observation"] == plain(state.observation(0))
    assert theirs.json()["observation"] == plain(state.observation(1))
    assert public.json()["observation"] == plain(state.observation(None))
    assert public.json()["observation"] != mine.json()["observation"]
    assert public.json()["seat"] is None and public.json()["legal"] == []
    assert public.json()["events"]["texts"] == [e.text("en") for e in state.events_for(None)]
    deciding = state.current_player()
    frames = {0: mine.json(), 1: theirs.json()}
    assert [a["action"] for a in frames[deciding]["legal"]] == [
        a.to_text() for a in state.legal_actions()]
    assert all(entry["label"] for entry in frames[deciding]["legal"])
    assert frames[1 - deciding]["legal"] == []


def test_frames_speak_the_asked_language(client: TestClient) -> None:
    created = new_table(client, "hecatomb", ["human", "human"], seed=3)
    state = kernel_state("hecatomb", 3)
    seat = state.current_player()
    frame = client.get(f"/api/tables/{created['table']}",
                       params={"token": token_of(created, seat), "lang": "cs"}).json()
    assert frame["lang"] == "cs" and frame["game_name"] == load("hecatomb").name("cs")
    assert frame["events"]["texts"] == [e.text("cs") for e in state.events_for(seat)]
    view_labels = [entry["label"] for entry in frame["legal"]]
    from cardtable.kernel import PlayerView

    view = PlayerView(state, seat)
    assert view_labels == [load("hecatomb").action_label(view, a, "cs")
                           for a in view.legal_actions]


def test_since_sends_only_the_later_event_texts(client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "human"], seed=5)
    whole = client.get(f"/api/tables/{created['table']}").json()["events"]
    later = client.get(f"/api/tables/{created['table']}", params={"since": 1}).json()["events"]
    assert whole["from"] == 0 and later["from"] == 1
    assert later["texts"] == whole["texts"][1:] and later["total"] == whole["total"]


def test_a_bad_token_is_refused_and_changes_nothing(client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "human"])
    table = created["table"]
    before = client.get(f"/api/tables/{table}").json()
    token = token_of(created, 0)
    near = token[:-1] + ("y" if token.endswith("x") else "x")
    for params in ({"token": "not-a-token"}, {"token": near}):
        refused = client.get(f"/api/tables/{table}", params=params)
        assert refused.status_code == 403
        assert refused.json() == {"error": "server.bad_token",
                                  "reason": "this seat token opens no seat of this table"}
    czech = client.get(f"/api/tables/{table}", params={"token": "x", "lang": "cs"})
    assert czech.json()["reason"] == "tento klíč místa neotevírá žádné místo u tohoto stolu"
    assert client.get(f"/api/tables/{table}").json() == before


def test_unknown_table_and_unknown_language(client: TestClient) -> None:
    missing = client.get("/api/tables/nothing-here", params={"lang": "cs"})
    assert missing.status_code == 404
    assert missing.json() == {"error": "server.unknown_table",
                              "reason": "stůl 'nothing-here' neexistuje"}
    created = new_table(client, "toy", ["human", "human"])
    odd = client.get(f"/api/tables/{created['table']}", params={"lang": "de"})
    assert odd.status_code == 400 and odd.json()["error"] == "server.bad_lang"


def test_visibility_public_unlisted_closed(client: TestClient) -> None:
    public = new_table(client, "toy", ["human", "human"])
    unlisted = new_table(client, "toy", ["human", "human"], visibility="unlisted")
    closed = new_table(client, "toy", ["human", "human"], visibility="closed")
    listed = {t["table"] for t in client.get("/api/tables").json()}
    assert public["table"] in listed
    assert unlisted["table"] not in listed and closed["table"] not in listed
    assert client.get(f"/api/tables/{unlisted['table']}").status_code == 200
    assert closed["spectate"] is None
    refused = client.get(f"/api/tables/{closed['table']}")
    assert refused.status_code == 403 and refused.json()["error"] == "server.spectators_closed"
    seat = client.get(f"/api/tables/{closed['table']}", params={"token": token_of(closed, 1)})
    assert seat.status_code == 200 and seat.json()["seat"] == 1


@pytest.mark.parametrize(("body", "error", "reason"), [
    ({"game": "chess"}, "kernel.unknown_game", "neznámá hra 'chess'"),
    ({"game": "toy", "seats": ["human", "wizard"]}, "server.bad_seat",
     "místo 1 musí být člověk (human) nebo bot (random, greedy, ismcts), ne 'wizard'"),
    ({"game": "toy", "seats": ["human", "policy:file=/etc/hostname"]}, "server.bad_seat",
     "místo 1 musí být člověk (human) nebo bot (random, greedy, ismcts), ne "
     "'policy:file=/etc/hostname'"),
    ({"game": "toy", "seats": ["human", "greedy:samples=lots"]}, "server.bad_seat_bot",
     "místo 1: samples bota greedy musí být celé číslo od 1 do 1000, ne 'lots'"),
    ({"game": "toy", "seats": ["human", "ismcts:workers=2"]}, "server.bad_seat_workers",
     "místo 1: bot na tomto serveru přemýšlí ve workerech serveru"),
    ({"game": "toy", "players": 2, "seats": ["human"] * 3}, "server.too_many_seats",
     "zadaná místa: 3, ale hra je pro 2 hráče"),
    ({"game": "toy", "seats": ["human:name=Eva", "human:name=eva"]}, "server.seat_name_twice",
     "dvě místa se jmenují 'eva'"),
    ({"game": "toy", "seats": ["human:name=" + "x" * 30]}, "server.bad_seat_name",
     "jméno místa 0 musí mít 1 až 24 tisknutelných znaků"),
    ({"game": "toy", "colour": "red"}, "server.bad_request",
     "požadavek není platný: colour: takové pole tento požadavek nemá"),
    ({"game": "toy", "visibility": "secret"}, "server.bad_request",
     "požadavek není platný: visibility: musí být jedno z: 'public', 'unlisted' or 'closed'"),
    ({"game": "toy", "players": "two"}, "server.bad_request",
     "požadavek není platný: players: musí být celé číslo"),
    ({"seats": ["human"]}, "server.bad_request", "požadavek není platný: game: chybí"),
    ({"game": "toy", "options": {"turns": "many"}}, "server.bad_options", "toy: option"),
])
def test_a_bad_new_table_is_one_catalogued_line(client: TestClient, body: dict[str, Any],
                                                error: str, reason: str) -> None:
    before = client.get("/api/tables").json()
    response = client.post("/api/tables", json=body, params={"lang": "cs"})
    assert 400 <= response.status_code < 500
    assert response.json()["error"] == error
    assert response.json()["reason"].startswith(reason)
    assert set(response.json()) == {"error", "reason"}
    assert client.get("/api/tables").json() == before


def test_a_body_that_is_not_json_or_too_large_is_refused(client: TestClient) -> None:
    broken = client.post("/api/tables", content=b"{", headers={"content-type":
                                                               "application/json"})
    assert broken.status_code == 422 and broken.json()["error"] == "server.body_not_json"
    huge = client.post("/api/tables", content=b" " * 100_000,
                       headers={"content-type": "application/json"})
    assert huge.status_code == 413 and huge.json()["error"] == "server.too_large"


def test_games_are_listed_with_names(client: TestClient) -> None:
    listed = {g["id"]: g for g in client.get("/api/games", params={"lang": "cs"}).json()}
    assert listed["magic_tower"]["name"] == load("magic_tower").name("cs")
    assert listed["toy"]["min_players"] == 2


@BACKENDS
def test_finished_games_have_records_that_replay(client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "greedy"], seed=4)
    table = created["table"]
    assert client.get(f"/api/records/{table}").status_code == 404  # not finished yet
    play_seat(client, table, token_of(created, 0), seed=1)
    listed = client.get("/api/records").json()
    assert [r["table"] for r in listed] == [table]
    assert listed[0]["seats"] == ["human", "greedy"] and listed[0]["game"] == "toy"
    record = GameRecord.from_json(client.get(f"/api/records/{table}").json())
    assert state_digest(replay(record)) == record.digest
    assert record.result == listed[0]["result"]


def test_a_closed_tables_record_needs_a_seat_token(client: TestClient) -> None:
    created = new_table(client, "toy", ["human", "greedy"], seed=4, visibility="closed")
    table = created["table"]
    play_seat(client, table, token_of(created, 0), seed=1)
    assert client.get("/api/records").json() == []
    assert client.get(f"/api/records/{table}").status_code == 403
    mine = client.get(f"/api/records/{table}", params={"token": token_of(created, 0)})
    assert mine.status_code == 200 and mine.json()["game"] == "toy"


def test_the_openapi_page_documents_the_routes(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/tables", "/api/tables/{table_id}", "/api/tables/{table_id}/rematch",
            "/api/records", "/api/records/{table_id}", "/api/games"} <= set(paths)
