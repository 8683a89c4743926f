"""Every game played to its end through the page: seat 0 is the browser, which clicks
the actions (and now and then a card) the page shows; seat 1 a random bot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browser_support import Server, play_to_the_end

from cardtable.kernel import game_ids

SMALL: dict[str, dict[str, Any]] = {
    "clash_of_decks": {"mode": "duel", "format": "prepared"},
    "hexy": {"map": "hex_r3"},
}
"""Options that keep a game short where the game offers them."""


@pytest.mark.parametrize("game", game_ids(include_registered=False))
def test_a_whole_game_against_a_bot_through_the_page(server: Server, browser: Any,
                                                     artifacts: Path, game: str) -> None:
    created = server.new_table(game, ["human:name=Eva", "random"], seed=5,
                               options=SMALL.get(game, {}))
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.join(created, 0))
    decisions = play_to_the_end(page, seed=11, shots=artifacts)
    assert decisions > 0
    assert page.get_attribute("#table", "data-seat") == "0"
    turn = page.inner_text("#turn")
    assert turn.startswith("The game is over.")
    assert any(end in turn for end in ("wins.", "draw", "Shared win", "Nobody wins"))
    # the page's log is the seat's log, and the finished table offers its replay
    frame = server.http.get(f"/api/tables/{created['table']}",
                            params={"token": created["seats"][0]["token"]}).json()
    assert frame["terminal"] is True
    assert page.locator("#log li").count() == frame["events"]["total"]
    assert page.locator("#replay-link").count() == 1
    page.close()
