"""What each seat may know (HC-INFO-1..16) and ``determinize``.

The play zone, mana zones, graveyards, removed zones, souls, pools and the
combat are public; a hand shows its owner everything and the others its size
and the cards publicly known to be in it (HC-INFO-9); no deck order is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.hecatomb.model import DOOMS, NONE, Abom
from cardtable.games.hecatomb.values import keywords, strengths
from cardtable.kernel import Rng

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def _keywords(st: Table, ab: Abom) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for word, value in sorted(keywords(st, ab).items()):
        if isinstance(value, (set, frozenset)):
            out[word] = [DOOMS[d] for d in sorted(value)]
        else:
            out[word] = value
    return out


def abom_view(st: Table, ab: Abom) -> dict[str, Any]:
    cat = st.cat
    values = strengths(st, ab)
    c = st.combat
    role = None
    if c is not None and ab.aid not in c.out:
        if ab.aid in c.attackers:
            role = "attacker"
        elif any(b == ab.aid for b, _ in c.blocks):
            role = "blocker"
    mods = [{"strength": m.strength, "keyword": m.keyword, "until": m.until,
             "source": cat.ids[st.card[m.source]] if m.source != NONE else None}
            for m in st.mods if m.aid == ab.aid or m.uid in ab.minions]
    return {
        "id": ab.aid,
        "minions": [{"card": cat.ids[st.card[u]], "uid": u, "strength": s}
                    for u, s in zip(ab.minions, values, strict=True)],
        "strength": sum(values),
        "size": len(ab.minions),
        "tapped": ab.tapped,
        "changed": ab.changed,
        "keywords": _keywords(st, ab),
        "mods": mods,
        "role": role,
    }


def observation(st: Table, seat: int | None) -> dict[str, Any]:
    """HC-INFO-5..8 for everyone, the seat's own hand, known hand cards of others."""
    st.memo = {}
    try:
        return _observation(st, seat)
    finally:
        st.memo = None


def _observation(st: Table, seat: int | None) -> dict[str, Any]:
    cat = st.cat
    ids = cat.ids
    players: list[dict[str, Any]] = []
    for s in range(st.num_players):
        if seat == s:
            hand: list[str | None] = [ids[st.card[u]] for u in st.hand[s]]
        else:
            hand = [ids[st.card[u]] if u in st.known else None for u in st.hand[s]]
        players.append({
            "souls": st.souls[s],
            "hand": hand,
            "hand_size": len(st.hand[s]),
            "deck_size": len(st.deck[s]),
            "mana": [{"card": ids[st.card[u]], "uid": u, "doom": DOOMS[cat.doom[st.card[u]]],
                      "tapped": u in st.tapped_mana} for u in st.mana[s]],
            "pool": list(st.pool[s]),
            "abominations": [abom_view(st, ab) for ab in st.aboms[s]],
            "relics": [ids[st.card[u]] for u in st.relics[s]],
            "god": ids[st.card[st.god[s]]] if st.god[s] != NONE else None,
            "graveyard": [ids[st.card[u]] for u in st.grave[s]],
            "cards": {str(u): ids[st.card[u]] for u in _public_uids(st, s)},
            "removed": [{"card": ids[st.card[r.uid]], "returns": r.back_at}
                        for r in st.removed[s]],
        })
    c = st.combat
    combat = None
    if c is not None:
        combat = {"attacker": c.attacker, "defender": c.defender,
                  "attackers": list(c.attackers), "blocks": [list(b) for b in c.blocks],
                  "blocked": list(c.blocked), "out": list(c.out),
                  "hunts": [list(h) for h in c.hunts], "step": c.step,
                  "closed": list(c.closed)}
    pending = st.pending
    decision: dict[str, Any] | None = None
    if pending is not None:
        decision = {"kind": pending.kind, "seat": pending.seat}
        decision.update(_decision_details(st, seat))
    return {
        "players_state": players,
        "active": st.active,
        "first_player": st.first,
        "game_turn": st.game_turn,
        "turn_limit": st.options.turn_limit,
        "mana_played": st.mana_played,
        "combat": combat,
        "waiting": [{"seat": w.seat, "card": ids[st.card[w.uid]]}
                    for batch in st.waiting for w in batch],
        "limbo": [ids[st.card[u]] for u in st.limbo],
        "pending": decision,
        "end": st.end,
    }


def determinize(st: Table, seat: int | None, rng: Rng) -> None:
    """HC-INFO-16: each other player's unknown hand cards are pooled with their deck
    and dealt again (one owner at a time, so cards never change owner); the seat's
    own deck is put in a new order."""
    for s in range(st.num_players):
        deck = st.deck[s]
        if s == seat:
            rng.shuffle(deck)
            continue
        hand = st.hand[s]
        slots = [i for i, u in enumerate(hand) if u not in st.known]
        pool = [hand[i] for i in slots] + deck
        rng.shuffle(pool)
        for i, u in zip(slots, pool, strict=False):
            hand[i] = u
        st.deck[s] = pool[len(slots):]


def _public_uids(st: Table, s: int) -> list[int]:
    """Seat ``s``'s cards in public zones (a choice names them by uid, HC-DEC-82)."""
    out = [u for ab in st.aboms[s] for u in ab.minions]
    out += st.mana[s] + st.relics[s] + st.grave[s] + [r.uid for r in st.removed[s]]
    if st.god[s] != NONE:
        out.append(st.god[s])
    out += [u for u in st.hand[s] if u in st.known]
    return sorted(out)


def _decision_details(st: Table, seat: int | None) -> dict[str, Any]:
    """What the decider needs to read its choices: the target phrase's kind (public),
    the payments and the cards offered from its deck (the decider only, HC-INFO-11/15),
    the effects waiting to be ordered (public)."""
    from cardtable.games.hecatomb import effects, plays
    from cardtable.games.hecatomb.model import DrainTriggers, Pay, PickCard, Targets

    pending = st.pending
    assert pending is not None
    resume = pending.resume
    out: dict[str, Any] = {}
    if isinstance(resume, Targets):
        phrase = st.cat.effects[resume.effect].effect.targets[resume.phrase]
        out["what"] = phrase.what
    elif isinstance(resume, DrainTriggers) and pending.kind == "order_effects":
        found = effects.group(st)
        if found is not None:
            out["order"] = [st.cat.ids[st.card[w.uid]] for w in found[1]]
    if seat != pending.seat:
        return out
    if isinstance(resume, Pay):
        out["payments"] = [list(p) for p in plays.pay_options(st, resume.seat, resume.uid,
                                                              resume.x)]
    elif isinstance(resume, PickCard):
        out["offered"] = {str(u): st.cat.ids[st.card[u]]
                          for u in effects.pick_options(st, resume)}
    return out
