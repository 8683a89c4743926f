"""The OpenSpiel adapter: OpenSpiel's random simulation test (with serialization) for
every game, a game played by OpenSpiel's own ISMCTS bot, and the observation
strings and tensors of the kernel hooks."""

from __future__ import annotations

import json

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

from cardtable.adapters.openspiel import CardtableState, register, short_name
from cardtable.kernel import OptionError, load

from .support import GAMES

register(GAMES)


def _seeded(game: pyspiel.Game, seed: int) -> CardtableState:
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(seed)
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_random_sim_test(game_id: str) -> None:
    game = pyspiel.load_game(short_name(game_id))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize(("game_id", "players"), [("magic_tower", 5), ("hecatomb", 3),
                                                  ("clash_of_decks", 1)])
def test_random_sim_test_other_player_counts(game_id: str, players: int) -> None:
    game = pyspiel.load_game(short_name(game_id), {"players": players})
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_options_survive_the_game_string() -> None:
    options = {"max_turns": 30, "trumps": ["undead", "humans", "titans"]}
    game = pyspiel.load_game(short_name("magic_tower"),
                             {"players": 3, "options": json.dumps(options)})
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game)
    assert again.max_game_length() == load("magic_tower").max_game_length(3, options)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_the_game_type_follows_the_game() -> None:
    duel = pyspiel.load_game(short_name("science_duel")).get_type()
    tower = pyspiel.load_game(short_name("magic_tower")).get_type()
    assert duel.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert tower.utility == pyspiel.GameType.Utility.GENERAL_SUM
    for kind in (duel, tower):
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC


def test_observations_come_from_the_kernel_hooks() -> None:
    game = pyspiel.load_game(short_name("hexy"))
    kernel = load("hexy")
    state = _seeded(game, 42)
    inner = state.game_state
    assert inner is not None
    assert state.observation_tensor(1) == pytest.approx(kernel.observation_tensor(inner, 1))
    seen = json.loads(state.observation_string(1))
    assert seen["observation"] == json.loads(json.dumps(inner.observation(1)))
    info = json.loads(state.information_state_string(0))
    assert len(info["events"]) == len(inner.events_for(0))
    assert state.legal_actions() == sorted(kernel.encode(a) for a in inner.legal_actions())


def test_a_resampled_state_has_the_same_information_state() -> None:
    game = pyspiel.load_game(short_name("clash_of_decks"))
    state = _seeded(game, 3)
    rng = np.random.default_rng(0)
    for _ in range(12):
        state.apply_action(int(rng.choice(state.legal_actions())))
    player = state.current_player()
    sample = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0., 1.))
    assert sample.information_state_string(player) == state.information_state_string(player)
    assert sample.legal_actions() == state.legal_actions()


def test_ismcts_plays_a_game() -> None:
    game = pyspiel.load_game(short_name("clash_of_decks"))
    rng = np.random.RandomState(7)
    bot = ismcts.ISMCTSBot(game=game, evaluator=mcts.RandomRolloutEvaluator(1, rng),
                           uct_c=2.0, max_simulations=20, random_state=rng)
    state = _seeded(game, 5)
    decisions = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            decisions += 1
        else:
            action = rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply_action(action)
    assert decisions > 3
    assert sorted(state.returns()) == [-1.0, 1.0] or state.returns() == [0.0, 0.0]


def test_a_bad_option_is_one_clear_error() -> None:
    with pytest.raises(OptionError, match="deck0"):
        pyspiel.load_game(short_name("science_duel"), {"options": '{"deck0": "biolog"}'})
    with pytest.raises(OptionError, match="JSON"):
        pyspiel.load_game(short_name("science_duel"), {"options": "deck0=fyzik"})
