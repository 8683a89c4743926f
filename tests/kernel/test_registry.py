"""The registry: games by id; an unknown id lists the known ones."""

from __future__ import annotations

import pytest

import cardtable
from cardtable.kernel import UnknownGame, all_games, game_ids, load, register, registry
from support.toy_game import TOY, ToyGame


def test_the_toy_game_is_registered() -> None:
    assert load("toy") is TOY and cardtable.load("toy") is TOY
    assert "toy" in game_ids() and "toy" not in game_ids(include_registered=False)


def test_unknown_game_lists_the_known_ids() -> None:
    with pytest.raises(UnknownGame) as caught:
        load("chess")
    message = str(caught.value)
    assert message.startswith("unknown game 'chess'; known: ")
    assert all(game_id in message for game_id in game_ids())


def test_register_is_idempotent_and_unregister_removes() -> None:
    class Other(ToyGame):
        id = "toy_registry_other"

    other = Other()
    assert register(other) is other and register(other) is other
    assert game_ids().count("toy_registry_other") == 1 and load("toy_registry_other") is other
    registry.unregister("toy_registry_other")
    assert "toy_registry_other" not in game_ids()
    with pytest.raises(UnknownGame):
        load("toy_registry_other")


def test_all_games_loads_each_id(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "BUILTIN", {})
    assert TOY in all_games() and [g.id for g in all_games()] == game_ids()


@pytest.mark.pure_python  # patches a compiled module's table
def test_a_builtin_module_that_does_not_register_is_reported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "BUILTIN", {"quiet": "json"})
    assert "quiet" in game_ids()
    with pytest.raises(UnknownGame, match="module json did not register game 'quiet'"):
        load("quiet")


def test_builtin_ids_name_packages_under_cardtable_games() -> None:
    for game_id, module in registry.BUILTIN.items():
        assert module == f"cardtable.games.{game_id}"
