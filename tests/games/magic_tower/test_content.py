"""Data tests of the 66 cards and 21 spells (MT-COMP, MT-CARD, MT-SET, MT-CONTENT)."""

from __future__ import annotations

import shutil
import typing
from collections import Counter
from pathlib import Path

import pytest

from cardtable.games.magic_tower import ops
from cardtable.games.magic_tower.cards import (
    BANDS,
    CARD_DIR,
    COLLECTIBLE,
    PROFILE,
    VALUES,
    CardRecord,
    load_content,
)
from cardtable.kernel import CardDataError, UnknownCard

from .helpers import GAME

CARDS = GAME.catalog.cards
SPELLS = GAME.catalog.spells
SET_SPELLS = tuple(tuple(s.id for s in sorted((s for s in SPELLS.values() if s.set == name),
                                              key=lambda s: s.height))
                   for name in COLLECTIBLE)
"""Each collectible set's three spells in unlock order."""
BY_ID = {c.id: c for c in CARDS}


def of_set(name: str) -> list[CardRecord]:
    return [c for c in CARDS if c.set == name]


def plain(op: ops.MtOp) -> dict:
    """An op as a dict with every field (defaults where the op has none), ``then`` too."""
    data = {"who": "self", "n": 0, "turns": 0, "kind": None, "mode": "add", "cond": None,
            **op.model_dump(exclude={"then"})}
    data["then"] = tuple(plain(o) for o in op.inner())
    return data


def all_models(card: CardRecord) -> list[ops.MtOp]:
    return [*card.effect, *(card.trump.effect if card.trump else ())]


def all_ops(card: CardRecord) -> list[dict]:
    return [plain(o) for o in all_models(card)]


def flat(ops: list[dict]) -> list[dict]:
    out = []
    for o in ops:
        out.append(o)
        out += flat(list(o.get("then") or ()))
    return out


def test_deck_counts_mt_comp_1_2_and_mt_deck_1() -> None:
    """MT-COMP-1, MT-COMP-2, MT-DECK-1: one fixed deck of 66, 48 in sets, 18 outside."""
    assert len(CARDS) == 66
    assert sum(1 for c in CARDS if c.set != "none") == 48
    assert sum(1 for c in CARDS if c.set == "none") == 18
    assert GAME.validate_content()["non_set.toml"] == 18


def test_sets_mt_comp_3_4_5_and_dec_5() -> None:
    """MT-COMP-3, MT-COMP-4, MT-COMP-5, MT-DEC-5: six collectible + sun + moon, each one card per
    value."""
    assert COLLECTIBLE == ("humans", "dragons", "titans", "undead", "air_masters",
                           "water_masters")
    for name in (*COLLECTIBLE, "sun", "moon"):
        assert sorted(str(c.value) for c in of_set(name)) == sorted(VALUES)
    assert VALUES == ("L", "M", "B", "D", "Z", "A")  # MT-DEC-5: labels in listed order


def test_great_triple_cards_mt_comp_6_and_content_12() -> None:
    """MT-COMP-6, MT-CONTENT-12: King, Crown, High Tower are non-set with a tower effect."""
    great = [c for c in CARDS if c.great_triple]
    assert {c.id for c in great} == {"king", "crown", "high_tower"}
    for c in great:
        assert c.set == "none"
        assert any(o.op == "tower" and 0 < o.n <= 10 for o in c.effect)  # modest
    assert {c.name.en for c in great} == {"King", "Crown", "High Tower"}


def test_card_anatomy_mt_card_1_to_6() -> None:
    """MT-CARD-1, MT-CARD-2, MT-CARD-3, MT-CARD-4, MT-CARD-5, MT-CARD-6: set mark or N, value only
    on set cards, printed cost, black + trump."""
    for c in CARDS:
        if c.set == "none":
            assert c.value is None and c.cost is None  # MT-CARD-1, MT-CARD-2, MT-CARD-5
        else:
            assert c.value in VALUES  # MT-CARD-2
            assert c.cost is not None  # MT-CARD-3 (sun/moon print an empty cost)
        assert c.effect  # MT-CARD-6 black text
    for c in of_set("sun") + of_set("moon"):
        assert c.cost is not None and c.cost.total == 0  # MT-CARD-4, MT-SET-1


def test_content_1_fields_and_discardable() -> None:
    """MT-CONTENT-1, MT-SET-2, MT-DEC-19: every field present; moon never discardable."""
    for c in CARDS:
        assert c.name.cs and c.name.en and c.text.cs and c.text.en
        if c.set == "moon":
            assert not c.discardable
    assert sum(1 for c in of_set("none") if not c.discardable) >= 2  # MT-CONTENT-12


