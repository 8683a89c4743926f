"""Whose boards an op may change (``MtOp.reach``): the interpreter copies and compares only
those to log the ``changed`` events, so a reach that is too small would lose an event.
Every op of the catalog is run on mid-game positions of random games, for every actor and
target: no board outside its reach changes, and the events equal those of comparing every
board."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardtable.games.magic_tower.board_ops import Ctx
from cardtable.games.magic_tower.consequences import run_op
from cardtable.games.magic_tower.model import ACTOR, ACTOR_AND_TARGET, EVERY, NO_BOARD, Defence
from cardtable.games.magic_tower.opbase import MtOp
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Rng

from .helpers import GAME


def every_op() -> list[tuple[str, MtOp]]:
    """Each op of every op list of the catalog once (nested lists included), with the
    card or spell it belongs to."""
    cat = GAME.catalog
    seen: set[str] = set()
    out = []
    for name, op_list in zip(cat.ops_name, cat.ops, strict=True):
        for op in op_list:
            key = repr(op)
            if key not in seen:
                seen.add(key)
                out.append((name, op))
    return out


def mid_game(players: int, seed: int, steps: int) -> MTState:
    """A state after ``steps`` random actions from a seeded new game (or the last one
    before its end)."""
    st = GAME.new_state(seed=seed, players=players)
    rng = Rng(seed)
    for _ in range(steps):
        legal = st.legal_actions()
        nxt = st.clone()
        assert isinstance(nxt, MTState)
        nxt.apply(legal[rng.below(len(legal))])
        if nxt.is_terminal():
            break
        st = nxt
    return st


def positions() -> Iterator[MTState]:
    for players, seed, steps in ((2, 3, 40), (3, 5, 60), (4, 7, 90), (6, 11, 150),
                                 (6, 12, 300)):
        yield mid_game(players, seed, steps)


def run(st: MTState, name: str, op: MtOp, actor: int, target: int, spell: bool,
        reach: int) -> tuple[MTState, list[list[int]]]:
    """``op`` run on a copy of ``st`` with ``reach``; the copy and the boards before."""
    copy = st.clone()
    assert isinstance(copy, MTState)
    before = [b[:] for b in copy.board]
    battle = Defence(actor, st.order_after(actor)[0] if target < 0 else target, 3, 0)
    run_op(copy, op, Ctx(actor, target, spell, 0, name, battle), reach)
    return copy, before


@pytest.mark.parametrize("state", list(positions()), ids=lambda s: f"{s.num_players}p")
def test_no_op_changes_a_board_outside_its_reach(state: MTState) -> None:
    assert not state.is_terminal()
    ops = every_op()
    assert {op.reach() for _, op in ops} == {NO_BOARD, ACTOR, ACTOR_AND_TARGET, EVERY}
    checked = 0
    for name, op in ops:
        reach = op.reach()
        for actor in range(state.num_players):
            if not state.alive(actor):
                continue
            for target in [-1, *state.order_after(actor)]:
                for spell in (False, True):
                    mine, before = run(state, name, op, actor, target, spell, reach)
                    allowed = {NO_BOARD: set(), ACTOR: {actor},
                               ACTOR_AND_TARGET: {actor, target}}.get(reach)
                    if allowed is not None:
                        for seat, old in enumerate(before):
                            if seat not in allowed:
                                assert mine.board[seat] == old, (op, actor, target, seat)
                    full, _ = run(state, name, op, actor, target, spell, EVERY)
                    assert mine.events == full.events, (op, actor, target)
                    assert mine.board == full.board
                    checked += 1
    assert checked >= 4 * len(ops)  # every op, for two actors at least

