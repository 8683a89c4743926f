"""Observations (MT-INFO-1..11): public boards, pile and effects; own hand only, plus
what Vision showed of other hands while it stays true (MT-INFO-9, ``hidden.py``); and
``determinize``, which resamples what a seat cannot see on the kernel's zone helpers."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.hidden import known_cards, known_hands, pick_hand
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
from cardtable.kernel import Rng
from cardtable.kernel.zones import resample_positions


def board_view(st: Table, seat: int) -> dict[str, Any]:
    b = st.board[seat]
    data: dict[str, Any] = {name: b[i] for i, name in enumerate(BOARD_FIELDS)}
    data["trump"] = tb.SETS_NAMES[b[TRUMP]] if b[TRUMP] >= 0 else None
    data["alive"] = bool(data["alive"])
    data["archmage"] = bool(data["archmage"])
    data["fountain"] = bool(data["fountain"])
    data["hand_count"] = len(st.hands[seat])
    data["hand_size"] = st.hand_size(seat)
    data["spells"] = {s: st.cat.spells[s].max_casts - st.casts[seat].get(s, 0)
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


def determinize(st: Table, seat: int | None, rng: Rng) -> None:
    """Resample in place, for ``seat``, every card it cannot see (see the module doc), on
    the kernel's ``resample_positions``: the deck and the other hands are zones, a
    position is known when it holds a card ``seat`` sees."""
    known = known_cards(st, seat)
    st.seen = [e for e in st.seen if seat is not None and seat in (e.looker, e.target)]
    others = [s for s in range(st.num_players) if s != seat]
    zones: list[list[int]] = [st.deck, *(st.hands[s] for s in others)]
    owner: list[int | None] = [None, *others]
    p = st.pending
    if p is not None and p.kind == "dh_pick" and p.seat != seat:
        picker = p.seat
        mine = known[picker]
        slots = [(z, i) for z, zone in enumerate(zones) for i, c in enumerate(zone)
                 if owner[z] is None or c not in known[owner[z] or 0]]
        pool = [zones[z][i] for z, i in slots]
        pick_slots = [i for i, c in enumerate(st.hands[picker]) if c not in mine]
        fresh = pick_hand(st, picker, mine, pool, len(pick_slots), rng)
        chosen = set(fresh)
        rest = iter([c for c in pool if c not in chosen])
        hand = st.hands[picker]
        for i, c in zip(pick_slots, fresh, strict=True):
            hand[i] = c
        picked = set(pick_slots)
        for z, i in slots:
            if not (owner[z] == picker and i in picked):
                zones[z][i] = next(rest)
        known[picker] = set(hand)  # drawn already: the rest is shuffled around it
    resample_positions(zones, lambda z, i, c: owner[z] is not None
                       and c in known[owner[z] or 0], rng)
