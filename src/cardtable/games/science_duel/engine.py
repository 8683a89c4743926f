"""The resolution engine: an explicit stack of small tasks (SD-ORDER-7).

Effects resolve like nested function calls, but the call stack is plain data
in ``state.stack`` so that a decision in the middle of resolution (a target,
a slot, a card) can pause it: the engine stores a ``Pending`` and resumes
when the decider answers, even in the opponent's turn (SD-ACT-12). Tasks are
tuples whose first item names the handler in ``HANDLERS``.

This module holds the mechanics every card relies on: queries (attack,
keywords, costs, spell damage, hand limit), the task loop, trigger dispatch
in SD-ORDER-5 order with the loop cap of SD-DEC-72, damage events
(SD-DEC-27), deaths (SD-DEC-28), entering the board and drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.games.science_duel.cards import CARDS, CardDef, Eff
from cardtable.games.science_duel.model import (
    HAND_LIMIT,
    LOOP_CAP,
    MAX_HAND_INDEX,
    MAX_LIFE,
    UNIT_SLOTS,
    Card,
    Ctx,
    Pending,
    Slotted,
    Unit,
)

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

Task = tuple[Any, ...]
HANDLERS: dict[str, Callable[[SDState, Task], None]] = {}


def handler(name: str) -> Callable[[Callable[[SDState, Task], None]],
                                   Callable[[SDState, Task], None]]:
    def deco(fn: Callable[[SDState, Task], None]) -> Callable[[SDState, Task], None]:
        HANDLERS[name] = fn
        return fn
    return deco


# ---- static lookups ------------------------------------------------------------------
_LISTS: dict[tuple[str, str], tuple[Eff, ...]] = {}


def effect_list(cid: str, key: str) -> tuple[Eff, ...]:
    """The effect list ``key`` of card ``cid`` (``"on_death"``, ``"w2"``, ``"effects.0.then"``)."""
    found = _LISTS.get((cid, key))
    if found is not None:
        return found
    c = CARDS[cid]
    parts = key.split(".")
    head = parts[0]
    effs: tuple[Eff, ...] = c.whenever[int(head[1:])].effects if head[0] == "w" and \
        head[1:].isdigit() else getattr(c, head)
    i = 1
    while i < len(parts):
        e = effs[int(parts[i])]
        effs = e.then if parts[i + 1] == "then" else e.otherwise
        i += 2
    _LISTS[(cid, key)] = effs
    return effs


def _listens(c: CardDef) -> frozenset[str]:
    out = {w.event for w in c.whenever}
    if c.type == "experiment" and c.condition != "card_played":
        out.add("exp:" + c.condition)
    return frozenset(out)


LISTENS: dict[str, frozenset[str]] = {cid: _listens(c) for cid, c in CARDS.items()}
LISTENING: dict[str, frozenset[str]] = {cid: ev for cid, ev in LISTENS.items() if ev}
"""Only the cards that react to engine events."""


_CHOSEN: dict[tuple[str, str], bool] = {}


def chosen_in(cid: str, key: str, effs: tuple[Eff, ...]) -> bool:
    """Cached ``uses_chosen`` of an effect list of a card."""
    found = _CHOSEN.get((cid, key))
    if found is None:
        found = _CHOSEN[(cid, key)] = uses_chosen(effs)
    return found


def uses_chosen(effs: tuple[Eff, ...]) -> bool:
    from cardtable.games.science_duel.cards import TARGETED_OPS
    return any((e.target == "chosen" and e.op in TARGETED_OPS) or uses_chosen(e.then)
               or uses_chosen(e.otherwise) for e in effs)


# ---- queries ---------------------------------------------------------------------------
def has_kw(u: Unit, kw: str) -> bool:
    """Printed keyword (unless silenced, SD-SILENCE-2) or one granted by an effect."""
    return (kw in CARDS[u.cid].keywords and not u.silenced) or kw in u.kws


def active_text(u: Unit) -> bool:
    """A unit's own text works only when it is not silenced and not dormant (SD-DEC-55)."""
    return not u.silenced and u.dormant == 0


