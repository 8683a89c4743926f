"""The generic terminal renderer and the kernel's error types."""

from __future__ import annotations

from cardtable.kernel import CardDataError, IllegalAction
from cardtable.kernel.render import render_generic


def test_generic_render_shows_an_observation_readably() -> None:
    observation = {
        "game": "toy", "returns": [0, 0], "seat": 1,
        "name": {"cs": "Hračka", "en": "Toy"},
        "hand": [3, 7],
        "board": {"top": [{"card": "fenix", "hp": 2}], "bottom": []},
    }
    assert render_generic(observation, "cs").splitlines() == [
        "seat: 1",
        "name: Hračka",
        "hand: [3, 7]",
        "board:",
        "  top:",
        "    [0]:",
        "      card: fenix",
        "      hp: 2",
        "  bottom: []",
    ]
    assert "name: Toy" in render_generic(observation, "en")


def test_error_messages() -> None:
    error = CardDataError("cards/base.toml", "fenix", "cost", "must be positive", line=12)
    assert str(error) == "cards/base.toml:12, card 'fenix', field 'cost': must be positive"
    assert str(CardDataError("a.toml", None, None, "not valid TOML")) == "a.toml: not valid TOML"
    assert IllegalAction("TOY-1: too low").reason == "TOY-1: too low"
