"""Each game's drawn board in the page: its key elements from the seat's observation, in
English and in Czech (screenshots of both), card names and never card ids, and a click
(or Enter) on a card that has exactly one legal action plays it, while a card with
several narrows the actions to its own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browser_support import (
    WAIT_MS,
    Page,
    Server,
    is_over,
    step_of,
    wait_for_change,
    wait_for_frame,
    wait_for_my_turn_or_end,
    wait_for_texts,
)

from cardtable.kernel import Rng, load
from cardtable.server.ui_messages import CS, EN

SMALL: dict[str, dict[str, Any]] = {
    "clash_of_decks": {"mode": "duel", "format": "prepared"},
    "hexy": {"map": "hex_r3"},
}
"""Options that keep a game short where the game offers them."""

KEY_PARTS: dict[str, dict[str, int]] = {
    "magic_tower": {".bar.tower": 2, ".bar.wall": 2, ".seat-area": 2},
    "clash_of_decks": {".cd-row": 2, ".cd-cell.bridge": 2},
    "science_duel": {".slots": 2, ".slots > *": 14, ".seat-area": 2},
    "hecatomb": {".dooms": 2, ".seat-area": 2},
    "hexy": {"svg.hexmap g.hex": 37, ".seat-area": 2},
}
"""Per game: elements of its drawn board and how many the start of a two-player game shows
(a tower and a wall bar per player, a hex per cell of the 37-cell map...)."""

HEADINGS: dict[str, tuple[str, ...]] = {
    "magic_tower": ("b_mt_tower", "b_mt_wall"),
    "clash_of_decks": ("b_cd_bridge",),
    "science_duel": ("b_sd_life", "b_your_hand"),
    "hecatomb": ("b_hc_souls", "b_hc_abominations"),
    "hexy": ("b_hx_winning_die", "b_your_hand"),
}
"""Per game: board words that must appear in the page's language."""

GAMES = list(KEY_PARTS)


def open_seat(server: Server, browser: Any, game: str, lang: str, seed: int
              ) -> tuple[Page, dict[str, Any], list[str]]:
    created = server.new_table(game, ["human:name=Eva", "random"], seed=seed,
                               options=SMALL.get(game, {}))
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server.join(created, 0, lang))
    wait_for_frame(page)
    wait_for_board_in(page, lang)
    return page, created, errors


def wait_for_board_in(page: Page, lang: str) -> None:
    heading = (CS if lang == "cs" else EN)["board"]
    page.wait_for_function(
        "([lang, heading]) => document.documentElement.lang === lang && "
        "document.querySelector('#board h2')?.textContent === heading && "
        "document.getElementById('board').dataset.viewLang === lang && "
        "document.getElementById('board').dataset.viewStep === "
        "document.getElementById('table').dataset.step && "
        "document.querySelector('#board .drawn') !== null", arg=[lang, heading],
        timeout=WAIT_MS)


def tile_names(page: Page) -> list[str]:
    return [name.strip() for name in page.locator("#board .tile-name").all_inner_texts()]


def click_action(page: Page, rng: Rng) -> None:
    step = step_of(page)
    buttons = page.locator("#actions button.action:not([disabled])")
    buttons.nth(rng.below(buttons.count())).click()
    wait_for_change(page, step)