AURAS: dict[str, tuple[Any, ...]] = {cid: c.auras for cid, c in CARDS.items() if c.auras}
"""Only cards with continuous effects, so scans skip the rest quickly."""


def auras(st: SDState, seat: int, kind: str) -> list[tuple[int, int, Any]]:
    """(amount, source slot or -1, aura) of every active aura of ``kind`` that ``seat`` gets."""
    out: list[tuple[int, int, Any]] = []
    f = st.field
    if f is not None and f.cid in AURAS:
        for a in AURAS[f.cid]:
            if a.kind == kind:
                out.append((a.amount, -1, a))
    side = st.sides[seat]
    for i, u in enumerate(side.units):
        if u is not None and u.cid in AURAS and active_text(u):
            for a in AURAS[u.cid]:
                if a.kind == kind:
                    out.append((a.amount, i, a))
    for s in side.effects:
        if s is not None and s.kind == "lasting" and s.cid in AURAS:
            for a in AURAS[s.cid]:
                if a.kind == kind:
                    out.append((a.amount, -1, a))
    return out


COST_AURAS: dict[str, tuple[int, int]] = {
    cid: (sum(a.amount for a in c.auras if a.kind == "card_cost"),
          sum(a.amount for a in c.auras if a.kind == "spell_cost"))
    for cid, c in CARDS.items() if any(a.kind in ("card_cost", "spell_cost") for a in c.auras)}
"""(all cards, spells) cost modifiers of the cards that have any."""


def cost_mods(st: SDState, seat: int) -> tuple[int, int]:
    """(all cards, spells only) cost modifiers that ``seat`` has now, in one pass."""
    card = spell = 0
    f = st.field
    if f is not None and f.cid in COST_AURAS:
        m = COST_AURAS[f.cid]
        card += m[0]
        spell += m[1]
    side = st.sides[seat]
    for u in side.units:
        if u is not None and u.cid in COST_AURAS and not u.silenced and u.dormant == 0:
            m = COST_AURAS[u.cid]
            card += m[0]
            spell += m[1]
    for x in side.effects:
        if x is not None and x.cid in COST_AURAS and x.kind == "lasting":
            m = COST_AURAS[x.cid]
            card += m[0]
            spell += m[1]
    return card, spell


def cost_of(st: SDState, seat: int, cid: str, mods: tuple[int, int] | None = None) -> int:
    """Current cost with every modifier, never below 0 (SD-DEC-10)."""
    c = CARDS[cid]
    card, spell = cost_mods(st, seat) if mods is None else mods
    return max(0, c.cost + card + (spell if c.type == "spell" else 0))


def spell_damage(st: SDState, seat: int) -> int:
    """SD-DEC-46: Spell damage +n of units the player controls plus the field's."""
    total = 0
    for u in st.sides[seat].units:
        if u is not None and active_text(u):
            total += CARDS[u.cid].spell_damage
    for amount, _, _a in auras(st, seat, "spell_damage"):
        total += amount
    return total


HAND_AURAS = frozenset(cid for cid, c in CARDS.items()
                        if any(a.kind == "hand_limit" for a in c.auras))


def hand_limit(st: SDState, seat: int) -> int:
    """SD-HAND-1: 10 unless an effect states otherwise."""
    side = st.sides[seat]
    f = st.field
    if not ((f is not None and f.cid in HAND_AURAS) or any(
            u is not None and u.cid in HAND_AURAS for u in side.units) or any(
            x is not None and x.cid in HAND_AURAS for x in side.effects)):
        return HAND_LIMIT
    limit = HAND_LIMIT + sum(amount for amount, _, _a in auras(st, seat, "hand_limit"))
    return max(1, min(MAX_HAND_INDEX, limit))


