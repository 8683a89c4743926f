"""The content audit over the shipped standard cards and prebuilt decks
(HC-CONTENT-3..11, -18, -19), and proof that the audit is not vacuous: each group of
requirements is also broken on purpose and the audit must name the rule and the
culprit."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from cardtable.games.hecatomb.audit import (
    audit,
    check_conditionals,
    check_decks,
    check_keywords,
    check_loops,
    check_numbers,
    check_pool,
    check_relics_gods,
    check_texts,
    check_verbs,
)
from cardtable.games.hecatomb.audit_rules import printed_keywords
from cardtable.games.hecatomb.cards import Card, Deck, prebuilt_decks, standard_cards
from cardtable.games.hecatomb.cards import test_cards as load_test_cards
from cardtable.games.hecatomb.game import HECATOMB

DECK_IDS = ("corruption_deceit", "corruption_destruction", "corruption_greed",
            "deceit_destruction", "deceit_greed", "destruction_greed")


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return dict(standard_cards())


@pytest.fixture(scope="module")
def decks() -> dict[str, Deck]:
    return dict(prebuilt_decks())


def card(**data: Any) -> Card:
    base: dict[str, Any] = {"number": 999, "rarity": "common", "doom": "corruption",
                            "type": "minion", "cost": 1, "subtype": "cultist", "strength": 1,
                            "triggers": ["corruption"]}
    base.update(data)
    base.setdefault("name", {"cs": base["id"], "en": base["id"]})
    return Card.model_validate(base)


def with_card(pool: dict[str, Card], extra: Card) -> dict[str, Card]:
    return {**pool, extra.id: extra}


def deck(did: str, cards: dict[str, int]) -> Deck:
    return Deck.model_validate({"id": did, "name": {"cs": did, "en": did}, "cards": cards})


def has(messages: list[str], *parts: str) -> bool:
    return any(all(p in m for p in parts) for m in messages)


# ---- the shipped content passes --------------------------------------------------------
def test_standard_cards_and_decks_load(cards: dict[str, Card], decks: dict[str, Deck]) -> None:
    """HC-CONTENT-1/3/11: the standard set and the six prebuilt decks load."""
    assert len(cards) >= 104
    assert not any(cid.startswith("t_") for cid in cards)
    assert sorted(decks) == sorted(DECK_IDS)


def test_whole_audit_passes(cards: dict[str, Card], decks: dict[str, Deck]) -> None:
    """HC-CONTENT-18: the audit over the shipped files finds nothing."""
    assert audit(cards, decks) == []


def test_hc_content_3_card_pool_quotas(cards: dict[str, Card]) -> None:
    """HC-CONTENT-3 (and the counts of HC-CONTENT-4): types, combat cards, fate
    subtypes, relics and gods per doom; minion subtypes; subtype and doom references."""
    assert check_pool(cards) == []


def test_hc_content_5_numbers_and_hard_limits(cards: dict[str, Card]) -> None:
    """HC-CONTENT-5: costs, strengths, tap numbers, soul loss and the hard limits."""
    assert check_numbers(cards) == []


def test_hc_content_6_keyword_coverage(cards: dict[str, Card]) -> None:
    """HC-CONTENT-6: every keyword on 2 cards, values, dooms, Follower, no grants of
    Martyr/Regenerator/Soulbound."""
    assert check_keywords(cards) == []


def test_hc_content_7_verbs_and_notations(cards: dict[str, Card]) -> None:
    """HC-CONTENT-7: every verb on 2 cards, X, up to, enemy, may, two targets, « », taps."""
    assert check_verbs(cards) == []


def test_hc_content_8_triggers_and_conditionals(cards: dict[str, Card]) -> None:
    """HC-CONTENT-8: triggers, conditional shares and doom-pair colours."""
    assert check_conditionals(cards) == []


def test_hc_content_9_relics_and_gods(cards: dict[str, Card]) -> None:
    """HC-CONTENT-9: gods with entry and continuous effects, relic keyword/subtype
    bonuses, triggered relic or god, removal of relics and gods."""
    assert check_relics_gods(cards) == []


def test_hc_content_11_prebuilt_decks(cards: dict[str, Card], decks: dict[str, Deck]) -> None:
    """HC-CONTENT-11, HC-DEC-5: the six decks' sizes, dooms, types, curve and coverage."""
    assert check_decks(cards, decks) == []


