"""The player-facing hooks of HexyGame: the 80-column screen (HX-CONTENT-20), the
labels of every action kind, card information and the cs/en glossary
(HX-CONTENT-27), and what each seat is shown (HX-INFO-1/6/7/8/11)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.game import test_deck as deck_of_test_cards
from cardtable.kernel import Action, PlayerView, State

LANGS = ("cs", "en")
PRIORITY_ORDER = {"cast": 0, "attack": 1, "ambush": 1, "counter_attack": 1, "activate": 2,
                  "move": 2, "take_energy": 3}
RAW = re.compile(r"=|_|\d{2,}|None|True|False|\bhex\b=|\buid\b")


def _policy(rnd: random.Random, state: Any, actions: list[Action]) -> Action:
    """Random play that prefers doing things to passing, so boards and stacks fill."""
    if state.pending.kind != "priority":
        return rnd.choice(actions)
    ranks = sorted({PRIORITY_ORDER[a.kind] for a in actions if a.kind in PRIORITY_ORDER})
    if ranks and rnd.random() < 0.9:
        return rnd.choice([a for a in actions if PRIORITY_ORDER.get(a.kind) == ranks[0]])
    discards = [a for a in actions if a.kind == "discard_for_energy"]
    seat = state.current_player()
    assert seat is not None
    if discards and len(state.hand[seat]) >= 3 and rnd.random() < 0.7:
        return rnd.choice(discards)
    return actions[0]


def _random_states(options: dict[str, Any], seed: int, steps: int = 400,
                   every: int = 40) -> list[State]:
    state = HEXY.new_state(seed=seed, players=2, **options)
    rnd = random.Random(seed)
    out = [state.clone()]
    for step in range(steps):
        if state.is_terminal():
            break
        state.apply(_policy(rnd, state, state.legal_actions()))
        if step % every == 0 or len(state.stack) >= 2:
            out.append(state.clone())
    out.append(state)
    return out


def _position() -> Any:
    decks = [deck_of_test_cards(), deck_of_test_cards()]
    return HEXY.position(1, card_set="test", map="t_strip", decks=decks)


def _combat_state() -> tuple[State, dict[str, int]]:
    """Seat 0 to act in its Main Phase: two creatures next to an enemy creature, a
    building each, an enchanted enemy, hands (one card of seat 1 publicly known)."""
    p = _position()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.unit(0, "t_vanilla_3_1_1_3", (1, 0), die=1)
    wall = p.unit(1, "t_vanilla_4_2_2_4", (0, 0), die=2)
    p.unit(1, "t_red_building", (-1, 0), points=3)
    p.unit(0, "t_any_building", (1, 2), points=3)
    p.unit(0, "t_red_building", (1, 3), points=2)
    p.enchant(1, "t_plus_attack", wall)
    p.hand(0, ["t_lose_one", "t_red_burst", "t_search_creature"])
    p.hand(1, ["t_lose_three", "t_cancel"], known=["t_cancel"])
    p.library(0, ["t_flyer", "t_reacher", "t_red_building"], only=True)
    p.pool(0, red=3, colourless=2)
    p.pool(1, blue=2, colourless=1)
    p.graveyard(1, ["t_flyer"])
    p.winning_die(1, 5)
    p.turn(0, phase="main")
    cells = {name: p.cell(at) for name, at in (("a", (0, 1)), ("b", (1, 0)),
                                               ("wall", (0, 0)))}
    return p.build(), cells


def _check_labels(state: State) -> int:
    seat = state.current_player()
    if seat is None:
        return 0
    view = PlayerView(state, seat)
    for action in view.legal_actions:
        for lang in LANGS:
            label = HEXY.action_label(view, action, lang)
            entry = HEXY.menu_entry(view, action, lang)
            assert label.strip(), action.to_text()
            assert entry.entry.strip(), action.to_text()
            assert not RAW.search(label), (action.to_text(), label)
            assert "?" not in label, (action.to_text(), label)
    return len(view.legal_actions)


def _check_screen(state: State) -> None:
    for seat in (0, 1, None):
        obs = state.observation(seat)
        for lang in LANGS:
            text = HEXY.render(obs, lang)
            assert isinstance(text, str) and text
            for line in text.splitlines():
                assert len(line) <= 76, line  # HX-CONTENT-20: 80 columns with the panel
            assert not re.search(r"\bt_\w|None|True|False|hexy\.|uid", text), text


@pytest.mark.parametrize("config", range(len(HEXY.sample_configs())))
def test_screen_fits_80_columns_on_every_sample_config_hx_content_20(config: int) -> None:
    """HX-CONTENT-20, HX-INFO-11: each seat's and the spectator's screen, cs and en,
    at several points of a random game, fits 80 columns and shows no ids."""
    _players, options = HEXY.sample_configs()[config]
    for state in _random_states(options, seed=10 + config)[::3]:
        _check_screen(state)


@pytest.mark.parametrize("config", range(len(HEXY.sample_configs())))
def test_every_legal_action_has_a_label_without_raw_ids(config: int) -> None:
    """HX-CONTENT-20: labels and menu entries name cards, hexes and players in words."""
    _players, options = HEXY.sample_configs()[config]
    kinds: set[str] = set()
    for state in _random_states(options, seed=20 + config, steps=600, every=5):
        if _check_labels(state):
            kinds |= {a.kind for a in state.legal_actions()}
    assert {"keep", "mulligan", "pass", "discard_for_energy"} <= kinds


def test_labels_of_moves_attacks_casts_and_energy() -> None:
    """HX-CONTENT-20: the priority actions of a built position, word for word."""
    state, cells = _combat_state()
    view = PlayerView(state, 0)
    labels = {a.to_text(): HEXY.action_label(view, a, "en") for a in view.legal_actions}
    cs = {a.to_text(): HEXY.action_label(view, a, "cs") for a in view.legal_actions}
    assert labels["pass"] == "Pass priority"
    assert cs["pass"] == "Předat prioritu"
    attack = f"attack hex={cells['a']} target={cells['wall']}"
    assert labels[attack] == ("Attack: Vanilla 4/2/2/4 (seat 1) at (0, 0) with "
                              "Vanilla 2/1/2/3 at (0, 1)")
    assert cs[attack] == ("Zaútočit: Obyčejná bytost 4/2/2/4 (hráč 1) na (0, 0) s kartou "
                          "Obyčejná bytost 2/1/2/3 na (0, 1)")
    move = f"move dir=0 hex={cells['a']}"
    assert labels[move] == "Move: Vanilla 2/1/2/3 at (0, 1) towards (1, 1)"
    assert labels["cast hand=0 hex=-1"] == "Cast: Lose One"
    assert labels["discard_for_energy hand=1"] == \
        "Discard for energy: Red Burst (for 1 energy: colourless)"
    take = [t for t in labels if t.startswith("take_energy colour=green")]
    assert labels[take[0]] == "Take energy: 1 green from Any Building at (1, 2)"
    shared = [a for a in view.legal_actions if a.kind == "activate"]
    assert [HEXY.action_label(view, a, "en") for a in shared][:2] == [
        "Activate: Any Building at (1, 2) — shared building ability (energy: red)",
        "Activate: Any Building at (1, 2) — shared building ability (energy: green)"]
    _check_labels(state)
    state.apply(shared[0])
    # the only target is taken (HX-DEC-57); the stack names it (HX-INFO-7)
    assert "1. hráč 0: společná schopnost budov — Budova libovolné barvy; cíle: " \
           "Červená budova (hráč 0) na (1, 3)" in _flat(HEXY.render(state.observation(1), "cs"))


def test_ambush_and_counter_attack_labels_and_the_stack_hx_info_7() -> None:
    """HX-INFO-7: the stack shows the attack, the ambush participants and the
    counter-attack with its victim and payment; the labels say the same."""
    state, cells = _combat_state()
    state.apply(Action("attack", hex=cells["a"], target=cells["wall"]))
    view = PlayerView(state, 0)
    ambush = [a for a in view.legal_actions if a.kind == "ambush"]
    assert [HEXY.action_label(view, a, "en") for a in ambush] == [
        "Ambush: Vanilla 3/1/1/3 at (1, 0) joins the attack on Vanilla 4/2/2/4 (seat 1) "
        "at (0, 0)"]
    state.apply(ambush[0])
    state.apply(Action("pass"))
    view = PlayerView(state, 1)
    counters = [a for a in view.legal_actions if a.kind == "counter_attack"]
    labels = [HEXY.action_label(view, a, "en") for a in counters]
    assert "Counter-attack: Vanilla 4/2/2/4 (seat 1) at (0, 0) → Vanilla 2/1/2/3 (seat 0) " \
           "at (0, 1), paying 1 point" in labels
    chosen = counters[labels.index(
        "Counter-attack: Vanilla 4/2/2/4 (seat 1) at (0, 0) → Vanilla 2/1/2/3 (seat 0) "
        "at (0, 1), paying 1 point")]
    state.apply(chosen)
    text = HEXY.render(state.observation(None), "en")
    assert " ".join(_stack_block(text)) == (
        "  1. seat 0: attack — Vanilla 2/1/2/3 (seat 0) at (0, 1) attacks Vanilla "
            "4/2/2/4 (seat 1) at (0, 0); ambush: Vanilla 3/1/1/3 (seat 0) at (1, 0); "
        "counter-attack on Vanilla 2/1/2/3 (seat 0) at (0, 1), paid 1 point")
    cs = HEXY.render(state.observation(None), "cs")
    assert "přepadení: Obyčejná bytost 3/1/1/3" in " ".join(_stack_block(cs))
    assert "placeno 1 bodem" in " ".join(_stack_block(cs))
    _check_screen(state)


def _flat(text: str) -> str:
    """The screen with its wrapped lines joined."""
    return " ".join(line.strip() for line in text.splitlines())


def _stack_block(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(("Stack", "Zásobník (")))
    out: list[str] = []
    for line in lines[start + 1:]:
        if not line.startswith("  "):
            break
        out.append(line.strip() if out else line)
    return out


def test_target_choice_labels_follow_the_engine_order() -> None:
    """HX-CONTENT-20 (HX-ACT-11 options): each `choose` names the offered target."""
    state, _cells = _combat_state()
    state.apply(Action("cast", hand=0, hex=-1))  # Lose One: target a board card
    view = PlayerView(state, 0)
    labels = [HEXY.action_label(view, a, "en") for a in view.legal_actions]
    assert labels[0].startswith("Choose target (for Lose One): ")
    assert "Choose target (for Lose One): Vanilla 4/2/2/4 (seat 1) at (0, 0)" in labels
    state.apply(view.legal_actions[labels.index(
        "Choose target (for Lose One): Vanilla 4/2/2/4 (seat 1) at (0, 0)")])
    text = HEXY.render(state.observation(1), "en")
    assert "  1. seat 0: spell Lose One; targets: Vanilla 4/2/2/4 (seat 1) at (0, 0)" in text


def test_search_choice_is_named_only_for_its_decider() -> None:
    """HX-INFO-10/14: the cards a search offers are named in the decider's labels and
    are not in the opponent's observation."""
    state, _cells = _combat_state()
    state.apply(Action("cast", hand=2, hex=-1))  # Search Creature
    for _ in range(4):
        if getattr(state, "pending").kind != "priority":  # noqa: B009
            break
        state.apply(Action("pass"))
    assert state.observation(0)["decision"]["for"] == "search"
    assert "cards" not in state.observation(1)["decision"]
    view = PlayerView(state, 0)
    labels = [HEXY.action_label(view, a, "en") for a in view.legal_actions]
    assert labels == ["Take from the library: Flyer", "Take from the library: Reacher",
                      "Take from the library: take nothing"]
    assert [HEXY.action_label(view, a, "cs") for a in view.legal_actions][-1] == \
        "Vzít z knihovny: nic nebrat"


