"""A table in browsers: two seats in two browser contexts, a spectator, a reload in
the middle of a game, chat, the cs/en switch and the lobby's form (the replay viewer:
``test_web_replay.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from browser_support import (
    Page,
    Server,
    step_of,
    take_turn,
    wait_for_change,
    wait_for_frame,
    wait_for_my_turn_or_end,
    wait_for_texts,
)

from cardtable.kernel import Rng
from cardtable.server.ui_messages import CS, EN

WAIT_MS = 60_000


def seat_rows(page: Page) -> list[str]:
    return [row.strip() for row in page.locator("#seats li").all_inner_texts()]


def choose_and_wait_for_the_form(page: Page, selector: str, label: str) -> None:
    """Choose ``label`` in the lobby's select ``selector`` and wait until the form is drawn
    again: the lobby asks the server for the setup questions, then replaces the whole form
    and focuses the select, so a field filled in meanwhile loses its text (Playwright's fill
    focuses the field, then types in a second step)."""
    old = page.locator(selector).element_handle()
    old.select_option(label=label)
    page.wait_for_function("(old) => !old.isConnected", arg=old, timeout=WAIT_MS)
    old.dispose()


def test_two_seats_and_a_spectator_share_one_table(server: Server, browser: Any,
                                                   artifacts: Path) -> None:
    created = server.new_table("magic_tower", ["human:name=Eva", "human:name=Adam"], seed=3)
    eva_context, adam_context, watch_context = (browser.new_context() for _ in range(3))
    eva, adam, watcher = (context.new_page() for context in
                          (eva_context, adam_context, watch_context))
    eva.goto(server.join(created, 0))
    adam.goto(server.join(created, 1))
    watcher.goto(f"{server.base}/tables/{created['table']}?lang=en")
    for page in (eva, adam, watcher):
        wait_for_frame(page)
    # everyone sees both seats online and one spectator
    for page in (eva, adam, watcher):
        page.wait_for_function("() => document.querySelectorAll('#seats li.online').length "
                               "== 2 && document.querySelector('#seats p').textContent "
                               "=== 'Spectators: 1'", timeout=WAIT_MS)
    assert "Eva — online" in seat_rows(watcher)[0]
    assert watcher.inner_text("#status").count("You are watching.") == 1
    assert watcher.locator("#chat form").count() == 0
    # the seats take turns, each in its own browser; the spectator follows
    rng = Rng(4)
    for _ in range(6):
        deciding = server.http.get(f"/api/tables/{created['table']}").json()["current_player"]
        mover = (eva, adam)[deciding]
        wait_for_my_turn_or_end(mover)
        step = step_of(mover)
        take_turn(mover, rng)
        for page in (eva, adam, watcher):
            wait_for_change(page, step)
    assert step_of(watcher) == step_of(eva) == step_of(adam) >= 6
    assert eva.locator("#actions button.action").count() == 0 or \
        adam.locator("#actions button.action").count() == 0
    assert watcher.locator("#actions button.action").count() == 0
    # chat: Eva writes, everyone reads it, escaped text shown as typed
    eva.fill("#chat-input", "good luck <b>&</b> have fun")
    eva.press("#chat-input", "Enter")
    for page in (eva, adam, watcher):
        page.wait_for_function("() => document.querySelector('#chat li')?.textContent === "
                               "'Eva: good luck <b>&</b> have fun'", timeout=WAIT_MS)
    eva.screenshot(path=str(artifacts / "eva.png"), full_page=True)
    watcher.screenshot(path=str(artifacts / "spectator.png"), full_page=True)
    # Adam leaves: the others see his seat go offline
    adam_context.close()
    for page in (eva, watcher):
        page.wait_for_function("() => document.querySelectorAll('#seats li.offline').length "
                               "== 1", timeout=WAIT_MS)
    assert "Adam — offline" in seat_rows(watcher)[1]
    eva_context.close()
    watch_context.close()


def test_a_reload_in_the_middle_of_a_game_keeps_the_seat(server: Server, browser: Any,
                                                         artifacts: Path) -> None:
    created = server.new_table("hecatomb", ["human", "random"], seed=8)
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.join(created, 0))
    rng = Rng(2)
    for _ in range(4):
        wait_for_my_turn_or_end(page)
        take_turn(page, rng)
    wait_for_my_turn_or_end(page)
    step, log = step_of(page), page.locator("#log li").all_inner_texts()
    page.reload()
    wait_for_frame(page)
    page.wait_for_selector("#conn.conn-open", timeout=WAIT_MS)
    assert page.get_attribute("#table", "data-seat") == "0"
    assert step_of(page) == step
    wait_for_texts(page, "#log li", log)
    assert page.locator("#log li").all_inner_texts() == log
    # the link without the token: this browser kept it, so the seat is still ours
    page.goto(f"{server.base}/tables/{created['table']}")
    wait_for_frame(page)
    assert page.get_attribute("#table", "data-seat") == "0"
    assert "token=" in page.url
    wait_for_my_turn_or_end(page)
    take_turn(page, rng)
    page.screenshot(path=str(artifacts / "after-reload.png"), full_page=True)
    assert step_of(page) > step
    context.close()


def test_the_language_switch_changes_every_text(server: Server, browser: Any,
                                                artifacts: Path) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{server.base}/?lang=en")
    page.wait_for_selector("#create h2")
    assert page.inner_text("#create h2") == EN["lobby_title"]
    assert page.inner_text("#lang") == EN["lang_switch"]
    # the lobby fully drawn first (its lists come last); a click while it still loads is
    # the next test's
    page.wait_for_selector("#records h2", timeout=WAIT_MS)
    page.click("#lang")
    page.wait_for_function("(title) => document.querySelector('#create h2')?.textContent "
                           "=== title", arg=CS["lobby_title"])
    assert page.inner_text("#create-button") == CS["create"]
    assert page.evaluate("document.documentElement.lang") == "cs"
    assert "lang=cs" in page.url
    page.screenshot(path=str(artifacts / "lobby-cs.png"), full_page=True)
    # a table opened afterwards speaks Czech (the choice is kept), and switches back
    created = server.new_table("hecatomb", ["human", "random"], seed=2)
    token = created["seats"][0]["token"]
    page.goto(f"{server.base}/tables/{created['table']}?token={token}")
    wait_for_my_turn_or_end(page)
    assert page.inner_text("#turn") == CS["turn_yours"]
    cs_frame = server.http.get(f"/api/tables/{created['table']}",
                               params={"token": token, "lang": "cs"}).json()
    wait_for_texts(page, "#log li", cs_frame["events"]["texts"])
    assert page.locator("#log li").all_inner_texts() == cs_frame["events"]["texts"]
    assert [b.strip() for b in page.locator("#actions button.action").all_inner_texts()] == \
        [entry["label"] for entry in cs_frame["legal"]]
    page.screenshot(path=str(artifacts / "table-cs.png"), full_page=True)
    page.click("#lang")
    page.wait_for_function("(text) => document.getElementById('turn')?.textContent === text",
                           arg=EN["turn_yours"], timeout=WAIT_MS)
    en_frame = server.http.get(f"/api/tables/{created['table']}",
                               params={"token": token, "lang": "en"}).json()
    # the turn line is drawn from the page's own texts at once; the log comes with the
    # frame of the socket reopened in English: wait for the log's texts themselves
    wait_for_texts(page, "#log li", en_frame["events"]["texts"])
    assert page.locator("#log li").all_inner_texts() == en_frame["events"]["texts"]
    context.close()


def test_a_language_switch_while_the_lobby_still_loads_is_kept(server: Server,
                                                               browser: Any) -> None:
    """A click on the switch before the page has loaded all it shows (here: the list of
    finished games, held back) is not lost: the page comes out in the other language."""
    context = browser.new_context()
    page = context.new_page()
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/api/records*", hold)
    page.goto(f"{server.base}/?lang=en")
    page.wait_for_selector("#create h2")
    for _ in range(WAIT_MS // 50):  # Playwright hands the request to the route meanwhile
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the lobby never asked for the finished games"
    assert page.locator("#records h2").count() == 0  # the lobby is still loading
    page.click("#lang")
    for route in held:
        route.continue_()
    page.unroute("**/api/records*")
    page.wait_for_function("(title) => document.querySelector('#create h2')?.textContent "
                           "=== title", arg=CS["lobby_title"], timeout=WAIT_MS)
    page.wait_for_function("(title) => document.querySelector('#records h2')?.textContent "
                           "=== title", arg=CS["finished_games"], timeout=WAIT_MS)
    assert page.evaluate("document.documentElement.lang") == "cs"
    context.close()


def test_the_lobby_opens_a_table_from_the_games_questions(server: Server, browser: Any,
                                                          artifacts: Path) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/?lang=en")
    page.wait_for_selector("#create h2")
    page.select_option("#game", "science_duel")
    page.wait_for_selector("#setup-1")
    assert page.inner_text("label[for=setup-0]") == "Class (deck) of seat 0?"
    choose_and_wait_for_the_form(page, "#setup-0", "Programmers")
    page.select_option("#seat-1-kind", "random")
    page.fill("#seat-0-name", "Eva")
    page.screenshot(path=str(artifacts / "lobby.png"), full_page=True)
    page.click("#create-button")
    page.wait_for_selector("#created a.join")
    assert page.locator("#created a.join").count() == 1
    page.click("#created a.join")
    wait_for_frame(page)
    assert page.get_attribute("#table", "data-seat") == "0"
    # the seat list may be drawn before the seat names arrive: wait for the name, then check
    page.wait_for_function("() => document.getElementById('seats')?.textContent.includes('Eva')",
                           timeout=WAIT_MS)
    assert "Eva" in page.inner_text("#seats")
    page.wait_for_selector("#board .drawn .slots", timeout=WAIT_MS)
    page.screenshot(path=str(artifacts / "table.png"), full_page=True)
    page.close()
