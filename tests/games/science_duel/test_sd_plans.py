"""How the stack runs an instruction (``plan.Plan``, ``Catalogue.plan_list``): the ops
played most run through compiled plans that must do exactly what the op's own ``run``
does (SD-CONTENT-22: the effect vocabulary); every other op runs by its ``run``."""

from __future__ import annotations

import pytest

from cardtable.games.science_duel import ops
from cardtable.games.science_duel.cards import Effect, walk
from cardtable.games.science_duel.model import Ctx, make_ctx
from cardtable.games.science_duel.plan import Plan
from cardtable.games.science_duel.state import SDState
from games.science_duel.helpers import CARDS, GAME, edit, fresh, unit

COMPILED = (ops.DamageOp, ops.HealOp, ops.BuffOp, ops.FreezeOp, ops.DrawOp, ops.SummonOp,
            ops.ReviveOp, ops.AddTokenOp, ops.AddRandomTokenOp)
"""The ops with a compiled plan (``op_plans.py``)."""


def _effects() -> list[tuple[str, Effect]]:
    found: list[tuple[str, Effect]] = []
    for cid, card in CARDS.items():
        lists = [card.on_play, card.on_death, card.effects, card.momentum,
                 *(w.effects for w in card.whenever)]
        for effs in lists:
            found.extend((cid, e) for e in walk(effs))
    return found


EFFECTS = _effects()
HOT = [(cid, e) for cid, e in EFFECTS if isinstance(e, COMPILED)]
UNITS = sorted(cid for cid, c in CARDS.items()
               if c.type == "unit" and not c.on_play and not c.whenever and not c.on_death)


def test_every_instruction_has_a_plan_that_names_it() -> None:
    """SD-CONTENT-22: each op of each card gets a plan running it; the hot ops a compiled
    subclass, the others the op's own ``run``."""
    kinds = set()
    for _cid, e in EFFECTS:
        plan = e.plan()
        assert plan.op is e
        if isinstance(e, COMPILED):
            assert type(plan) is not Plan, type(e).__name__
            kinds.add(type(e))
        else:
            assert type(plan) is Plan, type(e).__name__
    assert kinds == set(COMPILED)  # the cards use every compiled plan


def test_the_catalogue_keeps_one_plan_list_per_effect_list() -> None:
    cat = GAME.catalogue
    for cid, card in CARDS.items():
        if card.on_play:
            plans = cat.plan_list(cid, "on_play")
            assert [p.op for p in plans] == list(card.on_play)
            assert cat.plan_list(cid, "on_play") is plans


def _position(cid: str, seed: int, e: Effect) -> tuple[SDState, Ctx]:
    """Hurt units on both boards, hurt heroes (so heals act) and units in both graveyards
    (so revivals act); a firing of card ``cid`` by seat 0's first unit (a revival: by the
    first card of seat 0's graveyard) with seat 1's first unit as the chosen target."""
    st = fresh(seed=seed)
    mine = unit(st, 0, 1, UNITS[0], hp=1)
    unit(st, 0, 2, UNITS[1 % len(UNITS)])
    theirs = unit(st, 1, 1, UNITS[2 % len(UNITS)], hp=1)
    unit(st, 1, 3, UNITS[3 % len(UNITS)])
    edit(st).side(0, life=12).side(1, life=15).grave(0, UNITS[4:6]).grave(1, UNITS[6:8]).build()
    # a revival of the firing card itself fires from the graveyard (Fénix's on-death text)
    src = st.sides[0].grave[0].uid if isinstance(e, ops.ReviveOp) else mine.uid
    return st, make_ctx(src, cid, 0, target=8 + 1, tuid=theirs.uid)


@pytest.mark.parametrize("index", range(len(HOT)),
                         ids=[f"{cid}-{type(e).__name__}" for cid, e in HOT])
def test_a_compiled_plan_does_what_the_op_does(index: int) -> None:
    """SD-CONTENT-22: from the same position and firing, ``plan.run`` and the op's ``run``
    leave the same state (units on both boards, a chosen enemy target)."""
    cid, e = HOT[index]
    st, ctx = _position(cid, 3 + index, e)
    by_op, by_plan = st.clone(), st.clone()
    e.run(by_op, ctx)
    e.plan().run(by_plan, ctx)
    assert by_plan.to_json() == by_op.to_json()
    by_op.flow.run(by_op)
    by_plan.flow.run(by_plan)
    assert by_plan.to_json() == by_op.to_json()


def test_the_comparisons_above_see_the_instructions_act() -> None:
    """The positions of the test above are ones where the instructions do something: each
    compiled kind changes the state for some of its cards, and most instructions act (a
    comparison of two unchanged states would prove nothing; an instruction aimed at a tag
    these units lack does nothing)."""
    acted: dict[type, list[bool]] = {}
    for index, (cid, e) in enumerate(HOT):
        st, ctx = _position(cid, 3 + index, e)
        before = st.to_json()
        e.plan().run(st, ctx)
        st.flow.run(st)
        acted.setdefault(type(e), []).append(st.to_json() != before)
    for kind, changed in acted.items():
        assert any(changed), kind.__name__
    every = [c for changed in acted.values() for c in changed]
    assert sum(every) * 2 > len(every)
