"""The content audit over the shipped standard cards, decks and maps (HX-CONTENT-25),
and proof that it is not vacuous: each requirement is broken on purpose (with
``model_copy(update=...)`` or TOML text through ``cards.parse_cards``) and the audit
must name the rule and the card, deck or map. Also the quality of the generated
card texts in cs and en (HX-CONTENT-2, HX-CONTENT-27)."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from cardtable.games.hexy import audit as audit_module
from cardtable.games.hexy import maps as maps_module
from cardtable.games.hexy.audit import (
    audit,
    check_basics,
    check_buildings,
    check_costs,
    check_creatures,
    check_deck,
    check_decks,
    check_loops,
    check_maps,
    check_names_texts,
    check_rarity,
    check_sorceries,
    check_terms,
    check_triggers_mill_exceptions,
    check_wizardries,
    creature_value,
    term_tables,
)
from cardtable.games.hexy.cards import (
    ActCost,
    Card,
    Cost,
    Deck,
    catalog,
    parse_cards,
    prebuilt_decks,
    standard_cards,
)
from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.opbase import COLOUR_NAME, KEYWORD_NAME
from cardtable.kernel.errors import CardDataError


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return dict(standard_cards())


@pytest.fixture(scope="module")
def decks() -> dict[str, Deck]:
    return dict(prebuilt_decks())


def has(messages: list[str], *parts: str) -> bool:
    return any(all(p in m for p in parts) for m in messages)


def changed(pool: dict[str, Card], cid: str, **update: Any) -> dict[str, Card]:
    return {**pool, cid: pool[cid].model_copy(update=update)}


def without(pool: dict[str, Card], *cids: str) -> dict[str, Card]:
    return {k: v for k, v in pool.items() if k not in cids}


def deck(did: str, listing: dict[str, int]) -> Deck:
    return Deck.model_validate({"id": did, "name": {"cs": did, "en": did}, "cards": listing})


def one_card(body: str, number: int = 900) -> Card:
    """A card from TOML text through the loader (HX-CONTENT-2)."""
    text = f'[[card]]\nnumber = {number}\nrarity = "common"\n{body}'
    return next(iter(parse_cards(text).values()))


# ---- the shipped content passes ---------------------------------------------------------
def test_hx_content_25_whole_audit_passes(cards: dict[str, Card],
                                          decks: dict[str, Deck]) -> None:
    """HX-CONTENT-25: the audit over the shipped files finds nothing, and
    ``validate_content`` runs it."""
    assert audit(cards, decks) == []
    assert HEXY.validate_content()["decks"] == 2


def test_hx_content_3_to_15_each_check_passes(cards: dict[str, Card]) -> None:
    """HX-CONTENT-3..15 and HX-CONTENT-26 one by one on the standard set."""
    for check in (check_basics, check_creatures, check_buildings, check_wizardries,
                  check_sorceries, check_triggers_mill_exceptions, check_rarity, check_costs,
                  check_loops, check_names_texts):
        assert check(cards) == [], check.__name__
    assert check_maps() == []
    assert check_terms() == []


def test_hx_content_16_decks_pass_hx_dec_47(cards: dict[str, Card],
                                           decks: dict[str, Deck]) -> None:
    """HX-CONTENT-16: exactly goblin_rush and sky_guard, 48 cards each, legal under
    HX-DEC-47 and HX-DECK-1..6."""
    assert sorted(decks) == ["goblin_rush", "sky_guard"]
    for d in decks.values():
        assert len(d.listing()) == 48
        assert check_deck(d, cards) == []
    assert check_decks(cards, decks) == []


def test_hx_content_1_colours_and_hx_content_27_terms() -> None:
    """HX-CONTENT-1: four colours plus colourless with cs/en names; HX-CONTENT-27:
    the terms (checked by the audit against the spec's list)."""
    assert COLOUR_NAME["en"] == {"red": "red", "green": "green", "blue": "blue",
                                 "white": "white", "colourless": "colourless"}
    assert COLOUR_NAME["cs"]["colourless"] == "bezbarvá"
    assert KEYWORD_NAME["cs"]["first_strike"] == "Priorita v souboji"
    assert check_terms() == []


def test_hx_content_27_broken_term_named() -> None:
    """HX-CONTENT-27: a keyword name that is not the spec's term is reported."""
    tables = copy.deepcopy(term_tables())
    tables["keyword"]["cs"]["reach"] = "Dosáhnutí"
    assert has(check_terms(tables), "HX-CONTENT-27", "reach", "Dosáhnutí")


def test_hx_content_17_maps_load() -> None:
    """HX-CONTENT-17 / HX-CONTENT-25: every map loads, hex_r3 and hex_r4 are as
    specified."""
    assert check_maps() == []
    assert "hex_r3" in maps_module.map_ids() and "hex_r4" in maps_module.map_ids()


def test_hx_content_25_broken_map_named(monkeypatch: pytest.MonkeyPatch,
                                        tmp_path: Path) -> None:
    """HX-CONTENT-25 (HX-DEC-10): a map file that does not load is named; a missing
    standard map is HX-CONTENT-17."""
    (tmp_path / "hex_r4.toml").write_text(
        'id = "hex_r4"\nname = { cs = "x", en = "x" }\nradius = 4\n'
        "flags = [[0, 4], [0, 4]]\ncenter = [0, 0]\n")
    out = check_maps(tmp_path)
    assert has(out, "HX-CONTENT-25", "map hex_r4")
    assert has(out, "HX-CONTENT-17", "hex_r3")


# ---- broken on purpose ------------------------------------------------------------------
def test_hx_content_3_basic_building_numbers(cards: dict[str, Card]) -> None:
    """HX-CONTENT-3: a basic building must be 0/1/0/1 and cost 1 generic."""
    bad = changed(cards, "red_outpost", stats=(0, 1, 0, 2), cost=Cost(red=1))
    out = check_basics(bad)
    assert has(out, "HX-CONTENT-3", "red_outpost", "0/1/0/1")
    assert has(out, "HX-CONTENT-3", "red_outpost", "1 generic")


def test_hx_content_4_basic_energies(cards: dict[str, Card]) -> None:
    """HX-CONTENT-4: four basic energies named "<colour> Energy"."""
    out = check_basics(without(cards, "blue_energy"))
    assert has(out, "HX-CONTENT-4", "3 basic energies")
    renamed = cards["red_energy"].name.model_copy(update={"en": "Ruby Energy"})
    assert has(check_basics(changed(cards, "red_energy", name=renamed)),
               "HX-CONTENT-4", "red_energy", "Red Energy")


def test_hx_content_5_creature_ranges_and_keywords(cards: dict[str, Card]) -> None:
    """HX-CONTENT-5: number ranges, keyword coverage and the reference Goblin."""
    out = check_creatures(changed(cards, "fernback_grazer", stats=(7, 1, 1, 2)))
    assert out == ["HX-CONTENT-5: fernback_grazer: numbers 7/1/1/2 outside Attack 0-6, "
                   "Defence 0-4, Actions 1-3, Points 1-6"]
    movers = [cid for cid, c in cards.items() if c.keywords.easy_movement]
    plain = dict(cards)
    for cid in movers:
        plain[cid] = cards[cid].model_copy(update={
            "keywords": cards[cid].keywords.model_copy(update={"easy_movement": False})})
    assert has(check_creatures(plain), "HX-CONTENT-5", "creatures with easy_movement",
               "has 0")
    assert has(check_creatures(without(cards, "goblin")), "HX-CONTENT-5", "goblin")


def test_hx_content_6_buildings(cards: dict[str, Card]) -> None:
    """HX-CONTENT-6: a building giving 2 energy or any colour per point is required."""
    bad = {k: (c.model_copy(update={"energy_per_point": 1, "produces": None})
               if c.type == "building" else c) for k, c in cards.items()}
    assert has(check_buildings(bad), "HX-CONTENT-6", "2 energy or any colour")


def test_hx_content_7_artifacts(cards: dict[str, Card]) -> None:
    """HX-CONTENT-7: at least 2 colourless artifacts."""
    bad = {k: (c.model_copy(update={"colours": ["red"]}) if c.type == "artifact" else c)
           for k, c in cards.items()}
    assert has(audit_module.check_artifacts(bad), "HX-CONTENT-7", "colourless artifacts",
               "has 0")


def test_hx_content_8_enchantments(cards: dict[str, Card]) -> None:
    """HX-CONTENT-8: at least one enchantment with a triggered ability."""
    bad = {k: (c.model_copy(update={"abilities": [a for a in c.abilities
                                                  if a.kind != "triggered"]})
               if c.type == "enchantment" else c) for k, c in cards.items()}
    assert has(audit_module.check_enchantments(bad), "HX-CONTENT-8", "triggered ability")


def test_hx_content_9_wizardry_coverage(cards: dict[str, Card]) -> None:
    """HX-CONTENT-9: a wizardry cancelling a spell or a move."""
    cancels = [cid for cid, c in cards.items() if c.type == "wizardry" and
               any(s.op == "cancel" for s in c.effect)]
    assert cancels
    out = check_wizardries(without(cards, *cancels))
    assert has(out, "HX-CONTENT-9", "cancelling a spell or a move")


def test_hx_content_10_sorcery_relocate(cards: dict[str, Card]) -> None:
    """HX-CONTENT-10: a sorcery moving an enemy creature; the whole audit also names
    the deck that now lists an unknown card (HX-DEC-47)."""
    out = audit(without(cards, "goblin_shove"), dict(prebuilt_decks()))
    assert has(out, "HX-CONTENT-10", "relocate")
    assert has(out, "HX-DEC-47", "goblin_rush", "goblin_shove")


def test_hx_content_11_phase_triggers(cards: dict[str, Card]) -> None:
    """HX-CONTENT-11: a card triggering in the Cleanup Phase."""
    cleaners = [cid for cid, c in cards.items()
                if any(a.event == "on_dice_removed" for a in c.abilities)]
    out = check_triggers_mill_exceptions(without(cards, *cleaners))
    assert "HX-CONTENT-11: no card triggers on on_dice_removed" in out


def test_hx_content_12_mill_own_library(cards: dict[str, Card]) -> None:
    """HX-CONTENT-12: a card milling its own library (a card from TOML text); a
    target player may be oneself, so those cards go too."""
    own = [cid for cid, c in cards.items() if any(
        getattr(s, "who", None) != "opponent" and s.op == "mill" for s in c.effect)]
    pool = without(cards, *own)
    pool["mill_helper"] = one_card('id = "mill_helper"\nname = { cs = "a", en = "b" }\n'
                                   'type = "sorcery"\ncolours = ["blue"]\n'
                                   'cost = { generic = 1 }\n'
                                   'effect = [ { op = "mill", who = "opponent", n = 1 } ]\n')
    assert has(check_triggers_mill_exceptions(pool), "HX-CONTENT-12", "own library")


def test_hx_content_13_exceptions(cards: dict[str, Card]) -> None:
    """HX-CONTENT-13: a creature whose move costs 2 actions."""
    slow = [cid for cid, c in cards.items() if c.move_cost is not None]
    pool = dict(cards)
    for cid in slow:
        pool[cid] = cards[cid].model_copy(update={"move_cost": None})
    assert "HX-CONTENT-13: no card is a creature whose move costs 2 actions" in \
        check_triggers_mill_exceptions(pool)


def test_hx_content_14_rarity_shares(cards: dict[str, Card]) -> None:
    """HX-CONTENT-14: rares made common push commons above 60%."""
    pool = {k: (c.model_copy(update={"rarity": "common"}) if c.rarity == "rare" else c)
            for k, c in cards.items()}
    out = check_rarity(pool)
    assert has(out, "HX-CONTENT-14", "common cards")
    assert has(out, "HX-CONTENT-14", "rare cards are 0%")


def test_hx_content_15_cost_formula(cards: dict[str, Card]) -> None:
    """HX-CONTENT-15: Goblin's value and a cost outside ceil(value/3) +- 1; more than
    2 coloured energy."""
    goblin = cards["goblin"]
    value = creature_value(goblin)
    assert goblin.stats is not None
    assert value == sum(goblin.stats) - 1
    out = check_costs(changed(cards, "goblin", cost=Cost(generic=6)))
    assert has(out, "HX-CONTENT-15", "goblin", "costs 6")
    out = check_costs(changed(cards, "goblin", cost=Cost(red=2, green=1)))
    assert has(out, "HX-CONTENT-15", "goblin", "3 coloured energy")


def test_hx_content_16_deck_composition(cards: dict[str, Card],
                                        decks: dict[str, Deck]) -> None:
    """HX-CONTENT-16: a blue card in the red/green deck, and 49 cards."""
    listing = dict(decks["goblin_rush"].cards)
    listing["gullwing_courier"] = 1
    out = check_decks(cards, {**decks, "goblin_rush": deck("goblin_rush", listing)})
    assert has(out, "HX-CONTENT-16", "goblin_rush", "gullwing_courier")
    assert has(out, "HX-CONTENT-16", "goblin_rush", "49 cards, must be 48")
    assert has(check_decks(cards, {"goblin_rush": decks["goblin_rush"]}),
               "HX-CONTENT-16", "sky_guard is missing")


def test_hx_deck_1_to_6_copies_and_size(cards: dict[str, Card]) -> None:
    """HX-DECK-1 (48 cards), HX-DECK-2/3 (basic cards unlimited), HX-DECK-4/5/6 (rare 3,
    uncommon 4, common 5 copies), HX-DEC-47 (unknown card)."""
    rare = next(cid for cid, c in cards.items() if c.rarity == "rare")
    uncommon = next(cid for cid, c in cards.items() if c.rarity == "uncommon")
    out = check_deck(deck("d", {"red_outpost": 20, "red_energy": 20, rare: 4,
                                uncommon: 5, "goblin": 6, "no_such_card": 1}), cards)
    assert f"HX-DECK-4: deck d: 4 copies of the rare card {rare}, at most 3" in out
    assert f"HX-DECK-5: deck d: 5 copies of the uncommon card {uncommon}, at most 4" in out
    assert "HX-DECK-6: deck d: 6 copies of the common card goblin, at most 5" in out
    assert "HX-DEC-47: deck d: unknown card no_such_card" in out
    # HX-DECK-2 and HX-DECK-3: basic buildings and basic energies are unlimited
    assert not has(out, "red_outpost") and not has(out, "red_energy")
    assert "HX-DECK-1: deck d: 47 cards, needs at least 48" in \
        check_deck(deck("d", {"red_outpost": 47}), cards)


LOOP_BASE = ('id = "loop"\nname = { cs = "a", en = "b" }\ntype = "artifact"\n'
             'cost = { generic = 1 }\nstats = [0, 1, 0, 2]\n')


@pytest.mark.parametrize(("ability", "letter"), [
    ('kind = "triggered"\nevent = "on_enter"\n'
     'effect = [ { op = "add_energy", n = 1, colour = "red" } ]', "(b)"),
    ('kind = "activated"\ncost = { energy = { generic = 1 } }\n'
     'effect = [ { op = "put_points", card = "self", n = 1 } ]', "(c)"),
    ('kind = "triggered"\nevent = "on_attacked"\n'
     'effect = [ { op = "put_points", card = "self", n = 1 } ]', "(d)"),
    ('kind = "activated"\ncost = { actions = 1 }\n'
     'effect = [ { op = "return_to_hand", card = "self" } ]', "(e)"),
    ('kind = "activated"\ncost = {}\neffect = []', "(f)"),
])
def test_hx_content_26_loops(cards: dict[str, Card], ability: str, letter: str) -> None:
    """HX-CONTENT-26 (b)-(f): abilities that could loop, from TOML text."""
    card = one_card(LOOP_BASE + "[[card.abilities]]\n" + ability + "\n")
    out = check_loops({**cards, "loop": card})
    assert has(out, f"HX-CONTENT-26 {letter}", "loop"), out


def test_hx_content_26_free_move_and_energy(cards: dict[str, Card]) -> None:
    """HX-CONTENT-26 (a): a move costing 0 actions; (b) a virtual card adding more
    energy than its cost + 1."""
    out = check_loops(changed(cards, "goblin", move_cost=ActCost(actions=0, energy=0)))
    assert "HX-CONTENT-26 (a): goblin: its move costs 0 actions" in out
    burst = one_card('id = "burst"\nname = { cs = "a", en = "b" }\ntype = "wizardry"\n'
                     'colours = ["red"]\ncost = { generic = 1 }\n'
                     'effect = [ { op = "add_energy", n = 3, colour = "red" } ]\n')
    assert has(check_loops({**cards, "burst": burst}), "HX-CONTENT-26 (b)", "burst",
               "adds 3 energy")


def test_hx_content_25_names_and_numbers(cards: dict[str, Card]) -> None:
    """HX-CONTENT-25: names non-empty and unique per language; collector numbers
    1..N without gaps. HX-CONTENT-2: the id is the snake_case of name.en."""
    goblin_name = cards["goblin"].name
    dup = changed(cards, "fernback_grazer", name=goblin_name)
    assert has(check_names_texts(dup), "HX-CONTENT-25", "fernback_grazer", "goblin's")
    empty = changed(cards, "goblin", name=goblin_name.model_copy(update={"cs": " "}))
    assert has(check_names_texts(empty), "HX-CONTENT-25", "goblin", "empty name.cs")
    gap = changed(cards, "goblin", number=999)
    assert has(check_names_texts(gap), "HX-CONTENT-25", "without gaps")
    assert has(check_names_texts(changed(cards, "goblin", id="gob")), "HX-CONTENT-2",
               "gob")


def test_hx_content_25_texts_name_keywords(cards: dict[str, Card]) -> None:
    """HX-CONTENT-25: a card with a keyword whose text does not name it is reported."""
    out = check_names_texts(cards, lambda card, lang: "")
    assert has(out, "HX-CONTENT-25", "goblin_flagbiter", "empty text.en")
    assert has(out, "HX-CONTENT-25", "goblin_flagbiter", "Spěch")


def test_hx_content_2_loader_names_file_card_field() -> None:
    """HX-CONTENT-2: an unknown field is rejected naming the card and the field."""
    with pytest.raises(CardDataError) as info:
        one_card('id = "odd"\nname = { cs = "a", en = "b" }\ntype = "sorcery"\n'
                 'cost = { generic = 1 }\nflavour = "x"\n'
                 'effect = [ { op = "draw", who = "you", n = 1 } ]\n')
    assert info.value.card == "odd"
    assert info.value.field is not None and "flavour" in info.value.field


FAMOUS = ("Lightning Bolt", "Llanowar Elves", "Serra Angel", "Counterspell", "Fireball",
          "Giant Growth", "Dark Ritual", "Shivan Dragon", "Leeroy Jenkins", "Flamestrike",
          "Black Lotus", "Wrath of God", "Ancestral Recall", "Goblin Guide", "Birds of Paradise",
          "Dragon Whelp", "Mind Control", "Polymorph", "Pot of Greed", "Mirror Force",
          "Dark Magician", "Blue-Eyes White Dragon", "Pikachu", "Charizard", "Ragnaros",
          "Boulderfist Ogre", "Chillwind Yeti", "Swords to Plowshares", "Shock", "Ornithopter")


def test_hx_content_18_names_original(cards: dict[str, Card]) -> None:
    """HX-CONTENT-18: no card name is a well-known name from another card game."""
    famous = {n.lower() for n in FAMOUS}
    for c in catalog().cards:
        assert c.name.en.lower() not in famous, c.id
        assert c.name.cs.lower() not in famous, c.id
    assert len(cards) >= 60


# ---- card texts -------------------------------------------------------------------------
def has_rules(c: Card) -> bool:
    return bool(c.keywords.mask() or c.abilities or c.effect or c.type == "basic_energy"
                or c.move_cost or c.attack_cost or c.on_zero_points != "graveyard"
                or c.placement != "sphere" or c.enchant or c.max_points)


def test_hx_content_25_every_text_is_clean() -> None:
    """HX-CONTENT-25, HX-CONTENT-27: every card (standard and test) with rules has
    non-empty cs/en text naming each printed keyword, with no identifier or Python
    value in it, in whole sentences."""
    for cid in catalog().ids:
        c = catalog().card(cid)
        for lang in ("cs", "en"):
            text = c.text(lang)
            if has_rules(c):
                assert text.strip(), (cid, lang)
                assert text.endswith("."), (cid, lang, text)
            assert "_" not in text and "None" not in text and "{" not in text, (cid, text)
            assert not re.search(r"\bt\d\b|\(s\)|: :|  |\.\.|:\.", text), (cid, text)
            for k in c.keywords.names():
                assert KEYWORD_NAME[lang][k] in text, (cid, lang, k)


EXPECTED = {
    "lampwick_chapel": ("Adjacent creatures of yours get +1 Defence.",
                        "Sousední vlastní bytosti dostanou +1 Obranu."),
    "stoked_embers": ("Add 2 red energy to your Energy Pool.",
                      "Přidej si 2 červené energie."),
    "briarforge_camp": ("Each point gives 1 red or green energy.",
                        "Každý bod dá 1 červenou nebo zelenou energii."),
    "cinderstack_kiln": ("Each point gives 2 red energy.", "Každý bod dá 2 červené energie."),
    "banner_at_noon": ("If you occupy the Center Point, your Winning Die goes up by 1.",
                       "Pokud obsazuješ Centrální Bod, tvoje Vítězná Kostka se zvýší o 1."),
    "fuselit_scamp": ("When this card enters the Battlefield, choose a target: enemy creature "
                      "within 2. The target loses 1 point.",
                      "Když tato karta vstoupí na Bojiště, zvol cíl: bytost soupeře do "
                      "vzdálenosti 2. Cíl ztratí 1 bod."),
    "goblin_shove": ("Target 1: enemy creature. Target 2: empty hex adjacent to target 1. "
                     "Put target 1 onto target 2 if that hex is empty (this is not a move).",
                     "Cíl 1: bytost soupeře. Cíl 2: prázdný hex vedle cíle 1. Přemísti cíl 1 "
                     "na cíl 2, je-li ten hex prázdný (nejde o pohyb)."),
    "vinegrip_harness": ("Enchant one of your creatures. The enchanted card gains Reach and "
                         "gets +1 Defence.",
                         "Očaruj vlastní bytost. Očarovaná karta získá Dosah a dostane +1 "
                         "Obranu."),
    "blessing_of_masons": ("Put 1 point on each of your buildings.",
                           "Polož 1 bod na každou vlastní budovu."),
    "duskvigil_keeper": ("At the start of your End Phase, put 1 point on this card.",
                         "Na začátku tvé Konečné Fáze polož 1 bod na tuto kartu."),
    "smoketusk_bruiser": ("Attacking costs 2 actions and 1 energy.",
                          "Útok stojí 2 akce a 1 energii."),
    "inkwing_archivist": ("Flying. When this card enters the Battlefield, your opponent mills "
                          "2 cards.",
                          "Létání. Když tato karta vstoupí na Bojiště, soupeř odemele 2 karty "
                          "ze své knihovny."),
}


@pytest.mark.parametrize("cid", sorted(EXPECTED))
def test_hx_content_27_texts_read_well(cid: str) -> None:
    """HX-CONTENT-27: selected generated texts, exactly, in en and cs."""
    en, cs = EXPECTED[cid]
    card = standard_cards()[cid]
    assert card.text("en") == en
    assert card.text("cs") == cs


def test_hx_content_22_every_op_has_cs_en_text() -> None:
    """HX-CONTENT-22: ops no shipped card uses (discard, add_action, draw by the
    opponent, winning_die down, the conditions controls / hand_size, colour choice)
    also read as whole sentences in cs and en."""
    card = one_card(
        'id = "all_ops"\nname = { cs = "a", en = "b" }\ntype = "wizardry"\n'
        'colours = ["red"]\ncost = { generic = 2 }\n'
        'targets = [ { kind = "creature", side = "own", keyword = "flying" } ]\n'
        'effect = [ { op = "add_action", card = "t0" },\n'
        '  { op = "discard", who = "opponent", n = 2, chooser = "random" },\n'
        '  { op = "draw", who = "opponent", n = 1 },\n'
        '  { op = "add_energy", n = 1, colour = "choice" },\n'
        '  { op = "if", condition = { controls = { kind = "building" }, n = 5 }, '
        'steps = [ { op = "winning_die", who = "opponent", n = -1 } ] },\n'
        '  { op = "if", condition = { hand_size = "you", at_most = 1 }, '
        'steps = [ { op = "search", filter = { types = ["artifact"], colour = "red" } } ] }'
        ' ]\n')
    assert card.text("en") == (
        "Target: your creature with Flying. The target gets 1 more action. Your opponent "
        "discards 2 cards at random. Your opponent draws a card. Add 1 energy of one colour "
        "of your choice to your Energy Pool. If you control at least 5 buildings, your "
        "opponent's Winning Die goes down by 1. If you have at most 1 card in hand, search "
        "your library for a red artifact, put it into your hand, then shuffle.")
    assert card.text("cs") == (
        "Cíl: vlastní bytost s Létáním. Cíl získá 1 akci navíc. Soupeř zahodí náhodně 2 "
        "karty. Soupeř si lízne 1 kartu. Přidej si 1 energii jedné barvy podle své volby. "
        "Pokud ovládáš alespoň 5 budov, soupeřova Vítězná Kostka se sníží o 1. Pokud máš v "
        "ruce nejvýše 1 kartu, najdi ve své knihovně artefakt červené barvy, vezmi tu "
        "kartu do ruky; pak knihovnu zamíchej.")
