"""Trigger words, experiments, ordering and cancelling (SD-ONPLAY .. SD-CANCEL, SD-EXP)."""

from __future__ import annotations

from cardtable.kernel import Action

from .helpers import (
    CARDS,
    code,
    deck_top,
    edit,
    end,
    experiment,
    fresh,
    give,
    grave,
    hand,
    lasting,
    names,
    play,
    unit,
)


def test_on_play_before_entering_and_with_adjacency() -> None:
    """SD-ONPLAY-1, SD-DEC-57: Při zahrání resolves first; adjacency as if already there."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    unit(st, 0, 1, "mechanicky_pes")
    deck_top(st, 0, "student")
    give(st, 0, "svarec")
    play(st, "svarec", slot=5)
    assert hand(st, 0) == ["student"]  # next to a machine (4 empty slots between)


def test_on_play_not_when_summoned_otherwise() -> None:
    """SD-ONPLAY-2, SD-DEC-54: a revived unit does not repeat its Při zahrání."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    edit(st).grave(0, ["svarec"]).build()
    unit(st, 0, 1, "mechanicky_pes")
    give(st, 0, "archivar")
    deck_top(st, 0, "student")
    play(st, "archivar", slot=7)
    st.apply(Action("choose_slot", slot=2))
    assert names(st, 0)[1] == "svarec" and hand(st, 0) == []


def test_on_play_then_on_summon() -> None:
    """SD-ONSUMMON-1, SD-ONSUMMON-2, SD-DEC-12: Při zahrání, enter, Při vyvolání, observers."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    enemy = unit(st, 1, 1, "ochranka")
    give(st, 0, "laser")
    play(st, "laser", slot=1)
    assert st.pending is not None and st.pending.kind == "choose_target"  # SD-ACT-7
    assert st.current_player() == 0
    st.apply(Action("choose_target", target=code(1, 1)))
    assert enemy.hp == 3


def test_on_death_from_damage_or_destroy() -> None:
    """SD-ONDEATH-1, SD-DEC-29: Při smrti triggers for dying and for being destroyed."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    unit(st, 1, 1, "dron")
    give(st, 0, "kratke_spojeni")
    play(st, "kratke_spojeni", target=code(1, 1))
    assert st.sides[0].life == 29  # the drone's hit found the only enemy character
    st2 = fresh(deck0="chemik", deck1="fyzik")
    unit(st2, 1, 1, "dron")
    give(st2, 0, "rozpoustedlo")
    play(st2, "rozpoustedlo", target=code(1, 1))
    assert st2.sides[0].life == 29


def test_on_draw_reveal_resolve_keep() -> None:
    """SD-ONDRAW-1, SD-ONDRAW-2, SD-DEC-58, SD-INFO-9: revealed, resolved by the drawer, kept."""
    st = fresh()
    edit(st).side(1, life=20).build()
    deck_top(st, 1, "pruzkumnik")
    end(st)
    assert st.sides[1].life == 23 and hand(st, 1) == ["pruzkumnik"]
    assert st.sides[1].hand[0].known
    assert st.observation(0)["sides"][1]["hand"] == ["pruzkumnik"]


def test_cast_when_drawn() -> None:
    """SD-CASTDRAW-1, SD-CASTDRAW-2, SD-CASTDRAW-3, SD-CASTDRAW-4, SD-DEC-59: revealed,
    resolved for free, graveyard, not played."""
    st = fresh()
    deck_top(st, 1, "tajemny_balicek")
    end(st)
    assert st.sides[0].life == 28 and grave(st, 1) == ["tajemny_balicek"]
    assert hand(st, 1) == [] and st.sides[1].played == 0
    assert st.sides[1].mana == 10
    assert any(e.key == "science_duel.cast_drawn" and e.seats is None for e in st.events)


def test_cast_when_drawn_into_full_hand_is_disposed() -> None:
    """SD-HAND-4, SD-DEC-59: a full hand disposes it without effect."""
    st = fresh()
    for _ in range(10):
        give(st, 1, "student")
    deck_top(st, 1, "tajemny_balicek")
    end(st)
    assert st.sides[0].life == 30 and grave(st, 1) == ["tajemny_balicek"]


def test_momentum() -> None:
    """SD-MOMENTUM-1, SD-DEC-60: bonus only after another card this turn (Plus bod counts)."""
    st = fresh()
    deck_top(st, 0, "kyvadlo", "student")
    give(st, 0, "zapalenec")
    play(st, "zapalenec", slot=1)
    assert hand(st, 0) == []
    give(st, 0, "plus_bod")
    give(st, 0, "zapalenec")
    play(st, "plus_bod")
    play(st, "zapalenec", slot=2)
    assert hand(st, 0) == ["student"]
    st2 = fresh()
    unit(st2, 0, 1, "student")
    st2.apply(Action("use_ability", target=code(0, 1)))  # abilities do not count
    give(st2, 0, "tesla")
    targets = {a["target"] for a in st2.legal_actions() if a.kind == "play"}
    assert targets == {-1}


