"""Card data: schema, validation, the pool and its required cards (SD-CONTENT, SD-CARD, SD-TERM)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cardtable.games.science_duel.cards import (
    CLASSES,
    DECKS,
    Effect,
    deck_problem,
    load_cards,
)
from cardtable.games.science_duel.game import card_text
from cardtable.games.science_duel.ops import OPS
from cardtable.kernel import CardDataError

from .helpers import CARDS, GAME

GOOD = '''
[[card]]
id = "x"
name = { cs = "X", en = "X" }
type = "unit"
class = "neutral"
cost = 1
attack = 1
health = 1
'''


def _load(tmp_path: Path, body: str) -> None:
    (tmp_path / "a.toml").write_text(body, encoding="utf-8")
    load_cards(OPS, tmp_path)


def test_schema_accepts_a_good_card(tmp_path: Path) -> None:
    """SD-CONTENT-1, SD-CARD-6, SD-CARD-8: cost, name/type/text, attack/health."""
    _load(tmp_path, GOOD)


@pytest.mark.parametrize(("change", "field"), [
    ('keywords = ["flying"]', "keywords"),
    ('class = "alchemist"', "class"),
    ('effects = [{ op = "explode" }]', "effects"),
])
def test_schema_rejects(tmp_path: Path, change: str, field: str) -> None:
    """SD-CONTENT-1, SD-TERM-1: unknown keywords, classes and effect ops are errors naming the
    field."""
    key = change.split(" ")[0]
    body = "\n".join(line for line in GOOD.splitlines() if not line.startswith(key + " "))
    with pytest.raises(CardDataError, match=field):
        _load(tmp_path, body + "\n" + change + "\n")


def _card(extra: str, kind: str = "spell", cls: str = "informatik") -> str:
    return f'''
[[card]]
id = "y"
name = {{ cs = "Y", en = "Y" }}
type = "{kind}"
class = "{cls}"
cost = 3
{extra}
'''


@pytest.mark.parametrize(("body", "message"), [
    (_card('condition = "summon"', "experiment", "neutral"), "SD-DEC-36"),
    (_card('condition = "summon"\non_play = [{ op = "draw" }]', "experiment"), "Při zahrání"),
    (_card('condition = "summon"\nlasting = true', "experiment"), "SD-DEC-40"),
    (_card("cast_when_drawn = true\nlasting = true"), "SD-DEC-59"),
    (_card("cast_when_drawn = true", "field"), "SD-DEC-59"),
    (_card('on_summon = [{ op = "draw" }]'), "Při vyvolání"),
    (_card('on_summon = [{ op = "draw" }]', "ability"), "Při vyvolání"),
    (_card('keywords = ["shield"]'), "SD-DEC-48"),
    (_card('keywords = ["stealth"]', "field"), "SD-DEC-48"),
])
def test_cross_field_rules(tmp_path: Path, body: str, message: str) -> None:
    """SD-CONTENT-1, SD-CASTDRAW-1, SD-EXP-1: loading rejects the forbidden combinations."""
    with pytest.raises(CardDataError, match=message):
        _load(tmp_path, GOOD + body)


@pytest.mark.parametrize("kind", ["spell", "field", "ability"])
def test_poisonous_allowed_on_any_card(tmp_path: Path, kind: str) -> None:
    """SD-POISON-1, SD-DEC-48: Poisonous may be printed on a card of any type."""
    _load(tmp_path, _card('keywords = ["poisonous"]', kind))


def test_experiment_costs_equal_per_class(tmp_path: Path) -> None:
    """SD-EXP-3, SD-DEC-36: different experiment costs in one class are rejected."""
    a = _card('condition = "summon"', "experiment").replace('id = "y"', 'id = "e1"')
    b = a.replace('id = "e1"', 'id = "e2"').replace("cost = 3", "cost = 2")
    with pytest.raises(CardDataError, match="SD-EXP-3"):
        _load(tmp_path, a + b)


def test_unknown_token_reference(tmp_path: Path) -> None:
    """SD-CONTENT-1: effects naming an unknown card are rejected."""
    with pytest.raises(CardDataError, match="unknown card"):
        _load(tmp_path, _card('effects = [{ op = "add_token", card = "nope" }]'))


def test_every_op_implemented() -> None:
    """SD-CONTENT-22: each op of the vocabulary has one registration holding its schema,
    implementation, text in cs and en, and metadata."""
    for name, cls in OPS.ops.items():
        assert issubclass(cls, Effect), name
        assert cls.run is not Effect.run and cls.say is not Effect.say, name
        assert isinstance(cls.targeted, bool)
    needed = {"damage", "missiles", "heal", "destroy", "dispose", "burn", "burn_choose", "draw",
              "add_token", "summon", "revive", "return_to_hand", "take_control", "silence",
              "freeze", "give_keyword", "buff", "gain_mana", "shuffle_self", "put_token",
              "steal_random", "cancel", "coin", "roll", "cast_random_spell", "if_adjacent_tag",
              "if_tag"}
    assert needed <= set(OPS.names())


@pytest.mark.parametrize(("effect", "field"), [
    ('{ op = "draw", amount = 3 }', "amount"),  # draw takes count: amount would be ignored
    ('{ op = "draw", who = "both" }', "who"),
    ('{ op = "damage", amount = 2, target = "everyone" }', "target"),
    ('{ op = "damage", amount = 2, target = "chosen", tag = "machine" }', "tag"),
    ('{ op = "give_keyword", keyword = "flying" }', "keyword"),
    ('{ op = "coin", then = [{ op = "draw", cards = 2 }] }', "cards"),
])
def test_op_schema_rejects_unknown_and_unused_fields(tmp_path: Path, effect: str,
                                                     field: str) -> None:
    """SD-CONTENT-1, SD-CONTENT-22: every op takes only its own fields and values (a
    discriminated union on ``op``), in nested lists too; anything else is a card-data error
    naming the field."""
    with pytest.raises(CardDataError, match=field):
        _load(tmp_path, _card(f"effects = [{effect}]"))


@pytest.mark.parametrize("body", [
    _card('target = "unit"\neffects = [{ op = "damage", amount = 1, target = "adjacent" }]'),
    _card('effects = [{ op = "if_adjacent_tag", tag = "machine", then = [{ op = "draw" }] }]'),
    _card('target = "unit"\non_death = [{ op = "damage", amount = 1, target = "adjacent" }]',
          "unit").replace("cost = 3", "cost = 3\nhealth = 1"),
])
def test_adjacency_only_where_there_are_neighbours(tmp_path: Path, body: str) -> None:
    """SD-ADJ-1, SD-DEC-57: only a unit on the board (or being played) has neighbours, so
    adjacency on a spell or in a unit's off-board text is a card-data error, not a text that
    silently does nothing."""
    with pytest.raises(CardDataError, match="neighbours"):
        _load(tmp_path, body)


def test_card_text_generated_from_the_ops() -> None:
    """SD-CONTENT-22, SD-CARD-7: the text players see is made from the card's data and ops,
    in both languages."""
    assert card_text("paprsek", "en") == "Deal 3 damage to a character."
    assert card_text("paprsek", "cs") == "Dej 3 poškození postavě."
    assert card_text("kryofyzik", "en") == "On play: Freeze an enemy unit."
    assert card_text("kryofyzik", "cs") == "Při zahrání: Zmraz nepřátelskou jednotku."
    assert card_text("laborator", "en") == (
        "At the start of each turn: Restore 2 health to the active player's hero.")
    assert card_text("laborator", "cs") == (
        "Na začátku každého kola: Vyleč hrdinu hráče na tahu o 2.")
    assert card_text("kostkar", "cs") == (
        "Při vyvolání: Hoď kostkou k6. Padne-li 4 a víc: "
        "Dej 3 poškození náhodné nepřátelské jednotce.")
    assert card_text("genova_terapie", "en") == "Give all friendly mutants +2/+2."
    assert card_text("montazni_linka", "cs") == "Vyvolej 3× jednotku Šroubek 1/1."
    assert card_text("financni_podvod", "en") == (
        "Until the end of your turn: Your spells cost 1 less.")
    assert card_text("chimera", "cs") == "Štít. Jedovatý. Lifesteal."
    for cid in CARDS:
        for lang in ("cs", "en"):
            text = card_text(cid, lang)
            assert "{" not in text and "None" not in text, (cid, lang, text)
            if any(CARDS[cid].effects + CARDS[cid].on_play + CARDS[cid].on_death):
                assert text, cid


def test_op_text_in_both_languages() -> None:
    """SD-CONTENT-22: every op used by a card says its instruction in cs and en."""
    seen = set()
    for c in CARDS.values():
        for e in c.effects + c.on_play + c.on_summon + c.on_death:
            seen.add(e.op)
            assert e.text("cs") and e.text("en") and e.text("cs") != e.text("en")
    assert len(seen) > 15


def _legal() -> list:  # type: ignore[type-arg]
    return [c for c in CARDS.values() if not c.token and c.type != "ability"]


def test_pool_sizes() -> None:
    """SD-CONTENT-2: 20+ per class, 30+ neutral, units/spells/lasting/Org per class, 5+ fields."""
    pool = _legal()
    for cls in CLASSES:
        mine = [c for c in pool if c.cls == cls]
        assert len(mine) >= 20, cls
        assert sum(c.type == "unit" for c in mine) >= 10, cls
        assert sum(c.type == "spell" for c in mine) >= 5, cls
        assert any(c.type == "spell" and c.lasting for c in mine), cls
        assert any(c.rarity == "org" for c in mine), cls
    assert sum(c.cls == "neutral" for c in pool) >= 30
    fields = [c for c in pool if c.type == "field"]
    assert len(fields) >= 5 and sum(c.cls == "neutral" for c in fields) >= 2
    assert len(pool) >= 130


def test_abilities() -> None:
    """SD-CONTENT-3, SD-ABIL-2: one ability per class, cost 1-3, in each prebuilt deck."""
    abilities = [c for c in CARDS.values() if c.type == "ability" and not c.token]
    assert sorted(c.cls for c in abilities) == sorted(CLASSES)
    assert all(1 <= c.cost <= 3 for c in abilities)
    assert all(d.ability is not None for d in DECKS.values())


def test_experiments_per_class() -> None:
    """SD-CONTENT-4, SD-EXP-1, SD-DEC-36: Informatik 3, Chemik 2, Fyzik 2; none elsewhere."""
    exps = [c for c in CARDS.values() if c.type == "experiment" and not c.token]
    by = Counter(c.cls for c in exps)
    assert set(by) == {"informatik", "chemik", "fyzik"} and min(by.values()) >= 3
    costs = {c.cls: c.cost for c in exps}
    assert costs == {"informatik": 3, "chemik": 2, "fyzik": 2}
    assert not any(c.effects == () for c in exps)


def test_tags() -> None:
    """SD-CONTENT-5, SD-CARD-9: animal, machine, mutant, bug; mechanical animals; 3+ references."""
    tags = set().union(*(c.tags for c in CARDS.values()))
    assert {"animal", "machine", "mutant", "bug"} <= tags
    assert any({"animal", "machine"} <= c.tags for c in CARDS.values() if c.cls == "inzenyr")
    refs = [c for c in CARDS.values() if c.target_tag or any(a.tag for a in c.auras)
            or any(getattr(e, "tag", "") for e in c.on_summon + c.effects + c.on_play)]
    assert len(refs) >= 3


def test_keywords_and_triggers_coverage() -> None:
    """SD-CONTENT-7, SD-TERM-9, SD-TERM-10: every keyword and trigger word on 2+ legal cards."""
    pool = _legal()
    text = {c.id: repr(c) for c in pool}

    def count(pred) -> int:  # type: ignore[no-untyped-def]
        return sum(1 for c in pool if pred(c))
    for kw in ("defender", "shield", "poisonous", "stealth", "lifesteal"):
        assert count(lambda c, kw=kw: kw in c.keywords) >= 2, kw
    assert count(lambda c: c.spell_damage > 0) >= 2
    assert count(lambda c: c.dormant != 0) >= 2
    for op in ("take_control", "silence", "freeze", "burn", "revive", "dispose"):
        assert sum(1 for t in text.values() if f"op='{op}'" in t) >= 2, op
    for trig in ("on_play", "on_summon", "on_death", "on_draw", "on_burn", "momentum"):
        assert count(lambda c, t=trig: bool(getattr(c, t))) >= 2, trig
    assert count(lambda c: c.cast_when_drawn) >= 2
    assert count(lambda c: bool(c.start_turn)) and count(lambda c: bool(c.start_each_turn))
    assert count(lambda c: bool(c.end_turn))
    assert count(lambda c: any(w.event == "unit_died" and w.other for w in c.whenever))
    assert count(lambda c: c.type == "field" and bool(c.start_each_turn))


def test_mechanics_coverage() -> None:
    """SD-CONTENT-8: the listed mechanics each appear on a card."""
    every = " ".join(repr(c) for c in CARDS.values())
    for needle in ("op='coin'", "op='roll'", "op='cast_random_spell'", "op='shuffle_self'",
                   "op='put_token'", "place='bottom'", "op='steal_random'", "count=3",
                   "op='return_to_hand'", "target='all_units'", "op='destroy'",
                   "target='all_characters'", "kind='hand_limit'", "op='if_adjacent_tag'"):
        assert needle in every, needle
    token_types = {c.type for c in CARDS.values() if c.token}
    assert token_types == {"unit", "spell", "experiment", "field", "ability"}


def test_required_named_cards() -> None:
    """SD-CONTENT-9, SD-CONTENT-10, SD-CONTENT-11, SD-CONTENT-12, SD-CONTENT-13,
    SD-CONTENT-14, SD-CONTENT-15, SD-CONTENT-16, SD-CONTENT-17, SD-CONTENT-18: the named cards
    exist with the decided data."""
    f = CARDS["fenix"]
    assert (f.cls, f.cost, f.attack, f.health) == ("neutral", 4, 3, 1)
    r = CARDS["rekurze"]
    assert (r.cls, r.cost, r.lasting) == ("informatik", 2, True)
    k = CARDS["kilometrove_kolecko"]
    assert (k.cls, k.cost, k.attack, k.health, "machine" in k.tags) == ("inzenyr", 2, 2, 2, True)
    m = CARDS["michal_hlavni_matemag"]
    assert (m.rarity, m.cost, m.attack, m.health) == ("org", 7, 4, 7)
    assert CARDS["financni_podvod"].lasting and CARDS["financni_podvod"].cost == 1
    u = CARDS["matemaguv_ucen"]
    assert (u.cost, u.attack, u.health) == (2, 3, 2)
    n = CARDS["nahla_lobotomie"]
    assert n.token and n.cost == 4
    a = CARDS["aplikace_prediktivniho_modelu"]
    assert (a.type, a.cls, a.cost) == ("experiment", "informatik", 3)
    s = CARDS["akademicka_spoluprace"]
    assert s.revealed_in_hand and s.cls == "neutral" and s.cost == 1


def test_class_identities() -> None:
    """SD-CONTENT-6, SD-CARD-1, SD-CARD-2, SD-CARD-3: classes by field, five types only."""
    assert {c.type for c in CARDS.values()} == {"unit", "spell", "experiment", "field",
                                                "ability"}
    assert {c.cls for c in CARDS.values()} == {*CLASSES, "neutral"}
    math = [c for c in CARDS.values() if c.cls == "matematik"]
    assert sum(c.type == "spell" for c in math) >= 5 and any(c.spell_damage for c in math)
    chem = [c for c in CARDS.values() if c.cls == "chemik"]
    assert any("poisonous" in c.keywords for c in chem)


def test_fields_symmetric() -> None:
    """SD-CONTENT-20: field texts never say "you"/"your" (they talk of each/active player)."""
    for c in CARDS.values():
        if c.type == "field":
            words = card_text(c.id, "en").lower().replace(",", " ").replace(".", " ").split()
            assert "you" not in words and "your" not in words, c.id
            assert "svého" not in card_text(c.id, "cs").split(), c.id


def test_prebuilt_decks() -> None:
    """SD-CONTENT-21: five legal decks, two of 35, the required combo cards."""
    assert len(DECKS) == 5
    sizes = [len(d.cards) for d in DECKS.values()]
    assert sum(n == 35 for n in sizes) >= 2
    for d in DECKS.values():
        assert deck_problem(d.cls, d.ability, list(d.cards), CARDS) is None
    math = DECKS["matematik"].cards
    assert math.count("financni_podvod") == 2 and math.count("matemaguv_ucen") == 2
    assert "michal_hlavni_matemag" in math
    info = DECKS["informatik"].cards
    assert {"fenix", "rekurze", "aplikace_prediktivniho_modelu"} <= set(info)
    assert "kilometrove_kolecko" in DECKS["inzenyr"].cards


def test_names_in_both_languages() -> None:
    """SD-CONTENT-1, SD-CARD-7: names and texts in cs and en; flavour has no effect field."""
    for c in CARDS.values():
        assert c.name["cs"] and c.name["en"]
        texts = {lang: card_text(c.id, lang) for lang in ("cs", "en")}
        assert texts["cs"] != texts["en"] or texts["en"] in ("", "Lifesteal."), c.id


def test_validate_content_hook() -> None:
    """SD-CONTENT-1: the front-end hook loads every file."""
    counts = GAME.validate_content()
    assert counts["cards"] == len(CARDS) and counts["decks"] == 5


def test_situational_terms() -> None:
    """SD-TERM-2, SD-TERM-3, SD-TERM-4, SD-TERM-5, SD-TERM-6, SD-TERM-7, SD-TERM-8: hero,
    character, opponent and +m/+n mean what the glossary says."""
    from .helpers import edit, fresh, unit
    st = fresh()
    u = unit(st, 1, 1, "student", hp=9)
    edit(st).fire(0, "pozar_laboratore").build()  # 3 damage to all characters
    assert (st.sides[0].life, st.sides[1].life, u.hp) == (27, 27, 6)  # heroes and units
    edit(st).fire(0, "limita").build()  # 4 damage to the opponent
    assert (st.sides[0].life, st.sides[1].life) == (27, 23)  # "opponent" = the opposing hero
    m = unit(st, 0, 1, "kvasinka")
    edit(st).fire(0, "genova_terapie").build()  # +2/+2 to your mutants
    assert (m.atk, m.hp) == (3, 4) and (u.atk, u.hp) == (1, 6)


def test_bad_deck_file_is_reported(tmp_path: Path) -> None:
    """SD-DECK-3, SD-SETUP-1: a deck file breaking construction rules names the rule."""
    from cardtable.games.science_duel.cards import load_decks
    (tmp_path / "bad.toml").write_text(
        'id = "bad"\nname = { cs = "Zlý", en = "Bad" }\nclass = "fyzik"\n'
        'ability = "urychleni"\n\n[cards]\npaprsek = 3\nstudent = 2\nkyvadlo = 2\n'
        'laser = 2\ntesla = 2\nkryofyzik = 2\nkvantovy_pozorovatel = 2\n'
        'experimentatorka = 2\npolovodic = 2\nupir_z_knihovny = 2\nvratny = 2\n'
        'ochranka = 2\ndoktorand = 2\nodpuzovani = 2\nzamrazovaci_past = 2\n',
        encoding="utf-8")
    with pytest.raises(CardDataError, match="SD-DECK-3"):
        load_decks(tmp_path, CARDS)
