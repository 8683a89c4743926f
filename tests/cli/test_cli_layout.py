"""Every game's two-player decision screen (and Clash of Decks' Solo one) fits a terminal
of 80 columns and 24 rows.

The screen is what ``Session.show_turn`` prints (whose turn, the board in its
panel, the first page of actions) plus the prompt line; it is rendered on a
recording console of 80×24 for seeded mid-game positions of each game in both
languages. Nothing on it may be cut: every card the view shows keeps its whole
name, and only Magic Tower's one-line card texts in the hand end in "…".
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from typing import Any

import pytest
from rich.console import Console
from typer.testing import Result

from cardtable.bots import make_bot
from cardtable.cli.config import make_seat_bot
from cardtable.cli.play import Session, bot_seed
from cardtable.cli.prompt import Command
from cardtable.cli.terminal import Terminal
from cardtable.kernel import PlayerView, State, load

Invoke = Callable[..., Result]
WIDTH, HEIGHT = 80, 24


def screen(state: State, lang: str) -> list[str]:
    """The lines of seat 0's decision screen, prompt included, as the terminal shows
    them (a line longer than the screen is wrapped by the terminal)."""
    console = Console(width=WIDTH, height=HEIGHT, record=True, file=io.StringIO(),
                      color_system=None)
    term = Terminal(lang, console=console)
    seats = ["human"] + ["greedy"] * (state.num_players - 1)
    Session(state, seats, 1, term).show_turn(0)
    lines = [*console.export_text().splitlines(), term.t("your_move")]
    wrapped: list[str] = []
    for line in lines:
        wrapped += [line[i:i + WIDTH] for i in range(0, max(len(line), 1), WIDTH)]
    return wrapped


def mid_game(game_id: str, seed: int, moves: int, **options: object) -> State:
    """A position after about ``moves`` greedy moves where seat 0 decides, with more than
    one action open (the first such position from there on); two players, or one in a
    Solo game."""
    game = load(game_id)
    players = 1 if options.get("mode") == "solo" else 2
    state = game.new_state(seed=seed, players=players, **options)
    bots = [make_bot("greedy", seed * 10 + seat) for seat in range(state.num_players)]
    done = 0
    while True:
        seat = state.current_player()
        assert seat is not None, f"{game_id} seed {seed} ended after {done} moves"
        if done >= moves and seat == 0 and len(state.legal_actions()) > 1:
            return state
        state.apply(bots[seat].choose(PlayerView(state, seat)))
        done += 1


POSITIONS = [
    ("clash_of_decks", 1, 12, {"mode": "duel"}),
    ("clash_of_decks", 2, 30, {"mode": "duel", "format": "drafted"}),
    ("clash_of_decks", 3, 25, {"mode": "duel"}),
    ("clash_of_decks", 2, 20, {"mode": "solo"}),
    ("science_duel", 1, 20, {}),
    ("science_duel", 2, 45, {}),
    ("science_duel", 3, 70, {}),
    ("magic_tower", 1, 10, {}),
    ("magic_tower", 2, 12, {}),
    ("magic_tower", 1, 80, {}),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "seed", "moves", "options"), POSITIONS)
def test_two_player_screen_fits_80_by_24(game_id: str, seed: int, moves: int,
                                         options: dict[str, object], lang: str) -> None:
    state = mid_game(game_id, seed, moves, **options)
    lines = screen(state, lang)
    text = "\n".join(lines)
    assert len(lines) <= HEIGHT, text
    assert any(line.startswith("  1. ") for line in lines), text  # the first actions
    board = [line for line in lines if line.startswith("│")]
    cut = [line for line in board if "…" in line]
    if game_id == "magic_tower":
        hand = {str(n) for n in range(1, 10)}
        cut = [line for line in cut if line[2:3] not in hand]
    assert cut == [], text


def on_screen(game_id: str, obs: dict[str, Any]) -> list[str]:
    """The cards of the seat's hand and of the board that the screen names."""
    if game_id == "magic_tower":
        return list(obs["hand"])
    if game_id == "science_duel":
        sides = obs["sides"]
        return [*sides[0]["hand"], *(u["card"] for s in sides for u in s["units"] if u),
                *(e["card"] for s in sides for e in s["effects"] if e and e["card"])]
    hand = [c for c in obs["hands"][0]["cards"] if c not in (None, "bf")]
    return [*hand, *(c["card"] for side in obs["board"] for row in ("top", "bottom")
                     for c in side[row])]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "seed", "moves", "options"), POSITIONS)
def test_no_name_on_the_screen_is_cut(game_id: str, seed: int, moves: int,
                                      options: dict[str, object], lang: str) -> None:
    """Every card of the hand and of the board shows its whole name (no 10-letter cut)."""
    state = mid_game(game_id, seed, moves, **options)
    flat = " ".join(line.strip("│ ") for line in screen(state, lang))
    flat = " ".join(flat.split())
    cards = on_screen(game_id, state.observation(0))
    assert cards
    for card in cards:
        assert state.game.card_name(card, lang) in flat, (card, flat)


NUMBER = re.compile(r"(?:^|\s)(\d+)\. ")


def test_a_long_action_list_is_paged_under_the_board() -> None:
    """A Magic Tower turn with more choices than fit under the board: the first page ends
    with a line saying which page this is; the numbers count from 1 and fewer than all
    are shown."""
    state = mid_game("magic_tower", 1, 60)
    total = len(state.legal_actions())
    lines = screen(state, "en")
    assert len(lines) <= HEIGHT
    assert any(line.startswith("Page 1 of ") for line in lines)
    shown = sorted(int(n) for line in lines for n in NUMBER.findall(line))
    assert shown and shown[0] == 1 and 3 <= len(shown) < total


def test_more_turns_the_page_and_actions_shows_all() -> None:
    """``more`` shows the board again with the next page (after the last one the first
    again); ``actions`` lists every choice."""
    state = mid_game("magic_tower", 1, 60)
    total = len(state.legal_actions())
    console = Console(width=WIDTH, height=HEIGHT, record=True, file=io.StringIO(),
                      color_system=None)
    session = Session(state, ["human", "greedy"], 1, Terminal("en", console=console))
    session.show_turn(0)
    for name in ("more", "more", "more", "actions"):
        session._run_command(Command(name), 0)
    out = console.export_text()
    pages = [int(n) for n in re.findall(r"Page (\d+) of \d+:", out)]
    assert len(pages) >= 4 and pages[:2] == [1, 2]
    assert out.count("Magic Tower: what you see") == 1 + 3  # the board with every page
    listing = out.split("Page ")[-1].split("\n", 1)[1] if pages[-1] else out
    assert sorted(int(n) for n in NUMBER.findall(listing)) == list(range(1, total + 1))


def first_decision(game_id: str, seed: int = 4) -> tuple[State, list[str]]:
    """Seat 0's first turn action in a seeded Magic Tower game with preset trumps, and the
    answers that reach it (none: the bot of seat 1 moves first)."""
    state = load(game_id).new_state(seed=seed, players=2, trumps=["humans", "dragons"])
    bot = make_seat_bot("greedy", bot_seed(seed, 1))
    while state.current_player() != 0:
        state.apply(bot.choose(PlayerView(state, 1)))
    return state, []