def test_momentum_target_when_active() -> None:
    """SD-DEC-13: the Hybnost target is part of the play action."""
    st = fresh()
    give(st, 0, "plus_bod")
    give(st, 0, "tesla")
    play(st, "plus_bod")
    play(st, "tesla", slot=1, target=code(1))
    assert st.sides[1].life == 28


def test_conditional_whenever_every_time() -> None:
    """SD-COND-1, SD-DEC-61: "whenever" triggers every time."""
    st = fresh(deck0="informatik", deck1="fyzik")
    prog = unit(st, 0, 1, "programator")
    for _ in range(3):
        give(st, 0, "iterace")
        play(st, "iterace")
    assert (prog.atk, prog.hp) == (5, 6)


def test_order_of_effects_on_one_card() -> None:
    """SD-ORDER-8, SD-DEC-71: draw-then-shuffle versus shuffle-then-draw."""
    st = fresh(deck0="informatik", deck1="fyzik")
    edit(st).deck(0, []).build()
    give(st, 0, "iterace")
    play(st, "iterace")
    assert st.sides[0].fatigue == 1 and [c.cid for c in st.sides[0].deck] == ["iterace"]
    st2 = fresh(deck0="informatik", deck1="fyzik")
    edit(st2).deck(0, []).build()
    give(st2, 0, "restart")
    play(st2, "restart")
    assert hand(st2, 0) == ["restart"] and st2.sides[0].fatigue == 1


def test_start_of_turn_order() -> None:
    """SD-ORDER-1, SD-ORDER-6, SD-DEC-8, SD-START-2: field, A's units, A's slots, B's each-turn."""
    st = fresh(deck0="chemik", deck1="fyzik")
    edit(st).field(0, "laborator").build()
    y1 = unit(st, 1, 2, "kvasinka")
    y2 = unit(st, 1, 1, "kvasinka")
    unit(st, 0, 1, "kvasinka")
    unit(st, 0, 2, "budik")
    edit(st).side(1, life=20).build()
    edit(st).side(0, life=20).build()
    end(st)
    assert st.sides[1].life == 22  # the field's "each turn" works for the active player
    assert (y1.atk, y2.atk) == (2, 2)  # own "start of your turn"
    assert st.sides[0].units[0].atk == 1  # not in the opponent's turn (SD-ORDER-6)
    assert st.sides[1].life + sum(
        1 for u in st.sides[1].units if u is not None and u.hp < 3) >= 21  # budík fired
    start_events = [e.params.get("seat") for e in st.events if e.key == "science_duel.turn"]
    assert start_events[-1] == 1


def test_nested_resolution() -> None:
    """SD-ORDER-7: an effect triggered mid-resolution finishes before the rest continues."""
    st = fresh(deck0="matematik", deck1="informatik")
    experiment(st, 1, "zaplata")
    deck_top(st, 0, "zlomek")
    deck_top(st, 1, "student")
    give(st, 0, "limita")
    play(st, "limita")  # 4 damage to the opponent, then draw a card
    keys = [(e.key, e.params.get("seat")) for e in st.events]
    reveal = keys.index(("science_duel.exp_reveal", 1))
    their_draw = keys.index(("science_duel.draw", 1), reveal)
    my_draw = keys.index(("science_duel.draw", 0), reveal)
    assert reveal < their_draw < my_draw  # Záplata (heal 5, draw) ran inside Limita
    assert st.sides[1].life == 30 and hand(st, 0) == ["zlomek"]


def test_loop_cap_fenix_and_kolecko_played() -> None:
    """SD-LOOP-1, SD-LOOP-2, SD-LOOP-3, SD-DEC-72, SD-CONTENT-10, SD-CONTENT-12: ends alive."""
    st = fresh()
    unit(st, 1, 1, "kilometrove_kolecko")
    give(st, 0, "fenix")
    play(st, "fenix", slot=3)
    revives = 0
    while st.pending is not None:
        st.apply(Action("choose_slot", slot=3))
        revives += 1
    assert revives == 13 and names(st, 0)[2] == "fenix" and grave(st, 0) == []
    assert st.fires == {} and st.tasks == []