def test_own_hand_shown_to_its_owner_only_hx_info_1() -> None:
    """HX-INFO-1, HX-INFO-11, HX-INFO-12: the owner sees his hand by name; the
    opponent and the spectator see its size and only the publicly known card."""
    state, _cells = _combat_state()
    mine = HEXY.render(state.observation(1), "en")
    theirs = HEXY.render(state.observation(0), "en")
    spectator = HEXY.render(state.observation(None), "en")
    assert "  Hand: [1] Lose Three, [2] Cancel" in mine
    for text in (theirs, spectator):
        assert "Lose Three" not in text
        assert "  known cards in hand: Cancel" in text
        assert "Seat 1: Winning Die 5; hand 2, library" in text
    assert "  Hand: [1] Lose One, [2] Red Burst, [3] Search Creature" in theirs
    assert "Lose One" not in spectator
    assert "Ruka: [1] Ztráta tří bodů, [2] Zrušení" in HEXY.render(state.observation(1), "cs")


def test_board_legend_pools_dice_and_phase_hx_info_6_8() -> None:
    """HX-INFO-6: every board card with owner, hex, numbers, die and enchantments;
    HX-INFO-8: both Energy Pools by colour, both Winning Dice, turn, phase, priority."""
    state, _cells = _combat_state()
    en = HEXY.render(state.observation(None), "en")
    cs = HEXY.render(state.observation(None), "cs")
    assert "Main Phase; active: seat 0; priority: seat 0" in en.splitlines()[0]
    assert "Hlavní Fáze; na tahu: hráč 0; prioritu má: hráč 0" in cs.splitlines()[0]
    assert "Waiting for: priority; decides seat 0" in en
    assert "  Energy Pool: red 3, green 0, blue 0, white 0, colourless 2" in en
    assert "  Zásobník Energie: červená 0, zelená 0, modrá 2, bílá 0, bezbarvá 1" in cs
    assert "Seat 0 (active): Winning Die 1;" in en
    assert "Hráč 1: Vítězná Kostka 5;" in cs
    assert "graveyard 1 (top: Flyer)" in en
    assert "  A  Red Building (seat 1) (-1, 0): A0 D1 Ac0 P3/6" in en
    flat = " ".join(line.strip() for line in en.splitlines())  # wrapped lines joined
    assert "B  Vanilla 4/2/2/4 (seat 1) (0, 0): A5 D2 Ac2 P4/6, die 2; enchantments: " \
           "Plus Attack (seat 1)" in flat
    lines = en.splitlines()
    row0 = next(line for line in lines if line.startswith("  0 -1"))
    assert "A3" in row0 and "* B4:2" in row0  # HX-CONTENT-20: Center and occupant
    assert any(line.startswith(" -4 -1") and "F1" in line for line in lines)
    assert any(line.startswith("  4 -1") and "F0" in line for line in lines)


