"""``simulate`` and ``report`` under hostile conditions (issue 16, items 7-10): output
paths checked before the first game, JSONL written as games finish, SIGTERM and SIGHUP
handled as Ctrl-C, a bounded number of chunks in flight, ``--workers`` capped and
bounded below."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from cardtable.kernel import OptionError
from cardtable.sim import backends, make_job
from cardtable.sim.backends import (
    IN_FLIGHT_PER_WORKER,
    Chunk,
    check_workers,
    iter_chunks,
    run_local,
)
from cardtable.sim.commands import report_command, sim_app, simulate_command
from cardtable.sim.match import GameResult
from cardtable.sim.runner import JsonlWriter, run_jobs, run_match
from support.toy_game import TOY

SRC = Path(__file__).resolve().parents[2] / "src"


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(sim_app, list(args))
    return result.exit_code, result.output


# ---- item 7: output paths before the work -------------------------------------------
@pytest.mark.parametrize("where", ["missing_folder", "a_folder", "under_a_file"])
def test_simulate_refuses_a_jsonl_path_before_playing(tmp_path: Path, where: str) -> None:
    (tmp_path / "file.txt").write_text("x")
    target = {"missing_folder": tmp_path / "no" / "games.jsonl", "a_folder": tmp_path,
              "under_a_file": tmp_path / "file.txt" / "games.jsonl"}[where]
    code, output = run("simulate", "toy", "--bots", "random,random", "--games", "4",
                       "--workers", "1", "--jsonl", str(target))
    assert code == 2, output
    assert output.strip().splitlines() == [output.strip()]
    assert output.startswith("error: cannot write to") and "win rate" not in output


@pytest.mark.parametrize("where", ["a_file", "under_a_file"])
def test_report_refuses_an_output_folder_before_playing(tmp_path: Path, where: str) -> None:
    (tmp_path / "file.txt").write_text("x")
    target = {"a_file": tmp_path / "file.txt", "under_a_file": tmp_path / "file.txt" / "r"}
    code, output = run("report", "toy", "--out", str(target[where]), "--bots", "random",
                       "--games", "2", "--workers", "1")
    assert code == 2, output
    assert output.strip().splitlines() == [output.strip()], output
    assert "cannot write" in output and "toy report" not in output


def test_a_jsonl_write_failing_late_still_prints_the_results() -> None:
    """/dev/full accepts the open and fails every write: the table is printed anyway."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    buffer = io.StringIO()
    code = simulate_command("toy", "random,random", games=6, workers=1, jsonl="/dev/full",
                            console=Console(file=buffer, width=120), progress=False)
    output = buffer.getvalue()
    assert code == 1
    assert "win rate" in output and "6 games" in output
    assert "error: writing /dev/full stopped" in output