def test_loop_cap_fenix_killed() -> None:
    """SD-LOOP-4, SD-DEC-72, SD-CONTENT-23: a Fénix killed by a unit ends dead."""
    st = fresh()
    unit(st, 1, 1, "kilometrove_kolecko")
    unit(st, 0, 1, "fenix")
    unit(st, 1, 2, "doktorand")
    st.apply(Action("attack", unit=1, target=2))
    revives = 0
    while st.pending is not None:
        st.apply(Action("choose_slot", slot=1))
        revives += 1
    assert revives == 13 and names(st, 0)[0] is None and grave(st, 0) == ["fenix"]


def test_rekurze_with_fenix() -> None:
    """SD-CONTENT-11, SD-LOOP-1: Rekurze and Fénix loop, capped; Fénix ends alive."""
    st = fresh(deck0="informatik", deck1="fyzik")
    give(st, 0, "rekurze")
    give(st, 0, "fenix")
    play(st, "rekurze")
    play(st, "fenix", slot=2)
    n = 0
    while st.pending is not None:
        st.apply(Action("choose_slot", slot=2))
        n += 1
    assert n == 13 and names(st, 0)[1] == "fenix"
    end(st)
    assert "rekurze" in grave(st, 0)


def test_michal_combo_voluntary_repetition() -> None:
    """SD-LOOP-5, SD-DEC-73, SD-CONTENT-13, SD-CONTENT-14, SD-CONTENT-15, SD-CONTENT-16,
    SD-CONTENT-23: 20 lobotomies in a row for 0."""
    st = fresh(deck0="matematik", deck1="fyzik")
    unit(st, 0, 1, "michal_hlavni_matemag")
    unit(st, 0, 2, "matemaguv_ucen")
    unit(st, 0, 3, "matemaguv_ucen")
    give(st, 0, "financni_podvod")
    give(st, 0, "financni_podvod")
    play(st, "financni_podvod")
    play(st, "financni_podvod")
    assert hand(st, 0) == ["nahla_lobotomie", "nahla_lobotomie"]
    edit(st).side(0, mana=0).build()
    for _ in range(20):
        edit(st).side(1, life=30).build()
        play(st, "nahla_lobotomie", target=code(1))
        assert st.sides[1].life == 27 and st.sides[0].mana == 0
    assert hand(st, 0).count("nahla_lobotomie") == 2


def test_michal_combo_needs_all_five() -> None:
    """SD-CONTENT-13, SD-CONTENT-16: without one piece the lobotomy costs more than 0."""
    from cardtable.games.science_duel.queries import cost_of
    st = fresh(deck0="matematik", deck1="fyzik")
    unit(st, 0, 2, "matemaguv_ucen")
    unit(st, 0, 3, "matemaguv_ucen")
    lasting(st, 0, "financni_podvod")
    assert cost_of(st, 0, "nahla_lobotomie") == 1
    lasting(st, 0, "financni_podvod")
    assert cost_of(st, 0, "nahla_lobotomie") == 0
    assert cost_of(st, 0, "vzorec") == 0  # never below 0 (SD-DEC-10)
    assert CARDS["michal_hlavni_matemag"].rarity == "org"


def test_cancelled_spell_does_not_count() -> None:
    """SD-CANCEL-1, SD-CANCEL-2, SD-DEC-42, SD-CONTENT-17, SD-CONTENT-23: no Michal, no refund."""
    st = fresh(deck0="matematik", deck1="informatik")
    unit(st, 0, 1, "michal_hlavni_matemag")
    experiment(st, 1, "aplikace_prediktivniho_modelu")
    give(st, 0, "vzorec")
    play(st, "vzorec", target=code(1))
    assert st.sides[1].life == 30 and hand(st, 0) == []
    assert st.sides[0].mana == 9 and st.sides[0].played == 0
    assert grave(st, 0) == ["vzorec"] and grave(st, 1) == ["aplikace_prediktivniho_modelu"]
    give(st, 0, "vzorec")
    play(st, "vzorec", target=code(1))
    assert st.sides[1].life == 28 and hand(st, 0) == ["nahla_lobotomie"]


def test_experiment_only_in_opponents_turn() -> None:
    """SD-EXP-4, SD-DEC-37: the condition in the owner's own turn is ignored."""
    st = fresh(deck0="informatik", deck1="fyzik")
    s = experiment(st, 0, "zaplata")
    edit(st).deck(0, []).build()
    give(st, 0, "iterace")
    play(st, "iterace")  # fatigue damages the owner in their own turn
    assert st.sides[0].effects[1] is s


