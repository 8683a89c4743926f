"""Card data with ranges (issue 16, item 12): every numeric field of a card or an effect has
bounds, nesting is limited, and every error names the file (and card and field)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.games.science_duel.cards import load_cards, load_decks
from cardtable.games.science_duel.ops import OPS
from cardtable.kernel import CardDataError

from .test_sd_content import _card


def _load(folder: Path, **files: str) -> None:
    for name, body in files.items():
        (folder / f"{name}.toml").write_text(body, encoding="utf-8")
    load_cards(OPS, folder)


def _nested(depth: int) -> str:
    effect = '{ op = "draw" }'
    for _ in range(depth):
        effect = '{ op = "coin", then = [' + effect + "] }"
    return effect


@pytest.mark.parametrize(("effect", "field"), [
    ('{ op = "roll", die = 0, then = [{ op = "draw" }] }', "roll.die"),
    ('{ op = "roll", at_least = 9, then = [{ op = "draw" }] }', "roll.at_least"),
    ('{ op = "damage", amount = -3, target = "opponent" }', "damage.amount"),
    ('{ op = "damage", amount = 1000000000, target = "opponent" }', "damage.amount"),
    ('{ op = "heal", amount = -2, target = "you" }', "heal.amount"),
    ('{ op = "missiles", amount = 1, count = -2 }', "missiles.count"),
    ('{ op = "draw", count = 1000000000 }', "draw.count"),
    ('{ op = "summon", card = "x", count = 0 }', "summon.count"),
    ('{ op = "buff", attack = 1000000, target = "self" }', "buff.attack"),
    ('{ op = "gain_mana", amount = 99 }', "gain_mana.amount"),
    ('{ op = "set_dormant", turns = -7, target = "self" }', "set_dormant.turns"),
])
def test_numbers_in_effects_have_ranges(tmp_path: Path, effect: str, field: str) -> None:
    """A negative damage healed, 10**9 draws were accepted, a bad roll crashed mid-game."""
    with pytest.raises(CardDataError, match=field) as caught:
        _load(tmp_path, a=_card(f"effects = [{effect}]"))
    assert str(caught.value).startswith(str(tmp_path / "a.toml"))


@pytest.mark.parametrize(("line", "field"), [
    ("attack = -1", "attack"), ("health = 1000", "health"), ("spell_damage = 99", "spell_damage"),
    ("dormant = 500", "dormant"),
])
def test_numbers_of_a_card_have_ranges(tmp_path: Path, line: str, field: str) -> None:
    with pytest.raises(CardDataError, match=f"field '{field}'"):
        _load(tmp_path, a=_card(line, "unit"))


@pytest.mark.parametrize("depth", [30, 500])
def test_deep_then_is_one_short_error_naming_the_file(tmp_path: Path, depth: int) -> None:
    """A 500-deep ``then`` was a 1,074-line RecursionError."""
    with pytest.raises(CardDataError, match="nested too deeply") as caught:
        _load(tmp_path, a=_card(f"effects = [{_nested(depth)}]"))
    assert str(tmp_path / "a.toml") in str(caught.value)
    assert len(str(caught.value).splitlines()) == 1


def test_a_few_levels_of_then_still_load(tmp_path: Path) -> None:
    _load(tmp_path, a=_card(f"effects = [{_nested(5)}]"))


def test_a_cross_file_error_names_the_cards_file_not_the_folder(tmp_path: Path) -> None:
    good = _card("").replace('id = "y"', 'id = "z"')
    with pytest.raises(CardDataError) as caught:
        _load(tmp_path, a=good, b=_card('effects = [{ op = "add_token", card = "nope" }]'))
    assert str(caught.value).startswith(f"{tmp_path / 'b.toml'}, card 'y'")
    assert "unknown card 'nope'" in str(caught.value)


@pytest.mark.parametrize(("body", "words"), [
    ('id = "d"\nname = { cs = "D", en = "D" }\n[cards]\nstudent = 2\n',
     "card 'd', field 'class': Field required"),
    ('id = "d"\nname = { cs = "D", en = "D" }\nclass = "fyzik"\n[cards]\n'
     "student = 1000000000\n",
     "card 'd', field 'cards.student': Input should be less than or equal to 35"),
])
def test_a_bad_deck_file_is_one_short_line(tmp_path: Path, body: str, words: str) -> None:
    """A deck without ``class`` dumped pydantic's long message; 10**9 copies were built."""
    (tmp_path / "deck.toml").write_text(body, encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_decks(tmp_path)
    assert str(caught.value) == f"{tmp_path / 'deck.toml'}, {words}"
