"""The menu of a human's choices (``cli/choices.py``): labels, not text forms; long lists
grouped under headings and paged so that the board stays on an 80x24 screen; ``more``
and ``actions text`` at the prompt (issue #13, readable choices)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.cells import cell_len
from typer.testing import Result

from cardtable.cli.choices import MENU_LINES, SHORT_LIST, ActionMenu
from cardtable.cli.prompt import Command, read_entry
from cardtable.kernel import ActionSyntaxError, GameRecord, State, load

Invoke = Callable[..., Result]
NUMBER = re.compile(r"(\d+)\. ")


def many_choices() -> State:
    """Magic Tower, seat to play with six cards, soldiers and two air spells: 37 choices
    (plays, a combo, discards, attacks and casts)."""
    pos = load("magic_tower").position(seed=0, players=2, choices=["air_masters"] * 2)
    seat = pos.state.active
    pos.hand(seat, ["bricklayer", "catapult", "spy", "royal_archers", "tailwind", "gale"])
    pos.board(seat, tower=160, gold=30, food=30, mana=30, soldiers=3).unlock_spells()
    return pos.build()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_long_magic_tower_menu_keeps_the_board_on_the_screen(lang: str) -> None:
    state = many_choices()
    seat = state.current_player()
    assert seat is not None
    menu = ActionMenu(state, seat, lang)
    assert len(menu) >= 31
    assert sorted(menu.actions, key=str) == sorted(state.legal_actions(), key=str)
    pages = menu.pages(80)
    assert len(pages) <= 3
    numbers: list[int] = []
    for page in pages:
        assert len(page) <= MENU_LINES - 1  # the last line of the screen: the page hint
        for line in page:
            text = line.plain
            assert cell_len(text) <= 80, text
            assert "=" not in text and "_" not in text
            found = [int(n) for n in NUMBER.findall(text)]
            numbers += found
            for number in found:  # each number shows its own choice
                group, entry = menu.entries[number - 1]
                assert (entry if group else menu.labels[number - 1]) in text
    assert numbers == list(range(1, len(menu) + 1))
    headings = {group for group, _ in menu.entries}
    assert ("Odhoď kartu a zaútoč" if lang == "cs" else "Discard a card and attack") in headings


def test_groups_are_numbered_together() -> None:
    state = many_choices()
    menu = ActionMenu(state, state.active, "en")
    groups = [group for group, _ in menu.entries]
    for group in set(groups):  # the choices of a heading follow one another
        where = [i for i, g in enumerate(groups) if g == group]
        assert where == list(range(where[0], where[-1] + 1))
    assert menu.text_forms()[0].plain == f"  1. {menu.actions[0].to_text()}"


def test_a_short_list_is_one_label_per_line() -> None:
    state = load("magic_tower").new_state(seed=1, players=2)
    menu = ActionMenu(state, 0, "cs")
    assert len(menu) <= SHORT_LIST
    (page,) = menu.pages(80)
    assert [line.plain for line in page][:2] == ["  1. Trumfová sada: lidé",
                                                 "  2. Trumfová sada: draci"]


@pytest.mark.parametrize(("text", "command"), [
    ("actions text", Command("actions", "text")),
    ("AKCE  text", Command("actions", "text")),
    ("akce", Command("actions")),
    ("more", Command("more")),
    ("další", Command("more")),
    ("dalsi", Command("more")),
])
def test_menu_commands(text: str, command: Command) -> None:
    assert read_entry(text, [], "cs") == command


def test_a_command_with_an_unknown_word_is_no_command() -> None:
    with pytest.raises(ActionSyntaxError):
        read_entry("actions please", [], "en")


def test_text_forms_only_on_request(cli: Invoke, record_path: Path) -> None:
    """The menu shows labels under headings; ``actions text`` adds the text forms; a
    number picks the choice the menu shows under it."""
    result = cli("play", "magic_tower", "--seed", "4", "--seat", "human", "--seat", "random",
                 "--record", str(record_path), input="1\nactions text\n8\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.output
    before, after = out.split("actions text", 1)
    assert "card=" not in before and "set=" not in before
    assert "Play a card:" in before and "Discard a card:" in before
    assert re.search(r"^  8\. discard card=\d+$", after, re.M)
    shown = re.search(r"(?<!\d)8\. (.+?)(?:\s{2,}|$)", before.split("Discard a card:")[-1],
                      re.M)
    assert shown is not None
    game = load("magic_tower")
    ids: tuple[str, ...] = game.catalog.card_id  # type: ignore[attr-defined]
    number = next(i for i, cid in enumerate(ids) if game.card_name(cid, "en") == shown.group(1))
    assert f"discard card={number}" in GameRecord.load(record_path).actions


def _prompts_before_pages(output: str) -> int:
    """How many game prompts were answered before the first menu of several pages."""
    head = output.split("Page 1 of", 1)[0]
    return head.count("Your choice (number, info, help):")


def test_more_shows_the_next_page(cli: Invoke) -> None:
    args = ("play", "science_duel", "--seed", "1", "--seat", "human", "--seat", "random")
    first = cli(*args, input="1\n" * 60 + "quit\n")
    assert "Page 1 of 2: 'more' shows the next page" in first.output
    answered = _prompts_before_pages(first.output)
    setup = first.output.split("Your choice (number", 1)[0].count("Your choice (1-")
    result = cli(*args, input="1\n" * (setup + answered) + "more\nmore\nquit\n")
    assert result.exit_code == 0, result.output
    tail = result.output.split("Page 1 of 2", 1)[1]
    page_two, again = tail.split("Page 2 of 2", 1)
    first_page = result.output.split("Page 1 of 2", 1)[0].rsplit("╯", 1)[1]
    last_on_one = max(int(n) for n in NUMBER.findall(first_page))
    shown = [int(n) for n in NUMBER.findall(page_two.split("more", 1)[1])]
    assert shown and shown[0] == last_on_one + 1
    assert "Page 1 of 2" in again  # after the last page, the first again