def test_experiment_played_face_down() -> None:
    """SD-EXP-2, SD-EXP-3, SD-INFO-11: face down in the lowest empty slot, cost hidden identity."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    give(st, 0, "odraz")
    play(st, "odraz")
    slot = st.sides[0].effects[1]
    assert slot is not None and slot.kind == "experiment"
    view = st.observation(1)["sides"][0]["effects"][1]
    assert view == {"kind": "experiment", "card": None, "cost": 2}
    assert st.observation(0)["sides"][0]["effects"][1]["card"] == "odraz"
    assert len({c.cost for c in CARDS.values() if c.type == "experiment"
                and c.cls == "fyzik"}) == 1


def test_experiment_triggers_reveals_and_discards() -> None:
    """SD-EXP-5, SD-EXP-6, SD-EXP-7, SD-INFO-12, SD-DEC-40: mandatory, revealed, graveyard."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    experiment(st, 1, "odraz")
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1))
    assert st.sides[1].effects[1] is None and grave(st, 1) == ["odraz"]
    assert st.sides[0].life == 27
    assert any(e.key == "science_duel.exp_reveal" and e.seats is None for e in st.events)


def test_two_experiments_in_slot_order() -> None:
    """SD-DEC-39, SD-DEC-41: two copies, slot order; after a cancel the rest re-check."""
    st = fresh(deck0="matematik", deck1="informatik")
    experiment(st, 1, "aplikace_prediktivniho_modelu")
    experiment(st, 1, "aplikace_prediktivniho_modelu")
    give(st, 0, "vzorec")
    play(st, "vzorec", target=code(1))
    remaining = [s for s in st.sides[1].effects if s is not None and s.kind == "experiment"]
    assert len(remaining) == 1 and grave(st, 1) == ["aplikace_prediktivniho_modelu"]


def test_experiment_with_nothing_to_do_still_triggers() -> None:
    """SD-DEC-40: it triggers and is discarded even when its effect does nothing."""
    st = fresh(deck0="inzenyr", deck1="chemik")
    experiment(st, 1, "exotermni_reakce")
    st.apply(Action("use_ability", target=-1))
    st.apply(Action("choose_slot", slot=1))
    assert st.sides[0].life == 27 and grave(st, 1) == ["exotermni_reakce"]


def test_reaction_experiment_types() -> None:
    """SD-DEC-38, SD-CONTENT-4: a spell-watching experiment ignores units."""
    st = fresh(deck0="fyzik", deck1="informatik")
    experiment(st, 1, "aplikace_prediktivniho_modelu")
    give(st, 0, "kyvadlo")
    play(st, "kyvadlo")
    assert names(st, 0)[0] == "kyvadlo" and st.sides[1].effects[1] is not None


def test_friendly_death_experiment() -> None:
    """SD-CONTENT-4: "a friendly unit dies" experiments react in the opponent's turn."""
    st = fresh(deck0="fyzik", deck1="chemik")
    unit(st, 1, 1, "student")
    experiment(st, 1, "katalyza")
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1, 1))
    while st.pending is not None:
        assert st.current_player() == 1  # SD-ACT-12: the experiment owner decides
        st.apply(Action("choose_slot", slot=st.pending.options[0] + 1))
    assert names(st, 1).count("mutantik") == 2


def test_ordering_on_death_before_other_deaths_observers() -> None:
    """SD-ORDER-9: a unit's own Při smrti before "another unit dies" effects."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    unit(st, 1, 1, "fenix")
    hrob = unit(st, 1, 2, "hrobnik")
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1, 1))
    assert st.pending is not None and st.pending.kind == "choose_slot"
    assert hrob.atk == 2  # the observer has not fired yet: Fénix's revival comes first
    st.apply(Action("choose_slot", slot=1))
    assert hrob.atk == 3


def test_observer_order_field_units_slots_by_player() -> None:
    """SD-ORDER-2, SD-ORDER-3, SD-ORDER-4, SD-ORDER-5, SD-DEC-70: field; active units 1-7,
    active effect slots 1-6; then the other side the same way."""
    from cardtable.games.science_duel.triggers import observers
    from cardtable.games.science_duel.turn import _turn_triggers
    st = fresh(deck0="chemik", deck1="fyzik")
    edit(st).field(1, "laborator").build()
    b3 = unit(st, 1, 3, "magnetar")
    a5 = unit(st, 0, 5, "kvasinka")
    a2 = unit(st, 0, 2, "budik")
    a1 = unit(st, 0, 1, "kvasinka")
    b1 = unit(st, 1, 1, "budik")
    slot_a = lasting(st, 0, "destilace")
    order = [uid for uid, _seat, _cid in observers(st)]
    assert st.field is not None
    expected = [st.field.uid, a1.uid, a2.uid, a5.uid]
    assert order[:4] == expected
    assert order.index(slot_a.uid) < order.index(b1.uid) < order.index(b3.uid)
    fires = [t.ctx.src for t in _turn_triggers(st, 0, "start_turn", "start_each_turn")]
    assert fires == [a1.uid, a2.uid, a5.uid, b1.uid, b3.uid]
