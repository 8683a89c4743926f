"""``cardtable replay``: a recorded game is reproduced; a bad record is one line, exit 1."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from typer.testing import Result

from cardtable.kernel import GameRecord

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
    steps = re.findall(r"^(\d+)\. seat (\d): (.+)$", result.output, re.M)
    assert [text for _, _, text in steps] == record.actions
    assert [int(n) for n, _, _ in steps] == list(range(1, len(record.actions) + 1))
    assert "The replay matches the record." in result.output
    assert record.result is not None
    shown = ", ".join(f"{s}: {v:+g}" if v else f"{s}: 0" for s, v in enumerate(record.result))
    assert f"Result: {shown}" in result.output
    # public view: nobody's drawn cards
    assert not re.search(r"draws \d", result.output)


def test_replay_with_a_seat_shows_that_seats_cards(cli: Invoke, record_path: Path) -> None:
    recorded(cli, record_path)
    result = cli("replay", str(record_path), "--seat", "1")
    assert result.exit_code == 0
    assert re.search(r"seat 1 draws \d", result.output)
    assert not re.search(r"seat 0 draws \d", result.output)


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
    assert "3. seat" in result.output and "4. seat" not in result.output
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
        "step 1: 'beat hand=4'": json.dumps(tampered),
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