def test_card_text_for_every_visible_card_hx_content_20() -> None:
    """HX-CONTENT-20: the full text (and facts) of any visible card, cs and en."""
    states = [_combat_state()[0]]
    for config in range(len(HEXY.sample_configs())):
        states += _random_states(HEXY.sample_configs()[config][1], seed=30 + config)[::4]
    seen = 0
    for state in states:
        for seat in (0, 1, None):
            visible = HEXY.visible_cards(state.observation(seat))
            marks = [m for m, _c in visible if m]
            assert len(marks) == len(set(marks))
            for _mark, cid in visible:
                seen += 1
                for lang in LANGS:
                    facts = HEXY.card_facts(cid, lang)
                    assert facts and "_" not in facts
                    assert HEXY.card_name(cid, lang) != cid
                    text = HEXY.card_text(cid, lang)
                    assert isinstance(text, str)
    assert seen > 20
    state = _combat_state()[0]
    marked = dict(HEXY.visible_cards(state.observation(0)))
    assert marked["1"] == "t_lose_one" and marked["B"] == "t_vanilla_4_2_2_4"
    assert HEXY.card_facts("t_flyer", "en").startswith("Creature (")
    assert "Flying" in HEXY.card_facts("t_flyer", "en")
    assert "Létání" in HEXY.card_facts("t_flyer", "cs")


