"""``cardtable replay``: a recorded game is reproduced; a bad record is one line, exit 1."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import Result

from cardtable.kernel import Action, GameRecord, PlayerView, load
from cardtable.kernel.render import render_generic
from support.toy_game import TOY

Invoke = Callable[..., Result]

ONES = "1\n" * 60


def recorded(cli: Invoke, path: Path, seed: int = 7) -> GameRecord:
    result = cli("play", "toy", "--seed", str(seed), "--seat", "human", "--seat", "random",
                 "--record", str(path), input=ONES)
    assert result.exit_code == 0, result.output
    return GameRecord.load(path)


def test_replay_reproduces_the_recorded_game(cli: Invoke, record_path: Path) -> None:
    record = recorded(cli, record_path)
    result = cli("replay", str(record_path))
    assert result.exit_code == 0, result.output
    steps = re.findall(r"^(\d+)\. Player (\d): (.+)$", result.output, re.M)
    # every choice of the toy game is seen by all (its labels are the text forms)
    assert [text for _, _, text in steps] == record.actions
    assert [int(n) for n, _, _ in steps] == list(range(1, len(record.actions) + 1))
    assert "The replay matches the record." in result.output
    assert record.result is not None
    shown = ", ".join(f"Player {s} {v:+g}" if v else f"Player {s} 0"
                      for s, v in enumerate(record.result))
    assert f"Result: {shown}" in result.output
    # public view: nobody's drawn cards
    assert not re.search(r"draws \d", result.output)


def test_replay_with_a_seat_shows_that_seats_cards(cli: Invoke, record_path: Path) -> None:
    recorded(cli, record_path)
    result = cli("replay", str(record_path), "--seat", "1")
    assert result.exit_code == 0
    assert re.search(r"seat 1 \(you\) draws \d", result.output)
    assert not re.search(r"seat 0 \(opponent\) draws \d", result.output)


def test_replay_seat_out_of_range(cli: Invoke, record_path: Path) -> None:
    recorded(cli, record_path)
    result = cli("replay", str(record_path), "--seat", "5")
    assert result.exit_code == 2
    assert result.output.strip() == "error: there is no seat 5; choose 0-1"


def test_replay_step_waits_and_q_stops(cli: Invoke, record_path: Path) -> None:
    recorded(cli, record_path)
    result = cli("replay", str(record_path), "--step", input="\n\nq\n")
    assert result.exit_code == 0
    assert result.output.count("Enter: next action, q: stop") == 3
    assert "3. Player" in result.output and "4. Player" not in result.output
    assert "Replay stopped." in result.output


def test_replay_in_czech(cli: Invoke, record_path: Path) -> None:
    recorded(cli, record_path)
    result = cli("replay", str(record_path), "--lang", "cs")
    assert result.exit_code == 0
    assert "Přehrávka hry Hračka" in result.output
    assert "Přehrávka odpovídá záznamu." in result.output


def corrupt_cases(good: dict[str, object]) -> dict[str, str]:
    tampered = dict(good)
    actions = list(good["actions"])  # type: ignore[call-overload]
    actions[1] = "beat hand=4"
    tampered["actions"] = actions
    missing = {k: v for k, v in good.items() if k != "seed"}
    wrong_result = dict(good, result=[5.0, 5.0])
    return {
        "not JSON: ": "{ this is not json",
        "step 2: 'beat hand=4'": json.dumps(tampered),  # actions[1]: numbered from 1
        "record field 'seed' is missing": json.dumps(missing),
        "result differs": json.dumps(wrong_result),
        "record cannot start": json.dumps(dict(good, game="no_such_game")),
    }


def test_corrupted_record_is_one_line_exit_1(cli: Invoke, record_path: Path,
                                             tmp_path: Path) -> None:
    recorded(cli, record_path)
    good = json.loads(record_path.read_text())
    for reason, text in corrupt_cases(good).items():
        bad = tmp_path / "bad.json"
        bad.write_text(text)
        result = cli("replay", str(bad))
        assert result.exit_code == 1, (reason, result.output)
        errors = [line for line in result.output.splitlines() if line.startswith("error:")]
        assert len(errors) == 1 and reason in errors[0], (reason, result.output)
        assert "Traceback" not in result.output


def test_missing_record_file(cli: Invoke, tmp_path: Path) -> None:
    result = cli("replay", str(tmp_path / "nothing.json"))
    assert result.exit_code == 1
    assert result.output.strip().startswith("error: ")
    assert "cannot read" in result.output


def test_replay_shows_the_board_of_the_chosen_side_at_each_step(
        cli: Invoke, record_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's renderer gets the chosen seat's observation (or the public one) after the
    deal and after every action; the seat is "You" in its own replay."""
    record = recorded(cli, record_path)
    rendered: list[int | None] = []

    def spy(observation: dict[str, Any], lang: str) -> str:
        rendered.append(observation["seat"])
        return render_generic(observation, lang)

    monkeypatch.setattr(TOY, "render", spy)
    public = cli("replay", str(record_path))
    assert public.exit_code == 0, public.output
    assert rendered == [None] * (len(record.actions) + 1)
    assert "Start: the table as everyone sees it" in public.output
    for number in range(1, len(record.actions) + 1):
        assert f"After action {number}: the table as everyone sees it" in public.output
    assert "After action 0" not in public.output
    rendered.clear()
    mine = cli("replay", str(record_path), "--seat", "1", "--lang", "cs")
    assert mine.exit_code == 0, mine.output
    assert rendered == [1] * (len(record.actions) + 1)
    assert "Přehrávka z pohledu místa 1 (Ty)." in mine.output
    assert "Místa: 0: Soupeř (člověk), 1: Ty" in mine.output
    assert f"Po akci {len(record.actions)}: co vidíš" in mine.output
    assert re.search(r"^1\. Soupeř: ", mine.output, re.M)


