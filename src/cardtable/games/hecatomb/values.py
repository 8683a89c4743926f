"""What abominations and cards are worth right now: strength, size, dooms, subtype,
keywords, active abilities and costs, computed from the cards, the modifiers and
the continuous effects in play (HC-DEC-35..40, HC-DEC-20, HC-DEC-72).

Nothing here changes the state. Values are worked out when asked, so they are
always "recomputed after every complete event" (HC-DEC-38); a damage event
takes its snapshot first (``damage.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import DOOM_INDEX, DOOMED, MINION_LEVEL, NONE, VALUED, Abom

if TYPE_CHECKING:
    from cardtable.games.hecatomb.statics import Static
    from cardtable.games.hecatomb.table import Table


def has_god(st: Table, seat: int) -> bool:
    """Follower abilities are on while their controller has a god (HC-DEC-72)."""
    return st.god[seat] != NONE


def below(ab: Abom, uid: int) -> int:
    """The minion directly below ``uid`` in its abomination, or NONE."""
    i = ab.minions.index(uid)
    return ab.minions[i - 1] if i > 0 else NONE


def cond_active(st: Table, ab: Abom, uid: int) -> bool:
    """A continuous conditional ability is on while the minion directly below has a
    trigger of its colour (HC-DEC-40)."""
    cat = st.cat
    ci = st.card[uid]
    if cat.cond_kind[ci] != "continuous":
        return False
    under = below(ab, uid)
    return under != NONE and cat.cond_doom[ci] in cat.triggers[st.card[under]]


def statics(st: Table, seat: int) -> list[tuple[int, Static]]:
    """The continuous effects ``seat`` controls: relics, god, minions' main and Follower
    statics (HC-EFFECT-4), with their source uid."""
    cat = st.cat
    out: list[tuple[int, Static]] = []
    for uid in st.relics[seat]:
        out.extend((uid, s) for s in cat.statics[st.card[uid]])
    god = st.god[seat]
    if god != NONE:
        out.extend((god, s) for s in cat.statics[st.card[god]])
    follower = has_god(st, seat)
    for ab in st.aboms[seat]:
        for uid in ab.minions:
            ci = st.card[uid]
            out.extend((uid, s) for s in cat.statics[ci])
            if follower:
                out.extend((uid, s) for s in cat.follower_statics[ci])
    return out


def all_statics(st: Table) -> list[tuple[int, int, Static]]:
    """Every continuous effect in play with its controller and source (kept until the
    play zone's cards change, ``Table.play_changed``)."""
    found = st.statics_cache
    if found is None:
        found = st.statics_cache = _all_statics(st)
    return found


def _all_statics(st: Table) -> list[tuple[int, int, Static]]:
    return [(seat, uid, s) for seat in range(st.num_players) for uid, s in statics(st, seat)]


def dooms(st: Table, ab: Abom) -> set[int]:
    """The dooms of an abomination: those of all its minions (HC-DOOM-2)."""
    cat = st.cat
    return {cat.doom[st.card[u]] for u in ab.minions}


def subtype(st: Table, ab: Abom) -> str:
    """The subtype of its top minion (HC-DOOM-3)."""
    return st.cat.subtype[st.card[ab.minions[-1]]]


def attacking(st: Table, ab: Abom) -> bool:
    c = st.combat
    return c is not None and ab.aid in c.attackers and ab.aid not in c.out


def in_combat(st: Table, ab: Abom) -> bool:
    c = st.combat
    if c is None or ab.aid in c.out:
        return False
    return ab.aid in c.attackers or any(b == ab.aid for b, _ in c.blocks)


def keywords(st: Table, ab: Abom) -> dict[str, object]:
    """The abomination-level keywords (cached in ``st.memo`` while the state is only
    read); see ``_keywords``."""
    memo = st.memo
    if memo is not None:
        key = ("kw", ab.aid)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _keywords(st, ab)
        return found  # type: ignore[return-value]
    return _keywords(st, ab)


def _keywords(st: Table, ab: Abom) -> dict[str, object]:
    """The abomination-level keywords (HC-DEC-35): printed on any minion, Follower ones
    with a god, continuous conditionals that are on, granted by modifiers and by
    continuous effects. Values add up (HC-TEXT-1); Evader and Nemesis are doom sets."""
    cat = st.cat
    out: dict[str, object] = {}
    follower = has_god(st, ab.seat)

    def add(word: str, value: object) -> None:
        if word in MINION_LEVEL:
            return
        if word in VALUED:
            out[word] = int(out.get(word, 0)) + int(value)  # type: ignore[call-overload]
        elif word in DOOMED:
            got = out.setdefault(word, set())
            assert isinstance(got, set)
            got.update(value if isinstance(value, (set, tuple, list, frozenset)) else {value})
        else:
            out[word] = True

    for uid in ab.minions:
        ci = st.card[uid]
        for word, value in cat.keywords[ci].items():
            add(word, value)
        if follower:
            for word, value in cat.follower_keywords[ci].items():
                add(word, value)
        if cat.cond_keywords[ci] and cond_active(st, ab, uid):
            for word, value in cat.cond_keywords[ci].items():
                add(word, value)
    for m in st.mods:
        if m.aid == ab.aid and m.keyword:
            add(m.keyword, m.value)
    for _seat, _uid, s in all_statics(st):
        if s.op == "keyword_for" and static_applies(st, s, _seat, ab):
            add(s.keyword, s.value_of())
    return out


def minion_keyword(st: Table, uid: int, word: str) -> bool:
    """A minion-level keyword of ``uid`` (Host, Martyr, Regenerator, Soulbound)."""
    cat = st.cat
    ci = st.card[uid]
    if word in cat.keywords[ci]:
        return True
    return word in cat.follower_keywords[ci] and has_god(st, st.owner[uid])


def static_applies(st: Table, s: Static, controller: int, ab: Abom) -> bool:
    """Whether a continuous "your … abominations" effect reaches ``ab``."""
    f = s.which  # type: ignore[union-attr]
    if f.side == "your" and ab.seat != controller:
        return False
    if f.side == "enemy" and ab.seat == controller:
        return False
    if f.doom is not None and DOOM_INDEX[f.doom] not in dooms(st, ab):
        return False
    return f.subtype is None or subtype(st, ab) == f.subtype


def strengths(st: Table, ab: Abom, kw: dict[str, object] | None = None) -> list[int]:
    """Each minion's strength, bottom to top (HC-DEC-36)."""
    cat = st.cat
    top = ab.minions[-1]
    abom_bonus = 0
    minion_bonus: dict[int, int] = {}
    for m in st.mods:
        if m.strength:
            if m.aid == ab.aid:
                abom_bonus += m.strength
            elif m.uid in ab.minions:
                minion_bonus[m.uid] = minion_bonus.get(m.uid, 0) + m.strength
    for seat, _uid, s in all_statics(st):
        if s.op == "strength_for" and static_applies(st, s, seat, ab):
            abom_bonus += s.n
    if attacking(st, ab):
        kw = keywords(st, ab) if kw is None else kw
        abom_bonus += int(kw.get("rager", 0))  # type: ignore[call-overload]
    out: list[int] = []
    for uid in ab.minions:
        ci = st.card[uid]
        value = cat.strength[ci] + minion_bonus.get(uid, 0)
        if cat.cond_strength[ci] and cond_active(st, ab, uid):
            value += cat.cond_strength[ci]
        if uid == top:
            value += abom_bonus
        out.append(max(0, value))
    return out


def strength(st: Table, ab: Abom) -> int:
    """The abomination's strength: the sum over its minions (HC-ABOM-8)."""
    return sum(strengths(st, ab))


def minion_strength(st: Table, uid: int) -> int:
    """A minion's current strength in play, or its printed strength elsewhere
    (HC-DEC-45)."""
    ab = st.abom_of(uid)
    if ab is None:
        return st.cat.strength[st.card[uid]]
    return strengths(st, ab)[ab.minions.index(uid)]


def cost(st: Table, seat: int, uid: int, x: int, floor: bool = True) -> int:
    """What playing ``uid`` costs ``seat`` now: printed + X + modifiers, at least 0
    (HC-DEC-20, HC-DEC-21)."""
    cat = st.cat
    ci = st.card[uid]
    total = cat.cost[ci] + x
    for controller, _src, s in all_statics(st):
        if s.op == "cost_modifier" and s.reaches(cat, ci, controller == seat):
            total += s.n
    return max(0, total) if floor else total


def can_attack(st: Table, ab: Abom) -> bool:
    """HC-DEC-51: untapped, 2+ minions, not marked unless Fanatic, no Guardian, not
    attacking already."""
    if ab.tapped or len(ab.minions) < 2:
        return False
    c = st.combat
    if c is not None and ab.aid in c.attackers:
        return False
    kw = keywords(st, ab)
    if kw.get("guardian"):
        return False
    return not ab.changed or bool(kw.get("fanatic"))


def can_receive(st: Table, ab: Abom) -> bool:
    """A minion may join it: fewer than 5 minions and no Parasite (HC-ABOM-5,
    HC-DEC-70)."""
    return len(ab.minions) < 5 and not keywords(st, ab).get("parasite")
