"""What each seat may know (HX-INFO-1..15) and ``determinize``.

Public cards are named by card id and uid (a choice names them); a hand card is
shown to its owner, and to both while it is publicly known (HX-INFO-12); library
orders are hidden (HX-INFO-2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.games.hexy.combat import reach_of
from cardtable.games.hexy.model import KEYWORDS, StackObj
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.tasks import ChooseTargets, OrderTriggers, PayDiscard, PickCards
from cardtable.kernel import Rng


def observation(st: Table, seat: int | None) -> dict[str, Any]:
    cat = st.cat
    hands: list[list[str | None]] = []
    for s in (0, 1):
        hands.append([cat.ids[st.card[u]] if s == seat or st.known[u] else None
                      for u in st.hand[s]])
    return {
        "map": st.hmap.id,
        "turn": st.turn,
        "turns": list(st.turns),
        "phase": st.phase,
        "active": st.active,
        "first": st.first,
        "holder": st.holder,
        "passed": st.passed,
        "winning_dice": list(st.windie),
        "pools": [list(p) for p in st.pool],
        "board": [unit(st, u) for u in st.board if u >= 0],
        "stack": [stack_obj(st, o) for o in st.stack],
        "hands": hands,
        "hand_uids": [[u if s == seat or st.known[u] else None for u in st.hand[s]]
                      for s in (0, 1)],
        "library": [len(st.library[s]) for s in (0, 1)],
        "graveyards": [[cat.ids[st.card[u]] for u in st.grave[s]] for s in (0, 1)],
        "mulligans": list(st.mulligans),
        "decision": decision(st, seat),
        "result_reason": st.end if st.result is not None else None,
    }


def unit(st: Table, uid: int) -> dict[str, Any]:
    cat = st.cat
    kw = st.keywords(uid)
    return {"uid": uid, "card": cat.ids[st.card[uid]], "owner": st.owner[uid],
            "cell": st.at[uid], "hex": list(st.hmap.cells[st.at[uid]].sort_key()[::-1]),
            "points": st.points[uid], "cap": st.cap(uid), "die": st.die[uid],
            "counter_die": st.counter_die[uid], "attack": st.attack(uid),
            "defence": st.defence(uid), "actions": st.actions(uid),
            "reach": reach_of(st, uid),
            "keywords": [k for i, k in enumerate(KEYWORDS) if kw & (1 << i)],
            "enchantments": [{"uid": e, "card": cat.ids[st.card[e]], "owner": st.owner[e]}
                             for e in sorted(st.enchantments(uid), key=lambda e: st.ts[e])]}


def stack_obj(st: Table, o: StackObj) -> dict[str, Any]:
    return {"kind": o.kind, "seat": o.seat, "ts": o.ts,
            "card": st.cat.ids[st.card[o.uid]] if o.uid >= 0 else None, "uid": o.uid,
            "ability": o.ability, "cell": o.cell, "targets": list(o.targets),
            "attackers": list(o.attackers), "target": o.target, "victim": o.victim,
            "paid": o.paid}


def decision(st: Table, seat: int | None) -> dict[str, Any] | None:
    """The pending decision: kind and decider are public (HX-INFO-14); what a hidden
    choice offers only to its decider."""
    pending = st.pending
    if pending is None:
        return None
    out: dict[str, Any] = {"kind": pending.kind, "seat": pending.seat}
    resume = pending.resume
    if isinstance(resume, ChooseTargets):
        out["for"] = "target"
        out["card"] = st.cat.ids[st.card[resume.obj.uid]] if resume.obj.uid >= 0 else None
    elif isinstance(resume, PickCards):
        out["for"] = resume.what
        if seat == pending.seat:
            out["cards"] = [st.cat.ids[st.card[u]] if u >= 0 else None for u in resume.values]
    elif isinstance(resume, PayDiscard):
        out["for"] = "discard_cost"
    elif isinstance(resume, OrderTriggers):
        out["for"] = "order"
    return out


def determinize(st: Table, seat: int | None, rng: Rng) -> None:
    """HX-INFO-15: per owner, unknown hand cards pooled with the library and dealt
    again; the seat's own library in a new order.

    A pending card choice of the other seat stays answerable: the cards a search
    offers stay in the library (a consistent, if narrower, sample), and a discard
    choice offers whatever cards are dealt into the same hand slots."""
    pending = st.pending
    pick = pending.resume if pending is not None else None
    for s in (0, 1):
        library = st.library[s]
        if s == seat:
            rng.shuffle(library)
            continue
        hand = st.hand[s]
        offered: set[int] = set()
        if isinstance(pick, PickCards) and pick.seat == s and pick.what == "search":
            offered = set(pick.values)
        slots = [i for i, u in enumerate(hand) if not st.known[u]]
        old = list(hand)
        kept = [u for u in library if u in offered]
        pool = [hand[i] for i in slots] + [u for u in library if u not in offered]
        rng.shuffle(pool)
        for i, u in zip(slots, pool, strict=False):
            hand[i] = u
        rest = pool[len(slots):] + kept
        rng.shuffle(rest)
        st.library[s] = rest
        if isinstance(pick, PickCards) and pick.seat == s and pick.what == "discard":
            moved = dict(zip(old, hand, strict=True))
            assert pending is not None
            fresh = replace(pick, values=tuple(moved.get(u, u) for u in pick.values))
            st.pending = replace(pending, resume=fresh)
