"""What an effect may choose and act on: the candidates of a target phrase, the
re-check at resolution (HX-DEC-44), ``each`` filters, players and conditions.

Targets are ints: a cell index for a hex, a uid for a card, a seat for a player,
a stack object's timestamp for a stack object, ``-1`` for "none" (HX-DEC-63).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtable.games.hexy.model import KW, TARGETABLE_KINDS
from cardtable.games.hexy.opbase import Ctx, Each, Filter, Phrase
from cardtable.games.hexy.sphere import sphere
from cardtable.games.hexy.table import Table

if TYPE_CHECKING:
    from cardtable.games.hexy.ops import Condition

CARD_KINDS = ("board", "creature", "building", "artifact")


def card_matches(state: Table, uid: int, f: Filter, kind: str, seat: int, source: int) -> bool:
    """Is board card (or enchantment, for ``kind = enchantment``) ``uid`` one that
    ``f`` describes, for an effect of ``seat`` from card ``source``?"""
    cidx = state.card[uid]
    ctype = state.cat.type[cidx]
    if kind == "enchantment":
        if state.host[uid] < 0:
            return False
    else:
        if state.at[uid] < 0:
            return False
        if kind == "board":
            if f.types and ctype not in f.types:
                return False
        elif ctype != kind:
            return False
    if f.side == "own" and state.owner[uid] != seat:
        return False
    if f.side == "enemy" and state.owner[uid] == seat:
        return False
    if f.colour is not None and ("red", "green", "blue", "white").index(f.colour) not in \
            state.cat.colours[cidx]:
        return False
    if f.keyword is not None and not state.has(uid, KW[f.keyword]):
        return False
    if f.max_points is not None and state.points[uid] > f.max_points:
        return False
    if (f.adjacent or f.within is not None) and source >= 0:
        here = state.at[uid] if kind != "enchantment" else state.at[state.host[uid]]
        there = state.at[source] if state.at[source] >= 0 else (
            state.at[state.host[source]] if state.host[source] >= 0 else -1)
        if here < 0 or there < 0:
            return False
        d = state.hmap.dist[here][there]
        if f.adjacent and d != 1:
            return False
        if f.within is not None and d > f.within:
            return False
    return True


def candidates(state: Table, p: Phrase, seat: int, source: int,
               chosen: tuple[int, ...] = ()) -> list[int]:
    """Every legal choice for phrase ``p`` (without "none"), in the order of HX-DEC-63;
    ``chosen``: the targets of the earlier phrases (for ``next_to``)."""
    kind = p.kind
    if kind == "hex":
        cells: Sequence[int] = range(len(state.hmap.cells))
        if p.next_to is not None:
            n = int(p.next_to[1:])
            anchor = chosen[n] if n < len(chosen) else -1
            if anchor < 0 or state.at[anchor] < 0:
                return []
            cells = sorted(state.hmap.adjacent[state.at[anchor]])
        mine = sphere(state, seat) if p.in_sphere else None
        out = []
        for c in cells:
            if p.empty and state.board[c] >= 0:
                continue
            if mine is not None and c not in mine:
                continue
            if source >= 0 and state.at[source] >= 0 and (p.adjacent or p.within):
                d = state.hmap.dist[c][state.at[source]]
                if (p.adjacent and d != 1) or (p.within is not None and d > p.within):
                    continue
            if p.side == "own" and state.board[c] >= 0 and state.owner[state.board[c]] != seat:
                continue
            out.append(c)
        return out
    if kind == "stack":
        return [o.ts for o in state.stack if o.kind in TARGETABLE_KINDS and
                (not p.stack_types or o.kind in p.stack_types) and
                (p.side == "any" or (p.side == "own") == (o.seat == seat))]
    if kind == "player":
        return [s for s in (0, 1) if p.side == "any" or (p.side == "own") == (s == seat)]
    if kind == "enchantment":
        pool = sorted((u for u in range(len(state.card)) if state.host[u] >= 0),
                      key=lambda u: state.ts[u])
    else:
        pool = [u for u in state.board if u >= 0]
    return [u for u in pool if card_matches(state, u, p, kind, seat, source)]


def still_legal(state: Table, p: Phrase, value: int, seat: int, source: int) -> bool:
    """HX-DEC-44: is a chosen target still legal at resolution?"""
    if value < 0:
        return False
    if p.kind == "hex":
        return 0 <= value < len(state.hmap.cells) and (not p.empty or state.board[value] < 0)
    if p.kind == "stack":
        return state.stack_index(value) >= 0
    if p.kind == "player":
        return True
    return card_matches(state, value, p, p.kind, seat, source)


def target_value(ctx: Ctx, ref: str) -> int:
    n = int(ref[1:])
    return ctx.targets[n] if n < len(ctx.targets) else -1


def cards_of(state: Table, ctx: Ctx, ref: str, each: Each | None) -> list[int]:
    """The board cards an op acts on (only those still on the Battlefield)."""
    if ref == "each":
        assert each is not None
        kind = each.kind
        if kind == "enchantment":
            pool = [u for u in range(len(state.card)) if state.host[u] >= 0]
        else:
            pool = [u for u in state.board if u >= 0]
        found = [u for u in pool if card_matches(state, u, each, kind, ctx.seat, ctx.uid)]
        found.sort(key=lambda u: state.ts[u])
        return found
    if ref == "self":
        uid = ctx.uid
    elif ref == "host":
        uid = state.host[ctx.uid] if ctx.uid >= 0 else -1
    elif ref == "about":
        uid = ctx.about
    else:
        uid = target_value(ctx, ref)
    if uid < 0 or uid >= len(state.card):
        return []
    return [uid] if state.at[uid] >= 0 or state.host[uid] >= 0 else []


def players_of(state: Table, ctx: Ctx, who: str) -> list[int]:
    if who == "you":
        return [ctx.seat]
    if who == "opponent":
        return [1 - ctx.seat]
    if who == "each_player":
        return [state.active, 1 - state.active]
    value = target_value(ctx, who)
    return [value] if value in (0, 1) else []


def condition_holds(state: Table, ctx: Ctx, cond: Condition) -> bool:
    if cond.occupies_center is not None:
        seat = ctx.seat if cond.occupies_center == "you" else 1 - ctx.seat
        return state.controls_center(seat)
    if cond.controls is not None:
        each = cond.controls.model_copy(update={"side": "own"})
        return len(cards_of(state, ctx, "each", each)) >= cond.n
    seat = ctx.seat if cond.hand_size == "you" else 1 - ctx.seat
    return len(state.hand[seat]) <= cond.at_most
