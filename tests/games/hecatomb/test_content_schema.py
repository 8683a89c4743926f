"""The card data schema (HC-CONTENT-1), the effect vocabulary (HC-CONTENT-2), the test
set (HC-CONTENT-13) and localisation of card texts (HC-CONTENT-12)."""

from __future__ import annotations

import re

import pytest

from cardtable.games.hecatomb.cards import parse_cards
from cardtable.games.hecatomb.cards import test_cards as load_test_set
from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.opbase import OPS
from cardtable.kernel import CardDataError, OptionError

MINION = """
[[card]]
id = "bone_hound"
number = 1
name = { cs = "Kostěný pes", en = "Bone Hound" }
doom = "greed"
type = "minion"
cost = 2
subtype = "beast"
strength = 3
triggers = ["greed"]
"""


def load(text: str) -> None:
    parse_cards(text)


def test_hc_content_1_a_valid_minion_loads_and_its_text_is_made_from_its_data() -> None:
    cards = parse_cards(MINION.replace("triggers", 'keywords = { rager = 2 }\ntriggers'))
    card = cards["bone_hound"]
    assert card.text("en") == "Rager +2." and card.text("cs") == "Rager +2."
    assert card.type_line("cs") == "Minion — Šelma" and card.type_line("en") == "Minion — Beast"


@pytest.mark.parametrize(("change", "field", "why"), [
    (("strength = 3", "strength = 3\ncolour = 1"), "colour", "Extra inputs"),
    (('doom = "greed"', 'doom = "envy"'), "doom", "corruption"),
    (('subtype = "beast"', 'subtype = "dragon"'), "", "minion needs one of"),
    (('subtype = "beast"', 'subtype = "curse"'), "", "minion needs one of"),
    (("strength = 3", "strength = 3\nkeywords = { flying = true }"), "keywords.flying",
     "Extra inputs"),
    (("strength = 3", "strength = 30"), "strength", "less than or equal"),
    (('triggers = ["greed"]', 'triggers = ["greed", "greed"]'), "", "each colour"),
])
def test_hc_content_1_bad_cards_name_the_file_card_and_field(
        change: tuple[str, str], field: str, why: str) -> None:
    """HC-CONTENT-1, HC-DEC-85: unknown fields, dooms, subtypes and keywords are refused,
    each error naming the card and the field."""
    with pytest.raises(CardDataError) as err:
        load(MINION.replace(*change))
    text = str(err.value)
    assert "bone_hound" in text and why in text
    if field:
        assert field in text


def test_hc_content_1_fields_by_type() -> None:
    """Minion fields on a fate, a subtype on a relic, combat on a god, a fate with no
    effect, a god without an entry effect: all refused (HC-CONTENT-1, HC-DEC-85)."""
    fate = """
[[card]]
id = "quick_end"
number = 1
name = { cs = "Rychlý konec", en = "Quick End" }
doom = "destruction"
type = "fate"
cost = 1
subtype = "tactic"
effect = { steps = [{ op = "draw", n = 1 }] }
"""
    load(fate)
    with pytest.raises(CardDataError, match="strength: only minions"):
        load(fate.replace("cost = 1", "cost = 1\nstrength = 2"))
    with pytest.raises(CardDataError, match="a fate needs an effect"):
        load(fate.replace('effect = { steps = [{ op = "draw", n = 1 }] }', ""))
    relic = fate.replace('type = "fate"', 'type = "relic"').replace(
        'effect = { steps = [{ op = "draw", n = 1 }] }', "")
    with pytest.raises(CardDataError, match="has no subtype"):
        load(relic)
    god = relic.replace('type = "relic"', 'type = "god"').replace('subtype = "tactic"\n', "")
    with pytest.raises(CardDataError, match="entry effect"):
        load(god)
    with pytest.raises(CardDataError, match="never a combat card"):
        load(god.replace("cost = 1", 'cost = 1\ncombat = true\nenter = { steps = '
                                      '[{ op = "draw", n = 1 }] }'))


def test_hc_content_1_only_some_verbs_pick_one_minion() -> None:
    """HC-CONTENT-1 / HC-DAMAGE-13: damage to one chosen minion is refused; destroy is
    allowed."""
    fate = """
[[card]]
id = "pin"
number = 1
name = { cs = "Špendlík", en = "Pin" }
doom = "destruction"
type = "fate"
cost = 1
subtype = "tactic"
effect = { targets = [{ what = "minion" }], steps = [{ op = "OP", on = "t0" }] }
"""
    load(fate.replace("OP", "destroy"))
    with pytest.raises(CardDataError, match="HC-DAMAGE-13"):
        load(fate.replace('op = "OP", on = "t0"', 'op = "damage", on = "t0", n = 2'))