def neighbours(units: list[Unit | None], slot: int) -> list[int]:
    """SD-ADJ-1 / SD-DEC-25: nearest occupied slots left and right (0-based), gaps ignored."""
    out = []
    for i in range(slot - 1, -1, -1):
        if units[i] is not None:
            out.append(i)
            break
    for i in range(slot + 1, UNIT_SLOTS):
        if units[i] is not None:
            out.append(i)
            break
    return out


ATTACK_AURAS = frozenset(cid for cid, c in CARDS.items()
                          if any(a.kind == "attack" for a in c.auras))


def attack_of(st: SDState, seat: int, slot: int, u: Unit) -> int:
    """Current attack: base plus until-end-of-turn bonus plus friendly auras (SD-TERM-6)."""
    total = u.atk + u.tmp_atk
    units = st.sides[seat].units
    tags = CARDS[u.cid].tags
    for i, other in enumerate(units):
        if other is None or other.cid not in ATTACK_AURAS or i == slot or \
                not active_text(other):
            continue
        for a in CARDS[other.cid].auras:
            if a.kind != "attack" or (a.tag and a.tag not in tags):
                continue
            if a.scope == "other_friendly" or (a.scope == "adjacent"
                                               and slot in neighbours(units, i)):
                total += a.amount
    return total


def find_unit(st: SDState, uid: int) -> tuple[int, int, Unit] | None:
    for seat, side in enumerate(st.sides):
        for i, u in enumerate(side.units):
            if u is not None and u.uid == uid:
                return seat, i, u
    return None


def reserved_slot(st: SDState, seat: int) -> int:
    for f in st.flight:
        if f.seat == seat and f.slot:
            return f.slot - 1
    return -1


def empty_slots(st: SDState, seat: int) -> list[int]:
    """Empty unit slots (0-based) that no unit being played has reserved (SD-DEC-57)."""
    res = reserved_slot(st, seat)
    return [i for i, u in enumerate(st.sides[seat].units) if u is None and i != res]


def empty_effect_slot(st: SDState, seat: int) -> int:
    """SD-DEC-16: the lowest-numbered empty effect slot (0-based), or -1."""
    for i, s in enumerate(st.sides[seat].effects):
        if s is None:
            return i
    return -1


def new_uid(st: SDState) -> int:
    st.next_uid += 1
    return st.next_uid


def order_seats(st: SDState) -> tuple[int, int]:
    """SD-ORDER-2: the active player's cards first."""
    return st.active, 1 - st.active


# ---- the task loop -------------------------------------------------------------------
def shuffle_deck(st: SDState, seat: int) -> None:
    """Shuffle a whole deck (SD-DRAW-2/3); every known position is forgotten (SD-DEC-67)."""
    deck = st.sides[seat].deck
    st.rng.shuffle(deck)
    for i, c in enumerate(deck):
        if c.known:
            deck[i] = Card(c.uid, c.cid)


def push(st: SDState, task: Task) -> None:
    st.stack.append(task)


def push_all(st: SDState, tasks: list[Task]) -> None:
    """Push so that ``tasks[0]`` runs first."""
    st.stack.extend(reversed(tasks))


def run(st: SDState) -> None:
    """Resolve until the stack is empty, a decision is pending or the game is over."""
    stack = st.stack
    while stack and st.pending is None and st.winner is None:
        task = stack.pop()
        HANDLERS[task[0]](st, task)
    if st.winner is not None:
        stack.clear()
        st.pending = None


def ask(st: SDState, kind: str, seat: int, options: list[int], task: Task) -> None:
    """Open a pending decision (SD-ACT-12); ``task`` is resumed with the answer."""
    st.pending = Pending(kind, seat, options, task)


# ---- firing effect lists with the loop cap -------------------------------------------
def fire(st: SDState, cid: str, key: str, ctx: Ctx) -> Task:
    return ("fire", cid, key, ctx)


