"""``policy:file=...`` where the command line names bots: simulate and play --seat."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from typer.testing import Result

from cardtable.kernel.untrusted import shorten
from support.policy_files import write_policy

Invoke = Callable[..., Result]


def shown(path: object) -> str:
    """A path as refusals quote it (long ones shortened, like every outside text)."""
    return shorten(str(path), 80)


def test_simulate_accepts_a_policy_spec(cli: Invoke, tmp_path: Path) -> None:
    path = write_policy(tmp_path / "p.npz")
    result = cli("simulate", "clash_of_decks", "--bots", f"policy:file={path},random",
                 "--games", "4", "--workers", "1")
    assert result.exit_code == 0, result.output
    assert "4 games" in result.output and "policy" in result.output


def test_simulate_refuses_a_policy_of_another_game_and_plays_nothing(
        cli: Invoke, tmp_path: Path) -> None:
    path = write_policy(tmp_path / "p.npz")
    result = cli("simulate", "hexy", "--bots", f"policy:file={path},random", "--games", "4",
                 "--workers", "1")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"error: policy file '{shown(path)}' was trained for clash_of_decks, not hexy"]


def test_simulate_refuses_a_file_that_is_no_policy(cli: Invoke, tmp_path: Path) -> None:
    path = tmp_path / "p.npz"
    path.write_bytes(b"PK\x03\x04 broken")
    result = cli("simulate", "clash_of_decks", "--bots", f"policy:file={path},random",
                 "--games", "4", "--workers", "1")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"error: policy file '{shown(path)}' is not a readable .npz policy (damaged, truncated or "
        "another kind of file)"]


def test_play_seats_a_policy_bot(cli: Invoke, tmp_path: Path) -> None:
    path = write_policy(tmp_path / "p.npz")
    record = tmp_path / "game.json"
    result = cli("play", "clash_of_decks", "--seed", "3", "--seat", f"policy:file={path}",
                 "--seat", "random", "--record", str(record))
    assert result.exit_code == 0, result.output
    assert record.exists()


def test_play_refuses_a_policy_for_another_game_before_playing(
        cli: Invoke, tmp_path: Path) -> None:
    path = write_policy(tmp_path / "p.npz")
    record = tmp_path / "game.json"
    result = cli("play", "hexy", "--seed", "3", "--seat", f"policy:file={path}", "--seat",
                 "random", "--record", str(record))
    assert result.exit_code != 0
    assert "was trained for clash_of_decks, not hexy" in result.output
    assert "starting" not in result.output.lower()
    assert not record.exists()


def test_play_refusal_in_czech(cli: Invoke, tmp_path: Path) -> None:
    path = tmp_path / "missing.npz"
    result = cli("play", "clash_of_decks", "--lang", "cs", "--seat", f"policy:file={path}",
                 "--seat", "random")
    assert result.exit_code != 0
    assert f"soubor politiky '{path}' neexistuje" in result.output
