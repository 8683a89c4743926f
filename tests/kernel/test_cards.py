"""``cards.load_records``: TOML card files against a pydantic schema; errors name
the file, the card id and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.kernel import CardDataError
from cardtable.kernel.cards import CardModel, Localized, load_records


class Creature(CardModel):
    id: str
    name: Localized
    cost: int
    power: int = 1
    keywords: tuple[str, ...] = ()


def no_free_giants(card: Creature) -> str | None:
    if card.power > 4 and card.cost < 3:
        return "cost: a creature with power above 4 costs at least 3"
    return None


GOOD = """
[[card]]
id = "fenix"
name = { cs = "Fénix", en = "Phoenix" }
cost = 3
power = 2
keywords = ["flying"]

[[card]]
id = "krtek"
name = { cs = "Krtek", en = "Mole" }
cost = 1
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "set.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_good_file_loads_by_id(tmp_path: Path) -> None:
    cards = load_records(write(tmp_path, GOOD), "card", Creature, no_free_giants)
    assert list(cards) == ["fenix", "krtek"]
    assert cards["fenix"].name.get("cs") == "Fénix" and cards["fenix"].name.get("en") == "Phoenix"
    assert cards["fenix"].keywords == ("flying",) and cards["krtek"].power == 1
    assert cards["krtek"].name.as_dict() == {"cs": "Krtek", "en": "Mole"}


def broken(bad_card: str) -> str:
    return GOOD + "\n[[card]]\n" + bad_card


@pytest.mark.parametrize(("text", "card", "field", "words"), [
    (broken('name = { cs = "A", en = "A" }\ncost = 1\n'), "#3", "id", "needs an id"),
    (broken('id = "Big Cat"\nname = { cs = "A", en = "A" }\ncost = 1\n'), "Big Cat", "id",
     "needs an id"),
    (broken('id = "fenix"\nname = { cs = "A", en = "A" }\ncost = 1\n'), "fenix", "id",
     "duplicate id"),
    (broken('id = "obr"\nname = { cs = "Obr", en = "Giant" }\ncost = "three"\n'), "obr",
     "cost", "valid integer"),
    (broken('id = "obr"\nname = { cs = "Obr", en = "Giant" }\ncost = 3\ncolour = "red"\n'),
     "obr", "colour", "Extra inputs"),
    (broken('id = "obr"\nname = { en = "Giant" }\ncost = 3\n'), "obr", "name.cs",
     "Field required"),
    (broken('id = "obr"\nname = { cs = "Obr", en = "Giant" }\n'), "obr", "cost",
     "Field required"),
    (broken('id = "obr"\nname = { cs = "Obr", en = "Giant" }\ncost = 1\npower = 9\n'), "obr",
     "cost", "costs at least 3"),
])
def test_each_problem_names_file_card_and_field(tmp_path: Path, text: str, card: str,
                                                field: str, words: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(CardDataError) as caught:
        load_records(path, "card", Creature, no_free_giants)
    error = caught.value
    message = str(error)
    assert str(path) in message and f"card '{card}'" in message
    assert f"field '{field}'" in message and words in message
    assert (error.file, error.card, error.field) == (str(path), card, field)


def test_the_line_of_the_bad_card_is_given(tmp_path: Path) -> None:
    text = broken('id = "obr"\nname = { cs = "Obr", en = "Giant" }\ncost = "x"\n')
    path = write(tmp_path, text)
    with pytest.raises(CardDataError) as caught:
        load_records(path, "card", Creature)
    line = text.splitlines().index('id = "obr"') + 1
    assert caught.value.line == line and f"{path}:{line}" in str(caught.value)


def test_a_duplicate_is_reported_at_its_own_line(tmp_path: Path) -> None:
    text = broken('id = "krtek"\nname = { cs = "A", en = "A" }\ncost = 1\n')
    path = write(tmp_path, text)
    with pytest.raises(CardDataError) as caught:
        load_records(path, "card", Creature)
    lines = [n + 1 for n, line in enumerate(text.splitlines()) if line == 'id = "krtek"']
    assert caught.value.line == lines[1]


def test_toml_syntax_error_names_the_file_and_line(tmp_path: Path) -> None:
    text = GOOD + '\n[[card]]\nid = "obr\n'
    path = write(tmp_path, text)
    line = text.splitlines().index('id = "obr') + 1
    with pytest.raises(CardDataError, match=rf"not valid TOML: .*line {line}\b") as caught:
        load_records(path, "card", Creature)
    assert str(caught.value).startswith(str(path))


def test_missing_table_and_missing_file(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD)
    with pytest.raises(CardDataError, match=r"field 'deck': expected an array of \[\[deck\]\]"):
        load_records(path, "deck", Creature)
    with pytest.raises(CardDataError, match="cannot read"):
        load_records(tmp_path / "nowhere.toml", "card", Creature)


def test_card_records_are_frozen(tmp_path: Path) -> None:
    cards = load_records(write(tmp_path, GOOD), "card", Creature)
    with pytest.raises(ValueError, match="frozen"):
        cards["fenix"].cost = 0  # type: ignore[misc]
