"""Turn structure, mana, playing cards and abilities (SD-TURN, SD-START, SD-MAIN, SD-END,
SD-ABIL)."""

from __future__ import annotations

import pytest

from cardtable.kernel import Action, IllegalAction

from .helpers import code, deck_top, edit, end, fresh, give, grave, hand, names, play, unit


def test_turns_alternate_with_start_steps() -> None:
    """SD-TURN-1, SD-TURN-2, SD-START-1, SD-START-3, SD-START-4, SD-START-5, SD-START-6,
    SD-END-1, SD-END-3, SD-DEC-9."""
    st = fresh()
    u0 = unit(st, 0, 1, "student", ready=False)
    u1 = unit(st, 1, 1, "student", ready=False)
    edit(st).side(1, slots=3).build()
    edit(st).side(1, mana=0).build()
    deck_top(st, 1, "doktorand")
    end(st)
    assert st.active == 1 and st.turn == 2
    assert u1.ready and not u0.ready  # SD-START-3 / SD-DEC-9: only the active player's units
    assert (st.sides[1].slots, st.sides[1].mana) == (4, 4)  # SD-START-4/5
    assert hand(st, 1) == ["doktorand"]  # SD-START-6
    end(st)
    assert st.active == 0 and u0.ready


def test_mana_slots_cap_at_ten() -> None:
    """SD-START-4, SD-DEC-10: never more than 10 mana slots; unspent mana is lost."""
    st = fresh()
    edit(st).side(1, slots=10).build()
    edit(st).side(1, mana=3).build()
    end(st)
    assert (st.sides[1].slots, st.sides[1].mana) == (10, 10)


def test_paying_and_cost_limit() -> None:
    """SD-MAIN-1, SD-MAIN-2, SD-MAIN-3, SD-ACT-3: pay first; a card above current mana is
    illegal."""
    st = fresh()
    edit(st).side(0, mana=3).build()
    give(st, 0, "paprsek")
    give(st, 0, "velky_tresk")
    kinds = [(a.kind, a.get("hand")) for a in st.legal_actions()]
    assert ("play", 0) in kinds and ("play", 1) not in kinds  # Velký třesk costs 5
    with pytest.raises(IllegalAction, match="SD-MAIN-3"):
        st.apply(Action("play", hand=1, slot=1, target=-1))
    play(st, "paprsek", target=code(1))
    assert st.sides[0].mana == 1 and st.sides[1].life == 27
    give(st, 0, "kyvadlo")
    play(st, "kyvadlo")  # SD-MAIN-1: several cards in one turn
    assert st.sides[0].mana == 0 and names(st, 0)[0] == "kyvadlo"


def test_interleaving_and_no_actions_in_opponents_turn() -> None:
    """SD-MAIN-4, SD-MAIN-5, SD-MAIN-7, SD-ATTACK-1, SD-ABIL-6: only the active player acts."""
    st = fresh()
    unit(st, 0, 1, "student")
    give(st, 0, "kyvadlo")
    st.apply(Action("attack", unit=1, target=0))
    play(st, "kyvadlo")
    st.apply(Action("use_ability", target=code(0, 2)))
    assert st.sides[1].life == 29
    assert st.current_player() == 0
    with pytest.raises(IllegalAction):
        st.apply(Action("end_turn"), seat=1)  # SD-MAIN-7


def test_end_turn_always_legal_and_announced() -> None:
    """SD-ACT-6, SD-END-1, SD-MAIN-6: end_turn is always offered and logged publicly."""
    st = fresh()
    assert Action("end_turn") in st.legal_actions()
    end(st)
    assert any(e.key == "science_duel.end_turn" and e.seats is None for e in st.events)


def test_end_of_turn_effects_then_lasting_spells_end() -> None:
    """SD-END-2, SD-SPELL-3, SD-SPELL-4, SD-DEC-17: end triggers run, then lasting spells leave."""
    st = fresh()
    edit(st).side(0, life=20).build()
    unit(st, 0, 1, "jablon")
    give(st, 0, "relativita")
    play(st, "relativita")
    assert st.sides[0].effects[1] is not None and st.sides[0].effects[1].cid == "relativita"
    end(st)
    assert st.sides[0].life == 22  # Jabloň healed at the end of the turn
    assert st.sides[0].effects[1] is None and "relativita" in grave(st, 0)


def test_per_turn_counters_reset() -> None:
    """SD-DEC-11: played count and ability use reset at the start of a turn."""
    st = fresh()
    give(st, 0, "student")
    play(st, "student")
    st.apply(Action("use_ability", target=code(0, 1)))
    assert st.sides[0].played == 1 and st.sides[0].ability_used
    end(st)
    end(st)
    assert st.sides[0].played == 0 and not st.sides[0].ability_used


def test_ability_once_per_turn_and_exhausted() -> None:
    """SD-ABIL-4, SD-ABIL-5, SD-ACT-5, SD-DEC-44: pay, resolve, exhaust; not a played card."""
    st = fresh()
    unit(st, 0, 1, "student")
    st.apply(Action("use_ability", target=code(0, 1)))
    ab = st.sides[0].effects[0]
    assert ab is not None and not ab.ready
    assert st.sides[0].mana == 8 and st.sides[0].played == 0
    assert st.sides[0].units[0] is not None and st.sides[0].units[0].tmp_atk == 1
    assert not any(a.kind == "use_ability" for a in st.legal_actions())
    end(st)
    assert st.sides[0].units[0].tmp_atk == 0  # until the end of your turn
    end(st)
    assert ab.ready and any(a.kind == "use_ability" for a in st.legal_actions())


def test_ability_needs_mana() -> None:
    """SD-ABIL-6: not usable without enough mana."""
    st = fresh()
    unit(st, 0, 1, "student")
    edit(st).side(0, mana=1).build()
    assert not any(a.kind == "use_ability" for a in st.legal_actions())


def test_max_actions_per_turn_option() -> None:
    """SD-DEC-73: the simulation cap leaves only end_turn; off by default."""
    st = fresh(max_actions_per_turn=1)
    give(st, 0, "student")
    give(st, 0, "student")
    play(st, "student")
    assert st.legal_actions() == [Action("end_turn")]
    assert fresh().options.max_actions_per_turn is None


def test_max_turns_option_ends_in_a_draw() -> None:
    """SD-DEC-73, SD-WIN-4: no turn limit by default; ``max_turns`` ends the game drawn."""
    st = fresh(max_turns=2)
    end(st)
    assert not st.is_terminal()
    end(st)
    assert st.is_terminal() and st.returns() == [0.0, 0.0]


def test_first_turn_draws() -> None:
    """SD-DEC-7: the first player draws on turn 1 as well."""
    st = fresh(clear=False)
    assert len(st.sides[0].hand) == 4


def test_hand_position_out_of_range_is_illegal() -> None:
    """SD-ACT-3: an illegal play names the rule and changes nothing."""
    st = fresh()
    give(st, 0, "student")
    before = st.to_json()
    with pytest.raises(IllegalAction, match="SD-ACT-3"):
        st.apply(Action("play", hand=5, slot=1, target=-1))
    assert st.to_json() == before