GLOSSARY_TERMS = {
    "cs": ["Červená", "Zelená", "Modrá", "Bílá", "bezbarvá", "Budova", "Bytost", "Artefakt",
           "Očarování", "Kouzlení", "Čarování", "Základní energie", "Fáze Energie",
           "Fáze Akcí", "Fáze Líznutí", "Hlavní Fáze", "Fáze Čištění", "Konečná Fáze",
           "Létání", "Dosah", "Útok na vzdálenost N", "Spěch", "Priorita v souboji",
           "Regenerace", "Odemel", "Snadnost pohybu", "Vlajka", "Centrální Bod",
           "Vítězná Kostka", "Akční Kostka", "Sféra Vlivu", "Zásobník Energie", "protiútok",
           "přepadení", "bod"],
    "en": ["Red", "Green", "Blue", "White", "colourless", "Building", "Creature", "Artifact",
           "Enchantment", "Wizardry", "Sorcery", "Basic energy", "Energy Phase",
           "Action Phase", "Draw Phase", "Main Phase", "Cleanup Phase", "End Phase", "Flying",
           "Reach", "Ranged N", "Haste", "First strike", "Regeneration", "Mill",
           "Easy movement", "Flag", "Center Point", "Winning Die", "Action Die",
           "Sphere of Influence", "Energy Pool", "counter-attack", "ambush", "point"],
}


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_names_every_term_hx_content_27(lang: str) -> None:
    """HX-CONTENT-27: the colours, types, phases, keywords and other terms, cs and en."""
    terms: set[str] = set()
    for term, meaning in HEXY.glossary(lang):
        assert meaning
        terms |= {t.strip() for t in term.split(",")}
    assert set(GLOSSARY_TERMS[lang]) <= terms
    assert HEXY.legend(lang)
    words = HEXY.word_names(lang)
    assert set(words) == {"red", "green", "blue", "white", "none", "energy", "point"}
    assert len(set(words.values())) == len(words)


def test_labels_along_random_play_from_a_fighting_position() -> None:
    """HX-CONTENT-20: labels of attacks, ambushes, counter-attacks, activations and
    choices met in random play from a built position, cs and en, without raw ids."""
    kinds: set[str] = set()
    for seed in range(6):
        state, _cells = _combat_state()
        rnd = random.Random(seed)
        for _ in range(150):
            if state.is_terminal():
                break
            if _check_labels(state):
                kinds |= {a.kind for a in state.legal_actions()}
            state.apply(_policy(rnd, state, state.legal_actions()))
        _check_screen(state)
    assert {"attack", "ambush", "counter_attack", "activate", "move", "cast", "choose",
            "take_energy"} <= kinds