def test_hc_content_18_names_texts_numbers(cards: dict[str, Card]) -> None:
    """HC-CONTENT-18: ids, unique names, texts naming every keyword, X, collector numbers."""
    assert check_texts(cards) == []
    for lang in ("cs", "en"):
        names = [c.name.get(lang) for c in cards.values()]
        assert all(n.strip() for n in names)
        assert len(set(names)) == len(names)
    for c in cards.values():
        for lang in ("cs", "en"):
            text = c.text(lang)
            assert text.strip(), (c.id, lang)
            for word in printed_keywords(c):
                assert word.capitalize() in text, (c.id, lang, word)
            if c.cost_x:
                assert "X" in text, (c.id, lang)
    assert sorted(c.number for c in cards.values()) == list(range(1, len(cards) + 1))


def test_hc_content_19_no_loops(cards: dict[str, Card]) -> None:
    """HC-CONTENT-19 (a)..(e): the sufficient conditions against loops."""
    assert check_loops(cards) == []


def test_hc_dec_5_every_deck_pair_starts() -> None:
    """HC-DEC-5: every prebuilt deck passes the game's own deck check, in every pair."""
    for a, b in itertools.combinations_with_replacement(DECK_IDS, 2):
        state = HECATOMB.new_state(seed=1, players=2, decks=[a, b])
        assert HECATOMB.invariant_errors(state) == []


def test_random_games_end_without_invariant_errors() -> None:
    """HC-CONTENT-15 (smoke): random legal play with the six decks for 2, 3, 4 and 6
    players keeps the invariants after every step and ends."""
    for players in (2, 3, 4, 6):
        for seed in range(4):
            rng = random.Random(seed)
            state = HECATOMB.new_state(seed=seed, players=players,
                                       decks=[rng.choice(DECK_IDS) for _ in range(players)])
            for _ in range(20_000):
                if state.is_terminal():
                    break
                state.apply(rng.choice(state.legal_actions()))
                assert HECATOMB.invariant_errors(state) == [], (players, seed)
            assert state.is_terminal(), (players, seed)


# ---- the audit fails on broken content ----------------------------------------------------
def test_audit_fails_on_the_test_set_alone() -> None:
    """HC-CONTENT-3/18: test cards (t_ ids) are not deck-legal, so they fill no quota."""
    messages = audit(load_test_cards(), {})
    assert has(messages, "HC-CONTENT-3", "the pool")
    assert has(messages, "HC-CONTENT-11", "missing")


def test_hc_content_3_fails_without_a_minion(cards: dict[str, Card]) -> None:
    """HC-CONTENT-3: one deceit minion fewer is named with the doom."""
    pool = dict(cards)
    minions = [c for c in pool.values() if c.doom == "deceit" and c.type == "minion"]
    for c in minions[: len(minions) - 14]:
        del pool[c.id]
    assert has(check_pool(pool), "HC-CONTENT-3", "deceit (minions) has 14, needs 15")


def test_hc_content_4_fails_on_a_thin_subtype(cards: dict[str, Card]) -> None:
    """HC-CONTENT-4: a subtype with fewer than 3 minions is named."""
    pool = {k: c for k, c in cards.items() if c.subtype != "outsider"}
    assert has(check_pool(pool), "HC-CONTENT-4", "subtype outsider")