def _trims(record: GameRecord) -> list[tuple[int, str, str]]:
    """(seat, text, English label) of every trim in a Science Duel record."""
    game = load(record.game)
    state = game.new_state(seed=record.seed, players=record.players, **record.options)
    trims = []
    for text in record.actions:
        action = Action.parse(text)
        if action.kind == "trim":
            seat = state.current_player()
            assert seat is not None
            trims.append((seat, text, game.action_label(PlayerView(state, seat), action, "en")))
        state.apply(action)
    return trims


def test_a_hidden_choice_is_shown_only_in_its_owners_replay(cli: Invoke,
                                                            record_path: Path) -> None:
    """Science Duel's trims (a card taken out of one's own deck) are secret: the public
    replay and the other seat's replay say "a hidden choice", never the card or the action;
    the trimming seat's replay names its own card."""
    played = cli("play", "science_duel", "--seat", "random", "--seat", "random", "--seed", "4",
                 "-o", "max_turns=1", "--record", str(record_path))
    assert played.exit_code == 0, played.output
    record = GameRecord.load(record_path)
    trims = _trims(record)
    assert {seat for seat, _, _ in trims} == {0, 1}
    public = cli("replay", str(record_path))
    assert public.exit_code == 0, public.output
    assert public.output.count(": a hidden choice") >= len(trims)
    assert "trim card=" not in public.output
    for _, _, label in trims:
        assert label not in public.output
    for viewer in (0, 1):
        seen = cli("replay", str(record_path), "--seat", str(viewer)).output
        assert "trim card=" not in seen
        for seat, _, label in trims:
            assert (label in seen) == (seat == viewer), (viewer, label)
        assert re.search(r"^\d+\. Opponent: a hidden choice$", seen, re.M)


