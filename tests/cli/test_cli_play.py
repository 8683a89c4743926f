"""``cardtable play`` against the toy game, driven by scripted keyboard input."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import Result

from cardtable.bots import make_bot
from cardtable.cli.play import bot_seed
from cardtable.cli.terminal import Terminal
from cardtable.kernel import GameRecord, PlayerView, replay
from cardtable.kernel.render import render_generic
from support.toy_game import TOY, ToyState

Invoke = Callable[..., Result]

ONES = "1\n" * 60
"""Enough "first action" answers to finish any toy game."""


def toy_start(seed: int, players: int = 2) -> ToyState:
    state = TOY.new_state(seed=seed, players=players)
    assert isinstance(state, ToyState)
    return state


def refusals(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("not accepted:")]


def test_full_game_with_numbers_text_and_bad_entries(cli: Invoke, record_path: Path) -> None:
    """Bad number, garbage and an illegal action each print one reason; play goes on."""
    start = toy_start(seed=3)
    typed = "9\nfoo bar\nbeat hand=0\nplay hand=1\n" + ONES
    result = cli("play", "toy", "--seed", "3", "--seat", "human", "--seat", "random",
                 "--record", str(record_path), input=typed)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    reasons = refusals(result.output)
    assert len(reasons) == 3
    assert f"there is no action number 9; choose 1-{len(start.legal_actions())}" in reasons[0]
    assert "'foo bar' is neither a number from the list nor an action's text form" in reasons[1]
    assert "'beat hand=0' is not legal now" in reasons[2]
    # the text form chose the second card of the hand
    assert f"seat 0 (you) plays {start.hands[0][1]}" in result.output
    record = GameRecord.load(record_path)
    assert record.actions[0] == "play hand=1"
    assert record.seats == ["human", "random"]
    assert record.result is not None
    final = replay(record)
    assert final.is_terminal()
    mine, theirs = final.returns()
    closing = (["You win."] if mine > theirs else ["A draw."] if mine == theirs
               else ["Winner: Opponent.", "You lose."])
    assert result.output.splitlines()[-len(closing) - 1:-1] == closing
    assert f"Game record saved to {record_path}" in result.output


def bot_opening(seed: int) -> tuple[int, int] | None:
    """For a greedy seat 0 vs human seat 1: (card seat 0 plays, a lower card index of seat 1)."""
    state = toy_start(seed)
    bot = make_bot("greedy", bot_seed(seed, 0))
    state.apply(bot.choose(PlayerView(state, 0)))
    if state.pending is None:
        return None
    lower = [i for i, card in enumerate(state.hands[1]) if card < state.pending]
    return (state.pending, lower[0]) if lower else None


def test_illegal_action_names_the_rule(cli: Invoke) -> None:
    """An illegal answer gets the game's reason: TOY-1 names its rule."""
    seed, found = next((s, f) for s in range(100) if (f := bot_opening(s)) is not None)
    pending, low = found
    result = cli("play", "toy", "--seed", str(seed), "--seat", "greedy", "--seat", "human",
                 input=f"beat hand={low}\n" + ONES)
    assert result.exit_code == 0
    assert refusals(result.output) == [
        f"not accepted: TOY-1: the card must be higher than {pending}"]