def test_a_report_failing_late_still_prints_the_results(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(*_: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("cardtable.sim.report.write_report", full_disk)
    buffer = io.StringIO()
    code = report_command("toy", tmp_path / "r", "random", games=2, workers=1,
                          console=Console(file=buffer, width=120), progress=False)
    output = buffer.getvalue()
    assert code == 1
    assert "No space left on device" in output and "the results above are complete" in output
    assert (tmp_path / "r").is_dir()


# ---- item 8: JSONL as games finish; SIGTERM and SIGHUP as Ctrl-C --------------------
def test_jsonl_lines_are_written_as_games_finish(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    seen: list[int] = []

    def stop_after_some(j: int, result: GameResult) -> None:
        seen.append(result.index)
        if len(seen) == 5:
            raise KeyboardInterrupt

    job = make_job(TOY, ["random", "random"], 100, records=True)
    outcome = run_jobs([job], workers=1, on_game=stop_after_some)
    assert outcome.interrupted and seen[:5] == [0, 1, 2, 3, 4]
    writer = JsonlWriter(out)
    on_disk: list[int] = []

    def write_and_look(j: int, result: GameResult) -> None:
        writer.write(result)
        on_disk.append(len(out.read_text(encoding="utf-8").splitlines()))

    run_jobs([make_job(TOY, ["random", "random"], 5, records=True)], workers=1,
             on_game=write_and_look)
    writer.close()
    assert on_disk == [1, 2, 3, 4, 5]  # each game is in the file as soon as it is done
    match = run_match(TOY, ["random", "random"], 12, workers=1, jsonl=out)
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 12 and not match.jsonl_error
    assert [json.loads(line)["seed"] for line in lines] == [r.seed for r in match.results]


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("PPid:") and int(line.split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _wait_for(condition: Callable[[], bool], what: str) -> None:
    """Poll until ``condition`` holds (no time is measured: a bounded number of tries)."""
    import time

    for _ in range(1200):
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"never happened: {what}")


@pytest.mark.skipif(not Path("/proc").is_dir() or sys.platform == "win32",
                    reason="needs /proc and POSIX signals")
@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP"])
def test_a_stop_signal_stops_the_workers_and_keeps_finished_games(tmp_path: Path,
                                                                  signame: str) -> None:
    """SIGTERM or SIGHUP used to leave the workers running with no parent and write no
    JSONL; now they stop the run as Ctrl-C does."""
    out = tmp_path / "games.jsonl"
    env = dict(os.environ, PYTHONPATH=str(SRC), COLUMNS="120")
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable.cli", "simulate", "clash_of_decks", "--bots",
         "random,random", "--games", "1000000", "--workers", "2", "--jsonl", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True,
        start_new_session=True)
    try:
        _wait_for(lambda: out.exists() and out.stat().st_size > 0, "a JSONL line")
        workers = _children(process.pid)
        process.send_signal(getattr(signal, signame))
        output, _ = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 130, output[-2000:]
    assert "interrupted" in output and "win rate" in output
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines and all(json.loads(line)["game"] == "clash_of_decks" for line in lines)
    _wait_for(lambda: not any(Path(f"/proc/{pid}").exists() and
                              "zombie" not in Path(f"/proc/{pid}/status").read_text()
                              for pid in workers), "the workers to end")


# ---- item 9: a bounded number of chunks in flight -----------------------------------
def test_chunks_are_cut_lazily_and_few_are_in_flight() -> None:
    """``--games 100000000`` used to queue every chunk before the first game ended
    (MemoryError); now a few chunks per worker are in flight."""
    job = make_job(TOY, ["random", "random"], 100_000_000)
    pulled = 0

    def counted(chunks: Iterator[Chunk]) -> Iterator[Chunk]:
        nonlocal pulled
        for chunk in chunks:
            pulled += 1
            yield chunk

    firsts: list[int] = []

    def on_chunk(j: int, results: list[GameResult]) -> None:
        firsts.append(pulled)
        raise KeyboardInterrupt

    assert run_local([job], counted(iter_chunks([job], 2)), on_chunk, 2)
    assert firsts and firsts[0] <= 2 * IN_FLIGHT_PER_WORKER


# ---- item 10: --workers ------------------------------------------------------------
@pytest.mark.parametrize("workers", ["0", "-3"])
def test_workers_below_one_are_refused(workers: str) -> None:
    code, output = run("simulate", "toy", "--bots", "random,random", "--games", "2",
                       "--workers", workers)
    assert code == 2
    assert output.strip() == f"error: --workers must be at least 1, not {workers}"
    with pytest.raises(OptionError):
        check_workers(int(workers))


def test_workers_are_capped_at_the_cores_with_a_warning(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends, "default_workers", lambda: 1)
    assert check_workers(16) == (1, 16)
    assert check_workers(16, backend="ray") == (16, None)
    assert check_workers(None) == (1, None)
    code, output = run("simulate", "toy", "--bots", "random,random", "--games", "2",
                       "--workers", "16")
    assert code == 0, output
    assert "warning: 16 workers asked for, more than the machine's cores (1): using 1" in output
    assert "2 games" in output


# ---- item 11: a bad Ray address ----------------------------------------------------
@pytest.mark.parametrize(("address", "reason"), [
    ("127.0.0.1:1", "error: cannot reach the Ray cluster at 127.0.0.1:1: Connection refused"),
    ("nowhere", "error: --address 'nowhere' is not host:port (or ray://host:port)"),
    ("10.0.0.1:99999", "error: --address '10.0.0.1:99999' is not host:port"),
])
def test_a_bad_ray_address_is_one_line_at_once(address: str, reason: str) -> None:
    """It used to hang a minute with Ray's raw logs."""
    pytest.importorskip("ray")
    code, output = run("simulate", "toy", "--bots", "random,random", "--games", "2",
                       "--backend", "ray", "--address", address)
    assert code == 2, output
    assert output.strip().splitlines() == [output.strip()]
    assert output.strip().startswith(reason)