def test_hc_content_5_fails_on_hard_limits(cards: dict[str, Card]) -> None:
    """HC-CONTENT-5: a vanilla minion too strong, a cheap soul gain, a big draw."""
    strong = card(id="too_strong", cost=1, strength=4)
    gain = card(id="cheap_gain", type="fate", subtype="tactic", strength=None, triggers=[],
                effect={"steps": [{"op": "souls", "mode": "gain", "n": 3}]})
    trig = card(id="soul_trigger", cost=3, triggered=[
        {"when": "attack", "effect": {"steps": [{"op": "souls", "mode": "gain", "n": 2}]}}])
    messages = check_numbers(with_card(with_card(with_card(cards, strong), gain), trig))
    assert has(messages, "HC-CONTENT-5", "too_strong", "at most 3")
    assert has(messages, "HC-CONTENT-5", "cheap_gain", "costs 1")
    assert has(messages, "HC-CONTENT-5", "soul_trigger", "at most 1")


def test_hc_content_6_fails_on_keywords(cards: dict[str, Card]) -> None:
    """HC-CONTENT-6: Martyr with Regenerator on one minion; a keyword on too few cards."""
    both = card(id="martyr_and_regen", keywords={"martyr": True, "regenerator": True})
    messages = check_keywords(with_card(cards, both))
    assert has(messages, "HC-CONTENT-6", "martyr_and_regen")
    pool = {k: c for k, c in cards.items() if not (c.keywords and c.keywords.host)}
    assert has(check_keywords(pool), "HC-CONTENT-6", "keyword host")


def test_hc_content_7_fails_without_a_verb(cards: dict[str, Card]) -> None:
    """HC-CONTENT-7: without its retrieve cards the verb is named."""
    pool = {k: c for k, c in cards.items()
            if not any(s.op == "retrieve" for e in _effects(c) for s in e)}
    assert has(check_verbs(pool), "HC-CONTENT-7", "verb retrieve")


def _effects(c: Card) -> list[list[Any]]:
    from cardtable.games.hecatomb.cards import all_effects

    return [list(e.steps) for _, e in all_effects(c)]


def test_hc_content_8_fails_on_triggers(cards: dict[str, Card]) -> None:
    """HC-CONTENT-8: a minion with three triggers; a doom pair without colours."""
    three = card(id="three_triggers", triggers=["corruption", "deceit", "greed"])
    assert has(check_conditionals(with_card(cards, three)), "HC-CONTENT-8", "three_triggers")
    pool = {k: c for k, c in cards.items()
            if not (c.doom == "greed" and c.conditional and c.conditional.doom == "deceit")}
    assert has(check_conditionals(pool), "HC-CONTENT-8", "greed (minions with a deceit")


def test_hc_content_9_fails_on_a_god_without_static(cards: dict[str, Card]) -> None:
    """HC-CONTENT-9: a god needs a continuous effect."""
    god = card(id="bare_god", type="god", subtype=None, strength=None, triggers=[],
               enter={"steps": [{"op": "draw", "n": 1}]})
    assert has(check_relics_gods(with_card(cards, god)), "HC-CONTENT-9", "bare_god")


def test_hc_content_11_fails_on_bad_decks(cards: dict[str, Card],
                                          decks: dict[str, Deck]) -> None:
    """HC-CONTENT-11: a 4th copy, a third doom, a missing deck, 41 cards."""
    broken = dict(decks)
    base = dict(decks["deceit_greed"].cards)
    first = next(iter(base))
    broken["deceit_greed"] = deck("deceit_greed", {**base, first: 4})
    cd = dict(decks["corruption_deceit"].cards)
    broken["corruption_deceit"] = deck("corruption_deceit", {**cd, "spark_of_hate": 1})
    del broken["destruction_greed"]
    messages = check_decks(cards, broken)
    assert has(messages, "HC-CONTENT-11", "deceit_greed", "4 copies")
    assert has(messages, "HC-CONTENT-11", "corruption_deceit", "destruction cards, needs none")
    assert has(messages, "HC-CONTENT-11", "corruption_deceit", "41 cards")
    assert has(messages, "HC-CONTENT-11", "destruction_greed is missing")