def test_prompt_commands(cli: Invoke, record_path: Path) -> None:
    """help, actions, state and log answer at the prompt; quit ends cleanly and saves."""
    result = cli("play", "toy", "--seed", "3", "--record", str(record_path),
                 input="help\nactions\nstate\nlog\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert "Commands: help (this text)" in out
    assert "'actions text' lists the text forms" in out  # no typed form in the help
    assert out.count("Toy: what you see") == 2  # at the turn, then `state`
    assert out.count("  1. play hand=0") == 2  # at the turn, then `actions`
    assert "Your log:" in out
    assert "Game stopped before the end." in out
    assert refusals(out) == []
    record = GameRecord.load(record_path)
    assert record.actions == [] and record.result is None


def test_end_of_input_ends_cleanly_and_keeps_the_partial_record(
        cli: Invoke, record_path: Path) -> None:
    result = cli("play", "toy", "--seed", "4", "--seat", "human", "--seat", "random",
                 "--record", str(record_path), input="1\n")
    assert result.exit_code == 0
    assert "Game stopped before the end." in result.output
    assert "Traceback" not in result.output
    record = GameRecord.load(record_path)
    assert record.result is None and record.actions[0] == "play hand=0"
    replay(record)  # the partial record still reproduces


def test_ctrl_c_ends_without_traceback(cli: Invoke, record_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupt(self: Terminal, key: str, /, **params: Any) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(Terminal, "ask", interrupt)
    result = cli("play", "toy", "--seed", "4", "--record", str(record_path))
    assert result.exit_code == 130
    assert "Interrupted." in result.output
    assert "Traceback" not in result.output
    assert GameRecord.load(record_path).result is None


def test_human_never_sees_the_opponents_hand(cli: Invoke,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Only seat 0's observation is rendered, and seat 1's cards never show."""
    seen_seats: list[int | None] = []

    def spy(observation: dict[str, Any], lang: str) -> str:
        seen_seats.append(observation["seat"])
        return render_generic(observation, lang)

    monkeypatch.setattr(TOY, "render", spy)
    start = toy_start(seed=11)
    result = cli("play", "toy", "--seed", "11", "--seat", "human", "--seat", "random",
                 input="state\n" + ONES)
    assert result.exit_code == 0
    assert seen_seats and set(seen_seats) == {0}
    assert f"hand: [{', '.join(map(str, start.hands[1]))}]" not in result.output
    assert not re.search(r"seat 1 \(opponent\) draws \d", result.output)
    assert re.search(r"seat 1 \(opponent\) draws a card", result.output)
    assert f"seat 0 (you) draws {start.hands[0][0]}" in result.output


def test_hot_seat_pauses_and_shows_each_human_only_their_view(cli: Invoke) -> None:
    result = cli("play", "toy", "--seed", "5", "--seat", "human", "--seat", "human",
                 input=ONES)
    assert result.exit_code == 0
    out = result.output
    pauses = list(re.finditer(r"Pass the screen to Player (\d)", out))
    assert len(pauses) >= 2
    # each stretch between pauses belongs to one seat: its view only
    for here, nxt in zip(pauses, [*pauses[1:], None], strict=True):
        seat = int(here.group(1))
        stretch = out[here.end(): nxt.start() if nxt else len(out)]
        other = 1 - seat
        assert f"what Player {seat} sees" in stretch
        assert f"what Player {other} sees" not in stretch
        assert f"Player {seat}, your choice" in stretch
        assert not re.search(rf"seat {other} draws \d", stretch)
    assert re.search(r"^Player 1, your turn\.$", out, re.M)
    assert "You" not in out  # nobody is "you" when two people share the screen


def test_bots_only_game_needs_no_input(cli: Invoke) -> None:
    result = cli("play", "toy", "--seed", "2", "--seat", "random", "--seat", "greedy")
    assert result.exit_code == 0
    assert "your choice" not in result.output
    assert "seats: 0: Player 0 (random), 1: Player 1 (greedy)" in result.output
    assert "Player 0:" in result.output
    assert "Result" in result.output


def test_default_seats_are_human_then_greedy(cli: Invoke, record_path: Path) -> None:
    result = cli("play", "toy", "--players", "3", "--seed", "1", "--record",
                 str(record_path), input=ONES)
    assert result.exit_code == 0
    assert "seats: 0: You, 1: Player 1 (greedy), 2: Player 2 (greedy)" in result.output
    assert GameRecord.load(record_path).seats == ["human", "greedy", "greedy"]


def test_options_reach_the_game(cli: Invoke, record_path: Path) -> None:
    result = cli("play", "toy", "--seed", "1", "-o", "turns=2", "--seat", "human",
                 "--seat", "random", "--record", str(record_path), input=ONES)
    assert result.exit_code == 0
    record = GameRecord.load(record_path)
    assert record.options == {"turns": 2}
    assert replay(record).steps <= 4  # two turns: at most a play and an answer each


def test_czech_messages(cli: Invoke) -> None:
    result = cli("play", "toy", "--seed", "3", "--lang", "cs", "--seat", "human",
                 "--seat", "random", input="9\n" + ONES)
    assert result.exit_code == 0
    out = result.output
    assert "Hračka, semínko 3" in out
    assert "Jsi na tahu." in out
    assert "Tvoje volba (číslo, karta, pomoc):" in out
    assert "místa: 0: Ty, 1: Soupeř (random)" in out
    assert f"nelze: akce číslo 9 neexistuje; zvol 1-{len(toy_start(3).legal_actions())}" in out
    assert "hráč 0 (ty) hraje" in out  # the game's own events in Czech too, seats named
    assert "Výsledek" in out
    assert "Seat 0" not in out
