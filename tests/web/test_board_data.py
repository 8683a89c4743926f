"""What the drawn boards get besides the observation (``server.board_data``): the cards
by id describe exactly the card ids the seat's observation holds, in the reader's
language, and the HexyGame map is the map the observation names."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.games.hexy.map_view import map_view
from cardtable.kernel import Rng, State, game_ids, load
from cardtable.server.board_data import board_extras, card_catalog
from cardtable.server.view import view_of
from json_walk import strings


def states(game_id: str, seed: int, steps: int) -> Iterator[State]:
    state = load(game_id).new_state(seed=seed, players=2)
    rng = Rng(seed)
    for step in range(steps):
        if state.is_terminal():
            return
        if step % 7 == 0:
            yield state
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("game_id", game_ids(include_registered=False))
def test_the_catalog_describes_the_cards_of_the_observation_and_no_more(game_id: str) -> None:
    game = load(game_id)
    known = set(game.card_ids())
    for state in states(game_id, seed=4, steps=120):
        for seat in (0, 1, None):
            observation = state.observation(seat)
            catalog = card_catalog(game, observation, "cs")
            assert set(catalog) == set(strings(observation)) & known
            for _label, card in game.visible_cards(observation):
                assert catalog[card]["name"] == game.card_name(card, "cs")
            assert all(entry["name"] == game.card_name(card, "cs") and entry["name"]
                       for card, entry in catalog.items())
    english = card_catalog(game, state.observation(0), "en")
    assert all(english[card]["name"] == game.card_name(card, "en") for card in english)


def test_a_spectator_catalog_names_no_card_of_a_hidden_hand() -> None:
    game = load("hecatomb")
    state = game.new_state(seed=2, players=2)
    hand = state.observation(0)["players_state"][0]["hand"]
    public = card_catalog(game, state.observation(None), "en")
    mine = card_catalog(game, state.observation(0), "en")
    assert hand and set(hand) <= set(mine)
    assert not set(hand) - set(strings(state.observation(None))) & set(public)


@pytest.mark.parametrize(("map_id", "cells"), [("hex_r3", 37), ("hex_r4", 61)])
def test_the_hexy_map_is_the_map_the_observation_names(map_id: str, cells: int) -> None:
    game = load("hexy")
    state = game.new_state(seed=1, players=2, map=map_id)
    observation = state.observation(0)
    drawn = board_extras(game, observation, "en")["map"]
    assert drawn == map_view(observation)
    assert drawn["id"] == map_id and len(drawn["cells"]) == cells
    assert [c["flag"] for c in drawn["cells"] if c["flag"] is not None] in ([0, 1], [1, 0])
    assert sum(c["center"] for c in drawn["cells"]) == 1
    # every board card stands on a cell of the map, at that cell's coordinates
    for state_now in states("hexy", seed=3, steps=200):
        for unit in state_now.observation(0)["board"]:
            cell = drawn_cells(state_now)[unit["cell"]]
            assert [cell["q"], cell["r"]] == list(unit["hex"])
    assert board_extras(load("magic_tower"), load("magic_tower").new_state(seed=1, players=2)
                        .observation(0), "cs")["words"]["dragons"] == "draci"


def drawn_cells(state: State) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = map_view(state.observation(0))["cells"]
    return cells


def test_the_view_carries_the_catalog_words_and_map() -> None:
    game = load("hexy")
    observation = game.new_state(seed=1, players=2, map="hex_r3").observation(1)
    view = view_of(game, observation, "cs")
    assert {"board", "cards", "catalog", "words", "terms", "map"} <= set(view)
    assert view["words"]["red"] == "červená"
    assert view["map"]["name"]["cs"]


def test_hecatomb_keywords_are_named_by_the_games_glossary() -> None:
    game = load("hecatomb")
    terms = board_extras(game, game.new_state(seed=1, players=2).observation(0), "cs")["terms"]
    for state in states("hecatomb", seed=5, steps=400):
        for player in state.observation(0)["players_state"]:
            for abom in player["abominations"]:
                assert set(abom["keywords"]) <= set(terms)


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g != "hexy"])
def test_a_game_without_a_map_draws_none(game_id: str) -> None:
    """``Game.map_view`` is the hook a board map comes from; only HexyGame has one."""
    game = load(game_id)
    state = game.new_state(seed=1, players=game.default_players)
    assert game.map_view(state.observation(0)) is None
    assert board_extras(game, state.observation(0), "en")["map"] is None
    hexy = load("hexy")
    observation = hexy.new_state(seed=1).observation(0)
    assert hexy.map_view(observation) == map_view(observation)
