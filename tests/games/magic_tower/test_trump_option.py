"""The ``trumps`` option (preset trump sets, see docs/rules/magic_tower.md) and the balance
hooks built on it (MT-SETUP-1, MT-SETUP-2, MT-DEC-3, MT-DEC-43)."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.cards import COLLECTIBLE
from cardtable.games.magic_tower.game import MagicTower
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import OptionError, Rng, load
from cardtable.kernel.record import GameRecord, replay, state_digest
from cardtable.sim.report import report
from cardtable.sim.study import plan_study

from .helpers import GAME, new, set_board, unlock


@pytest.mark.parametrize(("players", "trumps", "words"), [
    (2, ["sun", "dragons"], ["MT-SETUP-2", "'sun'"]),  # MT-SETUP-2: sun is no trump set
    (2, ["humans", "moon"], ["MT-SETUP-2", "'moon'"]),  # MT-SETUP-2: nor is moon
    (2, ["dragons", "goblins"], ["unknown trump set", "'goblins'"]),
    (2, ["dragons", 3], ["3 is not a trump set id"]),
    (3, ["dragons", "undead"], ["trumps: give one collectible set per player (3), not 2"]),
    (2, ["dragons", "undead", "titans"], ["one collectible set per player (2), not 3"]),
    (2, "dragons", ["one collectible set per player (2), not 1", "(MT-DEC-3)"]),
])
def test_bad_trumps_are_refused_naming_option_and_value(players: int, trumps: Any,
                                                        words: list[str]) -> None:
    """MT-SETUP-1, MT-SETUP-2: a collectible set for every seat, nothing else."""
    with pytest.raises(OptionError) as info:
        GAME.new_state(seed=1, players=players, trumps=trumps)
    text = str(info.value)
    assert "option 'trumps'" in text or text.startswith("trumps: ")
    for word in words:
        assert word in text


def test_comma_text_is_read_as_a_list() -> None:
    """``--option trumps=dragons,undead`` from the command line reaches the game as text."""
    st = GAME.new_state(seed=1, players=2, trumps="dragons, undead")
    assert st.options.trumps == ["dragons", "undead"]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_preset_trumps_skip_the_choice_and_match_chosen_ones_mt_dec_3(players: int) -> None:
    """MT-DEC-3, MT-SETUP-3: no ``choose_trump`` decision; the board, deal, RNG and the public
    events are exactly those of the same choices made in turn order."""
    trumps = [COLLECTIBLE[(2 * s + 1) % 6] for s in range(players)]
    for seed in range(4):
        preset = GAME.new_state(seed=seed, players=players, trumps=trumps)
        chosen = new(players, trumps, seed=seed)
        assert isinstance(preset, MTState)
        assert preset.pending == chosen.pending and preset.pending is not None
        assert preset.pending.kind == "turn"
        assert all(a.kind != "choose_trump" for a in preset.legal_actions())
        assert preset.history == [] and len(chosen.history) == players
        game_slots = [{k: v for k, v in x.to_json()["slots"].items()
                       if k not in ("history", "steps")} for x in (preset, chosen)]
        assert game_slots[0] == game_slots[1]
        assert [(e.key, e.params, e.seats) for e in preset.events] == [
            (e.key, e.params, e.seats) for e in chosen.events]
        # MT-DEC-3: every seat (and a spectator) sees each choice, in turn order
        view = preset.observation(None)
        assert [b["trump"] for b in view["boards"]] == trumps
        picks = [e.params["seat"] for e in preset.events if e.key == "magic_tower.trump"]
        assert picks == [(preset.active + i) % players for i in range(players)]
        assert all(e.seats is None for e in preset.events if e.key == "magic_tower.trump")


def test_preset_trump_gives_its_spells_and_trump_texts_mt_dec_43() -> None:
    """MT-DEC-43, MT-DEC-6: the spells come from the preset set; its red/green texts apply."""
    st = GAME.new_state(seed=3, players=2, trumps=["water_masters", "undead"])
    assert isinstance(st, MTState)
    set_board(st, 0, tower=120)
    set_board(st, 1, tower=60)
    unlock(st)
    assert st.unlocked[0] == list(tb.SET_SPELLS[tb.SET_INDEX["water_masters"]][:2])
    assert st.unlocked[1] == list(tb.SET_SPELLS[tb.SET_INDEX["undead"]][:1])
    undead_card = next(c for c in range(tb.N_CARDS) if tb.CARD_SET[c] == tb.SET_INDEX["undead"])
    assert st.trump_applies(1, undead_card) and not st.trump_applies(0, undead_card)


def test_unset_option_keeps_records_as_before_and_preset_replays() -> None:
    """Without ``trumps`` the options dump (part of every record and digest) is unchanged;
    with it a record replays to the same digest."""
    plain = GAME.new_state(seed=2, players=2)
    assert plain.options.model_dump(mode="json") == {"max_turns": 200}
    st = GAME.new_state(seed=2, players=3, trumps=["titans", "titans", "air_masters"])
    rng = Rng(5)
    while not st.is_terminal() and st.steps < 60:
        st.apply(rng.choice(st.legal_actions()))
    record = GameRecord.from_state(st, 2)
    assert record.options["trumps"] == ["titans", "titans", "air_masters"]
    again = replay(GameRecord.from_json(record.to_json()))
    assert state_digest(again) == state_digest(st)
    assert state_digest(GAME.state_from_json(st.to_json())) == state_digest(st)


def test_balance_hooks_give_a_trump_set_matrix() -> None:
    """Sim hooks: the six collectible sets (MT-SETUP-2) against each other."""
    game = load("magic_tower")
    assert isinstance(game, MagicTower)
    assert game.balance_factions() == list(COLLECTIBLE)
    assert game.balance_options(["dragons", "undead"]) == {"trumps": ["dragons", "undead"]}
    study = plan_study(game, ["random"], 2)
    assert study.kind == "factions"
    assert study.rows == study.cols == list(COLLECTIBLE)
    assert len(study.jobs) == 21 and not study.skipped  # unordered pairs with mirrors
    assert len(study.cells) == 36
    job = study.jobs[1]  # humans against dragons
    assert job.options_for(job.seating(0))["trumps"] == ["humans", "dragons"]
    assert job.options_for(job.seating(1))["trumps"] == ["dragons", "humans"]
    three = plan_study(game, ["random"], 1, players=3)
    assert len(three.jobs) == 36 and not three.skipped


class _TwoSets(MagicTower):
    """The real hooks, limited to two sets so that a report stays tiny."""

    def balance_factions(self) -> list[str]:
        return ["dragons", "undead"]


def test_tiny_trump_report_runs(tmp_path: Path) -> None:
    result = report(_TwoSets(), tmp_path, bots=["random"], games=2, workers=1)
    assert result.study.kind == "factions"
    assert set(result.matrix) == {(a, b) for a in ("dragons", "undead")
                                  for b in ("dragons", "undead")}
    assert result.matrix["dragons", "undead"].games == 2
    assert result.matrix["undead", "dragons"].games == 2
    assert (tmp_path / "matrix.png").read_bytes().startswith(b"\x89PNG")
    with (tmp_path / "matrix.csv").open(encoding="utf-8") as handle:
        assert len(list(csv.DictReader(handle))) == 4