@pytest.mark.parametrize("game", GAMES)
def test_the_board_is_drawn_in_both_languages(server: Server, browser: Any, artifacts: Path,
                                              game: str) -> None:
    page, created, errors = open_seat(server, browser, game, "en", seed=5)
    rng = Rng(2)
    for _ in range(10):  # Magic Tower deals the hands after the trump sets are chosen
        wait_for_my_turn_or_end(page)
        if page.locator("#board .tile-name").count() > 0:
            break
        click_action(page, rng)
    wait_for_board_in(page, "en")
    for selector, count in KEY_PARTS[game].items():
        assert page.locator(f"#board {selector}").count() == count, selector
    board = page.inner_text("#board")
    assert all(EN[key] in board for key in HEADINGS[game])
    # cards are named as the game names them in the seat's language, never by their ids
    ids = set(load(game).card_ids())
    frame = server.http.get(f"/api/tables/{created['table']}",
                            params={"token": created["seats"][0]["token"]}).json()
    view = server.http.get(f"/api/tables/{created['table']}/view",
                           params={"token": created["seats"][0]["token"]}).json()
    names = tile_names(page)
    assert names and not ids & {name.split(". ")[-1] for name in names}
    assert {info["name"] for info in view["catalog"].values()} & \
        {name.split(". ")[-1] for name in names}
    page.screenshot(path=str(artifacts / "board-en.png"), full_page=True)
    page.click("#lang")
    wait_for_board_in(page, "cs")
    board_cs = page.inner_text("#board")
    assert all(CS[key] in board_cs for key in HEADINGS[game])
    for selector, count in KEY_PARTS[game].items():
        assert page.locator(f"#board {selector}").count() == count, selector
    cs_view = server.http.get(f"/api/tables/{created['table']}/view",
                              params={"token": created["seats"][0]["token"],
                                      "lang": "cs"}).json()
    assert {info["name"] for info in cs_view["catalog"].values()} & \
        {name.split(". ")[-1] for name in tile_names(page)}
    assert frame["seat"] == 0
    page.screenshot(path=str(artifacts / "board-cs.png"), full_page=True)
    assert errors == []
    page.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_card_acts_or_narrows_the_actions(server: Server, browser: Any,
                                                       artifacts: Path, game: str) -> None:
    page, _created, errors = open_seat(server, browser, game, "en", seed=7)
    rng = Rng(3)
    single = narrowed = False
    for _ in range(300):
        wait_for_my_turn_or_end(page)
        if is_over(page) or (single and narrowed):
            break
        # the board is drawn with the frame, then again when the frame's view arrives: cards
        # first seen in this frame become playable only then, and one drawn before the card
        # read here would become the locator's first, which the click would then pick
        wait_for_board_in(page, "en")
        step = step_of(page)
        several = page.locator("#board .playable:not([data-action])")
        one = page.locator("#board .playable[data-action]")
        if not narrowed and several.count() > 0:
            choices = int(several.first.get_attribute("data-actions"))
            several.first.click()
            page.wait_for_selector("#all-actions", timeout=WAIT_MS)
            assert page.locator("#actions button.action").count() == choices
            assert page.locator("#board .picked").count() == 1
            if not single:
                page.screenshot(path=str(artifacts / "narrowed.png"), full_page=True)
            page.click("#all-actions")
            assert page.locator("#all-actions").count() == 0
            narrowed = True
        elif not single and one.count() > 0:
            action = one.first.get_attribute("data-action")
            offered = [b.get_attribute("data-action")
                       for b in page.locator("#actions button.action").all()]
            assert action in offered
            one.first.focus()
            page.keyboard.press("Enter")  # the board is usable by keyboard
            wait_for_change(page, step)
            assert page.locator("#notice").count() == 0
            single = True
            page.screenshot(path=str(artifacts / "after-card.png"), full_page=True)
            continue
        click_action(page, rng)
    assert single, "no card with exactly one action came up"
    assert narrowed, "no card with several actions came up"
    assert errors == []
    page.close()


MATCHING = """async ([legal, targets]) => {
    const parts = await import('/static/board_parts.js');
    return targets.map((target) => parts.actionsFor(legal, target).map((e) => e.action));
}"""