@pytest.mark.parametrize("name", COLLECTIBLE)
def test_cost_bands_mt_content_2(name: str) -> None:
    """MT-CONTENT-2 and MT-SET-6, MT-SET-7, MT-SET-8, MT-SET-9, MT-SET-10, MT-SET-11, MT-SET-12,
    MT-SET-13, MT-SET-14, MT-SET-15, MT-SET-16, MT-SET-17, MT-SET-18, MT-SET-19, MT-SET-20,
    MT-SET-21: resource profile, per-card band, set average."""
    cards = of_set(name)
    lo, hi, avg_lo, avg_hi = BANDS[name]
    totals = [c.cost.total for c in cards if c.cost]
    assert all(lo <= t <= hi for t in totals)
    assert avg_lo <= sum(totals) / 6 <= avg_hi
    for c in cards:
        assert c.cost is not None
        used = {k for k in ("gold", "food", "mana") if getattr(c.cost, k)}
        assert used <= set(PROFILE[name])
    if len(PROFILE[name]) == 2:
        both = sum(1 for c in cards if c.cost and all(getattr(c.cost, k) for k in PROFILE[name]))
        assert both >= 4


def test_price_order_mt_set_7_9_12_15_18_21() -> None:
    """MT-SET-7, MT-SET-9, MT-SET-12, MT-SET-15, MT-SET-18, MT-SET-21: dragons dearest, air
    cheapest, the others in between."""
    avg = {n: sum(c.cost.total for c in of_set(n) if c.cost) / 6 for n in COLLECTIBLE}
    assert avg["dragons"] > max(avg[n] for n in COLLECTIBLE if n != "dragons")
    assert avg["air_masters"] < min(avg[n] for n in COLLECTIBLE if n != "air_masters")
    assert avg["water_masters"] < avg["undead"] < avg["humans"]
    assert avg["undead"] < avg["titans"]


def test_profiles_mt_set_6_8_11_14_17_20() -> None:
    """MT-SET-6 (mana), -8 (gold), -11 (mana+gold), -14 (food+mana), -17 (food), -20."""
    assert PROFILE == {"humans": ("mana",), "dragons": ("gold",), "titans": ("mana", "gold"),
                       "undead": ("food", "mana"), "air_masters": ("food",),
                       "water_masters": ("food", "gold")}


def test_bad_cost_band_is_rejected_with_file_and_card(tmp_path: Path) -> None:
    """MT-CONTENT-2: a card file outside its cost band fails to load, naming the card."""
    for f in CARD_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    path = tmp_path / "dragons.toml"
    path.write_text(path.read_text().replace("cost = { gold = 16 }", "cost = { gold = 5 }"))
    with pytest.raises(CardDataError) as err:
        load_content(tmp_path)
    assert "young_dragon" in str(err.value) and "cost" in str(err.value)


def test_wrong_profile_and_unknown_op_rejected(tmp_path: Path) -> None:
    """MT-CONTENT-1, MT-CONTENT-3: a dragon costing mana or an unknown op is a load error."""
    for f in CARD_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    path = tmp_path / "humans.toml"
    path.write_text(path.read_text().replace('op = "tower", who = "self", n = 10',
                                             'op = "teleport", who = "self", n = 10', 1))
    with pytest.raises(CardDataError, match="unknown operation"):
        load_content(tmp_path)


def test_moon_discardable_rejected(tmp_path: Path) -> None:
    """MT-SET-2: a moon card marked discardable is refused."""
    for f in CARD_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    path = tmp_path / "moon.toml"
    path.write_text(path.read_text().replace("discardable = false", "discardable = true", 1))
    with pytest.raises(CardDataError, match="moon"):
        load_content(tmp_path)


def test_vocabulary_mt_content_3() -> None:
    """MT-CONTENT-3: every listed op exists and every card/spell op is from it."""
    for name in ("tower", "wall", "damage", "resource", "steal_resource", "source",
                 "soldiers", "extra_turn", "draw", "hand_size", "discard_highest",
                 "freeze_resources", "borrow_spell", "reveal_hand", "block_turns",
                 "production_multiplier", "block_production", "tower_invulnerable",
                 "wall_invulnerable", "conditional", "for_turns"):
        assert name in ops.OPS.ops
    assert typing.get_args(ops.Who) == ("self", "target", "others", "others_and_self")
    used = {o["op"] for c in CARDS for o in flat(all_ops(c))}
    assert used <= set(ops.OPS.ops)
    assert {"conditional", "for_turns"} <= used


