"""A finished game's public frames for the replay viewer (``GET /api/records/{id}/frames``):
one per step in pages, each with the spectators' observation of that step, the board text,
the face-up cards by id and the public event texts; the page's catalog names the cards of
those observations. No frame, page or catalog holds a card id that only a seat's own
observation showed at that step."""

from __future__ import annotations

from typing import Any

import pytest
from server_support import TestClient, new_table, play_seat, token_of

from cardtable.kernel import GameRecord, State, load
from cardtable.kernel.record import replay
from cardtable.server.replays import MAX_FRAMES
from cardtable.server.view import board_text, placed_cards
from json_walk import strings


def finished(client: TestClient, game: str, seed: int) -> tuple[str, GameRecord]:
    created = new_table(client, game, ["human", "random"], seed=seed)
    table = created["table"]
    play_seat(client, table, token_of(created, 0), seed=seed)
    return table, GameRecord.from_json(client.get(f"/api/records/{table}").json())


def states_of(record: GameRecord) -> list[State]:
    """The state after the deal and after each action of the record."""
    states = [record.start()]
    replay(record, lambda state, _action: states.append(state.clone()))
    return states


def pages(client: TestClient, table: str, count: int, **params: Any) -> list[dict[str, Any]]:
    """Every page of the table's frames, ``count`` frames at a time."""
    out: list[dict[str, Any]] = []
    start = 0
    while True:
        page = client.get(f"/api/records/{table}/frames",
                          params={"start": start, "count": count, **params})
        assert page.status_code == 200, page.text
        out.append(page.json())
        start += count
        if start >= out[-1]["total"]:
            return out


@pytest.mark.parametrize("game", ["hecatomb", "science_duel", "magic_tower"])
def test_the_frames_hold_the_public_observation_and_no_hidden_card(client: TestClient,
                                                                   game: str) -> None:
    table, record = finished(client, game, seed=4)
    states = states_of(record)
    known = set(load(game).card_ids())
    hidden_seen = 0
    for page in pages(client, table, count=7):
        assert page["start"] % 7 == 0 and len(page["frames"]) <= 7
        page_public: set[str] = set()
        for frame in page["frames"]:
            state = states[frame["step"]]
            public = state.observation(None)
            assert frame["observation"] == public
            public_ids = set(strings(public)) & known
            page_public |= public_ids
            hidden: set[str] = set()
            for seat in range(record.players):
                hidden |= (set(strings(state.observation(seat))) & known) - public_ids
            hidden_seen += len(hidden)
            assert not hidden & set(strings(frame)), frame["step"]
            assert {card["card"] for card in frame["cards"]} <= public_ids
        # the catalog names the cards of the page's public observations, and no other
        assert set(page["catalog"]) == page_public
        assert not set(strings(page)) & (known - page_public)
    assert hidden_seen > 0, "no seat ever held a card the spectators could not see"


def test_the_pages_cover_every_step_once_with_its_events(client: TestClient) -> None:
    table, record = finished(client, "magic_tower", seed=9)
    states = states_of(record)
    first = client.get(f"/api/records/{table}/frames",
                       params={"lang": "cs", "log": "true", "count": 5}).json()
    total = len(record.actions) + 1
    assert first["total"] == total and first["start"] == 0
    assert first["seats"][1]["kind"] == "bot" and first["seats"][0]["kind"] == "human"
    assert {"catalog", "words", "terms", "map"} <= set(first)
    assert first["words"]["dragons"] == "draci" and first["map"] is None
    log = first["log"]
    assert len(log) == total
    public = client.get(f"/api/tables/{table}", params={"lang": "cs"}).json()
    assert [text for step in log for text in step] == public["events"]["texts"]
    frames = [frame for page in pages(client, table, count=6, lang="cs")
              for frame in page["frames"]]
    assert [frame["step"] for frame in frames] == list(range(total))
    assert [frame["events"] for frame in frames] == log
    assert frames[-1]["terminal"] is True and frames[-1]["returns"] == record.result
    game = load("magic_tower")
    for frame in frames:
        observation = states[frame["step"]].observation(None)
        assert frame["board"] == board_text(game, observation, "cs")
        assert frame["cards"] == placed_cards(game, observation)
    assert frames[-1]["board"] == board_text(game, public["observation"], "cs")
    # a page past the end is empty; a page is never longer than the limit
    late = client.get(f"/api/records/{table}/frames", params={"start": total}).json()
    assert late["frames"] == [] and late["log"] is None
    assert client.get(f"/api/records/{table}/frames",
                      params={"count": MAX_FRAMES + 1}).status_code == 422
    assert client.get("/api/records/nothing/frames").status_code == 404