@pytest.mark.parametrize(("change", "reason"), [
    (lambda text: b"\xff" + text.encode(), "not UTF-8 text"),
    (lambda text: text.replace('"options": {', '"options": {"seed": 5, ', 1),
     "option 'seed' is not a game option"),
    (lambda text: text.replace('"options": {', '"options": {"players": 3, ', 1),
     "option 'players' is not a game option"),
    (lambda text: text.replace('"result": [', '"result": [' + "4" * 400 + ", ", 1),
     "record field 'result' has a bad value"),
    (lambda text: text.replace('"seed": 7', '"seed": ' + "7" * 5000, 1), "a number too long"),
    (lambda text: "[" * 100_000 + "]" * 100_000, "nesting too deep"),
])
def test_a_hostile_record_is_one_line(cli: Invoke, record_path: Path, tmp_path: Path,
                                      change: Callable[[str], str | bytes],
                                      reason: str) -> None:
    """Each of these printed a traceback (issue 16, item 3)."""
    recorded(cli, record_path)
    bad = tmp_path / "bad.json"
    changed = change(record_path.read_text(encoding="utf-8"))
    if isinstance(changed, bytes):
        bad.write_bytes(changed)
    else:
        bad.write_text(changed, encoding="utf-8")
    result = cli("replay", str(bad))
    assert result.exit_code == 1, result.output
    assert result.output.strip().splitlines() == [result.output.strip()]
    assert reason in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("target", ["folder", "/dev/zero"])
def test_replay_refuses_a_folder_or_a_device(cli: Invoke, tmp_path: Path,
                                             target: str) -> None:
    path = str(tmp_path) if target == "folder" else target
    if not Path(path).exists():
        pytest.skip("no /dev/zero here")
    result = cli("replay", path)
    assert result.exit_code == 1
    assert len(result.output.strip().splitlines()) == 1
    assert "not a record file" in result.output


def test_text_from_a_record_reaches_the_terminal_without_control_characters(
        cli: Invoke, record_path: Path) -> None:
    """A seat name with a newline and escape codes used to print a fake "The replay matches
    the record." line and retitle the terminal (issue 16, item 4)."""
    recorded(cli, record_path)
    data = json.loads(record_path.read_text(encoding="utf-8"))
    data["seats"] = ["human:name=Eva\n\x1b]0;owned\x07The replay matches the record.",
                     "random"]
    data["actions"].append("\x1b[2J\nThe replay matches the record." + "x" * 100_000)
    record_path.write_text(json.dumps(data), encoding="utf-8")
    result = cli("replay", str(record_path))
    assert result.exit_code == 1
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert not any(line.startswith("The replay matches") for line in result.output.splitlines())
    assert max(len(line) for line in result.output.splitlines()) < 450


def test_with_a_secret_an_edited_record_is_refused_in_one_line(
        cli: Invoke, record_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16, item 2: play --record signs with CARDTABLE_SECRET, replay checks it."""
    monkeypatch.setenv("CARDTABLE_SECRET", "server secret")
    recorded(cli, record_path)
    assert cli("replay", str(record_path)).exit_code == 0
    data = json.loads(record_path.read_text(encoding="utf-8"))
    assert "mac" in data
    data["seats"] = ["human:name=Mallory", "random"]
    record_path.write_text(json.dumps(data), encoding="utf-8")
    result = cli("replay", str(record_path))
    assert result.exit_code == 1
    assert result.output.strip() == ("error: the record is refused: its signature does not "
                                     "match: it was edited or signed with another key")


def test_a_record_without_its_digest_replays_only_when_told(cli: Invoke,
                                                             record_path: Path) -> None:
    """Issue 16, item 2: records require their digest unless ``--no-digest`` says otherwise;
    then the game is replayed but the end does not claim a checked final state."""
    recorded(cli, record_path)
    data = json.loads(record_path.read_text(encoding="utf-8"))
    data["digest"] = None
    record_path.write_text(json.dumps(data), encoding="utf-8")
    refused = cli("replay", str(record_path))
    assert refused.exit_code == 1
    assert refused.output.count("\n") == 1 and "no digest" in refused.output
    allowed = cli("replay", str(record_path), "--no-digest")
    assert allowed.exit_code == 0, allowed.output
    assert "The replay matches the record." not in allowed.output
    assert "the final state was not checked" in allowed.output
    czech = cli("replay", str(record_path), "--no-digest", "--lang", "cs")
    assert "konečný stav ověřen nebyl" in czech.output