def _has(cards: list[CardRecord], pred) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for c in cards if any(pred(o) for o in flat(all_ops(c))))


def _black(cards: list[CardRecord], pred) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for c in cards if any(pred(o) for o in flat([plain(o) for o in c.effect])))


def hurts(o: dict) -> bool:
    return (o["op"] == "damage" or (o["op"] == "tower" and o["n"] < 0)) and o["who"] != "self"


def test_humans_mt_content_4() -> None:
    """MT-CONTENT-4: tower, wall, damage, resources/sources and a duration."""
    h = of_set("humans")
    assert _has(h, lambda o: o["op"] == "tower" and o["n"] > 0)
    assert _has(h, lambda o: o["op"] == "wall" and o["n"] > 0)
    assert _has(h, hurts)
    assert _has(h, lambda o: o["op"] in ("resource", "source") and o["n"] > 0)
    assert _has(h, lambda o: o["turns"] > 0)


def test_dragons_mt_content_5_and_set_10() -> None:
    """MT-CONTENT-5, MT-SET-10: destructive, the biggest damage, mass, source loss."""
    d = of_set("dragons")
    assert _black(d, hurts) >= 4
    biggest = {n: max((sum(o["n"] for o in all_ops(c) if o["op"] == "damage"))
                      for c in of_set(n)) for n in COLLECTIBLE}
    assert biggest["dragons"] >= 40
    assert biggest["dragons"] == max(biggest.values())
    assert _has(d, lambda o: hurts(o) and o["who"] in ("others", "others_and_self"))
    assert _has(d, lambda o: o["op"] == "source" and o["n"] < 0 and o["who"] != "self")


def test_titans_mt_content_6_and_set_13() -> None:
    """MT-CONTENT-6, MT-SET-13: tower/wall builders, a +30, timed protection."""
    t = of_set("titans")
    assert _black(t, lambda o: o["op"] in ("tower", "wall") and o["n"] > 0) >= 4
    assert _has(t, lambda o: o["op"] in ("tower", "wall") and o["n"] >= 30)
    assert _has(t, lambda o: o["op"] in ("tower_invulnerable", "wall_invulnerable"))


def test_undead_mt_content_7_and_set_16() -> None:
    """MT-CONTENT-7, MT-SET-16: soldiers and barracks; removes enemy soldiers."""
    u = of_set("undead")
    assert _black(u, lambda o: (o["op"] == "soldiers" and o["who"] == "self")
                  or (o["op"] == "source" and o["kind"] == "barracks")) >= 4
    assert _has(u, lambda o: o["op"] == "source" and o["kind"] == "barracks" and o["n"] > 0)
    assert _has(u, lambda o: o["op"] == "soldiers" and o["n"] < 0 and o["who"] != "self")


def test_air_mt_content_8_and_set_19() -> None:
    """MT-CONTENT-8, MT-SET-19: extra turn, cards/hand size, timed disruption; small numbers."""
    a = of_set("air_masters")
    assert _has(a, lambda o: o["op"] == "extra_turn")
    assert _has(a, lambda o: o["op"] in ("draw", "hand_size"))
    assert _has(a, lambda o: o["op"] in ("block_turns", "reveal_hand", "wall_invulnerable",
                                         "spell_immune"))
    assert all(abs(o["n"]) <= 10 for c in a for o in all_ops(c))


def test_water_mt_content_9_and_set_22() -> None:
    """MT-CONTENT-9, MT-SET-22: resources and sources, a timed bonus, cuts others."""
    w = of_set("water_masters")
    assert _black(w, lambda o: o["op"] in ("resource", "source") and o["n"] > 0
                  and o["who"] == "self") >= 4
    assert _has(w, lambda o: o["op"] == "production_multiplier")
    assert _has(w, lambda o: o["who"] != "self" and (
        (o["op"] == "resource" and o["n"] < 0) or o["op"] == "block_production"))


def test_sun_mt_content_10_and_set_4() -> None:
    """MT-CONTENT-10, MT-SET-1, MT-SET-4: free, only helping their player, stronger than average."""
    sun = of_set("sun")
    avg = sum(ops.worth(c.effect) for c in CARDS
              if c.set in COLLECTIBLE) / 36
    for c in sun:
        assert all(o.who == "self" and o.n > 0 for o in c.effect)
        assert ops.worth(c.effect) > avg * 0.9


