"""Observations (MT-INFO-1..11): public boards, pile and effects; own hand only, plus
what Vision showed of other hands while it stays true (MT-INFO-9, ``hidden.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.hidden import known_hands
from cardtable.games.magic_tower.model import (
    BOARD_FIELDS,
    TRUMP,
    Allocate,
    Attack,
    Defence,
    DiscardHighest,
    Pay,
)
from cardtable.games.magic_tower.table import Table


def board_view(st: Table, seat: int) -> dict[str, Any]:
    b = st.board[seat]
    data: dict[str, Any] = {name: b[i] for i, name in enumerate(BOARD_FIELDS)}
    data["trump"] = tb.SETS_NAMES[b[TRUMP]] if b[TRUMP] >= 0 else None
    data["alive"] = bool(data["alive"])
    data["archmage"] = bool(data["archmage"])
    data["fountain"] = bool(data["fountain"])
    data["hand_count"] = len(st.hands[seat])
    data["hand_size"] = st.hand_size(seat)
    data["spells"] = {s: tb.SPELLS[s].max_casts - st.casts[seat].get(s, 0)
                      for s in st.unlocked[seat]}
    data["borrowed"] = st.borrowed[seat] or None
    return data


def pending_view(st: Table) -> dict[str, Any] | None:
    """The public part of the pending decision (never hand contents)."""
    p = st.pending
    if p is None:
        return None
    kind, task = p.kind, p.resume
    out: dict[str, Any] = {"kind": kind, "seat": p.seat}
    if isinstance(task, Pay):
        out.update(fee=task.fee, keep_mana=task.min_mana)
    elif kind in ("target", "atk_target"):
        out["options"] = list(p.options)
    elif kind == "atk_size" and isinstance(task, Attack):
        out["target"] = task.target
    elif isinstance(task, Defence):
        out.update(attacker=task.attacker, attackers_left=task.left, bolted=task.bolted)
    elif isinstance(task, Allocate):
        out.update(defender=task.defender, damage_left=task.rest, returning=task.returning)
    elif isinstance(task, DiscardHighest):
        out["by"] = task.actor
    elif kind == "borrow":
        out["options"] = [[s, sp] for s, sp in p.options]
    return out


def observation(st: Table, seat: int | None) -> dict[str, Any]:
    obs: dict[str, Any] = {
        "dealer": st.dealer,
        "active": st.active,
        "boards": [board_view(st, s) for s in range(st.num_players)],
        "hand": [tb.CARD_ID[c] for c in st.hands[seat]] if seat is not None else None,
        "deck_size": len(st.deck),
        "pile": [[tb.CARD_ID[p.card], p.seat, p.how] for p in st.pile],
        "effects": [{"name": e.name, "origin": e.origin, "holder": e.holder, "kind": e.kind,
                     "n": e.n, "until_turn": e.end} for e in st.effects],
        "pending": pending_view(st),
        "extra_turns": st.extra,
        "last_battle": st.last_battle,
    }
    known = known_hands(st, seat)
    if known:  # only while the seat knows cards of another hand (Vision, MT-INFO-9)
        obs["known_hands"] = known
    return obs
