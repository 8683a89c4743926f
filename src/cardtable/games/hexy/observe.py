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
from cardtable.games.hexy.tasks import (
    ChooseTargets,
    OrderTriggers,
    PayDiscard,
    PickCards,
    PickColour,
)
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
    """A stack object (HX-INFO-7); ``named`` describes its targets, its attackers, the
    attacked card and a counter-attack's victim as the table shows them."""
    return {"kind": o.kind, "seat": o.seat, "ts": o.ts,
            "card": st.cat.ids[st.card[o.uid]] if o.uid >= 0 else None, "uid": o.uid,
            "ability": o.ability, "cell": o.cell, "targets": list(o.targets),
            "attackers": list(o.attackers), "target": o.target, "victim": o.victim,
            "paid": o.paid, "named": named(st, o)}


def hex_of(st: Table, cell: int) -> list[int] | None:
    """A cell's axial coordinates ``[q, r]``; ``None`` for no cell."""
    if not 0 <= cell < len(st.hmap.cells):
        return None
    h = st.hmap.cells[cell]
    return [h.q, h.r]


def card_ref(st: Table, uid: int) -> dict[str, Any]:
    """A public card: its id, owner and hex (an enchantment's host's hex; ``None``
    off the Battlefield)."""
    if uid < 0:
        return {"none": True}
    cell = st.at[uid] if st.at[uid] >= 0 else (
        st.at[st.host[uid]] if st.host[uid] >= 0 else -1)
    return {"card": st.cat.ids[st.card[uid]], "owner": st.owner[uid], "hex": hex_of(st, cell)}


def target_ref(st: Table, kind: str, value: int) -> dict[str, Any]:
    """A chosen (or offered) target of a phrase of ``kind`` (HX-DEC-63)."""
    if value < 0:
        return {"none": True}
    if kind == "hex":
        occupant = st.board[value] if 0 <= value < len(st.board) else -1
        out: dict[str, Any] = {"hex": hex_of(st, value)}
        if occupant >= 0:
            out["card"] = st.cat.ids[st.card[occupant]]
            out["owner"] = st.owner[occupant]
        return out
    if kind == "player":
        return {"seat": value}
    if kind == "stack":
        obj = st.obj(value)
        if obj is None:
            return {"object": None}
        return {"object": obj.kind, "seat": obj.seat,
                "card": st.cat.ids[st.card[obj.uid]] if obj.uid >= 0 else None}
    return card_ref(st, value)


def named(st: Table, o: StackObj) -> dict[str, Any]:
    from cardtable.games.hexy.flow import phrases_of

    kinds = [p.kind for p in phrases_of(st, o)]
    if o.kind == "spell" and o.uid >= 0 and st.is_type(o.uid, "enchantment"):
        kinds = ["board", *kinds]  # the host first
    out: dict[str, Any] = {
        "targets": [target_ref(st, kinds[i] if i < len(kinds) else "board", v)
                    for i, v in enumerate(o.targets)],
        "attackers": [card_ref(st, u) for u in o.attackers],
        "target": card_ref(st, o.target) if o.target >= 0 else None,
        "victim": card_ref(st, o.victim) if o.victim >= 0 else None,
        "hex": hex_of(st, o.cell),
    }
    return out


def decision(st: Table, seat: int | None) -> dict[str, Any] | None:
    """The pending decision: kind and decider are public (HX-INFO-14); what a hidden
    choice offers only to its decider."""
    pending = st.pending
    if pending is None:
        return None
    out: dict[str, Any] = {"kind": pending.kind, "seat": pending.seat}
    resume = pending.resume
    if isinstance(resume, ChooseTargets):
        from cardtable.games.hexy.flow import phrases_of
        from cardtable.games.hexy.model import NONE
        from cardtable.games.hexy.targets import candidates

        obj = resume.obj
        out["for"] = "target"
        out["card"] = st.cat.ids[st.card[obj.uid]] if obj.uid >= 0 else None
        out["object"] = obj.kind
        phrase = phrases_of(st, obj)[len(obj.targets)]
        values = candidates(st, phrase, obj.seat, obj.uid)
        if phrase.optional:
            values = [*values, NONE]
        out["phrase"] = phrase.kind
        out["options"] = [target_ref(st, phrase.kind, v) for v in values]  # public
    elif isinstance(resume, PickCards):
        out["for"] = resume.what
        if seat == pending.seat:
            out["cards"] = [st.cat.ids[st.card[u]] if u >= 0 else None for u in resume.values]
    elif isinstance(resume, PayDiscard):
        out["for"] = "discard_cost"
        out["card"] = st.cat.ids[st.card[resume.obj.uid]] if resume.obj.uid >= 0 else None
    elif isinstance(resume, PickColour):
        out["for"] = "colour"
        out["n"] = resume.n
    elif isinstance(resume, OrderTriggers):
        from cardtable.games.hexy.flow import waiting_of

        out["for"] = "order"
        out["options"] = [{"card": st.cat.ids[st.card[w.uid]], "ability": w.ability}
                          for w in waiting_of(st, resume.seat)]
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
