"""Helpers of the browser tests: open tables over HTTP, read and drive the pages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from cardtable.kernel import Rng

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
"""Screenshots of the browser tests (git ignores the folder)."""
WAIT_MS = 60_000
"""How long a page may take to show the next frame (a bot thinks in between)."""
MAX_DECISIONS = 1500
"""A guard against a game that never ends."""

Page = Any
"""A Playwright page (the package ships no stubs mypy checks here)."""


@dataclass
class Server:
    base: str
    http: httpx.Client

    def new_table(self, game: str, seats: list[str], **extra: Any) -> dict[str, Any]:
        response = self.http.post("/api/tables", json={"game": game, "seats": seats, **extra})
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def join(self, created: dict[str, Any], seat: int, lang: str = "en") -> str:
        """The address of seat ``seat``'s page (its join link, on this server)."""
        token = created["seats"][seat]["token"]
        return f"{self.base}/tables/{created['table']}?token={token}&lang={lang}"


def step_of(page: Page) -> int:
    return int(page.get_attribute("#table", "data-step"))


def wait_for_frame(page: Page) -> None:
    page.wait_for_selector("#table[data-step]", timeout=WAIT_MS)


def wait_for_texts(page: Page, selector: str, texts: list[str]) -> None:
    """Until the elements ``selector`` picks read exactly ``texts`` (as Playwright's
    ``all_inner_texts`` reads them). A page fills some texts in after its first frame (a
    language switch reopens the socket, the log arrives with the next frame): waiting for a
    count or for another element alone can see the old texts."""
    page.wait_for_function(
        """([selector, texts]) => {
            const shown = [...document.querySelectorAll(selector)].map((e) => e.innerText);
            return JSON.stringify(shown) === JSON.stringify(texts);
        }""", arg=[selector, texts], timeout=WAIT_MS)


def is_over(page: Page) -> bool:
    return page.get_attribute("#table", "data-terminal") == "true"


def wait_for_change(page: Page, step: int) -> None:
    """Until the page shows a frame after ``step``."""
    page.wait_for_function("(step) => Number(document.getElementById('table').dataset.step) "
                           "> step", arg=step, timeout=WAIT_MS)


def wait_for_my_turn_or_end(page: Page) -> None:
    """Until the page offers this seat actions for its current step, or the game is over."""
    page.wait_for_function(
        """() => {
            const table = document.getElementById('table');
            if (!table || !table.dataset.step) return false;
            if (table.dataset.terminal === 'true') return true;
            return [...document.querySelectorAll('#actions button.action:not([disabled])')]
                .some((b) => b.dataset.step === table.dataset.step);
        }""", timeout=WAIT_MS)


def take_turn(page: Page, rng: Rng) -> None:
    """Choose one of the actions shown, now and then by clicking a card or a place of the
    drawn board first (which either acts at once or narrows the actions to its own)."""
    step = step_of(page)
    cards = page.locator("#board .playable")
    if cards.count() > 0 and rng.below(3) == 0:
        cards.nth(rng.below(cards.count())).click()
        if step_of(page) > step or \
                page.locator("#actions button.action:not([disabled])").count() == 0:
            wait_for_change(page, step)
            return
    buttons = page.locator("#actions button.action:not([disabled])")
    buttons.nth(rng.below(buttons.count())).click()
    wait_for_change(page, step)


def play_to_the_end(page: Page, seed: int, shots: Path | None = None) -> int:
    """Click legal actions shown on the page until the game ends; the decisions made.
    With ``shots``, a screenshot after the first decision and at the end."""
    rng = Rng(seed)
    wait_for_frame(page)
    for decisions in range(MAX_DECISIONS):
        wait_for_my_turn_or_end(page)
        if is_over(page):
            if shots is not None:
                page.screenshot(path=str(shots / "end.png"), full_page=True)
            return decisions
        take_turn(page, rng)
        if shots is not None and decisions == 3:
            page.screenshot(path=str(shots / "playing.png"), full_page=True)
    raise AssertionError(f"no end after {MAX_DECISIONS} decisions")