@handler("fire")
def _fire(st: SDState, task: Task) -> None:
    _, cid, key, ctx = task
    effs = effect_list(cid, key)
    if not effs:
        return
    fkey = f"{ctx.src}:{key}"
    open_now = st.fires.get(fkey, 0)
    if open_now >= LOOP_CAP:
        return  # SD-DEC-72: a 14th nested firing of the same effect is skipped
    if ctx.target == -1 and chosen_in(cid, key, effs):
        from cardtable.games.science_duel.effects import target_options
        options = target_options(st, ctx.seat, cid, exclude=ctx.src, random=ctx.random)
        if ctx.random:
            ctx.target = st.rng.choice(options) if options else -2
        elif not options:
            ctx.target = -2
        elif len(options) == 1:
            ctx.target = options[0]
        else:
            ask(st, "choose_target", ctx.seat, options, task)  # SD-DEC-14
            return
        set_tuid(st, ctx)
    st.fires[fkey] = open_now + 1
    push(st, ("close", fkey))
    push(st, ("run", cid, key, 0, ctx))


def set_tuid(st: SDState, ctx: Ctx) -> None:
    if ctx.target >= 0 and ctx.target % 8:
        u = st.sides[ctx.target // 8].units[ctx.target % 8 - 1]
        ctx.tuid = u.uid if u is not None else -1


@handler("close")
def _close(st: SDState, task: Task) -> None:
    n = st.fires.get(task[1], 0) - 1
    if n <= 0:
        st.fires.pop(task[1], None)
    else:
        st.fires[task[1]] = n


@handler("run")
def _run(st: SDState, task: Task) -> None:
    from cardtable.games.science_duel.effects import OPS_IMPL
    _, cid, key, idx, ctx = task
    effs = effect_list(cid, key)
    if idx + 1 < len(effs):
        push(st, ("run", cid, key, idx + 1, ctx))
    OPS_IMPL[effs[idx].op](st, effs[idx], ctx, f"{key}.{idx}")


# ---- trigger dispatch ----------------------------------------------------------------
def observers(st: SDState) -> list[tuple[int, int, str]]:
    """SD-ORDER-5: (uid, controller, cid) of field, then each side's units and effect slots."""
    out: list[tuple[int, int, str]] = []
    if st.field is not None:
        out.append((st.field.uid, st.field.owner, st.field.cid))
    for seat in order_seats(st):
        side = st.sides[seat]
        for u in side.units:
            if u is not None:
                out.append((u.uid, seat, u.cid))
        for s in side.effects:
            if s is not None:
                out.append((s.uid, seat, s.cid))
    return out


def dispatch(st: SDState, event: str, player: int, subject: int = -1, ctype: str = "") -> None:
    """Queue every board card reacting to ``event`` (SD-DEC-61), in SD-ORDER-5 order."""
    exp = "exp:" + event
    tasks: list[Task] = []
    f = st.field
    if f is not None and f.cid in LISTENING:
        listens = LISTENING[f.cid]
        if event in listens or exp in listens:
            tasks.append(("obs", f.uid, event, player, subject, ctype))
    for seat in (st.active, 1 - st.active):
        side = st.sides[seat]
        for u in side.units:
            if u is not None and u.cid in LISTENING:
                listens = LISTENING[u.cid]
                if event in listens:
                    tasks.append(("obs", u.uid, event, player, subject, ctype))
        for x in side.effects:
            if x is not None and x.cid in LISTENING:
                listens = LISTENING[x.cid]
                if event in listens or exp in listens:
                    tasks.append(("obs", x.uid, event, player, subject, ctype))
    if tasks:
        push_all(st, tasks)


def locate(st: SDState, uid: int) -> tuple[str, int, Any] | None:
    """Where a board card is: ("unit"|"slot"|"field", controller, object)."""
    f = st.field
    if f is not None and f.uid == uid:
        return "field", f.owner, f
    for seat, side in enumerate(st.sides):
        for u in side.units:
            if u is not None and u.uid == uid:
                return "unit", seat, u
        for s in side.effects:
            if s is not None and s.uid == uid:
                return "slot", seat, s
    return None


@handler("obs")
def _obs(st: SDState, task: Task) -> None:
    _, uid, event, player, subject, ctype = task
    where = locate(st, uid)
    if where is None:
        return
    kind, seat, obj = where
    if kind == "unit" and not active_text(obj):
        return
    c = CARDS[obj.cid]
    if kind == "slot" and obj.kind == "experiment":
        if experiment_matches(st, obj, event, player):
            reveal_experiment(st, seat, obj, subject)
        return
    sub = find_unit(st, subject) if subject >= 0 else None
    tasks: list[Task] = []
    for i, w in enumerate(c.whenever):
        if w.event != event:
            continue
        if (w.who == "you" and player != seat) or (w.who == "opponent" and player == seat):
            continue
        if w.other and subject == uid:
            continue
        if w.type and w.type != ctype:
            continue
        if w.tag and (sub is None or w.tag not in CARDS[sub[2].cid].tags):
            continue
        tasks.append(fire(st, obj.cid, f"w{i}", Ctx(uid, obj.cid, seat, subject=subject,
                                                     spell=kind == "slot")))
    push_all(st, tasks)


def experiment_matches(st: SDState, s: Slotted, event: str, player: int,
                       ctype: str = "") -> bool:
    """SD-EXP-4/SD-DEC-37: only in the owner's opponent's turn, on its own condition."""
    if st.active == s.owner:
        return False
    c = CARDS[s.cid]
    if c.condition != event:
        return False
    if event in ("hero_damaged", "unit_died"):
        return player == s.owner
    if c.condition_type and c.condition_type != ctype:
        return False
    return player != s.owner


def reveal_experiment(st: SDState, seat: int, s: Slotted, subject: int) -> None:
    """SD-EXP-5..7, SD-INFO-12: reveal, resolve, then the graveyard."""
    side = st.sides[seat]
    side.effects[side.effects.index(s)] = None
    st.log("science_duel.exp_reveal", seat=seat, card=CARDS[s.cid].name)
    card = Card(s.uid, s.cid, True)
    push(st, ("grave", seat, card))
    c = CARDS[s.cid]
    push(st, fire(st, s.cid, "effects", Ctx(s.uid, s.cid, seat, subject=subject,
                                           spell=not c.on_draw)))


@handler("grave")
def _grave(st: SDState, task: Task) -> None:
    st.sides[task[1]].grave.append(task[2])


# ---- damage, healing, deaths, game end -------------------------------------------------
Hit = tuple[Any, int, Unit | None]
"""(victim: Unit or hero seat, amount, source unit or None)."""


def deal(st: SDState, hits: list[Hit]) -> None:
    """One damage event (SD-DEC-27): all at once, then Lifesteal, the end check, deaths."""
    heroes: list[int] = []
    heal_to: list[tuple[int, int]] = []
    for victim, amount, src in hits:
        if amount <= 0:
            continue
        if isinstance(victim, Unit):
            if victim.dormant:
                continue
            if victim.shield:
                victim.shield = False  # SD-SHIELD-1/2, SD-DEC-45
                continue
            victim.hp -= amount
            if src is not None and has_kw(src, "poisonous"):
                victim.destroyed = True  # SD-POISON-1
        else:
            st.sides[victim].life -= amount
            heroes.append(victim)
        if src is not None and has_kw(src, "lifesteal"):
            where = find_unit(st, src.uid)
            if where is not None:
                heal_to.append((where[0], amount))  # SD-LIFESTEAL-1, SD-DEC-52
    for seat, amount in heal_to:
        side = st.sides[seat]
        side.life = min(MAX_LIFE, side.life + amount)
    if check_end(st):
        return
    for seat in heroes:
        dispatch(st, "hero_damaged", seat)
    push(st, ("deaths",))


def heal_unit(u: Unit, amount: int) -> None:
    """SD-DEC-33: never above the printed health, never lowering it."""
    printed = CARDS[u.cid].health
    u.hp = max(u.hp, min(u.hp + amount, printed))


def heal_hero(st: SDState, seat: int, amount: int) -> None:
    side = st.sides[seat]
    side.life = min(MAX_LIFE, side.life + amount)  # SD-DEC-34


def check_end(st: SDState) -> bool:
    """SD-WIN-1..3 / SD-DEC-35: end at once when a hero is at 0 or below."""
    dead = [s.life <= 0 for s in st.sides]
    if not any(dead):
        return False
    st.winner = -1 if all(dead) else (1 if dead[0] else 0)
    st.phase = "over"
    st.stack.clear()
    st.pending = None
    st.log("science_duel.game_over", winner=st.winner)
    return True


@handler("deaths")
def _deaths(st: SDState, task: Task) -> None:
    """SD-DEC-28: all dead units to graveyards, then their Při smrti, then observers."""
    dead: list[tuple[int, Unit]] = []
    for seat in order_seats(st):
        units = st.sides[seat].units
        for i, u in enumerate(units):
            if u is not None and (u.hp <= 0 or u.destroyed):
                units[i] = None
                dead.append((seat, u))
    if not dead:
        return
    tasks: list[Task] = []
    for seat, u in dead:
        st.sides[u.owner].grave.append(Card(u.uid, u.cid, True))  # SD-DEC-30
        st.log("science_duel.dies", seat=seat, card=CARDS[u.cid].name)
    for seat, u in dead:
        if not u.silenced and CARDS[u.cid].on_death:
            tasks.append(fire(st, u.cid, "on_death", Ctx(u.uid, u.cid, seat)))
    for seat, u in dead:
        tasks.append(("dispatch", "unit_died", seat, u.uid, ""))
    push_all(st, tasks)


@handler("dispatch")
def _dispatch(st: SDState, task: Task) -> None:
    dispatch(st, task[1], task[2], task[3], task[4])


# ---- entering the board ------------------------------------------------------------------
def make_unit(st: SDState, uid: int, cid: str, owner: int) -> Unit:
    c = CARDS[cid]
    return Unit(uid, cid, owner, c.attack, c.health, shield="shield" in c.keywords,
                stealth="stealth" in c.keywords, dormant=c.dormant)


def summon(st: SDState, seat: int, slot: int, unit: Unit) -> None:
    """Put a unit into a slot, exhausted (SD-UNIT-3, SD-DEC-19), then its Při vyvolání
    and the "summoned" observers (SD-ONSUMMON-1, SD-DEC-57)."""
    unit.ready = False
    st.sides[seat].units[slot] = unit
    st.log("science_duel.summon", seat=seat, slot=slot + 1, card=CARDS[unit.cid].name)
    tasks: list[Task] = []
    if CARDS[unit.cid].on_summon:
        tasks.append(fire(st, unit.cid, "on_summon", Ctx(unit.uid, unit.cid, seat)))
    tasks.append(("dispatch", "summon", seat, unit.uid, ""))
    push_all(st, tasks)


@handler("place")
def _place(st: SDState, task: Task) -> None:
    """Summon a token, revive a card or move a taken unit; slot per SD-DEC-26."""
    _, mode, seat, decider, payload, slot = task
    empties = empty_slots(st, seat)
    if mode == "revive":
        grave = st.sides[payload[0]].grave
        if not any(c.uid == payload[1] for c in grave):
            return
    if mode == "control":
        where = find_unit(st, payload)
        if where is None or where[0] == seat:
            return
    if not empties:
        if mode == "control":
            assert where is not None
            where[2].destroyed = True  # SD-CONTROL-4
            push(st, ("deaths",))
        return
    if slot < 0 or slot not in empties:
        if len(empties) > 1:
            ask(st, "choose_slot", decider, empties, task)  # SD-ACT-8
            return
        slot = empties[0]
    units = st.sides[seat].units
    if mode == "token":
        summon(st, seat, slot, make_unit(st, new_uid(st), payload, seat))
    elif mode == "revive":
        grave = st.sides[payload[0]].grave
        i = next(k for k, c in enumerate(grave) if c.uid == payload[1])
        card = grave.pop(i)
        st.log("science_duel.revive", seat=seat, card=CARDS[card.cid].name)
        summon(st, seat, slot, make_unit(st, card.uid, card.cid, payload[0]))  # SD-DEC-54
    else:
        assert where is not None
        u = where[2]
        st.sides[where[0]].units[where[1]] = None
        u.ready = False  # SD-CONTROL-3, SD-DEC-47
        units[slot] = u
        st.log("science_duel.control", seat=seat, slot=slot + 1, card=CARDS[u.cid].name)


# ---- drawing -----------------------------------------------------------------------------
@handler("draw")
def _draw(st: SDState, task: Task) -> None:
    """Draw ``n`` cards one at a time (SD-DRAW-7)."""
    _, seat, n = task
    if n > 1:
        push(st, ("draw", seat, n - 1))
    draw_one(st, seat)


def draw_one(st: SDState, seat: int) -> None:
    side = st.sides[seat]
    if not side.deck:
        side.fatigue += 1  # SD-DRAW-5/6, SD-DEC-63
        st.log("science_duel.fatigue", seat=seat, amount=side.fatigue)
        deal(st, [(seat, side.fatigue, None)])
        return
    card = side.deck.pop()
    c = CARDS[card.cid]
    if len(side.hand) >= hand_limit(st, seat):
        side.grave.append(Card(card.uid, card.cid, True))  # SD-HAND-4, SD-DEC-56
        st.log("science_duel.overdraw", seat=seat, card=c.name)
        return
    if c.cast_when_drawn:
        st.log("science_duel.cast_drawn", seat=seat, card=c.name)  # SD-CASTDRAW-1..4
        card = Card(card.uid, card.cid, True)
        push_all(st, [fire(st, card.cid, "effects", Ctx(card.uid, card.cid, seat)),
                      ("grave", seat, card), ("dispatch", "draw", seat, -1, "")])
        return
    if c.on_draw:
        card = Card(card.uid, card.cid, True)
        st.log("science_duel.on_draw", seat=seat, card=c.name)  # SD-ONDRAW-1/2
        push_all(st, [fire(st, card.cid, "on_draw", Ctx(card.uid, card.cid, seat)),
                      ("to_hand", seat, card, seat), ("dispatch", "draw", seat, -1, "")])
        return
    card = Card(card.uid, card.cid, c.revealed_in_hand or card.known)  # SD-DEC-67/78
    side.hand.append(card)
    log_draw(st, seat, card)
    dispatch(st, "draw", seat)


def log_draw(st: SDState, seat: int, card: Card) -> None:
    if card.known:
        st.log("science_duel.draw", seat=seat, card=CARDS[card.cid].name)
    else:
        st.log_private([seat], "science_duel.draw", {"seat": seat,
                                                     "card": CARDS[card.cid].name},
                       "science_duel.draw_hidden", {"seat": seat})


@handler("to_hand")
def _to_hand(st: SDState, task: Task) -> None:
    """A card (a drawn on-draw card, a taken card) enters a hand, or is disposed into its
    owner's graveyard when the hand is full (SD-DEC-58, SD-DEC-64)."""
    _, seat, card, owner = task
    side = st.sides[seat]
    if len(side.hand) >= hand_limit(st, seat):
        st.sides[owner].grave.append(Card(card.uid, card.cid, True))
        st.log("science_duel.overdraw", seat=seat, card=CARDS[card.cid].name)
        return
    side.hand.append(card)


def to_effect_slot(st: SDState, seat: int, card: Card, kind: str) -> bool:
    i = empty_effect_slot(st, seat)
    if i < 0:
        return False
    st.sides[seat].effects[i] = Slotted(card.uid, card.cid, seat, kind)
    return True
