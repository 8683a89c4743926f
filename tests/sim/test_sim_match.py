"""Batch games: seeds, lineups, seat rotation, backends giving identical
tallies, JSONL records that replay, Ctrl-C keeping finished games."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console
from typer.testing import CliRunner

from cardtable.kernel import GameRecord, OptionError, replay
from cardtable.sim import BotSpec, game_seed, make_job, run_match, tournament, wilson
from cardtable.sim.backends import make_chunks, run_local, run_serial
from cardtable.sim.commands import parse_option_entries, sim_app, simulate_command
from cardtable.sim.match import GameResult, bot_seed, parse_value, play_game
from support.toy_game import TOY


def test_seeds_are_deterministic_and_distinct() -> None:
    seeds = [game_seed(7, i) for i in range(200)]
    assert seeds == [game_seed(7, i) for i in range(200)]
    assert len(set(seeds)) == 200
    assert game_seed(8, 0) != game_seed(7, 0)
    assert bot_seed(seeds[0], 0) != bot_seed(seeds[0], 1)
    assert all(0 <= s < 2 ** 63 for s in seeds)


def test_bot_specs_and_values_parse() -> None:
    spec = BotSpec.parse("ismcts:iterations=20:rollout=greedy:rollout-depth=none")
    assert spec.name == "ismcts"
    assert dict(spec.params) == {"iterations": 20, "rollout": "greedy", "rollout_depth": None}
    assert spec.make(3).iterations == 20  # type: ignore[attr-defined]
    assert spec.label == "ismcts:iterations=20:rollout=greedy:rollout_depth=None"
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        BotSpec.parse("clever")
    with pytest.raises(ValueError, match="not key=value"):
        BotSpec.parse("ismcts:fast")
    assert [parse_value(v) for v in ("3", "0.5", "true", "[1,3]", "prepared")] == [
        3, 0.5, True, [1, 3], "prepared"]
    assert parse_option_entries(["turns=4", "prepared-decks=[1,2]"]) == {
        "turns": 4, "prepared_decks": [1, 2]}
    with pytest.raises(ValueError, match="key=value"):
        parse_option_entries(["turns"])


def test_lineup_fills_seats_and_rotates() -> None:
    job = make_job(TOY, ["greedy", "random"], 6, players=3)
    assert [e.name for e in job.entrants] == ["greedy", "random", "greedy#2"]
    assert [job.seating(i) for i in range(4)] == [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 1, 2)]
    assert make_job(TOY, ["random", "random"], 1).players == 2
    assert make_job(TOY, ["random"], 1).players == 2
    with pytest.raises(ValueError, match="4 bots for 3 seats"):
        make_job(TOY, ["random"] * 4, 1, players=3)
    with pytest.raises(OptionError, match="turns"):
        make_job(TOY, ["random"], 1, options={"turns": "many"})


def test_a_game_is_a_function_of_job_and_index() -> None:
    job = make_job(TOY, ["greedy", "random"], 4, players=2, seed=5)
    a, b = play_game(job, 3), play_game(job, 3)
    assert (a.seed, a.returns, a.length, a.seating) == (b.seed, b.returns, b.length, b.seating)
    assert a.seating == (1, 0)
    assert a.length > 0 and sum(a.returns) <= 1


def test_serial_and_process_pool_give_identical_tallies_and_records(tmp_path) -> None:
    serial = run_match(TOY, ["greedy", "random"], 30, seed=3, workers=1,
                       jsonl=tmp_path / "a.jsonl")
    pooled = run_match(TOY, ["greedy", "random"], 30, seed=3, workers=2,
                       jsonl=tmp_path / "b.jsonl")
    assert serial.tally.counts() == pooled.tally.counts()
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()
    assert [r.index for r in pooled.results] == list(range(30))
    lines = (tmp_path / "b.jsonl").read_text().splitlines()
    assert len(lines) == 30
    record = GameRecord.from_json(json.loads(lines[5]))
    assert record.seed == game_seed(3, 5)
    assert record.seats == ["random", "greedy"]
    assert replay(record).returns() == record.result


def test_tally_adds_up_and_greedy_beats_random() -> None:
    outcome = run_match(TOY, ["greedy", "random"], 60, seed=1, workers=1)
    tally = outcome.tally
    assert tally.games == 60 and not outcome.interrupted
    for record in tally.entrants:
        assert record.games == 60
    assert sum(r.games for r in tally.seats) == 120
    assert tally.first_player.games == 60
    assert tally.entrants[0].wins > tally.entrants[1].wins
    lo, hi = tally.entrants[0].interval
    assert lo < tally.entrants[0].win_rate < hi
    assert tally.mean_length == sum(tally.lengths) / 60
    assert tally.draws == sum(all(x == 0 for x in r.returns) for r in outcome.results) > 0
    assert tally.draws == tally.entrants[0].draws


def test_wilson_interval_known_values() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.7225, abs=1e-4)


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_stops_and_keeps_finished_chunks(workers: int) -> None:
    job = make_job(TOY, ["random", "random"], 200)
    chunks = make_chunks([job], workers=2, max_chunk=3)
    kept: list[GameResult] = []

    def on_chunk(j: int, results: list[GameResult]) -> None:
        if kept:
            raise KeyboardInterrupt
        kept.extend(results)

    if workers == 1:
        interrupted = run_serial([job], chunks, on_chunk)
    else:
        interrupted = run_local([job], chunks, on_chunk, workers)
    assert interrupted
    assert len(kept) == len(chunks[0][1]) == 3
    assert len(chunks) > 2


def test_round_robin_tournament() -> None:
    outcome = tournament(TOY, ["greedy", "random", "ismcts:iterations=20"], 6, workers=1)
    assert set(outcome.outcomes) == {("greedy", "random"), ("greedy", "ismcts:iterations=20"),
                                     ("random", "ismcts:iterations=20")}
    assert outcome.score("random", "greedy") == pytest.approx(
        1 - outcome.score("greedy", "random"))


def test_simulate_command_prints_table_and_summary() -> None:
    buffer = io.StringIO()
    console = Console(file=buffer, width=120)
    code = simulate_command("toy", "greedy,random", games=12, workers=1, console=console)
    text = buffer.getvalue()
    assert code == 0
    assert "win rate" in text and "95% CI" in text and "greedy" in text
    assert "first player wins" in text and "mean game length" in text
    assert "12/12" in text and "games/s" in text


def test_simulate_command_reports_bad_input() -> None:
    buffer = io.StringIO()
    console = Console(file=buffer, width=120)
    assert simulate_command("toy", "clever", games=2, console=console) == 2
    assert "unknown bot 'clever'" in buffer.getvalue()
    assert simulate_command("nogame", "random", games=2, console=console) == 2
    assert simulate_command("toy", "random", games=2, options={"turns": "x"},
                            console=console) == 2


def test_typer_simulate_command(tmp_path) -> None:
    out = tmp_path / "games.jsonl"
    result = CliRunner().invoke(sim_app, ["simulate", "toy", "--bots", "greedy,random",
                                          "--games", "8", "--workers", "1",
                                          "--option", "turns=6", "--jsonl", str(out)])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output
    assert len(out.read_text().splitlines()) == 8
    bad = CliRunner().invoke(sim_app, ["simulate", "toy", "--option", "turns"])
    assert bad.exit_code == 2


def test_batches_continue_one_sequence_of_games() -> None:
    """A job starting at game 10 plays exactly games 10.. of the same sequence."""
    whole = run_match(TOY, ["greedy", "random"], 14, seed=4, workers=1).results
    job = make_job(TOY, ["greedy", "random"], 4, seed=4, first=10)
    tail = [play_game(job, i) for i in job.indices]
    assert [(r.index, r.seed, r.returns, r.seating) for r in tail] == [
        (r.index, r.seed, r.returns, r.seating) for r in whole[10:]]