def test_moon_mt_content_11_and_set_5() -> None:
    """MT-CONTENT-11, MT-SET-5: destructive, ≥4 mass effects, one "including you"."""
    moon = of_set("moon")
    assert all(not c.discardable for c in moon)
    assert sum(1 for c in moon if any(o.who in ("others", "others_and_self")
                                       for o in c.effect)) >= 4
    assert any(o.who == "others_and_self" for c in moon for o in c.effect)
    assert all(all(o.n <= 0 or o.op == "damage" for o in c.effect) for c in moon)


def test_non_set_mt_content_12() -> None:
    """MT-CONTENT-12: the three clarified cards, extra turn, barracks, hand size +1."""
    ops_ = [plain(o) for c in of_set("none") for o in c.effect]
    assert any(o["op"] == "freeze_resources" and o["turns"] == 3 for o in ops_)
    assert any(o["op"] == "discard_highest" for o in ops_)
    assert any(o["op"] == "borrow_spell" for o in ops_)
    assert any(o["op"] == "extra_turn" for o in ops_)
    assert any(o["op"] == "source" and o["kind"] == "barracks" and o["n"] > 0 for o in ops_)
    assert any(o["op"] == "hand_size" and o["n"] == 1 for o in ops_)
    texts = [c.text.en for c in of_set("none")]
    assert "For three turns your resources stay unchanged" in texts
    assert any(t.startswith("Everyone discards the highest card") for t in texts)
    assert "You gain a spell of any player" in texts


def test_trump_texts_mt_content_13_and_dec_21() -> None:
    """MT-CONTENT-13, MT-DEC-21, MT-TRUMP-4: one trump text each, ≥2 red and ≥2 green."""
    for name in COLLECTIBLE:
        colours = Counter(c.trump.colour for c in of_set(name) if c.trump)
        assert sum(colours.values()) == 6
        assert colours["red"] >= 2 and colours["green"] >= 2
    mods = {c.trump.modifies for c in CARDS if c.trump}
    assert {"duration", "restrict"} <= mods
    guard = BY_ID["titan_guard"]  # the duration red text rewrites 3 turns into 5
    assert guard.effect[0].turns == 3 and guard.trump is not None
    assert guard.trump.effect[0].turns == 5


def test_combos_mt_content_14() -> None:
    """MT-CONTENT-14: ≥2 pairs, ≥1 triple, a red and a green combo per set; ≥4 cross-set;
    every combo worth more than its members' black texts."""
    cross = 0
    for name in COLLECTIBLE:
        combos = [c for c in of_set(name) if c.trump and c.trump.combo_with]
        sizes = [len(c.trump.combo_with or ()) + 1 for c in combos if c.trump]
        assert sizes.count(2) >= 2 and sizes.count(3) >= 1
        assert {c.trump.colour for c in combos if c.trump} == {"red", "green"}
    for c in CARDS:
        if not (c.trump and c.trump.combo_with):
            continue
        partners = [BY_ID[p] for p in c.trump.combo_with]
        cross += any(p.set != c.set for p in partners)
        members = sum(ops.worth(m.effect) for m in [c, *partners])
        combo = list(c.trump.effect)
        if c.trump.colour == "green":
            combo = [*c.effect, *combo]
        assert ops.worth(combo) > members, c.id
    assert cross >= 4


def test_durations_mt_content_15() -> None:
    """MT-CONTENT-15: every collectible set has a timed effect of 2-10 turns."""
    for name in COLLECTIBLE:
        turns = [ops.duration_of(all_models(c)) for c in of_set(name)]
        assert any(2 <= t <= 10 for t in turns)
        assert all(t <= 10 for t in turns)


def test_number_ranges_mt_content_16() -> None:
    """MT-CONTENT-16: tower/wall 5-40, damage 5-50, resources 5-30, sources 1-5,
    soldiers 1-10, barracks 1-3 per card."""
    for c in CARDS:
        for o in flat(all_ops(c)):
            n = abs(o["n"])
            if o["op"] in ("tower", "wall"):
                assert 5 <= n <= 40, c.id
            elif o["op"] == "damage":
                assert 5 <= n <= 50, c.id
            elif o["op"] in ("resource", "steal_resource"):
                assert 5 <= n <= 30, c.id
            elif o["op"] == "source" and o["kind"] == "barracks":
                assert 1 <= n <= 3, c.id
            elif o["op"] == "source":
                assert 1 <= n <= 5, c.id
            elif o["op"] == "soldiers" and o["mode"] == "add":
                assert 1 <= n <= 10, c.id