def test_hc_content_1_duplicate_ids_and_unknown_ops_are_refused() -> None:
    with pytest.raises(CardDataError, match="duplicate id"):
        load(MINION + MINION)
    bad = MINION.replace('triggers = ["greed"]', 'triggers = ["greed"]\ntap = { number = 2, '
                         'effect = { steps = [{ op = "heal", n = 1 }] } }')
    with pytest.raises(CardDataError, match="unknown operation 'heal'"):
        load(bad)


def test_hc_content_1_a_target_reference_must_exist() -> None:
    bad = MINION.replace('triggers = ["greed"]', 'triggers = ["greed"]\ntap = { number = 2, '
                         'effect = { steps = [{ op = "tap", on = "t1" }] } }')
    with pytest.raises(CardDataError, match="refers to target 2"):
        load(bad)


def test_hc_content_2_every_op_has_cs_and_en_text() -> None:
    """HC-CONTENT-2: the vocabulary is the registry; every op of every test card reads in
    both languages without ids or Python values."""
    leak = re.compile(r"\b[a-z]+_[a-z_]+\b|\bNone\b|\bTrue\b|\bFalse\b")
    used: set[str] = set()
    for card in load_test_set().values():
        for lang in ("cs", "en"):
            text = card.text(lang)
            assert leak.search(text) is None, (card.id, lang, text)
        for holder in (card.effect, card.enter, card.tap and card.tap.effect):
            if holder:
                used.update(step.op for step in holder.steps)
    assert {"damage", "destroy", "exile", "sever", "stitch", "remove", "strength", "grant",
            "tap", "untap", "draw", "discard", "exhume", "retrieve", "sacrifice",
            "put_into_play", "souls", "add_mana"} <= set(OPS.names())
    assert used <= set(OPS.names())


def test_hc_content_12_dooms_and_types_are_localised() -> None:
    card = load_test_set()["t_blast_3"]
    assert card.type_line("cs") == "Bojové kouzlo — Taktika"
    assert card.type_line("en") == "Combat fate — Tactic"
    assert "Cíl: abominace" in card.text("cs") and "Target: abomination" in card.text("en")


def test_hc_content_13_the_test_set_needs_card_set_test() -> None:
    """HC-CONTENT-13, HC-DEC-5: test cards have t_ ids and load only with card_set=test."""
    cards = load_test_set()
    assert cards and all(cid.startswith("t_") for cid in cards)
    deck = ["t_greed_2"] * 5
    with pytest.raises(OptionError, match="not a card of the chosen set"):
        HECATOMB.new_state(seed=1, players=2, decks=[deck, deck])
    state = HECATOMB.new_state(seed=1, players=2, card_set="test", decks=[deck, deck])
    assert not state.is_terminal()


def test_hc_content_10_names_are_our_own() -> None:
    """HC-CONTENT-10: every standard card has a name of its own in both languages;
    none is a name the source mentions from the published game."""
    published = {"melt", "signet of loki", "skykiller"}
    ids = [cid for cid in HECATOMB.card_ids() if not cid.startswith("t_")]
    assert len(ids) >= 100
    for lang in ("cs", "en"):
        names = [HECATOMB.card_name(cid, lang) for cid in ids]
        assert len(set(names)) == len(names)
        assert not {n.lower() for n in names} & published


def test_hc_dec_82_an_argument_of_the_wrong_type_is_refused_with_the_rule() -> None:
    """HC-DEC-82: ``play hand=x`` names no hand card: refused, naming the rule, state
    unchanged (the fuzzer found a TypeError here)."""
    from cardtable.kernel import Action, IllegalAction

    state = HECATOMB.new_state(seed=3, players=2)
    before = state.to_json()
    for bad in (Action("play", hand="x", x=0), Action("attack", seat="x"),
                Action("play_mana", hand=99)):
        with pytest.raises(IllegalAction) as info:
            state.apply(bad)
        assert info.value.refusal is not None and info.value.refusal.rule in (
            "HC-DEC-82", "HC-ACT-2", "HC-ATTACK-2")
    assert state.to_json() == before
