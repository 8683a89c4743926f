"""Menu labels of every Science Duel decision kind (``labels.py``), in cs and en, read from
the deciding seat's view (SD-ACT-1..10): the card with its current cost and text, the
slot, the target from the deciding seat's side, the attacker; never ``play hand=2
slot=1 target=-1`` (issue #13, readable choices)."""

from __future__ import annotations

from typing import Any

from cardtable.games.science_duel.state import SDState
from cardtable.kernel import Action, MenuEntry, PlayerView

from .helpers import GAME, code, fresh, give, play, unit


def label(st: SDState, kind: str, lang: str, **args: Any) -> str:
    action = Action(kind, **args)
    assert action in st.legal_actions(), (action, st.legal_actions()[:8])
    seat = st.current_player()
    assert seat is not None
    return GAME.action_label(PlayerView(st, seat), action, lang)


def entry(st: SDState, kind: str, lang: str, **args: Any) -> MenuEntry:
    seat = st.current_player()
    assert seat is not None
    return GAME.menu_entry(PlayerView(st, seat), Action(kind, **args), lang)


def test_play_names_card_cost_slot_and_target_sd_act_3() -> None:
    st = fresh()
    student = give(st, 0, "student")
    beam = give(st, 0, "paprsek")
    unit(st, 1, 2, "student")
    assert label(st, "play", "en", hand=student, slot=3, target=-1) == (
        "Play Student (1 mana) to slot 3")
    assert label(st, "play", "cs", hand=student, slot=3, target=-1) == (
        "Zahraj Student (1 mana) do slotu 3")
    assert entry(st, "play", "cs", hand=student, slot=3, target=-1) == (
        "Zahraj Student (1 mana)", "do slotu 3")
    assert label(st, "play", "en", hand=beam, slot=0, target=code(1, 2)) == (
        "Play Beam (2 mana), target: Student 1/2 (enemy, slot 2) — Deal 3 damage to a "
        "character.")
    assert label(st, "play", "cs", hand=beam, slot=0, target=code(1)) == (
        "Zahraj Paprsek (2 many), cíl: nepřátelský hrdina — Dej 3 poškození postavě.")
    assert label(st, "play", "en", hand=beam, slot=0, target=code(0)).startswith(
        "Play Beam (2 mana), target: own hero")


def test_attack_and_end_turn_sd_act_4() -> None:
    st = fresh()
    unit(st, 0, 1, "doktorand")
    unit(st, 1, 2, "student")
    assert label(st, "attack", "en", unit=1, target=0) == (
        "Attack the enemy hero with PhD Student 2/3")
    assert label(st, "attack", "cs", unit=1, target=2) == (
        "Zaútoč jednotkou Doktorand 2/3 na jednotku Student 1/2 (slot 2)")
    assert entry(st, "attack", "en", unit=1, target=2) == (
        "Attack with PhD Student 2/3", "Student 1/2 (slot 2)")
    assert label(st, "end_turn", "en") == "End the turn"
    assert label(st, "end_turn", "cs") == "Ukonči kolo"


def test_ability_names_the_ability_and_its_target_sd_act_5() -> None:
    st = fresh()
    unit(st, 0, 1, "doktorand")
    assert label(st, "use_ability", "en", target=code(0, 1)) == (
        "Use the ability Acceleration, target: PhD Student 2/3 (own, slot 1) — Give a unit "
        "+1 attack until the end of the turn.")
    assert label(st, "use_ability", "cs", target=code(0, 1)).startswith(
        "Použij schopnost Urychlení, cíl: Doktorand 2/3 (vlastní, slot 1) — ")


def test_trim_and_mulligan_sd_act_1_2() -> None:
    st = GAME.new_state(seed=1)
    seat = st.current_player()
    assert seat is not None and st.phase == "trim"
    deck = st.observation(seat)["sides"][seat]["deck"]
    first = sorted(set(deck))[0]
    name = GAME.card_name(first, "en")
    assert label(st, "trim", "en", card=0) == f"Remove {name} from your deck"
    assert label(st, "trim", "cs", card=0) == (
        f"Odeber ze svého balíčku kartu {GAME.card_name(first, 'cs')}")
    assert entry(st, "trim", "en", card=0) == (
        "Remove a card from your deck", f"{name} (×{deck.count(first)})")
    while st.phase == "trim":
        st.apply(Action("trim", card=0))
    seat = st.current_player()
    assert seat is not None
    hand = st.observation(seat)["sides"][seat]["hand"]
    assert label(st, "mulligan", "en", cards=()) == "Keep your opening hand (exchange nothing)"
    assert label(st, "mulligan", "cs", cards=()) == "Nech si začáteční ruku (nic nevyměňuj)"
    names = ", ".join(GAME.card_name(c, "cs") for c in hand[:2])
    assert label(st, "mulligan", "cs", cards=(0, 1)) == f"Vyměň: {names}"


def test_pending_choices_sd_act_8_9_10() -> None:
    st = fresh()
    give(st, 0, "dobrovolnik")
    play(st, "dobrovolnik")
    assert label(st, "choose_option", "en", option=1) == "Do the optional part of the effect"
    assert label(st, "choose_option", "cs", option=0) == "Vynech volitelnou část účinku"
    assert entry(st, "choose_option", "cs", option=1) == ("Volitelná část účinku",
                                                          "ano, proveď ji")
    st = fresh()
    give(st, 0, "spalovna")
    give(st, 0, "student")
    give(st, 0, "paprsek")
    play(st, "spalovna")
    assert st.pending is not None and st.pending.kind == "choose_card"
    assert label(st, "choose_card", "en", index=0) == "Burn Student"
    assert label(st, "choose_card", "cs", index=1) == "Spal kartu Paprsek"
    st = fresh()
    give(st, 0, "roj_brouku")
    for slot in (1, 3, 5, 6):
        unit(st, 0, slot, "student")
    play(st, "roj_brouku", slot=7)
    assert st.pending is not None and st.pending.kind == "choose_slot"
    assert label(st, "choose_slot", "en", slot=2) == "Put the unit in slot 2"
    assert label(st, "choose_slot", "cs", slot=4) == "Umísti jednotku do slotu 4"
