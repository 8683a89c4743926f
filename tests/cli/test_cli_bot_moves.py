"""How ``cardtable play`` announces a bot's choice: by the game's label when the screen's
viewer could tell it at the table, "a choice you cannot see" only when it is hidden."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from typer.testing import Result

from cardtable.kernel import Action, GameRecord, PlayerView, load

Invoke = Callable[..., Result]


def test_a_public_bot_choice_is_described_by_its_label(cli: Invoke) -> None:
    """Against a human, the bot's plays, draws, beats and passes are all public: each is
    announced with its label, and none as a choice the human cannot see."""
    result = cli("play", "toy", "--seed", "3", "--seat", "human", "--seat", "random",
                 input="1\n" * 60)
    assert result.exit_code == 0, result.output
    announced = re.findall(r"^Opponent: (.+)$", result.output, re.M)
    assert announced and all(re.fullmatch(r"(play|beat) hand=\d|draw|pass", a)
                             for a in announced), announced
    assert "cannot see" not in result.output


def test_public_choices_are_labelled_and_hidden_ones_are_not(cli: Invoke,
                                                              record_path: Path) -> None:
    """Science Duel between bots, seen from the public side: a card taken out of one's own
    deck (trim) and a mulligan are hidden, so they are "a choice you cannot see" and no
    card of theirs is named; a public choice (ending the turn) shows its label."""
    result = cli("play", "science_duel", "--seat", "random", "--seat", "random", "--seed", "4",
                 "-o", "max_turns=1", "--record", str(record_path))
    assert result.exit_code == 0, result.output
    out = result.output
    game = load("science_duel")
    record = GameRecord.load(record_path)
    state = game.new_state(seed=record.seed, players=record.players, **record.options)
    hidden_labels, end_labels = [], []
    for text in record.actions:
        action = Action.parse(text)
        view = PlayerView(state, state.current_player() or 0)  # the actor's view
        if action.kind in ("trim", "mulligan"):
            hidden_labels.append(game.action_label(view, action, "en"))
        elif action.kind == "end_turn":
            end_labels.append((state.current_player(), game.action_label(view, action, "en")))
        state.apply(action)
    assert len(re.findall(r"^Player [01]: a choice you cannot see\.$", out, re.M)) == len(
        hidden_labels)
    for label in hidden_labels:
        assert f": {label}" not in out
    assert end_labels
    for seat, label in end_labels:
        assert f"Player {seat}: {label}\n" in out


def test_czech_announcements(cli: Invoke) -> None:
    result = cli("play", "science_duel", "--lang", "cs", "--seat", "random", "--seat", "random",
                 "--seed", "4", "-o", "max_turns=1")
    assert result.exit_code == 0, result.output
    assert re.search(r"^Hráč 0: volba, kterou nevidíš\.$", result.output, re.M)