def test_which_actions_a_click_stands_for(server: Server, browser: Any) -> None:
    """The client's matching of a clicked card or place to legal actions, on fixed lists."""
    page = browser.new_page()
    page.goto(f"{server.base}/?lang=en")
    page.wait_for_selector("#create h2")
    legal = [
        {"action": "play hand=0 slot=1 target=-1", "label": "Play Goblin to slot 1"},
        {"action": "play hand=1 slot=1 target=-1", "label": "Play Goblin Tagalong to slot 1"},
        {"action": "discard hand=1", "label": "Discard Goblin Tagalong"},
        {"action": "attack target=0 unit=3", "label": "Attack the enemy hero with Fraction 2/1"},
        {"action": "attack target=7 unit=3", "label": "Attack Porter 1/4 with Fraction 2/1"},
        {"action": "use_ability target=8", "label": "Use Proof, target: enemy hero"},
        {"action": "cast pick=1 position=2 row=top side=1", "label": "Cast Boom on Troll"},
        {"action": "cast pick=1 position=2 row=bottom side=1", "label": "Cast Boom on Ogre"},
    ]
    targets = [
        {"args": [["hand", 0]], "name": "Goblin"},            # one action: plays it
        {"args": [["hand", 1]], "name": "Goblin Tagalong"},   # play or discard
        {"args": [], "name": "Gob"},                          # names match as whole words
        {"args": [["unit", 3, ["attack"]]], "name": "Fraction"},
        {"args": [["target", 0, ["attack"]], ["target", 8, ["play", "use_ability"]]],
         "name": None},                                       # the enemy hero
        {"args": [["side", 1], ["row", "bottom"], ["position", 2]], "all": True,
         "name": "Ogre"},
        {"args": [["hand", 5]], "name": "Troll"},             # no argument: the name alone
        {"args": [["hex", 4]], "name": None},                 # nothing
    ]
    found = page.evaluate(MATCHING, [legal, targets])
    assert found == [
        ["play hand=0 slot=1 target=-1"],
        ["play hand=1 slot=1 target=-1", "discard hand=1"],
        [],
        ["attack target=0 unit=3", "attack target=7 unit=3"],
        ["attack target=0 unit=3", "use_ability target=8"],
        ["cast pick=1 position=2 row=bottom side=1"],
        ["cast pick=1 position=2 row=top side=1"],
        [],
    ]
    page.close()


def test_the_opening_exchange_is_chosen_on_the_hand(server: Server, browser: Any,
                                                    artifacts: Path) -> None:
    """Science Duel's opening exchange (any set of the hand): the hand's cards are chosen
    and unchosen by click or keyboard, and one button, labelled as the legal action that
    names exactly the chosen cards, takes that action (in either language)."""
    page, created, errors = open_seat(server, browser, "science_duel", "en", seed=5)
    token = created["seats"][0]["token"]
    rng = Rng(4)
    for _ in range(40):  # the deck trims come first
        wait_for_my_turn_or_end(page)
        if page.locator("#board .tile.toggle").count() > 0:
            break
        click_action(page, rng)
    toggles = page.locator("#board .tile.toggle")
    assert toggles.count() >= 3
    assert page.locator("#board .hand .playable").count() == 0  # choosing, not acting

    def legal(lang: str) -> dict[str, str]:
        frame = server.http.get(f"/api/tables/{created['table']}",
                                params={"token": token, "lang": lang}).json()
        return {entry["action"]: entry["label"] for entry in frame["legal"]}

    offered = legal("en")
    assert page.inner_text("#confirm-choice") == offered["mulligan cards=[]"]
    toggles.nth(2).click()
    toggles = page.locator("#board .tile.toggle")
    toggles.nth(0).focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#board .tile.toggle.chosen >> nth=1", timeout=WAIT_MS)
    assert page.locator("#board .tile.toggle[aria-pressed=true]").count() == 2
    assert page.get_attribute("#confirm-choice", "data-action") == "mulligan cards=[0,2]"
    assert page.inner_text("#confirm-choice") == offered["mulligan cards=[0,2]"]
    page.locator("#board .tile.toggle").nth(2).click()  # chosen again: unchosen
    assert page.get_attribute("#confirm-choice", "data-action") == "mulligan cards=[0]"
    page.locator("#board .tile.toggle").nth(1).click()
    page.screenshot(path=str(artifacts / "exchange-en.png"), full_page=True)
    page.click("#lang")
    wait_for_board_in(page, "cs")
    assert page.get_attribute("#confirm-choice", "data-action") == "mulligan cards=[0,1]"
    # the labels come with the frame of the socket reopened in Czech, after the board's view
    wait_for_texts(page, "#confirm-choice", [legal("cs")["mulligan cards=[0,1]"]])
    assert page.inner_text("#confirm-choice") == legal("cs")["mulligan cards=[0,1]"]
    assert CS["b_choose_cards"] in page.inner_text("#board")
    page.screenshot(path=str(artifacts / "exchange-cs.png"), full_page=True)
    step = step_of(page)
    page.click("#confirm-choice")
    wait_for_change(page, step)
    assert page.locator("#notice").count() == 0
    assert page.locator("#board .tile.toggle").count() == 0
    assert errors == []
    page.close()
