"""The browser client's routes: pages and static files, its texts, the setup questions,
a seat's board and cards, and who may read a finished game's frames (the frames
themselves: ``test_server_replay.py``)."""

from __future__ import annotations

import re
from pathlib import Path

from server_support import TestClient, new_table, play_seat, token_of

from cardtable.kernel import load
from cardtable.server.ui_messages import CS, EN
from cardtable.server.view import board_text, cards_in_view

STATIC = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "server" / "static"


def test_the_pages_and_their_files_are_served(client: TestClient) -> None:
    for path in ("/", "/tables/abc", "/replay/abc"):
        page = client.get(path)
        assert page.status_code == 200
        assert page.headers["content-type"].startswith("text/html")
        assert '<script type="module" src="/static/app.js">' in page.text
    for name in ("app.js", "core.js", "lobby.js", "table.js", "board.js", "replay.js",
                 "style.css"):
        assert client.get(f"/static/{name}").status_code == 200, name
    assert client.get("/static/nothing.js").status_code == 404


def test_the_client_loads_nothing_from_elsewhere() -> None:
    for path in STATIC.iterdir():
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", text), path.name
        assert "@import" not in text and "fonts.g" not in text, path.name


def test_every_text_of_the_client_is_in_both_languages(client: TestClient) -> None:
    english = client.get("/api/ui", params={"lang": "en"}).json()
    czech = client.get("/api/ui", params={"lang": "cs"}).json()
    assert english == EN and czech == CS
    assert set(english) == set(czech)
    assert all(text.strip() for text in [*english.values(), *czech.values()])
    # every key the scripts ask for exists (t("key") and t(`kind_${...}`)-style prefixes)
    used = set()
    for path in STATIC.glob("*.js"):
        used |= set(re.findall(r'\bt\("([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert used and used <= set(english), sorted(used - set(english))
    assert client.get("/api/ui", params={"lang": "de"}).json()["error"] == "server.bad_lang"


def test_the_setup_questions_offer_only_fitting_choices(client: TestClient) -> None:
    asked = client.post("/api/games/science_duel/setup", params={"lang": "cs"},
                        json={"players": 2, "answers": {"deck0": "fyzik"}}).json()
    options = [q["option"] for q in asked["questions"]]
    assert options == ["deck0", "deck1"]
    first = asked["questions"][0]
    assert first["choices"][first["chosen"]]["value"] == "fyzik"
    asked_first = load("science_duel").next_setup_question(2, {})
    assert asked_first is not None and first["text"] == asked_first.text("cs")
    # with one player Clash of Decks can only be played solo: duel is not offered
    solo = client.post("/api/games/clash_of_decks/setup", json={"players": 1}).json()
    modes = [q for q in solo["questions"] if q["option"] == "mode"]
    assert all([c["value"] for c in q["choices"]] == ["solo"] for q in modes)
    assert all(c["label"] for q in solo["questions"] for c in q["choices"])
    unknown = client.post("/api/games/nope/setup", json={})
    assert unknown.status_code == 404
    assert unknown.json()["error"] == "kernel.unknown_game"
    extra = client.post("/api/games/hexy/setup", json={"answers": {}, "x": 1})
    assert extra.status_code == 422


def test_a_seat_sees_its_hand_and_a_spectator_does_not(client: TestClient) -> None:
    created = new_table(client, "hecatomb", ["human", "human"], seed=4)
    table = created["table"]
    game = load("hecatomb")
    mine = client.get(f"/api/tables/{table}/view", params={"token": token_of(created, 0)}).json()
    public = client.get(f"/api/tables/{table}/view").json()
    state_frame = client.get(f"/api/tables/{table}", params={"token": token_of(created, 0)})
    observation = state_frame.json()["observation"]
    assert mine["board"] == board_text(game, observation, "en")
    assert mine["cards"] == cards_in_view(game, observation, "en")
    hand = [card for card in mine["cards"] if card["zone"] == "hand"]
    assert hand and all(card["owner"] == 0 and card["name"] and card["facts"] for card in hand)
    assert not [card for card in public["cards"] if card["zone"] == "hand"]
    bad = client.get(f"/api/tables/{table}/view", params={"token": "x" * 32})
    assert bad.status_code == 403


def test_a_closed_tables_frames_need_a_seats_token(client: TestClient) -> None:
    created = new_table(client, "magic_tower", ["human", "random"], seed=2,
                        visibility="closed")
    table = created["table"]
    play_seat(client, table, token_of(created, 0), seed=1)
    assert client.get(f"/api/records/{table}/frames").status_code == 403
    assert client.get(f"/api/records/{table}/frames",
                      params={"token": "y" * 32}).status_code == 403
    seen = client.get(f"/api/records/{table}/frames", params={"token": token_of(created, 0)})
    assert seen.status_code == 200
