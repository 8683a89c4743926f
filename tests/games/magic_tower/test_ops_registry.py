"""The effect ops on the kernel's ``OpRegistry`` and test cards through ``with_cards``
(MT-CONTENT-3, MT-CONTENT-19, MT-COMP-1)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower import ops
from cardtable.kernel import CardDataError

from .helpers import GAME, card, edit, get, new, pay_first

BRICKLAYER_AS = """
[[card]]
id = "bricklayer"
name = {{ cs = "Zkušební zedník", en = "Test Bricklayer" }}
set = "none"
discardable = true
effect = [ {effect} ]
text = {{ cs = "zkouška", en = "test" }}
"""


def test_every_op_is_one_registration_with_text_in_both_languages_mt_content_3() -> None:
    """MT-CONTENT-3: one registered model per op; its text in cs and en comes from it."""
    assert set(ops.OPS.names()) >= {"tower", "wall", "damage", "conditional", "for_turns",
                                    "kill_attackers", "lightning_storm"}
    tower = ops.OPS.parse({"op": "tower", "who": "target", "n": -5})
    assert tower.text("en") == "a chosen player: tower −5"
    assert tower.text("cs") == "zvolený hráč: věž −5"
    assert isinstance(tower, ops.MtOp) and tower.aims() and tower.ends_check


@pytest.mark.parametrize(("effect", "field"), [
    ('{ op = "draw", n = 1, who = "target" }', "who"),  # a field draw does not take
    ('{ op = "tower", who = "self", n = 3, turns = 2 }', "turns"),
    ('{ op = "teleport", n = 3 }', "effect.0"),  # an unknown op
    ('{ op = "resource", who = "target", kind = "choice", n = 3 }', "effect.0"),
    ('{ op = "block_turns", who = "target" }', "turns"),  # a running effect needs turns
])
def test_an_unused_or_unknown_field_is_a_card_data_error_mt_content_3(effect: str,
                                                                     field: str) -> None:
    """MT-CONTENT-3: the schema is the registry's union; nothing validates and is ignored."""
    with pytest.raises(CardDataError) as err:
        GAME.with_cards(BRICKLAYER_AS.format(effect=effect))
    assert err.value.card == "bricklayer"
    assert err.value.field is not None and field in err.value.field
    assert err.value.file == "<cards text>"


def test_with_cards_replaces_a_card_for_that_game_only_mt_comp_1() -> None:
    """MT-COMP-1: the deck stays 66 cards; a test card replaces the card of its id in the
    returned game, and the registered game is unchanged."""
    test_game = GAME.with_cards(BRICKLAYER_AS.format(effect='{ op = "tower", n = 7 }'))
    assert test_game.card_text("bricklayer", "en") == "You: tower +7"
    assert GAME.card_text("bricklayer", "en") == "You: wall +10"
    st = test_game.position(players=2).build()
    a = st.active
    edit(st).hand(a, ["bricklayer"]).board(a, gold=3).build()
    before = get(st, a, "tower"), get(st, a, "wall")
    card(st, "play", "bricklayer")
    pay_first(st)
    assert (get(st, a, "tower"), get(st, a, "wall")) == (before[0] + 7, before[1])
    # the same play in the registered game builds the wall
    st = new(2)
    a = st.active
    edit(st).hand(a, ["bricklayer"]).board(a, gold=3).build()
    before = get(st, a, "tower"), get(st, a, "wall")
    card(st, "play", "bricklayer")
    pay_first(st)
    assert (get(st, a, "tower"), get(st, a, "wall")) == (before[0], before[1] + 10)


def test_a_state_read_back_plays_with_its_games_cards() -> None:
    """The catalog is not saved in the state: ``state_from_json`` takes the game's own."""
    test_game = GAME.with_cards(BRICKLAYER_AS.format(effect='{ op = "tower", n = 7 }'))
    st = test_game.position(players=2).build()
    copy = test_game.state_from_json(st.to_json())
    assert copy.cat is test_game.catalog
    assert st.clone().cat is test_game.catalog


@pytest.mark.parametrize(("source", "field"), [
    (BRICKLAYER_AS.format(effect='{ op = "draw", n = 1 }').replace(
        'set = "none"', 'set = "none"\ngreat_triple = true'), "great_triple"),
    ('[[card]]\nid = "no_such_card"\nname = { cs = "x", en = "x" }\nset = "none"\n'
     'effect = []\ntext = { cs = "x", en = "x" }\n', "id"),
    ('[[spell]]\nid = "drain"\nname = { cs = "x", en = "x" }\nset = "humans"\n'
     'height = 100\nmax_casts = 3\neffect = []\ntext = { cs = "x", en = "x" }\n', "height"),
    ('[[deck]]\nid = "x"\n', "deck"),
])
def test_a_replacement_keeps_the_decks_structure_mt_comp_1(source: str, field: str) -> None:
    """MT-COMP-1..5: a test card keeps its id, set, value and great-triple membership; a
    spell keeps its set, height and reaction; anything else is named in the error."""
    with pytest.raises(CardDataError) as err:
        GAME.with_cards(source)
    assert err.value.field == field


def test_magic_bolt_runs_its_op_against_the_battle_mt_dec_66() -> None:
    """MT-DEC-66: the bolt's ``kill_attackers`` op kills its n attackers of the battle; a
    test bolt that kills 5 kills 5."""
    source = """
[[spell]]
id = "magic_bolt"
name = { cs = "Blesk", en = "Bolt" }
set = "archmage"
height = 0
max_casts = 0
mana = 15
requires = "archmage"
reaction = true
effect = [ { op = "kill_attackers", n = 5 } ]
text = { cs = "x", en = "x" }
"""
    for game, killed in ((GAME, 2), (GAME.with_cards(source), 5)):
        st = game.position(players=2).build()
        a = st.active
        d = 1 - a
        edit(st).hand(a, ["bricklayer"]).board(a, soldiers=8, gold=10).board(
            d, archmage=1, mana=20, soldiers=0).build()
        card(st, "attack", "bricklayer")
        pay_first(st)
        while st.observation(None)["pending"]["kind"] != "defend":
            choices = [x for x in st.legal_actions() if x.kind != "soldiers" or x.get("n") == 8]
            st.apply(choices[0])
        st.apply(next(x for x in st.legal_actions() if x.kind == "bolt"))
        bolt = [e for e in st.events if e.key == "magic_tower.bolt"]
        assert bolt[-1].params["killed"] == killed