def test_hc_content_18_fails_on_names_and_numbers(cards: dict[str, Card]) -> None:
    """HC-CONTENT-18: a duplicate name, a wrong id and a gap in collector numbers."""
    some = next(iter(cards.values()))
    twin = card(id="twin", name={"cs": some.name.cs, "en": "twin"}, number=len(cards) + 2)
    messages = check_texts(with_card(cards, twin))
    assert has(messages, "HC-CONTENT-18", "cs name")
    assert has(messages, "HC-CONTENT-18", "without gaps")
    odd = card(id="odd_id", name={"cs": "Jiné", "en": "Other"}, number=len(cards) + 1)
    assert has(check_texts(with_card(cards, odd)), "HC-CONTENT-18", "odd_id")


def test_hc_content_19_fails_on_loops(cards: dict[str, Card]) -> None:
    """HC-CONTENT-19: (a) untap in a tap ability, (b) a tap ability adding 2 mana,
    (c) a cost-0 card that draws, (d) a −1 modifier taking a cost to 0, (e) exhume in a
    triggered ability."""
    untap = card(id="untapper", tap={"number": 1, "effect": {
        "steps": [{"op": "untap", "on": "this"}]}})
    mana = card(id="mana_tap", tap={"number": 1, "effect": {
        "steps": [{"op": "add_mana", "n": 2}]}})
    free = card(id="free_draw", cost=0, type="fate", subtype="tactic", strength=None,
                triggers=[], effect={"steps": [{"op": "draw", "n": 1}]})
    cheap = card(id="cheaper", type="relic", subtype=None, strength=None, triggers=[],
                 static=[{"op": "cost_modifier", "n": -1}])
    grave = card(id="grave_trigger", triggered=[
        {"when": "attack", "effect": {"steps": [{"op": "exhume", "n": 1}]}}])
    pool = dict(cards)
    for extra in (untap, mana, free, cheap, grave):
        pool[extra.id] = extra
    messages = check_loops(pool)
    assert has(messages, "HC-CONTENT-19 (a)", "untapper")
    assert has(messages, "HC-CONTENT-19 (b)", "mana_tap")
    assert has(messages, "HC-CONTENT-19 (c)", "free_draw")
    assert has(messages, "HC-CONTENT-19 (d)", "below 1")
    assert has(messages, "HC-CONTENT-19 (e)", "grave_trigger")


def test_hc_content_19_allows_start_of_turn_mana_only(cards: dict[str, Card]) -> None:
    """HC-CONTENT-19 (b): a start-of-turn trigger may add 1 mana, an attack trigger none."""
    ok = card(id="dawn_mana", type="relic", subtype=None, strength=None, triggers=[],
              triggered=[{"when": "start_of_turn",
                          "effect": {"steps": [{"op": "add_mana", "n": 1}]}}])
    bad = card(id="attack_mana", triggered=[
        {"when": "attack", "effect": {"steps": [{"op": "add_mana", "n": 1}]}}])
    messages = check_loops(with_card(with_card(cards, ok), bad))
    assert not has(messages, "dawn_mana")
    assert has(messages, "HC-CONTENT-19 (b)", "attack_mana")


def test_hc_content_5_counts_souls_per_effect(cards: dict[str, Card]) -> None:
    """HC-CONTENT-5: one effect moves at most 3 souls, whatever its steps."""
    greedy = card(id="soul_pile", type="fate", subtype="tactic", strength=None, triggers=[],
                  cost=5, effect={"targets": [{"what": "player", "side": "enemy"}], "steps": [
                      {"op": "souls", "mode": "gain", "n": 2},
                      {"op": "souls", "mode": "steal", "n": 2, "who": "t0"}]})
    assert has(check_numbers(with_card(cards, greedy)), "HC-CONTENT-5", "soul_pile",
               "at most 3")


def test_hc_content_11_needs_two_gods_with_a_follower(cards: dict[str, Card],
                                                      decks: dict[str, Deck]) -> None:
    """HC-CONTENT-11: a deck with a Follower minion needs 2 gods."""
    base = dict(decks["corruption_greed"].cards)
    gods = [cid for cid in base if cards[cid].type == "god"]
    for cid in gods[1:]:
        del base[cid]
    broken = {**decks, "corruption_greed": deck("corruption_greed", base)}
    assert has(check_decks(cards, broken), "HC-CONTENT-11", "corruption_greed (gods)")