def test_spell_file_mt_content_17_and_dec_6() -> None:
    """MT-CONTENT-17, MT-DEC-6, MT-SPELL-1, MT-SPELL-2, MT-HUMANS-4, MT-HUMANS-5, MT-HUMANS-6,
    MT-SET-23, MT-SET-24, MT-DEC-45."""
    spells = SPELLS
    assert len(spells) == 21
    assert SET_SPELLS == (("drain", "magic_shield", "summon_archmage"),
                             ("torch", "meteor", "volcano"),
                             ("heavenly_shield", "sunbeam", "day_of_gods"),
                             ("toxic_cloud", "raise_dead", "great_battle"),
                             ("vision", "lightning", "whirlwind"),
                             ("magic_ore", "magic_fountain", "blizzard"))
    for group in SET_SPELLS:
        assert [spells[s].height for s in group] == [50, 100, 150]
    assert spells["drain"].max_casts == 3  # MT-HUMANS-4
    assert spells["magic_shield"].max_casts == 2  # MT-HUMANS-5
    assert spells["summon_archmage"].max_casts == 1  # MT-HUMANS-6
    others = [s for g in SET_SPELLS[1:] for s in g]
    assert all(spells[s].max_casts == 1 for s in others)  # MT-SPELL-5, MT-SET-23
    assert spells["magic_bolt"].mana == 15 and spells["wall_of_fire"].mana == 30
    assert all(spells[s].max_casts == 0 for s in ("magic_bolt", "wall_of_fire",
                                                  "lightning_storm"))  # MT-ARCH-1
    assert spells["volcano"].effect[0].n == -35  # MT-SET-24: dragon spells strong
    for s in spells.values():
        assert s.name.cs and s.name.en and s.text.cs and s.text.en


def test_texts_name_who_amount_duration_mt_content_19_and_dec_7() -> None:
    """MT-CONTENT-19, MT-DEC-7: texts say who, how much and how long."""
    for c in CARDS:
        for o in map(plain, c.effect):
            if o["turns"]:
                assert str(o["turns"]) in c.text.en or "three" in c.text.en
            if o["n"] and o["op"] in ("tower", "wall", "damage", "resource", "source"):
                assert str(abs(o["n"])) in c.text.en and str(abs(o["n"])) in c.text.cs
        if any(o["who"] == "others" for o in map(plain, c.effect)):
            assert "other" in c.text.en and "další" in c.text.cs


def test_names_original_mt_content_20() -> None:
    """MT-CONTENT-20: cs and en names exist and are unique for all 66 cards."""
    for lang in ("cs", "en"):
        names = [c.name.get(lang) for c in CARDS]
        assert len(set(names)) == 66
    assert BY_ID["king"].name.cs == "Král" and BY_ID["crown"].name.cs == "Koruna"
    assert BY_ID["high_tower"].name.cs == "Vysoká věž"


def test_texts_match_operations_mt_content_19() -> None:
    """MT-CONTENT-19: each printed text is exactly what its operations do (cs and en)."""
    for c in CARDS:
        assert c.text.en == ops.describe(c.effect, "en"), c.id
        assert c.text.cs == ops.describe(c.effect, "cs"), c.id
        if c.trump is not None:
            trump_ops = c.trump.effect
            assert c.trump.text.en.endswith(ops.describe(trump_ops, "en")), c.id
            assert c.trump.text.cs.endswith(ops.describe(trump_ops, "cs")), c.id
            for partner in c.trump.combo_with or ():
                assert BY_ID[partner].name.en in c.trump.text.en
    for s in SPELLS.values():
        assert s.text.en == ops.describe(s.effect, "en")


def test_card_text_generated_from_ops_mt_content_19() -> None:
    """MT-CONTENT-19: the game's card text comes from the ops, in cs and en; it equals the
    printed texts (black, trump, spells)."""
    assert GAME.card_text("bricklayer", "en") == "You: wall +10"
    assert GAME.card_text("bricklayer", "cs") == "Ty: zeď +10"
    assert GAME.card_text("stonemasons", "en") == (
        "You: wall +15\nWhen played with Village Builders: You: tower +20; you: wall +20")
    assert GAME.card_text("stonemasons", "cs") == (
        "Ty: zeď +15\nPři vyložení s Vesničtí stavitelé: Ty: věž +20; ty: zeď +20")
    assert GAME.card_text("drain", "en") == "Take all mana from every other player"
    for c in CARDS:
        for lang in ("cs", "en"):
            lines = GAME.card_text(c.id, lang).split("\n")
            assert lines[0] == c.text.get(lang), c.id
            if c.trump is not None:
                assert lines[1] == c.trump.text.get(lang), c.id
    with pytest.raises(UnknownCard, match="no card or spell 'no_such_card'"):
        GAME.card_text("no_such_card", "en")
