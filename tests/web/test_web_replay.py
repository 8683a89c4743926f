"""The replay viewer in the page: a finished game (two bots) opened from its table's
replay link shows the game's drawn board from the spectators' observation at every
step, read-only, steps forward and back by button and by keyboard (also into frames of
a later page, fetched when shown), and switches between English and Czech."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from browser_support import WAIT_MS, Page, Server, is_over, wait_for_frame

from cardtable.kernel import load
from cardtable.server.ui_messages import CS, EN

SMALL: dict[str, dict[str, Any]] = {
    "clash_of_decks": {"mode": "duel", "format": "prepared"},
    "hexy": {"map": "hex_r3"},
}
"""Options that keep a game short where the game offers them."""

DRAWN: dict[str, tuple[str, int]] = {
    "magic_tower": (".bar.tower", 2),
    "clash_of_decks": (".cd-row", 2),
    "science_duel": (".slots", 2),
    "hecatomb": (".dooms", 2),
    "hexy": ("svg.hexmap g.hex", 37),
}
"""Per game: an element of its drawn board (as at a table) and how many a two-player
game shows."""


def wait_for_step(page: Page, step: int, lang: str) -> None:
    page.wait_for_function(
        "([step, lang]) => { const root = document.getElementById('replay');"
        " return root && root.dataset.step === String(step) && root.dataset.lang === lang"
        " && root.dataset.loading === 'false' && document.documentElement.lang === lang"
        " && document.querySelector('#board .drawn') !== null; }",
        arg=[step, lang], timeout=WAIT_MS)


def where(page: Page) -> str:
    return page.inner_text("#replay-where")


def tile_names(page: Page) -> set[str]:
    """The names on the board's card tiles, without a leading place label ("2." or "3")."""
    texts = page.locator("#board .tile-name").all_inner_texts()
    return {re.sub(r"^\d+\.? ", "", text.strip()) for text in texts}


def check_board(page: Page, game: str) -> None:
    selector, count = DRAWN[game]
    assert page.locator(f"#board {selector}").count() == count, selector
    # nothing to act on in a replay
    assert page.locator("#board .playable, #board [role=button]").count() == 0
    assert page.locator("#actions").count() == 0


@pytest.mark.parametrize("game", list(DRAWN))
def test_the_replay_draws_the_board_and_steps_both_ways(server: Server, browser: Any,
                                                         artifacts: Path, game: str) -> None:
    created = server.new_table(game, ["random", "random"], seed=3, options=SMALL.get(game, {}))
    table = created["table"]
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{server.base}/tables/{table}?lang=en")
    wait_for_frame(page)
    page.wait_for_function("() => document.getElementById('table').dataset.terminal "
                           "=== 'true'", timeout=WAIT_MS)
    assert is_over(page)
    page.click("#replay-link")
    wait_for_step(page, 0, "en")
    first = server.http.get(f"/api/records/{table}/frames", params={"log": "true"}).json()
    last = first["total"] - 1
    assert last > 0
    assert where(page).endswith(EN["replay_start"])
    check_board(page, game)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    wait_for_step(page, 2, "en")
    assert where(page).endswith(f"Step 2 of {last}")
    page.click("#forward")
    wait_for_step(page, 3, "en")
    page.click("#back")
    page.keyboard.press("ArrowLeft")
    wait_for_step(page, 1, "en")
    assert where(page).endswith(f"Step 1 of {last}")
    check_board(page, game)
    # the text board folded under the drawn one is the game's rendering of that step
    page.click("#text-board summary")
    assert page.inner_text("#text-board pre") == first["frames"][1]["board"]
    # the end lies on a later page for most games: fetched when shown
    page.keyboard.press("End")
    wait_for_step(page, last, "en")
    assert page.locator("#result").count() == 1
    check_board(page, game)
    logged = page.locator("#replay-events ol.log li").all_inner_texts()
    assert logged == [text.strip() for step in first["log"][:last] for text in step]
    names = tile_names(page)
    ids = set(load(game).card_ids())
    assert not names & ids, "a card id on the screen"
    end = server.http.get(f"/api/records/{table}/frames",
                          params={"start": last, "count": 1}).json()
    assert names & {entry["name"] for entry in end["catalog"].values()}
    page.screenshot(path=str(artifacts / "replay-end-en.png"), full_page=True)
    page.click("#back")
    wait_for_step(page, last - 1, "en")
    mid = last // 2
    page.keyboard.press("Home")
    wait_for_step(page, 0, "en")
    for _ in range(mid):
        page.keyboard.press("ArrowRight")
    wait_for_step(page, mid, "en")
    page.click("#lang")
    wait_for_step(page, mid, "cs")
    assert page.inner_text("#board h2") == CS["board"]
    assert where(page).endswith(CS["replay_step"].format(n=mid, total=last)) or mid == 0
    check_board(page, game)
    cs_names = tile_names(page)
    cs_page = server.http.get(f"/api/records/{table}/frames",
                              params={"start": mid, "count": 1, "lang": "cs"}).json()
    assert not cs_page["catalog"] or cs_names & {entry["name"] for entry in
                                                 cs_page["catalog"].values()}
    assert not cs_names & ids
    assert not re.search(r"\bStep \d+ of\b", page.inner_text("#replay-controls"))
    page.screenshot(path=str(artifacts / "replay-mid-cs.png"), full_page=True)
    page.keyboard.press("Home")
    wait_for_step(page, 0, "cs")
    assert where(page).endswith(CS["replay_start"])
    assert errors == []
    page.close()
