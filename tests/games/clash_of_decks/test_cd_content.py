"""Card data: schema, roster, stat limits, ability coverage, effects, names.

The balance acceptance test of the content rules is in test_cd_balance.py (slow).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.cards import (
    DECK_LISTS,
    DECKS,
    STARTER,
    STARTER_IDS,
    TEST_CARDS,
    card_name,
    card_text,
    load_cards,
    load_deck,
)
from cardtable.games.clash_of_decks.messages import ABILITY_NAMES, LEVEL_NAMES, PHASE_NAMES
from cardtable.games.clash_of_decks.ops import OPS, Damage, Destroy
from cardtable.kernel import CardDataError

GOOD = '''
[[card]]
id = "ok"
name = { cs = "Ok", en = "Ok" }
type = "creature"
cost = 2
attack = 1
health = 2
abilities = ["splash"]
'''


def _write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "cards.toml"
    path.write_text(body, encoding="utf-8")
    return path


def test_schema_accepts_good_card_cd_content_1(tmp_path: Path) -> None:
    """CD-CONTENT-1: a well-formed creature loads."""
    assert list(load_cards(_write(tmp_path, GOOD))) == ["ok"]


@pytest.mark.parametrize(("change", "field"), [
    (('abilities = ["splash"]', 'abilities = ["teleport"]'), "abilities"),
    (('abilities = ["splash"]', 'abilities = []\naura = "aura"'), "aura"),
    (("cost = 2", "cost = 0"), "cost"),
    (('type = "creature"', 'type = "incantation"'), None),
])
def test_schema_rejects_bad_cards_cd_content_1(tmp_path: Path, change: tuple[str, str],
                                               field: str | None) -> None:
    """CD-CONTENT-1: unknown ability, aura = "aura", cost 0, creature fields on an incantation
    (and so an incantation without an effect) are rejected, naming file and card."""
    with pytest.raises(CardDataError) as err:
        load_cards(_write(tmp_path, GOOD.replace(*change)))
    assert "cards.toml" in str(err.value) and "'ok'" in str(err.value)
    if field:
        assert field in str(err.value)


def test_schema_rejects_incantation_without_effect_and_duplicates_cd_content_1(
        tmp_path: Path) -> None:
    """CD-CONTENT-1: an incantation needs an effect; ids are unique."""
    bare = '[[card]]\nid = "zap"\nname = { cs = "Z", en = "Z" }\ntype = "incantation"\ncost = 1\n'
    with pytest.raises(CardDataError, match="effect"):
        load_cards(_write(tmp_path, bare))
    with pytest.raises(CardDataError, match="duplicate"):
        load_cards(_write(tmp_path, GOOD + GOOD))


def test_deck_must_be_8_distinct_cd_content_1(tmp_path: Path) -> None:
    """CD-CONTENT-1: a prepared deck that is not exactly 8 distinct starter cards is rejected."""
    cards = list(DECK_LISTS[1])
    for bad in (cards[:7], [*cards[:7], cards[0]], [*cards[:7], "v1_1"]):
        listed = ", ".join(f'"{c}"' for c in bad)
        path = tmp_path / "deck.toml"
        path.write_text(f'[[deck]]\nid = "d"\nnumber = 1\nname = {{ cs = "D", en = "D" }}\n'
                        f"cards = [{listed}]\n", encoding="utf-8")
        with pytest.raises(CardDataError, match="cards"):
            load_deck(path, STARTER)


def test_roster_and_deck_files_cd_content_2_comp_3() -> None:
    """CD-CONTENT-2 / CD-COMP-3: 32 starter cards, exactly the 4 prepared decks' cards; decks are
    named Deck 1..4; names in cs and en."""
    assert len(STARTER_IDS) == 32
    assert sorted(STARTER_IDS) == sorted(c for n in DECK_LISTS for c in DECK_LISTS[n])
    assert [DECKS[n].name.en for n in (1, 2, 3, 4)] == ["Deck 1", "Deck 2", "Deck 3", "Deck 4"]
    assert card_name("boom")["en"] == "Boom!" and card_name("boom")["cs"]
    assert all(STARTER[c].deck == n for n, cards in DECK_LISTS.items() for c in cards)


def test_stat_limits_cd_content_3_comp_7_8_9() -> None:
    """CD-CONTENT-3 / CD-COMP-7 / CD-COMP-8 / CD-COMP-9: types, costs 1-7, attack 1-6, health 1-7;
    per deck 6-7 creatures and 1-2 incantations, >= 2 cards costing <= 2, <= 1 costing >= 6, total
    20-30; the six suggested incantations."""
    incs = {c for c, r in STARTER.items() if r.type == "incantation"}
    assert incs == {"annihilation", "boom", "combustion", "meteorite", "vortex", "cyclone"}
    for rec in STARTER.values():
        assert 1 <= rec.cost <= 7  # CD-COMP-8
        if rec.type == "creature":  # CD-COMP-9
            assert rec.attack is not None and 1 <= rec.attack <= 6
            assert rec.health is not None and 1 <= rec.health <= 7
    for cards in DECK_LISTS.values():
        recs = [STARTER[c] for c in cards]
        creatures = sum(r.type == "creature" for r in recs)
        assert 6 <= creatures <= 7 and 1 <= 8 - creatures <= 2
        assert sum(r.cost <= 2 for r in recs) >= 2 and sum(r.cost >= 6 for r in recs) <= 1
        assert 20 <= sum(r.cost for r in recs) <= 30


def test_ability_coverage_cd_content_4_comp_10() -> None:
    """CD-CONTENT-4 / CD-COMP-10: each ability printed on >= 2 cards (Aura counted as printed);
    >= 2 Auras with different grants; a Splash+Pierce and a Fury+Berserk creature; >= 3 different
    abilities per deck."""
    counts: Counter[str] = Counter()
    for rec in STARTER.values():
        counts.update(rec.abilities or [])
        if rec.aura:
            counts["aura"] += 1
    assert all(counts[a] >= 2 for a in ABILITY_NAMES)
    assert len({r.aura for r in STARTER.values() if r.aura}) >= 2
    assert any({"splash", "pierce"} <= set(r.abilities or []) for r in STARTER.values())
    assert any({"fury", "berserk"} <= set(r.abilities or []) for r in STARTER.values())
    for cards in DECK_LISTS.values():
        kinds = set()
        for c in cards:
            kinds.update(STARTER[c].abilities or [])
            if STARTER[c].aura:
                kinds.add("aura")
        assert len(kinds) >= 3


def test_effect_vocabulary_limits_cd_content_6_dec_67() -> None:
    """CD-CONTENT-6 / CD-DEC-67: >= 4 damage effects with n 2..5, <= 1 destroy, >= 1 with a splash
    or pierce flag; every incantation names one target."""
    effects = [r.effect for r in STARTER.values() if r.type == "incantation"]
    assert all(e is not None and e.targeted for e in effects)
    dmg = [e for e in effects if isinstance(e, Damage) and 2 <= e.amount <= 5]
    assert len(dmg) >= 4
    assert sum(1 for e in effects if isinstance(e, Destroy)) <= 1
    assert any(isinstance(e, Damage) and (e.splash or e.pierce) for e in effects)


@pytest.mark.parametrize(("effect", "field"), [
    ('{ op = "heal", amount = 2 }', "op"),  # not an op of the vocabulary
    ('{ op = "destroy", amount = 2 }', "amount"),  # a field destroy does not take
    ('{ op = "damage" }', "amount"),  # damage needs its amount
    ('{ op = "damage", amount = 0 }', "amount"),
    ('{ op = "damage", amount = 2, splash = true, range = 3 }', "range"),
])
def test_effect_ops_schema_cd_content_6(tmp_path: Path, effect: str, field: str) -> None:
    """CD-CONTENT-6: an incantation's effect is one op of the registry; an unknown op, a
    field the op does not take or a missing amount is a card-data error naming it."""
    body = ('[[card]]\nid = "zap"\nname = { cs = "Z", en = "Z" }\ntype = "incantation"\n'
            f"cost = 1\neffect = {effect}\n")
    with pytest.raises(CardDataError, match=field):
        load_cards(_write(tmp_path, body))


def test_card_text_generated_from_ops_cs_en_cd_content_6_8() -> None:
    """CD-CONTENT-6 / CD-CONTENT-8: card text in cs and en comes from the effect op (and a
    creature's printed abilities and Aura)."""
    assert card_text("boom", "en") == "Deal 3 damage to the target creature."
    assert card_text("boom", "cs") == "Způsobí 3 zranění cílové bytosti."
    assert card_text("annihilation", "en") == "Destroy the target creature."
    assert card_text("annihilation", "cs") == "Zničí cílovou bytost."
    splash = next(c for c, r in STARTER.items() if isinstance(r.effect, Damage) and r.effect.splash)
    assert card_text(splash, "en").endswith(
        ", and to the creature at the same position of the other row (Splash).")
    assert "(Šplouchnutí)" in card_text(splash, "cs")
    pierce = next(c for c, r in STARTER.items() if isinstance(r.effect, Damage) and r.effect.pierce)
    assert "right behind the target (Pierce)" in card_text(pierce, "en")
    assert "přímo za cílem (Proražení)" in card_text(pierce, "cs")
    assert card_text("baron", "en") == "Aura (Protection)."
    assert card_text("baron", "cs") == "Aura (Ochrana)."
    assert card_text("brute", "en") == "Berserk."
    for card, rec in STARTER.items():
        for lang in ("cs", "en"):
            text = card_text(card, lang)
            if rec.effect is not None:
                assert text == OPS.describe([rec.effect], lang) and text.endswith(".")
    assert OPS.names() == ["damage", "destroy"]


def test_components_and_localisation_cd_content_7_8() -> None:
    """CD-CONTENT-7 / CD-CONTENT-8: B/F and bridge names; ability, level and phase names in cs and
    en."""
    from cardtable.games.clash_of_decks.messages import COMPONENT_NAMES

    assert COMPONENT_NAMES["bridge"] == {"cs": "Most", "en": "Bridge"}
    assert card_name("bf")["en"] == "Bastion/Fort"
    assert ABILITY_NAMES["splash"]["cs"] == "Šplouchnutí"
    assert ABILITY_NAMES["indestructible"]["cs"] == "Nezničitelný"
    assert LEVEL_NAMES["mythic"] == {"cs": "Mýtická", "en": "Mythic"}
    assert PHASE_NAMES[1]["cs"] == "Regenerace Many" and PHASE_NAMES[3]["en"] == "Attack"


def test_test_card_set_cd_content_9() -> None:
    """CD-CONTENT-9: test-only cards outside the pool: vanilla stats, one per ability, one Aura per
    grantable ability, the two combos, incantations with damage 1/3/9 and destroy."""
    assert not set(TEST_CARDS) & set(STARTER_IDS)
    for ability in ("splash", "pierce", "fury", "protection", "indestructible", "berserk",
                    "sprint"):
        assert TEST_CARDS[f"t_{ability}"].abilities == [ability]
        assert TEST_CARDS[f"t_aura_{ability}"].aura == ability
    amounts = {r.effect.amount for r in TEST_CARDS.values() if isinstance(r.effect, Damage)}
    assert {1, 3, 9} <= amounts
    assert any(isinstance(r.effect, Destroy) for r in TEST_CARDS.values())
    assert len([c for c in TEST_CARDS if c.startswith("v")]) >= 30
    counts = GAME.validate_content()
    assert sum(counts.values()) == len(STARTER) + len(TEST_CARDS) + 32
